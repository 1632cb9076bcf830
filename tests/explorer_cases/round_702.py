"""Round 702: Gerrit's notification mails saved as one text file (the new change with the notes in its commit message,
inline comments under "File ...:" and "Line N:", a Code-Review+1): a second site a reply takes back, the data patches
beside it, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_second_gerrit_mails_sft_attention_mask.md"

TITLE = "seven-hundred-and-second-round report (Gerrit notification mails)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.sft_attention_mask',
            'feature.summary': 'Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT',
            'enable.phase': 'before_train',
        },
        nowhere=('GPTSFTPackedDataset', 'primus_turbo', 'transformer_engine', 'NVTE_MXFP4_USE_HADAMARD'),
        mentioned=('GPTSFTPackedDataset._create_attention_mask',),
    ),
}
