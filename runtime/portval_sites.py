# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""Where the port is bound, and proof that it ran: sites, the runtime sweep, call counters.

Framework-free: a binding is a module attribute or a class attribute, read
and compared by identity, in the PyTorch and JAX scaffolds alike.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable
from typing import Any, NamedTuple

# --- bindings: where upstream symbols live ---------------------------------


class Binding(NamedTuple):
    """``path`` split into the object holding it and the attribute name, with the value seen."""

    path: str
    owner: Any
    attr: str
    value: Any
    error: str  # why the path did not resolve ("" when it did)


def resolve_binding(path: str) -> Binding:
    """Import the longest importable module prefix of ``path`` and walk the attributes after it."""
    parts = path.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module_name = ".".join(parts[:cut])
        try:
            owner: Any = importlib.import_module(module_name)
        except ImportError:
            continue
        except Exception as error:  # noqa: BLE001 - a framework module can fail on import for its own reasons
            return Binding(path, None, parts[-1], None, f"importing {module_name} raised {type(error).__name__}: {error}")
        try:
            for name in parts[cut:-1]:
                owner = getattr(owner, name)
            return Binding(path, owner, parts[-1], getattr(owner, parts[-1]), "")
        except AttributeError as error:
            return Binding(path, None, parts[-1], None, f"{module_name} has no {'.'.join(parts[cut:])} ({error})")
    return Binding(path, None, parts[-1], None, f"no importable module in {path!r}")


def capture_pristine(paths: list[str]) -> dict[str, Binding]:
    """The upstream objects at every site, read before anything turns the port on."""
    return {path: resolve_binding(path) for path in paths}


def current_value(binding: Binding) -> Any:
    """What the site binds now."""
    if binding.error:
        raise AssertionError(f"cannot check {binding.path}: {binding.error}")
    return getattr(binding.owner, binding.attr)


def describe_object(value: Any) -> str:
    """A short name for an object in a message: module.qualname when it has one."""
    name = getattr(value, "__qualname__", None) or type(value).__qualname__
    module = getattr(value, "__module__", None)
    return f"{module}.{name}" if module else name


def assert_port_active(binding: Binding, ported_path: str | None) -> None:
    """After set_feature(True), the site no longer binds upstream (and binds the port when named)."""
    now = current_value(binding)
    port = resolve_binding(ported_path) if ported_path else None
    if port is not None and port.error:
        raise AssertionError(f"cannot resolve the port {ported_path} (implementation.ported or ported_at): {port.error}")
    if port is not None and binding.value is port.value:
        raise AssertionError(
            f"{binding.path} already bound the port when the tests started: something enabled the port "
            "at import time, so the pristine upstream object was never seen"
        )
    if now is binding.value:
        raise AssertionError(
            f"after set_feature(True), {binding.path} still binds the upstream {describe_object(now)}: "
            "set_feature must rebind it (each `from X import Symbol` is a binding of its own)"
        )
    if port is not None and now is not port.value:
        raise AssertionError(
            f"after set_feature(True), {binding.path} binds {describe_object(now)}, not the port "
            f"{ported_path}: set_feature must rebind every site to the port"
        )


def assert_restored(binding: Binding, after: str = "set_feature(False)") -> None:
    """After ``after`` (by default set_feature(False)), the site binds the pristine upstream object again."""
    now = current_value(binding)
    if now is not binding.value:
        raise AssertionError(
            f"after {after}, {binding.path} binds {describe_object(now)}, not the upstream "
            f"{describe_object(binding.value)}: the port must restore every binding it changes"
        )


# --- the runtime sweep: bindings no site list names ------------------------


def _is_sought(value: Any) -> bool:
    """Functions, classes and other callables are looked for; modules, numbers, strings and None never are."""
    return callable(value) and not isinstance(value, types.ModuleType)


def replaced_objects(pristine: dict[str, Binding], paths: list[str]) -> dict[int, Any]:
    """The pristine upstream objects at ``paths`` that the port has replaced (the site binds something else now)."""
    found = {}
    for path in paths:
        binding = pristine[path]
        if not binding.error and _is_sought(binding.value) and getattr(binding.owner, binding.attr, None) is not binding.value:
            found[id(binding.value)] = binding.value
    return found


def port_objects(pristine: dict[str, Binding], paths: list[str]) -> dict[int, Any]:
    """What the sites bind now that is not their pristine upstream object: the port's objects."""
    upstream = {id(b.value) for b in pristine.values() if not b.error}
    found = {}
    for path in paths:
        binding = pristine[path]
        now = getattr(binding.owner, binding.attr, None) if not binding.error else None
        if now is not None and id(now) not in upstream and _is_sought(now):
            found[id(now)] = now
    return found


