"""Round 436: a KakaoTalk chat exported as text, in Korean: date lines, "[name] [time] message" lines, upstream's
import fallback written as Korean conditions ("TE 있으면 ..., 없으면 Apex"), a value and a site later corrected, and the
companion FSDP2 optimizer patch."""

from __future__ import annotations

from .case import Case
from .names import FUSED_ADAM_ALLOWED

REPORT = "four_hundred_thirty_sixth_kakaotalk_chat_torch_fused_adam.md"

TITLE = "four-hundred-and-thirty-sixth-round report (a KakaoTalk chat in Korean)"
CASES = {
    REPORT: Case(
        allowed={**FUSED_ADAM_ALLOWED, "feature.summary": None, "enable.phase": "before_train"},
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "enable.phase": "before_train"},
        # Upstream's fallback chain; the value and the site taken back; the companion's site.
        nowhere=("transformer_engine", "apex", "'true'", "distrib_optimizer", "get_megatron_optimizer"),
        mentioned=("PRIMUS_TORCH_OPTIM", "fsdp2_fp32_param"),
    ),
}
