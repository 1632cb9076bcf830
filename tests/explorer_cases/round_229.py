"""Round 229: a Javadoc block in a Python string: {@code} spans wrapped over lines and nested braces, a {@link} to
the handler, <p> paragraphs and <ul><li> lists, block tags in a run (@param, @return, a @throws and a @since that the
corrections take back, three @see entries of other patches)."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_twenty_ninth_javadoc_comment_logging_level.md"

TITLE = "two-hundred-and-twenty-ninth-round report (a Javadoc block)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.summary": frozenset({None, "Set logging level based on stderr_sink_level"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.logging_level_patches.patch_logging_level"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.logging_level", "feature.summary": "Set logging level based on stderr_sink_level"},
        # The @since phase and the @throws taken back; the @see entries' keys; the runner's variable.
        nowhere=("before_train", "ValueError", "tensorboard_dir", "sequence_parallel", "PRIMUS_PATCHES"),
        mentioned=("stderr_sink_level",),
    ),
}
