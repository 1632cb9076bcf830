"""Round 247: an academic-style Markdown note: a terse body whose footnotes carry the corrections (a phase, a site
withdrawn) and the asides on other patches, reference-style links, private notes in HTML comments, and a write given
as `args.data_path = ...` with its value left out."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT_ALLOWED

REPORT = "two_hundred_forty_seventh_footnoted_note_data_path_split.md"

TITLE = "two-hundred-and-forty-seventh-round report (a footnoted note)"
CASES = {
    REPORT: Case(
        allowed=DATA_PATH_SPLIT_ALLOWED,
        required={"feature.id": "megatron.args.data_path_split", "feature.summary": "Split space-separated data paths into lists"},
        # The value left out; the site withdrawn; the mis-cited phase; the runner's variable.
        nowhere=("Ellipsis", "parse_args", "setup", "PRIMUS_PATCHES"),
        mentioned=("data_path", "train_data_path"),
    ),
}
