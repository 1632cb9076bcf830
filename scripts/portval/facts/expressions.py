"""Constraint parameters: a run-config name or simple arithmetic over names.

A name may be dotted (``moe_args.use_grouped_mm``): the generated runtime
reads it as that flat key of ``run_config()``, or nested mappings or
attributes under it (``portval_core.ConfigView``).

``tensor_model_parallel_size * expert_model_parallel_size`` is parsed with
``ast`` and walked node by node; only names, numbers, parentheses and
``+ - * / // %`` are accepted, so nothing a facts file says is ever evaluated
as text. The generated conftest receives the expression re-printed from the
checked tree, reading names from the run config.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

_OPERATORS = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
}

# What a refused node is, in words for the error message.
_KINDS = {
    ast.Attribute: "an attribute access",
    ast.Call: "a function call",
    ast.Subscript: "a subscript",
    ast.Compare: "a comparison",
    ast.BoolOp: "a boolean operation",
    ast.Lambda: "a lambda",
    ast.Constant: "a constant that is not a number",
    ast.BinOp: "an operator other than + - * / // %",
    ast.UnaryOp: "a unary operator other than -",
}

ALLOWED = (
    "a run-config name or arithmetic over names and numbers with + - * / // % and parentheses "
    "(a name may be dotted for a nested key, such as moe_args.use_grouped_mm)"
)


# Objects code reads config from; a dotted name starting with one is code, not a nested run-config key.
OBJECT_PREFIXES = ("args", "self", "config", "cfg", "backend_args")


class ExpressionError(ValueError):
    """The text is not a name or simple arithmetic; the message says what was found."""


@dataclass(frozen=True)
class Expression:
    """A checked constraint parameter.

    ``names`` are the run-config keys it reads, in order of first use;
    ``python`` is the same expression with each name read from ``config``.
    """

    text: str
    names: tuple[str, ...]
    python: str


def parse_expression(text: str) -> Expression:
    """Check ``text`` and return its names and its Python form over ``config[...]``."""
    names: list[str] = []
    try:
        tree = ast.parse(text.strip(), mode="eval")
        python = _print(tree.body, names)
        compile(python, "<constraint>", "eval")  # the generated conftest must compile it too (nesting limits)
    except SyntaxError as error:
        raise ExpressionError(f"text that does not parse ({error.msg})") from None
    except RecursionError:
        raise ExpressionError("an expression nested too deeply") from None
    return Expression(text=text.strip(), names=tuple(names), python=python)


def _dotted_name(node: ast.expr) -> str | None:
    """``a`` or ``a.b.c`` (a nested config key, as TorchTitan's job config nests) as text; None for anything else."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return ".".join([node.id, *reversed(parts)])


def _print(node: ast.expr, names: list[str]) -> str:
    dotted = _dotted_name(node)
    dunder = dotted is not None and any(p.startswith("__") and p.endswith("__") for p in dotted.split(".")[1:])
    if dotted is not None and "." in dotted and (dotted.split(".")[0] in OBJECT_PREFIXES or dunder):
        # args.x is how code reads a key, not a key of run_config(): refuse it, as before dotted keys existed.
        raise ExpressionError(f"an attribute access ({dotted!r})")
    if dotted is not None:
        if dotted not in names:
            names.append(dotted)
        return f"config[{dotted!r}]"
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return repr(node.value)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        return f"({_print(node.left, names)} {_OPERATORS[type(node.op)]} {_print(node.right, names)})"
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return f"(-{_print(node.operand, names)})"
    raise ExpressionError(f"{_KINDS.get(type(node), 'an unsupported expression')} ({ast.unparse(node)!r})")
