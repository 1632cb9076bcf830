"""Round 151: a Hacker News thread: bylines and points, replies nested by indentation, a site on the package that a
reply takes back, a phase guessed and then retracted, a guessed config gate answered "no", and a dispute about ROCm
and torch versions nobody settles."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_first_hn_thread_dualpipev_fallback.md"

TITLE = "hundred-and-fifty-first-round report (a Hacker News thread)"
SITE = "torch.distributed.pipelining.schedules.ScheduleDualPipeV"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": frozenset({None, "import torch.distributed.pipelining.schedules as sched;"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.torch.pipelining_schedules_dualpipev", "framework.name": "torchtitan", "upstream.symbols": {SITE}},
        # The site a reply takes back; the retracted phase; the guessed gate; the disputed platform and versions; the
        # sibling consolidation patch.
        nowhere=("torch.distributed.pipelining.ScheduleDualPipeV", "before_train", "pipeline_parallel_degree", "rocm", "dcp_consolidate"),
        mentioned=(SITE, "PRIMUS_PATCHES"),
    ),
}
