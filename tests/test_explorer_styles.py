"""Drafts from explorer reports written in styles the parser was not tuned to: no wrong value, nothing dropped.

The cases are in tests/explorer_cases/, one module per round: for each report (or "report@patch" for one row of an
inventory table), the values a draft may hold, the items it must draft or quote in a TODO, the values the report states
plainly and the traps no value may hold (see explorer_cases/case.py). The reports themselves are in
tests/fixtures/explorer/.

    python -m pytest tests/test_explorer_styles.py -k counts -s

prints the counts: values drafted, wrong values and silent drops, per round and in all.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "explorer"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from explorer_cases import ALLOWED, MENTIONED, NOWHERE, REQUIRED, ROUNDS
from explorer_cases.names import DTOH_ID, LOGGER, MOE_INVENTORY, REDUCE_AMAX, SCHEDULE, SWIGLU, TITAN
from portval.explorer.extract import extract
from portval.explorer.markdown import Block
from portval.explorer.records import Extraction
from portval.explorer.sentences import split_sentences
from portval.explorer.yaml_text import draft_yaml
from portval.facts.load import parse_facts

REPORTS = sorted(ALLOWED)


@functools.cache
def extraction_of(case: str) -> Extraction:
    """The draft's facts for a case: a report, or "report@patch" for one row of an inventory table.

    Read once per session: three tests judge each case (wrong values and drops, plain values, the counts), and an
    extraction is a frozen record the tests only read.
    """
    report, _, patch = case.partition("@")
    return extract((FIXTURES / report).read_text(encoding="utf-8"), patch or None, report)


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
    """Every drafted value the report does not state plainly, as 'field: value (why)': outside ALLOWED, or holding a trap."""
    allowed = ALLOWED[report]
    traps = NOWHERE.get(report, ())
    wrong = []
    for name, value in drafted(extraction).items():
        for entry in sorted(value, key=repr) if isinstance(value, set) else [value]:
            trap = next((t for t in traps if t in repr(entry)), None) if name not in ("feature.id", "feature.summary") else None
            expected = allowed.get(name)
            if name not in allowed:
                why = "the report states no such field"
            elif entry not in expected if isinstance(value, set) else expected is not None and value not in _choices(expected):
                why = "not stated plainly"
            elif trap is not None:
                why = f"holds {trap}"
            else:
                continue
            wrong.append(f"{name}: {entry!r} ({why})")
    return wrong


def _choices(expected: Any) -> frozenset[Any] | tuple[Any]:
    """The values a scalar may take: one of a frozenset, else the one expected value."""
    return expected if isinstance(expected, frozenset) else (expected,)


def dropped(report: str, extraction: Extraction) -> list[str]:
    """What the report names that is neither a drafted value nor in a TODO."""
    values = repr(drafted(extraction))
    todos = " ".join(t.why for t in extraction.todos)
    missing = []
    for item in MENTIONED[report]:
        if item.startswith("line "):
            lines = {f.line for f in extraction.facts.get("constraints", [])}
            if int(item.split()[1]) not in lines and not re.search(rf"report {item}\b", todos):
                missing.append(item)
        elif repr(item) not in values and item not in values and item not in todos:
            missing.append(item)
    return missing


def missing_required(case: str, extraction: Extraction) -> list[str]:
    """The values the report states plainly that the draft does not hold."""
    values = drafted(extraction)
    values["upstream.sites"] = values.get("upstream.symbols", set()) | values.get("upstream.aliases", set())
    missing = []
    for name, expected in REQUIRED.get(case, {}).items():
        found = values.get(name)
        if isinstance(expected, set):
            missing += [f"{name}: {v!r}" for v in sorted(expected - (found or set()), key=repr)]
        elif found != expected:
            missing.append(f"{name}: {expected!r} (drafted {found!r})")
    return missing


@pytest.mark.parametrize("report", REPORTS)
def test_no_wrong_value_and_nothing_dropped(report):
    """The draft states only what the report says plainly, and every site, flag and constraint named is a value or a TODO."""
    extraction = extraction_of(report)
    assert wrong_values(report, extraction) == []
    assert dropped(report, extraction) == []


@pytest.mark.parametrize("case", sorted(REQUIRED))
def test_what_the_report_states_plainly_is_drafted(case):
    """Hedging is no escape: the sites, flags, packages and versions the report states plainly are values."""
    assert missing_required(case, extraction_of(case)) == []


# The explorer's own output format, drafted and checked in tests/test_facts_from_explorer.py.
_NOT_STYLE_CASES = frozenset(
    {"deepdive_deepep_dispatcher.md", "deepdive_sequence_parallel_tp1.md", "deepdive_turbo_rms_norm.md", "inventory_megatron.md"}
)


def test_every_fixture_report_is_a_case():
    """A name given twice in these tables (a later round's case reusing an earlier one's constant) would drop a case."""
    cases = {case.partition("@")[0] for case in ALLOWED}
    unread = sorted(f.name for f in FIXTURES.glob("*.md") if f.name not in cases and f.name not in _NOT_STYLE_CASES)
    assert unread == [], unread


def test_counts_over_every_styled_report(capsys):
    """The totals the project reports: wrong values 0 over all styled reports, every named item drafted or a TODO.

    A wrong value is a drafted entry outside ALLOWED, or one holding a trap of NOWHERE; a drop, a MENTIONED item
    neither drafted nor in a TODO; a plain value missing, a REQUIRED value the draft does not hold. The reports
    written with REQUIRED and NOWHERE, and each round (tests/explorer_cases/round_NN.py), get a line of their own.
    """
    lines = []
    groups = {
        "all": REPORTS,
        "new": [r for r in REPORTS if r in REQUIRED],
        **{module.TITLE: list(module.CASES) for module in ROUNDS},
    }
    totals = {group: [0, 0, 0, 0] for group in groups}  # values, wrong, dropped, plain values missing
    for report in REPORTS:
        extraction = extraction_of(report)
        wrong = len(wrong_values(report, extraction))
        values = sum(len(v) if isinstance(v, set) else 1 for v in drafted(extraction).values())
        drops = len(dropped(report, extraction))
        missing = len(missing_required(report, extraction))
        for group, members in groups.items():
            if report in members:
                totals[group] = [a + b for a, b in zip(totals[group], (values, wrong, drops, missing))]
        lines.append(f"  {report}: {values} values, {wrong} wrong, {drops} dropped, {missing} plain values missing")
    named = sum(len(MENTIONED[report]) for report in REPORTS)
    with capsys.disabled():
        values, wrong, drops, missing = totals["all"]
        print(
            f"\nexplorer styles: {len(REPORTS)} reports, {values} values drafted, {wrong} wrong; "
            f"{named - drops}/{named} named items drafted or TODO"
        )
        for group in ("new", *(module.TITLE for module in ROUNDS)):
            title = "reports written with REQUIRED and NOWHERE" if group == "new" else group
            values, wrong, drops, missing = totals[group]
            print(
                f"explorer styles, {title}: {len(groups[group])} cases, {values} values drafted, {wrong} wrong, "
                f"{drops} silently dropped, {missing} plain values missing"
            )
        print("\n".join(lines))
    assert totals["all"][1] == 0 and totals["all"][2] == 0


@pytest.mark.parametrize(
    ("report", "trap", "where"),
    [
        ("styled_fp8_context_bold_labels.md", "transformer_engine.pytorch.fp8.fp8_autocast", "a companion patch's symbol"),
        ("styled_fp8_context_bold_labels.md", "disable_fp8_context_patches", "on unless ..."),
        ("styled_fp8_context_bold_labels.md", "NVTE_ROCM_ENABLE_MXFP8", "a note below a table"),
        ("styled_attention_numbered.md", "context_parallel_size", "a warning when ..."),
        ("styled_deepep_code_blocks.md", "moe_token_dispatcher_type", "a conditional side effect"),
        ("styled_rms_norm_tables.md", "tensor_model_parallel_size", "skipped when ..."),
        ("styled_fused_residual_norm_bullets.md", "transformer_engine.pytorch.RMSNorm", "a sibling patch, not called a companion"),
        ("styled_fused_residual_norm_bullets.md", "hidden_dropout", "falls back when ..."),
        ("styled_fused_residual_norm_bullets.md", "Triton is not needed", "a negation after the name"),
        ("styled_fp4_context_code_no_imports.md", "enums.Fp4Recipe", "the code block of a second patch"),
        ("styled_fp4_context_code_no_imports.md", "fp4_param", "prints a notice once when ..."),
        (REDUCE_AMAX, "tensor_model_parallel_size > 1", "a note below the inventory table"),
        (SWIGLU, "primus_turbo", "is not needed, in a table cell"),
        ("styled_te_spec_provider_bold_numbered.md", "moe_use_legacy_grouped_gemm == True", "logs ... when"),
        ("styled_te_spec_provider_bold_numbered.md", "tensor_model_parallel_size == 1", "is not needed"),
    ],
)
def test_a_conditional_is_a_todo_quoting_the_line_never_a_value(report, trap, where):
    """Each trap the old drafts fell into is now a TODO that quotes the report line, and no value names it."""
    extraction = extraction_of(report)
    assert trap not in repr(drafted(extraction)), where
    todo = next(t for t in extraction.todos if trap in t.why)
    assert todo.kind == "check" and "is conditional" in todo.why and '"' in todo.why


@pytest.mark.parametrize("report", REPORTS)
def test_styled_draft_loads_once_its_required_todos_are_filled(report):
    """The draft is valid YAML and valid facts once the required fields the report lacks are filled."""
    extraction = extraction_of(report)
    text = draft_yaml(extraction, report.partition("@")[0])
    if "feature.id" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  id: "filled.by.hand"\n', 1)
    if "feature.summary" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  summary: "Filled by hand."\n', 1)
    if "feature.patch_style" not in extraction.facts:
        text = text.replace("feature:\n", 'feature:\n  patch_style: "function_wrapping"\n', 1)
    if "framework.name" not in extraction.facts:
        # A backend the contract does not name (megatron_bridge) is left to the user: the draft writes an empty section.
        text = re.sub(r"^framework: \{\}.*\n", 'framework:\n  name: "other"\n', text, count=1, flags=re.MULTILINE)
    facts = parse_facts(text, report)
    if "module.constructor" in extraction.facts:
        assert facts.module.constructor == extraction.facts["module.constructor"].value


def deep_dive(logic: str, requires: str = "`primus_turbo` is required.") -> Extraction:
    """A short deep-dive of `megatron.x.demo` with the given Patch logic and Version compatibility sections."""
    text = (
        "# Demo (`megatron.x.demo`)\n\n## What it does\n\nReplaces a class.\n\n"
        f"## Patch logic\n\n{logic}\n\n## Version compatibility and dependencies\n\n{requires}\n"
    )
    return extract(text, None, "demo.md")


@pytest.mark.parametrize(
    "requires",
    [
        '- **`backend_versions`:** `["<0.17"]`',
        "**backend_versions:** `<0.17`",
        "| Field | Value |\n|---|---|\n| `backend_versions` | `<0.17` |",
    ],
    ids=["bold-label-list", "bold-label-spec", "table-row"],
)
def test_backend_versions_after_a_label_or_in_a_table_are_read(requires):
    """backend_versions is read wherever the report writes it, not only as backend_versions=[...]."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", requires)
    assert drafted(extraction)["requires.backend_versions"] == {"<0.17"}


