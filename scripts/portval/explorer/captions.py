"""A meeting's captions (WebVTT, SubRip's .srt or YouTube's .sbv), read as the Markdown they stand for, line for line.

A recorded meeting's captions cut the talk into cues of a few seconds each: an optional number, a timing line
("00:00:19.600 --> 00:00:24.000") and a line or two of text, often opened by a voice tag (``<v Dana Whitfield>``), a
sentence running on into the next cue. Read as Markdown, every cue is a paragraph of its own that opens with its
timing: a sentence cut between two cues is two sentences ("before_train is" / "the torch profiler patch, not this
one"), and "It wraps `x`" loses the sentence before it that said whose patch "it" is. Here each turn of one speaker is
one list item: its first cue opens the item, the lines between its cues (the blank line, the number, the timing) hold
a no-break space so the turn reads as one paragraph, and the header, the notes and every tag are blank. A speaker is
named by a voice tag, or by a label ("MARCO: ...") where three cues or more open with one, as SubRip files name them
for want of tags (YouTube's ">> MARCO:" too, its ">>" alone a new speaker unnamed). A path or a name cut where a cue ends ("primus/backends/megatron/core/" then "transformer/layout.py") is made
whole on the cue's last line: read apart, it is two paths neither of which exists. A turn that opens by taking back
what its speaker said last ("No, you're right, scratch that.") strikes that speaker's last sentence before it.
"""

from __future__ import annotations

import re

from .chat_text import TAKES_BACK

_TIMING = re.compile(
    r"^\s*(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\s+-->\s+(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\b"
    # YouTube's SBV: "0:00:01.000,0:00:05.290".
    r"|^\s*\d{1,2}:\d{2}:\d{2}\.\d{3},\d{1,2}:\d{2}:\d{2}\.\d{3}\s*$"
)
_VOICE = re.compile(r"^<v(?:\.[\w.-]+)?\s+([^>]+)>")
# YouTube's mark of a new speaker at a cue's start, ">> MAYA: ..." (or ">>" alone).
_NEW_SPEAKER = re.compile(r"^>>\s*")
_LABEL = re.compile(r"^([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,2}):\s+")
# A path or a dotted name cut after its "/" or "." at a cue's end, and the rest of it at the next cue's start.
# A sentence's end ("my fork." then "Marco, ...") is no cut: a name cut at a dot has a dot or an underscore before it.
_CUT_NAME = re.compile(r"(?<!\S)(?:[\w./]*\w/|[\w]*[._][\w.]*\w\.)$")
# The rest opens lowercase, or is a class's dotted name ("DistributedDataParallel.zero_grad_buffer"), no new sentence.
_NAME_REST = re.compile(r"^(?:[a-z_][\w./]*|[A-Z]\w*\.[\w./]*\w)")
_TAG = re.compile(r"</?(?:v|c|i|b|u|lang|ruby|rt)(?:[.\s][^>]*)?>|<\d{2}:\d{2}[:.\d]*>")
# A line between two cues of one speaker's turn: not blank, so the turn stays one paragraph, and no word.
_TURN_GOES_ON = "\u00a0"


def is_captions(text: str) -> bool:
    """Whether the report is a caption file: a WEBVTT header, or three timed cues."""
    lines = text.split("\n")
    timings = sum(1 for line in lines if _TIMING.match(line))
    return timings >= 3 or (text.lstrip().startswith("WEBVTT") and timings >= 1)


