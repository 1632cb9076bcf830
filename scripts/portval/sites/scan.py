"""Every import-time binding of the replaced symbols, read from the framework's source with ``ast``.

A port that rebinds ``get_fp8_context`` in four modules leaves upstream in
every other module that ran ``from megatron.core.fp8_utils import
get_fp8_context`` at import time: each such name is a binding of its own.
This module finds them all without importing anything:

- ``from M import S`` and ``from M import S as T``, relative imports
  included, at module level or inside a module-level ``if``/``try``/``with``
  (an import inside a function body reads the binding when the function runs,
  so a port that rebinds the origin covers it);
- re-exports: a package ``__init__`` importing S makes ``package.S`` a
  binding, and ``from package import S`` elsewhere a binding of the same object;
- ``from M import *`` of a module whose public names (or ``__all__``) hold S;
- module-level assignments ``T = S`` and ``T = m.S`` (``m`` an imported module).

The search follows bindings to a fixpoint, and only parses the files whose
text names one of the names bound so far, so a whole framework scans in seconds.

It also reads the port's own code for the rebindings it makes
(``module.S = new``, ``setattr(module, "S", new)``, over a literal loop of
modules too), so the caller can report sites the port never rebinds.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..common.errors import UserError

# Directory names never searched, besides hidden ones.
SKIP_DIRS = frozenset({"__pycache__", "node_modules", "build", "dist", "venv", ".venv", "site-packages", "dist-packages"})
MAX_FILE_BYTES = 4 << 20


class SitesError(UserError):
    """A root to search is missing, or no source for a symbol's package can be found."""


@dataclass(frozen=True)
class Site:
    """One binding of a replaced object: ``path`` is module.name, ``source`` is file:line."""

    path: str
    kind: str  # "symbol" (listed in upstream.symbols) or "alias"
    source: str
    how: str  # the statement that binds it, as written
    symbol: str  # the upstream symbol whose object it binds
    binding: str = "import"  # definition | import | star import | assignment | given | class attribute


@dataclass(frozen=True)
class Rebinding:
    """An assignment in the port's code that rebinds ``path`` (module.name), at ``source`` (file:line)."""

    path: str
    source: str


@dataclass(frozen=True)
class SiteScan:
    """What a scan found: the sites, the roots searched, how many files were read, and what could not be."""

    sites: tuple[Site, ...]
    roots: tuple[str, ...]
    files_listed: int
    files_parsed: int
    unreadable: tuple[str, ...] = ()
    missing_symbols: tuple[str, ...] = ()  # symbols whose definition was found nowhere under the roots


@dataclass
class _Binding:
    """A module-level name bound to what ``ref`` names (a dotted path), or to every public name of ``star``."""

    name: str
    ref: str
    line: int
    how: str
    binding: str = "import"


@dataclass
class _Module:
    name: str
    file: Path
    display: str
    is_package: bool
    bindings: list[_Binding] = field(default_factory=list)
    stars: list[tuple[str, int]] = field(default_factory=list)  # (module imported with *, line)
    defined: dict[str, int] = field(default_factory=dict)  # names defined by def/class/plain assignment, and their lines
    classes: set[str] = field(default_factory=set)  # the names among them that a class statement defines
    all_names: tuple[str, ...] | None = None
    parsed: bool = False


# --- where the source lives --------------------------------------------------------------------------


def package_roots(top_packages: Iterable[str]) -> list[Path]:
    """The directories holding each installed top-level package, found by import spec without importing it."""
    roots: list[Path] = []
    for top in dict.fromkeys(top_packages):
        try:
            spec = importlib.util.find_spec(top)
        except (ImportError, ValueError):
            spec = None
        if spec is None:
            raise SitesError(
                f"package {top!r} is not importable here, so its source cannot be found: "
                f"install the framework, or give its checkout with --root DIR"
            )
        if spec.submodule_search_locations:
            roots.extend(Path(p).parent for p in spec.submodule_search_locations)
        elif spec.origin:
            roots.append(Path(spec.origin).parent)
    return list(dict.fromkeys(roots))


