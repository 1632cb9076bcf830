"""Round 1087: the source of a Wikidot page: "+" headings, {{names}}, a "||~" sites table whose MCore row is rebound "only
when that module can be imported", a struck "--It also wraps ...--" claim, "Condition: none.", a [[collapsible]] made-up
config, numbered "# " porting steps and related patches with their own flags."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eighty_seventh_wikidot_page_build_tokenizer_override.md"

TITLE = "one-thousand-and-eighty-seventh-round report (a Wikidot page's source)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.tokenizer.build_tokenizer_override',
            'feature.summary': frozenset({"Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs", None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.global_vars.build_tokenizer', 'pretrain_gpt.build_tokenizer'},
            'upstream.aliases': {'megatron.training.global_vars.build_tokenizer', 'pretrain_gpt.build_tokenizer'},
            'implementation.primus': frozenset({'primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/tokenizer_builder_patches.py', 'primus/backends/megatron/training/tokenizer/tokenizer.py', None}),
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'megatron.tokenizer.build_tokenizer_override',
            'feature.patch_style': 'binding_replacement',
            'feature.summary': "Override Megatron's build_tokenizer to support Primus custom tokenizer types with HuggingFace Hub IDs",
            'implementation.primus': 'primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer',
            'enable.phase': 'setup',
        },
        nowhere=(
            'megatron.training.tokenizer.build_tokenizer', 'megatron.core.tokenizers', '_add_tokenizer_args',
            'use_primus_tokenizer', 'mock_data', 'use_fla_data', 'PRIMUS_PATH', 'pretrain_mamba', 'Condition',
        ),
        mentioned=(),
    ),
}