def test_an_alias_given_as_its_module_and_import_line_is_the_bound_name():
    """ "the alias in `M` (`from X import S as T`)" is the site M.T; "the alias in `M`" alone is no site at all, but a
    TODO to add the names `M` binds."""
    named = deep_dive("Binding replacement; rebinds the alias in `megatron.core.m` (`from megatron.core.a import B as C`).")
    assert drafted(named)["upstream.aliases"] == {"megatron.core.m.C"}
    bare = deep_dive("Binding replacement; rebinds the alias in `megatron.core.m`.")
    assert "upstream.aliases" not in bare.facts and "upstream.symbols" not in bare.facts
    assert any(t.field == "upstream.aliases" and "`megatron.core.m.<name>`" in t.why for t in bare.todos)


@pytest.mark.parametrize(
    "requires",
    [
        "Transformer Engine is not needed.",
        "`transformer_engine`: not required.",
        "| Package | Version |\n|---|---|\n| `transformer_engine` | not needed |",
    ],
    ids=["prose", "label", "table"],
)
def test_a_package_the_report_says_is_not_needed_is_no_requirement(requires):
    """ "X is not needed" never becomes the requirement X."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", requires)
    assert "transformer_engine" not in repr(drafted(extraction).get("requires.packages", set()))


TICKET = """Port the SDMA all-gather
=======================

