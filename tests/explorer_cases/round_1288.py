"""Round 1288: a code review in Polish (summary bullets, the gate function, an enable table, requirements, notes and a
correction): the `gpt_layer_specs` rebinding taken back, the env var that only gates the patch, `true`/`yes` that do
nothing, `PRIMUS_PATCHES` that only filters, an mlperf script that sets the gate to 0, the `dpa_consolidated_prologue`
neighbour and its priority 55, the `qkv_format` swap and private mark, denied Primus-Turbo and DeepEP, and one run's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_eighth_polish_review_fmha_bshd_layout.md"

ID = "megatron.te.fmha_bshd_layout"
SYMBOL = "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"
WRAPPER = "primus.backends.megatron.patches.te_patches.bshd_layout_patches._make_wrapped_forward"
HANDLER = "primus.backends.megatron.patches.te_patches.bshd_layout_patches.patch_te_fmha_bshd_layout"
PRIMUS_FILE = "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"
# Line 8: the registered description=.
DESCRIPTION = "Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1."
TITLE = "one-thousand-two-hundred-and-eighty-eighth-round report (a code review in Polish)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": DESCRIPTION,
            # Line 9: the wrapper calls the saved orig_forward.
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # The class is patched in place, so gpt_layer_specs's import sees the wrapped method (line 64); the
            # rebinding of line 69 is taken back.
            "upstream.aliases": set(),
            # The qkv_format swap is on the instance or packed_seq_params, no module binding (line 63).
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, WRAPPER, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # _bshd_enabled (bshd_layout_patches.py:36-37) reads it for condition= only: Primus's gate, a flag.
            "enable.flags": {("NVTE_FMHA_USE_BSHD", "1"), ("NVTE_FMHA_USE_BSHD", 1)},
            # The report calls the variable the only switch and exports it in the launch script (lines 37 and 44).
            # Only condition= reads it, so references/port-facts.md would leave it out of enable.env; the drafter
            # writes a variable the report says enables the patch there, as rounds 1 and 1273 accept.
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": "before_train",
            # Line 63: no value is written to args.
            "enable.side_effects": set(),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
            "requires.backend_versions": set(),
            # "Constraintów (assert/raise) w handlerze ani we wrapperze nie ma." (line 58).
            "constraints": set(),
        },
        # Thin: the gate `NVTE_FMHA_USE_BSHD: "1"` is drafted in enable.env, not enable.flags (lines 28-37); the
        # Primus wrapper and handler (line 10) and `megatron-core` as a package (line 55) are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": DESCRIPTION,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
        },
        nowhere=(
            "dpa_consolidated_prologue",
            "FusedAttnFunc",
            "dot_product_attention.backends",
            "torch_compile",
            "disable_dpa_prologue_patch",
            "gpt_layer_specs",
            "PRIMUS_PATCHES",
            "_primus_bshd_patched",
            "qkv_format",
            "thd",
            "primus_turbo",
            "deep_ep",
            "priority",
            "55",
            "2.4.0",
            "0.13.0",
            "6.4",
            "2.12",
            "v26.5",
            "AITER",
            "mlperf",
            "('NVTE_FMHA_USE_BSHD', 'true')",
            "('NVTE_FMHA_USE_BSHD', True)",
            "('NVTE_FMHA_USE_BSHD', 'yes')",
            "('NVTE_FMHA_USE_BSHD', '0')",
            "('NVTE_FMHA_USE_BSHD', 0)",
        ),
        mentioned=(
            SYMBOL,
            "megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention",
            "transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward",
            "NVTE_FMHA_USE_BSHD",
            "PRIMUS_PATCHES",
            "megatron-core",
        ),
    ),
}
