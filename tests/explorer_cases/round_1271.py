"""Round 1271: a pytest module of characterization tests (docstrings, asserts, parametrized gate cases, a commented-out
wrong guess): the `before_train` sibling's `get_forward_backward_func` sites guessed and taken back, its priority 100
and its `patch_primus_pipeline` / `patch_zero_bubble` knobs, the `pp > 1` half of the gate, `DUMP_PP_DIR` that only picks
a directory, `validate_args`' reset of `dump_pp_data`, `virtual_pipeline_model_parallel_size` copied into config.json,
`primus_turbo` / `deep_ep` not needed, an open question on the legacy trainer and one box's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_first_pytest_characterization_pp_dump_after_train.md"

ID = "megatron.pp.dump_pp_data.after_train"
PRIMUS_FILE = "primus/backends/megatron/patches/pp_dump_data_patches.py"
HANDLER = "primus.backends.megatron.patches.pp_dump_data_patches.patch_pp_dump_data_after_train"
DUMP = "primus.backends.megatron.core.pipeline_parallel.pp_visualizer.dump_pp_data"
DUMP_FILE = "primus/backends/megatron/core/pipeline_parallel/pp_visualizer.py"
# Lines 6-8, the module docstring's "What the patch does:".
SUMMARY = (
    "after training ends it calls dump_pp_data to write the pipeline-schedule timeline (pp_rank_<k>.json per pipeline"
    " rank, plus config.json) that the PP visualizer (tools/visualization/pp_vis) reads."
)
SIBLING_SITE = "megatron.core.pipeline_parallel.get_forward_backward_func"
TITLE = "one-thousand-two-hundred-and-seventy-first-round report (a pytest module of characterization tests)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Stated plainly: leaving it out is not fine.
            "feature.summary": frozenset({SUMMARY, f"What the patch does: {SUMMARY}"}),
            # "Style: lifecycle hook. It rebinds nothing upstream" (line 12).
            "feature.patch_style": "env_or_lifecycle",
            "framework.name": "megatron-lm",
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "upstream.transient": set(),
            # Lines 15-17: the handler, and the helper that does the work.
            "implementation.primus": frozenset({DUMP, HANDLER}),
            "implementation.primus_file": frozenset({PRIMUS_FILE, DUMP_FILE}),
            "enable.flags": {("dump_pp_data", True)},
            # DUMP_PP_DIR only picks the output directory (lines 84-88).
            "enable.env": set(),
            "enable.phase": "after_train",
            # validate_args' `dump_pp_data = False` belongs to the megatron.validate_args patch (lines 68-71).
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # The pp > 1 half of the condition= (line 65): acceptable as the gate's comparison, never required.
            "constraints": {("pipeline_model_parallel_size", ">", 1)},
        },
        # Thin: the summary (lines 6-8), the after_train phase (lines 11 and 48, read as denied by line 138, which takes
        # back only the rebinding guess) and implementation.primus (lines 15-17) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "env_or_lifecycle",
            "framework.name": "megatron-lm",
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("dump_pp_data", True)},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "get_forward_backward_func",
            "megatron.training.training",
            "forward_step",
            "backward_step",
            "megatron.pp.dump_pp_data.before_train",
            "before_train",
            "validate_args",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "priority",
            "100",
            "virtual_pipeline_model_parallel_size",
            "vp_size",
            "DUMP_PP_DIR",
            "output/pp_data",
            "LOG_DIR",
            "primus_turbo",
            "deep_ep",
            "2.7.1",
            "0.13.0",
            "rocm6.4",
            "get_num_microbatches",
            "megatron.training.get_args",
            "MegatronPretrainTrainer",
        ),
        mentioned=(
            SIBLING_SITE,
            "megatron.pp.dump_pp_data.before_train",
            "pipeline_model_parallel_size",
            "virtual_pipeline_model_parallel_size",
            "DUMP_PP_DIR",
            "primus_turbo",
        ),
    ),
}
