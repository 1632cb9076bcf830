"""Round 76: a unified diff between two versions of a report, in a diff fence: removed lines are claims taken out,
added and context lines the corrected report, which is what is read."""

from __future__ import annotations

from .case import Case

REPORT_DIFF = "seventy_sixth_report_diff_pp_layer_layout.md"
LAYOUT = "megatron.core.transformer.pipeline_parallel_layer_layout"

TITLE = "seventy-sixth-round report (a diff between two versions of a report)"
CASES = {
    REPORT_DIFF: Case(
        allowed={
            "feature.id": LAYOUT,
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{LAYOUT}.PipelineParallelLayerLayout"},
            "implementation.primus": frozenset({None, f"primus.backends.{LAYOUT}.PrimusPipelineParallelLayerLayout"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": LAYOUT,
            "upstream.symbols": {f"{LAYOUT}.PipelineParallelLayerLayout"},
        },
        nowhere=(
            "0.12.0",  # '-- `backend_versions=[">=0.12.0"]`': a claim the diff takes out
            "transformer_config",  # removed sites
            "gpt_layer_specs",
            "setup",  # "-- Phase: `setup`."
            "PRIMUS_V_SCHEDULE",
        ),
        mentioned=(
            f"{LAYOUT}.PipelineParallelLayerLayout",
            "zero_bubble_v_schedule",
            "enable_1f1b_v",
            "patch_primus_pipeline",
            "megatron.pp.v_schedule",
        ),
    ),
}
