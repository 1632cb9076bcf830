"""Round 546: a Notion database exported as CSV (one row a page: its name, its status, tags, owner, file and its notes
quoted over several lines, a byte-order mark before the header): a row marked Rejected, a row of a related patch, a
retracted site and floor, a call's keyword in prose, a settings table of defaults and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import GRAD_ZERO_PREFETCH_ALLOWED

REPORT = "five_hundred_forty_sixth_notion_database_csv_grad_zero_prefetch.md"

TITLE = "five-hundred-and-forty-sixth-round report (a Notion database exported as CSV)"
PATCH = "megatron.grad_zero_and_data_prefetch"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_ZERO_PREFETCH_ALLOWED,
            "upstream.aliases": set(),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.backend_versions": set(),
        },
        # Each row a page under its name: the description, the style and the phase its first row gives.
        required={
            "feature.id": PATCH,
            "feature.summary": "Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        # The retracted site and floor; the related patches' keys and Turbo; the rejected row's variable and write; a
        # call's keyword; the supposed config.
        nowhere=(
            "get_forward_backward_func",
            "0.12",
            "primus_turbo",
            "warmup_train_steps",
            "PRIMUS_GRAD_ZERO_STREAM",
            "overlap_grad_reduce",
            "compute_dtype",
            "hybrid",
        ),
        mentioned=("get_forward_backward_func", "PRIMUS_GRAD_ZERO_STREAM", "reuse_grad_buf_for_mxfp8_param_ag"),
    ),
}
