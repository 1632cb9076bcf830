"""Round 1049: the explorer's deep-dive written in West Frisian: a priority a correction takes back, "allinnich as" and "útsein
as" gates, a made-up config, the FSDP2 neighbours, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_forty_ninth_frisian_deep_dive_skip_float16_module.md"

TITLE = "one-thousand-and-forty-ninth-round report (a deep-dive in Frisian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.training.skip_float16_module',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.training.training.skip_float16_module',
            'feature.patch_style': 'binding_replacement',
        },
        nowhere=(
            'fsdp2_fp32_param', 'disable_second_ddp', 'primus_turbo', 'enable_primus_turbo', 'disable_build_model_patches',
            'fp16',
        ),
        mentioned=(),
    ),
}
