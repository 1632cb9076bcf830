"""The facts checked against a Primus checkout: what its code rules out, and nothing that is right.

The checkout is tests/fixtures/primus_like (its README says what each file
holds); a draft is checked with ``facts_from_explorer.py --primus``.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from portval.primus_code.check import contradictions
from portval.primus_code.tree import PrimusTree, PrimusTreeError

PRIMUS_LIKE = REPO / "tests" / "fixtures" / "primus_like"

# The norm patch's facts, each as its code has it.
NORM_FACTS = {
    "feature": {"id": "megatron.turbo.norm"},
    "implementation": {
        "primus": "primus.backends.megatron.core.norm.TurboNorm",
        "primus_file": "primus/backends/megatron/core/norm.py",
        "turbo": "primus_turbo.pytorch.ops.rmsnorm",
    },
    "enable": {"flags": {"enable_primus_turbo": True, "use_turbo_norm": True}, "phase": "before_train"},
    "upstream": {"symbols": ["framework.norms.RMSNorm"], "aliases": [], "found_in_code": []},
}


@pytest.fixture(scope="module")
def tree() -> PrimusTree:
    return PrimusTree(PRIMUS_LIKE)


def changed(**edits: object) -> dict:
    """NORM_FACTS with ``section__field=value`` edits."""
    facts = copy.deepcopy(NORM_FACTS)
    for key, value in edits.items():
        section, field = key.split("__")
        facts[section][field] = value
    return facts


def ruled_out(facts: dict, tree: PrimusTree) -> dict[str, str]:
    return {c.field: c.why for c in contradictions(facts, tree)}


def test_registrations_read_a_literal_id_a_module_constant_and_patch_id(tree):
    found = {patch_id: [(r.phase, r.file.name) for r in regs] for patch_id, regs in tree.registrations.items()}
    assert found == {
        "megatron.turbo.norm": [("before_train", "norm_patches.py")],
        "megatron.args.widen": [("build_args", "args_patches.py")],
        "maxtext.train": [("setup", "train_patches.py")],
        "megatron.fused_softmax": [("before_train", "softmax_patches.py")],
        "megatron.two.first": [("before_train", "two_patches.py")],
        "megatron.two.second": [("before_train", "two_patches.py")],
        "megatron.optim.torch_adam": [("before_train", "optim_patches.py")],
        "megatron.optim.step_hook": [("before_train", "optim_patches.py")],
    }


def test_facts_the_code_holds_are_not_ruled_out(tree):
    assert ruled_out(NORM_FACTS, tree) == {}
    # A flag only Primus's configs name (read through upstream) and a dotted config key are named in Primus too.
    assert ruled_out(changed(enable__flags={"legacy_norm_flag": False, "primus_turbo.use_turbo_norm": True}), tree) == {}


def test_an_unregistered_id_is_ruled_out_with_the_ids_near_it(tree):
    why = ruled_out(changed(feature__id="megatron.turbo.norms"), tree)["feature.id"]
    assert "no register_patch('megatron.turbo.norms')" in why and "megatron.turbo.norm" in why


def test_a_phase_other_than_the_registered_one_is_ruled_out(tree):
    why = ruled_out(changed(enable__phase="after_train"), tree)["enable.phase"]
    assert "norm_patches.py:11 phase='before_train'" in why


def test_another_patchs_id_is_ruled_out_with_the_implementation_it_never_imports(tree):
    found = ruled_out(changed(feature__id="megatron.args.widen", enable__phase="build_args"), tree)
    assert set(found) == {"feature.id", "implementation.primus_file", "upstream.symbols"}
    assert "args_patches.py" in found["implementation.primus_file"]
    assert "names RMSNorm" in found["upstream.symbols"]


def test_an_implementation_file_registering_another_patch_names_that_patch(tree):
    found = ruled_out(changed(implementation__primus_file="primus/backends/megatron/patches/args_patches.py"), tree)
    assert set(found) == {"feature.id", "implementation.primus_file"}
    assert "primus/backends/megatron/patches/args_patches.py registers 'megatron.args.widen'" in found["feature.id"]


def test_a_missing_implementation_file_or_symbol_is_ruled_out(tree):
    facts = changed(implementation__primus_file="primus/backends/megatron/core/norms.py")
    assert ruled_out(facts, tree) == {"implementation.primus_file": "no such file in the Primus checkout"}
    facts = changed(implementation__primus="primus.backends.megatron.core.norm.FusedNorm")
    assert ruled_out(facts, tree) == {"implementation.primus": "primus/backends/megatron/core/norm.py defines no FusedNorm"}


def test_a_flag_or_a_turbo_object_named_nowhere_is_ruled_out(tree):
    found = ruled_out(changed(enable__flags={"use_turbo_norm": True, "use_fused_norm": True}), tree)
    assert found == {"enable.flags.use_fused_norm": "no Python or YAML file of the Primus checkout names it"}
    found = ruled_out(changed(implementation__turbo="primus_turbo.pytorch.ops.layernorm"), tree)
    assert found == {"implementation.turbo": "no Python or YAML file of the Primus checkout names it"}


def test_a_site_the_patchs_code_never_names_is_ruled_out(tree):
    # The norm patch writes `framework.norms.RMSNorm = TurboNorm`; LayerNorm is named by no file of its code.
    found = ruled_out(changed(upstream__symbols=["framework.norms.RMSNorm", "framework.norms.LayerNorm"]), tree)
    assert found == {
        "upstream.symbols": "neither the patch 'megatron.turbo.norm' (primus/backends/megatron/patches/turbo/norm_patches.py:11: its "
        "handler, what it uses, the files imported) names LayerNorm: the site is another patch's, or the id is"
    }
    # An alias is named by its own last name: `framework.layers.RMSNorm` is rebound the same way; `Norm` is not.
    assert ruled_out(changed(upstream__aliases=["framework.layers.RMSNorm"]), tree) == {}
    assert set(ruled_out(changed(upstream__aliases=["framework.layers.Norm"]), tree)) == {"upstream.aliases"}


def test_in_a_file_registering_two_patches_a_site_is_named_by_its_own_handler(tree):
    # Each handler's own code, with the helpers and constants it uses; the sibling's handler does not count.
    facts = {"feature": {"id": "megatron.two.second"}, "upstream": {"symbols": ["framework.ops.second_fn"]}}
    assert ruled_out(facts, tree) == {}
    facts = {"feature": {"id": "megatron.two.first"}, "upstream": {"symbols": ["framework.ops.first_fn", "framework.ops.second_fn"]}}
    found = contradictions(facts, tree)
    assert [(c.field, c.value) for c in found] == [("upstream.symbols", "framework.ops.second_fn")]


def test_an_object_the_patch_binds_to_a_framework_name_is_no_site(tree):
    # `framework.optim.Adam = torch.optim.AdamW`: the framework's name is the site, torch's object what is bound.
    sites = ["framework.optim.Adam", "framework.optim.SGD"]
    facts = {"feature": {"id": "megatron.optim.torch_adam"}, "upstream": {"symbols": sites}}
    assert ruled_out(facts, tree) == {}
    facts["upstream"] = {"symbols": [*sites, "torch.optim.SGD"], "aliases": ["torch.optim.AdamW"]}
    found = ruled_out(facts, tree)
    assert found == {
        "upstream.symbols": "the patch binds torch.optim.SGD to framework.optim.SGD (primus/backends/megatron/patches/"
        "optim_patches.py:14: framework.optim.SGD = torch.optim.SGD): it is the object bound, not a site",
        "upstream.aliases": "the patch binds torch.optim.AdamW to framework.optim.Adam (primus/backends/megatron/patches/"
        "optim_patches.py:13: framework.optim.Adam = torch.optim.AdamW): it is the object bound, not a site",
    }


def test_a_site_named_only_in_a_docstring_of_the_patchs_code_is_ruled_out(tree):
    # core/optim_notes.py, which the torch_adam patch imports, names advance_step in its docstring only: prose, not code.
    facts = {"feature": {"id": "megatron.optim.torch_adam"}, "upstream": {"symbols": ["framework.optim.Adam", "framework.steps.advance_step"]}}
    assert [(c.field, c.value) for c in contradictions(facts, tree)] == [("upstream.symbols", "framework.steps.advance_step")]


def test_a_turbo_object_only_a_sibling_handler_calls_is_that_patchs(tree):
    turbo = "primus_turbo.pytorch.kernels.steps.advance_step"
    assert ruled_out({"feature": {"id": "megatron.optim.step_hook"}, "implementation": {"turbo": turbo}}, tree) == {}
    # The torch_adam patch imports a module whose docstring names advance_step: prose, not a call of its code.
    found = ruled_out({"feature": {"id": "megatron.optim.torch_adam"}, "implementation": {"turbo": turbo}}, tree)
    assert found == {
        "implementation.turbo": "only the handler of 'megatron.optim.step_hook', registered in the same file (primus/backends/"
        "megatron/patches/optim_patches.py:18), names advance_step; the code of 'megatron.optim.torch_adam' does not: the "
        "Turbo object is another patch's"
    }


def test_a_framework_version_gate_the_registration_does_not_hold_is_ruled_out(tree):
    assert tree.registrations["megatron.args.widen"][0].backend_versions == ("<0.17",)
    widen = {"feature": {"id": "megatron.args.widen"}, "requires": {"backend_versions": ["< 0.17"]}}
    assert ruled_out(widen, tree) == {}  # the same entry, spaced otherwise
    widen["requires"]["backend_versions"] = [">=0.17"]
    assert ruled_out(widen, tree) == {
        "requires.backend_versions": "the registration (primus/backends/megatron/patches/args_patches.py:8) has backend_versions=['<0.17'], not this entry"
    }
    found = ruled_out({**NORM_FACTS, "requires": {"backend_versions": [">=0.12"]}}, tree)
    assert found == {
        "requires.backend_versions": "the registration (primus/backends/megatron/patches/turbo/norm_patches.py:11) has no backend_versions=: "
        "Primus gates no framework version for this patch"
    }


def test_an_alias_found_in_the_framework_is_not_primus_to_name(tree):
    # find_sites.py adds the framework's own bindings (`from framework.norms import RMSNorm as Norm`): the patch does
    # not rebind them, so its code need not name them.
    facts = changed(upstream__aliases=["framework.layers.Norm"], upstream__found_in_code=["framework.layers.Norm"])
    assert ruled_out(facts, tree) == {}


def test_a_site_is_not_checked_without_a_registered_id(tree):
    found = ruled_out(changed(feature__id="megatron.turbo.norms", upstream__symbols=["framework.norms.LayerNorm"]), tree)
    assert set(found) == {"feature.id"}


def test_a_variable_only_the_condition_reads_is_a_gate_not_a_need(tree):
    assert tree.registrations["megatron.fused_softmax"][0].condition_env == (
        ("FUSED_SOFTMAX", 13),
        ("NVTE_FUSED_SOFTMAX", 13),
        ("SOFTMAX_TRACE", 9),  # in the file's function the condition calls
    )
    env = {"FUSED_SOFTMAX": "1", "NVTE_FUSED_SOFTMAX": "1", "SOFTMAX_TRACE": "1"}
    facts = {"feature": {"id": "megatron.fused_softmax"}, "enable": {"env": env, "phase": "before_train"}}
    # SOFTMAX_TRACE is read by the implementation too; a Transformer Engine variable may be read by TE itself.
    assert ruled_out(facts, tree) == {
        "enable.env.FUSED_SOFTMAX": "only the condition of 'megatron.fused_softmax' reads it "
        "(primus/backends/megatron/patches/softmax_patches.py:13): a gate of Primus's patch, not a variable the feature "
        "reads while it runs; leave it out of enable.env (what turns your port on goes in port.env)"
    }


def test_a_package_imported_brings_the_modules_its_init_re_exports_with_it(tmp_path):
    """``from primus.ext import types as t`` runs ``primus/ext/types/__init__.py``, and the modules it imports: those are
    part of the same import, as near to the patch as the package itself."""
    files = {
        "primus/__init__.py": "",
        "primus/ext/__init__.py": "",
        "primus/ext/types/__init__.py": "from .overlap import Overlap\nfrom .kinds import Kind\n",
        "primus/ext/types/overlap.py": "from primus.ext.far import helper\n\nclass Overlap: ...\n",
        "primus/ext/types/kinds.py": "class Kind: ...\n",
        "primus/ext/far.py": "def helper(): ...\n",
        "primus/patches/p.py": "def patch(ctx):\n    from primus.ext import types as t\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    tree = PrimusTree(tmp_path)
    reached = {f.relative_to(tmp_path).as_posix() for f in tree.closure(tmp_path / "primus/patches/p.py", 1)}
    assert {"primus/ext/types/__init__.py", "primus/ext/types/overlap.py", "primus/ext/types/kinds.py"} <= reached
    # What a re-exported module imports from outside its package is one import further away.
    assert "primus/ext/far.py" not in reached


def test_a_directory_without_the_primus_package_is_refused(tmp_path):
    (tmp_path / "primus").mkdir()  # a folder named primus is not the package
    with pytest.raises(PrimusTreeError, match="expected a Primus checkout"):
        PrimusTree(tmp_path)


# --- The draft checked against the checkout ---------------------------------------------------------------------

REPORT = """\
# Deep-dive: `megatron.args.widen`