def import_base(root: Path) -> Path:
    """The directory module names are counted from: above every package ``__init__.py`` holding ``root``."""
    base = root.resolve()
    while (base / "__init__.py").is_file():
        base = base.parent
    return base


def _python_files(base: Path, top_packages: set[str] | None) -> Iterator[tuple[str, Path, bool]]:
    """(module name, file, is_package) for every .py under ``base`` (only under ``top_packages`` when given)."""
    for directory, subdirs, files in os.walk(base):
        here = Path(directory)
        relative = here.relative_to(base).parts
        if top_packages is not None and relative and relative[0] not in top_packages:
            subdirs[:] = []
            continue
        subdirs[:] = sorted(d for d in subdirs if not d.startswith(".") and d not in SKIP_DIRS and (here / d / "pyvenv.cfg").exists() is False)
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            if not relative and top_packages is not None and name[:-3] not in top_packages:
                continue
            parts = [*relative, name[:-3]]
            if not all(p.isidentifier() for p in parts):
                continue
            is_package = name == "__init__.py"
            if is_package:
                parts = parts[:-1]
            if parts:
                yield ".".join(parts), here / name, is_package


# --- reading one module --------------------------------------------------------------------------------


def _absolute(module: _Module, node: ast.ImportFrom) -> str | None:
    if not node.level:
        return node.module
    package = module.name.split(".") if module.is_package else module.name.split(".")[:-1]
    if node.level - 1 >= len(package):
        return None  # above the top package: Python refuses it too
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _module_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Statements that run at import time: the body, and the bodies of module-level if/try/with (not def/class)."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, ast.If):
            yield from _module_level(stmt.body)
            yield from _module_level(stmt.orelse)
        elif isinstance(stmt, ast.Try | ast.TryStar):
            yield from _module_level(stmt.body)
            for handler in stmt.handlers:
                yield from _module_level(handler.body)
            yield from _module_level(stmt.orelse)
            yield from _module_level(stmt.finalbody)
        elif isinstance(stmt, ast.With | ast.AsyncWith):
            yield from _module_level(stmt.body)


def _dotted(node: ast.expr) -> list[str] | None:
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return parts[::-1]


def _read(module: _Module) -> None:
    """Collect the module-level bindings of ``module`` (once)."""
    module.parsed = True
    tree = ast.parse(module.file.read_bytes(), filename=str(module.file))
    imported_modules: dict[str, str] = {}  # local name -> module path, from `import a.b as m` / `import a`
    local_refs: dict[str, str] = {}  # local name -> dotted path it was imported from
    for stmt in _module_level(tree.body):
        if isinstance(stmt, ast.ImportFrom):
            source = _absolute(module, stmt)
            if source is None:
                continue
            for alias in stmt.names:
                if alias.name == "*":
                    module.stars.append((source, stmt.lineno))
                    continue
                local = alias.asname or alias.name
                ref = f"{source}.{alias.name}"
                how = f"from {'.' * stmt.level}{stmt.module or ''} import {alias.name}" + (f" as {alias.asname}" if alias.asname else "")
                module.bindings.append(_Binding(local, ref, stmt.lineno, how))
                local_refs[local] = ref
                imported_modules[local] = ref  # `from a import b` may bind a submodule b
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if alias.asname:
                    imported_modules[alias.asname] = alias.name
                else:
                    top = alias.name.split(".")[0]
                    imported_modules[top] = top
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            module.defined.setdefault(stmt.name, stmt.lineno)
            if isinstance(stmt, ast.ClassDef):
                module.classes.add(stmt.name)
        elif isinstance(stmt, ast.Assign | ast.AnnAssign) and stmt.value is not None:
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            names = [t.id for t in targets if isinstance(t, ast.Name)]
            if "__all__" in names and isinstance(stmt.value, ast.List | ast.Tuple):
                module.all_names = tuple(e.value for e in stmt.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str))
            parts = _dotted(stmt.value)
            ref = None
            if parts and len(parts) == 1:
                ref = local_refs.get(parts[0], f"{module.name}.{parts[0]}")
            elif parts and parts[0] in imported_modules:
                ref = ".".join([imported_modules[parts[0]], *parts[1:]])
            for name in names:
                if ref is None:
                    module.defined.setdefault(name, stmt.lineno)
                elif not (len(parts) == 1 and name == parts[0]):  # `S = S` binds nothing new
                    module.bindings.append(_Binding(name, ref, stmt.lineno, f"{name} = {ast.unparse(stmt.value)}", "assignment"))
                    local_refs[name] = ref


