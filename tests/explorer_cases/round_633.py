"""Round 633: a Livebook notebook (.livemd: Markdown with livebook comments, Elixir and Python cells): a retracted mask
cache, a version floor taken back, two companion patches and a gate table."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_third_livebook_sft_attention_mask.md"

TITLE = "six-hundred-and-thirty-third-round report (a Livebook notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.summary': frozenset({None, 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'enable.phase': 'before_train',
        },
        nowhere=('_MASK_CACHE', '0.2', "('use_te_swiglu'"),
        mentioned=('_create_attention_mask',),
    ),
}
