"""Round 165: a Trello card exported as JSON: the description in Markdown inside a string, checklists, and comments
newest first, so the correction ("`_get_extra_te_kwargs` is NOT rebound for good") stands above the first read it takes
back ("every TE module built afterwards gets `keep_fp8_weight_transpose_cache=False`")."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_fifth_trello_card_json_linear_fp8_cache.md"

TITLE = "hundred-and-sixty-fifth-round report (a Trello card as JSON)"
SITE = "megatron.core.extensions.transformer_engine.TELinear.__init__"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.linear_fp8_cache",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/linear_fp8_cache_patches.py"}),
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.linear_fp8_cache", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        # The temporary swap and the keyword it passes; the patch id as where the symbol is built; the sibling patches.
        nowhere=("_get_extra_te_kwargs", "keep_fp8_weight_transpose_cache", "TELayerNormColumnParallelLinear", "is_te_min_version"),
        mentioned=(SITE, "no_fp8_weight_transpose_cache"),
    ),
}
