"""Shorthand for the catalogue's rows, shared by the modules holding each code's laws.

The statuses and module paths abbreviated, the notes several laws share, and :func:`row`,
which the modules ``catalog_english_1904``, ``catalog_american_1904`` and
``catalog_american_1905`` write each law with; :mod:`bridgewhist.laws.catalog` checks the rows
against ``MODULES`` and turns them into :class:`~bridgewhist.laws.catalog_types.LawEntry`.
"""

from bridgewhist.laws.catalog_types import LawStatus

IMP = LawStatus.IMPLEMENTED
"""A law the software carries out (the row names the modules that do)."""
NO = LawStatus.NO_SOFTWARE
"""A law the software has nothing to do for (the row's note says why)."""

# The modules that carry out laws, by short name.
RUBBER = "bridgewhist.rubber"
SCORING = "bridgewhist.scoring"
CUTTING = "bridgewhist.cutting"
DEALING = "bridgewhist.dealing"
DECL = "bridgewhist.phases.declaration"
DOUBLING = "bridgewhist.phases.doubling"
PLAY = "bridgewhist.phases.play"
PRESETS = "bridgewhist.laws.presets"
REFEREE = "bridgewhist.referee.referee"
PENALTIES = "bridgewhist.referee.penalties"
IRR_AUCTION = "bridgewhist.referee.auction"
IRR_PLAY = "bridgewhist.referee.play"
IRR_EXPOSED = "bridgewhist.referee.exposed"
IRR_REVOKE = "bridgewhist.referee.revoke"
NEW_DEAL = "bridgewhist.referee.new_deal"

MODULES = frozenset({RUBBER, SCORING, CUTTING, DEALING, DECL, DOUBLING, PLAY, PRESETS,
                      REFEREE, PENALTIES, IRR_AUCTION, IRR_PLAY, IRR_EXPOSED, IRR_REVOKE,
                      NEW_DEAL})
CLUB = "bridgewhist.club.roster"
ROOM = "bridgewhist.club.room"
PAD = "bridgewhist.pad.pad"
MODULES = MODULES | {CLUB, ROOM, PAD}
"""Every module a row may name: the catalogue refuses any other."""

