"""Simulation: matches and duplicate matches between agents (:mod:`.match`), the engines that run
them (:mod:`.engines`), their results with confidence intervals (:mod:`.simulate`)."""
