"""Round 635: a Pluto.jl notebook (front matter, cells under their markers, md-string cells, a Julia cell, the package
environment and the cells' order): a site taken back with "^ wrong" in the next cell, packages denied as a list
("nothing from Primus-Turbo, Transformer Engine or aiter"), a setting quoted from a model file, the whole-block
compile patch."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_fifth_pluto_notebook_moe_bf16_combine.md"

TITLE = "six-hundred-and-thirty-fifth-round report (a Pluto.jl notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.summary': frozenset({None, 'MoE expert combine in bf16 (avoid fp32 bmm activation retention)'}),
            'feature.patch_style': 'binding_replacement',
            'implementation.primus': frozenset({None, 'primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py'}),
            'framework.name': 'torchtitan',
            'enable.phase': 'setup',
            'requires.packages': {('torch', None), ('torchtitan', None)},
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=('GroupedExperts', 'transformer_engine', 'aiter', "'name'", 'compile.enable', '0.2.2', 'deepseek_v3_lite'),
        mentioned=('compile.enable', 'model.name'),
    ),
}
