"""Round 117: a Jekyll post: YAML front matter, the registration in a Liquid ``{% highlight %}`` block (the id on the
line after ``register_patch(``), kramdown attribute lists (``{: .important }`` over the other patches of the file),
and a correction of the phase the post first gave."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventeenth_jekyll_post_skip_float16_module.md"

TITLE = "hundred-and-seventeenth-round report (a Jekyll post)"
PATCH = "megatron.training.training.skip_float16_module"
FLAGS = ("use_fsdp2_fp32_param_optimizer", "use_torch_fsdp2", "bf16")
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.module.Float16Module", "megatron.training.training.Float16Module"},
            "upstream.aliases": {"megatron.core.transformer.module.Float16Module", "megatron.training.training.Float16Module"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/build_model_patches.py"}),
            "enable.flags": {(flag, True) for flag in FLAGS},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": PATCH},
        nowhere=(
            "disable_second_ddp",  # the other patch of the file
            "disable_build_model_patches",
            "get_model",
            "optimizer.fsdp2_fp32_param",  # the optimizer companion
            "get_megatron_optimizer",
            "build_args",  # the phase the correction takes back
            "fp16",
        ),
        mentioned=(
            "megatron.core.transformer.module.Float16Module",
            "megatron.training.training.Float16Module",
            *FLAGS,
            "PRIMUS_PATCHES",
        ),
    ),
}
