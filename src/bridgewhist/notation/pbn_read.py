"""Reading PBN: PBN games read back as a record of played deals, every action replayed.

The mapping is described in :mod:`bridgewhist.notation.pbn`, which exports :func:`loads` and :func:`load`.
"""

from __future__ import annotations

import os
import re
from typing import Any, NamedTuple

from bridgewhist.actions import DOUBLE, LEAVE, SATISFIED, Action, declare, parse_action, play
from bridgewhist.cards import FULL_DECK, Card, CardSet, Hands, Strain
from bridgewhist.errors import IllegalActionError, LawCodeError, NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.presets import load_law_code
from bridgewhist.notation.limits import check_size, shown
from bridgewhist.notation.pbn_result import is_result, result_deal
from bridgewhist.notation.pbn_tags import (
    DOUBLES_TAG,
    DOUBLING_TAG,
    HOUSE_RULES_TAG,
    LAW_CODE_TAG,
    LEFT_TAG,
    MAKER_TAG,
    PLAYER_TAGS,
    SEED_TAG,
    STRAIN_TAG,
    UNKNOWN,
    Game,
    Tag,
    option_text,
    parse_tags,
    split_games,
)
from bridgewhist.record import Deal, PlayedDeal, Record
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal

__all__ = ["load", "loads"]

_MAX_DOUBLES = 100
_CONTRACT = re.compile(r"([1-7]?)(S|H|D|C|NT)(X{0,2})", re.IGNORECASE)
_PLAY_PIECE = re.compile(r"\^[A-Za-z]|=\d+=|\$\d+|[!?]{1,2}|\*|\+|[A-Za-z0-9-]+")
_CARD = re.compile(r"[SHDC][AKQJT2-9]", re.IGNORECASE)
_RESULT_SIDES = re.compile(r"(NS|EW)\s+(\d+)(?:\s+(NS|EW)\s+(\d+))?", re.IGNORECASE)


def _error(tag: Tag, message: str, column: int | None = None) -> NotationError:
    return NotationError(f"[{tag.name}] {message}", line=tag.line, column=column)


# -- a game's tags to a deal ----------------------------------------------------------------
def _seat(tag: Tag) -> Seat:
    try:
        return Seat.parse(tag.value)
    except NotationError:
        raise _error(tag, f"{shown(tag.value)} is not a seat: expected N, E, S or W") from None


def _hands(tag: Tag) -> Hands:
    text = tag.value.strip()
    if len(text) < 2 or text[1] != ":":
        raise _error(tag, f"{shown(text)} must start with the first hand's seat and a colon, like "
                          '"N:AKQ.T98.765.432 ..."')
    try:
        first = Seat.parse(text[0])
    except NotationError:
        raise _error(tag, f"{shown(text[0])} is not a seat: expected N, E, S or W") from None
    words = text[2:].split()
    if len(words) != 4:
        raise _error(tag, f"lists {len(words)} hands, not four")
    hands = [0, 0, 0, 0]
    unknown: list[Seat] = []
    for index, word in enumerate(words):
        seat = first.offset(index)
        if word == "-":
            unknown.append(seat)
            continue
        try:
            mask = CardSet.parse_pbn(word).mask
        except NotationError as error:
            raise _error(tag, f"{seat.full_name}'s hand: {error.bare_message}") from None
        if mask.bit_count() != 13:
            raise _error(tag, f"lists {mask.bit_count()} cards for {seat.full_name}")
        for other in Seat:
            if hands[other] & mask:
                raise _error(tag, f"gives {CardSet(hands[other] & mask)} to both "
                                  f"{other.full_name} and {seat.full_name}")
        hands[seat] = mask
    if len(unknown) > 1:
        raise _error(tag, "leaves " + " and ".join(s.full_name for s in unknown) + "'s hands "
                     "unknown: Bridge Whist needs all four (or three, the fourth being the rest)")
    if unknown:
        hands[unknown[0]] = FULL_DECK & ~(hands[0] | hands[1] | hands[2] | hands[3])
    return (hands[0], hands[1], hands[2], hands[3])


