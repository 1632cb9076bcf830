"""Round 1166: a Zig trace-parsing tool whose `//!` and `///` doc comments carry the findings about
`megatron.torch_profiler`: a `tensorboard_trace_handler` rebinding a later comment takes back, the neighbour
`megatron.args.tensorboard_path` with its phase and flags, an "only when" on `profile` and `use_pytorch_profiler`, a
TorchTitan hypothetical, a made-up config, and a struct whose fields name the profiler arguments the wrapper reads."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_sixth_zig_doc_comments_torch_profiler.md"

TITLE = "one-thousand-one-hundred-and-sixty-sixth-round report (Zig doc comments)"
CASES = {
    f"{REPORT}@megatron.torch_profiler": Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/torch_profiler_patches.py", None}),
            "upstream.symbols": {"torch.profiler.profile"},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.torch_profiler",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "tensorboard_trace_handler",
            "tensorboard_path",
            "tensorboard_dir",
            "disable_tensorboard",
            "build_args",
            "profile_step_start",
            "primus_turbo",
        ),
        mentioned=(
            "tensorboard_trace_handler",
            "disable_tensorboard",
            "use_pytorch_profiler",
        ),
    ),
}
