"""Round 389: a Jupyter notebook saved by jupytext in percent format: a second site claimed in one cell and taken back
two cells later, companion patches, conditional lines and open questions, and the jupytext header's versions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_ninth_jupytext_percent_zebra_llama_flops.md"

TITLE = "three-hundred-and-eighty-ninth-round report (a jupytext percent-format notebook)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.summary": "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.num_floating_point_operations"},
            "implementation.primus_file": "primus/backends/megatron/patches/zebra_llama_flops_patches.py",
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.zebra_llama_flops", "enable.phase": "before_train"},
        # The site taken back; the companion's flag; the jupytext header's versions.
        nowhere=("megatron.training.utils", "use_turbo_gemm", "jupytext", "1.16.4"),
        mentioned=("megatron.training.utils.num_floating_point_operations",),
    ),
}
