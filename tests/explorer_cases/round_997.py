"""Round 997: a mailing list's digest in plain text (the list's header, today's topics, each message numbered with its own
headers, quoted replies): a later message taking back two rebinding sites and an anchor assert, the FP4 and layout
neighbours, a hypothetical config, each message's character set in its headers."""

from __future__ import annotations

from .case import Case
from .names import MANUAL_SPLIT_ALLOWED

REPORT = "nine_hundred_ninety_seventh_mailman_digest_decoder_pipeline_manual_split.md"

TITLE = "nine-hundred-and-ninety-seventh-round report (a mailing list digest in plain text)"
CASES = {
    REPORT: Case(
        allowed={
            **MANUAL_SPLIT_ALLOWED,
        },
        required={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.summary': 'Add decoder_pipeline_manual_split_list guard to validate_args pipeline split check',
            'feature.patch_style': 'source_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('charset', 'us-ascii', 'megatron.training.initialize', 'primus_turbo'),
        mentioned=(),
    ),
}
