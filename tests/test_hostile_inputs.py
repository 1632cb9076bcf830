"""Hostile inputs to the scripts, run as a user runs them: each ends in a clean result or one error line, in bounded time.

Every case runs the script in a subprocess with a timeout, so a hang fails
the test instead of stalling the suite, and checks four things the issue
asks of every input: no traceback, no hang, every generated Python file
compiles, and nothing a file name or a field holds is ever executed.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import tokenize
from pathlib import Path

import pytest
import yaml
from markdown_it import MarkdownIt

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
RMS_NORM = REPO / "examples" / "megatron_turbo_rms_norm.yaml"
TIMEOUT_S = 60
MANIFEST = ".portval-manifest.json"


def run(script: str, *args: str, cwd: Path | None = None, env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess:
    """Run a script; a hang past TIMEOUT_S fails the test (subprocess.TimeoutExpired)."""
    return subprocess.run([sys.executable, str(SCRIPTS / script), *args], capture_output=True, cwd=cwd, env=env,
                          timeout=TIMEOUT_S, check=False, **kwargs)


def assert_one_error_line(completed: subprocess.CompletedProcess, *expected: str) -> str:
    """Exit 2, one line 'error: ...' naming what was expected, no traceback, no escape sequence."""
    stderr = completed.stderr.decode("utf-8", "replace")
    assert completed.returncode == 2, (completed.returncode, stderr)
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    assert "Traceback" not in stderr and "\x1b" not in stderr
    for words in expected:
        assert words in lines[0], (words, lines[0])
    return lines[0]


def facts_with(tmp_path: Path, name: str = "facts.yaml", **changes: object) -> Path:
    """The RMSNorm example with ``section.field`` values replaced, written to ``tmp_path / name``."""
    facts = yaml.safe_load(RMS_NORM.read_text(encoding="utf-8"))
    for dotted, value in changes.items():
        section, field = dotted.split("__")
        facts.setdefault(section, {})[field] = value
    path = tmp_path / name
    path.write_text(yaml.safe_dump(facts, allow_unicode=True), encoding="utf-8")
    return path


def assert_scaffold_is_safe(out: Path) -> None:
    """Every generated .py compiles, declares no other encoding, and importing the scaffold creates nothing."""
    for path in out.glob("*.py"):
        source = path.read_bytes()
        compile(source, str(path), "exec")
        encoding, _ = tokenize.detect_encoding(iter(source.splitlines(keepends=True)).__next__)
        assert encoding == "utf-8", (path.name, encoding)
    before = sorted(p.name for p in out.iterdir())
    subprocess.run([sys.executable, "-c", "import conftest, port_adapter"], cwd=out, capture_output=True, timeout=TIMEOUT_S, check=False)
    created = sorted({p.name for p in out.iterdir()} - set(before) - {"__pycache__"})
    assert created == [], f"importing the scaffold created {created}"


# --------------------------------------------------------------------------- item 1: the facts file's name


@pytest.mark.parametrize(
    "name",
    ['x\nopen("CANARY","w")\n#.yaml', 'x\ropen("CANARY","w")\r#.yaml', "# -*- coding: utf-7 -*-.yaml", "-->\n# heading <script>.yaml"],
    ids=["newline", "carriage-return", "coding-cookie", "markdown"],
)
def test_a_facts_file_name_never_becomes_code_an_encoding_or_markup(tmp_path, name):
    facts = tmp_path / name
    shutil.copy(RMS_NORM, facts)
    out = tmp_path / "out"
    completed = run("render.py", str(facts), "-o", str(out))
    assert completed.returncode == 0, completed.stderr
    assert_scaffold_is_safe(out)
    assert not (tmp_path / "CANARY").exists()
    plan = (out / "VALIDATION_PLAN.md").read_text(encoding="utf-8")
    first_line = plan.splitlines()[0]
    assert first_line.startswith("<!--") and first_line.endswith("-->") and first_line.count("-->") == 1
    tokens = MarkdownIt("commonmark").parse(plan)
    html = [t for t in tokens if t.type == "html_block"] + [c for t in tokens if t.type == "inline" for c in t.children or [] if c.type == "html_inline"]
    assert [t.content.strip() for t in html] == [first_line], "the header comment is the plan's only HTML"


def test_a_facts_file_name_that_is_not_utf8_renders_valid_files(tmp_path):
    name = os.fsdecode(b"n\xff\xfe.yaml")
    shutil.copy(RMS_NORM, tmp_path / name)
    out = tmp_path / "out"
    completed = run("render.py", name, "-o", str(out), cwd=tmp_path)
    assert completed.returncode == 0, completed.stderr
    assert_scaffold_is_safe(out)
    header = (out / "conftest.py").read_text(encoding="utf-8").splitlines()[2]
    # Run from the scaffold's directory, the facts file is one level up; its undecodable name is quoted for the shell.
    assert header.endswith("render.py $'../n\\xff\\xfe.yaml' -o .")


# --------------------------------------------------------------------------- item 3: --force and special files


def test_facts_from_explorer_never_replaces_a_fifo_or_a_device_even_with_force(tmp_path):
    report = REPO / "tests" / "fixtures" / "explorer" / "deepdive_turbo_rms_norm.md"
    fifo = tmp_path / "draft.yaml"
    os.mkfifo(fifo)
    assert_one_error_line(run("facts_from_explorer.py", str(report), "-o", str(fifo), "--force"), "a FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    link = tmp_path / "link.yaml"
    link.symlink_to(tmp_path / "elsewhere.yaml")
    assert_one_error_line(run("facts_from_explorer.py", str(report), "-o", str(link), "--force"), "a symlink")
    assert link.is_symlink()
    device = tmp_path / "full"
    try:
        os.mknod(device, 0o600 | stat.S_IFCHR, os.makedev(1, 7))  # what /dev/full is, inside the test's own directory
    except PermissionError:
        pytest.skip("creating a device node needs root")
    assert_one_error_line(run("facts_from_explorer.py", str(report), "-o", str(device), "--force"), "a character device")
    assert stat.S_ISCHR(os.lstat(device).st_mode)


# --------------------------------------------------------------------------- item 4: shell commands in the plan


def test_existing_test_names_are_shell_quoted_and_run_nothing(tmp_path):
    hostile = ["t.py; touch PWNED #", "$(touch PWNED)", "`touch PWNED`", "a b.py", "x'y.py"]
    out = tmp_path / "out"
    completed = run("render.py", str(facts_with(tmp_path, user__existing_tests=hostile)), "-o", str(out), "--json")
    assert completed.returncode == 0, completed.stderr
    plan = (out / "VALIDATION_PLAN.md").read_text(encoding="utf-8")
    tokens = MarkdownIt("commonmark").parse(plan)
    commands = [child.content for token in tokens if token.type == "inline" for child in token.children or []
                if child.type == "code_inline" and "python -m pytest" in child.content]
    assert len(commands) == 2 * len(hostile)
    for command, path in zip(commands, [p for p in hostile for _ in range(2)]):
        # 'python' is a shell function here that prints its arguments: the command's words, as the shell splits them.
        script = "python() { printf '%s\\0' \"$@\"; }; " + command
        printed = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, timeout=TIMEOUT_S, check=True).stdout
        # The "after" command may go on with the plugin that turns the port on (-p portval_enable).
        assert printed.split(b"\0")[:4] == [b"-m", b"pytest", path.encode(), b"-q"], command
    assert not (tmp_path / "PWNED").exists()


# --------------------------------------------------------------------------- items 5 and 7: text fields


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("feature__summary", "a\0b", "a control character ('\\x00')"),
        ("feature__summary", "\ud800", "a lone surrogate ('\\ud800')"),
        ("framework__wired_at", "a\x1b[2Jb", "a control character ('\\x1b')"),
        ("user__existing_tests", ["ok.py", "x\x07.py"], "a control character ('\\x07')"),
    ],
    ids=["nul", "surrogate", "escape-sequence", "bell-in-list"],
)
@pytest.mark.parametrize("script", ["check_facts.py", "render.py"])
def test_control_characters_and_surrogates_in_text_are_refused_by_field(tmp_path, script, field, value, words):
    facts = tmp_path / "facts.yaml"
    data = yaml.safe_load(RMS_NORM.read_text(encoding="utf-8"))
    section, name = field.split("__")
    data[section][name] = value
    # PyYAML cannot dump a lone surrogate; write the YAML escape by hand.
    text = yaml.safe_dump(data, allow_unicode=False).replace("\\uD800", "\\ud800")
    facts.write_text(text, encoding="utf-8")
    output = ["-o", str(tmp_path / "out")] if script == "render.py" else []
    line = assert_one_error_line(run(script, str(facts), *output), f"{section}.{name}", words)
    assert not (tmp_path / "out").exists(), line


def test_a_5000_digit_integer_gives_a_short_error_line(tmp_path):
    facts = tmp_path / "facts.yaml"
    facts.write_text(RMS_NORM.read_text(encoding="utf-8").replace("schema: 1", "schema: " + "1" * 5000), encoding="utf-8")
    line = assert_one_error_line(run("check_facts.py", str(facts)), "schema: found an integer of 5000 characters")
    assert len(line) < 300


def test_a_version_spec_with_thousands_of_digits_is_one_short_error(tmp_path):
    facts = facts_with(tmp_path, requires__backend_versions=[">=" + "9" * 5000])
    line = assert_one_error_line(run("check_facts.py", str(facts)), "requires.backend_versions[0]", "more than 18 digits")
    assert len(line) < 500


def test_a_path_too_long_is_one_error_line(tmp_path):
    assert_one_error_line(run("check_facts.py", str(tmp_path / ("x" * 5000 + ".yaml"))), "File name too long")
    completed = run("render.py", str(RMS_NORM), "-o", str(tmp_path / ("d" * 5000)))
    assert_one_error_line(completed, "File name too long")


def test_non_utf8_tables_are_one_error_line(tmp_path):
    tables = tmp_path / "tables.md"
    tables.write_bytes(b"# tables\n\xff\xfe\n")
    assert_one_error_line(run("check_facts.py", str(RMS_NORM), "--tables", str(tables)), "not UTF-8", "tables.md")


def test_check_facts_never_prints_an_escape_sequence_from_a_constraint_source(tmp_path):
    data = yaml.safe_load(RMS_NORM.read_text(encoding="utf-8"))
    data["constraints"] = [{"param": "tensor_model_parallel_size", "op": "==", "value": 1, "source": "\x1b[31mred\x1b[0m x.py:1"}]
    facts = tmp_path / "facts.yaml"
    facts.write_text(yaml.safe_dump(data), encoding="utf-8")
    completed = run("check_facts.py", str(facts))
    assert b"\x1b" not in completed.stdout
    assert_one_error_line(completed, "constraints[0].source", "a control character ('\\x1b')")


def test_check_facts_never_prints_an_escape_sequence_from_a_file_name(tmp_path):
    facts = tmp_path / "\x1b[2Jfacts.yaml"
    shutil.copy(RMS_NORM, facts)
    completed = run("check_facts.py", str(facts))
    assert completed.returncode == 0, completed.stderr
    assert b"\x1b" not in completed.stdout and b"\\x1b[2Jfacts.yaml: valid" in completed.stdout


def _as_nobody() -> list[str]:
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("runs the script as 'nobody' through setpriv, which needs root")
    return ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


def test_unreadable_facts_and_output_directories_give_one_error_line_as_an_unprivileged_user():
    prefix = _as_nobody()
    root = Path(tempfile.mkdtemp(prefix="portval-nobody-"))
    try:
        root.chmod(0o755)
        facts = root / "facts.yaml"
        shutil.copy(RMS_NORM, facts)
        facts.chmod(0o644)
        locked = root / "locked"
        locked.mkdir(mode=0o000)

        def as_nobody(*args: str) -> subprocess.CompletedProcess:
            return subprocess.run([*prefix, sys.executable, *args], capture_output=True, timeout=TIMEOUT_S, check=False)

        facts.chmod(0o000)
        assert_one_error_line(as_nobody(str(SCRIPTS / "check_facts.py"), str(facts)), "Permission denied")
        facts.chmod(0o644)
        assert_one_error_line(as_nobody(str(SCRIPTS / "render.py"), str(facts), "-o", str(locked / "out")), "Permission denied")
        assert_one_error_line(as_nobody(str(SCRIPTS / "render.py"), str(facts), "-o", str(locked / "out"), "--dry-run"), "Permission denied")
    finally:
        (root / "locked").chmod(0o755)
        shutil.rmtree(root)


# --------------------------------------------------------------------------- item 6: nothing hangs


@pytest.mark.parametrize("dry_run", [True, False], ids=["dry-run", "write"])
@pytest.mark.parametrize("name", ["conftest.py", MANIFEST])
@pytest.mark.parametrize("kind", ["fifo", "dev-zero-link", "directory"])
def test_a_special_file_in_the_output_directory_is_refused_before_anything_is_written(tmp_path, name, kind, dry_run):
    out = tmp_path / "out"
    assert run("render.py", str(RMS_NORM), "-o", str(out)).returncode == 0
    (out / name).unlink()
    {"fifo": lambda p: os.mkfifo(p), "dev-zero-link": lambda p: p.symlink_to("/dev/zero"), "directory": lambda p: p.mkdir()}[kind](out / name)
    changed = facts_with(tmp_path, feature__summary="A different summary, so every file would change.")
    before = {p.name: p.lstat().st_mtime_ns for p in out.iterdir()}
    completed = run("render.py", str(changed), "-o", str(out), *(["--dry-run"] if dry_run else []))
    assert_one_error_line(completed, name)
    assert {p.name: p.lstat().st_mtime_ns for p in out.iterdir()} == before, "nothing may be written"


def test_tables_from_a_device_or_a_fifo_are_refused_at_once(tmp_path):
    fifo = tmp_path / "tables.md"
    os.mkfifo(fifo)
    for tables in ("/dev/zero", str(fifo)):
        assert_one_error_line(run("check_facts.py", str(RMS_NORM), "--tables", tables), tables)


def test_duplicate_checks_are_linear_in_the_list_length():
    sys.path.insert(0, str(SCRIPTS))
    from portval.common.errors import FactsError
    from portval.facts.schema import Context, ListOf, Text

    names = [f"t{i}" for i in range(60_000)]
    node = yaml.compose(yaml.safe_dump([*names, names[-1]]), Loader=yaml.CSafeLoader if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader)
    started = time.monotonic()
    ListOf(item=Text()).check(node, Context("facts.yaml", "existing_tests"))
    plain = time.monotonic() - started
    started = time.monotonic()
    with pytest.raises(FactsError, match=r"existing_tests\[60000\]: found 't59999' twice"):
        ListOf(item=Text(), unique=True).check(node, Context("facts.yaml", "existing_tests"))
    unique = time.monotonic() - started
    # Checking every pair took 42 s for 60,000 entries; one pass over a set adds little to reading the items.
    assert unique < 2 * plain + 1, f"60,000 entries: {plain:.1f} s to read, {unique:.1f} s to read and check for duplicates"


# --------------------------------------------------------------------------- item 7: the terminal's end of the pipe


def test_a_closed_pipe_on_stdout_is_one_error_line_not_a_traceback(tmp_path):
    # 'true' exits without reading, long before the script has started: every write meets a closed pipe.
    command = f"{sys.executable} {SCRIPTS / 'check_facts.py'} {RMS_NORM} --json | true"
    completed = subprocess.run(["bash", "-c", command], capture_output=True, timeout=TIMEOUT_S, check=False)
    stderr = completed.stderr.decode()
    assert "Traceback" not in stderr and "Exception ignored" not in stderr, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and "broken pipe" in lines[0], stderr


def test_a_full_device_on_stdout_is_one_error_line(tmp_path):
    if not Path("/dev/full").exists():
        pytest.skip("needs /dev/full")
    with open("/dev/full", "w") as full:
        completed = subprocess.run([sys.executable, str(SCRIPTS / "check_facts.py"), str(RMS_NORM), "--json"], stdout=full,
                                   stderr=subprocess.PIPE, timeout=TIMEOUT_S, check=False)
    assert_one_error_line(completed, "No space left on device")


def test_a_deeply_nested_manifest_is_ignored_not_a_crash(tmp_path):
    out = tmp_path / "out"
    assert run("render.py", str(RMS_NORM), "-o", str(out)).returncode == 0
    (out / MANIFEST).write_text("[" * 200_000, encoding="utf-8")
    completed = run("render.py", str(RMS_NORM), "-o", str(out), "--json")
    assert completed.returncode == 0 and b"Traceback" not in completed.stderr, completed.stderr
    assert json.loads((out / MANIFEST).read_text(encoding="utf-8"))["files"], "the manifest is written afresh"


# --------------------------------------------------------------------------- item 9: the manifest stays consistent


KILL_AFTER_RENAMES = """
import os, runpy, signal, sys
renames, real = [0], os.replace
def replace(src, dst):
    real(src, dst)
    renames[0] += 1
    if renames[0] == int(os.environ["KILL_AFTER"]):
        os.kill(os.getpid(), getattr(signal, os.environ["SIGNAL"]))
