"""Round 539: an R Markdown document (.Rmd: YAML front matter with params, knitr chunks in R and Python with chunk
options, inline `r ...` code, a callout as a fenced div): an R chunk building a settings table ("stringsAsFactors =
FALSE"), a phase and a reset taken back under Corrections, the two args patches beside it, a withdrawn version."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_REPORTED

REPORT = "five_hundred_thirty_ninth_rmarkdown_iterations_to_skip.md"

TITLE = "five-hundred-and-thirty-ninth-round report (an R Markdown document)"
SUMMARY = "Ensure iterations_to_skip has a list default instead of None"
CASES = {
    REPORT: Case(
        allowed={**ITERATIONS_TO_SKIP_REPORTED, "feature.summary": frozenset({None, SUMMARY})},
        # The phase the correction states after it takes back the other one.
        required={"feature.id": "megatron.args.iterations_to_skip_default", "feature.summary": SUMMARY, "enable.phase": "build_args"},
        # R's own argument; the retracted phase and reset; the companions' keys; the withdrawn version.
        nowhere=("stringsAsFactors", "before_train", "result_rejected_tracker_filename", "sequence_parallel", "moe_layer_freq", "0.12"),
        mentioned=("before_train", "result_rejected_tracker_filename"),
    ),
}
