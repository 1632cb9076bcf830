"""Round 1053: the explorer's deep-dive written in Fiji Hindi: "`transformer_engine` import nahi kare hai" (does not import),
"`assert self.param_gather_handle is None` jab `force_sync` false hai" (checked in one case), a buffer site a correction
takes back, the FSDP2 SDMA neighbour, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import SDMA_GATHER_ALLOWED

REPORT = "one_thousand_fifty_third_fiji_hindi_deep_dive_sdma_param_all_gather.md"

TITLE = "one-thousand-and-fifty-third-round report (a deep-dive in Fiji Hindi)"
CASES = {
    REPORT: Case(
        allowed={
            **SDMA_GATHER_ALLOWED,
            'feature.summary': 'Route the distributed-optimizer param all-gather through Primus-Turbo SDMA (copy-engine) memcpys; gated by ENABLE_SDMA_ALLGATHER=1.',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('megatron-core', None), ('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.distributed.sdma_param_all_gather',
            'feature.summary': 'Route the distributed-optimizer param all-gather through Primus-Turbo SDMA (copy-engine) memcpys; gated by ENABLE_SDMA_ALLGATHER=1.',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus': 'primus.backends.megatron.core.distributed.sdma_param_gather.all_gather_into_tensor_sdma',
            'enable.env': {('ENABLE_SDMA_ALLGATHER', '1')},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'transformer_engine', 'param_gather_handle', 'ParamAndGradBuffer', "SDMA_ALL_GATHER'", 'use_torch_fsdp2',
            'fully_shard',
        ),
        mentioned=(),
    ),
}
