"""Round 38: an org-mode file."""

from __future__ import annotations

from .case import Case
from .names import DTOH_SITE, ORG_MODE

TITLE = "thirty-eighth-round report (an org-mode file)"
CASES = {
    ORG_MODE: Case(
        allowed={
            "feature.id": "megatron.moe_alltoall_dtoh_turbo_grouped_gemm",
            "feature.summary": frozenset(
                {None, "Skip tokens_per_expert D2H copy in MoEAlltoAllTokenDispatcher when PrimusTurbo grouped gemm is enabled"}
            ),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {DTOH_SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/moe_alltoall_dtoh_patches.py"}),
            "enable.flags": {("use_turbo_grouped_gemm", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "any",
            "constraints": {
                ("moe_token_dispatcher_type", "==", "alltoall"),
                ("moe_pad_expert_input_to_capacity", "==", False),
                ("moe_use_legacy_grouped_gemm", "==", False),
            },
        },
        required={
            "feature.id": "megatron.moe_alltoall_dtoh_turbo_grouped_gemm",
            "enable.flags": {("use_turbo_grouped_gemm", True)},  # "Set =use_turbo_grouped_gemm: true=. That is the whole condition."
            "enable.phase": "before_train",  # ":PHASE: before_train" in a property drawer
            "constraints": {("moe_use_legacy_grouped_gemm", "==", False)},  # an org table, its rule written with "+"
        },
        nowhere=(
            "primus/backends/megatron/patches/moe_alltoall_dtoh_patches.py",  # the file the registry overrides
            "enable_primus_turbo",  # "does *not* look at =enable_primus_turbo="
            "'at'",
            "'that'",
            "'by'",
            "'of'",
            "ValueError",
            "<0.17",  # the companion's backend_versions
            "turbo_sync_free_moe_stage",  # raises only together with use_turbo_grouped_gemm false
            "tensor_model_parallel_size",  # the companion's assert
        ),
        mentioned=(
            "use_turbo_grouped_gemm",
            "turbo_sync_free_moe_stage",
            "enable_primus_turbo",
            "tensor_model_parallel_size",
            "MoEFlexTokenDispatcher",
        ),
    ),
}
