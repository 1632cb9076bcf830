"""Round 401: a Discord channel exported by DiscordChatExporter as JSON: a phase, a gate and a second site one message
claims and later messages take back, replies, an edited message, a companion patch, conditions and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_first_discord_exporter_json_torch_profiler.md"

TITLE = "four-hundred-and-first-round report (a Discord channel exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.profiler.profile"},
            "implementation.primus_file": "primus/backends/megatron/patches/torch_profiler_patches.py",
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.torch_profiler"},
        # The phase, gate and site taken back; the companion's flag.
        nowhere=("build_args", "use_pytorch_profiler", "torch.profiler.profiler.profile", "tensorboard_dir"),
        mentioned=("use_pytorch_profiler", "torch.profiler.profiler.profile"),
    ),
}
