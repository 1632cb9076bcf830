"""Blocks split into sentences, and code blocks into statements: each with its line, its code spans and what it cites."""

from __future__ import annotations

import ast
import re
import textwrap
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace

from .han_script import either_script
from .hedge_words import ANOTHER_PATCH
from .markdown import Block
from .paths import resolve, with_bare_code_quoted
from .text import CODE_SPAN, LABEL_LINE, one_line, plain_text, python_tree

LOCATION = re.compile(r"(?<![\w/.-])([\w./-]*[\w-]\.(?:py|ya?ml)):(\d+(?:\s*[-–]\s*\d+)?)")
_QUOTED = re.compile(r'"[^"\n]{1,300}(?:\n[^"\n]{1,300}){0,3}"|“[^”]{1,600}”')
# With French's "ne ... pas", "aucun", "jamais", "sans" and German's "nicht", "kein", "nie", "ohne" (a report may be written
# in either).
# In Italian "non", "nessun", "senza"; in Dutch "niet", "geen", "zonder" ("non-zero" is no negation); in Spanish and
# Portuguese "tampoco", "ni", "nunca", "ningún", "sin", "nem", "sem".
_NEGATION = re.compile(
    either_script(
    r"\b(?:no|not|nothing|never|without|neither|nor|none|pas|aucune?|jamais|sans|nicht|kein(?:e[nmrs]?)?|nie|ohne"
    # Alemannic "kei" / "keini" (no) before a capitalised noun (Fijian "kei na" is "and the"), "nöd" / "nid" (not).
    r"|(?-i:kei(?:ni)?)(?=\s+(?-i:[`A-ZÄÖÜ]))|nöd|nid"
    r"|non(?!-)|nessun[oa]?|senza|niet|geen|zonder|tampoco|tampouco|nunca|ningún|ninguna|nenhum|nenhuma|ni|nem|sin|sem"
    # Czech, Slovak, Polish, Croatian, Slovenian and Latvian "bez" (without), Slovak and Czech "žiadny" / "žádný" (none).
    r"|bez|žiadn[aeyio]|žádn[áéý]|без"
    # Romanian "nu" (not: "nu este", is not), "niciun" / "nicio" (no), "fără" (without).
    r"|nu|niciun|nicio|fără)\b|n't\b"
    # Chinese, in either script: "没有" / "沒有" (there is no), "不需要" / "无需" (does not need), "不使用" / "不用" (does not
    # use), "并不" (not at all).
    r"|没有|不需要|无需|不使用|不用|并不|从不"
    ),
    re.IGNORECASE,
)
# The verbs that say a binding is rebound ("rebinds `M.S`", "swaps `M.f` for ...").
REBIND_VERB = re.compile(
    r"\b(?:binding replacement|rebind(?:s|ing)?|rebound|replac(?:e|es|ing)|wraps|wrapping|overrid(?:e|es|ing)|overridden|monkey-patch(?:es|ed)?"
    r"|patched (?:at|in)|swap(?:s|ped)?|(?:written|assigned) to (?:\w+ )?(?:module )?attributes?)\b",
    re.IGNORECASE,
)


