"""Round 1192: a reStructuredText page of the team's Sphinx docs: note, warning and deprecated directives, literals, roles,
a list-table and a code-block; a retracted `initialize_model_parallel` claim, the neighbouring
`megatron.fsdp.torch_fsdp2` patch, a deprecated setting, a test note with versions, a made-up YAML, an "if you ever"
case and negations."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_second_sphinx_rst_page_hsdp.md"

TITLE = "one-thousand-one-hundred-and-ninety-second-round report (a reStructuredText page of Sphinx docs)"
CASES = {
    f"{REPORT}@megatron.args.hsdp": Case(
        allowed={
            "feature.id": "megatron.args.hsdp",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/hsdp_args_patches.py", None}),
            "enable.phase": frozenset({"build_args", None}),
            "constraints": {("ckpt_format", "==", "torch_dcp"), ("use_torch_fsdp2", "==", True)},
        },
        required={
            "feature.id": "megatron.args.hsdp",
            "feature.patch_style": "config_rewrite",
            "enable.phase": "build_args",
        },
        nowhere=(
            "initialize_model_parallel",
            "torch_fsdp2",
            "primus_turbo",
            "core_r0.13.0",
        ),
        mentioned=(
            "initialize_model_parallel",
            "megatron.fsdp.torch_fsdp2",
        ),
    ),
}
