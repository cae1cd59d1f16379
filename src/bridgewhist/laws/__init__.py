"""Law codes as data: the three codes of the source texts, their parts and house rules."""

from bridgewhist.laws.code import PART_NAMES, HouseRules, LawCode
from bridgewhist.laws.model import (
    ChicaneRule,
    DoublingLimitReading,
    DummyExposure,
    EldestLeadsWithoutAsking,
    FourthHandRemedy,
    RevokePenalty,
)
from bridgewhist.laws.presets import (
    ALIASES,
    AMERICAN_1904,
    AMERICAN_1905,
    ENGLISH_1904,
    LAW_CODE_KEYS,
    LAW_CODES,
    find_law_code_key,
    law_code_from_dict,
    load_law_code,
)

__all__ = [
    "ALIASES", "AMERICAN_1904", "AMERICAN_1905", "ENGLISH_1904", "LAW_CODES", "LAW_CODE_KEYS",
    "PART_NAMES", "ChicaneRule", "DoublingLimitReading", "DummyExposure",
    "EldestLeadsWithoutAsking", "FourthHandRemedy", "HouseRules", "LawCode", "RevokePenalty",
    "find_law_code_key", "law_code_from_dict", "load_law_code",
]
