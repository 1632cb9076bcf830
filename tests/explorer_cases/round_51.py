"""Round 51: a traceability matrix with rejected rows.

A traceability matrix with rejected rows, a social-media thread that corrects itself, a review of someone's port.
"""

from __future__ import annotations

from .case import Case
from .names import BUCKET_GROUP, MATRIX

TITLE = "fifty-first-round report (a traceability matrix with rejected rows)"
CASES = {
    MATRIX: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{BUCKET_GROUP}.check_grads"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.sft.grad_sanitize",
            "upstream.symbols": {f"{BUCKET_GROUP}.check_grads"},
            "enable.flags": {("sft_sanitize_nan_grads", True)},
        },
        nowhere=(
            "start_param_sync",  # a row marked rejected: the SDMA patch's site
            "primus_turbo",  # rows marked N/A
            ">=0.16.0",
            "moe_router_force_load_balancing",
            "ENABLE_SDMA_ALLGATHER",
        ),
        mentioned=(
            f"{BUCKET_GROUP}.check_grads",
            f"{BUCKET_GROUP}.start_param_sync",
            "sft_sanitize_nan_grads",
            "check_for_nan_in_loss_and_grad",
        ),
    ),
}
