"""Round 447: a WorkFlowy outline exported as plain text: nested "- " items, notes in double quotes under their items
(one of them a YAML config over several lines), #tags and @mentions, completed items, a site taken back by the item
after it ("^ wrong"), a version an item drops, a related patch and two more of the same file."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_forty_seventh_workflowy_text_apply_factory_merges.md"
SITES = (
    "megatron.core.dist_checkpointing.mapping.apply_factory_merges",
    "megatron.core.dist_checkpointing.serialization.apply_factory_merges",
)

TITLE = "four-hundred-and-forty-seventh-round report (a WorkFlowy plain-text export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.patch.apply_factory_merges_tolerant",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": set(SITES),
            "upstream.aliases": set(SITES),
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.patches.checkpoint_patches.patch_apply_factory_merges_tolerant"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_patches.py"}),
            "feature.port_kind": frozenset({None, "drop_in"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.patch.apply_factory_merges_tolerant", "enable.phase": "before_train", "upstream.sites": set(SITES)},
        # The site taken back; the version the report drops; the companions' sites; the supposed LoRA config.
        nowhere=("strategies.torch", ">=0.13", "load_checkpoint", "FileSystemWriterAsync", "save_checkpoint", "lora", "PRIMUS_PATCHES"),
        mentioned=(*SITES, "strategies.torch.apply_factory_merges", "PRIMUS_PATCHES", "line 56"),
    ),
}
