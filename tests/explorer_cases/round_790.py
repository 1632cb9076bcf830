"""Round 790: the explorer's deep-dive opening with a Field | Value summary and closing with caveats: an imported alias a
correction takes back while it writes the one assignment (`train_spec_module.get_train_spec = ...`, another module)."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninetieth_summary_table_caveats_model_override.md"

TITLE = "seven-hundred-and-ninetieth-round report (a deep-dive with a summary table and caveats)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/model_override_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'framework.wired_at': frozenset({None, 'torchtitan.protocols.train_spec.get_train_spec'}),
            'enable.phase': 'setup',
            'requires.platform': frozenset({None, 'any'}),
            'requires.packages': {('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=('torchtitan.train.get_train_spec', 'model.n_layers'),
        mentioned=('torchtitan.train.get_train_spec',),
    ),
}
