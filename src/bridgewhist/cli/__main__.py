"""``python -m bridgewhist.cli``: the same as the ``bridgewhist`` command."""

from bridgewhist.cli.app import main

main()
