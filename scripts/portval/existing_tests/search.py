"""Find the user's existing tests that touch the changed area, by reading their imports with ``ast``.

The targets are the facts' dotted paths (``upstream.symbols`` and
``upstream.aliases``, and ``framework.wired_at``, the module that calls the
replaced code), and the configuration values that select the feature
(``port.flags``, ``enable.flags``, ``enable.side_effects``, ``module.config_fields``: a string
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

import multiprocessing
import os
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from itertools import repeat
from pathlib import Path

from ..common.errors import UserError
from .analysis import Analysis, analyse_one, parent_imports
from .model import FoundTest, Search, Selector, Target, Unreadable
from .repository import CannotRead, Prefilter, Source, python_files, read_regular, walk_sources, words_of
from .scoring import fixture_touches, helper_touches, linked_names, rank, reasons_from


class RepoError(UserError):
    """The repository to search is missing or not a directory."""


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
    tests: dict[str, Analysis] = {}
    helpers: dict[str, Analysis] = {}
    unreadable: list[Unreadable] = []
    waiting: dict[str, tuple[Source, bytes]] = {}  # files that name nothing of interest (yet): maybe a helper's user
    scanned = 0

    def analyse(batch: list[tuple[Source, bytes]]) -> None:
        nonlocal scanned
        for source, result in zip((source for source, _ in batch), _analyse_all(batch, targets, selectors), strict=True):
            if isinstance(result, Unreadable):
                unreadable.append(result)
                scanned -= source.is_test  # counted when read; a file that cannot be parsed was not searched
            else:
                (tests if source.is_test else helpers)[source.rel] = result

    prefilter = Prefilter(targets, selectors)
    candidates = []
    for source in walk_sources(root_path, patterns):
        try:
            data = read_regular(source.path)
        except CannotRead as error:
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
    links = words_of(linked_names([*helpers.values(), *tests.values()]))
    linked = [waiting.pop(rel) for rel, (_, data) in list(waiting.items()) if links is not None and links.search(data)]
    analyse(linked)
    # A test may import a helper, or a base class from another test file.
    by_module: dict[str, list[Analysis]] = {}
    for helper in [*helpers.values(), *tests.values()]:
        # By its package name, and by its path from the root, which `python -m pytest` puts on sys.path.
        from_root = helper.source.rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        for name in dict.fromkeys((helper.source.module, from_root)):
            by_module.setdefault(name, []).append(helper)
    found = []
    for analysis in tests.values():
        touches = analysis.touches + helper_touches(analysis, by_module) + fixture_touches(analysis, helpers)
        reasons = reasons_from(touches, analysis.name_lines)
        if reasons:
            found.append(FoundTest(analysis.source.rel, reasons))
    for source, data in waiting.values():
        if source.is_test and (reasons := reasons_from(parent_imports(data, targets), {})):
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


# Parsing is most of the time: past this many files, they are shared among the machine's cores.
PARALLEL_FROM = 48


def _analyse_all(batch: list[tuple[Source, bytes]], targets: tuple[Target, ...], selectors: tuple[Selector, ...]) -> list[Analysis | Unreadable]:
    """Each file analysed, or why it cannot be; in worker processes when the batch is large and fork is available."""
    workers = min(os.cpu_count() or 1, 8)
    if len(batch) >= PARALLEL_FROM and workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
                return list(pool.map(analyse_one, batch, repeat(targets), repeat(selectors), chunksize=max(1, len(batch) // (4 * workers))))
        except (OSError, BrokenProcessPool):
            pass  # no processes to be had (a sandbox, a limit): the same work in this one
    return [analyse_one(item, targets, selectors) for item in batch]
