"""The Primus replacement (implementation.primus), its file (implementation.primus_file), and the Primus-Turbo
symbol it uses (implementation.turbo)."""

from __future__ import annotations

import re

from .paths import IDENT, is_dotted, root_of
from .records import Collector, Found, Todo
from .sentences import REBIND_VERB, Sentence, negated
from .sites import replaced_in_row
from .text import CODE_SPAN, plain_text

_PRIMUS_FILE = re.compile(r"(?<![\w/.-])(primus/[\w./-]+\.py)\b")


# "the closure `f`", "`m.f` — note it is a closure defined inside the handler", "`f`, which is not a module-level name":
# a function no import path reaches. ("a closure around `primus.x.f`" wraps `f`, which is importable; "`h` (the wrapper
# itself is a closure)" says it of the wrapper, not of `h`.)
_NESTED = re.compile(
    r"\b(?:closure|inner\s+function|nested\s+function)\s+`([^`]+)`"
    r"|`([^`]+)`(?:\s*[—–,-]?\s*(?:note\s+)?(?:it|that|this|which)\b)?\s*,?\s*(?:(?:is|was)\s+(?:an?\s+)?|an?\s+)"
    r"(?:closure|inner\s+function|nested\s+function)\b(?!\s+around)"
    # ("handler `h`, closure `f`" lists two objects, no article: `h` is no closure.)
    r"|`([^`]+)`(?:\s*[—–,-]?\s*(?:note\s+)?(?:it|that|this|which)\b)?\s*,?\s*(?:(?:is|was)\s+)?(?:defined\s+inside\b|not\s+a\s+module[- ]level\b)",
    re.IGNORECASE,
)


# A noun right after a name: the name says what kind of thing the noun is ("`X` presets", "`X` instances").
_QUALIFIED_NOUN = re.compile(r"\s+(?:presets?|instances?|objects?|values?|entries|entry|fields?|defaults?|configs?|arguments|args)\b", re.IGNORECASE)


