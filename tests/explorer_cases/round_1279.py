"""Round 1279: post-incident notes from a wiki space (a quick-facts table, a UTC timeline with code and YAML excerpts, an
A/B table, root cause, open questions, then corrections to the timeline): `tokenizer_type: Llama2Tokenizer` guessed as
the gate and taken back, a `pretrain_mamba.build_tokenizer` site retracted, the `megatron.mamba.fla_order_dataset`
patch beside it, the replacement's own branches and fallback (`trust_remote_code`, `padded_vocab_size`), the stashed
`_original_build_tokenizer`, the port's own `--hf-hub-tokenizer` switch, packages denied and one container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_ninth_incident_notes_build_tokenizer_override.md"

ID = "megatron.tokenizer.build_tokenizer_override"
SYMBOL = "megatron.training.global_vars.build_tokenizer"
GPT_ALIAS = "pretrain_gpt.build_tokenizer"
MCORE_ALIAS = "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer"
REPLACEMENT = "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer"
REPLACEMENT_FILE = "primus/backends/megatron/training/tokenizer/tokenizer.py"
HANDLER_FILE = "primus/backends/megatron/patches/tokenizer_builder_patches.py"
# Lines 33-34, the registered description (tokenizer_builder_patches.py:35).
DESCRIPTION = "Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs"
TITLE = "one-thousand-two-hundred-and-seventy-ninth-round report (post-incident notes on a wiki page)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": DESCRIPTION,
            # Line 26; tokenizer_builder_patches.py:87-88,97 assign module attributes, no functools wrapper (line 104).
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            # Lines 147-148 and 151-152: the three sites, split between symbols and aliases either way.
            "upstream.symbols": {SYMBOL, GPT_ALIAS, MCORE_ALIAS},
            "upstream.aliases": {SYMBOL, GPT_ALIAS, MCORE_ALIAS},
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, REPLACEMENT}),
            "implementation.primus_file": frozenset({None, REPLACEMENT_FILE, HANDLER_FILE}),
            # "Enable flags | none, it is applied on every Megatron run" (line 30; also 25 and 145).
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "setup",
            # "The patch itself sets no config values." (line 153).
            "enable.side_effects": set(),
            "requires.packages": {("transformers", None), ("megatron-core", None)},
            # Line 94: the container's versions are "not tested minimums".
            "requires.backend_versions": set(),
            # "Checked for asserts/constraints: the handler has none." (line 103).
            "constraints": set(),
        },
        # Thin: patch_style binding_replacement (line 26) is left a TODO, the symbol SYMBOL (lines 63, 151) and the
        # alias MCORE_ALIAS (lines 147-148, 152) are only quoted in TODOs, and the empty enable flags (line 30) are
        # not drafted.
        required={
            "feature.id": ID,
            "feature.summary": DESCRIPTION,
            "framework.name": "megatron-lm",
            "upstream.sites": {GPT_ALIAS},
            "implementation.primus": REPLACEMENT,
            "enable.phase": "setup",
            "requires.packages": {("transformers", None)},
        },
        nowhere=(
            "tokenizer_type",
            "Llama2Tokenizer",
            "tokenizer_model",
            "HuggingFaceTokenizer",
            "CUSTOM_TOKENIZER_TYPES",
            "TokenizerCompat",
            "pretrain_mamba",
            "train_valid_test_datasets_provider",
            "megatron.mamba.fla_order_dataset",
            "mamba_fla_data_patches",
            "use_fla_data",
            "fla_cache_dir",
            "before_train",
            "trust_remote_code",
            "legacy_tokenizer",
            "padded_vocab_size",
            "_original_build_tokenizer",
            "hf-hub-tokenizer",
            "preprocess_data",
            "megatron.training.tokenizer.build_tokenizer",
            "meta-llama",
            "llama2_7B",
            "4.51.3",
            "2.7.0",
            "rocm6.4",
            "3f1c2a9",
            "MI300X",
            "deep_ep",
            "transformer_engine",
            "Transformer Engine",
            "Primus-Turbo",
            "primus_turbo",
            "functools",
        ),
        mentioned=(SYMBOL, GPT_ALIAS, MCORE_ALIAS, "pretrain_mamba.build_tokenizer", "tokenizer_type", "trust_remote_code"),
    ),
}
