"""Round 488: a Facebook Messenger chat as "Download your information" writes it (newest message first, non-ASCII
written as Latin-1 escapes of its UTF-8): a retracted gate, a companion optimizer patch with its variable and sites,
prose formulas, a settings table and a supposed config. The chat names its patch only in a message, so --patch."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eighty_eighth_messenger_json_nemo_aligned_lr.md"
PATCH = "megatron.lr_schedule.nemo_aligned"

TITLE = "four-hundred-and-eighty-eighth-round report (a Facebook Messenger chat export)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            "feature.id": PATCH,
            # The registered description, as the chat writes it (a typographic apostrophe, a full stop).
            "feature.summary": frozenset(
                {None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula", "Align LR warmup with NeMo’s (step+1)/(warmup_steps+1) formula."}
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": PATCH, "enable.flags": {("nemo_aligned_lr_warmup", True)}},
        # The retracted gate; the companion's variable and sites; the prose formulas; the supposed config's values.
        nowhere=("use_torch_fsdp2", "PRIMUS_TORCH_OPTIM", "torch.optim", "lr_warmup_steps", "max_lr", "global_batch_size", "'lr_warmup_iters'"),
        mentioned=("use_torch_fsdp2", "PRIMUS_TORCH_OPTIM", "lr_warmup_steps"),
    ),
}
