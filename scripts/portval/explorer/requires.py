"""What the patch needs: requires.packages with their version specifiers, requires.platform and requires.backend_versions."""

from __future__ import annotations

import ast
import itertools
import re
import sys
from functools import partial

from ..facts.versions import VersionSpecError, parse_specifier
from .hedge_words import HEDGES
from .paths import CLASS_NAME
from .records import Collector, Found, Todo
from .sentences import Sentence, negated, table_headers
from .text import CODE_SPAN, VERSION_NUMBER, compiled, plain_text

# Package import name -> the ways a report writes it.
PACKAGES = {
    "primus_turbo": r"primus[_-]turbo|Primus-Turbo",
    "transformer_engine": r"transformer[_-]engine|Transformer Engine|TransformerEngine|TE",
    "deep_ep": r"deep[_-]ep",
    "torch": r"torch|PyTorch",
    "triton": r"triton|Triton",
    "aiter": r"aiter|AITER",
    "flash_attn": r"flash[_-]attn",
    "jax": r"jax|JAX",
    "apex": r"apex|Apex|APEX",
}
# The backends as packages: named as a dependency they are one; named with a version, that is requires.backend_versions.
BACKEND_PACKAGES = {
    "megatron-core": r"megatron-core|Megatron-Core|Megatron Core|megatron_core",
    "torchtitan": r"torchtitan|TorchTitan",
    "maxtext": r"maxtext|MaxText",
}
# Any package as a report writes it, for the readers that quote a line naming one.
WORDED_PACKAGE = r"(?<![\w./-])(?:" + "|".join([*PACKAGES.values(), *BACKEND_PACKAGES.values()]) + r")(?![\w/-]|\.[\w*])"
_SPEC = r"(?:==|!=|>=|<=|~=|>|<)\s*v?\d+(?:\.\d+)*(?:\.\*)?"
_SPEC_LIST = rf"{_SPEC}(?:\s*(?:,|\band\b)\s*{_SPEC})*"
# A package with a version bound written after it: "torch>=2.7", "megatron-core >= 0.8".
PACKAGE_BOUND = rf"{WORDED_PACKAGE}\s*{_SPEC}"
_NAMED_PACKAGE = re.compile(WORDED_PACKAGE, re.IGNORECASE)


def version_spec(text: str) -> str | None:
    """A version specifier as the contract writes it (">=0.12,<0.17"), or None when it does not parse."""
    clauses = [re.sub(r"\s+|v(?=\d)", "", c) for c in re.split(r"\s*(?:,|\band\b)\s*", text.strip()) if c.strip()]
    spec = ",".join(clauses)
    try:
        parse_specifier(spec)
    except VersionSpecError:
        return None
    return spec


# After a version: the code it selects ("torch >= 1.13 picks all_gather_into_tensor").
# "when torch >= 1.13", "if megatron-core < 0.14": a version written as the case a sentence speaks of.
_CASE_BEFORE = re.compile(r"\b(?:when|whenever|if|unless)\s+\W*$", re.IGNORECASE)
_BRANCH = re.compile(r"\s*,?\s*(?:it\s+)?(?:picks|selects|chooses|switches|takes|routes|goes|falls back|uses)\b", re.IGNORECASE)


# 'I had written "torch>=2.10 required" in the ticket. Removing it.': what the writer says was written, quoted, is
# their earlier words, not a requirement they state.
# In Chinese: '我写过"需要 megatron-core >= 0.12.0"' (I had written "...").
_WROTE = re.compile(r"\b(?:had\s+)?(?:written|wrote|said|put|typed)\s*$|[写寫](?:过|過|了)\s*$", re.IGNORECASE)


def _unquoted_claim(text: str, quotation: re.Match[str]) -> str:
    """A quotation of ``text`` blanked where it is someone's words, not the writer's statement: four words or more (a
    description string's), or what the writer says was written ('I had written "torch>=2.10 required"')."""
    words = quotation.group(0)
    if len(words.split()) >= 4 or _WROTE.search(text[: quotation.start()]):
        return " " * len(words)
    return words


# A title of a menu or a table of contents: a capitalized word or a few, no sentence ("Megatron patches", "MaxText").
_TITLE_LINE = re.compile(r"\s*[A-Z][\w.+-]*(?:[ \t]+[\w.+-]+){0,3}\s*")


def _titles_only(text: str) -> bool:
    """Whether a paragraph is four or more lines, each a short title, most of which name no package: a page's
    navigation ("Installation", "Quickstart", "TorchTitan", "MaxText"), which states nothing. Packages a line each
    ("Megatron-LM", "Transformer Engine", ...) are a list of what is needed."""
    lines = [line for line in text.split("\n") if line.strip()]
    packages = sum(1 for line in lines if _NAMED_PACKAGE.search(line))
    # "Needs\nROCm 6.4+\nPython 3.10\nPyTorch 2.7+": a list of what is needed, a version or a label saying so.
    labelled = re.match(r"\s*(?:needs|requires|requirements|dependencies|prerequisites)\b", lines[0], re.IGNORECASE) if lines else None
    versions = any(VERSION_NUMBER.search(line) for line in lines)
    return len(lines) >= 4 and all(_TITLE_LINE.fullmatch(line) for line in lines) and packages * 2 < len(lines) and not labelled and not versions


def _disowned_by_the_next(sentences: list[Sentence]) -> set[int]:
    """The sentences (by id) whose versions the next sentence of their block says are no requirement and names none of
    its own: "Seen in our smoke run: torch 2.7.0. That is what the container had, not a minimum." """
    return {
        id(before)
        for before, sentence in itertools.pairwise(sentences)
        if before.block == sentence.block
        and _NO_REQUIREMENT_SAID.search(plain := plain_text(sentence.text))
        and not VERSION_NUMBER.search(plain)
        # "Any Transformer Engine works: TE is not a version gate.": of its own package, not the one before.
        and not _NAMED_PACKAGE.search(plain)
    }


