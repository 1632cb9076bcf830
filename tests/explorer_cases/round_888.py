"""Round 888: an AI reviewer's pull request overview and inline comments, with the author's replies quoted: the reviewer's
"also rebinds `GPTSFTChatDataset._create_attention_mask`", which a quoted reply denies ("rebinds exactly one thing"), an
environment gate a second reply takes back, the bridge neighbours, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eighty_eighth_ai_reviewer_overview_sft_attention_mask.md"

TITLE = "eight-hundred-and-eighty-eighth-round report (an AI code reviewer's overview with replies)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron_bridge.patches.mlperf_llama2_70b.bridge_patches.patch_sft_attention_mask'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'GPTSFTChatDataset', 'USE_TE_SWIGLU', 'ResettableDataIterator', 'training_log', 'primus_turbo', 'transformer_engine',
        ),
        mentioned=(),
    ),
}
