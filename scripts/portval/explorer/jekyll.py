"""A Jekyll post as the Markdown it stands for, line for line: its front matter, Liquid tags and kramdown attributes.

Hugo and Obsidian open a page with the same YAML front matter, read the same way.

- the front matter (``---`` ... ``---`` opening the file): its ``title`` is the
  post's heading, its ``excerpt`` or ``description`` a paragraph; the rest
  (layout, date, tags) says nothing of a patch and becomes a blank line;
- ``{% highlight python %}`` ... ``{% endhighlight %}`` is a fenced code block,
  so a ``register_patch("id", ...)`` split over lines is read as code;
- any other Liquid tag alone on its line (``{% raw %}``, ``{% include x %}``)
  and a kramdown attribute list (``{:toc}``, ``{: .warning }``) is a blank line.
"""

from __future__ import annotations

import re

_FRONT_MATTER_KEY = re.compile(r"^([A-Za-z_][\w-]*):\s*(.*)$")
_HIGHLIGHT = re.compile(r"^\s*\{%-?\s*highlight\s+(\w+)[^%]*-?%\}\s*$")
_END_HIGHLIGHT = re.compile(r"^\s*\{%-?\s*endhighlight\s*-?%\}\s*$")
_LIQUID_TAG = re.compile(r"^\s*\{%-?.*?-?%\}\s*$")
_ATTRIBUTE_LIST = re.compile(r"^\s*\{:[^}]*\}\s*$")
# The front matter's keys that hold prose about the post.
_HEADING_KEYS = ("title",)
_PROSE_KEYS = ("excerpt", "description", "summary", "subtitle")


def is_jekyll(text: str) -> bool:
    """Whether ``text`` is a Jekyll post: front matter with a ``layout`` or ``title``, or a Liquid highlight block."""
    front = _front_matter_end(text.split("\n"))
    if front and any(_FRONT_MATTER_KEY.match(line) for line in text.split("\n")[1:front]):
        return True
    return any(_HIGHLIGHT.match(line) for line in text.split("\n"))


def jekyll_lines(lines: list[str]) -> list[str]:
    """The post's lines as Markdown, one for one."""
    out = list(lines)
    end = _front_matter_end(lines)
    for index in range(end + 1 if end else 0):
        key = _FRONT_MATTER_KEY.match(lines[index]) if 0 < index < end else None
        value = key.group(2).strip().strip("\"'") if key else ""
        if key and key.group(1).lower() in _HEADING_KEYS and value:
            out[index] = f"# {value}"
        elif key and key.group(1).lower() in _PROSE_KEYS and value:
            out[index] = value
        else:
            out[index] = ""
    for index, line in enumerate(lines):
        if index <= end:
            continue
        highlight = _HIGHLIGHT.match(line)
        if highlight:
            out[index] = f"```{highlight.group(1)}"
        elif _END_HIGHLIGHT.match(line):
            out[index] = "```"
        elif _LIQUID_TAG.match(line) or _ATTRIBUTE_LIST.match(line):
            out[index] = ""
    return out


def _front_matter_end(lines: list[str]) -> int:
    """The index of the line closing the front matter that opens the file, or 0 when there is none."""
    if not lines or lines[0].strip() != "---":
        return 0
    for index, line in enumerate(lines[1:], start=1):
        if line.strip() in ("---", "..."):
            return index
        if line.strip() and not _FRONT_MATTER_KEY.match(line) and not line.startswith((" ", "-", "\t")):
            return 0  # not YAML: a thematic break, then prose
    return 0
