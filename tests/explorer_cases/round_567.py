"""Round 567: an Emacs Muse document (#title directives, ; comments, * headings, =monospace=, tables of || and |,
term :: definition lists, <example> and <src> blocks, footnotes): a third bullet the Corrections take back by its
number, a first reading taken back with "That is wrong: without PRIMUS_MLPERF=1 ... the stock pre_trainer.yaml sets
eval_iters: 0", the validation loader patch beside it, upstream's formula and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_sixty_seventh_emacs_muse_validation_num_samples.md"

TITLE = "five-hundred-and-sixty-seventh-round report (an Emacs Muse document)"
PATCH = "megatron.training.validation_num_samples"
SUMMARY = "Fix validation sample count to eval_iters * global_batch_size instead of scaling with train_iters"
SITE = "megatron.training.training.get_train_valid_test_num_samples"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.validation_data_sampling_patches.patch_validation_num_samples"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("PRIMUS_MLPERF", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The document read as its sections: the description in the summary table, the one site.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": {SITE}},
        # The bullet taken back; the stock config's value; the companion's sites; the supposed config's values.
        nowhere=("build_train_valid_test_data_loaders", "eval_iters', 0", "build_pretraining_data_loader", "eval_interval", "MLPERF_VERBOSE"),
        mentioned=("build_train_valid_test_data_loaders", "PRIMUS_MLPERF", "eval_iters"),
    ),
}