# "`M.S` alone would **not** reach the loop", "`model_type: gpt` (the default) does not": the words right after a
# name that deny its own predicate (asides in parentheses dropped first by the caller).
DENIED_AFTER = re.compile(
    r"^[\s*_,]*(?:alone\b|itself\b|by itself\b|on its own\b)?[\s*_,]*(?:would|will|does|do|did|is|are|was|were|can|could)"
    r"(?:n't\b|[\s*_]+(?:not|never)\b)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Sentence:
    """One sentence (or one statement of a code block): its line, source and code spans."""

    line: int
    text: str
    segments: tuple[tuple[str, str], ...]  # ("text", prose) and ("code", span content), in order
    block: str  # the whole block, for a location the sentence itself lacks
    label: str = ""
    code: bool = False  # a statement of a code block, not prose
    row: bool = False  # a table row of a deep-dive
    table: str = ""  # for a table row: its table's header row
    hedge: str = ""  # why the sentence states nothing plainly, when its context says so (see hedges.annotate)
    lead: str = ""  # for a list item or a table row: the paragraph leading into its list or table ("The layer asserts these:")
    heading: bool = False  # a heading: it names a topic ("Rebinding point"), it does not state a fact
    depth: int = 0  # for a heading: its level, 1 for "#"
    item: bool = False  # a sentence of a list item (``block`` is the item)
    comment: bool = False  # the words of a comment in a code block: prose, but about the code around it
    after_struck: bool = False  # the block before this sentence's was struck through whole ("^ wrong" under it means it)

    @property
    def prose(self) -> str:
        """The sentence without its code spans."""
        return " ".join(s for kind, s in self.segments if kind == "text")

    def quote(self, limit: int = 110) -> str:
        """The sentence as one line of plain text, after its inventory column when it is a table cell."""
        # A statement of a code block is quoted as written: `x.__name__` keeps the underscores emphasis would take.
        text = self.text if self.code else plain_text(self.text)
        # A list item flattened onto a message's one line keeps its mark ("• "), which the quote leaves out.
        text = text if self.code else re.sub(r"^\s*•\s+", "", text)
        return one_line(f"{self.label}: {text}" if self.label else text, limit)


def labelled(sentences: list[Sentence], label: str) -> list[Sentence]:
    """The sentences that are a field named by the pattern ``label``: "Style: x", ":Style: x" (a reStructuredText field
    list), "| Style | x |" (a table row), wherever in the report they stand."""
    field = re.compile(rf"^\W*(?:{label})\W*\s*[:|]", re.IGNORECASE)
    return [sentence for sentence in sentences if field.match(plain_text(sentence.text))]


def retext(sentence: Sentence, text: str, **changes: object) -> Sentence:
    """``sentence`` holding ``text`` instead (a part of it), its code spans found again."""
    return replace(sentence, text=text, segments=_segments(text), **changes)


def cells(sentence: Sentence) -> list[str]:
    """A table row's cells, split where the row joins them (" | "), never inside a code span."""
    masked = CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), sentence.text)
    bounds = [0, *[i for m in re.finditer(r" \| ", masked) for i in (m.start(), m.end())], len(masked)]
    return [sentence.text[bounds[i] : bounds[i + 1]] for i in range(0, len(bounds), 2)]


def column_of(sentence: Sentence, index: int) -> str:
    """The header of the column holding segment ``index`` of a table row ("" outside a table)."""
    if not sentence.row or not sentence.table:
        return ""
    column = sum(v.count(" | ") for k, v in sentence.segments[:index] if k == "text")
    headers = table_headers(sentence.table)
    return headers[column] if column < len(headers) else ""


def table_headers(table: str) -> list[str]:
    """A table's column headers, one a column: "| Upstream | This PR" has an empty first header."""
    headers = table.split(" | ") if table else []
    if headers and headers[0].startswith("| "):
        return ["", headers[0][2:], *headers[1:]]
    return headers


