"""A chat copied or exported as plain text, one message a line, read as the Markdown it stands for, line for line.

WhatsApp writes ``[03/12/2026, 10:14:02] Name: message`` (or ``03/12/2026, 10:14 - Name: message``), KakaoTalk
``[Name] [오후 3:02] message``, an IRC client ``[10:02:11] <nick> message``. Read as Markdown, a run of such lines is one
paragraph: a question in one message hedges the next, and a message that takes another back ("no wait, that's not
ours") reaches the messages around it. Here each message is a list item of its own, without its time stamp and
speaker; a line without them continues the message above it. A message that is only a starred word (``*build_args``)
is the chat's way of correcting a word of the same writer's message before it: that message is struck through, since
which of its words the star replaces is the writer's to say, and the starred word stays as written. So is the writer's
message before one that opens "scratch that" or "I was wrong".

A Zoom meeting's saved chat heads each message with "10:04:12 From  Dana  to  Everyone:" and indents its words; a
Google Meet transcript puts each speaker's name on a line over their words, an Otter.ai transcript the name and the
time ("Priya Raman  0:42"). Each message or turn is an item, and a Zoom
reply that opens by taking back ("scratch that") or setting apart ("different ticket") the message it quotes strikes
that message through.

Telegram Desktop heads each message with a line of its own (``Dana Okafor, [03.12.2026 10:14]``), WeChat's exports with
its time first (``2025-12-02 10:14:03 Zhao Min``), and marks a reply (``[In reply to Dana Okafor]``, or the quoted
message in corner brackets over a dashed rule): the headers, markers, quotes and the export's own header are blank,
and a reply that opens by taking back what it answers ("scratch that, I was reading the docstring") strikes that
message through.

LINE writes ``10:02<TAB>Name<TAB>message`` under date lines, a message of several lines in double quotes: the title line
is the heading, the dates, the events it logs and the quotes are blank. WeeChat's log writes ``2025-11-18
10:04:05<TAB>@nick<TAB>message``, each line an IRC message: the client's and the network's lines ("-->" a join, "--" a
topic) are blank, a line of pasted code, its indent kept, is code, and a line in lower case right after one of the same
nick goes on with it (IRC cuts a long message into lines). irssi's log writes ``09:42 < alice> message`` between
``--- Log opened`` and ``--- Day changed`` lines, the network's lines after ``-!-`` and the names list in brackets: those
are blank, a message's lines read as WeeChat's, a message that is only ``== What it does ==`` a heading, and one that
opens "correction to what I said at 09:58" strikes that writer's message of 09:58 through. HexChat's log writes ``Mar 10
09:43:10 <nick><TAB>message`` between ``**** BEGIN LOGGING AT`` lines, the client's and the network's lines after
``*<TAB>``: those are blank, and a message's lines read as WeeChat's.
"""

from __future__ import annotations

import re

from .text import dunders_quoted

