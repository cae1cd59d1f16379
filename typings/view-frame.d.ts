/* Generated from docs/schema/view-frame.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Type = "view";
export type Seq = number;
export type View = FourHandView | LawsView | ClubView | ThreeView;
export type TableId = string;
export type Url = string;
export type Code = string;
/**
 * the club's cap on one trick's value (12 or more); null: doubling without limit; not sent: the code's own
 */
export type DoublingLimit = number | null;
/**
 * how the cap stops the doubling (laws.readings.DoublingLimitReading); not sent: the code's own
 */
export type DoublingLimitReading = "not_exceed" | "last_double_passes";
/**
 * ties in the cut broken by suit (sent only when true)
 */
export type CutTiesBySuit = true;
/**
 * the Spade Convention (sent only when true)
 */
export type SpadeConvention = true;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type BrokenTablePlayersBeforeAll = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type ConsultationOnPenaltyForfeits = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type DeclaringInClosesAtFirstCut = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type DetachedCardLiable = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type DisobeyedPenaltyCorrectable = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type FirstInRoomMakeTable = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type PoneAskingLeaveLetsMakerCallSuit = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type PonesEarlyLeadCallsEldestsSuit = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type ReentryKeptForFreshTable = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type SubstituteNeedsConsent = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type UnauthorisedReferencePenalised = boolean;
/**
 * the house's reading of this law (laws.code.HOUSE_LAWS); not sent: the code's own
 */
export type WrongPenaltyForfeits = boolean;
export type Mode = string;
export type Computer = string;
export type Status = "waiting" | "playing" | "over";
export type Rubber = number;
export type Deal = number;
/**
 * the place
 */
export type Member = number;
export type Name = string;
export type Kind = "person" | "computer";
/**
 * the seat in the rubber (or deal) in play, if any
 */
export type Seat = string | null;
export type Vacant = boolean;
/**
 * a websocket is open for that place (always true for a computer)
 */
export type Connected = boolean;
export type You = boolean;
export type Members = MemberSeen[];
export type Created = string;
export type Phase = "waiting" | "declaration" | "doubling" | "play" | "over";
export type Rounds = {
  [k: string]: string;
}[];
export type Order = string[];
export type Dealer = string | null;
export type Dummy = string | null;
export type Turn = string | null;
export type Acting = string | null;
export type Strain = string | null;
export type Maker = string | null;
export type LeftToPartner = boolean;
export type Seat1 = string;
export type Action = string;
export type Words = string;
export type History = Said[];
export type Doubles = number;
export type Multiplier = number;
export type Asked = boolean;
export type History1 = Said[];
export type Leader = string;
export type Cards = string[];
export type Leader1 = string;
export type Cards1 = string[];
export type Winner = string;
/**
 * the law of the table's code that forbids looking at a quitted trick until the hand ends (general.quitted_trick_hidden), cited as 'english-1904 law 108'
 */
export type QuittedTrickLaw = string;
export type Ns = number;
export type Ew = number;
/**
 * english-1904, american-1904 or american-1905
 */
export type Key = string;
export type Deal1 = number;
export type Game = number;
export type Dealer1 = string;
export type Strain1 = string;
export type Multiplier1 = number;
export type Below = number;
export type Above = number;
export type Points = number;
export type Kind1 = string;
export type Law = string;
export type Description = string;
export type BelowEntries = ScoreItem[];
export type AboveEntries = ScoreItem[];
export type GameWonBy = string | null;
export type Deals = DealScore[];
export type Game1 = number;
export type Winner1 = string | null;
export type Games = GameScore[];
export type RubberWinner = string | null;
export type RubberBonus = number;
export type Below2 = number;
export type Above1 = number;
export type Total = number;
export type Winner2 = string | null;
export type Points1 = number;
export type Number = number;
export type Dealer2 = string;
export type Hands = string;
export type Actions = string[];
export type Seat2 = string;
export type Action1 = string;
export type Words1 = string;
export type Phase1 = "declaration" | "doubling";
/**
 * the declaration and the doubling in order, in the laws' words
 */
export type Talk = Spoken[];
export type Strain2 = string;
/**
 * 2 to the number of doubles (P53, A50, W50), the engine's
 */
export type Multiplier2 = number;
export type Tricks1 = TurnedTrick[];
export type History2 = FinishedDeal[];
export type Number1 = number;
export type Winner3 = string | null;
export type Rubbers = RubberResult[];
export type Seat3 = string;
/**
 * claim or undo
 */
