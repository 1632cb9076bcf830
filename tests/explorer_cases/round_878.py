"""Round 878: a fork package's Debian changelog (entries newest first, "  * " items, " -- " trailers): a strategies site the
newest entry takes back, a made-up opt-in config, two checkpoint neighbours, a switch and packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FACTORY_MERGES

REPORT = "eight_hundred_seventy_eighth_debian_changelog_factory_merges.md"

TITLE = "eight-hundred-and-seventy-eighth-round report (a package's Debian changelog)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.summary': frozenset({None, 'makes apply_factory_merges tolerate missing keys, e.g. LoRA adapter factories not in the base checkpoint, when loading PEFT-wrapped models from a base Megatron checkpoint;'}),
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/checkpoint_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            # The two sites the newest entry names, which the older entry's "Sites rebound:" list holds with the retracted
            # third.
            'upstream.symbols': {APPLY_FACTORY_MERGES.format("mapping"), APPLY_FACTORY_MERGES.format("serialization")},
            'upstream.aliases': {APPLY_FACTORY_MERGES.format("mapping"), APPLY_FACTORY_MERGES.format("serialization")},
            'requires.packages': {('megatron-core', None)},
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'strategies.torch', 'tolerant_factory_merge', 'load_checkpoint_distributed_fix', 'filesystem_writer_async',
            'lora.enabled', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
