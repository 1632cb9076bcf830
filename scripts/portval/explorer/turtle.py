"""An RDF knowledge base in Turtle (.ttl) whose resources hold a port's findings, read as Markdown, line for line.

A team that keeps its findings as a graph writes "@prefix" lines, then one subject a block: "ex:needFsdp2 a
ex:Constraint ;" opens it, each "predicate object ;" line after it gives one property ("rdfs:label "x"", "ex:phase
"build_args"", "ex:requires ex:a , ex:b"), a literal may run over lines between triple quotes, "." ends the block, and
"#" comments between blocks say what the blocks are ("# ---- constraints", "# RETRACTED: ..."). Read as text, the
properties of a block run together into one sentence, a literal's quotes and datatype stay, and a block a status
marks retracted reads as plain as any other. Here a comment set off by a rule is a heading, a subject is a heading
naming its type ("needFsdp2 (Constraint)", "Retracted: siteInitMP (Site)" where a status, a comment above it or one
after it on its line takes it back), each property a list item led by its predicate's words ("label: ...", "on flag: flagFsdp2"), a one-word
literal a code span, and the prefixes blank.
"""

from __future__ import annotations

import re

from .graph_names import local_name, property_words, status_lead
from .text import unfenced

_PREFIX = re.compile(r"^\s*(?:@prefix|@base|PREFIX|BASE)\b", re.IGNORECASE)
_NAME = r"(?:[A-Za-z][\w-]*)?:[\w-]*|<[^<>\s]*>"
_SUBJECT = re.compile(rf"^({_NAME})(?:\s+(.*))?$")
_PROPERTY = re.compile(rf"^\s+(a|{_NAME})\s+(.*)$")
_RETRACTING_COMMENT = re.compile(r"^\s*#\s*(?:retracted|withdrawn|wrong|obsolete)\b", re.IGNORECASE)


def is_turtle(text: str) -> bool:
    """Whether the report is Turtle: a prefix declared, and a subject given a type with "a", outside any Markdown fence."""
    text = unfenced(text)
    return bool(re.search(r"^[ \t]*@prefix[ \t]+[\w-]*:[ \t]*<[^<>\s]*>[ \t]*\.", text, re.MULTILINE)) and bool(
        re.search(rf"^(?:{_NAME})[ \t]+a[ \t]+(?:{_NAME})", text, re.MULTILINE)
    )


def turtle_lines(lines: list[str]) -> list[str]:
    """The graph as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    literal = False  # inside a triple-quoted literal
    for index, line in enumerate(lines):
        stripped = line.strip()
        if literal:
            literal = '"""' not in line
            out.append(_literal_tail(line) if not literal else line.strip())
            continue
        if not stripped or _PREFIX.match(line):
            out.append("")
            continue
        if stripped.startswith("#"):
            out.append(_comment(stripped))
            continue
        statement = _without_comment(stripped)
        comment = stripped[len(statement) :].strip().lstrip("#").strip()
        if subject := (_SUBJECT.match(statement) if not line[0].isspace() else None):
            out.append(_subject(subject.group(1), subject.group(2) or "", comment, lines, index))
        elif prop := _PROPERTY.match(line[: len(line) - len(line.lstrip())] + statement):
            out.append(f"- {_predicate(prop.group(1))}: {_objects(prop.group(2))}" + (f" ({comment})" if comment else ""))
        else:
            out.append(_objects(statement))
        literal = statement.count('"""') % 2 == 1
    return out


