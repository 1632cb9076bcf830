"""Round 836: the explorer's deep-dive written in Japanese: a package alias a "訂正" takes back, two neighbours, a supposed
key, a sentence "depending on the PyTorch build" (によっては), TorchTitan named as what imports the schedule."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_REQUIRED, DUALPIPEV_UNSTYLED_ALLOWED

REPORT = "eight_hundred_thirty_sixth_japanese_deep_dive_dualpipev.md"

TITLE = "eight-hundred-and-thirty-sixth-round report (a deep-dive in Japanese)"
CASES = {
    REPORT: Case(
        allowed=DUALPIPEV_UNSTYLED_ALLOWED,
        required=DUALPIPEV_REQUIRED,
        nowhere=("('torchtitan', None)", 'primus_dualpipev_fallback', 'primus_turbo'),
        mentioned=(),
    ),
}
