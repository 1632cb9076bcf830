"""Round 1224: the explorer's deep-dive by a bilingual team, its caveats, negations and corrections in Simplified Chinese:
"更正：上一句是错的" (the previous sentence is wrong) taking back a `torch.autograd.profiler.profile` alias, the neighbouring
empty-cache patch with its flag and variable, a made-up YAML, "only when" and "if your framework" lines, negations and
the versions of one run."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_fourth_bilingual_english_chinese_torch_profiler.md"

TITLE = "one-thousand-two-hundred-and-twenty-fourth-round report (a deep-dive in English with Chinese caveats)"
CASES = {
    f"{REPORT}@megatron.torch_profiler": Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.summary": frozenset(
                {
                    "megatron.torch_profiler makes the PyTorch profiler that upstream Megatron builds inside megatron.training.training.train() use Primus's own profiler options instead of Megatron's hard-coded ones.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "framework.wired_at": frozenset({"torch.profiler.profile", None}),
            "upstream.symbols": {"torch.profiler.profile"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/torch_profiler_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.torch_profiler",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "torch.autograd.profiler",
            "primus_turbo",
        ),
        mentioned=("torch.autograd.profiler.profile",),
    ),
}
