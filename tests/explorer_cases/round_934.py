"""Round 934: a tracked run as an experiment tracker's API returns it, the deep-dive in the run's note tag as one Markdown
string, short remarks in other tags: a DeepSeek-V3 site an update takes back ("there is exactly one assignment ...
`torchtitan.models.moe.moe._run_experts_grouped_mm = ...`"), the FP8 kernel's case, neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_fourth_mlflow_run_json_moe_grouped_mm.md"

TITLE = "nine-hundred-and-thirty-fourth-round report (a tracked run as an experiment tracker's API returns it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.moe_grouped_mm',
            'feature.summary': 'Use Primus-Turbo grouped_mm for TorchTitan MoE experts',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe._run_experts_grouped_mm'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/moe/moe.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torch', None), ('torchtitan', None)},
            'constraints': {('use_turbo_grouped_mm', '==', True)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.moe_grouped_mm',
            'feature.summary': 'Use Primus-Turbo grouped_mm for TorchTitan MoE experts',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe._run_experts_grouped_mm'},
            'enable.phase': 'setup',
        },
        nowhere=('deepseek_v3.model.moe', 'transformer_engine', 'deep_ep'),
        mentioned=(),
    ),
}
