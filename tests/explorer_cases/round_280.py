"""Round 280: a Typst document: set and show rules, tables written as ``#table(...)`` calls with one cell in brackets
each, notes and corrections as the writer's own functions, a site retracted, and a companion patch in a table."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eightieth_typst_document_mega_moe.md"

TITLE = "two-hundred-and-eightieth-round report (a Typst document)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.summary": frozenset({None, "Replace MoELayer with the PrimusTurbo MegaMoE layer"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.moe_layer.MoELayer"},
            "upstream.aliases": {"megatron.core.models.gpt.moe_module_specs.MoELayer"},
            "implementation.primus": frozenset({None, "PrimusTurboMegaMoELayer"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/mega_moe.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_turbo_mega_moe", True), ("bf16", True), ("enable_primus_turbo", True)},
            "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
            "constraints": {
                ("tensor_model_parallel_size", "==", 1),
                ("moe_expert_capacity_factor", "==", None),
                ("add_bias_linear", "==", False),
                ("init_model_with_meta_device", "==", False),
                ("gated_linear_unit", "==", True),
            },
        },
        required={"feature.id": "megatron.turbo.mega_moe", "enable.phase": "before_train"},
        # The site retracted; the companion's site, hook and precision; the page's sizes.
        nowhere=("transformer_layer", "train_step", "advance_weight_generation", "mxfp8", "10.5", "2.2"),
        mentioned=("megatron.core.transformer.moe.moe_layer.MoELayer", "use_turbo_mega_moe", "tensor_model_parallel_size"),
    ),
}
