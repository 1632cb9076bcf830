"""Round 243: an issue in Jira's XML export: the RSS channel's boilerplate description, the item's title, the
description and three comments as HTML escaped into the XML (a code panel's <pre> among them), custom fields (a
phase mis-cited, "Primus-Turbo dependency: None"), a site claimed and taken back in the comments, and siblings."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS, ZEBRA_FLOPS_ALLOWED, ZEBRA_FLOPS_SITE, ZEBRA_FLOPS_SUMMARY

REPORT = "two_hundred_forty_third_jira_xml_export_zebra_llama_flops.md"

TITLE = "two-hundred-and-forty-third-round report (Jira's XML export)"
CASES = {
    REPORT: Case(
        allowed=ZEBRA_FLOPS_ALLOWED,
        required={"feature.id": ZEBRA_FLOPS, "feature.summary": ZEBRA_FLOPS_SUMMARY, "upstream.symbols": {ZEBRA_FLOPS_SITE}},
        # "None" as the Turbo dependency; the site taken back; the mis-cited phases; the siblings.
        nowhere=("primus_turbo", "hybrid_flops", "setup", "build_args", "deepseek_v4", "kimi_k3"),
        mentioned=("num_floating_point_operations", "is_hybrid_model", "multi_latent_attention"),
    ),
}
