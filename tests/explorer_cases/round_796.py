"""Round 796: an agent's chat export (tool calls as bullets, results in <details>) whose answer is the explorer's
deep-dive: the torch FSDP2 patch's condition a correction takes back, settings "required in that case", a supposed block
led in by "such as", and the real config of one HSDP run."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_sixth_cursor_chat_export_hsdp_args.md"

TITLE = "seven-hundred-and-ninety-sixth-round report (an agent chat export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': 'Maps the Primus-only config key data_parallel_replicate_degree onto Megatron\'s num_distributed_optimizer_instances, so that Megatron\'s parallel_state.initialize_model_parallel creates the HSDP process groups: an intra-instance "partial" data-parallel group (the shard dimension) and an inter-instance group (the replicate dimension).',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': 'Maps the Primus-only config key data_parallel_replicate_degree onto Megatron\'s num_distributed_optimizer_instances, so that Megatron\'s parallel_state.initialize_model_parallel creates the HSDP process groups: an intra-instance "partial" data-parallel group (the shard dimension) and an inter-instance group (the replicate dimension).',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('hsdp.replicate_degree', 'use_torch_fsdp2', 'torch_dcp', 'shard_degree', 'hsdp.enable'),
        mentioned=('use_torch_fsdp2',),
    ),
}
