"""Find the user's existing tests that touch the changed area, by reading their imports with ``ast``.

The targets are the facts' dotted paths (``upstream.symbols`` and
``upstream.aliases``, and ``framework.wired_at``, the module that calls the
replaced code), and the configuration values that select the feature
(``enable.flags``, ``enable.side_effects``, ``module.config_fields``: a string
or ``true``, such as ``moe_token_dispatcher_type: flex``). Test files pytest
would collect under the repository root are parsed, never imported or run, and
each reference to a target becomes a reason with its line. Tests rank by the
evidence that they run the replaced code: the weight of the strongest reason
(``WEIGHTS``), then of the other kinds of reason, then how many lines give it;
the path breaks only a tie in all of these.

Speed: a file that names no target, no configuration key and no helper that
reaches a target cannot hold a reason beyond a parent-package import, so it is
not parsed: its imports are read from its text (Megatron-LM's 437 test files
in well under a second for the MoE dispatcher). Only regular files are read,
so a FIFO named like a test cannot block the search.

Test helpers are followed one step: a test that imports a function or class
of a helper module under a tests directory or of another test file, or asks
for a conftest fixture, whose body uses a target symbol gets a ``helper``
reason (``helper_module`` when the body uses only a target's module, as
Megatron's ``MoEModelTestContainer`` builds ``MoELayer``). Library modules
are not followed: nearly every test of a framework reaches every module of it
somewhere, which would make every test a match.
"""

from __future__ import annotations

import ast
import configparser
import fnmatch
import multiprocessing
import os
import re
import stat
import tomllib
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import repeat
from pathlib import Path

from ..common.errors import UserError

# The weight of each kind of reason; a test's score is the weight of its strongest reason.
WEIGHTS = {
    "symbol": 100,
    "config": 85,
    "config_choice": 70,
    "wired": 60,
    "helper": 50,
    "string": 40,
    "helper_module": 30,
    "module": 25,
    "named": 20,
    "submodule": 15,
    "parent": 10,
}
KIND_MEANINGS = {
    "symbol": "imports a target, or uses it through its module (from M import S; import M as m, then m.S)",
    "wired": "builds or imports what framework.wired_at names, the code that calls the replaced symbol (TENorm, MoELayer)",
    "config": "sets a configuration value that selects the feature (moe_token_dispatcher_type='flex', normalization='RMSNorm')",
    "config_choice": "sets that configuration key to a choice that can be the selecting value ('alltoall' if c else 'flex', a parametrized variable)",
    "module": "imports another name from the module that defines or binds a target, not the target: weak evidence",
    "submodule": "imports a submodule beside a target in its package (transformer_engine.pytorch.ep for RMSNorm): weak evidence",
    "helper": "uses a test helper function or a conftest fixture whose body uses a target",
    "string": 'names a target in a string: mock.patch("M.S"), monkeypatch.setattr("M.S", ...), patch.object(m, "S")',
    "helper_module": "uses a test helper function or a conftest fixture whose body uses a target's module (such as MoELayer)",
    "named": "imports only a parent package, and the target's name appears in the file",
    "parent": "imports only a parent package of a target's module",
}
# Kinds that say a test is near the replaced code, not that it runs it.
WEAK_KINDS = frozenset({"module", "named", "submodule", "parent"})
# Parent-package imports alone say little: every test of the framework has one.
DEFAULT_MIN_SCORE = WEIGHTS["named"]
# pytest's default python_files.
DEFAULT_TEST_PATTERNS = ("test_*.py", "*_test.py")
# Directory names never searched, besides hidden ones and any virtual environment (pyvenv.cfg).
SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "dist-packages", "build", "dist", "venv", "htmlcov"})
# A non-test file under one of these directories is a test helper.
HELPER_DIRS = frozenset({"tests", "test", "testing", "unit_tests", "functional_tests"})
MAX_FILE_BYTES = 2 << 20
_USE_ORDER = {"parent": 1, "submodule": 2, "module": 2, "wired": 3, "symbol": 3}


