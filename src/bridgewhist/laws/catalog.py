"""Catalogue of every law of each code: number, chapter, topic and how the software treats it.

Three codes are catalogued, each in its own numbering: ``english-1904`` (the Portland and
Turf Clubs' "Laws of Bridge (1904)", laws 1-108), ``american-1904`` (the code printed in
Fisher Ames's "Bridge Whist in Brief", laws 1-106) and ``american-1905`` (J. B. Elwell's
"Laws of Bridge Revised 1905", laws 1-106). Every law has one :class:`LawEntry` saying what
it rules, in modern words, and whether the software carries it out now
(:attr:`LawStatus.IMPLEMENTED`, with the modules that do), leaves it to the table referee
or the club table issue, or has nothing to do for it (with the reason).

>>> entry("english-1904", 4).topic
'Trick values: spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12'
>>> [entry(code, n).number for code, n in
...  [("english-1904", 90), ("american-1904", 86), ("american-1905", 87)]]
[90, 86, 87]
>>> entry("american-1905", 87).modules
('bridgewhist.scoring',)
>>> entry("american-1904", 39).status is LawStatus.REFEREE
True
>>> entry("english-1904", 109)
Traceback (most recent call last):
    ...
KeyError: 'law code english-1904 has laws 1-108; there is no law 109'
"""

# No ``from __future__ import annotations`` here: every annotation below is valid at run time
# on Python 3.11, and string annotations make @dataclass look the module up in sys.modules,
# which fails when the file is loaded on its own with importlib (as the catalogue check does).
import enum
from dataclasses import dataclass

__all__ = ["CATALOG", "LawEntry", "LawStatus", "entry"]


class LawStatus(enum.Enum):
    """How the software treats a law."""

    IMPLEMENTED = "implemented"  # carried out by the rules engine (this issue)
    REFEREE = "planned: referee issue"  # irregularity/penalty for the LAWS-mode referee
    TABLES = "planned: club table issue"  # forming tables, cutting in/out, entry, substitutes
    NO_SOFTWARE = "no software consequence"


@dataclass(frozen=True, slots=True)
class LawEntry:
    """One law of one code.

    ``code`` is the code key, ``number`` the law's number in that code, ``chapter`` the
    code's own chapter heading, ``topic`` one short line saying what the law rules,
    ``status`` how the software treats it, ``modules`` the dotted module paths that carry it
    out (for :attr:`LawStatus.IMPLEMENTED`), and ``note`` why a law has no software
    consequence, or a short remark (for instance where the codes differ).
    """

    code: str
    number: int
    chapter: str
    topic: str
    status: LawStatus
    modules: tuple[str, ...] = ()
    note: str = ""


_IMP = LawStatus.IMPLEMENTED
_REF = LawStatus.REFEREE
_TAB = LawStatus.TABLES
_NO = LawStatus.NO_SOFTWARE

_RUBBER = "bridgewhist.rubber"
_SCORING = "bridgewhist.scoring"
_CUTTING = "bridgewhist.cutting"
_DEALING = "bridgewhist.dealing"
_DECL = "bridgewhist.phases.declaration"
_DOUBLING = "bridgewhist.phases.doubling"
_PLAY = "bridgewhist.phases.play"
_PRESETS = "bridgewhist.laws.presets"

_MODULES = frozenset({_RUBBER, _SCORING, _CUTTING, _DEALING, _DECL, _DOUBLING, _PLAY, _PRESETS})

# Notes shared by several laws.
_ERR = (
    "scores are computed, never entered by hand, so errors cannot arise except in "
    "score-keeper records, which may be amended before the rubber is agreed"
)
_DETECT = "detection at the table: referee issue"
_NEW_DEAL_PHYS = "the software's own deal is always correct; this arises only at a physical table"
_SHUFFLE_PHYS = "physical shuffling manners; the software's seeded shuffle never shows a card"
_ONE_SHUFFLE = "one seeded random shuffle per deal stands for all the players' shuffles"
_PACK_LEFT = "placing the pack is physical; the software hands the shuffled pack to the next dealer"
_CUT_NOTE = (
    "the cut is an action of the seat on the dealer's right; the packet-size rule is enforced, "
    "a fresh cut for an exposed card or confusion cannot arise in software"
)
_RECUT_NOTE = "the cut is a single action, taken once"
_NO_SHUFFLE_AFTER_CUT = "the software never shuffles after the cut, so no second cut arises"
_FOR_PARTNER = (
    "only the seat on the dealer's right cuts and only the dealer deals; permission to act "
    "for partner is not modelled"
)
_STRICT_REVOKE = "STRICT mode refuses a revoke; in LAWS mode the referee records it"
_DUMMY_REVOKE = (
    "STRICT mode makes dummy follow suit like any hand; in LAWS mode a revoke from dummy is "
    "recorded and carries no penalty"
)
_NO_COMPEL = "penalty calls never override following suit"
_QUITTED = (
    "the software only shows what may be seen: a quitted trick is hidden until the end of "
    "the hand"
)
_PLACED = "the software always shows the current trick before its players"
_BYSTANDER = "bystanders and stakes are outside the software"
_TORN = "physical cards: the software's pack cannot be torn or marked"
_NEW_CARDS = "physical cards and paying for packs: the software's pack never wears out"
_DUMMY_LOOK = (
    "etiquette of the dummy's seat; the software shows dummy's player only what his seat "
    "may see"
)
_PLAY_ACTION = "a play is one action; there is no drawn-but-not-quitted card in software"
_TABLE_SELECT = (
    "selecting four among more than four candidates (those first in the room preferred) "
    "is the club table issue; cutting for partners and deal is bridgewhist.cutting"
)
_A17_NOTE = (
    "decided: selecting the four players is the club table issue; the cut for partners "
    "and deal is law 18 (bridgewhist.cutting), with the cutting laws 14-16"
)
_TIE_NOTE = "ties the law leaves open: cut again (ruling 8)"
_OUT_NOTE = "mixed counts: most consecutive rubbers go out, remaining places cut for (ruling 8)"
_FALSE_LEAD = "a false lead followed by all three stands without penalty (ruling 14)"
_FALSE_LEAD_A = (
    "a false lead followed by all three stands; only the dealer's one trick (law 77) "
    "survives it (ruling 14)"
)
_FOURTH_HAND = (
    "fourth hand plays before his partner (second hand) while third hand has not played: "
    "the second hand is penalised (ruling 6)"
)
_RENOUNCE = "the dealer calls the card or exacts highest or lowest, not both (ruling 15)"
_DEALER_RENOUNCE = "'both adversaries have played' is judged when he corrects (ruling 15)"
_EXPOSED_BEFORE_LEAD = (
    "only the offender's partner forfeits doubling; barring the suit applies to the "
    "opening lead only (rulings 2 and 12)"
)
_DUMMY_DOWN_P = (
    "dummy goes down on any lead, even out of turn (A61/W61: when the eldest hand has "
    "led); the dealer's claiming of penalties is referee issue"
)
_DUMMY_DOWN_A = (
    "codes differ: P62 exposes dummy on any lead, even out of turn; a lead out of turn by "
    "pone is referee issue"
)
_DUMMY_TOUCH = (
    "a play is one action; a card named or touched from dummy ('I arrange' excepted) at a "
    "physical table is referee issue"
)
_DOUBLING_REST = "re-doubles out of turn and consultation on doubling are referee issue (ruling 9)"
_DOUBLE_LIMIT_A = (
    "no limit by default; a club limit of 100 or 200 a trick is an option in "
    "bridgewhist.laws.presets; " + _DOUBLING_REST
)
_CONSULT = "codes differ: P90 lets the adversaries consult on the revoke penalty"
_THREE_TRICKS_A = (
    _DETECT + "; if the revokers hold fewer than three tricks, all are taken (ruling 4)"
)