# HexChat's time stamp, as its default "%b %d %H:%M:%S" writes it: "Mar 10 09:43:10".
_HEXCHAT_TIME = r"[A-Z][a-z]{2}\s+\d{1,2}\s+\d{1,2}:\d{2}:\d{2}"
# A message's opening: its time stamp and its speaker, in the exports' own orders.
_MESSAGE = re.compile(
    r"^(?:"
    r"\[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\]\s*(?:<(?P<nick>[^>\n]{1,40})>|(?P<name>[^:\n\]]{1,40}):)"  # [date, time] Name:
    r"|\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\s+-\s+(?P<android>[^:\n]{1,40}):"
    r"|\[(?P<kakao>[^\]\n]{1,40})\]\s*\[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\]"  # [Name] [time]
    r"|\d{1,2}:\d{2}(?::\d{2})?\s+<(?P<irc>[^>\n]{1,40})>"  # 10:02 <nick>
    r"|\d{1,2}:\d{2}\t(?P<line>[^\t\n]{1,40})\t"  # LINE: 10:02<TAB>Name<TAB>
    r"|\d{4}-\d{2}-\d{2}\s+\d{1,2}:\d{2}:\d{2}\t(?P<weechat>[^\t\n]{1,40})\t"  # WeeChat: date time<TAB>nick<TAB>
    rf"|{_HEXCHAT_TIME}\s+<(?P<hexchat>[^>\n]{{1,40}})>(?=\t)"  # HexChat: Mar 10 09:43:10 <nick><TAB>
    r")(?(weechat)|[ \t]?)(?P<text>.*)$"
)
# Telegram Desktop's export: "Dana Okafor, [03.12.2026 10:14]" on a line of its own, the message on the lines below.
# WeChat's exports put the time first: "2025-12-02 10:14:03 Zhao Min" (a space, not WeeChat's tab, before the name).
_HEADER = re.compile(
    r"^(?:(?P<name>[^,\n\[\]]{1,40}),\s*\[\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\]"
    r"|\d{4}-\d{2}-\d{2}\s+\d{1,2}:\d{2}(?::\d{2})? +(?P<timed>\S[^\t\n]{0,39}?))\s*$"
)
# A WeChat reply quotes what it answers in corner brackets, over a dashed rule: "「Wang Lei: ...」" then "- - - -".
_QUOTED = re.compile(r"^\s*「[^」]*」\s*$|^\s*-(?:\s+-){3,}\s*$")
_REPLY = re.compile(r"^\s*\[In reply to (?:this message|(?P<name>[^\]\n]{1,40}))\]\s*$", re.IGNORECASE)
_FORWARDED = re.compile(r"^\s*\[Forwarded from [^\]\n]{1,40}\]\s*$", re.IGNORECASE)
# A reply that takes back the message it answers, as its first words ("scratch that", "scratch the H2D bit"); or denies
# it ("I don't think it does.", "no, it doesn't").
TAKES_BACK = re.compile(
    r"^\W*(?:scratch (?:that|the)\b|ignore (?:that|my last)\b|I was wrong\b|that(?:'s|\s+is|\s+was)\s+wrong\b|not true\b|strike that\b"
    r"|I don'?t think (?:it|that|so)\b|(?:no|nope),?\s+it (?:doesn'?t|does not|isn'?t|is not)\b)",
    re.IGNORECASE,
)
# A message that takes back the same writer's message before it: "scratch that, I was misremembering".
_SELF_TAKE_BACK = re.compile(r"^\W*(?:scratch that|strike that|ignore (?:that|my last)|I was wrong)\b", re.IGNORECASE)
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
# A message that corrects a word of the one before it: "*build_args", "build_args*".
_STAR_CORRECTION = re.compile(r"^\s*(?:\*[^\s*]+(?:\s+[^\s*]+){0,2}|[^\s*]+(?:\s+[^\s*]+){0,2}\*)\s*$")


# A Zoom meeting's saved chat: "10:04:12 From  Dana Whitfield  to  Everyone:" on a line of its own, the message on the
# tab-indented lines below; a reaction and the quote a reply opens with are lines of their own.
_ZOOM_HEADER = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?\s+From\s+(?P<name>.+?)\s+to\s+(?P<to>.+?):\s*$")
_ZOOM_REACTION = re.compile(r"^\tReacted to \".*\" with .*$")
_ZOOM_REPLY = re.compile(r'^\tReplying to "(?P<quote>.*?)(?:\.\.\.|…)?"\s*$')
# A reply that sets what it answers apart as another ticket's: "different ticket though, let's not mix it in".
_SETS_APART = re.compile(r"^\W*(?:(?:a\s+)?(?:different|another|separate|other)\s+(?:ticket|patch|issue|PR|story))\b", re.IGNORECASE)


# A Google Meet transcript as Docs saves it: a title, "Attendees" and their names, "Transcript", the service's note,
# then each turn as the speaker's name on a line of its own and their words below, a time stamp every few minutes.
_MEET_NOTE = re.compile(r"^This editable transcript was computer generated\b", re.MULTILINE)
_MEET_CLOCK = re.compile(r"^\d{1,2}:\d{2}:\d{2}\s*$")
_MEET_END = re.compile(r"^Meeting ended after\b")
# A speaker's name on a line of its own: up to four words, no digits.
_SPEAKER = re.compile(r"[^\W\d_][\w.'-]*(?: [^\W\d_][\w.'-]*){0,3}")


