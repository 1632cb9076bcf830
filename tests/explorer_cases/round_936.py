"""Round 936: a model card (YAML front matter, the card's training sections, framework versions) with the deep-dive as one
section: what Megatron "normally" does set before what the patch does, a distributed site a correction takes back, a
made-up FP16 config, companions."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_sixth_hf_model_card_skip_float16_module.md"

TITLE = "nine-hundred-and-thirty-sixth-round report (a model card)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.training.skip_float16_module',
            'feature.summary': 'This patch swaps Float16Module for a passthrough wrapper that keeps the parameters in FP32.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.module.Float16Module'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/build_model_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('bf16', True), ('use_fsdp2_fp32_param_optimizer', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.training.training.skip_float16_module',
            'feature.summary': 'This patch swaps Float16Module for a passthrough wrapper that keeps the parameters in FP32.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.module.Float16Module'},
            'enable.flags': {('bf16', True), ('use_fsdp2_fp32_param_optimizer', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.core.distributed.Float16Module', 'casts the parameters', 'use_fsdp2_bf16_master_weight_optimizer',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
