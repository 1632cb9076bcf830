"""Round 1293: an annotated `git bisect` session (shell transcripts, `#` comment notes, a `git show` of the
registration, a bisect log and a closing conclusion list and settings table): a `build_args` guess that forces
`hidden_dropout = 0` taken back, `use_turbo_rms_norm` and `enable_primus_turbo` that look like the switch and are not,
the sibling `megatron.turbo.rms_norm` and its `transformer_engine.pytorch.RMSNorm` site, a V2-only
`TransformerBlock.__init__` site and an open V2 question, per-layer fallbacks that are no constraints, a negated alias
and source rewrite, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_third_bisect_session_fused_residual_norm.md"

ID = "megatron.turbo.fused_residual_norm"
SYMBOL = "megatron.core.transformer.transformer_layer.TransformerLayer.forward"
NORM_FORWARD = "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward"
SUMMARY = "it fuses the residual add into the following RMSNorm using the Primus-Turbo rmsnorm_residual kernel."
DESCRIPTION = "Fuse residual+add into PrimusTurboRMSNorm via Primus-Turbo rmsnorm_residual; gated by PRIMUS_FUSED_RESIDUAL_NORM(_V2)."
PATCH_FILE = "primus/backends/megatron/patches/turbo/fused_residual_norm_patches.py"
INSTALL_FILE = "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py"
INSTALL = "primus.backends.megatron.core.extensions.fused_residual_rmsnorm.install"
TURBO = "primus_turbo.pytorch.ops.normalization.rmsnorm_residual"
TITLE = "one-thousand-two-hundred-and-ninety-third-round report (an annotated git bisect session)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, DESCRIPTION}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # fused_residual_rmsnorm.py:112-176: both forwards set on their classes, the originals kept; no alias.
            "upstream.symbols": {SYMBOL, NORM_FORWARD},
            "upstream.aliases": set(),
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, INSTALL, "primus.backends.megatron.core.extensions.fused_residual_rmsnorm"}),
            "implementation.primus_file": frozenset({None, PATCH_FILE, INSTALL_FILE}),
            "implementation.turbo": frozenset({None, TURBO}),
            # fused_residual_norm_patches.py:37: condition= reads the environment only.
            "enable.flags": set(),
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1")},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("primus_turbo", None)},
            "requires.backend_versions": set(),
            "constraints": set(),
        },
        # Thin: the style (line 156: "keeps the original, which it calls on fallback (function wrapping)") and the
        # TransformerLayer.forward site of the same line are left TODOs, the line read as a fallback; the env switch
        # (line 155, table line 169), the Turbo kernel (line 161) and the files (line 153) are left generic TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "TransformerBlock",
            "transformer_block",
            "transformer_engine",
            "megatron.turbo.rms_norm",
            "rms_norm_patches",
            "use_turbo_rms_norm",
            "enable_primus_turbo",
            "is_primus_turbo_can_patch",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2",
            "hidden_dropout",
            "fp32_residual_connection",
            "pre_mlp_layernorm",
            "cross_attention",
            "build_args",
            "fine_grained_callables",
            "source_rewrite",
            "inspect.getsource",
            "step_exact",
            "priority",
            "0.2.0",
            "0.14.0rc2",
            "7.0",
            "v0.7.1",
            "rocm",
        ),
        # Left: the sibling's site `transformer_engine.pytorch.RMSNorm` (line 115) is in a comment of the log's code block
        # that opens with "(rms_norm_patches.py). It rebinds ...": such a comment is read as no words, and read one line at
        # a time it would give the sibling's site to this patch; the line before it, which names the sibling, is a TODO.
        mentioned=(
            SYMBOL,
            NORM_FORWARD,
            "megatron.core.transformer.transformer_block.TransformerBlock.__init__",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2=1",
            "use_turbo_rms_norm",
        ),
    ),
}
