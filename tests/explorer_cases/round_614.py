"""Round 614: a Deepgram transcription of a call (its response with diarize, smart_format and paragraphs: the whole
transcript, every word, then the paragraphs by speaker): the reduce-amax patch beside it ("That one rebinds ..."), a
version floor taken back and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DELAYED_FILE, SHARED_EXPERT_INIT

REPORT = "six_hundred_fourteenth_deepgram_json_delayed_scaling_save.md"

TITLE = "six-hundred-and-fourteenth-round report (a Deepgram transcription)"
PATCH = "megatron.te.delayed_scaling_save_original_input"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SHARED_EXPERT_INIT},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, DELAYED_FILE}),
            "enable.flags": {("fp8_recipe", "delayed"), ("fp8", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", ">=2.6.0dev0"), ("transformer_engine", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # Each speaker's turn one paragraph: "That one" is the companion named before it.
        required={"feature.id": PATCH, "upstream.symbols": {SHARED_EXPERT_INIT}, "enable.phase": "before_train"},
        # The companion's sites; the keyword argument and the module named in passing.
        nowhere=("TEDelayedScaling", "_get_extra_te_kwargs", "pg_collection", "shared_experts'"),
        mentioned=("TEDelayedScaling", "_get_extra_te_kwargs"),
    ),
}
