"""Round 1035: the explorer's deep-dive written in Walloon: a parent-package site a correction ("Coridjaedje ... dj' a scrit ...
C' est fåx") takes back, a torch version the writer only guesses, a hypothetical config, the logger neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_thirty_fifth_walloon_deep_dive_dcp_consolidate_fallback.md"

TITLE = "one-thousand-and-thirty-fifth-round report (a deep-dive in Walloon)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.dcp_consolidate_fallback',
            'feature.summary': 'Provide a fallback consolidate_safetensors_files_on_every_rank to avoid ImportError in older torch builds',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.torch.dcp_consolidate_fallback',
            'feature.summary': 'Provide a fallback consolidate_safetensors_files_on_every_rank to avoid ImportError in older torch builds',
            'enable.phase': 'setup',
        },
        nowhere=('2.8', 'last_save_in_hf', 'setattr', 'logger'),
        mentioned=(),
    ),
}
