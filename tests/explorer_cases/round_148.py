"""Round 148: a git format-patch thread on a mailing list: a cover letter, replies quoting `> +` diff hunks, "SGD is
rebound to torch.optim.SGD" (the object bound, not the site), two alternatives "neither of which is what Primus does",
upstream choosing "whichever of TE / Apex / torch imports first", and the phase taken back ("scratch 'setup'")."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_eighth_format_patch_thread_torch_fused_adam.md"

TITLE = "hundred-and-forty-eighth-round report (a format-patch mailing-list thread)"
SITES = {f"megatron.core.optimizer.{name}" for name in ("Adam", "SGD", "USING_PYTORCH_OPTIMIZER", "_get_megatron_optimizer_based_on_param_groups")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_fused_adam_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "framework.name": "megatron-lm"},
        # The objects bound (not sites), upstream's optimizer choices, the rewrite's keyword, the gate variable, the
        # retracted phase and the sibling FSDP2 optimizer patch's site.
        nowhere=("torch.optim", "transformer_engine", "apex", "'fused'", "PRIMUS_TORCH_OPTIM", "setup", "get_megatron_optimizer"),
        mentioned=(*sorted(SITES), "PRIMUS_TORCH_OPTIM"),
    ),
}
