"""Round 179: a Slack channel export as JSON: the patch id only in the first message's bold title ("Explorer notes:"),
and a later message naming `megatron.mamba.fla_order_dataset` as "its own patch" (no other id stated plainly)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_ninth_slack_export_tokenizer_builder.md"

TITLE = "hundred-and-seventy-ninth-round report (a Slack export as JSON)"
SITES = {
    "megatron.training.global_vars.build_tokenizer",
    "pretrain_gpt.build_tokenizer",
    "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/tokenizer/tokenizer.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "megatron.tokenizer.build_tokenizer_override", "framework.name": "megatron-lm"},
        nowhere=("fla_order_dataset", "add_megatron_arguments", "PRIMUS_PATH", "build_args", "_original_build_tokenizer"),
        mentioned=("megatron.training.global_vars.build_tokenizer", "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer"),
    ),
}
