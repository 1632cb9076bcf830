"""Round 308: a Sphinx build's plain-text output: underlined titles, bullet lists, literal blocks, grid tables whose
cells wrap, and a "What it does" whose items list what upstream gets wrong. The id is only in a table and a literal
block, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighth_sphinx_text_build_deepseek_v4_flops.md@megatron.deepseek_v4.flops_reporting"

TITLE = "three-hundred-and-eighth-round report (a Sphinx text build)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.flops_reporting",
            "feature.summary": frozenset({None, "The patch wraps the function."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "deepseek_v4")},
        },
        required={"feature.id": "megatron.deepseek_v4.flops_reporting", "enable.phase": "before_train"},
        # An item of what upstream gets wrong as the summary; the retracted site; the companions.
        nowhere=("Q LoRA", "flat Q/K/V", "megatron.training.utils", "kimi_k3", "zebra_llama"),
        mentioned=(),
    ),
}
