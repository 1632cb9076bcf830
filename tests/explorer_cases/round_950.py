"""Round 950: a review's findings saved from a spreadsheet as CSV (a byte-order mark, Windows line ends, quoted cells over
several lines), one finding a row with its status (confirmed, retracted, hypothetical, another patch): a second site
retracted, a hypothetical config, a guessed version, the neighbours' rows."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fiftieth_findings_csv_save_checkpoint.md"

TITLE = "nine-hundred-and-fiftieth-round report (a findings sheet saved as CSV)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.checkpoint.save_checkpoint',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/checkpoint_patches.py'}),
            'framework.name': 'megatron-lm',
        },
        required={
            'feature.id': 'megatron.checkpoint.save_checkpoint',
            'framework.name': 'megatron-lm',
        },
        nowhere=('megatron.training.checkpointing.save_checkpoint', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
