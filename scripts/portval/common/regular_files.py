"""Read only regular files, and only as much as asked: a FIFO, a device or a directory never blocks a script.

``open()`` on a FIFO waits for a writer, and reading ``/dev/zero`` never
ends; a path that merely looks like a file may be either. Every file the
scripts read from a path the user controls (the facts, the tables, the
manifest and files in the output directory) is opened here without
blocking, checked to be a regular file on the open descriptor (so a swap
between the check and the read changes nothing), and read up to a bound.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

_CHUNK = 1 << 20


class NotReadable(Exception):
    """The path exists but is no regular file of acceptable size; ``found`` says what it is, in words.

    ``kind`` is set when it is no regular file, ``size`` (in bytes) when it is one over the limit.
    """

    def __init__(self, path: Path, found: str, *, kind: str | None = None, size: int | None = None):
        super().__init__(f"{path}: found {found}")
        self.path = path
        self.found = found
        self.kind = kind
        self.size = size


def kind(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words for an error message."""
    for test, words in (
        (stat.S_ISREG, "a regular file"),
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISLNK, "a symlink"),
        (stat.S_ISFIFO, "a FIFO (named pipe)"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return words
    return "a special file"


def existing_kind(path: Path) -> str | None:
    """What is at ``path`` itself (a symlink is not followed), or None when nothing is; OSError if it cannot be told."""
    try:
        return kind(os.lstat(path).st_mode)
    except FileNotFoundError:
        return None


def _open_regular(path: Path, follow_symlinks: bool) -> tuple[int, os.stat_result]:
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    if not follow_symlinks:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    descriptor = os.open(path, flags)
    info = os.fstat(descriptor)
    if not stat.S_ISREG(info.st_mode):
        os.close(descriptor)
        raise NotReadable(path, kind(info.st_mode), kind=kind(info.st_mode))
    return descriptor, info


def read_regular_bytes(path: str | os.PathLike[str], limit: int, *, follow_symlinks: bool = True) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Raises NotReadable for anything else (a FIFO, a device, a directory, a
    file over the limit) and OSError when the system refuses (permission,
    a name too long).
    """
    path = Path(path)
    descriptor, info = _open_regular(path, follow_symlinks)
    try:
        if info.st_size > limit:
            raise NotReadable(path, f"{info.st_size} bytes (at most {limit} are read)", size=info.st_size)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(descriptor, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise NotReadable(path, f"more than {limit} bytes", size=size)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def regular_file_digest(path: str | os.PathLike[str]) -> str:
    """The SHA-256 of a regular file's bytes, read in chunks (any size, little memory); a symlink is not followed."""
    descriptor, _ = _open_regular(Path(path), follow_symlinks=False)
    digest = hashlib.sha256()
    try:
        while chunk := os.read(descriptor, _CHUNK):
            digest.update(chunk)
    finally:
        os.close(descriptor)
    return digest.hexdigest()
