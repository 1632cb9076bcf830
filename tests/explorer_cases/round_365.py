"""Round 365: a Phabricator Maniphest task as the Conduit API returns it (maniphest.search with the description in raw
Remarkup on one JSON line, transaction.search with comments newest first): the sites in a table, an error message's
"hidden=32 vs token_ids=128", a guard another comment says belongs to a companion, and the gate in words."""

from __future__ import annotations

from .case import Case
from .names import V4_PP_SHAPE_ALLOWED

REPORT = "three_hundred_sixty_fifth_maniphest_conduit_json_v4_pp_shape.md"

SITES = (
    "megatron.core.pipeline_parallel.schedules.get_tensor_shapes",
    "megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving",
)

TITLE = "three-hundred-and-sixty-fifth-round report (a Maniphest task as Conduit JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_tensor_shape",
            "feature.summary": None,
            "upstream.aliases": set(SITES),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "deepseek_v4")},
            **V4_PP_SHAPE_ALLOWED,
        },
        required={"feature.id": "megatron.deepseek_v4.pp_tensor_shape", "enable.phase": "before_train"},
        # The numbers an error message sets against each other; the companion's guard.
        nowhere=("('hidden'", "('token_ids'", "patch_zero_bubble", "NotImplementedError"),
        mentioned=(*SITES, "model_type", "hc_mult", "pipeline_model_parallel_size"),
    ),
}
