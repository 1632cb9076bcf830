"""A terminal session recorded by script(1) or PowerShell's Start-Transcript, read as the notes its writer typed, line
for line.

A typescript is the terminal's own bytes: "Script started on ..." and "Script done on ..." around the session, the
prompt's colour and window-title escapes on every line, the backspaces and carriage returns of line editing, each
command, and what each command printed. Read as text, the escapes are words, a mistyped "grpe^H^Hep" is a word, and
the files the commands printed (a patch's ``register_patch(...)`` call, an import) read as the writer's statements.
Here each line is first rendered as the terminal showed it (escapes dropped, backspaces and carriage returns applied);
then a comment typed at the prompt ("$ # registered id: ...") is an item of its words, and the commands, what they
printed and the header and footer are blank: as with an agent's tool calls and their results, they are the code's
words, not the writer's.
"""

from __future__ import annotations

import re

_ESCAPE = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[@-Z\\-_]")
# A shell prompt: "user@host:~/dir$ " or "~/dir $ " or "$ "; PowerShell's "PS C:\\src\\Primus> ".
_PROMPT = re.compile(r"^(?:(?:[\w.-]+@[\w.-]+:[^$#\n]*|[~/][^$\n]*)?[$#%>]|PS [^>\n]*>)\s")


def is_typescript(text: str) -> bool:
    """Whether the report is a script(1) typescript (its "Script started on" header, or a terminal's escapes on most
    lines) or a PowerShell transcript (its "PowerShell transcript start" header)."""
    lines = text.split("\n")
    if re.search(r"^(?:Windows )?PowerShell transcript start\s*$", text, re.MULTILINE):
        return True  # PowerShell's Start-Transcript: a header of its own, then each prompt as "PS C:\\dir> "
    return text.startswith("Script started on ") or sum(1 for line in lines if "\x1b[" in line) >= max(5, len(lines) // 3)


def typescript_lines(lines: list[str]) -> list[str]:
    """Each comment typed at a prompt an item of its words; every other line blank (see the module's docstring)."""
    return [typed_note(rendered(line)) for line in lines]


def typed_note(shown: str) -> str:
    """A terminal line as the writer's note: a comment typed at a prompt as an item of its words, else ""."""
    prompt = _PROMPT.match(shown)
    typed = shown[prompt.end() :].strip() if prompt else ""
    return f"- {typed.lstrip('#').strip()}" if typed.startswith("#") and typed.lstrip("#").strip() else ""


def rendered(line: str) -> str:
    """The line as the terminal showed it: escapes dropped, each backspace erasing the character before it, and a
    carriage return starting the line over."""
    text = _ESCAPE.sub("", line)
    shown: list[str] = []
    for part in text.split("\r"):
        if part:
            shown = []
        for character in part:
            if character == "\b":
                if shown:
                    shown.pop()
            elif character >= " " or character == "\t":
                shown.append(character)
    return "".join(shown)
