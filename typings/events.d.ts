// The table page's own events (a global script: no import or export at its top level), so that
// document.addEventListener types their listeners: "bw:frame" (table.js: every frame from the
// server, before it is presented), "bw:event" (table.js: an event frame presented), "bw:view"
// (draw.js: a view drawn). tsconfig.json includes this.

/** The talk's line and the maxims' hint (chat-frame.d.ts, hint-frame.d.ts: npm run types). */
type ChatFrame = import("./chat-frame").ChatLine;
type HintFrame = import("./hint-frame").HintAnswer;

/**
 * A frame as table.js tells it to the page's parts: views, events, errors, talk and hints, with
 * each key any of them has (the listener reads the kind it is for), the advisor's `advice`
 * frame among them (advice-frame.d.ts).
 */
type ToldFrame = Omit<Merged<import("./view-frame").ViewFrame | import("./event-frame").EventFrame
  | import("./error-frame").ErrorFrame | ChatFrame | HintFrame | import("./advice-frame").AdviceAnswer>, "type">
  & { type: string };

/** What draw.js tells the page's other parts with each view drawn. */
type ViewDrawn = { view: TableView; seq: number | null; myTurn: boolean; seated: boolean };

interface DocumentEventMap {
  "bw:frame": CustomEvent<ToldFrame>;
  "bw:event": CustomEvent<Frame>;
  "bw:view": CustomEvent<ViewDrawn>;
}
