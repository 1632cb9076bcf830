"""Round 385: a Google Chat space exported by Google Takeout: a yaml setting a later message retracts, a fifth site a
reply takes back ("the last one no -- nothing outside `megatron.core.optimizer` is touched by this patch"), the
companion FSDP2 patch with sites and flags of its own, conditions on the optimizer's settings and a CI bot's message."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_fifth_google_chat_json_torch_fused_adam.md"
OPTIMIZER = "megatron.core.optimizer"

TITLE = "three-hundred-and-eighty-fifth-round report (a Google Chat space from Takeout)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                f"{OPTIMIZER}.Adam",
                f"{OPTIMIZER}.SGD",
                f"{OPTIMIZER}.USING_PYTORCH_OPTIMIZER",
                f"{OPTIMIZER}._get_megatron_optimizer_based_on_param_groups",
            },
            "implementation.primus_file": "primus/backends/megatron/patches/torch_fused_adam_patches.py",
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "upstream.sites": {f"{OPTIMIZER}.Adam"}, "enable.phase": "before_train"},
        # The site the reply takes back (the FSDP2 patch's); the retracted yaml setting; the companion's flags.
        nowhere=("megatron.training.training.get_megatron_optimizer", "use_torch_optimizer", "use_fsdp2_fp32_param_optimizer"),
        mentioned=("megatron.training.training.get_megatron_optimizer", "use_torch_optimizer"),
    ),
}
