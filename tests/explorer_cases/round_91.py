"""Round 91: a report written in Dutch ("alleen als", "tenzij", "hoort niet bij deze patch", "waarschijnlijk"), read
with English rules: its conditions and companion patches must stay TODOs."""

from __future__ import annotations

from .case import Case

DUTCH = "ninety_first_dutch_bridge_lora.md"

TITLE = "ninety-first-round report (in Dutch)"
CASES = {
    DUTCH: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "upstream.symbols": {"megatron.bridge.peft.lora.LoRA", "megatron.bridge.peft.lora.VLMLoRA"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/lora.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "mlperf_llama2_70b.bridge.data_patches",
            "enable.phase": "before_train",
        },
        nowhere=(
            "USE_TE_SWIGLU",  # a companion patch's variable
            "stable_lora_with_te_op_fuser",  # retracted
            "use_transformer_engine_op_fuser",  # the recipe's setting, not the patch's
        ),
        mentioned=(
            "megatron.bridge.peft.lora.LoRA",
            "megatron.bridge.peft.lora.VLMLoRA",
            "is_llama2_70b_mlperf",
        ),
    ),
}
