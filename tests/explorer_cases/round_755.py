"""Round 755: the explorer's deep-dive written in Macedonian, eight numbered sections of the writer's own: a config key an
"Исправка" takes back, a supposed environment switch and preload list, three neighbouring patches."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifty_fifth_macedonian_deep_dive_dataloader_mp_context.md"

TITLE = "seven-hundred-and-fifty-fifth-round report (a deep-dive in Macedonian)"
CASES = {
    REPORT: Case(
        allowed={
            'enable.phase': frozenset({None, 'before_train'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('PRIMUS_DATALOADER_MP_CONTEXT', 'dataloader_mp_preload', 'primus_turbo'),
        mentioned=(),
    ),
}