Type:              Story
Primus patch id:   torchtitan.fsdp.demo
Upstream source:   primus/backends/torchtitan/patches/demo.py
Patch mechanism:   wrapper around a function (not a class swap)
Trigger:           env var DEMO_ALL_GATHER=1
Registration phase: setup
Min torch:         2.12

Primus wraps `torch.distributed.fsdp.fully_shard`.

m.vasquez (Mon 11:40): Note there's a Megatron twin, megatron.fsdp.demo in primus/backends/megatron/patches/demo_patches.py.
"""


def test_each_line_of_a_block_of_fields_is_a_statement_of_its_own():
    facts = drafted(extract(TICKET, None, "ticket.md"))
    assert facts["feature.patch_style"] == "function_wrapping"
    assert facts["enable.env"] == {("DEMO_ALL_GATHER", "1")}  # a trigger is what turns the patch on
    assert facts["requires.packages"] == {("torch", ">=2.12")}  # "Min torch: 2.12"


def test_of_several_backends_named_the_patch_ids_namespace_is_the_framework():
    assert drafted(extract(TICKET, None, "ticket.md"))["framework.name"] == "torchtitan"


def test_a_requirement_the_report_gives_to_upstream_is_none_of_the_patchs():
    sentence = "Every other path goes to TE's `fused_sort` (that TE >= 2.1.0 requirement belongs to upstream's fused path, not to this patch)."
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", f"{sentence} Needs `torch` only.")
    assert drafted(extraction)["requires.packages"] == {("torch", None)}


def test_a_parallel_size_written_as_an_assignment_is_no_environment_variable():
    logic = 'Binding replacement of `megatron.core.a.B`. It saves work exactly when TP x EP == 1, the "common EP=1 / TP=1 case".'
    extraction = deep_dive(logic)
    assert "enable.env" not in drafted(extraction) and "enable.flags" not in drafted(extraction)


def test_a_bare_rebinding_names_the_style_only_where_no_other_wording_does():
    wrapper = deep_dive("The one and only rebinding is `megatron.core.a.f`. It is a wrapper, not a rewrite: the original is called.")
    assert drafted(wrapper)["feature.patch_style"] == "function_wrapping"
    assert drafted(deep_dive("The one and only rebinding is `megatron.core.a.f`."))["feature.patch_style"] == "binding_replacement"


RST_PAGE = """==============
Demo
==============

:Patch id: ``megatron.x.demo``
:Phase: ``before_train``
:Style: function wrapping (no class is swapped)
:Patch file: ``primus/backends/megatron/patches/demo_patches.py``
:Implementation: ``primus/backends/megatron/core/demo.py``

Patch logic
===========

The handler wraps three callables, all on the module object ``megatron.training.training``.

Requirements
============

:primus_turbo: required, any version.
"""


def test_each_line_of_a_restructuredtext_field_list_is_a_statement_read_wherever_it_stands():
    """A field list above the deep-dive's sections states the style and the implementation's file, not only the phase."""
    facts = drafted(extract(RST_PAGE, None, "page.md"))
    assert facts["feature.patch_style"] == "function_wrapping"
    assert facts["implementation.primus_file"] == "primus/backends/megatron/core/demo.py"
    assert facts["enable.phase"] == "before_train"


@pytest.mark.parametrize(
    "sentence",
    [
        "Rebinding `megatron.core.a.f` alone would **not** reach the training loop; `T.f = wrapped` does.",
        "The class `megatron.core.a.F` itself is not modified.",
        "Wrapping `megatron.core.a.f` is not needed: the training loop reads its own alias.",
    ],
)
def test_a_path_whose_own_predicate_is_negated_is_a_todo_never_a_site(sentence):
    extraction = deep_dive(sentence)
    values = drafted(extraction)
    assert "megatron.core.a" not in repr(values.get("upstream.symbols", set()) | values.get("upstream.aliases", set()))
    assert any("megatron.core.a." in t.why for t in extraction.todos)


FAQ_PAGE = """# FAQ: porting `torchtitan.x.demo`

### What turns it on?

Both of these, in the job config:

- `primus_turbo.enable_demo` must be true, and
- `primus_turbo.use_demo` must be true.

**What does the handler replace?**

`torchtitan.components.demo.Converter` is rebound to `DemoConverter`.

### What config would you recommend?

