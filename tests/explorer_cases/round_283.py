"""Round 283: a Jupyter Book page in MyST Markdown: directives and colon fences, code cells with their outputs, roles,
a list of sites whose second item a warning below takes back ("The second bullet above is wrong"), and two companion
patches."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_third_myst_page_gdn_rocm_gate.md"

TITLE = "two-hundred-and-eighty-third-round report (a MyST Markdown page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ssm.gdn_rocm_gate",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "On ROCm, FLA's Triton kernel chunk_gated_delta_rule can give NaN gradients in backward when the gate "
                        "is fused inside the kernel (use_gate_in_kernel=True, FLA's default)."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.ssm.gated_delta_net.GatedDeltaNet.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/gdn_rocm_gate_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("experimental_attention_variant", "gated_delta_net")},
            "requires.platform": frozenset({None, "rocm"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.ssm.gdn_rocm_gate", "upstream.symbols": {"megatron.core.ssm.gated_delta_net.GatedDeltaNet.forward"}},
        # The site the warning takes back; the companions' ids and sites.
        nowhere=("experimental_attention_variant_module_specs", "rocm_chunk_state_bwd_db", "gdn_config", "_chunk_state_bwd_db"),
        mentioned=("experimental_attention_variant",),
    ),
}