class RepoError(UserError):
    """The repository to search is missing or not a directory."""


@dataclass(frozen=True)
class Target:
    """A dotted path the port replaces: an upstream symbol or an alias binding it elsewhere."""

    path: str
    role: str  # "symbol", "alias", or "wired" (framework.wired_at: what calls the symbol)

    @cached_property
    def module(self) -> str:
        return self.path.rpartition(".")[0]

    @cached_property
    def name(self) -> str:
        return self.path.rpartition(".")[2]


@dataclass(frozen=True)
class Reason:
    """Why a test was picked: one kind of reference, first on ``line``, repeated on ``also``."""

    line: int
    kind: str
    text: str
    also: tuple[int, ...] = ()

    @property
    def weight(self) -> int:
        return WEIGHTS[self.kind]


@dataclass(frozen=True)
class FoundTest:
    """A test file that references a target, with every reason, path relative to the repository."""

    path: str
    reasons: tuple[Reason, ...]

    @property
    def score(self) -> int:
        return max(reason.weight for reason in self.reasons)

    @property
    def evidence(self) -> tuple[int, int, int]:
        """What ranks a test: its score, the summed weights of its other strong kinds of reason, and the lines giving
        strong reasons. Weak kinds (another name from the module, a submodule, a parent package) add nothing: a
        sibling import beside a reason says no more about running the replaced code."""
        # A config value set literally and as a choice is one kind of evidence, counted once at its stronger weight.
        families: dict[str, int] = {}
        for reason in self.reasons:
            family = "config" if reason.kind == "config_choice" else reason.kind
            families[family] = max(families.get(family, 0), reason.weight)
        kinds = sorted(families.values(), reverse=True)
        strong = [reason for reason in self.reasons if reason.kind not in WEAK_KINDS] or list(self.reasons)
        lines = sum(1 + len(reason.also) for reason in strong)
        return kinds[0], sum(weight for weight in kinds[1:] if weight > WEIGHTS["module"]), lines


@dataclass(frozen=True)
class Unreadable:
    """A file that could not be parsed; it is reported and skipped."""

    path: str
    line: int | None
    problem: str


@dataclass(frozen=True)
class Search:
    """Every test with at least one reason, ranked, and what could not be read."""

    root: Path
    targets: tuple[Target, ...]
    tests: tuple[FoundTest, ...]
    unreadable: tuple[Unreadable, ...]
    scanned: int
    test_patterns: tuple[str, ...]
    patterns_from: str

    def selected(self, min_score: int = DEFAULT_MIN_SCORE, limit: int | None = None) -> tuple[FoundTest, ...]:
        """The tests scoring at least ``min_score``, best first, at most ``limit`` of them."""
        kept = tuple(test for test in self.tests if test.score >= min_score)
        return kept if limit is None else kept[:limit]


def targets_from(symbols: Iterable[str], aliases: Iterable[str], wired_at: str | None = None) -> tuple[Target, ...]:
    """The targets of a port; an alias that repeats a symbol is counted once, as the symbol.

    ``wired_at`` (framework.wired_at), when given and not a symbol or alias, is a target of its own: a test that
    builds it runs the replaced code through it.
    """
    targets = [Target(path, "symbol") for path in dict.fromkeys(symbols)]
    seen = {t.path for t in targets}
    targets += [Target(path, "alias") for path in dict.fromkeys(aliases) if path not in seen]
    if wired_at and "." in wired_at and wired_at not in {t.path for t in targets}:
        targets.append(Target(wired_at, "wired"))
    return tuple(targets)


@dataclass(frozen=True)
class Selector:
    """A configuration value that selects the feature: a test that sets ``name`` to ``value`` runs the replaced code."""

    name: str
    value: str | bool


