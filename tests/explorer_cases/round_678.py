"""Round 678: a deep-dive in the explorer's own format as an agent writes it (a facts table, five numbered parts): a
package the Primus helper imports transitively, "not a kernel this patch uses", and a sentence denying an import that
names TE only as where it would come from."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_eighth_explorer_deep_dive_general_gemm_workspace.md"

TITLE = "six-hundred-and-seventy-eighth-round report (an explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'feature.summary': frozenset({None, 'On ROCm builds of Transformer Engine that helper either has to come from Primus, or the kwarg must not be passed at all, because some newer ROCm-side TE variants allocate the workspace internally and reject it.'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'aiter', 'tp_comm_overlap', 'hip'),
        mentioned=('megatron.core.extensions.transformer_engine._get_workspace', 'primus_turbo'),
    ),
}