def implementation(sentences: list[Sentence], location: list[Sentence], everything: list[Sentence], out: Collector) -> None:
    """The Primus replacement (after ->, with, by, "handler", "implementation") and its file."""
    for sentence in sentences:
        segments = sentence.segments
        for index, (kind, value) in enumerate(segments):
            before = segments[index - 1][1] if index else ""
            bare = kind == "code" and re.fullmatch(rf"{IDENT}(?:\(\))?", value)
            after = segments[index + 1][1] if index + 1 < len(segments) else ""
            # "overrides the entries with `DeepSeekV3ClassicModelArgs` presets": the name qualifies what replaces them.
            qualifies = bool(_QUALIFIED_NOUN.match(after))
            if bare and not qualifies and REBIND_VERB.search(sentence.prose) and re.search(r"\b(?:to|with|by)\s*$", before):
                # "rebound to `make_launcher`": the replacement named bare, resolved below if the report gives its module.
                out.add("_primus_names", Found(value.removesuffix("()"), sentence.line, sentence.quote()))
                continue
            if kind != "code" or not is_dotted(value) or root_of(value) != "primus":
                continue
            if _USED_WITH.search(before):
                continue  # "A `SimpleNamespace` is converted with `primus.core.utils.x`": a helper the handler calls
            # "-> `x`", ":= `x`", "with `x`", "The replacement is `x`", "Both are bound to `x`".
            if re.search(
                # "by" only after a verb of replacing: "auto-discovered by `primus.x.patches`" names who finds the patch.
                r"(?:->|→|=>|:=|\bwith|\b(?:replaced|swapped|substituted|overridden|superseded|done|performed|implemented|provided)\s+(?:\w+\s+)?by|\bhandler"
                r"|\bimplementation,?|\breplacement(?:\s+is)?|\b(?:re)?bound\s+to|\bPrimus side[^`]*)\s*:?\s*$",
                before,
                re.IGNORECASE,
            ) or (sentence.row and index >= 2 and replaced_in_row(sentence, index - 2)):
                if re.search(r"\bhandler\s*:?\s*$", before, re.IGNORECASE) and not _handler_is_the_patch(out):
                    # "Handler: `primus.x.patch_y`": the function that installs the replacement, not the replacement, unless
                    # the handler is all of the patch (a config, env or source rewrite).
                    why = (
                        f'report line {sentence.line}: "{sentence.quote()}": `{value}` is the patch\'s handler, which installs '
                        "the replacement; write the replacement (or the handler, if the patch is only its handler)"
                    )
                    out.todos.append(Todo("implementation.primus", False, why, "check"))
                    continue
                out.add("_primus", Found(value.removesuffix("()"), sentence.line, sentence.quote()))
    paths = list(out.facts.pop("_primus", []))
    # "there is no importable `primus.x.f`": a path the report denies names no replacement.
    mentioned = [
        v
        for s in everything
        for m in CODE_SPAN.finditer(s.text)
        if is_dotted(v := m.group(2).strip()) and root_of(v) == "primus" and not negated(s.text, m.start())
    ]
    # `x.Symbol = PrimusX` names the replacement bare; it counts when the report also gives its full path.
    defined = _defined_in(everything)
    for bare in out.facts.pop("_primus_names", []):
        for path in dict.fromkeys(p for p in mentioned if p.rsplit(".", 1)[-1] == bare.value):
            paths.append(Found(path, bare.line, bare.quote, f"{bare.value}, whose full path the report gives elsewhere"))
        if bare.value in defined and not any(p.rsplit(".", 1)[-1] == bare.value for p in mentioned):
            module = defined[bare.value].removesuffix(".py").replace("/", ".")
            why = f"{bare.value}, defined in {defined[bare.value]} as the report cites"
            paths.append(Found(f"{module}.{bare.value}", bare.line, bare.quote, why))
    # "a closure defined inside the handler, not a module-level name, so you cannot import it": no path imports it.
    nested = {
        name.strip().rsplit(".", 1)[-1]: s for s in everything for m in _NESTED.finditer(s.text) for name in m.groups() if name
    }
    for found in [f for f in paths if f.value.rsplit(".", 1)[-1] in nested]:
        said = nested[found.value.rsplit(".", 1)[-1]]
        why = (
            f'report line {found.line}: "{found.quote}": line {said.line} says `{found.value.rsplit(".", 1)[-1]}` is defined inside '
            f'another function ("{said.quote()}"), so no import path reaches it; write the handler, or the path your port gives it'
        )
        out.todos.append(Todo("implementation.primus", False, why, "check"))
        paths.remove(found)
    distinct = list(dict.fromkeys(f.value for f in paths))
    if len(distinct) == 1:
        out.put("implementation.primus", paths[0])
    elif len(distinct) > 1:
        # One replacement per site ("`a.B` -> `primus.X`, `c.D` -> `primus.Y`"): which one the port is about is the user's call.
        first = paths[0]
        named = ", ".join(f"`{path}`" for path in distinct)
        why = f'report line {first.line}: "{first.quote}": several Primus replacements named ({named}); write the one your port ports'
        out.todos.append(Todo("implementation.primus", False, why, "check"))
    _primus_file(location, everything, out)


# "converted with `x`", "parsed with `x`": "with" after a verb of doing, a tool the handler uses, never the replacement.
_USED_WITH = re.compile(
    r"\b(?:convert|call|comput|build|built|check|pars|read|load|creat|invok|normali[sz]|comput|serializ|merg|format|log)\w*\s+(?:\w+\s+)?with\s*$",
    re.IGNORECASE,
)


def _defined_in(sentences: list[Sentence]) -> dict[str, str]:
    """Names the report cites with the Primus file they are defined in: "`make()` (primus/a/b.py:120)" gives make -> primus/a/b.py."""
    defined: dict[str, str] = {}
    for sentence in sentences:
        segments = sentence.segments
        for index, (kind, value) in enumerate(segments[:-1]):
            name = value.removesuffix("()")
            cited = re.match(r"\s*\(\s*(primus/[\w/]+\.py):\d+", segments[index + 1][1])
            if kind == "code" and re.fullmatch(IDENT, name) and cited:
                defined.setdefault(name, cited.group(1))
            # "`primus/a/b.py` (class `Make`, line 160)": the file, then the class it defines.
            file = re.fullmatch(r"primus/[\w/]+\.py", value)
            if (
                kind == "code"
                and file
                and index + 2 < len(segments)
                and re.fullmatch(r"\s*\(\s*(?:class|function|def)\s*", segments[index + 1][1])
            ):
                defined.setdefault(segments[index + 2][1].removesuffix("()"), value)
    return defined