def selectors_from(*settings: dict[str, object]) -> tuple[Selector, ...]:
    """Selectors from the facts' flags, side effects and config fields: string values, and ``true``.

    Numbers (hidden_size: 1024) and ``false`` are set by every test alike and select nothing.
    """
    found: dict[str, Selector] = {}
    for mapping in settings:
        for key, value in mapping.items():
            name = str(key).rpartition(".")[2]
            if (isinstance(value, str) and value.strip()) or value is True:
                found.setdefault(name, Selector(name, value.strip() if isinstance(value, str) else True))
    return tuple(found.values())


def _selects(selector: Selector, node: ast.expr) -> bool:
    """Whether ``node`` is a literal equal to the selector's value (strings compared without case)."""
    if not isinstance(node, ast.Constant):
        return False
    if selector.value is True:
        return node.value is True
    return isinstance(node.value, str) and node.value.strip().lower() == str(selector.value).lower()


def find_tests(root: str | os.PathLike[str], targets: Iterable[Target], selectors: Iterable[Selector] = ()) -> Search:
    """Search the repository at ``root`` for test files that reference ``targets`` or set ``selectors``; ranked by evidence."""
    root_path = Path(root)
    if not root_path.exists():
        raise RepoError(f"{root}: found no such directory, expected the root of your repository (--repo)")
    if not root_path.is_dir():
        raise RepoError(f"{root}: found a file, expected the root of your repository (--repo)")
    root_path = root_path.resolve()
    targets = tuple(targets)
    selectors = tuple(selectors)
    patterns, patterns_from = python_files(root_path)
    tests: dict[str, _Analysis] = {}
    helpers: dict[str, _Analysis] = {}
    unreadable: list[Unreadable] = []
    waiting: dict[str, tuple[_Source, bytes]] = {}  # files that name nothing of interest (yet): maybe a helper's user
    scanned = 0

    def analyse(batch: list[tuple[_Source, bytes]]) -> None:
        nonlocal scanned
        for source, result in zip((source for source, _ in batch), _analyse_all(batch, targets, selectors), strict=True):
            if isinstance(result, Unreadable):
                unreadable.append(result)
                scanned -= source.is_test  # counted when read; a file that cannot be parsed was not searched
            else:
                (tests if source.is_test else helpers)[source.rel] = result

    prefilter = _Prefilter(targets, selectors)
    candidates = []
    for source in _python_files(root_path, patterns):
        try:
            data = _read_regular(source.path)
        except _CannotRead as error:
            unreadable.append(Unreadable(source.rel, error.line, error.problem))
            continue
        if data is None:  # a FIFO or a device named like a test: never opened for reading
            continue
        scanned += source.is_test
        if prefilter.passes(data):
            candidates.append((source, data))
        else:
            waiting[source.rel] = (source, data)
    analyse(candidates)
    # One step through helpers: a file naming a helper definition or a conftest fixture that reaches a target.
    links = _words_of(_linked_names([*helpers.values(), *tests.values()]))
    linked = [waiting.pop(rel) for rel, (_, data) in list(waiting.items()) if links is not None and links.search(data)]
    analyse(linked)
    # A test may import a helper, or a base class from another test file.
    by_module: dict[str, list[_Analysis]] = {}
    for helper in [*helpers.values(), *tests.values()]:
        # By its package name, and by its path from the root, which `python -m pytest` puts on sys.path.
        from_root = helper.source.rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        for name in dict.fromkeys((helper.source.module, from_root)):
            by_module.setdefault(name, []).append(helper)
    found = []
    for analysis in tests.values():
        touches = analysis.touches + _helper_touches(analysis, by_module) + _fixture_touches(analysis, helpers)
        reasons = _reasons(touches, analysis.name_lines)
        if reasons:
            found.append(FoundTest(analysis.source.rel, reasons))
    for source, data in waiting.values():
        if source.is_test and (reasons := _reasons(_parent_imports(data, targets), {})):
            found.append(FoundTest(source.rel, reasons))
    return Search(
        root=root_path,
        targets=targets,
        tests=rank(found),
        unreadable=tuple(sorted(unreadable, key=lambda u: u.path)),
        scanned=scanned,
        test_patterns=patterns,
        patterns_from=patterns_from,
    )


