"""Round 1266: a shell session transcript (commands, their output and `#` comments between them): an
`attn_res_num_blocks_max` yaml switch guessed and taken back, a gate of pipeline size and layer counts that is no
constraint, two refused schedules, the zero-bubble and primuspipe imports not rebound, the pp_warmup neighbour and its
knob, the DeepSeek-V4 twin patch, shipped presets' values, packages denied, an open question on a second run and one
container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_sixth_shell_transcript_k3_pp_shape.md"

ID = "megatron.kimi_k3.pp_tensor_shape"
SHAPES = "megatron.core.pipeline_parallel.schedules.get_tensor_shapes"
INTERLEAVED = "megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving"
HANDLER = "primus.backends.megatron.patches.kimi_k3_pp_shape_patches.patch_kimi_k3_pp_tensor_shape"
PRIMUS_FILE = "primus/backends/megatron/patches/kimi_k3_pp_shape_patches.py"
# Line 16, the registered description.
DESCRIPTION = (
    "Kimi K3: fold the attention-residual block checkpoints into the PP wire sequence axis so "
    "[(1 + attn_res_num_blocks_max) * s, b, h] passes between pipeline stages (covers both the 1F1B get_tensor_shapes "
    "path and the interleaved-1F1B / VPP inline tensor_shape path)."
)
DOCSTRING = "Multiply the PP P2P seq dim by ``1 + attn_res_num_blocks_max``."
DOCSTRING_PLAIN = "Multiply the PP P2P seq dim by 1 + attn_res_num_blocks_max."
TITLE = "one-thousand-two-hundred-and-sixty-sixth-round report (a shell session transcript)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, DOCSTRING, DOCSTRING_PLAIN}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # kimi_k3_pp_shape_patches.py:204-205 and :215-218; the zerobubble and primuspipe copies are refused, not rebound.
            "upstream.symbols": {SHAPES, INTERLEAVED},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # _wants_k3_pp_shape_patch (kimi_k3_pp_shape_patches.py:156); the pipeline size and multiplier are its gate.
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("megatron-core", None)},
            # The handler raises NotImplementedError for each (kimi_k3_pp_shape_patches.py:188-190).
            "constraints": {
                ("patch_zero_bubble", "==", False),
                ("patch_primus_pipeline", "==", False),
                ("patch_zero_bubble", "!=", True),
                ("patch_primus_pipeline", "!=", True),
                ("patch_zero_bubble", "in", (False,)),
                ("patch_primus_pipeline", "in", (False,)),
            },
        },
        # Thin: the two wrapped schedules attributes (lines 97-99, 172-173, read as about another patch), the switch
        # `model_type: kimi_k3` (lines 33 and 174, read as two names without a value) and the refused
        # patch_zero_bubble / patch_primus_pipeline (lines 102 and 176) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
        },
        nowhere=(
            "pp_warmup",
            "wrap_train",
            "megatron.deepseek_v4.pp_tensor_shape",
            "deepseek_v4",
            "hc_mult",
            "_v4_pp_shape_patched",
            "zerobubble",
            "primuspipe",
            "pipeline_model_parallel_size",
            "attn_res_block_size",
            "num_layers",
            "seq_length",
            "PRIMUS_PP",
            "K3_NUM_LAYERS",
            "primus_turbo",
            "transformer_engine",
            "deep_ep",
            "torch",
            "2.9.0",
            "0.14.0rc5",
            "rocm7.0",
            "_k3_pp_seq_mult",
            "__wrapped__",
        ),
        mentioned=(SHAPES, INTERLEAVED, "model_type", "patch_zero_bubble", "patch_primus_pipeline"),
    ),
}
