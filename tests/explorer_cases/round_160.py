"""Round 160: a MediaWiki page in Tamil: the id in an infobox's "| patch_id = ..." line, a section headed "இந்த
patch-இன் பகுதி அல்ல: megatron.turbo.rms_norm" (not part of this patch) calling it "துணை patch" (the companion patch),
Tamil negations, and an infobox phase corrected below."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixtieth_tamil_wiki_fused_residual_norm.md"

TITLE = "hundred-and-sixtieth-round report (a wiki page in Tamil)"
SITES = {
    "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward",
    "megatron.core.transformer.transformer_layer.TransformerLayer.forward",
    "megatron.core.transformer.transformer_block.TransformerBlock.__init__",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.normalization.rmsnorm_residual"}),
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1"), ("PRIMUS_FUSED_RESIDUAL_NORM_V2", "1")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.turbo.fused_residual_norm", "framework.name": "megatron-lm"},
        # The companion patch's id, site, kernel and flag; the infobox's phase.
        nowhere=("rms_norm'", "transformer_engine.pytorch.RMSNorm", "normalization.rmsnorm'", "use_turbo_rms_norm", "after_build_args"),
        mentioned=("PRIMUS_FUSED_RESIDUAL_NORM", "PRIMUS_FUSED_RESIDUAL_NORM_V2"),
    ),
}
