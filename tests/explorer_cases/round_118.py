"""Round 118: terse on-call notes in Finnish: the id after "patchi", "vain kun" (only when), a sibling under "Ei tämän
patchin" (not this patch's) and "sisarpatchi", "Avoimet" (open questions) and a "Korjaus" (correction) of the phase."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighteenth_finnish_oncall_whole_block_compile.md"

TITLE = "hundred-and-eighteenth-round report (in Finnish)"
SITE = "torchtitan.models.llama4.infra.parallelize.apply_compile"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.dsv3.whole_block_compile",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py"}),
            "enable.flags": {("compile.enable", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.dsv3.whole_block_compile"},
        nowhere=(
            "moe_bf16_combine",  # the sibling in the same file
            "MoE.forward",
            "moe_grouped_mm",  # another patch
            "use_turbo_grouped_mm",
            "capture_scalar_outputs",  # the rejected idea
            "before_train",  # the phase the correction takes back
        ),
        mentioned=(SITE, "compile.enable", "PRIMUS_PATCHES"),
    ),
}