def _count(tag: Tag, *, signed: bool = False) -> int:
    text = tag.value.strip()
    digits = text[1:] if signed and text[:1] in "+-" else text
    if not (digits.isascii() and digits.isdigit()):
        raise _error(tag, f"{shown(text)} is not a whole number")
    return int(text)


def _house_rules(tag: Tag) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for item in tag.value.split(";"):
        if not item.strip():
            continue
        name, equals, text = (part.strip() for part in item.partition("="))
        if not equals:
            raise _error(tag, f"{shown(item.strip())} must be name=value, like doubling_limit=200")
        lowered = text.lower()
        value: Any = text
        if lowered in ("none", "null"):
            value = None
        elif lowered in ("true", "false"):
            value = lowered == "true"
        elif text.isdigit():
            value = int(text)
        options[name] = value
    return options


def _law_code(game: Game, default: LawCode) -> LawCode:
    key_tag, rules_tag = game.known(LAW_CODE_TAG), game.known(HOUSE_RULES_TAG)
    code = default
    if key_tag is not None:
        try:
            code = load_law_code(key_tag.value.strip())
        except LawCodeError as error:
            raise _error(key_tag, str(error)) from None
    if rules_tag is None:
        return code
    try:
        return code.with_options(**_house_rules(rules_tag))
    except LawCodeError as error:
        raise _error(rules_tag, str(error)) from None


def _describe(code: LawCode) -> str:
    options = code.options.to_dict()
    rules = ";".join(f"{k}={option_text(v)}" for k, v in options.items())
    return code.key + (f" with {rules}" if rules else "")


def _contract(tag: Tag | None) -> tuple[Strain | None, int | None]:
    """The strain and the doubles a ``[Contract]`` shows (the level, if any, is ignored)."""
    if tag is None:
        return None, None
    text = tag.value.strip()
    if text.lower() == "pass":
        raise _error(tag, "is Pass, but a Bridge Whist deal is never passed out: the dealer or "
                          "his partner must name the trump")
    found = _CONTRACT.fullmatch(text)
    if found is None:
        raise _error(tag, f"{shown(text)} is not a contract: expected ?, or a strain such as H or "
                          "NT (a level and X or XX are allowed and only the strain is used)")
    doubles = len(found.group(3)) if found.group(3) else None
    return Strain.parse(found.group(2)), doubles


class _Builder:
    """Rebuilds a deal's actions from its tags, replaying each one as it is added."""

    def __init__(self, state: HandState) -> None:
        self.state = state
        self.actions: list[Action] = []

    def act(self, action: Action, tag: Tag, prefix: str = "",
            line: int | None = None, column: int | None = None) -> None:
        try:
            self.state = self.state.apply(action)
        except IllegalActionError as error:
            raise NotationError(f"[{tag.name}] {prefix}{error}", line=line or tag.line,
                                column=column) from None
        self.actions.append(action)


def _declaration(game: Game, dealer: Seat) -> tuple[Strain | None, bool | None]:
    """The strain named (if any) and whether the dealer left it to his partner (if known)."""
    strain_tag, contract_tag = game.known(STRAIN_TAG), game.known("Contract")
    contract_strain, _ = _contract(contract_tag)
    strain = contract_strain
    if strain_tag is not None:
        try:
            strain = Strain.parse(strain_tag.value)
        except NotationError as error:
            raise _error(strain_tag, error.bare_message) from None
        if contract_strain is not None and contract_strain != strain:
            assert contract_tag is not None
            raise _error(contract_tag, f"names {contract_strain.words.lower()} but "
                                       f"[{STRAIN_TAG}] names {strain.words.lower()}")
    maker_tag, left_tag = game.known(MAKER_TAG), game.known(LEFT_TAG)
    maker = None if maker_tag is None else _seat(maker_tag)
    left: bool | None = None
    if left_tag is not None:
        answer = left_tag.value.strip().lower()
        if answer not in ("yes", "no"):
            raise _error(left_tag, f"{shown(left_tag.value)} must be yes or no")
        left = answer == "yes"
    if maker is not None:
        assert maker_tag is not None
        if maker.side != dealer.side:
            raise _error(maker_tag, f"{maker} cannot make the trump: only the dealer ({dealer}) "
                                    f"or his partner ({dealer.partner}) can")
        if left is not None and left != (maker == dealer.partner):
            raise _error(maker_tag, f"{maker} cannot make the trump when [{LEFT_TAG}] is "
                                    f"{'yes' if left else 'no'}")
        if strain is None:
            raise _error(maker_tag, f"names the maker but no strain is given: add [{STRAIN_TAG}]")
        left = maker == dealer.partner
    return strain, left


