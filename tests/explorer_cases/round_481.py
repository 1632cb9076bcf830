"""Round 481: a Zendesk ticket with its comments as the Zendesk API returns them: each comment's HTML beside its plain
copy, internal notes; the report the first comment, a later one taking back "the last bullet of "Patch logic"" and
naming the other patch that does it, a companion patch, the fork's own config and a supposed one."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eighty_first_zendesk_ticket_json_kimi_k3_mtp_num_layers.md"
SUMMARY = (
    "Kimi K3: mirror num_nextn_predict_layers onto the args-layer mtp_num_layers, which arguments.py's MTP validation, "
    "training.py's FLOPs/params reporting and MTPLossLoggingHelper all read and which the config-layer __post_init__ mapping "
    "does not reach."
)

TITLE = "four-hundred-and-eighty-first-round report (a Zendesk ticket as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.kimi_k3_mtp_num_layers",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.kimi_k3_flops_patches.patch_k3_args_mtp_num_layers"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_flops_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": frozenset({None, "build_args"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.args.kimi_k3_mtp_num_layers", "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted site; the other patch's id and phase; the companion's key; the configs.
        nowhere=("num_floating_point_operations", "flops_reporting", "before_train", "moe_latent_size"),
        mentioned=("num_floating_point_operations", "model_type", "num_nextn_predict_layers"),
    ),
}
