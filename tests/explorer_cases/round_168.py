"""Round 168: a porting branch's conventional commits: "in every other case the patch forces reduce_amax=False" after
an "only when" sentence, the Primus file "the ones Primus builds in" (a user of the patched class), a transient swap
taken back by a revert: commit, and a phase fixed by a fix: commit."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_eighth_conventional_commits_delayed_scaling.md"

TITLE = "hundred-and-sixty-eighth-round report (conventional commits)"
SITE = "megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_reduce_amax",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/delayed_scaling_patches.py"}),
            "enable.flags": {("fp8", True), ("fp8_recipe", "delayed")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": "megatron.te.delayed_scaling_reduce_amax", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        # The value of one case; the file that only builds the patched class; the transient swap; the sibling's gate.
        nowhere=("reduce_amax'", "fp8_utils", "_get_extra_te_kwargs", "build_args", "SharedExpertMLP"),
        mentioned=(SITE,),
    ),
}
