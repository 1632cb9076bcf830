"""Round 585: a GitHub Discussion as the GraphQL API returns it (title, Markdown body with CRLF line ends, the marked
answer twice, once as a comment, a first-pass comment minimized as outdated, replies): read as its body and comments
oldest first, the minimized one left out; a step taken back in the answer's own text, a first pass taken back, the
global patch filter and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_eighty_fifth_github_discussion_graphql_args_compat.md"

TITLE = "five-hundred-and-eighty-fifth-round report (a GitHub Discussion from the GraphQL API)"
PATCH = "megatron.args.add_megatron_arguments_compat"
SUMMARY = "Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args()."
SITE = "megatron.training.arguments.add_megatron_arguments"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args_compat_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The discussion read as its posts: the description the answer quotes, the one site (args_compat_patches.py:137).
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": {SITE}},
        # The patch runner's filter; the module alone as a site.
        nowhere=("PRIMUS_PATCHES", "'megatron.training.arguments'"),
        mentioned=("PRIMUS_PATCHES",),
    ),
}
