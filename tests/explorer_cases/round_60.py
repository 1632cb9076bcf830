"""Round 60: a pull-request description with reviewers' corrections.

A pull-request description with the port's diff and reviewers' corrections, a notebook exported to markdown, a report
in Chinese.
"""

from __future__ import annotations

from .case import Case
from .names import PULL_REQUEST

TITLE = "sixtieth-round report (a pull-request description with reviewers' corrections)"
CASES = {
    PULL_REQUEST: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
            # "a wrapper around its own `primus...`" wraps Primus's function: upstream's is replaced, never called.
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.models.moe.moe._run_experts_grouped_mm"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/moe_grouped_mm_patches.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.grouped_gemm"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_grouped_mm", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
            "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
            "enable.phase": "setup",
        },
        nowhere=(
            "function_wrapping",  # the wrapper wraps Primus's own function
            "gpt_oss",  # "gpt-oss has its own copy and the patch never touches it"
            "parallelize_deepseekv3",  # "not a site of the Primus patch"
            "MoE.forward",  # the separate torchtitan.dsv3.moe_bf16_combine patch's
            "apply_compile",  # another patch's, "not a site of this patch"
            "acme_titan",  # the port's own module
            "use_moe_fp8",  # what FP8 takes, not the gate
        ),
        mentioned=(
            "torchtitan.models.moe.moe._run_experts_grouped_mm",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_grouped_mm",
            "primus_turbo.use_moe_fp8",
            "torchtitan.models.gpt_oss.model.moe._run_experts_grouped_mm",
        ),
    ),
}
