"""Round 257: an outline exported as OPML: items in `text` attributes with notes in `_note`, HTML escaped inside them,
bold section items, a site written with a left arrow, a second site taken back two items later, a flag ticked and
crossed out in its note, and the Turbo attention patch set apart."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_seventh_opml_outline_flex_attention_auxoutput.md"

TITLE = "two-hundred-and-fifty-seventh-round report (an OPML outline)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.flex_attention_auxoutput",
            "feature.summary": frozenset(
                {
                    None,
                    ("Primus registers a tiny setup-time patch that makes sure torch.nn.attention.flex_attention has an AuxOutput symbol."),
                }
            ),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.attention.flex_attention.AuxOutput"},
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
        },
        required={"upstream.sites": {"torch.nn.attention.flex_attention.AuxOutput"}, "enable.phase": "setup"},
        # The retracted site; the crossed-out flag; the Turbo attention patch's sites and flags.
        nowhere=("torchtitan.models.attention", "use_flex_attn", "Attention'", "use_turbo_attention", "enable_primus_turbo"),
        mentioned=("torchtitan.models.attention.AuxOutput", "model.use_flex_attn", "PRIMUS_PATCHES"),
    ),
}
