"""Round 304: a Google Meet transcript as Docs saves it: speakers' names on lines of their own, time stamps, a phase
corrected by the next speaker, and a site the next turn denies ("No, it doesn't touch GPTModel at all"). The id is
said only in passing, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fourth_google_meet_transcript_attention_backend.md@megatron.attention_backend.rocm_safe"

TITLE = "three-hundred-and-fourth-round report (a Google Meet transcript)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/attention_backend_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "rocm"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.attention_backend.rocm_safe", "enable.phase": "before_train"},
        # The site the next turn denies; the phase corrected; the flag named as a red herring; the companion.
        nowhere=("gpt_model", "GPTModel", "setup", "use_rocm_attention_fix", "rocm_chunk_state_bwd_db"),
        mentioned=(),
    ),
}