export type What = string;
export type Tricks2 = number;
export type Left = number;
export type Count = number;
export type Accepted = string[];
export type Waiting = string[];
export type Seat4 = string;
export type Cards2 = string[];
export type Member1 = number | null;
export type Seat5 = string | null;
export type Name1 = string | null;
export type Action2 = string;
export type Words2 = string;
export type Legal = Choice[];
export type Claim = number | null;
export type Undo = boolean;
/**
 * the act an undo takes back: the index among the deal's actions of the receiver's last one, sent as 'undo N' (null: no undo)
 */
export type UndoAct = number | null;
export type Answer = boolean;
export type Withdraw = boolean;
export type TableId1 = string;
export type Url1 = string;
export type Code1 = string;
export type Mode1 = string;
export type Computer1 = string;
export type Status1 = "waiting" | "playing" | "over";
export type Rubber1 = number;
export type Deal2 = number;
export type Members1 = MemberSeen[];
export type Created1 = string;
export type Phase2 = "waiting" | "declaration" | "doubling" | "play" | "over";
export type Dealer3 = string | null;
export type Dummy1 = string | null;
export type Turn1 = string | null;
export type Acting1 = string | null;
/**
 * the law of the table's code that forbids looking at a quitted trick until the hand ends (general.quitted_trick_hidden), cited as 'english-1904 law 108'
 */
export type QuittedTrickLaw1 = string;
export type Number2 = number;
export type Dealer4 = string;
export type Hands2 = string;
export type Actions1 = string[];
export type Acts = string[];
/**
 * the words said in the declaration and the doubling, in order (an act out of its place as written)
 */
export type Talk1 = Spoken[];
export type Tricks3 = TurnedTrick[];
export type Strain3 = string | null;
export type Outcome = string;
export type Act = string;
export type What1 = string;
export type Law1 = string | null;
export type Options = string[];
export type Choice1 = string | null;
export type Events = RefereeLine[];
export type Multiplier3 = number;
export type Seat6 = string;
export type Act1 = string;
export type Words3 = string;
export type Kind2 = string;
export type Talk2 = boolean;
export type Acts1 = StepAct[];
export type Events1 = RefereeLine[];
export type Chooser = string;
export type Offender = string;
export type Irregularity = string;
export type Law2 = string;
export type Key1 = string;
export type Text = string;
export type Options1 = OfferedOption[];
export type Chooser1 = string;
export type Key2 = string;
export type Text1 = string;
export type Law3 = string;
export type Irregularity1 = string;
export type Offender1 = string;
export type Number3 = number;
export type Leader2 = string;
export type Cards3 = string[];
export type Winner4 = string;
export type Change = string;
export type Tricks4 = StepTrick[];
export type Kind3 = string;
export type Hands3 = string;
export type Steps = Step[];
export type History3 = LawsDeal[];
export type Rubbers1 = RubberResult[];
export type Outcome1 = string | null;
export type Chooser2 = string;
export type Offender2 = string;
export type Irregularity2 = string;
export type Law4 = string;
export type Key3 = string;
export type Text2 = string;
export type Action3 = string;
export type Meaning = string;
export type Law5 = string;
export type Options2 = RulingOption[];
export type Events2 = RefereeLine[];
export type Dealer5 = string;
export type Shown1 = string[];
export type Conceded = string[];
export type Card = string;
export type Trick1 = number;
export type Law6 = string;
export type What2 = string;
export type Yours = Renounce[];
export type Correctable = string[];
export type TableActs = Choice[];
export type Legal1 = Choice[];
export type TableId2 = string;
export type Url2 = string;
export type Code2 = string;
export type Mode2 = string;
export type Computer2 = string;
export type Status2 = "waiting" | "playing" | "over";
export type Rubber2 = number;
export type Deal3 = number;
export type Members2 = MemberSeen[];
export type Created2 = string;
export type Phase3 = "waiting" | "declaration" | "doubling" | "play" | "over";
export type Dealer6 = string | null;
export type Dummy2 = string | null;
export type Turn2 = string | null;
export type Acting2 = string | null;
/**
 * the law of the table's code that forbids looking at a quitted trick until the hand ends (general.quitted_trick_hidden), cited as 'english-1904 law 108'
 */
