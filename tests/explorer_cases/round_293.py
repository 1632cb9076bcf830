"""Round 293: a mail saved as .eml whose short body points at the report, attached as a Markdown file in base64: sites
listed, a third site retracted, a priority corrected, and two companion patches."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_third_eml_attachment_skip_float16_module.md"

TITLE = "two-hundred-and-ninety-third-round report (an .eml with the report attached in base64)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.training.skip_float16_module",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.module.Float16Module"},
            "upstream.aliases": {"megatron.training.training.Float16Module"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_fsdp2_fp32_param_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={
            "feature.id": "megatron.training.training.skip_float16_module",
            "enable.flags": {("use_fsdp2_fp32_param_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
        },
        # The retracted site; the companions' flag and calls; the target image's version.
        nowhere=("MegatronModule", "disable_build_model_patches", "get_model", "cuda.stream", "0.16.0"),
        mentioned=("megatron.core.transformer.module.Float16Module",),
    ),
}
