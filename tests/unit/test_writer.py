"""Writing a scaffold never loses the user's work, and an interrupted render leaves whole files."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from portval.common.errors import OutputError
from portval.render.writer import MANIFEST, apply_writes, digest, output_lock, plan_writes, write_scaffold

USER_OWNED = frozenset({"port_adapter.py"})


def write(out, files, force=False):
    actions = plan_writes(out, files, force=force, user_owned=USER_OWNED)
    apply_writes(out, files, actions, "facts.yaml")
    return {a.name: a.status for a in actions}


def test_first_render_creates_every_file_and_a_manifest(tmp_path):
    statuses = write(tmp_path / "out", {"a.py": "1\n", "port_adapter.py": "todo\n"})
    assert statuses == {"a.py": "create", "port_adapter.py": "create"}
    assert (tmp_path / "out" / MANIFEST).is_file()


def test_statuses_follow_what_the_user_did(tmp_path):
    out = tmp_path / "out"
    write(out, {"same.py": "1\n", "untouched.py": "1\n", "edited.py": "1\n", "port_adapter.py": "todo\n"})
    (out / "edited.py").write_text("mine\n", encoding="utf-8")
    (out / "port_adapter.py").write_text("wired\n", encoding="utf-8")
    statuses = write(out, {"same.py": "1\n", "untouched.py": "2\n", "edited.py": "2\n", "port_adapter.py": "todo v2\n"})
    assert statuses == {"same.py": "identical", "untouched.py": "update", "edited.py": "conflict", "port_adapter.py": "skip"}
    assert (out / "edited.py").read_text(encoding="utf-8") == "mine\n"
    assert (out / "untouched.py").read_text(encoding="utf-8") == "2\n"
    assert (out / "port_adapter.py").read_text(encoding="utf-8") == "wired\n"


def test_a_kept_conflict_stays_a_conflict_on_the_next_render(tmp_path):
    out = tmp_path / "out"
    write(out, {"edited.py": "1\n"})
    (out / "edited.py").write_text("mine\n", encoding="utf-8")
    write(out, {"edited.py": "2\n"})
    assert write(out, {"edited.py": "3\n"}) == {"edited.py": "conflict"}


def test_force_replaces_edits_but_never_the_adapter(tmp_path):
    out = tmp_path / "out"
    write(out, {"edited.py": "1\n", "port_adapter.py": "todo\n"})
    (out / "edited.py").write_text("mine\n", encoding="utf-8")
    (out / "port_adapter.py").write_text("wired\n", encoding="utf-8")
    assert write(out, {"edited.py": "2\n", "port_adapter.py": "todo v2\n"}, force=True) == {"edited.py": "overwrite", "port_adapter.py": "skip"}
    assert (out / "port_adapter.py").read_text(encoding="utf-8") == "wired\n"


def test_an_interrupted_render_leaves_old_or_new_files_and_no_temporaries(tmp_path, monkeypatch):
    out = tmp_path / "out"
    old = {f"f{i}.py": f"old {i}\n" for i in range(5)}
    write(out, old)
    new = {name: text.replace("old", "new") for name, text in old.items()}
    real_replace = os.replace
    calls = []

    def interrupted_replace(src, dst):
        calls.append(dst)
        if len(calls) == 3:
            raise KeyboardInterrupt
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", interrupted_replace)
    with pytest.raises(KeyboardInterrupt):
        write(out, new)
    monkeypatch.setattr(os, "replace", real_replace)
    for name, before in old.items():
        assert (out / name).read_text(encoding="utf-8") in (before, new[name])
    assert not [p for p in out.iterdir() if p.name.endswith(".tmp")]
    # The manifest still describes the old files, so the next render updates the rest cleanly.
    assert set(write(out, new).values()) <= {"identical", "update"}


def test_an_output_path_that_is_a_file_is_refused(tmp_path):
    target = tmp_path / "file"
    target.write_text("x", encoding="utf-8")
    with pytest.raises(OutputError, match="output path is a file"):
        plan_writes(target, {"a.py": "1\n"}, force=False, user_owned=USER_OWNED)


def test_a_symlink_leading_out_of_the_directory_is_refused(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "elsewhere.py").write_text("keep\n", encoding="utf-8")
    (out / "a.py").symlink_to(tmp_path / "elsewhere.py")
    with pytest.raises(OutputError, match="symlink"):
        plan_writes(out, {"a.py": "1\n"}, force=True, user_owned=USER_OWNED)
    assert (tmp_path / "elsewhere.py").read_text(encoding="utf-8") == "keep\n"


def test_a_corrupt_manifest_makes_edited_files_conflicts_not_updates(tmp_path):
    out = tmp_path / "out"
    write(out, {"a.py": "1\n"})
    (out / MANIFEST).write_text("{not json", encoding="utf-8")
    assert write(out, {"a.py": "2\n"}) == {"a.py": "conflict"}


def test_a_render_stopped_before_its_first_manifest_leaves_no_false_conflicts(tmp_path, monkeypatch):
    out = tmp_path / "out"
    first = {f"f{i}.py": f"first {i}\n" for i in range(5)}
    real_replace = os.replace
    renames = []

    def stopped_replace(src, dst):
        real_replace(src, dst)
        renames.append(dst)
        if len(renames) == 3:
            raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", stopped_replace)
    with pytest.raises(KeyboardInterrupt):
        write(out, first)
    monkeypatch.setattr(os, "replace", real_replace)
    assert 1 <= len([p for p in out.iterdir() if p.name.startswith("f")]) < 5, "the render stopped midway"
    second = {name: text.replace("first", "second") for name, text in first.items()}
    assert set(write(out, second).values()) <= {"create", "update"}


def test_the_manifest_lists_old_and_new_hashes_before_the_first_file_is_replaced(tmp_path, monkeypatch):
    out = tmp_path / "out"
    write(out, {"a.py": "1\n"})
    seen = []
    real_replace = os.replace

    def watching_replace(src, dst):
        if Path(dst).name == "a.py":
            seen.append(json.loads((out / MANIFEST).read_text(encoding="utf-8")))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", watching_replace)
    write(out, {"a.py": "2\n"})
    assert seen[0]["pending"]["a.py"] == sorted([digest("1\n"), digest("2\n")])
    final = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    assert final["files"] == {"a.py": digest("2\n")} and "pending" not in final


def test_stale_temporaries_of_generated_files_are_removed_and_others_kept(tmp_path):
    out = tmp_path / "out"
    write(out, {"a.py": "1\n"})
    (out / ".a.py.k3x_9zq1.tmp").write_text("half\n", encoding="utf-8")
    (out / f".{MANIFEST}.abcdefgh.tmp").write_text("half\n", encoding="utf-8")
    (out / ".notes.md.abcdefgh.tmp").write_text("the user's\n", encoding="utf-8")
    write(out, {"a.py": "2\n"})
    assert sorted(p.name for p in out.iterdir() if p.name.endswith(".tmp")) == [".notes.md.abcdefgh.tmp"]


@pytest.mark.parametrize("kind", ["fifo", "directory", "device-link"])
@pytest.mark.parametrize("name", ["conftest.py", MANIFEST])
def test_a_special_file_where_a_file_or_the_manifest_belongs_is_refused_before_writing(tmp_path, kind, name):
    out = tmp_path / "out"
    write(out, {"conftest.py": "1\n", "b.py": "1\n"})
    (out / name).unlink()
    {"fifo": os.mkfifo, "directory": os.mkdir, "device-link": lambda p: os.symlink("/dev/zero", p)}[kind](out / name)
    with pytest.raises(OutputError, match="FIFO|directory|symlink"):
        write(out, {"conftest.py": "2\n", "b.py": "2\n"}, force=True)
    assert (out / "b.py").read_text(encoding="utf-8") == "1\n", "nothing may be written"


def test_a_symlinked_or_special_port_adapter_is_skipped_never_read(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / "port_adapter.py")  # reading it would block; it is the user's, so it is not even looked into
    assert write(out, {"port_adapter.py": "todo\n", "a.py": "1\n"}) == {"port_adapter.py": "skip", "a.py": "create"}


def test_files_are_created_with_the_umask_not_0600(tmp_path):
    previous = os.umask(0o027)
    try:
        write(tmp_path / "out", {"a.py": "1\n"})
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "out" / "a.py").stat().st_mode) == 0o640
    assert stat.S_IMODE((tmp_path / "out" / MANIFEST).stat().st_mode) == 0o640


def test_a_locked_output_directory_is_an_error_for_a_second_writer(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    with output_lock(out), pytest.raises(OutputError, match="another render is writing"):
        write_scaffold(out, {"a.py": "1\n"}, force=False, user_owned=USER_OWNED, facts_name="f.yaml", dry_run=False)
    assert write_scaffold(out, {"a.py": "1\n"}, force=False, user_owned=USER_OWNED, facts_name="f.yaml", dry_run=False)[0].status == "create"


def test_untouched_adapter_is_updated_and_an_edited_one_kept(tmp_path):
    untouched, edited = tmp_path / "untouched", tmp_path / "edited"
    for out in (untouched, edited):
        write(out, {"port_adapter.py": "todo\n"})
    (edited / "port_adapter.py").write_text("wired\n", encoding="utf-8")
    assert write(untouched, {"port_adapter.py": "todo v2\n"}) == {"port_adapter.py": "update"}
    assert write(edited, {"port_adapter.py": "todo v2\n"}, force=True) == {"port_adapter.py": "skip"}
    assert (untouched / "port_adapter.py").read_text(encoding="utf-8") == "todo v2\n"
    assert (edited / "port_adapter.py").read_text(encoding="utf-8") == "wired\n"


def test_manifest_keeps_extra_entries_for_the_next_render(tmp_path):
    from portval.render.writer import read_manifest_entry

    files = {"port_adapter.py": "todo\n"}
    apply_writes(tmp_path, files, plan_writes(tmp_path, files, force=False, user_owned=USER_OWNED), "f.yaml", extra={"adapter_hooks": {"set_feature": "abc"}})
    assert read_manifest_entry(tmp_path, "adapter_hooks") == {"set_feature": "abc"}
    assert read_manifest_entry(tmp_path / "missing", "adapter_hooks") == {}


def test_adapter_changes_name_new_and_changed_hooks_with_their_stubs():
    from portval.render.adapter_update import adapter_changes, hook_stubs, stub_digests

    old = "def a():\n    # TODO: old\n    raise NotImplementedError\n\n\ndef b():\n    return 1\n"
    new = "def a():\n    # TODO: new answer\n    raise NotImplementedError\n\n\ndef b():\n    return 1\n\n\ndef c():\n    raise NotImplementedError\n"
    edited = old.replace("raise NotImplementedError", "return 2", 1)
    changes = {c.name: (c.status, c.stub) for c in adapter_changes(edited, new, stub_digests(old))}
    assert changes == {"a": ("changed", hook_stubs(new)["a"]), "c": ("new", "def c():\n    raise NotImplementedError\n")}
    assert hook_stubs("def broken(:\n") == {}
