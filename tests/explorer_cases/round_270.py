"""Round 270: a reply saved from Outlook as an .eml whose only body is HTML in base64, with an inline logo, a table, a
corrections list taking back a site the quoted earlier message gave, the FSDP2 optimizer patch set apart, and the
earlier messages quoted under Outlook's "From: ... Sent: ..." headers."""

from __future__ import annotations

from .case import Case
from .names import FUSED_ADAM_SITES

REPORT = "two_hundred_seventieth_outlook_base64_mail_torch_fused_adam.md"

TITLE = "two-hundred-and-seventieth-round report (an Outlook mail in base64 HTML)"
_OPT = "megatron.core.optimizer"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "framework.name": "megatron-lm",
            "upstream.symbols": FUSED_ADAM_SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_fused_adam_patches.py"}),
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "upstream.sites": {f"{_OPT}.Adam", f"{_OPT}.SGD"}},
        # The site taken back; the FSDP2 patch's other site; the phase taken back; the mail's headers.
        nowhere=("megatron.training.training", "get_megatron_optimizer'", "setup", "MIME"),
        mentioned=("PRIMUS_TORCH_OPTIM", "megatron.training.training.get_megatron_optimizer"),
    ),
}
