"""Round 513: a Freeplane mind map (.mm XML: the map's styles, nodes with their ids and times, HTML notes, attributes,
icons, a cancelled node): a patch that exists only in a module docstring's usage example, a retracted
site, a supposed config, a version the example's caller passes, and a TorchTitan patch beside it."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED

REPORT = "five_hundred_thirteenth_freeplane_map_fix_moe.md"

TITLE = "five-hundred-and-thirteenth-round report (a Freeplane mind map)"
CASES = {
    REPORT: Case(
        allowed=FIX_MOE_ALLOWED,
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "framework.name": "megatron-lm"},
        # The retracted router site (a cancel icon, and "^ wrong, retracted" under it); the TorchTitan patch's file, sites and flags; the supposed config; the caller's version.
        nowhere=("TopKRouter", "torchtitan", "primus_turbo", "0.01", "PRIMUS_PATCHES", "0.8.0"),
        mentioned=("moe_aux_loss_coeff",),
    ),
}
