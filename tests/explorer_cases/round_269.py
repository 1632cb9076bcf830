"""Round 269: the word/document.xml of a .docx: the whole body on one line, runs cut mid-word by revision ids, code in
Consolas runs, a struck paragraph taken back in the next one, a platform taken back by the sentence after it, a table,
the MP-sync skip patch set apart, and a call's keyword arguments in prose."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_ninth_word_document_xml_grad_sanitize.md"

TITLE = "two-hundred-and-sixty-ninth-round report (a Word document.xml)"
_SITE = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {_SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # "there is no platform check in the patch": the report says so after taking back "ROCm only".
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.sft.grad_sanitize", "enable.phase": "before_train"},
        # The MP-sync patch's sites; the call's keywords; the benchmark's setting; the struck DDP site; the taken-back platform.
        nowhere=(
            "logical_and_across",
            "reduce_max_stat",
            "'nan'",
            "posinf",
            "moe_router_force_load_balancing",
            "distributed_data_parallel",
            "rocm",
        ),
        mentioned=("sft_sanitize_nan_grads", "check_for_nan_in_grad"),
    ),
}
