"""Round 1254: a PDF reviewer's comment summary exported by PDF-XChange Editor (Highlight, StrikeOut and Sticky Note
comments, each quoting the design doc): a struck-out "function wrapping", a `patch_zero_bubble` gate retracted, the
doc's `build_args` phase corrected, `pipeline_model_parallel_layout` and `vpp = 2` that read like a switch and a config
write, asserts on the V path only, a bindings table with two from-imports not rebound, the `megatron.pp.v_schedule`
sibling, Turbo/DeepEP/TE struck, `PRIMUS_PATCHES`, an unsure port kind and one container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_fourth_pdf_annotations_pipeline_layer_layout.md"

ID = "megatron.core.transformer.pipeline_parallel_layer_layout"
SYMBOL = "megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"
CONFIG_ALIAS = "megatron.core.transformer.transformer_config.PipelineParallelLayerLayout"
SPECS_ALIAS = "megatron.core.models.gpt.gpt_layer_specs.PipelineParallelLayerLayout"
IMPL = "primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout"
FILE = "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py"
SUMMARY = (
    "Replaces Megatron's PipelineParallelLayerLayout with Primus's PrimusPipelineParallelLayerLayout, which lays the"
    " layers out for a V-shaped pipeline schedule (two chunks per PP rank)"
)
TITLE = "one-thousand-two-hundred-and-fifty-fourth-round report (a PDF's comment summary from PDF-XChange Editor)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # The reviewer's wording for the facts file (line 13).
            "feature.summary": frozenset({None, SUMMARY, f"{SUMMARY}."}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # Table 2 rows 2-3 (lines 71-73): the other from-imports of the same class, not rebound.
            "upstream.aliases": {CONFIG_ALIAS, SPECS_ALIAS},
            "implementation.primus": IMPL,
            "implementation.primus_file": FILE,
            # "no condition= at all" (line 38), "enable flags: none" (line 118).
            "enable.flags": set(),
            "enable.env": set(),
            # "Wrong in the doc, please fix: phase="before_train"" (line 42), "phase: before_train" (line 117).
            "enable.phase": "before_train",
            # "Side effects on the run config: none." (line 53): the V path sets attributes of the layout object.
            "enable.side_effects": set(),
            "requires.packages": {("megatron-core", None)},
            "requires.backend_versions": set(),
            "requires.platform": frozenset({None, "any"}),
            # Every assert runs on the V-schedule path only (lines 57-64).
            "constraints": set(),
        },
        # Thin: the summary (line 13), the phase (line 117, the doc's build_args denied at line 42) and the
        # transformer_config alias (line 71, read as another patch) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL, SPECS_ALIAS},
            "implementation.primus": IMPL,
            "implementation.primus_file": FILE,
            "requires.packages": {("megatron-core", None)},
        },
        nowhere=(
            "build_args",
            "function_wrapping",
            "patch_zero_bubble",
            "enable_zero_bubble",
            "zero_bubble_v_schedule",
            "enable_1f1b_v",
            "pp_algorithm",
            "patch_primus_pipeline",
            "zbv-formatted",
            "v-half",
            "v-min",
            "pipeline_model_parallel_layout",
            "virtual_pipeline_model_parallel_size",
            "flatten_layout",
            "input_data",
            "PRIMUS_PATCHES",
            "megatron.pp.v_schedule",
            "is_v_schedule_enabled",
            "default_embedding_ranks",
            "is_pipeline_last_stage",
            "is_rank_in_embedding_group",
            "is_pp_first_stage",
            "is_pp_last_stage",
            "v_schedule_patches",
            "primus_turbo",
            "Primus-Turbo",
            "deep_ep",
            "DeepEP",
            "transformer_engine",
            "megatron-energon",
            "7.3.2",
            "0.16.0",
            "3.11",
            "drop_in",
            "full_replacement",
            "from_str",
            "LayerType",
        ),
        mentioned=(
            SYMBOL,
            SPECS_ALIAS,
            "patch_zero_bubble",
            "pipeline_model_parallel_layout",
            "PRIMUS_PATCHES",
            "megatron.pp.v_schedule",
        ),
    ),
}
