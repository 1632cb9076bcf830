"""Round 1208: a pytest file the team wrote for its port (read by the Python module reader): the module docstring and
comments carry the facts, asserts encode the sites and flags, tests marked skip or xfail; a phase taken back, the
neighbouring `moe_alltoall_dtoh_turbo_grouped_gemm` patch and its flag, upstream-only conditions, a made-up key, a
triton version "just what we ran", negations."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighth_pytest_port_file_fused_pad_routing_map.md"

TITLE = "one-thousand-two-hundred-and-eighth-round report (a pytest file of the team's port)"
CASES = {
    f"{REPORT}@megatron.fused_pad_routing_map": Case(
        allowed={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "upstream.aliases": {"megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("triton", None)},
        },
        required={
            "feature.id": "megatron.fused_pad_routing_map",
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "build_args",
            "use_turbo_grouped_gemm",
            "moe_router_padding_for_quantization",
            "use_primus_fused_pad_routing_map",
            "primus_turbo",
            "3.4.0",
        ),
        mentioned=(
            "use_turbo_grouped_gemm",
            "use_primus_fused_pad_routing_map",
        ),
    ),
}
