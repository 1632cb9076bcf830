"""Round 297: a Kubernetes ConfigMap whose data holds the porting notes as a Markdown block scalar beside the job's
environment: a phase a blockquoted correction says is wrong ("the phase above is wrong"), and a site stated, then
struck through and taken back."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_seventh_configmap_yaml_wandb_env.md"

TITLE = "two-hundred-and-ninety-seventh-round report (a Kubernetes ConfigMap holding the notes)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.metrics.wandb_env",
            "feature.summary": frozenset(
                {None, "It's the generic-patch-system version of the old TorchTitanPretrainTrainer.patch_torchtitan_wandb method"}
            ),
            "framework.name": "torchtitan",
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/wandb_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "enable.flags": {("metrics.enable_wandb", True)},
        },
        required={"feature.id": "torchtitan.metrics.wandb_env"},
        # The site struck and taken back, and the style read from it; the phase the correction says is wrong.
        nowhere=("WandBLogger", "function_wrapping", "before_train"),
        mentioned=("metrics.enable_wandb",),
    ),
}
