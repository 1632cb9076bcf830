"""Round 521: a Height task saved through its API (the task's Markdown description, its custom "Verified" field, and
its activity: a status change, messages, edited messages, a field change): a first-pass claim a later message
corrects, a bullet taken back by its quote, limits named by the config object's short field names, and the imports
of the algorithm's module."""

from __future__ import annotations

from .case import Case
from .names import DEOSC_FILE, DEOSC_SITES, WEIGHT_DEOSC_DESCRIBED, WEIGHT_DEOSC_LIMITS

REPORT = "five_hundred_twenty_first_height_task_json_weight_deosc.md"

TITLE = "five-hundred-and-twenty-first-round report (a Height task from its API)"
FLAGS = {("weight_deosc", True), ("enable_primus_turbo", True), ("fp4", "e2m1")}
CASES = {
    REPORT: Case(
        allowed={
            **WEIGHT_DEOSC_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": DEOSC_SITES,
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, DEOSC_FILE}),
            "enable.flags": FLAGS,
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
            "constraints": {("use_distributed_optimizer", "==", True), ("use_precision_aware_optimizer", "==", False), *WEIGHT_DEOSC_LIMITS},
        },
        required={"feature.id": "megatron.turbo.weight_deosc", "upstream.sites": DEOSC_SITES, "enable.flags": FLAGS},
        # The first pass's all-gather claim; the bullet taken back; the limits' short names; what the module imports.
        nowhere=("megatron.core.optimizer", "QuantizedTensor", "'start_step'", "'log_freq'", "core_r0.13"),
        mentioned=("start_step", "log_freq", "QuantizedTensor"),
    ),
}
