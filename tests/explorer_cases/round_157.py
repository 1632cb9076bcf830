"""Round 157: a pytest module pinning the facts down: asserts and docstrings, skipped tests for other patches, xfail
tests for claims that turned out wrong, and comments running over several lines ("only when a use_turbo_* flag asks
for a Turbo module and the import ... failed"), read as one sentence."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_seventh_pytest_module_te_spec_provider.md"

TITLE = "hundred-and-fifty-seventh-round report (a pytest module)"
SITES = {
    f"megatron.core.{m}.TESpecProvider"
    for m in ("extensions.transformer_engine_spec_provider", "models.gpt.gpt_layer_specs", "models.gpt.moe_module_specs", "transformer.multi_token_prediction")
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.te_spec_provider",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.transformer_engine_spec_provider.PrimusTurboSpecProvider"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/transformer_engine_spec_provider.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.backend_versions": {"<0.17"},
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": "megatron.turbo.te_spec_provider", "framework.name": "megatron-lm", "requires.backend_versions": {"<0.17"}},
        # Turbo, which one branch of the gate runs without; the retracted phase; the xfail'd site; the skipped patches.
        nowhere=("primus_turbo", "build_args", "megatron.core.extensions.transformer_engine.TESpecProvider", "PRIMUS_AITER_DEEPBIND", "decoder_layer_specs"),
        mentioned=(*sorted(SITES), "moe_use_legacy_grouped_gemm", "use_turbo_grouped_gemm"),
    ),
}
