"""Round 35: a change diff between two versions.

What changed between two versions: a facts diff with removed and added lines, a decision log with superseded rows.
"""

from __future__ import annotations

from .case import Case
from .names import CHANGE_DIFF, LB_MINI_SITES

TITLE = "thirty-fifth-round report (a change diff between two versions)"
CASES = {
    CHANGE_DIFF: Case(
        allowed={
            "feature.id": "megatron.fsdp.odc_lb_mini",
            "feature.summary": frozenset({"LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm)."}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": LB_MINI_SITES,
            "upstream.aliases": LB_MINI_SITES,
            "implementation.primus": frozenset({"primus.backends.megatron.sft.lb_mini_dataset.LBMiniDataIterator"}),
            "implementation.primus_file": frozenset(
                {"primus/backends/megatron/sft/lb_mini_dataset.py", "primus/backends/megatron/patches/odc_lb_mini_patches.py"}
            ),
            "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None), ("numpy", None), ("datasets", None)},
            "constraints": {("lb_mini_cost_model", "in", ("linear", "fit"))},
        },
        required={
            "feature.id": "megatron.fsdp.odc_lb_mini",
            "feature.summary": "LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).",  # the + line
            "enable.phase": "before_train",
        },
        nowhere=(
            "one switch, two paths",  # the description the diff removes
            "forward_only",  # an argument the wrapper reads, no gate
            "ODC_ENABLE",  # removed knobs and gates
            "ODC_LB_MINI",
            "LB_MINI_FORCE_DATA",
            "SFT_DATASET_SPLIT",
            "calculate_per_token_loss",  # a reverted decision
            "'enable_odc'",  # a mode selector, no gate at HEAD
        ),
        mentioned=(
            "megatron.training.datasets.data_samplers.build_pretraining_data_loader",
            "enable_odc_lb_mini",
            "ODC_ENABLE",
        ),
    ),
}
