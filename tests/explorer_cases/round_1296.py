"""Round 1296: a Slurm batch script whose comment header holds the notes (labelled fields, exports, an overrides array,
a pasted log head): a `get_forward_backward_func` site taken back as the zero-bubble patch's, Primus modules' own
bindings the patch refuses rather than rebinds, the job's exports and overrides that read like env and knobs,
`pp_warmup` not a switch, `attn_res_num_blocks_max` not a knob, the DeepSeek-V4 sibling and its `hc_mult`, an open
`decoder_seq_length` question, and one image's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_sixth_slurm_script_kimi_k3_pp_shape.md"

ID = "megatron.kimi_k3.pp_tensor_shape"
SHAPES = "megatron.core.pipeline_parallel.schedules.get_tensor_shapes"
INTERLEAVED = "megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving"
PRIMUS_ALIASES = {
    "primus.backends.megatron.core.pipeline_parallel.zerobubble.runtime.get_tensor_shapes",
    "primus.backends.megatron.core.pipeline_parallel.primuspipe.pipeline_launcher.get_tensor_shapes",
}
HANDLER = "primus.backends.megatron.patches.kimi_k3_pp_shape_patches.patch_kimi_k3_pp_tensor_shape"
PRIMUS_FILE = "primus/backends/megatron/patches/kimi_k3_pp_shape_patches.py"
SUMMARY = (
    "multiplies the sequence dim of the pipeline P2P wire shape by 1 + attn_res_num_blocks_max, so K3's folded block "
    "residual ([(1 + nb_max) * s, b, h]) crosses pipeline stages."
)
CONSTRAINTS = {("patch_zero_bubble", "==", False), ("patch_primus_pipeline", "==", False)}
TITLE = "one-thousand-two-hundred-and-ninety-sixth-round report (a Slurm batch script with comment notes)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SHAPES, INTERLEAVED},
            "upstream.aliases": PRIMUS_ALIASES,
            # The replacements are closures built in the handler (kimi_k3_pp_shape_patches.py:104-150).
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {("megatron-lm", None), ("megatron-core", None)},
            # kimi_k3_pp_shape_patches.py:190: NotImplementedError under either schedule.
            "constraints": CONSTRAINTS,
        },
        # Thin: the two sites under "WHAT IT REBINDS" (lines 29-30), the labelled file (line 23), the enable flag
        # `model_type: kimi_k3` (line 54) and the Needs line (line 59) are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "constraints": CONSTRAINTS,
        },
        nowhere=(
            "get_forward_backward_func",
            "zero_bubble_optimizer",
            "deepseek_v4",
            "hc_mult",
            "pp_warmup",
            "PP_WARMUP",
            "wrap_train",
            "seq_length",
            "num_layers_per_virtual_pipeline_stage",
            "pipeline_model_parallel_size",
            "attn_res_block_size",
            "deep_ep",
            "Primus-Turbo",
            "primus_turbo",
            "PRIMUS_PP",
            "PRIMUS_MODEL",
            "PRIMUS_EXP_NAME",
            "TRAIN_ITERS",
            "2.8.0",
            "0.14.0rc5",
            "3.10.16",
            "v25.10",
            "mi355x",
        ),
        mentioned=(SHAPES, INTERLEAVED, "model_type", "attn_res_block_size", "num_layers_per_virtual_pipeline_stage"),
    ),
}
