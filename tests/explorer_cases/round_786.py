"""Round 786: the explorer's deep-dive written in Dutch: a packed-dataset site a "Correctie" takes back, the MLPerf
neighbours and their symbols, a supposed cache key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_sixth_dutch_deep_dive_sft_attention_mask.md"

TITLE = "seven-hundred-and-eighty-sixth-round report (a deep-dive in Dutch)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('GPTSFTPackedDataset', 'cache_sft_attention_mask', 'USE_TE_SWIGLU', 'primus_turbo'),
        mentioned=(),
    ),
}
