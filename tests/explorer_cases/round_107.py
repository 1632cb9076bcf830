"""Round 107: terse shorthand notes in Vietnamese, no headings: "patch `id` -> file", arrows from each site to its
replacement, a phase "to be revisited below" and its correction ("đính chính") on the last line, and a line that is
"KHÔNG phải patch này" (not this patch)."""

from __future__ import annotations

from .case import Case

NOTES = "hundred_seventh_vietnamese_shorthand_gptoss_sink.md"

TITLE = "hundred-and-seventh-round report (shorthand notes in Vietnamese)"
CASES = {
    NOTES: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {
                "torchtitan.models.gpt_oss.model.model.Attention",
                "torchtitan.models.gpt_oss.model.model.TransformerBlock",
            },
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.flash_attn_func"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            "upstream.sites": {
                "torchtitan.models.gpt_oss.model.model.Attention",
                "torchtitan.models.gpt_oss.model.model.TransformerBlock",
            },
        },
        nowhere=(
            "torchtitan.primus_turbo.gptoss_sink_attention",  # the patch's id, written "patch `id` -> file": no site
            "before_train",  # the phase the last line corrects to setup
            "primus_turbo.turbo_attention",  # the other patch's id
            "TurboAttention",
        ),
        mentioned=(
            "torchtitan.models.gpt_oss.model.model.Attention",
            "torchtitan.models.gpt_oss.model.model.TransformerBlock",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_attention",
            "line 21",
        ),
    ),
}
