"""Round 1197: a code-review checklist filled in by a reviewer: checked and unchecked items with inline answers, N/A
entries, struck first answers; "ROCm-only path — no." (a label answered no: no ROCm platform), the file
`is_v_schedule_enabled()` lives in (no patch file), a struck second site, the neighbouring V-schedule patch and a
checkout that is no minimum."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_seventh_review_checklist_pipeline_layout.md"

TITLE = "one-thousand-one-hundred-and-ninety-seventh-round report (a filled-in review checklist)"
CASES = {
    f"{REPORT}@megatron.core.transformer.pipeline_parallel_layer_layout": Case(
        allowed={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "feature.summary": frozenset({"Replace PipelineParallelLayerLayout with Primus implementation", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"},
            "implementation.primus": frozenset(
                {"primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout", None}
            ),
            "implementation.primus_file": frozenset({"primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.platform": frozenset({"any", None}),
        },
        required={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "transformer_config",
            "training/utils.py",
            "rocm",
            "primus_turbo",
            "pipeline_model_parallel_layout",
        ),
        mentioned=(
            "is_v_schedule_enabled",
            "PRIMUS_PATCHES",
        ),
    ),
}
