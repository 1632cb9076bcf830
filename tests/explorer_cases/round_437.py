"""Round 437: an Internet-Draft-style plain-text design note: 72-column lines, page breaks with running headers and
footers, a registration block whose quoted description wraps onto the next line, folded figures, two claims corrected
later, three companion patches and an open-issues appendix."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_thirty_seventh_rfc_text_odc_torch_fsdp2.md"

TITLE = "four-hundred-and-thirty-seventh-round report (an Internet-Draft-style plain-text note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.odc_torch_fsdp2",
            # The registered description, whole across the line it wraps at.
            "feature.summary": frozenset({None, "Integrate ODC on-demand communication into Megatron's PyTorch FSDP2 path (ROCm/MORI)."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("triton", None), ("odc", None)},
        },
        required={"feature.id": "megatron.fsdp.odc_torch_fsdp2", "enable.phase": "before_train"},
        # The re-pointing taken back; the heap size corrected; the companions'.
        nowhere=("torch_FSDP", "4G", "odc_lb_mini", "_teardown"),
        mentioned=("enable_odc", "use_torch_fsdp2", "odc_phase", "MORI_SHMEM_HEAP_SIZE"),
    ),
}
