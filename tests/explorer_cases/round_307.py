"""Round 307: a Word 2003 XML document (single-file WordprocessingML), pretty-printed so each run sits on a line of its
own: a registration table, Courier New runs for code, a phase struck and corrected, and a companion patch. Its id is
only in a table, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventh_word_2003_xml_ddp_overlap_compile.md@megatron.ddp.overlap_param_gather_compile"

TITLE = "three-hundred-and-seventh-round report (a Word 2003 XML document)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/ddp_overlap_compile_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.ddp.overlap_param_gather_compile", "enable.phase": "before_train"},
        # The struck phase; the retracted path; the companion's site and flag; the document's version.
        nowhere=("after_build_args", "megatron.core.distributed.DistributedDataParallel", "train_step", "use_fsdp2_fp8_all_gather", "11.9999"),
        mentioned=(),
    ),
}