def rank(tests: Iterable[FoundTest]) -> tuple[FoundTest, ...]:
    """Most evidence first (``FoundTest.evidence``); the path breaks only a full tie, so every run ranks alike."""
    return tuple(sorted(tests, key=lambda t: (*(-part for part in t.evidence), t.path)))


class _Prefilter:
    """Whether a file's text can hold a reason beyond a parent import: it names a target or its module, or it
    names a selector's key and, anywhere, its value. The parser only sees the files that pass."""

    def __init__(self, targets: tuple[Target, ...], selectors: tuple[Selector, ...]):
        # wired_at's own module says nothing (megatron.core.transformer for transformer_block): only its name counts.
        modules = {t.module.rpartition(".")[2] for t in targets if t.module and t.role != "wired"}
        self.words = _words_of({t.name for t in targets} | modules)
        self.settings = [
            (s.name.encode(), re.compile(rb"\bTrue\b" if s.value is True else rb"""['"]""" + re.escape(str(s.value).encode()) + rb"""['"]""", re.IGNORECASE))
            for s in selectors
        ]

    def passes(self, data: bytes) -> bool:
        if self.words is not None and self.words.search(data):
            return True
        return any(name in data and value.search(data) for name, value in self.settings)


def _words_of(words: Iterable[str]) -> re.Pattern[bytes] | None:
    """One regex matching any of ``words`` as a whole word; None for no words."""
    alternatives = sorted({w for w in words if w}, key=len, reverse=True)
    if not alternatives:
        return None
    return re.compile(rb"\b(?:" + b"|".join(re.escape(w.encode()) for w in alternatives) + rb")\b")


def _linked_names(analyses: Iterable[_Analysis]) -> set[str]:
    """Top-level definitions and conftest fixtures whose bodies use a target: a test naming one reaches it."""
    names = set()
    for analysis in analyses:
        for name, lines in analysis.definitions.items():
            if analysis.use_within(lines) is not None:
                names.add(name)
        if analysis.source.rel.endswith("conftest.py"):
            names.update(name for name, lines in analysis.fixtures.items() if analysis.use_within(lines) is not None)
    return names


_IMPORT_LINE = re.compile(
    rb"^[ \t]*(?:from[ \t]+([A-Za-z_][\w.]*)[ \t]+import[ \t]+([\w, \t]+?(?:[ \t]+as[ \t]+\w+)?)?[ \t]*(?:[#(\\\r\n]|$)|import[ \t]+([A-Za-z_][\w.]*))",
    re.MULTILINE,
)


def _parent_imports(data: bytes, targets: tuple[Target, ...]) -> list[_Touch]:
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
            if target.role != "wired" and _classify(module, target) == "parent":
                touches.append(_Touch(line, "parent", target, _import_text("parent", target, verb, module)))
    return touches


