"""Round 587: an Azure DevOps work item with its comments (the fields' HTML description and acceptance criteria, a
table, comments oldest to newest, one deleted): read as the title, description, criteria and comments, the deleted one
left out; a rebinding a comment takes back as "the `_add_data_args` bullet under Patch logic", the mock data patch
beside it, a first-pass version note, a supposed config and the port's own config."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT, DATA_PATH_SPLIT_ALLOWED

REPORT = "five_hundred_eighty_seventh_azure_devops_work_item_json_data_path_split.md"

TITLE = "five-hundred-and-eighty-seventh-round report (an Azure DevOps work item with comments)"
CASES = {
    REPORT: Case(
        allowed={
            **DATA_PATH_SPLIT_ALLOWED,
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.data_path_split_patches.patch_data_path_split"}),
            "enable.flags": set(),
            "enable.env": set(),
            "requires.platform": frozenset({None, "any"}),
        },
        # The work item read as its texts: the registered description, the style, the phase.
        required={"feature.id": DATA_PATH_SPLIT, "feature.summary": "Split space-separated data paths into lists", "enable.phase": "build_args"},
        # The taken-back rebinding; the deleted comment's key; the mock data patch; the first-pass floor.
        nowhere=("_add_data_args", "split_data_paths", "mock_data", "0.12"),
        mentioned=("_add_data_args",),
    ),
}
