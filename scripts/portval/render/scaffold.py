"""Print a Plan through the Jinja templates: file name -> file content.

The templates only print; their filters are the escaping functions of
``escape.py`` (Python literals, comments, docstrings, Markdown text, cells
and code, shell words), so nothing a facts file or its name says can become
template source or break out of a string, comment, docstring or table.
"""

from __future__ import annotations

import functools
from pathlib import Path

import jinja2

from ..common.escape import FILTERS
from ..plan.files import BY_NAME, FACTS_COPY, RUNTIME_MODULE
from ..plan.model import VersionRule
from ..plan.plan import Plan

REPO = Path(__file__).resolve().parents[3]
TEMPLATES = REPO / "templates"
RUNTIME = REPO / "runtime"


def requirement_literal(rule: VersionRule) -> str:
    """The generated ``checks.VersionRequirement(...)`` for a package or framework version rule."""
    fields = ("package", "import_name", "distribution", "text", "alternatives", "source")
    return "checks.VersionRequirement(" + ", ".join(f"{name}={getattr(rule, name)!r}" for name in fields) + ")"


@functools.lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The Jinja environment: undefined names are errors, whitespace is kept as written (built once)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters.update(FILTERS, requirement=requirement_literal)
    return env


def render_files(plan: Plan, facts_name: str) -> dict[str, str]:
    """Every file of the plan's scaffold, rendered in memory."""
    env = environment()
    context = {"plan": plan, "facts_name": facts_name}
    files: dict[str, str] = {}
    for name in plan.files:
        entry = BY_NAME[name]
        if entry.kind == FACTS_COPY:
            files[name] = plan.facts.source_text
        elif entry.kind == RUNTIME_MODULE:
            # Verbatim, so that every scaffold's copy is the same file and a copy made by hand from runtime/ is too.
            files[name] = (RUNTIME / entry.source).read_text(encoding="utf-8")
        else:
            files[name] = env.get_template(entry.template(plan.scaffold)).render(context)
    return files
