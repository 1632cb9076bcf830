"""Round 180: a handover note in Hindi with an inventory row: the site named object first ("`torch.profiler.profile` को
`_patched_profile` से rebind करता है", Hindi's verb last), a phase corrected in step 6, and another patch marked
"इस patch का नहीं" with the word patch in Latin script."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eightieth_hindi_handover_torch_profiler.md"

TITLE = "hundred-and-eightieth-round report (a Hindi handover note)"
SITE = "torch.profiler.profile"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.summary": frozenset({None, "Megatron train() के profiler को Primus options के साथ बनाता है"}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.torch_profiler", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        nowhere=("torch.autograd.profiler.profile", "mlperf_logging", "PROF_WARMUP_STEPS", "PROFILER=rpd", "PRIMUS_PATCHES"),
        mentioned=(SITE,),
    ),
}
