"""The alpha-mu card player (``alphamu``): search over the makers' strategies that are the same
in every world they cannot tell apart, sampling (ddmc) elsewhere."""

from bridgewhist.agents.alphamu.agent import AlphaMuAgent, make_alphamu
from bridgewhist.agents.alphamu.front import Front, best_mean, meet, pareto, product
from bridgewhist.agents.alphamu.problems import Problem, answer, layouts, load_problems
from bridgewhist.agents.alphamu.search import Search, distinct_cards

__all__ = ["AlphaMuAgent", "Front", "Problem", "Search", "answer", "best_mean", "distinct_cards", "layouts",
           "load_problems", "make_alphamu", "meet", "pareto", "product"]
