"""Round 416: an Evernote export (ENEX): the note's ENML in a CDATA section, sites written "a -&gt; b", a code block
as a styled <div> of <div> lines, a struck phase, a bullet a later paragraph calls wrong, upstream's behaviour as the
first sentence of What it does, a companion patch and open questions as check boxes."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_sixteenth_enex_gptoss_sink_attention.md"
GPT_OSS = "torchtitan.models.gpt_oss.model.model"
MODULE_FORM = (
    "The module-form TurboAttention that the other models use has no sink / window_size, so this patch swaps in Primus mirror"
    " classes that call the functional kernel primus_turbo.pytorch.ops.flash_attn_func with sink= and window_size= instead."
)

TITLE = "four-hundred-and-sixteenth-round report (an Evernote export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            # Not "GPT-OSS attention upstream is FlexAttention ...": upstream's behaviour, not the patch's.
            "feature.summary": frozenset({None, MODULE_FORM}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {f"{GPT_OSS}.Attention", f"{GPT_OSS}.TransformerBlock"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/gptoss_sink_attention_patches.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.flash_attn_func"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True), ("model.name", "gpt_oss")},
            "enable.phase": "setup",
            "requires.packages": {("torchtitan", None), ("primus_turbo", None)},
        },
        # The sites, written with an escaped arrow; the flags, from a list of the three conditions.
        required={"upstream.symbols": {f"{GPT_OSS}.Attention", f"{GPT_OSS}.TransformerBlock"}, "enable.phase": "setup"},
        # The struck phase; the bullet taken back; the companion's sites; the code block's lines run together.
        nowhere=("before_train", "GptOssModel", "llama3", "trueuse", "FlexAttention"),
        mentioned=("enable_primus_turbo", "use_turbo_attention", "model.name", "PRIMUS_PATCHES", "turbo_attention"),
    ),
}
