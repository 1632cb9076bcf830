"""Round 273: a deep-dive in the explorer's own layout by a wordy agent: checks that sit inside a branch, settings the
handler reads but does not set, a YAML example whose comments say two keys are needed only because of the first, a
settings table with a "When it applies" column, a phase corrected, and the torch FSDP2 patch set apart."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_third_hedged_deepdive_hsdp_args.md"

TITLE = "two-hundred-and-seventy-third-round report (a hedged deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.hsdp",
            "feature.summary": frozenset({None, "megatron.args.hsdp is an argument patch, not a kernel or module replacement."}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            # Any degree above 1 turns the mapping on; the report's example gives 2.
            "enable.flags": {("data_parallel_replicate_degree", 2)},
            "enable.phase": "build_args",
        },
        required={"feature.id": "megatron.args.hsdp", "enable.phase": "build_args"},
        # The checks made only when the degree is above 1; the FSDP2 patch's sites.
        nowhere=("use_torch_fsdp2", "torch_dcp", "ckpt_format", "fully_shard"),
        mentioned=("use_torch_fsdp2", "ckpt_format", "num_distributed_optimizer_instances"),
    ),
}