## What it does
Swaps Megatron's RMSNorm for the Primus-Turbo one.

## Patch logic
Binding replacement of `megatron.core.transformer.torch_norm.RMSNorm` with `primus.backends.megatron.core.norm.TurboNorm`.
Registered with phase `after_train`.

## Code location
- Implementation: `primus/backends/megatron/core/norm.py`

## How to enable
Set `use_turbo_norm: true` and `use_fused_norm: true`.
"""


def draft(tmp_path: Path, *extra: str) -> subprocess.CompletedProcess:
    report = tmp_path / "report.md"
    report.write_text(REPORT, encoding="utf-8")
    command = [sys.executable, str(SCRIPTS / "facts_from_explorer.py"), str(report), "--json", *extra]
    return subprocess.run(command, capture_output=True, text=True, check=False)


def test_a_draft_checked_against_the_checkout_keeps_no_value_its_code_rules_out(tmp_path):
    unchecked = json.loads(draft(tmp_path).stdout)
    assert unchecked["facts"]["feature.id"]["value"] == "megatron.args.widen"
    assert unchecked["checked_against_primus"] is None and unchecked["ruled_out_by_code"] == []

    completed = draft(tmp_path, "--primus", str(PRIMUS_LIKE))
    assert completed.returncode == 0, completed.stderr
    checked = json.loads(completed.stdout)
    ruled = {(r["field"], r["value"]) for r in checked["ruled_out_by_code"]}
    assert ruled == {
        ("feature.id", "megatron.args.widen"),  # the id of another patch, whose file never imports the implementation
        ("implementation.primus_file", "primus/backends/megatron/core/norm.py"),  # which of the two is wrong, code cannot say
        ("enable.phase", "after_train"),
        ("enable.flags.use_fused_norm", "use_fused_norm"),
        ("upstream.symbols", "megatron.core.transformer.torch_norm.RMSNorm"),  # the widening patch's code never names RMSNorm
    }
    facts = checked["facts"]
    assert "feature.id" not in facts and "implementation.primus_file" not in facts
    assert [f["value"]["key"] for f in facts["enable.flags"]] == ["use_turbo_norm"]
    assert facts["implementation.primus"]["value"] == "primus.backends.megatron.core.norm.TurboNorm"
    assert checked["required_missing"] == ["feature.id"]
    todo = next(t for t in checked["todos"] if t["field"] == "feature.id" and t["kind"] == "check")
    assert todo["why"].startswith('report line 1 gives megatron.args.widen ("') and "another patch's" in todo["why"]
    # The YAML says the same, as TODOs quoting the report line.
    assert "# TODO: enable.flags (check): report line 14 gives use_fused_norm" in checked["yaml"]
    assert "use_fused_norm" not in yaml.safe_load(checked["yaml"])["enable"]["flags"]
    assert "upstream.symbols" not in facts
    assert "# TODO: upstream.symbols (check): report line 7 gives megatron.core.transformer.torch_norm.RMSNorm" in checked["yaml"]


def test_a_gate_variable_a_draft_puts_in_enable_env_becomes_a_todo(tmp_path):
    report = tmp_path / "report.md"
    report.write_text(
        "# Deep-dive: `megatron.fused_softmax`\n\n## How to enable\nSet `FUSED_SOFTMAX=1` and `SOFTMAX_TRACE=1`.\n", encoding="utf-8"
    )
    command = [sys.executable, str(SCRIPTS / "facts_from_explorer.py"), str(report), "--json", "--primus", str(PRIMUS_LIKE)]
    checked = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    assert [(r["field"], r["value"]) for r in checked["ruled_out_by_code"]] == [("enable.env.FUSED_SOFTMAX", "FUSED_SOFTMAX")]
    assert [f["value"]["key"] for f in checked["facts"]["enable.env"]] == ["SOFTMAX_TRACE"]


def test_a_primus_directory_that_is_not_a_checkout_is_one_line_and_exit_2(tmp_path):
    completed = draft(tmp_path, "--primus", str(tmp_path))
    assert completed.returncode == 2
    assert completed.stderr.count("\n") == 1 and "expected a Primus checkout" in completed.stderr


# --- check_facts.py --primus: facts written by hand, checked the same way ---------------------------------------------


def facts_file(tmp_path: Path, **edits: object) -> Path:
    """The RMSNorm example's facts, made the primus_like norm patch's (``edits`` as in ``changed``)."""
    facts = yaml.safe_load((REPO / "examples" / "megatron_turbo_rms_norm.yaml").read_text(encoding="utf-8"))
    for section, values in changed(**edits).items():
        facts[section].update(values)
    path = tmp_path / "facts.yaml"
    path.write_text(yaml.safe_dump(facts, sort_keys=False), encoding="utf-8")
    return path


def check_facts(path: Path, *extra: str) -> subprocess.CompletedProcess:
    command = [sys.executable, str(SCRIPTS / "check_facts.py"), str(path), "--primus", str(PRIMUS_LIKE), *extra]
    return subprocess.run(command, capture_output=True, text=True, check=False)


def test_check_facts_with_primus_passes_facts_the_code_holds_and_fails_one_it_rules_out(tmp_path):
    completed = check_facts(facts_file(tmp_path))
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "facts its code rules out: 0" in completed.stdout

    completed = check_facts(facts_file(tmp_path, enable__phase="after_train"), "--json")
    assert completed.returncode == 1, completed.stderr
    summary = json.loads(completed.stdout)
    assert summary["checked_against_primus"] == str(PRIMUS_LIKE)
    assert [(r["field"], r["value"]) for r in summary["ruled_out_by_code"]] == [("enable.phase", "after_train")]
    assert summary["exit_code"] == 1 and "requires.packages" in summary["code_checks"]["not_checked"]


def test_an_id_whose_registration_is_commented_out_is_ruled_out_saying_so(tree):
    why = ruled_out(changed(feature__id="megatron.dormant.log_format"), tree)["feature.id"]
    assert "stands only in a comment (primus/backends/megatron/patches/dormant_patches.py:7)" in why
    assert "registered ids near it" not in why
    # An id no file names at all gets the ids near it instead.
    assert "registered ids near it: megatron.args.widen" in ruled_out(changed(feature__id="megatron.args.widen2"), tree)["feature.id"]
