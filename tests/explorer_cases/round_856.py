"""Round 856: a pull request as a terminal client prints it with its comments (title, state lines, the body as plain text, review
headers): a fourth site bound "only when that module can be imported", a site a review takes back, a hypothetical
gate, the tokenizer arguments neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifty_sixth_gh_pr_view_comments_build_tokenizer_override.md"

TITLE = "eight-hundred-and-fifty-sixth-round report (a pull request as a terminal client prints it)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.aliases": {"pretrain_gpt.build_tokenizer"},
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": frozenset(
                {
                    None,
                    "Primus accepts model-family names (Llama2Tokenizer, Llama3Tokenizer, DeepSeekV3Tokenizer, ...) whose tokenizer_model is a HuggingFace Hub ID such as meta-llama/Llama-2-7b-hf .",
                }
            ),
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer"},
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.phase": "setup",
        },
        required={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer"},
            "enable.phase": "setup",
        },
        nowhere=(
            "megatron.core.tokenizers.utils.build_tokenizer",
            "megatron.training.tokenizer.build_tokenizer",
            "allow_hub_ids",
            "_add_tokenizer_args",
        ),
        mentioned=(),
    ),
}
