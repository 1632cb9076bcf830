"""Round 408: a reno release note (YAML sections of reStructuredText entries): a re-export and a config gate each
retracted, a companion patch in an entry led by "Not part of this change:" with its own gate, sites and torch pin, and
an open question."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_ALLOWED

REPORT = "four_hundred_eighth_reno_note_pipelining_schedules.md"

TITLE = "four-hundred-and-eighth-round report (a reno release note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": None,
            "implementation.primus_file": "primus/backends/torchtitan/patches/pipelining_schedule_patches.py",
            "enable.phase": "setup",
            **DUALPIPEV_ALLOWED,
        },
        required={"feature.id": "torchtitan.torch.pipelining_schedules_dualpipev", "enable.phase": "setup"},
        # The companion's sites, gate and pin; the retracted re-export and config gate.
        nowhere=("fully_shard", "SDMA_ALL_GATHER", ">=2.12", "'torch.distributed.pipelining.ScheduleDualPipeV'", "pipeline_parallel_schedule", "function_wrapping"),
        mentioned=("SDMA_ALL_GATHER", "torch.distributed.pipelining.ScheduleDualPipeV"),
    ),
}
