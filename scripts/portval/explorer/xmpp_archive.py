"""A chat room's XMPP archive (the stanzas a client or a server dumps, MAM results: <message> elements with a <body>),
read as the Markdown it stands for, line for line.

Read as XML of its own schema, an archive is mostly plumbing (addresses, namespaces, stanza ids, data forms), each
attribute a "fact" ("FORM_TYPE: urn:xmpp:mam:2"), and a message corrected later (XEP-0308: a message carrying
``<replace id="..."/>`` replaces the words of the message with that id) still states what its sender took back. Here
each message's body is an item on the line it stands on, a message a correction replaces is struck through, a room's
subject is a heading, and everything else is blank.
"""

from __future__ import annotations

import html
import re

# The stanzas of one chat message, innermost: a groupchat or chat <message> that holds a <body> or a <subject>.
_MESSAGE = re.compile(r"<message\b[^>]*>(?:(?!</?message\b).)*?</message\s*>", re.DOTALL)
_BODY = re.compile(r"<body\b[^>]*>(.*?)</body\s*>", re.DOTALL)
_SUBJECT = re.compile(r"<subject\b[^>]*>(.*?)</subject\s*>", re.DOTALL)
_IDS = re.compile(r"<message\b[^>]*\bid=['\"]([^'\"]+)['\"]|<origin-id\b[^>]*\bid=['\"]([^'\"]+)['\"]")
_REPLACE = re.compile(r"<replace\b[^>]*xmlns=['\"]urn:xmpp:message-correct:0['\"][^>]*\bid=['\"]([^'\"]+)['\"]|<replace\b[^>]*\bid=['\"]([^'\"]+)['\"][^>]*xmlns=['\"]urn:xmpp:message-correct:0['\"]")


def is_xmpp_archive(text: str) -> bool:
    """Whether the report is XMPP stanzas: messages in the jabber:client namespace, at least one with a body."""
    return "jabber:client" in text[:20000] and bool(_BODY.search(text))


def xmpp_lines(lines: list[str]) -> list[str]:
    """Each message's body, or a room's subject, on its line, as the module's docstring says; every other line blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    said: dict[str, int] = {}  # a message's ids -> the line its body stands on
    replaced: list[str] = []
    for message in _MESSAGE.finditer(text):
        inner = message.group(0)
        body, subject = _BODY.search(inner), _SUBJECT.search(inner)
        found = body or subject
        if not found:
            continue
        line = text.count("\n", 0, message.start() + found.start())
        words = " ".join(html.unescape(found.group(1)).split())
        out[line] = f"## {words}" if found is subject else f"- {words}"
        for ids in _IDS.findall(inner):
            said.update({i: line for i in ids if i})
        replaced += [a or b for a, b in _REPLACE.findall(inner)]
    for id_ in replaced:
        line = said.get(id_)
        if line is not None and out[line].startswith("- "):
            # The words a correction replaced: what its sender took back.
            out[line] = f"- ~~{out[line][2:]}~~"
    return out
