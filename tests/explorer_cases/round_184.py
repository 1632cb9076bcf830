"""Round 184: a design note in Greek: numbered sections (§1 to §7), the phase mis-cited in §3 and taken back in §7, the
companion patch's environment variables (`PRIMUS_FLA_DATA`, `PRIMUS_FLA_CACHE_DIR`) beside this patch's flags."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_fourth_greek_design_note_fla_order_dataset.md"

TITLE = "hundred-and-eighty-fourth-round report (a Greek design note)"
SITE = "pretrain_mamba.train_valid_test_datasets_provider"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mamba.fla_order_dataset",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fla_data_patches.py"}),
            "enable.flags": {("use_fla_data", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.mamba.fla_order_dataset", "framework.name": "megatron-lm"},
        nowhere=("build_args", "fla_runtime_knobs", "PRIMUS_FLA_DATA", "PRIMUS_FLA_CACHE_DIR", "mamba_fused_ce", "_patch_guard"),
        mentioned=(SITE, "use_fla_data", "fla_cache_dir"),
    ),
}
