"""The referee of LAWS mode: irregular acts become events, the entitled player is offered his code's
remedies, one module per chapter of the laws."""