def is_meet_transcript(text: str) -> bool:
    """Whether the report is a Google Meet transcript: its "Transcript" heading with the service's note, or its
    attendees and closing line."""
    return bool(_MEET_NOTE.search(text)) or (
        bool(re.search(r"^Attendees\s*$", text, re.MULTILINE)) and bool(re.search(r"^Meeting ended after\b", text, re.MULTILINE))
    )


def meet_lines(lines: list[str]) -> list[str]:
    """Each turn a list item on its first line, its further lines the item's own; the title a heading; the attendees,
    the service's note, the time stamps, the speakers' names and the closing line blank."""
    out = [""] * len(lines)
    heading = next((i for i, line in enumerate(lines) if line.strip()), None)
    if heading is not None:
        out[heading] = "# " + lines[heading].strip()
    attendees = next((i for i, line in enumerate(lines) if line.strip() == "Attendees"), None)
    names = {n.strip() for n in lines[attendees + 1].split(",")} if attendees is not None and attendees + 1 < len(lines) else set()
    above = ""  # what the line above was: "" (nothing of a turn), "name" (a speaker's name) or "words" (their words)
    for index, line in enumerate(lines):
        stripped = line.strip()
        if index == heading or attendees is not None and index in (attendees, attendees + 1):
            continue
        if not stripped or stripped == "Transcript" or _MEET_NOTE.match(stripped) or _MEET_CLOCK.match(stripped) or _MEET_END.match(stripped):
            above = ""
            continue
        followed = index + 1 < len(lines) and bool(lines[index + 1].strip())
        if stripped in names or (not above and followed and _SPEAKER.fullmatch(stripped)):
            above = "name"
            continue
        out[index] = {"name": "- ", "words": "  "}.get(above, "") + stripped
        above = "words" if above else ""
    return out


# An Otter.ai transcript exported as text: a title, the date and length ("Thu, Jun 12, 2025 3:04PM • 18:37"), "SUMMARY
# KEYWORDS" and "SPEAKERS" each over a line of their own, then each turn as "Name  0:42" over a paragraph of their
# words, and the service's line at the end.
_OTTER_TURN = re.compile(r"^(?P<name>[^\W\d_][\w.'-]*(?: [^\W\d_][\w.'-]*){0,3})\s{2,}(?:\d{1,2}:)?\d{1,2}:\d{2}\s*$")
_OTTER_NOTE = re.compile(r"^Transcribed by https?://otter\.ai\b")
_OTTER_LISTS = ("SUMMARY KEYWORDS", "SPEAKERS")


def is_otter_transcript(text: str) -> bool:
    """Whether the report is an Otter.ai transcript: two turns headed "Name  m:ss" or more, and its SPEAKERS list or
    the service's closing line."""
    lines = text.split("\n")
    turns = sum(1 for line in lines if _OTTER_TURN.match(line))
    return turns >= 2 and (any(line.strip() == "SPEAKERS" for line in lines) or any(_OTTER_NOTE.match(line) for line in lines))


def otter_lines(lines: list[str]) -> list[str]:
    """Each turn a list item on the first line of its words, their further lines the item's own; the title a heading;
    the date, the keyword and speaker lists, the turns' headers and the service's line blank."""
    out = [""] * len(lines)
    heading = next((i for i, line in enumerate(lines) if line.strip()), None)
    if heading is not None:
        out[heading] = "# " + lines[heading].strip()
    listed = {i + 1 for i, line in enumerate(lines) if line.strip() in _OTTER_LISTS}
    first_turn = next((i for i, line in enumerate(lines) if _OTTER_TURN.match(line)), len(lines))
    above = ""  # "name" right under a turn's header, "words" inside its paragraph, "" elsewhere
    for index, line in enumerate(lines):
        stripped = line.strip()
        if index < first_turn or index in listed or _OTTER_NOTE.match(stripped):
            continue  # the title (set above), the date, the lists and their headers, the service's line
        if not stripped:
            above = ""
        elif _OTTER_TURN.match(line):
            above = "name"
        else:
            out[index] = {"name": "- ", "words": "  "}.get(above, "") + stripped
            above = "words" if above else ""
    return out