def _doubling(game: Game, builder: _Builder, contract_doubles: int | None) -> None:
    doubles_tag, acts_tag = game.known(DOUBLES_TAG), game.tags.get(DOUBLING_TAG)
    if acts_tag is not None and acts_tag.value.strip() == "?":
        acts_tag = None
    doubles = None if doubles_tag is None else _count(doubles_tag)
    if doubles is not None and doubles > _MAX_DOUBLES:
        assert doubles_tag is not None
        raise _error(doubles_tag, f"gives {doubles} doubles: at most {_MAX_DOUBLES} are read")
    if acts_tag is not None:
        for number, word in enumerate(acts_tag.value.split(), start=1):
            try:
                action = parse_action(word)
            except NotationError as error:
                raise _error(acts_tag, f"act {number}: {error.bare_message}") from None
            if action not in (DOUBLE, SATISFIED):
                raise _error(acts_tag, f"act {number}, {shown(word)}, is not a doubling act: "
                                       "expected double or satisfied")
            builder.act(action, acts_tag, f"act {number}: ")
        made = sum(1 for a in builder.actions if a == DOUBLE)
        if doubles is not None and doubles != made:
            assert doubles_tag is not None
            raise _error(doubles_tag, f"says {doubles} doubles but [{DOUBLING_TAG}] makes {made}")
        return
    source = doubles_tag if doubles is not None else game.known("Contract")
    for _ in range(doubles if doubles is not None else contract_doubles or 0):
        assert source is not None
        builder.act(DOUBLE, source)
    while builder.state.phase == Phase.DOUBLING:
        builder.act(SATISFIED, game.tags["Dealer"])


class _Entry(NamedTuple):
    card: Card | None
    line: int
    column: int


def _play_entries(tag: Tag) -> list[_Entry]:
    entries: list[_Entry] = []
    ended = False
    for token in tag.data:
        if token.kind != "word":
            raise NotationError(f"[Play] unexpected {shown(token.text)} in the play",
                                line=token.line, column=token.column)
        pos = 0
        for found in _PLAY_PIECE.finditer(token.text):
            column = token.column + found.start()
            if found.start() != pos:
                raise NotationError(f"[Play] unexpected {shown(token.text[pos:found.start()])}",
                                    line=token.line, column=token.column + pos)
            pos = found.end()
            piece = found.group()
            if piece == "*":
                ended = True
            elif piece.startswith("^"):
                what = {"^R": "a revoke", "^L": "a lead out of turn"}.get(piece.upper())
                raise NotationError(
                    f"[Play] {piece} marks " + (
                        f"{what}, which bridgewhist cannot replay: a record holds legal play only"
                        if what else "an irregularity of the auction"),
                    line=token.line, column=column)
            elif piece[0] in "=$!?":
                continue
            elif ended:
                raise NotationError(f"[Play] {shown(piece)} comes after '*', the end of the play",
                                    line=token.line, column=column)
            elif piece in ("-", "+"):
                entries.append(_Entry(None, token.line, column))
            elif _CARD.fullmatch(piece):
                entries.append(_Entry(Card.parse(piece), token.line, column))
            else:
                raise NotationError(f"[Play] {shown(piece)} is not a card: expected a suit and a "
                                    "rank such as SA or H7, or - for a card not played",
                                    line=token.line, column=column)
        if pos != len(token.text):
            raise NotationError(f"[Play] unexpected {shown(token.text[pos:])}", line=token.line,
                                column=token.column + pos)
        if len(entries) > 52:
            extra = entries[52]
            raise NotationError("[Play] lists more than 13 tricks", line=extra.line,
                                column=extra.column)
    return entries


