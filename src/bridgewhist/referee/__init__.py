"""The referee of LAWS mode: irregular acts become events, the entitled player is offered his code's
remedies, one module per chapter of the laws.

From the bottom up: :mod:`~bridgewhist.referee.events` (what the referee records and asks),
:mod:`~bridgewhist.referee.state` (what the chapters read and build), the chapters
(:mod:`~bridgewhist.referee.penalties`, :mod:`~bridgewhist.referee.revoke`,
:mod:`~bridgewhist.referee.exposed`, :mod:`~bridgewhist.referee.play`,
:mod:`~bridgewhist.referee.auction`, :mod:`~bridgewhist.referee.new_deal`),
:mod:`~bridgewhist.referee.dispatch` (each act to its chapter), :mod:`~bridgewhist.referee.referee`
(the public :class:`~bridgewhist.referee.referee.Referee`) and :mod:`~bridgewhist.referee.table`
(a whole rubber refereed, :class:`~bridgewhist.referee.table.RefereedTable`)."""
