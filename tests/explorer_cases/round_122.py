"""Round 122: a Notion page export: properties with @-mentions, callouts as ``<aside>`` blocks (one of them correcting
the phase given above it), toggles, and an inline database whose "Rebound?" column answers each row; the patch is
"pulled in" by importing Primus's TorchTitan backend, which requires no torchtitan package of the patch's own."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twenty_second_notion_export_dualpipev.md"

TITLE = "hundred-and-twenty-second-round report (a Notion export)"
SITE = "torch.distributed.pipelining.schedules.ScheduleDualPipeV"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.torch.pipelining_schedules_dualpipev"},
        nowhere=("before_train", "AuxOutput", "dcp_consolidate"),
        mentioned=(SITE, "PRIMUS_PATCHES"),
    ),
}
