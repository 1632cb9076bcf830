"""Round 641: a Heptabase whiteboard's cards exported as Markdown (tags, card links, toggles, callouts): an item taken
back, and a card of other setup-phase patches ("Other setup-phase TorchTitan patches") with the embedding AMP and
flex-attention patches under headings of their own."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_first_heptabase_whiteboard_dualpipev.md"

TITLE = "six-hundred-and-forty-first-round report (a Heptabase whiteboard)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.summary': frozenset({None, 'Ensure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists, installing a fallback alias if necessary'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'framework.name': 'torchtitan',
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'enable.phase': 'setup',
        },
        nowhere=('Embedding', 'Schedule1F1B', 'AuxOutput', 'enable_embedding_autocast'),
        mentioned=('torch.distributed.pipelining.schedules.ScheduleDualPipeV',),
    ),
}
