"""Round 1134: a Go job launcher whose doc comments hold the findings (`// # Heading` sections, paragraphs parted by an
empty `//`): a `TransformerConfig.__post_init__` rebinding a correction takes back, the neighbour `te_spec_provider` in
a `/* */` block with its sites, flags and version bound, and tested-on versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_fourth_go_doc_attention_backend_rocm_safe.md"

TITLE = "one-thousand-one-hundred-and-thirty-fourth-round report (a Go source file's doc comments)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend'},
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TransformerConfig', 'TESpecProvider', 'moe_grouped_gemm', '<0.17', 'primus_turbo',
        ),
        mentioned=(
            'TESpecProvider', 'moe_use_legacy_grouped_gemm',
        ),
    ),
}
