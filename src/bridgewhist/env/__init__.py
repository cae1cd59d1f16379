"""Bridge whist for learning programs: PettingZoo, OpenSpiel and a batch environment on numpy.

An adapter layer beside ``cli/`` and ``web/``, on the engine's public API only; its
dependencies are the ``env`` extra (``pip install 'bridgewhist[env]'``). Import the interface
you want: :mod:`bridgewhist.env.pettingzoo` (four hands, a deal or a rubber),
:mod:`bridgewhist.env.parallel` (PettingZoo's parallel API, ``max_cycles``),
:mod:`bridgewhist.env.three_hand` (Ames's game), :mod:`bridgewhist.env.openspiel` (registers
``python_bridge_whist``), :mod:`bridgewhist.env.batch` (its step compiled by numba when
installed: :mod:`bridgewhist.env.batch_kernels`); the shared action indices and
observation layout are in :mod:`bridgewhist.env.encoding`; the doubling cap and the reward
scale in :mod:`bridgewhist.env.rewards`. :func:`evaluate` scores a policy in duplicate on the
published boards (:mod:`bridgewhist.env.evaluation`, :mod:`bridgewhist.env.boards`). See
``docs/research.md``.
"""

from bridgewhist.env.evaluation import BatchPolicy, Evaluation, evaluate

__all__ = ["BatchPolicy", "Evaluation", "evaluate"]
