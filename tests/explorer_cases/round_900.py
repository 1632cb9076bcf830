"""Round 900: a CI run's log as `gh run view --log` prints it (each line behind the job's and the step's names and a time
stamp): an agent's Markdown deep-dive among the checkout and upload steps, an artifact named after the patch, a phase a
correction takes back, the YAML switch "or" an environment variable as two items, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundredth_gh_run_log_fused_linear_ce.md"

TITLE = "nine-hundredth-round report (a CI run's log as the command line prints it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.summary': 'Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/fused_linear_ce_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.summary': 'Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
        },
        nowhere=(
            'build_args', 'fused_ce_mode', 'fused_ce_chunk_size', 'fla_fused_ce', 'primus_turbo', 'patch-report',
            'FUSED_CE_CHUNK',
        ),
        mentioned=(),
    ),
}
