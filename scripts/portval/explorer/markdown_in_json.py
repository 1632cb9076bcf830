"""A JSON document whose prose is one Markdown string (a wiki page as its API returns it), read as that Markdown.

Outline's ``documents.info``, Wiki.js's GraphQL ``pages.single`` and a GitHub Gist give a page as JSON: ids, dates and
authors, and the page itself as one string of Markdown (Outline's "text", Wiki.js's "content" next to its rendered
HTML copy, a gist file's "content"). Read as JSON, that string is one line: every value cites it, a heading inside it
scopes nothing, and a "not this patch" anywhere on the page hedges every sentence. Here such a report is read as the
lines of its Markdown, under its title, and the draft gives the command that prints those lines.

A document an export's reader knows (a project board's cards, an issue as ``gh`` prints it, a Google Keep note), or
with more prose than that one string (an issue's comments, a chat's messages), is read as its reader reads it.
"""

from __future__ import annotations

import json
import re
import shlex

from .compact_json import is_keep_note
from .json_exports import PROSE_KEYS, entities_unescaped, loaded_json
from .json_threads import is_thread_export
from .tool_output import known_export

# A line of Markdown structure: a heading, a list item, a fence, a table row, a quote.
_STRUCTURE = re.compile(r"^(?:#{1,6}\s+\S|\s*(?:[-*+]|\d+[.)])\s+\S|\s*(?:```|~~~)|\s*\|.*\|\s*$|>\s)", re.MULTILINE)
# Rendered HTML (Wiki.js's "render"): a copy of the Markdown, not more prose.
_HTML = re.compile(r"</(?:p|h[1-6]|li|div|pre|table|td|code)\s*>", re.IGNORECASE)
_LINES = 8  # the fewest lines a string holding a whole page has
_PROSE_WORDS = 12  # a string of this many words is prose of its own
_MESSAGE_WORDS = 3  # under a key a message's words stand under, this many are
_TITLE_KEYS = ("title", "name")
_BLURB_KEYS = ("description", "summary", "subtitle")


def markdown_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The report as the lines of the one Markdown page it holds, and what its line numbers count; ``(text, "")`` for a
    report that is no such JSON document."""
    document = loaded_json(text.strip())
    # A known thread's export holds a page among its posts' fields (a Ghost post's plain-text copy beside its HTML):
    # the thread's reader reads it whole.
    if document is None or is_keep_note(document) or known_export(text.strip()) or is_thread_export(document):
        return text, ""
    strings = _strings(document, ())
    pages = [(path, value) for path, value in strings if _is_page(value)]
    if len(pages) != 1:
        return text, ""
    path, page = pages[0]
    holder = _at(document, path[:-1])
    # The page's own title and blurb, and those of what holds it (Wiki.js's "description", a gist's), say what the page
    # is, not more of it.
    own = {(*path[:depth], key) for depth in range(len(path)) for key in (*_TITLE_KEYS, *_BLURB_KEYS)}
    if any(_is_more_prose(where[-1] if where else None, value, page) for where, value in strings if where not in own):
        return text, ""
    titles = [k for k in _TITLE_KEYS if isinstance(holder, dict) and isinstance(holder.get(k), str) and holder[k].strip() and "\n" not in holder[k]]
    # The page's title is its first line, unless the page opens with a heading of its own (Wiki.js repeats it there).
    key = titles[0] if titles and not page.lstrip("\n").startswith("#") else None
    subscript = "".join(f"[{k!r}]" for k in path[:-1])
    printed = f"print('# ' + d[{key!r}]); print(d[{path[-1]!r}])" if key else f"print(d[{path[-1]!r}])"
    command = f'python -c "import json,sys; d=json.load(open(sys.argv[1])){subscript}; {printed}" {shlex.quote(name)}'
    # A tracker's text keeps the line ends its browser sent ("\r\n"): printed, each is one line all the same. An API may
    # escape the Markdown's characters as HTML entities (the Stack Exchange API's "doesn&#39;t").
    view = (f"# {holder[key]}\n" if key else "") + entities_unescaped(page.replace("\r\n", "\n"))
    where = "under its title" if key else "as written"
    return view, f'the lines `{command}` prints of it (the Markdown page its "{path[-1]}" holds, {where})'


def _strings(value: object, path: tuple) -> list[tuple[tuple, str]]:
    """Each string of the document, with its path of keys and indexes, in the order written."""
    if isinstance(value, str):
        return [(path, value)]
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [found for key, child in items for found in _strings(child, (*path, key))]


def _is_page(value: str) -> bool:
    """Whether a string is a page of Markdown: many lines, several of them Markdown's structure, and no HTML."""
    return value.count("\n") + 1 >= _LINES and len(_STRUCTURE.findall(value)) >= 2 and not _HTML.search(value)


def _is_more_prose(key: object, value: str, page: str) -> bool:
    """Whether a string of the document is prose of its own beside the page: a long one, or a few words where a
    message's words stand (a reply "that second site is wrong"); not the page, its rendered copy, or JSON written as a
    string (Wiki.js's "toc")."""
    if value == page or _HTML.search(value):
        return False
    words = len(value.split())
    if words < _PROSE_WORDS and not (key in PROSE_KEYS and words >= _MESSAGE_WORDS):
        return False
    try:
        json.loads(value)
    except ValueError:
        return True
    return False


def _at(document: object, path: tuple) -> object:
    for key in path:
        document = document[key]
    return document
