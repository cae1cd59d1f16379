"""The double-dummy players: the DDS solver, its worker processes, sampling consistent with a seat's
view, and ddmc."""
