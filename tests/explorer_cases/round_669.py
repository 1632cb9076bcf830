"""Round 669: a Vikunja task from its REST API (the description and comments as the editor's HTML, escaped): a Patch
logic bullet and a requirement line comments take back, a question answered no and another patch set apart."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_ninth_vikunja_task_json_precision_aware_fp8.md"

TITLE = "six-hundred-and-sixty-ninth-round report (a Vikunja task with its comments)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.summary': frozenset({None, 'Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path (no BF16-to-FP32 gradient cast).'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/optimizer_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.flags': {('fp8_recipe', 'tensorwise'), ('transformer_impl', 'local'), ('use_precision_aware_optimizer', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'enable.flags': {('fp8_recipe', 'tensorwise'), ('transformer_impl', 'local'), ('use_precision_aware_optimizer', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('0.13', 'MixedPrecisionOptimizer'),
        mentioned=('use_precision_aware_optimizer', 'fp8_recipe'),
    ),
}