export type QuittedTrickLaw2 = string;
export type History4 = FinishedDeal[];
export type Rubbers2 = RubberResult[];
export type Kind4 = string;
export type Places = number;
export type SittingOut = string[];
export type Legal2 = Choice[];
export type TableId3 = string;
export type Url3 = string;
export type Code3 = string;
export type Mode3 = string;
export type Computer3 = string;
export type Kind5 = string;
export type Places1 = number;
export type Mode4 = "rubber" | "games" | "points";
export type Games1 = number | null;
export type DealCount = number | null;
export type Status3 = "waiting" | "playing" | "over";
export type Rubber3 = number;
export type Deal4 = number;
export type Members3 = MemberSeen[];
export type SittingOut1 = string[];
export type Created3 = string;
export type X = string;
export type Number4 = number;
export type Winners = string[];
export type Result = string;
export type Rubbers3 = ThreeRubber[];
export type Number5 = number;
export type Dealer7 = string;
export type Hands6 = string;
export type Actions2 = string[];
export type Strain4 = string | null;
export type Passed = boolean;
export type FromX = boolean;
export type Seat7 = string;
export type Words4 = string;
export type Talk3 = Talk4[];
export type Multiplier4 = number;
export type Tricks5 = TurnedTrick[];
export type History5 = ThreeDeal[];
export type Phase4 = "waiting" | "declaration" | "doubling" | "play" | "over";
export type Dealer8 = string | null;
export type Dummy3 = string | null;
export type Passed1 = boolean;
export type DealerMember = number | null;
export type Turn3 = string | null;
export type Acting3 = string | null;
export type Strain5 = string | null;
export type Maker1 = string | null;
export type FromX1 = boolean;
export type LeftToPartner1 = boolean;
export type Seat8 = string;
export type Action4 = string;
export type Words5 = string;
export type Player = number | null;
export type History6 = ThreeSaid[];
export type Doubles1 = number;
export type Multiplier5 = number;
export type Asked1 = boolean;
export type History7 = ThreeSaid[];
/**
 * the law of the table's code that forbids looking at a quitted trick until the hand ends (general.quitted_trick_hidden), cited as 'english-1904 law 108'
 */
export type QuittedTrickLaw3 = string;
export type Mode5 = string;
export type Games2 = number | null;
export type DealCount1 = number | null;
export type Players3 = string[];
export type Deal5 = number;
export type Game2 = number;
export type Dealer9 = string;
export type Passed2 = boolean;
export type Strain6 = string | null;
export type Multiplier6 = number | null;
export type Dealer10 = number;
export type Adversaries = number;
export type Below3 = number;
export type Above2 = number;
export type GamesWonBy = string[];
export type Deals1 = ThreeDealScore[];
export type RubberWinners = string[];
export type Below4 = number;
export type Above3 = number;
export type Bonus = number;
export type Total1 = number;
export type IsOver = boolean;
export type Legal3 = Choice[];

/**
 * The table as the receiver may see it, after event ``seq`` (docs/web-protocol.md).
 */
export interface ViewFrame {
  type?: Type;
  seq: Seq;
  view: View;
}
/**
 * The whole view of a friendly four-hand table for one receiver (kind ``four``).
 */
export interface FourHandView {
  table_id: TableId;
  url: Url;
  code: Code;
  house: House;
  mode: Mode;
  computer: Computer;
  status: Status;
  rubber: Rubber;
  deal: Deal;
  members: Members;
  created: Created;
  phase: Phase;
  cut: Cut | null;
  dealer: Dealer;
  dummy: Dummy;
  turn: Turn;
  acting: Acting;
  counts: Counts;
  declaration: Declaration | null;
  doubling: Doubling | null;
  trick: Trick | null;
  last_trick: TurnedTrick | null;
  quitted_trick_law: QuittedTrickLaw;
  tricks_won: TricksWon | null;
  score: RubberScore | null;
  history: History2;
  rubbers: Rubbers;
  ask: Ask | null;
  shown: Shown;
  you: You1;
  hands: Hands1;
  legal: Legal;
  consent: Consent;
}
/**
 * The house rules in force that differ from the code's own (``HouseRules.to_dict``): a rule
 * at the code's own is not sent at all; ``doubling_limit`` sent as null means no limit.
 */
