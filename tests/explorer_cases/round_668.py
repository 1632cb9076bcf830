"""Round 668: an OpenProject work package from the API v3 (HAL+JSON: the description's Markdown and HTML, the
activities' comments and field changes): a Patch logic item a comment takes back, the FSDP2 patch and the emerging-
optimizers log patch beside it, a supposed config and a retracted version."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_eighth_openproject_api_json_per_head_muon.md"

TITLE = "six-hundred-and-sixty-eighth-round report (an OpenProject work package)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.summary': frozenset({None, 'Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/optimizer/per_head_muon.py'}),
            'framework.name': 'megatron-lm',
            'enable.flags': {('muon_per_head', True), ('optimizer', 'muon')},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
            'constraints': {('muon_per_head_impl', 'in', ('loop', 'batched'))},
        },
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'enable.flags': {('muon_per_head', True), ('optimizer', 'muon')},
            'enable.phase': 'before_train',
        },
        nowhere=('muon_per_head_strict', 'split_qkv', '0.15', 'torch_fsdp2', 'PRIMUS_VERBOSE_EMERGING_OPTIMIZERS'),
        mentioned=('muon_per_head',),
    ),
}
