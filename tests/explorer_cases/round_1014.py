"""Round 1014: the explorer's deep-dive written in Romansh: "function wrapping ... ma l'original na vegn betg clamà" (but the
original is not called), a packed-dataset site a correction takes back, a hypothetical key."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_fourteenth_romansh_deep_dive_sft_attention_mask.md"

TITLE = "one-thousand-and-fourteenth-round report (a deep-dive in Romansh)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
        },
        nowhere=('function_wrapping', 'GPTSFTPackedDataset', 'use_sft_attention_mask_cache'),
        mentioned=(),
    ),
}
