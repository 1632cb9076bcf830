"""Round 1009: a voice memo transcribed by an app as text (a speaker and time line before each paragraph, fillers, spoken
symbols, self-corrections mid-sentence): a second site taken back, a phase corrected in the same breath, a
hypothetical config, the TP-overlap neighbours, a hedged Turbo reading."""

from __future__ import annotations

from .case import Case
from .names import GEMM_WORKSPACE_ALLOWED

REPORT = "one_thousand_ninth_voice_memo_transcript_general_gemm_workspace.md"

TITLE = "one-thousand-and-ninth-round report (a voice memo transcribed as text)"
CASES = {
    REPORT: Case(
        allowed={
            **GEMM_WORKSPACE_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine._get_workspace'},
            'enable.phase': 'before_train',
        },
        nowhere=('transformer_engine.pytorch.module.base.get_workspace', 'setup', 'tp_overlap', 'primus_turbo'),
        mentioned=(),
    ),
}
