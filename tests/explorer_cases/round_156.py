"""Round 156: a GitLab merge request: resolved and unresolved threads, system notes, a suggestion block, an optional
environment knob given with its default ("`NVTE_MXFP4_USE_HADAMARD=1` turns on ... (default "0")"), and a remark
that on "our boxes both TE and `primus_turbo` import" (installed, not imported by the patch)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_sixth_gitlab_merge_request_fp4_context.md"

TITLE = "hundred-and-fifty-sixth-round report (a GitLab merge request)"
SYMBOL = "megatron.core.fp4_utils.get_fp4_context"
ALIASES = {f"megatron.core.{m}.get_fp4_context" for m in ("transformer.transformer_block", "ssm.mamba_block", "transformer.multi_token_prediction")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.core.fp4_utils",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": ALIASES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fp4_utils.get_fp4_context"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fp4_utils.py"}),
            "enable.flags": {("fp4", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", ">=2.7.0")},
        },
        required={"feature.id": "megatron.core.fp4_utils", "framework.name": "megatron-lm", "upstream.symbols": {SYMBOL}, "upstream.aliases": ALIASES},
        # The optional knob; Turbo, which the patch runs without; the retracted phase; the sibling enums patch.
        nowhere=("NVTE_MXFP4_USE_HADAMARD", "primus_turbo", "build_args", "Fp4Recipe"),
        mentioned=(SYMBOL, *sorted(ALIASES), "NVTE_MXFP4_USE_HADAMARD", "fp4_use_native_te_autocast"),
    ),
}
