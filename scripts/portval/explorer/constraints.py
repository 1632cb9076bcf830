"""constraints: the conditions a report states in code (``assert``, ``if ...: raise``, comparisons) or in words
("requires TP × EP > 1"), each as param, op, value and the source it was read from."""

from __future__ import annotations

import ast
import math
import re
from typing import Any

from ..facts.expressions import ExpressionError, parse_expression
from ..frameworks import PARALLEL_ABBREVIATIONS
from .enable import KEY_PREFIXES
from .paths import resolve
from .records import Collector, Found, Todo
from .requires import PACKAGES
from .sentences import LOCATION, Sentence, location_of, retext
from .text import CODE_SPAN, FOOTNOTE_DEFINITION, one_line, plain_text, python_tree
from .worded import RAISED_AT_WHAT, RAISED_IF, REJECTS_WHAT, constraints_table, worded

# Wording that says the code requires what a comparison states (in the sentence, or the paragraph leading into its list).
_REQUIREMENT = re.compile(
    r"\b(?:assert(?:s|ed|ion)?|raise[sd]?|requir(?:es?|ed|ing)|must|enforc(?:es?|ed)|errors?|rejects?|fails?|only supports?|needs?|"
    r"validat(?:es?|ed|ion)|constraints?|supported)\b",
    re.IGNORECASE,
)
# "so no megatron file needs a change", "nothing needs to be set": a need denied, which requires nothing.
_NO_NEED = re.compile(r"\b(?:no|nothing)\b(?:\s+\w+){0,3}?\s+needs?\b|\b(?:does\s*not|doesn't|don't|do\s+not)\s+need\b", re.IGNORECASE)


# "These are caught in `MemoryStatsExtension`", "the error is swallowed"; in Welsh "Caiff y rhain eu dal" (these are caught).
_ASSERT_CAUGHT = re.compile(r"\b(?:are|is|gets?|get)\s+caught\b|\bcaught\s+(?:in|by)\b|\bswallow(?:s|ed)\b|\beu\s+dal\b", re.IGNORECASE)


def _requires(text: str) -> bool:
    """Whether the text says the code requires, checks or rejects something (a need it denies says nothing)."""
    return bool(_REQUIREMENT.search(_NO_NEED.sub("", text)))


# "the gate is: ..., `ep` greater than 1 and at most 8": the gate stated plainly, which the port's runs must meet.
_GATE = re.compile(r"\bthe gate is\b|\bgated (?:on|by)\b", re.IGNORECASE)
# "implicit constraints (argument checks, not run-config keys):": what the code checks of a function's arguments,
# which a run's config cannot set.
_NOT_RUN_CONFIG = re.compile(
    r"\bnot\s+(?:about\s+|on\s+)?(?:the\s+)?(?:run[- ]?)?config(?:uration)?(?:\s+(?:keys?|values?|options?))?\b|\bargument checks?\b",
    re.IGNORECASE,
)
# A condition joined to the next one: "`a > 1` and `b` is false", "and sequence parallelism is off", "without `b`".
_JOINED = re.compile(
    r"\s*(?:,\s*)?(?:(?:and|&&)\s+(?:`|not\b|no\b|(?!(?:the\s+)?(?:patch|handler|it)\b)(?:[\w-]+\s+){1,4}?(?:is|are)\s+(?:not\s+)?(?:off|on|disabled|enabled|false|true|set|unset)\b)"
    r"|without\b)",
    re.IGNORECASE,
)
_CONDITIONAL = re.compile(r"\bonly (?:when|if)\b|\bunless\b", re.IGNORECASE)
# A setting given a value, as the subject that requires: "`moe_apply_probs_on_input=True` requires `moe_router_topk == 1`".
_SETTING_REQUIRES = re.compile(r"^\W*`([A-Za-z_][\w.]*)\s*(?:=|==|:)\s*[^`=][^`]*`\s+(?:requires|needs|implies|forces)\b", re.IGNORECASE)
# A list's lead-in that ends on a case: "... raised as `ValueError` when the degree is greater than 1:", "If CP > 1:".
# The case names what something is ("is greater than 1", "> 1", "is set"), not when the writer did something ("when
# reading the implementation:") or what happens on a failure ("if any fails:").
_CASE_LEAD = re.compile(
    r"(?:^|[\s,;(])(?:when|whenever|if|once)\s+[^.;:]{0,80}?(?:\b(?:is|are)\b|[<>=]|\bset\b|\benabled\b|\bon\b)[^.;:]{0,60}:\s*$",
    re.IGNORECASE,
)
_OPS = {
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.In: "in",
    ast.NotIn: "not_in",
    ast.Is: "==",
    ast.IsNot: "!=",
}
_NEGATE = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<", "in": "not_in", "not_in": "in"}
_MIRROR = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
_SYMBOLS = str.maketrans({"×": "*", "≤": "<=", "≥": ">=", "≠": "!="})


class _Unwritable(ValueError):
    """A condition that cannot be written as constraints; the message says why."""


