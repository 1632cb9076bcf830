"""A record kept in Jsonnet, read as the Markdown it stands for, line for line.

Jsonnet writes objects in braces (``name: {`` ... ``},``), binds names with ``local x = ...;``, adds to a field with
``+:``, joins strings with ``+`` and comments with ``//`` and ``/* ... */``. Read as text, a comment and the fields
around it run into one paragraph: "// Neighbours. Not part of this patch." stops speaking of the object below it, and
"Hypothetical" in a block comment hedges nothing after its full stop. Here each object is a section headed by its
name (camel case spaced: ``patchLogic+: {`` is "patch logic", ``local neighbours = {`` "neighbours"), nested ones a
level deeper; each field a list item with its string unquoted and a string joined from locals written out
(``fmg + '._f'`` as the dotted path it makes) and a ``std.format`` call of literals the string it makes; an array's
elements items of its field's item; a comment after a field the item's note; a run of comment lines one item, so the
words stand beside the fields they explain.
"""

from __future__ import annotations

import ast
import re

from .config_text import comment_item, has_markdown_marks
from .textproto import unquoted

# "local record = {", "summary: {", "patchLogic+: {", "record + {": a line opening an object, and the name it gives it.
_OPEN = re.compile(r"^\s*(?:local\s+)?([A-Za-z_$][\w$]*)\s*(?:\+?::?:?|=|\+)\s*(?:[A-Za-z_$][\w$]*\s*\+\s*)?\{\s*$")
_CLOSE = re.compile(r"^\s*\}\s*[,;]?\s*$")
# "phase: 'before_train',", "local fmg = '...';", "patchLogic+: [...]": a field or a binding and its value.
_FIELD = re.compile(r"^\s*(?:local\s+)?([A-Za-z_$][\w$]*|'[^']*'|\"[^\"]*\")\s*(?:\+?::?:?|=)\s*(.*?)\s*[,;]?\s*$")
_STRING = r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\""
_LOCAL_STRING = re.compile(rf"^\s*local\s+([A-Za-z_$][\w$]*)\s*=\s*({_STRING})\s*;")


def is_jsonnet(text: str) -> bool:
    """Whether the report is Jsonnet: ``//`` or ``/* */`` comments, two objects or more opened on their own lines,
    four fields, and what only Jsonnet writes among such configs (a ``local`` binding, ``std.``, a ``+:`` field)."""
    lines = text.split("\n")
    if has_markdown_marks(lines):
        return False
    comments = any(line.lstrip().startswith(("//", "/*")) for line in lines)
    opened = sum(1 for line in lines if _OPEN.match(_code(line)))
    fields = sum(1 for line in lines if _FIELD.match(_code(line)) and not _OPEN.match(_code(line)))
    # "[ \t]*" after "^", not "\s*": a blank that may run over newlines tries again from every line.
    jsonnet = re.search(r"^[ \t]*local[ \t]+[A-Za-z_$][\w$]*[ \t]*=|\bstd\.\w+\(|^[ \t]*[A-Za-z_$][\w$]*\+:", text, re.MULTILINE)
    return comments and opened >= 2 and fields >= 4 and bool(jsonnet)


