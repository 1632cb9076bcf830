"""Round 169: a design note in Serbian Cyrillic: the id after "регистрованом под идентификатором" (read with --patch),
two sites in a table, a site first named then taken back, a quoted reviewer's wrong phase, and the sibling attention
patch named as not this one's."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_ninth_serbian_cyrillic_sink_attention.md@torchtitan.primus_turbo.gptoss_sink_attention"

TITLE = "hundred-and-sixty-ninth-round report (a design note in Serbian Cyrillic)"
SITES = {f"torchtitan.models.gpt_oss.model.model.{name}" for name in ("Attention", "TransformerBlock")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": SITES,
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.flash_attn_func"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.gptoss_sink_attention", "framework.name": "torchtitan"},
        # The site taken back; the reviewer's phase; the sibling's sites.
        nowhere=("GptOssModel", "build_args", "llama3", "qwen3"),
        mentioned=(*sorted(SITES),),
    ),
}
