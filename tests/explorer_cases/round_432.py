"""Round 432: a Review Board review fetched through its Web API (JSON): body_top and body_bottom, diff comments on file
lines with issues opened, a site a later comment takes back, and the companion patch registered in the same file."""

from __future__ import annotations

from .case import Case
from .names import WHOLE_BLOCK_COMPILE_ALLOWED

REPORT = "four_hundred_thirty_second_review_board_json_whole_block_compile.md"

TITLE = "four-hundred-and-thirty-second-round report (a Review Board review as JSON)"
CASES = {
    REPORT: Case(
        allowed={**WHOLE_BLOCK_COMPILE_ALLOWED, "feature.summary": None, "enable.phase": "setup"},
        required={"upstream.symbols": {"torchtitan.models.llama4.infra.parallelize.apply_compile"}, "enable.phase": "setup"},
        # The alias taken back; the companion's site; a setting the patch never sets.
        nowhere=("deepseek_v3.infra", "MoE.forward", "capture_scalar_outputs"),
        mentioned=("compile.enable", "moe_bf16_combine", "capture_scalar_outputs"),
    ),
}
