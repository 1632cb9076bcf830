"""Round 1278: a Jupyter notebook kept as a jupytext percent-format script (markdown cells, grep and print cells with
their outputs as comments): a `binding_replacement` first read taken back, a log tag that is not the registered id,
the MTP wrapper wrongly thought to need `mtp_num_layers > 0`, the `recompute_granularity = None` swap during
`__post_init__` only, `recompute_num_layers` never read, a helper's `"1,4"` and the port's own `"0,3,4,7"`, a
conditional constraint, the MLA patch beside it, the DeepSeek-V4 / Kimi-K3 blocks' own reads, Transformer Engine only
for fp8 / fp4, packages denied and one container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_eighth_jupytext_notebook_recompute_layer_ids.md"

ID = "megatron.transformer.custom_recompute_layer_ids"
BLOCK = "megatron.core.transformer.transformer_block.TransformerBlock._checkpointed_forward"
MTP = "megatron.core.transformer.multi_token_prediction.MultiTokenPredictionLayer._checkpointed_forward"
POST_INIT = "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__"
HANDLER = "primus.backends.megatron.patches.recompute_layer_patches.patch_custom_recompute_layer_ids"
PRIMUS_FILE = "primus/backends/megatron/patches/recompute_layer_patches.py"
# Lines 21-23, the notebook's summary.
SUMMARY = (
    "the patch megatron.transformer.custom_recompute_layer_ids wraps TransformerBlock._checkpointed_forward so that"
    " only the layers listed in recompute_layer_ids (global indices) are checkpointed."
)
TITLE = "one-thousand-two-hundred-and-seventy-eighth-round report (a jupytext percent-format notebook)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            # Lines 59-60: the binding_replacement first read is "Wrong"; each site keeps the original and calls it.
            "feature.patch_style": "function_wrapping",
            # Line 151: "Port kind: drop_in (same maths, only which layers are recomputed changes)."
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {BLOCK, MTP, POST_INIT},
            # Class attributes, so importers see the wrappers: "no alias sites" (line 85).
            "upstream.aliases": set(),
            # The recompute_granularity swap is on the instance, not a module binding (line 97).
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # Any non-null recompute_layer_ids turns it on (line 49): no one value is the switch.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            # TransformerConfig.recompute_layer_ids is a class attribute that mirrors the argument (line 93).
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # "no backend_versions gate" (line 40); line 142's versions are one container's.
            "requires.backend_versions": set(),
            # validate_specified_recompute_layers raises ValueError otherwise (lines 109-110).
            "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
        },
        # Thin: the constraints recompute_granularity == "full" and recompute_method == None (lines 109-110) are left
        # TODOs, wrongly called a function's locals, and port_kind drop_in (line 151) only quoted in a generic TODO.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {BLOCK, MTP, POST_INIT},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "binding_replacement",
            "MLASelfAttention",
            "gpt_layer_specs",
            "multi_latent_attention",
            "use_turbo_gemm",
            "patch_mla_attention",
            "mla_patches",
            "megatron.transformer.recompute_layer_ids",
            "recompute_num_layers",
            "mtp_num_layers",
            "PRIMUS_PATCHES",
            "transformer_engine",
            "te_checkpoint",
            "fp8",
            "fp4",
            "primus_turbo",
            "deep_ep",
            "2.9.0",
            "0.15.0",
            "2.4.0",
            "1.3",
            "distribute_saved_activations",
            "sequence_parallel",
            "deepseek_v4",
            "DeepSeek-V4",
            "Kimi-K3",
            "make_ctx",
            "0,3,4,7",
            "1,4",
            "uniform",
        ),
        mentioned=(BLOCK, MTP, POST_INIT, "recompute_layer_ids", "recompute_granularity", "recompute_method"),
    ),
}