def _read_regular(path: Path) -> bytes | None:
    """The bytes of a regular file; None for anything else (a FIFO would block, a device never end)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise _CannotRead(None, f"cannot be read ({error.strerror})") from None
    with os.fdopen(descriptor, "rb") as file:
        status = os.fstat(file.fileno())
        if not stat.S_ISREG(status.st_mode):
            return None
        if status.st_size > MAX_FILE_BYTES:
            raise _CannotRead(None, f"larger than {MAX_FILE_BYTES} bytes; not a test file")
        try:
            return file.read(MAX_FILE_BYTES + 1)
        except OSError as error:
            raise _CannotRead(None, f"cannot be read ({error.strerror})") from None


def python_files(root: Path) -> tuple[tuple[str, ...], str]:
    """pytest's ``python_files`` for the repository, and where it came from.

    The configuration files are read in pytest's order of precedence; a file
    that cannot be parsed is passed over, as if it had no pytest section.
    """
    for name, section in (
        (".pytest.ini", "pytest"),
        ("pytest.ini", "pytest"),
        ("pyproject.toml", None),
        ("tox.ini", "pytest"),
        ("setup.cfg", "tool:pytest"),
    ):
        config = root / name
        if not config.is_file():
            continue
        try:
            if section is None:
                options = tomllib.loads(config.read_text(encoding="utf-8")).get("tool", {}).get("pytest", {}).get("ini_options")
                value = options.get("python_files") if isinstance(options, dict) else None
                found = isinstance(options, dict)
            else:
                parser = configparser.ConfigParser(interpolation=None)
                parser.read_string(config.read_text(encoding="utf-8"))
                found = parser.has_section(section) or name.endswith("pytest.ini")
                value = parser.get(section, "python_files", fallback=None) if parser.has_section(section) else None
        except (OSError, UnicodeDecodeError, ValueError, configparser.Error, AttributeError):
            continue
        if not found:
            continue
        patterns = tuple(value.split()) if isinstance(value, str) else tuple(v for v in value or () if isinstance(v, str))
        return (
            (patterns, f"python_files in {name}")
            if patterns
            else (DEFAULT_TEST_PATTERNS, f"pytest's default ({name} sets no python_files)")
        )
    return DEFAULT_TEST_PATTERNS, "pytest's default"


# --- Walking the repository -------------------------------------------------------------------


@dataclass(frozen=True)
class _Source:
    """A Python file to read: where it is, and the module name Python gives it."""

    path: Path
    rel: str
    module: str
    package: str | None  # None: the file is not in a package, so relative imports cannot be resolved
    base: str  # the directory pytest puts on sys.path for it (rootdir-relative), to tell same-named helpers apart
    is_test: bool


def _python_files(root: Path, patterns: tuple[str, ...]) -> Iterator[_Source]:
    """Test files and test helpers under ``root``, in path order, skipping environments and build output."""
    packages: dict[str, str | None] = {}  # relative dir -> its package name, None when not a package
    bases: dict[str, str] = {}
    for directory, dirs, files in os.walk(root):
        here = Path(directory)
        rel_dir = here.relative_to(root).as_posix()
        dirs[:] = sorted(d for d in dirs if not _skipped_dir(here / d))
        parent_rel = Path(rel_dir).parent.as_posix() if rel_dir != "." else None
        parent_package = packages.get(parent_rel) if parent_rel is not None else None
        if "__init__.py" in files:
            package = f"{parent_package}.{here.name}" if parent_package else here.name
            base = bases[parent_rel] if parent_package and parent_rel is not None else (parent_rel or ".")
        else:
            package, base = None, rel_dir
        packages[rel_dir], bases[rel_dir] = package, base
        in_helper_dir = any(part in HELPER_DIRS for part in Path(rel_dir).parts)
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = here / name
            rel = path.relative_to(root).as_posix()
            is_test = any(fnmatch.fnmatch(rel if "/" in p else name, p) for p in patterns)
            if not (is_test or in_helper_dir or name == "conftest.py") or path.is_symlink():
                continue
            stem = name[:-3]
            if stem == "__init__":
                module = package or ""
            else:
                module = f"{package}.{stem}" if package else stem
            yield _Source(path, rel, module, package, base, is_test)


def _skipped_dir(path: Path) -> bool:
    name = path.name
    return name.startswith(".") or name in SKIP_DIRS or name.endswith(".egg-info") or path.is_symlink() or (path / "pyvenv.cfg").is_file()


# --- Reading one file ---------------------------------------------------------------------------


class _CannotRead(Exception):
    def __init__(self, line: int | None, problem: str):
        super().__init__(problem)
        self.line = line
        self.problem = problem


@dataclass(frozen=True)
class _Touch:
    """One reference to a target; ``shown`` touches become reasons, the others only feed helper links."""

    line: int
    kind: str
    target: Target
    text: str
    shown: bool = True
    what: str = ""  # the name or expression used, as a helper's reason quotes it


@dataclass
class _Analysis:
    source: _Source
    touches: list[_Touch] = field(default_factory=list)
    references: list[tuple[int, str, str]] = field(default_factory=list)  # line, resolved dotted path, how it reads
    definitions: dict[str, tuple[int, int]] = field(default_factory=dict)  # top-level name -> its statement's lines
    fixtures: dict[str, tuple[int, int]] = field(default_factory=dict)  # fixture name -> its function's lines
    fixture_uses: list[tuple[int, str, str]] = field(default_factory=list)  # line, function, fixture name it asks for
    name_lines: dict[str, int] = field(default_factory=dict)  # target name -> first line it appears on

    def use_within(self, lines: tuple[int, int]) -> _Touch | None:
        """The first use of a target symbol between these lines, else the first use of a target's module."""
        start, end = lines
        for kind in ("symbol", "wired", "module"):
            uses = [t for t in self.touches if t.kind == kind and start <= t.line <= end]
            if uses:
                return min(uses, key=lambda t: t.line)
        return None


