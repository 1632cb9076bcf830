"""Round 177: a wiki page in Vietnamese: a first claim that the patch also rebinds `torch.nn.RMSNorm`, taken back in a
"Đính chính" section ("patch không hề đụng tới `torch.nn.RMSNorm`"), and the shared guard module named where it lives."""

from __future__ import annotations

from .case import Case
from .names import FLA_RMSNORM_ALLOWED

REPORT = "hundred_seventy_seventh_vietnamese_wiki_fla_rmsnorm.md"

TITLE = "hundred-and-seventy-seventh-round report (a Vietnamese wiki page)"
SITE = "megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"
CASES = {
    REPORT: Case(
        allowed={**FLA_RMSNORM_ALLOWED, "feature.summary": frozenset({None})},
        required={"feature.id": "megatron.torch_norm.fla_rmsnorm", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        nowhere=("torch.nn.RMSNorm", "_patch_guard", "PRIMUS_FLA_NORM", "build_args", "fla_swiglu", "use_fla_fused_gated_norm"),
        mentioned=(SITE, "use_fla_fused_rmsnorm", "PRIMUS_FLA_NORM"),
    ),
}
