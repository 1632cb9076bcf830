"""Round 795: the explorer's inventory row and five parts written in Swedish: an alias a "Rättelse" takes back, a supposed
switch, the validate-args and environment neighbours, Primus-Turbo named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_fifth_swedish_deep_dive_args_compat.md"

TITLE = "seven-hundred-and-ninety-fifth-round report (a deep-dive in Swedish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'implementation.primus_file': 'primus/backends/megatron/patches/args_compat_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'implementation.primus_file': 'primus/backends/megatron/patches/args_compat_patches.py',
        },
        nowhere=(
            'megatron.training.initialize.add_megatron_arguments', 'enable_megatron_args_compat', 'primus_turbo', 'before_train',
        ),
        mentioned=('megatron.training.initialize.add_megatron_arguments',),
    ),
}
