"""Round 321: a Graphviz DOT file: the graph's label naming the patch, clusters (one of neighbouring patches), nodes
with HTML-like table labels (a struck phase beside the right one), edge labels ("rebinds x"), and comments holding a
retracted alias edge."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_first_graphviz_dot_peak_flops.md"

TITLE = "three-hundred-and-twenty-first-round report (a Graphviz DOT file)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.peak_flops",
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/peak_flops_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.peak_flops", "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"}},
        # The drawing's file name; the retracted alias; the neighbours' site and gate; a styling attribute.
        nowhere=("peak_flops_patch.dot", "metrics.get_peak_flops", "MetricsProcessor.log", "enable_wandb", "0.9"),
        mentioned=("PRIMUS_PATCHES",),
    ),
}
