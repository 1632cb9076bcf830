"""Round 383: a Basecamp 3 message board thread as its API returns it, its message and comments in HTML: the gate
written in bold ("**NVTE_FMHA_USE_BSHD=1**") and then "`NVTE_FMHA_USE_BSHD=true` does nothing", a second site a comment
calls wrong and a later edit strikes, a companion patch, and the condition under which the patch converts."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_third_basecamp_thread_json_bshd_layout.md"

TITLE = "three-hundred-and-eighty-third-round report (a Basecamp message thread as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "implementation.primus_file": "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py",
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.te.fmha_bshd_layout", "enable.phase": "before_train"},
        # A setting the report says does nothing; the site a comment takes back; the companion's site.
        nowhere=("'true'", "gpt_layer_specs", "FusedAttnFunc"),
        mentioned=("NVTE_FMHA_USE_BSHD=true", "megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention"),
    ),
}
