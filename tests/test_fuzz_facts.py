"""Property-based fuzzing of the whole pipeline: facts text -> validation -> decisions -> rendered files.

Every input, however broken or hostile, must end in one of two ways: a
one-line FactsError (the scripts print it and exit 2), or a scaffold whose
every Python file compiles and passes `ruff check --select F`. Anything else
(a traceback) is a bug.

CI runs PORTVAL_FUZZ_EXAMPLES (default 2,000) examples per property with a
fixed seed; a longer, random run:
  PORTVAL_FUZZ_EXAMPLES=20000 PORTVAL_FUZZ_RANDOM=1 python -m pytest tests/test_fuzz_facts.py -q -s
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

from portval.decide import decide
from portval.errors import FactsError
from portval.facts import parse_facts
from portval.scaffold import VERBATIM, render_files
from portval.tolerances import load_tables

EXAMPLES = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((REPO / "examples").glob("*.yaml"))]
EXAMPLES.append(yaml.safe_load((REPO / "tests" / "e2e" / "facts" / "toy_rms_norm.yaml").read_text(encoding="utf-8")))
TABLES = load_tables()
FUZZ = settings(
    max_examples=int(os.environ.get("PORTVAL_FUZZ_EXAMPLES", "2000")),
    deadline=None,
    derandomize=not os.environ.get("PORTVAL_FUZZ_RANDOM"),
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Text that breaks naive code generation: quotes, backslashes, newlines, comments, Jinja, unicode.
HOSTILE = st.one_of(
    st.text(alphabet=st.sampled_from(list("'\"\\\n\r\t #{}%()[]:;,.=<>!*&|`$~-_ aZ09é中\u2028\x00")), max_size=40),
    st.sampled_from(['"""', "'''", "{{ plan }}", "{% if x %}", "\\", "\n", "#", "import os", "x\"\"\"; import os #", "__import__('os')"]),
    st.text(max_size=20),
)
SCALARS = st.one_of(HOSTILE, st.integers(-(2**70), 2**70), st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none())
STRUCTURES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(HOSTILE, inner, max_size=4)), max_leaves=12)


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


COUNTS = {"examples": 0, "clean errors": 0, "scaffolds": 0}


def outcome(text: str) -> dict[str, str] | None:
    """The rendered Python files, or None after a one-line FactsError; anything else propagates."""
    COUNTS["examples"] += 1
    try:
        plan = decide(parse_facts(text, "fuzz.yaml"), TABLES, "fuzz.yaml")
    except FactsError as error:
        message = str(error)
        assert "\n" not in message and message.startswith("fuzz.yaml"), message
        COUNTS["clean errors"] += 1
        return None
    files = render_files(plan, "fuzz.yaml")
    python = {name: content for name, content in files.items() if name.endswith(".py") and name not in VERBATIM}
    for name, content in python.items():
        compile(content, name, "exec")
    COUNTS["scaffolds"] += 1
    return python


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    """Collects every rendered scaffold; ruff checks them all at the end of the module."""
    root = tmp_path_factory.mktemp("fuzzed")
    yield root
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    if any(root.iterdir()) and Path(ruff).exists():
        completed = subprocess.run([ruff, "check", "--isolated", "--no-cache", "--select", "F", "-q", str(root)], capture_output=True, text=True, check=False)
        assert completed.returncode == 0, completed.stdout[-3000:]
    print(f"\nfuzz: {COUNTS['examples']} examples, {COUNTS['clean errors']} one-line errors, "
          f"{COUNTS['scaffolds']} scaffolds compiled and passed ruff --select F, 0 tracebacks")


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
