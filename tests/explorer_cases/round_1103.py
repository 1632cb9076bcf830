"""Round 1103: a findings database as `sqlite3 findings.db .dump` writes it: a patches table and a findings table of
(patch_id, part, claim, status, note) rows as INSERT statements, rows of the neighbour `maxtext.logger` with its own
site, alias and phase, retracted, superseded, hypothesis and open rows (a "suggested check" setting), and a text written
with replace(..., '\\n', char(10))."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_third_sqlite_dump_findings_logging_level.md"

TITLE = "one-thousand-one-hundred-and-third-round report (a findings database's sqlite3 dump)"
CASES = {
    f"{REPORT}@megatron.args.logging_level": Case(
        allowed={
            'feature.id': 'megatron.args.logging_level',
            'feature.summary': frozenset({'Set logging level based on stderr_sink_level', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus': frozenset({'primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/logging_level_patches.py', None}),
            'requires.platform': frozenset({'any', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.logging_level',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
            'implementation.primus': 'primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level',
        },
        nowhere=(
            'max_logging', 'maxtext', 'MaxText', 'stderr_sink_level', 'setup_logging', "'setup'", 'wandb',
            'ValueError',
        ),
        mentioned=(),
    ),
}
