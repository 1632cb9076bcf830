"""A manual page as man(1) prints it with its formatting kept, read as the Markdown it stands for, line for line.

``man ./notes.1 > notes.txt`` with the formatting kept (``MAN_KEEP_FORMATTING``, or a pager's output saved as is)
writes bold as each character struck over itself ("N\\bNA\\bA..."), underline as "_\\b" before each character, and breaks a
long word at the right margin with a hyphen (U+2010), going on at the next line's first word. Read as text, a patch id
in bold is a run of doubled letters and a hyphenated one two halves. Here each line is rendered as the terminal shows
it, a word broken at the margin is put back together on the line it starts on (the next line keeps the rest of its
words), a bold name in running text is a code span, a section's name at the left margin a heading, the page's header
and footer lines blank, and the body's indent taken off.
"""

from __future__ import annotations

import re
from collections import Counter

# "PORT-NOTES(1)      Primus Porting Notes      PORT-NOTES(1)": the page's header or footer.
_TITLE_LINE = re.compile(r"^\S+\(\w+\)\s.*\s\S+\(\w+\)\s*$|^\S.*\s{2,}\S.*\s{2,}\S+\(\w+\)\s*$")
_HYPHEN = "\u2010"


def is_man_output(text: str) -> bool:
    """Whether the report is a manual page as man(1) prints it with bold kept: overstruck characters, and a title line."""
    return text.count("\b") >= 10 and bool(re.search(r"^\S+\(\w+\)\s", text, re.MULTILINE))


def man_output_lines(lines: list[str]) -> list[str]:
    """Each line as Markdown (see the module's docstring), the line count unchanged."""
    rendered = [_rendered(line) for line in lines]
    for index in range(len(rendered) - 1):
        text, bold = rendered[index]
        following, following_bold = rendered[index + 1]
        start = len(following) - len(following.lstrip())
        word = re.match(r"\S+", following[start:])
        if text.endswith(_HYPHEN) and word:
            end = start + word.end()
            rendered[index] = (text[:-1] + following[start:end], bold[:-1] + following_bold[start:end])
            rest = following[end:].lstrip()
            rendered[index + 1] = (following[:start] + rest, following_bold[:start] + following_bold[len(following) - len(rest) :])
    # The body's indent is the one most of its lines have (man indents paragraphs 7 columns, a display deeper).
    indents = Counter(len(t) - len(t.lstrip()) for t, _ in rendered if t.strip() and t[0] == " ")
    indent = indents.most_common(1)[0][0] if indents else 0
    out = []
    for text, bold in rendered:
        if not text.strip() or _TITLE_LINE.match(text):
            out.append("")
        elif not text[0].isspace():
            out.append("## " + text.strip().capitalize())
        else:
            marked = _marked(text, bold)
            out.append(marked[min(indent, len(marked) - len(marked.lstrip())) :])  # the body's indent, never its words
    return out


def _rendered(line: str) -> tuple[str, list[bool]]:
    """The line as shown, and for each character whether it was struck bold."""
    shown: list[str] = []
    bold: list[bool] = []
    position = 0
    while position < len(line):
        if position + 2 < len(line) and line[position + 1] == "\b":
            under, over = line[position], line[position + 2]
            shown.append(over)
            bold.append(under == over and not over.isspace())
            position += 3
            continue
        shown.append(line[position])
        bold.append(False)
        position += 1
    return "".join(shown), bold


def _marked(text: str, bold: list[bool]) -> str:
    """``text`` with each word struck bold put in backticks, its closing punctuation left outside."""
    out: list[str] = []
    position = 0
    for run in re.finditer(r"\S+", text):
        word = run.group(0)
        trail = re.search(r"[.,;:]*$" if "(" in word else r"[.,;:)]*$", word).group(0)
        core = word[: len(word) - len(trail)]
        if core and all(bold[run.start() : run.start() + len(core)]) and re.search(r"[A-Za-z_]", core):
            out.append(text[position : run.start()] + f"`{core}`{trail}")
        else:
            out.append(text[position : run.end()])
        position = run.end()
    out.append(text[position:])
    return "".join(out)
