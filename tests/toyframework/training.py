"""A training loop that reads TrainingArgs: model, optimizer, and a step with micro-batches and a static loss scale.

It refuses what the toy platform cannot do, as a real framework does at
start-up: sequence parallelism without tensor parallelism, and
gradient-accumulation fusion, whose fused weight-gradient kernel this
platform lacks.
"""

from __future__ import annotations

from collections.abc import Callable

import torch

from toyframework.arguments import TrainingArgs


def check_args(args: TrainingArgs) -> None:
    """Raise on settings the toy platform cannot run."""
    if args.sequence_parallel and args.tensor_model_parallel_size == 1:
        raise RuntimeError("sequence_parallel needs tensor_model_parallel_size > 1")
    if args.gradient_accumulation_fusion:
        raise RuntimeError("gradient_accumulation_fusion needs the fused weight-gradient kernel, which this platform lacks")


def build_model(args: TrainingArgs) -> torch.nn.Module:
    """Linear -> GELU -> Linear, 16 features in and out."""
    return torch.nn.Sequential(torch.nn.Linear(16, args.hidden_size), torch.nn.GELU(), torch.nn.Linear(args.hidden_size, 16))


def build_train_step(args: TrainingArgs, model: torch.nn.Module, x: torch.Tensor, y: torch.Tensor) -> Callable[[], float]:
    """One optimizer step over global_batch_size rows of (x, y), in micro-batches, with a static loss scale."""
    check_args(args)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr)
    micro_batches = args.global_batch_size // args.micro_batch_size

    def step() -> float:
        optimizer.zero_grad()
        total = 0.0
        for i in range(micro_batches):
            rows = slice(i * args.micro_batch_size, (i + 1) * args.micro_batch_size)
            loss = torch.nn.functional.mse_loss(model(x[rows]), y[rows]) / micro_batches
            (loss * args.loss_scale).backward()
            total += loss.item()
        for parameter in model.parameters():
            parameter.grad /= args.loss_scale
        optimizer.step()
        return total

    return step
