"""Round 381: a WhatsApp group chat exported as text: the id first given as the log prints it and then corrected (the
report names two ids), a phase guessed and corrected, a companion patch, conditions on fp8 and MTP, an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_first_whatsapp_chat_recompute_layer_ids.md"
PATCH = "megatron.transformer.custom_recompute_layer_ids"

TITLE = "three-hundred-and-eighty-first-round report (a WhatsApp chat exported as text)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
                "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward",
                "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/recompute_layer_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "constraints": {("recompute_method", "==", None)},
        },
        required={"feature.id": PATCH},
        # The guessed phase; the companion's site and flags.
        nowhere=("build_args", "_postprocess", "enable_fused_linear_ce", "FUSED_LINEAR_CE"),
        mentioned=("recompute_layer_ids", "TransformerBlock._checkpointed_forward"),
    ),
}
