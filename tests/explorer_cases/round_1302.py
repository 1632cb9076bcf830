"""Round 1302: a team wiki page in Finnish (a TL;DR list, a table of the rebound modules, a config example,
dependencies, neighbouring patches, a corrections section with a struck line, open questions): the conditional
`megatron.core.tokenizers` site, the definition site it does not replace, the `_original_build_tokenizer` it saves,
a struck `function_wrapping` and a withdrawn `build_args` phase, the sibling `megatron.args.mock_data` and
`add_megatron_arguments_compat` patches, tokenizer knobs that do not turn it on, runtime args writes, denied
Turbo/DeepEP and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_three_hundred_second_finnish_wiki_build_tokenizer.md"

ID = "megatron.tokenizer.build_tokenizer_override"
GLOBAL_VARS = "megatron.training.global_vars.build_tokenizer"
PRETRAIN_GPT = "pretrain_gpt.build_tokenizer"
CORE_SITE = "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer"
DEFINITION = "megatron.training.tokenizer.build_tokenizer"
PRIMUS_FN = "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer"
IMPL_FILE = "primus/backends/megatron/training/tokenizer/tokenizer.py"
PATCH_FILE = "primus/backends/megatron/patches/tokenizer_builder_patches.py"
FINNISH_SUMMARY = (
    "korvaa Megatronin build_tokenizer-viittaukset Primuksen omalla build_tokenizer-funktiolla, jotta "
    "custom-tokenizerityypit (Llama2Tokenizer, Llama3Tokenizer, DeepSeekV2Tokenizer …) toimivat myös HuggingFace "
    "Hub ID:llä."
)
SUMMARY = (
    "Replace Megatron's build_tokenizer bindings with Primus's build_tokenizer so custom tokenizer types work with HuggingFace Hub IDs."
)
TITLE = "one-thousand-three-hundred-and-second-round report (a team wiki page in Finnish)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, FINNISH_SUMMARY, FINNISH_SUMMARY[0].upper() + FINNISH_SUMMARY[1:], SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            # tokenizer_builder_patches.py: `megatron_global_vars.build_tokenizer = primus_build_tokenizer` and the
            # same on `pretrain_gpt`, both always; the `megatron.core.tokenizers` one only where that module imports.
            "upstream.symbols": {GLOBAL_VARS, PRETRAIN_GPT},
            "upstream.aliases": {GLOBAL_VARS, PRETRAIN_GPT},
            "implementation.primus": frozenset({None, PRIMUS_FN}),
            "implementation.primus_file": frozenset({None, IMPL_FILE, PATCH_FILE}),
            # No condition=: the patch runs whenever the backend is megatron.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "enable.side_effects": set(),
            "requires.packages": {
                ("Megatron-LM", None),
                ("megatron-lm", None),
                ("megatron-core", None),
                ("transformers", None),
            },
            "constraints": set(),
        },
        # Thin: the summary (line 16, the TL;DR's "Tekee:"), the style `binding_replacement` (lines 17 and 118-119),
        # the two sites (lines 40-41 and 44, rebound "aina"), the phase `setup` (lines 15 and 121), the packages
        # Megatron-LM and transformers (lines 18 and 90-91), the Primus function (line 32) and its file (lines 30-31)
        # are left TODOs or left out.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
        },
        nowhere=(
            "megatron.core.tokenizers",
            DEFINITION,
            "_original_build_tokenizer",
            "function_wrapping",
            "build_args",
            "megatron.args.mock_data",
            "mock_data",
            "NullTokenizer",
            "131072",
            "vocab_size",
            "megatron.args.add_megatron_arguments_compat",
            "add_megatron_arguments",
            "_add_tokenizer_args",
            "tokenizer_type",
            "tokenizer_model",
            "GPT2BPETokenizer",
            "PRIMUS_PATCHES",
            "padded_vocab_size",
            "HuggingFaceTokenizer",
            "primus_turbo",
            "deep_ep",
            "core_r0.13.0",
            "4.53.2",
            "2.7.1",
            "rocm6.4",
            "torch",
            "CUSTOM_TOKENIZER_TYPES",
            "pretrain_mamba",
        ),
        mentioned=(GLOBAL_VARS, PRETRAIN_GPT, CORE_SITE, DEFINITION, "_original_build_tokenizer", "PRIMUS_PATCHES"),
    ),
}
