"""Round 525: a tldraw board saved as a .tldr file (frames, text shapes and sticky notes with rich text, arrows bound
between them): the skip_float16_module patch in a frame of its own, a red note a later note corrects, a guard
attribute set on the wrapper, and a supposed opt-out typed as a note's paragraphs."""

from __future__ import annotations

from .case import Case
from .names import GET_MODEL_ALLOWED
from .round_507 import PATCH, SUMMARY

REPORT = "five_hundred_twenty_fifth_tldraw_board_disable_second_ddp.md"

TITLE = "five-hundred-and-twenty-fifth-round report (a tldraw board)"
CASES = {
    REPORT: Case(
        allowed={
            **GET_MODEL_ALLOWED,
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "upstream.aliases": set(),
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.env": set(),
        },
        required={"feature.id": PATCH, "upstream.sites": {"megatron.training.training.get_model"}, "enable.phase": "before_train"},
        # The companion's sites and gate; the docstring's old file; the guard attribute; the supposed opt-out.
        nowhere=("Float16Module", "use_torch_fsdp2", "primus/pretrain.py", "_primus_disable_second_ddp", "disable_build_model_patches', True"),
        mentioned=("megatron.training.training.get_model", "disable_build_model_patches"),
    ),
}
