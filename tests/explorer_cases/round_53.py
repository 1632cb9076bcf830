"""Round 53: a review of someone's port."""

from __future__ import annotations

from .case import Case
from .names import PORT_REVIEW

TITLE = "fifty-third-round report (a review of someone's port)"
CASES = {
    PORT_REVIEW: Case(
        allowed={
            "feature.id": "megatron.training.train_step_seq_split",
            "feature.summary": frozenset({None, "Patch Megatron train_step to adjust num_microbatches/seq_length for num_seq_splits > 1"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/train_step_patches.py"}),
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.training.train_step_seq_split",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "binding_replacement",  # "Primus rebinds exactly `...train_step`", a wrapper as the report says elsewhere
            "finetune_utils",  # the reviewer's mistake, corrected in a reply
            "my_trainer",  # the port's own files
            "get_forward_backward_func",  # the companions' sites
        ),
        mentioned=(
            "megatron.training.training.train_step",
            "num_seq_splits",
            "patch_primus_pipeline",
            "PRIMUS_PATCHES",
        ),
    ),
}
