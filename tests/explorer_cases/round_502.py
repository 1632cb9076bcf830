"""Round 502: a Perl POD document (=head headings, =over/=item lists, C<> and F<> marks, verbatim code, a =begin
comment block of retracted first-pass notes): a retracted fall-through, ways in led by "any one of these" and the
config of one of them, settings the recipe sets, an attribute set on an object, and the companion patches' imports."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_second_perl_pod_fp4_mxfp4.md"

TITLE = "five-hundred-and-second-round report (a Perl POD document)"
SITES = {
    "megatron.core.fp4_utils.get_fp4_recipe",
    "megatron.core.enums.Fp4Recipe",
    "megatron.core.fp4_utils.is_mxfp4_phase",
    "megatron.core.fp4_utils.set_mxfp4_phase",
    "megatron.core.fp4_utils._mxfp4_phase",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
            "feature.summary": frozenset({None, "MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/megatron_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("NVTE_MXFP4_USE_HADAMARD", "1")},
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("transformer_engine", ">=2.8.0"), ("megatron-core", None)},
        },
        required={"feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4", "enable.phase": "before_train"},
        # The comment block's claims (POD renders none of it); one way in's config; what the recipe sets; the attribute set
        # on the recipe object.
        nowhere=("get_fp8_recipe", "enable_primus_turbo", "hf_path", "flavor", "e2m1", "use_hadamard", "function_wrapping"),
        mentioned=("flavor", "NVTE_MXFP4_USE_HADAMARD"),
    ),
}
