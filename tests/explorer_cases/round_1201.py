"""Round 1201: a terminal session transcript: grep, sed and python -c with their output, and comments typed at the prompt
stating the conclusions; a `moe_utils` claim taken back, two neighbouring patches' flags, a made-up YAML key, an "if you
ever ... =0" line, negations and the versions of one machine."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_first_terminal_session_skip_identity_sort.md"

TITLE = "one-thousand-two-hundred-and-first-round report (a terminal session transcript)"
CASES = {
    f"{REPORT}@megatron.moe.skip_identity_sort": Case(
        allowed={
            "feature.id": "megatron.moe.skip_identity_sort",
            "feature.summary": frozenset(
                {
                    "Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity (e.g. EP=1/TP=1); gated by MOE_SKIP_IDENTITY_SORT (default on).",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.moe.skip_identity_sort",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "moe_utils",
            "MI355X",
        ),
        mentioned=(
            "MOE_SKIP_IDENTITY_SORT",
            "moe_utils",
        ),
    ),
}
