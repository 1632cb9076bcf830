"""Round 422: a Zoom meeting's saved chat: a reply that denies a write the message above it claims ("I don't think it
does"), the gate as two flags joined by "or", a requirement taken back by "scratch that", and a companion patch's
message led by "related but separate:" whose later sentences name its site."""

from __future__ import annotations

from .case import Case
from .names import WGRAD_STORE

REPORT = "four_hundred_twenty_second_zoom_chat_te_wgrad_split.md"

TITLE = "four-hundred-and-twenty-second-round report (a Zoom meeting's saved chat)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.te_wgrad_split",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{WGRAD_STORE}.{name}" for name in ("__init__", "put", "pop")},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.te_wgrad_store.patch_weight_grad_store"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/te_wgrad_store.py"}),
            "enable.phase": "before_train",
            "constraints": {("ub_bulk_wgrad", "==", False)},
            "requires.packages": {("transformer_engine", None)},
        },
        required={"upstream.symbols": {f"{WGRAD_STORE}.{name}" for name in ("__init__", "put", "pop")}, "enable.phase": "before_train"},
        # The companion's site; the write a reply denies; the version taken back.
        nowhere=("LinearWithGradAccumulation", "delay_wgrad_compute", ">=2.4", "linear_grad_split"),
        mentioned=("patch_primus_pipeline", "patch_zero_bubble", "ub_bulk_wgrad", "linear_grad_split"),
    ),
}
