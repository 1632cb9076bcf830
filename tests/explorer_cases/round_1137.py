"""Round 1137: a CMakeLists.txt whose comments and `message()` calls hold the findings: a "First read (Tuesday)" that the
patch wraps `__init__`, corrected on the next line, the neighbours `torch_compile` and `train_step_fp8_cache_update`
with their sites and gates, a hypothetical, a made-up config, tested versions and a target commented out."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_seventh_cmakelists_ddp_overlap_compile.md"

TITLE = "one-thousand-one-hundred-and-thirty-seventh-round report (a CMakeLists.txt)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'function_wrapping', 'setup_model_and_optimizer', 'train_step', 'use_fsdp2_fp8_all_gather',
            'fsdp2_fp8_all_gather', 'rccl', '0.12.0',
        ),
        mentioned=(
            'megatron.training.training.setup_model_and_optimizer', 'use_fsdp2_fp8_all_gather',
        ),
    ),
}
