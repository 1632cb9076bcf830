"""Round 205: a Terraform-style HCL audit: `resource` and `locals` blocks, a heredoc, `#` and `//` comments, and the
other patches' resource blocks commented out between `/*` and `*/` lines (one with `disable_env_patches` and
`CUDA_DEVICE_MAX_CONNECTIONS`)."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifth_hcl_audit_args_compat.md"

TITLE = "two-hundred-and-fifth-round report (a Terraform-style HCL audit)"
SITE = "megatron.training.arguments.add_megatron_arguments"
SUMMARY = "Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args()."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args_compat_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "megatron.args.add_megatron_arguments_compat", "framework.name": "megatron-lm"},
        nowhere=("disable_env_patches", "CUDA_DEVICE_MAX_CONNECTIONS", "build_tokenizer", "build_args", "parse_args"),
        mentioned=(SITE,),
    ),
}
