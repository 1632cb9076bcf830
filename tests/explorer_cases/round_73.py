"""Round 73: a Word document pasted with its tracked changes: "[deleted: ...]" is what a reviewer struck out as wrong,
"[inserted: ...]" what the reviewer put in its place, with margin comments and a table."""

from __future__ import annotations

from .case import Case

TRACKED_CHANGES = "seventy_third_tracked_changes_moe_layer_freq.md"

TITLE = "seventy-third-round report (a document with tracked changes)"
CASES = {
    TRACKED_CHANGES: Case(
        allowed={
            "feature.id": "megatron.args.moe_layer_freq",
            "feature.summary": frozenset({None, "Normalize moe_layer_freq when provided as a string expression"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            # A config rewrite's handler is all of the patch.
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.moe_layer_freq_patches.patch_moe_layer_freq"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/moe_layer_freq_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "megatron.args.moe_layer_freq",
            "feature.patch_style": "config_rewrite",  # "[inserted: It is a config rewrite ...]"
        },
        nowhere=(
            "binding_replacement",  # "[deleted: It is a binding replacement.]"
            "moe_freq_type",  # deleted sites
            "get_gpt_decoder_block_spec",
            "enable_primus_turbo",  # a deleted condition
            "normalized",  # "`args.moe_layer_freq = normalized`": a variable, not a value
        ),
        mentioned=(
            "moe_layer_freq",
            "PRIMUS_PATCHES",
            "megatron.training.arguments.moe_freq_type",
            "returns without doing anything",  # the no-op guard, a condition in words
        ),
    ),
}
