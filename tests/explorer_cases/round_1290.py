"""Round 1290: a chat transcript of an assistant answering a user with tool calls and their results (grep, sed), a
registration table and a first-pass porting list: a `build_args` phase row taken back, a porting step's
`OptimizerParamScheduler` alias taken back, a quoted Flux override block (`model_type`, `warmup_train_steps`) whose keys
are no switches or belong to the MLPerf warmup patch, `lr_warmup_iters` that reads like a knob, an open rampup
question, the FSDP2 optimizer sibling, the runner's assert, denied Turbo/TE/apex and the user's run versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninetieth_chat_transcript_nemo_lr_warmup.md"

ID = "megatron.lr_schedule.nemo_aligned"
SYMBOL = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
PATCH_FILE = "primus/backends/megatron/patches/lr_schedule_patches.py"
HANDLER = "primus.backends.megatron.patches.lr_schedule_patches.patch_nemo_aligned_lr_warmup"
DESCRIPTION = "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula"
TITLE = "one-thousand-two-hundred-and-ninetieth-round report (a chat transcript with tool calls)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # The user's own run (line 1), never a requirement.
            "framework.version": frozenset({None, "0.13.0"}),
            # lr_schedule_patches.py: `OptimizerParamScheduler.get_lr = _nemo_get_lr` on the class object; no alias.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "upstream.transient": set(),
            # The replacement is a closure built inside the handler (line 97); the handler is named on line 135.
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PATCH_FILE,
            # _nemo_lr_enabled reads only `nemo_aligned_lr_warmup`.
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
            "constraints": set(),
        },
        # Thin: the handler `patch_nemo_aligned_lr_warmup` (line 135, with the file) is left a TODO.
        required={
            "feature.id": ID,
            "feature.summary": DESCRIPTION,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PATCH_FILE,
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "warmup_train_steps",
            "mlperf_warmup",
            "train_step",
            "model_type",
            "flux_schnell",
            "overrides.",
            "lr_warmup_iters",
            "1600",
            "build_args",
            "megatron.training.training.OptimizerParamScheduler",
            "rampup_batch_size",
            "global_batch_size",
            "use_fsdp2_fp32_param_optimizer",
            "use_torch_fsdp2",
            "get_megatron_optimizer",
            "fsdp2_fp32_param",
            "primus_turbo",
            "transformer_engine",
            "Transformer Engine",
            "apex",
            "2.7.1",
            "rocm6.4",
            ">=0.13",
            "params",
            "priority",
            "_nemo_lr_enabled",
            "binding_replacement",
            "source_rewrite",
        ),
        mentioned=(
            SYMBOL,
            "megatron.training.training.OptimizerParamScheduler",
            "nemo_aligned_lr_warmup",
            "warmup_train_steps",
            "lr_warmup_iters",
            "use_torch_fsdp2",
        ),
    ),
}
