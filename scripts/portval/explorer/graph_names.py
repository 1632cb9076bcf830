"""How a knowledge graph's names read as words, shared by the Turtle and JSON-LD readers.

A graph names each resource and property by an IRI or a compact IRI ("ex:needFsdp2", "pn:patch/x.y",
"<https://x.org/terms#onFlag>"); only its last part carries meaning for a reader, and a property's camel case
("patchStyle") is the words "patch style".
"""

from __future__ import annotations

import re


def local_name(name: str) -> str:
    """A name without its prefix, angle brackets or IRI path: "ex:needFsdp2" as "needFsdp2", "pn:patch/x.y/" as
    "x.y"."""
    return re.split(r"[:#/]", name.strip("<>").rstrip("/"))[-1] or name


def property_words(name: str) -> str:
    """A property's local name as words: "patchStyle" as "patch style"; a snake-case name ("use_torch_fsdp2", a config
    key) keeps its underscores, so it still reads as the key it is."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", lambda m: " " + m.group(1).lower(), local_name(name))
