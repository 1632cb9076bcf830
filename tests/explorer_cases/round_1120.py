"""Round 1120: a knowledge graph exported as JSON-LD: the patch's node (condition `ctx.model_name == "deepseek_v3"`), a
superseded first-pass note about a router rebinding, the neighbouring TorchTitan DeepSeek-V3 patch with its flags and
three sites, a proposed env override and an illustrative config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twentieth_json_ld_graph_deepseek_v3_fix_moe.md"

TITLE = "one-thousand-one-hundred-and-twentieth-round report (a JSON-LD knowledge graph)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TopKRouter', 'build_args', 'seq_aux_loss', 'enable_primus_turbo', 'use_classic_attention',
            'deepseekv3_args', 'DeepSeekV3ModelArgs', 'Attention', 'PRIMUS_DSV3_AUX_LOSS_COEFF', 'torchtitan',
        ),
        mentioned=(
            'ctx.model_name', 'primus_turbo.enable_primus_turbo',
            'torchtitan.models.deepseek_v3.DeepSeekV3ModelArgs', 'megatron.core.transformer.moe.router.TopKRouter',
        ),
    ),
}
