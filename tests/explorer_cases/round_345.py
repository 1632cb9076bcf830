"""Round 345: an Otter.ai meeting transcript exported as text: a title, the date and length, summary keywords and
speakers, each turn headed "Name  m:ss" over a paragraph of spoken words, a phase first guessed wrong, a third site
taken back with "Scratch that", a companion patch in the same file and the service's closing line."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_forty_fifth_otter_transcript_validation_data_loader.md"

TITLE = "three-hundred-and-forty-fifth-round report (an Otter.ai transcript exported as text)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.validation_data_loader",
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.training.datasets.data_samplers.build_pretraining_data_loader",
                "megatron.training.training.build_pretraining_data_loader",
            },
            "upstream.aliases": {"megatron.training.training.build_pretraining_data_loader"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.training.validation_data_loader",
            # "Phase is before_train." after "I thought so too at first, but no."
            "enable.phase": "before_train",
        },
        # The site taken back, the guessed phase, the companion's site and the gate's own keys as flags.
        nowhere=(
            "build_train_valid_test_data_loaders",
            "after_build_args",
            "get_train_valid_test_num_samples",
            "('PRIMUS_MLPERF'",
            "('eval_iters'",
        ),
        mentioned=(
            "build_train_valid_test_data_loaders",
            "PRIMUS_MLPERF",
            "eval_iters",
            "get_train_valid_test_num_samples",
            # The question and the guess about the third site, cited at the lines of their words, not of "Name  m:ss".
            "line 32",
            "line 35",
        ),
    ),
}
