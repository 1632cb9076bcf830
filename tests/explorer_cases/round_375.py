"""Round 375: a Taiga user story as its REST API returns it (the description and its rendered HTML, tags as name and
colour, custom attributes, history entries with diffs and comments): a phase a comment corrects, a rewritten method a
later comment takes back, the gate in a custom attribute and a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventy_fifth_taiga_story_json_mlp_fla_swiglu.md"

SITES = ("megatron.core.transformer.mlp.MLP.__init__", "megatron.core.transformer.mlp.MLP.forward")

TITLE = "three-hundred-and-seventy-fifth-round report (a Taiga user story as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mlp.fla_swiglu",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": set(SITES),
            "upstream.aliases": set(SITES),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mlp_fla_swiglu_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_fla_fused_swiglu", True)},
            "requires.packages": {("torch", None), ("megatron-core", None), ("fla", None), ("flash-linear-attention", None)},
        },
        required={"feature.id": "megatron.mlp.fla_swiglu", "enable.phase": "before_train"},
        # The first description's phase; the method taken back; the companion's site and flag.
        nowhere=("build_args", "SequentialMLP", "WrappedTorchNorm", "use_fla_fused_rmsnorm"),
        mentioned=(*SITES, "use_fla_fused_swiglu", "PRIMUS_FLA_SWIGLU"),
    ),
}
