"""Every error a user can cause, under one base class.

The scripts turn a ``UserError`` into one line on stderr and exit code 2;
anything else reaching the user is a bug in this bundle.
"""

from __future__ import annotations

from .escape import shorten, visible


class UserError(Exception):
    """Something the user gave us is wrong; ``str(error)`` is the whole message."""


class FactsError(UserError):
    """A facts file that cannot be used: names the file, line, field, found and allowed."""

    def __init__(self, file: str, line: int | None, field: str, found: str, expected: str):
        self.file = file
        self.line = line
        self.field = field
        self.found = found
        self.expected = expected
        where = f"{shorten(file, 200)}:{line}" if line else shorten(file, 200)
        message = f"{where}: {shorten(field, 120) if field else '(top level)'}: found {shorten(found, 200)}, expected {expected}"
        # One visible line of ordinary length, whatever the file name or the facts hold.
        super().__init__(visible(message))


class FactsErrors(FactsError):
    """Every problem of one facts file; reads as the first, and ``messages`` holds one line per problem."""

    def __init__(self, errors: list[FactsError]):
        first = errors[0]
        super().__init__(first.file, first.line, first.field, first.found, first.expected)
        self.errors = tuple(errors)
        self.messages = tuple(str(e) for e in errors)


class TablesError(UserError):
    """The tolerance tables in references/test-templates.md are malformed."""


class OutputError(UserError):
    """The output directory cannot be written safely."""