```yaml
compile:
  enable: true
```
"""


def test_an_faqs_question_about_turning_it_on_heads_how_to_enable():
    assert drafted(extract(FAQ_PAGE, None, "faq.md"))["enable.flags"] == {("primus_turbo.enable_demo", True), ("primus_turbo.use_demo", True)}


def test_a_yaml_key_is_read_under_the_keys_it_is_nested_in_and_a_code_line_is_never_a_gate_label():
    # "enable: true" under "compile:" read alone, as the label "Enable:", was drafted as the flag enable=true.
    assert "compile" not in repr(drafted(extract(FAQ_PAGE, None, "faq.md")).get("enable.flags"))
    sentences = list(split_sentences([Block(1, "compile:\n  enable: true\nmodel:\n  converters:\n    - x\nseed: 3", fence=True)]))
    assert [s.segments[1][1] for s in sentences] == ["compile:", "compile.enable: true", "model:", "converters:", "x", "seed: 3"]


def test_a_path_said_to_be_rebound_to_its_replacement_is_a_site():
    assert drafted(extract(FAQ_PAGE, None, "faq.md"))["upstream.symbols"] == {"torchtitan.components.demo.Converter"}


def test_an_open_questions_section_states_nothing():
    text = (
        "# Demo (`megatron.x.demo`)\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n\n"
        "## Requirements\n\n`torch` is required.\n\n## Open questions\n\n"
        "1. **ROCm only?** Every run I know of is on MI300 nodes.\n"
        "2. **Does `tensor_model_parallel_size > 1` need anything?** Possibly `tensor_model_parallel_size == 1` until tested.\n"
    )
    extraction = extract(text, None, "demo.md")
    assert "requires.platform" not in drafted(extraction) and "constraints" not in drafted(extraction)
    assert any("an open question" in t.why and "tensor_model_parallel_size" in t.why for t in extraction.todos)


def test_a_tables_default_column_is_no_flag():
    logic = "Binding replacement of `megatron.core.a.B`.\n\n| key | default | meaning |\n|---|---|---|\n| `use_demo` | `False` | master switch |"
    assert "enable.flags" not in drafted(deep_dive(logic))


@pytest.mark.parametrize(
    "logic",
    ["The handler *wraps* (not replaces) `megatron.core.a.f`.", "It rebinds `megatron.core.a.f`. All three are wrappers around the originals."],
)
def test_wrapping_set_against_replacing_is_function_wrapping(logic):
    assert drafted(deep_dive(logic))["feature.patch_style"] == "function_wrapping"


def test_cuda_and_hip_named_as_one_restrict_no_platform():
    extraction = extract(INVENTORY_ROW.format(requires="nothing declared; CUDA/HIP streams (GPU only)"), "megatron.x.demo", "inventory.md")
    assert "requires.platform" not in drafted(extraction)


def test_a_package_at_a_version_given_in_words_is_a_todo_not_any_version():
    extraction = extract(INVENTORY_ROW.format(requires="imports pin it to an old megatron-core"), "megatron.x.demo", "inventory.md")
    assert "megatron-core" not in repr(drafted(extraction).get("requires.packages"))
    assert any("version given in words" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "sentence",
    ["fp8 with `DeprecatedTEGroupedMLP` requires `transformer_engine`.", "- `DeprecatedGroupedMLP`: `add_bias_linear` must be false."],
)
def test_a_requirement_of_one_case_or_one_class_is_a_todo(sentence):
    values = drafted(deep_dive("Binding replacement of `megatron.core.a.B`.", f"`torch` is required.\n\n{sentence}"))
    assert "transformer_engine" not in repr(values) and "add_bias_linear" not in repr(values)


INVENTORY_ROW = """| Patch | What it does | Patch logic | Code location | How to enable | Requires |
|---|---|---|---|---|---|
| `megatron.x.demo` | Demo. | `megatron.core.a.B` -> `primus.x.B` | `primus/x.py` | `use_demo: true` | {requires} |
"""


def test_an_inventory_rows_close_up_is_its_deep_dive_and_no_note_of_another_row():
    """Part B, headed with one row's id, is read as that row's deep-dive; the other row's draft holds none of it."""
    other = extraction_of(f"{MOE_INVENTORY}@{DTOH_ID}")
    assert not any("moe_token_dispatcher_type" in t.why or "Deprecated" in t.why for t in other.todos)


def test_a_quoted_message_and_struck_through_claims_state_nothing():
    logic = "Binding replacement of `megatron.core.a.B`.\n\n> Dana wrote: it runs at `phase=\"before_train\"` and asserts `tensor_model_parallel_size == 1`."
    values = drafted(deep_dive(logic, "`torch` is required. ~~It needs `primus_turbo>=0.2.0`~~"))
    assert "enable.phase" not in values and "constraints" not in values
    assert values["requires.packages"] == {("torch", None)}


def test_a_sentence_about_defaults_names_no_flag_but_an_aside_about_one_leaves_the_gate():
    enable = "## How to enable\n\nThe yaml defaults `use_demo: false` and `enable_demo: true`.\n\n`use_other` is true (default false).\n"
    values = drafted(extract(f"# Demo (`megatron.x.demo`)\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n\n{enable}", None, "d.md"))
    assert values["enable.flags"] == {("use_other", True)}


def test_a_bold_label_ends_the_part_the_bold_label_before_it_opened():
    text = (
        "# Demo (`megatron.x.demo`)\n\n**What it does:** swaps the attention.\n\n**Rebinding sites:**\n\n"
        "- `megatron.core.a.B` → `DemoB`\n\n**Requires:** `torch`.\n"
    )
    assert drafted(extract(text, None, "d.md"))["upstream.symbols"] == {"megatron.core.a.B"}


def test_a_raw_html_table_and_definition_list_are_read_as_their_markdown_forms():
    text = (
        "# Demo\n\n<table>\n  <tr><th>Item</th><th>Value</th></tr>\n"
        "  <tr><td>Patch id</td><td><code>megatron.x.demo</code></td></tr>\n"
        "  <tr><td>Description (<code>description=</code>)</td><td>Set the demo from the config</td></tr>\n"
        "  <tr><td>Backend / phase</td><td><code>backend=\"megatron\"</code><br><code>phase=\"setup\"</code></td></tr>\n"
        "</table>\n\n<dl>\n  <dt>Patch style</dt><dd>Env var / lifecycle hook</dd>\n</dl>\n\n"
        "`setup` runs after the `build_args` phase.\n"
    )
    values = drafted(extract(text, "megatron.x.demo", "wiki.md"))
    assert values["feature.summary"] == "Set the demo from the config"
    assert values["enable.phase"] == "setup" and values["feature.patch_style"] == "env_or_lifecycle"


def test_a_signatures_defaults_and_a_compared_value_are_no_flags():
    logic = (
        "The condition checks `use_demo`: define patched_init(self, config, submodules=None, gate=False) and enable it when "
        "`use_demo` is true; our gate = TE >= 2.6.0dev0."
    )
    assert drafted(deep_dive(logic))["enable.flags"] == {("use_demo", True)}


def test_what_a_helper_defined_in_a_file_wraps_is_no_site():
    logic = (
        "It rebinds `megatron.core.a.B.__init__`; is_min = te_patches/utils.py L14 → wraps `megatron.core.utils.is_min` "
        "and returns False on any exception."
    )
    assert drafted(deep_dive(logic))["upstream.symbols"] == {"megatron.core.a.B.__init__"}


def test_the_description_quoted_after_the_patch_id_is_the_summary():
    text = "# Log\n\n## Summary for porter\n\n- id: megatron.x.demo — \"Fix the demo in TE >= 2.6\"\n- phase: before_train\n"
    assert drafted(extract(text, None, "log.md"))["feature.summary"] == "Fix the demo in TE >= 2.6"


def test_a_package_denied_once_in_a_sentence_is_denied_throughout_it():
    values = drafted(deep_dive("Binding replacement of `maxtext.a.log`.", "It does not import `jax` itself: it only names the loggers `jax`."))
    assert "jax" not in repr(values.get("requires.packages"))


