"""Round 534: a phpBB forum topic saved as its printable view (each post's subject, author and date, its body text
between <br> lines outside any paragraph, code in <code> with its quotes escaped as entities, a quoted post): a first
post's reading taken back, a retracted item, the FSDP2 patch beside it and a PyTorch floor that is that patch's."""

from __future__ import annotations

from .case import Case
from .names import HSDP_ALLOWED, HSDP_SUMMARY

REPORT = "five_hundred_thirty_fourth_phpbb_print_hsdp.md"

TITLE = "five-hundred-and-thirty-fourth-round report (a phpBB topic's printable view)"
CASES = {
    REPORT: Case(
        allowed=HSDP_ALLOWED,
        # The phase the registration's code span gives, its quotes written as entities.
        required={"feature.id": "megatron.args.hsdp", "feature.summary": HSDP_SUMMARY, "enable.phase": "build_args"},
        # The first post's phase and gate; the FSDP2 patch's sites and class; the supposed config; the floor and the
        # variable that do nothing here.
        nowhere=("before_train", "use_torch_fsdp2", "TorchFullyShardedDataParallel", "2.4.0", "PRIMUS_HSDP", "tensor_model_parallel_size"),
        mentioned=("use_torch_fsdp2", "ckpt_format", "torch_dcp", "num_distributed_optimizer_instances"),
    ),
}