def _subject(name: str, rest: str, comment: str, lines: list[str], index: int) -> str:
    """A subject's line: a heading naming it, its type and the comment after it, or, with a property on the line, that
    statement."""
    typed = re.match(rf"a\s+({_NAME})\s*[;.]?\s*(.*)$", _without_comment(rest))
    if rest and not typed:
        said = f"{local_name(name)} {_predicate(rest.split()[0])} {_objects(' '.join(rest.split()[1:]))}".rstrip()
        return said + (f" ({comment})" if comment else "")
    kind = local_name(typed.group(1)) if typed else ""
    block = _block(lines, index)
    # The comment above the subject, past blank lines ("# RETRACTED: ..."), or after it on its line ("# WRONG").
    above = next((lines[n] for n in range(index - 1, -1, -1) if lines[n].strip()), "")
    retracted = bool(_RETRACTING_COMMENT.match(above)) or bool(_RETRACTING_COMMENT.match(f"# {comment}"))
    lead = "Retracted: " if retracted else status_lead(_properties(block))
    words = ", ".join(w for w in (kind, comment) if w)
    # "### Retracted: siteG (Site)": a heading that opens with the word sets its section apart, as a report's own does.
    heading = f"### {lead}{local_name(name)}" + (f" ({words})" if words else "")
    # "ex:flagTpSize a ex:Flag ; rdfs:label "x" .": the properties on the subject's own line follow its heading.
    more = typed.group(2).strip().rstrip(".").strip() if typed else ""
    if more:
        prop = re.match(rf"({_NAME})\s+(.*)$", more)
        heading += f": {_predicate(prop.group(1))} {_objects(prop.group(2))}" if prop else f": {_objects(more)}"
    return heading


def _properties(block: str) -> list[tuple[str, str]]:
    """The (predicate, object) pairs of a subject's block as written: "ex:status ex:Retracted ;" gives ("ex:status",
    "ex:Retracted"); the subject and its type are none of them."""
    pairs = []
    statements = " ".join(_without_comment(line.strip()) for line in block.split("\n"))
    for part in re.split(r";\s*", statements):
        part = re.sub(rf"^\s*(?:{_NAME})\s+a\s+(?:{_NAME})\s*", "", part).strip().rstrip(".").strip()
        if said := re.match(rf"({_NAME})\s+(\S.*)$", part):
            pairs.append((said.group(1), said.group(2).strip()))
    return pairs


def _block(lines: list[str], index: int) -> str:
    """The subject's block: its line and the lines after it up to the "." that ends it (or, where no "." ends it, up to
    the next subject or blank line)."""
    block = []
    literal = False
    for position in range(index, len(lines)):
        line = lines[position]
        if position > index and not literal and line.strip() and not line[0].isspace() and not line.lstrip().startswith("#"):
            break  # the next subject: a statement left unended ends with its block
        block.append(line)
        literal ^= line.count('"""') % 2 == 1
        if not literal and _without_comment(line.strip()).endswith("."):
            break
    return "\n".join(block)


def _comment(stripped: str) -> str:
    """A comment's words; one set off by a rule of dashes or equals signs is a heading (a rule alone is blank)."""
    words = re.sub(r"^#+\s*|\s*[-=]{3,}\s*", " ", stripped).strip()
    ruled = re.search(r"[-=]{3,}", stripped)
    return f"## {words}" if ruled and words else words


def _without_comment(text: str) -> str:
    """The statement without a "#" comment after it (a "#" inside a literal or an IRI is none)."""
    quoted = False
    for position, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif char == "#" and not quoted and (position == 0 or text[position - 1].isspace()):
            return text[:position].rstrip()
    return text


def _predicate(name: str) -> str:
    """A predicate as the words it stands for: "ex:onFlag" as "on flag", "a" as "type"."""
    return "type" if name == "a" else property_words(name)


def _objects(text: str) -> str:
    """A property's objects as words: literals without their quotes, datatype or language, a one-word literal as code."""
    # The statement's end, unless the line ends inside a literal that goes on over the next.
    text = text.strip() if text.count('"""') == 1 else re.sub(r"\s*[;.,]\s*$", "", text.strip())

    def literal(match: re.Match[str]) -> str:
        value = match.group(1) if match.group(1) is not None else match.group(2)
        return f"`{value}`" if re.fullmatch(r"[\w./:=-]+", value) and not value.isdigit() else value

    text = re.sub(r'"""(.*?)(?:"""|$)|"((?:[^"\\]|\\.)*)"(?:\^\^\S+|@[\w-]+)?', literal, text)
    text = re.sub(rf"(?<![\w`])({_NAME})(?![\w`])", lambda m: local_name(m.group(1)), text)
    return re.sub(r"\s+,\s*", ", ", re.sub(r'^"""', "", text))


def _literal_tail(line: str) -> str:
    """The last line of a triple-quoted literal: its words, without the quotes and the end of the statement."""
    return re.sub(r'"""\s*(?:\^\^\S+|@[\w-]+)?\s*[;.,]?\s*(?:#.*)?$', "", line.strip())
