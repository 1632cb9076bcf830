"""Round 371: a Zendesk ticket as its REST API returns it (the ticket with subject, description, tags and custom
fields, then its comments, each with body, plain_body and html_body, public replies and internal notes): the
customer's guesses, among them an environment variable with a question mark, the agent's corrections and the gate."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventy_first_zendesk_ticket_json_expert_load_probe.md"

SITE = "megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors"

TITLE = "three-hundred-and-seventy-first-round report (a Zendesk ticket as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.expert_load_probe",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True)},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.kimi_k3.expert_load_probe", "enable.phase": "before_train", "upstream.sites": {SITE}},
        # "an env var (`PRIMUS_EXPERT_LOAD_PROBE=1`?)": a guess the agent corrects; the companion's site and rule.
        nowhere=("PRIMUS_EXPERT_LOAD_PROBE", "_update_router_expert_bias'", "quantile"),
        mentioned=(SITE, "expert_load_probe_path", "model_type"),
    ),
}
