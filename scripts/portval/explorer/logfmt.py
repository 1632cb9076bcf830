"""An analysis written as logfmt lines, read as the Markdown it stands for, line for line.

A logfmt record is one line of ``key=value`` pairs (``ts=... level=info component=scan msg="..." patch=x line=110``), a
value with spaces in double quotes. Read as text, the lines run into one paragraph and every ``key=value`` reads as a
setting: a record's ``level=info`` or ``component=neighbours`` becomes a flag, and a line about another patch gives
its gate to this one. Here each record is a list item: its message first, then its other fields as words and code
("patch `megatron.x.other`, env `USE_TE_SWIGLU`"), so a record naming another patch is that patch's and no field is a
setting; the time stamp, the level and the component, which say nothing of the patch, are left out.
"""

from __future__ import annotations

import re

_PAIR = re.compile(r'([A-Za-z_][\w.-]*)=("(?:[^"\\]|\\.)*"|\S*)')
_RECORD = re.compile(r'^\s*(?:[A-Za-z_][\w.-]*=(?:"(?:[^"\\]|\\.)*"|\S*)\s*)+$')
# Fields that say when, how loud and from where, not what.
_LEFT_OUT = ("ts", "time", "timestamp", "level", "lvl", "component", "caller", "logger")


def is_logfmt(text: str) -> bool:
    """Whether the report is logfmt: most of its lines are records of three pairs or more, with a ``msg=``."""
    lines = [line for line in text.split("\n") if line.strip()]
    records = [line for line in lines if _RECORD.match(line) and len(_PAIR.findall(line)) >= 3]
    return len(lines) >= 3 and 4 * len(records) >= 3 * len(lines) and any(re.search(r"(?:^|\s)msg=", line) for line in records)


def logfmt_lines(lines: list[str]) -> list[str]:
    """The records as Markdown (see the module's docstring), the line count unchanged; a line that is no record stays."""
    out: list[str] = []
    for line in lines:
        if not _RECORD.match(line) or not line.strip():
            out.append(line)
            continue
        fields = [(key, _value(value)) for key, value in _PAIR.findall(line)]
        message = next((value for key, value in fields if key in ("msg", "message")), "")
        rest = [f"{key} `{value}`" for key, value in fields if key not in (*_LEFT_OUT, "msg", "message") and value]
        out.append("- " + " — ".join(part for part in (message, ", ".join(rest)) if part))
    return out


def _value(written: str) -> str:
    """A field's value as it reads: a quoted one without its quotes and escapes."""
    if len(written) >= 2 and written[0] == written[-1] == '"':
        return re.sub(r"\\(.)", r"\1", written[1:-1])
    return written
