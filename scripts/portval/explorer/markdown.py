"""The report's Markdown read into its parts: the rows of an inventory table, or the sections of a deep-dive.

Each part is a list of ``Block``: a paragraph, list item, table cell or code
block with the line it starts on. Which shape the report has, and which patch
it is about, is decided in ``extract``.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, replace

from markdown_it.token import Token

from .han_script import simplified
from .hedge_words import ABOUT_ANOTHER_PATCH, ANOTHER_PATCH, CHAT_TURN, HEDGES, MADE_UP_EXAMPLE
from .text import FOOTNOTE_DEFINITION, FOOTNOTE_REFERENCE, LINE_SYMBOL, TIME_MARK, one_line, plain_text, python_tree
from .word_html import STRUCK_HTML

INVENTORY_COLUMNS = ("Patch", "What it does", "Patch logic", "Code location", "How to enable", "Requires")
_COLUMN_NAMES = dict(zip(("patch", "what", "logic", "location", "enable", "requires"), INVENTORY_COLUMNS))
DEEP_DIVE_SECTIONS = (
    "What it does",
    "Patch logic",
    "Code location",
    "Version compatibility and dependencies",
    "Porting into the user's own framework",
)


@dataclass(frozen=True)
class Block:
    """A paragraph, list item, table cell or code block: its first line and its markdown source."""

    line: int
    text: str
    fence: bool = False
    label: str = ""  # the inventory column, quoted with the text (a row shares one line)
    row: bool = False  # a table row of a deep-dive, its cells joined by " | "
    table: str = ""  # for a table row: its table's header row, as plain text
    heading: bool = False
    item: bool = False  # a list item, read under the paragraph that leads into it
    hedge: str = ""  # why none of the block is stated plainly, from its place: a "> " quote, a row marked ❌ or ⚠️
    lead: str = ""  # for an item of a nested list: the item it is nested under, where that item ends in ":"
    nested: bool = False  # an item of a list inside another list's item
    depth: int = 0  # for a heading: its level, 1 for "#"


def _inline_after(tokens: list[Token], index: int) -> Token | None:
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return following if following is not None and following.type == "inline" else None


def _column_role(header: str) -> str | None:
    name = plain_text(header).lower()
    for role, prefix in (
        ("logic", "patch logic"),
        ("what", "what it does"),
        ("location", "code location"),
        ("enable", "how to enable"),
        ("requires", "requires"),
        ("patch", "patch"),
        ("patch", "name"),
    ):
        if name.startswith(prefix):
            return role
    return None


def inventory_header(header: str) -> bool:
    """Whether a table's header row (cells joined by " | ") has the inventory's columns: Patch and three more."""
    known = {_column_role(cell) for cell in header.split(" | ")} - {None}
    return "patch" in known and len(known) >= 4


# The role prefix of an inventory column the explorer's format does not have.
REMARK = "remark:"


def inventory_rows(tokens: list[Token]) -> list[dict[str, Block]]:
    """Every row of every inventory table, as role -> cell; tables with other columns are skipped."""
    rows: list[dict[str, Block]] = []
    index = 0
    while index < len(tokens):
        if tokens[index].type == "html_block" and re.search(r"<table\b", tokens[index].content, re.IGNORECASE):
            rows.extend(_html_inventory_rows(tokens[index]))
        if tokens[index].type != "table_open":
            index += 1
            continue
        roles: list[str | None] = []
        labels: list[str] = []
        table: list[dict[str, Block]] = []
        row: list[Block] | None = None
        row_line = 0
        in_head = False
        index += 1
        while index < len(tokens) and tokens[index].type != "table_close":
            token = tokens[index]
            if token.type == "thead_open":
                in_head = True
            elif token.type == "thead_close":
                in_head = False
            elif token.type == "tr_open":
                row, row_line = [], (token.map[0] + 1 if token.map else 0)
            elif token.type in ("th_open", "td_open"):
                inline = _inline_after(tokens, index)
                if row is not None:
                    row.append(Block(row_line, inline.content if inline else ""))
            elif token.type == "tr_close" and row is not None:
                if in_head:
                    roles = [_column_role(cell.text) for cell in row]
                    labels = [_COLUMN_NAMES.get(role or "", plain_text(cell.text)) for role, cell in zip(roles, row)]
                else:
                    # A column of the report's own ("Remarks") is kept under its name: a remark on the row, never dropped.
                    table.append(
                        {role or f"{REMARK}{label}": Block(cell.line, cell.text, label=label) for role, label, cell in zip(roles, labels, row)}
                    )
                row = None
            index += 1
        known = {role for role in roles if role}
        if "patch" in known and len(known) >= 4:
            rows.extend(table)
    return rows


def _html_inventory_rows(token: Token) -> list[dict[str, Block]]:
    """The rows of a raw HTML table with the inventory's columns (an inventory exported as CSV, see csv_inventory), as
    role -> cell, each cell at its row's line; none for a table with other columns."""
    first = token.map[0] + 1 if token.map else 1
    roles: list[str | None] = []
    labels: list[str] = []
    table: list[dict[str, Block]] = []
    for row in _HTML_ROW.finditer(token.content):
        line = first + token.content.count("\n", 0, row.start())
        cells = [(kind.lower(), _html_text(inner)) for kind, inner in _HTML_CELL.findall(row.group(1))]
        if cells and all(kind == "h" for kind, _ in cells):
            roles = [_column_role(text) for _, text in cells]
            labels = [_COLUMN_NAMES.get(role or "", plain_text(text)) for role, (_, text) in zip(roles, cells)]
        elif cells and roles:
            table.append(
                {role or f"{REMARK}{label}": Block(line, text, label=label) for role, label, (_, text) in zip(roles, labels, cells)}
            )
    known = {role for role in roles if role}
    return table if "patch" in known and len(known) >= 4 else []


