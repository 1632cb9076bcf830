"""Round 426: a Mattermost bulk export (JSON lines): posts with threaded replies, edits and reactions, a site a reply
takes back, the gate's flags and the settings it refuses in prose, and the companion patch registered in the same
file."""

from __future__ import annotations

from .case import Case
from .names import FP8_SITES

REPORT = "four_hundred_twenty_sixth_mattermost_jsonl_fp8_context.md"

TITLE = "four-hundred-and-twenty-sixth-round report (a Mattermost bulk export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fp8.context",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": FP8_SITES,
            "upstream.aliases": FP8_SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fp8_utils.get_fp8_context"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fp8_utils.py", "primus/backends/megatron/patches/turbo/fp8_patches.py"}),
            "enable.flags": {("enable_primus_turbo", True), ("disable_fp8_context_patches", False)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.fp8.context", "enable.phase": "before_train"},
        # The site a reply takes back; the companion's id as a site; a module global read as a flag.
        nowhere=("combined_1f1b", "transformer_engine.pytorch.fp8'", "WARN_ONCE", "PRIMUS_TURBO_FP8_ENABLED"),
        mentioned=("get_fp8_context", "enable_primus_turbo", "disable_fp8_context_patches", "first_last_layers_bf16"),
    ),
}
