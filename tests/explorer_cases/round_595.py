"""Round 595: a Rocket.Chat channel's history from its REST API (channels.history: messages newest first, thread
replies with their tmid, Markdown in msg beside parsed md blocks, a quoted attachment): a phase and a site thread replies
take back, the attention-backend helper beside it, a settings table, a made-up filter and a version floor taken back."""

from __future__ import annotations

from .case import Case
from .names import FUSED_KERNELS_NOOP, FUSED_KERNELS_NOOP_ALLOWED

REPORT = "five_hundred_ninety_fifth_rocket_chat_history_json_fused_kernels_noop.md"

TITLE = "five-hundred-and-ninety-fifth-round report (a Rocket.Chat channel's history from its REST API)"
CASES = {
    REPORT: Case(
        allowed=FUSED_KERNELS_NOOP_ALLOWED,
        # "Skip the legacy CUDA-only fused_kernels build on ROCm": CUDA-only says what the kernels are, not the platform.
        required={"feature.id": FUSED_KERNELS_NOOP, "upstream.symbols": {"megatron.legacy.fused_kernels.load"}, "enable.phase": "convert"},
        # The retracted site and phase; the helper's variables; the made-up filter.
        nowhere=("_compile_dependencies", "before_train", "NVTE_", "PRIMUS_PATCHES", "cuda"),
        mentioned=("_compile_dependencies", "PRIMUS_PATCHES"),
    ),
}
