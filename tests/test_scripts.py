"""The scripts as an agent and a person use them: --help, exit codes, one-line errors, safe writes."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
RMS_NORM = REPO / "examples" / "megatron_turbo_rms_norm.yaml"
MAXTEXT = next((REPO / "examples").glob("maxtext_*.yaml"))


def run(script: str, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPTS / script), *args], capture_output=True, text=True, cwd=cwd, check=False)


def tree_digest(directory: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(directory.rglob("*")):
        digest.update(str(path.relative_to(directory)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


@pytest.mark.parametrize(
    "script", ["render.py", "check_facts.py", "refresh_examples.py", "compare_losses.py", "export_schema.py", "facts_from_explorer.py", "find_tests.py"]
)
def test_help_shows_an_example(script):
    completed = run(script, "--help")
    assert completed.returncode == 0
    assert "Example" in completed.stdout and "Exit codes" in completed.stdout


@pytest.mark.parametrize("facts", sorted((REPO / "examples").glob("*.yaml")), ids=lambda p: p.stem)
def test_check_facts_prints_decisions_for_every_example(facts):
    completed = run("check_facts.py", str(facts), "--json")
    assert completed.returncode == 0, completed.stderr
    report = json.loads(completed.stdout)
    assert report["valid"] is True
    assert [t["name"] for t in report["tiers"]] == ["correctness", "integration", "performance"]
    assert report["oracle"]["why"]
    for skip in report["skip_conditions"]:
        assert skip["source"]


def test_check_facts_text_names_oracle_hooks_and_questions():
    completed = run("check_facts.py", str(RMS_NORM))
    assert completed.returncode == 0
    out = completed.stdout
    assert "oracle:" in out and "adapter hooks to fill:" in out and "questions for the user:" in out
    assert "torch is not a ROCm build" in out


BAD_FACTS = {
    "unknown field": ("schema: 1\nfeature: {id: a, summary: s, patch_style: binding_replacement, port_knd: drop_in}\nframework: {name: other}\n", "feature.port_knd: found an unknown field (did you mean 'port_kind'?)"),
    "bad enum": ("schema: 1\nfeature: {id: a, summary: s, patch_style: monkey}\nframework: {name: other}\n", "feature.patch_style: found 'monkey' (a string), expected one of binding_replacement"),
    "syntax": ("schema: 1\nfeature: [unclosed\n", "found invalid YAML"),
    "empty": ("", "found an empty file"),
    "duplicate key": ("schema: 1\nschema: 1\n", "schema: found a duplicate key (first on line 1)"),
}


@pytest.mark.parametrize("case", list(BAD_FACTS))
@pytest.mark.parametrize("script", ["check_facts.py", "render.py"])
def test_bad_facts_give_one_line_and_exit_2(tmp_path, script, case):
    text, expected = BAD_FACTS[case]
    facts = tmp_path / "facts.yaml"
    facts.write_text(text, encoding="utf-8")
    completed = run(script, str(facts), cwd=tmp_path)
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {facts}"), completed.stderr
    assert expected in lines[0]
    assert "Traceback" not in completed.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["facts.yaml"], "nothing may be written on bad input"


def test_render_writes_the_scaffold_and_lists_hooks(tmp_path):
    completed = run("render.py", str(RMS_NORM), "-o", str(tmp_path / "out"))
    assert completed.returncode == 0, completed.stderr
    names = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert names == sorted([".portval-manifest.json", "VALIDATION_PLAN.md", "port_facts.yaml", "port_adapter.py", "port_hooks.py", "conftest.py",
                            "portval_core.py", "portval_sites.py", "portval_compare.py", "portval_training.py", "portval_parity.py", "portval_bench.py", "portval_checks.py",
                            "portval_torch.py", "portval_torch_runs.py", "portval_torch_timing.py", "test_correctness.py", "test_integration.py",
                            "bench_parity.py", "test_performance.py", "dump_reference.py"])
    # An op-level port has no loss-curve check, so its scaffold has no loss-curve module.
    assert "portval_losses.py" not in names
    assert "hooks to fill in port_adapter.py: set_feature, setup_framework, teardown_framework, build_module, make_inputs, make_train_step" in completed.stdout
    assert (tmp_path / "out" / "port_facts.yaml").read_text(encoding="utf-8") == RMS_NORM.read_text(encoding="utf-8")


def test_dry_run_writes_nothing(tmp_path):
    out = tmp_path / "out"
    assert run("render.py", str(RMS_NORM), "-o", str(out)).returncode == 0
    (out / "conftest.py").write_text("# edited\n", encoding="utf-8")
    before = tree_digest(tmp_path)
    completed = run("render.py", str(RMS_NORM), "-o", str(out), "--dry-run", "--json", "--force")
    assert tree_digest(tmp_path) == before
    statuses = {f["name"]: f["status"] for f in json.loads(completed.stdout)["files"]}
    assert statuses["conftest.py"] == "overwrite" and statuses["test_correctness.py"] == "identical"
    fresh = tmp_path / "fresh"
    run("render.py", str(RMS_NORM), "-o", str(fresh), "--dry-run")
    assert not fresh.exists()


def test_an_edited_generated_file_is_a_conflict_kept_unless_force(tmp_path):
    out = tmp_path / "out"
    run("render.py", str(RMS_NORM), "-o", str(out))
    (out / "conftest.py").write_text("# my edit\n", encoding="utf-8")
    completed = run("render.py", str(RMS_NORM), "-o", str(out), "--json")
    assert completed.returncode == 1
    assert "conftest.py" in completed.stderr
    assert (out / "conftest.py").read_text(encoding="utf-8") == "# my edit\n"
    statuses = {f["name"]: f["status"] for f in json.loads(completed.stdout)["files"]}
    assert statuses["conftest.py"] == "conflict"
    assert run("render.py", str(RMS_NORM), "-o", str(out), "--force").returncode == 0
    assert (out / "conftest.py").read_text(encoding="utf-8") != "# my edit\n"


def test_an_unchanged_generated_file_is_updated_when_the_facts_change(tmp_path):
    out = tmp_path / "out"
    facts = tmp_path / "facts.yaml"
    facts.write_text(RMS_NORM.read_text(encoding="utf-8"), encoding="utf-8")
    run("render.py", str(facts), "-o", str(out))
    facts.write_text(facts.read_text(encoding="utf-8").replace("dtypes: [bf16]", "dtypes: [bf16, fp32]"), encoding="utf-8")
    completed = run("render.py", str(facts), "-o", str(out), "--json")
    assert completed.returncode == 0, completed.stderr
    statuses = {f["name"]: f["status"] for f in json.loads(completed.stdout)["files"]}
    assert statuses["test_correctness.py"] == "update"
    assert "'fp32'" in (out / "test_correctness.py").read_text(encoding="utf-8")


def test_port_adapter_is_never_overwritten_even_with_force(tmp_path):
    out = tmp_path / "out"
    run("render.py", str(RMS_NORM), "-o", str(out))
    (out / "port_adapter.py").write_text("# wired by hand\n", encoding="utf-8")
    completed = run("render.py", str(RMS_NORM), "-o", str(out), "--force", "--json")
    assert completed.returncode == 0
    statuses = {f["name"]: f["status"] for f in json.loads(completed.stdout)["files"]}
    assert statuses["port_adapter.py"] == "skip"
    assert (out / "port_adapter.py").read_text(encoding="utf-8") == "# wired by hand\n"


def test_output_path_that_is_a_file_is_refused(tmp_path):
    target = tmp_path / "taken"
    target.write_text("x", encoding="utf-8")
    completed = run("render.py", str(RMS_NORM), "-o", str(target))
    assert completed.returncode == 2
    assert "output path is a file" in completed.stderr and "Traceback" not in completed.stderr


def test_symlink_out_of_the_output_directory_is_refused(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    outside = tmp_path / "outside.py"
    outside.write_text("keep\n", encoding="utf-8")
    (out / "conftest.py").symlink_to(outside)
    completed = run("render.py", str(RMS_NORM), "-o", str(out))
    assert completed.returncode == 2 and "symlink" in completed.stderr
    assert outside.read_text(encoding="utf-8") == "keep\n"


def test_maxtext_facts_get_the_jax_scaffold(tmp_path):
    completed = run("render.py", str(MAXTEXT), "-o", str(tmp_path / "out"))
    assert completed.returncode == 0, completed.stderr
    names = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert names == sorted([".portval-manifest.json", "VALIDATION_PLAN.md", "port_facts.yaml", "port_adapter.py", "port_hooks.py", "conftest.py",
                            "portval_core.py", "portval_sites.py", "portval_compare.py", "portval_training.py", "portval_parity.py", "portval_bench.py", "portval_jax.py",
                            "portval_jax_timing.py", "portval_losses.py", "test_correctness.py", "test_integration.py", "bench_parity.py",
                            "test_performance.py"])
    assert "hooks to fill in port_adapter.py: set_feature, make_train_step, call_wrapped" in completed.stdout
    assert "import torch" not in "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "out").glob("*.py"))


def test_default_output_directory_is_port_validation(tmp_path):
    completed = run("render.py", str(RMS_NORM), cwd=tmp_path)
    assert completed.returncode == 0
    assert (tmp_path / "port-validation" / "VALIDATION_PLAN.md").is_file()


def test_json_schema_is_current():
    completed = run("export_schema.py", "--check")
    assert completed.returncode == 0, completed.stderr


@pytest.mark.parametrize("facts", sorted((REPO / "examples").glob("*.yaml")), ids=lambda p: p.stem)
def test_every_example_validates_against_the_json_schema(facts):
    jsonschema = pytest.importorskip("jsonschema")
    import yaml

    schema = json.loads((REPO / "references" / "port-facts.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load(facts.read_text(encoding="utf-8")), schema)


@pytest.mark.parametrize(
    "change",
    [
        {"feature": {"id": "a", "summary": "s", "patch_style": "monkey"}},
        {"feature": {"id": "a", "summary": "s", "patch_style": "binding_replacement", "port_knd": "drop_in"}},
        {"upstream": {"symbols": ["not..dotted"]}},
        {"numerics": {"dtypes": ["fp64"]}},
    ],
)
def test_facts_the_validator_refuses_the_schema_refuses_too(tmp_path, change):
    jsonschema = pytest.importorskip("jsonschema")
    import yaml

    facts = {"schema": 1, "feature": {"id": "a", "summary": "s", "patch_style": "binding_replacement"}, "framework": {"name": "other"}, **change}
    path = tmp_path / "facts.yaml"
    path.write_text(yaml.safe_dump(facts), encoding="utf-8")
    assert run("check_facts.py", str(path)).returncode == 2
    schema = json.loads((REPO / "references" / "port-facts.schema.json").read_text(encoding="utf-8"))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(facts, schema)


@pytest.mark.parametrize(
    ("script", "named"),
    [
        ("render.py", ("jinja2", "pyyaml")),
        ("check_facts.py", ("jinja2", "pyyaml")),
        ("compare_losses.py", ("jinja2", "pyyaml")),
        # Only the explorer's reader parses Markdown.
        ("facts_from_explorer.py", ("jinja2", "pyyaml", "markdown-it-py")),
    ],
)
def test_missing_packages_give_one_line_naming_what_to_install(script, named, tmp_path):
    # -S leaves site-packages out: jinja2, pyyaml and markdown-it-py are then missing, as on a bare interpreter. Each
    # script names the ones it imports, and no other.
    completed = subprocess.run([sys.executable, "-S", str(SCRIPTS / script), str(RMS_NORM)], capture_output=True, text=True, cwd=tmp_path, check=False)
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in completed.stderr, completed.stderr
    assert all(package in lines[0] for package in named), lines[0]
    assert ("markdown-it-py" in lines[0]) == ("markdown-it-py" in named), lines[0]
    assert "-m pip install -r" in lines[0] and "requirements.txt" in lines[0]
    assert list(tmp_path.iterdir()) == []
