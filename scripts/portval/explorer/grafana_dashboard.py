"""A Grafana dashboard's JSON model (Export > Save to file), read as the Markdown of its text panels.

A team that keeps its findings beside its graphs writes them in text panels: each panel's Markdown is one string
("options.content", or "content" in dashboards from before Grafana 7), with its line breaks escaped, among graph
panels, rows, templating and the export's own "__inputs" and "__requires". Read line by line, a panel's whole write-up
is one line of JSON, its headings scope nothing, and the correction panel added last names a path that reads as the
report's patch. Here the text panels are read in the order the dashboard lays them out (top to bottom, left to right),
each its own lines under its title where its Markdown opens with no heading, a row's title a heading over the panels
below it, the dashboard's title the report's; graph panels and the rest of the model are left out. The draft gives the
command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts


def grafana_dashboard_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of a Grafana dashboard's text panels, and what its line numbers count; ``(text, "")`` for any other
    report."""
    dashboard = _dashboard(loaded_json(text.strip()) if '"panels"' in text and '"schemaVersion"' in text else None)
    if dashboard is None:
        return text, ""
    title = str(dashboard.get("title") or "").strip()
    lines = [f"# {title}", ""] if title else []
    for panel in _laid_out(dicts(dashboard.get("panels"))):
        if panel.get("type") == "row":
            lines += [f"## {str(panel.get('title') or '').strip()}", ""] if str(panel.get("title") or "").strip() else []
            continue
        markdown = _markdown(panel)
        if markdown is None:
            continue
        body = markdown.strip("\n").split("\n")
        opens_with_heading = bool(body) and body[0].lstrip().startswith("#")
        heading = str(panel.get("title") or "").strip()
        lines += ([f"### {heading}", ""] if heading and not opens_with_heading else []) + body + [""]
    return printed_view(lines, name, "each text panel's Markdown in the order the dashboard lays them out, under its title; graph panels left out")


def _dashboard(document: object) -> dict | None:
    """The dashboard of an export, or None for any other document: "panels" and "schemaVersion", one text panel at least."""
    if not isinstance(document, dict):
        return None
    dashboard = document.get("dashboard") if isinstance(document.get("dashboard"), dict) else document
    if "schemaVersion" not in dashboard or not isinstance(dashboard.get("panels"), list):
        return None
    panels = _laid_out(dicts(dashboard.get("panels")))
    return dashboard if any(_markdown(panel) is not None for panel in panels) else None


def _laid_out(panels: list[dict]) -> list[dict]:
    """The panels top to bottom, left to right, a collapsed row's own panels after it."""
    def place(panel: dict) -> tuple[float, float]:
        grid = panel.get("gridPos") if isinstance(panel.get("gridPos"), dict) else {}
        return (float(grid.get("y") or 0), float(grid.get("x") or 0))

    out: list[dict] = []
    for panel in sorted(panels, key=place):
        out.append(panel)
        out += sorted(dicts(panel.get("panels")), key=place) if panel.get("type") == "row" else []
    return out


def _markdown(panel: dict) -> str | None:
    """A text panel's Markdown (or its HTML, read as the Markdown it is written for), or None for any other panel."""
    if panel.get("type") != "text":
        return None
    options = panel.get("options") if isinstance(panel.get("options"), dict) else {}
    content = options.get("content", panel.get("content"))
    return content if isinstance(content, str) and content.strip() else None
