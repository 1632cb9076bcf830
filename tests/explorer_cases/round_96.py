"""Round 96: a Pandoc document whose facts sit in definition lists (a term, then ": its definition"), conditions in
footnotes defined after a "Not this patch" section, and a glossary."""

from __future__ import annotations

from .case import Case
from .names import WHOLE_BLOCK_COMPILE_ALLOWED

DEFINITIONS = "ninety_sixth_definition_lists_whole_block_compile.md"

TITLE = "ninety-sixth-round report (Pandoc definition lists and footnotes)"
CASES = {
    DEFINITIONS: Case(
        allowed={**WHOLE_BLOCK_COMPILE_ALLOWED, "feature.summary": None},
        required={
            "feature.id": "torchtitan.dsv3.whole_block_compile",
            "enable.phase": "setup",
        },
        nowhere=(
            "moe_bf16_combine",  # the other patch of the file
            "capture_scalar_outputs",  # the retracted guess
            "torch._dynamo",  # a glossary entry
        ),
        mentioned=(
            "torchtitan.models.llama4.infra.parallelize.apply_compile",
            "PRIMUS_PATCHES",
        ),
    ),
}
