"""find_sites.py: every import-time binding of a replaced symbol, on a small package and on the installed megatron-core.

The megatron-core test compares the scan with an independent one written here
from tokens and indentation (no ast), so a shared blind spot is unlikely; it
skips when megatron-core is not installed.
"""

from __future__ import annotations

import importlib.util
import io
import json
import re
import subprocess
import sys
import textwrap
import time
import tokenize
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from portval.common.errors import FactsError
from portval.facts.load import load_facts, parse_facts
from portval.plan.sites import FOUND_IN_CODE, decide_sites
from portval.sites.scan import SitesError, port_rebindings, scan_sites

FP8_EXAMPLE = REPO / "examples" / "megatron_turbo_fp8_context.yaml"

PACKAGE = {
    "toyfw/__init__.py": "from .ops.norm import FastNorm\n",
    "toyfw/ops/__init__.py": "",
    "toyfw/ops/norm.py": "class FastNorm:\n    pass\n\n\ndef helper():\n    return FastNorm\n",
    "toyfw/ops/star.py": "from toyfw.ops.norm import *\n",
    "toyfw/ops/private.py": "__all__ = ['helper']\n",
    "toyfw/model/__init__.py": "",
    "toyfw/model/block.py": """
        try:
            from ..ops.norm import FastNorm as Norm
        except ImportError:
            Norm = None

        if Norm is not None:
            NormImpl = Norm
        """,
    "toyfw/model/layer.py": """
        import toyfw.ops.norm as norm_ops
        from toyfw import FastNorm

        LayerNorm = norm_ops.FastNorm


        def build():
            from toyfw.ops.norm import FastNorm as Late
            return Late()


        class Holder:
            from toyfw.ops.norm import FastNorm as Inner
        """,
    "toyfw/model/unrelated.py": "FastNorm = object\n",
    "toyfw/model/broken.py": "def (:\n    from toyfw.ops.norm import FastNorm\n",
}


def write_package(root: Path, files: dict[str, str]) -> Path:
    """Write ``files`` (path -> source) under ``root`` and return ``root``."""
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"))
    return root


