"""Round 1204: an issue thread as `gh issue view --comments` prints it: the opener's facts partly wrong (a `setup` phase, a
`multiprocessing_context` key) and maintainers' corrections; a made-up variable, a Primus-Turbo guess, a sample config,
the versions of one run, the neighbouring `megatron.training.validation_data_loader` patch and a hypothetical variable."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fourth_gh_issue_view_dataloader_mp_context.md"

TITLE = "one-thousand-two-hundred-and-fourth-round report (an issue thread as gh issue view prints it)"
CASES = {
    f"{REPORT}@megatron.dataloader_mp_context": Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.summary": frozenset(
                {
                    "the handler patch_dataloader calls _install_dataloader_monkeypatch, which keeps original_init = DataLoader.__init__ and installs patched_init on torch.utils.data.DataLoader.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/dataloader_patch.py", None}),
            "enable.flags": {("dataloader_mp_context", "forkserver")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "setup",
            "multiprocessing_context",
            "PRIMUS_DATALOADER_MP",
            "primus_turbo",
            "validation_data_loader",
            "2.5.1",
        ),
        mentioned=(
            "PRIMUS_DATALOADER_MP",
            "megatron.training.validation_data_loader",
        ),
    ),
}
