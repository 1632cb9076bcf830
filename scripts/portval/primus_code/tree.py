"""A Primus checkout read with ``ast``, never imported: its registered patches, what a patch's file imports, what
its files name.

A patch is registered by ``@register_patch("megatron.turbo.rms_norm",
backend=..., phase=..., condition=...)`` (its id may be a module constant, or
``patch_id=``); the file registering it imports its implementation, at module
level or inside the patch function, where it is applied. A flag the patch
reads is a word of some Primus file, code or config.
"""

from __future__ import annotations

import ast
import copy
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from ..common.errors import UserError

# The package a Primus checkout holds its code in.
PACKAGE = "primus"
SKIP_DIRS = frozenset({"__pycache__", "third_party", "node_modules", "build", "dist"})
MAX_FILE_BYTES = 4 << 20


class PrimusTreeError(UserError):
    """The directory given as a Primus checkout holds no ``primus`` package."""


@dataclass(frozen=True)
class Registration:
    """One ``register_patch`` call: the patch ``id`` and its ``phase`` (None when not a literal), at ``file``:``line``."""

    id: str
    phase: str | None
    file: Path
    line: int
    phase_line: int  # the line of its phase= (the call's line when it has none)
    # The environment variables its condition= reads (a lambda, or a function of the file, and the file's functions
    # either calls), each with the line that reads it; and the lines those functions span.
    condition_env: tuple[tuple[str, int], ...] = ()
    condition_lines: tuple[tuple[int, int], ...] = ()
    # Its backend_versions= entries: () when it has none, None when they are not a literal list of strings.
    backend_versions: tuple[str, ...] | None = ()


