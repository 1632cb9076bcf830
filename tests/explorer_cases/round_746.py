"""Round 746: the explorer's deep-dive as a Sphinx page (field lists, code-block, note and warning directives, a
list-table): an enable flag in the field list a later section takes back, a supposed config, the checkpoint
companions."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_sixth_sphinx_rst_dcp_consolidate_fallback.md"

TITLE = "seven-hundred-and-forty-sixth-round report (a Sphinx reStructuredText page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.dcp_consolidate_fallback',
            'feature.summary': frozenset({None, 'The patch is a PyTorch compatibility shim, not a performance optimization.'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'torch.distributed.checkpoint._consolidate_hf_safetensors.consolidate_safetensors_files_on_every_rank'},
            'implementation.primus_file': 'primus/backends/torchtitan/patches/dcp_consolidate_patches.py',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.torch.dcp_consolidate_fallback',
            'upstream.symbols': {'torch.distributed.checkpoint._consolidate_hf_safetensors.consolidate_safetensors_files_on_every_rank'},
            'implementation.primus_file': 'primus/backends/torchtitan/patches/dcp_consolidate_patches.py',
            'enable.phase': 'setup',
        },
        nowhere=('last_save_in_hf', "('safetensors'", 'primus_turbo'),
        mentioned=('checkpoint.last_save_in_hf',),
    ),
}