# Notes shared by several laws.
ERR = (
    "scores are computed, never entered by hand, so errors arise only on a score-keeper's "
    "pad: its corrections are refused after this time (trick scores once a deal of the next "
    "game is entered; everything once the rubber is agreed)"
)
DETECT = "claimed at the end of the hand in LAWS mode (bridgewhist.referee.revoke)"
NEW_DEAL_PHYS = "the software's own deal is always correct; this arises only at a physical table"
SHUFFLE_PHYS = "physical shuffling manners; the software's seeded shuffle never shows a card"
ONE_SHUFFLE = "one seeded random shuffle per deal stands for all the players' shuffles"
PACK_LEFT = "placing the pack is physical; the software hands the shuffled pack to the next dealer"
CUT_NOTE = (
    "the cut is an action of the seat on the dealer's right; the packet-size rule is enforced, "
    "a fresh cut for an exposed card or confusion cannot arise in software"
)
RECUT_NOTE = "the cut is a single action, taken once"
NO_SHUFFLE_AFTER_CUT = "the software never shuffles after the cut, so no second cut arises"
FOR_PARTNER = (
    "only the seat on the dealer's right cuts and only the dealer deals; permission to act "
    "for partner is not modelled"
)
STRICT_REVOKE = "STRICT mode refuses a revoke; in LAWS mode the referee records it"
DUMMY_REVOKE = (
    "STRICT mode makes dummy follow suit like any hand; in LAWS mode a revoke from dummy is "
    "recorded and carries no penalty"
)
NO_COMPEL = "penalty calls never override following suit"
QUITTED = (
    "the software only shows what may be seen: a quitted trick is hidden until the end of "
    "the hand (the web table and the terminal show the last trick only while it lies on the "
    "table: bridgewhist.view.last_trick_seen, the law cited as general.quitted_trick_hidden); "
    "re-read against quit-trick (L18): no act looks at a quitted trick"
)
PLACED = (
    "the software always shows the current trick before its players, until it is quitted "
    "(quit-trick, or the next lead): the demand is always met; re-read against quit-trick (L18)"
)
BYSTANDER = (
    "bystanders' stakes are outside the software; a web table's spectator reads the talk and does "
    "not speak (bridgewhist.web.chat, the law cited as general.bystander_silent)"
)
TORN = "physical cards: the software's pack cannot be torn or marked"
NEW_CARDS = "physical cards and paying for packs: the software's pack never wears out"
DUMMY_LOOK = (
    "etiquette of the dummy's seat; the software shows dummy's player only what his seat "
    "may see"
)
PLAY_ACTION = "a play is one action; there is no drawn-but-not-quitted card in software"
TABLE_SELECT = (
    "all the candidates in the room cut to select the four (TableRoster.form); the cut for "
    "partners and deal is bridgewhist.cutting"
)
A17_NOTE = (
    "the first six in the room make the table (law 21) and cut; the four lowest play "
    "(TableRoster.form); the cut for partners and deal is law 18"
)
TIE_NOTE = "ties the law leaves open: cut again (ruling 8)"
DECLARE_IN = "the cut is one step, so a candidate declared in before it always takes part in it"
SUBSTITUTE = (
    "the rubber and its points are the absent player's; the appointment ends with the rubber "
    "and leaves the substitute's own rights as they were"
)
OUT_NOTE = "mixed counts: most consecutive rubbers go out, remaining places cut for (ruling 8)"
FALSE_LEAD = "a false lead followed by all three stands without penalty (ruling 14)"
FALSE_LEAD_A = (
    "a false lead followed by all three stands; only the dealer's one trick (law 77) "
    "survives it (ruling 14)"
)
FOURTH_HAND = (
    "fourth hand plays before his partner (second hand) while third hand has not played: "
    "the second hand is penalised (ruling 6)"
)
RENOUNCE = "the dealer calls the card or exacts highest or lowest, not both (ruling 15)"
DEALER_RENOUNCE = "'both adversaries have played' is judged when he corrects (ruling 15)"
EXPOSED_BEFORE_LEAD = (
    "only the offender's partner forfeits doubling; barring the suit applies to the "
    "opening lead only (rulings 2 and 12)"
)
DUMMY_DOWN_P = (
    "dummy goes down on any lead, even out of turn (A61/W61: when the eldest hand has "
    "led); the dealer claims the penalties in LAWS mode (bridgewhist.referee.referee)"
)
DUMMY_DOWN_A = (
    "codes differ: P62 exposes dummy on any lead, even out of turn; a lead out of turn by "
    "pone is ruled in LAWS mode (bridgewhist.referee.play)"
)
DUMMY_TOUCH = (
    "a play is one action; a card named or touched from dummy ('I arrange' excepted) at a "
    "physical table is dummy's suggestion in LAWS mode (law 64)"
)
DOUBLING_REST = (
    "re-doubles out of turn and consultation on doubling are ruled in LAWS mode "
    "(bridgewhist.referee.auction; ruling 9)"
)
DOUBLE_LIMIT_A = (
    "no limit by default; a club limit of 100 or 200 a trick is an option in "
    "bridgewhist.laws.presets; " + DOUBLING_REST
)
CONSULT = "codes differ: P90 lets the adversaries consult on the revoke penalty"
THREE_TRICKS_A = (
    DETECT + "; if the revokers hold fewer than three tricks, all are taken (ruling 4)"
)

NO_MIX = (
    "the software puts each card into its own trick and keeps every trick: no card can be mixed "
    "into a wrong trick; two cards played at once are ruled as exposed cards"
)

Row = tuple[int, str, LawStatus, tuple[str, ...], str]
"""A law as written in a code's module: number, topic, status, modules, note."""


def row(number: int, topic: str, status: LawStatus, *modules: str, note: str = "") -> Row:
    """One law of a code: ``row(4, "Trick values...", IMP, SCORING)``, or with ``note=``.

    >>> row(1, "Rubber is the best of three games", IMP, RUBBER)[2:]
    (<LawStatus.IMPLEMENTED: 'implemented'>, ('bridgewhist.rubber',), '')
    """
    return (number, topic, status, modules, note)
