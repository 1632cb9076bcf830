"""Round 921: the explorer's deep-dive written in Turkmen: "`transformer_engine`-i import etmeýär" (does not import it), an
initialize site a correction ("Düzediş ... diýipdim — bu ýalňyş") takes back, the base wrapper and FP4 neighbours
("Goňşy we hemra patçlar"), a hypothetical config ("Gipotetiki")."""

from __future__ import annotations

from .case import Case
from .names import FP4_TE_VERSION_ALLOWED

REPORT = "nine_hundred_twenty_first_turkmen_deep_dive_fp4_te_version.md"

TITLE = "nine-hundred-and-twenty-first-round report (a deep-dive in Turkmen)"
CASES = {
    REPORT: Case(
        allowed={
            **FP4_TE_VERSION_ALLOWED,
            'implementation.primus': 'primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_fp4',
        },
        required={
            'feature.id': 'megatron.validate_args.fp4_te_version',
            'feature.summary': 'Suppress TE version check for FP4 in validate_args on ROCm',
            'feature.patch_style': 'source_rewrite',
            'implementation.primus': 'primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_fp4',
            'enable.phase': 'before_train',
        },
        nowhere=('transformer_engine', 'megatron.training.initialize', 'primus_turbo'),
        mentioned=(),
    ),
}
