"""Round 991: an issue filed from an issue form as the command line prints it (a header block, the form's field headings, "_No
response_" under empty fields, checkboxes, Windows line ends inside fields), then its comments: a schedules-package
site a maintainer corrects and the author takes back, hypothetical keys, settings named as unread."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_UNSTYLED_ALLOWED

REPORT = "nine_hundred_ninety_first_issue_form_body_dualpipev.md"

TITLE = "nine-hundred-and-ninety-first-round report (an issue filed from a form, as the command line prints it)"
CASES = {
    REPORT: Case(
        allowed={
            **DUALPIPEV_UNSTYLED_ALLOWED,
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/pipelining_schedule_patches.py'}),
        },
        required={
            'feature.id': 'torchtitan.torch.pipelining_schedules_dualpipev',
            'feature.patch_style': 'binding_replacement',
            'framework.name': 'torchtitan',
        },
        nowhere=('torch.distributed.pipelining.ScheduleDualPipeV', 'enable_dualpipev_fallback', 'primus_turbo'),
        mentioned=(),
    ),
}
