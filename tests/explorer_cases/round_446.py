"""Round 446: a Signal chat exported by signal-export as chat.md: messages that run on over several lines, one of them
with a settings table (key, the value that enables it, Primus's default), replies quoting earlier messages, a reply
that sets the FSDP2 companions apart ("that's the two FSDP2 patches, not this one"), a correction, reactions,
attachments and a deleted message."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_forty_sixth_signal_export_precision_aware_fp8.md"
PATCHES_FILE = "primus/backends/megatron/patches/optimizer_patches.py"

TITLE = "four-hundred-and-forty-sixth-round report (a Signal chat export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.optimizer_patches.patch_precision_aware_for_tensorwise"}),
            "implementation.primus_file": frozenset({None, PATCHES_FILE}),
            "enable.flags": {("use_precision_aware_optimizer", True), ("fp8_recipe", "tensorwise"), ("transformer_impl", "local")},
            "enable.side_effects": {("use_precision_aware_optimizer_no_fp8_or_ds_fp8", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise", "enable.phase": "before_train"},
        # The FSDP2 companions' sites and gates; Transformer Engine, a default of transformer_impl and a spec's name.
        nowhere=("get_megatron_optimizer", "fsdp2", "use_torch_fsdp2", "transformer_engine", "delayed"),
        mentioned=(
            "OptimizerConfig.__post_init__",
            "use_precision_aware_optimizer",
            "fp8_recipe",
            "transformer_impl",
            "get_megatron_optimizer",
        ),
    ),
}