# A tl;dv meeting's text export: the title, the date, "Participants: ..."; its "AI Notes" (a "Meeting Summary" paragraph,
# topics each titled "Topic (04:10)" over their bullets, "Action items"); then "Transcript" and each turn on a line,
# "Name (01:25): words".
_TLDV_TURN = re.compile(r"^(?P<name>[^\W\d_][\w.'-]*(?: [^\W\d_][\w.'-]*){0,3}) \((?:\d{1,2}:)?\d{1,2}:\d{2}\):\s+(?P<words>\S.*)$")
_TLDV_TOPIC = re.compile(r"^(?P<title>\S.{0,120}?) \((?:\d{1,2}:)?\d{1,2}:\d{2}\)\s*$")
_TLDV_HEADINGS = ("AI Notes", "Meeting Summary", "Action items", "Action Items", "Transcript")


def is_tldv_transcript(text: str) -> bool:
    """Whether the report is a tl;dv meeting export: its participants line, its "Transcript" and three turns or more."""
    lines = text.split("\n")
    return (
        any(line.startswith("Participants:") for line in lines[:10])
        and any(line.strip() == "Transcript" for line in lines)
        and sum(1 for line in lines if _TLDV_TURN.match(line)) >= 3
    )


def tldv_lines(lines: list[str]) -> list[str]:
    """The title a heading, the date and participants blank; the notes' parts and each topic ("What the patch rebinds
    (04:10)") headings over their bullets; each turn of the transcript a list item of its words, the speaker and the
    time left out."""
    out = [""] * len(lines)
    heading = next((i for i, line in enumerate(lines) if line.strip()), None)
    transcript = next((i for i, line in enumerate(lines) if line.strip() == "Transcript"), len(lines))
    for index, line in enumerate(lines):
        stripped = line.strip()
        if index == heading:
            out[index] = "# " + stripped
        elif index < 3 and (stripped.startswith("Participants:") or re.search(r"\b\d{1,2}:\d{2}\s*(?:[AP]M)?\s*$", stripped)):
            continue  # the meeting's date and its participants
        elif stripped in _TLDV_HEADINGS:
            out[index] = "## " + stripped
        elif index > transcript and (turn := _TLDV_TURN.match(stripped)):
            out[index] = "- " + turn.group("words")
        elif index < transcript and (topic := _TLDV_TOPIC.match(stripped)) and not stripped.startswith(("-", "*")):
            out[index] = "### " + topic.group("title")
        else:
            out[index] = line
    return out


def is_chat_text(text: str) -> bool:
    """Whether the report is a chat's text, three messages or more opening their lines (or headed by a line of their
    own) outside any fence."""
    unfenced = [line for line in _unfenced(text.split("\n")) if line is not None]
    return (
        sum(1 for line in unfenced if _MESSAGE.match(line)) >= 3
        or sum(1 for line in unfenced if _HEADER.match(line)) >= 3
        or sum(1 for line in unfenced if _ZOOM_HEADER.match(line)) >= 3
    )


