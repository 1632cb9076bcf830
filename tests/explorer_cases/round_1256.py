"""Round 1256: a team's mid-quarter OKR check-in (key results, scores, notes and comments): a retracted "wraps the
original `enable_forward_pre_hook`" reading, `is_graph_capturing` imported but not rebound, a `condition=` table with
a knob "not read by this patch", hook knobs that switch nothing, the sibling FP8-cache patch, negated packages, one
run's versions and KR scores that read like versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_sixth_okr_checkin_ddp_overlap_compile.md"

ID = "megatron.ddp.overlap_param_gather_compile"
DDP = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"
DDP_REEXPORT = "megatron.core.distributed.DistributedDataParallel"
METHODS = ("enable_forward_pre_hook", "disable_forward_pre_hook", "_make_forward_pre_hook", "_get_overlap_hook_modules")
SUMMARY = (
    "it replaces Megatron DDP's forward pre-hook registration with a two-tier scheme (one recurse=True hook per"
    " transformer layer, recurse=False hooks on every module outside the layers) so that overlap_param_gather works"
    " with per-block torch.compile without Dynamo tracing into hooks that carry NCCL side effects."
)
PRIMUS_FILE = "primus/backends/megatron/patches/ddp_overlap_compile_patches.py"
HANDLER = "primus.backends.megatron.patches.ddp_overlap_compile_patches.patch_ddp_overlap_param_gather_for_compile"
TITLE = "one-thousand-two-hundred-and-fifty-sixth-round report (a mid-quarter OKR check-in)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # ddp_overlap_compile_patches.py:148-151: four methods set on the class DDP; the re-export is the same class.
            "upstream.symbols": {f"{cls}.{method}" for cls in (DDP, DDP_REEXPORT) for method in METHODS},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # condition=: use_distributed_optimizer, overlap_param_gather, torch_compile.enable, not disable_ddp_compile_patches.
            "enable.flags": {
                ("use_distributed_optimizer", True),
                ("overlap_param_gather", True),
                ("torch_compile.enable", True),
                ("disable_ddp_compile_patches", False),
            },
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: `_make_forward_pre_hook` (line 55, behind a trailing code comment), the three gate flags of the
        # condition= table (lines 75-77), megatron-core on the "Requires." line (102) and "Port kind: drop_in" are TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {f"{DDP_REEXPORT}.enable_forward_pre_hook", f"{DDP_REEXPORT}.disable_forward_pre_hook"},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "train_step_fp8_cache_update",
            "megatron.training.training",
            "train_step",
            "fsdp2_fp8_cache",
            "use_fsdp2_fp8_all_gather",
            "priority",
            "is_graph_capturing",
            "cuda_graphs",
            "finish_param_sync",
            "torch_compile.strategy",
            "per_block",
            "align_param_gather",
            "overlap_param_gather_with_optimizer_step",
            "skip_next_bucket_dispatch",
            "PRIMUS_PATCHES",
            "ddp_pad_buckets_for_high_nccl_busbw",
            "use_forward_hook",
            "requires_grad",
            "2.9.0",
            "rocm7.0",
            "0.14.0rc3",
            "7.0.1",
            "deep_ep",
            "transformer_engine",
            "Transformer Engine",
            "Primus-Turbo",
            "primus_turbo",
            "function_wrapping",
            "setup",
            "build_args",
            "fork/megatron_ext",
            "ddp_two_tier",
        ),
        mentioned=(
            f"{DDP_REEXPORT}.enable_forward_pre_hook",
            "DDP._make_forward_pre_hook",
            "use_distributed_optimizer",
            "torch_compile.enable",
            "megatron-core",
            "use_fsdp2_fp8_all_gather",
        ),
    ),
}
