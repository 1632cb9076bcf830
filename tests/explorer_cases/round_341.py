"""Round 341: the text pdftotext -layout extracts from a design note: form feeds, running headers and "Page N of 5"
footers, words hyphenated at line ends, aligned-column tables with wrapped cells, footnotes, errata taking back a gate
and a second site, sibling patches, and a porting plan naming TorchTitan's module."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_forty_first_pdftotext_pipelining_schedule.md"

TITLE = "three-hundred-and-forty-first-round report (text extracted from a PDF)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.torch.pipelining_schedules_dualpipev", "enable.phase": "setup"},
        # The gate and the package-level site taken back; the siblings' names; the framework the patch is for.
        nowhere=("pipeline_parallel_degree", "pipelining.ScheduleDualPipeV'", "async_tp", "('torchtitan'"),
        mentioned=(),
    ),
}