def chat_text_lines(lines: list[str]) -> list[str]:
    """Each message a list item of its own words (see the module's docstring); every other line as written."""
    if sum(1 for line in lines if _ZOOM_HEADER.match(line)) >= 3:
        return _zoom_messages(lines)
    if sum(1 for line in lines if _HEADER.match(line)) >= 3:
        return _headed_messages(lines)
    out = list(lines)
    last_by_speaker: dict[str, int] = {}  # each speaker's latest message, by its line
    in_message = False
    irssi = any(_IRSSI_LOG_MARK.match(line) for line in lines[:50])
    znc = any(_ZNC_EVENT.match(line) for line in lines)
    hexchat = any(_HEXCHAT_LOG_MARK.match(line) for line in lines[:50])
    said_at: dict[tuple[str, str], int] = {}  # each speaker's message by its time stamp ("09:58")
    for index, line in enumerate(_unfenced(lines)):
        if line is not None and (_WEECHAT_LOG_MARK.match(line) or (irssi and (_IRSSI_LOG_MARK.match(line) or _IRSSI_EVENT.match(line)))):
            out[index], in_message = "", False
            continue
        if hexchat and line is not None and (_HEXCHAT_LOG_MARK.match(line) or _HEXCHAT_EVENT.match(line)):
            out[index], in_message = "", False
            continue
        if hexchat and line is not None:
            # "/me reads the file" is logged as "Mar 10 09:50:02 *<TAB>nick reads the file": the nick's message.
            line = _HEXCHAT_ACTION.sub(r"\g<time> <\g<nick>>\t\g<nick> ", line)
        if znc and line is not None:
            if _ZNC_EVENT.match(line):
                out[index], in_message = "", False
                continue
            # "/me reads the file" is logged as "* nick reads the file": the nick's message, its name one of its words.
            line = _ZNC_ACTION.sub(r"\g<time> <\g<nick>> \g<nick> ", line)
        message = _MESSAGE.match(line) if line is not None else None
        if not message:
            if line is not None and in_message and _TABLE_ROW.match(line):
                # A table a message goes on with ("needs all three:" then "| key | value |" rows) is a table of that
                # item, not words run into its paragraph.
                out[index] = "  " + line.strip()
            in_message = in_message and bool(line and line.strip())
            continue
        in_message = True
        speaker = next(name for name in message.group("nick", "name", "android", "kakao", "irc", "line", "weechat", "hexchat") if name).strip()
        words = message.group("text").strip()
        if message.group("weechat") and _WEECHAT_EVENT.fullmatch(speaker):
            out[index], in_message = "", False
            continue
        logged = message.group("weechat") or message.group("hexchat") or (irssi and message.group("irc")) or (znc and message.group("nick"))
        # IRC sends a pasted block a line at a time, its indent kept: a line of code, not a sentence. Its first lines
        # stand at the margin ("import x as y", "if not hasattr(m, 'f'):", "m.f = g").
        pasted = bool(logged) and (bool(re.match(r" {4}|\t", message.group("text"))) or bool(_PASTED_CODE.fullmatch(words)))
        if logged and not pasted:
            # A chat has no code spans: a bare "__post_init__" is code, or Markdown would read its underscores as bold.
            words = dunders_quoted(words)
        heading = _IRC_HEADING.fullmatch(words) if logged else None
        if heading:
            # "== What it does ==" typed as a message: the heading of what the writer pastes under it.
            out[index], in_message = f"## {heading.group(1)}", False
            continue
        corrected = _CORRECTS_AT.match(words) if logged else None
        if corrected and (speaker, corrected.group(1)) in said_at:
            earlier = said_at[(speaker, corrected.group(1))]
            out[earlier] = f"- ~~{out[earlier][2:]}~~" if out[earlier].startswith("- ") and out[earlier][2:].strip() else out[earlier]
        said_at[(speaker, line.split()[0].lstrip("[")[:5])] = index
        if pasted and "`" not in words:
            words = f"`{words}`"
        if (_STAR_CORRECTION.match(words) or _SELF_TAKE_BACK.match(words)) and speaker in last_by_speaker:
            earlier = last_by_speaker[speaker]
            out[earlier] = f"- ~~{out[earlier][2:]}~~" if out[earlier][2:].strip() else out[earlier]
        # IRC cuts a long message into lines the client logs one by one: a line of the same nick right after another,
        # opening in lower case, goes on with it ("Related but separate: `x` ..." then "and it is gated by ...").
        goes_on = (
            logged
            and last_by_speaker.get(speaker) == index - 1
            and not out[index - 1].startswith("- `")
            and not words.startswith("`")
            and not message.group("text").startswith(" ")  # an indented line is pasted, its own line
            and bool(re.match(r"[a-z]", words))
        )
        out[index] = f"  {words}" if goes_on else f"- {words}"
        if not ((znc and _ZNC_ACTION.match(lines[index])) or (hexchat and _HEXCHAT_ACTION.match(lines[index]))):
            last_by_speaker[speaker] = index  # an action stands alone: the nick's next line is a message of its own
    return _line_export(lines, out) if lines and lines[0].startswith("[LINE]") else out


# WeeChat's log writes what the network and the client say in the nick's column: "--" (a topic, a mode), "-->" and
# "<--" (a join, a part), "=!=" (an error).
_WEECHAT_EVENT = re.compile(r"-->|<--|--|=!=|<->")
# Where WeeChat opened and closed the log: "2025-11-18 10:02:14<TAB>****  Beginning of log  ****".
_WEECHAT_LOG_MARK = re.compile(r"^\d{4}-\d{2}-\d{2}\s+\d{1,2}:\d{2}:\d{2}\t\*{4}.*\*{4}\s*$")


