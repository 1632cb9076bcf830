"""Round 93: a raw Jupyter notebook (.ipynb JSON as saved on disk): markdown and code cells, each "source" a list of
strings, stream outputs and an error traceback; a guess taken back ("I first guessed ... - wrong") and a keyword of a
call (`device="cuda"` tensor) beside the facts."""

from __future__ import annotations

from .case import Case

NOTEBOOK = "ninety_third_raw_notebook_bridge_data.md"
DATA = "megatron.bridge.data"
DATALOADER_TYPES = ("single", "cyclic", "batch", "external")

TITLE = "ninety-third-round report (a raw notebook's JSON)"
CASES = {
    NOTEBOOK: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "feature.summary": frozenset({None, "MLPerf data/eval/sampler overrides for Megatron-Bridge"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "upstream.symbols": {
                f"{DATA}.loaders.ResettableDataIterator",
                "megatron.bridge.peft.lora.LoRA",
                "megatron.bridge.peft.lora.VLMLoRA",
                f"{DATA}.loaders.get_train_valid_test_num_samples",
                f"{DATA}.samplers.build_pretraining_data_loader",
                f"{DATA}.loaders.build_train_valid_test_data_loaders",
                f"{DATA}.loaders.build_train_valid_test_data_iterators",
                "megatron.bridge.training.eval.evaluate",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "constraints": {("dataloader_type", "in", DATALOADER_TYPES)},  # assert dl_type in [...], dl_type read from it
        },
        required={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "feature.summary": "MLPerf data/eval/sampler overrides for Megatron-Bridge",
            "upstream.sites": {f"{DATA}.loaders.ResettableDataIterator"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "use_mlperf_llama2",  # the guess taken back
            "cuda",  # a keyword of the broadcast tensor
            "sft_attention_mask",  # companion patches
            "training_log_nemo",
        ),
        mentioned=(
            f"{DATA}.loaders.ResettableDataIterator",
            "megatron.bridge.training.eval.evaluate",
            "is_llama2_70b_mlperf",
            "PRIMUS_PATCHES",
            "use_mlperf_llama2",
        ),
    ),
}
