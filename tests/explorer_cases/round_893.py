"""Round 893: a systemd journal exported as JSON, one entry a line: the agent service logged its deep-dive an entry at a time
between sshd, cron, dockerd and kernel lines; a phase a "CORRECTION" entry takes back, the tokenizer and validate-args
neighbours, a made-up opt-in config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninety_third_journalctl_json_args_compat.md"

TITLE = "eight-hundred-and-ninety-third-round report (a systemd journal exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args_compat_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'enable.phase': 'setup',
        },
        nowhere=('megatron_args_compat', 'build_tokenizer', 'validate_args', 'primus_turbo', 'transformer_engine', 'sshd'),
        mentioned=(),
    ),
}
