"""Round 284: a Google Chat space exported by Takeout (messages.json): quoted replies that repeat a retracted claim, an
edited and a deleted message, a companion patch, and a setting another module makes on an object."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_fourth_google_chat_json_fla_order_dataset.md"

TITLE = "two-hundred-and-eighty-fourth-round report (a Google Chat export as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mamba.fla_order_dataset",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"pretrain_mamba.train_valid_test_datasets_provider"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fla_data_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_fla_data", True)},
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.mamba.fla_order_dataset", "enable.phase": "before_train"},
        # An attribute another module sets on an object; the companion's flag and sites; the retracted binding.
        nowhere=("is_distributed", "fused_ce_mode", "MambaModel", "megatron_pretrain_trainer", "PRIMUS_FLA_DATA"),
        mentioned=("use_fla_data",),
    ),
}