def packages(
    sentences: list[Sentence], out: Collector, *, whole_cell: bool, listing: tuple[Sentence, ...] = (), body: tuple[Sentence, ...] = ()
) -> None:
    """Packages named where the report lists requirements, each with the specifier written after it (else any version).

    ``listing`` are the sentences of a requirements section: a backend that opens one (a "- megatron-core (...)" item)
    is required, as it is after "requires:" or in a sentence that says so. In ``body`` (a report without sections), any
    package is a requirement only where the sentence or its lead says so: "what: swaps the TE helpers" requires nothing.
    """
    disowned = _disowned_by_the_next(sentences)
    for sentence in sentences:
        if sentence.heading or _titles_only(sentence.text):
            # "Slide 8: Primus-Turbo and other dependencies" names a topic; the lines under it say what is needed. So
            # does a page's menu copied with it ("Installation\nQuickstart\nTorchTitan\nMaxText"), a title a line.
            continue
        # 'Its description string: "... and FLA Triton flags required by GatedDeltaNet"': words in quotes are the code's
        # or another writer's, and a package they name is no requirement the report states.
        written = plain_text(sentence.text)
        # So is a message in a code span ("prints `primus_turbo not found, use TE backend...`"): the code's words.
        text = plain_text(CODE_SPAN.sub(lambda m: " " * len(m.group(0)) if _MESSAGE.fullmatch(m.group(0)) else m.group(0), sentence.text))
        text = _QUOTATION.sub(partial(_unquoted_claim, text), text)
        # "passes no `backend_versions`, so it applies to every TorchTitan version": naming the backend requires nothing.
        says_requires = re.search(r"\b(?:requires?|needs?|imports?|because)\b|必要|以上", text, re.IGNORECASE)
        if (_MEASURED_WITH.search(text) or _NO_REQUIREMENT_SAID.search(text) or id(sentence) in disowned) and not says_requires:
            # "Our measurements were taken with Megatron-LM core_r0.13.0 and PyTorch 2.7", "torch 2.8.0a0 - that is just
            # what we ran, not a minimum", "the "PyTorch 2.12+" ... is not a version gate": what one run had installed, or
            # versions the sentence says are no requirement (a version it names is left in a TODO).
            out.note(sentence, "the sentence names what a run had installed, or says its versions are no requirement; no package written from it")
            continue
        backend_required = sentence.row or bool(_REQUIRING.search(f"{text} {sentence.lead}") or _MINIMUM.search(text))
        if sentence in body and not backend_required:
            _platform(sentence, written, out, whole_cell)
            continue
        requiring = [*_REQUIRING.finditer(text), *_MINIMUM.finditer(text)]
        denied = [m for m in requiring if _denied(text, m.start())]
        if requiring and len(denied) == len(requiring) and not (sentence.row or (sentence in listing and _opens_with_package(text))):
            # "the patch neither imports primus_turbo nor calls a Turbo kernel": every requiring word is denied, so no
            # package the sentence names is required (a leftover TODO quotes it). So in a list of requirements, unless
            # the item opens with its package ("- `torch` (no import of its own)"): "No `aiter` import anywhere (that
            # would come from TE itself)" requires nothing.
            _platform(sentence, written, out, whole_cell)
            continue
        listed = _listed(sentence)
        for name in [n for n in listed if n in sys.stdlib_module_names]:
            # "Requires: Python standard library `os` only": a module Python ships is nothing to install or pin.
            out.note(sentence, f"`{name}` is a module of Python's standard library, no package; not written as a requirement")
            listed.remove(name)
        for name in [n for n in listed if _ENTRY_SCRIPT.fullmatch(n)]:
            # "Megatron-LM with `pretrain_gpt` importable": a training entry script of the framework's checkout, no package.
            out.note(sentence, f"`{name}` is a framework's entry script, no package; not written as a requirement")
            listed.remove(name)
        for name in listed:
            out.add("requires.packages", Found((name, None), sentence.line, sentence.quote()), key=name)
        for name, pattern in {**PACKAGES, **BACKEND_PACKAGES}.items():
            opens = sentence in listing and compiled(rf"\W*(?:{pattern})(?![\w/-])").match(text)
            if name in listed or (name in BACKEND_PACKAGES and not (backend_required or opens)):
                continue
            mentions = list(compiled(rf"(?<![\w./-])(?:{pattern})(?![\w/-]|\.[\w*])").finditer(text))
            if any(_denied(text, m.start()) or _negated_after(text[m.end() :]) for m in mentions) or (
                mentions and sentence.row and _ROW_DENIES.search(text)
            ):
                # "It does not import `jax` itself: it only names the stdlib loggers `jax` and `jaxlib`": denied once,
                # the package is denied in the whole sentence.
                continue
            versioned = [m for m in mentions if _VERSION_AFTER.match(text[m.end() :])]
            if len(versioned) >= 2:
                # "TE 2.0-2.3 uses swizzle_inputs, TE > 2.3 unwraps DebugQuantizer": what the code does at each version,
                # not the version the patch needs.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named at several versions, each with its own behaviour'
                out.todos.append(Todo("requires.packages", False, why, "check"))
                continue
            for match in mentions:
                tail = text[match.end() :]
                if _setting_value(sentence, text[: match.start()]):
                    # "| transformer_impl | local | transformer_engine (language_model.yaml) |" under "key | value that
                    # enables it | Primus default": a value of the setting the row names, not a package.
                    out.note(sentence, f"`{name}` is a value of the setting its row names, not a requirement")
                    continue
                if re.search(r"\bfrom\s+[\w.]+\s+import\s+(?:[\w\s]+,\s*)*$", text[: match.start()]):
                    # "from megatron.core.extensions import transformer_engine as te_ext": a module of that package.
                    continue
                if name in BACKEND_PACKAGES and re.match(
                    r"\s+(?:(?:module\s+|job\s+|trainer\s+)?(?:config(?:uration)?|yaml|settings|args)|patch(?:es)?\s+(?:package|module|directory|folder))\b",
                    tail,
                    re.IGNORECASE,
                ):
                    # "so the TorchTitan module config needs `training.mock_data: true`", "importing the torchtitan patches
                    # package pulls it in": the framework's config, or Primus's package of patches for it; no requirement.
                    out.note(sentence, f"`{name}` names the framework's config or Primus's patches for it, not a requirement")
                    continue
                if name in BACKEND_PACKAGES and (re.search(r"\bfor\s+(?:the\s+)?$", text[: match.start()], re.IGNORECASE) or re.match(r"['’]s\s", tail)):
                    # "a small compatibility patch for TorchTitan that makes sure `X` can be imported", "before TorchTitan's
                    # module is imported": whom the patch is for, or whose module is meant, not what the patch needs.
                    out.note(sentence, f"`{name}` is named as the framework the patch is for, not as a requirement")
                    continue
                if name in BACKEND_PACKAGES and (
                    re.search(r"\b(?:before|after|until|once)\s+$", text[: match.start()], re.IGNORECASE)
                    or re.match(r"\s*(?:does\s+|が\s*)?`?\s*from\s+[\w.]+\s+import\b", tail)
                ):
                    # "run it before TorchTitan does `from x import y`" (in Japanese "TorchTitan が `from ...` する前に"): the
                    # framework named as what imports, when the patch must run; its own requirement, not the patch's.
                    out.note(sentence, f"`{name}` is named as the framework that imports, not as a requirement")
                    continue
                if _IMPORTS_ITSELF.match(tail):
                    # "where both TE and `primus_turbo` import": the package is what imports (it is installed), not what the
                    # patch imports.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is said to import (be installed), not to be imported by the patch'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                # "..., so a missing Apex is silent until the first backward with fusion on, which then fails": the
                # failure comes later, in one case only; the import itself is caught.
                caught_later = re.search(r"\b(?:is\s+)?silent\s+until\b", text, re.IGNORECASE)
                if _OPTIONAL_IMPORT.search(written) and (caught_later or not re.search(r"\b(?:raise[sd]?|errors?|fails?|requires?)\b", text, re.IGNORECASE)):
                    # "apex's `fused_weight_gradient_mlp_cuda` ..., imported inside a `try`": the code runs without it. The
                    # sentence as written: "inside `try / except ImportError`" is code, not a message the code prints.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is imported where its absence is caught; not a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if _SKIPS_ITSELF.search(text):
                    # "the patch steps aside by itself once TE is 2.14 or newer": a version at which the patch stays off,
                    # a condition of the code, not what the port must install.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named where the patch skips itself, not as a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if _CHOICE.search(text[: match.start()]):
                    # "from whichever of TE / Apex / torch imports first": one of several, none of them required.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named as one of several choices, not as a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if _UPSTREAMS_IMPORT.search(text):
                    # "`transformer_engine...FusedAdam` is what upstream imports as `Adam` when TE is there": upstream's
                    # import, not the patch's.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named as what upstream imports, not the patch'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if _FAILS_AT_IMPORT.match(tail):
                    # "the pipeline modules in TorchTitan would fail at import with `ImportError`": what breaks without
                    # the patch, not what the patch needs.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named as what fails at import, not as a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if _TRANSITIVE_AFTER.match(tail):
                    # "the helper brings `flash_attn` in transitively", "TE PyTorch extensions transitively aate hain"
                    # (Hinglish: come in transitively): what another package's import pulls in.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named as what another import pulls in, not as a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                # (Looked for in the words just before the name: a message is a line long, and the whole text would cost
                # a scan to its end for each verb in it.)
                if _IN_A_MESSAGE.search(text[max(0, match.start() - 200) : match.start()]):
                    # 'only the fp8 path asserts "FP8 requires TE."': the words of an assert's (or a log's) message.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named in the message the code gives, not as a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if _IMPORT_ORDER.search(text[: match.start()]):
                    # "`mori` has to be imported before `transformer_engine`": an order of imports, not a requirement.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` is named in an order of imports, not as a requirement'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if name in BACKEND_PACKAGES and (sentence.row or re.search(r"\d", re.split(r"[,;|]|\.\s", tail)[0])):
                    # A versions table's backend row, or a backend with a number, speaks of its version, not of it as a package.
                    continue
                if re.match(r"\W*backends?\b", tail, re.IGNORECASE):
                    # "importing the TorchTitan backend is enough to register it": Primus's backend, not the package.
                    # "JAX backend, nothing ROCm-specific": the runtime the framework runs on, not what the patch needs.
                    continue
                # A table row reads "package | version": the cell boundary stands where prose has a space.
                cell = r"\s*\|\s*" if sentence.row else r"\s*"
                version = re.match(rf"(?:\.[\w.]+)?{cell}(?:\(\s*)?(?:version\s*|ver\.?\s*)?:?\s*({_SPEC_LIST})([.+]?[A-Za-z]\w*)?", tail)
                spec = version_spec(version.group(1)) if version else None
                newer = re.match(rf"{cell}(?:version\s*)?v?(\d+(?:\.\d+)+)\s+or\s+(?:newer|later|above|higher)\b", tail)
                if spec is None and newer:
                    # "Transformer Engine v2.0 or newer" is >=2.0 written in words.
                    spec = version_spec(f">={newer.group(1)}")
                # "... and `transformer_engine` must be older than 2.14.0" too.
                below = re.match(rf"{cell}(?:versions?\s*)?(?:(?:must|should|has\s+to|needs\s+to)\s+be\s+|is\s+)?(?:older\s+than|(?:lower|earlier)\s+than|below|before|prior\s+to|<)\s*v?(\d+(?:\.\d+)+)(?!\w|\.\d)", tail)
                if spec is None and below:
                    # "Transformer Engine older than 2.0" is <2.0 written in words.
                    spec = version_spec(f"<{below.group(1)}")
                floor = re.match(r"[\s\"”:|]*v?(\d+(?:\.\d+)+)(?![\w.])", tail)
                if spec is None and floor and any(m.end() == match.end() for m in _MINIMUM.finditer(text)):
                    # "Min torch: 2.12", "minimum torch 2.12": >=2.12 written as a label.
                    spec = version_spec(f">={floor.group(1)}")
                if spec is None and _WORDED_VERSION.search(text[: match.start()]):
                    # "imports pin it to an old megatron-core": a version the report gives in words, never "any version".
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` at a version given in words; write its specifier'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                if spec is not None and _CASE_BEFORE.search(text[: match.start()]):
                    # "all_gather_into_tensor when torch >= 1.13, else the _base variants": the version names a case the
                    # code handles, not one the patch needs; the package is still needed.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` {spec} names a case ("when ..."), not a version the patch needs'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    spec = version = None
                if spec is not None and version and _BRANCH.match(tail[version.end() :]):
                    # "torch >= 1.13 picks all_gather_into_tensor": the code branches on the version; none is required.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{name}` {spec} chooses a code path, not a version the patch needs'
                    out.todos.append(Todo("requires.packages", False, why, "check"))
                    continue
                note = ""
                if version and version.group(2):
                    # A pre-release counts as its release where the tests check versions, so ">=2.6.0" admits what
                    # "TE >= 2.6.0dev0" does: a 2.6.0.dev0 install passes both.
                    note = f"the report writes {version.group(1)}{version.group(2)}; pre-release and local parts are dropped (a pre-release counts as its release)"
                existing = [f for f in out.facts.get("requires.packages", []) if f.value[0] == name]
                if existing and existing[0].value[1] is None and spec:
                    out.facts["requires.packages"].remove(existing[0])
                out.add("requires.packages", Found((name, spec), sentence.line, sentence.quote(), note), key=name)
        _platform(sentence, written, out, whole_cell)


