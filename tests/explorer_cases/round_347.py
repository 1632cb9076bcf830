"""Round 347: a Forgejo pull request's review comments as its REST API returns them (a JSON array of id, body, path,
diff_hunk, positions, user): a reviewer's bodies carry the discussion, a gate first stated without `bf16` and
corrected, a site retracted, two companion patches and an open question about further bindings."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_forty_seventh_forgejo_review_json_mega_moe.md"

TITLE = "three-hundred-and-forty-seventh-round report (a Forgejo pull request's review comments as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.moe_layer.MoELayer", "megatron.core.models.gpt.moe_module_specs.MoELayer"},
            "upstream.aliases": {"megatron.core.models.gpt.moe_module_specs.MoELayer"},
            "enable.flags": {("use_turbo_mega_moe", True), ("enable_primus_turbo", True), ("bf16", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus-turbo", None), ("torch", None)},
        },
        required={"feature.id": "megatron.turbo.mega_moe", "enable.phase": "before_train"},
        # The retracted site; the companions' flags and wrapped function.
        nowhere=("transformer_layer.MoELayer", "use_turbo_deepep", "'train_step'"),
        mentioned=("moe_layer.MoELayer", "use_turbo_mega_moe", "tensor_model_parallel_size"),
    ),
}
