"""Round 472: a Basecamp message with its comments as the Basecamp API returns them: the report rich-text HTML on one
line, comments correcting a bullet and a version line, companion patches in the same file, a settings table whose
effects column says none, and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FACTORY_ALLOWED

REPORT = "four_hundred_seventy_second_basecamp_message_json_apply_factory_merges.md"

TITLE = "four-hundred-and-seventy-second-round report (a Basecamp message as JSON)"
CASES = {
    REPORT: Case(
        allowed=APPLY_FACTORY_ALLOWED,
        required={"feature.id": "megatron.patch.apply_factory_merges_tolerant", "feature.patch_style": "binding_replacement"},
        # The companions' sites and key; the retracted bullet and version; the settings table; the supposed config.
        nowhere=("load_checkpoint", "FileSystemWriterAsync", "save_checkpoint", "disable_last_saving", "dict_utils", "0.12", "lora", "ckpt_format"),
        mentioned=("apply_factory_merges", "dict_utils.merge", "disable_last_saving", "lora.enabled"),
    ),
}
