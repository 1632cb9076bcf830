"""Round 1298: a pytest conftest.py (a module docstring of facts, named constants, a mode table, fixtures and an open
question): the TE `get_workspace` fallback that is no site, the sibling `tp_overlap_te2`/`te1` patches and their
`tp_comm_overlap`/fp8 gates, `PRIMUS_PATCHES` that looks like a switch, the retracted "wraps `te_general_gemm`", the
`_get_workspace = None` disable mode, `aiter` not needed, a GPU skip marker and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_eighth_pytest_conftest_gemm_workspace.md"

ID = "megatron.te.general_gemm_workspace_helper"
SYMBOL = "megatron.core.extensions.transformer_engine._get_workspace"
PRIMUS_HELPER = "primus.backends.transformer_engine.pytorch.module.base.get_workspace"
TE_FALLBACK = "transformer_engine.pytorch.module.base.get_workspace"
PATCH_FILE = "primus/backends/megatron/patches/te_patches/general_gemm_workspace_patches.py"
HELPER_FILE = "primus/backends/transformer_engine/pytorch/module/base.py"
SUMMARY = f"Rebind {SYMBOL} to Primus' get_workspace workspace helper."
TITLE = "one-thousand-two-hundred-and-ninety-eighth-round report (a pytest conftest.py)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # general_gemm_workspace_patches.py: `te_ext._get_workspace = workspace_helper`, the only thing rebound.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, PRIMUS_HELPER}),
            "implementation.primus_file": frozenset({None, PATCH_FILE, HELPER_FILE}),
            # condition= is a feature probe; no run-config key turns it on.
            "enable.flags": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {
                ("megatron-core", None),
                ("megatron-lm", None),
                ("transformer_engine", None),
                ("transformer-engine", None),
                ("torch", None),
            },
            "constraints": set(),
        },
        # Thin: the summary (lines 8-10, what the patch rebinds), the Primus helper as implementation.primus (lines 9
        # and 51) and the port kind `drop_in` (line 82, a comment) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("transformer_engine", None), ("torch", None)},
        },
        nowhere=(
            "te_general_gemm",
            "initialize_ub",
            "torch.mm",
            "tp_comm_overlap",
            "tp_comm_bulk",
            "fp8",
            "tp_overlap_te",
            "PRIMUS_PATCHES",
            "HIP_VISIBLE_DEVICES",
            "CUDA_VISIBLE_DEVICES",
            "aiter",
            "_cublas_workspace",
            "function_wrapping",
            "2.7.0",
            "2.4.0",
            "0.14.0rc1",
            "rocm",
            "ROCm",
        ),
        mentioned=(SYMBOL, PRIMUS_HELPER, TE_FALLBACK, "initialize_ub", "tp_comm_overlap", "PRIMUS_PATCHES"),
    ),
}