def stale_bindings(
    objects: dict[int, Any], packages: tuple[str, ...], skip: tuple[str, ...], *, skip_definitions: bool = False
) -> list[str]:
    """``module.attribute`` for each loaded module under ``packages`` whose attribute is one of ``objects``.

    ``skip`` names modules (with their submodules) and single bindings left alone; with ``skip_definitions``, so is
    each object's own name in the module that defines it (a port's ``def`` stays in its module when the feature is off).
    """
    found = []
    for name, module in sorted(sys.modules.items()):
        if module is None or not any(name == p or name.startswith(p + ".") for p in packages):
            continue
        if any(name == s or name.startswith(s + ".") for s in skip):
            continue
        try:
            attributes = list(vars(module).items())
        except TypeError:
            continue
        for attribute, value in attributes:
            if id(value) in objects and objects[id(value)] is value and f"{name}.{attribute}" not in skip:
                defined_here = getattr(value, "__module__", None) == name and getattr(value, "__name__", None) == attribute
                if not (skip_definitions and defined_here):
                    found.append(f"{name}.{attribute}")
    return found


def assert_swept(
    objects: dict[int, Any], packages: tuple[str, ...], skip: tuple[str, ...], after: str, holds: str, *, skip_definitions: bool = False
) -> None:
    """No loaded module of ``packages`` binds any of ``objects`` (``holds`` says whose objects they are; ``skip_definitions``
    as in ``stale_bindings``)."""
    stale = stale_bindings(objects, packages, skip, skip_definitions=skip_definitions)
    if stale:
        names = ", ".join(sorted({describe_object(v) for v in objects.values()}))
        raise AssertionError(
            f"{after}, {len(stale)} loaded module binding(s) still hold {holds} {names}: {', '.join(stale)}. "
            "Each is a site of its own (find_sites.py lists the import-time ones): rebind it in set_feature, add it to "
            "upstream.aliases, or, if it keeps the object by design, list it in upstream.sweep_exempt"
        )


# --- proof the port ran ------------------------------------------------------


class CallCounter:
    """Counts calls of one object while installed: a function at its sites, or every method a class defines."""

    def __init__(self, path: str):
        self.path = path
        self.calls = 0
        self._undo: list[tuple[Any, str, Any]] = []
        binding = resolve_binding(path)
        if binding.error:
            raise AssertionError(f"cannot resolve {path}: {binding.error}")
        self.binding = binding

    def _wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        import functools

        @functools.wraps(function)
        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            return function(*args, **kwargs)

        return counted

    def _set(self, owner: Any, attr: str, value: Any) -> None:
        # A class keeps its staticmethod objects in its __dict__; getattr would unwrap them.
        original = vars(owner)[attr] if isinstance(owner, type) and attr in vars(owner) else getattr(owner, attr)
        self._undo.append((owner, attr, original))
        setattr(owner, attr, value)

    def install(self) -> None:
        """Wrap the object where it lives (a class's own methods, or the function at its path)."""
        target = self.binding.value
        if isinstance(target, type):
            for attr, value in list(vars(target).items()):
                if attr.startswith("__") and attr not in ("__init__", "__call__"):
                    continue
                # Static and class methods (an autograd Function's forward) stay what they are, wrapped inside.
                if isinstance(value, (staticmethod, classmethod)):
                    self._set(target, attr, type(value)(self._wrap(value.__func__)))
                elif callable(value) and not isinstance(value, type):
                    self._set(target, attr, self._wrap(value))
        elif callable(target):
            self._set(self.binding.owner, self.binding.attr, self._wrap(target))
        else:
            raise TypeError(f"{self.path} is neither a class nor a function ({type(target).__name__}): its calls cannot be counted")

    def rebind_sites(self, sites: list[Binding]) -> None:
        """Where a site binds the function itself (a `from X import f` made before), bind the counting wrapper."""
        target = self.binding.value
        if isinstance(target, type):
            return
        counted = getattr(self.binding.owner, self.binding.attr)
        for site in sites:
            if site.owner is not None and getattr(site.owner, site.attr, None) is target:
                self._set(site.owner, site.attr, counted)

    def uninstall(self) -> None:
        """Put back everything ``install`` and ``rebind_sites`` changed."""
        while self._undo:
            owner, attr, value = self._undo.pop()
            setattr(owner, attr, value)


def assert_called(counter: CallCounter, field: str, run: str) -> None:
    """The counted object ran at least once during ``run``."""
    if counter.calls == 0:
        raise AssertionError(
            f"{counter.path} ({field}) was never called during {run}: the tests would compare upstream with upstream. "
            "Make set_feature(True) and build_module(ported=True) reach the port"
        )
