"""Round 815: a Notion page exported as Markdown (a property table, <aside> callouts, <details> toggles) holding the
explorer's deep-dive: a subclass's site a callout takes back by its class and method, a replacement the report calls a
closure (no import path reaches it)."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifteenth_notion_markdown_export_sft_attention_mask.md"

TITLE = "eight-hundred-and-fifteenth-round report (a Notion page exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': frozenset({None, 'Description from the registration (bridge_patches.py:374): "Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT".'}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-bridge', None), ('torch', None)},
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask'},
            'enable.phase': 'before_train',
        },
        nowhere=('GPTSFTPackedDataset', '_cached_create_attention_mask'),
        mentioned=('megatron.bridge.data.datasets.sft.GPTSFTPackedDataset._create_attention_mask',),
    ),
}
