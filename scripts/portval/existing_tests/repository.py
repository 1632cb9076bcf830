"""Reading the user's repository: pytest's ``python_files`` from its configs, the test files and helpers under it,
their bytes (regular files only), and the cheap text check that decides which of them are worth parsing."""

from __future__ import annotations

import configparser
import fnmatch
import os
import re
import stat
import tomllib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..render.writer import MANIFEST
from .model import Selector, Target

# pytest's default python_files.
DEFAULT_TEST_PATTERNS = ("test_*.py", "*_test.py")
# Directory names never searched, besides hidden ones and any virtual environment (pyvenv.cfg).
SKIP_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "dist-packages", "build", "dist", "venv", "htmlcov"})
# A non-test file under one of these directories is a test helper.
HELPER_DIRS = frozenset({"tests", "test", "testing", "unit_tests", "functional_tests"})
MAX_FILE_BYTES = 2 << 20


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


@dataclass(frozen=True)
class Source:
    """A Python file to read: where it is, and the module name Python gives it."""

    path: Path
    rel: str
    module: str
    package: str | None  # None: the file is not in a package, so relative imports cannot be resolved
    base: str  # the directory pytest puts on sys.path for it (rootdir-relative), to tell same-named helpers apart
    is_test: bool


def walk_sources(root: Path, patterns: tuple[str, ...]) -> Iterator[Source]:
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
            yield Source(path, rel, module, package, base, is_test)


def _skipped_dir(path: Path) -> bool:
    name = path.name
    # A scaffold this bundle rendered (its manifest beside it) holds the generated tests, not the user's.
    generated = (path / MANIFEST).is_file()
    return name.startswith(".") or name in SKIP_DIRS or name.endswith(".egg-info") or path.is_symlink() or (path / "pyvenv.cfg").is_file() or generated


class CannotRead(Exception):
    """A file that cannot be read or parsed: the line (when known) and why."""

    def __init__(self, line: int | None, problem: str):
        super().__init__(problem)
        self.line = line
        self.problem = problem


def read_regular(path: Path) -> bytes | None:
    """The bytes of a regular file; None for anything else (a FIFO would block, a device never end)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as error:
        raise CannotRead(None, f"cannot be read ({error.strerror})") from None
    with os.fdopen(descriptor, "rb") as file:
        status = os.fstat(file.fileno())
        if not stat.S_ISREG(status.st_mode):
            return None
        if status.st_size > MAX_FILE_BYTES:
            raise CannotRead(None, f"larger than {MAX_FILE_BYTES} bytes; not a test file")
        try:
            return file.read(MAX_FILE_BYTES + 1)
        except OSError as error:
            raise CannotRead(None, f"cannot be read ({error.strerror})") from None


class Prefilter:
    """Whether a file's text can hold a reason beyond a parent import: it names a target or its module, or it
    names a selector's key and, anywhere, its value. The parser only sees the files that pass."""

    def __init__(self, targets: tuple[Target, ...], selectors: tuple[Selector, ...]):
        # wired_at's own module says nothing (megatron.core.transformer for transformer_block): only its name counts.
        modules = {t.module.rpartition(".")[2] for t in targets if t.module and t.role != "wired"}
        self.words = words_of({t.name for t in targets} | modules)
        self.settings = [
            (s.name.encode(), re.compile(rb"\bTrue\b" if s.value is True else rb"""['"]""" + re.escape(str(s.value).encode()) + rb"""['"]""", re.IGNORECASE))
            for s in selectors
        ]

    def passes(self, data: bytes) -> bool:
        """Whether the file's bytes may hold a reason, so it is worth parsing."""
        if self.words is not None and self.words.search(data):
            return True
        return any(name in data and value.search(data) for name, value in self.settings)


def words_of(words: Iterable[str]) -> re.Pattern[bytes] | None:
    """One regex matching any of ``words`` as a whole word; None for no words."""
    alternatives = sorted({w for w in words if w}, key=len, reverse=True)
    if not alternatives:
        return None
    return re.compile(rb"\b(?:" + b"|".join(re.escape(w.encode()) for w in alternatives) + rb")\b")