# Parsing is most of the time: past this many files, they are shared among the machine's cores.
PARALLEL_FROM = 48


def _analyse_all(batch: list[tuple[_Source, bytes]], targets: tuple[Target, ...], selectors: tuple[Selector, ...]) -> list[_Analysis | Unreadable]:
    """Each file analysed, or why it cannot be; in worker processes when the batch is large and fork is available."""
    workers = min(os.cpu_count() or 1, 8)
    if len(batch) >= PARALLEL_FROM and workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
                return list(pool.map(_analyse_one, batch, repeat(targets), repeat(selectors), chunksize=max(1, len(batch) // (4 * workers))))
        except (OSError, BrokenProcessPool):
            pass  # no processes to be had (a sandbox, a limit): the same work in this one
    return [_analyse_one(item, targets, selectors) for item in batch]


def _analyse_one(item: tuple[_Source, bytes], targets: tuple[Target, ...], selectors: tuple[Selector, ...]) -> _Analysis | Unreadable:
    source, data = item
    try:
        return _analyse(source, data, targets, selectors)
    except _CannotRead as error:
        return Unreadable(source.rel, error.line, error.problem)


def _analyse(source: _Source, data: bytes, targets: tuple[Target, ...], selectors: tuple[Selector, ...] = ()) -> _Analysis:
    try:
        tree = ast.parse(data, filename=source.rel)
    except SyntaxError as error:
        raise _CannotRead(error.lineno, f"cannot be parsed ({error.msg})") from None
    except (ValueError, UnicodeDecodeError) as error:
        raise _CannotRead(None, f"cannot be parsed ({error})") from None
    except (RecursionError, MemoryError):
        raise _CannotRead(None, "nested too deeply to parse") from None
    analysis = _Analysis(source)
    try:
        _FileReader(analysis, targets, tree, selectors).read()
    except RecursionError:
        raise _CannotRead(None, "nested too deeply to read") from None
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
def _classify(path: str, target: Target) -> str | None:
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


def _holds(target: Target) -> str:
    return f"defines {target.name}" if target.role == "symbol" else f"binds the alias {target.name}"


def _submodule(kind: str | None, module: str, target: Target) -> str | None:
    """A module-kind import of a module below the target's module is a submodule: weaker, and said so."""
    if kind == "module" and module != target.module and module.startswith(target.module + "."):
        return "submodule"
    return kind


def _import_text(kind: str, target: Target, imported: str, module: str, sibling: bool = False) -> str:
    """How an import reads as a reason: what it imports and why that relates to the target.

    ``module`` is the module the statement imports (import M) or imports from (from M import x);
    ``sibling``: the names imported are other names from the target's module, not the module itself.
    """
    if kind == "module":
        besides = f"; another name than {target.name}" if sibling else ""
        if module == target.module:
            return f"{imported}, the module that {_holds(target)}{besides}"
        return f"{imported} ({target.module} {_holds(target)}){besides}"
    if kind == "submodule":
        return f"{imported}, a submodule of {target.module} (which {_holds(target)}); not {target.name} itself"
    if kind == "parent":
        shared = _shared_package(module, target.module)
        if shared == module:
            return f"{imported}, a parent package of {target.module}"
        return f"{imported}, outside {target.module} (only the package {shared} is shared)"
    if kind == "wired":
        return f"{imported}; {target.name} is where the port is wired in (framework.wired_at)"
    return imported


class _FileReader(ast.NodeVisitor):
    """Collects every reference to a target in one parsed file into an ``_Analysis``."""

    def __init__(self, analysis: _Analysis, targets: tuple[Target, ...], tree: ast.Module, selectors: tuple[Selector, ...] = ()):
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
                self.analysis.touches[index] = _Touch(touch.line, "module", touch.target, text, touch.shown, touch.what)

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
        self.analysis.touches.append(_Touch(line, kind, target, text, shown, what))

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
                kind = _submodule(_classify(alias.name, target), alias.name, target)
                if kind:
                    self._touch(node.lineno, kind, target, _import_text(kind, target, shown, alias.name), what=alias.name)

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
                kind = _submodule(_classify(path, target), module, target)
                if alias.name == "*" and kind == "module" and path == target.module:
                    kind, imported = "symbol", f"* (which binds {target.name})"
                if kind:
                    found.setdefault(target, {}).setdefault(kind, []).append((imported, module, path))
        for target, kinds in found.items():
            kind = max(kinds, key=lambda k: _USE_ORDER[k])
            names = ", ".join(imported for imported, _, _ in kinds[kind])
            sibling = all(path != target.module for _, _, path in kinds[kind])
            text = _import_text(kind, target, f"imports {names} from {source}", kinds[kind][0][1], sibling)
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
                kind = _submodule(_classify(path, target), path.rpartition(".")[0], target)
                # Shown only when the chain gets closer to the target than its base name's import already did.
                if kind in ("symbol", "wired", "module", "submodule"):
                    closer = _USE_ORDER[kind] > self._binding_order(node, target)
                    self._touch(node.lineno, kind, target, f"{verb} {text}", shown=closer, what=text)

    def _binding_order(self, node: ast.Attribute, target: Target) -> int:
        """How close to the target the chain's base name already is: its use says more only if it gets closer."""
        base: ast.expr = node
        while isinstance(base, ast.Attribute):
            base = base.value
        return max((_USE_ORDER.get(_classify(path, target) or "", 0) for path in self._resolve(base)), default=0)

    def visit_Name(self, node: ast.Name) -> None:
        self._seen_name(node.id, node.lineno)
        if isinstance(node.ctx, ast.Load):
            self.loaded.add(node.id)
        # Not reasons (the import already is one): these tell what a helper's body uses.
        for path in self.bindings.get(node.id, ()):
            for target in self.targets:
                kind = _classify(path, target)
                if kind in ("symbol", "wired", "module"):
                    self._touch(node.lineno, kind, target, f"uses {node.id}", shown=False, what=node.id)

    def visit_Call(self, node: ast.Call) -> None:
        name = ast.unparse(node.func)
        module = self._import_module_arg(node)
        if module is not None:
            self.handled.add(id(node.args[0]))
            for target in self.targets:
                kind = _classify(module, target)
                if kind:
                    self._touch(
                        node.lineno, kind, target, _import_text(kind, target, f'imports "{module}" with {name}()', module), what=module
                    )
        strings = [a for a in [*node.args, *(k.value for k in node.keywords)] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        for arg in strings:
            if id(arg) in self.handled:
                continue
            for target in self.targets:
                if _classify(arg.value, target) == "symbol":
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
            if _classify(node.value, target) == "symbol":
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


# --- Linking tests to helpers, and turning touches into reasons ----------------------------------


def _helper_touches(test: _Analysis, by_module: dict[str, list[_Analysis]]) -> list[_Touch]:
    """A test that imports or uses a helper-module name whose definition uses a target symbol."""
    touches = []
    for line, path, text in test.references:
        parts = path.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            helper = _pick_helper(by_module.get(".".join(parts[:cut]), []), test.source)
            if helper is None:
                continue
            lines = helper.definitions.get(parts[cut])
            use = helper.use_within(lines) if lines else None
            if use is not None:
                touches.append(_through_helper(line, f"{text}, which", use, f"{helper.source.rel}:{use.line}"))
            break
    return touches


def _pick_helper(candidates: list[_Analysis], test: _Source) -> _Analysis | None:
    """The helper module a test's import reaches: the one in the test's own import root when names repeat."""
    same_base = [c for c in candidates if c.source.base == test.base]
    if len(same_base) == 1:
        return same_base[0]
    return candidates[0] if len(candidates) == 1 else None


def _fixture_touches(test: _Analysis, helpers: dict[str, _Analysis]) -> list[_Touch]:
    """A test that asks for a conftest fixture (nearest conftest first) whose body uses a target symbol."""
    own = set(test.fixtures)
    available: dict[str, tuple[_Analysis, tuple[int, int]]] = {}
    directory = Path(test.source.rel).parent
    for folder in [directory, *directory.parents]:
        conftest = helpers.get((folder / "conftest.py").as_posix())
        for name, lines in conftest.fixtures.items() if conftest else ():
            available.setdefault(name, (conftest, lines))
    touches = []
    for line, function, name in test.fixture_uses:
        if name in own or name not in available:
            continue
        conftest, lines = available[name]
        use = conftest.use_within(lines)
        if use is not None:
            touches.append(
                _through_helper(line, f"{function} asks for the fixture {name} from {conftest.source.rel}, which", use, f"line {use.line}")
            )
    return touches


def _through_helper(line: int, lead: str, use: _Touch, where: str) -> _Touch:
    """A test's reason that points at the line of the helper or fixture that uses a target."""
    if use.kind in ("symbol", "wired"):
        return _Touch(line, "helper", use.target, f"{lead} uses {use.target.name} ({where})")
    text = f"{lead} uses {use.what} from {use.target.module}, the module that {_holds(use.target)} ({where})"
    return _Touch(line, "helper_module", use.target, text)


def _reasons(touches: list[_Touch], name_lines: dict[str, int]) -> tuple[Reason, ...]:
    """The shown touches as reasons, one per kind and text, with the lines it repeats on."""
    shown = [t for t in touches if t.shown]
    if shown and all(t.kind == "parent" for t in shown):
        # A parent import says something only when the target's name shows up as well.
        named = []
        for name in dict.fromkeys(t.target.name for t in shown):
            line = name_lines.get(name)
            if line is not None:
                parent = next(t for t in shown if t.target.name == name)
                text = f"the name {name} appears; the file imports only a parent package of {parent.target.module} (line {parent.line})"
                named.append(_Touch(line, "named", parent.target, text))
        # Else one parent reason per import line, for the first target it relates to.
        shown = named or list({t.line: t for t in reversed(shown)}.values())
    elif any(t.kind != "parent" for t in shown):
        # Every test of the framework imports a parent package; that is noise beside a real reason.
        shown = [t for t in shown if t.kind != "parent"]
    # One line, one reason: its strongest (an import of MoELayer is the wired-at module; that it also comes from
    # the module binding an alias adds nothing).
    strongest: dict[int, int] = {}
    for touch in shown:
        strongest[touch.line] = max(strongest.get(touch.line, 0), WEIGHTS[touch.kind])
    shown = [touch for touch in shown if WEIGHTS[touch.kind] == strongest[touch.line]]
    lines: dict[tuple[str, str], list[int]] = {}
    for touch in shown:
        lines.setdefault((touch.kind, touch.text), []).append(touch.line)
    reasons = []
    for (kind, text), where in lines.items():
        unique = sorted(set(where))
        reasons.append(Reason(unique[0], kind, text, tuple(unique[1:])))
    return tuple(sorted(reasons, key=lambda r: (r.line, -r.weight, r.text)))
