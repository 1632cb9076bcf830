"""Round 435: a Sphinx-built HTML page (Read the Docs theme): sections with headerlink anchors, docutils literals, a
note and a warning admonition, highlighted code, a sidebar and a footer; the gate in a code block and a launch example,
a claim a later paragraph takes back, and two other patches."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_thirty_fifth_sphinx_html_validation_data_loader.md"

TITLE = "four-hundred-and-thirty-fifth-round report (a Sphinx-built HTML page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.validation_data_loader",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.datasets.data_samplers.build_pretraining_data_loader"},
            "upstream.aliases": {"megatron.training.training.build_pretraining_data_loader", "megatron.legacy.data.data_samplers.build_pretraining_data_loader"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.env": {("PRIMUS_MLPERF", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("megatron-lm", None), ("torch", None)},
        },
        # The sites in a section a Markdown reader would pass over as HTML.
        required={
            "upstream.symbols": {"megatron.training.datasets.data_samplers.build_pretraining_data_loader"},
            "upstream.aliases": {"megatron.training.training.build_pretraining_data_loader"},
            "enable.phase": "before_train",
        },
        # The claim taken back; the other patches' sites.
        nowhere=("build_train_valid_test_data_loaders", "validation_num_samples", "evaluate"),
        mentioned=("PRIMUS_MLPERF", "eval_iters", "build_pretraining_data_loader"),
    ),
}
