"""Round 45: a LaTeX note.

A LaTeX note, a report in French, the engineer's notes written as a Python module.
"""

from __future__ import annotations

from .case import Case
from .names import LATEX, LAYOUT_CLASS

TITLE = "forty-fifth-round report (a LaTeX note)"
CASES = {
    LATEX: Case(
        allowed={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "feature.summary": frozenset({None, "Replace PipelineParallelLayerLayout with Primus implementation"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {LAYOUT_CLASS},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py"}),
            "enable.phase": "before_train",
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "upstream.symbols": {LAYOUT_CLASS},  # the verbatim block, read as code
            "enable.phase": "before_train",  # \texttt{phase="before\_train"}, its escape undone
        },
        nowhere=(
            "where",  # the header row of a tabular ("what & where")
            "training/utils.py",  # the V-schedule predicate's file, not the replacement's
            "virtual_pipeline_model_parallel_size",  # asserted in the V branch only, and computed, not read from the config
            "pipeline_model_parallel_size",
            "megatron.pp.v_schedule",
        ),
        mentioned=(
            LAYOUT_CLASS,
            "patch_zero_bubble",
            "pp_algorithm",
            "megatron.pp.v_schedule",
        ),
    ),
}
