"""Round 582: a Lark (Feishu) document as the docx API's block list (each block with its type number, parent and
children, text runs with their styles, a table whose cells are blocks of their own): a struck TE pin, a retracted
"ROCm only", a retracted get_fp8_context bullet, the FP8 context patch beside it, a supposed config and upstream's
behaviour."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_eighty_second_lark_docx_blocks_json_te_fp8.md"

TITLE = "five-hundred-and-eighty-second-round report (a Lark docx block list)"
PATCH = "transformer_engine.pytorch.fp8"
SUMMARY = "Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"transformer_engine.pytorch.fp8.check_fp8_block_scaling_support"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support"}),
            # The handler's module, or the module of the function it binds.
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/patches/turbo/fp8_patches.py", "primus/backends/transformer_engine/pytorch/fp8.py"}
            ),
            "enable.flags": {("enable_primus_turbo", True), ("fp8", "e4m3")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("torch", None), ("primus_turbo", None)},
        },
        # The blocks read as their text: the registered description and the phase.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "enable.phase": "before_train"},
        # The struck pin; the retracted site; the context patch's site.
        nowhere=("get_fp8_context", "2.4", "rocm"),
        mentioned=("get_fp8_context",),
    ),
}
