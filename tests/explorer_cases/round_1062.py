"""Round 1062: a TEI P5 encoding of the report: `<div>`s headed by `<head>` (so "Neighbouring patch:
megatron.args.mock_data" heads what its section says of that patch's `tokenizer_type` and `vocab_size`), names in
`<ident>`, a revision as `<del>before_train</del><add>build_args</add>`, a first pass's `parse_args` wrapper taken back."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_REPORTED

REPORT = "one_thousand_sixty_second_tei_xml_iterations_to_skip_default.md"

TITLE = "one-thousand-and-sixty-second-round report (a TEI P5 XML document)"
CASES = {
    REPORT: Case(
        allowed={
            **ITERATIONS_TO_SKIP_REPORTED,
            'feature.summary': frozenset({'Ensure iterations_to_skip has a list default instead of None', None}),
        },
        required={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': 'Ensure iterations_to_skip has a list default instead of None',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'tokenizer_type', 'NullTokenizer', 'vocab_size', '131072', 'mock_data', 'parse_args', 'before_train',
        ),
        mentioned=(),
    ),
}
