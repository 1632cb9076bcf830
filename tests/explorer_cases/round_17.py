"""Round 17: inventory with a close-up; the same with renamed columns."""

from __future__ import annotations

from .case import Case
from .names import DEPRECATED_ALLOWED, DEPRECATED_ID, DEPRECATED_SITES, DTOH_ID, DTOH_SITE, MOE_INVENTORY, MOE_RENAMED

TITLE = "seventeenth-round reports (inventory with a close-up; the same with renamed columns)"
CASES = {
    f"{MOE_INVENTORY}@{DEPRECATED_ID}": Case(
        allowed=DEPRECATED_ALLOWED,
        required={
            "feature.id": DEPRECATED_ID,
            "feature.patch_style": "binding_replacement",  # "Style: binding replacement", in the close-up under a heading naming the row
            "upstream.sites": DEPRECATED_SITES - {s for s in DEPRECATED_SITES if "moe_module_specs" in s},
            "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron-core",  # "imports pin it to an old megatron-core": a version in words, never any version
            "_maybe_dtoh",  # the next row's site
            "permutation.py",
            "transformer_engine",
            "add_bias_linear",  # DeprecatedGroupedMLP only
        ),
        mentioned=(
            "use_deprecated_20241209_moe_layer",
            "megatron-core",
            "moe_token_dispatcher_type",
            "megatron.core.transformer.moe.experts.TEGroupedMLP",
        ),
    ),
    # The renamed-columns report quotes a part of the description in a footnote.
    f"{MOE_RENAMED}@{DEPRECATED_ID}": Case(
        allowed={
            **DEPRECATED_ALLOWED,
            "feature.summary": DEPRECATED_ALLOWED["feature.summary"] | {"deprecated 20241209 versions"},
        },
        nowhere=(
            "_maybe_dtoh",  # rows of other patches, under columns of the writer's own names
            "sort_chunks",
            "moe_utils",
            "permutation.py",
            "transformer_engine",  # "fp8 with DeprecatedTEGroupedMLP requires TE"
            "add_bias_linear",  # "`DeprecatedGroupedMLP`: `add_bias_linear` must be false"
        ),
        mentioned=(
            "use_deprecated_20241209_moe_layer",
            "moe_token_dispatcher_type",
            "add_bias_linear",
        ),
    ),
    f"{MOE_INVENTORY}@{DTOH_ID}": Case(
        allowed={
            "feature.id": DTOH_ID,
            "feature.summary": frozenset(
                {"Skip the tokens_per_expert D2H copy in the all-to-all dispatcher when PrimusTurbo grouped GEMM is on"}
            ),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {DTOH_SITE},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/moe_patches/moe_alltoall_dtoh_patches.py"}),
            "enable.flags": {("use_turbo_grouped_gemm", True)},
            "enable.phase": "before_train",
        },
        required={
            "feature.id": DTOH_ID,
            "upstream.sites": {DTOH_SITE},
            "enable.flags": {("use_turbo_grouped_gemm", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "'cuda'",  # "CUDA/HIP streams": both GPU stacks
            "Deprecated",  # the close-up of the row above
            "moe_token_dispatcher_type",
        ),
        mentioned=(
            DTOH_SITE,
            "use_turbo_grouped_gemm",
            "moe_pad_expert_input_to_capacity",
        ),
    ),
}