# A file opened or printed to be read: `open("primus/a.py")`, `Path("...")`, `cat primus/a.py`, `git show HEAD:primus/a.py`.
_READ_FROM = re.compile(r"(?:\bopen\(|\bPath\(|\bcat\s+|\bsed\s+-n\s+\S+\s+|\bgrep\b[^\n]*\s|\bshow\s+\w+:)\s*[\"'`]?$")
# "`PRIMUS_PATCHES` is the runner's allow-list (`primus/core/patches/patch_runner.py`)", "the runtime runs the build_args
# phase (`primus/core/runtime/train_runtime.py`)": the framework every patch runs in.
_PATCH_FRAMEWORK = ("primus/core/patches/", "primus/core/runtime/")
# "The guard lives in `primus/backends/megatron/patches/_patch_guard.py`": a private module among the patches is a helper
# several patches import (a guard, source-rewrite utilities), none's replacement.
_SHARED_HELPER = re.compile(r"/patches/(?:[\w/]+/)?_[a-z]\w*\.py$")


# "the ones Primus builds in", "called from", "used by": the file after it uses what the patch changes.
_USED_IN = re.compile(r"\b(?:builds?|built|creates?|created|constructs?|instantiates?|calls?|called|uses?|used)\b[^.;`]*\b(?:in|from|by)\s*`?$")
# "Our `PrimusTurboLinear` (subclass of `TELinear`, `primus/.../primus_turbo.py` L993) is affected too": where a class
# the patch reaches lives.
_CLASS_LIVES_IN = re.compile(r"\bsubclass\s+of\b[^.;]*$", re.IGNORECASE)


