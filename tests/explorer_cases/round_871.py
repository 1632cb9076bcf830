"""Round 871: a checker's CI job summary (a status title, a table of checks, the five parts in <details>, a diagram, warnings):
an item labelled "**Not needed:**" whose second sentence names another switch's exported variable, a variable a
warning takes back, a supposed config, the chunk-state neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_seventy_first_actions_job_summary_silence_autotune.md"

TITLE = "eight-hundred-and-seventy-first-round report (a CI job summary)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': 'Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks.',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/triton_autotune_print_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.triton.silence_autotune_print',
            'feature.summary': 'Force Triton knobs.autotuning.print off so the autotuner does not flood stderr with one print line per kernel config it benchmarks.',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'PRIMUS_TURBO_AUTO_TUNE', 'TRITON_PRINT_AUTOTUNING', 'silence_triton_autotune', 'rocm_chunk_state_bwd_db',
            'use_turbo_autotune',
        ),
        mentioned=(),
    ),
}
