"""A static analysis tool's findings as a SARIF log, read as the list of findings it is, line for line.

SARIF (2.1.0) is JSON: each run names its tool and the tool's rules (what each rule looks for, in words written once
for every codebase), then its results, each a rule's finding with a message in Markdown, the places it points at (a
file, a line, a snippet of the code there), a bag of properties, and the suppressions a reviewer set on it. Read as a
JSON document, a rule's description ("A function decorated with register_patch") is a sentence about this patch, a
suppressed finding stands as firmly as the rest, and a snippet's assignment reads as the patch's. Here the rules, the
invocations and every line of structure are blank; each result is a section headed on the line it opens by its rule's
short description, its message a list item, its snippets code on their own lines of the item; a suppressed result is
struck, its justification read after it; a result whose properties name another patch than the run audits (or than
most results do) is headed as a related patch's, one whose confidence is low read as unverified; and the run's own
properties are labelled lines.
"""

from __future__ import annotations

import re
from collections import Counter

from .json_exports import json_value_lines, loaded_json, one_line_markdown
from .table_rows import ROW_GOES_ON

# The keys a result's properties name its patch under, and its confidence.
_PATCH_KEYS = ("patchId", "patch_id", "patch", "featureId")
_UNSURE = re.compile(r"^(?:low|guess|unsure|unknown|unverified)$", re.IGNORECASE)


def sarif_log(text: str) -> dict | None:
    """The SARIF log the report is, or None: an object whose "runs" each name a tool's driver and hold results."""
    log = loaded_json(text)
    if not isinstance(log, dict) or not isinstance(log.get("runs"), list) or not log["runs"]:
        return None
    if not str(log.get("version", "")).startswith("2.") and "sarif" not in str(log.get("$schema", "")):
        return None
    for run in log["runs"]:
        if not (isinstance(run, dict) and isinstance(run.get("tool"), dict) and isinstance(run.get("results", []), list)):
            return None
    return log


def sarif_lines(lines: list[str], log: dict) -> list[str]:
    """Each result an item of its message and snippets; the run's properties labelled lines; the rest blank."""
    out = [""] * len(lines)
    where = json_value_lines("\n".join(lines))
    for number, run in enumerate(log["runs"]):
        results = [r for r in run.get("results", []) if isinstance(r, dict)]
        patches = Counter(p for p in (_patch_of(r) for r in results) if p)
        audited = (run.get("properties") or {}).get("auditedPatch") if isinstance(run.get("properties"), dict) else None
        main_patch = audited if isinstance(audited, str) else patches.most_common(1)[0][0] if patches else None
        driver = run["tool"].get("driver") if isinstance(run["tool"].get("driver"), dict) else {}
        if isinstance(driver.get("name"), str) and (line := where.get(("runs", number, "tool", "driver", "name"))) is not None:
            out[line] = f"# Findings of {driver['name']}"
        rules = [rule for rule in driver.get("rules") or [] if isinstance(rule, dict)]
        for index, result in enumerate(results):
            _result_lines(out, where, ("runs", number, "results", index), result, main_patch, _rule_title(result, rules))
        properties = run.get("properties")
        for key, value in (properties.items() if isinstance(properties, dict) else ()):
            line = where.get(("runs", number, "properties", key))
            if isinstance(value, str) and line is not None:
                out[line] = f"{_words(key)}: {value}"
    return out


def _result_lines(out: list[str], where: dict, path: tuple, result: dict, main_patch: str | None, title: str) -> None:
    message = result.get("message") if isinstance(result.get("message"), dict) else {}
    text = message.get("markdown") or message.get("text")
    first = where.get((*path, "message", "markdown" if message.get("markdown") else "text"))
    if not isinstance(text, str) or first is None:
        return
    said = one_line_markdown(text)
    patch = _patch_of(result)
    properties = result.get("properties") if isinstance(result.get("properties"), dict) else {}
    suppressions = [s for s in result.get("suppressions") or [] if isinstance(s, dict)]
    if suppressions:
        said = f"~~{said}~~"
    if isinstance(properties.get("confidence"), str) and _UNSURE.match(properties["confidence"]):
        said = f"Unverified: {said}"
    out[first] = f"- {said}"
    # The heading goes on the line the result opens on; a result written on one line keeps only its item.
    if (opens := where.get(path)) is not None and opens < first:
        # A heading naming another patch sets the whole result apart, its snippet's assignment too.
        out[opens] = f"## Related patch `{patch}`" if patch and main_patch and patch != main_patch else f"## {title}"
    last = max((line for key, line in where.items() if key[: len(path)] == path), default=first)
    for line in range(first + 1, last + 1):
        out[line] = ROW_GOES_ON
    for key, line in where.items():
        if key[: len(path)] != path or line <= first:
            continue
        rest = key[len(path) :]
        value = _at(result, rest)
        if rest[-2:] == ("snippet", "text") and isinstance(value, str):
            out[line] = f"`{' '.join(value.split())}`"
        elif rest[:1] == ("suppressions",) and rest[-1:] == ("justification",) and isinstance(value, str):
            out[line] = f"(Suppressed: {one_line_markdown(value)})"


def _rule_title(result: dict, rules: list[dict]) -> str:
    """The short description of the rule a result is a finding of (by its index, or its id), or the rule's id."""
    index, rule_id = result.get("ruleIndex"), result.get("ruleId")
    rule = rules[index] if isinstance(index, int) and 0 <= index < len(rules) else next((r for r in rules if r.get("id") == rule_id), {})
    short = rule.get("shortDescription") if isinstance(rule.get("shortDescription"), dict) else {}
    for title in (short.get("text"), rule.get("name"), rule_id):
        if isinstance(title, str) and title.strip():
            return " ".join(title.split())
    return "Finding"


def _patch_of(result: dict) -> str | None:
    properties = result.get("properties")
    if not isinstance(properties, dict):
        return None
    return next((properties[key] for key in _PATCH_KEYS if isinstance(properties.get(key), str)), None)


def _at(value: object, path: tuple) -> object:
    for key in path:
        if isinstance(value, dict) and isinstance(key, str):
            value = value.get(key)
        elif isinstance(value, list) and isinstance(key, int) and key < len(value):
            value = value[key]
        else:
            return None
    return value


def _words(key: str) -> str:
    """A camelCase key as words: "auditedPatch" is "Audited patch"."""
    words = re.sub(r"(?<=[a-z0-9])([A-Z])", r" \1", key).replace("_", " ").lower()
    return words[:1].upper() + words[1:]
