"""Round 836: the explorer's deep-dive written in Japanese: a package alias a "訂正" takes back, two neighbours, a supposed
key, a sentence "depending on the PyTorch build" (によっては), TorchTitan named as what imports the schedule."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_sixth_japanese_deep_dive_dualpipev.md"

TITLE = "eight-hundred-and-thirty-sixth-round report (a deep-dive in Japanese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'enable.phase': 'setup',
        },
        nowhere=("('torchtitan', None)", 'primus_dualpipev_fallback', 'primus_turbo'),
        mentioned=(),
    ),
}