class PrimusTree:
    """The Python files under ``root/primus``, each parsed at most once."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)
        if not (self.root / PACKAGE / "__init__.py").is_file():
            raise PrimusTreeError(f"{root}: found no {PACKAGE}/ package, expected a Primus checkout (the directory holding primus/)")
        self._trees: dict[Path, ast.Module | None] = {}
        self._patch_texts: dict[tuple[Path, int, int, bool], tuple[bytes, ...]] = {}

    def files(self, suffixes: tuple[str, ...] = (".py",)) -> Iterator[Path]:
        """Every file of the package ending in one of ``suffixes``, in a fixed order."""
        for folder, dirs, names in os.walk(self.root / PACKAGE):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
            for name in sorted(names):
                if name.endswith(suffixes):
                    yield Path(folder) / name

    def parsed(self, file: Path) -> ast.Module | None:
        """The file's syntax tree; None for a file too large, unreadable or not Python 3."""
        if file not in self._trees:
            try:
                source = file.read_bytes() if file.stat().st_size <= MAX_FILE_BYTES else None
                self._trees[file] = ast.parse(source, str(file)) if source is not None else None
            except (OSError, SyntaxError, ValueError):
                self._trees[file] = None
        return self._trees[file]

    @cached_property
    def registrations(self) -> dict[str, tuple[Registration, ...]]:
        """Each registered patch id and its registrations (an id registered twice, for two backends, has two)."""
        found: dict[str, list[Registration]] = {}
        for file in self.files():
            try:
                if b"register_patch" not in file.read_bytes():
                    continue
            except OSError:
                continue
            tree = self.parsed(file)
            constants = _string_constants(tree) if tree is not None else {}
            functions = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)} if tree is not None else {}
            for node in ast.walk(tree) if tree is not None else ():
                registration = _registration(node, file, constants, functions)
                if registration is not None:
                    found.setdefault(registration.id, []).append(registration)
        return {key: tuple(value) for key, value in found.items()}

    def module_file(self, module: str) -> Path | None:
        """The file of a dotted ``primus`` module (``pkg/mod.py`` or ``pkg/mod/__init__.py``), if the checkout has it."""
        parts = module.split(".")
        if parts[0] != PACKAGE:
            return None
        base = self.root.joinpath(*parts)
        for file in (base.with_suffix(".py"), base / "__init__.py"):
            if file.is_file():
                return file
        return None

    def module_of(self, file: Path) -> str:
        """The dotted module a file of the checkout is."""
        parts = list(file.relative_to(self.root).with_suffix("").parts)
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    def closure(self, file: Path, depth: int) -> tuple[Path, ...]:
        """``file`` and every file of the checkout it imports, at module level or in a function: directly, or through
        others up to ``depth`` imports away. Importing a package runs its ``__init__``, and with it the package's own
        modules that ``__init__`` imports (its re-exports): those count as the same import."""
        seen: dict[Path, None] = {file: None}
        layer = [file]
        for _ in range(depth):
            following: list[Path] = []
            for current in layer:
                for candidate in self._imported_files(current):
                    for reached in (candidate, *self._package_exports(candidate)):
                        if reached not in seen:
                            seen[reached] = None
                            following.append(reached)
            layer = following
        return tuple(seen)

    def _imported_files(self, file: Path) -> Iterator[Path]:
        tree = self.parsed(file)
        for module in _imported_modules(tree, self.module_of(file), file.name == "__init__.py") if tree else ():
            yield from self._files_of_import(module)

    def _package_exports(self, file: Path) -> list[Path]:
        """The modules of a package its ``__init__`` imports, theirs in turn where they are packages; [] for a module."""
        if file.name != "__init__.py":
            return []
        package = self.module_of(file)
        found: list[Path] = []
        for candidate in self._imported_files(file):
            if candidate != file and self.module_of(candidate).startswith(package + ".") and candidate not in found:
                found += [candidate, *(f for f in self._package_exports(candidate) if f not in found)]
        return found

    def _files_of_import(self, dotted: str) -> Iterator[Path]:
        """The files ``import a.b.c`` or ``from a.b import c`` runs: each package on the way, and the module itself."""
        parts = dotted.split(".")
        for end in range(1, len(parts) + 1):
            file = self.module_file(".".join(parts[:end]))
            if file is not None:
                yield file

    @cached_property
    def _texts(self) -> tuple[bytes, ...]:
        """The bytes of every Python and YAML file of the package (configs name the flags a patch reads)."""
        texts = []
        for file in self.files((".py", ".yaml", ".yml")):
            try:
                texts.append(file.read_bytes())
            except OSError:
                continue
        return tuple(texts)

    def mentions(self, word: str) -> bool:
        """Whether any Python or YAML file of the package holds ``word`` as a whole word (``use_x`` is not in ``use_x_v2``)."""
        pattern = _whole_word(word)
        return any(pattern.search(text) for text in self._texts)

    def patch_mentions(self, registration: Registration, word: str, depth: int, *, code_only: bool = False) -> bool:
        """Whether the code of one registered patch holds ``word`` as a whole word: its own file, and the files that
        file imports up to ``depth`` away.

        A file that registers several patches holds each one's code in its handler (the function ``register_patch``
        decorates): of that file, only the handler and the top-level definitions it uses, directly or through one
        another, count as this patch's. ``code_only`` leaves docstrings and comments out: a module's docstring may
        name what another patch calls.
        """
        key = (registration.file, registration.line, depth, code_only)
        if key not in self._patch_texts:
            others = [self._code(f) if code_only else self._bytes(f) for f in self.closure(registration.file, depth) if f != registration.file]
            tree = self.parsed(registration.file)
            source = self._code(registration.file) if code_only else self._bytes(registration.file)
            ids = {r.id for regs in self.registrations.values() for r in regs if r.file == registration.file}
            own = [source] if tree is None or len(ids) <= 1 else _handler_code(tree, self._bytes(registration.file), registration.line)
            if code_only and tree is not None and len(ids) > 1:
                own = [_without_docstrings(ast.parse(text)) for text in own if text.strip()]
            self._patch_texts[key] = (*own, *others)
        pattern = _whole_word(word)
        return any(pattern.search(text) for text in self._patch_texts[key])

    def _code(self, file: Path) -> bytes:
        """``file``'s statements without docstrings or comments; its bytes when it does not parse."""
        tree = self.parsed(file)
        return self._bytes(file) if tree is None else _without_docstrings(tree)

    def bound_as_value(self, registration: Registration, path: str) -> tuple[int, str] | None:
        """The line where the patch's own code binds the object ``path`` to a public attribute of a module or class
        (``optimizer_module.Adam = torch.optim.AdamW``), and that attribute as written: then ``path`` is the new object,
        not a site; None when it does not, or when the code also assigns ``path`` itself.

        ``orig = a.b.f`` and ``self._orig = a.b.f`` keep the original (a variable, a private or instance attribute);
        they do not make ``a.b.f`` the new object.
        """
        tree = self.parsed(registration.file)
        if tree is None:
            return None
        ids = {r.id for regs in self.registrations.values() for r in regs if r.file == registration.file}
        nodes = (_handler_nodes(tree, registration.line) if len(ids) > 1 else None) or tree.body
        bound: tuple[int, str] | None = None
        rebound = False
        for node in (n for top in nodes for n in ast.walk(top)):
            if not isinstance(node, ast.Assign):
                continue
            targets = [_dotted(t) for t in node.targets]
            rebound = rebound or path in targets
            target = next((t for t in targets if _binds_a_module_name(t, path)), None)
            if _dotted(node.value) == path and target is not None:
                bound = bound or (node.lineno, target)
        return None if rebound else bound

    def commented_registration(self, patch_id: str) -> tuple[Path, int] | None:
        """Where a ``register_patch`` naming ``patch_id`` stands only in comments (a registration commented out): the
        file and the line of the id; None when no comment names it so."""
        quoted = re.compile(rb"^\s*#.*[\"']" + re.escape(patch_id.encode()) + rb"[\"']")
        for file in self.files():
            lines = self._bytes(file).splitlines()
            for number, line in enumerate(lines):
                if quoted.match(line) and any(b"register_patch" in before and before.lstrip().startswith(b"#") for before in lines[max(0, number - 3) : number + 1]):
                    return file, number + 1
        return None

    def _bytes(self, file: Path) -> bytes:
        try:
            return file.read_bytes()
        except OSError:
            return b""

    def strings(self, files: tuple[Path, ...], text: str) -> list[tuple[Path, int]]:
        """Where ``files`` hold the string literal ``text`` exactly (an environment variable read, or passed to a helper)."""
        found = []
        for file in files:
            tree = self.parsed(file)
            for node in ast.walk(tree) if tree is not None else ():
                if isinstance(node, ast.Constant) and node.value == text:
                    found.append((file, node.lineno))
        return found

    def defines(self, file: Path, name: str) -> bool:
        """Whether ``file`` defines or binds ``name`` anywhere: a def, a class, an assignment target or an import."""
        tree = self.parsed(file)
        if tree is None:
            return False
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == name:
                return True
            if isinstance(node, (ast.Import, ast.ImportFrom)) and any((a.asname or a.name.split(".")[0]) == name for a in node.names):
                return True
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id == name:
                return True
        return False


