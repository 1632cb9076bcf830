"""Round 930: a change as Jujutsu's show command prints it (change and commit ids, author and committer, the description
indented, the diff with numbered lines): a neighbour's item wrapped over lines ending "needs PyTorch >= 2.12", a
package whose item says every call falls back if it cannot be imported, a shard-buffer site a later line takes back."""

from __future__ import annotations

from .case import Case
from .names import SDMA_GATHER_ALLOWED

REPORT = "nine_hundred_thirtieth_jj_show_sdma_param_all_gather.md"

TITLE = "nine-hundred-and-thirtieth-round report (a change as Jujutsu shows it)"
CASES = {
    REPORT: Case(
        allowed={
            **SDMA_GATHER_ALLOWED,
            'feature.summary': 'Route the distributed-optimizer param all-gather through Primus-Turbo SDMA (copy-engine) memcpys; gated by ENABLE_SDMA_ALLGATHER=1.',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'framework.wired_at': frozenset({None, 'megatron.core.distributed.param_and_grad_buffer'}),
        },
        required={
            'feature.id': 'megatron.distributed.sdma_param_all_gather',
            'feature.summary': 'Route the distributed-optimizer param all-gather through Primus-Turbo SDMA (copy-engine) memcpys; gated by ENABLE_SDMA_ALLGATHER=1.',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus': 'primus.backends.megatron.core.distributed.sdma_param_gather.all_gather_into_tensor_sdma',
            'enable.env': {('ENABLE_SDMA_ALLGATHER', '1')},
            'enable.phase': 'before_train',
        },
        nowhere=('>=2.12', "primus_turbo'", 'shard_buffer', 'SymmMemAllGather', "SDMA_ALL_GATHER'"),
        mentioned=(),
    ),
}
