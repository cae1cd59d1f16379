"""The terminal's menu offers the double that needs consent (issue 32, item 2): after the regular
acts, keyed ``x`` as every double, with whose consent it needs and the law."""

from __future__ import annotations

from bridgewhist.cli.menu import chosen, menu_keys
from bridgewhist.cli.play_laws import offered
from bridgewhist.seats import Seat
from support.referee import acts, start


def test_american_1905_law_56_the_terminal_offers_the_redouble_with_whose_consent() -> None:
    """W56: "his partner may re-double only with the consent of the adversary who last
    doubled": East's menu holds "Satisfied" and the re-double marked with North's consent;
    ``x`` makes it, and the referee puts the consent to North."""
    ref = acts(start("american-1905"), "S: hearts", "W: double", "S: satisfied", "W: S4", "N: double",
               "W: satisfied")
    offers = offered(ref, (Seat.E, Seat.W))
    assert [(str(act), note) for act, note in offers] == [
        ("E: satisfied", ""), ("E: double", "only with North's consent, american-1905 law 56")]
    keyed = menu_keys([act for act, _ in offers],
                      lambda act: act.action is not None and str(act.action) == "double")
    double = chosen("x", keyed)
    assert double is not None and str(double) == "E: double"
    asked = ref.apply(double)
    assert asked.pending is not None and asked.pending.chooser == Seat.N
    assert offered(asked, (Seat.E, Seat.W)) == [(a, "") for a in asked.legal_acts()]


def test_english_1904_law_59_nothing_is_marked_when_no_consent_is_needed() -> None:
    """P59 binds only after a lead before the doubling is complete: otherwise the menu is the
    referee's regular acts, none marked."""
    ref = acts(start("english-1904"), "S: hearts", "W: double")
    assert all(note == "" for _, note in offered(ref, (Seat.N, Seat.S)))
    assert "double" in [str(act.action) for act, _ in offered(ref, (Seat.N, Seat.S))]
