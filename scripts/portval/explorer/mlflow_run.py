"""A tracked run as MLflow's REST API returns it (``GET /api/2.0/mlflow/runs/get``), read as the Markdown of its note.

The API gives a run as "info" (its id, name, times) and "data": its "params" (the run's settings) and its "tags", each a
key and a string. The note a person writes on the run's page is the tag ``mlflow.note.content``, a Markdown page in
one string; the other tags a team sets are short remarks ("fp8_note", "open_question"), and MLflow's own
("mlflow.user", "mlflow.source.name") say who ran what. Read line by line, the whole note is one line of JSON: its
headings scope nothing and a neighbour's part runs into the patch's. Here the note is its own lines under the run's
name, each remark a labelled paragraph after it; MLflow's own tags and the params (a run's settings, not the report's
words) are left out. The draft gives the command that prints these lines (``facts_from_explorer.py --view``).
"""

from __future__ import annotations

from .json_exports import loaded_json, printed_view
from .thread_text import dicts

_NOTE = "mlflow.note.content"


def mlflow_run_view(text: str, name: str = "report.json") -> tuple[str, str]:
    """The lines of an MLflow run's note and remarks, and what its line numbers count; ``(text, "")`` for any other
    report."""
    run = _run(loaded_json(text.strip()) if _NOTE in text else None)
    if run is None:
        return text, ""
    tags = {tag["key"]: tag["value"] for tag in dicts(run["data"].get("tags")) if isinstance(tag.get("key"), str) and isinstance(tag.get("value"), str)}
    title = str((run.get("info") or {}).get("run_name") or tags.get("mlflow.runName") or "").strip()
    lines = [f"# {title}", ""] if title else []
    lines += [*tags[_NOTE].rstrip("\n").split("\n"), ""]
    remarks = [(key, value) for key, value in tags.items() if not key.startswith("mlflow.")]
    if remarks:
        lines += ["## Tags", ""]
        lines += [f"{key}: {' '.join(value.split())}\n" for key, value in remarks]
    return printed_view("\n".join(lines).split("\n"), name, "the run's note, then its own tags as labelled lines; params and MLflow's tags left out")


def _run(document: object) -> dict | None:
    """The run of an MLflow answer, or None for any other document: "run" with "info" and "data", its tags holding a note."""
    run = document.get("run") if isinstance(document, dict) else None
    if not isinstance(run, dict) or not isinstance(run.get("data"), dict) or not isinstance(run.get("info"), dict):
        return None
    has_note = any(tag.get("key") == _NOTE and isinstance(tag.get("value"), str) for tag in dicts(run["data"].get("tags")))
    return run if has_note else None
