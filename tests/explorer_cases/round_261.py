"""Round 261: a Notion page as its API returns it: the page object and its blocks as JSON, each block's text in runs of
rich text with annotations, a phase struck through and corrected in one paragraph, an alias claimed and retracted in a
callout, the SDMA all-gather patch in a toggle, and open questions as unchecked to-dos."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE

REPORT = "two_hundred_sixty_first_notion_api_json_fsdp_device_mesh.md"

TITLE = "two-hundred-and-sixty-first-round report (a Notion page as API JSON)"
_SITE = DEVICE_MESH_SITE
_FILE = "primus/backends/megatron/patches/megatron_fsdp_patches.py"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            "framework.name": "megatron-lm",
            "upstream.symbols": {_SITE},
            "implementation.primus_file": frozenset({None, _FILE}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"upstream.sites": {_SITE}, "enable.flags": {("use_megatron_fsdp", True)}},
        # The retracted alias; the struck phase; the SDMA patch's variable and flag.
        nowhere=("uneven_dtensor", "build_args", "SDMA_ALL_GATHER", "use_torch_fsdp2"),
        mentioned=("megatron.core.distributed.fsdp.src.megatron_fsdp.uneven_dtensor.get_mesh_names", "SDMA_ALL_GATHER"),
    ),
}
