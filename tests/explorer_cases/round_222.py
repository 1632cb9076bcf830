"""Round 222: a Quarto document: YAML front matter, callout blocks, a ``{python}`` chunk, a captioned pipe table whose
second row is another patch's site ("(not ours)" in its Patch column), and a phase corrected at the end."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_twenty_second_quarto_document_sft_grad_sanitize.md"

TITLE = "two-hundred-and-twenty-second-round report (a Quarto document)"
SITE = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.sft.grad_sanitize", "upstream.sites": {SITE}},
        # The SDMA all-gather patch's site and variable; the retracted phase.
        nowhere=("start_param_sync", "sdma", "ENABLE_SDMA_ALLGATHER", "setup"),
        mentioned=(SITE, "sft_sanitize_nan_grads", "ENABLE_SDMA_ALLGATHER"),
    ),
}
