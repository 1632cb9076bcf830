"""Sentences the draft must not turn into values, and what no reader wrote: both become TODOs quoting their line.

A hedged sentence (unless, a warning, only when, another patch, ...) names
something that is neither a value nor its negation; a plain sentence that
names a site or a condition no reader drafted must not be dropped silently.
"""

from __future__ import annotations

import re

from .constraints import condition
from .paths import DOTTED, UPSTREAM_ROOTS, is_dotted, root_of
from .records import Collector, Todo
from .sentences import Sentence
from .text import one_line

# Wording that makes a sentence conditional, or about something other than this patch: what it names
# is neither a value nor its negation, so it becomes a TODO quoting the line.
_HEDGES = (
    ("unless", r"\bunless\b"),
    ("a warning", r"\bwarn(?:s|ed|ing|ings)?\b"),
    ("disabled / skipped when", r"\b(?:disabled|skipped|skips|ignored|bypassed|turned off)\s+(?:if|when|for)\b"),
    ("only when", r"\bonly\s+(?:when|if|for|with)\b"),
    ("another patch", r"\bcompanion\b|\bsibling\b|\banother patch\b|\bregistered separately\b|\bseparate patch\b|\bnot part of this patch\b"),
    ("optional", r"\boptional(?:ly)?\b|\bcan be (?:raised|lowered|set|changed|enabled)\b"),
    ("a note", r"^\W*(?:note|nb|caveat)\b"),
)


def hedge_of(sentence: Sentence) -> str | None:
    """The hedge a sentence carries (see ``_HEDGES``), or None when it states things plainly."""
    return hedge_text(sentence.text if sentence.code else sentence.prose)


def hedge_text(text: str) -> str | None:
    """The hedge a text carries, or None."""
    for what, pattern in _HEDGES:
        if re.search(pattern, text, re.IGNORECASE):
            return what
    return None


def _mentions(sentence: Sentence) -> list[str]:
    """What a sentence names that could be a fact: code spans, and code statements."""
    return [v for k, v in sentence.segments if k == "code" and v.strip()]


def hedged_todo(sentence: Sentence, out: Collector) -> None:
    """A hedged sentence naming code becomes one TODO that quotes it; none of its names become values."""
    hedge = hedge_of(sentence)
    names = _mentions(sentence)
    if hedge is None or not names:
        return
    named = ", ".join(f"`{one_line(n, 60)}`" for n in dict.fromkeys(names))
    field = (
        "upstream.aliases"
        if any(is_dotted(n) and root_of(n) in UPSTREAM_ROOTS for n in names) and not any(condition(n) for n in names)
        else "constraints"
        if any(condition(n) is not None for n in names) or re.search(r"[<>]=?|==|!=", " ".join(names))
        else "enable.flags"
    )
    out.todos.append(
        Todo(
            field,
            False,
            f'report line {sentence.line} is conditional ({hedge}), so nothing in it was written as a value: "{sentence.quote()}" '
            f"(names {named}); write what your port needs, or nothing",
            "check",
        )
    )


_WORDED_CONSTRAINT = re.compile(
    r"\bmust(?: not| never)? (?:be|equal|exceed|stay)\b|\bhas to be\b|\bhave to be\b|\bonly supports?\b|\bcannot be\b|\bis required to be\b",
    re.IGNORECASE,
)


def coverage(sentences: list[Sentence], out: Collector) -> None:
    """Every site, flag and constraint a plain sentence names ends up as a value or a TODO quoting its line."""
    values = {
        name: {f.value if not isinstance(f.value, tuple) else f.value[0] for f in out.facts.get(name, [])}
        for name in ("upstream.symbols", "upstream.aliases")
    }
    sites = values["upstream.symbols"] | values["upstream.aliases"]
    constrained_lines = {f.line for f in out.facts.get("constraints", [])}
    told = " ".join(t.why for t in out.todos) + " " + " ".join(str(n.value) for n in out.notes)
    implementation = {
        f.value for name in ("feature.id", "implementation.primus", "implementation.turbo", "framework.wired_at") if (f := out.facts.get(name))
    }
    for sentence in sentences:
        missed: list[tuple[str, str]] = []
        for name in _mentions(sentence):
            path = name.removesuffix("()")
            assignment = re.fullmatch(rf"({DOTTED.pattern})\s*=\s*[\w.]+", path)
            target = assignment.group(1) if assignment else path
            if is_dotted(target) and root_of(target) in UPSTREAM_ROOTS:
                drafted = target in sites or target in implementation or any(s.startswith(target + ".") for s in sites)
                if not drafted and f"`{target}`" not in told:
                    missed.append(("upstream.aliases", f"`{target}`: not written as a site; add it to upstream.aliases if your port rebinds it"))
            elif condition(name) is not None and sentence.line not in constrained_lines and f"`{one_line(name, 80)}`" not in told:
                missed.append(("constraints", f"`{one_line(name, 80)}`: a condition not written as a constraint; write it if it gates the port"))
        if _WORDED_CONSTRAINT.search(sentence.prose) and sentence.line not in constrained_lines and not sentence.code:
            missed.append(("constraints", "a constraint stated in words; write it as param, op, value and source"))
        for name, why in missed:
            out.todos.append(Todo(name, False, f'report line {sentence.line}: "{sentence.quote()}": {why}', "check"))
            told += " " + why
