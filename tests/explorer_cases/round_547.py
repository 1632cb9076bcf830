"""Round 547: a RemNote knowledge-base export (rem.json: rems whose text is an array of fragments and rich-text
objects, code marked as code, references to other rems, children in order, key :: value rems, heading rems): a site
and a flag taken back under Corrections, the quantile-balancing patch beside it, a supposed config, an environment
variable that does nothing and a withdrawn version."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_forty_seventh_remnote_json_expert_load_probe.md"

TITLE = "five-hundred-and-forty-seventh-round report (a RemNote export)"
PATCH = "megatron.kimi_k3.expert_load_probe"
SITE = "megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors"
SUMMARY = "Writes the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.kimi_k3_expert_load_probe_patches.patch_expert_load_probe"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # The rems as an outline: the style's "key :: value" rem, the site, the phase.
        required={"feature.id": PATCH, "feature.patch_style": "function_wrapping", "upstream.symbols": {SITE}, "enable.phase": "before_train"},
        # The retracted site and flag; the companion's file and gate; the supposed config; the variable; the version.
        nowhere=("_update_router_expert_bias", "moe_router_bias_update_rule", "quantile", "EXPERT_LOAD_PROBE_PATH", "0.13"),
        mentioned=("_update_router_expert_bias", "moe_router_bias_update_rule", "EXPERT_LOAD_PROBE_PATH"),
    ),
}
