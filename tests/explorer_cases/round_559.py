"""Round 559: a Stack Exchange data dump's Posts.xml (a question and three answers, each post one <row> whose Body is
HTML escaped into an attribute): read as the posts, each on lines of its own; the spec-provider patch in another
answer, a struck restore, a phase and an aiter wrapper the accepted answer's edit takes back, a description that
names the packages it works around, and a version the patch skips itself at."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "five_hundred_fifty_ninth_stack_exchange_posts_xml_aiter_deepbind.md"

TITLE = "five-hundred-and-fifty-ninth-round report (a Stack Exchange Posts.xml)"
PATCH = "megatron.turbo.aiter_deepbind"
SUMMARY = (
    "On gfx942/gfx950, install the aiter mha RTLD_DEEPBIND import hook so the Turbo attention backward binds the pinned "
    "aiter::mha_bwd instead of TE's stale vendored libmha. Gated on Turbo attention and an unfixed TE (auto-skips once "
    "transformer_engine >= 2.14.0). Temporary workaround (ROCm/aiter#1332)."
)
CASES = {
    REPORT: Case(
        allowed={
            **AITER_DEEPBIND_ALLOWED,
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.turbo.aiter_deepbind_patches._install_deepbind_import_hook"}),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            # The hook needs no Transformer Engine (an unreadable version counts as unfixed) and imports no aiter.
            "requires.packages": {("primus_turbo", None), ("torch", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # The answers read post by post: the accepted answer's table of keys, and its phase beside the retracted one.
        required={
            "feature.id": PATCH,
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_attention", True)},
            "enable.phase": "before_train",
        },
        # The other answer's provider sites and pin; the retracted wrapper and restore; the retracted Megatron floor.
        nowhere=("TESpecProvider", "<0.17", "ctypes", "after_train", "0.12", "aiter'", "moe_grouped_gemm"),
        mentioned=("TESpecProvider", "ctypes.CDLL", "PRIMUS_AITER_DEEPBIND"),
    ),
}
