"""Round 943: the explorer's deep-dive written in Breton: an alias a correction takes back ("Reizhadenn: ... em eus skrivet ...
Fazi eo"), two neighbours, a made-up config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_third_breton_deep_dive_flex_attention_auxoutput.md"

TITLE = "nine-hundred-and-forty-third-round report (a deep-dive in Breton)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.flex_attention_auxoutput',
            'feature.summary': 'Ensure torch.nn.attention.flex_attention has an AuxOutput symbol.',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'torchtitan'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.torch.flex_attention_auxoutput',
            'feature.summary': 'Ensure torch.nn.attention.flex_attention has an AuxOutput symbol.',
            'feature.patch_style': 'binding_replacement',
        },
        nowhere=('torchtitan.models.attention', 'inject_flex_auxoutput', 'primus_turbo', 'flash_attn'),
        mentioned=(),
    ),
}
