"""Round 439: a GitHub issue as `gh issue view --json` prints it: the body a whole Markdown document in one JSON
string, a module path in it that a later comment says is wrong ("the `x` line in it is wrong"), a companion patch
named in a comment, and an open question."""

from __future__ import annotations

from .case import Case
from .names import MOCK_HF_ALLOWED

REPORT = "four_hundred_thirty_ninth_gh_issue_view_json_mock_hf_dataset.md"

TITLE = "four-hundred-and-thirty-ninth-round report (a GitHub issue as gh issue view JSON)"
CASES = {
    REPORT: Case(
        allowed={**MOCK_HF_ALLOWED, "feature.summary": None, "enable.phase": "setup"},
        required={"feature.id": "torchtitan.training.mock_hf_dataset", "enable.phase": "setup"},
        # The framework as a package, read from the sentence a comment takes back; the old path; the companion's.
        nowhere=("('torchtitan', None)", "torchtitan.datasets.hf_datasets", "build_args", "mock_data'"),
        mentioned=("training.mock_data", "mock_data_patches.py"),
    ),
}
