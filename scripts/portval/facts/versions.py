"""Version specifiers (``>=0.12.0,<0.17``, ``==2.4.*``, ``~=2.4``) parsed once.

The generated scaffold compares installed versions against the parsed
clauses (operator and release tuple; ``portval_checks.version_satisfies``),
so it needs no ``packaging`` import and never parses a specifier itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

OPERATORS = ("==", "!=", ">=", "<=", ">", "<", "~=")
ALLOWED = "comma-separated clauses like '>=0.12.0', '<0.17', '==2.4.*', '~=2.4'"

# A whole specifier, for JSON Schema (the parser below is the authority).
PATTERN = r"^\s*(==|!=|>=|<=|>|<|~=)\s*\d+(\.\d+)*(\.\*)?\s*(,\s*(==|!=|>=|<=|>|<|~=)\s*\d+(\.\d+)*(\.\*)?\s*)*$"

_CLAUSE = re.compile(r"\s*(==|!=|>=|<=|>|<|~=)\s*(\d+(?:\.\d+)*)(\.\*)?\s*")


MAX_DIGITS = 18


def _shown(part: str, limit: int = 60) -> str:
    """A clause as an error message quotes it: repr, cut to ``limit`` characters."""
    shown = repr(part.strip())
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


class VersionSpecError(ValueError):
    """A specifier that does not parse; the message names the clause."""


@dataclass(frozen=True)
class Clause:
    """One comparison: ``op`` against the ``release`` numbers; ``prefix`` for ``==X.*``."""

    op: str
    release: tuple[int, ...]
    prefix: bool = False

    def __str__(self) -> str:
        return f"{self.op}{'.'.join(map(str, self.release))}{'.*' if self.prefix else ''}"


def parse_specifier(text: str) -> tuple[Clause, ...]:
    """Parse a comma-separated specifier into clauses, refusing anything else."""
    clauses = []
    for part in text.split(","):
        match = _CLAUSE.fullmatch(part)
        if not match:
            raise VersionSpecError(f"the clause {_shown(part)}")
        op, numbers, star = match.groups()
        if star and op not in ("==", "!="):
            raise VersionSpecError(f"the clause {_shown(part)} ('.*' works with == and != only)")
        if op == "~=" and "." not in numbers:
            raise VersionSpecError(f"the clause {_shown(part)} ('~=' needs at least two numbers)")
        release = numbers.split(".")
        if any(len(n) > MAX_DIGITS for n in release):
            # Python will not even read an integer of more than 4,300 digits; no release number needs 19.
            raise VersionSpecError(f"a release number of more than {MAX_DIGITS} digits in the clause {_shown(part)}")
        clauses.append(Clause(op, tuple(int(n) for n in release), bool(star)))
    return tuple(clauses)
