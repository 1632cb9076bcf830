"""Round 1213: a pull-request description from a template (What, Why, How tested, a checklist, a files-changed table) and a
review bot's summary that gets the gate wrong ("`finetune`"), taken back by the author's reply; a struck third site, the
neighbouring `load_checkpoint_distributed_fix` patch, a made-up config, versions of one run, a negation."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirteenth_pr_template_and_review_bot_factory_merges.md"

TITLE = "one-thousand-two-hundred-and-thirteenth-round report (a pull request template and a review bot)"
CASES = {
    f"{REPORT}@megatron.patch.apply_factory_merges_tolerant": Case(
        allowed={
            "feature.id": "megatron.patch.apply_factory_merges_tolerant",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.core.dist_checkpointing.mapping.apply_factory_merges",
                "megatron.core.dist_checkpointing.serialization.apply_factory_merges",
            },
            "upstream.aliases": {"megatron.core.dist_checkpointing.serialization.apply_factory_merges"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/checkpoint_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.patch.apply_factory_merges_tolerant",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.dist_checkpointing.mapping.apply_factory_merges"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "finetune",
            "load_checkpoint_distributed_fix",
            "primus_turbo",
        ),
        mentioned=(
            "finetune",
            "megatron.core.dist_checkpointing.serialization.apply_factory_merges",
        ),
    ),
}
