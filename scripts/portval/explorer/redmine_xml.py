"""An issue as Redmine's REST API returns it in XML (``issue.xml?include=journals``), read as the Textile it holds,
line for line.

The issue is XML: its fields as elements and attributes (project, tracker, status, ``fixed_version name="2025.12"``),
its subject, its description in Textile with every "<" escaped, its custom fields (``<custom_field name="Phase">`` over
``<value>setup</value>``), and its journals, each a user's ``<notes>`` in Textile and the ``<details>`` of what they
changed. Read as XML of the writer's own schema, ``type="array"`` is a word of the report and the description's Textile
is no markup. Here the subject is the title, the description and each journal's notes their Textile (which the Textile
reader then reads), each journal opened by an "h3. Note by <user>" heading, each custom field a labelled line, a
detail changing a custom field "<name>: <new value>", and the fields, ids and dates blank.
"""

from __future__ import annotations

import html
import re

from .text import line_at

_TEXT_ELEMENT = re.compile(r"<(subject|description|notes)>(.*?)</\1>", re.DOTALL)
_CUSTOM_FIELD = re.compile(r"<custom_field\b[^>]*\bid=\"(\d+)\"[^>]*\bname=\"([^\"]*)\"[^>]*>(.*?)</custom_field>", re.DOTALL)
_JOURNAL = re.compile(r"<journal\b[^>]*>\s*<user\b[^>]*\bname=\"([^\"]*)\"")
_DETAIL = re.compile(r"<detail\b[^>]*\bproperty=\"cf\"[^>]*\bname=\"(\d+)\"[^>]*>.*?<new_value>(.*?)</new_value>", re.DOTALL)


def is_redmine_issue(text: str) -> bool:
    """Whether the report is a Redmine issue in XML: an ``<issue>`` root holding a subject and a tracker."""
    head = text[:3000]
    return bool(re.search(r"^\s*(?:<\?xml[^>]*>\s*)?<issue>", text)) and "<subject>" in head and "<tracker " in head


def redmine_lines(lines: list[str]) -> list[str]:
    """The issue's subject, Textile and custom fields on their lines (see the module's docstring); the rest blank."""
    text = "\n".join(lines)
    out = [""] * len(lines)

    for element in _TEXT_ELEMENT.finditer(text):
        words = html.unescape(element.group(2)).split("\n")
        first = line_at(text, element.start(2))
        if element.group(1) == "subject":
            out[first] = "h1. " + " ".join(words).strip()
            continue
        for offset, words_of_line in enumerate(words):
            out[first + offset] = words_of_line
    names: dict[str, str] = {}
    for field in _CUSTOM_FIELD.finditer(text):
        names[field.group(1)] = html.unescape(field.group(2))
        values = [html.unescape(v).strip() for v in re.findall(r"<value>([^<]*)</value>", field.group(3))]
        if values:
            out[line_at(text, field.start())] = f"{html.unescape(field.group(2))}: {', '.join(v for v in values if v)}"
    for journal in _JOURNAL.finditer(text):
        out[line_at(text, journal.start())] = f"h3. Note by {html.unescape(journal.group(1))}"
    for detail in _DETAIL.finditer(text):
        if detail.group(1) in names:
            out[line_at(text, detail.start())] = f"{names[detail.group(1)]}: {html.unescape(detail.group(2)).strip()}"
    return out
