"""Round 1100: the explorer's deep-dive written in Silesian: a taken-back `GptOssModel` claim, the neighbours
`turbo_attention` and `moe_grouped_mm`, a hypothetical `PRIMUS_PATCHES` setting, a made-up YAML, tested-on ROCm 7.0 and
torch 2.9."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundredth_silesian_deep_dive_gptoss_sink_attention.md"

TITLE = "one-thousand-one-hundredth-round report (a deep-dive in Silesian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.summary': frozenset({'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.turbo': frozenset({'primus_turbo.pytorch.ops.flash_attn_func', None}),
            'implementation.primus_file': frozenset({'primus/backends/torchtitan/patches/turbo/gptoss_sink_attention_patches.py', None}),
            'requires.packages': {('primus_turbo', None)},
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_attention', True)},
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.patch_style': 'binding_replacement',
            'framework.name': 'torchtitan',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
        },
        nowhere=(
            'GptOssModel', 'turbo_attention.', 'moe_grouped_mm', 'PRIMUS_PATCHES', '7.0', '2.9',
        ),
        mentioned=(),
    ),
}
