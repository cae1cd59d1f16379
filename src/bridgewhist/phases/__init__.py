"""The rules of each phase of a deal: declaration, doubling, play."""