# An FAQ's question about turning the patch on ("What turns it on?", "How do I enable it?") heads How to enable.
_ENABLE_QUESTION = re.compile(r"^(?:how|what|which)\b[^?]*\b(?:enabl\w*|turns? (?:\w+ )?on|switch(?:es)? (?:\w+ )?on|activates?)\b[^?]*\?$")


# "Open questions", "Unverified", "To be confirmed": a section whose every line the writer is unsure of (role "unsure").
_OPEN_QUESTIONS = re.compile(
    r"^(?:open|unresolved|unanswered|remaining)\s+questions?\b|^unknowns?\b|^unverified\b|^uncertain(?:ties)?\b"
    r"|^to be (?:confirmed|checked|verified)\b|^tbd\b|^not (?:yet )?(?:verified|confirmed)\b"
)


# "Differences from Primus", "Deviations from upstream": what the user's port does otherwise (role "port").
# "Companion patch", "Related patches", "See also", "Things that are not this patch", "neighbours (not this patch)": what
# another patch does, however plainly it is said.
_COMPANIONS = re.compile(
    r"^(?:companion|related|sibling|neighbou?ring|other)\s+patch(?:es)?\b|^(?:companions?|neighbou?rs?)\b|^see also\b"
    # "Other setup-phase TorchTitan patches": a few words saying which others.
    r"|^(?:other|neighbou?ring|related)\s+(?:[\w-]+\s+){1,3}patch(?:es)?\b"
    r"|\bnot (?:part of )?this patch\b|^not part of this (?:change|release|pr|mr|ticket|port)\b|^related but separate\b"
    # "The second patch in the same file": another patch the report takes up under its own heading.
    r"|^(?:the\s+)?(?:second|other|another)\s+patch\b"
    # The same in Italian, Dutch, Spanish, Portuguese, French, German and Polish: "Patch vicine", "Naburige patches",
    # "Parches relacionados", "Patches relacionados", "Patchs voisins", "Verwandte Patches", "Powiązane łatki".
    r"|^(?:patch|parches|patches|patchs|łatki)\s+(?:vicine|correlate|collegate|relacionad[oa]s|vecinos|vizinhos|voisins|liés|li[ée]s)\b"
    r"|^(?:altre|other)\s+patch\b|^(?:naburige|verwante|gerelateerde|andere)\s+patch(?:es)?\b|^(?:otros|outros)\s+(?:parches|patches)\b"
    r"|^autres\s+patchs?\b|^(?:verwandte|andere|benachbarte)\s+patches\b|^(?:powiązane|inne|sąsiednie)\s+(?:łatki|patche)\b"
    # In Indonesian and Malay: "Patch tetangga" (neighbouring patches), "Patch terkait", "Patch lain", "Patch jiran".
    r"|^patch\s+(?:tetangga|terkait|lain(?:nya)?|jiran|berkaitan)\b"
)
# A postmortem's account of the incident: what happened when, what the team believed, what it will do next.
_INCIDENT = re.compile(
    r"^(?:timeline|impact|action items?|follow[- ]?ups?|next steps|lessons(?: learned)?|contributing factors?|remediation)\b"
)
# A changelog's "Unreleased" or a "Roadmap": what is not done yet (role "planned"). "Deprecated", "Removed", "Superseded",
# a commit "Reverted", an "Old draft": what no longer holds (role "superseded").
_PLANNED = re.compile(r"^(?:unreleased|planned|roadmap|future(?: work)?|not yet (?:implemented|done)|upcoming)\b")
_SUPERSEDED = re.compile(r"^(?:deprecated|deprecations|removed|removals|superseded|obsolete|previous(?:ly)?|old behaviou?r|reverted|(?:old|earlier|first)\s+drafts?)\b")
# A changelog's version heading ("[1.0.0] - 2026-07-20", "v0.1.0", "1.2.0 (2026-05-11)"): the first is the version read;
# every later one tells of an earlier version (role "earlier").
# "Rejected", "Retracted", "Not true": claims the report sets aside (role "rejected"); so are a proposal's "Non-Goals"
# and "Alternatives" (what it will not do, the designs it did not take) and what is "Out of scope" ("Not in scope").
_REJECTED = re.compile(
    r"^(?:rejected|retracted|not true|non-?goals|alternatives(?: considered)?|out of scope|not in scope"
    # A decision record's options and their pros and cons: designs weighed, not facts of the patch.
    r"|considered options|options considered|pros and cons(?: of the options)?"
    # "Things I checked and ruled out", "Ruled out", "Dead ends": hypotheses the writer tested and found false.
    r"|(?:things\s+|what\s+|hypotheses\s+)?(?:i|we)\s+(?:checked\s+and\s+)?ruled\s+out|ruled[- ]out(?:\s+hypotheses)?|dead ends?|false leads?)\b"
)
# "Upstream behaviour, for contrast", "What upstream does", "Without the patch": how the code runs unpatched, told to set
# the patch apart (role "upstream").
_UPSTREAM_BEHAVIOUR = re.compile(
    r"^(?:upstream(?:'s)?|stock|vanilla|unpatched)\s+(?:(?:megatron(?:-lm)?|torchtitan|maxtext)(?:'s)?\s+)?behaviou?r\b"
    r"|^what\s+upstream\s+does\b|^(?:behaviou?r\s+)?without\s+the\s+patch\b|^(?:upstream,\s+)?for\s+contrast\b"
)
_VERSION_HEADING = re.compile(r"^\[?v?\d+\.\d+(?:\.\d+)*\]?(?:\s*(?:[-–—(:]|$))")
# "Known differences", "Deviations": the port's own, set against Primus ("We assert `x`; Primus does not").
_DIFFERENCES = re.compile(
    r"^(?:differences?|deviations?|changes?)\s+(?:from|vs\.?|versus|compared (?:to|with))\b|^what we (?:changed|did differently)\b"
    r"|^(?:known|notable|main|intentional|remaining)\s+(?:differences?|deviations?)\b|^(?:differences?|deviations?)\s*$"
)


