"""Round 969: a documentation page written in MDX with asides and tabs: two attributes said rebound, one taken back by its bare
name in a caution aside ("I said the handler rebinds `parse_args` as well. It does not."), a source read by
`inspect.getsource` and "only read", a hypothetical key, the neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixty_ninth_starlight_mdx_add_megatron_arguments_compat.md"

TITLE = "nine-hundred-and-sixty-ninth-round report (a documentation page in MDX with asides)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': frozenset({None, 'Primus builds its Megatron namespace by asking Megatron for the full argparse definition set (names, defaults, types).'}),
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args_compat_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'enable.phase': 'setup',
        },
        nowhere=('parse_args', 'source_rewrite', 'enable_megatron_args_compat', 'primus_turbo'),
        mentioned=(),
    ),
}