def _primus_file(location: list[Sentence], everything: list[Sentence], out: Collector) -> None:
    files: list[tuple[str, Found, int]] = []  # path, where, how it is labelled: 2 the implementation, 1 the handler's file
    for sentence in location:
        for match in _PRIMUS_FILE.finditer(sentence.text):
            if match.group(1).startswith(_PATCH_FRAMEWORK) or _SHARED_HELPER.search(match.group(1)):
                continue  # Primus's patch machinery (the runner, the registry, a guard): what every patch uses, none's code
            if _READ_FROM.search(sentence.text[: match.start()]):
                continue  # '>>> "x" in open("primus/a.py").read()': a file the writer looked into, not the patch's
            if _USED_IN.search(sentence.text[: match.start()]) or _CLASS_LIVES_IN.search(sentence.text[: match.start()]):
                continue  # "every TEDelayedScaling Primus builds in `primus/.../fp8_utils.py`": where the patched thing is used
            if match.group(1).endswith("__init__.py") and re.search(r"\bimport", sentence.text[: match.start()], re.IGNORECASE):
                continue  # "registered by the import list in `primus/.../patches/__init__.py`": the package that imports it
            if re.match(r"\W*(?:the\s+)?(?:gate|condition)\b", sentence.text[: match.start()], re.IGNORECASE):
                continue  # "gate `is_llama2_70b_mlperf`: `primus/.../conditions.py`": the gate's file, not the patch's code
            # The label stands before the file with no code between but the Primus object it holds: in "Every replacement
            # asks `f()` from `primus/.../utils.py`" the file is where f lives, not the replacements.
            before = sentence.text[: match.start()]
            others = [m for m in CODE_SPAN.finditer(before) if root_of(m.group(2).strip()) != "primus"]
            clause = before[others[-1].end() :] if others else before
            named = re.search(r"\(\+\s*`?$|implementation|\bimpl\b|extension|wrapper|\breplacements?\b|Primus side", clause, re.IGNORECASE)
            if re.search(r"\b(?:original|old|earlier|previous|former|ad-hoc)\b[^.;]*\bimplementation\b", clause, re.IGNORECASE):
                # 'it mirrors "the original ad-hoc implementation in primus/pretrain.py"': where the code stood before.
                continue
            # "`primus/.../x_patches.py` (handler `patch_x`, line 21)": the file the handler, the whole patch, lives in;
            # a file labelled the implementation ("Installer: a.py (handler h)", "Implementation: b.py") outranks it.
            # "hands a closure to insert_wgrad_func_into_cache (primus/.../wgrad_adapter.py lines 15-34)": the module a
            # function the patch reaches lives in, unless that function is the replacement (a patches file is the
            # handler's, where the replacement may live too).
            # "streams come from `get_backend_stream` in `primus/.../tools/utils.py`": the file a helper function lives in
            # ("imports `patch_x` from `x.py`" names where the implementation lives).
            # "decided by `is_v_schedule_enabled()` in `primus/.../utils.py`": the file the function named before lives in.
            callee = re.search(r"`?\b([a-z_][a-z0-9_]*)`?\s*\(\s*`?$", before) or re.search(r"`?\b([a-z_][a-z0-9_]*)\(\)`?\s+(?:in|from)\s*`?$", before)
            helper = re.search(r"\b(?:comes?\s+from|helpers?|provided\s+by)\s+`([a-z_][a-z0-9_]*)(?:\(\))?`\s+in\s*`?$", before, re.IGNORECASE)
            if helper and not re.search(r"implementation|\bimpl\b|replacement|wrapper|Primus side", before, re.IGNORECASE):
                # ("The replacement is `get_x` in `primus/.../x.py`" names the replacement's file.)
                callee = callee or helper
            replacement = out.facts.get("implementation.primus")
            if (
                callee
                and not named
                and "/patches/" not in match.group(1)
                and not (replacement and replacement.value.endswith("." + callee.group(1)))
            ):
                continue
            handler = re.match(r"`?\s*\(\s*handler\b", sentence.text[match.end() :], re.IGNORECASE)
            rank = 2 if named else 1 if handler else 0
            files.append((match.group(1), Found(match.group(1), sentence.line, sentence.quote()), rank))
    primus = out.facts.get("implementation.primus")
    if primus is not None:
        parts = primus.value.split(".")
        for cut in range(len(parts) - 1, 1, -1):
            module_file = "/".join(parts[:cut]) + ".py"
            hits = [s for s in everything if module_file in s.text]
            if hits:
                out.put("implementation.primus_file", Found(module_file, hits[0].line, hits[0].quote(), f"the module of {primus.value}"))
                return
    labelled = [f for _, f, _ in sorted((entry for entry in files if entry[2]), key=lambda entry: -entry[2])]
    distinct = list(dict.fromkeys(path for path, _, _ in files))
    if labelled:
        out.put("implementation.primus_file", labelled[0])
    elif len(distinct) == 1 and (not _INSTALLER.search(distinct[0]) or _handler_is_the_patch(out) or not _elsewhere(distinct[0], everything)):
        out.put("implementation.primus_file", files[0][1])
    elif len(distinct) == 1:
        # "Patch `x` (file `primus/.../patches/x_patches.py`)": where the patch is registered; the replacement it installs
        # may live there or in a module of its own.
        where = files[0][1]
        why = f'report line {where.line}: "{where.quote}": `{distinct[0]}` registers the patch; write it if it also holds the replacement'
        out.todos.append(Todo("implementation.primus_file", False, why, "check"))


def _elsewhere(installer: str, everything: list[Sentence]) -> bool:
    """Whether the report names a Primus object outside the installer's module: the replacement it installs lives there."""
    module = installer.removesuffix(".py").replace("/", ".")
    return any(
        kind == "code" and is_dotted(value) and root_of(value) == "primus" and not value.startswith(f"{module}.") and value != module
        for sentence in everything
        for kind, value in sentence.segments
    )


def _handler_is_the_patch(out: Collector) -> bool:
    """Whether the patch's handler is all of it (a config, env or source rewrite): then its file is the implementation."""
    style = out.facts.get("feature.patch_style")
    return style is not None and style.value in ("config_rewrite", "env_or_lifecycle", "source_rewrite")


# A Primus file that registers patches (primus/backends/<backend>/patches/...): the installer, not always the implementation.
_INSTALLER = re.compile(r"/patches/(?:[\w/]+/)?[\w]*patch(?:es)?\.py$")


