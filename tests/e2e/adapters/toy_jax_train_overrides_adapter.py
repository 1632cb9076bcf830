"""port_adapter.py for the train-overrides patch in the JAX toy framework, wired the way a user would wire it."""

from __future__ import annotations

from collections.abc import Callable

import jax
from toyjax import model, train
from toyports import jax_train_overrides

ARGV = ["train", "steps=20"]
LEARNING_RATE = 0.05  # given in the file for the baseline, as an override for the port


def run_config() -> dict[str, object]:
    return {}


def set_feature(enabled: bool) -> None:
    jax_train_overrides.set_enabled(enabled)


def make_train_step(*, ported: bool) -> Callable[[], float]:
    if ported:
        config = train.initialize(ARGV, learning_rate=LEARNING_RATE)
    else:
        config = train.initialize([*ARGV, f"learning_rate={LEARNING_RATE}"])
    state = {"params": model.init(jax.random.PRNGKey(0))}
    x = jax.random.normal(jax.random.PRNGKey(1), (32, model.HIDDEN))
    y = jax.random.normal(jax.random.PRNGKey(2), (32, model.HIDDEN))

    def step() -> float:
        state["params"], loss = model.train_step(state["params"], x, y, config["learning_rate"])
        return float(loss)

    return step


def call_wrapped(*, fail: bool) -> None:
    train.initialize(["train", "not-a-pair" if fail else "steps=3"], learning_rate=LEARNING_RATE)


def tokens_per_step() -> int | None:
    return 32
