"""Round 472: a Basecamp message with its comments as the Basecamp API returns them: the report rich-text HTML on one
line, comments correcting a bullet and a version line, companion patches in the same file, a settings table whose
effects column says none, and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_seventy_second_basecamp_message_json_apply_factory_merges.md"
MERGES = "megatron.core.dist_checkpointing.{}.apply_factory_merges"
SUMMARY = (
    "Patch apply_factory_merges to tolerate missing keys (e.g. LoRA adapter factories not in base checkpoint) when "
    "loading PEFT-wrapped models from a base Megatron checkpoint."
)

TITLE = "four-hundred-and-seventy-second-round report (a Basecamp message as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.patch.apply_factory_merges_tolerant",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {MERGES.format("mapping"), MERGES.format("serialization")},
            "upstream.aliases": {MERGES.format("serialization")},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.checkpoint_patches.patch_apply_factory_merges_tolerant"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_patches.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.patch.apply_factory_merges_tolerant", "feature.patch_style": "binding_replacement"},
        # The companions' sites and key; the retracted bullet and version; the settings table; the supposed config.
        nowhere=("load_checkpoint", "FileSystemWriterAsync", "save_checkpoint", "disable_last_saving", "dict_utils", "0.12", "lora", "ckpt_format"),
        mentioned=("apply_factory_merges", "dict_utils.merge", "disable_last_saving", "lora.enabled"),
    ),
}
