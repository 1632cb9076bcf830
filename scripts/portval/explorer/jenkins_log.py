"""A Jenkins pipeline's console log, read as the notes its writer left in it, line for line.

A pipeline's console prints a "[Pipeline] ..." line for each step it enters and leaves, a stage as "[Pipeline] {
(Smoke test)", each line of output behind a time stamp ("[2026-03-04T09:12:01.532Z] "), a shell step's commands
behind "+ " and then everything they print: git's fetches ("# timeout=10"), a grep of the patch's source, a training
run's own log with the values of that run and the lines other patches logged. The writer's words are what the job
echoes ("[Pipeline] echo", then the message). Read as text, the whole log is one paragraph: a run's override
("data_parallel_replicate_degree=2") reads as the patch's flag, git's "timeout=10" as a side effect and a companion
patch's "Patched X -> Y" as a site. Here each stage's name is a heading and each line an echo step prints an item of
its words; the steps, the commands and what they print are blank, as a terminal session's output is (see typescript).
"""

from __future__ import annotations

import re

_STEP = re.compile(r"^\[Pipeline\] (.*)$")
_STAGE = re.compile(r"^\{ \((.+)\)\s*$")
_STAMP = re.compile(r"^\[\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z?\]\s?")


def is_jenkins_log(text: str) -> bool:
    """Whether the report is a Jenkins pipeline's console log: three "[Pipeline]" step lines or more."""
    return sum(1 for line in text.split("\n") if line.startswith("[Pipeline] ")) >= 3


def jenkins_lines(lines: list[str]) -> list[str]:
    """Each stage's name a heading, each line an echo prints an item; every other line blank (see the docstring)."""
    out = [""] * len(lines)
    echoing = False
    for number, line in enumerate(lines):
        step = _STEP.match(line)
        if step:
            stage = _STAGE.match(step.group(1))
            if stage:
                out[number] = "## " + stage.group(1).strip()
            echoing = step.group(1).strip() == "echo"
            continue
        words = _STAMP.sub("", line, count=1).strip()
        if echoing and words:
            out[number] = "- " + words
    return out