def _opens_with_package(text: str) -> bool:
    """Whether a sentence opens with a package's name ("- `torch` (no import of its own)"): an item of a list of them."""
    return any(compiled(rf"\W*(?:{pattern})(?![\w/-])").match(text) for pattern in {**PACKAGES, **BACKEND_PACKAGES}.values())


# The first column of a table of settings: "key", "Setting", "config key", "flag", "option".
_VALUE_COLUMN = re.compile(r"\b(?:values?|default|enables?)\b", re.IGNORECASE)
_SETTING_COLUMN = re.compile(r"\W*(?:(?:config(?:uration)?|yaml|module)\s+)?(?:key|setting|flag|option|argument|arg|param(?:eter)?)s?\W*", re.IGNORECASE)


def _setting_value(sentence: Sentence, before: str) -> bool:
    """Whether a name stands in a value's column of a row of a settings table ("value that enables it", "Primus
    default"), as one of the values of the setting the row names."""
    headers = table_headers(sentence.table) if sentence.row and sentence.table else []
    column = before.lstrip().removeprefix("|").count("|")
    return (
        bool(headers)
        and bool(_SETTING_COLUMN.fullmatch(headers[0]))
        and 0 < column < len(headers)
        and bool(_VALUE_COLUMN.search(headers[column]))
    )


# What follows "if `from x import y`" where the import's failure is caught: it raises or fails, and the patch returns.
_IMPORT_CAUGHT = (
    r"[^.;]*?\b(?:raises|fails|is\s+(?:missing|not\s+installed|unavailable))\b[^.]*?"
    r"\b(?:returns|logs|skips|falls\s+back|does\s+nothing)\b"
)


# What the code does where an import fails, said after it: "..., every call falls back to the plain all-gather".
_IMPORT_CAUGHT_AFTER = r"[^.]*?\b(?:returns|logs|skips|falls\s+back|does\s+nothing)\b"


_ANY_PACKAGE = "|".join([*PACKAGES.values(), *BACKEND_PACKAGES.values()])
# The words of a line that needs a package in some runs only: "only when", "unless", in any language the hedges know.
_SOME_RUNS = re.compile("|".join(f"(?:{pattern})" for what, pattern in HEDGES if what in ("only when", "unless")), re.IGNORECASE)


