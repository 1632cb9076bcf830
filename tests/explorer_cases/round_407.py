"""Round 407: a mailing-list thread exported as mbox: five messages with their headers, quoting and signatures, one
quoted-printable, a site claimed and taken back two messages later, companion patches, conditions, and "so the
TorchTitan module config needs" before a YAML block."""

from __future__ import annotations

from .case import Case
from .names import MOCK_HF_ALLOWED

REPORT = "four_hundred_seventh_mbox_thread_mock_hf_dataset.md"

TITLE = "four-hundred-and-seventh-round report (a mailing-list thread as mbox)"
CASES = {
    REPORT: Case(
        allowed={**MOCK_HF_ALLOWED, "feature.summary": None, "implementation.primus_file": "primus/backends/torchtitan/patches/mock_dataset_patches.py", "enable.phase": "setup", "requires.platform": "any"},
        required={"feature.id": "torchtitan.training.mock_hf_dataset", "enable.phase": "setup"},
        # The framework's config as a package; the site taken back; the companions' site.
        nowhere=("('torchtitan'", "mm_datasets", "get_peak_flops"),
        mentioned=("mm_datasets",),
    ),
}
