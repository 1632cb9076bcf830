"""Round 1091: the explorer's deep-dive written in Venetian: a retracted wrap of `setup_model_and_optimizer` and a
retracted `setup` phase, the neighbour "Patch vissin" with its own sites, flags and `priority=40`, a made-up config and
the versions it was tried on."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_first_venetian_deep_dive_disable_second_ddp.md"

TITLE = "one-thousand-and-ninety-first-round report (a deep-dive in Venetian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.summary': frozenset({'Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream().', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.training.get_model'},
            'upstream.transient': {'torch.cuda.stream'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/build_model_patches.py', None}),
            'enable.flags': {('disable_build_model_patches', False)},
            'requires.packages': {('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'setup_model_and_optimizer', 'Float16Module', 'skip_float16_module', 'use_torch_fsdp2',
            'use_fsdp2_fp32_param_optimizer', 'bf16', 'priority', 'PRIMUS_PATCHES', "'setup'",
        ),
        mentioned=(),
    ),
}
