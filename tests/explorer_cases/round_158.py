"""Round 158: a JSONC document with keys of its own naming ("registered_as", "runs_at", "rebinds", "not_ours",
"errata"), `//` and `/* */` comments qualifying values, and the phase taken back in an errata entry; read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_eighth_jsonc_annotations_moe_grouped_mm.md@torchtitan.primus_turbo.moe_grouped_mm"

TITLE = "hundred-and-fifty-eighth-round report (a JSONC document)"
SITE = "torchtitan.models.moe.moe._run_experts_grouped_mm"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_grouped_mm", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.moe_grouped_mm", "framework.name": "torchtitan"},
        # The retracted phase; the sibling patches' sites and the rejected compiler.disable idea.
        nowhere=("before_train", "MoE.forward", "apply_compile", "compiler.disable"),
        mentioned=(SITE, "use_turbo_grouped_mm", "enable_primus_turbo"),
    ),
}
