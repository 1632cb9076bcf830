"""A knowledge graph exported as JSON-LD, read as the Markdown it stands for, one property a line.

A team that keeps its findings as linked data exports them as JSON-LD: an "@context" mapping short names to
vocabularies, then the nodes, in an "@graph" list or alone, each with its "@id", its "@type", a "name", prose in
"description" and "comment", a "status" that marks it current, superseded, proposed or illustrative, and properties
whose values are strings, lists, references to other nodes ({"@id": ...}) or nodes of their own (a HowTo's steps).
Read as JSON, every property is a line of quotes and keys, a node's status scopes nothing, and a superseded note or a
neighbouring patch's node reads as plainly as the patch's own. Here each node is a section whose heading names it and
its types ("## `megatron.x.own` (Patch)"), led by its status where that sets it apart ("## Superseded: notes-v1
(Comment)", "## Made-up example: config (HowTo)"), its prose a paragraph, each other property a list item led by its
name's words ("- patch style: Config / arg rewrite", "- rebinds: `a.b.C`, `a.b.D`"), a nested node an item under it.
"""

from __future__ import annotations

import re

from .graph_names import STATUS_KEY, local_name, property_words, status_lead
from .json_exports import loaded_json, printed_view
from .text import name_as_code

# Properties whose value is the node's prose, printed as a paragraph.
_PROSE = frozenset({"description", "comment", "text", "abstract", "articleBody", "reviewBody", "disambiguatingDescription"})
# Properties that name the node, printed in its heading.
_NAMES = ("name", "identifier", "label", "title", "headline")
# Properties that say whom a node is about, so that a comment on another patch is headed by that patch.
_ABOUT = frozenset({"about", "isPartOf", "subjectOf", "mainEntity", "relatedPatch", "patch"})


def is_json_ld(document: object) -> bool:
    """Whether the document is JSON-LD: an "@context", and nodes in an "@graph" or a node of its own with a type."""
    if isinstance(document, list):
        return (
            bool(document)
            and all(isinstance(node, dict) and "@type" in node for node in document)
            and any("@context" in node for node in document)
        )
    return isinstance(document, dict) and "@context" in document and (isinstance(document.get("@graph"), list) or "@type" in document)


def json_ld_view(text: str, name: str = "report.jsonld") -> tuple[str, str]:
    """The Markdown lines of a JSON-LD export, and what its line numbers count; ``(text, "")`` for any other report."""
    document = loaded_json(text.strip())
    if not is_json_ld(document):
        return text, ""
    nodes = document if isinstance(document, list) else document.get("@graph") or [document]
    context = next((node.get("@context") for node in (nodes if isinstance(document, list) else [document]) if isinstance(node, dict)), {})
    prefixes = tuple(
        f"{key}:"
        for key, value in (context.items() if isinstance(context, dict) else ())
        if isinstance(value, str) and re.match(r"https?://", value)
    )
    lines: list[str] = []
    for node in nodes:
        if isinstance(node, dict):
            lines += _node_lines(_without_prefixes(node, prefixes))
    return printed_view(lines, name, "each node of the JSON-LD graph as a section, each property a line")


def _without_prefixes(value: object, prefixes: tuple[str, ...]) -> object:
    """The node with each string value that is a compact IRI ("pn:patch/x.y", its prefix one the context maps to a
    vocabulary) written as its local name ("x.y"): a reference to another node, read as the name it stands for."""
    if isinstance(value, dict):
        return {key: v if key == "@context" else _without_prefixes(v, prefixes) for key, v in value.items()}
    if isinstance(value, list):
        return [_without_prefixes(v, prefixes) for v in value]
    if isinstance(value, str) and prefixes and value.startswith(prefixes) and re.fullmatch(r"\S+", value):
        return local_name(value)
    return value


def _node_lines(node: dict) -> list[str]:
    """A node: its heading, its prose, then its other properties as list items."""
    label = next((node[key] for key in _NAMES if isinstance(node.get(key), str) and node[key].strip()), "") or local_name(
        str(node.get("@id", ""))
    )
    types = node.get("@type", [])
    kinds = ", ".join(property_words(str(t)) for t in (types if isinstance(types, list) else [types]))
    lead = _status_lead(node)
    # "## c2 (Comment on the patch `megatron.x.other`)": whom a comment or a finding is about, in its heading.
    about = next((_value_words(node[key]) for key in node if local_name(key) in _ABOUT and _value_words(node[key])), "")
    kinds += f" on the patch {about}" if about and "`" in about else ""
    lines = [f"## {lead}{_shown(label)}" + (f" ({kinds})" if kinds else ""), ""]
    items: list[str] = []
    for key, value in node.items():
        local = local_name(key)
        if key.startswith("@") or (local in _NAMES and value == label) or STATUS_KEY.search(key):
            continue
        if local in _PROSE and isinstance(value, str):
            lines += [*value.strip().split("\n"), ""]
        else:
            items += _property_lines(property_words(local), value, "")
    return [*lines, *items, ""] if items else lines


def _property_lines(name: str, value: object, indent: str) -> list[str]:
    """A property as list items: its values on its line, a node among them an item under it."""
    values = value if isinstance(value, list) else [value]
    said = [_value_words(v) for v in values if not _is_node(v)]
    lines = [f"{indent}- {name}: {', '.join(w for w in said if w)}".rstrip()] if said or not values else [f"{indent}- {name}:"]
    for nested in (v for v in values if _is_node(v)):
        prose = next((nested[k] for k in nested if local_name(k) in _PROSE | {"name"} and isinstance(nested[k], str)), "")
        # A nested finding's status leads its words ("Retracted: It also rebinds ..."), as a node's leads its heading.
        lead = _status_lead(nested)
        lines.append(f"{indent}  - {lead}{prose}" if prose else f"{indent}  - {lead}".rstrip())
        lines += [
            line
            for k, v in nested.items()
            if not k.startswith("@") and v != prose and not STATUS_KEY.search(k)
            for line in _property_lines(property_words(k), v, indent + "    ")
        ]
    return lines


def _status_lead(node: dict) -> str:
    """The words a node's status leads it with ("Superseded: "), or "" where its status sets nothing apart."""
    return status_lead([(k, _value_text(item)) for k, v in node.items() for item in (v if isinstance(v, list) else [v])])


def _value_text(value: object) -> str:
    """A property's value as a status reads it: a node by its id, a value object by its value, anything else as text."""
    return str(value.get("@id", value.get("@value", ""))) if isinstance(value, dict) else str(value)


def _is_node(value: object) -> bool:
    """Whether a value is a node of its own (more than a reference or a typed literal)."""
    return isinstance(value, dict) and bool(set(value) - {"@id", "@value", "@type", "@language"})


def _value_words(value: object) -> str:
    """A value as words: a reference by its local name, a literal as written, a one-word name a code span."""
    if isinstance(value, dict):
        if "@value" in value:
            return _shown(str(value["@value"]))
        if "@id" in value:
            return _shown(local_name(str(value["@id"])))
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    return _shown(str(value))


def _shown(value: str) -> str:
    """A string as words: a dotted or underscored name, a comparison or a lambda as code, anything else as written."""
    value = value.strip()
    if re.match(r"lambda\b", value) or re.fullmatch(r"[\w.]+\s*(?:==|!=|>=|<=|>|<)\s*[\w.\"'-]+", value):
        return f"`{value}`"
    return name_as_code(value)
