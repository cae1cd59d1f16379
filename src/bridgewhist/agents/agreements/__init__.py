"""A partnership's agreements: the conventions as data, signalling by them and reading them."""

from bridgewhist.agents.agreements.explain import partner_shows
from bridgewhist.agents.agreements.model import (
    AGREEMENTS,
    NONE,
    Agreement,
    Agreements,
    Source,
    UnknownAgreementsError,
    agreements_named,
)
from bridgewhist.agents.agreements.reading import Reading, misfits, read
from bridgewhist.agents.agreements.signals import choose_card

__all__ = ["AGREEMENTS", "NONE", "Agreement", "Agreements", "Reading", "Source", "UnknownAgreementsError",
           "agreements_named", "choose_card", "misfits", "partner_shows", "read"]
