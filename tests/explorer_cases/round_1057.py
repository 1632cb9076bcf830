"""Round 1057: a Hacker News story and its comment tree as the Algolia items API returns it: a reply naming "the neighbour,
`megatron.turbo.te_spec_provider`" and then "That one rebinds ... with `backend_versions=["<0.17"]`" (the neighbour's
gate, not this patch's), a made-up config that would trip an assert, `causal_conv1d` as an optional import."""

from __future__ import annotations

from .case import Case
from .names import DECODER_LAYER_SPECS_ALLOWED

REPORT = "one_thousand_fifty_seventh_hn_algolia_json_decoder_layer_specs.md"

TITLE = "one-thousand-and-fifty-seventh-round report (a Hacker News item from the Algolia API)"
CASES = {
    REPORT: Case(
        allowed=DECODER_LAYER_SPECS_ALLOWED,
        required={
            'feature.id': 'megatron.gpt.decoder_layer_specs',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        nowhere=(
            '<0.17', 'TESpecProvider', 'PrimusTurboSpecProvider', 'enable_primus_turbo', 'moe_grouped_gemm',
            'use_kitchen', 'causal_conv1d', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
