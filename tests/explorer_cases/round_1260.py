"""Round 1260: a numbered X (Twitter) thread with engagement counters, a reply that corrects it and a quoted post:
post 4/'s "Gate = enable_odc_lb_mini AND enable_odc AND use_torch_fsdp2" taken back (`enable_odc` only picks the mode),
knobs that look like switches, the companion `odc_torch_fsdp2` patch and its teardown twin, denied packages, a shipped
YAML quoted in a reply, a pipeline open question, one run's versions and view counts that read like versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixtieth_x_thread_odc_lb_mini.md"

ID = "megatron.fsdp.odc_lb_mini"
LOADER = "megatron.training.datasets.data_samplers.build_pretraining_data_loader"
ALIAS = "megatron.training.training.build_pretraining_data_loader"
SCHEDULE = "megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining"
PRIMUS_FILE = "primus/backends/megatron/patches/odc_lb_mini_patches.py"
SUMMARY = "LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm)."
TITLE = "one-thousand-two-hundred-and-sixtieth-round report (an X thread with a correcting reply)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, "Seq-length load balancing for Megatron's torch-FSDP2 path."}),
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            # odc_lb_mini_patches.py:183-184 rebinds training.py's from-import copy too.
            "upstream.symbols": {LOADER, SCHEDULE, ALIAS},
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.odc_lb_mini_patches.patch_odc_lb_mini"}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # _lb_mini_enabled: enable_odc_lb_mini and use_torch_fsdp2, nothing else.
            "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("numpy", None), ("datasets", None), ("megatron-core", None)},
        },
        # Thin: the training.py alias (post 3/, line 12) and "port kind: full_replacement" (line 53) are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {LOADER, SCHEDULE},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "'enable_odc'",
            "lb_mini_max_token_len",
            "lb_mini_cost_model",
            "32768",
            "sft_dataset",
            "calculate_per_token_loss",
            "same_micro_num",
            "num_microbatches",
            "forward_only",
            "odc_phase",
            "odc_p2p_backend",
            "rocshmem",
            "rocSHMEM",
            "odc_torch_fsdp2",
            "after_train",
            "PrimusTorchFullyShardedDataParallel",
            "train_step",
            "'odc'",
            "MORI",
            "primus_turbo",
            "Primus-Turbo",
            "filelock",
            "2.9.0",
            "7.0.2",
            "5.1K",
            "3.2K",
            "pipeline_model_parallel_size",
        ),
        mentioned=(LOADER, ALIAS, SCHEDULE, "enable_odc_lb_mini", "enable_odc", "lb_mini_max_token_len"),
    ),
}
