"""Round 340: a team blog post in its Atom feed (as jekyll-feed writes it): the feed's own metadata and categories,
the entry's summary, and its content as escaped HTML with highlighted code blocks (a CSS class a word), a table of
checks, a companion patch, and an update that retracts how the patch was said to be turned on."""

from __future__ import annotations

from .case import Case
from .names import MODEL_OVERRIDE_DESCRIBED

REPORT = "three_hundred_fortieth_atom_feed_model_override.md"

TITLE = "three-hundred-and-fortieth-round report (a blog post in its Atom feed)"
CASES = {
    REPORT: Case(
        allowed={
            **MODEL_OVERRIDE_DESCRIBED,
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/model_override_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.model_override", "enable.phase": "setup"},
        # A highlighter's class; the feed's category; the retracted key; the companion's id.
        nowhere=("'o'", "term", "model_overrides", "weight_tying"),
        mentioned=(),
    ),
}
