"""Round 436: a KakaoTalk chat exported as text, in Korean: date lines, "[name] [time] message" lines, upstream's
import fallback written as Korean conditions ("TE 있으면 ..., 없으면 Apex"), a value and a site later corrected, and the
companion FSDP2 optimizer patch."""

from __future__ import annotations

from .case import Case
from .names import FUSED_ADAM_SITES

REPORT = "four_hundred_thirty_sixth_kakaotalk_chat_torch_fused_adam.md"

TITLE = "four-hundred-and-thirty-sixth-round report (a KakaoTalk chat in Korean)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": FUSED_ADAM_SITES,
            "upstream.aliases": FUSED_ADAM_SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_fused_adam_patches.py"}),
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "enable.phase": "before_train"},
        # Upstream's fallback chain; the value and the site taken back; the companion's site.
        nowhere=("transformer_engine", "apex", "'true'", "distrib_optimizer", "get_megatron_optimizer"),
        mentioned=("PRIMUS_TORCH_OPTIM", "fsdp2_fp32_param"),
    ),
}
