"""Round 150: a protobuf text-format record: `key: value` fields, nested `{ }` blocks and `#` comments, a `turbo { }`
block saying the patch calls no Turbo function beside a rejected idea that "would call" one, `related_patch` blocks
marked `this_patch: false`, and a review note taking back the phase; read with --patch (no id label the reader knows)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fiftieth_textproto_record_legacy_grouped_mlp_wgrad.md@megatron.pp.legacy_grouped_mlp_wgrad_split"

TITLE = "hundred-and-fiftieth-round report (a textproto record)"
SITE = "megatron.core.transformer.moe.experts.GroupedMLP.forward"
FALLBACK = "megatron.core.transformer.moe.deprecated_20251209.experts.DeprecatedGroupedMLP.forward"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",
            "feature.summary": frozenset({None, "Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE, FALLBACK},
            "upstream.aliases": {SITE, FALLBACK},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("grouped_gemm", None)},
        },
        required={"feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split", "framework.name": "megatron-lm"},
        # The rejected Turbo branch; the retracted phase; the sibling patches' ids and their environment variable.
        nowhere=("primus_turbo", "grouped_gemm_impl", "build_args", "BUILD_ARGS", "CUDA_DEVICE_MAX_CONNECTIONS", "te_wgrad_split"),
        mentioned=(SITE, "patch_primus_pipeline", "patch_zero_bubble", "moe_use_legacy_grouped_gemm", "use_turbo_grouped_gemm"),
    ),
}
