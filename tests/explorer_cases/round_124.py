"""Round 124: a word processor's document pasted as plain text: "•" bullets after tabs, numbered section titles, no
Markdown marks; a branch of the implementation ("returns nullcontext() when config.fp4 is false"), a variable read "for
the MXFP4 recipe only", the function's versions "chosen at import time", and a section a later one says is wrong."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twenty_fourth_word_plain_text_fp4_context.md"

TITLE = "hundred-and-twenty-fourth-round report (a word processor's plain text)"
MODULES = ("fp4_utils", "transformer.transformer_block", "ssm.mamba_block", "transformer.multi_token_prediction")
SITES = {f"megatron.core.{m}.get_fp4_context" for m in MODULES}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.core.fp4_utils",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fp4_utils.get_fp4_context"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fp4_utils.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.core.low_precision"}),
            "enable.flags": {("fp4", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", ">=2.7.0")},
        },
        required={"feature.id": "megatron.core.fp4_utils"},
        nowhere=("Fp4Recipe", "build_args", "NVTE_MXFP4_USE_HADAMARD", "fp8.context", "custom_recompute_layer_ids"),
        mentioned=(*sorted(SITES), "fp4", "PRIMUS_PATCHES"),
    ),
}
