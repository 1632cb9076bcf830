"""Round 1250: a Keep a Changelog file of the port's own repository (an [Unreleased] section, four releases, newest
first, each correcting the older ones): a FLOPs rebinding claimed in 0.1.0 and taken back in 0.4.0, a first
`before_train` phase corrected in 0.2.0, the FLOPs and latent-size sibling patches, a conditional disagreement
ValueError and a 0 -> None write, the copied key that reads like a switch, three packages not needed, CI versions and
an open question."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fiftieth_keep_a_changelog_kimi_k3_mtp.md"

ID = "megatron.args.kimi_k3_mtp_num_layers"
HANDLER = "primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_mtp_num_layers"
# Lines 20-22 (the summary in docs/PORTING.md) and line 42 (what the handler writes).
SUMMARY = (
    "the patch mirrors Kimi K3's num_nextn_predict_layers onto Megatron's args-layer mtp_num_layers, which "
    "arguments.py's MTP validation, training.py's FLOPs/params reporting and MTPLossLoggingHelper read."
)
REWRITE = "It is a config/args rewrite: it writes args.mtp_num_layers on the backend_args namespace and returns."
FLOPS_SITE = "megatron.training.training.num_floating_point_operations"
TITLE = "one-thousand-two-hundred-and-fiftieth-round report (a Keep a Changelog file)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, REWRITE}),
            "feature.patch_style": "config_rewrite",
            "framework.name": frozenset({None, "megatron-lm"}),
            # The handler rebinds nothing and imports no package; it writes args.mtp_num_layers from the source key
            # (or None), so no site, side effect, package or constraint may be drafted.
            "implementation.primus": frozenset({None, HANDLER, "patch_k3_args_mtp_num_layers"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
            # kimi_k3_flops_patches.py:747: condition= getattr(get_args(ctx), "model_type", None) == "kimi_k3".
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": frozenset({None, "build_args"}),
            "requires.platform": frozenset({None, "any"}),
        },
        # Thin: the summary (lines 19-22), the `model_type: kimi_k3` gate (line 108), the `build_args` phase (line 78),
        # the handler and its file (lines 101-103) are left TODOs: entries under an older release heading are read as
        # "true of an earlier version" and [Unreleased] as "planned", though no later entry takes them back.
        required={
            "feature.id": ID,
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
        },
        nowhere=(
            "num_floating_point_operations",
            "megatron.training.training",
            "megatron.kimi_k3.flops_reporting",
            "kimi_k3_moe_latent_size",
            "moe_latent_size",
            "routed_expert_hidden_size",
            "before_train",
            "function_wrapping",
            "_resolve_mtp_fields",
            "mtp_on_this_rank",
            "merge_namespace",
            "validate_args",
            "primus_turbo",
            "transformer_engine",
            "Transformer Engine",
            "deep_ep",
            "core_r0.14.0",
            "2.8.0",
            "rocm7.0",
            "3.10",
            "k3_shims",
            "k3-megatron-shims",
        ),
        mentioned=(
            FLOPS_SITE,
            "megatron.kimi_k3.flops_reporting",
            "megatron.args.kimi_k3_moe_latent_size",
            "model_type",
            "num_nextn_predict_layers",
            "_resolve_mtp_fields",
        ),
    ),
}
