"""Round 579: DingTalk group messages as JSON (text, markdown and actionCard messages, each with its sender's nick and a
time in milliseconds, one message a line): read oldest first, each card's Markdown on lines of its own; an alias a later
message takes back by the bullet of "Porting notes", the config patch beside it, a settings list, a supposed config and
upstream's behaviour."""

from __future__ import annotations

from .case import Case
from .names import MODEL_OVERRIDE_ALLOWED

REPORT = "five_hundred_seventy_ninth_dingtalk_messages_json_model_override.md"

TITLE = "five-hundred-and-seventy-ninth-round report (DingTalk group messages as JSON)"
CASES = {
    REPORT: Case(
        allowed=MODEL_OVERRIDE_ALLOWED,
        # The messages read one by one: the registered description and the phase.
        required={"feature.id": "torchtitan.model_override", "feature.summary": "Override TorchTitan model args dynamically via config"},
        # The retracted alias; the retracted key; the docstring's wrong module.
        nowhere=("torchtitan.train.get_train_spec", "model_overrides", "torchtitan.train_spec"),
        mentioned=("torchtitan.train.get_train_spec",),
    ),
}
