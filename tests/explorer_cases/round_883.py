"""Round 883: the explorer's deep-dive written in Tajik: "ягон рамзи `primus_turbo` import намешавад" (no symbol of it is
imported), an autograd profiler site a correction ("Ислоҳ") takes back, a supposed config, three neighbours."""

from __future__ import annotations

from .case import Case
from .names import TORCH_PROFILER_ALLOWED

REPORT = "eight_hundred_eighty_third_tajik_deep_dive_torch_profiler.md"

TITLE = "eight-hundred-and-eighty-third-round report (a deep-dive in Tajik)"
CASES = {
    REPORT: Case(
        allowed=TORCH_PROFILER_ALLOWED,
        required={
            'feature.id': 'megatron.torch_profiler',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'torch.autograd.profiler', 'profile_ranks', 'record_memory_history'),
        mentioned=(),
    ),
}
