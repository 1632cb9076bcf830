"""Round 339: a terminal session recorded by script(1): the prompt's colour and title escapes, backspaces of line
editing, grep and sed printing the patch's code, and the engineer's notes typed as shell comments (a site claimed and
corrected, a companion patch marked NOT part of the port, open questions)."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_ninth_script_typescript_flex_attention.md"

TITLE = "three-hundred-and-thirty-ninth-round report (a terminal session recorded by script(1))"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.flex_attention_auxoutput",
            "feature.summary": frozenset({None, "Ensure torch.nn.attention.flex_attention has an AuxOutput symbol"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.attention.flex_attention.AuxOutput"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/flex_attention_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.torch.flex_attention_auxoutput", "enable.phase": "setup"},
        # The alias corrected; the companion's id and setting; the backend named in the code's registration.
        nowhere=("torchtitan.models.attention", "dcp_consolidate", "last_save_in_hf", "('torchtitan'"),
        mentioned=(),
    ),
}
