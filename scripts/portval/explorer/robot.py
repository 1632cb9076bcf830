"""A Robot Framework suite (a .robot file), read as the documentation and notes it holds, line for line.

A suite writes its sections under "*** Settings ***", "*** Variables ***", "*** Test Cases ***" and "*** Keywords ***";
its words are the suite's "Documentation" and each test's "[Documentation]", continued on "..." lines, with ``code`` in
double backquotes, and the writer's "#" comments; every other line is data the tests run on: a variable's value, a
keyword call and its arguments ("Build Default Args    use_turbo_autotune=${True}"), tags, libraries. Read as Markdown,
each comment is a heading, a test's documentation a code block, and a call's arguments read as the settings a patch
makes. Here the suite's documentation opens as its title, a section or a test's name is a heading, documentation and
comments are prose (a table row of the documentation an item, a "Metadata" setting a labelled item), and the data, the
steps and any commented-out step are blank.
"""

from __future__ import annotations

import re

_SECTION = re.compile(r"^\*{3}\s*(Settings?|Variables?|Test Cases?|Tasks?|Keywords?|Comments?)\s*\*{3}", re.IGNORECASE)
_CELLS = re.compile(r"\s{2,}|\t|\s+\|\s+")
_COMMENT = re.compile(r"^\s*#(\s*)(.*)$")
# A comment that is a rule, or a rule around a title: "# -----", "# --- not this patch -----".
_RULE = re.compile(r"[-=#*]{3,}\s*(?:([^-=#*].*?)\s*[-=#*]{3,})?")
# A comment that labels a value, in a word or two: "Owner:  training-infra", "Needs:  python -m pip install ...".
_LABEL = re.compile(r"^\w[\w.-]*(?: [\w.-]+)?:\s+\S")


def is_robot(text: str) -> bool:
    """Whether the report is a Robot Framework suite: two of its section headers ("*** Test Cases ***") or more."""
    return sum(1 for line in text.split("\n") if _SECTION.match(line)) >= 2


def robot_lines(lines: list[str]) -> list[str]:
    """The suite as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    section = ""
    documenting = titled = commented_out = False
    for number, line in enumerate(lines):
        commented_out = commented_out and line.lstrip().startswith("#")
        cells = [cell for cell in _CELLS.split(line.strip()) if cell]
        if header := _SECTION.match(line):
            section = header.group(1).lower().rstrip("s")
            out[number] = "" if section == "setting" else "## " + header.group(1).title()
            documenting = False
        elif comment := _COMMENT.match(line):
            # "#Wrapper Is Bound In Training Module" and the lines under it: a test commented out, not words.
            commented_out = (commented_out and bool(comment.group(2))) or bool(comment.group(2) and not comment.group(1))
            words = "" if commented_out else comment.group(2).strip()
            if rule := _RULE.fullmatch(words):
                # "# --- not this patch ---": a rule that names what follows it heads it; a bare rule is nothing.
                out[number] = "## " + rule.group(1).strip() if rule.group(1) else ""
            else:
                out[number] = ("- " + words) if _LABEL.match(words) else _inline(words)
            continue
        elif cells and cells[0] == "...":
            out[number] = _doc_line(_after_first_cell(line)) if documenting else ""
        elif not cells:
            documenting = False
        elif section == "setting":
            documenting = cells[0].lower() == "documentation"
            if documenting:
                words = _doc_line(_after_first_cell(line))
                out[number] = ("# " + words) if words and not titled else words
                titled = titled or bool(words)
            elif cells[0].lower() == "metadata" and len(cells) >= 3:
                out[number] = f"- {cells[1]}: {_inline(' '.join(cells[2:]))}"
        elif section in ("test case", "task", "keyword"):
            if not line[0].isspace():
                out[number], documenting = "### " + line.strip(), False
            else:
                documenting = cells[0].lower() == "[documentation]"
                out[number] = _doc_line(_after_first_cell(line)) if documenting else ""
    return out


def _after_first_cell(line: str) -> str:
    """The line after its first cell ("...", "Documentation", "[Documentation]") and the space after it."""
    return re.sub(r"^\s*\S+\s*", "", line, count=1)


def _doc_line(words: str) -> str:
    """A line of documentation: its words, a table row ("| ``a.b.f`` | line 49 |") an item of its cells."""
    words = words.strip()
    if words.startswith("|") and words.endswith("|"):
        return "- " + " | ".join(_inline(cell.strip()) for cell in words.strip("|").split("|"))
    return _inline(" ".join(words.split()))


def _inline(words: str) -> str:
    """Robot's inline markup as Markdown's: ``code`` in single backquotes, *bold* in double stars."""
    words = re.sub(r"``(.+?)``", r"`\1`", words)
    return re.sub(r"(?<![\w*`])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])", r"**\1**", words)