# Wording that says the patch's own condition reads a key: that key turns the patch on, it does not restrict the run.
_READ_BY_THE_GATE = re.compile(r"\bcondition\b[^.]*?\breads?\b|\bthe patch'?s? (?:gate|condition)\b", re.IGNORECASE)


# "requires `eval_interval > 0`; a run with `eval_interval: 0` keeps upstream's `evaluate`": what the patch needs to
# apply at all, so a run without it is no error but upstream's code: the gate, never a constraint.
_KEEPS_UPSTREAM = re.compile(
    r"\bkeeps?\s+(?:the\s+)?upstream\b|\bstays?\s+(?:on\s+)?upstream\b|\bfalls?\s+back\s+to\s+upstream\b"
    r"|\b(?:the\s+)?patch\s+(?:is\s+)?(?:not\s+applied|does\s*n[o']t\s+apply|is\s+skipped|never\s+applies)\b",
    re.IGNORECASE,
)


# "Asserts in the new forward:", "`Layer.__init__` asserts": the checks the sentence lists are a function's. So are those of
# "assert in get_batch_func (data_loader_store.py:54-56)": a function named as Python names one.
_IN_A_FUNCTION = re.compile(
    r"\basserts?\s+in\s+(?:the\s+)?(?:new\s+|patched\s+|wrapped\s+|replacement\s+)?(?:`[^`]+`|forward|backward|constructor|function|method"
    r"|[a-z]\w*_\w+(?:\(\))?(?=\s*(?:\(|,|;|$)))"
    r"|\b(?:forward|backward|constructor|__init__`?)\s+asserts?\b",
    re.IGNORECASE,
)


def _with_next_clause(sentences: list[Sentence], index: int) -> str:
    """A sentence's words and, when it ends at a semicolon, the clause after it ("Must be true; the condition= lambda
    reads it" is one statement, split at ";")."""
    sentence = sentences[index]
    following = sentences[index + 1] if index + 1 < len(sentences) else None
    if following is not None and following.block == sentence.block and sentence.text.rstrip().endswith(";"):
        return f"{sentence.prose} {following.prose}"
    return sentence.prose


def _as_flags(found: list[tuple[ast.expr, bool, str, int, int]], sentence: Sentence, out: Collector) -> bool:
    """Write ``key == true/false`` comparisons as enable.flags; False (nothing written) unless every one has that form."""
    flags = []
    for node, holds, _, _, _ in found:
        if not (
            holds
            and isinstance(node, ast.Compare)
            and isinstance(node.ops[0], ast.Eq)
            and isinstance(node.left, ast.Name)
            and isinstance(node.comparators[0], ast.Constant)
            and isinstance(node.comparators[0].value, bool)
        ):
            return False
        flags.append((node.left.id, node.comparators[0].value))
    for flag in flags:
        out.add("enable.flags", Found(flag, sentence.line, sentence.quote(), "the patch's condition reads it"), key=flag[0])
    return True


# Primus's patch machinery: the registry, the runner and the context every patch is run with, none's own code.
_PATCH_MACHINERY = "primus/core/patches/"
# What Primus's patch runner puts in a patch's context (``ctx.extra``), read by ``get_args``: no key of the run config.
# ``params`` is the module config's namespace ``get_args`` returns ("asserts `params is not None`").
_PATCH_CONTEXT = frozenset({"ctx", "extra", "module_config", "params", "backend_args", "patch_context"})


# Words in quotation marks that hold a condition and run on ('"x > 1 requires y=True"'): a message, not the report's claim.
_MESSAGE = re.compile(r"\"[^\"\n]{12,}?\"|“[^”\n]{12,}?”")


# "must be `"full"` (`:98-101`)": the lines a sentence cites with no file, in the file its paragraph names.
_BARE_LINES = re.compile(r"(?<![\w.`])`?:(\d+(?:\s*[-–]\s*\d+)?)`?(?![\w:])")


def _own_lines(sentence: Sentence) -> str | None:
    """The sentence's own lines ("(`:98-101`)") in the file its paragraph cites first, where it names no file itself: a
    check's source is where the check is, not the first line the paragraph cites (a module's docstring)."""
    if LOCATION.search(sentence.text):
        return None
    lines = _BARE_LINES.search(plain_text(sentence.text))
    cited = LOCATION.search(sentence.block)
    if not (lines and cited):
        return None
    return f"{cited.group(1)}:{''.join(lines.group(1).split())}"


