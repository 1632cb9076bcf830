"""Round 529: a Matrix room exported by Element as HTML (each message an event tile with the sender, avatar and time
on its first line, replies quoting the start of the message they answer, an edited message): the FSDP2 optimizer
patches' sites in a paragraph that names them ("Both rebind ..."), a retracted site and TE floor, a settings table
with a "Primus default" column, a supposed config and the fork's own key."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED, PRECISION_AWARE_FLAGS

REPORT = "five_hundred_twenty_ninth_element_html_export_precision_aware_fp8.md"

TITLE = "five-hundred-and-twenty-ninth-round report (a Matrix room exported by Element as HTML)"
PATCH = "megatron.optimizer.precision_aware_fp8_tensorwise"
CASES = {
    REPORT: Case(
        allowed=PRECISION_AWARE_ALLOWED,
        # The style the first item of Patch logic names, which the message's tile ran into its first words.
        required={"feature.id": PATCH, "feature.patch_style": "function_wrapping", "enable.flags": PRECISION_AWARE_FLAGS, "enable.phase": "before_train"},
        # The FSDP2 patches' sites and keys; the retracted site and TE floor; the defaults column; the supposed config;
        # the fork's key; the export's own line.
        nowhere=(
            "get_megatron_optimizer",
            "use_torch_fsdp2",
            "_copy_model_grads_to_main_grads",
            "transformer_engine",
            "delayed",
            "e4m3",
            "main_grads_dtype",
            "fork_tensorwise_decoupled_grad",
            "Exported by",
        ),
        mentioned=("get_megatron_optimizer", "_copy_model_grads_to_main_grads", "fork_tensorwise_decoupled_grad"),
    ),
}
