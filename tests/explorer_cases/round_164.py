"""Round 164: a GitHub Discussions thread: an accepted answer, a lower-voted answer describing the sibling torch.compile
patch ("it wraps `setup_model_and_optimizer`"), and comments quoted under the answers that correct it ("the prologue
handler never names `setup_model_and_optimizer`") and strike a wrong phase."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_fourth_github_discussion_dpa_prologue.md"

TITLE = "hundred-and-sixty-fourth-round report (a GitHub Discussions thread)"
SITES = {
    "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward",
    "transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.dpa_consolidated_prologue",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.dpa_consolidated_prologue", "framework.name": "megatron-lm", "upstream.symbols": SITES},
        # The sibling's site and its wrapping; the answer's variable, corrected; the struck phase.
        nowhere=("setup_model_and_optimizer", "function_wrapping", "NVTE_FUSED_ATTN", "build_args"),
        mentioned=(*sorted(SITES), "disable_dpa_prologue_patch"),
    ),
}
