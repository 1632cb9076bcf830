"""Round 1131: the explorer's deep-dive written in Komi: a list of what the patch does not do ("`inspect.getsource()` абу",
no getsource), a `parse_args` wrapping the first version claimed and a correction takes back, neighbouring patches, a
hypothetical FP8 condition and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_first_komi_deep_dive_iterations_to_skip.md"

TITLE = "one-thousand-one-hundred-and-thirty-first-round report (a deep-dive in Komi)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': frozenset({'Ensure iterations_to_skip has a list default instead of None', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'parse_args', 'primus_parse_args', 'source_rewrite',
        ),
        mentioned=(),
    ),
}
