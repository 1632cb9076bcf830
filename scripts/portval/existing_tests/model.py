"""What a search looks for and what it finds: targets and selectors from the facts, reasons with their weights,
the tests found, and the search's result."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

# The weight of each kind of reason; a test's score is the weight of its strongest reason.
WEIGHTS = {
    "symbol": 100,
    "config": 85,
    "config_choice": 70,
    "wired": 60,
    "helper": 50,
    "string": 40,
    "helper_module": 30,
    "module": 25,
    "named": 20,
    "submodule": 15,
    "parent": 10,
}
KIND_MEANINGS = {
    "symbol": "imports a target, or uses it through its module (from M import S; import M as m, then m.S)",
    "wired": "builds or imports what framework.wired_at names, the code that calls the replaced symbol (TENorm, MoELayer)",
    "config": "sets a configuration value that selects the feature (moe_token_dispatcher_type='flex', normalization='RMSNorm')",
    "config_choice": "sets that configuration key to a choice that can be the selecting value ('alltoall' if c else 'flex', a parametrized variable)",
    "module": "imports another name from the module that defines or binds a target, not the target: weak evidence",
    "submodule": "imports a submodule beside a target in its package (transformer_engine.pytorch.ep for RMSNorm): weak evidence",
    "helper": "uses a test helper function or a conftest fixture whose body uses a target",
    "string": 'names a target in a string: mock.patch("M.S"), monkeypatch.setattr("M.S", ...), patch.object(m, "S")',
    "helper_module": "uses a test helper function or a conftest fixture whose body uses a target's module (such as MoELayer)",
    "named": "imports only a parent package, and the target's name appears in the file",
    "parent": "imports only a parent package of a target's module",
}
# Kinds that say a test is near the replaced code, not that it runs it.
WEAK_KINDS = frozenset({"module", "named", "submodule", "parent"})
# Parent-package imports alone say little: every test of the framework has one.
DEFAULT_MIN_SCORE = WEIGHTS["named"]


@dataclass(frozen=True)
class Target:
    """A dotted path the port replaces: an upstream symbol or an alias binding it elsewhere."""

    path: str
    role: str  # "symbol", "alias", or "wired" (framework.wired_at: what calls the symbol)

    @cached_property
    def module(self) -> str:
        return self.path.rpartition(".")[0]

    @cached_property
    def name(self) -> str:
        return self.path.rpartition(".")[2]


@dataclass(frozen=True)
class Reason:
    """Why a test was picked: one kind of reference, first on ``line``, repeated on ``also``."""

    line: int
    kind: str
    text: str
    also: tuple[int, ...] = ()

    @property
    def weight(self) -> int:
        return WEIGHTS[self.kind]


@dataclass(frozen=True)
class FoundTest:
    """A test file that references a target, with every reason, path relative to the repository."""

    path: str
    reasons: tuple[Reason, ...]

    @property
    def score(self) -> int:
        return max(reason.weight for reason in self.reasons)

    @property
    def evidence(self) -> tuple[int, int, int]:
        """What ranks a test: its score, the summed weights of its other strong kinds of reason, and the lines giving
        strong reasons. Weak kinds (another name from the module, a submodule, a parent package) add nothing: a
        sibling import beside a reason says no more about running the replaced code."""
        # A config value set literally and as a choice is one kind of evidence, counted once at its stronger weight.
        families: dict[str, int] = {}
        for reason in self.reasons:
            family = "config" if reason.kind == "config_choice" else reason.kind
            families[family] = max(families.get(family, 0), reason.weight)
        kinds = sorted(families.values(), reverse=True)
        strong = [reason for reason in self.reasons if reason.kind not in WEAK_KINDS] or list(self.reasons)
        lines = sum(1 + len(reason.also) for reason in strong)
        return kinds[0], sum(weight for weight in kinds[1:] if weight > WEIGHTS["module"]), lines


@dataclass(frozen=True)
class Unreadable:
    """A file that could not be parsed; it is reported and skipped."""

    path: str
    line: int | None
    problem: str


@dataclass(frozen=True)
class Search:
    """Every test with at least one reason, ranked, and what could not be read."""

    root: Path
    targets: tuple[Target, ...]
    tests: tuple[FoundTest, ...]
    unreadable: tuple[Unreadable, ...]
    scanned: int
    test_patterns: tuple[str, ...]
    patterns_from: str

    def selected(self, min_score: int = DEFAULT_MIN_SCORE, limit: int | None = None) -> tuple[FoundTest, ...]:
        """The tests scoring at least ``min_score``, best first, at most ``limit`` of them."""
        kept = tuple(test for test in self.tests if test.score >= min_score)
        return kept if limit is None else kept[:limit]


def targets_from(symbols: Iterable[str], aliases: Iterable[str], wired_at: str | None = None) -> tuple[Target, ...]:
    """The targets of a port; an alias that repeats a symbol is counted once, as the symbol.

    ``wired_at`` (framework.wired_at), when given and not a symbol or alias, is a target of its own: a test that
    builds it runs the replaced code through it.
    """
    targets = [Target(path, "symbol") for path in dict.fromkeys(symbols)]
    seen = {t.path for t in targets}
    targets += [Target(path, "alias") for path in dict.fromkeys(aliases) if path not in seen]
    if wired_at and "." in wired_at and wired_at not in {t.path for t in targets}:
        targets.append(Target(wired_at, "wired"))
    return tuple(targets)


@dataclass(frozen=True)
class Selector:
    """A configuration value that selects the feature: a test that sets ``name`` to ``value`` runs the replaced code."""

    name: str
    value: str | bool


def selectors_from(*settings: dict[str, object]) -> tuple[Selector, ...]:
    """Selectors from the facts' flags, side effects and config fields: string values, and ``true``.

    Numbers (hidden_size: 1024) and ``false`` are set by every test alike and select nothing.
    """
    found: dict[str, Selector] = {}
    for mapping in settings:
        for key, value in mapping.items():
            name = str(key).rpartition(".")[2]
            if (isinstance(value, str) and value.strip()) or value is True:
                found.setdefault(name, Selector(name, value.strip() if isinstance(value, str) else True))
    return tuple(found.values())
