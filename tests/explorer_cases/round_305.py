"""Round 305: a GitHub Gist as its API returns it: notes in Markdown and the handler's excerpt as two files' content
strings, a permanent rebinding struck and corrected to a temporary swap, and a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifth_gist_api_json_maxtext_train.md"

TITLE = "three-hundred-and-fifth-round report (a GitHub Gist as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "maxtext.train",
            # The registration's description=, in the handler's excerpt.
            "feature.summary": frozenset({None, "Wrap MaxText initialize to forward **kwargs to pyconfig.initialize"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "maxtext",
            "upstream.symbols": {"maxtext.trainers.pre_train.train.initialize"},
            "upstream.aliases": {"MaxText.train.initialize"},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "maxtext.train", "upstream.symbols": {"maxtext.trainers.pre_train.train.initialize"}},
        # The swap struck as permanent; the companion's site and check.
        nowhere=("maxtext.configs.pyconfig", "max_logging", "stderr_sink_level"),
        mentioned=("maxtext.trainers.pre_train.train.initialize",),
    ),
}
