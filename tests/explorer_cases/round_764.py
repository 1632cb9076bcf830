"""Round 764: the explorer's inventory as a GitHub table with <br> in its cells and footnotes qualifying some, then a short
deep-dive: a third wrapped symbol a correction takes back, the DeepSeek-V4 and warmup rows, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_fourth_footnoted_inventory_kimi_k3_pp_tensor_shape.md"

TITLE = "seven-hundred-and-sixty-fourth-round report (an inventory with <br> cells and footnotes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.pp_tensor_shape',
            'feature.summary': 'Kimi K3: fold the attention-residual block checkpoints into the PP wire sequence axis so [(1 + attn_res_num_blocks_max) * s, b, h] passes between pipeline stages (covers both the 1F1B get_tensor_shapes path and the interleaved-1F1B / VPP inline tensor_shape path)',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/kimi_k3_pp_shape_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.kimi_k3.pp_tensor_shape',
            'feature.summary': 'Kimi K3: fold the attention-residual block checkpoints into the PP wire sequence axis so [(1 + attn_res_num_blocks_max) * s, b, h] passes between pipeline stages (covers both the 1F1B get_tensor_shapes path and the interleaved-1F1B / VPP inline tensor_shape path)',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_pipelining_with_interleaving', 'megatron.core.pipeline_parallel.schedules.get_tensor_shapes'},
            'enable.phase': 'before_train',
        },
        nowhere=('without_interleaving', 'deepseek_v4', 'K3_NUM_LAYERS', 'primus_turbo'),
        mentioned=(),
    ),
}
