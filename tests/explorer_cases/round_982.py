"""Round 982: the explorer's deep-dive written in Tok Pisin: a site rebound "tasol sapos" (only if) its module imports, a
re-export a correction takes back ("mi bin tok ... Dispela i no tru"), a hypothetical config, the neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eighty_second_tok_pisin_deep_dive_build_tokenizer_override.md"

TITLE = "nine-hundred-and-eighty-second-round report (a deep-dive in Tok Pisin)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.aliases": {"pretrain_gpt.build_tokenizer"},
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": "Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer"},
            "implementation.primus": "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/tokenizer/tokenizer.py"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.phase": "setup",
        },
        required={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": "Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer"},
            "implementation.primus": "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer",
            "enable.phase": "setup",
        },
        nowhere=("megatron.core.tokenizers", "megatron.training.tokenizer.build_tokenizer", "use_primus_tokenizer"),
        mentioned=(),
    ),
}
