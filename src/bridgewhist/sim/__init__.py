"""Simulation: matches and duplicate matches between agents, their confidence intervals, the engines
that run them."""
