"""FidoNet echomail as a BBS mail reader exports it (GoldED, SquishMail), read as the Markdown it stands for, line for
line.

Each message opens with a header between two rules of "=" ("From : Jan de Kok   2:280/464   Mon 09 Jun 25 22:41",
"To   : All", "Subj : ..."), then the echo's "AREA:" line and the kludges (lines opening with the byte 0x01: "^AMSGID:",
"^AREPLY:", "^APID: GED+LNX 1.1.5"); the body quotes the message it answers with the quoted writer's initials
(" JK> phase is build_args"); it closes with a tear line ("--- GoldED+/W32 1.1.5"), an origin line (" * Origin: ...
(2:280/464)") and the routing lines ("SEEN-BY: ...", "^APATH: ..."). Read as Markdown, a message's header and kludges
run into its first paragraph (a mail reader's "1.1.5" reads as a version) and a quote reads as the replier's own words.
Here each message's "From" line is a heading that names its writer, the rules, the header's other lines, the kludges and
the routing lines are blank, and a quoted line is a Markdown quotation: someone else's words, answered below it.
"""

from __future__ import annotations

import re

from .text import unfenced

_RULE = re.compile(r"^={20,}\s*$")
_FROM = re.compile(r"^From\s*:\s*(.*?)(?:\s{2,}\S.*)?$")
_HEADER = re.compile(r"^(?:To|Subj|Attr|Date)\s*:")
# The lines that say how a message travelled, not what it says: the echo, a kludge, the tear and origin lines, routing.
_TRANSPORT = re.compile(r"^(?:AREA:\S*|\x01|\^A[A-Z]+:|---(?:\s.*)?$|\s\*\sOrigin:|SEEN-BY:|PATH:)")
# " JK> text", "JK>> text", " > text": a line quoted from the message answered, after its writer's initials.
_QUOTED = re.compile(r"^\s?[A-Za-z]{0,3}>+\s?(.*)$")


def is_fidonet(text: str) -> bool:
    """Whether the report is FidoNet mail: a header between rules with "From :" and "Subj :", and an origin line or a
    kludge."""
    text = unfenced(text)
    return (
        re.search(r"^={20,}\s*\nFrom\s*:.*\n(?:.*\n){0,3}?Subj\s*:.*\n={20,}", text, re.MULTILINE) is not None
        and re.search(r"^(?:\s\*\sOrigin:|\x01MSGID:|\^AMSGID:|AREA:)", text, re.MULTILINE) is not None
    )


def fidonet_lines(lines: list[str]) -> list[str]:
    """The messages as Markdown (see the module's docstring)."""
    out: list[str] = []
    for line in lines:
        sender = _FROM.match(line)
        if sender:
            out.append(f"## Message from {sender.group(1).strip()}")
        elif _RULE.match(line) or _HEADER.match(line) or _TRANSPORT.match(line):
            out.append("")
        else:
            quoted = _QUOTED.match(line)
            out.append(f"> {quoted.group(1)}" if quoted and line.strip() else line)
    return out
