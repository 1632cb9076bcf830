"""Round 688: a pull request conversation as `gh pr view --comments` prints it (the header block, the body, each
comment under its author line): the values one model's config file sets, named after "x.yaml:46-51 sets", aliases a
review takes back, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_eighth_gh_pr_view_comments_gdn_config.md"

TITLE = "six-hundred-and-eighty-eighth-round report (a pull request as gh pr view prints it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.summary': frozenset({None, "megatron.transformer.gdn_config adds the linear-attention fields that the Primus GatedDeltaNet and KimiDeltaAttention layers read (config.linear_conv_kernel_dim, config.linear_num_value_heads, the FLA Triton flags, ...) to Megatron's TransformerConfig, so that nothing has to change in the third-party Megatron-LM tree."}),
            'upstream.symbols': {'megatron.core.transformer.transformer_config.TransformerConfig'},
            'implementation.primus_file': 'primus/backends/megatron/patches/gdn_config_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.transformer.gdn_config',
            'implementation.primus_file': 'primus/backends/megatron/patches/gdn_config_patches.py',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'linear_conv_kernel_dim', 'linear_key_head_dim', 'linear_value_head_dim', 'linear_num_key_heads',
            'linear_num_value_heads', 'use_short_conv', 'enable_gdn_config_patch', 'gdn_config_phase', 'gdn_config_priority',
        ),
        mentioned=('linear_conv_kernel_dim',),
    ),
}
