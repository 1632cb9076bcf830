"""Round 114: a prose report in Swedish: the id after "id:t", "endast när" (only when), a Turbo module the report says
"görs inte av denna patch" (is not done by this patch), another patch that "är inte denna patch", and a "Rättelse"
(correction)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fourteenth_swedish_turbo_attention.md"

TITLE = "hundred-and-fourteenth-round report (in Swedish)"
MODELS = ("llama3", "llama4", "deepseek_v3", "qwen3")
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_attention",
            "feature.summary": frozenset({None, "Use Primus-Turbo Attention kernels for supported models"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {f"torchtitan.models.{m}.model.model.Attention" for m in MODELS},
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_attention"},
        nowhere=(
            "deepseek_v3_classic_attention",  # another patch's id
            "TurboAttention",  # built by a converter, not by this patch
            "deepseekv3_args",
            "use_classic_attention",
        ),
        mentioned=(
            *(f"torchtitan.models.{m}.model.model.Attention" for m in MODELS),
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_attention",
            "PRIMUS_PATCHES",
        ),
    ),
}
