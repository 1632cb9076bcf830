"""Round 1182: a Slack thread exported as plain text: "So that's function wrapping" and the next reply's "never calls orig
... a plain binding replacement" (the style now a TODO), a first message's backend and phase a later one takes back, the
neighbouring `te_swiglu` patch, a healing rebind, a made-up YAML, tested versions and a "what if we" question."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_second_slack_thread_fp4_mxfp4.md"

TITLE = "one-thousand-one-hundred-and-eighty-second-round report (a Slack thread exported as text)"
CASES = {
    f"{REPORT}@mlperf_llama2_70b.megatron.fp4_mxfp4": Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
            "feature.summary": frozenset({"MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.core.enums.Fp4Recipe",
                "megatron.core.fp4_utils._mxfp4_phase",
                "megatron.core.fp4_utils.get_fp4_recipe",
                "megatron.core.fp4_utils.is_mxfp4_phase",
                "megatron.core.fp4_utils.set_mxfp4_phase",
            },
            "implementation.primus_file": frozenset(
                {"primus/backends/megatron_bridge/patches/mlperf_llama2_70b/megatron_patches.py", None}
            ),
            "enable.phase": frozenset({"before_train", None}),
            "enable.env": {("NVTE_MXFP4_USE_HADAMARD", "1")},
            "requires.packages": {("transformer_engine", ">=2.8.0"), ("transformer_engine", None)},
        },
        required={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
        },
        nowhere=(
            "function_wrapping",
            "te_swiglu",
            "USE_TE_SWIGLU",
            "SwiGLUFunction",
            "build_args",
            "primus_turbo",
            "HEALING_ITER",
        ),
        mentioned=(
            "megatron.core.fp4_utils.get_fp4_recipe",
            "NVTE_MXFP4_USE_HADAMARD",
            "USE_TE_SWIGLU",
        ),
    ),
}
