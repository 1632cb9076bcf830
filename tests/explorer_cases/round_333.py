"""Round 333: a todo.txt list: one task a line with "x" and dates, priorities, +project and @context tags and key:value
extensions; an alias claimed in one task and taken back in the next ("the 06-03 line about megatron.training.train is
wrong"), a companion patch marked NOT part of this port, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_third_todo_txt_pp_warmup.md"

TITLE = "three-hundred-and-thirty-third-round report (a todo.txt list)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/pp_warmup_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.pp_warmup.wrap_train", "enable.phase": "before_train"},
        # The alias taken back; the companion's sites and id; the due dates.
        nowhere=("megatron.training.train'", "get_tensor_shapes", "kimi_k3", "2025-06"),
        mentioned=("pp_warmup",),
    ),
}
