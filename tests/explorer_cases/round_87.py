"""Round 87: a specification in the style of an IETF RFC: numbered sections ("3.2."), RFC 2119 keywords (MUST,
SHOULD, MAY), a section of requirements on the port rather than facts of the patch, Non-goals and an Open Issues
appendix."""

from __future__ import annotations

from .case import Case

RFC = "eighty_seventh_rfc_keywords_logging_level.md"

TITLE = "eighty-seventh-round report (an RFC-style specification)"
CASES = {
    RFC: Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.summary": frozenset({None, "Set logging level based on stderr_sink_level"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={
            "feature.id": "megatron.args.logging_level",
            "enable.phase": "build_args",
        },
        nowhere=(
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",  # a different patch
            "CRITICAL",  # what a port MAY add
            "check_true",  # MaxText's check, not this patch
        ),
        mentioned=(
            "stderr_sink_level",
            "args.logging_level",
            "PRIMUS_PATCHES",
        ),
    ),
}
