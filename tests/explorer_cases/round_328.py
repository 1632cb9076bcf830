"""Round 328: an Excalidraw drawing (.excalidraw JSON): boxes with bound text, arrows with labels (one labelled
"retracts", pointing at a box claiming a second site), every note saved twice (``text`` and ``originalText``), a group
led by its free text "NOT this patch - sibling", and an erased note (``isDeleted``) naming another phase."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_eighth_excalidraw_fla_order_dataset.md"

TITLE = "three-hundred-and-twenty-eighth-round report (an Excalidraw drawing)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mamba.fla_order_dataset",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"pretrain_mamba.train_valid_test_datasets_provider"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fla_data_patches.py"}),
            "enable.flags": {("use_fla_data", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.mamba.fla_order_dataset", "enable.phase": "before_train"},
        # The retracted site; the erased phase; the sibling's id and model.
        nowhere=("pretrain_gpt", "after_build_args", "fla_fused_ce", "MambaModel"),
        mentioned=("use_fla_data",),
    ),
}
