"""Constraints a report states without a Python comparison: "`x` must be true", "`x` greater than 1 and at most 8",
and the rows of a constraints table (columns Param, Op, Value), each as a condition with its span in the sentence."""

from __future__ import annotations

import ast
import re
from typing import Any

from .paths import IDENT
from .sentences import DENIED_AFTER, Sentence, cells
from .text import CODE_SPAN, plain_text, python_tree

# What one found condition is: the condition, whether it must hold, the text it was read from, its span in the sentence.
Condition = tuple[ast.expr, bool, str, int, int]

_MUST = re.compile(r"\s*(?:must|has to|have to|needs? to|is required to)\s+(not\s+)?be\s*", re.IGNORECASE)
_WORD_VALUE = re.compile(r"(true|false|none|null)\b", re.IGNORECASE)
_JOIN = re.compile(r"\s*(?:,|,?\s*or)\s*$")
_BOUND = re.compile(
    r"\s*(?:and\s+)?(greater than or equal to|less than or equal to|greater than|more than|above|at least|at most|no more than|"
    r"less than|below|>=|<=|>|<)\s+(-?\d+)\b",
    re.IGNORECASE,
)
_BOUND_OPS = {
    "greater than or equal to": ">=",
    "less than or equal to": "<=",
    "greater than": ">",
    "more than": ">",
    "above": ">",
    "at least": ">=",
    "at most": "<=",
    "no more than": "<=",
    "less than": "<",
    "below": "<",
}
_KEY = re.compile(r"[a-z_][a-z0-9_]*")


def worded(sentence: Sentence) -> list[Condition]:
    """ "`key` must (not) be `v` [or `w`]" / true / false / `None`, and "`key` greater than 1 and at most 8"."""
    segments = sentence.segments
    spans = list(CODE_SPAN.finditer(sentence.text))
    codes = [i for i, (kind, _) in enumerate(segments) if kind == "code"]
    found: list[Condition] = []
    for position, index in enumerate(codes):
        key = segments[index][1]
        if not _KEY.fullmatch(key) or index + 1 >= len(segments) or position >= len(spans):
            continue
        after = segments[index + 1][1]
        start, end = spans[position].start(), spans[position].end()
        must = _MUST.match(after)
        values: list[Any] = []
        if must and after[must.end() :].strip() == "" and index + 2 < len(segments):
            # "`key` must be `v`", maybe "or `w`".
            cursor = position + 1
            while cursor < len(codes):
                values.append(_scalar(segments[codes[cursor]][1]))
                end = spans[cursor].end() if cursor < len(spans) else end
                joiner = segments[codes[cursor] + 1][1] if codes[cursor] + 1 < len(segments) else ""
                if re.match(r"\s*,?\s*(?:or|unless|except)\b", joiner) and not _JOIN.fullmatch(joiner):
                    # "must be `None` or in `[0, 1)`": an alternative no value states, so the whole is no condition.
                    values.append(_NO)
                if cursor + 1 >= len(codes) or not _JOIN.fullmatch(joiner):
                    break
                cursor += 1
        elif must and (word := _WORD_VALUE.match(after[must.end() :])):
            values.append(_scalar(word.group(1)))
            end += len(after[: must.end()]) + word.end()
            if re.match(r"\s*,?\s*(?:or|unless|except)\b", after[must.end() + word.end() :]):
                # "must be null or in [0, 1)": the word is one of the values allowed, the rest said in words.
                values.append(_NO)
        if must and values and all(v is not _NO for v in values):
            negated = bool(must.group(1))
            op = (ast.NotIn() if negated else ast.In()) if len(values) > 1 else (ast.NotEq() if negated else ast.Eq())
            value = values if len(values) > 1 else values[0]
            node = ast.Compare(left=ast.Name(id=key, ctx=ast.Load()), ops=[op], comparators=[ast.Constant(value=value)])
            found.append((node, True, plain_text(sentence.text[start:end]), start, end))
            continue
        bounds, cursor = [], 0
        while bound := _BOUND.match(after, cursor):
            bounds.append((_BOUND_OPS.get(bound.group(1).lower(), bound.group(1)), int(bound.group(2))))
            cursor = bound.end()
        if bounds and DENIED_AFTER.match(after[cursor:]):
            # "`interval` < 1 is NOT an error, it is clamped": the bound the report names is one nothing enforces.
            continue
        if bounds:
            # "`tp_size` * `ep_size` <= 1": the key is the last operand of a product or sum, which is what is bounded.
            operands, first = [key], position
            while first >= 1 and codes[first] - codes[first - 1] == 2 and _ARITHMETIC.fullmatch(segments[codes[first] - 1][1]):
                operands.insert(0, f"{segments[codes[first - 1]][1]} {segments[codes[first] - 1][1].strip().replace('×', '*')}")
                first -= 1
            if first < position:
                start = spans[first].start()
            subject = " ".join(operands)
            text = " and ".join(f"{subject} {op} {number}" for op, number in bounds)
            # "raises ValueError(...) if `tp_size * ep_size <= 1`": what raises is what must not hold.
            before = re.split(r"[.;]\s", sentence.text[:start])[-1]
            holds = not RAISED_IF.search(before)
            if not holds and (REJECTS_WHAT.search(plain_text(before)) or RAISED_AT_WHAT.search(plain_text(before))):
                # "raises ValueError at the first DataLoader construction with `num_workers` > 0": when the check runs.
                continue
            found.append((python_tree(text, mode="eval").body, holds, plain_text(sentence.text[start : end + cursor]), start, end + cursor))
    return found