# A part's title alone on the first line of a paragraph, its words below it: "Patch logic\nStyle: ...", "Patch logic
# (function wrapping)\nThe handler ...".
# ("What it does\n1.1 Summary\n1.1.1 ...", a nested outline run into one item, is no title over its words.)
_TITLE_LINE = re.compile(r"[ \t]*([A-Za-z' ’]{4,60}?)[ \t]*(\([^()\n]{1,120}\))?[ \t]*:?[ \t]*\n(?=\S)(?!\d+(?:\.\d+)*\.?[ \t])")


def section_role(title: str) -> str | None:
    """The deep-dive part a section's title names ("Patch logic" is "logic"), or None for a title of the report's own."""
    # "1. Requires", "2.5 Neighbours", "- Requires", "[Unreleased]" (a changelog's bracketed heading) all name the section
    # after the mark.
    name = re.sub(r"^\s*(?:\d+(?:\.\d+)+\.?(?=\s)|\d+[.)]|[-*]|\[)\s*", "", plain_text(title)).lower().replace("’", "'")
    if _ENABLE_QUESTION.match(name.strip()):
        return "enable"
    if _OPEN_QUESTIONS.match(name.strip()):
        return "unsure"
    if _DIFFERENCES.match(name.strip()):
        return "port"
    if re.match(r"^(?:testing|tests|test (?:plan|results)|how (?:we|i) tested)\b", name.strip()):
        return "tested"
    # A heading in any language the hedges know that speaks of another patch ("Související věci, které NEJSOU
    # součástí tohoto patche": related things that are not part of this patch).
    if _COMPANIONS.search(name.strip()) or ANOTHER_PATCH.search(name):
        return "companion"
    # "Hypothetical config", "Supposed example", "假設性的設定範例": a section the writer calls made up, in any language the
    # hedges know.
    if MADE_UP_EXAMPLE.search(name):
        return "made-up"
    if _INCIDENT.match(name.strip()):
        return "incident"
    if _PLANNED.match(name.strip()):
        return "planned"
    if _UPSTREAM_BEHAVIOUR.match(name.strip()):
        return "upstream"
    if _SUPERSEDED.match(name.strip()):
        return "superseded"
    if _REJECTED.match(name.strip()):
        return "rejected"
    # The five parts by their names in English, and as a team writing in German ("Was der Patch macht",
    # "Versionskompatibilität"), Chinese (in either script, and Taiwan's "修補邏輯", "程式碼位置", "相容性", "相依") or French
    # names them.
    for role, prefixes in (
        ("what", ("what it does", "was er tut", "was es tut", "was der patch", "was er macht", "was es macht", "was macht der patch", "funktion", "功能", "作用", "ce que fait", "ce qu'il fait", "rôle")),
        ("logic", ("patch logic", "patch-logik", "补丁逻辑", "补丁机制", "修补逻辑", "logique du patch", "logique")),
        ("location", ("code location", "codeort", "code-ort", "fundstelle", "代码位置", "程式码位置", "emplacement du code", "emplacement")),
        ("requires", ("version compatibility", "requires", "requirements", "dependencies", "abhängigkeiten", "versionskompatibilität", "kompatibilität", "版本兼容", "版本相容", "依赖", "相依", "compatibilité", "dépendances")),
        ("porting", ("porting", "portierung", "移植", "portage")),
        ("enable", ("how to enable", "aktivierung", "aktivieren", "wie man ihn aktiviert", "如何启用", "启用方式", "activation", "comment l'activer")),
    ):
        if simplified(name).startswith(prefixes):
            return role
    return None


_HTML_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr\s*>", re.IGNORECASE | re.DOTALL)
_HTML_CELL = re.compile(r"<t([hd])\b[^>]*>(.*?)</t[hd]\s*>", re.IGNORECASE | re.DOTALL)
_HTML_TERM = re.compile(r"<dt\b[^>]*>(.*?)</dt\s*>\s*<dd\b[^>]*>(.*?)</dd\s*>", re.IGNORECASE | re.DOTALL)


def _html_text(fragment: str) -> str:
    """Inline HTML as the markdown it stands for: <code> as a code span, <b> as bold, struck text struck, <br> as "; ",
    other tags dropped."""
    text = re.sub(
        r"<code\b[^>]*>(.*?)</code\s*>", lambda m: f"`{html.unescape(re.sub(r'<[^>]+>', '', m.group(1)))}`", fragment, flags=re.IGNORECASE | re.DOTALL
    )
    text = re.sub(r"<br\s*/?>", "; ", text, flags=re.IGNORECASE)
    text = re.sub(r"<(b|strong)\b[^>]*>(.*?)</\1\s*>", r"**\2**", text, flags=re.IGNORECASE | re.DOTALL)
    text = STRUCK_HTML.sub(lambda m: f"~~{m.group(2) or m.group(3)}~~", text)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).split())


def _html_blocks(first: int, content: str) -> list[Block]:
    """The rows of a raw HTML <table> and the terms of a <dl>, each a block at its own line, as their markdown forms read."""
    blocks: list[Block] = []
    header, keyed, header_cells = "", False, []
    for row in _HTML_ROW.finditer(content):
        line = first + content.count("\n", 0, row.start())
        cells = [(kind.lower(), _html_text(inner)) for kind, inner in _HTML_CELL.findall(row.group(1))]
        texts = [text for _, text in cells]
        # A word processor's table heads its columns in plain cells ("<td><b>Item</b></td>"): a first row of short
        # labels is the header a Markdown table's first row is.
        labels = (
            not blocks
            and not header
            and len(texts) >= 2
            # "Default (trainer_base.yaml)": a label may name the file its column comes from.
            and all(re.fullmatch(r"[A-Za-z][\w /()?-]{0,30}", re.sub(r"\(\w+\.ya?ml\)", "(yaml)", plain_text(t).strip())) for t in texts)
        )
        if cells and (all(kind == "h" for kind, _ in cells) or labels):
            header, keyed, header_cells = plain_text(" | ".join(texts)), key_value_header(texts), texts
        elif texts:
            blocks.append(_row_block(texts, line, header, header_cells, keyed))
    for term in _HTML_TERM.finditer(content):
        blocks.append(Block(first + content.count("\n", 0, term.start()), f"{_html_text(term.group(1))}: {_html_text(term.group(2))}"))
    return sorted(blocks, key=lambda block: block.line)


