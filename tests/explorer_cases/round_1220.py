"""Round 1220: a team chat copied as plain text from a web client (name and time lines, replies, edited markers,
reactions): a phase and an alias taken back, a taken-back `--use-bshd-layout` flag, made-up YAML keys, the versions of
one run, the neighbouring `dpa_consolidated_prologue` patch and a packed-sequence hypothetical."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twentieth_web_chat_copy_fmha_bshd_layout.md"

TITLE = "one-thousand-two-hundred-and-twentieth-round report (a team chat copied from a web client)"
CASES = {
    f"{REPORT}@megatron.te.fmha_bshd_layout": Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": frozenset({"runs TE DotProductAttention in bshd layout, transposing sbhd<->bshd around the kernel", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/bshd_layout_patches.py", None}),
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.patch_style": "function_wrapping",
        },
        nowhere=(
            "dpa_consolidated_prologue",
            "use-bshd-layout",
            "use_bshd_layout",
        ),
        mentioned=(
            "megatron.te.dpa_consolidated_prologue",
            "PRIMUS_PATCHES",
        ),
    ),
}
