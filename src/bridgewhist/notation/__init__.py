"""Record formats: the text form of actions, JSON records, PBN."""
