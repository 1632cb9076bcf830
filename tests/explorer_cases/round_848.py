"""Round 848: the explorer's deep-dive written in Azerbaijani: a claim a correction ("Düzəliş") takes back, the DeepSeek-V4 twin
and the warmup wrapper, a supposed config, settings and packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_eighth_azerbaijani_deep_dive_kimi_k3_pp_tensor_shape.md"

TITLE = "eight-hundred-and-forty-eighth-round report (a deep-dive in Azerbaijani)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.pp_tensor_shape',
            'feature.summary': 'Kimi K3: fold the attention-residual block checkpoints into the PP wire sequence axis so [(1 + attn_res_num_blocks_max) * s, b, h] passes between pipeline stages (covers both the 1F1B get_tensor_shapes path and the interleaved-1F1B / VPP inline tensor_shape path).',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.kimi_k3.pp_tensor_shape',
            'feature.summary': 'Kimi K3: fold the attention-residual block checkpoints into the PP wire sequence axis so [(1 + attn_res_num_blocks_max) * s, b, h] passes between pipeline stages (covers both the 1F1B get_tensor_shapes path and the interleaved-1F1B / VPP inline tensor_shape path).',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'kimi_k3_pp_fold', 'kimi_k3_pp_seq_mult', 'primus_turbo', 'transformer_engine', 'hc_mult', 'wrap_train',
            'megatron.training.training.train',
        ),
        mentioned=(),
    ),
}
