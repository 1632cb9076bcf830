"""Round 1170: the explorer's deep-dive written in Dargwa: a `setup_model_and_optimizer` site and a
`PRIMUS_DISABLE_SECOND_DDP` variable taken back, the neighbour `megatron.training.training.skip_float16_module` with its
flags and sites, "there is no ROCm-only path" in Dargwa ("агара"), a summary in guillemets, a made-up config and
versions that are no requirement."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventieth_dargwa_deep_dive_disable_second_ddp.md"

TITLE = "one-thousand-one-hundred-and-seventieth-round report (a deep-dive in Dargwa)"
CASES = {
    f"{REPORT}@megatron.training.training.get_model.disable_second_ddp": Case(
        allowed={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "feature.summary": frozenset(
                {
                    "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream().",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/build_model_patches.py", None}),
            "upstream.symbols": {"megatron.training.training.get_model"},
            "upstream.transient": {"torch.cuda.stream"},
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "upstream.symbols": {"megatron.training.training.get_model"},
            "feature.summary": "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream().",
        },
        nowhere=(
            "rocm",
            "setup_model_and_optimizer",
            "PRIMUS_DISABLE_SECOND_DDP",
            "skip_float16_module",
            "Float16Module",
            "use_fsdp2_fp32_param_optimizer",
            "use_torch_fsdp2",
            "primus_turbo",
        ),
        mentioned=(
            "setup_model_and_optimizer",
            "PRIMUS_DISABLE_SECOND_DDP",
            "Float16Module",
            "disable_build_model_patches",
        ),
    ),
}
