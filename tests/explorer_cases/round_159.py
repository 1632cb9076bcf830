"""Round 159: an Azure DevOps work item: a field table, acceptance criteria as a checklist, a discussion whose first
comment adds a site ("also rebinds `megatron.core.optimizer.get_megatron_optimizer`") that a reply takes back ("The
deosc handler never touches `megatron.core.optimizer`"), and a phase corrected in a later comment."""

from __future__ import annotations

from .case import Case
from .names import WEIGHT_DEOSC_DESCRIBED

REPORT = "hundred_fifty_ninth_azure_devops_work_item_weight_deosc.md"

TITLE = "hundred-and-fifty-ninth-round report (an Azure DevOps work item)"
SITE = "megatron.training.training.get_megatron_optimizer"
CASES = {
    REPORT: Case(
        allowed={
            **WEIGHT_DEOSC_DESCRIBED,
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "enable.flags": {("fp4", True), ("weight_deosc", True), ("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.turbo.weight_deosc", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        # The site a reply takes back (the FSDP2 patches'); the Description's phase.
        nowhere=("megatron.core.optimizer", "build_args", "fsdp2"),
        mentioned=(SITE, "weight_deosc", "enable_primus_turbo"),
    ),
}