def drop_denied_packages(sentences: list[Sentence], out: Collector) -> None:
    """A drafted package some line of the report says the patch imports nothing from ("imports nothing from
    `primus_turbo`", "never imports TE"), does not need ("`primus_turbo` is not needed for this path") or needs in some
    runs only ("`primus_turbo` is needed only if ...") is a TODO quoting both lines: the report says both, so neither is
    a value."""
    drafted = out.facts.get("requires.packages", [])
    for sentence in sentences:
        text = plain_text(sentence.text)
        for name, pattern in {**PACKAGES, **BACKEND_PACKAGES}.items():
            denial = (
                compiled(rf"{_NOTHING_IMPORTED}\W*(?:{pattern})(?![\w/-])", re.IGNORECASE).search(text)
                or compiled(rf"(?<![\w./-])(?:{pattern})(?![\w/-])\W*\s{_NOT_NEEDED}", re.IGNORECASE).search(text)
                or compiled(_NO_PACKAGE.format(pattern=pattern), re.IGNORECASE).search(text)
                or compiled(_NOTHING_FROM_LIST.format(pattern=pattern), re.IGNORECASE).search(text)
            )
            # "if `from triton import knobs` raises, it logs "triton unavailable" and returns": the patch runs without it.
            caught = compiled(rf"\bif\s+`?(?:from\s+|import\s+)?(?:{pattern})(?![\w/-]){_IMPORT_CAUGHT}", re.IGNORECASE).search(text)
            # "- primus_turbo: for the SDMA path. If it cannot be imported, every call falls back to ...": a line the
            # package labels, its "it" the package.
            labelled = compiled(rf"[^\w`]*`?(?:{pattern})`?\s*:").match(plain_text(sentence.block))
            caught = caught or (labelled and compiled(rf"\bif\s+it\s+(?:cannot|can't|can\s+not)\s+be\s+imported\b{_IMPORT_CAUGHT_AFTER}", re.IGNORECASE).search(text))
            # "`primus_turbo` (and `triton`) is needed only if the delayed-scaling patch built its registry": a line
            # about the package itself, which needs it in some runs only. The package opens the line in code, alone or
            # in a short list, in any language; a dotted name ("`torchtitan.metrics.wandb_env` runs only when ...") is a
            # module's or a patch's, and a word ("TE fix check ... skips only if") names a thing of the package.
            named = compiled(rf"(?:[^\w`]*`(?:{_ANY_PACKAGE})`[^\w`]*(?:[^\s`]{{1,6}}\s+)?){{0,3}}?[^\w`]*`(?:{pattern})`").match(sentence.text)
            some_runs = named is not None and _SOME_RUNS.search(text) is not None
            found = next((f for f in drafted if f.value[0] == name), None)
            # A line that names the package and its case at once is read as a whole where it is read.
            some_runs = some_runs and found is not None and found.line != sentence.line
            # "deps: the file imports only primus.core.patches and primus.core.utils.module_utils": a package the list
            # leaves out is no import of the patch's, wherever else the report names it.
            only = _IMPORTS_ONLY.search(text)
            beyond = only is not None and found is not None and not compiled(rf"(?<![\w./-])(?:{pattern})(?![\w/-])", re.IGNORECASE).search(only.group(1))
            if (denial is None and caught is None and not some_runs and not beyond) or found is None:
                continue
            said = (
                "imports nothing from it"
                if denial
                else "carries on without it"
                if caught
                else "imports only other modules"
                if beyond
                else "needs it in some runs only"
            )
            why = (
                f'report line {found.line} names `{name}` ("{found.quote}"), but line {sentence.line} says the patch {said} '
                f'("{sentence.quote()}"); write it only if your port needs it'
            )
            out.withdraw("requires.packages", found, why)


# "the file imports only `primus.core.patches` (...) and `primus.core.utils.module_utils`", "the patch imports nothing
# but `primus.core`": the modules the patch's file imports, all of them.
_IMPORTS_ONLY = re.compile(
    r"\b(?:the\s+(?:patch(?:'s)?\s+)?file|the\s+patch|the\s+handler|it)\s+imports\s+(?:only|nothing\s+but)\s+([^.;]{1,200})", re.IGNORECASE
)


def drop_denied_bounds(sentences: list[Sentence], out: Collector) -> None:
    """A drafted package pin a later line of the report takes back is a TODO quoting both lines: its bound said not to
    exist ("there is no 1.8 floor", "the TE 2.4 line is wrong"), or any pin of its package denied ("nothing pins a TE
    version")."""
    for sentence in sentences:
        if _about_another_patch(sentence):
            continue
        text = plain_text(sentence.text)
        # "If the TE 2.4 floor is lifted upstream, ...": a case, no take-back.
        # Each bound taken back, with the package it names ("the torch 2.4 pin was dropped": torch's only); None where
        # it names none ("there is no 1.8 floor"), which takes back that version of any package.
        denials = [
            (next(g for g in denied.groups() if g), _package_named(denied.group(0)))
            for denied in _NO_BOUND.finditer(text)
            if not re.search(r"\b(?:if|once|when|whenever|unless)\b", text[: denied.start()], re.IGNORECASE)
        ]
        unpinned = {name for name, pattern in PACKAGES.items() if compiled(_NO_PIN.format(pattern=pattern)).search(text)}
        for found in list(out.facts.get("requires.packages", [])):
            spec = found.value[1] or ""
            bound = any(
                re.search(rf"(?<![\d.]){re.escape(number)}(?![\d]|\.\d)", spec) and package in (None, found.value[0])
                for number, package in denials
            )
            if spec and (bound or found.value[0] in unpinned) and found.line < sentence.line:
                why = (
                    f'report line {found.line} pins `{found.value[0]}` to `{spec}` ("{found.quote}"), but line {sentence.line} '
                    f'says there is no such bound ("{sentence.quote()}"); write the versions your port supports'
                )
                out.withdraw("requires.packages", found, why)


def _package_named(text: str) -> str | None:
    """The one package a taken-back bound names ("the torch 2.4 pin"), or None where it names none or several."""
    named = {name for name, pattern in PACKAGES.items() if compiled(rf"(?<![\w-])(?:{pattern})(?![\w-])").search(text)}
    return named.pop() if len(named) == 1 else None


def _about_another_patch(sentence: Sentence) -> bool:
    """Whether the sentence's context gives it to another patch ("another patch", "about another patch, not this one"):
    what it denies is that patch's."""
    return "another patch" in (sentence.hedge or "")


# "there is no 1.8 floor", "no minimum of 1.8", "no lower bound of 2.0": a bound, named by its version, that does not exist.
_BOUND_WORD = r"(?:floor|ceiling|minimum|maximum|cap|lower\s+bound|upper\s+bound|pin)"
# A bound that no longer stands: "(the pin) was dropped", "has been lifted".
_BOUND_NOUN = r"(?:pin|floor|ceiling|minimum|requirement|bound)"
_GONE = r"(?:was|has\s+been|got|is)\s+(?:since\s+)?(?:dropped|removed|lifted|relaxed|gone)\b"
# "the TE 2.4 line under Requires is wrong": the line that gives that version, taken back.
_NO_BOUND = re.compile(
    rf"\bno\s+(?:v?(\d+\.\d+(?:\.\d+)?)\s+{_BOUND_WORD}|{_BOUND_WORD}\s+(?:of|at)\s+v?(\d+\.\d+(?:\.\d+)?))\b"
    # "Correction to the torch>=2.10 bullet above: it is wrong": the package and its bound written as a pin.
    r"|\bthe\s+(?:[A-Za-z][\w-]*(?:\s+|\s*[<>=!~]=?\s*))?v?(\d+\.\d+(?:\.\d+)?)\s+(?:line|bullet|floor|pin|requirement|minimum)\b[^.;]{0,40}?"
    r"\b(?:is|was)\s+(?:also\s+)?(?:wrong|incorrect)"
    # "The old pin (torch==2.1.0) was dropped", "the TE 2.4 floor has been lifted": a bound that no longer stands.
    rf"|\b{_BOUND_NOUN}\s*\(?\s*(?:[A-Za-z][\w-]*\s*)?(?:[<>=!~]=?\s*)?v?(\d+\.\d+(?:\.\d+)?)\)?\s+{_GONE}"
    rf"|\bthe\s+(?:[A-Za-z][\w-]*(?:\s+|\s*[<>=!~]=?\s*))?v?(\d+\.\d+(?:\.\d+)?)\s+{_BOUND_NOUN}\s+{_GONE}",
    re.IGNORECASE,
)
# "Nothing in Primus pins a TE version", "no TE version pin": no pin of that package at all.
_NO_PIN = (
    # "Nothing pins a torch or Megatron version": each package named.
    r"(?i:\bnothing\b[^.;]{{0,30}}?\bpins?\s+(?:an?\s+|the\s+|any\s+)?)(?:[\w-]+(?:\s*,\s*|\s+(?:or|and|nor)\s+))*"
    r"(?:{pattern})(?:(?:\s*,\s*|\s+(?:or|and|nor)\s+)[\w-]+)*(?i:\s+versions?\b)"
    r"|(?i:\bno\s+)(?:{pattern})(?i:\s+version\s+(?:pin|floor|constraint|requirement|check))"
)