def _handler_code(tree: ast.Module, source: bytes, line: int) -> list[bytes]:
    """The source of the function a ``register_patch`` call on ``line`` decorates, and of the top-level definitions
    (functions, classes, assignments) it names, followed from one to the next."""
    nodes = _handler_nodes(tree, line)
    if nodes is None:
        return [source]
    text = source.decode("utf-8", errors="replace")
    return [(ast.get_source_segment(text, node) or "").encode("utf-8") for node in nodes]


def _handler_nodes(tree: ast.Module, line: int) -> list[ast.stmt] | None:
    """The top-level statements of ``_handler_code``; None when no function carries the ``register_patch`` on ``line``."""
    top: dict[str, ast.stmt] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            top[node.name] = node
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                if isinstance(target, ast.Name):
                    top[target.id] = node
    handler = next(
        (
            node for node in top.values()
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(d.lineno == line for d in node.decorator_list)
        ),
        None,
    )
    if handler is None:
        return None
    seen: dict[int, ast.stmt] = {}
    waiting = [handler]
    while waiting:
        node = waiting.pop()
        if id(node) in seen:
            continue
        seen[id(node)] = node
        waiting += [top[n.id] for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in top and id(top[n.id]) not in seen]
    return list(seen.values())


def _binds_a_module_name(target: str | None, path: str) -> bool:
    """Whether ``target`` (an assignment's target, as written) is a public attribute of a module or class other than
    ``path``: not a variable, not ``self.x`` or ``cls.x``, not ``m._orig``."""
    if target is None or target == path or "." not in target:
        return False
    owner, name = target.rsplit(".", 1)
    return not name.startswith("_") and owner.split(".", 1)[0] not in ("self", "cls") and "orig" not in name.lower()


def _without_docstrings(tree: ast.Module) -> bytes:
    """The code of ``tree`` as ``ast.unparse`` writes it (no comments), with every docstring left out."""
    bare = copy.deepcopy(tree)
    for node in ast.walk(bare):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            body[0] = ast.Pass()
    return ast.unparse(bare).encode("utf-8")


