"""Re-rendering port_adapter.py: what changed in its hooks since the adapter the user has was written.

``port_adapter.py`` is the user's file. While it is exactly as render.py
wrote it (its hash is still the one in the manifest), a new render replaces
it, so the answers given since reach its TODOs. Once the user has edited it,
it is kept, and each hook that is new, or whose generated stub changed since
the last render (an answer changed its TODOs), is reported with the stub to
paste in.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from .writer import digest


@dataclass(frozen=True)
class HookChange:
    """A hook of the new adapter the user's edited adapter lacks (``new``) or has from an older render (``changed``)."""

    name: str
    status: str  # new | changed
    stub: str


def unfilled_hooks(source: str | None, names: list[str]) -> list[str]:
    """The hooks among ``names`` the adapter ``source`` leaves to fill: absent, or still raising NotImplementedError
    as the generated stub does. All of them when there is no adapter to read or it does not parse."""
    if source is None:
        return list(names)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return list(names)
    defined = {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    return [name for name in names if name not in defined or _raises_not_implemented(defined[name])]


def _raises_not_implemented(function: ast.AST) -> bool:
    for node in ast.walk(function):
        if isinstance(node, ast.Raise) and node.exc is not None:
            raised = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(raised, ast.Name) and raised.id == "NotImplementedError":
                return True
    return False


def hook_stubs(source: str) -> dict[str, str]:
    """Each top-level function of an adapter, by name, as its source text ({} when it does not parse)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    lines = source.splitlines(keepends=True)
    stubs = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            stubs[node.name] = "".join(lines[first - 1 : node.end_lineno])
    return stubs


def stub_digests(source: str) -> dict[str, str]:
    """The hash of each hook's generated stub, recorded so the next render can tell which stubs changed."""
    return {name: digest(stub) for name, stub in hook_stubs(source).items()}


def adapter_changes(current: str, rendered: str, recorded: dict[str, str]) -> list[HookChange]:
    """Hooks of ``rendered`` that the user's ``current`` adapter lacks, or whose stub changed since ``recorded``."""
    have = hook_stubs(current)
    changes = []
    for name, stub in hook_stubs(rendered).items():
        if name not in have:
            changes.append(HookChange(name, "new", stub))
        elif name in recorded and recorded[name] != digest(stub):
            changes.append(HookChange(name, "changed", stub))
    return changes
