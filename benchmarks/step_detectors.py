#!/usr/bin/env python3
"""What each step-level detector sees of the dispatcher bugs in the toy language model (loss near ln(2048)).

For the correct sorted dispatcher and each broken one (tests/toyports/sorted_dispatcher.py),
trains the toy language model of tests/toyframework/moe/language_model.py with the
port on and off from the same init and data, and prints for each:

- Megatron-LM's relative band (5% per step, at most N // 100 outliers, 1% mean) over
  --band-steps steps (100 by default): PASS means the band does not see the bug;
- the scaffold's default detector over --steps steps (20, as the end-to-end facts):
  the mean absolute per-step difference of the loss and of the gradient norm, as a
  share of the baseline's own difference from a run with another data seed; the
  default threshold is the `step_noise_ratio` setting of references/test-templates.md.

Example:
  python benchmarks/step_detectors.py
  python benchmarks/step_detectors.py --steps 50 --band-steps 100
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "runtime"))

BUGS = ("", "drop_tokens", "drop_half", "swap_topk", "flatten_topk", "detach_probs")
NOISE_SEED = 1234 + 7919  # the scaffold's noise run: the test seed plus its offset
SEED = 1234


def train(ported: bool, bug: str, steps: int, data_seed: int):
    """A TrainingRun of the toy language model with the dispatcher port on or off."""
    import torch
    from toyframework.moe import language_model
    from toyports import sorted_dispatcher

    from portval_training import run_training

    os.environ["TOYPORT_BUG"] = bug
    sorted_dispatcher.set_enabled(ported)
    try:
        torch.manual_seed(SEED)
        model = language_model.TinyMoELanguageModel(language_model.VOCAB, 32)
        optimizer = language_model.build_optimizer(model)
        batches = iter(language_model.bigram_batches(language_model.VOCAB, 256, steps, data_seed))
        return run_training(lambda: language_model.train_step(model, optimizer, *next(batches)), steps)
    finally:
        sorted_dispatcher.set_enabled(False)
        os.environ.pop("TOYPORT_BUG", None)


def mean_abs(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=20, help="steps the noise-calibrated detector compares (default 20)")
    parser.add_argument("--band-steps", type=int, default=100, help="steps Megatron-LM's relative band compares (default 100)")
    args = parser.parse_args(argv)
    import torch

    import portval_losses as losses

    torch.set_num_threads(1)
    start = time.perf_counter()
    band_base = train(False, "", args.band_steps, SEED)
    base = train(False, "", args.steps, SEED)
    noise = train(False, "", args.steps, NOISE_SEED)
    print(f"baseline loss: step 1 {band_base.losses[0]:.4f}, step {args.band_steps} {band_base.losses[-1]:.4f}")
    print(f"| port | relative band, {args.band_steps} steps | loss / seed noise, {args.steps} steps | grad norm / seed noise |")
    print("|---|---|---|---|")
    for bug in BUGS:
        long = train(True, bug, args.band_steps, SEED)
        band = losses.compare_curves(
            dict(enumerate(band_base.losses, 1)), dict(enumerate(long.losses, 1)),
            rtol_max=0.05, rtol_mean=0.01, exact=False, allowed_failures=max(args.band_steps // 100, 1), sources={},
        )
        short = train(True, bug, args.steps, SEED)
        loss_ratio = mean_abs(short.losses, base.losses) / mean_abs(noise.losses, base.losses)
        norm_ratio = mean_abs(short.grad_norms, base.grad_norms) / mean_abs(noise.grad_norms, base.grad_norms)
        print(f"| {bug or 'correct'} | {'PASS (blind)' if band.passed and bug else 'pass' if band.passed else 'fail'} | {loss_ratio:.3g} | {norm_ratio:.3g} |")
    print(f"({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
