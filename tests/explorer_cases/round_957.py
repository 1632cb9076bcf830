"""Round 957: a newsletter issue as received by email, its plain-text part (bracketed link references, dash rules, a
subscribe footer): a second site a correction names by its last module only ("I wrote that the patch also rebinds
uneven_dtensor.get_mesh_names. That is wrong"), a hypothetical config, two neighbours."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_ALLOWED

REPORT = "nine_hundred_fifty_seventh_substack_email_text_fsdp_device_mesh.md"

TITLE = "nine-hundred-and-fifty-seventh-round report (a newsletter received by email, as text)"
CASES = {
    REPORT: Case(
        allowed={
            **DEVICE_MESH_ALLOWED,
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': 'Fix Megatron-FSDP DeviceMesh API compatibility for PyTorch 2.10+ by updating get_mesh_names to use new API.',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('uneven_dtensor', 'primus_turbo'),
        mentioned=(),
    ),
}
