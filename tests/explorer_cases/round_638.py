"""Round 638: a Deepnote project file (YAML: an Init notebook, the notes' text cells with their code marks, code cells,
a second notebook about the mock dataset patch): a paragraph taken back by its opening words ('Correction to the
"First pass" paragraph'), a bullet taken back by its quote, a shipped model file's setting and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_eighth_deepnote_project_model_override.md"

TITLE = "six-hundred-and-thirty-eighth-round report (a Deepnote project)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            'framework.name': 'torchtitan',
            'enable.phase': 'setup',
            'requires.packages': {('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            'enable.phase': 'setup',
        },
        nowhere=('torchtitan.train_spec', 'model_overrides', 'n_layers', 'model.dim', 'mock_data', 'load_dataset'),
        mentioned=('torchtitan.protocols.train_spec.get_train_spec', 'training.mock_data'),
    ),
}
