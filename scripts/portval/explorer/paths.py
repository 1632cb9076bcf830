"""Dotted import paths as a report writes them: which text is one, its root package, and which roots a port can rebind."""

from __future__ import annotations

import ast
import keyword
import re

from .text import CODE_SPAN

PATCH_ID = r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}"
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
# "AttnBackend", "DeprecatedGroupedMLP": a CamelCase class name, never a package, a module or a config key.
CLASS_NAME = r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+"
DOTTED = re.compile(rf"{IDENT}(?:\.{IDENT})+")
# The value of an assignment that sets a flag or a number, never an object a binding could hold.
LITERAL = re.compile(r"True|False|None|true|false|null|-?\d+(?:\.\d+)?")
# A rebinding site must be a full import path into a package the port can import;
# `te.pytorch.RMSNorm` (an import alias) is reported as a note instead.
UPSTREAM_ROOTS = frozenset(
    {
        "megatron",
        "transformer_engine",
        # Transformer Engine's compiled extension, a module of its own: Primus rebinds its classes (`tex.CommOverlap`).
        "transformer_engine_torch",
        # Megatron-LM's entry script, a module of its own at the checkout's root: Primus rebinds `pretrain_gpt.forward_step`,
        # `pretrain_gpt.get_batch` and `pretrain_gpt.build_tokenizer`.
        "pretrain_gpt",
        "torchtitan",
        "maxtext",
        "MaxText",
        "maxdiffusion",
        "torch",
        "jax",
        "flax",
        "deep_ep",
        "apex",
        "triton",
        "aiter",
        "flash_attn",
    }
)


def root_of(path: str) -> str:
    """The top-level package of a dotted path."""
    return path.split(".", 1)[0]


# A file's name ("transformer_engine.py", "config.yaml") is spelled like a dotted path, and names no object.
_FILE_ENDINGS = ("py", "md", "yaml", "yml", "json", "txt", "sh", "toml", "cfg")
# Where a name could be a patch id, more endings make it a file: a patch id never ends in ".log" or ".html", while a
# dotted path may (`logger.log`), so is_dotted keeps the shorter list.
FILE_SUFFIXES = frozenset(
    {*_FILE_ENDINGS, "pyi", "jsonc", "ipynb", "rst", "adoc", "org", "html", "log", "csv", "tex", "ini", "xml"}
    # A drawing's or a deck's source: "peak_flops_patch.dot", "layout.puml", "review.svg".
    | {"dot", "gv", "puml", "plantuml", "svg", "png", "pdf", "docx", "pptx", "xlsx", "srt", "vtt"}
    # A test suite's or a run's file: "validate_args_port.robot", "port_check.tap", "results.xml" above.
    | {"robot", "resource", "tap", "patch", "diff"}
)


def is_file_name(name: str) -> bool:
    """Whether ``name`` ends in a file's suffix ("lora.py", "async_tp_patches.pyi", "registry.ini"): never a patch id."""
    return "." in name and name.rsplit(".", 1)[-1] in FILE_SUFFIXES


def is_dotted(text: str) -> bool:
    """Whether ``text`` (a trailing ``()`` allowed) is a dotted path of identifiers, none of them a keyword, and no file name."""
    text = text.removesuffix("()")
    parts = text.split(".")
    return bool(DOTTED.fullmatch(text)) and not any(keyword.iskeyword(part) for part in parts) and parts[-1] not in _FILE_ENDINGS


