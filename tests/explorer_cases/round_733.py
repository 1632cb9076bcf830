"""Round 733: the explorer's deep-dive with every part a "Field | Value" table and notes under it: a field named "Aliases
to rebind" (no style), the "Primus implementation" and "Implementation file" rows a correction takes back by their
labels, the FLA companions, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_third_field_tables_deep_dive_gdn_config.md"

TITLE = "seven-hundred-and-thirty-third-round report (an explorer deep-dive in field tables)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.summary': "Adds the linear-attention fields and FLA Triton flags that GatedDeltaNet (GDN) and KimiDeltaAttention (KDA) layers read to Megatron's TransformerConfig, without editing Megatron-LM",
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.transformer.gdn_config',
            'feature.summary': "Adds the linear-attention fields and FLA Triton flags that GatedDeltaNet (GDN) and KimiDeltaAttention (KDA) layers read to Megatron's TransformerConfig, without editing Megatron-LM",
            'enable.phase': 'before_train',
        },
        nowhere=(
            'gated_delta_net.GatedDeltaNet', 'gated_delta_net.py', 'binding_replacement', 'enable_gdn_config_patch',
            'hybrid_output_init',
        ),
        mentioned=('primus.backends.megatron.core.models.hybrid.gated_delta_net.GatedDeltaNet',),
    ),
}
