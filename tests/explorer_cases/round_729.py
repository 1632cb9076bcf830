"""Round 729: the explorer's inventory of twelve optimizer and FP8 patches exported as CSV (quoted cells over several
lines, CRLF), then a CSV block of reviewers' notes: read as the table it is, another row's sites stay that row's, and
a note taking back "the line saying it also rebinds `get_megatron_optimizer`" withdraws it."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_ninth_csv_inventory_precision_aware_fp8.md"
PATCH = "megatron.optimizer.precision_aware_fp8_tensorwise"

TITLE = "seven-hundred-and-twenty-ninth-round report (an explorer inventory exported as CSV)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.summary': 'Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path (no BF16-to-FP32 gradient cast).',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': 'primus/backends/megatron/patches/optimizer_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('use_precision_aware_optimizer', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.summary': 'Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path (no BF16-to-FP32 gradient cast).',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': 'primus/backends/megatron/patches/optimizer_patches.py',
            'enable.phase': 'before_train',
        },
        nowhere=('get_megatron_optimizer', 'get_fp8_context', 'train_step', 'fsdp2_fp32_optimizer', "transformer_engine'"),
        mentioned=('megatron.training.training.get_megatron_optimizer',),
    ),
}