# irssi's log: where it opened, closed or the day changed, and the lines the client and the network write ("-!-" a join,
# a topic; the names list "[Users #chan]" and its rows in brackets).
_IRSSI_LOG_MARK = re.compile(r"^--- (?:Log (?:opened|closed)|Day changed)\b")
_IRSSI_EVENT = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?\s+(?:-!-\s|\[(?:Users\s|[@+ ]?\w[^\]]*\]\s*\[))")
# ZNC's log module writes "[10:02:11] <nick> message", the network's lines after "***" ("*** Joins: nick (~nick@host)", a
# topic, a quit) and an action as "* nick does something".
_ZNC_EVENT = re.compile(r"^\[\d{1,2}:\d{2}:\d{2}\] \*\*\* ")
_ZNC_ACTION = re.compile(r"^(?P<time>\[\d{1,2}:\d{2}:\d{2}\]) \* (?P<nick>[^\s*]{1,40}) ")
# HexChat's log: where logging began and ended ("**** BEGIN LOGGING AT Tue Mar 10 09:41:07 2026"), and what the client and
# the network write after "*<TAB>" (a join, a quit, the topic, a nick change); any other such line is a /me action.
_HEXCHAT_LOG_MARK = re.compile(r"^\*{4} (?:BEGIN|ENDING) LOGGING AT\b")
_HEXCHAT_EVENT = re.compile(
    rf"^{_HEXCHAT_TIME}\s+(?:\*|-->|<--|--)\t(?:Now talking on\b|Topic for\b|\S+ (?:\([^)]*\) )?"
    r"(?:has (?:joined|quit|left)\b|is now known as\b|sets mode\b|gives\b|removes\b|has changed the topic\b)|\S+ \([^)]*\) has\b)"
)
_HEXCHAT_ACTION = re.compile(rf"^(?P<time>{_HEXCHAT_TIME})\s+\*\t(?P<nick>[^\s*]{{1,40}}) ")
# A line of Python pasted at the margin: an import, a block's opening line, a return, an assignment of one name.
_PASTED_CODE = re.compile(
    r"import [\w.]+(?: as \w+)?|from \.*[\w.]* import [\w, ()*]+"
    r"|(?:if|elif|else|for|while|with|def|class|try|except|finally)\b[^\n]*:|return\b.*|pass"
    r"|[\w.]+(?:\[[^\]]*\])?\s*=\s*[\w.\"'()\[\], ]+"
)
# "== What it does ==": a heading typed as a message.
_IRC_HEADING = re.compile(r"={2,}\s*(\S.*?)\s*={2,}")
# "correction to what I said at 09:58: ...": the writer's message of that minute taken back.
_CORRECTS_AT = re.compile(r"\W*correction\s+to\s+(?:what\s+I\s+(?:said|wrote)|my\s+(?:message|line))\s+(?:at|of)\s+(\d{1,2}:\d{2})\b", re.IGNORECASE)


# LINE's export: its date lines ("2026/11/30(月)", "Mon, 11/30/2026") and the events it logs without a speaker
# ("10:01<TAB>Aya joined."): no message.
_LINE_DATE = re.compile(r"^\d{4}/\d{1,2}/\d{1,2}\s*(?:\(\S+\))?\s*$|^[A-Z][a-z]{2}, \d{1,2}/\d{1,2}/\d{4}\s*$")
_LINE_EVENT = re.compile(r"^\d{1,2}:\d{2}\t[^\t]*$")


def _line_export(lines: list[str], out: list[str]) -> list[str]:
    """A LINE chat's export read: its first line ("[LINE] Chat history in <room>") the title, the line saying when it
    was saved, the date lines and the logged events blank, and a message of several lines, which LINE writes in
    double quotes, without them."""
    out = list(out)
    out[0] = "# " + lines[0].removeprefix("[LINE]").strip()
    quoted = False
    for index, line in enumerate(lines[1:], start=1):
        if index <= 2 and re.match(r"^(?:保存日時|Saved on|저장한 날짜)\s*[:：]", line):
            out[index] = ""
        elif _LINE_DATE.match(line) or _LINE_EVENT.match(line):
            out[index], quoted = "", False
        elif out[index].startswith('- "') and not out[index].endswith('"'):
            out[index], quoted = "- " + out[index][3:], True
        elif out[index].startswith('- "') and len(out[index]) > 4:
            out[index] = "- " + out[index][3:-1]
        elif quoted and line.endswith('"'):
            out[index], quoted = line[:-1], False
    return out


