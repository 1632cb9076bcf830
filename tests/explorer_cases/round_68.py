"""Round 68: an annotated source listing: the patch's code pasted with margin notes (`# <-- SITE`, `# NOT a site`),
two handlers registered in one block, and a reading of it in bullets."""

from __future__ import annotations

from .case import Case

LISTING = "sixty_eighth_annotated_listing_pp_dump_data.md"
BEFORE_TRAIN = "megatron.pp.dump_pp_data.before_train"
DUMP_FBF = "get_forward_backward_func"

TITLE = "sixty-eighth-round report (an annotated source listing)"
CASES = {
    # The block registers two ids, so the report is read with --patch; the title's shared prefix is no id of either.
    f"{LISTING}@{BEFORE_TRAIN}": Case(
        allowed={
            "feature.id": BEFORE_TRAIN,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.core.pipeline_parallel.{DUMP_FBF}"},
            "upstream.aliases": {f"megatron.training.training.{DUMP_FBF}"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py"}),
            "enable.flags": {("dump_pp_data", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": BEFORE_TRAIN,
            "upstream.sites": {f"megatron.core.pipeline_parallel.{DUMP_FBF}", f"megatron.training.training.{DUMP_FBF}"},
            "enable.flags": {("dump_pp_data", True)},
        },
        nowhere=(
            "forward_step",  # only when the native schedule runs
            "backward_step",
            "patch_zero_bubble",  # picks a branch, enables nothing
            "DUMP_PP_DIR",  # optional output folder
        ),
        mentioned=(
            f"megatron.core.pipeline_parallel.{DUMP_FBF}",
            "dump_pp_data",
            "pipeline_model_parallel_size",
            "DUMP_PP_DIR",
            "megatron.deepseek_v4.pp_token_pre_broadcast",
        ),
    ),
}
