"""Round 172: a GitHub Actions workflow whose comments hold the facts: the Turbo config types "imported from ...core.float8, falling
back to ...core.low_precision when that import fails", a registry key corrected, and the phase taken back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_second_actions_workflow_turbo_float8_linear.md"

TITLE = "hundred-and-seventy-second-round report (a GitHub Actions workflow)"
SITE = "torchtitan.components.quantization.float8.Float8LinearConverter"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.float8.PrimusTubroFP8Converter"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/components/quantization/float8.py"}),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.modules.linear_fp8.Float8Linear", "primus_turbo.pytorch.modules.linear_fp8.Float8Linear.from_float"}
            ),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_float8_linear", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_float8_linear", "framework.name": "torchtitan", "upstream.symbols": {SITE}},
        nowhere=("low_precision", "before_train", "MXLinearConverter", "HIP_VISIBLE_DEVICES"),
        mentioned=(SITE,),
    ),
}
