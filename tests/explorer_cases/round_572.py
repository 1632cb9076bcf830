"""Round 572: HubSpot CRM notes as the v3 API returns them (each note's HTML body, newest first, with paging and
associations): read oldest first; the MegaMoE layer patch in its own note, an fp8 setting and a rebinding the last note
takes back ("The `fp8: hybrid` sentence under How to enable is wrong too"), a settings table and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import MEGA_MOE_FLAGS

REPORT = "five_hundred_seventy_second_hubspot_notes_json_mega_moe_weight.md"

TITLE = "five-hundred-and-seventy-second-round report (HubSpot notes from the CRM API)"
PATCH = "megatron.turbo.mega_moe_weight_generation"
SUMMARY = "Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step."
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.training.train_step"},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/turbo/mega_moe_patches.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation"}),
            "enable.flags": {*MEGA_MOE_FLAGS, ("turbo_mega_moe_precision", "mxfp8")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
            "constraints": {("expert_model_parallel_size", ">", 1), ("expert_model_parallel_size", "<=", 8)},
        },
        # The notes read oldest first: the registered description, the one site, the EP range of the gate.
        required={"feature.summary": SUMMARY, "upstream.symbols": {"megatron.training.training.train_step"}},
        # The fp8 setting taken back; the rebinding taken back; the layer patch's class; the supposed config's sizes.
        nowhere=("'fp8'", "MixedPrecisionOptimizer", "MoELayer", "hybrid"),
        mentioned=("fp8", "MixedPrecisionOptimizer.step", "turbo_mega_moe_precision"),
    ),
}
