"""Round 1283: an email reply thread quoting the earlier messages: the site written as a left-arrow rebind wrapped
onto two lines, an OR gate of two keys, a withdrawn wrapper claim and a withdrawn `setup` phase, a retracted
re-export site, `enable_zero_bubble` and `pp_algorithm` that read like switches, the TE sibling patch and the
zero-bubble optimizer patch, `torch >= 1.13` that is no minimum, body-local asserts and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_third_email_reply_thread_linear_grad_split.md"

ID = "megatron.pp.linear_grad_split"
SYMBOL = "megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"
PRIMUS = "primus.backends.megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"
PRIMUS_FILE = "primus/backends/megatron/core/tensor_parallel/layers.py"
DESCRIPTION = "Patch Linear layer to split d_w and d_input for PP optimization"
SENTENCE = (
    "It replaces Megatron's tensor-parallel linear autograd function with a Primus copy whose backward splits the"
    " weight gradient (d_w) from the input gradient (d_input), so the pipeline scheduler can run d_w later."
)
TITLE = "one-thousand-two-hundred-and-eighty-third-round report (an email reply thread)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, SENTENCE}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            # linear_grad_split_patches.py:39-41: the one rebind, from the Primus copy in tensor_parallel/layers.py.
            "upstream.symbols": {SYMBOL},
            "implementation.primus": frozenset({None, PRIMUS}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # condition=: patch_primus_pipeline or patch_zero_bubble.
            "enable.flags": {("patch_primus_pipeline", True), ("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # Both asserts are body-local or on the deferred path only.
            "constraints": set(),
        },
        # Thin: the site (lines 22-23, a left-arrow rebind wrapped onto two lines), the Primus class it binds (line 23)
        # and the OR gate `patch_primus_pipeline: true` / `patch_zero_bubble: true` (lines 37-38) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "setup",
            "function_wrapping",
            "megatron.core.tensor_parallel.LinearWithGradAccumulationAndAsyncCommunication",
            "LinearWithGradAccumulationAndAsyncCommunication.backward",
            "linear_with_grad_accumulation_and_async_allreduce",
            "torch.autograd.Function",
            "enable_zero_bubble",
            "pp_algorithm",
            "zero_bubble_v_schedule",
            "gradient_accumulation_fusion",
            "sequence_parallel",
            "allreduce_dgrad",
            "tp_group",
            "fused_weight_gradient_mlp_cuda",
            "apex",
            "transformer_engine",
            "primus_turbo",
            "deep_ep",
            "te_wgrad_split",
            "WeightGradStore",
            "delay_wgrad_compute",
            "zero_bubble_optimizer",
            "ChainedOptimizer",
            "get_forward_backward_func",
            "1.13",
            "2.8.0a0",
            "0.13.0rc0",
            "6.4",
            "ROCm",
            "('patch_zero_bubble', False)",
            "('patch_primus_pipeline', False)",
            "Cannot patch both",
        ),
        mentioned=(
            SYMBOL,
            PRIMUS,
            "megatron.core.tensor_parallel.LinearWithGradAccumulationAndAsyncCommunication",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "enable_zero_bubble",
        ),
    ),
}
