"""Round 188: a GitHub issue with a task list: the phase mis-cited in the opening post, a maintainer's reply "it is
**not** `before_train`. The registration says `phase="setup"`", a struck-out task naming a flag, and sibling patches."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_eighth_github_issue_peak_flops.md"

TITLE = "hundred-and-eighty-eighth-round report (a GitHub issue with a task list)"
SITE = "torchtitan.tools.utils.get_peak_flops"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.peak_flops",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/peak_flops_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.peak_flops", "framework.name": "torchtitan", "upstream.symbols": {SITE}},
        nowhere=("before_train", "enable_primus_turbo", "wandb", "output_format", "gpu_peak_flops", "WANDB"),
        mentioned=(SITE,),
    ),
}
