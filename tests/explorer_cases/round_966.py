"""Round 966: the explorer's deep-dive written in Shona: "haishandisi" (does not use) before Transformer Engine, a parallelize
alias a correction takes back ("ndakanyora ... Izvi hazvisi izvo"), a hypothetical config, a conditional Triton path."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixty_sixth_shona_deep_dive_gptoss_sink_attention.md"

TITLE = "nine-hundred-and-sixty-sixth-round report (a deep-dive in Shona)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.summary': frozenset({None, 'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS'}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/gpt_oss/model/model.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.flash_attn_func'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torch', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'enable.phase': 'setup',
        },
        nowhere=('parallelize', 'transformer_engine', 'use_turbo_sink_attention', 'PRIMUS_TURBO_SINK_BACKEND'),
        mentioned=(),
    ),
}