export interface House {
  doubling_limit?: DoublingLimit;
  doubling_limit_reading?: DoublingLimitReading;
  cut_ties_by_suit?: CutTiesBySuit;
  spade_convention?: SpadeConvention;
  broken_table_players_before_all?: BrokenTablePlayersBeforeAll;
  consultation_on_penalty_forfeits?: ConsultationOnPenaltyForfeits;
  declaring_in_closes_at_first_cut?: DeclaringInClosesAtFirstCut;
  detached_card_liable?: DetachedCardLiable;
  disobeyed_penalty_correctable?: DisobeyedPenaltyCorrectable;
  first_in_room_make_table?: FirstInRoomMakeTable;
  pone_asking_leave_lets_maker_call_suit?: PoneAskingLeaveLetsMakerCallSuit;
  pones_early_lead_calls_eldests_suit?: PonesEarlyLeadCallsEldestsSuit;
  reentry_kept_for_fresh_table?: ReentryKeptForFreshTable;
  substitute_needs_consent?: SubstituteNeedsConsent;
  unauthorised_reference_penalised?: UnauthorisedReferencePenalised;
  wrong_penalty_forfeits?: WrongPenaltyForfeits;
}
/**
 * A member as one receiver's view lists him: ``you`` for the receiver himself.
 */
export interface MemberSeen {
  member: Member;
  name: Name;
  kind: Kind;
  seat: Seat;
  vacant: Vacant;
  connected: Connected;
  you: You;
}
/**
 * The cut for partners (or for deal): each round's cards by name, and the order drawn.
 */
export interface Cut {
  rounds: Rounds;
  order: Order;
}
export interface Counts {
  [k: string]: number;
}
/**
 * The trump made so far: strain (``NT`` for no trumps), maker, left to partner, the words.
 */
export interface Declaration {
  strain: Strain;
  maker: Maker;
  left_to_partner: LeftToPartner;
  history: History;
}
/**
 * A word of the declaration or the doubling, with who said it.
 */
export interface Said {
  seat: Seat1;
  action: Action;
  words: Words;
}
/**
 * The doubling so far: doubles, the multiplier, whether asked, the words.
 */
export interface Doubling {
  doubles: Doubles;
  multiplier: Multiplier;
  asked: Asked;
  history: History1;
}
/**
 * A trick on the table: its leader and the cards played to it.
 */
export interface Trick {
  leader: Leader;
  cards: Cards;
}
/**
 * A trick turned, with its winner.
 */
export interface TurnedTrick {
  leader: Leader1;
  cards: Cards1;
  winner: Winner;
}
/**
 * The tricks each side has won in the deal.
 */
export interface TricksWon {
  NS: Ns;
  EW: Ew;
}
/**
 * The scoring block of a rubber (docs/record-format.md, "score output").
 */
export interface RubberScore {
  law_code: CodeInForce;
  deals: Deals;
  games: Games;
  games_won: GamesWon;
  rubber_winner: RubberWinner;
  rubber_bonus: RubberBonus;
  totals: Totals;
  net: Net;
}
/**
 * The law code a scoring block was reckoned under: its key and its house rules.
 */
export interface CodeInForce {
  key: Key;
  options: House;
}
/**
 * One deal of the scoring block; sides are named by their players ("Ann-Cy").
 */
export interface DealScore {
  deal: Deal1;
  game: Game;
  dealer: Dealer1;
  strain: Strain1;
  multiplier: Multiplier1;
  tricks: Tricks;
  sides: Sides;
  game_won_by: GameWonBy;
}
export interface Tricks {
  [k: string]: number;
}
export interface Sides {
  [k: string]: SideScore;
}
/**
 * A side's points in one deal, below and above the line, item by item.
 */
export interface SideScore {
  below: Below;
  above: Above;
  below_entries: BelowEntries;
  above_entries: AboveEntries;
}
/**
 * One item of the scoring block, with its law.
 */
export interface ScoreItem {
  points: Points;
  kind: Kind1;
  law: Law;
  description: Description;
}
/**
 * One game: the points below the line by side, and who won it.
 */
export interface GameScore {
  game: Game1;
  below: Below1;
  winner: Winner1;
}
export interface Below1 {
  [k: string]: number;
}
export interface GamesWon {
  [k: string]: number;
}
export interface Totals {
  [k: string]: SideTotal;
}
/**
 * A side's totals over the rubber.
 */
export interface SideTotal {
  below: Below2;
  above: Above1;
  total: Total;
}
/**
 * The rubber's net: the side ahead and by how many points (None, 0 when level).
 */
