"""Round 598: a MantisBT issue from its XML Import/Export plugin (fields, the description, steps to reproduce and
additional information as plain text with escaped entities and &#13; line ends, bugnotes): a gate and a wrapped
function the notes take back ('the bullet in "Patch logic" about `x` is wrong'), the FSDP2 and validation-loader patches
beside it, a settings table, a supposed config and a version floor taken back."""

from __future__ import annotations

from .case import Case
from .names import LB_MINI_SITES

REPORT = "five_hundred_ninety_eighth_mantis_xml_export_odc_lb_mini.md"

TITLE = "five-hundred-and-ninety-eighth-round report (a MantisBT issue's XML export)"
PATCH = "megatron.fsdp.odc_lb_mini"
SUMMARY = "LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm)."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": LB_MINI_SITES,
            "upstream.aliases": LB_MINI_SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.odc_lb_mini_patches.patch_odc_lb_mini"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/odc_lb_mini_patches.py"}),
            "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": set(),
        },
        # The entities decoded: the phase in backend=&quot;megatron&quot;, phase=&quot;before_train&quot;.
        required={
            "feature.id": PATCH,
            "feature.summary": SUMMARY,
            "enable.flags": {("enable_odc_lb_mini", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
        },
        # The function the note takes back; the mode key taken back as a gate; the other patches' names; the floor.
        nowhere=("get_forward_backward_func", "'enable_odc'", "PrimusTorchFullyShardedDataParallel", "0.13", "LB_MINI_FORCE_DATA"),
        mentioned=("get_forward_backward_func", "enable_odc", "LB_MINI_FORCE_DATA"),
    ),
}
