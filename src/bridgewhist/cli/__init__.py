"""The command line: the Typer app, the terminal tables and Rich rendering."""
