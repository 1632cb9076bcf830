"""Round 39: a pasted spreadsheet of facts.

A pasted spreadsheet of facts, a saved shell session, a postmortem's account of a port gone wrong.
"""

from __future__ import annotations

from .case import Case
from .names import CSV_SHEET, WGRAD_STORE

TITLE = "thirty-ninth-round report (a pasted spreadsheet of facts)"
CASES = {
    CSV_SHEET: Case(
        allowed={
            "feature.id": "megatron.pp.te_wgrad_split",
            "feature.summary": frozenset({None, "Patch TE WeightGradStore to redirect wgrad to Primus pipeline scheduling"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{WGRAD_STORE}.{name}" for name in ("__init__", "put", "pop")},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.te_wgrad_store.patch_weight_grad_store"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/te_wgrad_store.py"}),
            "enable.phase": "before_train",
            "requires.platform": "any",
            "constraints": {("ub_bulk_wgrad", "==", False)},
        },
        required={
            "feature.id": "megatron.pp.te_wgrad_split",
            "feature.summary": "Patch TE WeightGradStore to redirect wgrad to Primus pipeline scheduling",  # the notes set apart
            "upstream.symbols": {f"{WGRAD_STORE}.put", f"{WGRAD_STORE}.pop"},  # "site,X,-> _primus_put": a row, a statement
            "implementation.primus_file": "primus/backends/megatron/core/extensions/te_wgrad_store.py",  # the "impl file" row
            "enable.phase": "before_train",
        },
        nowhere=(
            "linear._Linear",  # "was true before v26.3 ..., NOT a site at this commit"
            "delay_wgrad_compute",  # "Open question from the team: nobody has checked ... sets delay_wgrad_compute=True"
            "te_wgrad_split_patches.py",  # the "patch file" row: it registers the handler, the "impl file" row holds the code
            "patch_primus_pipeline",  # "either one alone turns it on"
            "patch_zero_bubble",
            "'keys'",  # "a config without the keys = patch off"
            "LinearWithGradAccumulationAndAsyncCommunication",  # the companion's site
        ),
        mentioned=(
            f"{WGRAD_STORE}.__init__",
            "linear._Linear",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "ub_bulk_wgrad",
            "PRIMUS_PATCHES",
        ),
    ),
}
