"""Round 384: a ClickUp task as its API returns it (its description twice, as text and as Markdown), custom fields,
checklists and five comments: a fourth site one comment claims and a later one retracts, a companion patch, a site
that applies only when its module imports, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_fourth_clickup_task_json_tokenizer_builder.md"

TITLE = "three-hundred-and-eighty-fourth-round report (a ClickUp task as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": None,
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer", "pretrain_gpt.build_tokenizer"},
            "enable.phase": "setup",
        },
        required={"feature.id": "megatron.tokenizer.build_tokenizer_override", "enable.phase": "setup"},
        # The retracted site; the companion's site and flags.
        nowhere=("megatron.training.tokenizer.build_tokenizer", "train_valid_test_datasets_provider", "use_fla_data", "PRIMUS_FLA_DATA"),
        mentioned=("megatron.training.tokenizer.build_tokenizer", "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer"),
    ),
}
