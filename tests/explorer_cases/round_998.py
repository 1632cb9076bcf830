"""Round 998: the explorer's deep-dive written in Cornish: "ny import `primus_turbo`" (does not import) and "nyns eus" (there
is none), a DeepSeek site a correction takes back, a temporary FSDP swap, the embedding, model-override and flex
attention neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_ninety_eighth_cornish_deep_dive_fsdp_weight_tying.md"

TITLE = "nine-hundred-and-ninety-eighth-round report (a deep-dive in Cornish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=('primus_turbo', 'deepseek_v3', 'transformer_engine', 'use_turbo_fsdp_weight_tying'),
        mentioned=(),
    ),
}
