"""Round 141: a pull-request review, twice: threads quoted with "> " (read as the reviewers' messages), and the same
review with the quote marks stripped, where an Outdated thread's "needs to rebind the definition site" and unapplied
```suggestion blocks (an environment gate, a `backend_versions=` pin, a phase) propose what the code does not do."""

from __future__ import annotations

from .case import Case

QUOTED = "hundred_forty_first_pr_review_suggestions_classic_attention.md"
UNQUOTED = "hundred_forty_first_pr_review_unquoted_classic_attention.md"

TITLE = "hundred-and-forty-first-round report (a pull-request review with suggestions)"
SITES = {
    "torchtitan.models.deepseek_v3.deepseekv3_args",
    "torchtitan.models.deepseek_v3.DeepSeekV3ModelArgs",
    "torchtitan.models.deepseek_v3.model.model.Attention",
}
FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_classic_attention", True)}
ALLOWED = {
    "feature.id": "torchtitan.primus_turbo.deepseek_v3_classic_attention",
    "feature.summary": frozenset({None}),
    "feature.patch_style": frozenset({None, "binding_replacement"}),
    "framework.name": "torchtitan",
    "upstream.symbols": SITES,
    "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/turbo/deepseek_v3_classic_attention_patches.py"}),
    "enable.flags": FLAGS,
    "enable.phase": frozenset({None, "setup"}),
}
# The definition site an Outdated thread proposed; the unapplied gate, pin and phase; the MLA sibling patch.
TRAPS = ("model.args.DeepSeekV3ModelArgs", "PRIMUS_DSV3_CLASSIC_ATTN", "0.2.2", "build_args", "turbo_attention")
CASES = {
    name: Case(allowed=ALLOWED, required={"feature.id": ALLOWED["feature.id"], "upstream.symbols": SITES}, nowhere=TRAPS, mentioned=(*sorted(SITES), *sorted(k for k, _ in FLAGS)))
    for name in (QUOTED, UNQUOTED)
}
