"""Round 693: an agent's GitHub issue (details blocks, footnotes, task lists, a mermaid diagram, alerts, a suggestion
diff): a config key a correction alert takes back with its "either flat (...) or nested" example, a shipped example
value, a config "What a working config looks like:" leads."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_ninety_third_gfm_issue_model_override.md"

TITLE = "six-hundred-and-ninety-third-round report (a GitHub-flavoured Markdown issue)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=('n_layers', 'model.name', 'model.flavor', 'hf_assets_path', 'model_overrides', 'llama3'),
        mentioned=('params.model_overrides',),
    ),
}
