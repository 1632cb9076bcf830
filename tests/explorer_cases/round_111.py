"""Round 111: a Redmine wiki page in Textile: "h2." headings, a "|_. item |_. value |" table, @code@ (with
`__init__` inside), a "bc." code block, "p(note)." paragraphs, a "-struck-" claim and its correction, and the
companion patch of the same flag."""

from __future__ import annotations

from .case import Case

PAGE = "hundred_eleventh_textile_linear_fp8_cache.md"

TE_EXT = "megatron.core.extensions.transformer_engine"
TITLE = "hundred-and-eleventh-round report (a Textile wiki page)"
CASES = {
    PAGE: Case(
        allowed={
            "feature.id": "megatron.te.linear_fp8_cache",
            "feature.summary": frozenset({None, "Disable FP8 weight transpose cache in TELinear to reduce memory usage"}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{TE_EXT}.TELinear.__init__"},
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": "megatron.te.linear_fp8_cache", "upstream.sites": {f"{TE_EXT}.TELinear.__init__"}},
        nowhere=(
            "_get_extra_te_kwargs",  # swapped only during __init__ and put back in finally: the struck claim
            "keep_fp8_weight_transpose_cache",  # a keyword of TE's constructor, no config key
            "module_config",  # the patch runner's get_args asserts it, not the patch
            "TELayerNormColumnParallelLinear",  # the companion patch's site
            "TEDelayedScaling",
        ),
        mentioned=(
            f"{TE_EXT}.TELinear.__init__",
            "no_fp8_weight_transpose_cache",
            "PRIMUS_PATCHES",
            "line 30",
            "_get_extra_te_kwargs",
        ),
    ),
}
