"""Round 1036: an internal memo in the plain-text RFC style (numbered sections, pages broken by form feeds under footers and
headers): an old-module alias an erratum's "Original Text" quotes and its "Corrected Text" replaces, a hypothetical
config typed as one indented paragraph under a made-up lead."""

from __future__ import annotations

from .case import Case
from .names import MOCK_HF_ALLOWED

REPORT = "one_thousand_thirty_sixth_rfc_style_memo_mock_hf_dataset.md"

TITLE = "one-thousand-and-thirty-sixth-round report (a memo in the plain-text RFC style)"
CASES = {
    REPORT: Case(
        allowed={
            **MOCK_HF_ALLOWED,
            'feature.summary': 'Enable mock HuggingFace dataset mode for TorchTitan',
            'framework.name': frozenset({None, 'torchtitan'}),
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'torchtitan.training.mock_hf_dataset',
            'feature.summary': 'Enable mock HuggingFace dataset mode for TorchTitan',
            'feature.patch_style': 'binding_replacement',
            'enable.flags': {('training.mock_data', True)},
            'enable.phase': 'setup',
        },
        nowhere=(
            'torchtitan.datasets', 'mock_data_num_samples', 'mock_data_seq_len', "'mock_data'", 'HF_HOME', 'HF_DATASETS_OFFLINE',
        ),
        mentioned=(),
    ),
}
