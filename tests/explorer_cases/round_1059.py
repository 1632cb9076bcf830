"""Round 1059: the explorer's deep-dive written in Sundanese: "Koréksi kana paragraf di luhur: éta salah" (correction to
the paragraph above: that is wrong) taking back a `finish_grad_sync` site, the empty-cache neighbour with its variable,
a hypothetical `start_grad_sync`, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import GRAD_SANITIZE_ALLOWED

REPORT = "one_thousand_fifty_ninth_sundanese_deep_dive_sft_grad_sanitize.md"

TITLE = "one-thousand-and-fifty-ninth-round report (a deep-dive in Sundanese)"
CASES = {
    REPORT: Case(
        allowed=GRAD_SANITIZE_ALLOWED,
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'implementation.primus_file': 'primus/backends/megatron/patches/sft_grad_sanitize_patches.py',
        },
        nowhere=(
            'finish_grad_sync', 'build_args', 'empty_cache', 'PRIMUS_EMPTY_CACHE_INTERVAL', 'start_grad_sync',
            'check_for_nan_in_loss_and_grad', 'sft_sanitize_log_every', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
