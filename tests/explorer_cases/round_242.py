"""Round 242: a note exported from Bear: the title as its first line, nested and multi-word tags, ==highlighted==,
::underlined:: and ~~struck~~ text, tasks, a wiki link, a second site struck, a flag claimed and taken back, and a
reviewer's phase refuted."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_forty_second_bear_note_peak_flops.md"

TITLE = "two-hundred-and-forty-second-round report (a Bear note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.peak_flops",
            "feature.summary": frozenset({None, "Add MI350X/MI355X peak FLOPS so MFU is computed correctly"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.peak_flops", "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"}},
        # The struck site; the flag taken back; the reviewer's phase; a variable the patch does not read.
        nowhere=("torchtitan.components.metrics", "enable_primus_turbo", "before_train", "HIP_VISIBLE_DEVICES"),
        mentioned=("torchtitan.tools.utils.get_peak_flops",),
    ),
}
