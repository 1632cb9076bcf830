"""A Fortran source file whose comments hold the findings, read as the Markdown it stands for, line for line.

A team whose performance model is Fortran keeps its notes on a patch where it models it: `!` comments, the doc
comments FORD and Doxygen read (`!!`, `!>`, `!<`), a "NOTE:" block, a call commented out, and a comment at a
declaration's end. Read as plain text, a comment's marker runs into the sentence it continues ("by transposing !!
sbhd q/k/v"), and the code (a `print` naming an environment variable, a `logical :: use_bshd = .false.`) reads as
statements. Here the comments are read and the code set aside as `code_comments` does: a comment line prose, a
statement commented out quoted, a declaration with a comment at its end quoted with its comment, other code blank.
"""

from __future__ import annotations

import re

from .code_comments import commented_code_lines
from .text import unfenced, written_in_prose_markup

# A comment: "!", "!!", "!>", "!<"; never an OpenMP or compiler directive ("!$omp", "!dir$", "!DEC$").
_MARKER = re.compile(r"!(?![$]|\w+\$)[!<>]?")
# A unit of Fortran, opened and closed: "module m", "pure function f(x)", "end subroutine s".
_UNIT = re.compile(
    r"^[ \t]*(?:(?:pure|elemental|recursive|impure|module)[ \t]+)*(?:module|program|subroutine|function|submodule)[ \t]*[\w(]",
    re.MULTILINE | re.IGNORECASE,
)
_UNIT_END = re.compile(r"^[ \t]*end[ \t]*(?:module|program|subroutine|function|submodule)\b", re.MULTILINE | re.IGNORECASE)
# A statement commented out: a call, a use, a block's opening or end, an output statement, or an assignment with no
# run of words in it (a sentence that holds "=", "Effective format = x if that is set", is prose).
_COMMENTED_OUT = re.compile(
    r"(?:call[ \t]+\w+[ \t]*\(|use[ \t]+\w+\b|if[ \t]*\(.*\)[ \t]*then\b|end[ \t]*(?:if|do|select|subroutine|function|module)\b"
    r"|do[ \t]+\w+[ \t]*=|(?:de)?allocate[ \t]*\(|print[ \t]*[*'\"(]|write[ \t]*\("
    # An assignment is lower case ("cfg%use_bshd = .true."): "Phase = before_train" is a note's label and its value.
    r"|(?-i:[a-z_][a-z0-9_%]*)(?:\([^()]*\))?[ \t]*=[ \t]*(?!=)(?!.*\b[a-z]{2,}[ \t]+[a-z]{2,}[ \t]+[a-z]{2,}\b).+)",
    re.IGNORECASE,
)
# A unit's first line, whole: "module perf_model", "pure function f(x) result(y)", "subroutine s(a, b)  ! note".
_UNIT_LINE = re.compile(
    r"[ \t]*(?:(?:pure|elemental|recursive|impure|module)[ \t]+)*(?:module|program|subroutine|function|submodule)[ \t]+\w+"
    r"[ \t]*(?:\([^()]*\))?[ \t]*(?:result[ \t]*\([ \t]*\w+[ \t]*\))?[ \t]*(?:!.*)?",
    re.IGNORECASE,
)


def is_fortran(text: str) -> bool:
    """Whether the report is Fortran source with comments, outside any Markdown fence: a unit opened first and ended,
    and three comment lines or more; a Markdown heading or prose markup rules it out."""
    text = unfenced(text)
    if re.search(r"^#{1,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    # The first line that is no comment opens a unit ("module perf_model"): a line of prose there is a report that
    # quotes Fortran.
    first = next((line for line in text.split("\n") if line.strip() and not re.match(r"\s*!", line)), "")
    if not _UNIT_LINE.fullmatch(first):
        return False
    comments = len(re.findall(rf"^[ \t]*{_MARKER.pattern}", text, re.MULTILINE))
    return bool(_UNIT.search(text)) and bool(_UNIT_END.search(text)) and comments >= 3


def fortran_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    return commented_code_lines(lines, _MARKER, _COMMENTED_OUT)
