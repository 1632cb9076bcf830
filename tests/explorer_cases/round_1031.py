"""Round 1031: the explorer's deep-dive written in Bislama: a style named only in Bislama ("rapem wan fanksen") with the saved
original called in code (`orig_init(...)`), so a porting step's bare "Rebind" gives no style, a site swapped "blong smol
taem nomo" (for a short time), a TELinear site a correction ("mi bin raetem ... Hemia i rong") takes back."""

from __future__ import annotations

from .case import Case
from .names import LAYERNORM_FP8_CACHE_ALLOWED

REPORT = "one_thousand_thirty_first_bislama_deep_dive_layernorm_linear_fp8_cache.md"

TITLE = "one-thousand-and-thirty-first-round report (a deep-dive in Bislama)"
CASES = {
    REPORT: Case(
        allowed={
            **LAYERNORM_FP8_CACHE_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.te.layernorm_linear_fp8_cache',
            'enable.phase': 'before_train',
        },
        nowhere=('TELinear', 'binding_replacement', 'enable_primus_turbo', 'fp8_recipe', 'primus_turbo'),
        mentioned=(),
    ),
}