_Row = tuple[int, str, LawStatus, tuple[str, ...], str]


def _row(number: int, topic: str, status: LawStatus, *modules: str, note: str = "") -> _Row:
    return (number, topic, status, modules, note)


_ENGLISH_1904_CHAPTERS = (
    (1, "The Rubber"),
    (2, "Scoring"),
    (14, "Cutting"),
    (17, "Formation of Table"),
    (21, "Cutting Out"),
    (22, "Entry and Re-entry"),
    (27, "Shuffling"),
    (34, "The Deal"),
    (39, "A New Deal"),
    (47, "Declaring Trumps"),
    (53, "Doubling and Re-doubling"),
    (62, "Dummy"),
    (70, "Exposed Cards"),
    (72, "Cards liable to be Called"),
    (86, "Cards played in Error, or not played to a Trick"),
    (89, "The Revoke"),
    (100, "Calling for New Cards"),
    (101, "General Rules"),
)

_ENGLISH_1904 = (
    _row(1, "Rubber is the best of three games; the third is not played after 2-0", _IMP, _RUBBER),
    _row(2, "Game is 30 points from tricks alone, not counting honours, chicane or slam", _IMP,
         _RUBBER, _SCORING),
    _row(3, "Every hand is played out; points beyond the 30 needed for game are counted", _IMP,
         _RUBBER, _PLAY),
    _row(4, "Trick values: spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12", _IMP,
         _SCORING, _PRESETS),
    _row(5, "Honours: A K Q J 10 of trumps; the four aces at no trumps", _IMP, _SCORING),
    _row(6, "Suit honours: 3 = 2v, 4 = 4v, 5 = 5v; in one hand 4 = 8v (+v for fifth), 5 = 10v",
         _IMP, _SCORING, _PRESETS,
         note="v is the undoubled trick value; honours are never affected by doubling"),
    _row(7, "No-trump honours: three aces 30, four aces divided 40, four in one hand 100", _IMP,
         _SCORING, _PRESETS),
    _row(8, "Chicane: a player void of trumps scores twice the trick value for his side", _IMP,
         _SCORING, _PRESETS,
         note="never doubled; both partners void score 4v (rulings); codes differ: A9/W9 set "
              "chicane against the honours"),
    _row(9, "Slam: 13 tricks score 40, 12 tricks 20; tricks taken for a revoke do not count",
         _IMP, _SCORING),
    _row(10, "Honours, chicane and slam are reckoned in the score at the end of the rubber", _IMP,
         _RUBBER),
    _row(11, "Rubber total: add all scores, 100 to the winners; the difference is won or lost",
         _IMP, _RUBBER),
    _row(12, "An erroneous trick score may be corrected until the game is concluded", _IMP,
         _RUBBER, note=_ERR),
    _row(13, "An erroneous honours, chicane or slam score may be corrected until rubber agreed",
         _IMP, _RUBBER, note=_ERR),
    _row(14, "In cutting, the ace is the lowest card", _IMP, _CUTTING),
    _row(15, "Every player must cut from the same pack", _IMP, _CUTTING),
    _row(16, "A player who exposes more than one card in cutting must cut again", _IMP, _CUTTING,
         note="the software draws exactly one card for each cutter, so this cannot arise"),
    _row(17, "Four lowest cutters play; re-cut: two lowest v two highest, the lowest deals", _IMP,
         _CUTTING, note=_TABLE_SELECT),
    _row(18, "Over six candidates: next two lowest complete a table of six; next lowest waits",
         _TAB),
    _row(19, "Tie of two: cut again unless the two highest; two lowest re-cut for the deal", _IMP,
         _CUTTING, note=_TIE_NOTE),
    _row(20, "Tie of three: re-cut; partners and dealer depend on the fourth card", _IMP,
         _CUTTING, note=_TIE_NOTE),
    _row(21, "Cutting out: most consecutive rubbers go out, else cut; the highest go out", _TAB,
         note=_OUT_NOTE),
    _row(22, "A candidate may declare in to an incomplete table before any card is cut", _TAB),
    _row(23, "New tables: those who have not played elsewhere enter first; others cut", _TAB),
    _row(24, "A player leaving mid-rubber may appoint a substitute with the others' consent",
         _TAB),
    _row(25, "Joining another table forfeits the right of re-entry into the first", _TAB),
    _row(26, "Players left by one who breaks up a table have prior entry elsewhere; else cut",
         _TAB),
    _row(27, "The pack must not be shuffled below the table nor with a card's face seen", _NO,
         note=_SHUFFLE_PHYS),
    _row(28, "The pack must not be shuffled during the play of a hand", _NO,
         note="table manners for the still pack; the software shuffles only when a deal begins"),
    _row(29, "A used pack must not be shuffled by dealing into packets nor across the table",
         _NO, note=_SHUFFLE_PHYS),
    _row(30, "Each player may shuffle once before a deal, after a false cut or a new deal", _IMP,
         _DEALING, note=_ONE_SHUFFLE),
    _row(31, "The dealer's partner collects the cards for the next deal and shuffles first", _NO,
         note="who collects and first shuffles the still pack is table manners; the software "
              "shuffles once per deal"),
    _row(32, "After shuffling, the pack is placed face down to the left of the next dealer", _NO,
         note=_PACK_LEFT),
    _row(33, "The dealer shuffles last; if a card is seen he may be made to re-shuffle", _IMP,
         _DEALING, note="the seeded shuffle is the dealer's; no card is seen in software"),
    _row(34, "Each player deals in turn; the deal passes to the left", _IMP, _RUBBER, _DEALING),
    _row(35, "Dealer's right-hand player cuts, leaving at least four cards in each packet", _IMP,
         _DEALING, note=_CUT_NOTE),
    _row(36, "Once the cutter has separated the pack he may neither re-shuffle nor re-cut", _IMP,
         _DEALING, note=_RECUT_NOTE),
    _row(37, "If the dealer shuffles after the cut, the pack must be cut again", _IMP, _DEALING,
         note=_NO_SHUFFLE_AFTER_CUT),
    _row(38, "All 52 cards are dealt face down; the deal ends with the last card; no misdeal",
         _IMP, _DEALING,
         note="one at a time from the dealer's left (law 39 III); irregular deals are law 39"),
    _row(39, "New deal compulsory: bad pack, faced card, irregular dealing, wrong counts, no cut",
         _REF, note=_NEW_DEAL_PHYS),
    _row(40, "Card exposed while dealing: the other side may claim a new deal unless it looked",
         _REF, note="P40: each adversary, or dealer or partner; codes differ: A39 eldest hand or "
                    "dealer only, W39 eldest hand, or dealer or partner; no new deal, no call"),
    _row(41, "A claim for one of the last cards exposed survives a deal completed too quickly",
         _REF),
    _row(42, "Dealer looks at a card before 51 are dealt: adversaries see it, may exact new deal",
         _REF, note="either adversary may exact it (ruling 16)"),
    _row(43, "A player short of cards who has played: deal stands; he answers for revokes", _REF),
    _row(44, "Imperfect pack: past scores stand, that hand is void, the same dealer deals again",
         _REF, note=_NEW_DEAL_PHYS),
    _row(45, "Dealing out of turn or with the wrong pack may be stopped before the last card",
         _REF, note="codes differ: A43 before the first card is played; W43 splits the two cases"),
    _row(46, "No player may shuffle, cut or deal for his partner without opponents' permission",
         _IMP, _DEALING, note=_FOR_PARTNER),
    _row(47, "The dealer may name the trump suit or say 'No trumps'", _IMP, _DECL),
    _row(48, "Dealer may leave it to partner ('I leave it to you, Partner'); partner must declare",
         _IMP, _DECL),
    _row(49, "Partner declares unasked: eldest hand lets it stand or claims a new deal", _REF),
    _row(50, "Partner passes the declaration back: new deal, or he must declare himself", _REF),
    _row(51, "An adversary makes the declaration: dealer may claim a new deal or ignore it", _REF,
         note="an adversary's 'pass' has no effect (ruling 7); codes differ: W48"),
    _row(52, "A trump declaration once made cannot be altered, save as in laws 49-51", _IMP,
         _DECL),
    _row(53, "Doubling doubles each trick above six, re-doubling quadruples it, and so on", _IMP,
         _DOUBLING, _SCORING),
    _row(54, "Eldest hand may double first, else asks 'May I lead?'; pone says 'Yes' or doubles",
         _IMP, _DOUBLING),
    _row(55, "After a double the maker of the trump may re-double or be 'Satisfied', then partner",
         _IMP, _DOUBLING),
    _row(56, "After a re-double the adversaries may double again; the original doubler first",
         _IMP, _DOUBLING),
    _row(57, "Pone doubles before 'May I lead?': the maker of the trump says if it stands", _REF),
    _row(58, "Re-doubling up to the limit of 100 a trick; the last doubler, then his partner",
         _IMP, _DOUBLING, _PRESETS,
         note="limit as data: no double may make a trick worth over 100 (option: the double "
              "first passing 100 is the last); " + _DOUBLING_REST),
    _row(59, "Eldest hand leads before doubling ends: partner re-doubles only with consent", _REF,
         note="the dealer's side keeps its right to re-double (ruling 10)"),
    _row(60, "Play begins once 'May I lead?' is answered yes or the last to speak is satisfied",
         _IMP, _DOUBLING, _PLAY),
    _row(61, "A declaration once made cannot be altered", _IMP, _DECL, _DOUBLING,
         note="stands among the doubling laws: read as covering doubles too (as A60/W60)"),
    _row(62, "Dummy goes down when a card is led, even out of turn; the dealer plays it alone",
         _IMP, _PLAY, note=_DUMMY_DOWN_P),
    _row(63, "Dummy may only ask 'Having none?'; pointing out other errors forfeits the penalty",
         _REF),
    _row(64, "Dummy's player suggests a card: an adversary may order it played or not played",
         _REF),
    _row(65, "A card the dealer draws from his hand or dummy is not played until quitted", _IMP,
         _PLAY, note=_PLAY_ACTION),
    _row(66, "A card played or named by the dealer cannot be taken back except to save a revoke",
         _IMP, _PLAY, note="taking a card back to save a revoke is referee issue (law 94)"),
    _row(67, "Dummy's player may not look over adversaries' hands nor leave his seat to watch",
         _NO, note=_DUMMY_LOOK),
    _row(68, "Dummy cannot be penalised for a revoke; if not found before quitting, trick stands",
         _IMP, _PLAY, _SCORING, note=_DUMMY_REVOKE),
    _row(69, "The dealer pays no penalty for errors that cannot profit him, e.g. exposed cards",
         _REF, note="in LAWS mode the dealer's exposed cards are never liable to be called"),
    _row(70, "Dealer's side exposes a card before the declaration: eldest hand may claim new deal",
         _REF),
    _row(71, "Card exposed before the lead: partner loses doubling; leader's partner: suit barred",
         _REF, note=_EXPOSED_BEFORE_LEAD),
    _row(72, "Adversaries' exposed cards are liable to be called; a card below the table is not",
         _REF),
    _row(73, "Exposed cards: two or more played at once; any card shown on or above the table",
         _REF, note="a card only partner can see is not exposed in this code (ruling 13)"),
    _row(74, "Adversary leads winners without waiting: partner may be made to win; rest exposed",
         _REF),
    _row(75, "Dealer claiming the rest may be made to show his hand; his cards are not called",
         _REF),
    _row(76, "An adversary who throws his cards face up has exposed them; the dealer may call them",
         _REF, note="applies literally, even after a false claim by the dealer (ruling 13)"),
    _row(77, "All four throw down their cards: hands abandoned, score as claimed and admitted",
         _REF, note="the hands may be examined only to establish a revoke"),
    _row(78, "Adversary's card detached so as to be named may be called; naming wrong costs a suit",
         _REF),
    _row(79, "Disobeying a called play (high/low, win or not, suit led) incurs the revoke penalty",
         _REF),
    _row(80, "Adversary leads out of turn: dealer calls a suit at their next lead or the card led",
         _REF),
    _row(81, "Dealer leads out of turn: no penalty; not rectified after second hand has played",
         _REF, note="codes differ: A77 takes one trick; W77 as here"),
    _row(82, "A lead out of turn followed by all three stands; partial plays are taken back", _REF,
         note=_FALSE_LEAD),
    _row(83, "No player can be compelled to play a card that would oblige him to revoke", _IMP,
         _PLAY, note=_NO_COMPEL),
    _row(84, "The call of a card may be repeated until the card has been played", _REF),
    _row(85, "A player called on to lead a suit he lacks has paid the penalty", _REF),
    _row(86, "Fourth hand plays before his partner: partner may be made to win or not to win",
         _REF, note=_FOURTH_HAND),
    _row(87, "Omitting to play to a trick: adversaries may claim a new deal, else surplus card",
         _REF),
    _row(88, "Two cards to one trick or a card in the wrong trick: search; he answers for revokes",
         _REF),
    _row(89, "A revoke: a player (not dummy) fails to follow suit while holding a card of it",
         _IMP, _PLAY, note=_STRICT_REVOKE),
    _row(90, "Revoke penalty: take 3 tricks, or deduct or add their value; no game or slam, max 28",
         _IMP, _SCORING,
         note=_DETECT + "; doubled trick value, never below zero; the dealer alone chooses for "
                        "his side; consultation allowed (ruling 3)"),
    _row(91, "A revoke is established when its trick is quitted or the side plays to the next",
         _REF),
    _row(92, "Partner may ask 'Having none?' before the trick is quitted, so it can be corrected",
         _REF),
    _row(93, "At the end of the hand the claimants of a revoke may search all the tricks", _REF),
    _row(94, "A renounce corrected in time: later cards withdrawn; card called or high/low", _REF,
         note=_RENOUNCE),
    _row(95, "Dealer corrects a renounce: eldest hand may require his highest or lowest", _REF,
         note=_DEALER_RENOUNCE),
    _row(96, "Mixing the cards after a revoke claim, before examination, establishes the revoke",
         _REF),
    _row(97, "A revoke cannot be claimed after the cards are cut for the following deal", _REF),
    _row(98, "Bets on the odd trick or the score are settled on the score after the penalty", _NO,
         note="bets are outside the software; its score already includes the revoke penalty"),
    _row(99, "Both sides revoke: neither can win the game by that hand; each is penalised", _IMP,
         _SCORING, note=_DETECT),
    _row(100, "New cards: two packs, paid for, called before the cut; the dealer chooses", _NO,
         note=_NEW_CARDS),
    _row(101, "Until the trick is gathered, any player may demand the cards be placed", _NO,
         note=_PLACED),
    _row(102, "Adversary claims the trick before partner plays: partner made high/low, win/lose",
         _REF),
    _row(103, "If the partner of the player entitled suggests a penalty, none can be enforced",
         _REF),
    _row(104, "An offender must give the adversaries reasonable time to choose the penalty",
         _REF),
    _row(105, "A bystander pointing out a scoring oversight may be made to pay stakes and bets",
         _NO, note=_BYSTANDER),
    _row(106, "A bystander may decide any question if the players agree", _NO,
         note="bystanders are outside the software; its rulings follow the chosen law code"),
    _row(107, "Torn or marked cards are replaced by agreement or new cards called", _NO,
         note=_TORN),
    _row(108, "A quitted trick must not be looked at until the end of the hand (except law 88)",
         _NO, note=_QUITTED),
)

