"""Round 455: a Discord channel exported by DiscordChatExporter as HTML, minified one message group a line: rendered
Markdown (a heading with bold words right after it), reply previews, "(edited)" marks, a first-pass claim and its "^
wrong" reply about a swap that holds only while the original runs, a related patch's list and an off switch."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifty_fifth_discord_exporter_html_disable_second_ddp.md"

TITLE = "four-hundred-and-fifty-fifth-round report (a Discord export as HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.get_model"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.build_model_patches.patch_megatron_get_model_disable_second_ddp"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        # The site the porting notes name, read in code since text between a message's blocks is read as a paragraph is.
        required={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "upstream.symbols": {"megatron.training.training.get_model"},
            "enable.phase": "before_train",
        },
        # The swap during the call; the related patch's sites and gates; the off switch; the withdrawn version.
        nowhere=("torch.cuda.stream", "Float16Module", "use_fsdp2_fp32_param_optimizer", "disable_build_model_patches", "0.12"),
        mentioned=("megatron.training.training.get_model", "disable_build_model_patches", "Float16Module"),
    ),
}
