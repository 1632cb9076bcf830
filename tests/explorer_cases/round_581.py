"""Round 581: RingCentral team messaging posts from its REST API (records newest first, Glip Markdown with person
mentions, a summary card with fields, a member joining): read oldest first, the card's title a heading and its fields
items; a package-level alias taken back ("Correction to my Patch logic post: item 6 is wrong"), a gate taken back, the
companion patches, a supposed config and version words."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_eighty_first_ringcentral_posts_json_dualpipev.md"

TITLE = "five-hundred-and-eighty-first-round report (RingCentral team chat posts)"
PATCH = "torchtitan.torch.pipelining_schedules_dualpipev"
SITE = "torch.distributed.pipelining.schedules.ScheduleDualPipeV"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset(
                {
                    None,
                    "Makes sure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists.",
                    "Ensure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists, installing a fallback alias if necessary",
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.pipelining_schedule_patches.patch_torch_pipelining_schedules"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        # The posts read oldest first: the card's title is the id.
        required={"feature.id": PATCH, "enable.phase": "setup"},
        # The package-level alias taken back; the retracted gate; the companions' variable; the version words.
        nowhere=("pipelining.ScheduleDualPipeV'", "pipeline_parallel_schedule", "SDMA_ALL_GATHER", "2.9"),
        mentioned=("torch.distributed.pipelining.ScheduleDualPipeV",),
    ),
}
