"""Round 218: a CI job's raw log: time stamps on every line, ``##[group]`` folds, ``::notice::``, ``::warning::`` and
``::error::`` annotations, a script's dot-leader fields, a phase mis-cited, a suspected third site retracted, and the
neighbouring TESpecProvider patch under a group titled "(not this patch)"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighteenth_ci_job_log_decoder_layer_specs.md"

TITLE = "two-hundred-and-eighteenth-round report (a CI job log)"
SITES = {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs", "gpt_builders.get_gpt_decoder_layer_specs"}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "framework.name": "megatron-lm",
            "implementation.primus_file": "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py",
        },
        # The neighbour's sites, gate and version pin; the mis-cited phase; the retracted third site; the asserts on the
        # implementation's own argument and keyword.
        nowhere=(
            "TESpecProvider",
            "te_spec_provider",
            "enable_primus_turbo",
            "build_args",
            "get_gpt_layer_with_transformer_engine_spec",
            "use_transformer_engine",
            "use_kitchen",
        ),
        mentioned=(*sorted(SITES), "lfm_layer_types"),
    ),
}