export interface Net {
  winner: Winner2;
  points: Points1;
}
/**
 * A finished deal of the rubber in play: hands as dealt (PBN), actions, the talk as spoken,
 * strain, multiplier, players, and its tricks with their winners (the replay shows them; the
 * client never reckons the doubling's order, the multiplier or a winner).
 */
export interface FinishedDeal {
  number: Number;
  dealer: Dealer2;
  hands: Hands;
  actions: Actions;
  talk: Talk;
  strain: Strain2;
  multiplier: Multiplier2;
  players: Players;
  tricks: Tricks1;
}
/**
 * A word of a finished deal's talk as it was said: who said it, the action, its words in the
 * laws' (``words.said``), and the phase it was said in (the replay shows it, never reckons it).
 */
export interface Spoken {
  seat: Seat2;
  action: Action1;
  words: Words1;
  phase: Phase1;
}
export interface Players {
  [k: string]: string;
}
/**
 * A finished rubber of the table: the winning side and the net.
 */
export interface RubberResult {
  number: Number1;
  winner: Winner3;
  net: Net;
}
/**
 * A claim or an undo waiting for the others' consent.
 */
export interface Ask {
  seat: Seat3;
  what: What;
  tricks: Tricks2;
  left: Left;
  count: Count;
  accepted: Accepted;
  waiting: Waiting;
  shown: ShownHand | null;
}
/**
 * The claimer's hand, shown as at a real table.
 */
export interface ShownHand {
  seat: Seat4;
  cards: Cards2;
}
export interface Shown {
  [k: string]: string[];
}
/**
 * The receiver: his place (None for a spectator), seat and name.
 */
export interface You1 {
  member: Member1;
  seat: Seat5;
  name: Name1;
}
export interface Hands1 {
  [k: string]: string[];
}
/**
 * An action the receiver may take now: its text as sent back, and its words.
 */
export interface Choice {
  action: Action2;
  words: Words2;
}
/**
 * What the receiver may ask or answer now: ``claim`` (the tricks left) or None, ``undo``,
 * ``undo_act`` (the act an undo takes back), ``answer`` (an ask waits for him), ``withdraw``
 * (his own ask waits).
 */
export interface Consent {
  claim: Claim;
  undo: Undo;
  undo_act: UndoAct;
  answer: Answer;
  withdraw: Withdraw;
}
/**
 * The whole view of a club-laws table for one receiver (kind ``laws``).
 */
export interface LawsView {
  table_id: TableId1;
  url: Url1;
  code: Code1;
  house: House;
  mode: Mode1;
  computer: Computer1;
  status: Status1;
  rubber: Rubber1;
  deal: Deal2;
  members: Members1;
  created: Created1;
  phase: Phase2;
  cut: Cut | null;
  dealer: Dealer3;
  dummy: Dummy1;
  turn: Turn1;
  acting: Acting1;
  counts: Counts1;
  declaration: Declaration | null;
  doubling: Doubling | null;
  trick: Trick | null;
  last_trick: TurnedTrick | null;
  quitted_trick_law: QuittedTrickLaw1;
  tricks_won: TricksWon | null;
  score: RubberScore | null;
  history: History3;
  rubbers: Rubbers1;
  laws?: LawsSeen | null;
  you: You1;
  hands: Hands4;
  legal: Legal1;
}
export interface Counts1 {
  [k: string]: number;
}
/**
 * A finished refereed deal: hands, acts, tricks, the referee's lines, outcome, steps.
 */
export interface LawsDeal {
  number: Number2;
  dealer: Dealer4;
  hands: Hands2;
  actions: Actions1;
  acts: Acts;
  talk: Talk1;
  tricks: Tricks3;
  strain: Strain3;
  outcome: Outcome;
  events: Events;
  multiplier: Multiplier3;
  steps: Steps;
  players: Players1;
}
/**
 * One line of the referee's log: the act, what it was, the law, the options and the choice.
 */
export interface RefereeLine {
  act: Act;
  what: What1;
  law: Law1;
  options: Options;
  choice: Choice1;
}
/**
 * One step of the replay of a refereed deal, and the position after it.
 */
