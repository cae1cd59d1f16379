"""The club table of four to six members: the roster, the card room, rubbers played at a club table."""
