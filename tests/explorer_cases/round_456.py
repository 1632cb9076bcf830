"""Round 456: a Plane issue as its REST API returns it, its body as one HTML string and again with its tags stripped,
comments in both forms too: a bullet a comment takes back, a question about another patch's flag, a made-up config,
a check on two nodes and two companion patches."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifty_sixth_plane_issue_json_forward_to_rank0.md"

TITLE = "four-hundred-and-fifty-sixth-round report (a Plane issue as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron_bridge.training_log.forward_to_rank0",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "upstream.symbols": {"megatron.bridge.training.train.training_log"},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron_bridge.training_log.forward_to_rank0"},
        # The bullet taken back; another patch's gate; the made-up config's keys; the two-node check.
        nowhere=("train_utils.training_log", "log_throughput", "use_rocm_mem_info", "NNODES"),
        mentioned=("megatron.bridge.training.train.training_log",),
    ),
}