def drop_denied_versions(sentences: list[Sentence], out: Collector) -> None:
    """Drafted framework versions where a line about no other patch says the registration has none ("`x` has no
    `backend_versions=` at all"): a TODO quoting both lines."""
    drafted = out.facts.get("requires.backend_versions", [])
    denial = next(
        (
            s
            for s in sentences
            if _NO_VERSIONS.search(s.text if s.code else plain_text(s.text)) and not _about_another_patch(s)
        ),
        None,
    )
    if not drafted or denial is None:
        return
    for found in list(drafted):
        why = (
            f'report line {found.line} gives `{found.value}` ("{found.quote}"), but line {denial.line} says the registration '
            f'has no backend_versions= ("{denial.quote()}"); write the framework versions your port supports, if it gates any'
        )
        out.todos.append(Todo("requires.backend_versions", False, why, "check"))
    del out.facts["requires.backend_versions"]


# "has no `backend_versions=` at all", "passes no backend_versions", "no backend_versions= on the registration".
_NO_VERSIONS = re.compile(r"\b(?:has|passes|gives|sets|takes)\s+no\s+backend_versions\b|\bno\s+backend_versions=?\s+(?:at\s+all|on|in|given|is)\b", re.IGNORECASE)


# "imports nothing from", "does not import", "never imports", "no import of": the package after it is not imported.
# "`primus_turbo` is not needed for this path", "TE isn't required": the package denied after its name.
# In Turkish the verb denies after the name: "`primus_turbo` gerekmez, import edilmez" (is not needed, is not imported).
# "`aiter` is not a hard requirement"; in Hinglish "aiter hard requirement nahi hai" (is not a hard requirement).
_NOT_NEEDED = (
    # (Not "is not a hard requirement of Megatron-LM itself", which says it of another.)
    r"(?:(?:is|are)(?:\s+not|n't)\s+(?:(?:needed|required)\b|(?:a\s+)?(?:hard\s+|strict\s+)?(?:requirement|dependency)\b(?!\s+(?:of|for)\s))"
    # "`apex` is only a soft dependency", "is an optional import": used when present, never needed.
    # (Not "a soft dependency for Megatron itself" or "optional upstream", which say it of another.)
    r"|(?:is|are)\s+(?:only\s+|just\s+|merely\s+)?(?:an?\s+)?(?:soft|optional)\s+(?:dependency|requirement|import)\b(?!\s+(?:of|for|in)\s|\s+upstream\b)"
    r"|(?:hard\s+)?(?:requirement|dependency|zaroori)\s+nahi?n?\s+hai\b"
    r"|(?:gerekmez|gerekli\s+değil\w*|kullanılmaz|import\s+edilmez)(?!\w))"
)
# "does NOT import or require `aiter` itself": the verbs joined, the package after both.
_NOTHING_IMPORTED = (
    r"\b(?:imports?\s+nothing\s+from|(?:does\s+not|doesn't|never)\s+(?:imports?|needs?|requires?)"
    r"(?:\s+(?:or|nor|and)\s+(?:imports?|needs?|requires?|uses?))?|no\s+imports?\s+(?:of|from))"
)
# "No Transformer Engine, no Primus-Turbo, nothing ROCm-specific": "no" opening a clause, and the package the whole of it
# ("no TE version pin" denies a pin, "No torch.compile" a call).
_NO_PACKAGE = r"(?:^|[:;,.]\s)\W*no\s+(?:{pattern})(?=\s*(?:[,;]|\.(?!\w)|$|\s(?:and|or|nor)\b))"


# "nothing from Primus-Turbo, Transformer Engine or aiter": every package of the list denied, not only the first.
_NOTHING_FROM_LIST = r"\b(?:nothing|none)\s+(?:at\s+all\s+)?from\s+(?:[\w .-]{{1,30}},\s*){{0,5}}(?:[\w .-]{{1,30}}\s+(?:or|and|nor)\s+)?(?:{pattern})(?![\w/-])"


# A version right after a package's name: "2.0-2.3", "> 2.3", ">= 2.0", "v2.12".
_VERSION_AFTER = re.compile(r"[\s`|:(]*(?:version\s*)?(?:==|!=|>=|<=|~=|>|<)?\s*v?\d+\.\d+")


