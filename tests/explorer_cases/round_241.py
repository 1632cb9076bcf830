"""Round 241: a Socratic dialogue between a mentor and a junior engineer: the junior's wrong answers (a phase, a Primus
class, the style, a Turbo kernel, a flag) each refuted by a question, the facts settled only in the exchange and in
the junior's closing summary."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_forty_first_socratic_dialogue_embedding_amp.md"

TITLE = "two-hundred-and-forty-first-round report (a Socratic dialogue)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.embedding.amp_alignment",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.Embedding.__init__"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.embedding_amp_patches.patch_torchtitan_embedding_amp"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/embedding_amp_patches.py"}),
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.embedding.amp_alignment", "upstream.symbols": {"torch.nn.Embedding.__init__"}},
        # The junior's refuted phase and flag; the runner's variable.
        nowhere=("before_train", "enable_primus_turbo", "PRIMUS_PATCHES"),
        mentioned=("primus_turbo.enable_embedding_autocast",),
    ),
}