os.replace = replace
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


@pytest.mark.parametrize("signal_name", ["SIGKILL", "SIGINT"])
@pytest.mark.parametrize("kill_after", [1, 4])
def test_a_render_killed_midway_leaves_files_the_next_render_recognises(tmp_path, signal_name, kill_after):
    summaries = ["First summary.", "Second summary: every generated file changes.", "Third summary: all change again."]
    first, second, third = (facts_with(tmp_path, f"v{i}.yaml", feature__summary=s) for i, s in enumerate(summaries))
    out = tmp_path / "out"
    env = {**os.environ, "KILL_AFTER": str(kill_after), "SIGNAL": signal_name}
    # Killed into an empty directory (nothing from before to fall back on), then killed over a complete render:
    # each time the next render, from other facts, must recognise every file as its own.
    for killed, following in ((first, second), (third, first)):
        subprocess.run([sys.executable, "-c", KILL_AFTER_RENAMES, str(SCRIPTS / "render.py"), str(killed), "-o", str(out)],
                       env=env, capture_output=True, timeout=TIMEOUT_S, check=False)
        # A temporary file such as a render killed before its rename leaves.
        (out / ".conftest.py.abcd1234.tmp").write_text("half", encoding="utf-8")
        completed = run("render.py", str(following), "-o", str(out), "--json")
        statuses = {f["name"]: f["status"] for f in json.loads(completed.stdout)["files"]}
        assert completed.returncode == 0, (statuses, completed.stderr)
        assert set(statuses.values()) <= {"create", "update", "identical", "skip"}, statuses
        assert not [p.name for p in out.iterdir() if p.name.endswith(".tmp")]


