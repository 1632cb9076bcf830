"""A Slurm job's output file (``slurm-<jobid>.out``) from tasks ``srun -l`` labels, read as the Markdown it stands for,
line for line.

Every line of such a file opens with the task that printed it (``0: ``, ``1: ``), and the tasks' lines interleave: the
job's environment echoed (``SLURM_JOB_ID=4418203``), the shell's trace of its commands (``+ torchrun ...``), the logs
of torchrun, NCCL or RCCL (``W0611 09:41:07.512000 1873201 torch/distributed/run.py:793] ...``, ``host:pid:tid [0] NCCL
INFO ...``) and a script's own findings (``[INFO] F3 phase: before_train``). Read as Markdown, the whole file is one
paragraph: a library's ``dlerror=librccl-net.so`` reads as a setting, and one line's doubt reaches its neighbours.
Here the label is dropped, the environment, the trace and the libraries' logs are blank (they say how the job ran,
nothing of the patch), and each of the script's lines is an item of its own words; a line it tags ``[WARN]`` or
``[ERROR]`` is labelled a warning, as a CI log's annotation is.
"""

from __future__ import annotations

import re

_TASK = re.compile(r"^\s*\d{1,5}: ")
# What the job, not its script, printed: its environment, the shell's trace, a torchrun or glog line, NCCL's log.
_JOB_LINE = re.compile(
    r"^(?:[A-Z][A-Z0-9_]*=\S*(?:\s+[A-Z][A-Z0-9_]*=\S*)*\s*$"
    r"|\+\s"
    r"|[IWEF]\d{4}\s+\d{2}:\d{2}:\d{2}\.\d+\s+\d+\s+\S+:\d+\]"
    r"|\S+:\d+:\d+\s+\[\d+\]\s+(?:NCCL|RCCL)\s+(?:INFO|WARN)\b"
    r"|srun:\s)"
)
_TAG = re.compile(r"^\[(INFO|DEBUG|NOTE|WARN|WARNING|ERROR)\]\s*", re.IGNORECASE)


def is_slurm_output(text: str) -> bool:
    """Whether the report is a job's output whose lines ``srun -l`` labels with their task: most of them, ten or more."""
    lines = [line for line in text.split("\n") if line.strip()]
    labelled = sum(1 for line in lines if _TASK.match(line))
    return labelled >= 10 and labelled * 10 >= len(lines) * 8


def slurm_output_lines(lines: list[str]) -> list[str]:
    """Each line of the script's as an item of its words, the job's own lines blank (see the module's docstring)."""
    out: list[str] = []
    for line in lines:
        task = _TASK.match(line)
        words = (line[task.end() :] if task else line).strip()
        if not words or _JOB_LINE.match(words):
            out.append("")
            continue
        tag = _TAG.match(words)
        label = "Warning: " if tag and tag.group(1).upper() in ("WARN", "WARNING", "ERROR") else ""
        out.append(f"- {label}{words[tag.end() :] if tag else words}")
    return out
