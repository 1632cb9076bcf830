"""One test file read with ``ast``: every reference to a target (imports, uses, patch strings), the configuration
values it sets, its top-level definitions and fixtures, as an ``Analysis`` of touches with their lines."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from functools import cache

from .model import Selector, Target, Unreadable
from .repository import CannotRead, Source

_USE_ORDER = {"parent": 1, "submodule": 2, "module": 2, "wired": 3, "symbol": 3}


@dataclass(frozen=True)
class Touch:
    """One reference to a target; ``shown`` touches become reasons, the others only feed helper links."""

    line: int
    kind: str
    target: Target
    text: str
    shown: bool = True
    what: str = ""  # the name or expression used, as a helper's reason quotes it


@dataclass
class Analysis:
    """What one file holds for the search: its touches, what it references, its definitions and fixtures."""

    source: Source
    touches: list[Touch] = field(default_factory=list)
    references: list[tuple[int, str, str]] = field(default_factory=list)  # line, resolved dotted path, how it reads
    definitions: dict[str, tuple[int, int]] = field(default_factory=dict)  # top-level name -> its statement's lines
    fixtures: dict[str, tuple[int, int]] = field(default_factory=dict)  # fixture name -> its function's lines
    fixture_uses: list[tuple[int, str, str]] = field(default_factory=list)  # line, function, fixture name it asks for
    name_lines: dict[str, int] = field(default_factory=dict)  # target name -> first line it appears on

    def use_within(self, lines: tuple[int, int]) -> Touch | None:
        """The first use of a target symbol between these lines, else the first use of a target's module."""
        start, end = lines
        for kind in ("symbol", "wired", "module"):
            uses = [t for t in self.touches if t.kind == kind and start <= t.line <= end]
            if uses:
                return min(uses, key=lambda t: t.line)
        return None


def analyse_one(item: tuple[Source, bytes], targets: tuple[Target, ...], selectors: tuple[Selector, ...]) -> Analysis | Unreadable:
    """``analyse`` for one (source, bytes) pair, a file that cannot be parsed becoming an ``Unreadable``."""
    source, data = item
    try:
        return analyse(source, data, targets, selectors)
    except CannotRead as error:
        return Unreadable(source.rel, error.line, error.problem)


def analyse(source: Source, data: bytes, targets: tuple[Target, ...], selectors: tuple[Selector, ...] = ()) -> Analysis:
    """Parse ``data`` and collect its touches of ``targets`` and ``selectors``; CannotRead when it does not parse."""
    try:
        tree = ast.parse(data, filename=source.rel)
    except SyntaxError as error:
        raise CannotRead(error.lineno, f"cannot be parsed ({error.msg})") from None
    except (ValueError, UnicodeDecodeError) as error:
        raise CannotRead(None, f"cannot be parsed ({error})") from None
    except (RecursionError, MemoryError):
        raise CannotRead(None, "nested too deeply to parse") from None
    analysis = Analysis(source)
    try:
        _FileReader(analysis, targets, tree, selectors).read()
    except RecursionError:
        raise CannotRead(None, "nested too deeply to read") from None
    return analysis


def _shared_package(path: str, module: str) -> str:
    shared = []
    for a, b in zip(path.split("."), module.split("."), strict=False):
        if a != b:
            break
        shared.append(a)
    return ".".join(shared)


def _statements(tree: ast.Module) -> list[ast.stmt]:
    """Every statement, nested ones included, without walking expressions: imports and assignments are statements."""
    found: list[ast.stmt] = []
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        for name in ("body", "orelse", "finalbody", "handlers", "cases"):
            for child in getattr(node, name, ()):
                if isinstance(child, ast.stmt):
                    found.append(child)
                pending.append(child)
    return found


@cache
def classify(path: str, target: Target) -> str | None:
    """symbol (wired, for framework.wired_at), module or parent: how an imported or used dotted path relates to a target."""
    if path == target.path or path.startswith(target.path + "."):
        return "wired" if target.role == "wired" else "symbol"
    if target.role == "wired":
        return None  # a module beside wired_at says nothing the symbol's own targets do not
    if target.module and (path == target.module or path.startswith(target.module + ".")):
        return "module"
    if target.module and _shared_package(path, target.module):
        return "parent"
    return None


