"""Round 890: a slide deck in Markdown ("---" slides, "Note:" speaker notes, highlighted code blocks): a package-level site a
note takes back, a made-up fallback switch, two neighbours, flags the patch does not read."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_ALLOWED

REPORT = "eight_hundred_ninetieth_revealjs_deck_dualpipev.md"

TITLE = "eight-hundred-and-ninetieth-round report (a slide deck in Markdown with speaker notes)"
CASES = {
    REPORT: Case(
        allowed={
            **DUALPIPEV_ALLOWED,
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.summary': 'Makes sure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists',
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/pipelining_schedule_patches.py'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.summary': 'Makes sure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed.pipelining.schedules.ScheduleDualPipeV'},
            'enable.phase': 'setup',
        },
        nowhere=(
            'torch.distributed.pipelining.ScheduleDualPipeV', 'enable_dualpipev_fallback', 'pipeline_parallel_schedule',
            'dcp_consolidate', 'flex_attention',
        ),
        mentioned=(),
    ),
}
