"""find_tests.py on a Megatron-like repository: which tests it picks, why, in what order, and how --write edits the facts.

The repository is written by the ``repo`` fixture: a ``megatron`` package with
the MoE token dispatcher, and one test for every way a test can reach it
(directly, through a module alias, a mock.patch string, a relative import, a
test helper, a conftest fixture), beside tests that must not be picked.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from portval.common.errors import UserError
from portval.existing_tests import report as existing_tests_report
from portval.existing_tests.model import DEFAULT_MIN_SCORE, Reason, Target, selectors_from, targets_from
from portval.existing_tests.search import RepoError
from portval.existing_tests.search import find_tests as search_repo
from portval.facts.edit import with_existing_tests
from portval.facts.load import load_facts, parse_facts
from portval.plan.decide import decide
from portval.plan.tolerances import load_tables
from portval.render.scaffold import render_files

DEEPEP = REPO / "examples" / "megatron_deepep_dispatcher.yaml"
DISPATCHER = "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"
ALIAS = "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"
TARGETS = targets_from([DISPATCHER], [ALIAS])
MOE_TESTS = "tests/unit_tests/transformer/moe"
# A module-level from-import binds the object of that moment (issue: a port installed later does not reach it).
AT_IMPORT = "; bound at import time, so the port reaches this name only if installed before the test module is imported"

USER_REPO = {
    "megatron/__init__.py": "",
    "megatron/core/__init__.py": "",
    "megatron/core/parallel_state.py": "def get_expert_model_parallel_world_size():\n    return 1\n",
    "megatron/core/transformer/__init__.py": "",
    "megatron/core/transformer/mlp.py": "class MLP:\n    pass\n",
    "megatron/core/transformer/moe/__init__.py": "",
    "megatron/core/transformer/moe/token_dispatcher.py": """
        class MoETokenDispatcher:
            pass


        class MoEAlltoAllTokenDispatcher(MoETokenDispatcher):
            pass


        class MoEFlexTokenDispatcher(MoETokenDispatcher):
            def dispatch_preprocess(self, hidden_states, routing_map, probs):
                return hidden_states
        """,
    "megatron/core/transformer/moe/moe_layer.py": """
        from .token_dispatcher import MoEAlltoAllTokenDispatcher, MoEFlexTokenDispatcher


        class MoELayer:
            def __init__(self, config):
                kind = config.moe_token_dispatcher_type
                self.token_dispatcher = MoEFlexTokenDispatcher() if kind == "flex" else MoEAlltoAllTokenDispatcher()
        """,
    # A test inside the package, reaching the dispatcher with a relative import.
    "megatron/core/transformer/moe/tests/__init__.py": "",
    "megatron/core/transformer/moe/tests/test_dispatcher_in_package.py": """
        from ..token_dispatcher import MoEFlexTokenDispatcher


        def test_flex_dispatcher_is_a_token_dispatcher():
            assert MoEFlexTokenDispatcher.__mro__[1].__name__ == "MoETokenDispatcher"
        """,
    "tests/__init__.py": "",
    "tests/unit_tests/__init__.py": "",
    "tests/unit_tests/conftest.py": """
        import pytest

        from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher


        @pytest.fixture
        def scratch_dir(tmp_path):
            return tmp_path


        @pytest.fixture(name="flex_dispatcher")
        def make_flex_dispatcher():
            return MoEFlexTokenDispatcher()
        """,
    "tests/unit_tests/moe_helpers.py": """
        from megatron.core.transformer.moe import token_dispatcher


        def make_tokens(n):
            return list(range(n))


        def build_flex_dispatcher():
            return token_dispatcher.MoEFlexTokenDispatcher()
        """,
    "tests/unit_tests/test_imports.py": """
        import megatron


        def test_megatron_imports():
            assert megatron
        """,
    "tests/unit_tests/test_dispatcher_names.py": """
        import pytest

        from megatron.core import parallel_state


        @pytest.mark.parametrize("name", ["MoEAlltoAllTokenDispatcher", "MoEFlexTokenDispatcher"])
        def test_dispatcher_is_registered(name):
            assert parallel_state.get_expert_model_parallel_world_size() == 1
        """,
    # It names the dispatcher, so it could hold a reason: it is parsed, and reported when it cannot be.
    "tests/unit_tests/test_broken.py": """
        from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher
        def test_half_written(:
            pass
        """,
    "tests/unit_tests/transformer/__init__.py": "",
    "tests/unit_tests/transformer/test_mlp.py": """
        from megatron.core.transformer.mlp import MLP


        def test_mlp_builds():
            assert MLP()
        """,
    "tests/unit_tests/transformer/moe/__init__.py": "",
    f"{MOE_TESTS}/test_token_dispatcher.py": """
        import pytest

        from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher


        @pytest.mark.parametrize("tokens", [8, 16])
        def test_flex_dispatch(tokens):
            dispatcher = MoEFlexTokenDispatcher()
            assert dispatcher.dispatch_preprocess(tokens, None, None) == tokens
        """,
    f"{MOE_TESTS}/test_dispatcher_module_alias.py": """
        import megatron.core.transformer.moe.token_dispatcher as td


        def test_flex_dispatcher_builds():
            assert td.MoEFlexTokenDispatcher()


        def test_flex_dispatcher_preprocess():
            assert td.MoEFlexTokenDispatcher().dispatch_preprocess(1, None, None) == 1
        """,
    f"{MOE_TESTS}/flex_dispatcher_test.py": """
        from megatron.core.transformer.moe import token_dispatcher


        def test_flex_subclasses_the_base():
            assert issubclass(token_dispatcher.MoEFlexTokenDispatcher, token_dispatcher.MoETokenDispatcher)
        """,
    f"{MOE_TESTS}/test_moe_layer.py": """
        from types import SimpleNamespace

        from megatron.core.transformer.moe.moe_layer import MoELayer


        class MoELayerContainer:
            def __init__(self, dispatcher_type):
                self.layer = MoELayer(SimpleNamespace(moe_token_dispatcher_type=dispatcher_type))


        def test_moe_layer_uses_the_flex_dispatcher():
            layer = MoELayerContainer("flex").layer
            assert type(layer.token_dispatcher).__name__ == "MoEFlexTokenDispatcher"
        """,
    # As Megatron's test_flex_token_dispatcher.py: a container class imported from another test file.
    f"{MOE_TESTS}/test_flex_layer.py": """
        from tests.unit_tests.transformer.moe.test_moe_layer import MoELayerContainer


        def test_flex_layer_dispatches():
            assert MoELayerContainer("flex").layer.token_dispatcher
        """,
    f"{MOE_TESTS}/test_alltoall.py": """
        from megatron.core.transformer.moe.token_dispatcher import MoEAlltoAllTokenDispatcher


        def test_alltoall_builds():
            assert MoEAlltoAllTokenDispatcher()
        """,
    f"{MOE_TESTS}/test_dispatcher_importlib.py": """
        import importlib

        td = importlib.import_module("megatron.core.transformer.moe.token_dispatcher")


        def test_flex_can_be_swapped(monkeypatch):
            monkeypatch.setattr(td, "MoEFlexTokenDispatcher", object)
            assert td.MoETokenDispatcher
        """,
    f"{MOE_TESTS}/test_dispatcher_patched.py": """
        from unittest import mock

        from megatron.core.transformer import transformer_layer


        @mock.patch("megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher")
        def test_layer_calls_the_dispatcher(fake):
            assert transformer_layer is not None
            assert fake is not None
        """,
    f"{MOE_TESTS}/test_flex_via_helper.py": """
        from ...moe_helpers import build_flex_dispatcher, make_tokens


        def test_helper_dispatcher():
            assert build_flex_dispatcher().dispatch_preprocess(make_tokens(4), None, None)
        """,
    f"{MOE_TESTS}/test_flex_fixture.py": """
        def test_dispatch_with_fixture(flex_dispatcher, scratch_dir):
            assert flex_dispatcher.dispatch_preprocess(3, None, None) == 3
        """,
    # Never searched: a virtual environment and build output holding copies of tests.
    ".venv/lib/python3.11/site-packages/megatron_tests/test_vendored.py": "from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher\n",
    "venv2/pyvenv.cfg": "home = /usr/bin\n",
    "venv2/lib/test_in_env.py": "from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher\n",
    "build/lib/tests/test_token_dispatcher.py": "from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher\n",
    # A scaffold render.py wrote (its manifest beside it): the generated tests, not the user's.
    "port-validation/.portval-manifest.json": "{}\n",
    "port-validation/test_integration.py": "from megatron.core.transformer.moe.token_dispatcher import MoEFlexTokenDispatcher\n",
}

# Ties on the score break on evidence: the other strong kinds of reason, then the lines giving them; the path
# only when those are equal too (a module import beside a use is weak: it adds nothing).
EXPECTED_RANKING = [
    (f"{MOE_TESTS}/test_dispatcher_module_alias.py", 100),  # two lines use the symbol
    ("megatron/core/transformer/moe/tests/test_dispatcher_in_package.py", 100),
    (f"{MOE_TESTS}/flex_dispatcher_test.py", 100),
    (f"{MOE_TESTS}/test_token_dispatcher.py", 100),
    (f"{MOE_TESTS}/test_flex_fixture.py", 50),
    (f"{MOE_TESTS}/test_flex_via_helper.py", 50),
    (f"{MOE_TESTS}/test_dispatcher_importlib.py", 40),  # the patch string, and the module import beside it
    (f"{MOE_TESTS}/test_dispatcher_patched.py", 40),
    (f"{MOE_TESTS}/test_flex_layer.py", 30),
    (f"{MOE_TESTS}/test_alltoall.py", 25),  # another name from the dispatcher's module: weak evidence
    (f"{MOE_TESTS}/test_moe_layer.py", 25),
    ("tests/unit_tests/test_dispatcher_names.py", 20),
]
# The script reads the example's facts: framework.wired_at (MoELayer) and the side effect that selects the
# dispatcher (moe_token_dispatcher_type: flex) are evidence too, so test_moe_layer.py, which builds MoELayer with
# a parametrized dispatcher type naming 'flex', climbs above the helper tests, and test_flex_layer.py's helper
# builds MoELayer: a helper reason.
EXPECTED_WITH_FACTS = [
    *EXPECTED_RANKING[:4],
    (f"{MOE_TESTS}/test_moe_layer.py", 70),
    (f"{MOE_TESTS}/test_flex_fixture.py", 50),
    (f"{MOE_TESTS}/test_flex_layer.py", 50),
    (f"{MOE_TESTS}/test_flex_via_helper.py", 50),
    (f"{MOE_TESTS}/test_dispatcher_importlib.py", 40),
    (f"{MOE_TESTS}/test_dispatcher_patched.py", 40),
    (f"{MOE_TESTS}/test_alltoall.py", 25),
    ("tests/unit_tests/test_dispatcher_names.py", 20),
]
NOT_PICKED = ["tests/unit_tests/test_imports.py", "tests/unit_tests/transformer/test_mlp.py"]


def write_tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return root


def line_of(root: Path, name: str, snippet: str) -> int:
    """The 1-based line of the first line of ``name`` containing ``snippet``."""
    lines = (root / name).read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if snippet in line)


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPTS / "find_tests.py"), *args], capture_output=True, text=True, cwd=cwd, check=False)


@pytest.fixture(scope="module")
def repo(tmp_path_factory) -> Path:
    return write_tree(tmp_path_factory.mktemp("user_repo"), USER_REPO)


@pytest.fixture(scope="module")
def search(repo):
    return search_repo(repo, TARGETS)


def reasons_of(search, path: str) -> tuple[Reason, ...]:
    return next(t for t in search.tests if t.path == path).reasons


# --- What is picked, and in what order -----------------------------------------------------------


def test_every_test_touching_the_dispatcher_is_picked_in_rank_order(search):
    assert [(t.path, t.score) for t in search.selected()] == EXPECTED_RANKING


def test_unrelated_and_parent_only_tests_are_left_out(search):
    picked = {t.path for t in search.selected()}
    assert not picked & set(NOT_PICKED)
    weak = {t.path: t.score for t in search.tests if t.score < DEFAULT_MIN_SCORE}
    assert weak == {"tests/unit_tests/test_imports.py": 10, "tests/unit_tests/transformer/test_mlp.py": 10}


def test_helpers_conftest_and_environments_are_not_listed_as_tests(search):
    listed = {t.path for t in search.tests}
    assert not any(p.endswith(("conftest.py", "moe_helpers.py")) or p.startswith((".venv", "venv2", "build", "port-validation")) for p in listed)
    assert search.scanned == 14, "the 14 readable test files (test_broken.py is reported apart) and nothing else"


def test_a_file_with_a_syntax_error_is_reported_and_the_rest_is_searched(search):
    assert [(u.path, u.line) for u in search.unreadable] == [("tests/unit_tests/test_broken.py", 2)]
    assert "cannot be parsed" in search.unreadable[0].problem


def test_limit_keeps_the_best(search):
    assert [t.path for t in search.selected(limit=2)] == [p for p, _ in EXPECTED_RANKING[:2]]


# --- Why: each reason names its line -------------------------------------------------------------


def test_direct_import_names_the_import_line(search, repo):
    path = f"{MOE_TESTS}/test_token_dispatcher.py"
    line = line_of(repo, path, "import MoEFlexTokenDispatcher")
    assert reasons_of(search, path) == (Reason(line, "symbol", f"imports MoEFlexTokenDispatcher from {DISPATCHER.rpartition('.')[0]}{AT_IMPORT}"),)


def test_module_alias_use_names_each_line_it_is_used_on(search, repo):
    path = f"{MOE_TESTS}/test_dispatcher_module_alias.py"
    uses = [line_of(repo, path, "assert td.MoEFlexTokenDispatcher()"), line_of(repo, path, "dispatch_preprocess(1")]
    assert reasons_of(search, path) == (
        Reason(1, "module", "imports megatron.core.transformer.moe.token_dispatcher as td, the module that defines MoEFlexTokenDispatcher"),
        Reason(uses[0], "symbol", "uses td.MoEFlexTokenDispatcher", also=(uses[1],)),
    )


def test_relative_import_inside_the_package_is_resolved(search):
    reasons = reasons_of(search, "megatron/core/transformer/moe/tests/test_dispatcher_in_package.py")
    assert reasons == (
        Reason(1, "symbol", f"imports MoEFlexTokenDispatcher from ..token_dispatcher (megatron.core.transformer.moe.token_dispatcher){AT_IMPORT}"),
    )


def test_from_package_import_module_then_attribute_is_a_direct_use(search, repo):
    path = f"{MOE_TESTS}/flex_dispatcher_test.py"
    assert [(r.line, r.kind, r.text) for r in reasons_of(search, path)] == [
        (1, "module", "imports token_dispatcher from megatron.core.transformer.moe, the module that defines MoEFlexTokenDispatcher"),
        (line_of(repo, path, "issubclass"), "symbol", "uses token_dispatcher.MoEFlexTokenDispatcher"),
    ]


def test_the_alias_module_counts_as_the_module_that_binds_it(search, repo):
    path = f"{MOE_TESTS}/test_moe_layer.py"
    line = line_of(repo, path, "import MoELayer")
    assert reasons_of(search, path) == (
        Reason(
            line,
            "module",
            f"imports MoELayer from {ALIAS.rpartition('.')[0]}, the module that binds the alias MoEFlexTokenDispatcher; "
            "another name than MoEFlexTokenDispatcher",
        ),
    )


def test_import_module_and_setattr_on_the_module_are_both_reasons(search, repo):
    path = f"{MOE_TESTS}/test_dispatcher_importlib.py"
    assert [(r.line, r.kind) for r in reasons_of(search, path)] == [
        (line_of(repo, path, "import_module("), "module"),
        (line_of(repo, path, "monkeypatch.setattr"), "string"),
    ]
    assert reasons_of(search, path)[1].text == 'monkeypatch.setattr(td, "MoEFlexTokenDispatcher")'


def test_mock_patch_string_is_a_reason_and_the_parent_import_is_not(search, repo):
    path = f"{MOE_TESTS}/test_dispatcher_patched.py"
    assert reasons_of(search, path) == (Reason(line_of(repo, path, "@mock.patch"), "string", f'mock.patch("{ALIAS}")'),)


def test_helper_function_is_followed_to_the_line_that_uses_the_dispatcher(search, repo):
    helper_line = line_of(repo, "tests/unit_tests/moe_helpers.py", "token_dispatcher.MoEFlexTokenDispatcher()")
    reason = reasons_of(search, f"{MOE_TESTS}/test_flex_via_helper.py")
    assert reason == (
        Reason(
            1,
            "helper",
            "imports build_flex_dispatcher from ...moe_helpers (tests.unit_tests.moe_helpers), "
            f"which uses MoEFlexTokenDispatcher (tests/unit_tests/moe_helpers.py:{helper_line})",
        ),
    )


def test_a_class_from_another_test_file_is_followed_to_the_layer_it_builds(search, repo):
    built_at = line_of(repo, f"{MOE_TESTS}/test_moe_layer.py", "self.layer = MoELayer(")
    assert reasons_of(search, f"{MOE_TESTS}/test_flex_layer.py") == (
        Reason(
            1,
            "helper_module",
            "imports MoELayerContainer from tests.unit_tests.transformer.moe.test_moe_layer, which uses MoELayer from "
            "megatron.core.transformer.moe.moe_layer, the module that binds the alias MoEFlexTokenDispatcher "
            f"({MOE_TESTS}/test_moe_layer.py:{built_at})",
        ),
    )


def test_conftest_fixture_is_followed_by_its_name(search, repo):
    fixture_line = line_of(repo, "tests/unit_tests/conftest.py", "return MoEFlexTokenDispatcher()")
    assert reasons_of(search, f"{MOE_TESTS}/test_flex_fixture.py") == (
        Reason(
            1,
            "helper",
            "test_dispatch_with_fixture asks for the fixture flex_dispatcher from tests/unit_tests/conftest.py, "
            f"which uses MoEFlexTokenDispatcher (line {fixture_line})",
        ),
    )


def test_the_nearest_conftest_fixture_wins_and_usefixtures_counts(tmp_path):
    files = {
        "tests/conftest.py": f"""
            import pytest

            from {DISPATCHER.rpartition(".")[0]} import MoEFlexTokenDispatcher


            @pytest.fixture
            def flex_dispatcher():
                return MoEFlexTokenDispatcher()
            """,
        "tests/sub/conftest.py": """
            import pytest


            @pytest.fixture
            def flex_dispatcher():
                return object()
            """,
        "tests/sub/test_overridden.py": "def test_stub(flex_dispatcher):\n    assert flex_dispatcher\n",
        "tests/test_marked.py": """
            import pytest


            @pytest.mark.usefixtures("flex_dispatcher")
            class TestMarked:
                def test_runs(self):
                    assert True
            """,
    }
    result = search_repo(write_tree(tmp_path, files), TARGETS)
    assert [(t.path, t.reasons) for t in result.tests] == [
        (
            "tests/test_marked.py",
            (
                Reason(
                    4,
                    "helper",
                    "@pytest.mark.usefixtures asks for the fixture flex_dispatcher from tests/conftest.py, "
                    "which uses MoEFlexTokenDispatcher (line 8)",
                ),
            ),
        )
    ]


def test_parent_import_counts_when_the_name_appears(search, repo):
    path = "tests/unit_tests/test_dispatcher_names.py"
    line = line_of(repo, path, "parametrize")
    import_line = line_of(repo, path, "from megatron.core import")
    assert reasons_of(search, path) == (
        Reason(
            line,
            "named",
            "the name MoEFlexTokenDispatcher appears; the file imports only a parent package of "
            f"megatron.core.transformer.moe.token_dispatcher (line {import_line})",
        ),
    )


def test_sibling_module_import_is_only_a_parent_match(search):
    (reason,) = reasons_of(search, "tests/unit_tests/transformer/test_mlp.py")
    assert reason == Reason(
        1,
        "parent",
        "imports MLP from megatron.core.transformer.mlp, outside megatron.core.transformer.moe.token_dispatcher "
        "(only the package megatron.core.transformer is shared)",
    )


def test_relative_import_outside_a_package_is_named_not_guessed(tmp_path):
    write_tree(tmp_path, {"tests/test_loose.py": "from .dispatchers import MoEFlexTokenDispatcher\n"})
    (test,) = search_repo(tmp_path, TARGETS).tests
    assert [(r.line, r.kind) for r in test.reasons] == [(1, "named")]
    assert "cannot be resolved" in test.reasons[0].text


def test_python_files_come_from_the_pytest_config(tmp_path):
    files = {
        "pyproject.toml": '[tool.pytest.ini_options]\npython_files = ["check_*.py"]\n',
        "tests/check_dispatcher.py": f"from {DISPATCHER.rpartition('.')[0]} import MoEFlexTokenDispatcher\n",
        "tests/test_ignored.py": f"from {DISPATCHER.rpartition('.')[0]} import MoEFlexTokenDispatcher\n",
    }
    result = search_repo(write_tree(tmp_path, files), TARGETS)
    assert [t.path for t in result.tests] == ["tests/check_dispatcher.py"]
    assert result.patterns_from == "python_files in pyproject.toml"


def test_a_symbol_without_aliases_still_matches_through_a_package_reexport(tmp_path):
    write_tree(tmp_path, {"tests/test_norm.py": "import transformer_engine.pytorch as te\n\n\ndef test_norm():\n    assert te.RMSNorm\n"})
    (test,) = search_repo(tmp_path, (Target("transformer_engine.pytorch.RMSNorm", "symbol"),)).tests
    assert [(r.line, r.kind, r.text) for r in test.reasons] == [
        (1, "module", "imports transformer_engine.pytorch as te, the module that defines RMSNorm"),
        (5, "symbol", "uses te.RMSNorm"),
    ]


def test_missing_repository_is_a_user_error(tmp_path):
    with pytest.raises(RepoError, match="found no such directory"):
        search_repo(tmp_path / "nowhere", TARGETS)


# --- Editing user.existing_tests ------------------------------------------------------------------

BASE = "schema: 1\nfeature: {id: a, summary: s, patch_style: binding_replacement}\nframework: {name: other}\n"

EDITS = {
    "no user section": (BASE, BASE + 'user:\n  existing_tests:\n    - tests/a.py\n    - "tests/b c.py"\n'),
    "no trailing newline": (BASE.rstrip("\n"), BASE + 'user:\n  existing_tests:\n    - tests/a.py\n    - "tests/b c.py"\n'),
    "user block with comments and nested keys": (
        BASE + "user:\n  # can we run on a GPU?\n  gpu: true\n  thresholds:\n    perf_margin: 0.9  # measured\n# the end\n",
        BASE + "user:\n  # can we run on a GPU?\n  gpu: true\n  thresholds:\n    perf_margin: 0.9  # measured\n"
        '  existing_tests:\n    - tests/a.py\n    - "tests/b c.py"\n# the end\n',
    ),
    "existing block list": (
        BASE + "user:\n  existing_tests:\n    - old.py\n  # output\n  output_dir: out\n",
        BASE + 'user:\n  existing_tests:\n    - tests/a.py\n    - "tests/b c.py"\n  # output\n  output_dir: out\n',
    ),
    "existing flow list with comment, 4-space indents": (
        BASE + "user:\n    gpu: false\n    existing_tests: []   # none yet\n    output_dir: out\n",
        BASE
        + 'user:\n    gpu: false\n    existing_tests:  # none yet\n        - tests/a.py\n        - "tests/b c.py"\n    output_dir: out\n',
    ),
    "flow user mapping": (
        BASE + "user: {gpu: true}  # answered\n",
        BASE + 'user: {gpu: true, existing_tests: ["tests/a.py", "tests/b c.py"]}  # answered\n',
    ),
    "crlf": (
        BASE.replace("\n", "\r\n") + "user:\r\n  gpu: true\r\n",
        BASE.replace("\n", "\r\n") + 'user:\r\n  gpu: true\r\n  existing_tests:\r\n    - tests/a.py\r\n    - "tests/b c.py"\r\n',
    ),
}


@pytest.mark.parametrize("case", list(EDITS))
def test_existing_tests_edit_changes_only_that_list(case):
    before, expected = EDITS[case]
    after = with_existing_tests(before, ["tests/a.py", "tests/b c.py"])
    assert after == expected
    assert parse_facts(after).user.existing_tests == ("tests/a.py", "tests/b c.py")


def test_write_keeps_the_example_byte_for_byte_and_passes_load_facts(tmp_path, repo):
    facts = tmp_path / "port_facts.yaml"
    original = DEEPEP.read_text(encoding="utf-8")
    facts.write_text(original, encoding="utf-8")
    facts.chmod(0o640)
    completed = run("--repo", str(repo), str(facts), "--limit", "3", "--write")
    assert completed.returncode == 0, completed.stderr
    written = facts.read_text(encoding="utf-8")
    top3 = [p for p, _ in EXPECTED_RANKING[:3]]
    assert written == original + "  existing_tests:\n" + "".join(f"    - {p}\n" for p in top3)
    assert load_facts(facts).user.existing_tests == tuple(top3)
    assert oct(facts.stat().st_mode & 0o777) == "0o640"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["port_facts.yaml"], "no temporary file is left behind"
    # The "after" command turns the port on first (a PYTHONPATH prefix and the -p portval_enable plugin).
    after = [line for line in completed.stdout.splitlines() if line.strip().startswith("after:")]
    assert "Wrote user.existing_tests" in completed.stdout and after and "python -m pytest" in after[0]


def test_written_tests_reach_the_plan_with_before_and_after_commands(tmp_path, repo):
    facts = tmp_path / "port_facts.yaml"
    facts.write_text(DEEPEP.read_text(encoding="utf-8"), encoding="utf-8")
    assert run("--repo", str(repo), str(facts), "--limit", "1", "--write").returncode == 0
    plan_text = render_files(decide(load_facts(facts), load_tables()), facts.name)["VALIDATION_PLAN.md"]
    path = EXPECTED_RANKING[0][0]
    before = [line for line in plan_text.splitlines() if "before: `" in line and path in line]
    after = [line for line in plan_text.splitlines() if "after: `" in line and path in line]
    assert before and f"python -m pytest {path} -q" in before[0]
    # The "after" command turns the port on before collection (the generated portval_enable.py plugin).
    assert after and f"python -m pytest {path} -q -p portval_enable" in after[0]


def test_write_keeps_entries_already_listed_and_adds_the_rest(tmp_path, repo):
    facts = tmp_path / "port_facts.yaml"
    first, second = EXPECTED_RANKING[0][0], EXPECTED_RANKING[1][0]
    facts.write_text(
        BASE
        + f"upstream:\n  symbols: [{DISPATCHER}]\nuser:\n  existing_tests:\n    - {second}::test_flex_subclasses_the_base\n    - tests/manual_check.py\n",
        encoding="utf-8",
    )
    completed = run("--repo", str(repo), str(facts), "--limit", "2", "--write", "--json")
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["written"]["added"] == [first]
    assert load_facts(facts).user.existing_tests == (f"{second}::test_flex_subclasses_the_base", "tests/manual_check.py", first)
    again = facts.read_text(encoding="utf-8")
    rerun = run("--repo", str(repo), str(facts), "--limit", "2", "--write")
    assert rerun.returncode == 0 and "nothing written" in rerun.stdout
    assert facts.read_text(encoding="utf-8") == again


def test_write_refuses_an_edit_that_would_change_other_fields(tmp_path, monkeypatch):
    facts = tmp_path / "port_facts.yaml"
    original = BASE + "user:\n  gpu: true\n"
    facts.write_text(original, encoding="utf-8")
    monkeypatch.setattr(
        existing_tests_report, "with_existing_tests", lambda text, tests, name: text.replace("gpu: true", "gpu: false") + "  existing_tests: [a.py]\n"
    )
    with pytest.raises(UserError, match="would change other fields; nothing written"):
        existing_tests_report.write_existing_tests(facts, load_facts(facts), ["a.py"])
    monkeypatch.setattr(existing_tests_report, "with_existing_tests", lambda text, tests, name: text + "  existing_tests: [a.py, a.py]\n")
    with pytest.raises(UserError, match="would make the file invalid"):
        existing_tests_report.write_existing_tests(facts, load_facts(facts), ["a.py"])
    assert facts.read_text(encoding="utf-8") == original


# --- The command line -----------------------------------------------------------------------------


def test_json_lists_ranked_tests_with_reasons_and_commands(repo):
    completed = run("--repo", str(repo), str(DEEPEP), "--json")
    assert completed.returncode == 0, completed.stderr
    report = json.loads(completed.stdout)
    assert set(report) == {
        "repo", "facts", "targets", "test_patterns", "patterns_from", "scanned", "weights",
        "min_score", "limit", "tests", "left_out", "unreadable", "written",
    }  # fmt: skip
    assert [(t["rank"], t["path"], t["score"]) for t in report["tests"]] == [
        (i, p, s) for i, (p, s) in enumerate(EXPECTED_WITH_FACTS, start=1)
    ]
    first = report["tests"][0]
    assert set(first) == {"rank", "path", "score", "reasons", "before", "after"}
    assert set(first["reasons"][0]) == {"line", "also_lines", "kind", "weight", "text"}
    assert report["targets"] == [
        {"path": DISPATCHER, "role": "symbol"},
        {"path": ALIAS, "role": "alias"},
        {"path": "megatron.core.transformer.moe.moe_layer.MoELayer", "role": "wired"},
    ]
    assert report["left_out"] == {"below_min_score": 2, "over_limit": 0}
    assert report["written"] is None
    assert completed.stderr == "warning: tests/unit_tests/test_broken.py:2: cannot be parsed (invalid syntax); skipped\n"


def test_text_table_shows_rank_score_path_and_reasons(repo):
    completed = run("--repo", str(repo), str(DEEPEP))
    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    assert f"   1    100  {EXPECTED_RANKING[0][0]}" in out
    assert "line 1  symbol  imports MoEFlexTokenDispatcher from ..token_dispatcher" in out
    assert "12 tests touch the changed area." in out
    assert "Left out: 2 with weaker matches (score below 20; --min-score 0 shows them)." in out


def test_no_match_exits_1_and_writes_nothing(tmp_path):
    write_tree(tmp_path / "repo", {"tests/test_other.py": "import os\n"})
    facts = tmp_path / "port_facts.yaml"
    facts.write_text(DEEPEP.read_text(encoding="utf-8"), encoding="utf-8")
    completed = run("--repo", str(tmp_path / "repo"), str(facts), "--write")
    assert completed.returncode == 1
    assert "No tests touch the changed area." in completed.stdout
    assert facts.read_text(encoding="utf-8") == DEEPEP.read_text(encoding="utf-8")


def test_help_shows_an_example_and_the_exit_codes():
    completed = run("--help")
    assert completed.returncode == 0
    assert "Example" in completed.stdout and "Exit codes" in completed.stdout


def bad_inputs(tmp_path: Path, repo: Path) -> dict[str, tuple[list[str], str]]:
    no_symbols = tmp_path / "config_rewrite.yaml"
    no_symbols.write_text(BASE.replace("binding_replacement", "config_rewrite") + "upstream:\n  symbols: []\n", encoding="utf-8")
    return {
        "missing repo": (
            ["--repo", str(tmp_path / "nowhere"), str(DEEPEP)],
            f"error: {tmp_path / 'nowhere'}: found no such directory, expected the root of your repository (--repo)",
        ),
        "repo is a file": (
            ["--repo", str(DEEPEP), str(DEEPEP)],
            f"error: {DEEPEP}: found a file, expected the root of your repository (--repo)",
        ),
        "missing facts": (
            ["--repo", str(repo), str(tmp_path / "nope.yaml")],
            f"error: {tmp_path / 'nope.yaml'}: (top level): found no such file, expected a YAML facts file",
        ),
        "no upstream symbols": (
            ["--repo", str(repo), str(no_symbols)],
            (
                f"error: {no_symbols}:5: upstream.symbols: found no symbols, expected at least one dotted path such as {DISPATCHER} "
                "(find_tests.py looks for the tests that import upstream.symbols and upstream.aliases)"
            ),
        ),
    }


@pytest.mark.parametrize("case", ["missing repo", "repo is a file", "missing facts", "no upstream symbols"])
def test_bad_input_is_one_line_and_exit_2(tmp_path, repo, case):
    args, expected = bad_inputs(tmp_path, repo)[case]
    before = sorted(os.listdir(tmp_path))
    completed = run(*args, "--write")
    assert completed.returncode == 2
    assert completed.stderr.splitlines() == [expected]
    assert completed.stdout == ""
    assert sorted(os.listdir(tmp_path)) == before, "nothing is written on bad input"


# --- Ranking by evidence, on a committed tree shaped like Megatron-LM's (tests/fixtures/megatron_like) ---------

MEGATRON_LIKE = REPO / "tests" / "fixtures" / "megatron_like"
UNIT = "tests/unit_tests"


def ranking(facts_name: str, root: Path = MEGATRON_LIKE, min_score: int = DEFAULT_MIN_SCORE) -> list[tuple[str, int]]:
    completed = run("--repo", str(root), str(REPO / "examples" / facts_name), "--json", "--min-score", str(min_score))
    assert completed.returncode in (0, 1), completed.stderr
    return [(t["path"], t["score"]) for t in json.loads(completed.stdout)["tests"]]


def reasons_in(facts_name: str, path: str) -> list[tuple[str, str]]:
    completed = run("--repo", str(MEGATRON_LIKE), str(REPO / "examples" / facts_name), "--json", "--min-score", "0")
    test = next(t for t in json.loads(completed.stdout)["tests"] if t["path"] == path)
    return [(r["kind"], r["text"]) for r in test["reasons"]]


def test_dispatcher_ranks_wired_and_config_first_then_config_then_wired_alone():
    """The test that builds MoELayer with moe_token_dispatcher_type='flex' leads; a literal 'flex' beats a choice that
    can be 'flex'; a test building MoELayer with alltoall comes last; equal scores break on evidence (more lines)."""
    assert ranking("megatron_deepep_dispatcher.yaml") == [
        (f"{UNIT}/transformer/moe/test_token_dispatcher.py", 85),  # config + wired (+ a weak sibling import)
        (f"{UNIT}/transformer/test_cuda_graphs.py", 85),  # config on two lines
        (f"{UNIT}/transformer/test_transformer_config.py", 85),  # config on one line
        (f"{UNIT}/a2a_overlap/test_schedule_chunk.py", 70),  # a parametrized variable; the file names 'flex'
        (f"{UNIT}/pipeline_parallel/test_offloading.py", 70),  # 'alltoall' if ... else 'flex'
        (f"{UNIT}/transformer/moe/test_moe_layer.py", 60),  # builds MoELayer, with alltoall
    ]


def test_config_selection_reads_as_it_is_written():
    assert reasons_in("megatron_deepep_dispatcher.yaml", f"{UNIT}/a2a_overlap/test_schedule_chunk.py") == [
        (
            "config_choice",
            (
                "assigns extra_kwargs['moe_token_dispatcher_type'] = dispatcher_type, and the file names 'flex' (line 6), "
                "the value the facts select the feature with"
            ),
        )
    ]
    assert reasons_in("megatron_deepep_dispatcher.yaml", f"{UNIT}/transformer/test_cuda_graphs.py") == [
        ("config", "assigns extra_kwargs['moe_token_dispatcher_type'] = 'flex': the value the facts select the feature with"),
        ("config", "assigns extra_kwargs['moe_enable_deepep'] = True: the value the facts select the feature with"),
    ]


def test_rms_norm_ranks_the_symbol_then_tenorm_with_rmsnorm_and_says_a_submodule_is_weak():
    assert ranking("megatron_turbo_rms_norm.yaml", min_score=0) == [
        (f"{UNIT}/fusions/test_rmsnorm_residual_fusion.py", 100),
        (f"{UNIT}/transformer/test_te_layers.py", 85),  # TENorm (framework.wired_at) + normalization='RMSNorm'
        (f"{UNIT}/models/test_attention_specs.py", 85),
        (f"{UNIT}/inference/test_symmetric_memory.py", 25),
    ]
    reasons = reasons_in("megatron_turbo_rms_norm.yaml", f"{UNIT}/inference/test_symmetric_memory.py")
    assert reasons == [
        (
            "submodule",
            "imports transformer_engine.pytorch.ep as te_ep, a submodule of transformer_engine.pytorch (which defines RMSNorm); not RMSNorm itself",
        ),
        ("module", "imports Linear from transformer_engine.pytorch, the module that defines RMSNorm; another name than RMSNorm"),
    ]


def test_fp8_context_ranks_the_block_that_uses_it_under_fp8_first():
    assert ranking("megatron_turbo_fp8_context.yaml") == [
        (f"{UNIT}/transformer/test_transformer_block.py", 100),
        (f"{UNIT}/test_fp8_param.py", 85),
    ]


def test_a_module_level_import_of_the_symbol_says_it_is_bound_at_import_time():
    (kind, text), = reasons_in("megatron_turbo_rms_norm.yaml", f"{UNIT}/fusions/test_rmsnorm_residual_fusion.py")
    assert kind == "symbol" and text == f"imports RMSNorm from transformer_engine.pytorch{AT_IMPORT}"


def test_equal_evidence_is_the_only_tie_the_path_breaks(tmp_path):
    """b_test.py uses the symbol on three lines, a_test.py on one: b ranks first although a sorts first."""
    write_tree(
        tmp_path,
        {
            "tests/test_a.py": "import megatron.core.transformer.moe.token_dispatcher as td\n\n\ndef test_a():\n    assert td.MoEFlexTokenDispatcher\n",
            "tests/test_b.py": (
                "import megatron.core.transformer.moe.token_dispatcher as td\n\n\ndef test_b():\n    assert td.MoEFlexTokenDispatcher\n"
                "    assert td.MoEFlexTokenDispatcher.dispatch\n    assert td.MoEFlexTokenDispatcher.combine\n"
            ),
        },
    )
    assert [t.path for t in search_repo(tmp_path, TARGETS).tests] == ["tests/test_b.py", "tests/test_a.py"]


def test_a_fifo_named_like_a_test_is_not_opened(tmp_path):
    """A FIFO nobody writes would block a read forever; only regular files are read."""
    import shutil

    root = tmp_path / "repo"
    shutil.copytree(MEGATRON_LIKE, root)
    os.mkfifo(root / "tests" / "unit_tests" / "test_fifo.py")
    completed = subprocess.run(
        [sys.executable, str(SCRIPTS / "find_tests.py"), "--repo", str(root), str(DEEPEP), "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["scanned"] == 13


def test_the_tree_is_searched_without_parsing_files_that_name_nothing(monkeypatch):
    """Only files naming a target, a selecting config value or a linked helper are parsed (the speed on 437 files)."""
    from portval.existing_tests import analysis

    parsed = []
    original = analysis.analyse
    monkeypatch.setattr(analysis, "analyse", lambda source, *rest: parsed.append(source.rel) or original(source, *rest))
    facts = load_facts(REPO / "examples" / "megatron_turbo_fp8_context.yaml")
    targets = targets_from(facts.upstream.symbols, facts.upstream.aliases, facts.framework.wired_at)
    selectors = selectors_from(facts.enable.flags, facts.enable.side_effects, facts.module.config_fields)
    search = search_repo(MEGATRON_LIKE, targets, selectors)
    assert search.scanned == 13
    assert sorted(parsed) == [f"{UNIT}/test_fp8_param.py", f"{UNIT}/transformer/test_transformer_block.py"]


def test_a_symbol_imported_and_never_used_is_weak_and_says_so(tmp_path):
    write_tree(
        tmp_path,
        {
            "tests/test_unused.py": f"from {DISPATCHER.rpartition('.')[0]} import MoEFlexTokenDispatcher\n\n\ndef test_other():\n    assert True\n",
            "tests/test_used.py": f"from {DISPATCHER.rpartition('.')[0]} import MoEFlexTokenDispatcher\n\n\ndef test_it():\n    assert MoEFlexTokenDispatcher\n",
        },
    )
    tests = {t.path: t.reasons for t in search_repo(tmp_path, TARGETS).tests}
    assert tests["tests/test_unused.py"] == (
        Reason(1, "module", f"imports MoEFlexTokenDispatcher from {DISPATCHER.rpartition('.')[0]}; MoEFlexTokenDispatcher is never used in this file"),
    )
    assert tests["tests/test_used.py"][0].kind == "symbol"


def test_the_users_own_flag_selects_their_tests(tmp_path):
    # A test of the user's framework turns the port on by the user's flag (port.flags), which Primus's facts never name.
    write_tree(tmp_path, {"tests/test_cfg.py": "def test_on():\n    cfg = dict(use_fused_swiglu_port=True)\n    assert cfg\n"})
    facts_file = tmp_path / "port.yaml"
    facts_file.write_text(
        "schema: 1\nfeature: {id: demo.x, summary: A demo., patch_style: binding_replacement}\nframework: {name: other}\n"
        "upstream: {symbols: [fakefw.ops.swiglu]}\nport: {flags: {use_fused_swiglu_port: true}}\n",
        encoding="utf-8",
    )
    found = existing_tests_report.search_for_facts(str(facts_file), load_facts(facts_file), str(tmp_path))
    assert [(t.path, t.score) for t in found.selected()] == [("tests/test_cfg.py", 85)]
