"""Round 206: a KakaoTalk chat export in Korean: date lines, "[이름] [오후 3:12]" messages read together, a style claimed
(function wrapping) and corrected (source rewrite), and a YAML comment's wrong phase for another patch corrected."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixth_kakaotalk_fla_swiglu.md"

TITLE = "two-hundred-and-sixth-round report (a KakaoTalk chat export)"
SITES = {f"megatron.core.transformer.mlp.MLP.{m}" for m in ("__init__", "forward")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mlp.fla_swiglu",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mlp_fla_swiglu_patches.py"}),
            "enable.flags": {("use_fla_fused_swiglu", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.mlp.fla_swiglu", "framework.name": "megatron-lm"},
        nowhere=("PRIMUS_FLA_SWIGLU", "fla_rmsnorm", "fla_order_dataset", "bias_swiglu_impl", "build_args", "primus_turbo"),
        mentioned=("use_fla_fused_swiglu",),
    ),
}
