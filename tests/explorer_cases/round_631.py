"""Round 631: a NodeBB topic as its read API returns it (its posts' HTML, a reply quoting the post it answers): a
struck-through claim, a question answered "no", the base validate_args wrapper beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_first_nodebb_topic_json_pipeline_manual_split.md"

TITLE = "six-hundred-and-thirty-first-round report (a NodeBB topic)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.summary': frozenset({None, 'Adds a decoder_pipeline_manual_split_list guard to the pipeline split check in Megatron\'s validate_args: when a manual per-stage layer split is given, validation no longer falls into the default "number of layers divisible by the PP size" branch.'}),
            'feature.patch_style': 'source_rewrite',
            'upstream.symbols': {'megatron.training.arguments._primus_original_validate_args'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/validate_args_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.patch_style': 'source_rewrite',
            'upstream.symbols': {'megatron.training.arguments._primus_original_validate_args'},
            'enable.phase': 'before_train',
        },
        nowhere=('pipeline_model_parallel_size', 'sum(decoder_pipeline', 'validate_args_base'),
        mentioned=('megatron.training.arguments._primus_original_validate_args', 'decoder_pipeline_manual_split_list'),
    ),
}
