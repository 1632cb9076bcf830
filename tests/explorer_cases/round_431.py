"""Round 431: a GitHub Discussions thread fetched with the GraphQL API (JSON): a body and comments in Markdown with
nested replies and an accepted answer, a bullet a comment calls wrong, a site retracted with "scratch that", and a
companion patch with its own flags."""

from __future__ import annotations

from .case import Case
from .names import CHUNK_STATE_SITES

REPORT = "four_hundred_thirty_first_gh_discussion_graphql_json_mamba_rocm.md"

TITLE = "four-hundred-and-thirty-first-round report (a GitHub Discussions thread as GraphQL JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mamba.rocm_chunk_state_bwd_db",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": CHUNK_STATE_SITES,
            "upstream.aliases": CHUNK_STATE_SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_rocm_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("triton", None), ("mamba-ssm", None), ("mamba_ssm", None), ("torch", None)},
        },
        required={"feature.id": "megatron.mamba.rocm_chunk_state_bwd_db", "enable.phase": "before_train"},
        # The retracted site; the companion's sites and settings.
        nowhere=("_chunk_scan_bwd_dstates", "MambaModel", "fused_ce_mode", "PRIMUS_FUSED_CE"),
        mentioned=("_chunk_state_bwd_db", "model_type", "fla_fused_ce"),
    ),
}
