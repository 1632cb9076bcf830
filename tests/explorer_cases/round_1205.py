"""Round 1205: a design doc with RFC 2119 keywords ("MUST apply only when ..."), a Decision section, Alternatives
considered and Open questions: neighbouring patches, a claim taken back, a made-up config, hypotheticals and versions
that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifth_rfc_keywords_design_doc_ddp_overlap_compile.md"

TITLE = "one-thousand-two-hundred-and-fifth-round report (a design doc with RFC 2119 keywords)"
CASES = {
    f"{REPORT}@megatron.ddp.overlap_param_gather_compile": Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/ddp_overlap_compile_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
        },
        mentioned=(
            "use_distributed_optimizer",
            "overlap_param_gather",
        ),
    ),
}
