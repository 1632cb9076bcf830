"""Round 388: a Rocket.Chat channel's history as its API returns it, newest message first: a bot's summary whose last
two bullets a reply calls wrong (a companion's site and gate), a reply that quotes the bullets it corrects, an edited
message, system messages, thread replies and a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_eighth_rocketchat_history_json_fused_residual_norm.md"

TITLE = "three-hundred-and-eighty-eighth-round report (a Rocket.Chat channel's history, newest first)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": None,
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.transformer.transformer_layer.TransformerLayer.forward",
                "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.turbo.fused_residual_norm", "enable.phase": "before_train"},
        # The bullets a reply takes back (the companion's site and gate); a joined user's name as the id.
        nowhere=("transformer_engine.pytorch.RMSNorm", "enable_primus_turbo", "mei.lin"),
        mentioned=("transformer_engine.pytorch.RMSNorm", "enable_primus_turbo"),
    ),
}
