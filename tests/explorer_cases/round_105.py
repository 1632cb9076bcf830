"""Round 105: a MediaWiki page: an infobox template, "== headings ==", "{| ... |}" tables whose rows name the sites and
the flags (one of them an opt-out, one another spelling of the gate), {{Note}}, {{Correction}} and {{Not this patch}}
templates, and a requirement the next template says is wrong."""

from __future__ import annotations

from .case import Case

WIKI = "hundred_fifth_mediawiki_dpa_prologue.md"

TITLE = "hundred-and-fifth-round report (a MediaWiki page)"
CASES = {
    WIKI: Case(
        allowed={
            "feature.id": "megatron.te.dpa_consolidated_prologue",
            "feature.summary": frozenset(
                {
                    None,
                    ("Consolidated DPA prologue: separates eager attention setup from FusedAttnFunc kernel call to reduce "
                    "torch.compile graph breaks"),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward",
                "transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward",
            },
            # Either spelling of the compile switch turns the patch on; one of them is a true value.
            "enable.flags": {("torch_compile.enable", True), ("enable_torch_compile", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("transformer_engine", None), ("megatron.core", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.te.dpa_consolidated_prologue",
            "upstream.sites": {
                "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward",
                "transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward",
            },
        },
        nowhere=(
            "setup_model_and_optimizer",  # the companion patch's site
            "disable_dpa_prologue_patch",  # the opt-out: true turns the patch off
            "2.12",  # the requirement the correction takes back: TE 2.12 only gets a warning
            "allow_in_graph",
        ),
        mentioned=(
            "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward",
            "transformer_engine.pytorch.attention.dot_product_attention.backends.FusedAttnFunc.forward",
            "torch_compile.enable",
            "enable_torch_compile",
            "disable_dpa_prologue_patch",
            "line 81",
        ),
    ),
}
