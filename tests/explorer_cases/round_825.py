"""Round 825: the explorer's deep-dive written in Hindi: an alias a "सुधार" (correction) restates ("मैंने लिखा था", I had
written) and denies after a dash ("— यह गलत है"), a neighbours heading ("पड़ोसी पैच") naming two other ids."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_fifth_hindi_deep_dive_skip_identity_sort.md"

TITLE = "eight-hundred-and-twenty-fifth-round report (a deep-dive in Hindi)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_utils', 'permute_fusion', 'primus_turbo'),
        mentioned=('megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs',),
    ),
}
