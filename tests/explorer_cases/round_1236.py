"""Round 1236: a top-posted email chain (the newest reply first, older messages quoted with ">" and ">>", "On ...
wrote:" lines, signatures, a legal footer): the TE spec-provider patch with its sites, priority and version bound, a
`build_args` phase and an `aiter.ops.mha.mha_bwd` site taken back, `PRIMUS_AITER_DEEPBIND` an off switch, Transformer
Engine not needed, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_sixth_top_posted_email_chain_aiter_deepbind.md"

ID = "megatron.turbo.aiter_deepbind"
TITLE = "one-thousand-two-hundred-and-thirty-sixth-round report (a top-posted email chain)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # aiter_deepbind_patches.py:133 rebinds importlib.import_module to a wrapper that calls the original.
            "upstream.symbols": {"importlib.import_module"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py"}),
            "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "implementation.primus_file": "primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py",
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
        },
        nowhere=(
            "te_spec_provider",
            "TESpecProvider",
            "priority",
            "<0.17",
            "build_args",
            "aiter.ops.mha",
            "PRIMUS_AITER_DEEPBIND",
            "transformer_engine",
            "2.10.0",
            "2.9.0",
        ),
        mentioned=("importlib.import_module", "use_turbo_attention"),
    ),
}
