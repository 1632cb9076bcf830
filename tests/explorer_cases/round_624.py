"""Round 624: an Azure DevOps wiki page from its REST API (its Markdown content with [[_TOC_]], a ::: mermaid block,
@<GUID> mentions and #123 work-item links) with its comments beside it, one deleted: a version requirement the
Corrections section takes back, a retracted site, the pipeline-warmup patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS, RECOMPUTE_IDS_REPORTED

REPORT = "six_hundred_twenty_fourth_azure_devops_wiki_json_custom_recompute.md"

TITLE = "six-hundred-and-twenty-fourth-round report (an Azure DevOps wiki page with its comments)"
SUMMARY = (
    "Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward "
    "to support Primus-provided recompute_layer_ids."
)
CASES = {
    REPORT: Case(
        allowed={**RECOMPUTE_IDS_REPORTED, "feature.summary": frozenset({None, SUMMARY})},
        # The page's Markdown read as Markdown, its comments after it.
        required={"feature.id": RECOMPUTE_IDS, "feature.summary": SUMMARY, "enable.phase": "before_train"},
        # The version taken back; the retracted site; the deleted comment's variable.
        nowhere=("2.2", "TransformerLayer.forward", "NVTE_FP8_RECOMPUTE"),
        mentioned=("TransformerLayer.forward",),
    ),
}
