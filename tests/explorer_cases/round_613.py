"""Round 613: the report translated into Japanese as an XLIFF 2.0 file (units with location notes, <pc> and <ph> codes
standing for the backticks in <originalData>, a config kept over lines with xml:space="preserve", one unit noted
obsolete): a wrapped method taken back, a struck variable, the SDMA patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import GRAD_SANITIZE, GRAD_SANITIZE_ALLOWED, GRAD_SANITIZE_SITE

REPORT = "six_hundred_thirteenth_xliff_translation_grad_sanitize.md"

TITLE = "six-hundred-and-thirteenth-round report (an XLIFF translation)"
SUMMARY = (
    "Replaces NaN/Inf entries in each DDP grad bucket with 0 before Megatron's grad-NaN check runs, so a benchmark run "
    "with random MoE routing does not crash on a rare bf16 grad NaN."
)
CASES = {
    REPORT: Case(
        allowed={**GRAD_SANITIZE_ALLOWED, "feature.summary": frozenset({None, SUMMARY})},
        # Each unit's source read once, its codes the backticks they stand for.
        required={"feature.id": GRAD_SANITIZE, "feature.summary": SUMMARY, "upstream.symbols": {GRAD_SANITIZE_SITE}, "enable.phase": "before_train"},
        # The wrapped method taken back; the struck variable; the SDMA patch's variables; the supposed config's keys;
        # the codes' attributes.
        nowhere=("start_param_sync", "PRIMUS_SANITIZE_NAN_GRADS", "ENABLE_SDMA_ALLGATHER", "moe_router_force_load_balancing", "lora", "dataRef"),
        mentioned=("start_param_sync", "ENABLE_SDMA_ALLGATHER"),
    ),
}
