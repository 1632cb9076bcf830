"""Round 229: a Javadoc block in a Python string: {@code} spans wrapped over lines and nested braces, a {@link} to
the handler, <p> paragraphs and <ul><li> lists, block tags in a run (@param, @return, a @throws and a @since that the
corrections take back, three @see entries of other patches)."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL_ALLOWED

REPORT = "two_hundred_twenty_ninth_javadoc_comment_logging_level.md"

TITLE = "two-hundred-and-twenty-ninth-round report (a Javadoc block)"
CASES = {
    REPORT: Case(
        allowed=LOGGING_LEVEL_ALLOWED,
        required={"feature.id": "megatron.args.logging_level", "feature.summary": "Set logging level based on stderr_sink_level"},
        # The @since phase and the @throws taken back; the @see entries' keys; the runner's variable.
        nowhere=("before_train", "ValueError", "tensorboard_dir", "sequence_parallel", "PRIMUS_PATCHES"),
        mentioned=("stderr_sink_level",),
    ),
}
