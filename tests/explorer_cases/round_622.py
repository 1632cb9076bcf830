"""Round 622: a Mailman 3 thread from HyperKitty's REST API (one JSON line: each email's plain-text content with its
quotes and signature, its sender, date and parent): item 3 of Patch logic taken back ("The only lasting rebinding is
..."), a file the docstring names for where the code once stood, the Float16Module patch beside it and a version floor
taken back."""

from __future__ import annotations

from .case import Case
from .names import GET_MODEL_DDP, GET_MODEL_REPORTED

REPORT = "six_hundred_twenty_second_hyperkitty_thread_json_disable_second_ddp.md"

TITLE = "six-hundred-and-twenty-second-round report (a Mailman 3 thread from HyperKitty's API)"
CASES = {
    REPORT: Case(
        allowed=GET_MODEL_REPORTED,
        # Each email read once, oldest first; the one lasting site.
        required={"feature.id": GET_MODEL_DDP, "upstream.symbols": {"megatron.training.training.get_model"}, "enable.phase": "before_train"},
        # The swap taken back as a site; the old file; the other patch's names; the retracted floor.
        nowhere=("torch.cuda.stream'", "primus/pretrain.py", "Float16Module", "skip_float16_module", "0.12"),
        mentioned=("torch.cuda.stream", "Float16Module"),
    ),
}