def test_a_comparison_tables_column_of_this_patch_is_read_and_the_twins_is_not():
    text = (
        "# `maxtext.demo` beside `torchtitan.demo`\n\n| Aspect | MaxText (`maxtext.demo`) | TorchTitan (`torchtitan.demo`) |\n"
        "|---|---|---|\n| Description | \"Route the MaxText demo\" | \"Route the TorchTitan demo\" |\n"
        "| Phase | `setup` | `before_train` |\n\n## What it does\n\nIn MaxText, the demo logs through absl.\n\n"
        "## Patch logic\n\nBinding replacement of `maxtext.a.log`.\n"
    )
    values = drafted(extract(text, "maxtext.demo", "twins.md"))
    assert values["feature.summary"] == "Route the MaxText demo" and values["enable.phase"] == "setup"


@pytest.mark.parametrize(
    ("what", "logic", "requires"),
    [("功能说明", "补丁逻辑", "版本兼容性与依赖"), ("Was es tut", "Patch-Logik", "Abhängigkeiten")],
    ids=["chinese", "german"],
)
def test_the_five_parts_are_read_by_their_names_in_chinese_and_german(what, logic, requires):
    text = (
        f"# `megatron.x.demo`\n\n## 1. {what}\n\nThe stale `transformer_engine` library shadows `aiter`.\n\n"
        f"## 2. {logic}\n\nBinding replacement of `megatron.core.a.B`.\n\n## 4. {requires}\n\n- `transformer_engine` < 2.14.0\n"
    )
    assert drafted(extract(text, None, "zh.md"))["requires.packages"] == {("transformer_engine", "<2.14.0")}


def test_the_text_after_a_label_naming_description_is_the_summary():
    what = "补丁描述（`description=`）原文：Install the demo hook before training."
    text = f"# `megatron.x.demo`\n\n## What it does\n\nA stale library shadows a symbol.\n\n{what}\n\n## Patch logic\n\nIt wraps `megatron.core.a.f`.\n"
    assert drafted(extract(text, None, "d.md"))["feature.summary"] == "Install the demo hook before training."


def test_an_audit_rows_status_mark_says_whether_it_states_anything():
    table = (
        "| Check | Status | Detail |\n|---|---|---|\n"
        "| Patch style: binding replacement | ❌ | nothing is reassigned |\n"
        "| Patch style: source-string rewrite | ✅ | `inspect.getsource` + `exec` |\n"
        "| Needs `primus_turbo` | ❌ | no Turbo import |\n"
        "| Phase | ✅ | `before_train` |\n"
    )
    values = drafted(extract(f"# `megatron.x.demo` audit\n\n{table}", None, "audit.md"))
    assert values["feature.patch_style"] == "source_rewrite" and values["enable.phase"] == "before_train"
    assert "requires.packages" not in values


def test_a_setting_the_report_says_turns_nothing_on_is_no_flag():
    logic = (
        "Binding replacement of `megatron.core.a.B`.\n\nNotes on the gate:\n\n"
        "1. `model_type` is no switch: only the exact string `\"mamba\"` enables it; `model_type: gpt` (the default in\n"
        "   `language_model.yaml`) does not.\n"
    )
    assert "gpt" not in repr(drafted(deep_dive(logic)).get("enable.flags"))


def test_the_ports_own_choices_and_its_tests_state_nothing_of_primus():
    text = (
        "# Port `megatron.x.demo`\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`; Primus gates it on `use_demo: true`.\n\n"
        "## Requirements\n\nNo ROCm-only gate: the mesh uses `device_type=\"cuda\"`. `torch` >= 2.4.0.\n\n"
        "## Differences from Primus\n\n- **Flag.** Our port is turned on by our own flag (`demo_impl: ours`).\n"
        "- **Parallelism.** We assert `data_parallel_replicate_degree == 1`.\n\n"
        "## Testing\n\n- Unit: checks that with `demo_impl: ours` the site binds our object.\n"
    )
    values = drafted(extract(text, None, "pr.md"))
    assert values["enable.flags"] == {("use_demo", True)} and "constraints" not in values


def test_a_one_line_answer_is_no_title_and_its_patch_is_the_one_said_registered():
    answer = (
        "Short version: it is `megatron.x.demo` (registered in `primus/backends/megatron/patches/demo.py:10`, phase `setup`); "
        "the handler does `import megatron.core.a as mod` then `mod.C.forward = f`, touching `self.router` and `model.py`; "
        "no config side effects, though every flavor sets `score_first=False`."
    )
    values = drafted(extract(answer, None, "chat.md"))
    assert values["feature.id"] == "megatron.x.demo"
    assert values["upstream.symbols"] == {"megatron.core.a.C.forward"} and "enable.side_effects" not in values


def test_the_class_whose_method_is_rebound_is_no_site():
    assert "upstream.symbols" not in drafted(deep_dive("It rebinds the *method* on the upstream class `megatron.core.a.C`."))


def test_a_keyword_argument_and_upstreams_own_check_are_no_facts_of_the_patch():
    logic = (
        "Binding replacement of `megatron.core.a.B`. The gate is on: `g=g.to(query.dtype)` instead of `g=g`.\n\n"
        "`packed_seq_params` must be None: this is upstream's own raise, not the patch's."
    )
    values = drafted(deep_dive(logic))
    assert "enable.flags" not in values and "constraints" not in values


def test_a_header_of_bold_fields_running_on_into_text_is_a_field_a_line():
    text = (
        "# Config diff\n\n**Patch id:** `megatron.x.demo`\n**Backend:** megatron\n"
        "**Patch style:** config / arg rewrite (N/A): no upstream symbol is replaced.\n"
        "**What it does:** Configure the demo.\nIt fills in a name\nfrom the experiment.\n\n"
        "## Requires\n\nNothing beyond Megatron-LM.\n\n## Porting notes\n\nCopy the handler.\n"
    )
    assert drafted(extract(text, None, "diff.md"))["feature.patch_style"] == "config_rewrite"