def _segments(text: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    position = 0
    for match in CODE_SPAN.finditer(text):
        out.append(("text", text[position : match.start()]))
        out.append(("code", match.group(2).strip()))
        position = match.end()
    out.append(("text", text[position:]))
    return tuple(out)


# "~~It needs `primus_turbo>=0.2.0`~~": struck through, the writer takes it back; read as blank, never as a statement.
_STRUCK = re.compile(r"~~(?=\S).*?~~", re.DOTALL)
# A document pasted with its tracked changes: "[deleted: ...]" is text a reviewer struck out, "[inserted: ...]" text a
# reviewer put in its place.
_DELETED = re.compile(r"\[(?:deleted|deletion|removed|del):[^\]]*\]", re.IGNORECASE)
_INSERTED = re.compile(r"\[(?:inserted|insertion|added|ins):\s*([^\]]*)\]", re.IGNORECASE)


def split_sentences(blocks: Iterable[Block]) -> Iterator[Sentence]:
    """Split blocks into sentences (and code blocks into statements), keeping each one's line."""
    lead = list_lead = ""  # what leads the sentences of this block; what leads the list being read
    after_lead = False  # whether the block before was the lead paragraph or a row of the table it leads into
    struck = False  # whether the block before was struck through whole
    for block in blocks:
        after_struck, struck = struck, False
        if "~~" in block.text and not block.fence:
            block = replace(block, text=_STRUCK.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), block.text))
            struck = not plain_text(block.text).strip()
        if "[" in block.text and not block.fence:
            text = _DELETED.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), block.text)
            block = replace(block, text=_INSERTED.sub(lambda m: m.group(1), text))
        if block.fence:
            yield from _statements(block)
            continue
        if block.row and after_lead:
            pass  # "They are checked only when `v` is on:" leads into the table below it, every row of it.
        elif not block.item:
            # A paragraph ending in ":" leads into the list below it, and so does a question into its checklist, and a
            # line labelled as another patch's ("Related patch (not this one): `x`") into the list of that patch's facts.
            opens = block.text.rstrip().endswith(":") or re.match(r"\s*Q:.*\?\s*$", block.text, re.DOTALL) or _another_patchs_label(block.text)
            lead = plain_text(block.text) if opens and not block.row else ""
            list_lead = lead
        else:
            # An item of a nested list is led by the item it is nested under ("Only when x > 1:"); the others by the
            # paragraph over the list, or by an item above them labelled as another patch's, which the words of a page
            # put before the list they lead (a chat's "Related patch (not this one): `x`" then its items).
            lead = block.lead or list_lead
            if _another_patchs_label(block.text):
                list_lead = plain_text(block.text)
        after_lead = bool(lead) and not block.item
        masked = CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), block.text)
        # A quoted description ('reads "Fuse a; gated by b."') is one sentence: never split inside its quote marks.
        masked = _QUOTED.sub(lambda m: _mask_quote(m.group(0)), masked)
        # "all to one object (i.e. `primus.x.f`): `a.f`, `b.f`": an abbreviation's period ends no sentence.
        masked = _ABBREVIATION.sub(lambda m: "x" * len(m.group(0)), masked)
        start = 0
        first = True
        # A sentence may end inside emphasis: "**Does `x` need anything?** Per gotcha 11 ..." is a question, then a statement.
        # Chinese ends one with a full-width mark and no space ("时才跳过。除非 ..."), Hindi and Nepali with a danda ("।"), Amharic with "።". A quote that ends on a stop goes on
        # when a lowercase word follows it ('the bullet "It also rebinds `x` ..." is wrong').
        for match in re.finditer(r"(?:(?<=[.!?;])\s+(?=\S)|(?<=[.!?][\"”])\s+(?=[^a-z\s])|(?<=[.!?]\*\*)\s+(?=\S)|(?<=[.!?]\*)\s+(?=\S))|(?<=[。！？；।॥።])\s*(?=\S)", masked):
            yield _sentence(block, start, match.start(), lead, after_struck and first)
            start, first = match.end(), False
        if block.text[start:].strip():
            yield _sentence(block, start, len(block.text), lead, after_struck and first)


# A line that is only a label and an id ("Related patch in the same file (not this one): `x`"): whether its label
# speaks of another patch is the hedges' shared wording (hedge_words.ANOTHER_PATCH).
_LABELLED_ID = re.compile(r"^\W*([^:\n]{3,80}):\s*`?[\w.]+`?\s*$")


def _another_patchs_label(text: str) -> bool:
    labelled = _LABELLED_ID.match(plain_text(text).strip())
    return bool(labelled) and bool(ANOTHER_PATCH.search(labelled.group(1)))


# "(l. 63)", "(ll. 29-33)", "p. 4", "no. 3", "Eq. 14", "Fig. 2", "Sec. 4": a line, page, number, equation, figure or
# section abbreviated before its figure.
_ABBREVIATION = re.compile(r"(?<![\w.])(?:(?:i\.e|e\.g|a\.k\.a|cf|vs)\.|(?:ll?|pp?|no|eqs?|figs?|secs?)\.(?=\s*\d))", re.IGNORECASE)


def _mask_quote(quoted: str) -> str:
    """A quote masked for splitting, but for a closing period and mark: '"Fuse a; gated by b." The handler' is two sentences."""
    keep = 2 if len(quoted) > 2 and quoted[-2] in ".!?" else 0
    return "x" * (len(quoted) - keep) + quoted[len(quoted) - keep :]


