"""Round 154: a handover note in Swahili: the id after "kwa jina" (read with --patch), flags written "`X` ni `True`",
the phase and a TENorm site both taken back in a closing section, and the sibling norm patches named as not this one's."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_fourth_swahili_handover_turbo_rms_norm.md@megatron.turbo.rms_norm"

TITLE = "hundred-and-fifty-fourth-round report (a handover note in Swahili)"
SITE = "transformer_engine.pytorch.RMSNorm"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.rms_norm",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.normalization.rmsnorm"}),
            "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
        },
        required={"feature.id": "megatron.turbo.rms_norm", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        # The retracted phase and TENorm site; the sibling residual-norm patch's variables.
        nowhere=("build_args", "TENorm", "PRIMUS_FUSED_RESIDUAL_NORM", "use_turbo_norm_te_linear"),
        mentioned=(SITE, "use_turbo_rms_norm", "enable_primus_turbo"),
    ),
}
