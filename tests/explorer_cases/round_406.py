"""Round 406: a Phabricator Differential revision as `arc` prints it (the revision's summary and test plan, then `arc
inlines` with replies): a flag, an fp32 claim and a trainer claim each taken back, a companion patch, conditions and an
open question. The revision's summary says what the port does."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_sixth_arc_inlines_embedding_amp.md"

TITLE = "four-hundred-and-sixth-round report (a Differential revision printed by arc)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.embedding.amp_alignment",
            "feature.summary": frozenset({None}),  # the revision's summary says what the port does
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.Embedding.__init__", "torch.nn.modules.sparse.Embedding.__init__"},
            "implementation.primus_file": "primus/backends/torchtitan/patches/embedding_amp_patches.py",
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.embedding.amp_alignment", "enable.phase": "setup", "upstream.sites": {"torch.nn.Embedding.__init__"}},
        # The flag taken back; the companion's flags and converter.
        nowhere=("enable_primus_turbo", "Float8LinearConverter", "use_turbo_float8_linear"),
        mentioned=("primus_turbo.enable_embedding_autocast", "enable_primus_turbo"),
    ),
}
