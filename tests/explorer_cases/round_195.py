"""Round 195: a pyproject-style TOML audit: `[tool.patch_audit.patches."id".upstream]` tables (the tool's prefix before
the table's kind), an `[[tool.patch_audit.not_this_patch]]` entry with its own `id`, `what` and flags, a retracted site
and a reviewer's phase corrected."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninety_fifth_pyproject_toml_ddp_overlap_compile.md"

TITLE = "hundred-and-ninety-fifth-round report (a pyproject-style TOML audit)"
DDP = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"
SITES = {f"{DDP}.{m}" for m in ("_get_overlap_hook_modules", "_make_forward_pre_hook", "enable_forward_pre_hook", "disable_forward_pre_hook")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.summary": frozenset({None, "Makes Megatron DDP's overlap_param_gather forward pre-hooks safe under per-block torch.compile."}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/ddp_overlap_compile_patches.py"}),
            "enable.flags": {
                ("use_distributed_optimizer", True),
                ("overlap_param_gather", True),
                ("torch_compile.enable", True),
                ("disable_ddp_compile_patches", False),
            },
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.ddp.overlap_param_gather_compile", "framework.name": "megatron-lm"},
        nowhere=("train_step", "fp8", "start_param_sync", "cuda_graphs", "setup", "is_graph_capturing"),
        mentioned=(f"{DDP}._get_overlap_hook_modules", "overlap_param_gather", "disable_ddp_compile_patches"),
    ),
}
