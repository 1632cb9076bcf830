"""Round 1187: a design-review doc exported from Google Docs with suggestion mode on: struck suggestions beside their
replacements, a struck phase, comment anchors and threads at the end, one of which takes back the package re-export
site, the neighbouring SDMA patch with its sites, variable and PyTorch version, a made-up config and an open question's
variable."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_seventh_gdocs_suggestions_dualpipev.md"

TITLE = "one-thousand-one-hundred-and-eighty-seventh-round report (a Google Docs design review with suggestions)"
CASES = {
    f"{REPORT}@torchtitan.torch.pipelining_schedules_dualpipev": Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"torchtitan", None}),
            "upstream.symbols": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/pipelining_schedule_patches.py", None}),
            "enable.phase": frozenset({"setup", None}),
            "requires.platform": frozenset({"any", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "upstream.symbols": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
            "enable.phase": "setup",
        },
        nowhere=(
            "torch.distributed.pipelining.ScheduleDualPipeV",
            "before_train",
            "SDMA_ALL_GATHER",
            "fully_shard",
            "PRIMUS_STRICT_SCHEDULES",
            "primus_turbo",
            "2.12",
        ),
        mentioned=(
            "torch.distributed.pipelining.ScheduleDualPipeV",
            "SDMA_ALL_GATHER",
            "PRIMUS_STRICT_SCHEDULES",
        ),
    ),
}
