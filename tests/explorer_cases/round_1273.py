"""Round 1273: a signed electronic lab notebook page (timed entries of Aim / Method / Observation / Conclusion, struck
lines with EDIT notes, a knob table): a `build_args` phase, a subclass and an `enable_torch_compile` need struck out, the
env var that only gates the patch, a toy run's s/b/h/d shapes, TE's own `NVTE_*` knobs, `PRIMUS_PATCHES` that only
filters, a launcher that sets the gate to 0, the `dpa_consolidated_prologue` neighbour and its priority 55, the
`qkv_format` swap and private mark, packages denied and one box's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_third_eln_notebook_fmha_bshd_layout.md"

ID = "megatron.te.fmha_bshd_layout"
SYMBOL = "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"
WRAPPER = "primus.backends.megatron.patches.te_patches.bshd_layout_patches._make_wrapped_forward"
HANDLER = "primus.backends.megatron.patches.te_patches.bshd_layout_patches.patch_te_fmha_bshd_layout"
PRIMUS_FILE = "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"
# Line 169, the summary's "What it does:", and the registered description (lines 23-24).
SUMMARY = (
    "runs TE DotProductAttention in bshd layout by transposing sbhd q/k/v to bshd before the kernel and the output back to sbhd after it."
)
DESCRIPTION = "Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1."
TITLE = "one-thousand-two-hundred-and-seventy-third-round report (an electronic lab notebook page)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({SUMMARY, DESCRIPTION}),
            # Line 52: the subclass is struck; the new forward keeps and calls orig_forward.
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # The spec provider's import sees the wrapped method: no alias (line 57).
            "upstream.aliases": set(),
            # The qkv_format swap is on the instance or packed_seq_params, no module binding (line 114).
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, WRAPPER, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # _bshd_enabled (bshd_layout_patches.py:36-37) reads it for condition= only: Primus's gate, a flag.
            "enable.flags": {("NVTE_FMHA_USE_BSHD", "1")},
            # The report calls the variable the gate and says to set it in the environment (lines 84 and 100). Only
            # condition= reads it, so references/port-facts.md would leave it out of enable.env; the drafter writes a
            # variable the report says enables the patch there, as round 1's USE_TE_SWIGLU, and both are accepted.
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": "before_train",
            # "Side effects on args/config: none" (line 119).
            "enable.side_effects": set(),
            "requires.packages": {("transformer_engine", None), ("transformer-engine", None)},
            # "Constraints: none" (lines 121 and 165).
            "constraints": set(),
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
        },
        nowhere=(
            "build_args",
            "dpa_consolidated_prologue",
            "FusedAttnFunc",
            "dot_product_attention.backends",
            "torch_compile",
            "disable_dpa_prologue_patch",
            "priority",
            "55",
            "2.12",
            "NVTE_FUSED_ATTN",
            "NVTE_FLASH_ATTN",
            "PRIMUS_PATCHES",
            "transformer_engine_spec_provider",
            "_primus_bshd_patched",
            "qkv_format",
            "thd",
            "2.4.0",
            "2.7.1",
            "6.4.1",
            "0.13.0",
            "primus_turbo",
            "deep_ep",
            "aiter",
            "apply_rope_fusion",
            "gpt_oss",
            "4096",
            "binding_replacement",
        ),
        mentioned=(
            SYMBOL,
            "NVTE_FMHA_USE_BSHD",
            "NVTE_FUSED_ATTN",
            "FusedAttnFunc.forward",
            "_primus_bshd_patched",
            "primus_turbo",
        ),
    ),
}