def constraints(sentences: list[Sentence], out: Collector, report: str, enabling: list[Sentence], fallback: str | None) -> None:
    """Constraints from ``assert``, ``if ...: raise``, "raises X if `cond`", comparisons and "requires TP × EP > 1"."""
    enable_lines = {s.line for s in enabling}
    flags = {f.value for f in out.facts.get("enable.flags", [])}
    arguments = function_names(sentences)
    for position, sentence in enumerate(sentences):
        if re.search(r"\b(?:package|version|dependenc|requirement)", sentence.table, re.IGNORECASE):
            # A row of a versions table: a comparison there is a version or a note on one, not a run-config constraint.
            continue
        found: list[tuple[ast.expr, bool, str, int, int]] = []  # condition, holds, as written, span in the sentence
        spans = iter(CODE_SPAN.finditer(sentence.text))
        # '"data_parallel_replicate_degree > 1 requires use_torch_fsdp2=True"': a message the code prints, whose
        # condition is what makes it raise, not what the run must hold.
        quoted = [m.span() for m in _MESSAGE.finditer(sentence.text)] if not sentence.code else []
        for index, (kind, value) in enumerate(sentence.segments):
            if kind == "text":
                continue
            span = next(spans, None)
            if span is not None and any(start <= span.start() < end for start, end in quoted):
                continue
            parsed = condition(value)
            if parsed is not None:
                node, holds, statement = parsed
                if statement != "compare" and not sentence.code and _ASSERT_CAUGHT.search(plain_text(sentence.block)):
                    # "`assert total_mem is not None` ... These are caught in `MemoryStatsExtension`, which reuses the last
                    # value": a check whose failure the code catches stops no run.
                    _unwritten(sentence, f"`{one_line(value, 80)}` fails inside code that catches it; not a constraint of the run", out)
                    continue
                if statement == "compare":
                    if not sentence.code and not _requires(f"{sentence.prose} {sentence.lead}"):
                        # A comparison is a constraint only where the report says the code requires or asserts it.
                        continue
                    before = " ".join(v for k, v in sentence.segments[:index] if k == "text")
                    if not sentence.code and _CLAUSE_CONDITION.search(before):
                        # "if `moe_apply_probs_on_input` is set it asserts `moe_router_topk == 1`": checked in that case only.
                        _unwritten(sentence, f"`{one_line(value, 80)}` is checked only in the case the clause opens with; not a constraint on its own", out)
                        continue
                    if not sentence.code and _beside_config_names(sentence, value):
                        # "asserts `config.bf16` and `permuted_probs is not None`": the writer marks the settings with
                        # `config.`; a name without it is the function's argument.
                        _unwritten(sentence, f"`{one_line(value, 80)}` names an argument, not a setting (the settings beside it are written `config.x`)", out)
                        continue
                    holds = not bool(RAISED_IF.search(before.split(".")[-1]))
                    after = "".join(v if k == "text" else f"`{v}`" for k, v in sentence.segments[index + 1 :])
                    raised = _RAISES_AFTER.match(after)
                    if raised and raised.group(1):
                        # "`tensor_model_parallel_size > 1` without `sequence_parallel` raises `ValueError`": the error needs
                        # both, so no constraint on the comparison alone.
                        _unwritten(sentence, f"`{one_line(value, 80)}` fails the run only together with another condition; not a constraint on its own", out)
                        continue
                    holds = holds and not raised
                    if holds and _IF_CLAUSE_OPEN.search(before) and _THEN_RAISES.match(after):
                        # "if none of the names resolve (`applied == 0`), the shim raises `RuntimeError`": the comparison
                        # is when the code fails, maybe of a local it counts; neither it nor its negation is written.
                        _unwritten(sentence, f"`{one_line(value, 80)}` is when the code raises, not what a run must meet; not a constraint", out)
                        continue
                    if not holds and (REJECTS_WHAT.search(before.split(".")[-1]) or RAISED_AT_WHAT.search(before.split(".")[-1])):
                        # "`DataLoader` rejects an unknown start method with a `ValueError` when a loader with
                        # `num_workers > 0` is built", "raises at the first construction with `num_workers > 0`": what is
                        # rejected is the thing named; the comparison says when the check runs, and a run that meets it
                        # is the one the check is for.
                        _unwritten(sentence, f"`{one_line(value, 80)}` says when the check runs, not what it rejects; not a constraint", out)
                        continue
                    if not holds and _JOINED.match(after):
                        # "raises when `a > 1` and `b` is false": the error needs both, so what must hold is "not a, or
                        # b": no constraint on `a` alone, which a run with `b` set would meet.
                        _unwritten(sentence, f"`{one_line(value, 80)}` fails the run only together with another condition; not a constraint on its own", out)
                        continue
                    if sentence.line in enable_lines and _flag_like(node):
                        continue
                    if re.match(r"\s*(?:check|test|guard)\b", after, re.IGNORECASE):
                        # "keep the `num_workers > 0` check": a test the code makes before it acts, not what a run must meet.
                        _unwritten(sentence, f"`{one_line(value, 80)}` names a check the code makes, not a condition the run must meet; not a constraint", out)
                        continue
                    if _KEEPS_UPSTREAM.search(_with_next_clause(sentences, position)):
                        _unwritten(sentence, f"a run without `{one_line(value, 80)}` keeps upstream: the patch's gate, not a constraint", out)
                        continue
                found.append((node, holds, value, *(span.span() if span else (0, len(sentence.text)))))
            elif re.match(r"if\b.*:\s*assert\b", value, re.DOTALL):
                _unwritten(sentence, f"conditional assert `{one_line(value, 80)}` cannot be written as a constraint", out)
        table, unwritable = constraints_table(sentence)
        if unwritable:
            _unwritten(sentence, f"{unwritable}: a constraints table row that is not one param, op and value", out)
            continue
        found.extend(table)
        if not sentence.code and not table:
            found.extend(_one_of(sentence))
            # A condition worded inside a quoted message is the code's, as a code span in one is.
            unquoted = retext(sentence, _MESSAGE.sub(lambda m: " " * len(m.group(0)), sentence.text)) if quoted else sentence
            words = worded(unquoted) if _requires(f"{sentence.prose} {sentence.lead}") or _GATE.search(sentence.prose) else []
            if words and _IN_A_FUNCTION.search(sentence.text):
                # "Asserts in the new forward: `config.bf16` must be set and `permuted_probs` must not be None": a bare
                # name the sentence says a function checks is its argument or local, not a run-config key (those are
                # written `config.x`).
                names = ", ".join(f"`{node.left.id}`" for node, *_ in words if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name))
                _unwritten(sentence, f"{names}: checked inside the function the sentence names, an argument or local, not a run-config key", out)
                words = []
            found.extend(words)
        # A code statement's strings are messages, not the report's words ("requires TPxEP > 1" in a raise).
        prose = "" if sentence.code else CODE_SPAN.sub(lambda m: " " * len(m.group(0)), sentence.text)
        for match in re.finditer(
            r"\b(?:requires?|needs?)\s+(?:that\s+)?([A-Za-z_]\w*(?:\s*[×*+/-]\s*[A-Za-z_]\w*)*)\s*(==|!=|<=|>=|=|<|>|≤|≥|≠)\s*(-?\d+)\b",
            prose,
        ):
            names = re.findall(r"[A-Za-z_]\w*", match.group(1))
            if any(re.fullmatch(rf"(?:{'|'.join(PACKAGES.values())})", n) or n in ("ROCm", "CUDA", "Megatron") for n in names):
                continue
            op = {"=": "==", "≤": "<=", "≥": ">=", "≠": "!="}.get(match.group(2), match.group(2))
            text = f"{match.group(1).translate(_SYMBOLS)} {op} {match.group(3)}"
            found.append((python_tree(text, mode="eval").body, True, plain_text(match.group(0)), match.start(), match.end()))
        if not found:
            continue
        if _READ_BY_THE_GATE.search(_with_next_clause(sentences, position)) and _as_flags(found, sentence, out):
            # "Must be true; the condition= lambda reads it": the key gates the patch, so it is a flag, not a constraint.
            continue
        if not sentence.code and _GATE.search(sentence.prose) and not _requires(f"{sentence.prose} {sentence.lead}"):
            # "the gate is inside the handler (data_parallel_replicate_degree > 1)": when the patch acts, so a run
            # without it keeps upstream's behaviour: a flag where it is one, never a constraint.
            if not _as_flags(found, sentence, out):
                _unwritten(sentence, "the report calls it the patch's gate, when the patch acts: not a constraint", out)
            continue
        if _NOT_RUN_CONFIG.search(f"{sentence.prose} {sentence.lead}"):
            _unwritten(
                sentence, "the report says these checks are not on run-config keys; write one only if your port's config has it", out
            )
            continue
        setting = _SETTING_REQUIRES.search(sentence.text) if not sentence.code else None
        if setting and setting.group(1) not in {f.value[0] for f in out.facts.get("enable.flags", [])}:
            # "`moe_apply_probs_on_input=True` requires `moe_router_topk == 1`": what one setting needs, in runs that set
            # it, which a constraint cannot say (unless the setting is the patch's own gate, set in every patched run).
            _unwritten(sentence, "the sentence makes it what one setting requires, in runs that set it; not a constraint on its own", out)
            continue
        if sentence.lead and _CASE_LEAD.search(plain_text(sentence.lead)):
            # "Two hard constraints are raised in the handler when the degree is greater than 1:" then "- `x` must be
            # `True`.": each item holds in that case only, which a constraint cannot say.
            _unwritten(sentence, "the list's lead-in says these hold only in the case it names; not a constraint on its own", out)
            continue
        if _CONDITIONAL.search(sentence.prose) and any(v.startswith(("assert", "if")) for _, _, v, _, _ in found):
            _unwritten(
                sentence,
                "a conditional constraint (only when / unless) cannot be written as constraints; read it and add what applies",
                out,
            )
            continue
        for node, holds, written, start, end in found:
            if not sentence.code and not holds and _JOINED.match(sentence.text[end:]):
                # "raises ValueError during training when `tp` > 1 and `sequence_parallel` is off", in words: the error
                # needs both, so a run with `tp > 1` and sequence parallelism meets what the code asks.
                _unwritten(sentence, f"`{one_line(written, 80)}` fails the run only together with another condition; not a constraint on its own", out)
                continue
            if not sentence.code and _CASE_REQUIRES.match(sentence.text[end:]):
                # "`data_parallel_replicate_degree > 1` requires `use_torch_fsdp2=True`": the comparison is the case in
                # which something else is required, not a condition every run must meet.
                _unwritten(sentence, f"`{one_line(written, 80)}` is the case in which the sentence requires something else; not a constraint on its own", out)
                continue
            if not sentence.code and written.startswith("assert") and _CASE_AFTER.match(plain_text(sentence.text[end:])):
                # "`assert not self.offload` when `parallel_gemm` is in `offload_ops`": checked in that case only.
                _unwritten(sentence, f"`{one_line(written, 80)}` is checked only in the case the words after it name; not a constraint on its own", out)
                continue
            try:
                triples = _conjuncts(node, holds)
            except _Unwritable as why:
                _unwritten(sentence, f"`{one_line(written, 80)}`: {why}", out)
                continue
            where = _own_lines(sentence) or location_of(sentence, start) or fallback
            if where and where.startswith(_PATCH_MACHINERY):
                # "`get_args(ctx)` asserts `module_config` is not None (primus/core/patches/context.py:113)": the patch
                # runner's own check, which every patch passes through, not a limit of this one.
                _unwritten(sentence, f"`{one_line(written, 80)}` is checked by Primus's patch machinery ({where}), not by the patch", out)
                continue
            if not written.startswith(("assert", "if")) and not table:
                # A comparison means little without its clause ("raises ValueError if ...").
                written = _clause(sentence.text, start, end)
            if where and where in written:
                source = written
            else:
                source = f"{where} {written}" if where else f"{report} line {sentence.line}: {written}"
            for param_node, op, value in triples:
                if _about_versions(param_node):
                    out.note(
                        sentence,
                        f"`{one_line(written, 80)}` compares a package or backend version, not a run-config value; not a constraint",
                    )
                    continue
                param, guessed = _param(param_node)
                local = _local_names(param_node, sentence, arguments)
                if local:
                    _unwritten(
                        sentence,
                        f"`{one_line(written, 80)}`: {', '.join(local)} is a function's argument or local, not a run-config key",
                        out,
                    )
                    continue
                if param is not None and not re.search(r"[A-Za-z_]", param):
                    # "`-1 < 7`": two numbers compared, what a fallback value does, no name of the run config.
                    _unwritten(sentence, f"`{one_line(written, 80)}` compares numbers, not a run-config value", out)
                    continue
                if param is not None and param.rsplit(".", 1)[-1].startswith("_"):
                    # "modules whose `_fsdp_param_group is None` are skipped": a private attribute of an object the code
                    # walks, never a key of the run config.
                    _unwritten(sentence, f"`{one_line(written, 80)}`: `{param}` is a private attribute, not a run-config key", out)
                    continue
                if param is not None and param.split(".", 1)[0] in _PATCH_CONTEXT:
                    # "`get_args` asserts `module_config is not None`": what the patch runner hands every patch (its
                    # context's entries), checked by its helper, never a key of the run config.
                    _unwritten(sentence, f"`{one_line(written, 80)}`: `{param}` is an entry of the patch's context, not a run-config key", out)
                    continue
                if op == "==" and (param, value) in flags:
                    # "`use_x` must be true" in the gate: the flag that turns the patch on, drafted as enable.flags.
                    continue
                if param is None:
                    _unwritten(
                        sentence,
                        f"`{ast.unparse(param_node)}` is not a run-config name or arithmetic over names; not written as a constraint",
                        out,
                    )
                    continue
                note = ""
                if guessed:
                    note = f"{', '.join(guessed)}: the name(s) as the report writes them; rename to the keys your run_config() returns"
                expression = parse_expression(param)
                entry = {
                    "param": param,
                    "op": op,
                    "value": value,
                    "source": one_line(source, 240),
                    "key": (expression.python, op, repr(value)),
                }
                out.add("constraints", Found(entry, sentence.line, sentence.quote(), note), key=entry["key"])