def _sentence(block: Block, start: int, end: int, lead: str, after_struck: bool = False) -> Sentence:
    text = block.text[start:end]
    line = block.line + block.text[:start].count("\n") + (len(text) - len(text.lstrip("\n")))
    # Its line is where its words start, below the time marks and bold labels over them ("[16:59]\n**Patch logic**\nStyle: ...").
    words = text.lstrip("\n")
    while (label := LABEL_LINE.match(words)) and words[label.end() :].strip():
        words, line = words[label.end() :], line + 1
    # Code the report writes without backticks is read as code: quotes are plain text, so they read the same.
    text = with_bare_code_quoted(text.strip())
    return Sentence(
        line,
        text,
        _segments(text),
        block.text,
        block.label,
        row=block.row,
        table=block.table,
        hedge=block.hedge,
        lead=lead if block.item or block.row else "",
        heading=block.heading,
        depth=block.depth,
        item=block.item,
        after_struck=after_struck,
    )


def _statements(block: Block) -> Iterator[Sentence]:
    """Each statement of a Python code block, with its imports resolved to full paths ("a.b = c")."""
    source = block.text
    try:
        # An excerpt of a function body keeps its indentation: dedented, it parses, and a write inside an `if` stays
        # inside it rather than reading as a line of its own.
        tree = python_tree(textwrap.dedent(source))
    except SyntaxError:
        yield from _lines(block)
        return
    # Comments first would lead the statements above them: each sentence in its line's place.
    yield from sorted([*_comments(block), *_python_statements(block, tree)], key=lambda sentence: sentence.line)


