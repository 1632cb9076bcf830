"""A GitLab CI job's raw trace, read as the notes its writer left in it, line for line.

A trace is the runner's own bytes: colour escapes on most lines, each collapsible section opened and closed by a
marker ("section_start:1747901012:prepare_executor[collapsed=true]", a carriage return, and the section's header over
it), each command of the job's script behind "$ ", and everything the commands print: the runner preparing its image,
git fetching, a grep of the patch's source, a test run, the artifacts uploaded. The writer's words are what the job
prints on purpose: a notes file it prints with ``cat``, and the messages it echoes. Read as text, every escape is a
word, the runner's version reads as a package's and a grep's hit reads as the writer's claim. Here each line is first
rendered as a terminal shows it (see typescript); a section the job opens itself (not one of the runner's own) is a
heading of its header; what a ``cat`` prints stands as written, and a line an ``echo`` prints (a line the command's
own text holds) is an item of its words; the commands, everything else they print and the runner's lines are blank.
"""

from __future__ import annotations

import re

from .typescript import rendered

_SECTION = re.compile(r"section_(start|end):\d+:([\w.-]+)")
_COMMAND = re.compile(r"^\$ (.*)$")
# The sections the runner opens for itself: their headers are the runner's, not the writer's.
_RUNNER_SECTIONS = re.compile(
    r"^(?:prepare_executor|prepare_script|get_sources|restore_cache|download_artifacts|step_script|after_script|"
    r"archive_cache(?:_on_failure)?|upload_artifacts(?:_on_(?:success|failure))?|cleanup_file_variables|resolve_secrets)$"
)


def is_gitlab_trace(text: str) -> bool:
    """Whether the report is a GitLab job's raw trace: two section markers or more, or the runner's first line."""
    return len(re.findall(r"^section_(?:start|end):\d+:", text, re.MULTILINE)) >= 2 or text.lstrip("\x1b[0K").startswith(
        "Running with gitlab-runner"
    )


def gitlab_trace_lines(lines: list[str]) -> list[str]:
    """The job's notes and messages, each on its line, every other line blank (see the module's docstring)."""
    out = [""] * len(lines)
    printing = ""  # how the command being run prints the writer's words: "cat", "echo" or ""
    command = ""
    for number, line in enumerate(lines):
        opened = list(_SECTION.finditer(line))
        shown = rendered(line).rstrip()
        if opened:
            # A marker ends what the command before it printed; what the line shows after its carriage return is a
            # section's header, or the next command ("section_end:...:notes" then "$ grep ...").
            printing = ""
            kind, name = opened[-1].group(1), opened[-1].group(2)
            if kind == "start" and not _RUNNER_SECTIONS.match(name) and shown.strip():
                out[number] = "## " + shown.strip()
                continue
        typed = _COMMAND.match(shown)
        if typed:
            command = typed.group(1)
            printing = "cat" if re.match(r"cat\s", command) else "echo" if re.search(r"\b(?:echo|printf)\b", command) else ""
            continue
        if printing == "cat":
            out[number] = shown
        elif printing == "echo" and shown.strip() and shown.strip() in command:
            out[number] = "- " + shown.strip()
    return out
