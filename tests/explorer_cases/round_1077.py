"""Round 1077: the explorer's deep-dive written in Hiligaynon: "Ginpadalagan ko ... `torch 2.5.1` ..., pero indi ina mga
requirement" (I ran it with ..., but those are not requirements), a `parse_args` site a first draft claimed, "Indi
kinahanglan" (not needed) of Turbo and TE."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_seventy_seventh_hiligaynon_deep_dive_args_compat.md"

TITLE = "one-thousand-and-seventy-seventh-round report (a deep-dive in Hiligaynon)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': frozenset({'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args_compat_patches.py', None}),
            'enable.phase': frozenset({'setup', None}),
            'requires.platform': frozenset({'any', None}),
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=(
            "'torch'", 'parse_args', 'primus_turbo', 'transformer_engine', 'core_r0',
        ),
        mentioned=(),
    ),
}