def resolve(node: ast.expr, imports: dict[str, str]) -> str | None:
    """The full dotted path of a name or attribute chain whose base is imported (``imports``: local name -> path)."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id in imports:
        return ".".join([imports[node.id], *parts])
    return None


# A report may write a config key, an import path or an assignment without backticks ("runs only when
# enable_primus_turbo is true", "- megatron.core.models.gpt.gpt_layer_specs"); such a word is code all the same.
_SNAKE = re.compile(r"_?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+")
# "it tries rpdTracerControl": a lowerCamelCase word is a name in code, never an English word.
_CAMEL = re.compile(r"[a-z]{2,}[a-z0-9]*(?:[A-Z][a-z0-9]+)+")
# "Env vars it reads: PROFILER": an upper-case word in a sentence about environment variables is one of them. Acronyms
# of hardware and formats read there too ("defaults to AMD") are not.
_ENVIRONMENT = re.compile(r"\benv(?:ironment)?[ -]?var(?:iable)?s?\b", re.IGNORECASE)
_UPPER_WORD = re.compile(r"(?<![\w`])[A-Z]{3,}(?![\w`])")
# "SIDE EFFECTS: none": upper-case words in a row are a label, not variables.
_UPPER_RUN = re.compile(r"(?<![\w`])[A-Z]{2,}(?:[ \t]+[A-Z]{2,})+(?![\w`])")
_ACRONYMS = frozenset({"AMD", "API", "CPU", "CUDA", "GPU", "HIP", "NCCL", "NVIDIA", "RCCL", "ROCM", "TODO", "NOTE", "YAML", "JSON"})
_ASSIGNED = re.compile(rf"{IDENT}(?:\.{IDENT})*=(?!=)[\w.\"'-]+")
_NOT_NAMES = frozenset({"e.g", "i.e", "etc", "vs"})
_NAME_ROOTS = UPSTREAM_ROOTS | {"primus", "primus_turbo", "args", "config"}


def bare_code(word: str, *, environment: frozenset[str] = frozenset()) -> bool:
    """Whether a word of prose (its punctuation stripped) is code written without backticks.

    A snake_case name (``use_turbo_rms_norm``, ``HAVE_TE``, ``_GLOBAL_WRITER``), a lowerCamelCase one (``rpdTracerControl``), an import
    path (``megatron.core.a.B``, a name with an underscore after a dot, or any dotted path into a package the readers
    know), ``key=value``, or one of the ``environment`` variables a sentence names (see ``_environment_names``).
    Files, versions and abbreviations ("e.g.") are not code.
    """
    if word.lower() in _NOT_NAMES or word.rsplit(".", 1)[-1] in _FILE_ENDINGS:
        return False
    if _SNAKE.fullmatch(word) or _ASSIGNED.fullmatch(word) or _CAMEL.fullmatch(word):
        return True
    if word in environment:
        return True
    return is_dotted(word) and (root_of(word) in _NAME_ROOTS or "_" in word or word.count(".") >= 2)


def with_bare_code_quoted(text: str) -> str:
    """Markdown inline source with each word of prose that is code (see ``bare_code``) put in backticks."""
    out, position = [], 0
    environment = _environment_names(text)
    for match in CODE_SPAN.finditer(text):
        out.append(_quote_words(text[position : match.start()], environment))
        out.append(match.group(0))
        position = match.end()
    out.append(_quote_words(text[position:], environment))
    return "".join(out)


# "megatron.core.m.HAVE_TE = True" written with spaces: the assignment is one piece of code.
_SPACED_ASSIGNMENT = re.compile(
    rf"(?<![\w.`])({IDENT}(?:\.{IDENT})*)\s+=\s+(\"[^\"\n]*\"|'[^'\n]*'|-?\d+(?:\.\d+)?(?![\w.])|{IDENT}(?:\.{IDENT})*)"
)


def _environment_names(text: str) -> frozenset[str]:
    """The upper-case words of a sentence about environment variables ("Env vars it reads: PROFILER"), but for acronyms
    and labels ("SIDE EFFECTS: none"); none in any other sentence."""
    if not _ENVIRONMENT.search(text):
        return frozenset()
    labels = {word for run in _UPPER_RUN.findall(text) for word in run.split()}
    return frozenset(_UPPER_WORD.findall(text)) - labels - _ACRONYMS


def _quote_words(prose: str, environment: frozenset[str]) -> str:
    pieces, position = [], 0
    for match in _SPACED_ASSIGNMENT.finditer(prose):
        if bare_code(match.group(1)):
            pieces += [_quote_single_words(prose[position : match.start()], environment), f"`{match.group(0)}`"]
            position = match.end()
    return "".join(pieces) + _quote_single_words(prose[position:], environment)


def _quote_single_words(prose: str, environment: frozenset[str]) -> str:
    def quote(match: re.Match[str]) -> str:
        lead, word, tail = match.group(1), match.group(2), match.group(3)
        # A sentence's closing period or a dash belongs to the prose, not to the name.
        core = word.rstrip(".-")
        tail = word[len(core) :] + tail
        if tail.startswith(":") and tail[1:2].isdigit() or not bare_code(core, environment=environment):
            return match.group(0)
        if "*" in lead + tail and not re.search(r"[=.]", core):
            return match.group(0)  # a name in bold is a setting or a path ("**X=1**"), not a person's handle ("**hx_lin**")
        return f"{lead}`{core}`{tail}"

    # A word: what lies between spaces, its opening and closing punctuation set apart, and the bold or italic marks
    # around a setting or a path ("**NVTE_FMHA_USE_BSHD=1**" is code in bold); links, escapes and paths with slashes are
    # left as written.
    return re.sub(
        r"(?<!\S)([(\"'“]*(?:\*{1,2}(?=[A-Za-z_]))?)([A-Za-z_][\w.-]*(?:=(?:\"[^\"\s]*\"|'[^'\s]*'|[\w.-]+))?)((?:(?<=[\w.\"'])\*{1,2})?[.,;:!?)\"'”]*\d*)(?!\S)",
        quote,
        prose,
    )
