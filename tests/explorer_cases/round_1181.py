"""Round 1181: a pull request as `gh pr view --comments` prints it: a body that calls the patch function wrapping and a
reviewer's "Correction to the description above: It is not a wrapper" (now a TODO, as the style a later line denies), a
withdrawn `PRIMUS_SFT_MASK_CACHE` variable, the neighbouring data patches, a packed-dataset hypothetical and a made-up
config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_first_gh_pr_view_sft_attention_mask.md"

TITLE = "one-thousand-one-hundred-and-eighty-first-round report (a pull request as gh pr view prints it)"
CASES = {
    f"{REPORT}@mlperf_llama2_70b.bridge.sft_attention_mask": Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.bridge.sft_attention_mask",
            "feature.summary": frozenset({"Cache causal attention masks in GPTSFTDataset for MLPerf steady-state SFT", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "upstream.symbols": {"megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask"},
            "implementation.primus_file": frozenset({"primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "mlperf_llama2_70b.bridge.sft_attention_mask",
            "enable.phase": "before_train",
        },
        nowhere=(
            "function_wrapping",
            "PRIMUS_SFT_MASK_CACHE",
            "ResettableDataIterator",
            "USE_TE_SWIGLU",
            "LoRA",
        ),
        mentioned=(
            "PRIMUS_SFT_MASK_CACHE",
            "GPTSFTDataset._create_attention_mask",
            "PRIMUS_PATCHES",
        ),
    ),
}
