"""Round 132: a Discourse thread: an accepted answer quoting earlier replies, "the upstream symbol is `X`" before a
list that names its other bindings first, "needs TE >= 2.1.0 for anything but delayed scaling", and a later reply
correcting an early one's phase and site."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_second_discourse_thread_fp8_context.md"

TITLE = "hundred-and-thirty-second-round report (a Discourse thread)"
SYMBOL = "megatron.core.fp8_utils.get_fp8_context"
ALIASES = {
    "megatron.core.transformer.transformer_block.get_fp8_context",
    "megatron.core.ssm.mamba_block.get_fp8_context",
    "megatron.core.transformer.multi_token_prediction.get_fp8_context",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fp8.context",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            # The report says which binding is the symbol: the defining module's, not the first one listed.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": ALIASES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fp8_utils.get_fp8_context"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fp8_utils.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.core.low_precision"}),
            "enable.flags": {("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fp8.context", "upstream.sites": {SYMBOL, *ALIASES}},
        # The TE version of every recipe but delayed; the early reply's phase and site; the file's second patch.
        nowhere=("2.1.0", "build_args", "hybrid_block", "check_fp8_block_scaling_support"),
        mentioned=(SYMBOL, *sorted(ALIASES), "enable_primus_turbo", "disable_fp8_context_patches", "2.1.0", "first_last_layers_bf16"),
    ),
}
