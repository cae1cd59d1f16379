"""Analysis tools: measuring play against double dummy."""

from bridgewhist.analysis.dd_loss import DealLoss, deal_losses

__all__ = ["DealLoss", "deal_losses"]
