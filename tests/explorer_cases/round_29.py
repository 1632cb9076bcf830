"""Round 29: an inventory with <br> in its cells.

A config diff: "Key | Before | After the patch | When" rows, conditional writes and read-only keys.
An inventory of one area whose cells hold several facts split by <br>, with notes about named rows below it.
"""

from __future__ import annotations

from .case import Case
from .names import BSHD, DPA_PROLOGUE, FUSED_ATTN_FORWARD, TE_DPA_FORWARD

TITLE = "twenty-ninth-round reports (an inventory with <br> in its cells)"
CASES = {
    BSHD: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": None,  # the row's What it does
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {TE_DPA_FORWARD},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": "before_train",
        },
        nowhere=(
            "tp_comm_overlap",  # other rows
            "USE_TE_SWIGLU",
            "no_fp8_weight_transpose_cache",
            "torch_compile",  # the DPA prologue's flags
        ),
        mentioned=(
            "NVTE_FMHA_USE_BSHD",
            TE_DPA_FORWARD,
        ),
    ),
    DPA_PROLOGUE: Case(
        allowed={
            "feature.id": "megatron.te.dpa_consolidated_prologue",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {TE_DPA_FORWARD, FUSED_ATTN_FORWARD},  # two methods, each with its own replacement
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/dpa_consolidated_prologue_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.te.dpa_consolidated_prologue",
            "upstream.sites": {TE_DPA_FORWARD, FUSED_ATTN_FORWARD},
        },
        nowhere=(
            "NVTE_FMHA_USE_BSHD",  # the bshd row's switch
            "disable_dpa_prologue_patch",  # part of an OR / unless condition
            "dropout_p",  # chooses a code path
            "2.12",  # "verified against TE 2.12 only": a warning, no pin
        ),
        mentioned=(
            TE_DPA_FORWARD,
            FUSED_ATTN_FORWARD,
            "disable_dpa_prologue_patch",
        ),
    ),
}
