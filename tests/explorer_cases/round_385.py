"""Round 385: a Google Chat space exported by Google Takeout: a yaml setting a later message retracts, a fifth site a
reply takes back ("the last one no -- nothing outside `megatron.core.optimizer` is touched by this patch"), the
companion FSDP2 patch with sites and flags of its own, conditions on the optimizer's settings and a CI bot's message."""

from __future__ import annotations

from .case import Case
from .names import FUSED_ADAM_ALLOWED

REPORT = "three_hundred_eighty_fifth_google_chat_json_torch_fused_adam.md"

TITLE = "three-hundred-and-eighty-fifth-round report (a Google Chat space from Takeout)"
CASES = {
    REPORT: Case(
        allowed={**FUSED_ADAM_ALLOWED, "feature.summary": None, "implementation.primus_file": "primus/backends/megatron/patches/torch_fused_adam_patches.py", "enable.phase": "before_train"},
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "upstream.sites": {"megatron.core.optimizer.Adam"}, "enable.phase": "before_train"},
        # The site the reply takes back (the FSDP2 patch's); the retracted yaml setting; the companion's flags.
        nowhere=("megatron.training.training.get_megatron_optimizer", "use_torch_optimizer", "use_fsdp2_fp32_param_optimizer"),
        mentioned=("megatron.training.training.get_megatron_optimizer", "use_torch_optimizer"),
    ),
}
