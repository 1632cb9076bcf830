"""Round 335: a OneNote page saved as a single-file web page (.mht): quoted-printable HTML of absolutely positioned
divs, a list drawn indented beside the list above (sub-items of its last item, a fallback branch), asserts quoted at
their lines of code (one on a forward's argument), struck claims, tags as images, and two other patches."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_fifth_onenote_mht_legacy_grouped_mlp_wgrad.md"

TITLE = "three-hundred-and-thirty-fifth-round report (a OneNote page saved as .mht)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.experts.GroupedMLP.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/legacy_grouped_mlp_wgrad_patches.py"}),
            "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("grouped_gemm", None), ("megatron-core", None)},
            "constraints": {("bf16", "==", True)},
        },
        required={"feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split"},
        # The fallback branch's bindings; a forward's argument; the claims taken back; the other patches' names.
        nowhere=("moe_module_specs", "permuted_probs", "moe_grouped_gemm", "WeightGradStore", "use_deprecated_20241209_moe_layer"),
        mentioned=(),
    ),
}
