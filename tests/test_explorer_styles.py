"""Drafts from explorer reports written in styles the parser was not tuned to: no wrong value, nothing dropped.

The styled_*.md fixtures (tests/fixtures/explorer/) tell real Primus patches in
bold labels, numbered lists without bold, code blocks without imports and
tables, with the traps drafts used to fall into: a companion patch's symbol,
"a warning when ...", "on unless ...", a conditional side effect, a note below
a table, constraints in words and in a table. For each, ALLOWED lists every
value a draft may hold (a drafted value outside it is wrong), and MENTIONED
every site, flag and constraint the report names, each of which must end up
as a value or in a TODO.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "explorer"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from portval.explorer.extract import extract
from portval.explorer.records import Extraction
from portval.explorer.yaml_text import draft_yaml
from portval.facts.load import parse_facts

FP8_SITES = {
    "megatron.core.fp8_utils.get_fp8_context",
    "megatron.core.transformer.transformer_block.get_fp8_context",
    "megatron.core.ssm.mamba_block.get_fp8_context",
    "megatron.core.transformer.multi_token_prediction.get_fp8_context",
}
TURBO_MODULE = "primus.backends.megatron.core.extensions.primus_turbo"
TURBO_FILE = "primus/backends/megatron/core/extensions/primus_turbo.py"

# report -> field -> the values a draft may hold (a set for lists and mappings; one value for scalars).
ALLOWED: dict[str, dict[str, Any]] = {
    "styled_fp8_context_bold_labels.md": {
        "feature.id": "megatron.fp8.context",
        "feature.summary": None,  # any sentence of What it does
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.fp8_utils.get_fp8_context"},
        "upstream.aliases": FP8_SITES - {"megatron.core.fp8_utils.get_fp8_context"},
        "implementation.primus_file": "primus/backends/megatron/core/fp8_utils.py",
        "enable.flags": {("enable_primus_turbo", True), ("fp8", "e4m3")},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("transformer_engine", ">=2.1.0")},
        "constraints": {("fp8", "in", ("e4m3", "hybrid")), ("fp8_recipe", "!=", "delayed")},
    },
    "styled_attention_numbered.md": {
        "feature.id": "megatron.turbo.attention",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention"},
        "upstream.aliases": {"megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention"},
        "implementation.primus": f"{TURBO_MODULE}.PrimusTurboAttention",
        "implementation.primus_file": TURBO_FILE,
        "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None)},
        "constraints": {("attention_dropout", "==", 0.0), ("tensor_model_parallel_size", "==", 1)},
        "module.constructor": "TEDotProductAttention(config, layer_number, attn_mask_type, attention_type)",
        "module.forward_inputs": {(name, ("s", "b", "n", "d")) for name in ("query", "key", "value")},
    },
    "styled_deepep_code_blocks.md": {
        "feature.id": "megatron.turbo.moe_dispatcher",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"},
        "upstream.aliases": {"megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"},
        "implementation.primus_file": TURBO_FILE,
        "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
        # The report reads the sizes off self: the names as written, flagged for renaming, are right.
        "constraints": {("moe_router_dtype", "==", "fp32"), ("tp_size * ep_size", ">", 1)},
    },
    "styled_rms_norm_tables.md": {
        "feature.id": "megatron.turbo.rms_norm",
        "feature.summary": None,
        "feature.patch_style": "binding_replacement",
        "framework.name": "megatron-lm",
        "upstream.symbols": {"transformer_engine.pytorch.RMSNorm"},
        "implementation.primus": f"{TURBO_MODULE}.PrimusTurboRMSNorm",
        "implementation.primus_file": TURBO_FILE,
        "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},
        "enable.phase": "before_train",
        "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
        "constraints": {("tensor_model_parallel_size", "==", 1), ("tensor_model_parallel_size", "<=", 1)},
        "module.constructor": "PrimusTurboRMSNorm(config, hidden_size, eps=1e-5)",
        "module.forward_inputs": {("x", ("s", "b", "hidden_size"))},
    },
}

# report -> what it names: each must be a drafted value or appear in a TODO ("line N" means a TODO quoting that line).
MENTIONED: dict[str, tuple[str, ...]] = {
    "styled_fp8_context_bold_labels.md": (
        *sorted(FP8_SITES),
        "transformer_engine.pytorch.fp8.fp8_autocast",
        "enable_primus_turbo",
        "fp8",
        "disable_fp8_context_patches",
        "NVTE_ROCM_ENABLE_MXFP8",
        "fp8_param_gather",
        "line 22",
        "line 23",
    ),
    "styled_attention_numbered.md": (
        "megatron.core.extensions.transformer_engine.TEDotProductAttention",
        "megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention",
        "use_turbo_attention",
        "enable_primus_turbo",
        "context_parallel_size",
        "disable_env_patches",
        "use_flash_attn",
        "attention_dropout",
        "line 23",
        "attention_mask",
    ),
    "styled_deepep_code_blocks.md": (
        "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher",
        "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher",
        "enable_primus_turbo",
        "use_turbo_deepep",
        "context_parallel_size",
        "moe_token_dispatcher_type",
        "moe_router_dtype",
        "line 41",
        "turbo_sync_free_moe_stage",
    ),
    "styled_rms_norm_tables.md": (
        "transformer_engine.pytorch.RMSNorm",
        "use_turbo_rms_norm",
        "enable_primus_turbo",
        "tensor_model_parallel_size",
    ),
}
REPORTS = sorted(ALLOWED)


def drafted(extraction: Extraction) -> dict[str, Any]:
    """Each drafted field as comparable values: scalars as they are, lists and mappings as sets."""
    out: dict[str, Any] = {}
    for name, found in extraction.facts.items():
        if not isinstance(found, list):
            out[name] = found.value
        elif name == "constraints":
            out[name] = {(f.value["param"], f.value["op"], tuple(v) if isinstance(v := f.value["value"], list) else v) for f in found}
        elif name == "module.forward_inputs":
            out[name] = {(f.value["name"], tuple(f.value["shape"])) for f in found}
        else:
            out[name] = {f.value for f in found}
    return out


def wrong_values(report: str, extraction: Extraction) -> list[str]:
    """Every drafted value the report does not state plainly, as 'field: value'."""
    allowed = ALLOWED[report]
    wrong = []
    for name, value in drafted(extraction).items():
        if name not in allowed:
            wrong.append(f"{name}: {value!r} (the report states no such field)")
        elif isinstance(value, set):
            wrong += [f"{name}: {v!r}" for v in sorted(value - allowed[name], key=repr)]
        elif allowed[name] is not None and value != allowed[name]:
            wrong.append(f"{name}: {value!r}")
    return wrong


def dropped(report: str, extraction: Extraction) -> list[str]:
    """What the report names that is neither a drafted value nor in a TODO."""
    values = repr(drafted(extraction))
    todos = " ".join(t.why for t in extraction.todos)
    missing = []
    for item in MENTIONED[report]:
        if item.startswith("line "):
            lines = {f.line for f in extraction.facts.get("constraints", [])}
            if int(item.split()[1]) not in lines and f"report {item}" not in todos:
                missing.append(item)
        elif repr(item) not in values and item not in values and item not in todos:
            missing.append(item)
    return missing


@pytest.mark.parametrize("report", REPORTS)
def test_no_wrong_value_and_nothing_dropped(report):
    """The draft states only what the report says plainly, and every site, flag and constraint named is a value or a TODO."""
    extraction = extract((FIXTURES / report).read_text(encoding="utf-8"), None, report)
    assert wrong_values(report, extraction) == []
    assert dropped(report, extraction) == []


def test_counts_over_every_styled_report(capsys):
    """The totals the project reports: wrong values 0 over all styled reports, every named item drafted or a TODO."""
    wrong = named = drafted_or_todo = values = 0
    for report in REPORTS:
        extraction = extract((FIXTURES / report).read_text(encoding="utf-8"), None, report)
        wrong += len(wrong_values(report, extraction))
        values += sum(len(v) if isinstance(v, set) else 1 for v in drafted(extraction).values())
        named += len(MENTIONED[report])
        drafted_or_todo += len(MENTIONED[report]) - len(dropped(report, extraction))
    with capsys.disabled():
        print(f"\nexplorer styles: {len(REPORTS)} reports, {values} values drafted, {wrong} wrong; {drafted_or_todo}/{named} named items drafted or TODO")
    assert wrong == 0 and drafted_or_todo == named


@pytest.mark.parametrize(
    ("report", "trap", "where"),
    [
        ("styled_fp8_context_bold_labels.md", "transformer_engine.pytorch.fp8.fp8_autocast", "a companion patch's symbol"),
        ("styled_fp8_context_bold_labels.md", "disable_fp8_context_patches", "on unless ..."),
        ("styled_fp8_context_bold_labels.md", "NVTE_ROCM_ENABLE_MXFP8", "a note below a table"),
        ("styled_attention_numbered.md", "context_parallel_size", "a warning when ..."),
        ("styled_deepep_code_blocks.md", "moe_token_dispatcher_type", "a conditional side effect"),
        ("styled_rms_norm_tables.md", "tensor_model_parallel_size", "skipped when ..."),
    ],
)
def test_a_conditional_is_a_todo_quoting_the_line_never_a_value(report, trap, where):
    """Each trap the old drafts fell into is now a TODO that quotes the report line, and no value names it."""
    extraction = extract((FIXTURES / report).read_text(encoding="utf-8"), None, report)
    assert trap not in repr(drafted(extraction)), where
    todo = next(t for t in extraction.todos if trap in t.why)
    assert todo.kind == "check" and "is conditional" in todo.why and '"' in todo.why


@pytest.mark.parametrize("report", REPORTS)
def test_styled_draft_loads_once_its_required_todos_are_filled(report):
    """The draft is valid YAML and valid facts once the required fields the report lacks are filled."""
    extraction = extract((FIXTURES / report).read_text(encoding="utf-8"), None, report)
    text = draft_yaml(extraction, report)
    if "feature.id" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  id: "filled.by.hand"\n', 1)
    facts = parse_facts(text, report)
    if "module.constructor" in extraction.facts:
        assert facts.module.constructor == extraction.facts["module.constructor"].value
