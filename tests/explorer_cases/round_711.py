"""Round 711: an explorer report in a Jupyter notebook (Markdown cells, grep cells whose outputs name other patches,
a last cell correcting an earlier one): an alias a correction names the patch by its id to take back, a check that
holds "when the degree is > 1", a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eleventh_ipynb_report_hsdp.md"

TITLE = "seven-hundred-and-eleventh-round report (a Jupyter notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': frozenset({None, "megatron.args.hsdp maps the Primus-only config key data_parallel_replicate_degree onto Megatron's own num_distributed_optimizer_instances, so that parallel_state.initialize_model_parallel builds the HSDP process groups (an intra-instance shard group and an inter-instance replicate group)."}),
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': frozenset({None, 'primus.backends.megatron.patches.args.hsdp_args_patches.patch_hsdp_args'}),
            'implementation.primus_file': 'primus/backends/megatron/patches/args/hsdp_args_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus_file': 'primus/backends/megatron/patches/args/hsdp_args_patches.py',
        },
        nowhere=('torch_FSDP', 'torch_dcp', 'use_torch_fsdp2', 'before_train'),
        mentioned=('megatron.training.training.torch_FSDP',),
    ),
}