# Quotations, paired left to right; one of four words or more is a quoted sentence, not a quoted key ('"megatron-core":
# null' in a JSON block) or a label ('Custom field "Min torch": 2.12').
_QUOTATION = re.compile(r'"[^"\n]*"|“[^”\n]*”')
# A code span of four words or more that is no import statement: a message the code prints or raises.
_MESSAGE = re.compile(r"`(?!\s*(?:from|import)\s)[^`]*(?:\s+\S+){3,}\s*`")
# "where both TE and primus_turbo import)", "torch imports fine": the packages before an intransitive "import".
_IMPORTS_ITSELF = re.compile(
    r"(?:\W*\s*(?:and|,|/)\s*\W*[\w.-]+\W*?)*\s+imports?\s*(?:fine|cleanly|successfully|ok(?:ay)?)?\s*(?:[).,;:]|$)", re.IGNORECASE
)
# "imported at module level inside a `try`", "an optional import": an import whose absence is caught (unless the sentence
# says the code then raises: "imports `fully_shard` in a try block and raises RuntimeError(...)").
_OPTIONAL_IMPORT = re.compile(
    r"\bimport(?:ed|s)?\b[^.;]*?\b(?:inside|in|within|under)\s+(?:a\s+)?`?try\b|\boptional(?:ly)?\s+import|\btry\s*/\s*except\s+import"
    # "v26.3 and earlier (the `except ImportError` branch): `import MaxText.train`": the import a failed one falls back to.
    r"|\bexcept\s+ImportError\b",
    re.IGNORECASE,
)
# "steps aside by itself once ...", "auto-skips once ...", "skips itself when ...": the patch turning itself off.
_SKIPS_ITSELF = re.compile(
    r"\bsteps?\s+aside\b|\bauto-?skips?\b|\bskips?\s+itself\b|\bturns?\s+itself\s+off\b|\bdisables?\s+itself\b", re.IGNORECASE
)
# "whichever of TE / Apex / torch imports first": the packages after it are choices.
# "depending on whether TE or apex or plain torch imports": so are those after "whether".
_CHOICE = re.compile(r"\bwhichever\s+(?:of\s+)?[^.;]*$|\bwhether\b[^.;]*$", re.IGNORECASE)
# "... in TorchTitan would fail at import with ImportError", Romanian "... din TorchTitan ar pica la import": the
# clause after a package saying its modules break on import.
_FAILS_AT_IMPORT = re.compile(
    r"[^.;,]{0,40}?\b(?:would\s+|will\s+|ar\s+)?(?:fail(?:s|ed)?|crash(?:es|ed)?|break(?:s)?|pica|eșua)\s+(?:at|on|to|la)\s+import",
    re.IGNORECASE,
)
_UPSTREAMS_IMPORT = re.compile(r"\bupstream(?:'s)?\s+(?:imports?|uses?)\b", re.IGNORECASE)
# "imported before `transformer_engine`", "import it after torch": the package named after it is an order, not a need.
_IMPORT_ORDER = re.compile(
    r"\bimport(?:ed|s|ing)?\b[^.;]*?\b(?:before|after)\s+(?:importing\s+|the\s+)?\W*$"
    # "so the hook is in place before anything imports aiter": when something else imports it, not what the patch needs.
    r"|\b(?:before|after|until|once|when(?:ever)?)\s+(?:anything|something|anyone|any\s+\w+|the\s+\w+|\w+)\s+imports?\s+\W*$"
    # "Install the wrapper before the first aiter mha backward import": the moment, not a package the port needs.
    r"|\b(?:before|after|until)\s+(?:the\s+)?(?:first|last|next)\s+\W*$",
    re.IGNORECASE,
)
# "pin it to an old megatron-core", "a recent Transformer Engine": the words before a package that give its version.
_WORDED_VERSION = re.compile(r"\b(?:old(?:er)?|recent|newer|specific|particular|pinned|legacy)\s+$|\bpins?\b[^,;.]*$", re.IGNORECASE)


# Wording that says the port or its handler needs a package: only then is a package named a requirement.
_REQUIRING = re.compile(
    # "chosen at import time" says when, not what is needed; "every other import passes through" names imports, not a need.
    # "installs an import hook" says what the patch puts in place, not what must be installed.
    r"\b(?:(?<!\bother\s)(?<!\bevery\s)(?<!\beach\s)(?<!\bany\s)imports?(?![\s-]time\b)(?![\s-]hooks?\b)|import(?:ed|ing)|requir\w*|depend\w*"
    r"|needs?|install\w*(?!\s+(?:an?|the|its|their)\s+(?:[\w-]+\s+){0,2}(?:hooks?|wrappers?|handlers?|callbacks?|patch(?:es)?|monkey[\w-]*))"
    r"|packages?|dependenc\w*|uses?|built on)\b",
    re.IGNORECASE,
)
# "Min torch: 2.12", "minimum Transformer Engine 2.1": the least version of the package named right after.
# "Our measurements were taken with ...", "the numbers above were collected on ...", "benchmarks were run with ...",
# "I ran Primus with Megatron-LM core_r0.12.0 and torch 2.5.1".
_MEASURED_WITH = re.compile(
    r"\b(?:measurements?|numbers|results|benchmarks?|timings?|figures)\s+(?:above\s+|below\s+)?(?:were|was)\s+"
    r"(?:taken|measured|collected|obtained|made|run|recorded)\s+(?:with|on|using|against)\b"
    r"|\b(?:I|we)\s+ran\s+(?:it|this|Primus|the\s+patch|the\s+job|training)\s+(?:with|on|against)\b"
    # "We reproduced on MI300X, ROCm 7.0, torch 2.12.0", "our test box was MI300X, torch 2.8.0a0": one machine's setup.
    r"|\b(?:I|we)\s+(?:reproduced|tested|measured|benchmarked)\s+(?:it\s+|this\s+)?(?:on|with|against|using)\b"
    r"|^\W*(?:the\s+|our\s+)?(?:test|smoke)\s+(?:box|machine|node|rig|setup|run)\s+(?:was|is|had)\b"
    # "Seen in our smoke run: torch 2.7.0": what one run happened to have.
    r"|^\W*seen\s+(?:in|on)\s+(?:our|a|the|one)\s+(?:\w+\s+)?(?:run|job|container|environment|setup|box)\b"
    # In Japanese: "1 回分の環境" (the setup of one run), "手元で A/B を回した" (what we ran at hand).
    r"|(?<!\d)\d{1,4}\s*回分の環境|^\W*(?:参考までに[、,]?\s*)?手元の環境(?:は|では|[:：])|手元で[^。]{0,40}?(?:回した|実行した|動かした|試した)",
    re.IGNORECASE,
)
# "just what we ran, not a minimum", "not a version gate", "not a requirement": versions said to be no requirement.
_NO_REQUIREMENT_SAID = re.compile(
    r"\bnot\s+(?:(?:a|an|the)\s+)?(?:minimum|requirements?|(?:version\s+)?(?:gates?|floors?|pins?|lower\s+bounds?|constraints?))\b"
    r"|\b(?:just|only|simply)\s+what\s+(?:we|I)\s+(?:ran|used|tested|had)\b"
    # In Japanese: "最小要件ではない" (not a minimum requirement), "今回の実行で使っただけ" (only what this run used).
    r"|(?:最小|最低)?要件ではない|必須ではない|使っただけ",
    re.IGNORECASE,
)
_MINIMUM = re.compile(r"\bmin(?:imum)?\.?\s+(?:version\s+(?:of\s+)?)?" + WORDED_PACKAGE, re.IGNORECASE)
# "packages: `torch`, `triton`, `packaging`": a labelled list of packages, each a bare name in code.
_PACKAGE_LIST = re.compile(r"^\W*(?:\[[x ]\]\s*)?(?:packages|dependencies|requires|imports)\s*:", re.IGNORECASE)


def _listed(sentence: Sentence) -> list[str]:
    """Every package of a labelled list of packages, each written as a bare name in code; not only the known ones."""
    label = _PACKAGE_LIST.match(plain_text(sentence.text))
    if not label:
        return []
    # "Imports: `megatron.core.x`, ... and `log_rank_0`": what the code imports is modules and functions as well; only a
    # package the draft knows is one there.
    known_only = "imports" in label.group(0).lower()
    names = []
    depth = 0  # how deep in parentheses: "megatron-core (imports `LanguageModule` from ...)" lists one package
    before = ""
    segments = sentence.segments
    for index, (kind, value) in enumerate(segments):
        if kind == "text" and re.search(r"\s[—–]\s", value):
            break  # "packages: `torch = any` — DDP and cuda_graphs imports": the note after the dash lists nothing
        if kind == "text" and re.search(r"\b(?:since|because|whereas|which|where|when|while)\b", value, re.IGNORECASE):
            break  # "Packages: torch and TE, since `TELayerNormColumnParallelLinear` wraps ...": the reason lists nothing
        if kind == "text":
            depth = max(0, depth + value.count("(") - value.count(")"))
            before = value
        # A CamelCase name is a class ("`AttnBackend` from `megatron.core.transformer.enums`"), never a package; "requires:
        # nothing, no `backend_versions`" denies a keyword of the registration, no package either.
        elif (
            depth == 0
            and re.fullmatch(r"[A-Za-z][\w-]*", value)
            and not re.fullmatch(CLASS_NAME, value)
            and not re.search(r"\b(?:no|not|nor|without)\s*$", before, re.IGNORECASE)
            and value not in ("backend_versions", "primus_versions")
            and not _PROVIDED_BY.search(before)
            and not _part_of_a_package(segments, index)
        ):
            known = next((n for n, p in {**PACKAGES, **BACKEND_PACKAGES}.items() if re.fullmatch(p, value)), None)
            # "requires: needFsdp2", "isTEAvailable": a lowerCamelCase name is an identifier, a resource or a variable, no
            # package; the GPU stacks' libraries ("hipBLASLt", "rocWMMA", "cuDNN", "nvFuser") are packages.
            identifier = re.fullmatch(r"[a-z][a-z0-9]*[A-Z]\w*", value) and not re.match(r"(?:hip|roc|cu|nv)[A-Z]", value)
            if known or not known_only and not identifier:
                names.append(known or value)
    return names


