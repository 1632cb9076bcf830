"""Round 1161: a Fortran performance-model module whose `!`, `!!` and `!>` comments carry the findings about
`megatron.te.fmha_bshd_layout`: a summary that runs over two doc lines, a `priority=40` a note takes back, the neighbour
`megatron.te.dpa_consolidated_prologue` with its flags, a TE 2.4 measurement, an "if you ever", an "unless", a made-up
config typed in a comment, a declaration whose trailing comment names the variable, and a `call` commented out that
names another variable."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_first_fortran_ford_comments_fmha_bshd_layout.md"

TITLE = "one-thousand-one-hundred-and-sixty-first-round report (Fortran comments)"
CASES = {
    f"{REPORT}@megatron.te.fmha_bshd_layout": Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": frozenset(
                {
                    "runs TE DotProductAttention in bshd layout by transposing sbhd q/k/v to bshd before the kernel and the output back to sbhd after it.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/bshd_layout_patches.py", None}),
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "feature.summary": "runs TE DotProductAttention in bshd layout by transposing sbhd q/k/v to bshd before the kernel and the output back to sbhd after it.",
        },
        nowhere=(
            "!!",
            "priority",
            "dpa_consolidated_prologue",
            "FusedAttnFunc",
            "enable_torch_compile",
            "disable_dpa_prologue_patch",
            "2.12",
            "2.4",
            "use_bshd_fmha",
            "fmha_layout",
            "NVTE_FLASH_ATTN",
            "primus_turbo",
        ),
        mentioned=(
            "NVTE_FLASH_ATTN",
            "use_bshd_fmha",
            "fmha_layout",
            "disable_dpa_prologue_patch",
            "PRIMUS_PATCHES",
        ),
    ),
}