export interface Step {
  acts: Acts1;
  events: Events1;
  offered: Offered | null;
  chosen: Chosen | null;
  tricks: Tricks4;
  kind: Kind3;
  hands: Hands3;
  trick_now: Trick;
  won: TricksWon;
  exposed: Exposed;
  penalties: Penalties;
}
/**
 * An act of a step: its seat, text, words, and kind (talk, play, choose or irregular).
 */
export interface StepAct {
  seat: Seat6;
  act: Act1;
  words: Words3;
  kind: Kind2;
  talk: Talk2;
}
/**
 * The ruling offered in a step.
 */
export interface Offered {
  chooser: Chooser;
  offender: Offender;
  irregularity: Irregularity;
  law: Law2;
  options: Options1;
}
/**
 * An option offered by a ruling.
 */
export interface OfferedOption {
  key: Key1;
  text: Text;
}
/**
 * The choice made in a step, with the ruling it answered.
 */
export interface Chosen {
  chooser: Chooser1;
  key: Key2;
  text: Text1;
  law: Law3;
  irregularity: Irregularity1;
  offender: Offender1;
}
/**
 * A trick changed in a step: completed, amended or taken-back.
 */
export interface StepTrick {
  number: Number3;
  leader: Leader2;
  cards: Cards3;
  winner: Winner4;
  change: Change;
}
export interface Exposed {
  [k: string]: string[];
}
export interface Penalties {
  [k: string]: string[];
}
export interface Players1 {
  [k: string]: string;
}
/**
 * The referee's part for one receiver: his renounces, those he may correct, his table acts.
 */
export interface LawsSeen {
  outcome: Outcome1;
  ruling: Ruling | null;
  events: Events2;
  exposed: Exposed1;
  penalties: Penalties1;
  claim: Claim1 | null;
  yours: Yours;
  correctable: Correctable;
  table_acts: TableActs;
}
/**
 * The ruling waiting: who chooses, whose irregularity, the law, the options.
 */
export interface Ruling {
  chooser: Chooser2;
  offender: Offender2;
  irregularity: Irregularity2;
  law: Law4;
  options: Options2;
}
/**
 * An option of a ruling, in the law's words, the action that chooses it, and what choosing it
 * does in one line with its law (:func:`bridgewhist.referee.meanings.option_meanings`).
 */
export interface RulingOption {
  key: Key3;
  text: Text2;
  action: Action3;
  meaning: Meaning;
  law: Law5;
}
export interface Exposed1 {
  [k: string]: string[];
}
export interface Penalties1 {
  [k: string]: string[];
}
/**
 * The dealer's claim of the rest while the play waits on it: his cards, who conceded it.
 */
export interface Claim1 {
  dealer: Dealer5;
  shown: Shown1;
  conceded: Conceded;
}
/**
 * A renounce of the receiver's own, which only he is told of before the hand is played out.
 */
export interface Renounce {
  card: Card;
  trick: Trick1;
  law: Law6;
  what: What2;
}
export interface Hands4 {
  [k: string]: string[];
}
/**
 * The whole view of a club table of five or six for one receiver (kind ``club``).
 */
export interface ClubView {
  table_id: TableId2;
  url: Url2;
  code: Code2;
  house: House;
  mode: Mode2;
  computer: Computer2;
  status: Status2;
  rubber: Rubber2;
  deal: Deal3;
  members: Members2;
  created: Created2;
  phase: Phase3;
  cut: Cut | null;
  dealer: Dealer6;
  dummy: Dummy2;
  turn: Turn2;
  acting: Acting2;
  counts: Counts2;
  declaration: Declaration | null;
  doubling: Doubling | null;
  trick: Trick | null;
  last_trick: TurnedTrick | null;
  quitted_trick_law: QuittedTrickLaw2;
  tricks_won: TricksWon | null;
  score: RubberScore | null;
  history: History4;
  rubbers: Rubbers2;
  kind: Kind4;
  places: Places;
  sitting_out: SittingOut;
  roster: Roster | null;
  ask: Ask | null;
  shown: Shown2;
  you: You1;
  hands: Hands5;
  legal: Legal2;
  consent: Consent;
}
export interface Counts2 {
  [k: string]: number;
}
/**
 * A club table's consecutive rubbers and points, by member.
 */
export interface Roster {
  consecutive: Consecutive;
  points: Points2;
}
export interface Consecutive {
  [k: string]: number;
}
export interface Points2 {
  [k: string]: number;
}
export interface Shown2 {
  [k: string]: string[];
}
export interface Hands5 {
  [k: string]: string[];
}
/**
 * The whole view of a three-hand table for one receiver (kind ``three-hand``).
 */