def test_two_classes_methods_of_one_name_are_two_symbols():
    logic = "It rebinds `megatron.core.a.Attention.forward` → `_new_forward` and `transformer_engine.b.FusedFunc.forward` → `_capture`."
    values = drafted(deep_dive(logic))
    assert values["upstream.symbols"] == {"megatron.core.a.Attention.forward", "transformer_engine.b.FusedFunc.forward"}


def test_dotted_leader_fields_are_fields_and_an_empty_aliases_field_names_no_site():
    memo = (
        "A MEMO\n\nPATCH LOGIC\n\nPATCH ID ............ megatron.x.demo\nREPLACES ............ megatron.core.a.B.forward\n"
        "ALIASES ............. none needed (the class object is shared, so megatron.core.C sees the change)\n"
        "PHASE ............... before_train\nSIDE EFFECTS ........ none\n"
        "CONSTRAINT .......... overlap_grad_reduce = true (upstream asserts it whenever overlap_param_gather is set)\n"
        "SEE ALSO ............ megatron.training.other_patch (not covered here)\n"
    )
    values = drafted(extract(memo, None, "memo.md"))
    assert values["feature.id"] == "megatron.x.demo" and values["upstream.symbols"] == {"megatron.core.a.B.forward"}
    assert "upstream.aliases" not in values and "enable.side_effects" not in values


def test_a_file_labelled_the_implementation_outranks_the_handlers_file():
    location = (
        "- Installer: `primus/backends/megatron/patches/demo_patches.py` (handler `patch_demo`)\n"
        "- Implementation: `primus/backends/megatron/core/demo.py` (factory `make_demo`)\n"
    )
    extraction = extract(f"# `megatron.x.demo`\n\n## Patch logic\n\nIt rebinds `megatron.core.a.f`.\n\n## Code location\n\n{location}", None, "d.md")
    assert drafted(extraction)["implementation.primus_file"] == "primus/backends/megatron/core/demo.py"


def test_a_class_named_in_a_requirements_list_is_no_package():
    values = drafted(deep_dive("It wraps `megatron.core.a.f`.", "Requires: `torch`, megatron-core (imports `LanguageModule` and `AttnBackend`)."))
    assert values["requires.packages"] == {("torch", None), ("megatron-core", None)}


def test_a_bare_rebinding_leaves_the_style_to_a_todo_where_a_conditional_sentence_names_another():
    logic = (
        "If there is an override, the handler installs a wrapper that calls the original (function wrapping). "
        "Rebinding the module attribute `megatron.core.a.get_spec` is enough because the trainer calls it by module."
    )
    extraction = deep_dive(logic)
    assert "feature.patch_style" not in drafted(extraction)
    assert any(t.field == "feature.patch_style" and "function wrapping" in t.why for t in extraction.todos)


def test_a_line_a_diff_removes_is_no_fact_and_a_wrappers_argument_is_no_flag():
    text = (
        "# Changes to `megatron.x.demo`\n\n```diff\n-description: Old text of the demo.\n+description: New text of the demo.\n"
        " phase: before_train\n```\n\n## Patch logic\n\nFunction wrapping of `megatron.core.a.f`: the wrapper overrides "
        "`num_microbatches` when it is > 0 and `forward_only` is false.\n"
    )
    values = drafted(extract(text, None, "diff.md"))
    assert values["feature.summary"] == "New text of the demo." and "enable.flags" not in values


def test_a_package_version_in_a_table_is_its_specifier_not_a_constraint():
    """A versions table gives the package its specifier; a comparison on a backend's version is no run-config constraint."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`.",
        "| Package | Version |\n|---|---|\n| `transformer_engine` | `>= 2.6` |\n| Megatron-Core | `megatron_core < 0.17` |",
    )
    values = drafted(extraction)
    assert values["requires.packages"] == {("transformer_engine", ">=2.6")}
    assert "constraints" not in values
    assert any("megatron_core < 0.17" in t.why for t in extraction.todos)


def test_a_quote_keeps_the_underscores_of_its_code():
    """`__init__` is quoted as written, not read as bold markup."""
    extraction = deep_dive("When V2 is on, `megatron.core.a.B.__init__` is wrapped as well.")
    assert any("megatron.core.a.B.__init__ is wrapped" in t.why for t in extraction.todos)


def test_an_inventory_note_about_another_row_is_left_to_that_row():
    """A note below the table that names another patch's id gives this row no TODO; one naming this row does."""
    reduce_amax, swiglu = extraction_of(REDUCE_AMAX), extraction_of(SWIGLU)
    assert any("report line 16" in t.why for t in reduce_amax.todos)
    assert not any("report line 16" in t.why for t in swiglu.todos)
    assert any("report line 19" in t.why for t in swiglu.todos)
    assert not any("report line 19" in t.why for t in reduce_amax.todos)


@pytest.mark.parametrize(
    ("case", "trap", "where"),
    [
        (TITAN, "replace_turbo_attention_modules", "a porting step telling the user to call it"),
        (TITAN, "torchtitan.models.gpt_oss.model.model.Attention", "a sibling patch's site"),
        (TITAN, "0.3.2.dev48", "what an image ships, in a sentence"),
        (TITAN, "Transformer Engine", "a package the report says is not needed"),
        (SCHEDULE, "megatron.core.optimizer.ChainedOptimizer", "what 'that patch' swaps"),
        (SCHEDULE, "megatron.core.parallel_state.is_pipeline_last_stage", "a sibling patch named by its id"),
        (SCHEDULE, "offload", "a constraint in words"),
        (SCHEDULE, "d3528a21", "a submodule commit"),
        (LOGGER, "condition=lambda ctx: True", "a lambda's parameter"),
        (LOGGER, "Transformer Engine", "a negated package in a note"),
    ],
)
def test_what_the_report_names_without_a_value_is_a_todo(case, trap, where):
    """Nothing the report names is dropped in silence: what is no value of this patch is quoted in a TODO."""
    extraction = extraction_of(case)
    assert trap not in repr(drafted(extraction)), where
    assert any(trap in t.why and t.kind == "check" for t in extraction.todos), where


def test_a_module_alone_is_never_a_site():
    """`M` next to `M.f`, or called a module, is where a name lives, not a binding to rebind."""
    extraction = deep_dive(
        "Binding replacement: rebinds `megatron.core.a.f` and `megatron.core.b` (which imports `f`).\n\n"
        "It also rebinds the name in every module that imported it, at least `megatron.core.c`; see `megatron.core.c.f`."
    )
    sites = drafted(extraction).get("upstream.symbols", set()) | drafted(extraction).get("upstream.aliases", set())
    assert "megatron.core.a.f" in sites
    assert not sites & {"megatron.core.b", "megatron.core.c"}


