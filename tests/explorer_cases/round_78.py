"""Round 78: an analysis tool's findings in JSON Lines: one finding an object, with its confidence, "not_a_site"
findings, and a later line retracting an earlier one."""

from __future__ import annotations

from .case import Case

JSON_LINES = "seventy_eighth_json_lines_kimi_k3_flops.md"

TITLE = "seventy-eighth-round report (JSON Lines findings)"
CASES = {
    JSON_LINES: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.flops_reporting",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.kimi_k3.flops_reporting",
        },
        nowhere=(
            "binding_replacement",  # read off "rebinding the module attribute reaches it" in a not_a_site finding
            "training_log",  # a not_a_site finding
            "kda_chunk_size",  # a low-confidence flag finding
            "mla_use_output_gate",
        ),
        mentioned=(
            "megatron.training.training.num_floating_point_operations",
            "model_type",
            "kda_chunk_size",
            "PRIMUS_PATCHES",
        ),
    ),
}
