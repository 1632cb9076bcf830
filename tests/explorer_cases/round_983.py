"""Round 983: a whiteboard scene file (text elements in boxes, arrows, a line drawn through one claim and a sticky note saying
it was wrong): the autograd profiler claim crossed out, a hypothetical config box, the neighbours, a hedged torch
version."""

from __future__ import annotations

from .case import Case
from .names import TORCH_PROFILER_ALLOWED

REPORT = "nine_hundred_eighty_third_excalidraw_scene_torch_profiler.md"

TITLE = "nine-hundred-and-eighty-third-round report (a whiteboard scene file)"
CASES = {
    REPORT: Case(
        allowed={
            **TORCH_PROFILER_ALLOWED,
        },
        required={
            'feature.id': 'megatron.torch_profiler',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.profiler.profile'},
        },
        nowhere=('torch.autograd.profiler', 'torch_profiler:', '1.8.1'),
        mentioned=(),
    ),
}
