"""Round 596: a Tomboy note (.note XML: Tomboy's bold, large, monospace and list tags, a config pasted in monospace over
several lines, the note's dates and window geometry after it): the description's key and the phase taken back by
corrections addressed to their sections, the last bullet of Patch logic taken back, the validation-loader patch beside
it, a key's allowed values listed with "|" and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DATALOADER_MP_CONTEXT, DATALOADER_MP_CONTEXT_ALLOWED

REPORT = "five_hundred_ninety_sixth_tomboy_note_dataloader_mp_context.md"

TITLE = "five-hundred-and-ninety-sixth-round report (a Tomboy note)"
CASES = {
    REPORT: Case(
        allowed=DATALOADER_MP_CONTEXT_ALLOWED,
        # The key the correction gives; the phase the registration says.
        required={
            "feature.id": DATALOADER_MP_CONTEXT,
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "enable.flags": {("dataloader_mp_context", "forkserver")},
            "enable.phase": "before_train",
        },
        # The key the description names; the docstring's phase; the other patch's site and variable; the note's dates.
        nowhere=("'multiprocessing_context'", "setup", "build_pretraining_data_loader", "PRIMUS_MLPERF", "5528830"),
        mentioned=("build_pretraining_data_loader", "PRIMUS_MLPERF", "multiprocessing_context"),
    ),
}
