"""The toy framework's run arguments: an argparse front end, a dataclass, and the hooks that rewrite it.

``parse_args`` builds ``TrainingArgs`` from a command line, then runs every
registered args hook on it, the way Primus applies its ``build_args`` patches
after Megatron parses its arguments and before training starts.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass, fields

ArgsHook = Callable[["TrainingArgs"], None]

ARGS_HOOKS: list[ArgsHook] = []


@dataclass
class TrainingArgs:
    """What a run reads: parallel layout, fusions, batch and optimizer settings."""

    tensor_model_parallel_size: int = 1
    sequence_parallel: bool = True
    gradient_accumulation_fusion: bool = True
    micro_batch_size: int = 8
    global_batch_size: int = 32
    hidden_size: int = 32
    lr: float = 0.05
    loss_scale: float = 128.0


def _flag(value: str) -> bool:
    return value.lower() in ("1", "true", "yes")


def parse_args(argv: list[str] | None = None) -> TrainingArgs:
    """Parse ``--tensor-model-parallel-size 2``-style arguments, then apply the registered hooks."""
    parser = argparse.ArgumentParser(prog="toyframework")
    for field in fields(TrainingArgs):
        kind = _flag if field.type in (bool, "bool") else {"int": int, "float": float}.get(str(field.type), field.type)
        parser.add_argument("--" + field.name.replace("_", "-"), dest=field.name, type=kind, default=field.default)
    args = TrainingArgs(**vars(parser.parse_args(argv or [])))
    for hook in ARGS_HOOKS:
        hook(args)
    return args


def register_args_hook(hook: ArgsHook) -> None:
    """Run ``hook(args)`` on every parsed TrainingArgs (once, however often it is registered)."""
    if hook not in ARGS_HOOKS:
        ARGS_HOOKS.append(hook)


def remove_args_hook(hook: ArgsHook) -> None:
    """Stop running ``hook`` on parsed args."""
    if hook in ARGS_HOOKS:
        ARGS_HOOKS.remove(hook)
