"""Dotted import paths as a report writes them: which text is one, its root package, and which roots a port can rebind."""

from __future__ import annotations

import ast
import keyword
import re

PATCH_ID = r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}"
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
DOTTED = re.compile(rf"{IDENT}(?:\.{IDENT})+")
# A rebinding site must be a full import path into a package the port can import;
# `te.pytorch.RMSNorm` (an import alias) is reported as a note instead.
UPSTREAM_ROOTS = frozenset(
    {
        "megatron",
        "transformer_engine",
        "torchtitan",
        "maxtext",
        "MaxText",
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


def is_dotted(text: str) -> bool:
    """Whether ``text`` (a trailing ``()`` allowed) is a dotted path of identifiers, none of them a keyword."""
    text = text.removesuffix("()")
    return bool(DOTTED.fullmatch(text)) and not any(keyword.iskeyword(part) for part in text.split("."))


def resolve(node: ast.expr, imports: dict[str, str]) -> str | None:
    """The full dotted path of a name or attribute chain whose base is imported (``imports``: local name -> path)."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id in imports:
        return ".".join([imports[node.id], *parts])
    return None
