"""Round 357: an R Markdown notebook (YAML header with params, knitr chunks in R and Python with chunk options,
inline r expressions): a patch that rebinds nothing, a site and a length check both corrected, a companion patch whose
list says "phase before_train, not build_args", the PRIMUS_PATCHES filter and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_seventh_r_markdown_moe_layer_freq.md"

TITLE = "three-hundred-and-fifty-seventh-round report (an R Markdown notebook)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.moe_layer_freq",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/moe_layer_freq_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        # The companion's "not build_args" denies nothing of this patch.
        required={"feature.id": "megatron.args.moe_layer_freq", "enable.phase": "build_args"},
        nowhere=("moe_freq_type", "MLASelfAttention", "('num_layers'", "before_train"),
        mentioned=("megatron.training.arguments.moe_freq_type", "PRIMUS_PATCHES"),
    ),
}
