"""Round 101: a Hugo blog post: YAML front matter, a TL;DR, {{< note >}} and {{< warning >}} shortcodes, and a reader's
comment at the end that gets the patch wrong."""

from __future__ import annotations

from .case import Case
from .names import MOCK_HF_ALLOWED

POST = "hundred_first_hugo_post_mock_hf_dataset.md"

TITLE = "hundred-and-first-round report (a Hugo blog post)"
CASES = {
    POST: Case(
        allowed={**MOCK_HF_ALLOWED, "feature.summary": None},
        required={
            "feature.id": "torchtitan.training.mock_hf_dataset",
            "framework.name": "torchtitan",
        },
        nowhere=(
            "megatron",  # megatron.args.mock_data, another backend's patch
            "build_args",
        ),
        mentioned=(
            "datasets.load_dataset",
            "training.mock_data",
            "PRIMUS_PATCHES",
        ),
    ),
}
