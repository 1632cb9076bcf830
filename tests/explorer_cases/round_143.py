"""Round 143: a team wiki page in Filipino (Taglish): a constructor wrapped with a helper swapped only during it, the
sibling `TELayerNormColumnParallelLinear` patch under the same flag, and a phase corrected with "mali pala ako"."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_third_tagalog_wiki_linear_fp8_cache.md"

TITLE = "hundred-and-forty-third-round report (a wiki page in Filipino)"
SITE = "megatron.core.extensions.transformer_engine.TELinear.__init__"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.linear_fp8_cache",
            "feature.summary": frozenset({None}),
            # It rebinds __init__ to a wrapper that calls the original: either name fits the code.
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/linear_fp8_cache_patches.py"}),
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.linear_fp8_cache"},
        # The helper swapped during __init__ only; the sibling's class; the phase the page takes back.
        nowhere=("_get_extra_te_kwargs", "TELayerNormColumnParallelLinear", "setup"),
        mentioned=(SITE, "_get_extra_te_kwargs", "no_fp8_weight_transpose_cache"),
    ),
}
