"""Round 1277: an RFC written in Sphinx reStructuredText (field list, a list-table of facts, note and warning
directives, rejected alternatives): a whole-run rebind of `_get_extra_te_kwargs` taken back (it is swapped only during
`__init__`), the TE keyword `keep_fp8_weight_transpose_cache` that is no config key, `fp8` / `fp8_recipe` the condition
never reads, the `megatron.te.linear_fp8_cache` twin, old docs' `TEDelayedScaling`, Turbo's `tp_size == 1` assert,
rejected spec-level alternatives, `PRIMUS_PATCHES`, a ROCm open question and one MI300X run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_seventh_sphinx_rst_rfc_lnlinear_fp8_cache.md"

ID = "megatron.te.layernorm_linear_fp8_cache"
SYMBOL = "megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__"
TRANSIENT = "megatron.core.extensions.transformer_engine._get_extra_te_kwargs"
HANDLER = "primus.backends.megatron.patches.te_patches.layernorm_linear_fp8_cache_patches.patch_te_layernorm_linear_fp8_cache"
PRIMUS_FILE = "primus/backends/megatron/patches/te_patches/layernorm_linear_fp8_cache_patches.py"
# Lines 20-23, the Summary section's first sentence.
SUMMARY = (
    "Primus ships a Megatron patch, megatron.te.layernorm_linear_fp8_cache, that disables the FP8 weight transpose cache"
    " in Megatron's TELayerNormColumnParallelLinear to cut activation/weight memory on FP8 runs, at some cost in step"
    " time."
)
CLAUSE = (
    "disables the FP8 weight transpose cache in Megatron's TELayerNormColumnParallelLinear to cut activation/weight"
    " memory on FP8 runs, at some cost in step time."
)
TITLE = "one-thousand-two-hundred-and-seventy-seventh-round report (a Sphinx reStructuredText RFC)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, CLAUSE}),
            # Line 49: "It is a wrapper, not a binding replacement" (new_init keeps and calls orig_init).
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            # Line 155: "We treat the port as a drop-in." (dropping a cache leaves the maths as it was).
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # The attribute is set on the class, so importers see it: no alias sites (line 117).
            "upstream.aliases": set(),
            # Swapped only while orig_init runs, put back in a finally block (lines 54-55, 79-80).
            "upstream.transient": {TRANSIENT},
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.env": set(),
            "enable.phase": "before_train",
            # "the handler writes no run-config value at all" (line 114).
            "enable.side_effects": set(),
            "requires.packages": {
                ("megatron-core", None),
                ("megatron-lm", None),
                ("transformer_engine", None),
                ("transformer-engine", None),
            },
            # "Version gate: none" (line 82).
            "requires.backend_versions": set(),
            "constraints": set(),
        },
        # Thin: the summary (lines 20-23) is left a TODO ("not found in the report"), and the handler's file (line 36)
        # only quoted in a generic TODO.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("transformer_engine", None)},
        },
        nowhere=(
            "TELinear",
            "megatron.te.linear_fp8_cache",
            "keep_fp8_weight_transpose_cache",
            "fp8_recipe",
            "delayed",
            "TEDelayedScaling",
            "PRIMUS_PATCHES",
            "ENABLE_TRANSPOSE_CACHE",
            "tp_size",
            "PrimusTurbo",
            "primus_turbo",
            "Primus-Turbo",
            "TERowParallelLinear",
            "TEColumnParallelLinear",
            "get_gpt_layer_with_transformer_engine_spec",
            "transformer_engine_spec_provider",
            "mamba_layer_specs",
            "megatron_bridge",
            "2.4.0",
            "2.7.0",
            "torch",
            "ROCm",
            "rocm",
            "MI300X",
            "llama3_70B",
            "binding_replacement",
        ),
        mentioned=(
            SYMBOL,
            TRANSIENT,
            "no_fp8_weight_transpose_cache",
            "keep_fp8_weight_transpose_cache",
            "TEDelayedScaling",
            "PRIMUS_PATCHES",
        ),
    ),
}
