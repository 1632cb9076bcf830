"""Round 1239: a fork's README, "Primus patches we carry": a table of five patches under "id | status | owner | notes",
a sentence on each of the others naming their sites, then a section for this one: sites listed as "`x` -- set to ...",
"Replacement, not a wrapper" after a first note that said it wraps, `NVTE_MXFP4_USE_HADAMARD` that reads like the
switch, Primus-Turbo not needed, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_ninth_fork_readme_fp4_mxfp4.md"

ID = "mlperf_llama2_70b.megatron.fp4_mxfp4"
# megatron_patches.py:108-128: the enum (only where upstream lacks mxfp4), the phase helpers and get_fp4_recipe.
SITES = {
    "megatron.core.fp4_utils.is_mxfp4_phase",
    "megatron.core.fp4_utils.set_mxfp4_phase",
    "megatron.core.fp4_utils._mxfp4_phase",
    "megatron.core.fp4_utils.get_fp4_recipe",
}
TITLE = "one-thousand-two-hundred-and-thirty-ninth-round report (a fork's README with a table of the patches it carries)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": SITES,
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/megatron_patches.py"}
            ),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("transformer_engine", None)},
        },
        required={
            "feature.id": ID,
            "upstream.symbols": SITES - {"megatron.core.fp4_utils.get_fp4_recipe"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "te_swiglu",
            "SwiGLU",
            "USE_TE_SWIGLU",
            "ResettableDataIterator",
            "VLMLoRA",
            "peft.lora",
            "GPTSFTDataset",
            "training_log",
            "get_train_valid_test_num_samples",
            "megatron.bridge",
            "primus_turbo",
            "build_args",
            "function_wrapping",
            "NVTE_MXFP4_USE_HADAMARD",
            "mxfp4_healing",
            "7.0.2",
            "MI355X",
        ),
        mentioned=(*sorted(SITES),),
    ),
}
