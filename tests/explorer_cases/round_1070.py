"""Round 1070: a ConTeXt document: `\\startsection[title={...}]` headings, `\\type{...}` names, `\\starttyping` code, an
`\\overstrike{...}` first reading corrected in the next paragraph, an inventory of both halves of the PP dump as a
`\\bTABLE` (each row an HTML row), the sibling `before_train` half's wrappers, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "one_thousand_seventieth_context_tex_dump_pp_after_train.md"

TITLE = "one-thousand-and-seventieth-round report (a ConTeXt document)"
CASES = {
    REPORT: Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=(
            'forward_step', 'backward_step', 'before_train', 'primus_turbo', 'DUMP_PP_DIR',
        ),
        mentioned=(),
    ),
}
