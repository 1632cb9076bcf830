"""Round 1101: the explorer's deep-dive written in Twi (Akan): a taken-back `get_schedule_class` claim, the neighbour
`flex_attention_auxoutput` with its `AuxOutput` and its own `setup` phase, a made-up `PRIMUS_DUALPIPEV_STRICT=1`, a
made-up YAML and versions that are no requirements."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_first_twi_deep_dive_dualpipev.md"

TITLE = "one-thousand-one-hundred-and-first-round report (a deep-dive in Twi)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.summary': frozenset({'Ensure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists, installing a fallback alias if necessary', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'upstream.symbols': {'torch.distributed.pipelining.schedules.ScheduleDualPipeV'},
            'implementation.primus_file': frozenset({'primus/backends/torchtitan/patches/pipelining_schedule_patches.py', None}),
            'requires.platform': frozenset({'any', None}),
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.summary': 'Ensure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists, installing a fallback alias if necessary',
            'enable.phase': 'setup',
        },
        nowhere=(
            'get_schedule_class', 'flex_attention', 'AuxOutput', 'PRIMUS_DUALPIPEV_STRICT', 'v0.2.0', '2.9',
        ),
        mentioned=(),
    ),
}