def _row_block(cells: list[str], line: int, header: str, header_cells: list[str], keyed: bool) -> Block:
    """A table's row (a Markdown table's or an HTML one's) as the block its readers read."""
    if (answered := _answer_hedge(cells, header_cells)) is not None:
        return Block(line, " | ".join(cells), row=True, table=header, hedge=answered)
    if keyed and len(cells) >= 2:
        # "| phase | `before_train` |" under "Item | Value" says "phase: `before_train`": a labelled statement.
        rest = [c for c in cells[2:] if plain_text(c)]
        text = f"{cells[0].strip()}: {cells[1].strip()}" + (f" ({'; '.join(c.strip() for c in rest)})" if rest else "")
        return Block(line, text, table=header, hedge=_marked(cells[2:], header_cells[2:]))
    if (status := _status_row(cells, header_cells, line, header)) is not None:
        return status
    return Block(line, " | ".join(cells), row=True, table=header)


def _marked(cells: list[str], columns: list[str]) -> str:
    """The hedge a short cell after a labelled row's value gives the whole row ("| Data loader | Also rebinds `x` | :162 |
    Retracted |" under "Item | Detail | Source | Status"), or "": the row's statement and its status stand apart once
    the row is read as "Data loader: Also rebinds `x` (:162; Retracted)"."""
    for cell, column in zip(cells, [*columns, *[""] * len(cells)]):
        words = plain_text(cell).strip()
        if not 1 <= len(words.split()) <= 3:
            continue
        for what, pattern in HEDGES:
            if re.search(pattern, words, re.IGNORECASE):
                return f'marked "{words}"' + (f" under {plain_text(column).strip()}" if plain_text(column).strip() else "") + f" ({what})"
    return ""


def reads_as_prose(content: str) -> bool:
    """Whether an indented block holds sentences rather than code: most of its lines are words, and it is no Python."""
    lines = [line for line in content.splitlines() if line.strip()]
    worded = [line for line in lines if len(re.findall(r"(?<![\w.])[A-Za-z][a-z'-]*[,.;:]?(?=\s|$)", line)) >= 5]
    try:
        python_tree(content)
    except SyntaxError:
        return bool(lines) and len(worded) >= 0.6 * len(lines)
    return False


def _paragraphs(first: int, content: str) -> list[Block]:
    """The paragraphs of a block of prose, split at blank lines, each with its first line."""
    blocks, start, lines = [], None, content.splitlines()
    for number, line in enumerate([*lines, ""]):
        if line.strip() and start is None:
            start = number
        elif not line.strip() and start is not None:
            blocks.append(Block(first + start, "\n".join(lines[start:number])))
            start = None
    return blocks


_TITLE_LENGTH = 160  # characters of the longest plain line read as a title


# The explorer's five parts and How to enable: what a page about another patch holds of that patch.
_PART_ROLES = ("what", "logic", "location", "requires", "porting", "enable")


