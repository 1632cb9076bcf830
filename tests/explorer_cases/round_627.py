"""Round 627: a Google Cloud Speech-to-Text long-running recognition with speaker diarization (each result's transcript,
the words of the whole call tagged again in the last result), sections opened aloud ("Section one, what it does."): a
version said and taken back ("please ignore 2.10"), the TE spec provider patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_twenty_seventh_google_stt_json_aiter_deepbind.md"

TITLE = "six-hundred-and-twenty-seventh-round report (a Google Cloud Speech-to-Text transcription)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.summary': "On gfx942 and gfx950, so MI300X, MI325X, MI350X and MI355X, it installs the aiter mha RTLD_DEEPBIND import hook, so the Turbo attention backward binds the pinned aiter::mha_bwd instead of TE's stale vendored libmha.",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py'}),
            'framework.name': 'megatron-lm',
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.summary': "On gfx942 and gfx950, so MI300X, MI325X, MI350X and MI355X, it installs the aiter mha RTLD_DEEPBIND import hook, so the Turbo attention backward binds the pinned aiter::mha_bwd instead of TE's stale vendored libmha.",
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('2.10', '2.14', 'TESpecProvider', 'te_spec_provider', 'use_turbo_gemm', 'fork_aiter_deepbind', 'setdlopenflags', "('aiter'"),
        mentioned=('importlib.import_module', 'PRIMUS_AITER_DEEPBIND', 'use_turbo_attention', 'enable_primus_turbo'),
    ),
}
