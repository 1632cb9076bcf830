"""Round 573: a JavaScript module documented with JSDoc (a generator's // header, /** */ blocks with @file, @see {@link},
@description in Markdown, @example with captions, @deprecated, @typedef and @property, then frozen objects of settings):
a fourth step taken back, a legacy phase deprecated, the validate_args and fp4 patches beside it, and the handler's
strings in an example that read like settings."""

from __future__ import annotations

from .case import Case
from .names import MANUAL_SPLIT_DESCRIBED

REPORT = "five_hundred_seventy_third_jsdoc_module_decoder_pipeline_split.md"

TITLE = "five-hundred-and-seventy-third-round report (a JSDoc-documented JavaScript module)"
CASES = {
    REPORT: Case(
        allowed={
            **MANUAL_SPLIT_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_pipeline_split"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/validate_args_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        # The module read as its comments: @file the title, the description, the phase.
        required={"feature.id": "megatron.validate_args.decoder_pipeline_manual_split", "feature.patch_style": "source_rewrite", "enable.phase": "before_train"},
        # The handler's strings; the taken-back site; the deprecated phase; the fp4 patch's key and TE floor.
        nowhere=("new_code", "initialize.validate_args", "build_args", "'fp4'", "2.7.0"),
        mentioned=("megatron.training.initialize.validate_args", "decoder_pipeline_manual_split_list"),
    ),
}
