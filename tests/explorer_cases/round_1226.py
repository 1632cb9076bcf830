"""Round 1226: a Gerrit review exported as text (patch sets 1-3, inline comments answered "Done" and "Ack", votes): a
first "binding replacement" and a `TransformerLayer.forward` site taken back, `build_args` corrected to `before_train`,
`recompute_granularity: full` a requirement rather than the switch, the hybrid output-init patch that wraps the same
`__post_init__`, and one run's Megatron commit, torch and ROCm."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_sixth_gerrit_review_custom_recompute_layer_ids.md"

ID = "megatron.transformer.custom_recompute_layer_ids"
SUMMARY = (
    "megatron.transformer.custom_recompute_layer_ids is a function-wrapping patch in recompute_layer_patches.py, "
    "phase before_train, switched on by recompute_layer_ids alone."
)
SITES = {
    "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
    "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
    "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
}
TITLE = "one-thousand-two-hundred-and-twenty-sixth-round report (a Gerrit review exported as text)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # The handler also sets the class attribute TransformerConfig.recompute_layer_ids (recompute_layer_patches.py:348).
            "upstream.symbols": SITES | {"megatron.core.transformer.transformer_config.TransformerConfig.recompute_layer_ids"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/recompute_layer_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # recompute_layer_patches.py:98-106: full granularity and no recompute method.
            "constraints": {("recompute_method", "==", None), ("recompute_granularity", "==", "full")},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": SITES,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "TransformerLayer.forward",
            "hybrid",
            "output_layer_init_method",
            "build_args",
            "transformer_engine",
            "primus_turbo",
            "d3528a21",
            "2.9.0",
            "init_method_normal",
        ),
        mentioned=(*sorted(SITES), "recompute_layer_ids"),
    ),
}
