"""Round 40: a saved shell session."""

from __future__ import annotations

from .case import Case
from .names import SHELL_SESSION

TITLE = "fortieth-round report (a saved shell session)"
CASES = {
    SHELL_SESSION: Case(
        allowed={
            "feature.id": "megatron.training.torch_compile",
            "feature.summary": frozenset({None, "Patch setup_model_and_optimizer to apply torch.compile after model setup"}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.setup_model_and_optimizer"},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.training.torch_compile",
            "upstream.symbols": {"megatron.training.training.setup_model_and_optimizer"},
        },
        nowhere=(
            "torch_compile_strategy",  # Flux's checks ("These ... are Flux's checks, not the patch's condition"), a list cut short before
            "recompute_granularity",
            "overlap_param_gather",
            "finetune_utils",
            "dpa_consolidated_prologue",
            "'enable'",
        ),
        mentioned=(
            "megatron.training.training.setup_model_and_optimizer",
            "torch_compile_strategy",
            "enable_torch_compile",
            "PRIMUS_PATCHES",
        ),
    ),
}