def _dotted(node: ast.expr) -> str | None:
    """``a.b.c`` as written, for a name or a chain of attributes on one."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(parts)]) if isinstance(node, ast.Name) else None


def _whole_word(word: str) -> re.Pattern[bytes]:
    return re.compile(rb"(?<![\w])" + re.escape(word.encode("utf-8")) + rb"(?![\w])")


def _string_constants(tree: ast.Module) -> dict[str, str]:
    """The module-level ``NAME = "text"`` assignments of a file (a patch id kept in ``_PATCH_KEY``)."""
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            found.update((t.id, node.value.value) for t in node.targets if isinstance(t, ast.Name))
    return found


def _registration(node: ast.AST, file: Path, constants: dict[str, str], functions: dict[str, ast.FunctionDef]) -> Registration | None:
    """The registration a ``register_patch("id", ...)`` call makes, if ``node`` is one with a literal id (or a
    module-level string constant's)."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    if name != "register_patch":
        return None
    # The id is the first argument, or ``patch_id=`` (MaxText's patches).
    first = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "patch_id"), None)
    patch_id = _literal(first, constants)
    if patch_id is None:
        return None
    phase = next((k.value for k in node.keywords if k.arg == "phase"), None)
    condition = next((k.value for k in node.keywords if k.arg == "condition"), None)
    spans = _condition_code(condition, functions) if condition is not None else []
    versions = next((k.value for k in node.keywords if k.arg == "backend_versions"), None)
    return Registration(
        patch_id,
        _literal(phase, constants),
        file,
        node.lineno,
        phase.lineno if phase is not None else node.lineno,
        tuple(dict.fromkeys(read for span in spans for read in _env_reads(span))),
        tuple((span.lineno, span.end_lineno or span.lineno) for span in spans),
        _string_list(versions, constants) if versions is not None else (),
    )


def _string_list(node: ast.expr, constants: dict[str, str]) -> tuple[str, ...] | None:
    """The strings of a literal list or tuple (each a literal or a module constant); None for anything else."""
    if not isinstance(node, (ast.List, ast.Tuple)):
        return None
    values = [_literal(item, constants) for item in node.elts]
    return None if None in values else tuple(v for v in values if v is not None)


def _condition_code(condition: ast.expr, functions: dict[str, ast.FunctionDef]) -> list[ast.AST]:
    """The code a ``condition=`` runs: the lambda or the file's function it names, and the file's functions either calls."""
    first: ast.AST | None = functions.get(condition.id) if isinstance(condition, ast.Name) else condition
    if first is None:
        return []
    called = [functions[n.func.id] for n in ast.walk(first) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in functions]
    return list({id(code): code for code in (first, *called)}.values())


def _env_reads(tree: ast.AST) -> list[tuple[str, int]]:
    """The environment variables ``tree`` reads, by name, with their lines."""
    found = []
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Call) and node.args and _is_text(node.args[0]):
            function = ast.unparse(node.func)
            if function.endswith(("environ.get", "getenv", "environ.setdefault")):
                name = node.args[0].value
        elif isinstance(node, ast.Subscript) and _is_text(node.slice) and ast.unparse(node.value).endswith("environ"):
            name = node.slice.value
        elif isinstance(node, ast.Compare) and _is_text(node.left) and any(ast.unparse(c).endswith("environ") for c in node.comparators):
            name = node.left.value
        if name:
            found.append((name, node.lineno))
    return found


def _is_text(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _literal(node: ast.expr | None, constants: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    return None


def _absolute(node: ast.ImportFrom, module: str, package: bool) -> str | None:
    """The absolute module a ``from`` import reads; relative ones resolved against the importing module."""
    if not node.level:
        return node.module
    parts = module.split(".")
    keep = len(parts) - node.level + (1 if package else 0)
    if keep <= 0:
        return None
    return ".".join([*parts[:keep], *([node.module] if node.module else [])])


def _imported_modules(tree: ast.Module, module: str, package: bool) -> Iterator[str]:
    """Every module (and ``module.name``, which may be a module) an import in ``tree`` names."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, module, package)
            if base:
                yield base
                yield from (f"{base}.{alias.name}" for alias in node.names)
