"""Round 353: a Pivotal Tracker story as its API v5 returns it (the description a whole Markdown document in one JSON
string, labels, tasks, comments, a blocker): the one site, a second site a later comment takes back, a companion
patch with its own sites and gate, the fallback that holds only when scanning finds nothing, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_third_pivotal_story_json_args_compat.md"

TITLE = "three-hundred-and-fifty-third-round report (a Pivotal Tracker story as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.arguments.add_megatron_arguments"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args_compat_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        # "Sets `megatron.training.arguments.add_megatron_arguments` to a shim (`setattr`, L137)": the one site.
        required={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "enable.phase": "setup",
            "upstream.sites": {"megatron.training.arguments.add_megatron_arguments"},
        },
        # The second site the comment takes back; the companion's sites and its fp4 child.
        nowhere=("megatron.training.initialize.add_megatron_arguments", "validate_args", "('fp4'"),
        mentioned=("megatron.training.arguments.add_megatron_arguments", "PRIMUS_PATCHES"),
    ),
}