def deep_dive_parts(tokens: list[Token], patch: str | None = None) -> tuple[dict[str, list[Block]], Block | None]:
    """The blocks of each deep-dive section, by role, and the document title.

    A section starts at a heading naming it, or at a paragraph that opens with
    the section name in bold (the numbered-list form); it runs to the next
    section, or to a heading at its own level or above. Blocks outside any
    section go to "preamble". The title is the first heading, or a one-line
    paragraph that opens the report. With ``patch`` (the id --patch picks), a
    heading naming another patch's id ("## Deep-dive: `torchtitan.peak_flops`")
    opens that patch's page, its numbered sections included.
    """
    parts: dict[str, list[Block]] = {}
    role, level = "preamble", 0
    title: Block | None = None
    header, keyed, header_cells = "", False, []
    versions = 0  # the changelog version headings met so far
    referenced: dict[str, str] = {}  # a footnote's label -> the role of the section that first refers to it
    title_depth = 0  # the depth of the title heading
    page = 0  # the depth of a heading that opened a page about another patch (see _another_page), while it lasts
    # A page a companion's section heading opened holds the part headings under it ("### 1. What it does"), not a
    # list item or bold label naming a part ("- Porting notes", "**Corrections**"), which goes on with the report.
    parts_only = False
    asides: list[tuple[int, str]] = []  # the sections open that state nothing of the patch, by the depth of their heading
    aside_list: tuple[str, int] | None = None  # the aside a list right under an aside's paragraph is, and where it ends
    aside_item = -1  # where the list item led by another patch's label ends, its nested items inside it
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            inline = _inline_after(tokens, index)
            depth = int(token.tag[1:])
            heading = Block(token.map[0] + 1 if token.map else 0, inline.content if inline else "", heading=True, depth=depth)
            if title is None:
                title, title_depth = heading, depth
            named = section_role(heading.text)
            page = page if depth > page else 0
            if page and named and (not parts_only or named in _PART_ROLES):
                # "## Patch logic" on another patch's page: that patch's logic, read as its page's words.
                continue
            if not page and title is not heading and depth <= title_depth and not named and _another_page(heading, title):
                role, level, page, parts_only = "other", depth, depth, False
                parts.setdefault(role, []).append(heading)
                continue
            if not page and title is not heading and not named and not asides and _names_another_id(heading, patch):
                # "## Deep-dive: `torchtitan.peak_flops`" in a report --patch reads for `torchtitan.logger`: that patch's
                # page, its "### 5. Porting" included, states nothing of this one.
                role, level, page, parts_only = "companion", depth, depth, False
                parts.setdefault(role, []).append(heading)
                continue
            if _VERSION_HEADING.match(plain_text(heading.text)):
                named = "earlier" if versions else None
                versions += 1
            asides = [(d, r) for d, r in asides if d < depth]
            if named:
                role, level = named, depth
                parts.setdefault(role, [])
                if named in _ASIDES:
                    asides.append((depth, named))
                if named == "companion":
                    # "## Deep-dive 2: `x` (companion)" then "### 1. What it does": the companion's page, its parts too.
                    page, parts_only = depth, True
                continue
            if role != "preamble" and depth <= level:
                # "## related patches", "### Related but separate: `x`", then "### Reads the same flag, but ...": a
                # heading of no section's name inside a section about other patches is still that section's.
                role, level = asides[-1][1] if asides else "other", depth
            parts.setdefault(role, []).append(heading)
        elif token.type == "html_block" and re.search(r"<(?:table|dl)\b", token.content, re.IGNORECASE):
            # A wiki page's raw HTML table or definition list: read as the markdown table or labelled lines it stands for.
            parts.setdefault(role, []).extend(_html_blocks(token.map[0] + 1 if token.map else 1, token.content))
        elif token.type == "code_block" and reads_as_prose(token.content):
            # `git show` indents a commit message by four spaces: prose, read paragraph by paragraph.
            parts.setdefault(role, []).extend(_paragraphs(token.map[0] + 1 if token.map else 1, token.content))
        elif token.type == "fence" or token.type == "code_block":
            # A statement's line is the block's line plus its own: a fence starts a line before its first statement.
            first = (token.map[0] + (1 if token.type == "fence" else 0)) if token.map else 0
            # A review's ```suggestion block proposes an edit: what the code would be, not what it is.
            proposed = token.type == "fence" and token.info.strip().lower() == "suggestion"
            # '```yaml title="primus/configs/models/llama3.yaml"': a shipped config file's contents, its defaults.
            shipped = token.type == "fence" and bool(_CONFIG_FILE_TITLE.search(token.info))
            # "```{r settings, echo=FALSE}" in an R Markdown page: R's own code ("stringsAsFactors = FALSE"), whose
            # assignments set nothing of the patch.
            other = token.type == "fence" and bool(_OTHER_LANGUAGE.match(token.info))
            # '```yaml tab="ZeroBubble-V"': one tab of a page's tabs (see mdx_components), one way among the others.
            tabbed = token.type == "fence" and bool(re.search(r"\btab=", token.info))
            hedge = SUGGESTED if proposed else SHIPPED_CONFIG if shipped else OTHER_LANGUAGE if other else ONE_TAB if tabbed else ""
            parts.setdefault(role, []).append(Block(first, token.content, fence=True, hedge=hedge))
        elif token.type == "tr_open":
            # A deep-dive's table row is read as one block, its cells joined by " | ", so a cell keeps its neighbours.
            cells, cursor = [], index + 1
            while cursor < len(tokens) and tokens[cursor].type != "tr_close":
                if tokens[cursor].type == "inline":
                    cells.append(tokens[cursor].content)
                cursor += 1
            line = token.map[0] + 1 if token.map else 0
            if index > 0 and tokens[index - 1].type == "thead_open":
                # A header row names the columns: it is never a value, only the context of the rows below it.
                header, keyed, header_cells = plain_text(" | ".join(cells)), key_value_header(cells), cells
            else:
                parts.setdefault(role, []).append(_row_block(cells, line, header, header_cells, keyed))
        elif token.type == "table_close":
            header, keyed, header_cells = "", False, []
        elif token.type == "inline" and index > 0 and tokens[index - 1].type not in ("heading_open", "th_open", "td_open"):
            text = token.content
            first = token.map[0] + 1 if token.map else 0
            while stamp := TIME_MARK.match(text):
                # The words start on the line below the mark: "[16:59]\n**Patch logic**\nStyle: ..." opens Patch logic.
                text, first = text[stamp.end() :], first + 1
            if title is None and not parts and index == 1 and "\n" not in text.strip() and len(plain_text(text)) <= _TITLE_LENGTH:
                # A report may open with a plain title line instead of a heading ("Patch `x`: deep-dive"); a whole
                # answer written as one long line is no title.
                title = Block(token.map[0] + 1 if token.map else 0, text)
            # "*2. Patch logic*" alone on its line: Slack's bold (one asterisk), a label as "**...**" is.
            bold = re.match(r"\s*\*\*(.+?)\*\*\s*(?:[-–—:.]\s*)?", text) or re.match(r"\s*\*([^*\n]{3,80})\*[ \t]*:?[ \t]*(?:\n\s*|$)", text)
            # "Patch logic (function wrapping of train_step, plus one method replaced)": a name with an aside on it.
            titled = re.fullmatch(r"\s*([A-Za-z' ’]{4,60}?)\s*(?:\([^()\n]{1,120}\))?\s*:?\s*", plain_text(text))
            # "**1. What it does**" on another patch's page ("### Deep-dive: `x` (neighbour)"): that patch's part.
            on_page = bool(page) and not parts_only
            if bold and section_role(bold.group(1)) and on_page:
                pass  # the page's role stands, and its words are the page's
            elif bold and section_role(bold.group(1)):
                role, level = section_role(bold.group(1)) or role, 7
                text = text[bold.end() :]
            elif bold and not text[bold.end() :].strip() and bold.group(1).rstrip().endswith("?") and role != "preamble":
                # "**What does the handler replace?**": an FAQ's next question ends the answer to the one before it.
                role, level = "other", 7
            elif bold and level == 7 and role != "preamble":
                # "**What it does:** ..." then "**Rebinding sites:**": a bold label ends the part the bold label before it opened.
                role = "other"
            elif titled and section_role(titled.group(1)) and not on_page:
                # A list item or paragraph that is only a section's name ("1. What it does") opens that section.
                role, level = section_role(titled.group(1)) or role, 7
                if text.rstrip().endswith(":"):
                    # "requires:" leads into the list below it: its items are requirements (see sentences.split_sentences).
                    parts.setdefault(role, []).append(Block(token.map[0] + 1 if token.map else 0, text, heading=True))
                continue
            elif (named := _TITLE_LINE.match(text)) and section_role(named.group(1)) and not on_page:
                # "2. Patch logic" and its words on the lines right below it, no blank line between (a document saved as
                # plain text): the title opens the section, and the words are its first paragraph; an aside on the title
                # stays with them ("Patch logic (function wrapping)" says the style).
                role, level = section_role(named.group(1)) or role, 7
                # Without an aside the words start on the line below the title, and so does their first sentence's line.
                text, first = (f"{named.group(2)} {text[named.end() :]}", first) if named.group(2) else (text[named.end() :], first + 1)
            item = index > 1 and tokens[index - 2].type == "list_item_open"
            if not item and (page or asides or role == "companion") and CHAT_TURN.match(plain_text(text)):
                # "User: ..." or "Assistant:" in a copied chat: a new message, which no section about another patch of
                # the message before it holds ("### Companion patch: `x`" in one answer says nothing of the next).
                role, level, page, parts_only, asides = "other", 0, 0, False, []
            # "PHASE ............... before_train": a field written with a dotted leader is the field "PHASE: before_train".
            text = _LEADER.sub(r"\1: ", text)
            # A footnote says what it says where it is referenced: "[^name]: ..." below a "Not this patch" section
            # belongs to the section whose sentence carries "[^name]".
            footnote = FOOTNOTE_DEFINITION.match(text)
            for label in FOOTNOTE_REFERENCE.findall(text[footnote.end() :] if footnote else text):
                referenced.setdefault(label, role)
            here = referenced.get(footnote.group(1), role) if footnote else role
            # "Not this patch: Mamba runs also get ...", "Differences from Primus: we edit the method in-tree": a
            # paragraph led by the name of an aside is that aside, and the paragraphs after it are not.
            aside = _ASIDE_LABEL.match(plain_text(text))
            aside_role = section_role(aside.group(1)) if aside else None
            # An item led by another patch's label ("- related but separate: `x` ... it swaps `y`", a chat's message) is
            # about that patch to its end; it stays in its section, as an item does.
            about_another = item and aside_role == "companion"
            if about_another:
                # Its nested items ("2. Related but separate: `x` ..." over "- rebinds `y`") are that patch's too.
                aside_item = _item_close(tokens, index - 2)
            elif item and index < aside_item:
                about_another = True
            # "Related but separate: `x` (`x_patches.py`).", "Second related patch ..., also not this one: `x`." over a
            # list: the list says what that patch does.
            said = plain_text(text)
            # A lead-in of one sentence; not "Unlike its sibling `x`, this patch rebinds `y` and nothing else:", a paragraph
            # about this patch, nor a long description that names a sibling somewhere.
            lead_in = len(said) <= 300 and ". " not in said.rstrip(". ")
            another = aside_role == "companion" or bool(
                lead_in
                and ANOTHER_PATCH.search(said)
                and _DOTTED_ID.search(said)
                and not re.search(r"(?<!not )\bthis patch\b", said, re.IGNORECASE)
            )
            if not item and another and index + 2 < len(tokens) and tokens[index + 2].type in _LIST_OPENS:
                aside_list = ("companion", _closing(tokens, index + 2))
            if aside_role in _ASIDES and not item:
                here = aside_role
            elif item and aside_list and index < aside_list[1]:
                here = aside_list[0]
            for offset, piece, checked in _line_statements(text):
                block = Block(first + offset, piece, item=item or checked, hedge=ABOUT_ANOTHER_PATCH if about_another else "")
                parts.setdefault(here, []).append(block)
    # A reply quotes the message it answers with "> ": what the quote says is the other writer's, corrected or not.
    quoted = {line for t in tokens if t.type == "blockquote_open" and t.map for line in range(t.map[0] + 1, t.map[1] + 1)}
    leads = _nested_leads(tokens)
    nested = _nested_item_lines(tokens)
    parts = {
        role: [
            replace(
                b,
                hedge=QUOTED if b.line in quoted and not b.hedge else b.hedge,
                lead=leads.get(b.line, "") if b.item else "",
                nested=b.item and b.line in nested,
            )
            for b in blocks
        ]
        for role, blocks in parts.items()
    }
    return parts, title


