"""Round 95: a wiki page exported as raw HTML whose table spans cells (rowspan for a shared label, colspan for a
header), a "Rejected" row group, an HTML comment holding an outdated claim, and a note on the modules a converter
swaps in a model ("replaces every `torch.nn.Linear` child")."""

from __future__ import annotations

from .case import Case

WIKI = "ninety_fifth_html_rowspan_mx_linear.md"

TITLE = "ninety-fifth-round report (a raw HTML wiki page with spanned cells)"
CASES = {
    WIKI: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "feature.summary": frozenset({None, "Use Primus-Turbo MXLinear and model converter."}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.Float8Linear"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "upstream.sites": {"torchtitan.components.quantization.mx.MXLinearConverter"},
        },
        nowhere=(
            "torch.nn.Linear",  # the modules the converter swaps in a model, not a binding
            "NVTE_ROCM_ENABLE_MXFP8",  # a rejected guess
            "Float8LinearConverter",  # the companion patch's site
            "turbo_float8_linear",
        ),
        mentioned=(
            "torchtitan.components.quantization.mx.MXLinearConverter",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_mx_linear",
            "PRIMUS_PATCHES",
        ),
    ),
}
