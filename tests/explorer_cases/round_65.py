"""Round 65: a report in Japanese: "〜の場合のみ", "〜ない限り", "本パッチのものではない", "たぶん", "未確認"."""

from __future__ import annotations

from .case import Case

JAPANESE_DUALPIPEV = "sixty_fifth_japanese_dualpipev_schedule.md"

TITLE = "sixty-fifth-round report (in Japanese)"
CASES = {
    JAPANESE_DUALPIPEV: Case(
        allowed={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": None,  # any sentence of What it does
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.distributed.pipelining.schedules.ScheduleDualPipeV"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},  # "| Requires | `torch` のみ。"
        },
        required={
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "enable.phase": "setup",
        },
        nowhere=(
            "torchtitan.distributed.pipeline_parallel",  # "本パッチでは書き換えない": TorchTitan's from-import, not rebound
            "whole_block_compile",  # "本パッチのものではない"
            "PRIMUS_PATCHES",  # Primus's switch of every patch, not this one's gate
        ),
        mentioned=(
            "torch.distributed.pipelining.schedules.ScheduleDualPipeV",
            "PRIMUS_PATCHES",
            "line 52",  # "カンマ区切りリストの場合: このパッチ id がリストに含まれない限り無効", an enable condition in words
            "torchtitan.dsv3.whole_block_compile",
        ),
    ),
}
