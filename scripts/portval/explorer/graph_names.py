"""How a knowledge graph's names and statuses read as words, shared by the Turtle and JSON-LD readers.

A graph names each resource and property by an IRI or a compact IRI ("ex:needFsdp2", "pn:patch/x.y",
"<https://x.org/terms#onFlag>"); only its last part carries meaning for a reader, and a property's camel case
("patchStyle") is the words "patch style". A resource's status ("ex:status ex:Retracted", "status": "superseded",
"owl:deprecated true") sets it apart, and the heading that names it says so.
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


# A status that sets a resource apart, and the heading's lead that says so (see markdown.section_role). A status is read
# from its first words ("superseded", "Retracted after review", "proposed"), so a status that says more ("Verified on
# MI300X, no open questions") sets nothing apart.
_STATUS_LEADS = (
    (re.compile(r"^\W*(?:superseded|obsolete|deprecated|withdrawn|replaced|outdated)\b", re.IGNORECASE), "Superseded"),
    (re.compile(r"^\W*(?:retracted|rejected|wrong|invalid|false|refuted)\b", re.IGNORECASE), "Retracted"),
    (re.compile(r"^\W*(?:illustrative|example|hypothetical|made[- ]?up|fictional|sample)\b", re.IGNORECASE), "Made-up example"),
    (re.compile(r"^\W*(?:proposed|planned|idea|draft|todo|future)\b", re.IGNORECASE), "Planned"),
    (re.compile(r"^\W*(?:unverified|unconfirmed|open|question|uncertain|tbd)\b", re.IGNORECASE), "Unverified"),
)
# A property that holds a status: "ex:status", "ex:hasStatus", "ex:reviewStatus", "schema:creativeWorkStatus", "verdict".
STATUS_KEY = re.compile(r"(?:^|[:#/])(?:\w*(?:status|state)|verdict|lifecycle)$", re.IGNORECASE)
# A property a resource sets true to take itself back: "owl:deprecated true", "ex:retracted true".
_STATUS_FLAG = re.compile(r"(?:^|[:#/])(retracted|withdrawn|deprecated|obsolete|superseded|wrong)$", re.IGNORECASE)


def status_lead(properties: list[tuple[str, str]]) -> str:
    """The words a resource's status leads its heading with ("Superseded: ", "Retracted: "), from its properties as
    (predicate, object) pairs as written; "" where none sets it apart."""
    # Each status on its own, read from its first words: "ex:Retracted , ex:Reviewed" (an object list) holds two.
    statuses = [local_name(_literal(part)) for key, value in properties if STATUS_KEY.search(key) for part in value.split(" , ")]
    statuses += [m.group(1) for key, value in properties if (m := _STATUS_FLAG.search(key)) and _literal(value).lower() == "true"]
    return next((f"{said}: " for pattern, said in _STATUS_LEADS if any(pattern.search(status) for status in statuses)), "")


def _literal(value: str) -> str:
    """A value without its quotes, its datatype or its language tag: '"wrong"^^xsd:string' as "wrong"."""
    return re.sub(r"(?<=[\"'])(?:\^\^\S+|@[\w-]+)$", "", value.strip()).strip("\"'")
