"""Round 1060: the explorer's deep-dive written in Kashubian: a `FlexAttentionWrapper` rebinding that "Pòprôwka do wëższégò
pùnktu" (a correction to the point above) takes back, the turbo-attention neighbour under its own heading, a made-up
config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_sixtieth_kashubian_deep_dive_gptoss_sink_attention.md"

TITLE = "one-thousand-and-sixtieth-round report (a deep-dive in Kashubian)"
CASES = {
    REPORT: Case(
        allowed={
            'enable.phase': frozenset({None, 'setup'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'implementation.turbo': frozenset({'primus_turbo.pytorch.ops.flash_attn_func', None}),
            'requires.packages': {('primus_turbo', None), ('torch', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.patch_style': 'binding_replacement',
            'framework.name': 'torchtitan',
        },
        nowhere=(
            'FlexAttentionWrapper', 'turbo_attention', "'use_turbo_attention'",
        ),
        mentioned=(),
    ),
}
