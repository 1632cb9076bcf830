"""Round 400: a manual page as man(1) prints it with its formatting kept: bold as overstruck characters, the patch id
broken at the margin with a hyphen, a NOTE correcting the list of what it replaces, a companion patch, conditional
statements and open questions."""

from __future__ import annotations

from .case import Case
from .names import LAYERNORM_FP8_CACHE_ALLOWED

REPORT = "four_hundredth_man_output_overstrike_layernorm_linear_fp8_cache.md"

TITLE = "four-hundredth-round report (a manual page printed by man with its bold kept)"
CASES = {
    REPORT: Case(
        allowed={**LAYERNORM_FP8_CACHE_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.te.layernorm_linear_fp8_cache", "enable.phase": "before_train"},
        # The site the NOTE takes back; the helper's file; the companion's site.
        nowhere=("_get_extra_te_kwargs", "te_patches/utils.py", "TELinear.__init__"),
        mentioned=("_get_extra_te_kwargs", "no_fp8_weight_transpose_cache"),
    ),
}
