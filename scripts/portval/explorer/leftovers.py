"""The last pass over a report: whatever a line names that no drafted value, TODO or note holds becomes a TODO quoting it.

The readers draft what a report states plainly and turn what they recognise as
hedged into TODOs; this pass makes sure nothing else is dropped in silence. A
line that names a dotted path, a code span, a package or a version (or a
commit), none of which a drafted value holds and no TODO or note about that
line names, gets one TODO quoting it and listing what it names.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Iterable
from typing import Any

from .hedge_words import CAVEAT
from .hedges import hedge_of
from .paths import DOTTED, is_dotted
from .records import Collector, Found, Todo
from .requires import BACKEND_PACKAGES, PACKAGES, WORDED_PACKAGE
from .sentences import Sentence
from .text import PLATFORM_WORD, WORDED_FORMAT, WORDED_VERSION, compiled, one_line, plain_text, versions_in

_COMMIT = re.compile(r"\bcommit\s+`?([0-9a-f]{7,40})\b")
_FILE = re.compile(r"[/*]|\.(?:py|ya?ml|md|json|txt|sh)$")
# A file the report names in prose ("file: primus/a/b.py", "default is off in language_model.yaml"): where a fact lives.
_PATH = re.compile(r"(?<![\w/.*-])(?:[\w.-]+/)+[\w.-]*\w|(?<![\w/.*-])[\w-]+\.(?:py|ya?ml|json|toml)\b")
# A dtype the report names ("int32 only warns", "bf16 by default"): a fact of numerics when it is one of the port's.
_DTYPE = re.compile(WORDED_FORMAT, re.IGNORECASE)
# A platform named in words ("ROCm only", "not on CUDA"): a fact of requires.platform.
_PLATFORM = re.compile(PLATFORM_WORD)
# An exception the report says the code raises ("raises AssertionError at before_train"): a limit of the port.
_ERROR = re.compile(r"\b[A-Z]\w*(?:Error|Exception)\b")
_PACKAGE_WORDS = {**PACKAGES, **BACKEND_PACKAGES}
# A config key as code reads it; "" keeps the name as written.
_KEY_PREFIXES = ("self.config.", "self.args.", "args.", "config.", "self.", "")


def leftovers(sentences: Iterable[Sentence], out: Collector, patch_id: str | None) -> None:
    """A TODO quoting each line whose named items no drafted value holds and no TODO or note about the line names."""
    values = _value_text(out.facts)
    # What the patch's id cannot hold (see _not_held_by_the_id) is looked for in the other values only.
    settings_values = _value_text({k: v for k, v in out.facts.items() if k != "feature.id"})
    by_line: dict[int, tuple[list[str], list[str]]] = {}  # line -> the sentences' quotes, what they name
    for sentence in sentences:
        missed = [
            item
            for item in _items(sentence)
            if item != patch_id
            and not _held(item, settings_values if _not_held_by_the_id(item, sentence, patch_id) else values)
            and not _told(item, sentence.line, out)
        ]
        if missed:
            quotes, named = by_line.setdefault(sentence.line, ([], []))
            # Quoted whole (up to 240 characters): what the line says past its names is why it matters.
            quotes.append(sentence.quote(240))
            named.extend(m for m in missed if m not in named)
    for sentence in sentences:
        # "the rewrite asserts its anchor line is in the upstream source", "compare loss curves, not single ops": a limit
        # or a numerics fact in words names nothing, yet is what a porter must read; quoted unless a TODO cites the line.
        quote = sentence.quote(240)
        if (
            CAVEAT.search(plain_text(sentence.text) if sentence.code else sentence.prose)
            and quote not in by_line.get(sentence.line, ((), ()))[0]
            and not any(quote in t.why for t in out.todos)
            and not any(isinstance(f, Found) and f.quote == quote for f in _drafted(out.facts))
        ):
            hedge = hedge_of(sentence)
            said = f"a caveat in words ({hedge})" if hedge else "a caveat in words"
            out.todos.append(Todo("report", False, f'report line {sentence.line} is {said}: "{quote}"; read it before porting', "check"))
    for line, (quotes, named) in sorted(by_line.items()):
        listed = ", ".join(f"`{one_line(n, 80)}`" for n in named)
        quoted = " ... ".join(f'"{q}"' for q in dict.fromkeys(quotes))
        out.todos.append(
            Todo(
                "report",
                False,
                f"report line {line} names {listed}, which no drafted value holds: {quoted}; "
                "write it where it belongs if it is a fact of your port, or nothing",
                "check",
            )
        )


def _drafted(facts: dict[str, Any]) -> list[Any]:
    """Every drafted entry, lists flattened."""
    return [entry for found in facts.values() for entry in (found if isinstance(found, list) else [found])]


def _items(sentence: Sentence) -> list[str]:
    """What a sentence names: code spans (dotted paths inside a code statement), dotted paths, packages and versions in prose."""
    items: list[str] = []
    for kind, value in sentence.segments:
        value = value.strip()
        if kind == "code" and value:
            if sentence.code:
                items += [p for p in DOTTED.findall(value) if is_dotted(p)]
                # A key a code block sets ("recompute_layer_ids: [0, 1]" in an example config) is named too.
                target = re.match(r"([A-Za-z_]\w*)\s*(?::(?!=)|=(?!=))", value)
                items += [target.group(1)] if target and not keyword.iskeyword(target.group(1)) else []
                # A key alone on its line, as a man page or an options list writes it ("use_fla_fused_gated_norm").
                items += [value] if re.fullmatch(r"[A-Za-z]\w*_\w+", value) else []
            elif "*" not in value and any(not keyword.iskeyword(n) for n in re.findall(r"[A-Za-z_]\w*", value)):
                items.append(value)
    # A line of a log or a config block is words as much as code ("E AssertionError: ROCm is assumed").
    text = plain_text(sentence.text if sentence.code else " ".join(v for k, v in sentence.segments if k == "text"))
    items += _PATH.findall(text) + _DTYPE.findall(text) + _PLATFORM.findall(text) + _ERROR.findall(text)
    items += [p for p in DOTTED.findall(text) if is_dotted(p) and not _FILE.search(p) and p.lower() not in ("e.g", "i.e")]
    items += re.findall(WORDED_PACKAGE, text)
    items += versions_in(text) + _COMMIT.findall(text) + re.findall(WORDED_VERSION, text, re.IGNORECASE)
    return list(dict.fromkeys(items))


def _not_held_by_the_id(item: str, sentence: Sentence, patch_id: str | None) -> bool:
    """Whether the patch's id cannot hold the item though a word of it is in the id. A setting ("`skip_redundant_mp_sync:
    true`" in a made-up config) or an expression ("`lambda ctx: ctx.model_name == "deepseek_v3"`", the patch's condition)
    may share a word with the id: the id names the patch, not a switch or a test of it. Nor is a prefix of the id held by
    it ("the base patch `megatron.validate_args` must be registered first"): that names another patch, or a namespace.
    An expression that writes the whole id is held by it."""
    # A registration quoted whole (`register_patch("megatron.x.own", ...)`) names the id itself, which holds it.
    expression = not re.fullmatch(r"[\w.]+", item) and not (patch_id and patch_id in item)
    return _a_setting(item, sentence) or expression or (patch_id or "").startswith(f"{item}.")


def _a_setting(item: str, sentence: Sentence) -> bool:
    """Whether the item sets a value ("`x: true`", "`x = 1`", not the patch's own "`patch_id="..."`"), or is the key a
    code block's line sets."""
    if not re.fullmatch(r"[\w.]+", item):
        setting = re.match(r"\s*([A-Za-z_][\w.]*)\s*(?::(?!:)|=(?!=))\s*\S", item)
        return bool(setting) and setting.group(1) not in ("patch_id", "id", "name")
    setting = compiled(rf"\s*{re.escape(item)}\s*(?::(?!=)|=(?!=))")
    return bool(sentence.code) and any(kind == "code" and setting.match(value) for kind, value in sentence.segments)


def _value_text(facts: dict[str, Any]) -> str:
    """Every drafted value but the summary as one text: keys, values, constraint params, values and sources."""
    parts: list[str] = []
    # The summary is the report's own prose: holding a word of it states nothing about the names in it.
    for found in (v for k, v in facts.items() if k != "feature.summary"):
        for entry in found if isinstance(found, list) else [found]:
            value = entry.value
            if isinstance(value, dict):
                parts += [str(v) for k, v in value.items() if k != "key"]
            elif isinstance(value, tuple):
                parts += [str(v) for v in value]
            else:
                parts.append(str(value))
    return " | ".join(parts)


def _held(item: str, values: str) -> bool:
    """Whether a drafted value holds the item: as a whole word or path, a package by its import name, an expression
    (`x: 1`, `args.x = False`, `f(a, b)`) by one of the names or strings in it."""
    if _word_in(item, values):
        return True
    if _DTYPE.fullmatch(item) or _PLATFORM.fullmatch(item):
        # "MXFP4" is held by a drafted mxfp4, "ROCm" by requires.platform rocm.
        return _word_in(item.lower(), values.lower())
    package = next((name for name, words in _PACKAGE_WORDS.items() if compiled(words).fullmatch(item)), None)
    if package is not None:
        # "megatron-core" is held by the package, never by a path that starts with megatron.
        return _word_in(package, values)
    if _FILE.search(item.split(":")[0]):
        # A file is held whole, whatever lines it cites: "primus/backends/megatron/x.py:11-40" by a value naming that file,
        # never by one naming megatron.
        return _word_in(item.split(":")[0], values)
    if re.fullmatch(r"[\w.]+", item):
        return False
    words = [n for n in re.findall(r"[A-Za-z_][\w.]*", item) if not keyword.iskeyword(n)]
    if any(n.count(".") >= 2 and not _word_in(n, values) for n in words):
        # `a.b.registry["mx"]`: a path no value holds is not held by a string or a name that happens to be drafted.
        return False
    names = [n.removeprefix(p) for n in words for p in _KEY_PREFIXES if n.startswith(p)]
    strings = re.findall(r"[\"']([^\"']+)[\"']", item)
    return any(_word_in(n, values) for n in [*names, *strings] if n)


def _word_in(item: str, values: str) -> bool:
    return bool(compiled(rf"(?<![\w-]){re.escape(item)}(?![\w-])").search(values))


def _told(item: str, line: int, out: Collector) -> bool:
    """Whether a TODO or note about ``line`` already names the item.

    A note prints its words, not the sentence it was read from: a note on the style ("the report also uses wording of
    binding_replacement") tells nothing of the names in its sentence."""
    cited = compiled(rf"\breport line {line}\b")
    return any(cited.search(t.why) and item in t.why for t in out.todos) or any(
        n.line == line and item in str(n.value) for n in out.notes if isinstance(n, Found)
    )