# "the pinned aiter build that provides the `module_fmha_v3_bwd` / `mha_bwd_bf16` extensions": what a package holds (its
# extensions, modules, kernels), named after the words that say a package provides it or before the noun that says what
# it is; none of them a package to install.
_PROVIDED_BY = re.compile(r"\b(?:provides?|ships?|exposes?|builds?|bundles?|contains?)\s+(?:the\s+|its\s+)?$", re.IGNORECASE)
_A_PART = re.compile(r"\s*(?:extensions?|modules?|kernels?|ops|operators?|functions?|symbols?|classes|libraries|\.so)\b", re.IGNORECASE)


def _part_of_a_package(segments: tuple[tuple[str, str], ...], index: int) -> bool:
    """Whether the words after the span at ``index``, past the spans joined to it ("`a` / `b`", "`a` and `b`"), call
    it a part of a package: "`module_fmha_v3_bwd` / `mha_bwd_bf16` extensions"."""
    while index + 2 < len(segments) and segments[index + 2][0] == "code" and re.fullmatch(r"\s*(?:/|,|and|or|&)\s*", segments[index + 1][1]):
        index += 2
    return index + 1 < len(segments) and bool(_A_PART.match(segments[index + 1][1]))


# 'asserts "FP8 requires TE.', 'raises ValueError("needs apex': a quoted message still open where the name stands.
_IN_A_MESSAGE = re.compile(
    r"\b(?:asserts?|assertion|raises?|throws?|logs?|prints?|warns?|messages?|errors?(?:\s+out)?)\b[^\"'“”‘’.;]{0,40}"
    r"(?:[\"“][^\"”]*|(?<![\w])['‘][^'’]*)$",
    re.IGNORECASE,
)
# The words right after a package that say another import pulls it in: "`flash_attn` in transitively", "`aiter` is
# pulled in transitively", "extensions transitively aate hain"; not past a clause's end.
_TRANSITIVE_AFTER = re.compile(r"[^.;,]{0,60}?\btransitive(?:ly)?\b", re.IGNORECASE)


# "(that TE >= 2.1.0 requirement belongs to upstream's fused path, not to this patch)": someone else's requirement.
# "`primus_turbo` is a transitive import of the Primus helper, not a kernel this patch uses": another module's import.
_ANOTHERS = re.compile(
    r"\bbelongs?\s+to\s+upstream\b|\bnot\s+(?:to|of|for)\s+(?:this|the)\s+(?:patch|port|handler)\b|\bnot\s+(?:this|the)\s+(?:patch|port)'s"
    r"|\bnot\s+(?:a|an|the|any)\s+(?:[\w-]+\s+){1,2}(?:that\s+)?(?:this|the)\s+(?:patch|port|handler)\s+(?:itself\s+)?(?:uses|needs|calls|imports)\b"
    r"|\btransitive(?:ly)?\s+(?:imports?|imported|dependenc(?:y|ies)|requirements?)\b",
    re.IGNORECASE,
)


# "| `primus_turbo` | dependency | does not need it | yes |": a cell of the package's row that denies it.
_ROW_DENIES = re.compile(
    r"\|\s*(?:(?:it\s+|the\s+patch\s+)?(?:does\s+not|doesn't|do\s+not|never)\s+(?:need|require|use|import)s?\b"
    r"|(?:not\s+(?:needed|required|used|imported)|unused)\s*(?:\||$))",
    re.IGNORECASE,
)


_NOT_USED_LABEL = re.compile(r"^\W*(?:not\s+(?:used|needed|required|imported)|unused|not\s+a\s+dependency)\s*:", re.IGNORECASE)


def _denied(text: str, position: int) -> bool:
    """Whether the clause before ``position`` negates what follows, or the clause around it (within parentheses, or a
    sentence) gives the requirement to another."""
    start = max(text.rfind("(", 0, position), text.rfind(". ", 0, position), 0)
    ends = [i for i in (text.find(")", position), text.find(". ", position)) if i != -1]
    # "Not used: `primus_turbo`, Transformer Engine, and FLA": a list under a label that denies all of it.
    sentence_start = max(text.rfind(". ", 0, position) + 1, 0)
    if _NOT_USED_LABEL.match(plain_text(text[sentence_start:position])):
        return True
    return negated(text, position) or bool(_ANOTHERS.search(text[start : min(ends, default=len(text))]))


def _negated_after(tail: str) -> bool:
    """Whether the words after a name deny it ("`x` is not needed", "x: not required", "x isn't used"), or a label after it
    is answered none ("Primus-Turbo dependency: None")."""
    return bool(
        re.match(
            r"[\s`*:|=>→-]*(?:(?:is|are|was|were|does|do)\s+(?:not|never)|isn't|aren't|doesn't|not|never|no longer)\b", tail, re.IGNORECASE
        )
        or re.match(r"\s*(?:dependency|dependencies|required|needed|calls?|usage)?\s*:\s*(?:none|no|n/a)\b", tail, re.IGNORECASE)
    )


# "CUDA/HIP streams", "ROCm/CUDA": both GPU stacks named as one, which restricts the platform to neither.
_BOTH_STACKS = re.compile(r"\b(?:CUDA\s*/\s*(?:HIP|ROCm)|(?:HIP|ROCm)\s*/\s*CUDA)\b")


def _platform(sentence: Sentence, text: str, out: Collector, whole_cell: bool) -> None:
    whole_cell = whole_cell and not _BOTH_STACKS.search(text)
    for platform, word in (("rocm", "ROCm"), ("cuda", "CUDA")):
        patterns = [
            rf"\b{word}[- ]only\b",
            rf"\bonly (?:on|for|supports?) {word}\b",
            rf"\brequires {word}\b",
            rf"\b{word} (?:is )?required\b",
            rf"\b{word}-specific\b",
        ]
        if whole_cell:
            patterns.append(rf"(?:^|[;,/]\s*){word}\s*(?:$|[;,/(])")
        for pattern in patterns:
            match = re.search(pattern, text)
            if match and _ANSWERED_NO.match(text, match.end()):
                # "- [ ] ROCm-only path — no.": the label answered no says what the patch is not, not where it runs.
                out.note(sentence, f"{match.group(0)!r} is answered no; no platform written")
                break
            if match and negated(text, match.start()):
                # "not ROCm-specific", "not ROCm-only": the negation's plain value is that it runs anywhere. Said of a noun
                # ("no ROCm-only check in the code") it denies that thing, not the platform: nothing is written.
                attributive = re.match(r"\s*[A-Za-z]", text[match.end() :]) and not re.match(r"\s*(?:and|or|so|but)\b", text[match.end() :])
                if not attributive and "requires.platform" not in out.conflicts:
                    out.put(
                        "requires.platform", Found("any", sentence.line, sentence.quote(), f"the report says {match.group(0)!r} is not so")
                    )
                break
            if match and _SAID_OF_A_THING.match(text[match.end() :]):
                # "the legacy load() JIT-builds CUDA-only kernels": said of what upstream builds, not the patch's platform.
                out.note(sentence, f"{match.group(0)!r} is said of {_SAID_OF_A_THING.match(text[match.end() :]).group(1)}, not of the patch; no platform written")
                break
            if match:
                current = out.facts.get("requires.platform")
                if current is not None and current.value != platform:
                    _conflict(out.facts.pop("requires.platform"), sentence, out, "both ROCm and CUDA as required")
                elif "requires.platform" not in out.conflicts:
                    out.put("requires.platform", Found(platform, sentence.line, sentence.quote()))
                break


