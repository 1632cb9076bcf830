"""Round 904: a Hugo content page (TOML front matter whose description describes the page, note, highlight and details
shortcodes): a __post_init__ claim a correction takes back, two neighbours, a hypothetical switch."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fourth_hugo_page_gdn_config.md"

TITLE = "nine-hundred-and-fourth-round report (a Hugo content page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.summary': frozenset({None, "Primus' own GatedDeltaNet (GDN) and KimiDeltaAttention (KDA) layers read a set of linear-attention fields from the Megatron TransformerConfig (config.linear_conv_kernel_dim, config.linear_key_head_dim, ...)."}),
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('linear_conv_kernel_dim', 4)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('__post_init__', 'enable_gdn_config', 'hybrid_output_init', 'gdn_rocm_gate', 'Deep-dive and porting notes'),
        mentioned=(),
    ),
}
