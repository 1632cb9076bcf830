"""Round 1215: a report by another code-review agent: numbered findings with evidence and a confidence each, an Unverified
section and a summary table; "`fused_weight_gradient_mlp_cuda` is required whenever `gradient_accumulation_fusion` is
on" (needed in some runs: no package), a Medium-confidence packaging note, neighbouring patches, a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifteenth_review_agent_findings_linear_grad_split.md"

TITLE = "one-thousand-two-hundred-and-fifteenth-round report (another review agent's findings)"
CASES = {
    f"{REPORT}@megatron.pp.linear_grad_split": Case(
        allowed={
            "feature.id": "megatron.pp.linear_grad_split",
            "feature.summary": frozenset({"Patch Linear layer to split d_w and d_input for PP optimization", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"},
            "implementation.primus": frozenset(
                {"primus.backends.megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication", None}
            ),
            "implementation.primus_file": frozenset({"primus/backends/megatron/core/tensor_parallel/layers.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.pp.linear_grad_split",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"},
            "enable.phase": "before_train",
        },
        nowhere=("apex",),
        mentioned=(
            "fused_weight_gradient_mlp_cuda",
            "gradient_accumulation_fusion",
        ),
    ),
}
