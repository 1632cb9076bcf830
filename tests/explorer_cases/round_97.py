"""Round 97: an e-mail thread answered inline: the reply written between quoted lines ("> ", "> > " two levels deep),
quoted claims corrected where they stand, a signature and a forwarded message's header."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_ALLOWED

EMAIL = "ninety_seventh_inline_reply_email_dualpipev.md"

TITLE = "ninety-seventh-round report (an e-mail thread answered inline)"
CASES = {
    EMAIL: Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": None,
            "enable.phase": frozenset({None, "setup"}),
            **DUALPIPEV_ALLOWED,
        },
        required={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "upstream.sites": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
            "enable.phase": "setup",
        },
        nowhere=(
            "pipeline_parallel_schedule",  # the quoted claim the reply corrects
            "sdma",  # the neighbouring patch
            "patch_torch_pipelining_schedules",  # the retracted trainer method
        ),
        mentioned=(
            "torch.distributed.pipelining.schedules.ScheduleDualPipeV",
            "PRIMUS_PATCHES",
            "parallelism.pipeline_parallel_schedule",
        ),
    ),
}
