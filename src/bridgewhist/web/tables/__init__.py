"""The kinds of web table (four-hand, club laws, three-hand, club), each an event log."""
