"""Round 507: a Confluence page saved by Chrome as one file (MHTML: the page's HTML quoted-printable, a style sheet and
an image as parts of their own): a code macro drawn as SyntaxHighlighter's table under a supposed example's lead, a
transient binding listed beside the site, a retracted item, a struck phase and the skip_float16_module patch beside it."""

from __future__ import annotations

from .case import Case
from .names import described

REPORT = "five_hundred_seventh_mhtml_confluence_page_disable_second_ddp.md"

TITLE = "five-hundred-and-seventh-round report (a web page saved as MHTML)"
PATCH = "megatron.training.training.get_model.disable_second_ddp"
SUMMARY = "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream()."
CASES = {
    REPORT: Case(
        allowed={
            **described(PATCH, SUMMARY, "function_wrapping"),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.training.get_model"},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": PATCH, "upstream.sites": {"megatron.training.training.get_model"}, "enable.phase": "before_train"},
        # The supposed example's switch-off and the code table's HTML attributes; the retracted DDP replacement; the struck
        # phase and version; the companion's flags; the launcher's variable.
        nowhere=("border", "cellpadding", "DistributedDataParallel", "build_args", "core_r0.13", "use_torch_fsdp2", "TORCH_NCCL"),
        mentioned=("megatron.training.training.get_model", "torch.cuda.stream", "disable_build_model_patches"),
    ),
}