# --- the scan ----------------------------------------------------------------------------------------


def scan_sites(symbols: Iterable[str], roots: Iterable[str | os.PathLike[str]] | None = None) -> SiteScan:
    """Every import-time binding of each symbol's object under ``roots`` (default: the installed packages)."""
    symbols = tuple(dict.fromkeys(symbols))
    tops = {s.split(".")[0] for s in symbols}
    if roots:
        bases = []
        for root in roots:
            path = Path(root)
            if not path.is_dir():
                raise SitesError(f"--root {root}: {'no such directory' if not path.exists() else 'not a directory'}")
            bases.append((import_base(path), None))
    else:
        bases = [(base, tops) for base in package_roots(tops)]
    modules: dict[str, _Module] = {}
    texts: dict[str, str] = {}
    unreadable: list[str] = []
    for base, only in bases:
        for name, file, is_package in _python_files(base, only):
            if name in modules:
                continue  # the first root wins, as on sys.path
            try:
                if file.stat().st_size > MAX_FILE_BYTES:
                    continue
                texts[name] = file.read_text(encoding="utf-8", errors="replace")
            except OSError as error:
                unreadable.append(f"{file}: {error.strerror}")
                continue
            modules[name] = _Module(name, file, _display(file, base), is_package)

    def parse(module: _Module) -> bool:
        if not module.parsed:
            try:
                _read(module)
            except (SyntaxError, ValueError) as error:
                unreadable.append(f"{module.display}: {type(error).__name__}: {error}")
                return False
        return True

    # The object each symbol names, followed back through imports to where it is defined.
    origin_of: dict[str, str] = {}
    missing: list[str] = []
    # "m.SwiGLUFunction.forward": an attribute of a class, rebound on the class itself, so every module that imported
    # the class sees the rebinding; the class's definition is its one site.
    class_attributes: dict[str, str] = {}
    for symbol in symbols:
        origin = _origin(symbol, modules, parse)
        owner = _origin(symbol.rpartition(".")[0], modules, parse) if origin is None and symbol.count(".") >= 2 else None
        if owner is not None and _is_class(owner, modules):
            class_attributes[symbol] = owner
            continue
        origin_of[symbol] = origin or symbol
        if origin is None:
            missing.append(symbol)
    found: dict[str, tuple[str, str, str, str]] = {}  # path -> (symbol, source, how, binding)
    for symbol, owner in class_attributes.items():
        module_name, _, name = owner.rpartition(".")
        module = modules[module_name]
        line = _definition_line(module, name, parse)
        how = f"an attribute of class {name}, defined here; every module that imports the class sees it rebound"
        found[symbol] = (symbol, f"{module.display}:{line}" if line else "", how, "class attribute")
    for symbol, origin in origin_of.items():
        if symbol in missing:
            continue  # defined nowhere: reported as not found, never as a site
        module_name, _, name = origin.rpartition(".")
        module = modules.get(module_name)
        line = _definition_line(module, name, parse) if module else None
        found.setdefault(origin, (symbol, f"{module.display}:{line}" if module and line else "", "defined here", "definition"))
    # Grow the set of bound paths to a fixpoint, parsing only files whose text names a bound name.
    names_wanted = {p.rpartition(".")[2] for p in found if p not in class_attributes}
    while True:
        grown = False
        for module_name, text in texts.items():
            module = modules[module_name]
            wanted = [n for n in names_wanted if n in text]
            if not wanted and "import *" not in text:
                continue
            if not parse(module):
                continue
            for binding in module.bindings:
                path = f"{module_name}.{binding.name}"
                target = _follow(binding.ref, found)
                if target is not None and path not in found:
                    found[path] = (found[target][0], f"{module.display}:{binding.line}", binding.how, binding.binding)
                    names_wanted.add(binding.name)
                    grown = True
            for star, line in module.stars:
                for path in [p for p in found if p.rpartition(".")[0] == star]:
                    name = path.rpartition(".")[2]
                    source_module = modules.get(star)
                    if name.startswith("_") or (source_module and source_module.all_names is not None and name not in source_module.all_names):
                        continue
                    new = f"{module_name}.{name}"
                    if new not in found:
                        found[new] = (found[path][0], f"{module.display}:{line}", f"from {star} import *", "star import")
                        grown = True
        if not grown:
            break
    sites = tuple(
        Site(path, "symbol" if path in symbols else "alias", source, how, symbol, binding)
        for path, (symbol, source, how, binding) in sorted(found.items(), key=lambda item: (symbols.index(item[1][0]), item[0] not in symbols, item[0]))
    )
    # A symbol given by a re-exported path is a site too, though its object is defined elsewhere.
    listed = {s.path for s in sites}
    extra = tuple(Site(s, "symbol", "", "as given in upstream.symbols", s, "given") for s in symbols if s not in listed and s not in missing)
    return SiteScan(
        sites=extra + sites if extra else sites,
        roots=tuple(str(b) for b, _ in bases),
        files_listed=len(modules),
        files_parsed=sum(1 for m in modules.values() if m.parsed),
        unreadable=tuple(unreadable),
        missing_symbols=tuple(missing),
    )


