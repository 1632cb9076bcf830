"""Round 94: a report written in Polish ("tylko gdy", "chyba że", "nie należy do tej łatki", "prawdopodobnie"), read
with English rules."""

from __future__ import annotations

from .case import Case

POLISH = "ninety_fourth_polish_resettable_iterator.md"

TITLE = "ninety-fourth-round report (in Polish)"
CASES = {
    POLISH: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "upstream.symbols": {"megatron.bridge.data.loaders.ResettableDataIterator"},
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/resettable_data_iterator.py"}
            ),
            "enable.phase": frozenset({None, "before_train"}),
            # The report quotes the assert on a local (`dl_type`, read from the dataloader_type setting): the user
            # corrects the key when the generated test names the missing run_config key.
            "constraints": {("dl_type", "in", ("single", "cyclic", "batch", "external"))},
        },
        required={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "enable.phase": "before_train",
        },
        nowhere=(
            "cyclic_iter",  # the guess taken back
            "sft_attention_mask",  # companion patches
            "training_log_nemo",
        ),
        mentioned=(
            "megatron.bridge.data.loaders.ResettableDataIterator",
            "PRIMUS_PATCHES",
        ),
    ),
}
