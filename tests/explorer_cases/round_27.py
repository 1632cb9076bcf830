"""Round 27: one run-on line.

A terse chat answer: one run-on line of semicolons, parentheses and abbreviations, with a sibling in passing.
"""

from __future__ import annotations

from .case import Case
from .names import MOE_FORWARD, RUN_ON

TITLE = "twenty-seventh-round report (one run-on line)"
CASES = {
    RUN_ON: Case(
        allowed={
            "feature.id": "torchtitan.dsv3.moe_bf16_combine",
            "feature.summary": frozenset({"MoE expert combine in bf16 (avoid fp32 bmm activation retention)"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": {MOE_FORWARD},
            "implementation.primus": frozenset({"primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine"}),
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("torch", None), ("torchtitan", None)},
            "requires.platform": "any",
        },
        required={
            "feature.id": "torchtitan.dsv3.moe_bf16_combine",  # "`x` (registered in ...)", in a one-line answer that is no title
            "feature.patch_style": "binding_replacement",
        },
        nowhere=(
            "moe.moe.MoE'",  # the class whose method is rebound, never the site itself
            "score_before_experts",  # a model flavor's setting; "no config side effects"
            "apply_compile",  # the sibling's site
            "compile",
            "deepep",
        ),
        mentioned=(
            "torchtitan.models.moe.moe.MoE",
            "score_before_experts",
            "compile.enable",
            "apply_compile",
        ),
    ),
}
