"""From touches to a ranking: tests linked to the helpers and conftest fixtures that reach a target, touches turned
into one reason a line, and tests ranked by evidence."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from .analysis import Analysis, Touch, holds_text
from .model import WEIGHTS, FoundTest, Reason
from .repository import Source


def linked_names(analyses: Iterable[Analysis]) -> set[str]:
    """Top-level definitions and conftest fixtures whose bodies use a target: a test naming one reaches it."""
    names = set()
    for analysis in analyses:
        for name, lines in analysis.definitions.items():
            if analysis.use_within(lines) is not None:
                names.add(name)
        if analysis.source.rel.endswith("conftest.py"):
            names.update(name for name, lines in analysis.fixtures.items() if analysis.use_within(lines) is not None)
    return names


def helper_touches(test: Analysis, by_module: dict[str, list[Analysis]]) -> list[Touch]:
    """A test that imports or uses a helper-module name whose definition uses a target symbol."""
    touches = []
    for line, path, text in test.references:
        parts = path.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            helper = _pick_helper(by_module.get(".".join(parts[:cut]), []), test.source)
            if helper is None:
                continue
            lines = helper.definitions.get(parts[cut])
            use = helper.use_within(lines) if lines else None
            if use is not None:
                touches.append(_through_helper(line, f"{text}, which", use, f"{helper.source.rel}:{use.line}"))
            break
    return touches


def _pick_helper(candidates: list[Analysis], test: Source) -> Analysis | None:
    """The helper module a test's import reaches: the one in the test's own import root when names repeat."""
    same_base = [c for c in candidates if c.source.base == test.base]
    if len(same_base) == 1:
        return same_base[0]
    return candidates[0] if len(candidates) == 1 else None


def fixture_touches(test: Analysis, helpers: dict[str, Analysis]) -> list[Touch]:
    """A test that asks for a conftest fixture (nearest conftest first) whose body uses a target symbol."""
    own = set(test.fixtures)
    available: dict[str, tuple[Analysis, tuple[int, int]]] = {}
    directory = Path(test.source.rel).parent
    for folder in [directory, *directory.parents]:
        conftest = helpers.get((folder / "conftest.py").as_posix())
        for name, lines in conftest.fixtures.items() if conftest else ():
            available.setdefault(name, (conftest, lines))
    touches = []
    for line, function, name in test.fixture_uses:
        if name in own or name not in available:
            continue
        conftest, lines = available[name]
        use = conftest.use_within(lines)
        if use is not None:
            touches.append(
                _through_helper(line, f"{function} asks for the fixture {name} from {conftest.source.rel}, which", use, f"line {use.line}")
            )
    return touches


def _through_helper(line: int, lead: str, use: Touch, where: str) -> Touch:
    """A test's reason that points at the line of the helper or fixture that uses a target."""
    if use.kind in ("symbol", "wired"):
        return Touch(line, "helper", use.target, f"{lead} uses {use.target.name} ({where})")
    text = f"{lead} uses {use.what} from {use.target.module}, the module that {holds_text(use.target)} ({where})"
    return Touch(line, "helper_module", use.target, text)


def reasons_from(touches: list[Touch], name_lines: dict[str, int]) -> tuple[Reason, ...]:
    """The shown touches as reasons, one per kind and text, with the lines it repeats on."""
    shown = [t for t in touches if t.shown]
    if shown and all(t.kind == "parent" for t in shown):
        # A parent import says something only when the target's name shows up as well.
        named = []
        for name in dict.fromkeys(t.target.name for t in shown):
            line = name_lines.get(name)
            if line is not None:
                parent = next(t for t in shown if t.target.name == name)
                text = f"the name {name} appears; the file imports only a parent package of {parent.target.module} (line {parent.line})"
                named.append(Touch(line, "named", parent.target, text))
        # Else one parent reason per import line, for the first target it relates to.
        shown = named or list({t.line: t for t in reversed(shown)}.values())
    elif any(t.kind != "parent" for t in shown):
        # Every test of the framework imports a parent package; that is noise beside a real reason.
        shown = [t for t in shown if t.kind != "parent"]
    # One line, one reason: its strongest (an import of MoELayer is the wired-at module; that it also comes from
    # the module binding an alias adds nothing).
    strongest: dict[int, int] = {}
    for touch in shown:
        strongest[touch.line] = max(strongest.get(touch.line, 0), WEIGHTS[touch.kind])
    shown = [touch for touch in shown if WEIGHTS[touch.kind] == strongest[touch.line]]
    lines: dict[tuple[str, str], list[int]] = {}
    for touch in shown:
        lines.setdefault((touch.kind, touch.text), []).append(touch.line)
    reasons = []
    for (kind, text), where in lines.items():
        unique = sorted(set(where))
        reasons.append(Reason(unique[0], kind, text, tuple(unique[1:])))
    return tuple(sorted(reasons, key=lambda r: (r.line, -r.weight, r.text)))


def rank(tests: Iterable[FoundTest]) -> tuple[FoundTest, ...]:
    """Most evidence first (``FoundTest.evidence``); the path breaks only a full tie, so every run ranks alike."""
    return tuple(sorted(tests, key=lambda t: (*(-part for part in t.evidence), t.path)))
