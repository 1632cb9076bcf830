"""The explorer reports of tests/fixtures/explorer/ as test cases, one module per round of independent checks.

In each round someone who had not seen the parser's tests read a real Primus patch, wrote a report about it in a style
of their own (a ticket, a notebook, a report in Chinese), and judged every drafted value against the code. A module
``round_NN.py`` holds that round's cases: its ``TITLE`` and ``CASES``, each a ``Case`` (see ``case.py``). The names
several cases share (fixture file names, ids, sites) are in ``names.py``. Adding a round is adding one module.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType
from typing import Any

from .case import Case


def _rounds() -> list[ModuleType]:
    # In the order they were run: round_1000 after round_999, not after round_100.
    names = sorted((m.name for m in pkgutil.iter_modules(__path__) if m.name.startswith("round_")), key=lambda name: int(name.removeprefix("round_")))
    return [importlib.import_module(f"{__name__}.{name}") for name in names]


ROUNDS: list[ModuleType] = _rounds()
CASES: dict[str, Case] = {}
for _round in ROUNDS:
    _clash = CASES.keys() & _round.CASES.keys()
    assert not _clash, f"{_round.__name__} repeats cases of an earlier round: {sorted(_clash)}"
    CASES.update(_round.CASES)

ALLOWED: dict[str, dict[str, Any]] = {case: c.allowed for case, c in CASES.items()}
MENTIONED: dict[str, tuple[str, ...]] = {case: c.mentioned for case, c in CASES.items()}
REQUIRED: dict[str, dict[str, Any]] = {case: c.required for case, c in CASES.items() if c.required is not None}
NOWHERE: dict[str, tuple[str, ...]] = {case: c.nowhere for case, c in CASES.items() if c.nowhere is not None}
