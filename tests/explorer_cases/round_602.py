"""Round 602: a YouTube SBV caption file (each cue a "0:00:01.000,0:00:05.290" line and its text, ">> NAME:" where the
speaker changes, sentences cut between cues): upstream's @jit_fuser wrapping told "for contrast", the permute-fusion
patch beside it, a flag and a phase taken back, a supposed config and a Triton version condition in words."""

from __future__ import annotations

from .case import Case
from .names import PAD_ROUTING_MAP_ALLOWED

REPORT = "six_hundred_second_youtube_sbv_captions_fused_pad_routing_map.md"

TITLE = "six-hundred-and-second-round report (a YouTube SBV caption file)"
SUMMARY = "Replace Megatron fused_pad_routing_map with the Primus Triton implementation"
CASES = {
    REPORT: Case(
        allowed={**PAD_ROUTING_MAP_ALLOWED, "feature.summary": frozenset({None, SUMMARY, f"{SUMMARY}."})},
        # Each speaker's turn one item: the description read across the cues it is cut over.
        required={"feature.id": "megatron.fused_pad_routing_map", "feature.summary": f"{SUMMARY}.", "enable.phase": "before_train"},
        # What upstream wraps with; the other patch's flag; the cue times.
        nowhere=("function_wrapping", "torch.compile", "jit_fuser", "moe_permute_fusion", "0:00:"),
        mentioned=("moe_permute_fusion", "jit_fuser"),
    ),
}
