"""A recording's captions in TTML (W3C Timed Text, .ttml or .dfxp), read as the Markdown they stand for, line for line.

TTML is XML: a head of metadata (the title, the people speaking as ``<ttm:agent>``s with their names, styles and
regions), then a body of cues, each a ``<p begin=... end=...>`` naming its speaker by ``ttm:agent``, its line breaks
``<br/>`` and its styled runs ``<span tts:fontStyle="italic">`` (what a screen recording shows of the code). Read as XML,
every cue's times are versions, the head's namespaces and fonts are facts, and a sentence cut between two cues is two.

Here the head is blank but its title, a heading; as with WebVTT captions (see captions) each speaker's turn is one item,
its first cue opening it and its next cues going on its paragraph, and a turn that opens by taking back what its
speaker said last strikes that sentence. A styled run that reads as code (a name, a path, a call, a setting, a number)
is a code span; one of words stays words.
"""

from __future__ import annotations

import html
import re

from .captions import struck_back
from .text import dunders_quoted, line_at

_ROOT = re.compile(r"<tt\b[^>]*\bxmlns=[\"']http://www\.w3\.org/ns/ttml[\"']")
_CUE = re.compile(r"<p\b([^>]*)>(.*?)</p\s*>", re.DOTALL)
_AGENT = re.compile(r"<ttm:agent\b[^>]*\bxml:id=[\"']([^\"']+)[\"'][^>]*>(.*?)</ttm:agent\s*>", re.DOTALL)
_TITLE = re.compile(r"<ttm:title>(.*?)</ttm:title\s*>", re.DOTALL)
_SPAN = re.compile(r"<span\b[^>]*>(.*?)</span\s*>", re.DOTALL)
# A run that reads as code: it holds a mark no sentence of words does, or it is a number.
_CODE_LIKE = re.compile(r"[_./()=@\"\[\]{}:<>]|^\s*-?\d+(?:\.\d+)?\s*$")
_TURN_GOES_ON = "\u00a0"


def is_ttml(text: str) -> bool:
    """Whether the report is a TTML document: its ``<tt>`` root in the TTML namespace, and a cue."""
    return bool(_ROOT.search(text[:3000])) and "<p" in text


def ttml_lines(lines: list[str]) -> list[str]:
    """The title as a heading, each speaker's turn an item of its cues' words; every other line blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)
    title = _TITLE.search(text)
    if title:
        out[line_at(text, title.start(1))] = "# " + " ".join(html.unescape(title.group(1)).split())
    names = {agent.group(1): " ".join(html.unescape(re.sub(r"<[^>]*>", " ", agent.group(2))).split()) for agent in _AGENT.finditer(text)}
    speaker: str | None = None
    last = -1  # the last line of the turn being read
    turns: list[tuple[str | None, list[int]]] = []
    body = text.find("<body")
    for cue in _CUE.finditer(text, max(body, 0)):
        agent = re.search(r"\bttm:agent=[\"']([^\"']+)[\"']", cue.group(1))
        who = names.get(agent.group(1), agent.group(1)) if agent else speaker
        first, end = line_at(text, cue.start()), line_at(text, cue.end())
        words = _words(cue.group(2))
        continues = who == speaker and last >= 0 and all(not out[n].strip() or out[n] == _TURN_GOES_ON for n in range(last + 1, first))
        if continues:
            out[last + 1 : first] = [_TURN_GOES_ON] * (first - last - 1)
            turns[-1][1].append(first)
        else:
            turns.append((who, [first]))
        out[first] = words if continues else f"- {words}"
        out[first + 1 : end + 1] = [_TURN_GOES_ON] * (end - first)
        speaker, last = who, end
    return struck_back(out, turns)


def _words(cue: str) -> str:
    """A cue's words on one line: its line breaks spaces, a styled run that reads as code a code span, its entities decoded."""
    cue = re.sub(r"<br\b[^>]*>", " ", cue)
    cue = _SPAN.sub(lambda m: _run(m.group(1)), cue)
    words = html.unescape(re.sub(r"<[^>]*>", "", cue))
    # Outside code, a "<" would open a tag for Markdown.
    words = re.sub(r"(`[^`]*`)|<", lambda m: m.group(1) or "&lt;", words)
    return dunders_quoted(" ".join(words.split()))


def _run(inner: str) -> str:
    """A styled run: a code span where it reads as code."""
    words = html.unescape(re.sub(r"<[^>]*>", "", inner)).strip()
    return f"`{words}`" if words and _CODE_LIKE.search(words) and "`" not in words else inner
