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
half of one.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .errors import OutputError

MANIFEST = ".portval-manifest.json"


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


def check_output_dir(out_dir: Path) -> Path:
    """The resolved output directory; refuses a path that is a file."""
    if out_dir.exists() and not out_dir.is_dir():
        raise OutputError(f"{out_dir}: output path is a file, expected a directory (or a path that does not exist yet)")
    return out_dir.resolve()


def read_manifest(out_dir: Path) -> dict[str, str]:
    """Hashes of the files this tool last wrote, by name ({} when there is no usable manifest)."""
    try:
        data = json.loads((out_dir / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    return {k: v for k, v in files.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(files, dict) else {}


def _target(out_dir: Path, name: str) -> Path:
    path = out_dir / name
    if path.is_symlink() or (path.exists() and out_dir not in path.resolve().parents):
        raise OutputError(f"{path}: is a symlink or leads outside {out_dir}; refusing to write through it")
    return path


def plan_writes(out_dir: Path, files: dict[str, str], *, force: bool, user_owned: frozenset[str]) -> list[FileAction]:
    """What writing ``files`` into ``out_dir`` would do to each one; changes nothing."""
    out_dir = check_output_dir(out_dir)
    manifest = read_manifest(out_dir) if out_dir.exists() else {}
    actions = []
    for name, content in files.items():
        path = _target(out_dir, name)
        if not path.exists():
            actions.append(FileAction(name, "create", "new file"))
            continue
        current = path.read_text(encoding="utf-8", errors="replace")
        if current == content:
            actions.append(FileAction(name, "identical", "already up to date"))
        elif name in user_owned and manifest.get(name) == digest(current):
            actions.append(FileAction(name, "update", "yours, untouched since it was written: updated with the new facts"))
        elif name in user_owned:
            actions.append(FileAction(name, "skip", "yours, edited: kept; new or changed hooks are listed with their stubs"))
        elif manifest.get(name) == digest(current):
            actions.append(FileAction(name, "update", "unchanged since the last render"))
        elif force:
            actions.append(FileAction(name, "overwrite", "edited since the last render; replaced because of --force"))
        else:
            actions.append(FileAction(name, "conflict", "edited since the last render; kept (use --force to replace it)"))
    return actions


def _atomic_write(path: Path, content: str) -> None:
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def read_manifest_entry(out_dir: Path, key: str) -> dict[str, str]:
    """A mapping the manifest records beside the file hashes (``adapter_hooks``), {} when absent."""
    try:
        data = json.loads((out_dir / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    entry = data.get(key) if isinstance(data, dict) else None
    return {k: v for k, v in entry.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(entry, dict) else {}


def apply_writes(out_dir: Path, files: dict[str, str], actions: list[FileAction], facts_name: str, extra: dict[str, dict[str, str]] | None = None) -> None:
    """Write the files the actions allow, then the manifest of what this tool wrote (with ``extra`` entries)."""
    out_dir = check_output_dir(out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(f"{out_dir}: cannot create the output directory ({error.strerror})") from None
    manifest = read_manifest(out_dir)
    for action in actions:
        if action.writes:
            try:
                _atomic_write(_target(out_dir, action.name), files[action.name])
            except OSError as error:
                raise OutputError(f"{out_dir / action.name}: cannot write ({error.strerror})") from None
        if action.writes or action.status == "identical":
            manifest[action.name] = digest(files[action.name])
    record = {"generator": "port-validation-guide", "facts": facts_name, "files": dict(sorted(manifest.items())), **(extra or {})}
    _atomic_write(out_dir / MANIFEST, json.dumps(record, indent=2) + "\n")
