"""Round 608: a Flowdock flow's messages from its REST API (one compact JSON line: messages with Markdown content, a
comment on a thread, the flow's activity and actions): item 5 of Patch logic taken back ("Correction to item 5 of Patch
logic (2/4): it is wrong"), a list of related patches after "Related but separate", a retracted gate and a supposed
config."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FACTORY_ALLOWED, APPLY_FACTORY_MERGES

REPORT = "six_hundred_eighth_flowdock_messages_json_apply_factory_merges.md"

TITLE = "six-hundred-and-eighth-round report (a Flowdock flow's messages)"
PATCH = "megatron.patch.apply_factory_merges_tolerant"
CASES = {
    REPORT: Case(
        # The replacement calls the original it keeps for the leaf case: wrapping too.
        allowed={**APPLY_FACTORY_ALLOWED, "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"})},
        required={"feature.id": PATCH, "upstream.sites": {APPLY_FACTORY_MERGES.format("mapping"), APPLY_FACTORY_MERGES.format("serialization")}},
        # The module item 5 names, taken back; the related patches' names; the retracted gate.
        nowhere=("tensor_aware_state_dict", "save_checkpoint", "load_checkpoint", "FileSystemWriterAsync", "finetune"),
        mentioned=("tensor_aware_state_dict", "finetune"),
    ),
}
