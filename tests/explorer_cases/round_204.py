"""Round 204: a Python script in Jupyter's percent format: findings in `# %% [markdown]` cells of comments, small code
cells, the file's second patch named as not this one, and a site first claimed then corrected."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fourth_percent_script_hybrid_output_init.md"

TITLE = "two-hundred-and-fourth-round report (a percent-format script)"
SITE = "megatron.core.transformer.transformer_config.TransformerConfig.__post_init__"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.hybrid_output_init",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/gdn_config_patches.py"}),
            "enable.flags": {("is_hybrid_model", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.transformer.hybrid_output_init", "framework.name": "megatron-lm"},
        nowhere=("init_method_normal", "build_args", "transformer.gdn_config", "use_gate_in_kernel"),
        mentioned=(SITE, "is_hybrid_model", "hybrid_override_pattern"),
    ),
}