_SIGNATURE = re.compile(r"(?:\bdef\s+)?\b[A-Za-z_][\w.]*\(([^()]*)\)")


def function_names(sentences: list[Sentence]) -> set[str]:
    """The names the report shows as a function's arguments: in a ``def`` or a call signature written as code."""
    names: set[str] = set()
    for sentence in sentences:
        codes = [sentence.text] if sentence.code else [v for k, v in sentence.segments if k == "code"]
        for code in codes:
            for match in _SIGNATURE.finditer(code):
                for argument in match.group(1).split(","):
                    name = re.match(r"\s*\**([A-Za-z_]\w*)\s*(?:[:=]|$)", argument)
                    if name and name.group(1) not in ("self", "cls"):
                        names.add(name.group(1))
    return names


_ASSERT_AT_LINE = re.compile(
    r"(?:\b[\w/.-]+\.py|\b(?:impl|handler|wrapper|line|L))\s*:?\s*\d+(?:\s*[-–]\s*\d+)?\)?\s*[:,-]?\s*`?assert\s+`?(?!not\b)[A-Za-z_]\w*`?\s*(?:[,`]|$)"
    r"|`assert\s+(?!not\b)[A-Za-z_]\w*`\s*\((?:[\w/.-]+\.py|line|L)\s*:?\s*\d+"
    # "asserts `dl_type in ["single", "cyclic"]` (line 307)": the assert's condition quoted at its line of code.
    r"|\basserts?\s+`[^`]+`\s*\((?:[\w/.-]+\.py\s*)?(?:lines?|L)\s*:?\s*\d+"
    # "`assert permuted_probs is not None` (lines 159-161)": the whole assert statement quoted at its lines of code.
    r"|`assert\s+[^`]+`\s*\((?:[\w/.-]+\.py\s*)?(?:lines?|L)\s*:?\s*\d+",
    re.IGNORECASE,
)