def test_a_second_render_into_a_locked_directory_is_an_error_not_an_interleaving(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    descriptor = os.open(out, os.O_RDONLY)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)  # what a render does while it writes
        assert_one_error_line(run("render.py", str(RMS_NORM), "-o", str(out)), "another render is writing")
        assert list(out.iterdir()) == []
    finally:
        os.close(descriptor)
    assert run("render.py", str(RMS_NORM), "-o", str(out)).returncode == 0


# --------------------------------------------------------------------------- item 10: small ones


def test_generated_files_follow_the_umask(tmp_path):
    out = tmp_path / "out"
    completed = run("render.py", str(RMS_NORM), "-o", str(out), preexec_fn=lambda: os.umask(0o022))
    assert completed.returncode == 0, completed.stderr
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in out.iterdir()}
    assert set(modes.values()) == {0o644}, modes


def test_a_tilde_in_the_output_dir_means_the_home_directory(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    work = tmp_path / "work"
    work.mkdir()
    facts = facts_with(tmp_path, user__output_dir="~/pv")
    completed = run("render.py", str(facts), cwd=work, env={**os.environ, "HOME": str(home)})
    assert completed.returncode == 0, completed.stderr
    assert (home / "pv" / "conftest.py").is_file() and not (work / "~").exists()


def test_a_symlinked_port_adapter_is_left_alone_and_the_rest_is_rendered(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    adapter = tmp_path / "my_adapter.py"
    adapter.write_text("# mine\n", encoding="utf-8")
    (out / "port_adapter.py").symlink_to(adapter)
    completed = run("render.py", str(RMS_NORM), "-o", str(out), "--json")
    assert completed.returncode == 0, completed.stderr
    statuses = {f["name"]: f["status"] for f in json.loads(completed.stdout)["files"]}
    assert statuses["port_adapter.py"] == "skip" and statuses["conftest.py"] == "create"
    assert adapter.read_text(encoding="utf-8") == "# mine\n" and (out / "port_adapter.py").is_symlink()


def test_markdown_and_html_from_fields_cannot_change_the_plan(tmp_path):
    facts = facts_with(
        tmp_path,
        feature__summary="# Heading <script>alert(1)</script> -->",
        framework__version="1.0\n| injected | row |",
        framework__wired_at="<img src=x onerror=alert(1)>",
        enable__phase="- item\n## heading",
    )
    out = tmp_path / "out"
    completed = run("render.py", str(facts), "-o", str(out))
    assert completed.returncode == 0, completed.stderr
    plan = (out / "VALIDATION_PLAN.md").read_text(encoding="utf-8")
    parser = MarkdownIt("commonmark").enable("table")
    html = parser.render(plan)
    assert "<script" not in html and "<img" not in html and "<td>injected</td>" not in html
    tokens = parser.parse(plan)
    headings = [tokens[i + 1].content for i, token in enumerate(tokens) if token.type == "heading_open"]
    assert not [h for h in headings if "Heading" in h or h == "heading"], headings
    assert not [t for t in tokens if t.type == "bullet_list_open" and t.level > 0 and "item" in plan.splitlines()[t.map[0]]]


def test_signal_kill_helper_really_kills(tmp_path):
    """The kill helper of the manifest tests kills the render (else those tests would pass vacuously)."""
    env = {**os.environ, "KILL_AFTER": "1", "SIGNAL": "SIGKILL"}
    completed = subprocess.run([sys.executable, "-c", KILL_AFTER_RENAMES, str(SCRIPTS / "render.py"), str(RMS_NORM), "-o", str(tmp_path / "o")],
                               env=env, capture_output=True, timeout=TIMEOUT_S, check=False)
    assert completed.returncode == -signal.SIGKILL
    assert len([p for p in (tmp_path / "o").iterdir() if not p.name.startswith(".")]) < 5