_AMERICAN_1904_CHAPTERS = (
    (1, "The Rubber"),
    (2, "Scoring"),
    (14, "Cutting"),
    (17, "Forming Tables"),
    (23, "Cutting Out"),
    (24, "Rights of Entry"),
    (29, "Shuffling"),
    (32, "The Deal"),
    (38, "A New Deal"),
    (45, "Declaring Trumps"),
    (50, "Doubling, Re-doubling"),
    (61, "Dummy"),
    (67, "Cards Exposed Before Play"),
    (69, "Cards Exposed During Play"),
    (76, "Leads Out of Turn"),
    (82, "Cards Played in Error"),
    (85, "The Revoke"),
    (97, "General Rules"),
    (104, "New Cards"),
    (106, "Bystanders"),
)

_AMERICAN_1904 = (
    _row(1, "Rubber is the best two of three games; the third is not played after 2-0", _IMP,
         _RUBBER),
    _row(2, "Game is 30 points from tricks alone, not counting honours, chicane or slam", _IMP,
         _RUBBER, _SCORING),
    _row(3, "Every deal is played out; points beyond the 30 needed for game are counted", _IMP,
         _RUBBER, _PLAY),
    _row(4, "Trick values: spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12", _IMP,
         _SCORING, _PRESETS),
    _row(5, "Honours: A K Q J 10 of trumps; the aces at no trumps", _IMP, _SCORING),
    _row(6, "Honours to original holders: suit 2v, 4v, 5v, 8v, 9v, 10v; no trumps 30 or 100",
         _IMP, _SCORING, _PRESETS,
         note="v is the undoubled trick value; no figure for four aces divided: 40 as in the "
              "other codes (rulings)"),
    _row(7, "Grand slam: 13 tricks, not counting revoke or lead-out-of-turn tricks, adds 40",
         _IMP, _SCORING),
    _row(8, "Little slam: 12 tricks, reckoned the same way, adds 20", _IMP, _SCORING),
    _row(9, "Chicane equals simple honours: added to own honours or taken from the adversaries'",
         _IMP, _SCORING, _PRESETS,
         note="double chicane deducts four tricks' value from the adversaries' honours; codes "
              "differ: P8 scores chicane outright"),
    _row(10, "Honours, slams and chicane are not affected by doubling or re-doubling", _IMP,
         _SCORING),
    _row(11, "Rubber total: add tricks and honours, 100 to the winners; the difference is won",
         _IMP, _RUBBER),
    _row(12, "An erroneous honours, chicane or slam score may be corrected until rubber agreed",
         _IMP, _RUBBER, note=_ERR),
    _row(13, "An erroneous trick score must be corrected before the game is concluded", _IMP,
         _RUBBER, note=_ERR),
    _row(14, "In cutting, the ace is the lowest card", _IMP, _CUTTING),
    _row(15, "Every player must cut from the same pack", _IMP, _CUTTING),
    _row(16, "A player who exposes more than one card in cutting must cut again", _IMP, _CUTTING,
         note="the software draws exactly one card for each cutter, so this cannot arise"),
    _row(17, "First in the room play; over four candidates cut, the four lowest play first", _TAB,
         note=_A17_NOTE),
    _row(18, "Cut for partners: two lowest v two highest; the lowest deals, chooses cards, seats",
         _IMP, _CUTTING),
    _row(19, "The two lowest cut equal cards: they re-cut and the lower deals", _IMP, _CUTTING,
         note=_TIE_NOTE),
    _row(20, "Three cut equal cards: re-cut; partners and dealer depend on the fourth card", _IMP,
         _CUTTING, note=_TIE_NOTE),
    _row(21, "Six players make a full table; no one may cut into a complete game", _TAB),
    _row(22, "Over six candidates: announcing the wish gives a prior right to the next vacancy",
         _TAB),
    _row(23, "Cutting out: most consecutive rubbers go out, else cut; the highest go out", _TAB,
         note=_OUT_NOTE),
    _row(24, "A candidate must declare his wish to enter before any card is cut at the table",
         _TAB),
    _row(25, "New tables: those who have not played elsewhere enter first; others cut", _TAB),
    _row(26, "Cutting into another table forfeits re-entry, unless three thereby form a table",
         _TAB),
    _row(27, "A player leaving mid-rubber may appoint a substitute for that rubber, by consent",
         _TAB),
    _row(28, "Players left by one who breaks up a table have a prior right at other tables",
         _TAB),
    _row(29, "The pack must not be shuffled below the table nor with a card's face seen", _NO,
         note=_SHUFFLE_PHYS),
    _row(30, "Dealer's partner collects and shuffles first, then each player; the dealer last",
         _IMP, _DEALING,
         note="collecting the cards is table manners; " + _ONE_SHUFFLE + ", and no card is seen"),
    _row(31, "After shuffling, the pack is placed face down to the left of the next dealer", _NO,
         note=_PACK_LEFT),
    _row(32, "Each player deals in turn; the deal passes to the left", _IMP, _RUBBER, _DEALING),
    _row(33, "Dealer's right-hand player cuts, leaving at least four cards in each packet", _IMP,
         _DEALING, note=_CUT_NOTE),
    _row(34, "Once the cutter has separated the pack he may neither re-shuffle nor re-cut", _IMP,
         _DEALING, note=_RECUT_NOTE),
    _row(35, "If the dealer shuffles after the cut, the pack must be cut again", _IMP, _DEALING,
         note=_NO_SHUFFLE_AFTER_CUT),
    _row(36, "All 52 cards are dealt face down; the deal ends with the last card", _IMP, _DEALING,
         note="one at a time from the dealer's left (law 38a)"),
    _row(37, "There is no misdeal", _IMP, _DEALING,
         note="an irregular deal is followed by a new deal by the same dealer (law 38)"),
    _row(38, "New deal compulsory: irregular dealing, bad pack, faced card, over 13 cards, no cut",
         _REF, note=_NEW_DEAL_PHYS),
    _row(39, "New deal optional: card exposed while dealing, or the dealer looks at a card", _REF,
         note="number lost in the OCR ('20.'); (b) only the dealer may claim (W39: dealer or "
              "partner; P40: either)"),
    _row(40, "No new-deal claim after looking at one's cards; without a new deal, no call", _REF),
    _row(41, "A player short of cards who has played: deal stands; he answers for revokes", _REF),
    _row(42, "Imperfect pack found during play: only that deal is void; the dealer deals again",
         _REF, note=_NEW_DEAL_PHYS),
    _row(43, "A deal out of turn or with the wrong pack must be corrected before the first card",
         _REF, note="corrected in time, that deal is void; the rightful dealer deals (ruling 16)"),
    _row(44, "No player may cut, shuffle or deal for his partner without opponents' permission",
         _IMP, _DEALING, note=_FOR_PARTNER),
    _row(45, "Trump is declared, no card turned: dealer makes it or passes; partner must declare",
         _IMP, _DECL),
    _row(46, "Partner declares unasked: eldest hand lets it stand or claims a new deal", _REF,
         note="only before any declaration as to doubling"),
    _row(47, "Partner passes the declaration back: new deal, or he must declare himself", _REF,
         note="only before any declaration as to doubling"),
    _row(48, "An adversary makes the declaration: dealer may claim a new deal or ignore it", _REF,
         note="an adversary's 'pass' has no effect (ruling 7); codes differ: W48"),
    _row(49, "A trump declaration once made cannot be altered", _IMP, _DECL),
    _row(50, "Doubling doubles each trick above six, re-doubling quadruples it, and so on", _IMP,
         _DOUBLING, _SCORING),
    _row(51, "Eldest hand may double first, else asks 'May I lead?'; pone says 'Yes' or doubles",
         _IMP, _DOUBLING),
    _row(52, "After a double the maker of the trump may re-double or be 'Satisfied', then partner",
         _IMP, _DOUBLING),
    _row(53, "After a re-double the adversaries may double again; the original doubler first",
         _IMP, _DOUBLING),
    _row(54, "Pone doubles before 'May I lead?': the maker of the trump says if it stands", _REF),
    _row(55, "Re-doubling may go on indefinitely; the last doubler speaks first, then partner",
         _IMP, _DOUBLING, _PRESETS, note=_DOUBLE_LIMIT_A),
    _row(56, "Eldest hand leads before doubling ends: partner re-doubles only with consent", _REF,
         note="the dealer's side keeps its right to re-double (ruling 10)"),
    _row(57, "Play begins once 'May I lead?' is answered yes or the last to speak is satisfied",
         _IMP, _DOUBLING, _PLAY),
    _row(58, "Eldest hand leads without asking 'May I lead?': maker may call a suit or the card",
         _REF, note="a called suit sends the card back, not exposed (ruling 11); codes differ"),
    _row(59, "Pone asks 'May I lead?': maker may call a suit from eldest; not once dummy is down",
         _REF, note="doubling rights are not affected; claims end when dummy is on the table"),
    _row(60, "A declaration as to doubling or re-doubling once made cannot be altered", _IMP,
         _DOUBLING),
    _row(61, "Dummy goes down when the eldest hand has led; the dealer plays it alone", _IMP,
         _PLAY, note=_DUMMY_DOWN_A),
    _row(62, "Dummy may only ask 'Having none?' and whether a called penalty was obeyed", _REF),
    _row(63, "Dummy pointing out other errors forfeits the penalty; he may correct wrong claims",
         _REF, note="his warning of a lead from the wrong hand establishes the law 77 offence"),
    _row(64, "Dummy's player suggests a card: an adversary may order it played or not played",
         _REF),
    _row(65, "Dummy cannot be penalised for a revoke; if not found before quitting, trick stands",
         _IMP, _PLAY, _SCORING, note=_DUMMY_REVOKE),
    _row(66, "Dealer's own card is played when quitted; a dummy card when named or touched",
         _IMP, _PLAY, note=_DUMMY_TOUCH),
    _row(67, "Dealer's side exposes a card before the declaration: eldest hand may claim new deal",
         _REF, note="the eldest hand claims without consulting his partner"),
    _row(68, "Card exposed before the lead: partner loses doubling; dealer calls it or bars suit",
         _REF, note=_EXPOSED_BEFORE_LEAD),
    _row(69, "Cards exposed by the dealer's adversaries are liable to be called, left face up",
         _REF),
    _row(70, "Exposed cards: two played at once, one shown on the table, one partner can see",
         _REF),
    _row(71, "A card dropped on the floor or below the table is not an exposed card", _REF),
    _row(72, "Adversary plays two cards at once: dealer chooses which counts; the rest exposed",
         _REF),
    _row(73, "Adversary leads winners without waiting: partner may be made to win; rest exposed",
         _REF),
    _row(74, "Adversary throws cards face up: exposed, unless after the dealer's false claim",
         _REF, note="an adversary who keeps his hand cannot be forced to abandon it"),
    _row(75, "Disobeying a called play incurs the revoke penalty unless corrected before quitting",
         _REF),
    _row(76, "Adversary leads out of turn: dealer calls the card led or a suit at their next lead",
         _REF),
    _row(77, "Dealer leads out of turn: one trick to the adversaries each time, except trick 13",
         _IMP, _SCORING,
         note=_DETECT + "; either adversary may exact it; slam is judged on tricks won in play "
                        "(ruling 5); codes differ: P81/W77 no penalty"),
    _row(78, "A lead out of turn followed by all three stands; partial plays are taken back", _REF,
         note=_FALSE_LEAD_A),
    _row(79, "No player can be compelled to play a card that would oblige him to revoke", _IMP,
         _PLAY, note=_NO_COMPEL),
    _row(80, "The call of an exposed card may be repeated at every trick until it is played",
         _REF),
    _row(81, "A player called on to lead a suit he lacks has paid the penalty", _REF),
    _row(82, "Fourth hand plays before second: second may be made high/low or to win or lose",
         _REF, note=_FOURTH_HAND),
    _row(83, "Omitting to play to a trick: adversaries may claim a new deal, else surplus card",
         _REF),
    _row(84, "Two cards to one trick: tricks may be counted and searched; he answers for revokes",
         _REF),
    _row(85, "A revoke: a player (not dummy) fails to follow suit; its penalty precedes all counts",
         _IMP, _PLAY, _SCORING, note=_STRICT_REVOKE),
    _row(86, "Revoke penalty: three tricks taken from the revoking side and given to the others",
         _IMP, _SCORING, note=_THREE_TRICKS_A),
    _row(87, "The revoke penalty applies only to the score of the game in which it occurs", _IMP,
         _SCORING, note=_DETECT),
    _row(88, "The revoking side cannot score game that hand, nor more than 28 toward game", _IMP,
         _SCORING, note=_DETECT + "; nor grand or little slam (Ames's prose)"),
    _row(89, "A revoke is established when its trick is quitted or the side plays to the next",
         _REF),
    _row(90, "Partner may ask 'Having none?' before the trick is quitted, so it can be corrected",
         _REF),
    _row(91, "A renounce corrected in time: later cards withdrawn; card exposed or high/low", _REF,
         note=_RENOUNCE),
    _row(92, "Dealer corrects a renounce: eldest hand may require his highest or lowest", _REF,
         note="number lost in the OCR; " + _DEALER_RENOUNCE),
    _row(93, "Claimants may search all tricks; mixing them after a claim establishes the revoke",
         _REF, note="number lost in the OCR"),
    _row(94, "A revoke must be claimed before the cards are cut for the following deal", _REF),
    _row(95, "Both sides revoke: neither can win the game by that hand", _IMP, _SCORING,
         note=_DETECT),
    _row(96, "A penalty for each revoke in a hand, never more than 13 tricks in all", _IMP,
         _SCORING, note=_DETECT),
    _row(97, "Partners may not consult on enforcing a penalty; if they do, the penalty is paid",
         _REF, note=_CONSULT),
    _row(98, "A quitted trick must not be looked at until the end of the hand (except law 84)",
         _NO, note=_QUITTED),
    _row(99, "Until the trick is gathered, any player may demand the cards be placed", _NO,
         note=_PLACED),
    _row(100, "Adversary claims the trick before partner plays: partner made high/low, win/lose",
         _REF),
    _row(101, "Unauthorised reference to the play, or warning partner of a wrong lead: suit called",
         _REF, note="codes differ: W101 allows the warning"),
    _row(102, "Offender must allow time to decide; if a wrong penalty is demanded, none applies",
         _REF),
    _row(103, "Partner suggesting or demanding a penalty is consultation: none can be enforced",
         _REF),
    _row(104, "New cards: only for an imperfect pack, two packs paid for, called before the cut",
         _NO, note=_NEW_CARDS),
    _row(105, "Torn or marked cards are replaced by agreement or new cards furnished", _NO,
         note=_TORN),
    _row(106, "A bystander may decide a question by agreement; a remark may cost him the stakes",
         _NO, note=_BYSTANDER + "; the OCR lost the middle of this law (read as W106)"),
)