def holds_text(target: Target) -> str:
    """What the target's module does with its name, as a reason says it: defines it, or binds the alias."""
    return f"defines {target.name}" if target.role == "symbol" else f"binds the alias {target.name}"


def _submodule(kind: str | None, module: str, target: Target) -> str | None:
    """A module-kind import of a module below the target's module is a submodule: weaker, and said so."""
    if kind == "module" and module != target.module and module.startswith(target.module + "."):
        return "submodule"
    return kind


def import_text(kind: str, target: Target, imported: str, module: str, sibling: bool = False) -> str:
    """How an import reads as a reason: what it imports and why that relates to the target.

    ``module`` is the module the statement imports (import M) or imports from (from M import x);
    ``sibling``: the names imported are other names from the target's module, not the module itself.
    """
    if kind == "module":
        besides = f"; another name than {target.name}" if sibling else ""
        if module == target.module:
            return f"{imported}, the module that {holds_text(target)}{besides}"
        return f"{imported} ({target.module} {holds_text(target)}){besides}"
    if kind == "submodule":
        return f"{imported}, a submodule of {target.module} (which {holds_text(target)}); not {target.name} itself"
    if kind == "parent":
        shared = _shared_package(module, target.module)
        if shared == module:
            return f"{imported}, a parent package of {target.module}"
        return f"{imported}, outside {target.module} (only the package {shared} is shared)"
    if kind == "wired":
        return f"{imported}; {target.name} is where the port is wired in (framework.wired_at)"
    return imported


def _selects(selector: Selector, node: ast.expr) -> bool:
    """Whether ``node`` is a literal equal to the selector's value (strings compared without case)."""
    if not isinstance(node, ast.Constant):
        return False
    if selector.value is True:
        return node.value is True
    return isinstance(node.value, str) and node.value.strip().lower() == str(selector.value).lower()


