"""Round 810: the explorer's deep-dive sent as an HTML email (multipart/alternative, quoted-printable text and HTML parts):
a benchmark method a correction takes back, two neighbours, a supposed key, a hedged Triton version."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_tenth_html_email_mime_triton_autotune_print.md"

TITLE = "eight-hundred-and-tenth-round report (an HTML email as raw MIME)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': "Silences Triton's autotuner stdout spam.",
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.triton_autotune_print_patches.patch_silence_triton_autotune_print'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/triton_autotune_print_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': "Silences Triton's autotuner stdout spam.",
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'before_train',
        },
        nowhere=('_bench', 'log_level', 'CUDA_DEVICE_MAX_CONNECTIONS', 'primus_turbo'),
        mentioned=(),
    ),
}
