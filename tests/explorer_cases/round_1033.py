"""Round 1033: the explorer's deep-dive written in Greenlandic: packages a "-nngi-" verb says are not imported, the neighbours
under "Patch-it sanilerisat" with their asserts, the patch runner's "assert params is not None", a site a correction
takes back, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import FP4_TE_VERSION_ALLOWED

REPORT = "one_thousand_thirty_third_greenlandic_deep_dive_fp4_te_version.md"

TITLE = "one-thousand-and-thirty-third-round report (a deep-dive in Greenlandic)"
CASES = {
    REPORT: Case(
        allowed={
            **FP4_TE_VERSION_ALLOWED,
        },
        required={
            'feature.id': 'megatron.validate_args.fp4_te_version',
            'feature.summary': 'Suppress TE version check for FP4 in validate_args on ROCm',
            'feature.patch_style': 'source_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'transformer_engine', 'fp4_recipe', 'params', 'megatron.training.initialize.validate_args'),
        mentioned=(),
    ),
}
