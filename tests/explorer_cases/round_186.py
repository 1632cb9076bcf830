"""Round 186: an onboarding document in Brazilian Portuguese: "o patch não chama nada do Primus-Turbo", a section "O que
NÃO é deste patch" naming a sibling's Turbo module and gate, and a phase (`build_args`) taken back in a later section."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_sixth_portuguese_onboarding_grad_sanitize.md"

TITLE = "hundred-and-eighty-sixth-round report (a Brazilian Portuguese onboarding document)"
SITE = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.sft.grad_sanitize",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "enable.flags": {("sft_sanitize_nan_grads", True)},
        },
        nowhere=("symm_mem", "primus_turbo", "start_param_sync", "ENABLE_SDMA_ALLGATHER", "build_args", "pp_warmup", "check_for_nan"),
        mentioned=(SITE, "sft_sanitize_nan_grads"),
    ),
}