# '`x` MUST NOT be None: "... requires x from MoELayer" (lines 159-161)': a check paraphrased with its message and the
# lines of code it stands on.
_AT_LINES = re.compile(r"\"[^\"]{8,}\"\s*\((?:[\w/.-]+\.py\s*)?(?:lines?|L)\s*\d+(?:\s*[-–]\s*\d+)?\)", re.IGNORECASE)


# A condition in a code span right before the line of code it stands on: "`submodules is not None` (line 176)".
_CODE_AT_LINE = re.compile(r"`[^`]+`\s*\((?:[\w/.-]+\.py\s*)?(?:lines?|L)\s*:?\s*\d+", re.IGNORECASE)


def _local_names(node: ast.expr, sentence: Sentence, arguments: set[str]) -> list[str]:
    """The bare names of a condition that are a function's arguments or locals, never run-config keys.

    A name the report shows as an argument (``function_names``) is one; so is every bare name of an assert quoted in a
    footnote, which cites the code of a function body (``args.x`` and ``config.x`` are read off the run config), and a
    name with a capital in it (``assert A_scale is None``): the frameworks' settings are lower-case snake_case, and
    the parallel sizes' abbreviations (``TP * EP > 1``) name settings too.
    """
    owners = {id(a.value) for a in ast.walk(node) if isinstance(a, ast.Attribute)}
    bare = sorted({n.id for n in ast.walk(node) if isinstance(n, ast.Name) and id(n) not in owners})
    # "impl:35 assert use_transformer_engine", "`assert x` (gpt_layer_specs.py:35)": an assert quoted at its line of
    # code is that body's code as a footnote's is.
    footnote = bool(FOOTNOTE_DEFINITION.match(sentence.text) or _ASSERT_AT_LINE.search(sentence.text) or _AT_LINES.search(sentence.text))
    # "`Layer.__init__` asserts:" over "- `submodules is not None` (line 176)": each item is an assert quoted at its line.
    footnote = footnote or bool(re.search(r"\basserts?\b", sentence.lead or "") and _CODE_AT_LINE.search(sentence.text))
    return [
        name
        for name in bare
        if name in arguments or footnote or (not re.fullmatch(r"[a-z_][a-z0-9_]*", name) and name not in PARALLEL_ABBREVIATIONS)
    ]


