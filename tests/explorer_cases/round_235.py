"""Round 235: a Kubernetes-style enhancement proposal: its kep.yaml in a fence, a sign-off checklist, and the sections
Summary to Alternatives, whose Non-Goals name three sibling patches with their flags and the environment variable one
of them reads, a phase taken back and a second site claimed and retracted. The id stands only in prose, so the case
reads it with --patch."""

from __future__ import annotations

from .case import Case

PATCH = "megatron.core.transformer.pipeline_parallel_layer_layout"
REPORT = f"two_hundred_thirty_fifth_kep_proposal_pp_layer_layout.md@{PATCH}"

TITLE = "two-hundred-and-thirty-fifth-round report (an enhancement proposal)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": PATCH, "framework.name": "megatron-lm"},
        # The sibling's variable and flags; the site retracted; the phase taken back.
        nowhere=("ENABLE_SDMA_ALLGATHER", "patch_zero_bubble", "transformer_config", "build_args"),
        mentioned=("PipelineParallelLayerLayout",),
    ),
}
