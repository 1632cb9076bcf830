"""Round 415: a Telegram Desktop chat exported as JSON: a message's text an array of strings and entities (the id a code
entity after "registered as", a module path a code entity inside a sentence about a fallback import), the same words
again as text_entities, a site a later message takes back, a companion patch and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifteenth_telegram_json_moe_grouped_mm.md"

TITLE = "four-hundred-and-fifteenth-round report (a Telegram chat exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.models.moe.moe._run_experts_grouped_mm"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/moe_grouped_mm_patches.py"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_grouped_mm", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None), ("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.primus_turbo.moe_grouped_mm", "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"}, "enable.phase": "setup"},
        # The module a fallback import takes names from; the site taken back; the companion's converter; the wrong phase.
        nowhere=("core.float8", "low_precision", "GroupedExperts", "Float8LinearConverter", "before_train"),
        mentioned=("enable_primus_turbo", "use_turbo_grouped_mm", "use_moe_fp8", "x.dim()", "turbo_float8_linear"),
    ),
}