def _display(file: Path, base: Path) -> str:
    try:
        return str(file.relative_to(base))
    except ValueError:
        return str(file)


def _follow(ref: str, found: dict[str, tuple[str, str, str, str]]) -> str | None:
    """``ref`` when it names a bound path already found, else None."""
    return ref if ref in found else None


def _origin(path: str, modules: dict[str, _Module], parse: Callable[[_Module], bool]) -> str | None:
    """Where the object ``path`` names is defined, following re-exports back; None when it is found nowhere."""
    seen: set[str] = set()
    while path not in seen:
        seen.add(path)
        module_name, _, name = path.rpartition(".")
        module = modules.get(module_name)
        if module is None or not parse(module):
            return None
        if name in module.defined:
            return path
        binding = next((b for b in module.bindings if b.name == name), None)
        if binding is None:
            return None
        path = binding.ref
    return None


def _is_class(path: str, modules: dict[str, _Module]) -> bool:
    """Whether ``path`` (where an object is defined) is a module-level class."""
    module_name, _, name = path.rpartition(".")
    return name in modules[module_name].classes


def _definition_line(module: _Module, name: str, parse: Callable[[_Module], bool]) -> int | None:
    """The line of the module-level def, class or assignment that defines ``name``."""
    return module.defined.get(name) if parse(module) else None


# --- the port's own rebindings --------------------------------------------------------------------------


def port_rebindings(file: str | os.PathLike[str], names: Iterable[str]) -> tuple[Rebinding, ...]:
    """Assignments in the port's file that rebind one of ``names`` on a module, anywhere in the file.

    Reads ``module.S = x`` and ``setattr(module, "S", x)`` where ``module`` is an
    imported module, ``importlib.import_module("m")``, ``sys.modules["m"]``, or a
    loop variable over a literal list of those or of module-name strings.
    """
    path = Path(file)
    try:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    except OSError as error:
        raise SitesError(f"{file}: cannot read the port's code ({error.strerror})") from None
    except (SyntaxError, ValueError) as error:
        raise SitesError(f"{file}: the port's code does not parse ({error})") from None
    wanted = set(names)
    reader = _RebindingReader(str(path), wanted)
    reader.visit(tree)
    return tuple(dict.fromkeys(reader.found))