# A patch id, not a file's name: "megatron.te.delayed_scaling_reduce_amax".
_DOTTED_ID = re.compile(r"(?<![\w./-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w/-]|\.\w)")
_FILE_SUFFIX = re.compile(r"\.(?:py|ya?ml|json|md|txt|toml|cfg|ini|sh|cpp|cu|h)$")


_LIST_OPENS = ("bullet_list_open", "ordered_list_open")


def _item_close(tokens: list[Token], opening: int) -> int:
    """The index of the token that closes the list item opened at ``opening``."""
    depth = 0
    for index in range(opening, len(tokens)):
        depth += 1 if tokens[index].type == "list_item_open" else -1 if tokens[index].type == "list_item_close" else 0
        if depth == 0:
            return index
    return len(tokens)


def _closing(tokens: list[Token], opening: int) -> int:
    """The index of the token that closes the list opened at ``opening``."""
    depth = 0
    for index in range(opening, len(tokens)):
        depth += 1 if tokens[index].type in _LIST_OPENS else -1 if tokens[index].type in ("bullet_list_close", "ordered_list_close") else 0
        if depth == 0:
            return index
    return len(tokens)


def _another_page(heading: Block, title: Block) -> bool:
    """Whether a heading at the title's level names a patch id other than the one the title names: the next page of a
    notebook's export (a Scrapbox project's pages, each titled by its patch), whose sections are that patch's, not the
    title's. Under a title that names no patch (a journal's day), the page of a patch is the report's own."""
    titled = {found for found in _DOTTED_ID.findall(plain_text(title.text)) if not _FILE_SUFFIX.search(found)}
    named = {found for found in _DOTTED_ID.findall(plain_text(heading.text)) if not _FILE_SUFFIX.search(found)}
    return bool(titled) and bool(named - titled)


