"""Round 1124: the explorer's deep-dive written in Ewe: a `training_log` site taken back, a hypothetical `flops` module
site, the neighbour DeepSeek-V4 FLOPs patch wrapping the same symbol, `PRIMUS_PATCHES`, negations and tested-on
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_fourth_ewe_deep_dive_zebra_llama_flops.md"

TITLE = "one-thousand-one-hundred-and-twenty-fourth-round report (a deep-dive in Ewe)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': frozenset({'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'training_log', 'megatron.training.flops', 'deepseek_v4', 'PRIMUS_PATCHES', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
