"""Round 237: a voicemail's automatic transcription: no punctuation to speak of, names spoken aloud ("mega tron dot
core dot optimizer dot adam"), a phase corrected in the next breath ("no wait sorry not setup"), upstream's choice of
TE, Apex or torch, a site taken back, and the engineer's typed note listing the four sites in code."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_seventh_voicemail_transcript_torch_fused_adam.md"

TITLE = "two-hundred-and-thirty-seventh-round report (a voicemail transcription)"
_SITES = {
    "megatron.core.optimizer.Adam",
    "megatron.core.optimizer.SGD",
    "megatron.core.optimizer.USING_PYTORCH_OPTIMIZER",
    "megatron.core.optimizer._get_megatron_optimizer_based_on_param_groups",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": _SITES,
            "upstream.aliases": _SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_fused_adam_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "framework.name": "megatron-lm"},
        # The phase corrected; upstream's choices; the site taken back; Primus's gate; the other patches.
        nowhere=("setup", "apex", "transformer_engine", "CPUAdam", "PRIMUS_TORCH_OPTIM", "fsdp2_fp32_param"),
        mentioned=("megatron.core.optimizer.Adam", "PRIMUS_TORCH_OPTIM"),
    ),
}
