"""Round 12: code-review thread with quoted diff hunks.

A code-review thread with quoted diff hunks: "rebinding" named before "wrapper", "EP=1 / TP=1", a version said
to be upstream's.
"""

from __future__ import annotations

from .case import Case
from .names import SKIP_SORT, SKIP_SORT_SITE

TITLE = "twelfth-round report (code-review thread with quoted diff hunks)"
CASES = {
    SKIP_SORT: Case(
        allowed={
            "feature.id": "megatron.moe.skip_identity_sort",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",  # "It is a wrapper", though "the one and only rebinding" comes first
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SKIP_SORT_SITE},
            "implementation.primus_file": "primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py",
            "enable.env": {("MOE_SKIP_IDENTITY_SORT", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.moe.skip_identity_sort",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {SKIP_SORT_SITE},
            "enable.phase": "before_train",
        },
        nowhere=(
            "'EP'",  # "the common EP=1 / TP=1 case": a parallel size, no environment variable
            "'TP'",
            "transformer_engine",  # "belongs to upstream's fused path, not to this patch"
            "moe_utils",  # "Primus leaves moe_utils.sort_chunks_by_idxs untouched on purpose"
            "moe_permute_fusion",  # another patch's flag
            "FORK_MOE_SKIP_SORT",  # the fork's own, unsettled
        ),
        mentioned=(
            SKIP_SORT_SITE,
            "MOE_SKIP_IDENTITY_SORT",
            "FORK_MOE_SKIP_SORT",
            "moe_permute_fusion",
            "sort_input_by_local_experts",
            "fused_sort_chunks_by_index",
            "drop_and_pad",
            "0.16.0rc0",
        ),
    ),
}