_AMERICAN_1905_CHAPTERS = (
    (1, "The Rubber"),
    (2, "Scoring"),
    (14, "Cutting"),
    (17, "Forming Tables"),
    (23, "Cutting Out"),
    (24, "Rights of Entry"),
    (29, "Shuffling"),
    (32, "The Deal"),
    (38, "A New Deal"),
    (45, "Declaring Trumps"),
    (50, "Doubling, Redoubling, Etc."),
    (61, "Dummy"),
    (67, "Cards Exposed Before Play"),
    (69, "Cards Exposed During Play"),
    (76, "Leads Out of Turn"),
    (82, "Cards Played in Error"),
    (85, "The Revoke"),
    (97, "General Rules"),
    (104, "New Cards"),
    (106, "Bystanders"),
)

_AMERICAN_1905 = (
    _row(1, "The side first winning two games wins the rubber; no third game after 2-0", _IMP,
         _RUBBER),
    _row(2, "Game is 30 points from tricks alone, not counting honours, chicane or slam", _IMP,
         _RUBBER, _SCORING),
    _row(3, "Every hand is played out; points beyond the 30 needed for game are counted", _IMP,
         _RUBBER, _PLAY),
    _row(4, "Trick values: spades 2, clubs 4, diamonds 6, hearts 8, no trumps 12", _IMP,
         _SCORING, _PRESETS),
    _row(5, "Honours: A K Q J 10 of trumps; the aces at no trumps", _IMP, _SCORING),
    _row(6, "Honours to original holders, by the table: suit 2v to 10v; no trumps 30, 40, 100",
         _IMP, _SCORING, _PRESETS,
         note="v is the undoubled trick value; the row '5 honours 16 32 48 64 100' is an OCR "
              "slip for 5v (rulings)"),
    _row(7, "Grand slam: 13 tricks, not counting revoke penalty tricks, adds 40 to honours",
         _IMP, _SCORING),
    _row(8, "Little slam: 12 tricks, reckoned the same way, adds 20 to honours", _IMP, _SCORING),
    _row(9, "Chicane equals three honours: added to own honours or taken from the adversaries'",
         _IMP, _SCORING, _PRESETS,
         note="double chicane equals four honours, deducted from the adversaries; codes "
              "differ: P8 scores chicane outright"),
    _row(10, "Honours, slams and chicane are not affected by doubling or redoubling", _IMP,
         _SCORING),
    _row(11, "Rubber total: add all scores, 100 to the winners; the difference is won or lost",
         _IMP, _RUBBER),
    _row(12, "An erroneous trick score must be corrected before the game is concluded", _IMP,
         _RUBBER, note=_ERR),
    _row(13, "An erroneous honours, chicane or slam score may be corrected until rubber agreed",
         _IMP, _RUBBER, note=_ERR),
    _row(14, "In cutting, the ace is the lowest card", _IMP, _CUTTING,
         note="the Axioms fragment's suit order for ties is the option cut_ties_by_suit (off)"),
    _row(15, "Every player must cut from the same pack", _IMP, _CUTTING),
    _row(16, "A player who exposes more than one card in cutting must cut again", _IMP, _CUTTING,
         note="the software draws exactly one card for each cutter, so this cannot arise"),
    _row(17, "First in the room play; over four candidates cut, the four lowest play first", _TAB,
         note=_A17_NOTE),
    _row(18, "Cut for partners: two lowest v two highest; the lowest deals, chooses cards, seats",
         _IMP, _CUTTING),
    _row(19, "The two lowest cut equal cards: they re-cut and the lower deals", _IMP, _CUTTING,
         note=_TIE_NOTE),
    _row(20, "Three cut equal cards: re-cut; partners and dealer depend on the fourth card", _IMP,
         _CUTTING, note=_TIE_NOTE),
    _row(21, "Six players make a full table; no one may cut into a complete game", _TAB),
    _row(22, "Over six candidates: announcing the wish gives a prior right to the next vacancy",
         _TAB),
    _row(23, "Cutting out: most consecutive rubbers go out, else cut; the highest go out", _TAB,
         note=_OUT_NOTE),
    _row(24, "A candidate must declare his wish to enter before any card is cut at the table",
         _TAB),
    _row(25, "New tables: those who have not played elsewhere enter first; others cut", _TAB),
    _row(26, "Cutting into another table forfeits re-entry, unless three thereby form a table",
         _TAB),
    _row(27, "A player leaving mid-rubber may appoint a substitute for that rubber, by consent",
         _TAB),
    _row(28, "Players left by one who breaks up a table have a prior right at other tables",
         _TAB),
    _row(29, "The pack must not be shuffled below the table nor with a card's face seen", _NO,
         note=_SHUFFLE_PHYS),
    _row(30, "Dealer's partner collects and shuffles first, then each player; the dealer last",
         _IMP, _DEALING,
         note="collecting the cards is table manners; " + _ONE_SHUFFLE + ", and no card is seen"),
    _row(31, "After shuffling, the pack is placed face down to the left of the next dealer", _NO,
         note=_PACK_LEFT),
    _row(32, "Each player deals in turn; the deal passes to the left", _IMP, _RUBBER, _DEALING),
    _row(33, "Dealer's right-hand player cuts, leaving at least four cards in each packet", _IMP,
         _DEALING, note=_CUT_NOTE),
    _row(34, "Once the cutter has separated the pack he may neither re-shuffle nor re-cut", _IMP,
         _DEALING, note=_RECUT_NOTE),
    _row(35, "If the dealer shuffles after the cut, the pack must be cut again", _IMP, _DEALING,
         note=_NO_SHUFFLE_AFTER_CUT),
    _row(36, "All 52 cards are dealt face down; the deal ends with the last card", _IMP, _DEALING,
         note="one at a time from the dealer's left (law 38a)"),
    _row(37, "There is no misdeal", _IMP, _DEALING,
         note="an irregular deal is followed by a new deal by the same dealer (law 38)"),
    _row(38, "New deal compulsory: irregular dealing, bad pack, faced card, over 13 cards, no cut",
         _REF, note=_NEW_DEAL_PHYS),
    _row(39, "New deal optional: card exposed while dealing, or the dealer looks at a card", _REF,
         note="(b) the dealer or his partner may claim (A39: the dealer only)"),
    _row(40, "No new-deal claim after looking at one's cards; without a new deal, no call", _REF),
    _row(41, "A player short of cards who has played: deal stands; he answers for revokes", _REF),
    _row(42, "Imperfect pack found during play: only that deal is void; the dealer deals again",
         _REF, note=_NEW_DEAL_PHYS),
    _row(43, "Wrong pack: correct before the first card; deal out of turn: before the next deal",
         _REF, note="codes differ: A43 and P45"),
    _row(44, "No player may shuffle, cut or deal for his partner without opponents' permission",
         _IMP, _DEALING, note=_FOR_PARTNER),
    _row(45, "Trump is declared, no card turned: dealer makes it or passes; partner must make it",
         _IMP, _DECL),
    _row(46, "Partner declares unasked: eldest hand lets it stand or claims a new deal", _REF,
         note="the wrong declaration stands once doubling is spoken to or no new deal is claimed"),
    _row(47, "Partner passes the declaration back: new deal, or he must declare himself", _REF,
         note="only before any declaration as to doubling"),
    _row(48, "An adversary makes or passes the declaration: dealer may claim a new deal or not",
         _REF, note="codes differ: under P51/A48 an adversary's 'pass' has no effect (ruling 7)"),
    _row(49, "A trump declaration once made cannot be altered", _IMP, _DECL),
    _row(50, "Doubling doubles each trick above six, redoubling quadruples it, and so on", _IMP,
         _DOUBLING, _SCORING),
    _row(51, "Eldest hand may double first, else asks 'May I lead?'; pone says 'Yes' or doubles",
         _IMP, _DOUBLING),
    _row(52, "After a double the maker of the trump may redouble or be 'Satisfied', then partner",
         _IMP, _DOUBLING),
    _row(53, "After a redouble the adversaries may double again; the original doubler first",
         _IMP, _DOUBLING),
    _row(54, "Pone doubles before 'May I lead?': the maker of the trump says if it stands", _REF),
    _row(55, "Redoubling may go on indefinitely; the last doubler speaks first, then partner",
         _IMP, _DOUBLING, _PRESETS, note=_DOUBLE_LIMIT_A),
    _row(56, "Eldest hand leads before doubling ends: partner redoubles only with consent", _REF,
         note="the dealer's side keeps its right to redouble (ruling 10)"),
    _row(57, "Play begins once 'May I lead?' is answered yes or the last to speak is satisfied",
         _IMP, _DOUBLING, _PLAY),
    _row(58, "Eldest hand leads without asking: partner may double only with the maker's consent",
         _REF, note="codes differ: A58 lets the maker call a suit or the card led"),
    _row(59, "Pone asking leave to lead keeps eldest's double; pone's early double: maker decides",
         _REF),
    _row(60, "Pone leads out of turn before the opening lead: maker may call a suit from eldest",
         _REF,
         note="eldest may then double only with the maker's consent; pone's card goes back "
              "(ruling 11); the unnumbered paragraph read as part of this law (a doubling "
              "declaration cannot be altered) is carried out by bridgewhist.phases.doubling"),
    _row(61, "Dummy goes down when the eldest hand has led; the dealer plays it alone", _IMP,
         _PLAY, note=_DUMMY_DOWN_A),
    _row(62, "Dummy's rights after exposing: ask 'Having none?', check penalties, claims, score",
         _REF, note="(g) correcting an erroneous score: the software computes the score"),
    _row(63, "Dummy pointing out any other incident forfeits the dealer's right to that penalty",
         _REF),
    _row(64, "Dummy's player suggests a card: an adversary may order it played or not played",
         _REF),
    _row(65, "Dummy cannot be penalised for a revoke; if not found before quitting, trick stands",
         _IMP, _PLAY, _SCORING, note=_DUMMY_REVOKE),
    _row(66, "Dealer's own card is played when quitted; a dummy card when named or touched",
         _IMP, _PLAY, note=_DUMMY_TOUCH),
    _row(67, "Dealer's side exposes a card before the declaration: eldest hand may claim new deal",
         _REF, note="the eldest hand claims without consulting his partner"),
    _row(68, "Card exposed before the lead: partner loses doubling; dealer calls it or bars suit",
         _REF, note=_EXPOSED_BEFORE_LEAD),
    _row(69, "Cards exposed by the dealer's adversaries are liable to be called, left face up",
         _REF),
    _row(70, "Exposed cards: two played at once, one shown on the table, one partner can see",
         _REF),
    _row(71, "A card dropped on the floor or below the table is not an exposed card", _REF),
    _row(72, "Adversary plays two cards at once: dealer chooses which counts; the rest exposed",
         _REF),
    _row(73, "Adversary leads winners without waiting: partner may be made to win; rest exposed",
         _REF),
    _row(74, "Adversary throws cards face up: exposed, unless after the dealer's false claim",
         _REF, note="an adversary who keeps his hand cannot be forced to abandon it"),
    _row(75, "Disobeying a called play incurs the revoke penalty unless corrected before quitting",
         _REF),
    _row(76, "Adversary leads out of turn: dealer calls the card led or a suit at their next lead",
         _REF),
    _row(77, "Dealer leads out of turn: no penalty; not rectified after second hand has played",
         _REF, note="codes differ: A77 takes one trick; P81 as here"),
    _row(78, "A lead out of turn followed by all three stands; partial plays are taken back", _REF,
         note=_FALSE_LEAD),
    _row(79, "No player can be compelled to play a card that would oblige him to revoke", _IMP,
         _PLAY, note=_NO_COMPEL),
    _row(80, "The call of an exposed card may be repeated at every trick until it is played",
         _REF),
    _row(81, "A player called on to lead a suit he lacks has paid the penalty", _REF),
    _row(82, "Fourth hand plays before his partner: partner made high/low or to win or lose",
         _REF, note=_FOURTH_HAND),
    _row(83, "Omitting to play to a trick: adversaries may claim a new deal, else surplus card",
         _REF),
    _row(84, "Two cards to one trick or a card in the wrong trick: search; he answers for revokes",
         _REF),
    _row(85, "A revoke: a player (not dummy) fails to follow suit; its penalty precedes all counts",
         _IMP, _PLAY, _SCORING, note=_STRICT_REVOKE),
    _row(86, "A revoke is established when its trick is quitted or the side plays to the next",
         _REF),
    _row(87, "Revoke penalty: three tricks taken from the revoking side and given to the others",
         _IMP, _SCORING, note=_THREE_TRICKS_A),
    _row(88, "The revoke penalty applies only to the score of the game in which it occurs", _IMP,
         _SCORING, note=_DETECT),
    _row(89, "The revoking side cannot score game that hand, nor more than 28 toward game", _IMP,
         _SCORING,
         note=_DETECT + "; names game only (P90 and Ames also bar slam); slam is reckoned on "
                        "tricks won in play (law 7)"),
    _row(90, "Partner may ask 'Having none?' before the trick is quitted, so it can be corrected",
         _REF),
    _row(91, "A renounce corrected in time: later cards withdrawn; card exposed or high/low", _REF,
         note=_RENOUNCE),
    _row(92, "Dealer corrects a renounce: eldest hand may require his highest or lowest", _REF,
         note=_DEALER_RENOUNCE),
    _row(93, "Claimants may search all tricks; mixing them after a claim establishes the revoke",
         _REF),
    _row(94, "A revoke must be claimed before the cards are cut for the following deal", _REF),
    _row(95, "Both sides revoke: neither can win the game by that hand", _IMP, _SCORING,
         note=_DETECT),
    _row(96, "A penalty for each revoke in a hand, never more than 13 tricks in all", _IMP,
         _SCORING, note=_DETECT),
    _row(97, "Partners may not consult on enforcing a penalty; if they do, the penalty is paid",
         _REF, note=_CONSULT),
    _row(98, "A quitted trick must not be looked at until the end of the hand (except law 84)",
         _NO, note=_QUITTED),
    _row(99, "Until the trick is gathered, any player may demand the cards be placed", _NO,
         note=_PLACED),
    _row(100, "Adversary claims the trick before partner plays: partner made high/low, win/lose",
         _REF),
    _row(101, "Partner may warn of a lead out of turn; other unauthorised reference: suit called",
         _REF, note="codes differ: A101 punishes the warning too"),
    _row(102, "Offender must allow time to decide; if a wrong penalty is demanded, none applies",
         _REF),
    _row(103, "Eldest's partner may say a penalty is incurred; suggesting it is consultation",
         _REF, note="no penalty can then be enforced"),
    _row(104, "New cards: only for an imperfect pack, two packs paid for, called before the cut",
         _NO, note=_NEW_CARDS),
    _row(105, "Torn or marked cards are replaced by agreement or new cards furnished", _NO,
         note=_TORN),
    _row(106, "A bystander may decide a question by agreement; a remark may cost him the stakes",
         _NO, note=_BYSTANDER),
)


