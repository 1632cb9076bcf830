"""Round 1287: a `git log` of porting commits, newest first (a revert, a gate fix, a guess, a field table in the
first commit): a `get_forward_backward_func` rebinding added and reverted, the zero-bubble optimizer patch beside it,
`enable_zero_bubble` taken back as the switch, a defaults block with `patch_zero_bubble: false`, knobs that read like
flags, an attention-mask open question, denied Primus-Turbo, TE and DeepEP, no alias in the trainer and one run's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_seventh_git_log_zero_bubble_forward_step.md"

ID = "megatron.pretrain_gpt.forward_step.zero_bubble"
SYMBOL = "pretrain_gpt.forward_step"
PATCH_FILE = "primus/backends/megatron/patches/parallelism/forward_step_patches.py"
HANDLER = "primus.backends.megatron.patches.parallelism.forward_step_patches.patch_forward_step_zero_bubble"
SUMMARY = "patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP."
TITLE = "one-thousand-two-hundred-and-eighty-seventh-round report (a git log of porting commits)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            # Line 123: function wrapping; the closure rebinds the module attribute.
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "feature.port_kind": frozenset({None}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # Line 139: no alias; the trainer imports forward_step after before_train.
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PATCH_FILE}),
            "implementation.turbo": frozenset({None}),
            # _needs_forward_step_patch: getattr(args, "patch_zero_bubble", False).
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None), ("megatron-lm", None), ("Megatron-LM", None)},
            "requires.backend_versions": set(),
            "constraints": set(),
        },
        # Thin: the gate `patch_zero_bubble: true` (lines 68-73, 114), the patch file (line 115) and the handler
        # path (line 122) are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "get_forward_backward_func",
            "ChainedOptimizer",
            "megatron.core.optimizer",
            "megatron.core.pipeline_parallel",
            "megatron.training.training",
            "megatron.pp.zero_bubble_optimizer",
            "zero_bubble_patches",
            "enable_zero_bubble",
            "enable_zb_runtime",
            "use_legacy_models",
            "return_schedule_plan",
            "h2d_stream",
            "vp_stage",
            "create_attention_mask_in_dataloader",
            "attention_mask",
            "num_seq_splits",
            "primus_turbo",
            "transformer_engine",
            "deep_ep",
            "2.7.1",
            "rocm6.4",
            "0.13.0",
            "core_r0.13",
            "megatron_pretrain_trainer",
            "get_forward_step",
            "DataLoaderStore.",
            "('patch_zero_bubble', False)",
        ),
        mentioned=(
            SYMBOL,
            "megatron.training.training.get_forward_backward_func",
            "megatron.core.optimizer.ChainedOptimizer",
            "patch_zero_bubble",
            "enable_zero_bubble",
            "create_attention_mask_in_dataloader=False",
        ),
    ),
}
