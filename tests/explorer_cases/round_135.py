"""Round 135: a Trac wiki page in Trac's own markup ("= Heading =", "||a||b||" tables, "{{{ #!yaml ... }}}" blocks):
a "Rebound? | By" table with another patch's row, a summary table's phase a later section calls wrong, and a
command-line option that holds a path, not a switch."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_fifth_trac_wiki_expert_load_probe.md"

TITLE = "hundred-and-thirty-fifth-round report (a Trac wiki page)"
SITE = "megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.expert_load_probe",
            "feature.summary": frozenset({None}),
            # It rebinds the module attribute to a wrapper that calls the original: either name fits the code.
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.kimi_k3.expert_load_probe", "upstream.symbols": {SITE}},
        # A path option read as a switch; the summary table's phase; the quantile-balancing companion's site and flag.
        nowhere=("expert_load_probe_path", "build_args", "_update_router_expert_bias", "moe_router_bias_update_rule"),
        mentioned=(SITE, "model_type", "moe_router_enable_expert_bias", "expert_load_probe_path"),
    ),
}
