"""Round 198: a BBCode thread with nested quotes and a spoiler: the phase mis-cited twice and corrected in a later post
whose correction likens it to siblings in an aside ("(same as the V4 sibling and the pp_warmup patch)")."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_eighth_bbcode_nested_quotes_kimi_k3_pp_shape.md"

TITLE = "hundred-and-ninety-eighth-round report (a BBCode thread with nested quotes)"
SCHEDULES = "megatron.core.pipeline_parallel.schedules"
SITES = {f"{SCHEDULES}.get_tensor_shapes", f"{SCHEDULES}.forward_backward_pipelining_with_interleaving"}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.pp_tensor_shape",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_pp_shape_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.kimi_k3.pp_tensor_shape", "framework.name": "megatron-lm"},
        nowhere=("build_args", "deepseek_v4", "hc_mult", "zero_bubble", "pp_warmup"),
        mentioned=(*sorted(SITES), "patch_zero_bubble"),
    ),
}
