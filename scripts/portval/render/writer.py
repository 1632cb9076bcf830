"""Write a rendered scaffold without ever losing what the user wrote.

Each file gets a status before anything is written:

- create: the file does not exist;
- identical: the file already has exactly this content;
- update: the file is as this tool last wrote it (its hash is in the
  manifest), so the new content replaces it;
- conflict: the file differs from what this tool wrote (the user edited it);
  it is kept unless ``force``;
- overwrite: a conflict replaced because of ``force``;
- skip: ``port_adapter.py`` was edited; it belongs to the user and is
  never replaced, ``force`` included (while it is exactly as written, it
  is an ``update`` like any generated file, so new answers reach its TODOs).

Writes go to a temporary file in the same directory and are renamed into
place, so an interrupted render leaves the old file or the new one, never
half of one. The manifest is part of the same commit: before the first
rename it already lists each file's old and new hash (``pending``), so a
render killed at any point (SIGKILL, Ctrl-C, a full disk) leaves files the
next render recognises as its own. That next render also removes the
temporary files a killed one left behind. One render writes a directory at
a time: the directory is locked while it is planned and written.

Only regular files are read or replaced: a FIFO, a device, a directory or a
symlink where a generated file belongs is refused before anything is
written (``port_adapter.py`` aside, which is never written and so never
looked into).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..common.errors import OutputError
from ..common.regular_files import NotReadable, existing_kind, read_regular_bytes, regular_file_digest

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; renders there are not guarded against each other.
    fcntl = None  # type: ignore[assignment]

MANIFEST = ".portval-manifest.json"
MAX_MANIFEST_BYTES = 1 << 20
# What tempfile.mkstemp(prefix=".NAME.", suffix=".tmp") creates: eight characters from its alphabet.
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp")


@dataclass(frozen=True)
class FileAction:
    name: str
    status: str  # create | identical | update | conflict | overwrite | skip
    reason: str

    @property
    def writes(self) -> bool:
        return self.status in ("create", "update", "overwrite")


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _os_error(path: Path, error: OSError, doing: str) -> OutputError:
    return OutputError(f"{path}: cannot {doing} ({error.strerror or error})")


def check_output_dir(out_dir: Path) -> Path:
    """The resolved output directory; refuses a path that is a file or cannot be looked at."""
    try:
        found = existing_kind(out_dir)
        if found is not None and not out_dir.is_dir():
            what = "a file" if found == "a regular file" else found
            raise OutputError(f"{out_dir}: output path is {what}, expected a directory (or a path that does not exist yet)")
        return out_dir.resolve()
    except OSError as error:
        raise _os_error(out_dir, error, "use it as the output directory") from None


def read_manifest(out_dir: Path) -> dict[str, frozenset[str]]:
    """Hashes this tool wrote or was about to write, by name ({} when there is no usable manifest).

    A file may have two: the one of the last complete render and, from a
    render that was stopped, the ``pending`` one it was writing.
    """
    try:
        data = json.loads(read_regular_bytes(out_dir / MANIFEST, MAX_MANIFEST_BYTES, follow_symlinks=False))
    except (OSError, NotReadable, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    hashes: dict[str, set[str]] = {}
    for key in ("files", "pending"):
        entries = data.get(key)
        if isinstance(entries, dict):
            for name, value in entries.items():
                values = value if isinstance(value, list) else [value]
                if isinstance(name, str) and all(isinstance(v, str) for v in values):
                    hashes.setdefault(name, set()).update(values)
    return {name: frozenset(values) for name, values in hashes.items()}


def _target(out_dir: Path, name: str) -> Path:
    """The path of a file to read or replace: absent, or a regular file; anything else is refused."""
    path = out_dir / name
    try:
        found = existing_kind(path)
    except OSError as error:
        raise _os_error(path, error, "look at it") from None
    if found == "a symlink":
        raise OutputError(f"{path}: is a symlink; refusing to write through it (it may lead outside {out_dir})")
    if found not in (None, "a regular file"):
        raise OutputError(f"{path}: found {found}, expected a regular file or nothing; move it away and render again")
    return path


def _current_digest(path: Path) -> str:
    try:
        return regular_file_digest(path)
    except NotReadable as error:
        raise OutputError(f"{error}, expected a regular file or nothing; move it away and render again") from None
    except OSError as error:
        raise _os_error(path, error, "read it") from None


def plan_writes(out_dir: Path, files: dict[str, str], *, force: bool, user_owned: frozenset[str]) -> list[FileAction]:
    """What writing ``files`` into ``out_dir`` would do to each one; changes nothing."""
    out_dir = check_output_dir(out_dir)
    if not out_dir.exists():
        return [FileAction(name, "create", "new file") for name in files]
    # The manifest is replaced at the end; a directory or a FIFO there would fail only after the files were written.
    _target(out_dir, MANIFEST)
    manifest = read_manifest(out_dir)
    actions = []
    for name, content in files.items():
        if name in user_owned:
            actions.append(_user_owned_action(out_dir / name, name, content, manifest.get(name, frozenset())))
            continue
        path = _target(out_dir, name)
        if not path.exists():
            actions.append(FileAction(name, "create", "new file"))
            continue
        current = _current_digest(path)
        if current == digest(content):
            actions.append(FileAction(name, "identical", "already up to date"))
        elif current in manifest.get(name, ()):
            actions.append(FileAction(name, "update", "unchanged since the last render"))
        elif force:
            actions.append(FileAction(name, "overwrite", "edited since the last render; replaced because of --force"))
        else:
            actions.append(FileAction(name, "conflict", "edited since the last render; kept (use --force to replace it)"))
    return actions


def _user_owned_action(path: Path, name: str, content: str, written: frozenset[str]) -> FileAction:
    """A file the user owns is created when absent, updated while it is exactly as this tool wrote it, and
    otherwise never touched (read only if a regular file)."""
    try:
        found = existing_kind(path)
    except OSError as error:
        raise _os_error(path, error, "look at it") from None
    if found is None:
        return FileAction(name, "create", "new file")
    if found == "a regular file":
        with contextlib.suppress(OSError, NotReadable):
            current = regular_file_digest(path)
            if current == digest(content):
                return FileAction(name, "identical", "already up to date")
            if current in written:
                return FileAction(name, "update", "yours, untouched since it was written: updated with the new facts")
    return FileAction(name, "skip", "yours, edited: kept; new or changed hooks are listed with their stubs")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _atomic_write(path: Path, content: str, mode: int) -> None:
    """Write ``content`` to a temporary file beside ``path``, then rename it into place with ``mode``."""
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        # mkstemp creates 0600; generated files get what the user's umask allows, like any file they create.
        os.fchmod(handle, mode)
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _write(path: Path, content: str, mode: int) -> None:
    try:
        _atomic_write(path, content, mode)
    except OSError as error:
        raise _os_error(path, error, "write") from None


def _manifest_text(facts_name: str, files: dict[str, str], pending: dict[str, list[str]], extra: dict[str, dict[str, str]]) -> str:
    record: dict[str, object] = {"generator": "port-validation-guide", "facts": facts_name, "files": dict(sorted(files.items()))}
    if pending:
        record["pending"] = dict(sorted(pending.items()))
    record.update(extra)
    return json.dumps(record, indent=2) + "\n"


def read_manifest_entry(out_dir: Path, key: str) -> dict[str, str]:
    """A mapping the manifest records beside the file hashes (``adapter_hooks``), {} when absent or unusable."""
    try:
        data = json.loads(read_regular_bytes(out_dir / MANIFEST, MAX_MANIFEST_BYTES, follow_symlinks=False))
    except (OSError, NotReadable, ValueError, RecursionError):
        return {}
    entry = data.get(key) if isinstance(data, dict) else None
    return {k: v for k, v in entry.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(entry, dict) else {}


def remove_stale_temporaries(out_dir: Path, names: set[str]) -> list[str]:
    """Remove the ``.NAME.xxxxxxxx.tmp`` files a killed render left for one of ``names``; returns what was removed."""
    removed = []
    try:
        entries = list(os.scandir(out_dir))
    except OSError as error:
        raise _os_error(out_dir, error, "list it") from None
    for entry in entries:
        match = _TEMPORARY.fullmatch(entry.name)
        if match and match["name"] in names and entry.is_file(follow_symlinks=False):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(entry.path)
            removed.append(entry.name)
    return removed


def apply_writes(out_dir: Path, files: dict[str, str], actions: list[FileAction], facts_name: str,
                 extra: dict[str, dict[str, str]] | None = None) -> None:
    """Write the files the actions allow, with the manifest of what this tool wrote (and ``extra`` entries, such as
    the adapter's hook stubs) as part of the same commit."""
    out_dir = check_output_dir(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _os_error(out_dir, error, "create the output directory") from None
    remove_stale_temporaries(out_dir, {*files, MANIFEST})
    mode = 0o666 & ~_umask()
    previous = read_manifest(out_dir)
    # Entries of a complete render; a stopped render's two-hash entries settle below or are dropped (the file is
    # then the user's: kept, and a conflict until --force).
    settled = {name: next(iter(hashes)) for name, hashes in previous.items() if len(hashes) == 1}
    written = {a.name: digest(files[a.name]) for a in actions if a.writes}
    if written:
        # Committed before the first rename: each file about to change is known by its old and its new hash.
        pending = {name: sorted(previous.get(name, frozenset()) | {new}) for name, new in written.items()}
        _write(out_dir / MANIFEST, _manifest_text(facts_name, settled, pending, extra or {}), mode)
    final = dict(settled)
    for action in actions:
        if action.writes:
            _write(_target(out_dir, action.name), files[action.name], mode)
        if action.writes or action.status == "identical":
            final[action.name] = digest(files[action.name])
    _write(out_dir / MANIFEST, _manifest_text(facts_name, final, {}, extra or {}), mode)


@contextlib.contextmanager
def output_lock(out_dir: Path) -> Iterator[None]:
    """Hold an exclusive lock on the output directory; another render holding it is an OutputError, not a wait."""
    if fcntl is None:
        yield
        return
    try:
        descriptor = os.open(out_dir, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        raise _os_error(out_dir, error, "open the output directory") from None
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise OutputError(f"{out_dir}: another render is writing this directory now; run again when it is done") from None
            raise _os_error(out_dir, error, "lock the output directory") from None
        yield
    finally:
        os.close(descriptor)


def write_scaffold(out_dir: Path, files: dict[str, str], *, force: bool, user_owned: frozenset[str], facts_name: str,
                   dry_run: bool, extra: dict[str, dict[str, str]] | None = None) -> list[FileAction]:
    """Plan the writes and, unless ``dry_run``, apply them with the output directory locked throughout."""
    if dry_run:
        return plan_writes(out_dir, files, force=force, user_owned=user_owned)
    out_dir = check_output_dir(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _os_error(out_dir, error, "create the output directory") from None
    with output_lock(out_dir):
        actions = plan_writes(out_dir, files, force=force, user_owned=user_owned)
        apply_writes(out_dir, files, actions, facts_name, extra)
    return actions
