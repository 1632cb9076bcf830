"""A CMakeLists.txt whose comments and messages hold the findings, read as the Markdown it stands for, line for line.

A team building its kernel port with CMake keeps its notes where every configure log shows them: `#` comment blocks
(a title under a rule of dashes), `message(STATUS "...")` and `message(WARNING "...")` calls, `set()` variables and
`option()` switches mirroring the patch's settings, and a target commented out when it was abandoned. Read as
Markdown, every comment line is a first-level heading, so no sentence runs over two lines and a correction on the
next line corrects nothing. Here a comment is prose (the short line under a rule a heading), a message its words, a
`set()` a list item naming the variable and its values, an `option()` an item with its help and its default, a line
of code commented out a quotation (set aside, never stated), and every other line of code blank.
"""

from __future__ import annotations

import re

from .config_text import hash_comment, led_by_conditions
from .text import name_as_code, unfenced, written_in_prose_markup

_COMMENT = re.compile(r"^\s*#(?!\[\[)\s?(.*)$")
_MESSAGE = re.compile(
    r'^\s*message\s*\(\s*(?:STATUS|WARNING|NOTICE|VERBOSE|DEBUG|AUTHOR_WARNING|DEPRECATION|SEND_ERROR|FATAL_ERROR)?\s*"((?:[^"\\]|\\.)*)"\s*\)',
    re.IGNORECASE,
)
_SET = re.compile(r"^\s*set\s*\(\s*([A-Za-z_][\w-]*)\s*(.*?)\s*(\)?)\s*$", re.IGNORECASE)
_OPTION = re.compile(r'^\s*option\s*\(\s*([A-Za-z_]\w*)\s+"((?:[^"\\]|\\.)*)"\s*(\w+)?\s*\)', re.IGNORECASE)
# A line of CMake commented out: a command and its opening parenthesis.
_CODE = re.compile(r"^[a-z_]+\s*\(.*$")


def is_cmake_lists(text: str) -> bool:
    """Whether the report is a CMakeLists.txt: `cmake_minimum_required()` or two CMake commands, and comments, outside
    any Markdown fence; a Markdown heading below the first level or a fence rules it out."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S|^```", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    commands = re.findall(
        r"^(?:cmake_minimum_required|project|add_library|add_executable|target_\w+|find_package|option|set)\s*\(",
        text,
        re.MULTILINE | re.IGNORECASE,
    )
    required = re.search(r"^cmake_minimum_required\s*\(", text, re.MULTILINE | re.IGNORECASE)
    return bool(required or len(commands) >= 3) and len(re.findall(r"^[ \t]*#", text, re.MULTILINE)) >= 3


def cmake_lines(lines: list[str]) -> list[str]:
    """The file as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    in_set = False  # among the values of a set() that runs over lines
    bracket = ""  # the "]]" (with its equals signs) that closes the #[[ ... ]] comment the line is in
    conditions: list[str] = []  # what the open if() blocks test
    for index, line in enumerate(lines):
        if bracket:
            # A bracket comment: the block set aside, its words quoted, never stated.
            closes = bracket in line
            words = line.split(bracket, 1)[0].strip() if closes else line.strip()
            bracket = "" if closes else bracket
            out.append(f"> {words}" if words else "")
            continue
        if opened := re.match(r"^\s*#\[(=*)\[(.*)$", line):
            closing = f"]{opened.group(1)}]"
            words = opened.group(2).split(closing, 1)[0].strip()
            bracket = "" if closing in opened.group(2) else closing
            out.append(f"> {words}" if words else "")
            continue
        if test := re.match(r"^\s*(if|elseif)\s*\((.*)\)\s*$", line, re.IGNORECASE):
            if test.group(1).lower() == "elseif" and conditions:
                conditions.pop()
            conditions.append(" ".join(test.group(2).split()))
            out.append("")
            continue
        if re.match(r"^\s*(?:else|endif)\s*\(", line, re.IGNORECASE):
            if line.strip().lower().startswith("endif") and conditions:
                conditions.pop()
            elif conditions:
                conditions[-1] = f"NOT ({conditions[-1]})"
            out.append("")
            continue
        if conditions and not _COMMENT.match(line) and line.strip():
            # A command an if() block holds runs only when its test holds: led by it, never stated plainly.
            said = _said(line)
            out.append(led_by_conditions(said, conditions))
            continue
        said = hash_comment(lines, index, _CODE)
        if said is not None:
            out.append(said)
            continue
        if in_set:
            in_set = not line.rstrip().endswith(")")
            out.append("  - " + _values(line.strip().rstrip(")")) if line.strip().rstrip(")").strip() else "")
            continue
        if _MESSAGE.match(line):
            out.append(_said(line))
        elif option := _OPTION.match(line):
            name, help_text, default = option.groups()
            out.append(f"- option {name}: {help_text}" + (f" (default {default})" if default else ""))
        elif setting := _SET.match(line):
            name, values, closed = setting.groups()
            in_set = not closed
            out.append(f"- {name}: {_values(values)}".rstrip().rstrip(":") + (":" if not values and not closed else ""))
        else:
            out.append("")
    return out


def _values(text: str) -> str:
    """A command's values as words: quoted strings without their quotes, a one-word name a code span."""
    values = re.findall(r'"((?:[^"\\]|\\.)*)"|(\S+)', text)
    shown = [quoted or bare for quoted, bare in values]
    return ", ".join(name_as_code(v) for v in shown if v)


def _said(line: str) -> str:
    """What a command line says: a message's words, "" for any other command."""
    message = _MESSAGE.match(line)
    return message.group(1).replace('\\"', '"') if message else ""
