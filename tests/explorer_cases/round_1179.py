"""Round 1179: the explorer's deep-dive written in Tabasaran: a `megatron.core.optimizer.get_megatron_optimizer` site a
correction of the previous paragraph ("ДуьзаргъапӀну: улихьдин абзацдиъ ... дурус дар") takes back,
"`tensor_model_parallel_size == 1` is not needed" ("герек дар"), the validated ranges, a hypothetical variable and a
made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_ninth_tabasaran_deep_dive_weight_deosc.md"

TITLE = "one-thousand-one-hundred-and-seventy-ninth-round report (a deep-dive in Tabasaran)"
CASES = {
    f"{REPORT}@megatron.turbo.weight_deosc": Case(
        allowed={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.summary": frozenset({"Install MXFP4 weight de-oscillation on the distributed optimizer.", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.training.training.get_megatron_optimizer",
                "megatron.training.training.load_checkpoint",
                "megatron.training.training.save_checkpoint",
            },
            "implementation.turbo": frozenset({"primus_turbo.pytorch.core.QuantizedTensor", None}),
            "enable.flags": {("enable_primus_turbo", True), ("fp4", True), ("weight_deosc", True)},
            "enable.phase": frozenset({"before_train", None}),
            "constraints": {
                ("use_distributed_optimizer", "==", True),
                ("weight_deosc_log_freq", ">=", 0),
                ("weight_deosc_period", ">", 0),
                ("weight_deosc_ratio", ">", 0),
                ("weight_deosc_start_step", ">=", 0),
            },
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "upstream.symbols": {"megatron.training.training.get_megatron_optimizer"},
        },
        nowhere=(
            "tensor_model_parallel_size",
            "megatron.core.optimizer.get_megatron_optimizer",
            "PRIMUS_WEIGHT_DEOSC_DEBUG",
            "Fp4Recipe",
            "step_with_ready_grads",
        ),
        mentioned=(
            "megatron.core.optimizer.get_megatron_optimizer",
            "PRIMUS_WEIGHT_DEOSC_DEBUG",
            "tensor_model_parallel_size",
        ),
    ),
}
