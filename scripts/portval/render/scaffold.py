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
from ..plan.model import VersionRule
from ..plan.plan import Plan

REPO = Path(__file__).resolve().parents[3]
TEMPLATES = REPO / "templates"
RUNTIME = REPO / "runtime"

# Generated file -> its template, per runtime; the VERBATIM modules are copied as they are, under a header.
PLAN_TEMPLATE = "plan/VALIDATION_PLAN.md.j2"
TEMPLATES_OF = {
    runtime: {name: f"{runtime}/{name}.j2" for name in names}
    for runtime, names in (
        ("pytorch", ("port_adapter.py", "conftest.py", "test_correctness.py", "test_integration.py", "bench_parity.py", "test_performance.py", "dump_reference.py")),
        ("jax", ("port_adapter.py", "conftest.py", "test_correctness.py", "test_integration.py", "bench_parity.py", "test_performance.py")),
    )
}
VERBATIM = {
    "portval_core.py": RUNTIME / "portval_core.py",
    "portval_checks.py": RUNTIME / "portval_checks.py",
    "portval_jax.py": RUNTIME / "portval_jax.py",
    # The loss-curve comparison of scripts/compare_losses.py, so the step-level test and the CLI judge alike.
    "portval_losses.py": RUNTIME / "portval_losses.py",
}
# Generated files both runtimes print from one template.
COMMON_TEMPLATES = {"portval_enable.py": "common/portval_enable.py.j2"}
FACTS_COPY = "port_facts.yaml"
USER_OWNED = frozenset({"port_adapter.py"})


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
        if name == FACTS_COPY:
            files[name] = plan.facts.source_text
        elif name in VERBATIM:
            header = env.get_template("common/_header.py.j2").render(context)
            files[name] = header + VERBATIM[name].read_text(encoding="utf-8")
        elif name == "VALIDATION_PLAN.md":
            files[name] = env.get_template(PLAN_TEMPLATE).render(context)
        elif name in COMMON_TEMPLATES:
            files[name] = env.get_template(COMMON_TEMPLATES[name]).render(context)
        else:
            files[name] = env.get_template(TEMPLATES_OF[plan.scaffold][name]).render(context)
    return files
