"""How an end-to-end feature is described: its facts, its wired adapter, and the broken ports it must catch."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

E2E = Path(__file__).resolve().parent


@dataclass(frozen=True)
class BrokenPort:
    """A deliberate bug, selected by TOYPORT_BUG, and how the generated tests must react."""

    bug: str
    what: str  # the bug in words, for the matrix
    catcher: str  # the generated test meant to catch it, as "module::test[id]"
    words: str  # words its failure message must contain
    also_failing: frozenset[str] = frozenset()
    must_pass: frozenset[str] = frozenset()  # checks the bug must not disturb


@dataclass(frozen=True)
class Feature:
    """A port into the toy framework, its facts, the adapter a user would write, and its broken variants."""

    name: str
    facts: Path
    adapter: Path
    every_test: frozenset[str]  # the generated tests, all of which the correct port passes
    broken: tuple[BrokenPort, ...]
    variables: dict[str, str] = field(default_factory=dict)  # environment every run of this feature gets
    skipped: frozenset[str] = frozenset()  # generated tests the correct port's run skips (a constraint not met)


def facts_path(name: str) -> Path:
    return E2E / "facts" / f"{name}.yaml"


def adapter_path(name: str) -> Path:
    return E2E / "adapters" / f"{name}_adapter.py"


C = "test_correctness::"
I = "test_integration::"


# The input cases every op-level scaffold adds (decide.decide_input_cases); size cases need variable dimensions.
LAYOUT_CASES = ("small_magnitude", "outlier_rows", "non_contiguous")
SIZE_CASES = ("odd_sizes", "single_row", "zero_size")
# Config sizes the build hooks are asked for (numerics.decide_config_sizes): the facts name a config field as the last dimension.
CONFIG_CASES = ("config_tail", "config_odd")
# A JAX array has no strides: the plan has no non-contiguous case for JAX.
JAX_CASES = ("small_magnitude", "outlier_rows") + SIZE_CASES


def deterministic(*dtypes: str) -> frozenset[str]:
    """The determinism test in each compared dtype (plan.determinism_dtypes)."""
    return frozenset(f"{C}test_ported_path_is_deterministic[{dtype}]" for dtype in dtypes)


def varied_input_tests(
    dtypes: tuple[str, ...], *, backward: bool, sizes: bool = True, config: bool = True, jax: bool = False, production: tuple[str, ...] = (),
    ratio: bool = True,
) -> frozenset[str]:
    """The generated tests on varied inputs: every case in every dtype, forward (and backward); ``production``: the cases of module.production_sizes.

    With ``ratio``, the error ratio also runs on the cases that change a size, in each low-precision dtype (plan.sized_cases).
    """
    sized = (SIZE_CASES if sizes else ()) + (CONFIG_CASES if config else ()) + production
    cases = (JAX_CASES if jax else LAYOUT_CASES + (SIZE_CASES if sizes else ())) + (CONFIG_CASES if config else ()) + production
    kinds = ("forward", "backward") if backward else ("forward",)
    tests = {f"{C}test_{kind}_on_varied_inputs[{dtype}-{case}]" for kind in kinds for dtype in dtypes for case in cases}
    if ratio:
        tests |= {f"{C}test_error_ratio_on_varied_sizes[{dtype}-{case}]" for dtype in dtypes if dtype in ("bf16", "fp16") for case in sized}
    return frozenset(tests)