# "...; if `x` is set it asserts `y == 1`": a check made only in the case the clause opens with.
# An "if" clause still open before a comparison, and the main clause after it that raises: "if none of the names resolve
# (`applied == 0`), the shim raises `RuntimeError`".
_IF_CLAUSE_OPEN = re.compile(r"(?:^|[:;,(]\s*|\s)(?:if|when|whenever)\b[^.;:]*$", re.IGNORECASE)
_THEN_RAISES = re.compile(r"[\s),]*(?:then\s+)?(?:(?:it|(?:the|this)\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:raises?|throws?|fails?|errors?\s+out)\b", re.IGNORECASE)
# After a comparison: it raises ("`x > 1` raises `ValueError`"), maybe only with another condition ("without `y`").
_RAISES_AFTER = re.compile(r"\s*((?:without|and|with|unless)\s+[^.;]{1,60}?\s+)?(?:raises?|fails?|errors?\s+out)\b", re.IGNORECASE)
# What follows a comparison that is the subject of a requirement: "... > 1 requires", "`... > 1` needs" (not "`x == 1`
# needs to hold", which requires the comparison itself).
_CASE_REQUIRES = re.compile(r"`?\s*(?:\(\w+\)\s*)?(?:requires|needs|implies|forces|mandates)\b(?!\s+to\b)", re.IGNORECASE)
# "`assert not self.offload` when `parallel_gemm` is in `offload_ops`": the case the check is made in, after it (in Hindi
# written in Latin letters, "jab" and "agar": when, if).
_CASE_AFTER = re.compile(r"\s*(?:\(\s*)?(?:only\s+)?(?:when|whenever|if|jab|agar)\s+\S", re.IGNORECASE)
_CLAUSE_CONDITION = re.compile(r"(?:^|[;,:]\s*)\W*(?:if|when|whenever)\b[^;,]*?\b(?:asserts?|raises?|requires?|checks?)\s*$", re.IGNORECASE)


