"""Round 889: the explorer's deep-dive written in Maltese: a model class a blockquoted correction ("Korrezzjoni") takes back,
three attention neighbours, a supposed config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eighty_ninth_maltese_deep_dive_gptoss_sink_attention.md"

TITLE = "eight-hundred-and-eighty-ninth-round report (a deep-dive in Maltese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.flash_attn_func'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'requires.packages': {('primus_turbo', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
        },
        nowhere=(
            'GptOssModel', 'use_turbo_sink_attention', 'sink_window_size', 'flex_attention', 'classic_attention',
            'transformer_engine',
        ),
        mentioned=(),
    ),
}
