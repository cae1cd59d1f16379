"""The kinds of web table behind one protocol (:class:`TableKind`), and their registry."""

from bridgewhist.web.kinds.protocol import TableKind
from bridgewhist.web.kinds.registry import KINDS, REQUEST_KINDS, kind_for_request, kind_of_log

__all__ = ["KINDS", "REQUEST_KINDS", "TableKind", "kind_for_request", "kind_of_log"]
