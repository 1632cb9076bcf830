"""Round 589: a Basecamp Campfire's lines as the API returns them (compact JSON on one line, newest first, each rich line
its HTML content beside a plain title): read oldest first; the docstring's example patch, a second write and a phase
taken back, the top-k router patch beside it, "no backend_versions" among the requirements, upstream's defaults and a
supposed config."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED

REPORT = "five_hundred_eighty_ninth_basecamp_campfire_lines_json_fix_moe.md"

TITLE = "five-hundred-and-eighty-ninth-round report (a Basecamp Campfire's lines)"
CASES = {
    REPORT: Case(
        allowed={**FIX_MOE_ALLOWED, "enable.flags": {("model", "deepseek_v3")}, "requires.packages": set(), "requires.platform": frozenset({None, "any"})},
        # The lines read oldest first: the one write the example makes, its phase.
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "enable.side_effects": {("moe_aux_loss_coeff", 0.001)}, "enable.phase": "before_train"},
        # A keyword the requirements deny; the router patch's sites and phase; the retracted write.
        nowhere=("backend_versions", "TopKRouter", "build_args", "seq_aux_loss"),
        mentioned=("TopKRouter",),
    ),
}
