"""Round 121: an incident ticket in Norwegian (ServiceNow fields, timestamped work notes): other patches "IKKE denne
patchens", a guessed environment variable the notes refute, and a phase taken back. A declared guard: the draft held
no wrong value before any change."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twenty_first_norwegian_incident_expert_load_probe.md"

TITLE = "hundred-and-twenty-first-round report (in Norwegian)"
SITE = "megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.expert_load_probe",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.kimi_k3.expert_load_probe"},
        nowhere=(
            "quantile_balancing",  # other patches of the model
            "_update_router_expert_bias",
            "flops_reporting",
            "kimi_k3_moe_latent_size",
            "PRIMUS_EXPERT_LOAD_PROBE",  # the guess the notes refute
            "build_args",  # the phase taken back
        ),
        mentioned=(SITE, "model_type", "expert_load_probe_path", "moe_router_enable_expert_bias"),
    ),
}
