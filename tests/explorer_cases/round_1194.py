"""Round 1194: an AsciiDoc page: headings, source blocks, NOTE / WARNING / TIP admonitions, a table and a line-through
phrase; a taken-back `validate_args` rebind, two neighbouring patches, a made-up variable, an "Unless" note, a made-up
YAML, negations and a megatron-core tag."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_fourth_asciidoc_page_kimi_k3_mtp.md"

TITLE = "one-thousand-one-hundred-and-ninety-fourth-round report (an AsciiDoc page)"
CASES = {
    f"{REPORT}@megatron.args.kimi_k3_mtp_num_layers": Case(
        allowed={
            "feature.id": "megatron.args.kimi_k3_mtp_num_layers",
            "feature.summary": frozenset(
                {
                    "Kimi K3 names its Multi-Token Prediction depth num_nextn_predict_layers (the name used by its own config.json), while Megatron calls the same quantity mtp_num_layers.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/kimi_k3_flops_patches.py", None}),
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": frozenset({"build_args", None}),
        },
        required={
            "feature.id": "megatron.args.kimi_k3_mtp_num_layers",
            "feature.patch_style": "config_rewrite",
            "enable.phase": "build_args",
        },
        nowhere=(
            "validate_args",
            "K3_MTP_LAST_STAGE_ONLY",
            "core_r0.13.0",
            "primus_turbo",
        ),
        mentioned=(
            "K3_MTP_LAST_STAGE_ONLY",
            "validate_args",
        ),
    ),
}