export interface ThreeView {
  table_id: TableId3;
  url: Url3;
  code: Code3;
  house: House;
  mode: Mode3;
  computer: Computer3;
  kind: Kind5;
  places: Places1;
  scoring: Scoring;
  status: Status3;
  rubber: Rubber3;
  deal: Deal4;
  members: Members3;
  sitting_out: SittingOut1;
  created: Created3;
  x: X;
  rubbers: Rubbers3;
  history: History5;
  phase: Phase4;
  cut: Cut | null;
  dealer: Dealer8;
  dummy: Dummy3;
  passed: Passed1;
  dealer_member?: DealerMember;
  turn: Turn3;
  acting: Acting3;
  counts: Counts3;
  declaration: ThreeDeclaration | null;
  doubling: ThreeDoubling | null;
  trick: Trick | null;
  last_trick: TurnedTrick | null;
  quitted_trick_law: QuittedTrickLaw3;
  tricks_won: TricksWon | null;
  score: ThreeScore | null;
  you: You1;
  hands: Hands7;
  legal: Legal3;
}
/**
 * How a three-hand table keeps its score: a rubber, games (how many), or points (how many deals).
 */
export interface Scoring {
  mode: Mode4;
  games?: Games1;
  deal_count?: DealCount;
}
/**
 * A finished rubber (or session): its winners and its result in words.
 */
export interface ThreeRubber {
  number: Number4;
  winners: Winners;
  result: Result;
}
/**
 * A finished deal of the rubber (or session) in play, the dealer South and X North.
 */
export interface ThreeDeal {
  number: Number5;
  dealer: Dealer7;
  hands: Hands6;
  actions: Actions2;
  strain: Strain4;
  players: Players2;
  passed: Passed;
  from_x: FromX;
  talk: Talk3;
  multiplier: Multiplier4;
  tricks: Tricks5;
}
export interface Players2 {
  [k: string]: string;
}
/**
 * A word of a finished deal's talk.
 */
export interface Talk4 {
  seat: Seat7;
  words: Words4;
}
export interface Counts3 {
  [k: string]: number;
}
/**
 * The trump made so far, ``from_x`` when the dealer made it from X's hand.
 */
export interface ThreeDeclaration {
  strain: Strain5;
  maker: Maker1;
  from_x: FromX1;
  left_to_partner: LeftToPartner1;
  history: History6;
}
/**
 * A word of the talk, with the place of the player who said it.
 */
export interface ThreeSaid {
  seat: Seat8;
  action: Action4;
  words: Words5;
  player: Player;
}
/**
 * The doubling so far.
 */
export interface ThreeDoubling {
  doubles: Doubles1;
  multiplier: Multiplier5;
  asked: Asked1;
  history: History7;
}
/**
 * The three-hand block, one column per player (docs/record-format.md, "three-hand").
 */
export interface ThreeScore {
  law_code: CodeInForce;
  mode: Mode5;
  games?: Games2;
  deal_count?: DealCount1;
  players: Players3;
  deals: Deals1;
  games_won: GamesWon1;
  rubber_winners: RubberWinners;
  totals: Totals1;
  is_over: IsOver;
}
/**
 * One deal of the three-hand block (a passed deal has no strain, multiplier or tricks).
 */
export interface ThreeDealScore {
  deal: Deal5;
  game: Game2;
  dealer: Dealer9;
  passed: Passed2;
  strain?: Strain6;
  multiplier?: Multiplier6;
  tricks?: DealTricks | null;
  players: Players4;
  games_won_by: GamesWonBy;
}
/**
 * The tricks of a deal played: the dealer's (with X) and the adversaries'.
 */
export interface DealTricks {
  dealer: Dealer10;
  adversaries: Adversaries;
}
export interface Players4 {
  [k: string]: PlayerPoints;
}
/**
 * A player's points in one deal.
 */
export interface PlayerPoints {
  below: Below3;
  above: Above2;
}
export interface GamesWon1 {
  [k: string]: number;
}
export interface Totals1 {
  [k: string]: ThreeTotal;
}
/**
 * A player's totals.
 */
export interface ThreeTotal {
  below: Below4;
  above: Above3;
  bonus: Bonus;
  total: Total1;
}
export interface Hands7 {
  [k: string]: string[];
}
