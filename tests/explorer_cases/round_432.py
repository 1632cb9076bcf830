"""Round 432: a Review Board review fetched through its Web API (JSON): body_top and body_bottom, diff comments on file
lines with issues opened, a site a later comment takes back, and the companion patch registered in the same file."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_thirty_second_review_board_json_whole_block_compile.md"

TITLE = "four-hundred-and-thirty-second-round report (a Review Board review as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.dsv3.whole_block_compile",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.models.llama4.infra.parallelize.apply_compile"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py"}),
            "enable.flags": {("compile.enable", True)},
            "enable.phase": "setup",
            "requires.packages": {("torch", None), ("torchtitan", None)},
        },
        required={"upstream.symbols": {"torchtitan.models.llama4.infra.parallelize.apply_compile"}, "enable.phase": "setup"},
        # The alias taken back; the companion's site; a setting the patch never sets.
        nowhere=("deepseek_v3.infra", "MoE.forward", "capture_scalar_outputs"),
        mentioned=("compile.enable", "moe_bf16_combine", "capture_scalar_outputs"),
    ),
}
