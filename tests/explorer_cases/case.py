"""What one explorer report (or one row of an inventory in it) must draft, and what it must never draft."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Case:
    """The expectations of one case: a report, or "report@patch" for one row of an inventory table.

    - ``allowed``: field -> the values a draft may hold (a set for lists and mappings; one value, or a frozenset of the
      values one may be, for scalars). A drafted value outside it is wrong.
    - ``mentioned``: every site, flag, constraint, package and version the report names; each must be a drafted value
      or appear in a TODO ("line N": a TODO quoting that line).
    - ``required``: the values the report states plainly, which the draft must hold (lists and mappings: these entries
      at least; "upstream.sites": symbols and aliases together). A draft that turned them into TODOs would pass the
      first two checks by stating nothing. The first round's cases were written without it.
    - ``nowhere``: text no drafted value may contain (feature.id and feature.summary aside): the traps of the report.
    """

    allowed: dict[str, Any]
    mentioned: tuple[str, ...]
    required: dict[str, Any] | None = None
    nowhere: tuple[str, ...] | None = None
