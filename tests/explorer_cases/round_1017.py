"""Round 1017: the explorer's deep-dive written in Guarani: a tensor-aware state-dict site a correction ("Ñemyatyrõ ...
Ajejavy") takes back, a megatron-core version the writer only guesses ("ikatu oikotevẽ ... ndaikuaái"), a hypothetical
config, the neighbouring checkpoint patches."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FACTORY_ALLOWED

REPORT = "one_thousand_seventeenth_guarani_deep_dive_apply_factory_merges_tolerant.md"

TITLE = "one-thousand-and-seventeenth-round report (a deep-dive in Guarani)"
CASES = {
    REPORT: Case(
        allowed={
            **APPLY_FACTORY_ALLOWED,
            'feature.patch_style': 'function_wrapping',
        },
        required={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('tensor_aware_state_dict', 'tolerant_factory_merges', '0.11', 'peft'),
        mentioned=(),
    ),
}
