// The partnership's agreements at the table (issue 37, item 5). At a table whose computer
// players are the `partner` player, a side panel "Your partner's agreements" lists the
// conventions it signals and reads by (GET /api/agreements/books: each rule, what it shows, its
// book and chapter). When a hint answer says what partner's last card shows (the hint frame's
// `partner` field, from the server's reading of the receiver's own view), the hint box adds it.

const PLAYERS_WITH_AGREEMENTS = { partner: "books" };

function node(tag, attrs = {}, ...children) {
  const made = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") made.textContent = value;
    else made.setAttribute(key, value);
  }
  made.append(...children);
  return made;
}

/** The panel's content from an AgreementsView (the server's JSON). */
export function agreementsNodes(view) {
  const list = node("ul", { class: "agreements" });
  for (const item of view.items) {
    const cited = item.sources.map((s) => `${s.book}, “${s.chapter}”`).join("; ");
    list.append(node("li", {},
      node("b", { text: `${item.name}. ` }), item.rule,
      node("p", { class: "muted small", text: `Shows: ${item.shows}` }),
      node("p", { class: "muted small", text: `From ${cited}.` })));
  }
  return [node("p", { class: "muted small", text: view.title }), list];
}

async function showAgreements() {
  const match = window.location.pathname.match(/^\/t\/([^/]+)/);
  if (!match) return;
  const table = await fetch(`/api/tables/${encodeURIComponent(match[1])}`);
  if (!table.ok) return;
  const name = PLAYERS_WITH_AGREEMENTS[(await table.json()).computer];
  if (!name) return;
  const answer = await fetch(`/api/agreements/${name}`);
  if (!answer.ok) return;
  const panel = node("section", { class: "panel", id: "agreements-panel", "aria-labelledby": "agreements-heading" },
    node("h2", { id: "agreements-heading", text: "Your partner's agreements" }),
    ...agreementsNodes(await answer.json()));
  const side = document.querySelector("aside.side");
  if (side && !document.getElementById("agreements-panel")) side.append(panel);
}

document.addEventListener("bw:frame", (event) => {
  const frame = event.detail;
  if (frame.type !== "hint" || !frame.partner) return;
  // After the hint box is drawn by js/hints.js (its listener redraws the box on this frame).
  setTimeout(() => {
    const box = document.getElementById("hint");
    if (!box || box.querySelector(".hint-partner")) return;
    box.append(node("p", { class: "hint-partner" }, node("b", { text: "Partner's card: " }), frame.partner));
  }, 0);
});

showAgreements().catch(() => {});
