"""Round 690: a Sourcegraph notebook's .snb.md (Markdown blocks, search query blocks, file and symbol blocks as links
whose fragments read like settings: `#symbolName=...&symbolKind=FUNCTION&lineContext=3`): a hook taken back in a quote
block, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_ninetieth_sourcegraph_notebook_aiter_deepbind.md"

TITLE = "six-hundred-and-ninetieth-round report (a Sourcegraph notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.summary': frozenset({None, "On gfx942/gfx950, install the aiter mha RTLD_DEEPBIND import hook so the Turbo attention backward binds the pinned aiter::mha_bwd instead of TE's stale vendored libmha. Gated on Turbo attention and an unfixed TE (auto-skips once transformer_engine >= 2.14.0). Temporary workaround (ROCm/aiter#1332)."}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.turbo.aiter_deepbind_patches._install_deepbind_import_hook'}),
            'implementation.primus_file': 'primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True), ('use_turbo_attention', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'implementation.primus_file': 'primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py',
            'enable.flags': {('enable_primus_turbo', True), ('use_turbo_attention', True)},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'symbolName', 'symbolKind', 'lineContext', 'symbolContainerName', 'aiter_deepbind_force', 'aiter_deepbind_archs',
            'builtins.__import__',
        ),
        mentioned=('enable_primus_turbo', 'use_turbo_attention'),
    ),
}