def _unfenced(lines: list[str]) -> list[str | None]:
    """``lines`` with those inside a fenced code block (the fences too) as None: a log pasted in a fence is read as code."""
    out: list[str | None] = []
    fenced = False
    for line in lines:
        fence = bool(re.match(r"\s*(?:```|~~~)", line))
        out.append(None if fenced or fence else line)
        fenced ^= fence
    return out


def _headed_messages(lines: list[str]) -> list[str]:
    """Messages each under a header line ("Name, [date time]"): the header blank, a reply's and a forward's marker
    blank, and the message a reply takes back ("[In reply to Dana] scratch that, ...") struck through."""
    out = list(lines)
    messages: list[tuple[str, list[int]]] = []  # each message's writer and the lines of its words
    reply_to: dict[int, str] = {}  # a message's index -> the writer it answers
    for number, line in enumerate(lines):
        header = _HEADER.match(line)
        if header:
            out[number] = ""
            messages.append(((header.group("name") or header.group("timed")).strip(), []))
            continue
        if not messages and re.match(r"^={5,}\s*$", line):
            out[: number + 1] = [""] * (number + 1)  # an export's own header (its tool, its counts) above a rule
            continue
        if not messages or not line.strip():
            continue
        if _QUOTED.match(line):
            out[number] = ""  # the message a reply quotes, said again
            continue
        reply = _REPLY.match(line)
        if reply and not messages[-1][1]:
            out[number] = ""
            reply_to[len(messages) - 1] = (reply.group("name") or "").strip()
            continue
        if _FORWARDED.match(line) and not messages[-1][1]:
            out[number] = ""
            continue
        messages[-1][1].append(number)
    for index, (_, words) in enumerate(messages):
        if index not in reply_to or not words or not TAKES_BACK.match(lines[words[0]]):
            continue
        answered = reply_to[index]
        earlier = [i for i in range(index) if messages[i][1] and (not answered or messages[i][0] == answered)]
        if earlier:
            for number in messages[earlier[-1]][1]:
                item = re.match(r"^(\s*(?:[-*+]|\d+[.)])\s+)?(.*\S)\s*$", out[number])
                if item:
                    out[number] = f"{item.group(1) or ''}~~{item.group(2)}~~"
    return out


def _zoom_messages(lines: list[str]) -> list[str]:
    """A Zoom chat: each message a list item on its first line, its further lines the item's own; the headers, the
    reactions and a reply's quote blank; the message a reply takes back ("scratch that") or sets apart as another
    ticket's ("different ticket though") struck through, the message found by the words the reply quotes."""
    out = [""] * len(lines)
    messages: list[list[int]] = []  # the lines of each message's words
    replies: list[tuple[str, int]] = []  # (the words quoted, the index of the replying message)
    for number, line in enumerate(lines):
        if _ZOOM_HEADER.match(line):
            messages.append([])
            continue
        if not messages or _ZOOM_REACTION.match(line) or not line.strip():
            continue
        reply = _ZOOM_REPLY.match(line)
        if reply and not messages[-1]:
            replies.append((reply.group("quote"), len(messages) - 1))
            continue
        out[number] = ("  " if messages[-1] else "- ") + line.strip()
        messages[-1].append(number)
    for quote, index in replies:
        words = messages[index]
        if not words or not (TAKES_BACK.match(lines[words[0]].strip()) or _SETS_APART.match(lines[words[0]].strip())):
            continue
        answered = next((m for m in messages[:index] if m and lines[m[0]].strip().startswith(quote.strip())), None)
        for number in answered or []:
            item = re.match(r"^(\s*-?\s*)(.*\S)\s*$", out[number])
            if item:
                out[number] = f"{item.group(1)}~~{item.group(2)}~~"
    return out

