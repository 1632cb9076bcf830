"""A Perl POD document, read as the Markdown it stands for, line for line.

POD writes its structure as commands at a line's start (``=head1 NAME``, ``=over`` ``=item *`` ``=back`` for a list,
``=begin comment`` ... ``=end comment`` for text no reader sees, ``=cut``) and its inline marks as letters with angle
brackets (``C<code>``, ``B<bold>``, ``I<italic>``, ``F<file>``, ``L<link>``, ``E<gt>`` for ">"); a paragraph indented
is verbatim, code. Read as Markdown, the commands are words, a comment block reads as the writer's claims, and every
name inside ``C<...>`` keeps its brackets. Here a heading is a heading, an item an item, a comment block and the
commands that say nothing (``=pod``, ``=encoding``, ``=over``, ``=back``, ``=cut``) blank lines, and the inline marks
Markdown's.
"""

from __future__ import annotations

import re

_HEADING = re.compile(r"^=head([1-6])\s+(.*)$")
_ITEM = re.compile(r"^=item\s*(?:\*|\d+\.?)?\s*(.*)$")
_SILENT = re.compile(r"^=(?:pod|encoding|over|back|cut|for)\b")
_BEGIN = re.compile(r"^=begin\s+(\S+)")
_END = re.compile(r"^=end\b")
# An inline mark: a letter and its angle brackets, doubled ("C<< a > b >>") when the text holds a bracket.
_MARK = re.compile(r"([A-Z])<<+\s(.*?)\s>>+|([A-Z])<([^<>]*)>")
_ENTITIES = {"gt": ">", "lt": "<", "verbar": "|", "sol": "/", "quot": '"', "amp": "&"}


def is_pod(text: str) -> bool:
    """Whether the report is POD: a ``=head1`` heading and another of POD's commands or marks."""
    return bool(re.search(r"^=head1\s", text, re.MULTILINE)) and bool(re.search(r"^=(?:cut|over|item|pod)\b|\bC<", text, re.MULTILINE))


def pod_lines(lines: list[str]) -> list[str]:
    """The document as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    hidden = False
    for line in lines:
        if hidden:
            hidden = not _END.match(line)
            out.append("")
            continue
        begun = _BEGIN.match(line)
        if begun:
            # "=begin comment": text no renderer shows; "=begin html" and the like are the writer's words in another form.
            hidden = begun.group(1).lower() == "comment"
            out.append("")
            continue
        heading = _HEADING.match(line)
        item = _ITEM.match(line)
        if heading:
            out.append("#" * int(heading.group(1)) + " " + _inline(heading.group(2)))
        elif item:
            out.append("- " + _inline(item.group(1)))
        elif _SILENT.match(line) or _END.match(line):
            out.append("")
        elif line.startswith((" ", "\t")):
            out.append(line)  # verbatim: code, indented as Markdown's code is
        else:
            out.append(_inline(line))
    return out


def _inline(text: str) -> str:
    """POD's inline marks as Markdown's, innermost first."""
    for _ in range(4):
        replaced = _MARK.sub(_marked, text)
        if replaced == text:
            break
        text = replaced
    return text


def _marked(match: re.Match[str]) -> str:
    letter = match.group(1) or match.group(3)
    words = match.group(2) if match.group(1) else match.group(4)
    if letter in ("C", "F"):
        return f"`{words}`"
    if letter == "B":
        return f"**{words}**"
    if letter == "I":
        return f"*{words}*"
    if letter == "E":
        return _ENTITIES.get(words, f"&{words};")
    if letter == "L":
        # "L</"WHAT IT DOES">", "L<text|target>": the words a reader sees.
        return words.split("|")[0].strip('/"') if "|" in words else words.strip('/"')
    return words
