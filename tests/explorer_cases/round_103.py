"""Round 103: a GitHub issue made from a YAML issue form as GitHub renders it: a "### Label" heading per field, answers
under it, "_No response_" for the empty ones, a checkbox list, and a maintainer's comment correcting an answer."""

from __future__ import annotations

from .case import Case

ISSUE_FORM = "hundred_third_issue_form_flex_attention.md"

TITLE = "hundred-and-third-round report (a GitHub issue form)"
CASES = {
    ISSUE_FORM: Case(
        allowed={
            "feature.id": "torchtitan.torch.flex_attention_auxoutput",
            "feature.summary": frozenset({None, "Ensure torch.nn.attention.flex_attention has an AuxOutput symbol."}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.attention.flex_attention.AuxOutput"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/flex_attention_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),  # no platform check and no condition= in the code
        },
        required={
            "feature.id": "torchtitan.torch.flex_attention_auxoutput",
            "enable.phase": "setup",
        },
        nowhere=(
            "turbo_attention",  # the companion patch
            "enable_primus_turbo",  # the retracted guess
            "primus_turbo",
        ),
        mentioned=(
            "torch.nn.attention.flex_attention.AuxOutput",
            "PRIMUS_PATCHES",
        ),
    ),
}
