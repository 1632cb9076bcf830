"""Round 566: Review Board's API answer for a review request's reviews (pretty-printed JSON: the request's summary and
Markdown description and testing done, then each review's top, diff comments and bottom, and replies): read as its
texts oldest first; a third rebinding a reviewer takes back, a swap bound only while get_model runs, the Float16Module
patch beside it, a retracted version floor, the fork's own switch and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import GET_MODEL_DDP, GET_MODEL_DDP_SUMMARY, GET_MODEL_REPORTED

REPORT = "five_hundred_sixty_sixth_review_board_json_disable_second_ddp.md"

TITLE = "five-hundred-and-sixty-sixth-round report (Review Board reviews from its API)"
CASES = {
    REPORT: Case(
        allowed=GET_MODEL_REPORTED,
        # The request and reviews read as texts: the description, the one lasting site.
        required={"feature.id": GET_MODEL_DDP, "feature.summary": GET_MODEL_DDP_SUMMARY, "upstream.symbols": {"megatron.training.training.get_model"}},
        # The retracted DDP site; the companion's Float16Module; the fork's switch; the retracted floor; the docstring's file.
        nowhere=("DistributedDataParallel", "Float16Module", "no_ddp_side_stream", "0.12", "primus/pretrain.py", "use_torch_fsdp2"),
        mentioned=("torch.cuda.stream", "disable_build_model_patches", "Float16Module"),
    ),
}
