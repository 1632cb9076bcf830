"""port_adapter.py for the toy args rewrite, wired the way a user would wire it."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict

import torch
from toyframework import arguments, training
from toyports import config_rewrite


def _argv() -> list[str]:
    # The toy launcher passes the parallel layout on the command line; the tests take it from the environment.
    return ["--tensor-model-parallel-size", os.environ.get("TOY_TP", "1")]


def run_config() -> dict[str, object]:
    # The args the run would see now: parsed, then rewritten by whatever hooks are registered.
    return asdict(arguments.parse_args(_argv()))


def set_feature(enabled: bool) -> None:
    config_rewrite.set_enabled(enabled)


def make_train_step(*, ported: bool, device: torch.device) -> Callable[[], float]:
    args = arguments.parse_args(_argv())
    model = training.build_model(args).to(device)
    generator = torch.Generator().manual_seed(0)
    x = torch.randn(args.global_batch_size, 16, generator=generator).to(device)
    y = torch.randn(args.global_batch_size, 16, generator=generator).to(device)
    return training.build_train_step(args, model, x, y)


def tokens_per_step() -> int | None:
    return 32
