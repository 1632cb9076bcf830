"""Round 1282: Emacs Org-mode notes (headings with TODO states, :PROPERTIES: drawers, a LOGBOOK, a #+BEGIN_QUOTE
description, org tables and source blocks): the switch in an org table and verbatim markup, a struck "binding
replacement" first pass corrected to wrapping, the knob the flag exists for, an example config's other keys, the SDMA
sibling on the same class, denied packages, an open question on `check_for_nan_in_grad` and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_second_org_mode_notes_sft_grad_sanitize.md"

ID = "megatron.sft.grad_sanitize"
SYMBOL = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"
PRIMUS_FILE = "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"
HANDLER = "primus.backends.megatron.patches.sft_grad_sanitize_patches.patch_sft_grad_sanitize"
FIRST = "Replace NaN/Inf entries in DDP grad buckets with 0 before the Megatron grad-NaN check."
SECOND = "Used to keep benchmark runs with moe_router_force_load_balancing=True from crashing on the rare bf16 + random-routing grad-NaN."
TITLE = "one-thousand-two-hundred-and-eighty-second-round report (Emacs Org-mode notes)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # The registered description (lines 36-39), whole or its first sentence.
            "feature.summary": frozenset({FIRST, f"{FIRST} {SECOND}"}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # Thin: the #+BEGIN_QUOTE description and line 49's `sft_sanitize_nan_grads: true` are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "binding_replacement",
            "source_rewrite",
            "start_param_sync",
            "DistributedDataParallel",
            "all_gather_into_tensor",
            "experts",
            "sdma_param_all_gather",
            "ENABLE_SDMA_ALLGATHER",
            "MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS",
            # Quoted: the description names it, but no flag, side effect or constraint may.
            "'moe_router_force_load_balancing'",
            "check_for_nan_in_loss_and_grad",
            "check_for_nan_in_grad",
            "check_for_large_grads",
            "_HAS_LOGGED_FIRST_SANITIZE",
            "log_rank_0",
            "original_check_grads",
            "sanitized_check_grads",
            "primus_turbo",
            "Primus-Turbo",
            "transformer_engine",
            "Transformer Engine",
            "deep_ep",
            "2.7.1",
            "0.13.0",
            "rocm6.4",
            "MI355X",
            "'bf16'",
        ),
        mentioned=(
            SYMBOL,
            "sft_sanitize_nan_grads",
            "moe_router_force_load_balancing",
            "check_for_nan_in_loss_and_grad",
            "start_param_sync",
            "ENABLE_SDMA_ALLGATHER",
        ),
    ),
}
