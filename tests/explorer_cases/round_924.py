"""Round 924: a Subversion commit as its log command prints it (separator lines, the revision header, changed paths, the long
message): a hf_datasets site a later paragraph takes back, three neighbours, made-up keys, a variable and packages
named as unused."""

from __future__ import annotations

from .case import Case
from .names import MOCK_HF_ALLOWED

REPORT = "nine_hundred_twenty_fourth_svn_log_mock_hf_dataset.md"

TITLE = "nine-hundred-and-twenty-fourth-round report (a Subversion log entry)"
CASES = {
    REPORT: Case(
        allowed={
            **MOCK_HF_ALLOWED,
            'feature.summary': 'Enable mock HuggingFace dataset mode for TorchTitan',
            'framework.name': frozenset({None, 'torchtitan'}),
        },
        required={
            'feature.id': 'torchtitan.training.mock_hf_dataset',
            'feature.summary': 'Enable mock HuggingFace dataset mode for TorchTitan',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=('hf_datasets.load_dataset', 'mock_seq_len', 'mock_num_samples', 'PRIMUS_MOCK_DATA', 'primus_turbo'),
        mentioned=(),
    ),
}
