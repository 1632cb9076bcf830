"""Round 778: the explorer's deep-dive whose Patch logic opens with an ASCII flow diagram: a setting offered "or
`full_validation: true` instead" (no flag), a config file cited with the settings it holds (no flag), a package-level
site a correction takes back, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_eighth_ascii_flow_deep_dive_training_evaluate.md"

TITLE = "seven-hundred-and-seventy-eighth-round report (a deep-dive with an ASCII flow diagram)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.evaluate',
            # What the patch does, said in its own words before the description the page quotes.
            'feature.summary': frozenset({None, "megatron.training.evaluate swaps Megatron-LM's validation loop for a Primus copy, primus_evaluate."}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/training/evaluator.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
            'requires.platform': frozenset({None, 'any'}),
            'constraints': {('eval_interval', '>', 0)},
        },
        required={
            'feature.id': 'megatron.training.evaluate',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.evaluate'},
            'enable.phase': 'before_train',
        },
        nowhere=('full_validation', "('eval_iters', 10)", "('eval_interval', 50)", 'primus_evaluate.enable', 'primus_turbo'),
        mentioned=(),
    ),
}
