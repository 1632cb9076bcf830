"""Round 1155: the explorer's deep-dive written in Altai: a wrap of `train` the writer takes back, the neighbour
`megatron.pp.dump_pp_data.before_train` with its sites and flags, a hypothetical S3 variable and `boto3`, and a made-up
config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_fifth_altai_deep_dive_dump_pp_data_after_train.md"

TITLE = "one-thousand-one-hundred-and-fifty-fifth-round report (a deep-dive in Altai)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': frozenset({'Dump pp schedule data to JSON for visualization', None}),
            'feature.patch_style': frozenset({'env_or_lifecycle', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'after_train', None}),
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=(
            'get_forward_backward_func', 'patch_primus_pipeline', 'patch_zero_bubble', 'PRIMUS_PP_DUMP_S3_URI',
            'boto3', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
