"""Round 1258: a Read the Docs page copied as text (sidebar, breadcrumbs, note and warning boxes, footer): a retracted
per-call broadcast, the `schedules` definition said not to be touched, a VPP knob that looks like the switch, gate
values given only as comparisons, a module-local cache, two sibling patches on the same sites, sidebar backends that
read like packages, negated packages and one smoke run's torch version."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_eighth_readthedocs_page_pp_token_broadcast.md"

ID = "megatron.deepseek_v4.pp_token_pre_broadcast"
GET_BATCH = "pretrain_gpt.get_batch"
PP_FBF = "megatron.core.pipeline_parallel.get_forward_backward_func"
TRAINING_FBF = "megatron.training.training.get_forward_backward_func"
SCHEDULES_FBF = "megatron.core.pipeline_parallel.schedules.get_forward_backward_func"
SUMMARY = (
    "This patch broadcasts the tokens from PP rank 0 to the whole PP group, all of them up-front, before the"
    " schedule issues its first recv_forward."
)
PRIMUS_FILE = "primus/backends/megatron/patches/deepseek_v4_get_batch_patches.py"
HANDLER = "primus.backends.megatron.patches.deepseek_v4_get_batch_patches.patch_v4_pp_token_pre_broadcast"
TITLE = "one-thousand-two-hundred-and-fifty-eighth-round report (a Read the Docs page)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            # deepseek_v4_get_batch_patches.py: `_make_v4_get_batch(original_get_batch)` and `wrapped_get_fbf` call
            # the originals.
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # deepseek_v4_get_batch_patches.py:249-262: the three bindings of the table on lines 39-42.
            "upstream.symbols": {GET_BATCH, PP_FBF, TRAINING_FBF},
            "upstream.aliases": {TRAINING_FBF},
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # condition=: model_type == "deepseek_v4", num_hash_layers > 0, pipeline_model_parallel_size > 1.
            "enable.flags": {("model_type", "deepseek_v4")},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {("torch", None), ("megatron-lm", None), ("megatron-core", None)},
            "constraints": {("num_hash_layers", ">", 0), ("pipeline_model_parallel_size", ">", 1)},
        },
        # Thin: the line-33 summary (no "Summary" heading), "a function-wrapping patch" (line 37), the three bindings
        # of the table on lines 39-42, `model_type: deepseek_v4` (lines 69, 82) and Megatron-LM on the "Requires:"
        # line (100) are left TODOs.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            SCHEDULES_FBF,
            "get_tensor_shapes",
            "forward_backward_pipelining_with_interleaving",
            "hc_mult",
            "pp_tensor_shape",
            "dump_pp_data",
            "num_layers_per_virtual_pipeline_stage",
            "mtp_num_layers",
            "context_parallel_size",
            "micro_batch_size",
            "seq_length",
            "DeepseekV4Model",
            "evaluator",
            "2.6.0",
            "deep_ep",
            "Primus-Turbo",
            "primus_turbo",
            "active",
            "_V4_PP_TOKEN_CACHE",
            "_v4_pp_get_batch_patched",
            "torchtitan",
            "TorchTitan",
            "maxtext",
            "MaxText",
            "build_args",
            "setup",
            "after_train",
            "priority",
            "third_party",
        ),
        mentioned=(
            GET_BATCH,
            PP_FBF,
            SCHEDULES_FBF,
            "model_type",
            "num_layers_per_virtual_pipeline_stage",
            "DeepseekV4Model.forward",
        ),
    ),
}
