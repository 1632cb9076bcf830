"""Round 211: an mbox of two mails with full headers: the first gives a wrong phase, a gate that is no gate and a site
that is none; the reply quotes it with "> " and corrects each inline; another patch's gate and environment variable."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eleventh_mbox_thread_hsdp_args.md"

TITLE = "two-hundred-and-eleventh-round report (an mbox thread)"
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
        # The phase and the site the reply takes back; the degree (a guard's condition, no gate); the sibling FSDP2
        # patch's gate and environment variable; a mail header read as a package or a version.
        nowhere=(
            "before_train",
            "initialize_model_parallel",
            "data_parallel_replicate_degree",
            "use_torch_fsdp2",
            "SDMA_ALL_GATHER",
            "Message-ID",
            "MIME",
        ),
        mentioned=("data_parallel_replicate_degree", "use_torch_fsdp2", "ckpt_format", "num_distributed_optimizer_instances"),
    ),
}
