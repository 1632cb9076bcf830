"""Round 1040: a Kubernetes ConfigMap whose data keys hold the deep-dive and its known corrections as literal blocks (each
block's own indentation kept, so a fenced config's nested keys stay nested: `primus_turbo.use_classic_attention`): a
replacement class the corrections take back, presets named with the args class (no replacement), a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_fortieth_kubernetes_configmap_deepseek_v3_classic_attention.md"

TITLE = "one-thousand-and-fortieth-round report (a Kubernetes ConfigMap holding the report)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.deepseek_v3_classic_attention',
            'feature.summary': 'Use classic DeepSeek-V3 attention and args when requested',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.deepseek_v3.DeepSeekV3ModelArgs', 'torchtitan.models.deepseek_v3.deepseekv3_args', 'torchtitan.models.deepseek_v3.model.model.Attention'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/deepseek_v3/model/model.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_classic_attention', True)},
            'enable.phase': 'setup',
            'requires.packages': {('torch', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.deepseek_v3_classic_attention',
            'feature.summary': 'Use classic DeepSeek-V3 attention and args when requested',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.deepseek_v3.DeepSeekV3ModelArgs', 'torchtitan.models.deepseek_v3.deepseekv3_args', 'torchtitan.models.deepseek_v3.model.model.Attention'},
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_classic_attention', True)},
            'enable.phase': 'setup',
        },
        nowhere=(
            'primus.backends.torchtitan.models.deepseek_v3.model.model.Attention', 'DeepSeekV3ClassicModelArgs', 'args.py',
            'turbo_attention', "'enable_primus_turbo'", "'use_classic_attention'",
        ),
        mentioned=(),
    ),
}
