"""Property-based fuzzing of the whole pipeline: facts text (and the facts file's name) -> validation -> decisions -> files.

Every input, however broken or hostile, must end in one of two ways: a
one-line FactsError (the scripts print it and exit 2), or a scaffold whose
every Python file compiles, declares no other encoding and passes
`ruff check --select F`, in which no payload became code (no Python name, no
shell word, no Markdown block or HTML). Each input is bounded in time: one
that runs past PORTVAL_FUZZ_SECONDS_PER_INPUT (default 20) counts as a hang
and fails. The module ends by printing the counts: examples, one-line errors,
scaffolds, tracebacks, hangs, non-compiling outputs, executed injections.

How many examples each property runs is a profile chosen by
PORTVAL_FUZZ_PROFILE: "local" (the default, 300 per property) or "ci" (2,000
per property, 10,000 in all; what .ci/run sets), with a fixed seed;
PORTVAL_FUZZ_EXAMPLES overrides the count per property and
PORTVAL_FUZZ_RANDOM=1 draws a fresh seed:
  PORTVAL_FUZZ_PROFILE=ci python -m pytest tests/test_fuzz_facts.py -q -s
"""

from __future__ import annotations

import ast
import contextlib
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest
import yaml

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

from portval.common.errors import FactsError
from portval.facts.load import parse_facts
from portval.plan.decide import decide
from portval.plan.files import RUNTIME_MODULES
from portval.plan.tolerances import load_tables
from portval.render.scaffold import render_files

EXAMPLES = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((REPO / "examples").glob("*.yaml"))]
EXAMPLES.append(yaml.safe_load((REPO / "tests" / "e2e" / "facts" / "toy_rms_norm.yaml").read_text(encoding="utf-8")))
TABLES = load_tables()

settings.register_profile(
    "local",
    max_examples=300,  # per property
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
# Five properties: 2,000 examples each is the 10,000-example run CI asks for.
settings.register_profile("ci", settings.get_profile("local"), max_examples=2_000)
_PROFILE = settings.get_profile(os.environ.get("PORTVAL_FUZZ_PROFILE", "local"))
# A settings object of its own, not a loaded profile: other test modules keep hypothesis's defaults.
FUZZ = settings(
    _PROFILE,
    max_examples=int(os.environ.get("PORTVAL_FUZZ_EXAMPLES", _PROFILE.max_examples)),
    derandomize=not os.environ.get("PORTVAL_FUZZ_RANDOM"),
)
SECONDS_PER_INPUT = float(os.environ.get("PORTVAL_FUZZ_SECONDS_PER_INPUT", "20"))

# A name no generated file defines: seen as a Python name, a shell word or Markdown markup, a payload got through.
CANARY = "PWNED_CANARY"
PAYLOADS = [
    f"\n{CANARY}()\n#",
    f"\r{CANARY}()\r#",
    f'"""; {CANARY}() #',
    f"'); {CANARY}() #",
    f"# -*- coding: utf-7 -*-\n{CANARY}()",
    f"t.py; {CANARY} #",
    f"$({CANARY})",
    f"`{CANARY}`",
    f"<script>{CANARY}</script>",
    f"\n# {CANARY}\n",
    f"--> <!-- {CANARY}",
    f"| {CANARY} |\n|---|",
    f"- {CANARY}",
]
# Text that breaks naive code generation: quotes, backslashes, newlines, comments, Jinja, unicode, payloads.
HOSTILE = st.one_of(
    st.text(alphabet=st.sampled_from(list("'\"\\\n\r\t #{}%()[]:;,.=<>!*&|`$~-_ aZ09é中\u2028\x00\x1b\x85\u202e")), max_size=40),
    st.sampled_from(['"""', "'''", "{{ plan }}", "{% if x %}", "\\", "\n", "#", "import os", "x\"\"\"; import os #", "__import__('os')", *PAYLOADS]),
    st.builds(lambda a, p, b: a + p + b, st.text(max_size=5), st.sampled_from(PAYLOADS), st.text(max_size=5)),
    st.text(max_size=20),
)
SCALARS = st.one_of(HOSTILE, st.integers(-(2**70), 2**70), st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none())
STRUCTURES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(HOSTILE, inner, max_size=4)), max_leaves=12)
# Free-text fields, each of which reaches the plan, a comment, a docstring or a shell command.
TEXT_FIELDS = [
    ("feature", "summary"), ("framework", "version"), ("framework", "wired_at"), ("implementation", "primus_file"),
    ("enable", "phase"), ("module", "constructor"), ("user", "output_dir"),
]
# File names as a shell hands them over: any bytes but NUL and '/', undecodable ones as surrogate escapes.
FILE_NAMES = st.one_of(
    st.binary(min_size=1, max_size=30).map(lambda b: os.fsdecode(b.replace(b"\0", b"").replace(b"/", b"_") or b"x")),
    st.builds(lambda a, p: a + p + ".yaml", st.text(alphabet="ab.-_ ", max_size=5), st.sampled_from(PAYLOADS)),
)


