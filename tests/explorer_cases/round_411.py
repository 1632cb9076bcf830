"""Round 411: a Zulip topic as its messages API returns it: quote and spoiler blocks, edit history, an env var a later
message says does not exist, "It monkey-patches methods on the DDP class itself, `M.DDP`:" and the four methods, a
failure a message gets wrong, companions and an open question."""

from __future__ import annotations

from .case import Case
from .names import DDP_COMPILE_ALLOWED

REPORT = "four_hundred_eleventh_zulip_messages_json_ddp_overlap_compile.md"
DDP = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"

TITLE = "four-hundred-and-eleventh-round report (a Zulip topic as messages JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.summary": None,
            "enable.phase": "before_train",
            **DDP_COMPILE_ALLOWED,
        },
        required={"feature.id": "megatron.ddp.overlap_param_gather_compile", "enable.phase": "before_train"},
        # The class that holds the methods; the env var a message says does not exist.
        nowhere=(f"'{DDP}'", "PRIMUS_DDP_COMPILE_PATCH"),
        mentioned=("PRIMUS_DDP_COMPILE_PATCH", "_make_forward_pre_hook"),
    ),
}
