"""Round 843: a wiki talk page in wikitext (threads indented with colons, signatures, {{outdent}}, a claim struck with <s>
and a reply correcting it): the Kimi K3 twin's sequence-length claim struck, a supposed config, the token pre-broadcast
neighbour."""

from __future__ import annotations

from .case import Case
from .names import V4_PP_SHAPE_ALLOWED

REPORT = "eight_hundred_forty_third_wikipedia_talk_page_v4_pp_tensor_shape.md"

TITLE = "eight-hundred-and-forty-third-round report (a wiki talk page)"
CASES = {
    REPORT: Case(
        allowed={
            **V4_PP_SHAPE_ALLOWED,
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.deepseek_v4.pp_tensor_shape',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'decoder_seq_length', 'use_v4_pp_shape_patch', 'pp_wire_seq_multiplier', 'primus_turbo', 'adjust_tensor_shapes_fn',
            'get_batch', 'patch_zero_bubble',
        ),
        mentioned=(),
    ),
}
