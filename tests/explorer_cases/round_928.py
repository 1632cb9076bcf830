"""Round 928: a code host's notification email of a pull request review as plain text (the review, inline comments under their
file and quoted diff lines, reply and unsubscribe footers), then a second notification correcting an alias, a made-up
config, packages and a variable named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_twenty_eighth_github_review_email_training_log_nemo.md"

TITLE = "nine-hundred-and-twenty-eighth-round report (a code review notification email)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.summary': 'NeMo-style train_step timing support in Megatron-Bridge training_log',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.summary': 'NeMo-style train_step timing support in Megatron-Bridge training_log',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.bridge.training.train.training_log', 'log_nemo_step_time', 'primus_turbo', 'USE_TE_SWIGLU'),
        mentioned=(),
    ),
}
