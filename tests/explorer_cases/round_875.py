"""Round 875: the explorer's deep-dive written in Kyrgyz: the FSDP2 patch's three sites under a heading "Кошуна патч: `x` (бул
патчка таандык эмес)" (a neighbouring patch, not this patch's), packages a cell says "талап кылынбайт" (are not
required), a struck gate a correction takes back, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import HSDP_ALLOWED

REPORT = "eight_hundred_seventy_fifth_kyrgyz_deep_dive_hsdp.md"

TITLE = "eight-hundred-and-seventy-fifth-round report (a deep-dive in Kyrgyz)"
CASES = {
    REPORT: Case(
        allowed=HSDP_ALLOWED,
        required={
            'feature.id': 'megatron.args.hsdp',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'TorchTorchFullyShardedDataParallel', 'torch_FSDP', 'clip_grads', 'primus_turbo', 'transformer_engine',
            'SDMA_ALL_GATHER', 'use_megatron_fsdp',
        ),
        mentioned=(),
    ),
}
