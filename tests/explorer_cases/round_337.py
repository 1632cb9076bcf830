"""Round 337: an SVG whiteboard as Inkscape saves it: every attribute on a line of its own, notes in ``<text>``
elements of ``<tspan>`` lines (a box's heading, sentences wrapped over lines), a struck line by a style-sheet class,
a correction box, a related patch's box, and a title and description."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_seventh_svg_whiteboard_torch_fused_adam.md"

TITLE = "three-hundred-and-thirty-seventh-round report (an SVG whiteboard)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.optimizer.Adam", "megatron.core.optimizer.SGD"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_fused_adam_patches.py"}),
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "enable.phase": "before_train"},
        # The drawing's coordinates; a kwarg the rewrite adds; a local of upstream; the struck alias; the related patch.
        nowhere=("'12'", "'24'", "('fused'", "adam_cls", "distrib_optimizer", "get_megatron_optimizer"),
        mentioned=("PRIMUS_TORCH_OPTIM",),
    ),
}
