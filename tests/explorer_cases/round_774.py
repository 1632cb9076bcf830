"""Round 774: a GitLab issue holding the explorer's deep-dive, then its discussion with quoted replies and quick actions: "That
is `megatron.distributed.sdma_param_all_gather` (`..._patches.py:159`). It ... is gated by `ENABLE_SDMA_ALLGATHER=1`
and uses Primus-Turbo" (another patch's), a struck site, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_fourth_gitlab_issue_export_sft_grad_sanitize.md"

TITLE = "seven-hundred-and-seventy-fourth-round report (a GitLab issue exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.summary': "megatron.sft.grad_sanitize replaces NaN/Inf entries in every DDP grad bucket with 0 before Megatron's own grad-NaN check runs, so a bad iteration becomes a no-op update instead of a fatal RuntimeError.",
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/sft_grad_sanitize_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.summary': "megatron.sft.grad_sanitize replaces NaN/Inf entries in every DDP grad bucket with 0 before Megatron's own grad-NaN check runs, so a bad iteration becomes a no-op update instead of a fatal RuntimeError.",
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'enable.phase': 'before_train',
        },
        nowhere=('ENABLE_SDMA_ALLGATHER', 'primus_turbo', 'start_grad_sync', 'max_bad_fraction'),
        mentioned=(),
    ),
}