def test_another_patch_in_the_same_namespace_gives_no_value():
    """A sibling patch named only by its id (`megatron.x.other` next to `megatron.x.demo`) gives none of its sites."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`. `megatron.x.other` replaces `megatron.core.c.D` as well.")
    assert "megatron.core.c.D" not in repr(drafted(extraction))
    assert any("megatron.core.c.D" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "sentence",
    ["Call `make_block(config)` yourself after the model is built.", "The table is built by `make_block(config)`."],
    ids=["advice", "factory-call"],
)
def test_a_constructor_only_from_an_explicit_statement(sentence):
    """A call in prose is no constructor; "constructed as `Class(...)`" is."""
    assert "module.constructor" not in deep_dive(f"Binding replacement of `megatron.core.a.B`. {sentence}").facts
    stated = deep_dive("Binding replacement of `megatron.core.a.B`. The module is constructed as `B(config, size)`.")
    assert drafted(stated)["module.constructor"] == "B(config, size)"


def test_a_lambda_parameter_is_no_flag():
    """`condition=lambda ctx: True` says the patch is always on: no flag named ctx."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`, with `condition=lambda ctx: True` and `phase=setup`.")
    assert "enable.flags" not in extraction.facts


@pytest.mark.parametrize(
    "text",
    [
        "Patch `megatron.x.demo`: deep-dive\n\n## What it does\n\nReplaces a class.\n\n## Patch logic\n\nBinding replacement.\n",
        "# Deep-dive\n\n**Name:** `megatron.x.demo`\n\n## What it does\n\nReplaces a class.\n\n## Patch logic\n\nBinding replacement.\n",
        (
            "# Deep-dive\n\n| Field | Value |\n|---|---|\n| Patch id | `megatron.x.demo` |\n\n"
            "## What it does\n\nReplaces.\n\n## Patch logic\n\nBinding replacement.\n"
        ),
    ],
    ids=["plain-title-line", "name-label", "patch-id-row"],
)
def test_the_feature_id_from_a_plain_title_or_a_label(text):
    """The patch id is read from a title that is no heading, and from a Name or Patch id label."""
    assert extract(text, None, "demo.md").facts["feature.id"].value == "megatron.x.demo"


def test_flags_joined_by_and_share_their_value():
    """ "requires `a` and `b` to both be true" gives both flags; "`p` must be one of `x`, `y`" an in constraint."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. Its condition requires `use_a` and `use_b` to both be true. "
        "`algo` must be one of `x`, `y` or `z` (launcher.py:5)."
    )
    values = drafted(extraction)
    assert values["enable.flags"] == {("use_a", True), ("use_b", True)}
    assert values["constraints"] == {("algo", "in", ("x", "y", "z"))}


def test_a_sibling_version_gate_gives_no_backend_version():
    """ "Unlike the sibling `x`, which is gated to `<0.17`" is about that patch: every reader skips it, the version one too."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`.",
        "Unlike the sibling `megatron.x.other`, which is gated to megatron-core `<0.17`, nothing here limits the version.",
    )
    assert "requires.backend_versions" not in extraction.facts
    assert any("<0.17" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "logic",
    [
        "Function wrapping of `megatron.core.a.B.f`; the wrapper delegates when `recompute_ids is None`.",
        "Function wrapping of `megatron.core.a.B.f`: the wrapper falls through to the original if `recompute_ids is None`.",
        "Function wrapping of `megatron.core.a.B.f`. It reads the args and, if `args.recompute_ids == 1`, sets `args.x = False`.",
    ],
    ids=["delegates-when", "falls-through-if", "if-then-sets"],
)
def test_when_the_patch_does_nothing_is_its_gate_never_a_constraint(logic):
    """A clause saying when the patch acts or does nothing is its gate: a TODO quoting it, never a constraint nor its negation."""
    extraction = deep_dive(logic)
    assert "constraints" not in extraction.facts
    assert any("recompute_ids" in t.why for t in extraction.todos)


def test_key_value_tables_are_labelled_statements_and_headers_no_values():
    """ "| Item | Value |" is no summary; "| Description | x |" is, and "| phase | `before_train` |" the phase."""
    text = (
        "# megatron.x.demo — notes\n\n## What it does\n\n| Item | Value |\n|---|---|\n| Description | Replaces a class. |\n\n"
        "## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n\n| Registration | Value |\n|---|---|\n| phase | `before_train` |\n"
    )
    extraction = extract(text, None, "demo.md")
    assert drafted(extraction)["feature.id"] == "megatron.x.demo"
    assert drafted(extraction)["feature.summary"] == "Replaces a class."
    assert drafted(extraction)["enable.phase"] == "before_train"


def test_constraints_from_a_table_and_from_must_be():
    """Param | Op | Value rows and "`x` must be true" are constraints; a row the draft cannot write is a TODO."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. The layer asserts that `use_bias` must be false (a.py:3).\n\n"
        "| Param | Op | Value | Source |\n|---|---|---|---|\n| `granularity` | `==` | `full` | `a.py:9` raise |\n"
        "| `ids` | not empty | — | `a.py:12` raise |\n"
    )
    assert drafted(extraction)["constraints"] == {("use_bias", "==", False), ("granularity", "==", "full")}
    assert any("ids not empty" in t.why and t.field == "constraints" for t in extraction.todos)


def test_the_patch_id_from_a_sentence_that_says_more():
    """ "Patch `x` replaces ..." names the report's patch mid-paragraph; a sentence about a sibling patch names another."""
    text = (
        "# Notes\n\n## What it does\n\nPatch `megatron.x.demo` replaces a class. The sibling patch `megatron.x.other` does more.\n\n"
        "## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n"
    )
    extraction = extract(text, None, "demo.md")
    assert extraction.facts["feature.id"].value == "megatron.x.demo"
    assert extraction.facts["feature.summary"].value == "Patch megatron.x.demo replaces a class."


