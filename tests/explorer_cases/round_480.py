"""Round 480: a Mastodon thread as the status context API returns it: each status's HTML ("<p>", "<br />"), a
self-reply thread numbered "N/"; a post "Correction to 6/" takes back, a companion patch, a settings table and a
supposed config, and the settings that keep the patch off."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eightieth_mastodon_context_json_validation_num_samples.md"
SITE = "megatron.training.training.get_train_valid_test_num_samples"

TITLE = "four-hundred-and-eightieth-round report (a Mastodon thread as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.validation_num_samples",
            "feature.summary": frozenset({None, "Fix validation sample count to eval_iters * global_batch_size instead of scaling with train_iters"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.validation_data_sampling_patches.patch_validation_num_samples"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.env": {("PRIMUS_MLPERF", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.validation_num_samples", "enable.phase": "before_train"},
        # The retracted site; the companion's id and sites; the supposed config; upstream's formula.
        nowhere=("training.utils", "validation_data_loader", "data_samplers", "eval_interval", "1280", "full_validation"),
        mentioned=("get_train_valid_test_num_samples", "PRIMUS_MLPERF", "validation_data_loader"),
    ),
}
