"""Round 538: a Viber chat exported as CSV (Date, Time, Sender Name, Sender Phone Number, Message; a message of several
lines quoted with its quotes doubled, replies quoting the line they answer): two retracted claims (a gate and a comma
split), the mock-data patch beside it, a list of defaults, a supposed config and the fork's own path."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT, DATA_PATH_SPLIT_ALLOWED

REPORT = "five_hundred_thirty_eighth_viber_csv_data_path_split.md"

TITLE = "five-hundred-and-thirty-eighth-round report (a Viber chat exported as CSV)"
CASES = {
    REPORT: Case(
        allowed={**DATA_PATH_SPLIT_ALLOWED, "upstream.symbols": set(), "upstream.aliases": set(), "enable.flags": set(), "enable.env": set()},
        # The style a message's own line names, and the phase its registration line gives, once the cells are unquoted.
        required={"feature.id": DATA_PATH_SPLIT, "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted gate; the mock-data patch's keys; the withdrawn floor; the runner's filter; the fork's path.
        nowhere=("('data_path_split'", "mock_data", "NullTokenizer", "131072", "0.12", "PRIMUS_PATCHES", "/mnt/shards"),
        mentioned=("data_path_split", "mock_data", "0.12"),
    ),
}
