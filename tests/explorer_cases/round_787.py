"""Round 787: the explorer's deep-dive written in Chinese: "即使 `enable_primus_turbo: false`" (even if: no flag), "没有 TE
版本检查" (no TE check: no package), a line a "更正" takes back, a supposed dtype key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_seventh_chinese_deep_dive_embedding_amp.md"

TITLE = "seven-hundred-and-eighty-seventh-round report (a deep-dive in Chinese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': 'Align nn.Embedding outputs with AMP/autocast dtype',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.nn.Embedding.__init__'},
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.embedding.amp_alignment',
            'feature.summary': 'Align nn.Embedding outputs with AMP/autocast dtype',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.nn.Embedding.__init__'},
            'enable.phase': 'setup',
        },
        nowhere=('enable_primus_turbo', 'transformer_engine', 'embedding_autocast_dtype'),
        mentioned=(),
    ),
}