def run_script(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """find_sites.py in a subprocess, as a user runs it."""
    return subprocess.run([sys.executable, str(SCRIPTS / "find_sites.py"), *map(str, args)], check=False, capture_output=True, text=True, timeout=120)


def test_finds_every_import_time_binding_and_nothing_else(tmp_path):
    """Relative imports in try/if, a package re-export, a star import and assignments are sites; imports in def/class bodies are not."""
    root = write_package(tmp_path, PACKAGE)
    scan = scan_sites(["toyfw.ops.norm.FastNorm"], [root])
    found = {s.path: s.binding for s in scan.sites}
    assert found == {
        "toyfw.ops.norm.FastNorm": "definition",
        "toyfw.FastNorm": "import",
        "toyfw.ops.star.FastNorm": "star import",
        "toyfw.model.block.Norm": "import",
        "toyfw.model.block.NormImpl": "assignment",
        "toyfw.model.layer.FastNorm": "import",
        "toyfw.model.layer.LayerNorm": "assignment",
    }
    assert {s.kind for s in scan.sites if s.path != "toyfw.ops.norm.FastNorm"} == {"alias"}
    assert any("broken.py" in problem for problem in scan.unreadable)
    block = next(s for s in scan.sites if s.path == "toyfw.model.block.Norm")
    assert block.source == "toyfw/model/block.py:2"
    assert block.how == "from ..ops.norm import FastNorm as Norm"


def test_a_symbol_given_by_its_re_export_finds_the_origin_and_its_bindings(tmp_path):
    """upstream.symbols may name the package's re-export: the scan follows it to the definition and back out."""
    root = write_package(tmp_path, PACKAGE)
    scan = scan_sites(["toyfw.FastNorm"], [root])
    paths = {s.path: s.kind for s in scan.sites}
    assert paths["toyfw.FastNorm"] == "symbol"
    assert paths["toyfw.ops.norm.FastNorm"] == "alias"
    assert "toyfw.model.block.NormImpl" in paths


def test_an_attribute_of_a_class_is_one_site_at_the_class_definition(tmp_path):
    """``m.SwiGLUFunction.forward`` is rebound on the class: every module that imported the class sees it, so the class's
    definition is its one site, and a module's import of the class is none; an attribute of no class is not found."""
    root = write_package(
        tmp_path,
        {
            "swfw/__init__.py": "",
            "swfw/fusions.py": "class SwiGLUFunction:\n    @staticmethod\n    def forward(ctx, x):\n        return x\n",
            "swfw/mlp.py": "from swfw.fusions import SwiGLUFunction\n",
        },
    )
    scan = scan_sites(["swfw.fusions.SwiGLUFunction.forward", "swfw.fusions.NoSuchClass.forward"], [root])
    assert [(s.path, s.kind, s.binding, s.source) for s in scan.sites] == [
        ("swfw.fusions.SwiGLUFunction.forward", "symbol", "class attribute", "swfw/fusions.py:1")
    ]
    assert scan.missing_symbols == ("swfw.fusions.NoSuchClass.forward",)


def test_a_missing_root_is_one_error(tmp_path):
    """A --root that is not a directory is a user error, not a traceback."""
    with pytest.raises(SitesError, match="no such directory"):
        scan_sites(["toyfw.ops.norm.FastNorm"], [tmp_path / "absent"])


def test_port_rebindings_are_read_from_assignments_setattr_and_loops(tmp_path):
    """module.S = x, setattr(module, 'S', x), loops over modules, module names or (module, name) pairs all count, inside functions too."""
    port = tmp_path / "port.py"
    port.write_text(
        textwrap.dedent(
            """
            import importlib
            import sys

            import toyfw.model.block as block
            from toyfw.model import layer


            def enable(new):
                block.Norm = new
                setattr(layer, "FastNorm", new)
                for module in (block, layer):
                    module.Unrelated = new
                for name in ["toyfw.ops.star", "toyfw"]:
                    setattr(importlib.import_module(name), "FastNorm", new)
                sys.modules["toyfw.ops.norm"].FastNorm = new


            LAYER = "toyfw.model.layer"
            PAIRS = ((LAYER, "LayerNorm"), ("toyfw.model.block", "NormImpl"))


            def enable_pairs(new):
                for module_name, attribute in PAIRS:
                    setattr(importlib.import_module(module_name), attribute, new)
            """
        )
    )
    found = {r.path for r in port_rebindings(port, {"Norm", "FastNorm", "LayerNorm", "NormImpl"})}
    assert found == {
        "toyfw.model.block.Norm",
        "toyfw.model.layer.FastNorm",
        "toyfw.ops.star.FastNorm",
        "toyfw.FastNorm",
        "toyfw.ops.norm.FastNorm",
        "toyfw.model.layer.LayerNorm",
        "toyfw.model.block.NormImpl",
    }


def facts_text(aliases: list[str], wired_at: str = "toyfw.patch") -> str:
    """A small facts file for the toy package, with a comment the writer must keep."""
    listed = "".join(f"    - {a}\n" for a in aliases)
    return (
        "schema: 1\n"
        "feature: {id: toy.norm, summary: Fast norm., patch_style: binding_replacement, port_kind: drop_in}\n"
        f"framework:\n  name: other\n  wired_at: {wired_at}\n"
        "upstream:\n"
        "  # the patch's own sites\n"
        "  symbols: [toyfw.ops.norm.FastNorm]\n"
        f"  aliases:\n{listed}"
        "numerics:\n  dtypes: [fp32]\n"
    )


def test_write_adds_missing_sites_and_keeps_every_other_line(tmp_path):
    """--write lists the bindings the facts missed in aliases and found_in_code; every other line stays; the plan names them apart."""
    root = write_package(tmp_path / "src", PACKAGE)
    facts = tmp_path / "facts.yaml"
    before = facts_text(["toyfw.FastNorm", "toyfw.model.layer.FastNorm"])
    facts.write_text(before)
    result = run_script(facts, "--root", root, "--write", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert {s["path"] for s in report["sites"] if not s["in_facts"]} == set(report["missing_from_facts"])
    assert set(report["missing_from_facts"]) == {
        "toyfw.ops.star.FastNorm",
        "toyfw.model.block.Norm",
        "toyfw.model.block.NormImpl",
        "toyfw.model.layer.LayerNorm",
    }
    after = facts.read_text()
    assert after.startswith(before.split("numerics:")[0].rstrip("\n"))  # every line before the new entries is unchanged
    assert after.endswith("numerics:\n  dtypes: [fp32]\n")
    loaded = load_facts(facts)
    assert set(loaded.upstream.found_in_code) == set(report["missing_from_facts"])
    origins = {s.path: s.origin for s in decide_sites(loaded)}
    assert origins["toyfw.model.block.NormImpl"] == FOUND_IN_CODE
    assert origins["toyfw.FastNorm"] == ""
    again = run_script(facts, "--root", root, "--json")
    assert again.returncode == 0 and json.loads(again.stdout)["missing_from_facts"] == []


def test_json_contract_and_port_check(tmp_path):
    """--json prints path, kind, source and in_facts per site; the port check names sites never rebound and rebindings that are no site."""
    root = write_package(tmp_path / "src", PACKAGE)
    (root / "toyfw" / "patch.py").write_text(
        "import toyfw.ops.norm as norm\nimport toyfw.model.block as block\n\n\ndef enable(new):\n    norm.FastNorm = new\n    block.FastNorm = new\n"
    )
    facts = tmp_path / "facts.yaml"
    facts.write_text(facts_text(["toyfw.FastNorm"]))
    result = run_script(facts, "--root", root, "--json")
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    first = report["sites"][0]
    assert {"path", "kind", "source", "in_facts"} <= set(first)
    assert first == {**first, "path": "toyfw.ops.norm.FastNorm", "kind": "symbol", "source": "toyfw/ops/norm.py:1", "in_facts": True}
    port = report["port"]
    assert port["from"] == "framework.wired_at" and port["read"]
    assert "toyfw.model.block.NormImpl" in port["not_rebound"] and "toyfw.ops.norm.FastNorm" not in port["not_rebound"]
    assert port["not_sites"] == [{"path": "toyfw.model.block.FastNorm", "source": f"{root / 'toyfw' / 'patch.py'}:7"}]
    text = run_script(facts, "--root", root)
    assert "never rebinds" in text.stdout and "toyfw.model.block.FastNorm" in text.stdout


def test_a_port_is_not_said_to_rebind_nothing_when_the_roots_hold_no_site(tmp_path):
    """Roots that do not hold the framework find no binding: the port is not compared, and not blamed."""
    root = write_package(tmp_path / "src", PACKAGE)
    port = tmp_path / "port.py"
    port.write_text("import toyfw.ops.norm as norm\n\n\ndef enable(new):\n    norm.FastNorm = new\n")
    facts = tmp_path / "facts.yaml"
    facts.write_text(facts_text(["toyfw.FastNorm"]))
    elsewhere = tmp_path / "empty"
    elsewhere.mkdir()
    report = json.loads(run_script(facts, "--root", elsewhere, "--port", port, "--json").stdout)
    assert report["sites"] == [] and not report["port"]["read"]
    assert report["port"]["note"] == f"{port} not compared: no binding of the symbols was found under the roots read"
    assert json.loads(run_script(facts, "--root", root, "--port", port, "--json").stdout)["port"]["read"]


def test_found_in_code_must_be_listed_in_aliases():
    """A found_in_code entry that aliases does not list is refused, naming the field."""
    text = facts_text(["toyfw.FastNorm"]).replace("numerics:", "  found_in_code: [toyfw.other.FastNorm]\nnumerics:")
    with pytest.raises(FactsError, match=r"upstream\.found_in_code\[0\]: found 'toyfw.other.FastNorm'"):
        parse_facts(text)


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    """A missing --port file is reported in one line with exit code 2."""
    facts = tmp_path / "facts.yaml"
    facts.write_text(facts_text(["toyfw.FastNorm"]))
    result = run_script(facts, "--root", write_package(tmp_path / "src", PACKAGE), "--port", tmp_path / "nope.py")
    assert result.returncode == 2
    assert result.stderr.startswith("error: --port") and result.stderr.count("\n") == 1


# --- megatron-core 0.16.0, against an independent scan --------------------------------------------------

MEGATRON = importlib.util.find_spec("megatron")
needs_megatron = pytest.mark.skipif(MEGATRON is None, reason="megatron-core is not installed (pip install megatron-core==0.16.0)")
MEGATRON_SYMBOLS = {
    # symbol: (definition plus `from M import S` bindings, as counted for megatron-core 0.16.0)
    "megatron.core.fp8_utils.get_fp8_context": 7,
    "megatron.core.extensions.transformer_engine.TENorm": 11,
    "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher": 2,
    "megatron.core.extensions.transformer_engine_spec_provider.TESpecProvider": 5,
}


def independent_bindings(base: Path, symbol: str) -> set[str]:
    """Import-time bindings of ``symbol`` found from tokens: a line is import-time unless an enclosing block is a def or class.

    Counts the definition, `from M import S [as T]` (relative too), `from M import *` of the defining
    module, and `T = S` at import time; follows one level of renaming, which is all megatron-core uses.
    """
    module, _, name = symbol.rpartition(".")
    found = {symbol}
    renames: dict[str, set[str]] = {}
    for file in sorted(base.joinpath("megatron").rglob("*.py")):
        parts = file.relative_to(base).with_suffix("").parts
        here = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = here if parts[-1] == "__init__" else here.rpartition(".")[0]
        for statement in import_time_statements(file.read_text()):
            # Tokens joined by single spaces: "from . . core . fp8_utils import ( a , b as c )".
            imported = re.fullmatch(r"from ((?:\. )*)(\w+(?: \. \w+)*)? ?import (?:\( )?(.*?)(?: \))?", statement)
            if imported:
                dots, source, names = imported.groups()
                source = (source or "").replace(" . ", ".")
                level = dots.count(".")
                if level:
                    stem = package.split(".")[: len(package.split(".")) - level + 1]
                    source = ".".join([*stem, *([source] if source else [])])
                for entry in names.removesuffix(" ,").split(" , "):
                    words = entry.split()
                    if source == module and words == ["*"]:
                        found.add(f"{here}.{name}")
                    elif source == module and words and words[0] == name:
                        found.add(f"{here}.{words[-1]}")
                        renames.setdefault(here, set()).add(words[-1])
            assigned = re.fullmatch(r"(\w+) = (\w+)", statement)
            if assigned and (assigned.group(2) in renames.get(here, ()) or (here == module and assigned.group(2) == name)):
                found.add(f"{here}.{assigned.group(1)}")
    return found


def import_time_statements(source: str) -> list[str]:
    """Logical lines of ``source`` (tokens joined by spaces) that run at import time: not inside a def or class body."""
    statements: list[str] = []
    blocks: list[tuple[int, bool]] = []  # (indentation of the block's header, whether it is a def or class)
    line: list[str] = []
    indent = 0
    skipped = (tokenize.COMMENT, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING, tokenize.ENDMARKER)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in skipped:
            continue
        if not line:
            indent = token.start[1]
        if token.type != tokenize.NEWLINE:
            line.append(token.string)
            continue
        while blocks and blocks[-1][0] >= indent:
            blocks.pop()
        if not any(is_def for _, is_def in blocks):
            statements.append(" ".join(line))
        if line[-1] == ":":
            blocks.append((indent, line[0] in ("def", "class", "async")))
        line = []
    return statements


@needs_megatron
@pytest.mark.parametrize("symbol", list(MEGATRON_SYMBOLS), ids=lambda s: s.rpartition(".")[2])
def test_megatron_core_bindings_match_an_independent_scan(symbol):
    """On the installed megatron-core, find_sites finds exactly the bindings a token-level scan finds, and the counted ones."""
    base = Path(next(iter(MEGATRON.submodule_search_locations))).parent
    scan = scan_sites([symbol])
    found = {s.path for s in scan.sites}
    assert found == independent_bindings(base, symbol)
    counted = [s for s in scan.sites if s.binding in ("definition", "import")]
    assert len(counted) == MEGATRON_SYMBOLS[symbol], [s.path for s in counted]


@needs_megatron
def test_the_fp8_example_lists_what_primus_does_not_rebind():
    """Primus's fp8 patch rebinds 4 of get_fp8_context's 7 bindings; the example's facts record the other 3 as found in code."""
    facts = load_facts(FP8_EXAMPLE)
    scan = scan_sites(facts.upstream.symbols)
    assert {s.path for s in scan.sites} == set(facts.upstream.symbols) | set(facts.upstream.aliases)
    assert len(facts.upstream.found_in_code) == 3
    plan = (REPO / "examples" / "rendered" / "megatron_turbo_fp8_context" / "VALIDATION_PLAN.md").read_text()
    for path in facts.upstream.found_in_code:
        assert f"`{path}` (alias: {FOUND_IN_CODE})" in plan


@needs_megatron
def test_all_of_megatron_core_scans_in_seconds():
    """The four symbols together over all of megatron-core take well under the few seconds a user waits."""
    started = time.perf_counter()
    scan = scan_sites(list(MEGATRON_SYMBOLS))
    elapsed = time.perf_counter() - started
    assert scan.files_listed > 300
    assert elapsed < 5, f"{elapsed:.1f} s"


def test_help_shows_an_example():
    """--help carries an example and the exit codes, like every script."""
    result = run_script("--help")
    assert result.returncode == 0
    assert "Example" in result.stdout and "Exit codes" in result.stdout
