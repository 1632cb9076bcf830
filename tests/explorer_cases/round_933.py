"""Round 933: the explorer's deep-dive written in Tigrinya: what a made-up config "እንተዝሰርሕ" (had it worked) would do, a third
site a correction takes back, the weight-generation companion and the dispatcher neighbour under "ጎረባብቲ ፓቻት"."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_third_tigrinya_deep_dive_mega_moe.md"

TITLE = "nine-hundred-and-thirty-third-round report (a deep-dive in Tigrinya)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.mega_moe',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/mega_moe.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage1',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'megatron.turbo.mega_moe',
            'feature.patch_style': 'binding_replacement',
            'implementation.turbo': 'primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage1',
            'enable.phase': 'before_train',
        },
        nowhere=('ep_size', 'transformer_layer.MoELayer', 'MoEFlexTokenDispatcher', 'use_turbo_deepep', 'train_step'),
        mentioned=(),
    ),
}
