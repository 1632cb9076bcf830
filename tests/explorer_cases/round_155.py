"""Round 155: a MediaWiki page in Bengali: four sites in a table, each beside its own Primus subclass (four classes,
not one bound four times), the condition as a lambda, a phase taken back, and two sibling attention patches."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_fifth_bengali_wiki_turbo_attention.md"

TITLE = "hundred-and-fifty-fifth-round report (a wiki page in Bengali)"
SITES = {f"torchtitan.models.{m}.model.model.Attention" for m in ("llama3", "llama4", "deepseek_v3", "qwen3")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_attention",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            # Each site is replaced by its own subclass: four symbols, no alias.
            "upstream.symbols": SITES,
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_attention", "framework.name": "torchtitan", "upstream.symbols": SITES},
        # The retracted phase; the converter's Turbo module; the sibling patches' flags and Turbo call.
        nowhere=("before_train", "TurboAttention", "use_classic_attention", "flash_attn_func", "gpt_oss"),
        mentioned=(*sorted(SITES), "primus_turbo.enable_primus_turbo", "primus_turbo.use_turbo_attention"),
    ),
}
