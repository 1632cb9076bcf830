"""Round 484: a Confluence Cloud page as the REST API v2 returns it: the page's storage-format XHTML one JSON string
(structured macros for code and panels, tables); a retracted site, a companion patch with its sites, phase and version
words, a settings table, a supposed config and upstream's behaviour for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eighty_fourth_confluence_v2_page_json_logging_level.md"

TITLE = "four-hundred-and-eighty-fourth-round report (a Confluence page from the REST API v2)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.summary": frozenset({None, "Set logging level based on stderr_sink_level"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
            "enable.env": set(),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.logging_level", "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted site; the companion's sites and phase; upstream's env var; the supposed config.
        nowhere=("setup_logging", "max_logging", "jax", "MEGATRON_LOGGING_LEVEL", "PRIMUS_LOG_LEVEL", "WARNING"),
        mentioned=("setup_logging", "maxtext.logger", "stderr_sink_level"),
    ),
}
