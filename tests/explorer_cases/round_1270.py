"""Round 1270: a GitHub pull-request page copied as text (description, bot checks, review threads on Outdated diffs, a
quick-reference table): a `lora` `condition=` dropped in review, `lora.enabled: true` that switches nothing, "not a
wrapper" taken back, `finetune` / `pretrained_checkpoint` written by the SFT trainer, `dist_ckpt_strictness` not read,
the `load_checkpoint_distributed_fix` and `save_checkpoint` siblings, an open question on `tensor_aware_state_dict`,
list merges that still raise, an undecided port kind and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventieth_github_pr_review_factory_merges.md"

ID = "megatron.patch.apply_factory_merges_tolerant"
SYMBOL = "megatron.core.dist_checkpointing.mapping.apply_factory_merges"
ALIAS = "megatron.core.dist_checkpointing.serialization.apply_factory_merges"
PRIMUS_FILE = "primus/backends/megatron/patches/checkpoint_patches.py"
# Line 1, the pull request's title: the report's one plain line on what the change does.
PR_TITLE = "[Megatron] Tolerate missing adapter keys in apply_factory_merges (LoRA SFT from base ckpt) #1187"
TITLE = "one-thousand-two-hundred-and-seventieth-round report (a GitHub pull request and its review threads)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset(
                {None, PR_TITLE, "Tolerate missing adapter keys in apply_factory_merges (LoRA SFT from base ckpt)"}
            ),
            # Line 16, confirmed at line 86: the "not a wrapper" of line 78 is taken back.
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # checkpoint_patches.py:83-84 rebinds both; tensor_aware_state_dict's import is an open question (line 132).
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {SYMBOL, ALIAS},
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # "no config flag turns it on" (line 14); the `lora` condition= was dropped in review (line 51).
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            # "the handler sets no args" (line 112).
            "enable.side_effects": set(),
            # "Requires: megatron-core" (line 17); 0.16.0 and torch 2.8.0 are one run's versions (line 26).
            "requires.packages": {("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the summary (the pull request's title, line 1) is left a TODO.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL, ALIAS},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        nowhere=(
            "tensor_aware_state_dict",
            "load_checkpoint",
            "save_checkpoint",
            "disable_last_saving",
            "lora",
            "finetune",
            "pretrained_checkpoint",
            "dist_ckpt_strictness",
            "PRIMUS_PATCHES",
            "0.16.0",
            "2.8.0",
            "torch",
            "len(x1)",
            "binding_replacement",
            "drop_in",
            "full_replacement",
            "condition",
            "get_args",
        ),
        mentioned=(
            SYMBOL,
            ALIAS,
            "tensor_aware_state_dict.apply_factory_merges",
            "megatron.training.checkpointing.load_checkpoint",
            "lora.enabled: true",
            "PRIMUS_PATCHES",
        ),
    ),
}
