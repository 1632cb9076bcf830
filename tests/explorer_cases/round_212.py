"""Round 212: a Python module docstring in Google style (Attributes:, Note:, Warning:, Todo:, See Also:, Example:), the
two sites one of them conditional, the companion permute-fusion patch and Megatron's own gates set apart."""

from __future__ import annotations

from .case import Case
from .names import PAD_ROUTING_MAP_DESCRIBED

REPORT = "two_hundred_twelfth_napoleon_docstring_fused_pad_routing_map.md"

TITLE = "two-hundred-and-twelfth-round report (a Google-style module docstring)"
SITES = {
    "megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map",
    "megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map",
}
CASES = {
    REPORT: Case(
        allowed={
            **PAD_ROUTING_MAP_DESCRIBED,
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fusions/fused_pad_routing_map.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fused_pad_routing_map", "framework.name": "megatron-lm", "enable.phase": "before_train"},
        # The phase the docstring corrects; the companion patch's sites; Megatron's own gates; a variable not needed.
        nowhere=(
            "build_args",
            "fused_permute",
            "fused_unpermute",
            "permute_fusion",
            "moe_router_padding_for_quantization",
            "TORCH_COMPILE_DISABLE",
        ),
        mentioned=tuple(sorted(SITES)),
    ),
}