class _FileReader(ast.NodeVisitor):
    """Collects every reference to a target in one parsed file into an ``Analysis``."""

    def __init__(self, analysis: Analysis, targets: tuple[Target, ...], tree: ast.Module, selectors: tuple[Selector, ...] = ()):
        self.analysis = analysis
        self.targets = targets
        self.tree = tree
        self.selectors = {selector.name: selector for selector in selectors}
        self.names = {t.name for t in targets if t.role != "wired"}
        self.bindings: dict[str, set[str]] = {}
        self.handled: set[int] = set()  # ids of string constants already read as part of a call
        self.pending: list[tuple[int, str, Selector]] = []  # selectors set from a variable: line, how it reads
        self.loaded: set[str] = set()  # names read somewhere in the file
        self.imported_as: dict[int, set[str]] = {}  # id of a symbol touch from a from-import -> the local names it binds
        self.literal_lines: dict[str, int] = {}  # a selecting value, lower-cased -> first line it appears on as a string
        # Statements run when the module is imported: a from-import there binds the object of that moment.
        self.import_time = {id(node) for node in tree.body} | {
            id(inner) for node in tree.body if isinstance(node, ast.Try | ast.If) for inner in ast.walk(node)
        }

    def read(self) -> None:
        self._bind_imports()
        self.visit(self.tree)
        self._settle_pending()
        self._unused_imports()
        self._definitions()

    def _unused_imports(self) -> None:
        """A symbol imported and never used runs nothing: its import is only a module-level reason, said so."""
        for index, touch in enumerate(self.analysis.touches):
            bound = self.imported_as.get(id(touch))
            if bound and not bound & self.loaded:
                text = touch.text.split("; bound at import time")[0] + f"; {', '.join(sorted(bound))} is never used in this file"
                self.analysis.touches[index] = Touch(touch.line, "module", touch.target, text, touch.shown, touch.what)

    # Bindings: which local name stands for which dotted path.

    def _bind_imports(self) -> None:
        nodes = _statements(self.tree)
        for node in nodes:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    self._bind(bound, alias.name if alias.asname else bound)
            elif isinstance(node, ast.ImportFrom):
                base = self._absolute(node)
                for alias in node.names:
                    if base is not None and alias.name != "*":
                        self._bind(alias.asname or alias.name, f"{base}.{alias.name}")
        for node in nodes:
            # m = importlib.import_module("M") binds m to M.
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and (module := self._import_module_arg(node.value)):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        self._bind(target.id, module)

    def _bind(self, name: str, path: str) -> None:
        self.bindings.setdefault(name, set()).add(path)

    def _absolute(self, node: ast.ImportFrom) -> str | None:
        """The absolute module of a from-import; None for a relative import outside a package."""
        if not node.level:
            return node.module
        package = self.analysis.source.package
        if package is None:
            return None
        parts = package.split(".")
        if node.level - 1 >= len(parts):
            return None
        base = parts[: len(parts) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))

    def _resolve(self, node: ast.expr) -> set[str]:
        """The dotted paths a name or attribute chain (td.MoEFlexTokenDispatcher) stands for."""
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return set()
        tail = "".join(f".{part}" for part in reversed(parts))
        return {path + tail for path in self.bindings.get(node.id, ())}

    def _import_module_arg(self, call: ast.Call) -> str | None:
        """M for importlib.import_module("M") (absolute names only)."""
        if "importlib.import_module" not in self._resolve(call.func) or not call.args:
            return None
        arg = call.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value and not arg.value.startswith("."):
            return arg.value
        return None

    def _touch(self, line: int, kind: str, target: Target, text: str, shown: bool = True, what: str = "") -> None:
        self.analysis.touches.append(Touch(line, kind, target, text, shown, what))

    def _seen_name(self, name: str, line: int) -> None:
        if name in self.names:
            self.analysis.name_lines.setdefault(name, line)

    # Imports.

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._seen_name(alias.name.rpartition(".")[2], node.lineno)
            shown = f"imports {alias.name}" + (f" as {alias.asname}" if alias.asname else "")
            self.analysis.references.append((node.lineno, alias.name, shown))
            for target in self.targets:
                kind = _submodule(classify(alias.name, target), alias.name, target)
                if kind:
                    self._touch(node.lineno, kind, target, import_text(kind, target, shown, alias.name), what=alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = self._absolute(node)
        written = "." * node.level + (node.module or "")
        source = written if base == written else f"{written} ({base})" if base else written
        # One reason per target and statement: its strongest kind, naming every name of that kind.
        found: dict[Target, dict[str, list[tuple[str, str]]]] = {}
        for alias in node.names:
            self._seen_name(alias.name, node.lineno)
            imported = alias.name + (f" as {alias.asname}" if alias.asname else "")
            if base is None:
                for target in self.targets:
                    if alias.name == target.name:
                        text = f"imports {imported} from {source}: a relative import outside a package, so it cannot be resolved"
                        self._touch(node.lineno, "named", target, text)
                continue
            path = base if alias.name == "*" else f"{base}.{alias.name}"
            self.analysis.references.append((node.lineno, path, f"imports {imported} from {source}"))
            for target in self.targets:
                module = path if path == target.module else base
                kind = _submodule(classify(path, target), module, target)
                if alias.name == "*" and kind == "module" and path == target.module:
                    kind, imported = "symbol", f"* (which binds {target.name})"
                if kind:
                    found.setdefault(target, {}).setdefault(kind, []).append((imported, module, path))
        for target, kinds in found.items():
            kind = max(kinds, key=lambda k: _USE_ORDER[k])
            names = ", ".join(imported for imported, _, _ in kinds[kind])
            sibling = all(path != target.module for _, _, path in kinds[kind])
            text = import_text(kind, target, f"imports {names} from {source}", kinds[kind][0][1], sibling)
            if kind == "symbol" and target.path in {path for _, _, path in kinds[kind]} and id(node) in self.import_time:
                # A binding_replacement port rebinds the attribute in its module; this name keeps what it held at import.
                text += "; bound at import time, so the port reaches this name only if installed before the test module is imported"
            self._touch(node.lineno, kind, target, text, what=names)
            if kind == "symbol":
                bound = {a.asname or a.name for a in node.names if a.name != "*" and f"{base}.{a.name}".startswith(target.path)}
                if bound:
                    self.imported_as[id(self.analysis.touches[-1])] = bound

    # Uses: attribute chains, names, calls and strings.

    def visit_Attribute(self, node: ast.Attribute) -> None:
        paths = self._resolve(node)
        if not paths:
            self._seen_name(node.attr, node.lineno)
            self.generic_visit(node)
            return
        chain: ast.expr = node
        while isinstance(chain, ast.Attribute):
            self._seen_name(chain.attr, chain.lineno)
            chain = chain.value
        if isinstance(chain, ast.Name):
            self.loaded.add(chain.id)
        verb = "uses" if isinstance(node.ctx, ast.Load) else "rebinds"
        text = ast.unparse(node)
        for path in sorted(paths):
            self.analysis.references.append((node.lineno, path, f"{verb} {text}"))
            for target in self.targets:
                kind = _submodule(classify(path, target), path.rpartition(".")[0], target)
                # Shown only when the chain gets closer to the target than its base name's import already did.
                if kind in ("symbol", "wired", "module", "submodule"):
                    closer = _USE_ORDER[kind] > self._binding_order(node, target)
                    self._touch(node.lineno, kind, target, f"{verb} {text}", shown=closer, what=text)

    def _binding_order(self, node: ast.Attribute, target: Target) -> int:
        """How close to the target the chain's base name already is: its use says more only if it gets closer."""
        base: ast.expr = node
        while isinstance(base, ast.Attribute):
            base = base.value
        return max((_USE_ORDER.get(classify(path, target) or "", 0) for path in self._resolve(base)), default=0)

    def visit_Name(self, node: ast.Name) -> None:
        self._seen_name(node.id, node.lineno)
        if isinstance(node.ctx, ast.Load):
            self.loaded.add(node.id)
        # Not reasons (the import already is one): these tell what a helper's body uses.
        for path in self.bindings.get(node.id, ()):
            for target in self.targets:
                kind = classify(path, target)
                if kind in ("symbol", "wired", "module"):
                    self._touch(node.lineno, kind, target, f"uses {node.id}", shown=False, what=node.id)

    def visit_Call(self, node: ast.Call) -> None:
        name = ast.unparse(node.func)
        module = self._import_module_arg(node)
        if module is not None:
            self.handled.add(id(node.args[0]))
            for target in self.targets:
                kind = classify(module, target)
                if kind:
                    self._touch(
                        node.lineno, kind, target, import_text(kind, target, f'imports "{module}" with {name}()', module), what=module
                    )
        strings = [a for a in [*node.args, *(k.value for k in node.keywords)] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        for arg in strings:
            if id(arg) in self.handled:
                continue
            for target in self.targets:
                if classify(arg.value, target) == "symbol":
                    self.handled.add(id(arg))
                    self._touch(arg.lineno, "string", target, f'{name}("{arg.value}")')
        # patch.object(td, "MoEFlexTokenDispatcher"), monkeypatch.setattr(td, "MoEFlexTokenDispatcher", fake)
        for obj in node.args:
            for path in sorted(self._resolve(obj)):
                for arg in strings:
                    for target in self.targets:
                        if f"{path}.{arg.value}" == target.path:
                            self.handled.add(id(arg))
                            self._touch(node.lineno, "string", target, f'{name}({ast.unparse(obj)}, "{arg.value}")')
        if name.endswith("usefixtures"):
            for arg in strings:
                self.analysis.fixture_uses.append((node.lineno, f"@{name}", arg.value))
        for keyword in node.keywords:
            selector = self.selectors.get(keyword.arg or "")
            if selector:
                self._config(keyword.value, f"passes {keyword.arg}={ast.unparse(keyword.value)} to {name}()", selector)
        self.generic_visit(node)

    # Configuration that selects the feature: name=value in a call, an attribute or item assignment, a dict.

    def _config(self, value: ast.expr, written: str, selector: Selector) -> None:
        """A config touch when ``value`` is the selecting literal, may be it (x if c else 'flex'), or is a variable
        in a file that names the literal (a parametrized test); the text says which."""
        target = Target(selector.name, "config")
        if _selects(selector, value):
            self._touch(value.lineno, "config", target, f"{written}: the value the facts select the feature with")
        elif any(_selects(selector, inner) for inner in ast.walk(value)):
            self._touch(value.lineno, "config_choice", target, f"{written}, which can be {selector.value!r}, the value the facts select the feature with")
        elif isinstance(value, ast.Name | ast.Attribute | ast.Subscript):
            self.pending.append((value.lineno, written, selector))

    def _item_name(self, node: ast.expr) -> str | None:
        if isinstance(node, ast.Attribute):
            return node.attr
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            return node.slice.value
        return None

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            selector = self.selectors.get(self._item_name(target) or "")
            if selector:
                self._config(node.value, f"assigns {ast.unparse(node)}", selector)
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:
        for key, value in zip(node.keys, node.values, strict=True):
            if isinstance(key, ast.Constant) and isinstance(key.value, str) and (selector := self.selectors.get(key.value)):
                self._config(value, f"puts {ast.unparse(key)}: {ast.unparse(value)} in a dict", selector)
        self.generic_visit(node)

    def _settle_pending(self) -> None:
        """A selector set from a variable counts when the file names the selecting value somewhere (parametrize)."""
        for line, written, selector in self.pending:
            where = self.literal_lines.get(str(selector.value).lower()) if selector.value is not True else None
            if where is not None:
                text = f"{written}, and the file names {selector.value!r} (line {where}), the value the facts select the feature with"
                self._touch(line, "config_choice", Target(selector.name, "config"), text)

    def visit_Constant(self, node: ast.Constant) -> None:
        if not isinstance(node.value, str):
            return
        if self.selectors and any(_selects(selector, node) for selector in self.selectors.values()):
            self.literal_lines.setdefault(node.value.strip().lower(), node.lineno)
        for name in self.names:
            if name in node.value and re.search(rf"\b{re.escape(name)}\b", node.value):
                self._seen_name(name, node.lineno)
        if id(node) in self.handled:
            return
        for target in self.targets:
            if classify(node.value, target) == "symbol":
                self._touch(node.lineno, "string", target, f'string "{node.value}"')

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        arguments = node.args
        for arg in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]:
            if arg.arg not in ("self", "cls"):
                self.analysis.fixture_uses.append((node.lineno, node.name, arg.arg))
        if node in self.tree.body:
            fixture = _fixture_name(node)
            if fixture:
                self.analysis.fixtures[fixture] = (node.lineno, node.end_lineno or node.lineno)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def _definitions(self) -> None:
        """The lines of each top-level definition, so a test importing it can be linked to what its body uses."""
        for statement in self.tree.body:
            lines = (statement.lineno, statement.end_lineno or statement.lineno)
            names: list[str] = []
            if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names = [statement.name]
            elif isinstance(statement, ast.Assign):
                names = [t.id for t in statement.targets if isinstance(t, ast.Name)]
            elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                names = [statement.target.id]
            elif isinstance(statement, ast.Import | ast.ImportFrom):
                names = [a.asname or a.name.split(".")[0] for a in statement.names if a.name != "*"]
            for name in names:
                self.analysis.definitions[name] = lines


def _fixture_name(node: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """The name a pytest fixture is requested by (its ``name=`` or the function's name); None if not a fixture."""
    for decorator in node.decorator_list:
        call = decorator if isinstance(decorator, ast.Call) else None
        func = call.func if call else decorator
        if ast.unparse(func).split(".")[-1] != "fixture":
            continue
        for keyword in call.keywords if call else ():
            if keyword.arg == "name" and isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, str):
                return keyword.value.value
        return node.name
    return None


_IMPORT_LINE = re.compile(
    rb"^[ \t]*(?:from[ \t]+([A-Za-z_][\w.]*)[ \t]+import[ \t]+([\w, \t]+?(?:[ \t]+as[ \t]+\w+)?)?[ \t]*(?:[#(\\\r\n]|$)|import[ \t]+([A-Za-z_][\w.]*))",
    re.MULTILINE,
)


def parent_imports(data: bytes, targets: tuple[Target, ...]) -> list[Touch]:
    """Parent-package imports of a file that names no target, read from its text (it was not parsed)."""
    touches = []
    line, at = 1, 0
    for match in _IMPORT_LINE.finditer(data):
        line += data.count(b"\n", at, match.start())
        at = match.start()
        module = (match.group(1) or match.group(3)).decode("ascii", "replace")
        names = (match.group(2) or b"").decode("ascii", "replace").strip()
        verb = (f"imports {names} from {module}" if names else f"imports from {module}") if match.group(1) else f"imports {module}"
        for target in targets:
            if target.role != "wired" and classify(module, target) == "parent":
                touches.append(Touch(line, "parent", target, import_text("parent", target, verb, module)))
    return touches
