"""A Vim help file (a plugin's doc/*.txt), read as the Markdown it stands for, line for line.

Vim's help format opens with "*name.txt*  description", parts sections between lines of "=" (or "-"), each opened by a
title with its *tags* at the right margin, makes a line ending in " ~" a heading of its own, links tags as |tag|, and
writes an example in a block opened by a line ending in " >" (or ">" alone) and closed by a line opening with "<" or by
the next line at the margin; a modeline ("vim:tw=78:ft=help:") ends it. Read as Markdown, a line of "=" turns the line
above it into a heading (an example's "<" among them), the indented words under a "~" heading are a code block and an
example runs on into the prose that leads it. Here the first line is the title; a separator blank; the title after it
a section heading without its tags; a "~" line a subheading; an example code, fenced on its opening line when that is
">" alone or on the blank line after it, and on its closing "<" or the blank line after its last line (an example
that leaves no line for a fence is a list of its lines in code spans, led by its lead ending in ":"); an indented row
of columns an item, its first column the term before a dash, the lines indented to its second column going on with it;
other indented lines dedented; a |link| its tag's words; the modeline blank.
"""

from __future__ import annotations

import re

_FIRST_LINE = re.compile(r"^\*[\w.-]+\.txt\*\s")
_SEPARATOR = re.compile(r"^\s*(?:={20,}|-{20,})\s*$")
_TAGS = re.compile(r"(?:\s+\*[^*\s]+\*)+\s*$")
_MODELINE = re.compile(r"^\s*vim:.*\bft=help\b")
_SUBHEADING = re.compile(r"^(\S.*?)\s+~\s*$")
# "Example (Primus pipeline schedule) >", ">" alone: an example opens below. "a -> b" is no opening.
_OPENER = re.compile(r"^(?:(.*\S)\s+)?>\s*$")
_LINK = re.compile(r"\|([^|\s]+)\|")
# An indented row of columns: its first column, two spaces or more, the rest.
_COLUMNS = re.compile(r"^\s+(\S+(?: \S+)*?)\s{2,}(\S.*)$")


def is_vim_help(text: str) -> bool:
    """Whether the report is a Vim help file: its first line names the file as a tag ("*name.txt*") or its modeline
    sets ft=help, and a line of "=" or "-" parts its sections."""
    lines = text.split("\n")
    named = bool(lines) and bool(_FIRST_LINE.match(lines[0]))
    modeline = any(_MODELINE.match(line) for line in lines[-5:])
    return (named or modeline) and any(_SEPARATOR.match(line) for line in lines)


def vim_help_lines(lines: list[str]) -> list[str]:
    """The help file as Markdown (see the module's docstring), the line count unchanged."""
    out = [""] * len(lines)
    titled = False  # the next line with words is the title of the section a separator opened
    number = 0
    while number < len(lines):
        line = lines[number]
        if number == 0 and _FIRST_LINE.match(line):
            out[number] = "# " + _words(line.split("*", 2)[2].strip() or line.strip("* "))
        elif _SEPARATOR.match(line):
            titled = True
        elif _MODELINE.match(line):
            pass
        elif titled and line.strip():
            out[number] = "## " + _words(_TAGS.sub("", line).strip())
            titled = False
        elif heading := _SUBHEADING.match(line):
            out[number] = "### " + _words(heading.group(1))
        elif opener := _OPENER.match(line):
            number = _example(lines, number, opener.group(1), out)
            continue
        elif row := _COLUMNS.match(line):
            # "  torch        all_gather_into_tensor / ...": a row of columns, the first its term; the lines below indented
            # to its second column go on with it.
            out[number] = f"- {_words(row.group(1))} — {_words(row.group(2).rstrip(' ~'))}"
            column = row.start(2)
            while number + 1 < len(lines) and lines[number + 1].strip() and _indent(lines[number + 1]) >= column - 2:
                number += 1
                out[number] = "  " + _words(lines[number].strip())
        else:
            out[number] = _words(_TAGS.sub("", line).strip().removesuffix(" ~")) if line.strip() else ""
        number += 1
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _example(lines: list[str], opening: int, lead: str | None, out: list[str]) -> int:
    """Write the example opened at ``opening`` into ``out``; the index of the first line after it."""
    end = opening + 1
    while end < len(lines) and not lines[end].startswith("<") and not (lines[end].strip() and not lines[end][0].isspace()):
        end += 1
    code = list(range(opening + 1, end))
    # The line that holds the opening fence: the opening line when ">" is all it says, else a blank line right after it.
    opens = opening if lead is None else (code[0] if code and not lines[code[0]].strip() else None)
    # The line that holds the closing fence: the "<" alone, else a blank line after the last line of code.
    closing = end if end < len(lines) and lines[end].strip() == "<" else None
    if closing is None and code and not lines[code[-1]].strip() and code[-1] != opens:
        closing = code[-1]
    if lead is not None:
        out[opening] = _words(lead) + ":"
    if opens is not None and closing is not None:
        out[opens], out[closing] = "```", "```"
        for index in code:
            if index not in (opens, closing):
                out[index] = lines[index]
    else:
        # No line for a fence: each line of code an item of the list its lead opens, in a code span, so the lead (an
        # example, a made-up config) still leads it.
        for index in code:
            out[index] = f"- ``{lines[index].strip()}``" if lines[index].strip() else ""
    if end < len(lines) and lines[end].startswith("<") and end != closing:
        out[end] = _words(lines[end][1:].strip())
    return end + 1 if end < len(lines) and lines[end].startswith("<") else end


def _words(text: str) -> str:
    """A line's words with each |link| as its tag."""
    return _LINK.sub(r"\1", text)
