"""Round 923: the explorer's deep-dive written in Bashkir: "`primus_turbo` кәрәкмәй" (is not needed) in the summary table, a
condition a later line takes back, four neighbours, a supposed registration and config ("Фаразлы")."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_twenty_third_bashkir_deep_dive_dcp_consolidate_fallback.md"

TITLE = "nine-hundred-and-twenty-third-round report (a deep-dive in Bashkir)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.torch.dcp_consolidate_fallback',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed.checkpoint._consolidate_hf_safetensors.consolidate_safetensors_files_on_every_rank'},
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.torch.dcp_consolidate_fallback',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed.checkpoint._consolidate_hf_safetensors.consolidate_safetensors_files_on_every_rank'},
            'enable.phase': 'setup',
        },
        nowhere=('primus_turbo', 'last_save_in_hf'),
        mentioned=(),
    ),
}
