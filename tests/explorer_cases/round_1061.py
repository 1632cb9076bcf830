"""Round 1061: the explorer's deep-dive written in Sakha: a package-level re-export alias and `priority=10` that "Көннөрүү"
(a correction: "... суруйбутум сыыһа", what I wrote is wrong) takes back, the FSDP neighbour's `SDMA_ALL_GATHER`, a
made-up config, versions that are no requirement."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_ALLOWED

REPORT = "one_thousand_sixty_first_sakha_deep_dive_dualpipev.md"

TITLE = "one-thousand-and-sixty-first-round report (a deep-dive in Sakha)"
CASES = {
    REPORT: Case(
        allowed={
            **DUALPIPEV_ALLOWED,
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.patch_style': 'binding_replacement',
            'framework.name': 'torchtitan',
            'enable.phase': 'setup',
        },
        nowhere=(
            'torch.distributed.pipelining.ScheduleDualPipeV', 'priority', 'SDMA_ALL_GATHER', 'fully_shard',
            'compile', '2.9',
        ),
        mentioned=(),
    ),
}