def import_bindings(nodes: Iterable[ast.stmt]) -> dict[str, str]:
    """The names import statements bind, each to the full path it stands for: `from a.b import C as D` gives D -> a.b.C,
    `import a.b as c` gives c -> a.b, and `import a.b` gives a -> a."""
    names: dict[str, str] = {}
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                names[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
    return names


def _python_statements(block: Block, tree: ast.Module) -> Iterator[Sentence]:
    """Each statement of a parsed Python block, its imports resolved."""
    source = block.text
    imports = import_bindings(tree.body)
    lines = source.splitlines()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        text = "\n".join(lines[node.lineno - 1 : (node.end_lineno or node.lineno)]).strip()
        code = text
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = resolve(node.targets[0], imports), resolve(node.value, imports)
            if target:
                code = f"{target} = {value or ast.unparse(node.value)}"
        yield _code_line(block, node.lineno, text, code, lines)


# A YAML mapping key on a line of its own ("compile:"), whose keys are the lines indented below it.
_YAML_PARENT = re.compile(r"^(\s*)([A-Za-z_][\w.-]*):\s*(?:#.*)?$")
_YAML_KEY = re.compile(r"^(\s*)([A-Za-z_][\w.-]*):\s+\S")


def _lines(block: Block) -> Iterator[Sentence]:
    """A code block that is not Python (a diff, a shell session, YAML with lists): each non-blank line, comments as words.

    A YAML key is read with the keys it is nested under: "compile:" then "  enable: true" is "compile.enable: true",
    as a nested config (TorchTitan's job config) names it, never the bare "enable".
    """
    lines = block.text.splitlines()
    parents: list[tuple[int, str]] = []  # (indent, key) of the mapping keys the current line is nested under
    hunk = False  # inside a unified diff's hunk, where a line opening with a space is context
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if _HUNK_HEADER.match(line):
            hunk = True
        elif hunk and re.match(r"diff |--- |\+\+\+ |index ", line):
            hunk = False
        if hunk and line.startswith(" ") and text:
            # "     assert args.retro_cyclic_train_iters is not None" in a hunk: code the diff shows around its change,
            # the file as it was and stays, which is not what the change (the patch, or its port) does.
            statement = _code_line(block, number, text, text, lines)
            yield replace(statement, hedge=statement.hedge or "a line the diff leaves as it was (its context)")
            continue
        if text.startswith("#"):
            yield from _comment(block, number, text)
        elif text:
            parent = _YAML_PARENT.match(line)
            keyed = parent or _YAML_KEY.match(line)
            if keyed:
                parents = [(i, k) for i, k in parents if i < len(keyed.group(1))]
            # A diff's +/- and a shell's export are how the line is written, not what it sets; a line the diff removes
            # ("-description: old text") is the old state, never a fact.
            code = re.sub(r"^(?:[+-](?![+-])\s*|export\s+)", "", text)
            if keyed and parents and not parent:
                code = ".".join(_config_path([k for _, k in parents]) + [code])
            statement = _code_line(block, number, text, code, lines)
            yield replace(statement, hedge=statement.hedge or "a line the diff removes") if re.match(r"-(?![-\s])", text) else statement
            if parent:
                parents.append((len(parent.group(1)), parent.group(2)))


_HUNK_HEADER = re.compile(r"@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@")


def _config_path(keys: list[str]) -> list[str]:
    """The keys a YAML line is nested under, as the config the patch reads names them: a Primus experiment file sets a
    module's config keys under "modules: <module>: overrides:", and the backend reads them as plain ``args.fp4``."""
    if len(keys) >= 3 and keys[0] == "modules" and keys[2] == "overrides":
        return keys[3:]
    return keys


def _comments(block: Block) -> Iterator[Sentence]:
    """The whole-line comments of a code block, each as :func:`_comment` reads it.

    A sentence may run over several comment lines ("# raises only when a flag asks for it\n# and the import failed."):
    a run of comment lines of prose is read as one paragraph, each sentence at the line it starts on, so that what the
    first line hedges still hedges the rest.
    """
    run: list[tuple[int, str]] = []
    for number, line in enumerate([*block.text.splitlines(), ""], start=1):
        text = line.strip()
        if text.startswith("#") and _PROSE_COMMENT.match(text) and not _DISABLED.match(text):
            run.append((number, text.lstrip("#").strip()))
            continue
        yield from _comment_paragraph(block, run)
        run = []
        if text.startswith("#"):
            yield from _comment(block, number, text)


# A comment of words, not a setting commented out ("# export X=1") nor a shebang.
_PROSE_COMMENT = re.compile(r"#+\s*\w")
_DISABLED = re.compile(r"#\s*((?:export\s+)?[A-Za-z_]\w*\s*=\s*\S+)")


def _comment_paragraph(block: Block, run: list[tuple[int, str]]) -> Iterator[Sentence]:
    """The sentences of consecutive comment lines of prose, each at the line it starts on."""
    if not run:
        return
    text, starts = "", []  # the joined words, and (offset, line number) where each line begins in them
    for number, words in run:
        text += (" " if text else "") + words
        starts.append((len(text) - len(words), number))
    masked = CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), text)
    begin = 0
    for end in [*(m.start() for m in re.finditer(r"(?<=[.!?;])\s+(?=\S)", masked)), len(text)]:
        sentence = text[begin:end].strip()
        if sentence:
            line = max(n for offset, n in starts if offset <= begin)
            words = with_bare_code_quoted(sentence)
            yield Sentence(block.line + line, words, _segments(words), block.text, comment=True)
        begin = end


def _comment(block: Block, number: int, text: str) -> Iterator[Sentence]:
    """A comment line: a setting commented out is named but hedged; other words are a sentence of prose."""
    disabled = _DISABLED.match(text)
    if disabled:
        # "# export X=1  # was tried, did not help": a setting commented out is named, and is no setting of the port.
        code = disabled.group(1).removeprefix("export").strip()
        yield replace(_code_line(block, number, text, code, block.text.splitlines()), hedge="a line commented out")
    elif re.match(r"#+\s*\w", text) and not text.startswith("#!"):
        # The report's own words in a config or a script ("# If fp8 is off the flag changes nothing useful").
        words = with_bare_code_quoted(text.lstrip("#").strip())
        yield Sentence(block.line + number, words, _segments(words), block.text, comment=True)


def _code_line(block: Block, number: int, text: str, code: str, lines: list[str]) -> Sentence:
    """A statement of a code block, after the comment right above it ("# with the zb runtime"), which says when it holds."""
    above = lines[number - 2].strip() if number >= 2 else ""
    comment = above if above.startswith("#") and not above.startswith("#!") else ""
    return Sentence(
        block.line + number,
        f"{comment}\n{text}" if comment else text,
        (("text", ""), ("code", code), ("text", "")),
        block.text,
        code=True,
        hedge=block.hedge,
    )