# "rejects an unknown start method ... when": a check that names what it rejects, then when it runs.
REJECTS_WHAT = re.compile(r"\brejects?\s+(?!if\b|when\b|(?:it|this|that|them|runs?|configs?)\b)\w[^;]*?\b(?:when|once|as soon as)\s+[^;]*$", re.IGNORECASE)
# "PyTorch raises `ValueError` at the first DataLoader construction with `num_workers > 0`": the comparison names the
# object the error shows up at, not what is rejected.
RAISED_AT_WHAT = re.compile(
    r"\b(?:raise[sd]?|rejects?)\b[^;]*?\b(?:at|on|during|in)\s+(?:the\s+|an?\s+|its\s+|every\s+)?(?:first\s+|next\s+)?"
    r"[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}\s+(?:with|where|that\s+has)\s*$",
    re.IGNORECASE,
)
# An operator joining two operands of a product or a sum ("`tp_size` * `ep_size`").
_ARITHMETIC = re.compile(r"\s*[*+/×-]\s*")
# "raises ValueError(...) if", "errors out when", "fails if", "rejects": the condition after it is the one that fails the
# run, so what must hold is its negation (an assert's condition, by contrast, is what must hold).
RAISED_IF = re.compile(r"\braise[sd]?\b|\berrors?\s+(?:if|when|out)\b|\bfails?\s+(?:if|when)\b|\brejects?\b", re.IGNORECASE)


_NO = object()


def _scalar(text: str) -> Any:
    """A value as a report writes it in words or a code span: true / false / None / null, a literal, else the text."""
    lowered = {"true": True, "false": False, "none": None, "null": None}
    if text.strip().lower() in lowered:
        return lowered[text.strip().lower()]
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return text.strip() if re.fullmatch(r"[\w.+-]+", text.strip()) else _NO
    return value if value is None or isinstance(value, (bool, int, float, str)) else _NO


_TABLE_OPS = {"==": "==", "=": "==", "!=": "!=", "≠": "!=", "<": "<", "<=": "<=", "≤": "<=", ">": ">", ">=": ">=", "≥": ">=", "in": "in"}
_TABLE_OPS |= {"not in": "not in", "not_in": "not in"}


def constraints_table(sentence: Sentence) -> tuple[list[Condition], str | None]:
    """A row of a table with columns Param, Op and Value: its condition, or why it cannot be written as one.

    Returns ([], None) for a sentence that is no such row.
    """
    headers = [h.strip().lower() for h in sentence.table.split(" | ")] if sentence.row and sentence.table else []
    columns = {name: next((i for i, h in enumerate(headers) if re.match(pattern, h)), None) for name, pattern in _COLUMNS.items()}
    if any(index is None for index in columns.values()):
        return [], None
    row = cells(sentence)
    param, op, value = (plain_text(row[i]) if i < len(row) else "" for i in columns.values())
    operator = _TABLE_OPS.get(op.lower())
    literal = _scalar(value) if value not in ("", "—", "-") else _NO
    if not re.fullmatch(IDENT, param) or operator is None or literal is _NO:
        return [], f"`{param} {op} {value}`".replace("  ", " ")
    text = f"{param} {operator} {literal!r}"
    node = python_tree(text, mode="eval").body
    return [(node, True, f"{param} {op} {value}", 0, len(sentence.text))], None


_COLUMNS = {"param": r"param(?:eter)?s?\b|key\b|name\b|setting\b", "op": r"op(?:erator)?s?\b|comparison\b", "value": r"values?\b"}
