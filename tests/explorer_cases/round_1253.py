"""Round 1253: a brown-bag talk's presenter notes exported from Keynote (slides, [click] and [build] marks, asides, a
Q&A): a setup phase in the first draft of the deck taken back, a `setup_logging` wrapper scratched, `stderr_sink_level`,
`sink_level` and `file_sink_level` that look like switches, the level map's fallback that is no constraint, the
`maxtext.logger` and `sequence_parallel_tp1` siblings, the `args_patches.py` re-export, `primus_turbo`/TE denied, the
`PRIMUS_PATCHES` allow-list, an open question on the "args" key and one container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_third_keynote_presenter_notes_logging_level.md"

ID = "megatron.args.logging_level"
FILE = "primus/backends/megatron/patches/args/logging_level_patches.py"
TITLE = "one-thousand-two-hundred-and-fifty-third-round report (presenter notes exported from Keynote)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Set logging level based on stderr_sink_level"}),
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            # "Nothing is rebound", "there's no symbol" (lines 66 and 68).
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level"}),
            "implementation.primus_file": FILE,
            # "there is no enable flag" (line 36); PRIMUS_PATCHES is the global allow-list.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "build_args",
            # 20 only with the shipped default INFO (line 61); the other levels depend on the config.
            "enable.side_effects": {("logging_level", 20)},
            # "Needs: nothing beyond what Primus already imports" (line 20).
            "requires.packages": set(),
            "requires.platform": frozenset({None, "any"}),
            "requires.backend_versions": set(),
            # "No asserts, no raises in the handler. Zero implicit constraints." (line 70).
            "constraints": set(),
        },
        # Thin: implementation.primus is left out; line 18 gives the file and the handler's bare name, and the dotted
        # path is only derived from them.
        required={
            "feature.id": ID,
            "feature.summary": "Set logging level based on stderr_sink_level",
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus_file": FILE,
            "enable.phase": "build_args",
        },
        nowhere=(
            "setup_logging",
            "megatron.training",
            "max_logging",
            "primus_logger",
            "maxtext",
            "logger_patches",
            "jaxlib",
            "sequence_parallel",
            "tensor_model_parallel_size",
            "args_patches",
            "file_sink_level",
            "PRIMUS_PATCHES",
            "primus_turbo",
            "transformer_engine",
            "Transformer Engine",
            "torch",
            "2.8.0",
            "7.0",
            "core_r0.14.0",
            "before_train",
            "level_map",
            "check_true",
            "backend_args",
            "full_replacement",
            "drop_in",
            "function_wrapping",
            "binding_replacement",
        ),
        mentioned=(
            "megatron.training.initialize.setup_logging",
            "max_logging.log",
            "file_sink_level",
            "PRIMUS_PATCHES",
            "tensor_model_parallel_size == 1",
            "primus_turbo",
        ),
    ),
}