def location_of(sentence: Sentence, after: int = 0) -> str | None:
    """The file:line the sentence cites after offset ``after``, else before it, else in its block."""
    found = list(LOCATION.finditer(sentence.text))
    later = [m for m in found if m.start() >= after]
    match = later[0] if later else (found[-1] if found else LOCATION.search(sentence.block))
    return citation(match) if match else None


def citation(match: re.Match[str]) -> str:
    """A ``file:lines`` match as the draft cites it, spaces dropped (``a.py:10-20``)."""
    lines = re.sub(r"\s+", "", match.group(2))
    return f"{match.group(1)}:{lines}"


def negated(text: str, position: int) -> bool:
    """Whether the clause before ``position`` negates what follows (no, not, without, ...)."""
    # A closed aside ("`a` (no version check) and `b`") qualifies what it follows, not what comes after it.
    before = re.sub(r"\([^()]*\)", " ", text[:position])
    # Chinese and Japanese mark their clauses with full-width punctuation: "没有 TE 版本检查，也没有 torch 版本检查".
    clauses = re.split(r"[,;:(，；：（、]|\bbut\b", before)
    # "does not wrap `f` (or rebind any symbol at all)": an "or" after a comma or a parenthesis goes on with the clause
    # before it, and with its negation.
    last = len(clauses) - 1
    while last and re.match(r"\s*n?or\b", clauses[last]):
        last -= 1
    clause = " ".join(clauses[last:])
    # "Does NOT need `primus_turbo`, Transformer Engine, ROCm-specific code": each item of a list the negated verb
    # governs is negated with the first; an item with a verb of its own ("it replaces `g`") starts a clause of its own.
    items = re.split(r"[;:(]|\bbut\b", before)[-1].split(",")
    listed = len(items) > 1 and all(len(item.split()) <= 4 and not _CLAUSE_WORD.search(item) for item in items[1:])
    # Japanese negates after the verb: "rebind しておらず", "rebind していない" (does not rebind).
    return bool(_NEGATION.search(clause) or (listed and _LIST_NEGATION.search(items[0])) or _NEGATED_AFTER.match(text[position:]))


# A word that makes a piece after a comma a clause of its own, no item of a list: a verb, a subject, a conjunction
# ("..., so the `primus_turbo` package has to be installed").
_CLAUSE_WORD = re.compile(
    r"\b(?:is|are|was|were|be|has|have|needs?|requires?|uses?|rebinds?|replaces?|wraps?|calls?|sets?|reads?|it|they|so|which|that"
    r"|then|because|since|while|when|if|thus|hence|and\s+then)\b",
    re.IGNORECASE,
)
# The negation that governs a list after it: a negated verb or "without", not a value ("`find_spec(...)` is None").
_LIST_NEGATION = re.compile(r"\b(?:not|never|without|neither|no)\b|n't\b", re.IGNORECASE)
# Japanese negates after the name: "rebind しておらず", "rebind していない" (does not rebind), "Primus-Turbo を使いません"
# (does not use), "`primus_turbo` の import はなく" (there is no import of).
_NEGATED_AFTER = re.compile(
    r"[\w.-]+\s*(?:を\s*)?(?:して(?:おらず|いない|いません|ない)|しない|しません|せず)"
    r"|[\w.-]+\s*(?:の\s*\w+\s*)?[はをも]\s*(?:なく|ない|ありません|使(?:いません|わない|わず|っていない)|使用(?:しない|しません|していない|せず))"
    # Korean, too: "TE는 이 패치가 쓰지 않습니다" (this patch does not use TE), "`primus_turbo`를 import하지 않으며".
    # "Transformer Engine 버전 검사도 없습니다" (there is no Transformer Engine version check either).
    r"|[\w.-]+(?:\s+[A-Z][\w.-]*)*`?\s*(?:[은는을를이가도]\s*)?(?:[가-힣]+\s+){0,2}?(?:(?:쓰|사용하|호출하|import하|필요하|보)지\s*않|[가-힣]*도?\s*없(?:습니다|음|다|으며|고))"
)
