"""Round 973: an on-call team's incident postmortem (impact, a timeline table in UTC, root cause, action items with owners) in
which the patch is the fix: a phase a later section corrects, a hypothetical per-split config, the validation loader
and device-connections neighbours, a variable that does not exist."""

from __future__ import annotations

from .case import Case
from .names import DATALOADER_MP_CONTEXT_ALLOWED

REPORT = "nine_hundred_seventy_third_incident_postmortem_dataloader_mp_context.md"

TITLE = "nine-hundred-and-seventy-third-round report (an incident postmortem)"
CASES = {
    REPORT: Case(
        allowed={
            **DATALOADER_MP_CONTEXT_ALLOWED,
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
        },
        nowhere=('setup', 'PRIMUS_DATALOADER_MP_CONTEXT', 'build_pretraining_data_loader', 'primus_turbo'),
        mentioned=(),
    ),
}
