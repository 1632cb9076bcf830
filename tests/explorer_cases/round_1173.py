"""Round 1173: the explorer's deep-dive written in Picard: a `TransformerConfig.__post_init__` wrapping a correction
("Rectificacion d'ech paragrafe d'in haut ... ch'est faux") gives to the neighbour
`megatron.transformer.hybrid_output_init`, negations ("I n'a point d'besoin d'`primus_turbo`", "pon d'", "nin d'"), a
made-up config and keys no code reads."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_third_picard_deep_dive_gdn_config.md"

TITLE = "one-thousand-one-hundred-and-seventy-third-round report (a deep-dive in Picard)"
CASES = {
    f"{REPORT}@megatron.transformer.gdn_config": Case(
        allowed={
            "feature.id": "megatron.transformer.gdn_config",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/gdn_config_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.transformer.gdn_config",
            "enable.phase": "before_train",
        },
        nowhere=(
            "primus_turbo",
            "transformer_engine",
            "rocm",
            "__post_init__",
            "hybrid_output_init",
            "PRIMUS_FLA_NORM",
            "use_fla_fused_rmsnorm",
            "init_method_normal",
        ),
        mentioned=(
            "TransformerConfig.__post_init__",
            "PRIMUS_FLA_NORM",
            "use_fla_fused_rmsnorm",
            "primus_turbo",
        ),
    ),
}