def _chapter_of(number: int, chapters: tuple[tuple[int, str], ...]) -> str:
    heading = chapters[0][1]
    for first, name in chapters:
        if number >= first:
            heading = name
    return heading


def _build(
    code: str, count: int, chapters: tuple[tuple[int, str], ...], rows: tuple[_Row, ...]
) -> tuple[LawEntry, ...]:
    """Turn one code's rows into entries, checking numbering, topics, status and modules."""
    entries = tuple(
        LawEntry(code, number, _chapter_of(number, chapters), topic, status, modules, note)
        for number, topic, status, modules, note in rows
    )
    numbers = [e.number for e in entries]
    if numbers != list(range(1, count + 1)):
        raise ValueError(f"{code}: laws must be numbered 1..{count} in order")
    for e in entries:
        where = f"{code} law {e.number}"
        if not e.topic or len(e.topic) > 90:
            raise ValueError(f"{where}: topic must be one line of at most 90 characters")
        if (e.status is LawStatus.IMPLEMENTED) != bool(e.modules):
            raise ValueError(f"{where}: modules are given exactly for implemented laws")
        if not set(e.modules) <= _MODULES:
            raise ValueError(f"{where}: unknown module in {e.modules}")
        if e.status is LawStatus.NO_SOFTWARE and not e.note:
            raise ValueError(f"{where}: a law with no software consequence needs a reason")
    return entries


CATALOG: dict[str, tuple[LawEntry, ...]] = {
    "english-1904": _build("english-1904", 108, _ENGLISH_1904_CHAPTERS, _ENGLISH_1904),
    "american-1904": _build("american-1904", 106, _AMERICAN_1904_CHAPTERS, _AMERICAN_1904),
    "american-1905": _build("american-1905", 106, _AMERICAN_1905_CHAPTERS, _AMERICAN_1905),
}


def entry(code: str, number: int) -> LawEntry:
    """Return the catalogue entry for law ``number`` of the code ``code``.

    :raises KeyError: if the code is unknown or has no law of that number.

    >>> entry("american-1904", 77).status.value
    'implemented'
    """
    try:
        laws = CATALOG[code]
    except KeyError:
        known = ", ".join(CATALOG)
        raise KeyError(f"unknown law code {code!r}; known codes: {known}") from None
    if not 1 <= number <= len(laws):
        raise KeyError(f"law code {code} has laws 1-{len(laws)}; there is no law {number}")
    return laws[number - 1]
