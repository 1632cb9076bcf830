"""Round 1228: a chat with an AI assistant copied as text ("User:" and "Assistant:" turns, headings inside answers): a
site the user questions and the assistant takes back, the FSDP2 optimizer patch and the FP4 context patch under headings
of one answer, "The tuning knobs do not switch anything on:" over their YAML, and one run's versions; the closing
summary comes in a later turn."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_eighth_assistant_chat_weight_deosc.md"

ID = "megatron.turbo.weight_deosc"
SITES = {
    "megatron.training.training.get_megatron_optimizer",
    "megatron.training.training.save_checkpoint",
    "megatron.training.training.load_checkpoint",
}
FLAGS = {("enable_primus_turbo", True), ("fp4", True), ("weight_deosc", True)}
TITLE = "one-thousand-two-hundred-and-twenty-eighth-round report (a chat with an AI assistant)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset(
                {None, "megatron.turbo.weight_deosc installs MXFP4 weight de-oscillation on the distributed optimizer."}
            ),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "implementation.primus": frozenset(
                {
                    None,
                    "primus.backends.megatron.core.optimizer.weight_deosc.install_weight_deosc",
                    "primus.backends.megatron.patches.turbo.deosc_patches.patch_get_megatron_optimizer_weight_deosc",
                }
            ),
            # The patch's own file, or the file of install_weight_deosc, the implementation the summary names.
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/patches/turbo/deosc_patches.py", "primus/backends/megatron/core/optimizer/weight_deosc.py"}
            ),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.core.QuantizedTensor", "primus_turbo.pytorch.core.low_precision.ScalingRecipe"}
            ),
            "enable.flags": FLAGS,
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("megatron-core", None), ("torch", None)},
            "constraints": {("use_distributed_optimizer", "==", True), ("use_precision_aware_optimizer", "==", False)},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": SITES,
            "enable.flags": FLAGS,
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("megatron-core", None), ("torch", None)},
            # The closing summary, in a turn after the answer whose "### Companion patch" heading would hold it.
            "implementation.primus": "primus.backends.megatron.core.optimizer.weight_deosc.install_weight_deosc",
        },
        nowhere=(
            "megatron.core.optimizer.get_megatron_optimizer",
            "fsdp2",
            "use_torch_fsdp2",
            "get_fp4_context",
            "transformer_block",
            "megatron.core.fp4_utils",
            "transformer_engine",
            "weight_deosc_period",
            "weight_deosc_ratio",
            "weight_deosc_start_step",
            "weight_deosc_log_freq",
            "2.9.0",
            "0.15.0",
            "MI355X",
            "step_with_ready_grads",
            "tensor_model_parallel_size",
        ),
        mentioned=(*sorted(SITES), "enable_primus_turbo", "weight_deosc", "use_distributed_optimizer", "use_precision_aware_optimizer"),
    ),
}
