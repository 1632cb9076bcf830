"""Round 674: an AFFiNE page as its BlockSuite snapshot JSON (paragraph, list, code and database blocks, each text a
delta of runs): a second site a quoted correction takes back, a supposed config in a code block, the neighbouring
patches on the same class, "(import at line 58)" after the site."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_fourth_affine_snapshot_sft_grad_sanitize.md"

TITLE = "six-hundred-and-seventy-fourth-round report (an AFFiNE page snapshot)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.summary': frozenset({None, 'Replace NaN/Inf entries in DDP grad buckets with 0 before the Megatron grad-NaN check. Used to keep benchmark runs with moe_router_force_load_balancing=True from crashing on the rare bf16 + random-routing grad-NaN.'}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/sft_grad_sanitize_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'distributed_data_parallel', 'sft_sanitize_nan_grads_max_bad', 'sft_sanitize_log_every', 'primus_turbo',
            'transformer_engine', 'start_param_sync', 'ENABLE_SDMA_ALLGATHER', 'check_for_nan_in_loss_and_grad',
        ),
        mentioned=(
            'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads',
            'megatron.core.distributed.distributed_data_parallel._ParamAndGradBucketGroup.check_grads', 'sft_sanitize_nan_grads',
        ),
    ),
}
