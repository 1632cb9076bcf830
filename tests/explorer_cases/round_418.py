"""Round 418: a Trello card exported as JSON: the description one Markdown string, checklists, and comments listed
newest first, the oldest giving the companion's variable and a setting that is no gate, which a newer comment corrects
("`SDMA_ALL_GATHER` is the FSDP2 patch's variable", "`overlap_param_gather` isn't required")."""

from __future__ import annotations

from .case import Case
from .names import SDMA_GATHER_ALLOWED

REPORT = "four_hundred_eighteenth_trello_card_json_sdma_param_all_gather.md"

TITLE = "four-hundred-and-eighteenth-round report (a Trello card exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={**SDMA_GATHER_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.distributed.sdma_param_all_gather", "enable.env": {("ENABLE_SDMA_ALLGATHER", "1")}},
        # The companion's variable and a setting the newer comment says is no gate; the companion's site and flag.
        nowhere=("'SDMA_ALL_GATHER'", "overlap_param_gather", "fully_shard", "use_torch_fsdp2"),
        mentioned=("ENABLE_SDMA_ALLGATHER", "start_param_sync", "MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS", "use_distributed_optimizer"),
    ),
}
