"""Three-hand bridge (Fisher Ames, 1904): one deal with X as dummy, the game of a session, its scoring."""
