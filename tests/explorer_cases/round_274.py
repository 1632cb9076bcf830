"""Round 274: a pull request's description for a port: a Before / After table whose second column is the port's own
(its class, its flag, its sites), a claim about a second site corrected after review, the V schedule patch set apart,
a task list, a collapsed log and trailers."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_fourth_port_pull_request_pp_layer_layout.md"

TITLE = "two-hundred-and-seventy-fourth-round report (a port's pull request)"
_LAYOUT = "pipeline_parallel_layer_layout"
_PRIMUS = f"primus.backends.megatron.core.transformer.{_LAYOUT}.PrimusPipelineParallelLayerLayout"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": f"megatron.core.transformer.{_LAYOUT}",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.core.transformer.{_LAYOUT}.PipelineParallelLayerLayout"},
            "implementation.primus": frozenset({None, _PRIMUS}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    f"primus/backends/megatron/core/transformer/{_LAYOUT}.py",
                    f"primus/backends/megatron/patches/parallelism/{_LAYOUT.replace('_layer', '')}_patches.py",
                }
            ),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        required={"upstream.sites": {f"megatron.core.transformer.{_LAYOUT}.PipelineParallelLayerLayout"}, "enable.phase": "before_train"},
        # The port's own flag, class and alias; the V schedule patch.
        nowhere=("acme", "transformer_config.PipelineParallelLayerLayout", "v_schedule"),
        mentioned=("acme.v_pipeline_layout", "transformer_config"),
    ),
}
