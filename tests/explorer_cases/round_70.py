"""Round 70: meeting minutes: who said what, AGREED / DECISION / ACTION / PARKED lines, a proposal set aside, a decision
overturned later in the same minutes, and a section on the second patch of the same file."""

from __future__ import annotations

from .case import Case

MINUTES = "seventieth_meeting_minutes_gdn_config.md"
GDN_SUMMARY = (
    "Monkey-patch TransformerConfig with linear-attention fields (linear_conv_kernel_dim, linear_key_head_dim, etc.) and FLA "
    "Triton flags required by GatedDeltaNet and KimiDeltaAttention without modifying third-party code."
)

TITLE = "seventieth-round report (meeting minutes)"
CASES = {
    MINUTES: Case(
        allowed={
            "feature.id": frozenset({None, "megatron.transformer.gdn_config"}),  # never the title's file name
            "feature.summary": frozenset({None, GDN_SUMMARY}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),  # the overturning decision
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "enable.phase": "before_train",
        },
        nowhere=(
            "gdn_config_patches.py",  # the title's file, no patch id
            "__post_init__",  # the overturned decision's site, the companion hybrid_output_init's
            "binding_replacement",  # the overturned decision's style
            "use_fla_triton_kda",  # a proposal the meeting rejected: any of the ten keys, non-null, turns it on
            "patch_runner",  # Primus's runner, where PRIMUS_PATCHES is read
            "triton",  # named inside the quoted description
            "tensor_model_parallel_size",  # upstream's own asserts, "not this patch's"
            "experimental_attention_variant",
        ),
        mentioned=(
            "megatron.transformer.gdn_config",
            "use_fla_triton_kda",
            "PRIMUS_PATCHES",
            "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__",
            "megatron.transformer.hybrid_output_init",
        ),
    ),
}
