"""Round 201: an onboarding wiki page in Korean: a section headed "짝꿍 패치 `megatron.fsdp.torch_fsdp2` (이 패치 아님)"
(the companion patch, not this one) stating that patch's phase and sites, and a mis-cited phase in the summary table
retracted in a "정정" (correction) section."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_first_korean_wiki_hsdp_args.md"

TITLE = "two-hundred-and-first-round report (a Korean onboarding wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.hsdp",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/hsdp_args_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.hsdp", "framework.name": "megatron-lm"},
        nowhere=("before_train", "torch_fsdp2", "sequence_parallel", "fully_shard", "PRIMUS_PATCHES"),
        mentioned=("data_parallel_replicate_degree", "use_torch_fsdp2", "ckpt_format"),
    ),
}
