"""A Neorg note (.norg, the notes format of Neovim's Neorg), read as the Markdown it stands for, line for line.

Neorg writes a heading after asterisks ("* Title", "** Patch logic") with its text indented under it, a bullet after
dashes ("- ", "-- " one level deeper), a numbered item after tildes ("~ "), a task's state in parentheses after its
dash ("(x)" done, "(_)" cancelled, "(?)" uncertain), a term to define after "$ ", code between "@code python" and
"@end", the note's metadata between "@document.meta" and "@end", bold between asterisks, italics between slashes, struck text between single dashes ("-wrong-") and a link in braces
("{/ path}[label]", "{* Heading}"). Read as Markdown, every heading is a bullet, the indented text may read as code and
the dashes as words. Here each is its Markdown form: the indentation outside code is gone, a term is a label
("Installer:") over its definition, a link is its label (a file's link its path too), a cancelled task struck, an
uncertain one led by "Not sure:", and the metadata is blank.
"""

from __future__ import annotations

import re

from .text import outside_code_spans, unfenced

_HEADING = re.compile(r"^\s*(\*{1,6})\s+(.+?)\s*$")
_CODE_OPEN = re.compile(r"^\s*@code(?:\s+(\w+))?\s*$")
_RANGED_END = re.compile(r"^\s*@end\s*$")
_LIST_ITEM = re.compile(r"^\s*(-{1,6}|~{1,6})\s+(.*)$")
_TASK = re.compile(r"^\(([ x\-_?!+=])\)\s*")
_TERM = re.compile(r"^\s*\$\s+(.+?)\s*$")
# Links: "{/ file}[label]" as its label and its file, "{:note:}[label]" and "{https://x}[label]" as their label, "{* Heading}"
# as the heading.
_LINKS = (
    (re.compile(r"\{/\s*([^{}]*?)\s*\}\[([^\]]*)\]"), r"\2 (`\1`)"),
    (re.compile(r"\{[^{}]*\}\[([^\]]*)\]"), r"\1"),
    (re.compile(r"\{[*#]+\s*([^{}]*)\}"), r"\1"),
    (re.compile(r"\{(?:[:/]\s*)?([^{}]*?)(?::)?\}"), r"\1"),
)
_EMPHASIS = (
    (re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])"), r"**\1**"),
    (re.compile(r"(?<![\w/:])/(?=[^\s/])([^/]+?)(?<=[^\s/])/(?![\w/])"), r"*\1*"),
    (re.compile(r"(?<![\w-])-(?=[^\s\->])(.+?)(?<=[^\s-])-(?![\w-])"), r"~~\1~~"),
)


def is_neorg(text: str) -> bool:
    """Whether the report is a Neorg note: its metadata block, or asterisk headings with two marks only Neorg writes
    (outside any Markdown fence; an org file's "#+TITLE:" rules it out)."""
    if text.lstrip().startswith("@document.meta"):
        return True
    text = unfenced(text)
    if not re.search(r"^\*{1,6} \S", text, re.MULTILINE) or re.search(r"^#\+(?:TITLE|BEGIN_)", text, re.MULTILINE | re.IGNORECASE):
        return False
    # A shell's "~ $ " prompt is no list item (the fences a Markdown report pastes prompts in are gone already).
    marks = (
        r"^[ \t]*@code\b",
        r"^[ \t]*@end[ \t]*$",
        r"\{:[^{}]*:\}",
        r"\{\* [^{}]+\}",
        r"\{/ [^{}]+\}",
        r"^[ \t]*~ (?!\$)\S",
        r"^[ \t]*\$ [A-Za-z][^\n]*\n[ \t]+\S",
    )
    return sum(bool(re.search(mark, text, re.MULTILINE)) for mark in marks) >= 2


def neorg_lines(lines: list[str]) -> list[str]:
    """The note as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    code: str | None = None  # the indentation a code block's lines are written at, while inside one
    meta = False
    for line in lines:
        if meta and (_HEADING.match(line) or not line.strip()):
            # A metadata block its writer never closed ends where the note's text begins.
            meta = False
        if meta:
            meta = not _RANGED_END.match(line)
            out.append("")
        elif code is not None:
            if _RANGED_END.match(line):
                code = None
                out.append("```")
            else:
                out.append(line.removeprefix(code))
        elif line.strip().startswith("@document.meta"):
            meta = True
            out.append("")
        elif opened := _CODE_OPEN.match(line):
            code = line[: len(line) - len(line.lstrip())]
            out.append("```" + (opened.group(1) or ""))
        elif heading := _HEADING.match(line):
            out.append("#" * len(heading.group(1)) + " " + _inline(heading.group(2)))
        elif term := _TERM.match(line):
            out.append(f"{_inline(term.group(1))}:")
        elif item := _LIST_ITEM.match(line):
            marker = "- " if item.group(1)[0] == "-" else "1. "
            task = _TASK.match(item.group(2))
            text = _inline(item.group(2)[task.end() :] if task else item.group(2))
            state = task.group(1) if task else ""
            if state == "_":
                text = f"~~{text}~~"  # a cancelled task: taken back
            elif state == "?":
                text = f"Not sure: {text}"  # an uncertain one: the writer's doubt
            box = {"x": "[x] ", "_": "", "?": ""}.get(state, "[ ] ") if task else ""
            out.append("  " * (len(item.group(1)) - 1) + marker + box + text)
        elif re.fullmatch(r"\s*(?:_{3,}|={3,})\s*", line):
            out.append("---")
        else:
            out.append(_inline(line.strip()))
    return out


def _inline(text: str) -> str:
    return outside_code_spans(text, (*_LINKS, *_EMPHASIS))
