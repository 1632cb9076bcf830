"""Round 240: a Dendron note: front matter, wiki links, a note reference, block anchors, a callout as a blockquote, a
list of the gate's conditions under "only when all of these hold", the layer's asserts listed under a lead naming
its constructor, a "Dtypes:" line naming the precision setting, a site retracted and a reviewer's phase refuted."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fortieth_dendron_note_mega_moe.md"

TITLE = "two-hundred-and-fortieth-round report (a Dendron note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.summary": frozenset({None, "Replace MoELayer with the PrimusTurbo MegaMoE layer"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.transformer.moe.moe_layer.MoELayer",
                "megatron.core.models.gpt.moe_module_specs.MoELayer",
            },
            "upstream.aliases": {"megatron.core.models.gpt.moe_module_specs.MoELayer"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/mega_moe.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage1"}),
            "enable.flags": {("use_turbo_mega_moe", True), ("bf16", True), ("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
            "numerics.dtypes": {"bf16"},
            "constraints": {("turbo_mega_moe_precision", "in", ("bf16", "mxfp8"))},
        },
        required={"feature.id": "megatron.turbo.mega_moe", "upstream.symbols": {"megatron.core.transformer.moe.moe_layer.MoELayer"}},
        # The setting that picks the experts; the constructor's argument; the site retracted; the reviewer's phase.
        nowhere=("mxfp8\")", "submodules", "transformer_layer", "after_build_args", "USE_TURBO_MEGA_MOE"),
        mentioned=("use_turbo_mega_moe", "expert_model_parallel_size", "submodules"),
    ),
}
