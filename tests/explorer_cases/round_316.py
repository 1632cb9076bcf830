"""Round 316: a LINE chat exported as text, in Japanese: the "[LINE] ..." title, date lines, "time<TAB>name<TAB>message"
lines, messages of several lines in double quotes, a site and a gate each taken back a few messages later, and a
companion patch another member names."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixteenth_line_chat_torch_profiler.md"

TITLE = "three-hundred-and-sixteenth-round report (a LINE chat exported as text)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.profiler.profile"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.torch_profiler", "enable.phase": "before_train"},
        # The site first named and taken back; the gate taken back; the companion patch.
        nowhere=("torch.profiler.profiler", "use_pytorch_profiler", "tensorboard_path"),
        mentioned=(),
    ),
}
