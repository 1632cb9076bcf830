"""Round 1230: a wiki page dumped by `lynx -dump` (link numbers inline, a References list of URLs, tables flattened into
columns): the Float16Module skip patch beside it with its flags and priority, "runs unless
`disable_build_model_patches` is true", "removes the DDP wrapper" and "binding replacement" taken back, and one run's
ROCm and torch."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirtieth_lynx_dump_wiki_disable_second_ddp.md"

ID = "megatron.training.training.get_model.disable_second_ddp"
SUMMARY = "Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream()"
TITLE = "one-thousand-two-hundred-and-thirtieth-round report (a wiki page dumped by lynx)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.get_model"},
            "upstream.transient": {"torch.cuda.stream"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.patches.build_model_patches.patch_megatron_get_model_disable_second_ddp"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            # build_model_patches.py: the patch runs unless disable_build_model_patches is set.
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "function_wrapping",
            "enable.flags": {("disable_build_model_patches", False)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "skip_float16_module",
            "Float16Module",
            "_FSDP2PassthroughModule",
            "use_fsdp2_fp32_param_optimizer",
            "use_torch_fsdp2",
            "overlap_grad_reduce",
            "PRIMUS_PATCHES",
            "transformer_engine",
            "primus_turbo",
            "6.4.1",
            "2.7.0",
        ),
        mentioned=("megatron.training.training.get_model", "torch.cuda.stream", "disable_build_model_patches"),
    ),
}
