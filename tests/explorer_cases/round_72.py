"""Round 72: an AI coding agent's transcript: tool calls and their output, a guess corrected in a later turn
("I was wrong earlier"), a "Not sites:" field, and a final answer."""

from __future__ import annotations

from .case import Case

AGENT_TRANSCRIPT = "seventy_second_agent_transcript_dcp_consolidate.md"

TITLE = "seventy-second-round report (an AI agent's transcript)"
CASES = {
    AGENT_TRANSCRIPT: Case(
        allowed={
            "feature.id": "torchtitan.torch.dcp_consolidate_fallback",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "binding_replacement"}),  # sys.modules[name] = a dummy module
            "framework.name": "torchtitan",
            "enable.phase": "setup",
            "requires.packages": {("torch", None), ("torchtitan", None)},
        },
        required={
            "feature.id": "torchtitan.torch.dcp_consolidate_fallback",
            "enable.phase": "setup",
        },
        nowhere=(
            "hf_storage",  # "**Not sites:** ..."
            "last_save_in_hf",  # "I'd guess the patch is gated on ...", taken back later
        ),
        mentioned=(
            "torch.distributed.checkpoint.hf_storage.consolidate_safetensors_files",
            "checkpoint.last_save_in_hf",
            "PRIMUS_PATCHES",
        ),
    ),
}