@st.composite
def mutated_facts(draw):
    """A real facts file with a few values replaced, removed or added, anywhere in the tree."""
    facts = yaml.safe_load(yaml.safe_dump(draw(st.sampled_from(EXAMPLES))))
    for _ in range(draw(st.integers(1, 4))):
        node = facts
        while True:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            if not keys:
                break
            key = draw(st.sampled_from(keys))
            if not isinstance(node[key], (dict, list)) or draw(st.booleans()):
                break
            node = node[key]
        if not keys:
            continue
        action = draw(st.sampled_from(["replace", "delete", "add", "hostile"]))
        if action == "delete" and isinstance(node, dict):
            del node[key]
        elif action == "add" and isinstance(node, dict):
            node[draw(HOSTILE)] = draw(STRUCTURES)
        elif action == "hostile":
            node[key] = draw(HOSTILE)
        else:
            node[key] = draw(STRUCTURES)
    return facts


COUNTS = {"examples": 0, "one-line errors": 0, "scaffolds": 0, "tracebacks": 0, "hangs": 0, "non-compiling outputs": 0,
          "executed injections": 0}


class Hang(Exception):
    """An input ran past SECONDS_PER_INPUT."""


@contextlib.contextmanager
def bounded(seconds: float):
    """Raise Hang in the main thread when the block runs longer than ``seconds`` (SIGALRM)."""
    def expire(signum, frame):
        raise Hang(f"one input ran past {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def injections(files: dict[str, str], facts_name: str) -> list[str]:
    """Where a payload became something other than text: a Python name, a coding cookie, a shell word, Markdown markup."""
    found = []
    for name, content in files.items():
        if not name.endswith(".py"):
            continue
        tree = ast.parse(content)
        if any(isinstance(node, ast.Name) and node.id == CANARY for node in ast.walk(tree)):
            found.append(f"{name}: {CANARY} is a Python name")
        encoding, _ = tokenize.detect_encoding(iter(content.encode("utf-8").splitlines(keepends=True)).__next__)
        if encoding != "utf-8":
            found.append(f"{name}: declares the encoding {encoding}")
    plan = files.get("VALIDATION_PLAN.md")
    if plan is not None:
        tokens = MarkdownIt("commonmark").enable("table").parse(plan)
        html = [t for t in tokens if t.type == "html_block"] + [c for t in tokens if t.children for c in t.children if t.type == "inline" and c.type == "html_inline"]
        if len(html) != 1 or not html[0].content.startswith("<!-- Generated by port-validation-guide"):
            found.append(f"VALIDATION_PLAN.md: raw HTML beyond the header comment: {[t.content[:60] for t in html]}")
        headings = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open"]
        if any(CANARY in h for h in headings):
            found.append("VALIDATION_PLAN.md: a heading from a field")
        for token in tokens:
            for child in token.children or []:
                if child.type == "code_inline" and child.content.startswith("python -m pytest"):
                    found += _shell_injection(child.content)
    return found


def _shell_injection(command: str) -> list[str]:
    """The shell words of a printed test command: python -m pytest PATH -q, then a comment."""
    command = command.replace("\\|", "|")  # the pipe a table cell escapes
    if "$'" in command:
        return []  # bash's $'...' form, for names with line breaks: tests/unit/test_escape.py runs those through bash
    words = shlex.split(command, comments=True)
    if words == ["python", "-m", "pytest"]:
        return []  # the plan's plain run command, with no test path
    # A test path as one word, then -q, and the plugin that turns the port on for an "after" command.
    if len(words) not in (5, 7) or words[:3] != ["python", "-m", "pytest"] or words[4] != "-q" or words[5:] not in ([], ["-p", "portval_enable"]):
        return [f"VALIDATION_PLAN.md: the command {command!r} splits into {words}"]
    return []


def outcome(text: str, facts_name: str = "fuzz.yaml") -> dict[str, str] | None:
    """The rendered Python files, or None after a one-line FactsError; every other ending is counted, then raised."""
    COUNTS["examples"] += 1
    try:
        with bounded(SECONDS_PER_INPUT):
            try:
                plan = decide(parse_facts(text, facts_name), TABLES, facts_name)
            except FactsError as error:
                message = str(error)
                assert message.isprintable() and len(message) < 2000, message
                COUNTS["one-line errors"] += 1
                return None
            files = render_files(plan, facts_name)
    except Hang:
        COUNTS["hangs"] += 1
        raise
    except (AssertionError, FactsError):
        raise
    except Exception:
        COUNTS["tracebacks"] += 1
        raise
    python = {name: content for name, content in files.items() if name.endswith(".py") and name not in RUNTIME_MODULES}
    for name, content in python.items():
        try:
            compile(content, name, "exec")
            content.encode("utf-8")
        except (SyntaxError, ValueError, UnicodeEncodeError):
            COUNTS["non-compiling outputs"] += 1
            raise
    found = injections({**python, "VALIDATION_PLAN.md": files["VALIDATION_PLAN.md"]}, facts_name)
    if found:
        COUNTS["executed injections"] += 1
        raise AssertionError(found)
    COUNTS["scaffolds"] += 1
    return python


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    """Collects every rendered scaffold; ruff checks them all at the end of the module, then the counts are printed."""
    root = tmp_path_factory.mktemp("fuzzed")
    yield root
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    if any(root.iterdir()) and Path(ruff).exists():
        completed = subprocess.run([ruff, "check", "--isolated", "--no-cache", "--select", "F", "-q", str(root)], capture_output=True, text=True, check=False)
        if completed.returncode != 0:
            COUNTS["non-compiling outputs"] += 1
        assert completed.returncode == 0, completed.stdout[-3000:]
    print("\nfuzz: " + ", ".join(f"{count} {what}" for what, count in COUNTS.items()))


def keep(root: Path, files: dict[str, str] | None) -> None:
    if files is None:
        return
    directory = root / f"s{len(list(root.iterdir()))}"
    directory.mkdir()
    for name, content in files.items():
        (directory / name).write_text(content, encoding="utf-8")


@FUZZ
@given(facts=mutated_facts())
def test_mutated_facts_fail_cleanly_or_render_valid_code(rendered, facts):
    keep(rendered, outcome(yaml.safe_dump(facts, allow_unicode=True)))


@FUZZ
@given(structure=STRUCTURES)
def test_random_structures_fail_cleanly(rendered, structure):
    keep(rendered, outcome(yaml.safe_dump(structure, allow_unicode=True)))


@FUZZ
@given(text=st.text(alphabet=st.sampled_from(list("abc:-[]{}'\"&*!|>%@`#\n ,?1.")), max_size=80))
def test_random_yaml_text_fails_cleanly(rendered, text):
    keep(rendered, outcome(text))


@FUZZ
@given(example=st.sampled_from(EXAMPLES), values=st.lists(st.tuples(st.sampled_from(TEXT_FIELDS), HOSTILE), min_size=1, max_size=4),
       tests=st.lists(HOSTILE, max_size=3, unique=True))
def test_hostile_text_in_every_free_text_field_stays_text(rendered, example, values, tests):
    facts = yaml.safe_load(yaml.safe_dump(example))
    for (section, field), value in values:
        facts.setdefault(section, {})[field] = value
    facts.setdefault("user", {})["existing_tests"] = tests
    keep(rendered, outcome(yaml.safe_dump(facts, allow_unicode=True)))


@FUZZ
@given(example=st.sampled_from(EXAMPLES), facts_name=FILE_NAMES)
def test_any_facts_file_name_stays_text(rendered, example, facts_name):
    keep(rendered, outcome(yaml.safe_dump(example, allow_unicode=True), facts_name))