def _play(game: Game, builder: _Builder) -> None:
    tag = game.tags.get("Play")
    if tag is None:
        return
    entries = _play_entries(tag)
    if all(entry.card is None for entry in entries):
        return
    if tag.value.strip() in UNKNOWN:
        raise _error(tag, "must name the seat of the first column, the opening leader")
    first = _seat(tag)
    if builder.state.phase != Phase.PLAY:
        missing = (f"the trump: give [{STRAIN_TAG}]" if builder.state.phase == Phase.DECLARATION
                   else f"the doubling to be over, and [{DOUBLING_TAG}] stops before its end")
        raise _error(tag, f"lists cards, but the play needs {missing}")
    stop: tuple[int, Seat] | None = None
    for start in range(0, len(entries), 4):
        trick = entries[start:start + 4]
        trick += [_Entry(None, tag.line, 0)] * (4 - len(trick))
        number = start // 4 + 1
        leader = builder.state.leader
        for offset in range(4):
            seat = leader.offset(offset)
            entry = trick[(seat - first) & 3]
            if entry.card is None:
                stop = stop or (number, seat)
            elif stop is not None:
                raise NotationError(
                    f"[Play] trick {number}: {seat.full_name}'s {entry.card} comes after a card "
                    f"not given ('-') for {stop[1].full_name} in trick {stop[0]}: the play "
                    "cannot be rebuilt", line=entry.line, column=entry.column)
            else:
                builder.act(play(entry.card), tag, f"trick {number}: ", entry.line, entry.column)


def _check_result(game: Game, state: HandState) -> None:
    tag = game.known("Result")
    if tag is None or tag.value.strip().startswith("^"):
        return
    text = tag.value.strip()
    side = state.dealer.side
    claims: dict[int, int] = {}
    if text.isascii() and text.isdigit():
        claims[side] = int(text)
    elif (found := _RESULT_SIDES.fullmatch(text)) is not None:
        for name, count in ((found.group(1), found.group(2)), (found.group(3), found.group(4))):
            if name is not None:
                claims[0 if name.upper() == "NS" else 1] = int(count)
    else:
        raise _error(tag, f"{shown(text)} is not a number of tricks")
    for claimed_side, claimed in claims.items():
        won = state.won[claimed_side]
        if claimed == won:
            continue
        if not state.tricks:
            raise _error(tag, f"gives {claimed} tricks, but the game has no play to win them in: "
                              "bridgewhist rebuilds the result from the [Play] section")
        whose = "the dealer's side" if claimed_side == side else "the adversaries"
        raise _error(tag, f"gives {claimed} tricks, but in the [Play] section {whose} "
                          f"won {won}")


def _game_deal(game: Game, code: LawCode) -> PlayedDeal:
    dealer_tag, deal_tag = game.known("Dealer"), game.known("Deal")
    if dealer_tag is None or deal_tag is None:
        missing = "[Dealer]" if dealer_tag is None else "[Deal]"
        raise NotationError(f"the game has no {missing}: every game needs its [Dealer] and "
                            "[Deal]", line=game.line)
    dealer = _seat(dealer_tag)
    hands = _hands(deal_tag)
    declarer_tag = game.known("Declarer")
    if declarer_tag is not None:
        if declarer_tag.value.strip().startswith("^"):
            raise _error(declarer_tag, "marks declarer and dummy swapped, which bridgewhist "
                                       "cannot replay")
        if _seat(declarer_tag) != dealer:
            raise _error(declarer_tag, f"{declarer_tag.value.strip()} is not the dealer "
                                       f"({dealer}): in Bridge Whist the dealer always plays "
                                       "the hand, his partner's being dummy")
    strain, left = _declaration(game, dealer)
    _, contract_doubles = _contract(game.known("Contract"))
    builder = _Builder(hand_from_deal(code, dealer, hands))
    if left:
        builder.act(LEAVE, game.known(LEFT_TAG) or game.known(MAKER_TAG) or dealer_tag)
    if strain is not None:
        builder.act(declare(strain), game.known(STRAIN_TAG) or game.known("Contract")
                    or dealer_tag)
        _doubling(game, builder, contract_doubles)
    else:
        for name in (DOUBLING_TAG, DOUBLES_TAG):
            stray = game.known(name)
            if stray is not None:
                raise _error(stray, f"gives doubling, but no strain is given: add [{STRAIN_TAG}]")
    _play(game, builder)
    _check_result(game, builder.state)
    return PlayedDeal(dealer, hands, tuple(builder.actions))


