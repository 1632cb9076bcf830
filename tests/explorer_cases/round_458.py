"""Round 458: a HedgeDoc note: front matter, [TOC], :::info, :::warning and :::danger containers, spoilers titled
"Upstream behaviour, for contrast" and "Handler source", ==highlights== in the summary, a sequence diagram, sites and a
version a correction takes back, a companion patch and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifty_eighth_hedgedoc_note_validation_num_samples.md"

TITLE = "four-hundred-and-fifty-eighth-round report (a HedgeDoc note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.validation_num_samples",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.get_train_valid_test_num_samples"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.validation_data_sampling_patches.patch_validation_num_samples"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.env": {("PRIMUS_MLPERF", "1")},
            "enable.phase": "before_train",
            "constraints": {("eval_iters", ">", 0)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.training.validation_num_samples", "enable.phase": "before_train", "feature.patch_style": "binding_replacement"},
        # The highlight's marks; the version taken back.
        nowhere=("==", ">=0.12"),
        mentioned=("get_train_valid_test_num_samples", "PRIMUS_MLPERF", "eval_iters"),
    ),
}
