"""Round 140: an e-mail in Danish with a reviewer's inline replies, twice: the author's report quoted with "> " (read as
another writer's), and the same thread with the reviewer's lines marked "[MK]" instead, where a heading "Andre patches
(ikke denne)" and a sentence opening "Den genbinder ..." speak of the permute-fusion sibling and its flag."""

from __future__ import annotations

from .case import Case

QUOTED = "hundred_fortieth_danish_email_skip_identity_sort.md"
UNQUOTED = "hundred_fortieth_danish_email_unquoted_skip_identity_sort.md"

TITLE = "hundred-and-fortieth-round report (an e-mail in Danish with inline replies)"
SITE = "megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs"
ALLOWED = {
    "feature.id": "megatron.moe.skip_identity_sort",
    "feature.summary": frozenset({None}),
    "feature.patch_style": frozenset({None, "function_wrapping"}),
    "framework.name": "megatron-lm",
    "upstream.symbols": {SITE},
    "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py"}),
    "enable.phase": frozenset({None, "before_train"}),
}
# The gate variable; the site the thread corrects; the wrong phase; the sibling's flag and id.
TRAPS = ("MOE_SKIP_IDENTITY_SORT", "moe_utils", "build_args", "moe_permute_fusion", "permute_fusion")
CASES = {
    QUOTED: Case(allowed=ALLOWED, required={"feature.id": "megatron.moe.skip_identity_sort"}, nowhere=TRAPS, mentioned=(SITE, "MOE_SKIP_IDENTITY_SORT")),
    UNQUOTED: Case(
        allowed=ALLOWED,
        required={"feature.id": "megatron.moe.skip_identity_sort", "upstream.symbols": {SITE}},
        nowhere=TRAPS,
        mentioned=(SITE, "MOE_SKIP_IDENTITY_SORT", "moe_permute_fusion"),
    ),
}
