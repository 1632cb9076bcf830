"""A PowerShell script whose comment-based help holds the findings, read as the Markdown it stands for, line for line.

A team that launches its runs from Windows documents the launcher where `Get-Help` reads it: a `<# ... #>` block of
help keywords (`.SYNOPSIS`, `.DESCRIPTION`, `.PARAMETER Name`, `.NOTES`, `.EXAMPLE`, `.LINK`), each over an indented
paragraph, then `#` comments and the script. Read as Markdown, the keywords are words, the indented paragraphs code
blocks, and the script's `$env:PRIMUS_PATCHES = $Patches` a statement. Here a keyword is a heading ("## Parameter
`TensorParallel`" names the script's own argument, never a setting), a paragraph its words, an example's lines
indented code (what someone would type), the `#` comments and the script read as `code_comments` reads a
configuration file's, and a line that sets an environment variable quoted.
"""

from __future__ import annotations

import re

from .code_comments import commented_code_lines
from .text import unfenced, written_in_prose_markup

_KEYWORD = re.compile(
    r"^\s*\.(SYNOPSIS|DESCRIPTION|PARAMETER|NOTES|EXAMPLE|LINK|INPUTS|OUTPUTS|COMPONENT|ROLE|FUNCTIONALITY|FORWARDHELPTARGETNAME"
    r"|FORWARDHELPCATEGORY|REMOTEHELPRUNSPACE|EXTERNALHELP)\b[ \t]*(.*)$",
    re.IGNORECASE,
)
# A line of PowerShell commented out: a variable set or used, a cmdlet ("Verb-Noun"), a call with "&" or a script run.
_COMMENTED_OUT = re.compile(r"^(?:\$[\w:]+\s*[=+-]|\$[\w:]+\s*$|[A-Z][a-z]+-[A-Z]\w*\b|&\s|\.\\|\[\w+\])")
# "$env:PRIMUS_PATCHES = $Patches": an environment variable the script sets.
_ENVIRONMENT = re.compile(r"^\s*\$env:\w+\s*=\s*\S.*$", re.IGNORECASE)
# The keywords that hold no finding: where the help forwards to, and the file it names.
_BLANK = frozenset({"FORWARDHELPTARGETNAME", "FORWARDHELPCATEGORY", "REMOTEHELPRUNSPACE", "EXTERNALHELP"})


def is_powershell_help(text: str) -> bool:
    """Whether the report is a PowerShell script with comment-based help, outside any Markdown fence: a `<#` block
    holding two help keywords, closed by `#>`, and nothing but comments before it; a Markdown heading below the first
    level or prose markup rules it out (a `#` comment reads as a first-level heading)."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    first = next((line.strip() for line in text.split("\n") if line.strip() and not re.match(r"\s*#(?!>)", line)), "")
    if not first.startswith("<#"):
        return False
    lines = text.split("\n")
    opened = next((n for n, line in enumerate(lines) if line.strip() == "<#"), None)
    closed = next((n for n, line in enumerate(lines) if opened is not None and n > opened and line.strip().endswith("#>")), None)
    return closed is not None and sum(bool(_KEYWORD.match(line)) for line in lines[opened:closed]) >= 2


def powershell_help_lines(lines: list[str]) -> list[str]:
    """The script as Markdown (see the module's docstring), the line count unchanged."""
    out = commented_code_lines(lines, re.compile(r"#(?!>)"), _COMMENTED_OUT)
    in_help = False  # inside a <# ... #> block
    keyword = ""  # the help keyword the line is under
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not in_help:
            if stripped.startswith("<#"):
                # Each block reads on its own: a keyword of the last one does not carry into it.
                in_help, keyword = "#>" not in stripped[2:], ""
                out[index] = _block_words(stripped[2:].split("#>", 1)[0].strip())
            elif _ENVIRONMENT.match(line):
                out[index] = "> `" + stripped.replace("`", "'") + "`"
            continue
        if stripped.endswith("#>"):
            in_help = False
            stripped = stripped[:-2].strip()
        said = _KEYWORD.match(stripped)
        if said:
            keyword = said.group(1).upper()
            out[index] = _heading(keyword, said.group(2).strip())
        elif keyword in _BLANK:
            out[index] = ""
        elif keyword == "EXAMPLE" and stripped:
            # An example is what someone would type, a comment in it too: code, never a statement.
            out[index] = "    " + stripped
        else:
            out[index] = _block_words(stripped)
    return out


def _block_words(words: str) -> str:
    """A line of a `<# ... #>` block outside an example: its words, or, for a line of code set aside there, a quote."""
    return f"> `{words}`" if _COMMENTED_OUT.match(words) else words


def _heading(keyword: str, rest: str) -> str:
    """A help keyword as a heading: ".PARAMETER TensorParallel" as "## Parameter `TensorParallel` (an argument of the
    script)"."""
    if keyword in _BLANK:
        return ""
    title = keyword.capitalize()
    if keyword == "PARAMETER" and rest:
        return f"## {title} `{rest}` (an argument of the script)"
    return f"## {title}" + (f": {rest}" if rest else "")
