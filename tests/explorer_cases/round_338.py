"""Round 338: a Bugzilla bug exported as XML: the bug's fields, then comments in ``<long_desc>`` (a gate claimed and
taken back, "Steps to Reproduce:" setting config keys, a sentence on when the problem the patch avoids arises, the
port's own plan naming TorchTitan's module)."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_eighth_bugzilla_xml_dcp_consolidate.md"

TITLE = "three-hundred-and-thirty-eighth-round report (a Bugzilla bug as XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.torch.dcp_consolidate_fallback",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {
                "torch.distributed.checkpoint._consolidate_hf_safetensors.consolidate_safetensors_files_on_every_rank"
            },
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/dcp_consolidate_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.torch.dcp_consolidate_fallback", "enable.phase": "setup"},
        # The gate taken back; the reporter's steps; Bugzilla's own version; the port's plan.
        nowhere=("last_save_in_hf", "checkpoint.enable", "5.0.6", "('torchtitan'"),
        mentioned=(),
    ),
}
