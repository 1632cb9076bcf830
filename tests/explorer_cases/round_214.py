"""Round 214: a Confluence page in its storage format (XHTML): ``<h2>`` and ``<p>`` lines, info, note and warning
macros, a code macro's CDATA, a site retracted inside a warning macro, and a table of the patches it is not."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fourteenth_confluence_storage_odc_torch_fsdp2.md"

TITLE = "two-hundred-and-fourteenth-round report (a Confluence page in storage format)"
SITES = {
    "primus.backends.megatron.core.distributed.torch_fully_sharded_data_parallel.PrimusTorchFullyShardedDataParallel.__init__",
    "megatron.core.distributed.torch_fully_sharded_data_parallel.TorchFullyShardedDataParallel.__init__",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.odc_torch_fsdp2",
            "feature.summary": frozenset({None}),
            # Each rebinding keeps the original and calls it (orig_init, the train step's, the optimizer step's).
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.phase": frozenset({None, "before_train"}),
            # ODC's transports, MORI and rocSHMEM, are ROCm's; the registration's description says "(ROCm/MORI)".
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.fsdp.odc_torch_fsdp2", "framework.name": "megatron-lm"},
        # The site the correction takes back (the sibling FSDP2 patch's); the reviewer's phase; the teardown and
        # load-balancing patches.
        nowhere=("torch_FSDP", "setup", "teardown", "after_train", "odc_lb_mini"),
        mentioned=("enable_odc", "use_torch_fsdp2", "odc_phase"),
    ),
}
