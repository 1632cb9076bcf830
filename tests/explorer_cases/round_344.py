"""Round 344: a Linear issue as its GraphQL API returns it, pretty-printed: the description and each comment one
Markdown string; the description repeats a stale key and phase that a comment corrects ('phase="before_train"
(line 90), not setup'), an acceptance checklist of open items, torch's own check of the start method worded with
the moment it runs, and a companion patch with its own flags and sites."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_forty_fourth_linear_graphql_json_dataloader_mp_context.md"

TITLE = "three-hundred-and-forty-fourth-round report (a Linear issue as GraphQL API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__", "torch.utils.data.dataloader.DataLoader.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.flags": {("dataloader_mp_context", "forkserver")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.dataloader_mp_context",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            # "The phase is phase=\"before_train\" (line 90), not setup.": the one phase of two the report does not deny.
            "enable.phase": "before_train",
        },
        # "[ ] Remove the num_workers=0 override": an open item, no side effect; "rejects ... when `num_workers > 0`":
        # when torch checks, no constraint; the companion's flags and sites.
        nowhere=("('num_workers'", "'num_workers'", "enable_odc_lb_mini", "build_pretraining_data_loader'"),
        mentioned=("num_workers > 0", "enable_odc_lb_mini", "multiprocessing_context"),
    ),
}