def loads(text: str, code: LawCode | str | None = None) -> Record:
    """Read PBN games (import or export format) as a record of played deals, in file order.

    The law code is the ``[BridgeWhistLawCode]`` tag's, else ``code``, else english-1904;
    every game must have the same. The players and the event are the first game's. A game
    with only ``[Dealer]`` and ``[Deal]`` is an unplayed deal (no actions); a game with the
    trump but no doubling tags is doubled ``[BridgeWhistDoubles]`` times (or as its
    ``[Contract]`` shows), the first doubler of each side doubling, then satisfied.

    >>> record = loads('''
    ... [Board "1"]
    ... [Dealer "N"]
    ... [Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. -"]
    ... ''')
    >>> record.code.key, record.deals[0].dealer, record.deals[0].actions
    ('english-1904', <Seat.N: 0>, ())
    >>> loads('[Dealer "N"]\\n[Deal "N:AKQJT98765432... .AKQJT98765432.. - -"]')
    Traceback (most recent call last):
    ...
    bridgewhist.errors.NotationError: line 2: [Deal] leaves South and West's hands unknown: \
Bridge Whist needs all four (or three, the fourth being the rest)

    :raises NotationError: with the line (and column) of what is wrong: a malformed tag, a
        bad deal, a maker or declarer who cannot be, an act or a card the laws refuse, a
        ``[Result]`` the play does not give; a text over the size limit
        (:data:`~bridgewhist.notation.limits.MAX_TEXT_CHARS`).
    """
    check_size(text, "a PBN text")
    if code is None:
        default = load_law_code("english-1904")
    elif isinstance(code, str):
        try:
            default = load_law_code(code)
        except LawCodeError as error:
            raise NotationError(str(error)) from None
    else:
        default = code
    record_code: LawCode | None = None
    deals: list[Deal] = []
    players: dict[Seat, str] = {}
    event = ""
    seed: int | None = None
    previous: dict[str, Tag] = {}
    for first_line, tokens in split_games(text):
        game = Game(first_line, parse_tags(tokens, previous))
        previous = game.tags
        game_code = _law_code(game, default)
        if record_code is None:
            record_code = game_code
            players = {seat: tag.value for name, seat in PLAYER_TAGS
                       if (tag := game.known(name)) is not None}
            event_tag, seed_tag = game.known("Event"), game.known(SEED_TAG)
            event = "" if event_tag is None else event_tag.value
            seed = None if seed_tag is None else _count(seed_tag, signed=True)
        elif game_code != record_code:
            tag = game.known(LAW_CODE_TAG) or game.known(HOUSE_RULES_TAG)
            raise NotationError(
                f"this game's law code, {_describe(game_code)}, differs from the first game's, "
                f"{_describe(record_code)}: a record has one law code",
                line=game.line if tag is None else tag.line)
        deals.append(result_deal(game, record_code) if is_result(game)
                     else _game_deal(game, record_code))
    return Record(record_code or default, tuple(deals), players, seed, event)


def load(path: str | os.PathLike[str], code: LawCode | str | None = None) -> Record:
    """Read a PBN file (UTF-8, with or without a byte-order mark; see :func:`loads`).

    :raises OSError: when the file cannot be read.
    :raises UnicodeDecodeError: when it is not UTF-8 text.
    :raises NotationError: as :func:`loads`.
    """
    with open(path, encoding="utf-8-sig") as handle:
        return loads(handle.read(), code)
