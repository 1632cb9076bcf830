"""Round 1079: `git range-diff v1...v2` of a patch series whose second version corrects the first's commit messages: the
lines only version 1 had (a `validate_args` wrapper, the `before_train` phase) struck, version 2's read as written."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MTP_ALLOWED

REPORT = "one_thousand_seventy_ninth_git_range_diff_kimi_k3_mtp_num_layers.md"

TITLE = "one-thousand-and-seventy-ninth-round report (`git range-diff` output)"
CASES = {
    REPORT: Case(
        allowed=KIMI_K3_MTP_ALLOWED,
        required={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'validate_args', 'before_train',
        ),
        mentioned=(),
    ),
}
