"""Round 1303: a GitHub Actions workflow whose header comments describe the patch (a matrix with a negative leg, a
failed job log, a triage note): a `build_args` phase taken back, four class attributes listed over wrapped comment lines,
the `disable_ddp_compile_patches` opt-out that reads like a switch, `align_param_gather` and `overlap_grad_reduce` that
do not gate, `PRIMUS_PATCHES` that only filters, a `torch_compile.enable=false` leg, the FSDP2 fp8-cache sibling patch,
denied Turbo/TE/DeepEP and one runner's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_three_hundred_third_ci_workflow_ddp_overlap_compile.md"

ID = "megatron.ddp.overlap_param_gather_compile"
DDP = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"
HANDLER = "primus.backends.megatron.patches.ddp_overlap_compile_patches.patch_ddp_overlap_param_gather_for_compile"
PRIMUS_FILE = "primus/backends/megatron/patches/ddp_overlap_compile_patches.py"
# Line 138, the registered description (a log line), and lines 20-22 in a sentence.
DESCRIPTION = "Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration."
SENTENCE = (
    "Two-tier hooks: children of nn.ModuleList (transformer layers) get one pre-hook with recurse=True, everything else"
    " gets recurse=False hooks, so Dynamo never traces the NCCL param-sync inside a compiled layer."
)
TITLE = "one-thousand-three-hundred-and-third-round report (a GitHub Actions workflow with a failed job log)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, SENTENCE}),
            # Line 16: "Plain binding replacement on the class: not a wrapper".
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            # Lines 11-14: four attributes rebound on the class; the last is new (ddp_overlap_compile_patches.py:61-137).
            "upstream.symbols": {
                f"{DDP}.enable_forward_pre_hook",
                f"{DDP}.disable_forward_pre_hook",
                f"{DDP}._make_forward_pre_hook",
                f"{DDP}._get_overlap_hook_modules",
            },
            # Lines 17-19: class attributes, "there is no module-level alias to rebind".
            "upstream.aliases": set(),
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # condition= (lines 23-24, 84-85): all three; disable_ddp_compile_patches is the opt-out.
            "enable.flags": {
                ("use_distributed_optimizer", True),
                ("overlap_param_gather", True),
                ("torch_compile.enable", True),
            },
            # PRIMUS_PATCHES only filters (lines 46-48).
            "enable.env": set(),
            "enable.phase": "before_train",
            # Line 27: "The handler writes no args".
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # Line 161: "Primus declares no backend_versions for this patch."
            "requires.backend_versions": set(),
            "constraints": set(),
        },
        # Thin: `torch_compile.enable: true` on line 24 (the wrapped end of line 23's "(all three)") is only quoted in a
        # TODO; the four attributes of lines 11-14 (no backticks, over wrapped lines) are drafted as no site; "Needs
        # torch and megatron-core" (line 25) is lost with that line's denials; and lines 20-22 are no summary.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("use_distributed_optimizer", True), ("overlap_param_gather", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "build_args",
            "disable_ddp_compile_patches",
            "align_param_gather",
            "overlap_grad_reduce",
            "skip_next_bucket_dispatch",
            "PRIMUS_PATCHES",
            "use_fsdp2_fp8_all_gather",
            "train_step_fp8_cache_update",
            "megatron.training.training.train_step",
            "fsdp2_fp8_cache_patches",
            "is_graph_capturing",
            "megatron.core.transformer.cuda_graphs",
            "('torch_compile.enable', False)",
            "transformer_engine",
            "Primus-Turbo",
            "primus_turbo",
            "deep_ep",
            "2.9.0",
            "rocm7.0",
            "0.15.0",
            "priority=45",
            "mi300x",
            "fork_patches",
        ),
        mentioned=(
            DDP,
            "enable_forward_pre_hook",
            "_get_overlap_hook_modules",
            "torch_compile.enable",
            "disable_ddp_compile_patches",
            "megatron-core",
        ),
    ),
}