def _beside_config_names(sentence: Sentence, value: str) -> bool:
    """Whether a comparison names a bare name while another code span of its sentence writes a setting as `config.x`."""
    prefixed = any(kind == "code" and re.match(r"(?:self\.)?(?:config|args)\.\w", text) for kind, text in sentence.segments)
    return prefixed and bool(re.match(r"\s*[A-Za-z_]\w*\s*(?:is\b|[=!<>])", value))


def _unwritten(sentence: Sentence, why: str, out: Collector) -> None:
    """A condition the report states that the draft cannot write: a TODO quoting its line."""
    out.todos.append(Todo("constraints", False, f'report line {sentence.line}: "{sentence.quote()}": {why}', "check"))


_ONE_OF = re.compile(r"\s*(?:must|has to|have to|needs? to)\s+be\s+one\s+of\s*:?\s*$", re.IGNORECASE)


def _one_of(sentence: Sentence) -> list[tuple[ast.expr, bool, str, int, int]]:
    """ "`key` must be one of `a`, `b` or `c`" as the condition ``key in [a, b, c]``, with its span in the sentence."""
    segments = sentence.segments
    spans = list(CODE_SPAN.finditer(sentence.text))
    codes = [i for i, (kind, _) in enumerate(segments) if kind == "code"]
    found = []
    for position, index in enumerate(codes):
        key = segments[index][1]
        if not re.fullmatch(r"[a-z_][a-z0-9_]*", key) or index + 2 >= len(segments) or not _ONE_OF.fullmatch(segments[index + 1][1]):
            continue
        values, last = [], position
        for later in range(position + 1, len(codes)):
            values.append(_literal_or_text(segments[codes[later]][1]))
            last = later
            if later + 1 < len(codes) and not re.fullmatch(r"\s*(?:,|,?\s*(?:or|and))\s*", segments[codes[later] + 1][1]):
                break
        rest = segments[codes[last] + 1][1] if codes[last] + 1 < len(segments) else ""
        if re.match(r"\s*(?:,|,?\s*(?:or|and)\b)\s*[\w\"'-]+\s*(?:,|\bor\b|\band\b|[.;]|$)", rest):
            # "one of `a`, `b`, stack, `c`": a value written without backticks; a list cut there would forbid the rest.
            continue
        if values and last < len(spans):
            node = ast.Compare(left=ast.Name(id=key, ctx=ast.Load()), ops=[ast.In()], comparators=[ast.Constant(value=values)])
            found.append((node, True, plain_text(sentence.text), spans[position].start(), spans[last].end()))
    return found


def _literal_or_text(text: str) -> Any:
    """A value as the report writes it in a code span: a Python literal, else the text itself (`1f1b`, `v-half`)."""
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return text
    return value if _scalar(value) else text


def _clause(text: str, start: int, end: int) -> str:
    """The clause of ``text`` around ``text[start:end]``, as plain text."""
    breaks = r"[,;()|•]|:\s"
    head = re.split(breaks, CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), text[:start]))[-1]
    tail = re.split(breaks, CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), text[end:]))[0]
    return plain_text(text[start - len(head) : end + len(tail)]).strip().rstrip(".")


def condition(code: str) -> tuple[ast.expr, bool, str] | None:
    """(condition, whether it must hold, "assert" / "raise" / "compare") for a code span, or None."""
    try:
        tree = python_tree(code.translate(_SYMBOLS).strip())
    except SyntaxError:
        return None
    if len(tree.body) != 1:
        return None
    node = tree.body[0]
    if isinstance(node, ast.Assert):
        return node.test, True, "assert"
    if isinstance(node, ast.If) and node.body and all(isinstance(n, ast.Raise) for n in node.body) and not node.orelse:
        return node.test, False, "raise"
    if isinstance(node, ast.Expr) and _comparison(node.value):
        return node.value, True, "compare"
    return None


def _comparison(node: ast.expr) -> bool:
    if isinstance(node, ast.Compare):
        return True
    if isinstance(node, ast.BoolOp):
        return all(_comparison(v) for v in node.values)
    return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not) and _comparison(node.operand)


_VERSIONED = re.compile(
    rf"(?:{'|'.join(PACKAGES.values())}|megatron(?:_core|_lm)?|mcore|torchtitan|maxtext|te)(?:_version)?|\w*version\w*", re.IGNORECASE
)


def _about_versions(node: ast.expr) -> bool:
    """Whether a compared name is a package or backend (``megatron_core < 0.17``, ``te_version >= 2.6``): a version, not a run config."""
    return any(isinstance(n, ast.Name) and _VERSIONED.fullmatch(n.id) for n in ast.walk(node))