def jsonnet_lines(lines: list[str]) -> list[str]:
    """The record as Markdown (see the module's docstring), the line count unchanged."""
    locals_ = {m.group(1): unquoted(m.group(2)) for line in lines if (m := _LOCAL_STRING.match(line))}
    out = [""] * len(lines)
    depth = 0
    in_block = False  # inside a "/* ... */" comment
    closer = ""  # inside a field's array ("]") or call (")"), its elements on the lines below
    commenting = False  # the line before was a comment: the next comment goes on with it
    skip = 0  # lines a call written out on its field's line took
    for number, line in enumerate(lines):
        stripped = line.strip()
        nested = "  " if closer else ""
        if skip:
            skip -= 1
            continue
        if in_block or stripped.startswith("/*"):
            words = stripped.removeprefix("/*")
            in_block = "*/" not in words
            words = words.split("*/")[0].strip().lstrip("*").strip()
            item, commenting = comment_item(words, commenting) if words else ("", commenting)
            out[number] = nested + item if item else ""
            continue
        if stripped.startswith("//"):
            item, commenting = comment_item(stripped.lstrip("/"), commenting)
            out[number] = nested + item if item else ""
            continue
        commenting = False
        code, note = _code(line), _note(line)
        noted = f" — {note}" if note else ""
        if closer:
            if re.match(rf"^\s*\{closer}\s*[,;)]?\s*$", code):
                closer = ""
            elif code.strip():
                out[number] = f"  - {_value(code.strip(), locals_)}{noted}"
            continue
        if opened := _OPEN.match(code):
            depth += 1
            out[number] = "#" * min(depth + 1, 6) + " " + _spaced(opened.group(1)) + noted
        elif _CLOSE.match(code):
            depth = max(depth - 1, 0)
        elif field := _FIELD.match(code):
            # The record's own camel-case keys as words ("patchId" is "patch id"); a config key keeps its underscores.
            key, value = _spaced(unquoted(field.group(1)), lower=False), field.group(2)
            formatted = _formatted(value, lines[number + 1 :]) if value.endswith("(") else None
            if formatted:
                # "what: std.format('... %s ...', [x])" over three lines: the string it makes, on the field's line.
                out[number] = f"- {key}: {formatted[0]}{noted}"
                skip = formatted[1]
            elif value.endswith(("[", "(")):
                # "rebinds: [": the elements follow on the lines below, each an item of the field's.
                closer = "]" if value.endswith("[") else ")"
                out[number] = f"- {key}:{noted}"
            else:
                out[number] = f"- {key}: {_value(value, locals_)}{noted}"
        elif code.strip() and not re.fullmatch(r"[\s\])},;]*", code):
            # "record + { patchLogic+: { rebinds: [...] } }": an expression of its own, an item as written.
            out[number] = f"- {code.strip()}{noted}"
    return out


def _formatted(opening: str, below: list[str]) -> tuple[str, int] | None:
    """``std.format(`` and the lines below up to its closing parenthesis, as the string it makes and the number of lines
    it took; None for any other call, or arguments that are not literals."""
    if not opening.endswith("std.format("):
        return None
    for count in range(1, min(len(below), 12) + 1):
        if re.match(r"^\s*\)\s*[,;]?\s*$", _code(below[count - 1])):
            try:
                template, arguments = ast.literal_eval("(" + " ".join(_code(line) for line in below[: count - 1]) + ")")
                return str(template) % tuple(arguments), count
            except (ValueError, SyntaxError, TypeError):
                return None
    return None


def _code(line: str) -> str:
    """A line without its trailing ``//`` comment (one inside a string is kept)."""
    quote = ""
    for index, char in enumerate(line):
        if quote:
            quote = "" if char == quote and line[index - 1] != "\\" else quote
        elif char in "'\"":
            quote = char
        elif line.startswith("//", index):
            return line[:index].rstrip()
    return line.rstrip()


def _note(line: str) -> str:
    code = _code(line)
    return line[len(code) :].strip().lstrip("/").strip()


def _value(value: str, locals_: dict[str, str]) -> str:
    """A field's value as it reads: a string unquoted, a string joined from strings and ``local`` strings written out
    (``fmg + '._f'``), anything else as written."""
    value = value.strip().removesuffix(",").removesuffix(";").strip()
    if value.startswith("[") and value.endswith("]"):
        # "[fmg + '._f']", "['torch', 'megatron-core']": an array on one line, its elements read one by one.
        return ", ".join(_value(element, locals_) for element in _elements(value[1:-1]))
    parts = [part.strip() for part in value.split("+")]
    if len(parts) > 1 and all(re.fullmatch(_STRING, part) or part in locals_ for part in parts):
        return "".join(locals_[part] if part in locals_ else unquoted(part) for part in parts)
    return unquoted(value)


def _elements(inside: str) -> list[str]:
    """The elements of an array written on one line, split at the commas outside strings."""
    elements, quote, start = [], "", 0
    for index, char in enumerate(inside):
        if quote:
            quote = "" if char == quote and inside[index - 1] != "\\" else quote
        elif char in "'\"":
            quote = char
        elif char == ",":
            elements.append(inside[start:index])
            start = index + 1
    elements.append(inside[start:])
    return [element.strip() for element in elements if element.strip()]


def _spaced(name: str, lower: bool = True) -> str:
    """An object's name as words: "patchLogic" is "patch logic", "rejected_designs" "rejected designs"; a field's key
    (``lower=False``) only has its camel case spaced, "configKey" as "config key", "use_turbo_x" as written."""
    if not lower:
        return re.sub(r"(?<=[a-z0-9])(?=[A-Z][a-z])", " ", name).lower() if re.fullmatch(r"[a-z]+(?:[A-Z][a-z0-9]*)+", name) else name
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).replace("_", " ").lower()