def caption_lines(lines: list[str]) -> list[str]:
    """Each speaker's turn an item of its cues' words; every other line blank or, inside a turn, a no-break space."""
    out = [""] * len(lines)
    cues = _cues(lines)
    labelled = sum(1 for _, text in cues if text and _LABEL.match(_NEW_SPEAKER.sub("", lines[text[0]].strip()))) >= 3
    speaker: str | None = None
    turn_ends = -1  # the last line of the turn being read
    turns: list[tuple[str | None, list[int]]] = []  # each turn's speaker and the lines of its words
    for timing, text_lines in cues:
        first = lines[text_lines[0]].strip() if text_lines else ""
        # ">> MAYA:" opens a turn as a label does; ">>" alone, a turn whose speaker is not named.
        marked = _NEW_SPEAKER.match(first)
        first = first[marked.end() :] if marked else first
        voice = _VOICE.match(first)
        label = _LABEL.match(first)
        label = label if labelled else None
        who = voice.group(1).strip() if voice else label.group(1) if label else speaker
        continues = who == speaker and turn_ends >= 0 and not (marked and not label)
        if continues:
            for between in range(turn_ends + 1, text_lines[0] if text_lines else timing + 1):
                out[between] = _TURN_GOES_ON
        for position, number in enumerate(text_lines):
            words = _TAG.sub("", _VOICE.sub("", lines[number].strip())).strip()
            if position == 0 and marked:
                words = _NEW_SPEAKER.sub("", words)
            if position == 0 and label:
                words = words[label.end() :]
            if position == 0 and continues and (cut := _CUT_NAME.search(out[turn_ends])) and (rest := _NAME_REST.match(words)):
                out[turn_ends] = out[turn_ends][: cut.end()] + rest.group(0)
                words = words[rest.end() :].lstrip()
            if position == 0:
                words = re.sub(r"^[-*+]\s", "— ", words)  # a dash the speaker said, no list item of its own
            out[number] = f"- {words}" if position == 0 and not continues else words
        if text_lines and continues and turns:
            turns[-1][1].extend(text_lines)
        elif text_lines:
            turns.append((who, list(text_lines)))
        speaker = who
        turn_ends = text_lines[-1] if text_lines else timing
    return struck_back(out, turns)


# What a speaker says before taking back their own words: "No, you're right, scratch that."
_BEFORE_TAKING_BACK = re.compile(r"^\W*(?:(?:no|okay|ok|oh|wait|sorry|actually|hmm)\b[\s,.!]*)*(?:you['’]re\s+right\b[\s,.!]*)?", re.IGNORECASE)
# The end of a sentence inside a turn's words, before the next one starts.
_SENTENCE_END = re.compile(r"[.!?][\"')\]]?\s+(?=[A-Z\"'(])")


def struck_back(out: list[str], turns: list[tuple[str | None, list[int]]]) -> list[str]:
    """``out`` with the last sentence of a speaker's turn struck where their next turn opens by taking it back."""
    for index, (who, lines) in enumerate(turns):
        opening = re.sub(r"^-\s+", "", out[lines[0]])
        if not TAKES_BACK.match(opening[_BEFORE_TAKING_BACK.match(opening).end() :]):
            continue
        before = next((t for t in reversed(turns[:index]) if t[0] == who), None)
        if before is None:
            continue
        # The last sentence: from after the last sentence end before the turn's own end, over the lines it runs on.
        words = [re.sub(r"^-\s+", "", out[n]) for n in before[1]]
        joined = "\n".join(words)
        ends = [m.end() for m in _SENTENCE_END.finditer(joined.rstrip())]
        start = ends[-1] if ends else 0
        position = 0
        for number, text in zip(before[1], words):
            head = out[number][: len(out[number]) - len(text)]
            cut = min(max(start - position, 0), len(text))
            if text[cut:].strip():
                # A dotted name struck is quoted as code, as a struck path is elsewhere: the draft says it was taken back.
                struck = re.sub(r"(?<![\w`.])([A-Za-z_]\w*(?:\.\w+)+)(?![\w`])", r"`\1`", text[cut:].strip())
                out[number] = f"{head}{text[:cut]}~~{struck}~~"
            position += len(text) + 1
    return out


def _cues(lines: list[str]) -> list[tuple[int, list[int]]]:
    """Each cue's timing line and the lines of its text (up to the next blank line)."""
    cues: list[tuple[int, list[int]]] = []
    number = 0
    while number < len(lines):
        if _TIMING.match(lines[number]):
            text_lines = []
            following = number + 1
            while following < len(lines) and lines[following].strip():
                text_lines.append(following)
                following += 1
            cues.append((number, text_lines))
            number = following
        else:
            number += 1
    return cues
