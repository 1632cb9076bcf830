"""Round 286: a PowerPoint deck's slide XML (``ppt/slides/slideN.xml``, each slide one line of DrawingML): a facts
table, a site retracted on a later slide, and the neighbouring patches' slide."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_sixth_slide_xml_peak_flops.md"

TITLE = "two-hundred-and-eighty-sixth-round report (a PowerPoint deck's slide XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.peak_flops",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/peak_flops_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.peak_flops", "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"}},
        # The slides' markup; the retracted site; the neighbours' flags and sites.
        nowhere=("typeface", "lang", "panose", "encoding", "components.metrics", "enable_wandb", "WANDB", "logging.logger"),
        mentioned=("torchtitan.tools.utils.get_peak_flops",),
    ),
}
