"""Round 1200: a bug report with steps to reproduce, expected and actual behaviour, the environment's versions, a root
cause that states the patch's facts, a proposed fix and a stack trace; a second rebinding claimed and taken back, the
neighbouring `megatron.turbo.te_spec_provider` patch, an "if you ever flip" line, two invented config keys and a
negation."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundredth_bug_report_decoder_layer_specs.md"

TITLE = "one-thousand-two-hundredth-round report (a bug report)"
CASES = {
    f"{REPORT}@megatron.gpt.decoder_layer_specs": Case(
        allowed={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "feature.summary": frozenset(
                {
                    "Monkey patch get_gpt_decoder_layer_specs to use Primus implementation when lfm_layer_types is configured for LFM model.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
            "upstream.aliases": {"gpt_builders.get_gpt_decoder_layer_specs"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/core/models/gpt/gpt_layer_specs.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", None)},
            "constraints": {("use_kitchen", "==", False), ("use_transformer_engine", "==", True)},
        },
        required={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "te_spec_provider",
            "TESpecProvider",
            "primus_turbo",
        ),
        mentioned=(
            "megatron.turbo.te_spec_provider",
            "PRIMUS_PATCHES",
        ),
    ),
}
