"""Round 769: a deep-dive whose YAML front matter the writer filled in, its phase corrected in the body; a struck site, a
supposed config, the other patches of the same file."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_ninth_front_matter_deep_dive_factory_merges_tolerant.md"

TITLE = "seven-hundred-and-sixty-ninth-round report (a deep-dive with YAML front matter)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.summary': frozenset({None, "That is exactly what happens in the LoRA/PEFT finetune flow: model.sharded_state_dict() contains the adapter ShardedTensorFactory entries, but the base Megatron checkpoint does not, and Megatron-LM's adjust_non_strict_load only filters sharded_state_dict, not sh_ten_factories (this reasoning is in the handler docstring, checkpoint_patches.py:29-36)."}),
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/checkpoint_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('build_args', 'strategies.torch', 'tolerant_factory_merges', 'disable_last_saving'),
        mentioned=(),
    ),
}
