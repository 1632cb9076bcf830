"""Round 740: a forum topic from Discourse's JSON API (its posts' cooked HTML): the deep-dive, a site struck and taken back
by an edit, a priority a reply corrects, variables of other patches, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fortieth_discourse_topic_json_sft_attention_mask.md"

TITLE = "seven-hundred-and-fortieth-round report (a Discourse topic's JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'enable.phase': 'before_train',
        },
        nowhere=('GPTSFTPackedDataset', 'USE_TE_SWIGLU', 'mlperf_sft_mask_cache', 'primus_turbo'),
        mentioned=('USE_TE_SWIGLU',),
    ),
}
