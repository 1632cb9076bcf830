"""Round 1234: a postmortem after a failed port (impact, a timeline of what people believed, root cause, action items):
the hybrid output-init patch registered in the same file and mixed up with this one, a package alias taken back, a
first `build_args` guess, flash-linear-attention not needed, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_fourth_postmortem_gdn_config.md"

ID = "megatron.transformer.gdn_config"
TITLE = "one-thousand-two-hundred-and-thirty-fourth-round report (a postmortem)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.gdn_config_patches.patch_gdn_config"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/gdn_config_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
            # The handler sets class attributes on TransformerConfig and checks nothing of the platform.
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "config_rewrite",
            "implementation.primus_file": "primus/backends/megatron/patches/gdn_config_patches.py",
            "enable.phase": "before_train",
        },
        nowhere=(
            "hybrid_output_init",
            "__post_init__",
            "init_method_normal",
            "is_hybrid_model",
            "hybrid_override_pattern",
            "output_layer_init_method",
            "function_wrapping",
            "flash-linear-attention",
            "build_args",
            "0.5.2",
            "d3528a21",
        ),
        mentioned=("megatron.core.transformer.transformer_config.TransformerConfig", "linear_conv_kernel_dim"),
    ),
}