def _names_another_id(heading: Block, patch: str | None) -> bool:
    """Whether a heading names a patch id of a Primus backend other than ``patch``, the one the reader was asked for,
    and not that one."""
    if patch is None or patch in plain_text(heading.text):
        return False
    return any(not _FILE_SUFFIX.search(found) and found != patch for found in _BACKEND_ID.findall(plain_text(heading.text)))


# A Primus patch id, namespaced by its backend: "torchtitan.peak_flops", "megatron.te.linear_fp8_cache".
_BACKEND_ID = re.compile(r"(?<![\w./-])(?:megatron(?:_bridge)?|torchtitan|maxtext|maxdiffusion|mlperf_[a-z0-9_]+)(?:\.[a-z0-9_]+)+(?![\w/-]|\.\w)")


# A paragraph's leading label, before its colon: "Not this patch: ...", "Open question: ...".
# "Related but separate, since you'll hit it in the same directory: ...": the label, then why it is mentioned.
# A thread's post keeps its number in front ("9/ Related but separate, same file: ...").
_ASIDE_LABEL = re.compile(r"\s*(?:\d{1,2}[a-z]?/\s+)?([A-Za-z][A-Za-z' ’-]{3,40}?)\s*(?:,[^:.;`]{0,80})?:\s+\S")
# The sections that state nothing of the patch (see extract._STATES_NOTHING), which a label can name for its paragraph.
_ASIDES = frozenset({"unsure", "port", "tested", "companion", "incident", "planned", "superseded", "rejected", "upstream"})


# The words of an item that says when the items nested under it hold: "Only when the degree is > 1:".
_CONDITION_WORD = re.compile(r"\b(?:only|when|if|unless|while|whenever)\b", re.IGNORECASE)


def _nested_leads(tokens: list[Token]) -> dict[int, str]:
    """For each line that opens an item of a nested list: the text of the item it is nested under, where that item says
    when they hold and ends in ":" ("* Only when the degree is > 1:" over "* `use_torch_fsdp2` must be true")."""
    leads: dict[int, str] = {}
    parents: list[str] = []  # the text of each open list item, outermost first
    for index, token in enumerate(tokens):
        if token.type == "list_item_open":
            parents.append("")
        elif token.type == "list_item_close" and parents:
            parents.pop()
        elif token.type == "inline" and parents and index > 1 and tokens[index - 2].type == "list_item_open":
            parents[-1] = token.content
            outer = parents[-2] if len(parents) > 1 else ""
            if outer.rstrip().endswith(":") and _CONDITION_WORD.search(outer) and token.map:
                leads[token.map[0] + 1] = plain_text(outer)
    return leads


def _nested_item_lines(tokens: list[Token]) -> set[int]:
    """The lines that open an item of a list nested in another list's item: "item 5" counts the outer list's items."""
    lines: set[int] = set()
    depth = 0
    for token in tokens:
        if token.type == "list_item_open":
            depth += 1
            if depth > 1 and token.map:
                lines.add(token.map[0] + 1)
        elif token.type == "list_item_close":
            depth = max(depth - 1, 0)
    return lines


QUOTED = "quoted from another message"
SUGGESTED = "a suggested edit, not the code"
OTHER_LANGUAGE = "code in a language no port is written in"
# A fence's language that is neither Python, a shell nor a config format: R (knitr's "{r label, ...}"), Julia, C++ ...
_OTHER_LANGUAGE = re.compile(r"\s*\{?\s*(?:r|julia|matlab|octave|javascript|js|typescript|ts|java|scala|kotlin|go|rust|sql|stan)\b", re.IGNORECASE)
SHIPPED_CONFIG = "a config file's contents (its defaults), not what turns the patch on"
ONE_TAB = "one tab of several, an alternative to the others"
# A fence's title naming a config file: '```yaml title="configs/x.yaml"', '```yaml file=x.yml'.
_CONFIG_FILE_TITLE = re.compile(r"\b(?:title|file(?:name)?)\s*=\s*[\"']?[\w./-]+\.(?:ya?ml|json|toml|ini|cfg)\b", re.IGNORECASE)
# An audit table's status marks: a row marked no, unsure or not applicable states nothing of the patch.
_STATUS_HEDGES = {"❌": "marked no (❌)", "✗": "marked no (✗)", "✘": "marked no (✘)", "⚠️": "marked unsure (⚠️)", "⚠": "marked unsure (⚠)",
                  "➖": "marked not applicable (➖)"}
_STATUS_YES = ("✅", "✔️", "✔", "☑️")


def _status_row(cells: list[str], header: list[str], line: int, table: str) -> Block | None:
    """A row of a "Check | Status | Detail" table marked with a sign: marked yes, the statement "Check: Detail"; marked
    no, unsure or not applicable, the row hedged as such. None for a table without a status column. A status written as
    a word ("rejected", "n/a") is read with the other answers of a row (see ``_answer_hedge``)."""
    names = [plain_text(cell).lower() for cell in header]
    if len(cells) < 3 or len(names) < 3 or names[1] not in ("status", "state", "result", "ok?", "ok"):
        return None
    mark = plain_text(cells[1]).strip()
    if mark in _STATUS_YES:
        return Block(line, f"{cells[0].strip()}: {cells[2].strip()}", table=table)
    if mark in _STATUS_HEDGES:
        return Block(line, " | ".join(cells), row=True, table=table, hedge=_STATUS_HEDGES[mark])
    return None


