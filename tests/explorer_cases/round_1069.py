"""Round 1069: the explorer's deep-dive written in Balinese: "Nenten wenten jalur ROCm-only" (there is no ROCm-only path),
the handler keeping `original_post_init = OptimizerConfig.__post_init__` (a name bound to an object, no flag),
`PRIMUS_PATCHES` as the global allow-list, "yening" (if) in a porting step."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED

REPORT = "one_thousand_sixty_ninth_balinese_deep_dive_precision_aware_fp8.md"

TITLE = "one-thousand-and-sixty-ninth-round report (a deep-dive in Balinese)"
CASES = {
    REPORT: Case(
        allowed={
            **PRECISION_AWARE_ALLOWED,
            'requires.platform': frozenset({'any', None}),
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'implementation.primus_file': 'primus/backends/megatron/patches/optimizer_patches.py',
        },
        nowhere=(
            'original_post_init', 'rocm', 'PRIMUS_PATCHES', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
