"""Round 502: a Perl POD document (=head headings, =over/=item lists, C<> and F<> marks, verbatim code, a =begin
comment block of retracted first-pass notes): a retracted fall-through, ways in led by "any one of these" and the
config of one of them, settings the recipe sets, an attribute set on an object, and the companion patches' imports."""

from __future__ import annotations

from .case import Case
from .names import FP4_MXFP4_ALLOWED

REPORT = "five_hundred_second_perl_pod_fp4_mxfp4.md"

TITLE = "five-hundred-and-second-round report (a Perl POD document)"
CASES = {
    REPORT: Case(
        allowed=FP4_MXFP4_ALLOWED,
        required={"feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4", "enable.phase": "before_train"},
        # The comment block's claims (POD renders none of it); one way in's config; what the recipe sets; the attribute set
        # on the recipe object.
        nowhere=("get_fp8_recipe", "enable_primus_turbo", "hf_path", "flavor", "e2m1", "use_hadamard", "function_wrapping"),
        mentioned=("flavor", "NVTE_MXFP4_USE_HADAMARD"),
    ),
}
