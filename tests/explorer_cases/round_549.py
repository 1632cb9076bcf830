"""Round 549: a Jupyter notebook saved as .ipynb (nbformat 4: markdown cells as lists of strings, code cells with
their printed output): the MLPerf warmup patch beside it, a correction taking back a second site, a retracted version
floor, a settings table, a worked example of the formula and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import NEMO_LR, NEMO_LR_ALLOWED, NEMO_LR_SITE

REPORT = "five_hundred_forty_ninth_ipynb_notebook_nemo_aligned_lr.md"

TITLE = "five-hundred-and-forty-ninth-round report (a Jupyter notebook as .ipynb)"
CASES = {
    REPORT: Case(
        allowed=NEMO_LR_ALLOWED,
        required={"feature.id": NEMO_LR, "upstream.symbols": {NEMO_LR_SITE}, "enable.flags": {("nemo_aligned_lr_warmup", True)}, "enable.phase": "before_train"},
        # The retracted step site and floor; the MLPerf patch's key; the supposed config's warmup.
        nowhere=("OptimizerParamScheduler.step", "0.12", "mlperf_warmup", "warmup_train_steps", "lr_warmup_iters"),
        mentioned=("OptimizerParamScheduler.step", "warmup_train_steps"),
    ),
}