@pytest.mark.parametrize(
    ("what", "summary"),
    [
        ("Replaces a class only when `use_x` is true. It is registered at `before_train`.", "Replaces a class only when use_x is true."),
        ("Short version: Replaces a class. More below.", "Short version: Replaces a class."),
        ("In short:\n\nReplaces a class.", "Replaces a class."),
        ("| Item | Finding |\n|---|---|\n| Purpose | Replaces a class. |", "Replaces a class."),
    ],
    ids=["hedged-first-sentence", "label-in-sentence", "lead-in", "audit-row"],
)
def test_the_summary_is_the_first_descriptive_sentence(what, summary):
    """A condition in the first sentence keeps it the summary; a lead-in is skipped and a row's label dropped."""
    text = f"# `megatron.x.demo`\n\n## What it does\n\n{what}\n\n## Patch logic\n\nBinding replacement of `megatron.core.a.B`.\n"
    assert extract(text, None, "demo.md").facts["feature.summary"].value == summary


@pytest.mark.parametrize(
    "logic",
    [
        "Binding replacement of `megatron.core.a.B`. The handler also sets `megatron.core.m.HAVE_TE = True`.",
        "Binding replacement of `megatron.core.a.B`. The handler also sets megatron.core.m.HAVE_TE = True.",
        "Binding replacement of `megatron.core.a.B`:\n\n```python\nmegatron.core.m.HAVE_TE = True\n```",
    ],
    ids=["code-span", "bare", "code-block"],
)
def test_a_module_level_flag_is_neither_a_site_nor_a_side_effect(logic):
    """`M.HAVE_TE = True` sets a flag of a module: no alias, no side effect, a TODO that names it."""
    extraction = deep_dive(logic)
    assert "HAVE_TE" not in repr(drafted(extraction))
    assert any("megatron.core.m.HAVE_TE" in t.why and "module-level flag" in t.why for t in extraction.todos)


def test_an_attribute_set_on_an_object_is_no_side_effect():
    """`layer.use_turbo = True` is set on a layer, not in the run config; `args.x = v` and a config section's key are."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. The handler sets `layer.use_turbo = True` on each layer. "
        'The handler sets `args.moe_token_dispatcher_type = "flex"` and `parallelism.enable_async_tensor_parallel = True`.'
    )
    assert drafted(extraction)["enable.side_effects"] == {
        ("moe_token_dispatcher_type", "flex"),
        ("parallelism.enable_async_tensor_parallel", True),
    }
    assert any("layer.use_turbo" in t.why and "not a run-config key" in t.why for t in extraction.todos)


def test_bare_site_bullets_are_sites():
    """Bullets without backticks: a module under "rebinds `S` in these modules:" is M.S; `module.Symbol` is itself."""
    extraction = deep_dive(
        "The handler rebinds `TESpecProvider` in these modules:\n\n- megatron.core.a\n- megatron.core.b.TESpecProvider\n\n"
        "Binding replacement. Sites the handler rebinds:\n\n- megatron.core.c.Dispatcher\n- megatron.core.d.Dispatcher\n"
    )
    values = drafted(extraction)
    sites = values.get("upstream.symbols", set()) | values.get("upstream.aliases", set())
    assert sites == {
        "megatron.core.a.TESpecProvider",
        "megatron.core.b.TESpecProvider",
        "megatron.core.c.Dispatcher",
        "megatron.core.d.Dispatcher",
    }


@pytest.mark.parametrize(
    ("requires", "platform"),
    [
        ("| Check | Result |\n|---|---|\n| Platform | Not restricted in code |", "any"),
        ("| Check | Notes |\n|---|---|\n| Platform | Not restricted in code |", "any"),
        ("Nothing in the code restricts the platform.", "any"),
        ("**Platform:** any", "any"),
    ],
    ids=["keyed-row", "plain-row", "prose", "label"],
)
def test_a_platform_without_restriction_is_any(requires, platform):
    """ "Platform | Not restricted in code" says the port runs anywhere: requires.platform any, never silence."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", requires)
    assert drafted(extraction)["requires.platform"] == platform


def test_a_platform_the_draft_cannot_read_is_a_todo():
    """A labelled platform that is none of any, ROCm or CUDA is a TODO quoting its line."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`.", "| Check | Result |\n|---|---|\n| Platform | MI300 nodes |")
    assert "requires.platform" not in extraction.facts
    assert any(t.field == "requires.platform" and "MI300 nodes" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "gate",
    [
        "The patch runs only when use_turbo_x is true.",
        "The patch runs only when `use_turbo_x` is true.",
        "It is applied only if `use_turbo_x` is true.",
    ],
    ids=["bare", "code-span", "applied-only-if"],
)
def test_the_patch_gate_is_a_flag(gate):
    """ "The patch runs only when `x` is true" states this patch's gate: the flag x: true."""
    assert drafted(deep_dive(f"Binding replacement of `megatron.core.a.B`. {gate}"))["enable.flags"] == {("use_turbo_x", True)}


def test_a_gate_without_a_value_is_a_todo_quoting_its_line():
    """ "The gate requires args.x" names the key x without a value: a TODO that quotes the line, never dropped."""
    extraction = deep_dive("Binding replacement of `megatron.core.a.B`. The gate requires args.use_turbo_x to pass.")
    assert "enable.flags" not in extraction.facts
    assert any("`use_turbo_x` without a value" in t.why and "The gate requires args.use_turbo_x" in t.why for t in extraction.todos)


def test_another_branch_of_the_condition_gives_no_flag():
    """ "For the legacy path, `x` must be true as well (the second branch)" is one way in, not the gate: a TODO."""
    extraction = deep_dive(
        "Binding replacement of `megatron.core.a.B`. The patch runs only when `use_a` is true. "
        "For the legacy path, `use_b` must be true as well (the second branch of the same condition)."
    )
    assert drafted(extraction)["enable.flags"] == {("use_a", True)}
    assert any("use_b" in t.why for t in extraction.todos)


def test_the_id_key_of_a_dict_names_the_patch_a_module_beside_the_words_patch_key_does_not():
    report = (
        "# port notes\n\n```python\n"
        'PATCH = {"id": "megatron.fp8.delayed_update", "phase": "before_train"}\n'
        "# the re-apply guard marks the\n#   megatron.training.training module with the patch key.\n```\n"
    )
    assert drafted(extract(report, None, "notes.md"))["feature.id"] == "megatron.fp8.delayed_update"