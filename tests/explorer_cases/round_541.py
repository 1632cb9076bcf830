"""Round 541: a Gitter room's messages as its API returns them (each message's Markdown beside its rendered HTML,
mentions, thread replies under the message they answer): a thread reply taking back an item of Patch logic, a
settings table with the runner's filter, the helper beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FUSED_KERNELS_NOOP, FUSED_KERNELS_NOOP_ALLOWED

REPORT = "five_hundred_forty_first_gitter_messages_json_fused_kernels_rocm.md"

TITLE = "five-hundred-and-forty-first-round report (a Gitter room's messages from its API)"
CASES = {
    REPORT: Case(
        allowed=FUSED_KERNELS_NOOP_ALLOWED,
        # Each message read once from its Markdown, a thread's replies after the message they answer.
        required={"feature.id": FUSED_KERNELS_NOOP, "upstream.symbols": {"megatron.legacy.fused_kernels.load"}, "enable.phase": "convert"},
        # The retracted site; the runner's filter; the helper's variables; the earlier phase.
        nowhere=("_compile_dependencies", "PRIMUS_PATCHES", "NVTE_", "before_train", "neutralize_nvte_attention_env"),
        mentioned=("_compile_dependencies", "PRIMUS_PATCHES"),
    ),
}
