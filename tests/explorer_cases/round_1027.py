"""Round 1027: the explorer's deep-dive written in Ilocano: "Awan ti source-string rewrite" (there is none), "awan ti `import
primus_turbo`", a megatron-core version the writer only guesses ("Nalabit ... saanko a nasigurado"), a 1F1B site a
correction ("Panangilinteg ... kinunak ... Biddut dayta") takes back."""

from __future__ import annotations

from .case import Case
from .names import V4_PP_TENSOR_SHAPE_ALLOWED

REPORT = "one_thousand_twenty_seventh_ilocano_deep_dive_deepseek_v4_pp_tensor_shape.md"

TITLE = "one-thousand-and-twenty-seventh-round report (a deep-dive in Ilocano)"
CASES = {
    REPORT: Case(
        allowed={
            **V4_PP_TENSOR_SHAPE_ALLOWED,
        },
        required={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
            'enable.phase': 'before_train',
        },
        nowhere=('without_interleaving', 'primus_turbo', '0.12', 'source_rewrite'),
        mentioned=(),
    ),
}
