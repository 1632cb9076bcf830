"""Round 738: the explorer's inventory of nine Turbo patches and two deep-dives with the same numbered part headings, the
second under "## Deep-dive 2: `megatron.turbo.te_spec_provider` (companion ...)": its Turbo attention and version range
are that patch's; a porting step naming the moment ("before the first aiter mha backward import"), a taken-back site,
a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_eighth_turbo_inventory_two_deep_dives_aiter_deepbind.md"

TITLE = "seven-hundred-and-thirty-eighth-round report (an explorer inventory with two deep-dives)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.summary': "On gfx942/gfx950, install the aiter mha RTLD_DEEPBIND import hook so the Turbo attention backward binds the pinned aiter::mha_bwd instead of TE's stale vendored libmha.",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('use_turbo_attention', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.summary': "On gfx942/gfx950, install the aiter mha RTLD_DEEPBIND import hook so the Turbo attention backward binds the pinned aiter::mha_bwd instead of TE's stale vendored libmha.",
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('flash_attn_func', '<0.17', "('aiter'", 'aiter.ops.mha.mha_bwd', 'use_turbo_rms_norm'),
        mentioned=('megatron.turbo.te_spec_provider',),
    ),
}
