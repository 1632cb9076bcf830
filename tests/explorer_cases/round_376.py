"""Round 376: a GitHub Projects board as `gh project item-list --format json` prints it: the port's issue, its pull
request, a draft with an open question and two companion patches' cards. The issue's body corrects its own "What it
rebinds" section in an edit at its end; a companion card needs transformer_engine and triton."""

from __future__ import annotations

from .case import Case
from .names import SKIP_SORT_SITE

REPORT = "three_hundred_seventy_sixth_gh_project_items_json_skip_identity_sort.md"

TITLE = "three-hundred-and-seventy-sixth-round report (a GitHub Projects board as gh project item-list JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.moe.skip_identity_sort",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.aliases": {SKIP_SORT_SITE},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.moe.skip_identity_sort",
            "enable.phase": "before_train",
            "upstream.sites": {SKIP_SORT_SITE},
        },
        # The site the edit takes back; the companion card's packages, flag and sites.
        nowhere=("moe_utils.sort_chunks_by_idxs'", "transformer_engine", "triton", "moe_permute_fusion", "fused_permute"),
        mentioned=("megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs", "MOE_SKIP_IDENTITY_SORT", "moe_permute_fusion"),
    ),
}