# A column that answers a question of its row: "Rebound?", "Applies?", "Needed?", "Part of this patch?", or how sure
# the writer is ("Confidence"). A row is a fact only where the answer is a plain yes (or the writer is sure).
_QUESTION_COLUMN = re.compile(r".*\?$|(?:required|needed|applies|rebound|supported|used)$")
_CONFIDENCE_COLUMN = re.compile(r"(?:confidence|certainty|sure)\b")
# An answer that is no plain yes: no, unknown, a guess, not applicable, a dash, a question mark. A value in the column
# ("Supported | `<0.17`") answers nothing and hedges nothing.
_NOT_YES = re.compile(r"(?:no|not|unknown|unsure|unclear|probably|maybe|perhaps|partly|partially|guess|n/?a|tbd)\b|[—–?❌✗✘-]|$")
_SURE = re.compile(r"(?:certain|sure|high|confirmed|verified|definite(?:ly)?)\b")


def _answer_hedge(cells: list[str], header: list[str]) -> str | None:
    """Why a row states nothing, when a column answering a question of it says no, unknown or a guess; else None."""
    for index, name in enumerate(plain_text(cell).strip().lower() for cell in header[1 : len(cells)]):
        answer = plain_text(cells[index + 1]).strip().lower()
        if name in ("status", "state", "verdict", "verified?", "ok?"):
            # "| R-3 | The port SHALL rebind `x`. | ... | rejected | ... |": a row its own status column rejects states
            # nothing; a status mark (✅, ❌) is read by _status_row.
            if _STATUS_WORDS.fullmatch(answer):
                return f"marked {answer}"
            if not name.endswith("?"):
                continue
            # "| Needs `transformer_engine` | - | no | not imported |" under "Verified?": a question's column, answered as
            # the question columns below are.
        if _DECISION_COLUMN.fullmatch(name) and _SET_ASIDE.search(answer):
            # "| A. Delegate to Turbo | ... | 1/5 (rejected) |": a decision matrix's option not taken.
            return f'marked "{one_line(answer, 30)}" under {name}'
        if _QUESTION_COLUMN.fullmatch(name) and _NOT_YES.match(answer):
            return f'marked "{one_line(answer, 30)}" under {name}'
        if _CONFIDENCE_COLUMN.match(name) and answer and not _SURE.match(answer):
            return f'marked "{one_line(answer, 30)}" under {name}'
    return None


# A status written as a word that makes its row no fact: rejected, not applicable, not (yet) verified, open.
_STATUS_WORDS = re.compile(
    r"rejected|n/?a|not applicable|won'?t ?fix|invalid|wrong|false|not verified|unverified|not yet verified|open|tbd|unknown|disputed"
)


# A column that says which of several options a table's rows were chosen, and the words of one set aside.
_DECISION_COLUMN = re.compile(r"score|decision|outcome|result|choice|chosen\??|selected\??")
_SET_ASIDE = re.compile(r"\b(?:rejected|not chosen|not selected|discarded|declined|ruled out|dropped)\b")


# A line that opens a statement of its own inside a paragraph: a checklist box ("[x] key: true") or a question (its answer
# stays with it: "Q: ROCm only? A: No." is one statement).
_OWN_LINE = re.compile(r"^\s*(?:\[[ xX]\]|Q:)")


_LEADER = re.compile(r"^(\s*[A-Za-z][\w /()-]{0,40}?)\s*\.{4,}\s*", re.MULTILINE)


# "Registration phase:    setup": a line of a block of fields (a ticket's or a mail's header), a statement of its own;
# so is ":Phase: before_train", a line of a reStructuredText field list, and "**Backend:** megatron" with a bold label.
# A line may open with a symbol for a bullet ("✅ Phase: `before_train`", "👉 File: ..."), as a post's checklist writes.
_FIELD_LINE = re.compile(rf"^\s*{LINE_SYMBOL}?(?:\*\*|__)?:?[A-Za-z][^:\n*]{{0,60}}:(?:\*\*|__)?\s+\S")


def _line_statements(text: str) -> list[tuple[int, str, bool]]:
    """A paragraph split before each line that opens a statement of its own (see ``_OWN_LINE``), as (line offset, text,
    is a checklist box): "Q: How is it enabled?\n[x] `a`: true\n[x] `b`: true" is a question and two items under it.

    A paragraph of three or more lines nearly all "Field: value" is a block of fields: each line is a statement.
    """
    lines = text.split("\n")
    fields = len(lines) >= 3 and sum(bool(_FIELD_LINE.match(line)) for line in lines) >= 0.8 * len(lines)
    # A header of three or more field lines may run on into text: each field line opens a statement, and a line
    # that is no field continues the field above it ("**What it does:** Configure ...\nIt points ...").
    header = len(lines) >= 3 and all(_FIELD_LINE.match(line) for line in lines[:3])
    starts = [0] + [i for i, line in enumerate(lines) if i and (fields or (header and _FIELD_LINE.match(line)) or _OWN_LINE.match(line))]
    pieces = []
    for begin, end in zip(starts, [*starts[1:], len(lines)]):
        piece = "\n".join(lines[begin:end])
        pieces.append((begin, piece, bool(re.match(r"\s*\[[ xX]\]", piece))))
    return pieces


# The second column of a table whose rows are labelled statements: "Item | Value", "Aspect | Finding", "Check | Result".
_STATEMENT_COLUMNS = ("value", "values", "finding", "findings", "result", "results", "answer", "answers", "detail", "details")


def key_value_header(cells: list[str]) -> bool:
    """Whether a table's header row makes its rows labelled statements: "Item | Value", "Aspect | Finding", or no names at all."""
    names = [plain_text(cell).lower() for cell in cells]
    return len(names) >= 2 and (names[1] in _STATEMENT_COLUMNS or not any(names))
