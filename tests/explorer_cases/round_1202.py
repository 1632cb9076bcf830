"""Round 1202: a Markdown report with heavy inline HTML: details blocks, a rowspan table whose id row maps an earlier
spelling of the id to the real one ("`megatron.team.fused_bias_swiglu` → `megatron.te.fused_bias_swiglu`": a name, no
site), del and ins revisions, sup footnotes and a mermaid diagram; struck claims, a neighbouring patch, a made-up config
and versions that are no minimum."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_second_html_heavy_markdown_fused_bias_swiglu.md"

TITLE = "one-thousand-two-hundred-and-second-round report (Markdown with heavy inline HTML)"
CASES = {
    f"{REPORT}@megatron.te.fused_bias_swiglu": Case(
        allowed={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "feature.summary": frozenset({"Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward",
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward",
            },
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "upstream.symbols": {
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward",
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward",
            },
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron.team",
            "build_args",
        ),
        mentioned=("USE_TE_SWIGLU",),
    ),
}
