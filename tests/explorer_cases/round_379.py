"""Round 379: a YouTrack issue as its REST API returns it: a description in YouTrack Markdown and five comments. The
phase and the flag's name the description gets wrong and a comment corrects, a site retracted two comments later, a
companion patch, and an error PyTorch raises at the first loader built with `num_workers > 0`."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventy_ninth_youtrack_issue_json_dataloader_mp_context.md"

TITLE = "three-hundred-and-seventy-ninth-round report (a YouTrack issue as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.summary": None,
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__", "torch.utils.data.dataloader.DataLoader.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.dataloader_mp_context", "enable.phase": "before_train"},
        # The corrected phase and flag name; the retracted site; the companion's site; num_workers as a constraint.
        nowhere=("'setup'", "multiprocessing_context'", "build_pretraining_data_loader", "odc_lb_mini", "'num_workers'"),
        mentioned=("dataloader_mp_context", "megatron.training.training.build_pretraining_data_loader"),
    ),
}
