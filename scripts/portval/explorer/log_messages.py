"""Where a revision's message starts in a version-control history, shared by the readers of `bzr log`, `cvs log` and
`hg log`: each puts a revision's first message line, what the revision is about, in the revision's heading.
"""

from __future__ import annotations

from collections.abc import Callable

LineTest = Callable[[str], object]


def first_message_line(lines: list[str], index: int, *, ends: LineTest, opens: LineTest | None = None, skip: LineTest | None = None) -> int:
    """The index of the first line of the message of the revision whose heading is `lines[index]`, or -1 if it has none.

    The message starts after the line `opens` matches (right after the heading where `opens` is None); its first line
    is the first non-blank one there that `skip` does not match (a header the format prints between the heading and the
    message). A line `ends` matches closes the revision: met first, the revision has no message.
    """
    started = opens is None
    for later in range(index + 1, len(lines)):
        line = lines[later]
        if ends(line):
            return -1
        if not started:
            started = bool(opens(line))
        elif line.strip() and not (skip and skip(line)):
            return later
    return -1
