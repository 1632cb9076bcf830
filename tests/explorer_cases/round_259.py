"""Round 259: a workbook saved as XML Spreadsheet 2003: document properties, styles, a facts sheet whose rows hold a
field, a value in Consolas, a source and notes, a row of a third site the review sheet retracts, a sibling MLPerf
patch, and a review sheet with an open question and a conditional."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_ninth_spreadsheet_xml_fused_bias_swiglu.md"

TITLE = "two-hundred-and-fifty-ninth-round report (an XML Spreadsheet 2003 workbook)"
_SWIGLU = "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction"
_FILE = "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{_SWIGLU}.forward", f"{_SWIGLU}.backward"},
            "implementation.primus_file": frozenset({None, _FILE}),
            "enable.env": {("USE_TE_SWIGLU", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={
            "upstream.sites": {f"{_SWIGLU}.forward", f"{_SWIGLU}.backward"},
            "enable.env": {("USE_TE_SWIGLU", "1")},
            "enable.phase": "before_train",
        },
        # The retracted site; the sibling patch; the workbook's version and row heights.
        nowhere=("bias_swiglu_impl", "mlperf", "is_llama2_70b", "16.00", "18.75"),
        mentioned=("megatron.core.transformer.mlp.bias_swiglu_impl", "bias_swiglu_fusion", "add_bias_linear"),
    ),
}
