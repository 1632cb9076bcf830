"""Round 552: an MLflow run as its REST API returns it (the report the run's Markdown note in the tag
mlflow.note.content, its settings as params beside it): a bullet taken back by a correction quoting it ("the "Needs
Primus-Turbo" bullet above is wrong"), asserts on an argument and in one case only, the wgrad-split patch beside it, a
settings table with a "Primus default" column and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_fifty_second_mlflow_run_json_legacy_grouped_mlp.md"

TITLE = "five-hundred-and-fifty-second-round report (an MLflow run from its REST API)"
PATCH = "megatron.pp.legacy_grouped_mlp_wgrad_split"
SITE = "megatron.core.transformer.moe.experts.GroupedMLP.forward"
FILE = "primus/backends/megatron/patches/te_patches/legacy_grouped_mlp_wgrad_patches.py"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism."}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            # The handler, or the factory of the forward it installs.
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.patches.te_patches.legacy_grouped_mlp_wgrad_patches._make_patched_forward"}
            ),
            "implementation.primus_file": frozenset({None, FILE}),
            "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None), ("grouped_gemm", None)},
            "constraints": {("bf16", "==", True)},
        },
        # The flags of the table's value column, past its "Primus default" one.
        required={
            "feature.id": PATCH,
            "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
            "enable.phase": "before_train",
        },
        # The retracted Turbo need; the argument and the one-case assert; the other patch's file; the supposed config.
        nowhere=("primus_turbo", "permuted_probs", "moe_router_topk", "te_wgrad_split", "transformer_engine", "pipeline_model_parallel_size"),
        mentioned=("primus_turbo", "permuted_probs", "moe_router_topk"),
    ),
}
