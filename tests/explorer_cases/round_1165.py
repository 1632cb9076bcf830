"""Round 1165: the explorer's deep-dive written in Mirandese: a `megatron.training.tokenizer.build_tokenizer` site a
correction ("Nota de currecion ... Isso stá mal") takes back, the neighbour `megatron.args.mock_data` with its phase and
tokenizer, a doubt ("Talbeç ... nun l cunfirmei"), an "unless" ("A nun ser que"), a `PRIMUS_PATCHES` example and a
made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_fifth_mirandese_deep_dive_build_tokenizer_override.md"

TITLE = "one-thousand-one-hundred-and-sixty-fifth-round report (a deep-dive in Mirandese)"
CASES = {
    f"{REPORT}@megatron.tokenizer.build_tokenizer_override": Case(
        allowed={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": frozenset(
                {"Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs", None}
            ),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer"},
            "upstream.aliases": {"pretrain_gpt.build_tokenizer"},
            "enable.phase": frozenset({"setup", None}),
        },
        required={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "setup",
        },
        nowhere=(
            "megatron.training.tokenizer.build_tokenizer",
            "mock_data",
            "NullTokenizer",
            "131072",
            "build_args",
            "make_vocab_size_divisible_by",
            "transformers",
            "primus_turbo",
        ),
        mentioned=(
            "megatron.training.tokenizer.build_tokenizer",
            "mock_data",
            "transformers",
            "make_vocab_size_divisible_by",
        ),
    ),
}