# "- [ ] ROCm-only path — no.", "ROCm-only: none": a label a checklist or a form answers no.
_ANSWERED_NO = re.compile(r"\s*(?:paths?|code|checks?|builds?|branch(?:es)?)?\s*(?:[—–:?|]|--?)\s*(?:no|none|n/a)\s*(?:[.;,)|]|$)", re.IGNORECASE)


# Megatron-LM's training entry scripts (`pretrain_gpt.py`, `pretrain_mamba.py`): modules of a checkout, never packages.
_ENTRY_SCRIPT = re.compile(r"pretrain_\w+")


# "CUDA-only kernels", "a ROCm-specific build", "the CUDA-only fused_kernels build": a platform word that describes a
# thing built, maybe named between, not the patch ("a ROCm-only path" is the patch's own).
_SAID_OF_A_THING = re.compile(
    r"\s+(?:`?[\w.-]+`?\s+){0,2}?((?:kernels?|builds?|binar(?:y|ies)|extensions?|ops|operators?|librar(?:y|ies)|toolkits?|tests?|tools?|compilers?"
    r"|wheels?|images?)\b)",
    re.IGNORECASE,
)


# Wording that says the code runs on any platform: no value of requires.platform but "any".
_ANY_PLATFORM = re.compile(
    r"\bplatform[- ](?:agnostic|independent|neutral)\b|\bno platform[- ](?:restrictions?|checks?|limits?|gates?)\b"
    r"|\b(?:nothing|no\s+\w+)\s+(?:in\s+the\s+code\s+)?(?:restricts?|limits?|pins?)\s+(?:the\s+)?platforms?\b"
    r"|\b(?:ROCm and CUDA|CUDA and ROCm)(?: builds)? alike\b|\bon both (?:ROCm and CUDA|CUDA and ROCm)\b"
    r"|\bplatforms?\b[^.;]*?\bnot\s+(?:restricted|limited|pinned)\b|\b(?:installed|runs|applied|applies|works)\s+(?:everywhere|on every platform)\b",
    re.IGNORECASE,
)
# "Platform: ...", "| Platform | ... |": a labelled platform, whatever its value says.
_PLATFORM_LABEL = re.compile(r"^\W*(?:target\s+)?platforms?\W*\s*[:|]\s*(.+)$", re.IGNORECASE)
_ANY_VALUE = re.compile(r"^(?:any|all|both|none|n/?a|unrestricted|not restricted|no restrictions?)\b", re.IGNORECASE)


def platform(sentences: list[Sentence], out: Collector) -> None:
    """requires.platform "any" where the report says the code restricts no platform; a labelled platform the draft
    cannot read ("Platform: MI300 nodes") is a TODO quoting its line, never dropped.

    Runs after ``packages``, which reads "ROCm-only" and "not ROCm-specific": a platform already found stays, and a
    sentence that contradicts it leaves the field out with a note.
    """
    for sentence in sentences:
        text = plain_text(sentence.text)
        label = _PLATFORM_LABEL.match(text)
        said_any = _ANY_PLATFORM.search(text) or (label and _ANY_VALUE.match(label.group(1).strip()))
        current = out.facts.get("requires.platform")
        if said_any:
            if current is not None and current.value != "any":
                _conflict(out.facts.pop("requires.platform"), sentence, out, f"both {current.value} and any platform")
            elif "requires.platform" not in out.conflicts:
                out.put("requires.platform", Found("any", sentence.line, sentence.quote(), "the report says no platform is required"))
        elif label and (current is None or current.line != sentence.line):
            why = f'report line {sentence.line}: "{sentence.quote()}": a platform the draft cannot read; write any, rocm or cuda'
            out.todos.append(Todo("requires.platform", False, why, "check"))


def _conflict(first: Found, sentence: Sentence, out: Collector, what: str) -> None:
    """Two platform statements that disagree: the field is left out and a TODO quotes both lines."""
    out.conflicts.add("requires.platform")
    why = (
        f'report lines {first.line} and {sentence.line} say {what}: "{first.quote}" ... "{sentence.quote()}"; '
        "write the platform your port requires (any, rocm or cuda)"
    )
    out.todos.append(Todo("requires.platform", False, why, "check"))


def backend_versions(everything: list[Sentence], requires: list[Sentence], out: Collector) -> None:
    """requires.backend_versions from ``backend_versions=[...]`` anywhere, and from a backend named with a specifier in Requires."""
    for sentence in everything:
        # backend_versions=[...] in code, and "backend_versions: [...]" after a label or in a table row ("| `backend_versions` | `<0.17` |").
        text = sentence.text if sentence.code else plain_text(sentence.text)
        for match in re.finditer(rf"backend_versions\s*(?:=|:|\|)\s*(\[[^\]]*\]|\"[^\"]*\"|'[^']*'|{_SPEC_LIST})", text):
            written = match.group(1)
            try:
                value = ast.literal_eval(written) if written[0] in "[\"'" else written
            except (ValueError, SyntaxError):
                continue
            for text in [value] if isinstance(value, str) else value:
                spec = version_spec(str(text))
                if spec:
                    out.add("requires.backend_versions", Found(spec, sentence.line, sentence.quote()))
                else:
                    out.note(sentence, f"backend version {text!r} is not a specifier like '>=0.12,<0.17'; not written")
    for sentence in requires:
        text = plain_text(sentence.text)
        for match in re.finditer(
            rf"\b(?:Megatron-LM|Megatron-Core|megatron-core|megatron\.core|Megatron|TorchTitan|torchtitan|MaxText|maxtext)\s*(?:version\s*)?({_SPEC_LIST})",
            text,
        ):
            spec = version_spec(match.group(1))
            if spec:
                out.add("requires.backend_versions", Found(spec, sentence.line, sentence.quote()))


# "MaxText, either layout: the `maxtext` package (v26.4 and later) or `MaxText` (v26.3 and earlier)": ways to install it.
_EITHER_OR = re.compile(r"\beither\b[^;]*?\bor\b", re.IGNORECASE)


def drop_alternative_packages(out: Collector) -> None:
    """A package drafted from a line that offers it as one of alternatives ("either `maxtext` ... or `MaxText`") is a
    TODO: requiring the one named would skip every run that has the other."""
    for found in list(out.facts.get("requires.packages", [])):
        if _EITHER_OR.search(found.quote):
            why = f'report line {found.line}: "{found.quote}": `{found.value[0]}` is one of alternatives the line offers; write the one your port needs'
            out.withdraw("requires.packages", found, why)