class _RebindingReader(ast.NodeVisitor):
    def __init__(self, display: str, names: set[str]):
        self.display = display
        self.names = names
        self.modules: dict[str, set[str]] = {}  # local name -> module paths it may stand for
        self.strings: dict[str, str] = {}  # local name -> the string it holds (a module or attribute name)
        self.constants: dict[str, ast.expr] = {}  # module-level name -> the literal list or tuple it holds
        self.found: list[Rebinding] = []

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.asname:
                self.modules[alias.asname] = {alias.name}
            else:
                top = alias.name.split(".")[0]
                self.modules.setdefault(top, set()).add(top)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and not node.level:
            for alias in node.names:
                self.modules[alias.asname or alias.name] = {f"{node.module}.{alias.name}"}

    def _owner(self, node: ast.expr) -> set[str]:
        """The module paths an expression may stand for."""
        if isinstance(node, ast.Name) and node.id in self.strings and node.id not in self.modules:
            return {self.strings[node.id]}
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"[\w.]+", node.value):
            return {node.value}
        if isinstance(node, ast.Subscript) and _dotted(node.value) == ["sys", "modules"]:
            return self._owner(node.slice)
        if isinstance(node, ast.Call) and node.args and (_dotted(node.func) or [""])[-1] == "import_module":
            return self._owner(node.args[0])
        parts = _dotted(node)
        if parts and parts[0] in self.modules:
            return {".".join([m, *parts[1:]]) for m in self.modules[parts[0]]}
        return set()

    def visit_For(self, node: ast.For) -> None:
        """A loop over a literal (or a module-level constant holding one) is unrolled: each item binds the loop names."""
        items = node.iter
        if isinstance(items, ast.Name) and items.id in self.constants:
            items = self.constants[items.id]
        if not isinstance(items, ast.List | ast.Tuple | ast.Set):
            self.generic_visit(node)
            return
        for item in items.elts:
            self._bind_target(node.target, item)
            for statement in node.body:
                self.visit(statement)

    def _bind_target(self, target: ast.expr, value: ast.expr) -> None:
        if isinstance(target, ast.Name):
            if isinstance(value, ast.Name) and value.id in self.strings:
                value = ast.Constant(self.strings[value.id])
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                self.strings[target.id] = value.value
            owners = self._owner(value)
            if owners:
                self.modules[target.id] = owners
            else:
                self.modules.pop(target.id, None)
        elif isinstance(target, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List) and len(target.elts) == len(value.elts):
            for part, item in zip(target.elts, value.elts, strict=True):
                self._bind_target(part, item)

    def visit_Assign(self, node: ast.Assign) -> None:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            self.strings.update({t.id: node.value.value for t in node.targets if isinstance(t, ast.Name)})
        if isinstance(node.value, ast.List | ast.Tuple):
            self.constants.update({t.id: node.value for t in node.targets if isinstance(t, ast.Name)})
        for target in node.targets:
            if isinstance(target, ast.Attribute) and target.attr in self.names:
                self._add(self._owner(target.value), target.attr, node.lineno)
        if isinstance(node.value, ast.Name | ast.Attribute | ast.Call | ast.Subscript):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    owners = self._owner(node.value)
                    if owners:
                        self.modules[target.id] = owners
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = (_dotted(node.func) or [""])[-1]
        if name == "setattr" and len(node.args) >= 2:
            attribute = node.args[1]
            text = attribute.value if isinstance(attribute, ast.Constant) else self.strings.get(attribute.id) if isinstance(attribute, ast.Name) else None
            if text in self.names:
                self._add(self._owner(node.args[0]), text, node.lineno)
        self.generic_visit(node)

    def _add(self, owners: set[str], name: str, line: int) -> None:
        for owner in sorted(owners):
            self.found.append(Rebinding(f"{owner}.{name}", f"{self.display}:{line}"))


def module_file(module: str, roots: Iterable[str] | None = None) -> Path | None:
    """The source file of a dotted module under ``roots`` or the installed packages, found without importing."""
    parts = module.split(".")
    bases = [import_base(Path(r)) for r in roots] if roots else []
    if not bases:
        try:
            bases = package_roots([parts[0]])
        except SitesError:
            return None
    for base in bases:
        for candidate in (base.joinpath(*parts).with_suffix(".py"), base.joinpath(*parts, "__init__.py")):
            if candidate.is_file():
                return candidate
    return None
