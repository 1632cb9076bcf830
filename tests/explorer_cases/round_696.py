"""Round 696: a deep-dive written in Dutch: the base patch's two sites listed and then called wrong ("Correctie op de
vorige alinea's"), the FP4 patch's TE version, a supposed config, conditions written "alleen als" and "tenzij"."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_ninety_sixth_dutch_deep_dive_decoder_pipeline_split.md"

TITLE = "six-hundred-and-ninety-sixth-round report (a deep-dive in Dutch)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.patch_style': 'source_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.patch_style': 'source_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.initialize.validate_args', "megatron.training.arguments.validate_args'", '2.7.0',
            'use_manual_pipeline_split', 'pipeline_split_mode', 'PRIMUS_MANUAL_PP_SPLIT',
        ),
        mentioned=('megatron.training.initialize.validate_args',),
    ),
}