# "There is no Primus-Turbo call anywhere", "This patch calls no Primus-Turbo function", "plain Triton, not a Turbo
# kernel", "Turbo: none": the report says the patch calls no Turbo symbol.
_NO_TURBO = re.compile(
    r"\bno\s+(?:Primus[- ]?)?Turbo[- ]?(?:calls?|kernels?|functions?|imports?|symbols?|ops?)\b"
    r"|\b(?:calls?|uses?|imports?)\s+no\s+(?:Primus[- ]?)?Turbo\b"
    r"|\b(?:does\s+not|doesn't|never)\s+(?:call|use|import)\s+(?:any(?:thing\s+(?:from|of))?\s+)?(?:Primus[- ]?)?Turbo\b"
    r"|\bnot\s+a\s+(?:Primus[- ]?)?Turbo\s+(?:kernel|call|function|op)\b"
    r"|^\W*(?:Primus[- ]?)?Turbo(?:\s+(?:calls?|kernels?|symbols?))?\W*[:|]\s*(?:none|n/?a|nothing)\b"
    # In Portuguese and Spanish: "não chama nada do Primus-Turbo", "no llama a nada de Primus-Turbo".
    r"|\bn(?:ão|o)\s+(?:chama|usa|importa|llama|utiliza)\s+(?:a\s+)?(?:nada\s+(?:d[oe]l?|de)\s+)?(?:Primus[- ]?)?Turbo\b",
    re.IGNORECASE,
)


def turbo(sentences: list[Sentence], out: Collector, everything: list[Sentence] = ()) -> None:
    """The Primus-Turbo symbol: one the report labels (Turbo side, calls, wraps), else the first named.

    Where a sentence of ``everything`` says the patch calls no Turbo symbol, one named elsewhere (a rejected idea, a
    branch the patch never takes) is a TODO quoting both lines, never a value.
    """
    candidates: list[tuple[bool, Found]] = []
    for sentence in sentences:
        for index, (kind, value) in enumerate(sentence.segments):
            # "`primus_turbo.pytorch.modules.Float8Linear.from_float(module, config)`": a call names what it calls.
            value = re.sub(r"\([^()]*\)$", "", value)
            if kind == "code" and is_dotted(value) and root_of(value) == "primus_turbo" and value.count(".") >= 2:
                before = " ".join(v for k, v in sentence.segments[:index] if k == "text")
                if re.search(r"\b(?:from|fall(?:s|ing)?\s+back\s+to)[\s#]*$", before):
                    # "the config ... from `primus_turbo.pytorch.core.float8`, falling back to `...low_precision`": the
                    # modules a name is imported from.
                    continue
                labelled = bool(
                    re.search(
                        r"Turbo[- ]side|Turbo symbol|\bcalls?\b|\bwraps?\b|\buses?\b|\bbuilt\b|\bconstructs?\b|\bkernel is\b",
                        before,
                        re.IGNORECASE,
                    )
                )
                if re.search(r"\b(?:its|whose|their)\s+own\s+`?[\w.]*`?\s*calls?\s*$", "".join(v for _, v in sentence.segments[:index]), re.IGNORECASE):
                    # "Norm class it extends: `PrimusTurboRMSNorm` (its own `forward` calls `...rmsnorm`)": what another
                    # class's own method calls, not the kernel the patch puts in upstream's place ("-> `PrimusX` (its
                    # `forward` calls `k`)" is the replacement's, the patch's kernel).
                    continue
                if not labelled and re.search(r"\bimports?\b[^.;]*$", before, re.IGNORECASE):
                    # "`weight_deosc.py` imports `primus_turbo.pytorch.core.QuantizedTensor`, `ScalingRecipe` ...": what a
                    # file imports is what it needs, not the kernel the patch puts in upstream's place.
                    continue
                candidates.append((labelled, Found(value.removesuffix("()"), sentence.line, sentence.quote())))
    if not candidates:
        return
    labelled = [f for is_labelled, f in candidates if is_labelled]
    # "**Turbo side:** `x`" names the patch's kernel outright; "calls `y`" may be said of a helper on the way.
    named = [f for f in labelled if re.search(r"Turbo[- ]side|Turbo symbol|\bkernel is\b", f.quote, re.IGNORECASE)]
    chosen = (named or labelled or [candidates[0][1]])[0]
    denial = next((s for s in everything if _NO_TURBO.search(plain_text(s.text))), None)
    if denial is not None:
        why = (
            f'report line {chosen.line}: "{chosen.quote}" names `{chosen.value}`, but line {denial.line} says the patch calls '
            f'no Turbo symbol ("{denial.quote()}"); write the Turbo symbol your port calls, if any'
        )
        out.todos.append(Todo("implementation.turbo", False, why, "check"))
        return
    out.put("implementation.turbo", chosen)
