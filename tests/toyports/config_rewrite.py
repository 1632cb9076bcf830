"""An args rewrite patch: with tensor parallelism 1, turn off sequence parallelism and gradient-accumulation fusion.

Like Primus's ``build_args`` patches it changes values, not code: enabled, it
registers a hook that ``toyframework.arguments.parse_args`` runs on every
parsed TrainingArgs; disabled, it removes the hook. ``TOYPORT_BUG`` (read at
call time) selects a deliberate bug:

- wrong_value: sequence_parallel written as the string "False", which is truthy;
- missed_key: gradient_accumulation_fusion is not rewritten;
- nan_loss_scale: the rewrite also zeroes loss_scale, so gradients unscale to NaN;
- always_on: turning the feature off leaves the hook registered;
- ignores_tp: the rewrite applies whatever the tensor-parallel size.
"""

from __future__ import annotations

import os

from toyframework import arguments
from toyframework.arguments import TrainingArgs


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def rewrite_args(args: TrainingArgs) -> None:
    """Turn off what tensor parallelism 1 cannot use."""
    if args.tensor_model_parallel_size != 1 and bug() != "ignores_tp":
        return
    args.sequence_parallel = "False" if bug() == "wrong_value" else False
    if bug() != "missed_key":
        args.gradient_accumulation_fusion = False
    if bug() == "nan_loss_scale":
        args.loss_scale = 0.0


def set_enabled(enabled: bool) -> None:
    """Register the rewrite with the framework's args hooks, or remove it."""
    if enabled:
        arguments.register_args_hook(rewrite_args)
    elif bug() != "always_on":
        arguments.remove_args_hook(rewrite_args)
