"""Round 251: a manual page as `man` renders it to plain text: header and footer lines, capitalised sections, indented
tagged paragraphs, words hyphenated at the margin, a phase in the SYNOPSIS that BUGS takes back ("That is wrong; I
retract it."), and the companion patches under SEE ALSO."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_first_rendered_man_page_skip_float16.md"

TITLE = "two-hundred-and-fifty-first-round report (a rendered manual page)"
_SITES = {"megatron.core.transformer.module.Float16Module", "megatron.training.training.Float16Module"}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.training.skip_float16_module",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": _SITES,
            "upstream.aliases": _SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.flags": {("use_fsdp2_fp32_param_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.training.skip_float16_module", "framework.name": "megatron-lm"},
        # The phase taken back; the companions; the runner's variable.
        nowhere=("build_args", "disable_second_ddp", "fsdp2_fp32_param", "PRIMUS_PATCHES"),
        mentioned=("Float16Module", "use_torch_fsdp2"),
    ),
}
