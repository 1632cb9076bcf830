"""Round 1276: a git commit message with its Gerrit review export (patch sets, inline comments quoting lines, replies, a
summary table): a `build_args` phase guessed and taken back, a `megatron.training.get_model` re-export left unbound as
an open question, `torch.cuda.stream` swapped only while `get_model` runs, a private double-patch marker, an
`overlap_grad_reduce` gate removed, the `skip_float16_module` sibling with its FSDP2 knobs and priority 40, the port's
own argparse name, Transformer Engine and `primus_turbo` denied, and one box's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_sixth_gerrit_review_disable_second_ddp.md"

ID = "megatron.training.training.get_model.disable_second_ddp"
SYMBOL = "megatron.training.training.get_model"
HANDLER = "patch_megatron_get_model_disable_second_ddp"
PRIMUS = f"primus.backends.megatron.patches.build_model_patches.{HANDLER}"
PRIMUS_FILE = "primus/backends/megatron/patches/build_model_patches.py"
# Lines 90-93, the registration's description=.
DESCRIPTION = "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream()."
TITLE = "one-thousand-two-hundred-and-seventy-sixth-round report (a commit message and its Gerrit review)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION}),
            # Line 17: the wrapper calls the saved original (build_model_patches.py:45-69).
            "feature.patch_style": "function_wrapping",
            # "Port kind: drop-in." (line 21).
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # The re-export keeps upstream's function (lines 103-106); whether a port binds it is an open question.
            "upstream.aliases": set(),
            # "transient | torch.cuda.stream (only during the get_model call)" (line 176).
            "upstream.transient": {"torch.cuda.stream"},
            # "handler | patch_megatron_get_model_disable_second_ddp" (line 177), in the file of line 178.
            "implementation.primus": frozenset({None, PRIMUS, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # Line 19; the condition= of line 94. overlap_grad_reduce is not read (line 130).
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.phase": "before_train",
            # "The handler sets no args at all" (line 124); _primus_disable_second_ddp is a private marker.
            "enable.side_effects": set(),
            # "Needs: torch and Megatron-LM." (line 20); 2.7.1 and core_r0.14.0 are one box's (line 163).
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # "Nothing in it asserts anything" (line 150).
            "constraints": set(),
        },
        # Thin: the "Needs: torch and Megatron-LM." of line 20 is left a TODO (line 149 read as imports of other
        # modules, though it names torch), and implementation.primus (the handler row, line 177) is not drafted.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "skip_float16_module",
            "Float16Module",
            "megatron.core.transformer.module",
            "use_fsdp2_fp32_param_optimizer",
            "use_torch_fsdp2",
            "bf16",
            "priority",
            "40",
            "overlap_grad_reduce",
            "use_distributed_optimizer",
            "build_args",
            "megatron.training.get_model",
            "_primus_disable_second_ddp",
            "setup_model_and_optimizer",
            "2.7.1",
            "rocm6.4",
            "core_r0.14.0",
            "0.14",
            "MI300X",
            "transformer_engine",
            "Transformer Engine",
            "primus_turbo",
            "port_get_model",
            "arguments.py",
            "disable-build-model-patches",
        ),
        mentioned=(
            SYMBOL,
            "torch.cuda.stream",
            "megatron.training.get_model",
            "disable_build_model_patches",
            "megatron.training.training.skip_float16_module",
            "overlap_grad_reduce",
        ),
    ),
}
