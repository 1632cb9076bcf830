"""facts_from_explorer.py: a backend-patch-explorer report in, a draft facts file out, nothing invented.

The reports in tests/fixtures/explorer/ were written from the Primus code
(primus/backends/megatron/patches/...) the way backend-patch-explorer answers:
an inventory table, and deep-dives of the DeepEP dispatcher (one class rebound
in two modules), the Turbo RMSNorm and an argument rewrite.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "explorer"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

import facts_from_explorer as tool
from portval.common import cli
from portval.common.errors import FactsError
from portval.explorer import draft as draft_module
from portval.explorer.draft import check_draft
from portval.explorer.extract import extract
from portval.explorer.records import Extraction, ReportError
from portval.explorer.yaml_text import draft_yaml, yaml_scalar
from portval.facts.load import parse_facts

INVENTORY = "inventory_megatron.md"
DEEPEP = "deepdive_deepep_dispatcher.md"
RMS_NORM = "deepdive_turbo_rms_norm.md"
SEQUENCE_PARALLEL = "deepdive_sequence_parallel_tp1.md"
INVENTORY_IDS = [
    "megatron.turbo.te_spec_provider",
    "megatron.turbo.rms_norm",
    "megatron.turbo.moe_dispatcher",
    "megatron.fp8.context",
    "megatron.args.sequence_parallel_tp1",
]
# Every (report, --patch) the fixtures hold.
CASES = [(DEEPEP, None), (RMS_NORM, None), (SEQUENCE_PARALLEL, None), *((INVENTORY, i) for i in INVENTORY_IDS)]
CASE_IDS = [f"{Path(r).stem}-{p}" if p else Path(r).stem for r, p in CASES]


def read(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def facts_of(name: str, patch: str | None = None) -> Extraction:
    return extract(read(name), patch, name)


def values(extraction: Extraction) -> dict[str, Any]:
    """The facts as plain values: mappings as dicts, constraints as (param, op, value)."""
    out: dict[str, Any] = {}
    for name, found in extraction.facts.items():
        if name == "constraints":
            out[name] = [(f.value["param"], f.value["op"], f.value["value"]) for f in found]
        elif isinstance(found, list):
            out[name] = dict(f.value for f in found) if isinstance(found[0].value, tuple) else [f.value for f in found]
        else:
            out[name] = found.value
    return out


def draft(name: str, patch: str | None = None) -> str:
    return draft_yaml(facts_of(name, patch), name)


def run_tool(capsys, *args: str) -> tuple[int, str, str]:
    code = cli.run(tool.main, list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --------------------------------------------------------------------------- deep-dives


def test_deepep_deep_dive_reads_every_fact_it_states():
    extraction = facts_of(DEEPEP)
    assert extraction.shape == "deep-dive"
    assert values(extraction) == {
        "feature.id": "megatron.turbo.moe_dispatcher",
        "feature.summary": "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation.",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "full_replacement",
        "upstream.symbols": ["megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"],
        "upstream.aliases": ["megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"],
        "implementation.primus": "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/primus_turbo.py",
        "implementation.turbo": "primus_turbo.pytorch.modules.DeepEPTokenDispatcher",
        "framework.name": "megatron-lm",
        "enable.flags": {"enable_primus_turbo": True, "use_turbo_deepep": True},
        "enable.side_effects": {"moe_enable_deepep": True, "moe_token_dispatcher_type": "flex"},
        "enable.phase": "before_train",
        "requires.packages": {"primus_turbo": None, "transformer_engine": None},
        "requires.platform": "rocm",
        "constraints": [
            ("tp_size * ep_size", ">", 1),
            ("moe_pad_expert_input_to_capacity", "==", False),
            ("moe_shared_expert_overlap", "==", False),
            ("moe_router_dtype", "==", "fp32"),
            ("turbo_sync_free_moe_stage", "<=", 3),
            ("turbo_sync_free_moe_stage", ">=", 0),
        ],
    }


def test_deepep_rebinding_in_two_modules_gives_a_symbol_and_an_alias_with_their_lines():
    extraction = facts_of(DEEPEP)
    (symbol,) = extraction.facts["upstream.symbols"]
    (alias,) = extraction.facts["upstream.aliases"]
    assert (symbol.line, alias.line) == (15, 15)
    assert "rebinds MoEFlexTokenDispatcher in megatron.core.transformer.moe.token_dispatcher" in symbol.quote
    assert "first site named" in alias.note


def test_deepep_constraints_cite_file_line_and_the_condition_as_written():
    sources = [f.value["source"] for f in facts_of(DEEPEP).facts["constraints"]]
    assert sources == [
        'primus_turbo.py:2320 if self.tp_size * self.ep_size <= 1: raise ValueError("DeepEP token dispatcher requires TPxEP > 1")',
        "primus_turbo.py:2325 assert self.config.moe_pad_expert_input_to_capacity is False",
        "rocm_arg_validation.py:222 assert not args.moe_shared_expert_overlap",
        'rocm_arg_validation.py:225 assert args.moe_router_dtype == "fp32"',
        "rocm_arg_validation.py:47 raises ValueError if turbo_sync_free_moe_stage > 3 or turbo_sync_free_moe_stage < 0",
        "rocm_arg_validation.py:47 raises ValueError if turbo_sync_free_moe_stage > 3 or turbo_sync_free_moe_stage < 0",
    ]


def test_names_read_off_self_are_flagged_for_renaming():
    (tp_ep,) = [f for f in facts_of(DEEPEP).facts["constraints"] if f.value["param"] == "tp_size * ep_size"]
    assert "self.tp_size, self.ep_size" in tp_ep.note and "run_config()" in tp_ep.note


def test_conditional_assert_is_a_todo_quoting_the_line_not_a_constraint():
    extraction = facts_of(DEEPEP)
    params = " ".join(f.value["param"] for f in extraction.facts["constraints"])
    assert "turbo_deepep_num_cu" not in params and "expert_model_parallel_size" not in params
    conditional = [t for t in extraction.todos if "report line 54 is conditional" in t.why]
    assert len(conditional) == 1 and conditional[0].field == "constraints" and conditional[0].kind == "check"


def test_rms_norm_deep_dive_in_numbered_list_form():
    extraction = facts_of(RMS_NORM)
    assert values(extraction) == {
        "feature.id": "megatron.turbo.rms_norm",
        "feature.summary": "Replace Transformer Engine RMSNorm with PrimusTurbo implementation.",
        "feature.patch_style": "binding_replacement",
        "feature.port_kind": "drop_in",
        "upstream.symbols": ["transformer_engine.pytorch.RMSNorm"],
        "implementation.primus": "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/primus_turbo.py",
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm",
        "framework.name": "megatron-lm",
        "framework.wired_at": "megatron.core.extensions.transformer_engine.TENorm",
        "enable.flags": {"use_turbo_rms_norm": True, "enable_primus_turbo": True},
        "enable.phase": "before_train",
        "requires.packages": {"transformer_engine": None, "primus_turbo": None},
    }
    assert extraction.notes == ()


def test_rms_norm_report_saying_no_rocm_only_check_sets_no_platform():
    assert "requires.platform" not in facts_of(RMS_NORM).facts


def test_arg_rewrite_deep_dive():
    extraction = facts_of(SEQUENCE_PARALLEL)
    assert values(extraction) == {
        "feature.id": "megatron.args.sequence_parallel_tp1",
        "feature.summary": "Disable sequence_parallel when tensor_model_parallel_size == 1.",
        "feature.patch_style": "config_rewrite",
        "implementation.primus": "primus.backends.megatron.patches.args.sequence_parallel_tp1_patches.patch_sequence_parallel_tp1",
        "implementation.primus_file": "primus/backends/megatron/patches/args/sequence_parallel_tp1_patches.py",
        "framework.name": "megatron-lm",
        "enable.side_effects": {"sequence_parallel": False},
        "enable.phase": "build_args",
    }
    # A config rewrite has no module and no numerics to ask for.
    # "if `TP == 1`, sets ..." and "The rewrite happens only when ..." say when the handler acts: the gate of the rewrite,
    # not a requirement of the run, so no constraint: a TODO quotes the condition.
    fields = [t.field for t in extraction.todos if t.field != "report"]
    assert fields == ["framework.version", "framework.wired_at", "constraints"]
    todo = next(t for t in extraction.todos if t.field == "constraints").why
    assert "report line 33 is conditional (only when)" in todo and "args.tensor_model_parallel_size == 1" in todo
    # What the report names that no value holds is quoted, line by line, rather than dropped.
    leftovers = [re.match(r"report line (\d+) names", t.why) for t in extraction.todos if t.field == "report"]
    assert [int(m.group(1)) for m in leftovers if m] == [5, 11, 15, 23, 27, 28]
    # "Config defaults: `language_model.yaml:149` (`tensor_model_parallel_size: 1`)": a file's defaults, quoted as such.
    assert any(t.why.startswith("report line 22 is conditional (a shipped config's contents)") for t in extraction.todos)


# --------------------------------------------------------------------------- inventory

INVENTORY_ROWS = {
    "megatron.turbo.te_spec_provider": {
        "feature.id": "megatron.turbo.te_spec_provider",
        "feature.summary": "Replace TESpecProvider with Primus provider for PrimusTurbo or legacy grouped GEMM",
        "feature.patch_style": "binding_replacement",
        "upstream.symbols": ["megatron.core.extensions.transformer_engine_spec_provider.TESpecProvider"],
        "upstream.aliases": [
            "megatron.core.models.gpt.gpt_layer_specs.TESpecProvider",
            "megatron.core.models.gpt.moe_module_specs.TESpecProvider",
            "megatron.core.transformer.multi_token_prediction.TESpecProvider",
        ],
        "implementation.primus": "primus.backends.megatron.core.extensions.transformer_engine_spec_provider.PrimusTurboSpecProvider",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/transformer_engine_spec_provider.py",
        "framework.name": "megatron-lm",
        "enable.phase": "before_train",
        "requires.packages": {"transformer_engine": None, "primus_turbo": None},
        "requires.backend_versions": ["<0.17"],
    },
    "megatron.turbo.rms_norm": {
        "feature.id": "megatron.turbo.rms_norm",
        "feature.summary": "Replace Transformer Engine RMSNorm with PrimusTurbo implementation",
        "feature.patch_style": "binding_replacement",
        "upstream.symbols": ["transformer_engine.pytorch.RMSNorm"],
        "implementation.primus": "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/primus_turbo.py",
        "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm",
        "framework.name": "megatron-lm",
        "enable.flags": {"use_turbo_rms_norm": True, "enable_primus_turbo": True},
        "enable.phase": "before_train",
        "requires.packages": {"primus_turbo": None, "transformer_engine": None},
    },
    "megatron.turbo.moe_dispatcher": {
        "feature.id": "megatron.turbo.moe_dispatcher",
        "feature.summary": "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation",
        "feature.patch_style": "binding_replacement",
        "upstream.symbols": ["megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"],
        "upstream.aliases": ["megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"],
        "implementation.primus": "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher",
        "implementation.primus_file": "primus/backends/megatron/core/extensions/primus_turbo.py",
        "implementation.turbo": "primus_turbo.pytorch.modules.DeepEPTokenDispatcher",
        "framework.name": "megatron-lm",
        "enable.flags": {"use_turbo_deepep": True, "enable_primus_turbo": True},
        "enable.side_effects": {"moe_enable_deepep": True, "moe_token_dispatcher_type": "flex"},
        "enable.phase": "before_train",
        "requires.packages": {"primus_turbo": None},
        "requires.platform": "rocm",
        "constraints": [("TP * EP", ">", 1), ("moe_pad_expert_input_to_capacity", "==", False)],
    },
    "megatron.fp8.context": {
        "feature.id": "megatron.fp8.context",
        "feature.summary": "Override Megatron get_fp8_context to use Primus implementation when fp8 is enabled",
        "feature.patch_style": "binding_replacement",
        "upstream.symbols": ["megatron.core.transformer.transformer_block.get_fp8_context"],
        "upstream.aliases": [
            "megatron.core.ssm.mamba_block.get_fp8_context",
            "megatron.core.transformer.multi_token_prediction.get_fp8_context",
            "megatron.core.fp8_utils.get_fp8_context",
        ],
        "implementation.primus": "primus.backends.megatron.core.fp8_utils.get_fp8_context",
        "implementation.primus_file": "primus/backends/megatron/core/fp8_utils.py",
        "framework.name": "megatron-lm",
        "enable.flags": {"enable_primus_turbo": True, "disable_fp8_context_patches": False},
        "enable.phase": "before_train",
        "requires.packages": {"primus_turbo": None, "transformer_engine": None},
    },
    "megatron.args.sequence_parallel_tp1": {
        "feature.id": "megatron.args.sequence_parallel_tp1",
        "feature.summary": "Disable sequence_parallel when tensor_model_parallel_size == 1",
        "feature.patch_style": "config_rewrite",
        "implementation.primus_file": "primus/backends/megatron/patches/args/sequence_parallel_tp1_patches.py",
        "framework.name": "megatron-lm",
        "enable.side_effects": {"sequence_parallel": False},
        "enable.phase": "build_args",
    },
}


@pytest.mark.parametrize("patch", INVENTORY_IDS)
def test_inventory_row_selected_with_patch(patch):
    extraction = facts_of(INVENTORY, patch)
    assert (extraction.shape, extraction.patch_id) == ("inventory", patch)
    assert values(extraction) == INVENTORY_ROWS[patch]


def test_inventory_with_several_rows_and_no_patch_lists_the_ids():
    with pytest.raises(ReportError) as error:
        facts_of(INVENTORY)
    message = str(error.value)
    assert message.startswith(f"{INVENTORY}: the inventory table has 5 patches, expected --patch with one of ")
    assert all(i in message for i in INVENTORY_IDS)


def test_inventory_with_one_row_needs_no_patch(tmp_path):
    lines = read(INVENTORY).splitlines()
    one_row = "\n".join(line for line in lines if not line.startswith("| `megatron.turbo.") and not line.startswith("| `megatron.fp8."))
    extraction = extract(one_row, None, "one_row.md")
    assert extraction.patch_id == "megatron.args.sequence_parallel_tp1"


def test_unknown_patch_is_refused_with_the_ids_found():
    with pytest.raises(ReportError, match=r"--patch megatron\.turbo\.nope: no such row .* megatron\.turbo\.rms_norm"):
        facts_of(INVENTORY, "megatron.turbo.nope")
    with pytest.raises(ReportError, match=r"--patch megatron\.turbo\.rms_norm: the deep-dive names megatron\.turbo\.moe_dispatcher"):
        facts_of(DEEPEP, "megatron.turbo.rms_norm")


def test_alternative_enable_conditions_become_a_check_todo_not_flags():
    extraction = facts_of(INVENTORY, "megatron.turbo.te_spec_provider")
    assert "enable.flags" not in extraction.facts
    (todo,) = [t for t in extraction.todos if t.field == "enable.flags"]
    assert todo.kind == "check" and "enable_primus_turbo=True | moe_grouped_gemm=True" in todo.why


def test_flag_named_without_a_value_becomes_a_todo():
    extraction = facts_of(INVENTORY, "megatron.fp8.context")
    assert "fp8" not in values(extraction)["enable.flags"]
    assert [t.why for t in extraction.todos if t.field == "enable.flags"] == [
        (
            'report line 15 names `fp8` without a value: "How to enable: fp8 set (truthy) and enable_primus_turbo=True, and '
            'disable_fp8_context_patches=False / phase="before_train""; add fp8: <value> if it enables the patch'
        )
    ]


def test_a_condition_that_is_not_a_run_config_expression_is_a_todo():
    extraction = facts_of(INVENTORY, "megatron.turbo.te_spec_provider")
    assert "constraints" not in extraction.facts
    assert any(
        t.field == "constraints"
        and "`meg_ext.transformer_engine.HAVE_TE` is not a run-config name or arithmetic over names; not written as a constraint" in t.why
        for t in extraction.todos
    )


def test_inventory_quotes_name_the_column():
    extraction = facts_of(INVENTORY, "megatron.turbo.rms_norm")
    assert extraction.facts["feature.summary"].quote.startswith("What it does: ")
    assert extraction.facts["upstream.symbols"][0].quote.startswith("Patch logic: Binding replacement")
    assert extraction.facts["enable.flags"][0].quote.startswith("How to enable: ")


# --------------------------------------------------------------------------- nothing invented


def _window(report: str, line: int) -> str:
    lines = report.splitlines()
    return "\n".join(lines[line - 1 : line + 3])


@pytest.mark.parametrize(("report", "patch"), CASES, ids=CASE_IDS)
def test_every_value_is_on_the_report_line_it_cites(report, patch):
    text = read(report)
    for name, found in facts_of(report, patch).facts.items():
        for item in found if isinstance(found, list) else [found]:
            window = _window(text, item.line)
            value = item.value
            if name in ("upstream.symbols", "upstream.aliases"):
                words = value.rsplit(".", 1)  # "rebinds `S` in `A`" names module and symbol apart
            elif name == "framework.name":
                words = [{"megatron-lm": "megatron"}[value]]
            elif name == "feature.patch_style":
                words = [re.fullmatch(r'the report says "(.+)"', item.note).group(1)]
            elif name == "feature.port_kind":
                words = [{"drop_in": "drop-in", "full_replacement": "full replacement"}[value]]
            elif name == "requires.platform":
                words = ["ROCm"]
            elif name == "constraints":
                words = re.findall(r"[A-Za-z_]\w*", value["param"])
            elif name == "feature.summary":
                words, window = [value], re.sub(r"\s+", " ", window)
            elif isinstance(value, tuple):
                words = [value[0]]  # a flag, env var, side effect or package
            else:
                words = [value]
            assert all(str(word) in window for word in words), f"{name}={value!r} is not on report line {item.line}: {window!r}"


@pytest.mark.parametrize(("report", "patch"), CASES, ids=CASE_IDS)
def test_draft_loads_and_passes_check_facts_as_written(report, patch):
    text = draft(report, patch)
    loaded = yaml.safe_load(text)
    assert loaded["schema"] == 1 and loaded["feature"]["id"] == (patch or facts_of(report).patch_id)
    facts = parse_facts(text, "draft.yaml")
    assert facts.feature.summary == facts_of(report, patch).facts["feature.summary"].value


def test_draft_yaml_reads_back_to_the_extracted_facts():
    loaded = yaml.safe_load(draft(DEEPEP))
    assert loaded["upstream"] == {
        "symbols": ["megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"],
        "aliases": ["megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"],
    }
    assert loaded["enable"] == {
        "flags": {"enable_primus_turbo": True, "use_turbo_deepep": True},
        "phase": "before_train",
        "side_effects": {"moe_enable_deepep": True, "moe_token_dispatcher_type": "flex"},
    }
    assert loaded["constraints"][0] == {
        "param": "tp_size * ep_size",
        "op": ">",
        "value": 1,
        "source": 'primus_turbo.py:2320 if self.tp_size * self.ep_size <= 1: raise ValueError("DeepEP token dispatcher requires TPxEP > 1")',
    }
    assert set(loaded) == {"schema", "feature", "framework", "upstream", "implementation", "enable", "requires", "constraints"}


def test_draft_cites_each_value_and_lists_recommended_todos():
    text = draft(RMS_NORM)
    assert "  # report line 5: Binding replacement: the handler replaces the attribute transformer_engine.pytorch.RMSNorm with" in text
    assert "  # TODO: framework.version (recommended): " in text
    assert "\n# TODO: numerics (recommended): " in text and "\n# TODO: module (recommended): " in text
    assert "# TODO: feature." not in text


# --------------------------------------------------------------------------- missing facts


def _without(text: str, *phrases: str) -> str:
    for phrase in phrases:
        assert phrase in text, phrase
        text = text.replace(phrase, "")
    return text


@pytest.fixture
def report_without_style_or_backend(tmp_path) -> Path:
    """The RMSNorm deep-dive with its patch-style wording, every backend mention (the id's namespace too) and its wiring
    sentence taken out."""
    text = _without(
        read(RMS_NORM),
        "Binding replacement: the handler replaces the attribute ",
        "primus/backends/megatron/patches/turbo/rms_norm_patches.py:54",
        "Installer: `primus/backends/megatron/patches/turbo/rms_norm_patches.py` (condition helper: `primus/backends/megatron/patches/turbo/utils.py:13-35`).",
        "   1. Copy `PrimusTurboRMSNorm`",
        "`megatron.core.extensions.transformer_engine.TENorm` constructs the Transformer Engine RMSNorm at model build time, so ",
    )
    path = tmp_path / "partial.md"
    path.write_text(text.replace("megatron.turbo.rms_norm", "turbo.rms_norm"), encoding="utf-8")
    return path


def test_missing_required_fields_get_todo_comments(report_without_style_or_backend):
    extraction = extract(report_without_style_or_backend.read_text(), None, "partial.md")
    assert [t.field for t in extraction.todos if t.required] == ["feature.patch_style", "framework.name"]
    text = draft_yaml(extraction, "partial.md")
    assert "  # TODO: feature.patch_style (required): not stated in the report's Patch logic; one of binding_replacement," in text
    assert "framework: {}  # replace {} with the fields below\n  # TODO: framework.name (required): " in text
    assert "patch_style:" not in text and "name:" not in text
    yaml.safe_load(text)


def test_check_facts_names_the_missing_field_then_accepts_the_filled_draft(report_without_style_or_backend, tmp_path):
    out = tmp_path / "draft.yaml"
    assert cli.run(tool.main, [str(report_without_style_or_backend), "-o", str(out)]) == 0
    checked = subprocess.run([sys.executable, str(SCRIPTS / "check_facts.py"), str(out)], capture_output=True, text=True, check=False)
    assert checked.returncode == 2
    styles = "binding_replacement, function_wrapping, config_rewrite, env_or_lifecycle, source_rewrite"
    # Every problem of the draft at once: the style, then the framework's name.
    assert checked.stderr.splitlines() == [
        f"error: {out}:8: feature.patch_style: found nothing, expected one of {styles} (required)",
        f"error: {out}:14: framework.name: found nothing, expected one of megatron-lm, torchtitan, maxtext, other (required)",
    ]
    filled = re.sub(r"(?m)^  # TODO: feature\.patch_style \(required\):.*$", '  patch_style: "binding_replacement"', out.read_text())
    with pytest.raises(
        FactsError, match=r"framework\.name: found nothing, expected one of megatron-lm, torchtitan, maxtext, other \(required\)"
    ):
        parse_facts(filled, "draft.yaml")
    filled = filled.replace("framework: {}  # replace {} with the fields below", "framework:")
    filled = re.sub(r"(?m)^  # TODO: framework\.name \(required\):.*$", '  name: "megatron-lm"', filled)
    assert parse_facts(filled, "draft.yaml").framework.name == "megatron-lm"


def test_draft_with_only_recommended_todos_passes_check_facts():
    extraction = facts_of(SEQUENCE_PARALLEL)
    assert not any(t.required for t in extraction.todos) and extraction.todos
    assert check_draft(draft_yaml(extraction, SEQUENCE_PARALLEL), extraction) == (True, "")


# --------------------------------------------------------------------------- other report wording

SYNTHETIC = """\
# Deep-dive: `megatron.turbo.attention`

## What it does

Swap attention: `a: b` "quoted" # not a comment, yes\u2028no\x7f.

## Patch logic

The handler wraps `megatron.core.transformer.dot_product_attention.DotProductAttention.forward` with `primus.backends.megatron.core.attn.forward`.
Enable with `--use-turbo-attention`; the condition also needs `TURBO_ATTN_MODE=1`.

```python
import megatron.core.transformer.attention as attention_mod
from megatron.core.models.gpt import gpt_layer_specs
attention_mod.SelfAttention = PrimusAttention
gpt_layer_specs.SelfAttention = PrimusAttention
assert args.context_parallel_size in (1, 2), "cp"
```

## Version compatibility and dependencies

- `transformer_engine>=2.1.0rc1`; Megatron-Core >= 0.12, < 0.17; ROCm only.
- `deep_ep` >= 1.1 and Primus-Turbo.
"""


def test_other_wordings_wrapping_cli_flags_env_code_blocks_and_versions():
    extraction = extract(SYNTHETIC, None, "synthetic.md")
    assert values(extraction) == {
        "feature.id": "megatron.turbo.attention",
        "framework.name": "megatron-lm",  # the id's namespace
        "feature.summary": 'Swap attention: a: b "quoted" # not a comment, yes no\x7f.',
        "feature.patch_style": "function_wrapping",
        "upstream.symbols": [
            "megatron.core.transformer.dot_product_attention.DotProductAttention.forward",
            "megatron.core.transformer.attention.SelfAttention",
        ],
        "upstream.aliases": ["megatron.core.models.gpt.gpt_layer_specs.SelfAttention"],
        "implementation.primus": "primus.backends.megatron.core.attn.forward",
        "enable.flags": {"use_turbo_attention": True},
        "enable.env": {"TURBO_ATTN_MODE": "1"},
        "requires.packages": {"transformer_engine": ">=2.1.0", "deep_ep": ">=1.1", "primus_turbo": None},
        "requires.platform": "rocm",
        "requires.backend_versions": [">=0.12,<0.17"],
        "constraints": [("context_parallel_size", "in", [1, 2])],
    }
    assert "pre-release" in extraction.facts["requires.packages"][0].note
    assert extraction.facts["constraints"][0].value["source"] == 'synthetic.md line 17: assert args.context_parallel_size in (1, 2), "cp"'


def test_strings_with_yaml_syntax_and_line_separators_read_back_exactly():
    extraction = extract(SYNTHETIC, None, "synthetic.md")
    text = draft_yaml(extraction, "synthetic\u2028.md")
    assert yaml.safe_load(text)["feature"]["summary"] == 'Swap attention: a: b "quoted" # not a comment, yes no\x7f.'
    assert '"Swap attention: a: b \\"quoted\\" # not a comment, yes no\\u007f."' in text
    assert all("\u2028" not in line for line in text.splitlines() if line.lstrip().startswith("#"))


@pytest.mark.parametrize(
    ("value", "expected"),
    [(1.0e-05, "1.0e-05"), (0.5, "0.5"), (True, "true"), (None, "null"), ("on", '"on"'), ([0, "a"], '[0, "a"]'), ("\x85", '"\\u0085"')],
)
def test_yaml_scalars_load_back_as_the_same_value(value, expected):
    assert yaml_scalar(value) == expected
    assert yaml.safe_load(f"k: {expected}")["k"] == value


def test_an_import_alias_path_is_a_todo_not_a_site():
    report = (
        "# Deep-dive: `megatron.turbo.rms_norm`\n\n## What it does\n\nSwaps the norm.\n\n"
        "## Patch logic\n\nThe handler rebinds `te.pytorch.RMSNorm` with `primus.backends.megatron.PrimusTurboRMSNorm`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "upstream.symbols" not in extraction.facts
    (todo,) = [t for t in extraction.todos if t.field == "upstream.aliases"]
    assert todo.why.startswith("report line 9: ")
    assert "`te.pytorch.RMSNorm` is not a full import path into an upstream package" in todo.why


def test_a_report_with_both_shapes_is_read_as_its_deep_dive():
    extraction = extract(read(RMS_NORM) + "\n" + read(INVENTORY), None, "both.md")
    assert (extraction.shape, extraction.patch_id) == ("deep-dive", "megatron.turbo.rms_norm")
    assert extraction.ignored == "the inventory table (5 rows) next to the deep-dive"


def test_bare_replacement_name_counts_only_with_its_full_path_in_the_report():
    code_only = SYNTHETIC.replace("`primus.backends.megatron.core.attn.forward`", "its own forward")
    assert "implementation.primus" not in extract(code_only, None, "x.md").facts
    named = code_only + "\nThe class is `primus.backends.megatron.core.attn.PrimusAttention`.\n"
    found = extract(named, None, "x.md").facts["implementation.primus"]
    assert (found.value, found.line) == ("primus.backends.megatron.core.attn.PrimusAttention", 15)
    assert found.note == "PrimusAttention, whose full path the report gives elsewhere"


# --------------------------------------------------------------------------- the script


def test_help_shows_an_example_and_exit_codes():
    completed = subprocess.run(
        [sys.executable, str(SCRIPTS / "facts_from_explorer.py"), "--help"], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 0
    assert "Example" in completed.stdout and "Exit codes" in completed.stdout


def test_writes_the_draft_and_a_summary(capsys, tmp_path):
    out = tmp_path / "port.yaml"
    code, stdout, stderr = run_tool(capsys, str(FIXTURES / RMS_NORM), "-o", str(out))
    assert (code, stderr) == (0, "")
    assert out.read_text(encoding="utf-8") == draft(RMS_NORM)
    assert stdout.splitlines()[0] == f"wrote {out}: draft facts for megatron.turbo.rms_norm from {RMS_NORM} (deep-dive)"
    assert "required fields: all found" in stdout


def test_without_output_the_draft_goes_to_stdout(capsys):
    code, stdout, stderr = run_tool(capsys, str(FIXTURES / INVENTORY), "--patch", "megatron.turbo.rms_norm")
    assert code == 0 and stdout == draft(INVENTORY, "megatron.turbo.rms_norm")
    assert stderr.count("\n") == 1


def test_json_lists_facts_with_lines_todos_and_notes(capsys, tmp_path):
    code, stdout, _ = run_tool(capsys, str(FIXTURES / DEEPEP), "--json", "-o", str(tmp_path / "port.yaml"))
    report = json.loads(stdout)
    assert code == 0 and report["valid"] is True and report["required_missing"] == []
    assert report["facts"]["upstream.aliases"] == [
        {
            "value": "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher",
            "line": 15,
            "note": "another binding of MoEFlexTokenDispatcher; the first site named is taken as its defining module",
        }
    ]
    assert report["facts"]["enable.flags"][0] == {"value": {"key": "enable_primus_turbo", "value": True}, "line": 18}
    assert any("report line 54 is conditional" in t["why"] for t in report["todos"]) and "yaml" not in report


def test_existing_output_is_refused_unless_force(capsys, tmp_path):
    out = tmp_path / "port.yaml"
    out.write_text("mine\n", encoding="utf-8")
    code, stdout, stderr = run_tool(capsys, str(FIXTURES / RMS_NORM), "-o", str(out))
    assert (code, stdout) == (2, "")
    assert stderr.splitlines() == [f"error: {out}: found an existing file, expected a new path (or --force to overwrite it)"]
    assert out.read_text(encoding="utf-8") == "mine\n"
    assert run_tool(capsys, str(FIXTURES / RMS_NORM), "-o", str(out), "--force")[0] == 0
    assert out.read_text(encoding="utf-8") == draft(RMS_NORM)


def test_a_draft_that_fails_check_facts_is_exit_1(capsys, monkeypatch):
    monkeypatch.setattr(
        draft_module,
        "draft_yaml",
        lambda extraction, report: "schema: 1\nfeature: {id: a, summary: s, patch_style: x}\nframework: {name: other}\n",
    )
    code, _, stderr = run_tool(capsys, str(FIXTURES / RMS_NORM))
    assert code == 1
    assert stderr.splitlines()[-1].startswith("error: the draft does not pass check_facts.py (draft:2: feature.patch_style: found 'x'")


BAD_REPORTS = {
    "missing file": (None, "no such file, expected a backend-patch-explorer report (markdown)"),
    "no table or sections": (
        "# Notes\n\nSome text about `megatron.core.foo`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
        "found no inventory table and no deep-dive sections",
    ),
    "not utf-8": (b"# Patch \xff logic\n", "found bytes that are not UTF-8 at offset 8"),
    "utf-16 cut short": (b"\xff\xfe#\x00 ", "found bytes that are not UTF-16 at offset 4"),
    "several rows": ("inventory", "the inventory table has 5 patches, expected --patch with one of megatron.turbo.te_spec_provider"),
}


@pytest.mark.parametrize("case", list(BAD_REPORTS))
def test_bad_input_gives_one_line_and_exit_2(capsys, tmp_path, case):
    content, expected = BAD_REPORTS[case]
    report = tmp_path / "report.md"
    if content == "inventory":
        report.write_text(read(INVENTORY), encoding="utf-8")
    elif isinstance(content, bytes):
        report.write_bytes(content)
    elif content is not None:
        report.write_text(content, encoding="utf-8")
    out = tmp_path / "port.yaml"
    code, stdout, stderr = run_tool(capsys, str(report), "-o", str(out))
    assert (code, stdout) == (2, "")
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and expected in lines[0], stderr
    assert "Traceback" not in stderr and not out.exists()


def test_a_report_in_utf16_with_a_byte_order_mark_is_read(capsys, tmp_path):
    report = tmp_path / "report.txt"
    report.write_bytes(read(DEEPEP).encode("utf-16"))
    code, stdout, _ = run_tool(capsys, str(report), "--json")
    assert code == 0 and json.loads(stdout)["facts"]["upstream.aliases"][0]["value"].endswith("MoEFlexTokenDispatcher")



def test_view_prints_the_lines_a_draft_cites_and_drafts_nothing(capsys, tmp_path):
    page = {
        "data": {
            "title": "Port the own patch (megatron.x.own)",
            "text": "Explorer notes.\n\n## What it does\n\nIt wraps the step.\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It logs once.\n",
            "id": "5d2b",
        }
    }
    report = tmp_path / "page.json"
    report.write_text(json.dumps(page), encoding="utf-8")
    code, stdout, _ = run_tool(capsys, str(report), "--view")
    viewed = stdout.split("\n")
    assert code == 0 and viewed[0] == "# Port the own patch (megatron.x.own)" and viewed[9] == "- It rebinds `megatron.a.b.f`."
    code, stdout, _ = run_tool(capsys, str(report), "--json")
    found = json.loads(stdout)
    assert "print(d['text'])" in found["lines_counted"]
    assert [(f["value"], f["line"]) for f in found["facts"]["upstream.symbols"]] == [("megatron.a.b.f", 10)]
    # A report read as written is printed as written.
    assert run_tool(capsys, str(FIXTURES / RMS_NORM), "--view")[1] == (FIXTURES / RMS_NORM).read_text(encoding="utf-8")
