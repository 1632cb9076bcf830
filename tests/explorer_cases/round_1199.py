"""Round 1199: a comparison document: a table of Primus behaviour against the port's, footnotes that qualify rows, and a
"Known differences" list (now the port's own part: "We assert `seq_len % chunk_tokens == 0`" is no constraint of
Primus); neighbouring patches, a made-up config, a struck version claim and a default chunk that is no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_ninth_comparison_table_fused_linear_ce.md"

TITLE = "one-thousand-one-hundred-and-ninety-ninth-round report (a Primus-versus-port comparison)"
CASES = {
    f"{REPORT}@megatron.fused_linear_ce": Case(
        allowed={
            "feature.id": "megatron.fused_linear_ce",
            "feature.summary": frozenset(
                {"Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).", None}
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/fused_linear_ce_patches.py", None}),
            "enable.flags": {("enable_fused_linear_ce", True)},
            "enable.env": {("FUSED_LINEAR_CE", "1")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.fused_linear_ce",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "seq_len",
            "chunk_tokens",
            "core_r0.12",
            "8192",
        ),
        mentioned=("seq_len % chunk_tokens == 0",),
    ),
}
