"""Round 853: the explorer's deep-dive written in Kazakh: the FP8 neighbour's `_get_extra_te_kwargs` listed as a second site and
given back to that patch by a correction ("Түзету: ... біздің патч емес", not our patch), a supposed config, settings
named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifty_third_kazakh_deep_dive_delayed_scaling_save_original_input.md"
PATCH = "megatron.te.delayed_scaling_save_original_input"

TITLE = "eight-hundred-and-fifty-third-round report (a deep-dive in Kazakh)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.te.delayed_scaling_save_original_input',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.te.delayed_scaling_save_original_input',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__'},
        },
        nowhere=('_get_extra_te_kwargs', 'delayed_scaling_reduce_amax', 'primus_turbo', 'moe_shared_expert_overlap'),
        mentioned=(),
    ),
}
