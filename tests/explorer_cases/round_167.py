"""Round 167: a Jupyter notebook rendered to Markdown: `In [n]:` cells, printed outputs, a `!grep "primus_turbo\\|import"`
cell, and a markdown cell saying the patch "imports nothing from `primus_turbo`"; the phase guessed, then taken back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_seventh_notebook_markdown_classic_attention.md"

TITLE = "hundred-and-sixty-seventh-round report (a notebook rendered to Markdown)"
SITES = {
    "torchtitan.models.deepseek_v3.deepseekv3_args",
    "torchtitan.models.deepseek_v3.DeepSeekV3ModelArgs",
    "torchtitan.models.deepseek_v3.model.model.Attention",
}
FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_classic_attention", True)}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
            "feature.summary": frozenset({None, "Use classic DeepSeek-V3 attention and args when requested"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": SITES,
            "enable.flags": FLAGS,
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None), ("torchtitan", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
            "framework.name": "torchtitan",
            "upstream.symbols": SITES,
            "enable.flags": FLAGS,
        },
        # Turbo, which the patch never imports; the retracted phase; the sibling turbo_attention's flag.
        nowhere=("('primus_turbo'", "before_train", "use_turbo_attention"),
        mentioned=(*sorted(SITES), "primus_turbo.use_classic_attention"),
    ),
}