def _flag_like(node: ast.expr) -> bool:
    """``use_x == True`` in How to enable is a flag, not a constraint."""
    return (
        isinstance(node, ast.Compare)
        and len(node.ops) == 1
        and isinstance(node.ops[0], (ast.Eq, ast.Is))
        and isinstance(node.comparators[0], ast.Constant)
        and isinstance(node.comparators[0].value, (bool, str))
    )


def _conjuncts(node: ast.expr, holds: bool) -> list[tuple[ast.expr, str, Any]]:
    """The (param, op, value) triples that must all hold for ``node`` to be ``holds``."""
    if isinstance(node, ast.BoolOp):
        if isinstance(node.op, ast.And) != holds:
            raise _Unwritable("one of several conditions (or) cannot be written as constraints, which must all hold")
        return [t for value in node.values for t in _conjuncts(value, holds)]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return _conjuncts(node.operand, not holds)
    if isinstance(node, ast.Compare):
        if len(node.ops) > 1:
            pairs = [
                ast.Compare(left=a, ops=[op], comparators=[b])
                for a, op, b in zip([node.left, *node.comparators], node.ops, node.comparators)
            ]
            return _conjuncts(ast.BoolOp(op=ast.And(), values=pairs), holds)
        op = _OPS.get(type(node.ops[0]))
        if op is None:
            raise _Unwritable(f"the comparison {type(node.ops[0]).__name__} is not one of ==, !=, <, <=, >, >=, in, not in")
        left, right = node.left, node.comparators[0]
        value = _value(right)
        if value is _NO_VALUE and op in _MIRROR:
            value, left, op = _value(left), right, _MIRROR[op]
        if value is _NO_VALUE:
            raise _Unwritable("neither side is a literal value")
        if isinstance(node.ops[0], (ast.Is, ast.IsNot)) and value not in (True, False, None):
            raise _Unwritable("`is` compares identity, not a value")
        if (op in ("in", "not_in")) != isinstance(value, list):
            raise _Unwritable("in / not in needs a list of values, other comparisons one value")
        return [(left, op if holds else _NEGATE[op], value)]
    if isinstance(node, (ast.Name, ast.Attribute)):
        return [(node, "==", holds)]
    raise _Unwritable("not a comparison")


_NO_VALUE = object()


def _value(node: ast.expr) -> Any:
    try:
        value = ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return _NO_VALUE
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else list(value)
        return items if all(_scalar(v) for v in items) else _NO_VALUE
    return value if _scalar(value) else _NO_VALUE


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, str)) or (isinstance(value, float) and math.isfinite(value))


def _param(node: ast.expr) -> tuple[str | None, list[str]]:
    """The run-config expression for ``node`` with args. / config. / self. stripped, and the names read off ``self``."""
    guessed: list[str] = []

    class Strip(ast.NodeTransformer):
        def visit_Attribute(self, attribute: ast.Attribute) -> ast.AST:
            chain = resolve(attribute, {"args": "args", "config": "config", "self": "self"}) or ""
            for prefix in KEY_PREFIXES:
                if chain.startswith(prefix) and "." not in chain[len(prefix) :]:
                    return ast.Name(id=chain[len(prefix) :], ctx=ast.Load())
            if chain.startswith("self.") and chain.count(".") == 1:
                guessed.append(f"self.{attribute.attr}")
                return ast.Name(id=attribute.attr, ctx=ast.Load())
            return attribute

    text = ast.unparse(Strip().visit(node))
    try:
        expression = parse_expression(text)
    except ExpressionError:
        return None, []
    if any("." in name for name in expression.names):
        # module.attribute read off code (te.HAVE_TE) is no run-config key; a report never writes nested keys so.
        return None, []
    guessed += [name for name in expression.names if re.fullmatch(r"[A-Z]{2,4}", name)]
    # "tp_size * ep_size": the sizes an object keeps of its process groups, not the run config's
    # tensor_model_parallel_size and expert_model_parallel_size.
    guessed += [name for name in expression.names if re.fullmatch(r"(?:tp|ep|pp|cp|dp|etp|vpp|sp)_(?:size|rank)", name)]
    return text, guessed


def withdraw_shortened_keys(sentences: list[Sentence], out: Collector) -> None:
    """A constraint on `start_step` where the report names `weight_deosc_start_step` too: the short name is the field of
    the object the code checks, not the run's key, so the constraint becomes a TODO naming both."""
    names = {value for s in sentences for kind, value in s.segments if kind == "code"}
    names |= {word for s in sentences for word in re.findall(r"[A-Za-z_]\w*", plain_text(s.text))}
    for found in list(out.facts.get("constraints", [])):
        param = found.value["param"]
        longer = sorted(name for name in names if name.endswith(f"_{param}")) if re.fullmatch(r"[a-z]\w*", str(param)) else []
        if longer:
            why = (
                f'report line {found.line}: "{found.quote}": `{param}` is the end of `{longer[0]}`, which the report names too; '
                "write the constraint on the run-config key the code checks"
            )
            out.withdraw("constraints", found, why)
