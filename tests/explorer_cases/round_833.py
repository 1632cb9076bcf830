"""Round 833: the explorer's deep-dive as a documentation site builds it (admonitions, content tabs, numbered code tables,
the site's navigation and scripts around it): a second site taken back, a supposed config tab, two neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_third_mkdocs_material_html_model_override.md"

TITLE = "eight-hundred-and-thirty-third-round report (a documentation site's HTML page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/model_override_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.model_override',
            'feature.summary': 'Override TorchTitan model args dynamically via config',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torchtitan.protocols.train_spec.get_train_spec'},
            'enable.phase': 'setup',
        },
        nowhere=("torchtitan.protocols.get_train_spec'", 'deepseek_v3_classic_attention', 'mock_hf_dataset', 'primus_turbo'),
        mentioned=(),
    ),
}
