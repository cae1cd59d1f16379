"""The maxims player: the period's books' maxims for the declaration, the doubling and the play."""
