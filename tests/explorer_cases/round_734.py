"""Round 734: the explorer's row and deep-dive as a terminal Markdown renderer draws them (a framed title, centred
headings, box tables, "•" bullets, "▌" quotes): a version range a correction gives to the companion, whose centred
heading makes the words under it that patch's."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_fourth_pager_rendered_deep_dive_mla_attention.md"

TITLE = "seven-hundred-and-thirty-fourth-round report (an explorer deep-dive as a terminal pager renders it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.patch_mla_attention',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.transformer.multi_latent_attention.MLASelfAttention'},
            'upstream.aliases': {'megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/multi_latent_attention.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'megatron.transformer.patch_mla_attention',
            'upstream.symbols': {'megatron.core.transformer.multi_latent_attention.MLASelfAttention'},
            'upstream.aliases': {'megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention'},
            'enable.phase': 'before_train',
        },
        nowhere=('<0.17', 'Actually puts Turbo', 'TESpecProvider', 'PrimusTurboSpecProvider'),
        mentioned=('megatron.turbo.te_spec_provider',),
    ),
}
