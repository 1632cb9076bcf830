"""Round 564: a BSD mdoc(7) manual page (.Dd/.Dt/.Os, .Sh sections, .Bl lists with .It items, .Va/.Pa/.Li/.Fn names
with their delimiters, .Dq and .Pq enclosures, a .Bd -literal block): the docstring's example patch, a side effect and
a registration the CAVEATS take back, the top-k router patch beside it, a supposed config and a caller's version."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED, FIX_MOE_SUMMARY

REPORT = "five_hundred_sixty_fourth_mdoc_page_fix_moe.md"

TITLE = "five-hundred-and-sixty-fourth-round report (an mdoc manual page)"
CASES = {
    REPORT: Case(
        allowed={
            **FIX_MOE_ALLOWED,
            # The example's condition, ctx.model_name == "deepseek_v3": the module config's "model" key (train_runtime.py:221).
            "enable.flags": {("model", "deepseek_v3")},
            "requires.packages": set(),
            "requires.platform": frozenset({None, "any"}),
        },
        # The page read as its sections: the name from .Nm, the description from .Dq, the phase.
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "feature.summary": FIX_MOE_SUMMARY, "enable.phase": "before_train"},
        # The retracted second write; the router patch's sites and phase; the supposed config's values; the caller's version.
        nowhere=("seq_aux_loss", "TopKRouter", "build_args", "0.01", "aux_loss'", "0.8.0"),
        mentioned=("moe_router_load_balancing_type", "TopKRouter"),
    ),
}
