"""What a report's words are taken for: a version number, an environment variable, a Chinese sentence and its hedges.

These are the readers' word-level rules (scripts/portval/explorer/); tests/explorer_cases/ holds the whole
reports they came from.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from portval.explorer.enable import not_config_key
from portval.explorer.extract import extract
from portval.explorer.graph_names import local_name, property_words
from portval.explorer.hedges import annotate, hedge_of, hedge_text
from portval.explorer.markdown import Block
from portval.explorer.markup import as_markdown
from portval.explorer.records import ReportError
from portval.explorer.sentences import split_sentences
from portval.explorer.text import VERSION_NUMBER, name_as_code, versions_in

# The explorer's reports; a test that changes one line of a real one reads it from here.
FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "explorer"


@pytest.mark.parametrize(
    ("text", "versions"),
    [
        ("megatron-core 0.16.0.", ["0.16.0"]),
        ("torch 2.12+ only", ["2.12+"]),
        ("Fix Version/s: fork-0.5.0", ["0.5.0"]),
        ("transformer-engine 2.6.0.post1", ["2.6.0.post1"]),
        ("Untested on anything newer than 0.12.x.", ["0.12.x"]),
        # A signed number, a section of a paper, a measurement: none is a version.
        ("an upstream -1.0 stat also comes back as None", []),
        ("Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14)", []),
        ("The 70B run went from 11.9 s to 11.4 s per step.", []),
        ("1.5x faster, 0.3% slower, 1.2GB more, 5 passed in 0.42s", []),
    ],
)
def test_a_version_number_and_what_only_looks_like_one(text, versions):
    assert VERSION_NUMBER.findall(text) == versions


@pytest.mark.parametrize(
    ("target", "prose", "what"),
    [
        ("PRIMUS_K3_BIAS_RULE", "so the env var PRIMUS_K3_BIAS_RULE=quantile flips it through the yaml", "an environment variable"),
        ("NCCL_CTA_POLICY", "the handler writes os.environ['NCCL_CTA_POLICY'] = '1'", "an environment variable"),
        ("megatron.core.utils.HAVE_TE", "the handler sets megatron.core.utils.HAVE_TE = False", "a module-level flag"),
        (
            "TORCH_CUDA_ARCH_LIST",
            'importing the module sets TORCH_CUDA_ARCH_LIST="" as an aside',
            "an environment variable or a module-level flag",
        ),
        ("layer.use_turbo", "the handler sets layer.use_turbo = True", "an attribute of an object or a module"),
    ],
)
def test_a_name_that_is_no_run_config_key_is_called_what_it_can_be(target, prose, what):
    assert not_config_key(target, prose).startswith(f"`{target}` is {what}, not a run-config key")


def test_a_chinese_paragraph_is_split_at_its_full_width_stops():
    block = Block(1, "仅当 `x` >= 2 时才跳过。除非能确认 TE >= 2.14.0，否则补丁都会安装；这是第三句。")
    assert [s.text for s in split_sentences([block])] == [
        "仅当 `x` >= 2 时才跳过。",
        "除非能确认 TE >= 2.14.0，否则补丁都会安装；",
        "这是第三句。",
    ]


@pytest.mark.parametrize(
    ("sentence", "hedge"),
    [
        # Chinese, then English: a correction and a different patch
        ("Megatron-Bridge 的 recipe 里也有 `a.b.train = ...` 之类的重绑定，和这里无关。", "another patch"),
        ("这个重绑定不是本补丁的。", "another patch"),
        ("`a.b.forward_step` 在本补丁里只是被调用，没有被重绑定。", "a negation"),
        ("除非 `pipeline_model_parallel_size > 1`，否则 warmup 不做任何事。", "unless"),
        ("仅当 `empty_unused_memory_level >= 1` 时，warmup 结束后会调用 `torch.cuda.empty_cache()`。", "only when"),
        ("TE >= 2.14.0 时补丁自动跳过。", "when the patch does nothing"),
        ("包装函数大概率会直接 `TypeError`。", "the writer is unsure"),
        # A plain statement stays plain: "同时" (at the same time) is no "时" (when).
        ("handler 同时把 `megatron.training.training.train` 换成包装函数。", None),
        ("Scratch that: `PRIMUS_FUSED_CE=0` does not turn this patch off.", "a correction"),
        ("`megatron.fused_linear_ce` is a different patch: it wraps `a.b.GPTModel._postprocess`.", "another patch"),
        # Japanese, then a claim set out to be denied
        ("カンマ区切りリストの場合: このパッチ id がリストに含まれない限り無効", "unless"),
        ("`torchtitan.dsv3.whole_block_compile` は本パッチのものではない。", "another patch"),
        ("`ScheduleDualPipeV` が存在しない PyTorch ビルドの場合のみ、代替クラスを差し込む。", "only when"),
        ("たぶん from-import より先に torch 側の属性が入る。", "the writer is unsure"),
        ('Not true: "it rebinds `megatron.core.x.TorchTorchFullyShardedDataParallel`".', "a claim said to be false"),
        # Korean
        ("즉 이 변수는 끄는 쪽으로 쓰는 것이고, 설정하지 않는 한 패치는 적용된다.", "unless"),
        ("쉼표 목록을 주면 목록에 `torchtitan.peak_flops`가 들어 있는 경우에만 적용된다.", "only when"),
        ("그 뒤에 교체하면 아마 효과가 있다.", "the writer is unsure"),
        ("`metrics_output_format`은 이 패치의 것이 아니다.", "another patch"),
        # German, then an English guess and a "Not sites:" field
        ("Der Patch läuft immer, außer wenn `PRIMUS_VERBOSE_TRITON=1` gesetzt ist.", "unless"),
        ("Es gibt **keine** Rebinding-Site.", "a negation"),
        ("`TRITON_PRINT_AUTOTUNING=1` schaltet den Patch **nicht** ab.", "a negation"),
        ("übersprungen nur wenn `PRIMUS_VERBOSE_TRITON=1`", "only when"),
        ("Das läuft vermutlich vor dem ersten Autotune.", "the writer is unsure"),
        ("`PRIMUS_VERBOSE_TRITON=true` oder `yes` lässt den Patch aktiv.", "what leaves it on"),
        ("With `PRIMUS_FLA_DATA=0` the wrapper falls through to the original provider.", "a fallback"),
        ("It returns without doing anything if the args have no `moe_layer_freq` attribute.", "when the patch does nothing"),
        # A binding swapped for one call and put back
        ("It replaces `a.b.evaluate` with a capture wrapper while the original runs, and puts it back in a finally.", "a temporary swap"),
        ("`a.b.evaluate` is swapped for the duration of the call.", "a temporary swap"),
        # An earlier claim named and then denied
        ("Our early guess that the patch also set up the `jax` logger is not true: the root logger gets it.", "a claim said to be false"),
        ("`a.b.print_rank_last` is swapped to `f` for the call and restored in `finally` (transient binding).", "a temporary swap"),

        ("The docstring mentions it, so I'd guess the patch is gated on `checkpoint.x: true`.", "the writer is unsure"),
        ("**Not sites:** `torch.distributed.checkpoint.hf_storage.f`, and `torchtitan.a.b`.", "a negation"),
    ],
)
def test_the_hedge_a_sentence_carries_in_each_language_read(sentence, hedge):
    [parsed] = split_sentences([Block(1, sentence)])
    assert hedge_text(parsed.prose, sentence) == hedge


def test_a_file_name_in_the_title_is_no_patch_id_and_the_id_is_read_after_id_is():
    report = "# porting_x_y.ipynb\n\nSo the id is `megatron.x.y` (`_PATCH_KEY`), phase `before_train`.\n"
    assert extract(report, None, "r.md").facts["feature.id"].value == "megatron.x.y"


def test_a_path_said_to_be_no_site_is_no_site_wherever_it_is_named():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nThe handler rebinds `megatron.core.models.gpt.gpt_model.GPTModel._postprocess` "
        "and `megatron.core.m.f`.\n\n`GPTModel._postprocess` is not a site of this patch.\n"
    )
    sites = {f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])}
    assert sites == {"megatron.core.m.f"}


def test_a_wrapper_around_primuss_own_function_is_no_function_wrapping():
    report = (
        "# `torchtitan.x.y`\n\n## Patch logic\n\nPrimus swaps `torchtitan.models.m.f` for a wrapper around its own "
        "`primus.backends.torchtitan.m.f`.\n"
    )
    assert "feature.patch_style" not in extract(report, None, "r.md").facts
    around_upstream = report.replace("its own `primus.backends.torchtitan.m.f`", "the upstream call")
    assert extract(around_upstream, None, "r.md").facts["feature.patch_style"].value == "function_wrapping"


CHANGELOG = """# Changelog of our port of `megatron.x.y`

## [Unreleased]
### Added
- Rebinds `megatron.core.a.planned_site`.

## [1.0.0] - 2026-07-20
### Added
- Rebinds `megatron.core.a.current_site`.
### Deprecated
- Rebinds `megatron.core.a.deprecated_site`.

## [0.1.0] - 2026-05-11
### Added
- Rebinds `megatron.core.a.old_site`.
"""


def test_a_changelog_states_only_its_newest_versions_changes_that_still_hold():
    """Unreleased plans, deprecated entries and every older version's entries state nothing of the code read."""
    extraction = extract(CHANGELOG, None, "r.md")
    sites = {f.value for f in extraction.facts.get("upstream.symbols", [])} | {
        f.value for f in extraction.facts.get("upstream.aliases", [])
    }
    assert sites <= {"megatron.core.a.current_site"}
    todos = " ".join(t.why for t in extraction.todos)
    assert all(f"megatron.core.a.{name}_site" in todos for name in ("planned", "deprecated", "old"))


def test_a_package_named_in_an_order_of_imports_is_no_requirement():
    report = "# `megatron.x.y`\n\n## Requires\n\n- `mori` has to be imported before `transformer_engine`, or MORI init aborts.\n"
    extraction = extract(report, None, "r.md")
    assert "transformer_engine" not in {f.value[0] for f in extraction.facts.get("requires.packages", [])}
    assert any("an order of imports" in t.why for t in extraction.todos)


def test_a_private_attribute_compared_is_no_constraint():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nIt raises if `self._fsdp_param_group is None`.\n"
    extraction = extract(report, None, "r.md")
    assert not extraction.facts.get("constraints")
    assert any("a private attribute" in t.why for t in extraction.todos)


def test_the_handler_is_no_replacement_unless_it_is_all_of_the_patch():
    handler = "`primus.backends.megatron.patches.x_patches.patch_x`"
    wrapping = f"# `megatron.x.y`\n\n## Patch logic\n\nIt wraps the function (function wrapping). Handler: {handler}.\n"
    assert "implementation.primus" not in extract(wrapping, None, "r.md").facts
    rewrite = wrapping.replace("It wraps the function (function wrapping)", "It rewrites the args (config rewrite)")
    assert extract(rewrite, None, "r.md").facts["implementation.primus"].value == handler.strip("`")


def test_a_primus_object_the_patch_rebinds_is_a_todo_for_the_upstream_symbol_it_stands_for():
    report = "# `megatron.x.y`\n\n## Changes\n\n- Rebinds `primus.backends.megatron.core.PrimusFSDP.__init__` with a wrapper.\n"
    extraction = extract(report, None, "r.md")
    assert "upstream.symbols" not in extraction.facts
    assert any(t.field == "upstream.symbols" and "a Primus object" in t.why for t in extraction.todos)


def test_a_site_named_where_no_symbol_is_drafted_is_offered_as_a_symbol_not_an_alias():
    report = (
        "# `torchtitan.x.y`\n\n## Patch logic\n\nThe handler sets `torch.distributed.pipelining.schedules.ScheduleX` when it is missing.\n"
    )
    todos = [t for t in extract(report, None, "r.md").todos if "ScheduleX" in t.why and "not written as a site" in t.why]
    assert todos and all(t.field == "upstream.symbols" for t in todos)


def test_two_handlers_registered_in_one_code_block_ask_for_patch_not_the_titles_prefix():
    report = (
        '# megatron.pp.dump — annotated listing\n\n```python\n@register_patch(\n    "megatron.pp.dump.before_train",\n'
        '    phase="before_train",\n)\ndef before(ctx): ...\n\n@register_patch(\n    "megatron.pp.dump.after_train",\n'
        '    phase="after_train",\n)\ndef after(ctx): ...\n```\n'
    )
    with pytest.raises(ReportError, match="names 2 patch ids"):
        extract(report, None, "r.md")
    assert extract(report, "megatron.pp.dump.before_train", "r.md").facts["feature.id"].value == "megatron.pp.dump.before_train"


ANSWERED = """# `megatron.x.y`

| Site | Rebound? | Why |
|---|---|---|
| `megatron.core.a.kept` | yes | line 3 |
| `megatron.core.a.left_alone` | no | the defining module is left alone |

| Requirement | Needed? | Confidence |
|---|---|---|
| `transformer_engine` | no | certain |
| `primus_turbo` | yes | guess |
| `torch` | yes | certain |

| Component | Supported |
|---|---|
| `backend_versions` | `<0.17` |
"""


def test_a_row_a_question_column_answers_no_or_a_confidence_column_calls_a_guess_states_nothing():
    facts = extract(ANSWERED, None, "r.md").facts
    sites = {f.value for name in ("upstream.symbols", "upstream.aliases") for f in facts.get(name, [])}
    assert sites == {"megatron.core.a.kept"}
    assert {f.value[0] for f in facts.get("requires.packages", [])} == {"torch"}
    # A column that holds values answers no question: "Supported | `<0.17`" stays a version.
    assert [f.value for f in facts["requires.backend_versions"]] == ["<0.17"]


def test_a_module_path_in_the_gate_is_never_offered_as_a_flag():
    report = "# `megatron.x.y`\n\n## How to enable\n\nThe gate reads `megatron.core.pipeline_parallel.get_forward_backward_func`.\n"
    assert not any("if it enables the patch" in t.why for t in extract(report, None, "r.md").todos)


def test_settings_the_patch_refuses_are_a_constraint_todo_never_flags():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nThe handler raises NotImplementedError when `patch_zero_bubble` or `patch_x` is true.\n"
    extraction = extract(report, None, "r.md")
    assert "enable.flags" not in extraction.facts
    todos = [t for t in extraction.todos if "patch_zero_bubble" in t.why]
    assert todos and all(t.field == "constraints" for t in todos)


MINUTES = """# Porting sync — Primus `x_patches.py` → our fork

## 1. What the patch is

The one we port is `megatron.x.y`. Its description string: "Adds fields and FLA Triton flags required by the layer."

## 2. Patch logic

MR's first take was to file `megatron.core.a.B.__post_init__` as the rebinding site.

- DECISION: the site is `megatron.core.a.B.__post_init__`. *(Overturned under item 5.)*

MR wanted to put `use_x: true` down as the enable flag.

JL: upstream asserts `heads % tensor_model_parallel_size == 0` when the variant is set.

`PRIMUS_PATCHES` is the runner's allow-list (`primus/core/patches/patch_runner.py`).

## 5. The second patch in the same file

It wraps `megatron.core.a.B.__post_init__` (line 119).
"""


def test_minutes_state_no_title_file_proposal_overturned_decision_upstream_check_or_quoted_requirement():
    facts = extract(MINUTES, "megatron.x.y", "r.md").facts
    assert facts["feature.id"].value == "megatron.x.y"
    assert not {name for name in facts if name.startswith(("upstream.", "enable.flags", "constraints", "requires.packages"))}
    assert "implementation.primus_file" not in facts
    # The title's `x_patches.py` is a file: without the id said plainly, the id is left to a TODO.
    assert "feature.id" not in extract(MINUTES.replace("The one we port is `megatron.x.y`. ", ""), None, "r.md").facts


def test_tracked_changes_keep_the_inserted_text_and_drop_the_deleted():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\n"
        "The handler [deleted: rebinds `megatron.core.a.wrong_site`][inserted: writes one field of args]. "
        "[deleted: It is a binding replacement.][inserted: It is a config rewrite.]\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "upstream.symbols" not in facts
    assert facts["feature.patch_style"].value == "config_rewrite"


def test_a_python_assignment_of_a_variable_gives_no_side_effect_value():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nThe handler writes `args.moe_layer_freq = normalized` back.\n"
    extraction = extract(report, None, "r.md")
    assert "enable.side_effects" not in extraction.facts
    assert any("the variable `normalized`" in t.why for t in extraction.todos)


def test_an_environment_variable_keeps_the_text_written_not_a_boolean_one():
    report = "# `megatron.x.y`\n\n## How to enable\n\nSet `PRIMUS_X=true` to turn it on.\n"
    assert [f.value for f in extract(report, None, "r.md").facts["enable.env"]] == [("PRIMUS_X", "true")]


def test_a_file_the_writer_opened_to_look_into_is_no_implementation_file():
    report = (
        "# `torchtitan.x.y`\n\n## Code location\n\n"
        '```python\n>>> "patch_x" in open("primus/backends/torchtitan/trainer.py").read()\nFalse\n```\n'
    )
    assert "implementation.primus_file" not in extract(report, None, "r.md").facts


def test_a_claim_a_later_line_quotes_and_denies_gives_no_value():
    report = (
        "# `megatron.x.y`\n\n## Requires\n\nRequires: ROCm only; megatron.training must be importable.\n\n"
        '## Review\n\n> "ROCm only" is also not right. There is no platform check in the handler.\n'
    )
    extraction = extract(report, None, "r.md")
    assert "requires.platform" not in extraction.facts
    assert any('says "rocm only" is not right' in t.why for t in extraction.todos)


def test_a_style_written_as_its_facts_value_after_a_label_is_the_style_and_an_overturned_one_is_not():
    logic = '# `megatron.x.y`\n\n## Patch logic\n\n"patch_style": "function_wrapping"; it rebinds `megatron.core.a.f`.\n'
    assert extract(logic, None, "r.md").facts["feature.patch_style"].value == "function_wrapping"
    overturned = logic.replace(
        '"patch_style": "function_wrapping"; it rebinds `megatron.core.a.f`.',
        "DECISION: patch_style binding_replacement. *(Overturned under item 5.)*",
    )
    assert "feature.patch_style" not in extract(overturned, None, "r.md").facts


def test_a_tools_json_finding_that_is_not_a_site_or_of_low_confidence_states_nothing():
    findings = Block(
        1,
        '{"kind": "not_a_site", "path": "megatron.training.training.training_log", "note": "rebinding reaches it"}\n'
        '{"kind": "flag", "key": "kda_chunk_size", "value": 64, "confidence": "low"}\n',
        fence=True,
    )
    assert [hedge_of(s) for s in split_sentences([findings])] == ["a negation", "the writer is unsure"]


def test_a_binding_put_back_after_the_call_is_a_transient_todo_never_a_site():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt wraps `megatron.training.training.evaluate_and_print_results`. Inside, it "
        "replaces megatron.training.training.evaluate with a capture wrapper while the original runs, and puts it back in a finally.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "megatron.training.training.evaluate" not in [f.value for f in extraction.facts.get("upstream.symbols", [])]
    assert any(t.field == "upstream.transient" and "megatron.training.training.evaluate`" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        # An upper-case word is a variable only in a sentence about environment variables; acronyms and labels are not.
        ("Env vars it reads: PROFILER, and only if PROFILER is rpd it tries rpdTracerControl on AMD GPUs.", ["PROFILER", "PROFILER", "rpdTracerControl"]),
        ("It reads the environment variable RANK.", ["RANK"]),
        ("SIDE EFFECTS: none (no environment variable is written).", []),
        ("Events are emitted only on RANK 0 of the AMD run.", []),
        ("It calls getattr and iPhone.", []),
    ],
)
def test_bare_names_are_code_a_lower_camel_case_one_and_an_environment_variable_named_as_one(sentence, names):
    [parsed] = split_sentences([Block(1, sentence)])
    assert [value for kind, value in parsed.segments if kind == "code"] == names


def test_a_style_word_the_next_word_denies_names_no_style():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nThe handler sets a logger level. The patch rebinds no upstream symbol at all.\n"
    assert "feature.patch_style" not in extract(report, None, "r.md").facts
    plain = report.replace("rebinds no upstream symbol at all", "rebinds `megatron.core.a.f`")
    assert extract(plain, None, "r.md").facts["feature.patch_style"].value == "binding_replacement"


def test_a_description_quoted_right_after_the_word_is_the_summary():
    report = '# `megatron.x.y`\n\nRegistered with `backend="megatron"`, description "Use X for Y models." No priority.\n'
    assert extract(report, None, "r.md").facts["feature.summary"].value == "Use X for Y models."


def test_a_section_number_the_sentence_splitter_cut_off_is_no_version():
    report = "# `megatron.x.y`\n\n## Patch logic\n\n3.2.  Megatron reads the level.\n\n3.3.  It needs TE 2.6 at least.\n"
    todos = " ".join(t.why for t in extract(report, None, "r.md").todos)
    assert "3.2" not in todos and "3.3" not in todos, todos
    assert "`2.6`" in todos, todos  # the version stated after a section number is still told


@pytest.mark.parametrize(
    ("prose", "versions"),
    [("3.2.", []), ("2.1 A port MUST wrap it.", []), ("1.1 Identity", []), ("0.16.0", ["0.16.0"]), ("4.2.1 megatron-core", ["4.2.1"])],
)
def test_a_section_number_opening_a_sentence_is_no_version_but_a_version_alone_is(prose, versions):
    assert versions_in(prose) == versions


def test_a_decision_matrix_row_its_score_column_rejects_states_nothing():
    report = (
        "# `megatron.x.y`\n\n## Decision matrix\n\n| Approach | Site | Gate | Score |\n|---|---|---|---|\n"
        "| A. Delegate to `primus_turbo` | `megatron.core.a.f` | `enable_primus_turbo: true` | 1/5 (rejected) |\n"
        "| C. Rebind (what Primus does) | `megatron.core.a.g` | none | 4/5 (chosen) |\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "requires.packages" not in facts and "enable.flags" not in facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.core.a.g"]


def test_the_instances_a_converter_swaps_in_a_model_are_no_site():
    report = (
        "# `torchtitan.x.y`\n\n## Patch logic\n\nIt rebinds `torchtitan.components.quantization.mx.MXLinearConverter`. "
        "The converter replaces every `torch.nn.Linear` child that is not already a `Float8Linear`.\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]]
    assert sites == ["torchtitan.components.quantization.mx.MXLinearConverter"]


def test_a_guess_taken_back_and_a_keyword_of_a_call_are_no_flags():
    report = (
        "# `megatron.x.y`\n\n## How to enable\n\nI first guessed a `use_x: true` switch gates it - wrong, no such key exists.\n\n"
        "Flags are broadcast with `torch.distributed.broadcast` on a `device=\"cuda\"` tensor.\n"
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_a_footnote_is_read_where_it_is_referenced_not_under_the_last_heading():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nThe handler rebinds one site[^site].\n\n"
        "## Not this patch\n\nThe sibling `megatron.x.z` has sites of its own[^z].\n\n"
        "[^site]: It rebinds `megatron.core.a.f`.\n\n[^z]: It rebinds `megatron.core.b.g`.\n"
    )
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.core.a.f"]


def test_an_assert_on_a_name_with_a_capital_is_no_constraint_and_that_is_another_patch_reaches_back():
    report = (
        "# `torchtitan.x.y`\n\n## Constraints\n\nThe all-gather path has `assert A_scale is None`.\n\n"
        "## Notes\n\nThe folder also has a float8 patch; it rebinds `torchtitan.components.quantization.float8.Converter`. "
        "That is a different patch, not a site of this one.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "constraints" not in facts and "upstream.symbols" not in facts


def test_the_patch_id_written_with_an_arrow_to_its_file_is_no_site():
    report = (
        "- patch `torchtitan.primus_turbo.x` -> file primus/backends/torchtitan/patches/x.py\n"
        "- `torchtitan.models.a.Attention` -> `primus.backends.torchtitan.models.a.Attention`\n"
    )
    facts = extract(report, None, "r.md").facts
    assert facts["feature.id"].value == "torchtitan.primus_turbo.x"
    assert [f.value for f in facts["upstream.symbols"]] == ["torchtitan.models.a.Attention"]


def test_each_item_of_a_list_holds_where_its_lead_in_says():
    report = (
        "# `megatron.x.y`\n\n## Constraints\n\nThere are no asserts. `_can_fuse` falls back to the original forward per layer "
        "unless all of these hold:\n\n* `hidden_dropout == 0.0`\n* `fp32_residual_connection` is False\n\n"
        "The handler asserts these:\n\n* `tensor_model_parallel_size == 1`\n"
    )
    extraction = extract(report, None, "r.md")
    assert [f.value["param"] for f in extraction.facts["constraints"]] == ["tensor_model_parallel_size"]
    assert any("unless (said of the list it is in)" in t.why and "hidden_dropout" in t.why for t in extraction.todos)


def test_a_lead_in_is_read_by_its_last_sentence():
    # "Nie ma flagi" (there is no flag) negates nothing in the list its last sentence leads into.
    lead = "Nie ma flagi typu `use_x: true`. `condition=f` zwraca True, gdy:"
    negated = "So the only site is `torch.profiler.profile`. These look like sites but are not rebound:"
    for text, hedged in ((lead, False), (negated, True)):
        sentences = list(split_sentences([Block(1, text), Block(2, "`a.b.c` is left alone", item=True)]))
        item = next(s for s in annotate(sentences, None) if s.line == 2)
        assert bool(item.hedge) is hedged, (text, item.hedge)


def test_a_statement_the_next_line_calls_wrong_gives_no_value():
    report = (
        "# `megatron.x.y`\n\n## Requirements\n\n* Transformer Engine 2.12 is required: the handler refuses other versions.\n\n"
        "Correction: That last line is wrong. It only logs a warning on other versions.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "requires.packages" not in extraction.facts and "requires.backend_versions" not in extraction.facts
    assert any('"the line above" is not right' in t.why for t in extraction.todos)

# What makes a sentence conditional, another patch's, negated, unsure or taken back, in each language a report is read
# in beyond those above, and English wording found in the same rounds.
@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("phase before_train (xem lại bên dưới)", "the writer is unsure"),
        ("phase before_train (revisited below)", "the writer is unsure"),
        ("đính chính: phase là `setup`", "a correction"),
        ("KHÔNG phải patch này: `a.b.c` rebind `Attention`", "another patch"),
        ("chỉ khi `use_sliding_attention` -> `(w, 0)`", "only when"),
        ("`enable_torch_compile: true` (alternative, flat flag)", "an alternative"),
        ("assert not `a` inside the `b` branch", "only when"),
        ("Koreksi: itu salah.", "a correction"),
        ("`a.b` hanya jika `x` aktif", "only when"),
        ("Itu bukan patch ini; flag tersebut tidak ada hubungannya", "another patch"),
        ("Selain itu ada pengikatan sementara: `a.b.fully_shard` ditukar", "a temporary swap"),
        ("Menurut saya wrapper untuk qwen3 dibangun terpisah", "the writer is unsure"),
        ("केवल तभी जब `torch.version.hip` set हो, यह `non_blocking` को False कर देता है", "only when"),
        ("यह पैच उस alias को rebind नहीं करता", "a negation"),
        ("`megatron.patch.load_x` दोनों rebind करता है। यह पैच नहीं।", "another patch"),
        ("शायद कुछ Megatron versions में यह import होता है", "the writer is unsure"),
        ("Patchen körs alltså endast när båda är true.", "only when"),
        ("`torchtitan.x.classic` är inte denna patch.", "another patch"),
        ("Bytet till `TurboAttention` görs inte av patchen.", "a negation"),
        ("Rättelse: fyra modeller, inte tre.", "a negation"),
        ("it has a `backend_versions=[\"<0.17\"]` gate that does not apply to this patch", "a negation"),
        ("Související věci, které NEJSOU součástí tohoto patche", "another patch"),
        ("`megatron.mamba.fla_fused_ce` – sousední patch pro Mambu", "another patch"),
        ("Ei tämän patchin (älä sekoita):", "another patch"),
        ("sisarpatchi samassa tiedostossa `torchtitan.x.moe_combine`", "another patch"),
        ("päälle vain kun molemmat pätee", "only when"),
        ("Todennäköisesti ok, tarkistettava.", "the writer is unsure"),
        ("Korjaus: aiempi rivi on väärin.", "a correction"),
        ("Ce NU ține de acest patch", "another patch"),
        ("Numele seamănă, dar nu este patch-ul acesta.", "another patch"),
        ("It returns `nullcontext()` when `config.fp4` is false.", "when the patch does nothing"),
        ("For the MXFP4 recipe only, `NVTE_X=1` switches the option on.", "a requirement of one mode"),
        ("also rebinds `a.b.MXLinear` iirc", "the writer is unsure"),
        ("Primus-Turbo | не використовується", "a negation"),
        ("Змінних середовища патч не читає", "a negation"),
        ("TE recipe selection needs TE >= 2.1.0 for anything but delayed scaling;", "a requirement of one mode"),
        ("It also rebinds `a.b.print_rank_last` while the wrapped call runs.", "a temporary swap"),
        ("## לא שייך לטלאי הזה", "another patch"),
        ("`megatron.x.y` — сусідній патч, не наш", "another patch"),
        ("## Andre patches (ikke denne)", "another patch"),
        ("The hip memcpy kind makes the fast path ROCm-only.", "a requirement of one path"),
    ],
)
def test_a_hedge_in_each_language_a_report_is_read_in(text, hedge):
    assert hedge_text(text) == hedge


def test_a_package_named_at_several_versions_is_no_requirement_and_an_upstream_symbol_label_names_a_site():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nUpstream symbol: `megatron.core.a.f` (patches.py:76).\n\n"
        "## Requirements\n\nInside `f`, Transformer Engine 2.0-2.3 uses `swizzle_inputs`, Transformer Engine > 2.3 unwraps "
        "`DebugQuantizer`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.core.a.f"]
    assert "requires.packages" not in extraction.facts
    assert any("named at several versions" in t.why for t in extraction.todos)


def test_an_assert_of_the_patch_machinery_and_a_keyword_of_a_call_are_no_facts_of_the_patch():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.core.a.f`. The helper sets "
        "`keep_cache=False` in the kwargs dict TE gets.\n\n## Constraints\n\n"
        "`get_args(ctx)` asserts `module_config is not None` (`primus/core/patches/context.py:113`).\n"
    )
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts and "enable.side_effects" not in extraction.facts
    assert any("Primus's patch machinery" in t.why for t in extraction.todos)
    assert any("a keyword of a call" in t.why for t in extraction.todos)


def test_only_in_hindi_hedges_nothing_without_a_condition():
    assert hedge_text("यह रिपोर्ट सिर्फ़ एक पैच के बारे में है: `megatron.x.y`") is None


def test_a_heading_speaking_of_another_patch_in_any_language_read_makes_its_section_another_patchs():
    report = (
        "# Mamba na ROCm\n\n| Položka | Hodnota |\n|---|---|\n| ID patche | `megatron.x.own` |\n\n"
        "It rebinds `megatron.core.a.f`.\n\n## Související věci, které NEJSOU součástí tohoto patche\n\n"
        "- **`megatron.x.sibling`** rebinds `megatron.core.b.g`, phase `build_args`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert extraction.patch_id == "megatron.x.own"  # "ID patche": a label with a word after "ID"
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.core.a.f"]
    assert "enable.phase" not in extraction.facts
    assert any("megatron.core.b.g" in t.why and "another patch" in t.why for t in extraction.todos)


def test_an_id_after_the_word_patch_in_another_language_is_the_reports_patch():
    report = "# Päivystysmuistiinpanot\n\n- patchi `torchtitan.x.own`, backend torchtitan\n- korvaa `torchtitan.models.a.f`\n"
    assert extract(report, None, "r.md").patch_id == "torchtitan.x.own"


def test_rebinding_in_a_heading_names_no_style_and_it_after_another_patch_is_that_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n### Rebinding point\n\n"
        "The handler keeps the previous `megatron.core.a.step` and calls it from `_hooked_step`.\n\n"
        "The companion you want next to it (separate patch): `megatron.x.other`. It replaces `megatron.core.b.g` "
        "with a passthrough.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "feature.patch_style" not in extraction.facts
    assert "megatron.core.b.g" not in str(extraction.facts)
    assert any("megatron.core.b.g" in t.why and "the sentence before names it" in t.why for t in extraction.todos)


def test_a_backend_of_primus_named_by_its_framework_requires_no_package():
    report = (
        "# `torchtitan.x.own`\n\n## Code location\n\nIt is pulled in by the import list of the patches package, so "
        "importing the TorchTitan backend is enough to register it.\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_section_a_later_line_calls_wrong_gives_no_value_and_import_time_requires_nothing():
    report = (
        "# Notes\n\nPatch id: `megatron.x.y`.\n\n## 4.1 Condition\n\nThe patch needs the `primus_turbo` package.\n\n"
        "## 5 Implementation\n\nThe function is chosen at import time from Transformer Engine.\n\n"
        "## 7 Corrections\n\nSection 4.1 is wrong about the gate.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "requires.packages" not in extraction.facts
    assert any('"section 4.1" is not right' in t.why for t in extraction.todos)


def test_the_id_after_romanian_id_ul_is_the_reports_patch():
    report = "# Ghid\n\nEste înregistrat cu id-ul `megatron.x.own`, pentru backend-ul megatron.\n"
    assert extract(report, None, "r.md").patch_id == "megatron.x.own"


def test_a_description_quoted_only_in_part_is_no_summary():
    report = '# `torchtitan.x.y`\n\n## Notes\n\nOnly the description string says "Qwen3 on PyTorch 2.12+". Nothing pins it.\n'
    assert "feature.summary" not in extract(report, None, "r.md").facts
    report = '# `torchtitan.x.y`\n\n## Notes\n\nThe description says "Group tied weights in one FSDP2 shard group."\n'
    assert extract(report, None, "r.md").facts["feature.summary"].value == "Group tied weights in one FSDP2 shard group."


def test_the_id_in_a_ukrainian_table_row_is_the_reports_patch():
    report = "# Сторінка\n\n| Що | Значення |\n|---|---|\n| Ідентифікатор патча | `megatron.x.own` |\n"
    assert extract(report, None, "r.md").patch_id == "megatron.x.own"


def test_the_binding_a_report_calls_the_upstream_symbol_is_the_symbol_wherever_it_is_listed():
    sites = (
        "- `megatron.core.a.get_ctx`\n- `megatron.core.b.get_ctx`\n- `megatron.core.fp8_utils.get_ctx`\n"
    )
    listed = "# `megatron.x.y`\n\n## Patch logic\n\nThe patch rebinds `get_ctx` at three places:\n\n" + sites
    declared = listed.replace("three places:", "three places. The upstream symbol is `megatron.core.fp8_utils.get_ctx`.\n\nIt rebinds:")
    for report, symbol in ((listed, "megatron.core.a.get_ctx"), (declared, "megatron.core.fp8_utils.get_ctx")):
        facts = extract(report, None, "r.md").facts
        assert [f.value for f in facts["upstream.symbols"]] == [symbol]
        assert len(facts["upstream.aliases"]) == 2


def test_a_command_line_option_named_for_what_it_holds_is_no_switch():
    report = "# `megatron.x.y`\n\n## How to enable\n\nPass `--use-x` and set the output with `--probe-path`.\n"
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["enable.flags"]] == [("use_x", True)]
    assert any("`--probe-path` takes a value" in t.why for t in extraction.todos)


def test_a_command_line_option_the_words_after_say_takes_a_value_is_no_switch():
    # "`--fp8` format, e.g. `e4m3`": the option holds a format; a draft of `fp8: true` would fail at the recipe.
    for said in ("`--fp8` format, e.g. `e4m3` or `hybrid`.", "`--fp8` (one of `e4m3`, `hybrid`).", "`--fp8` `e4m3` or `hybrid`."):
        report = f"# `megatron.x.y`\n\n## How to enable\n\nPass `--use-x`. The recipe reads {said}\n"
        extraction = extract(report, None, "r.md")
        assert [f.value for f in extraction.facts["enable.flags"]] == [("use_x", True)], said
        assert any("`--fp8` takes a value" in t.why for t in extraction.todos), said


def test_a_site_a_later_message_says_the_patch_never_touches_is_no_site():
    site = "It rebinds `megatron.a.b.f` and `megatron.a.b.g`.\n\n"
    report = "# `megatron.x.y`\n\n## Patch logic\n\n" + site + "Correction: this patch never touches `g`.\n"
    symbols = [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]]
    assert symbols == ["megatron.a.b.f"]
    assert [f.value for f in extract(report.replace("never touches", "calls"), None, "r.md").facts["upstream.symbols"]] == [
        "megatron.a.b.f",
        "megatron.a.b.g",
    ]


def test_the_id_after_hebrew_hamezahe_is_the_reports_patch():
    report = "# מסמך\n\nהטלאי נרשם עם המזהה `megatron.x.own` ועם `backend=\"megatron\"`.\n"
    assert extract(report, None, "r.md").patch_id == "megatron.x.own"


def test_a_danish_den_after_a_sentence_about_another_patch_is_that_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nDen genbinder `megatron.a.b.own_fn`.\n\n## Noter\n\n"
        "I samme mappe ligger `megatron.x.other`, en anden patch. Den er gated af `use_other: true`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.flags" not in extraction.facts
    assert any("the sentence before names it" in t.why for t in extraction.todos)


def test_a_suggestion_block_and_a_site_the_patch_needs_to_rebind_are_proposals_not_facts():
    report = (
        "# `torchtitan.x.y`\n\n## Patch logic\n\nIt rebinds `torchtitan.a.b.C`.\n\n"
        "The patch also needs to rebind the definition site, `torchtitan.a.defs.C`, otherwise imports keep the old class.\n\n"
        '```suggestion\n    backend_versions=[">=0.2.2"],\n```\n'
    )
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["torchtitan.a.b.C"]
    assert "upstream.aliases" not in extraction.facts and "requires.backend_versions" not in extraction.facts
    assert any("a suggested edit, not the code" in t.why for t in extraction.todos)


def test_a_site_a_later_line_says_is_not_rebound_is_no_site_whatever_else_the_line_names():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nRebinds: `megatron.a.train_step` and `megatron.b.DDP.zero_grad_buffer`.\n\n"
        "Correction: `megatron.b.DDP.zero_grad_buffer` is not rebound by `megatron.x.y`: it belongs to `megatron.x.z`.\n"
    )
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.a.train_step"]


def test_a_line_giving_one_key_two_values_states_per_mode_what_holds_in_any_language():
    line = 'Con `map_type="mask"` hay un `assert num_out_tokens > 0`; con `map_type="index"` en cambio vale `num_out_tokens >= 0`.'
    report = "# `megatron.x.y`\n\n## Constraints\n\n" + line + "\n"
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts
    assert any("a statement per mode" in t.why for t in extraction.todos)
    one_mode = "# `megatron.x.y`\n\n## Constraints\n\nWith `map_type=\"mask\"` it runs; it asserts `num_out_tokens > 0`.\n"
    assert [c.value["param"] for c in extract(one_mode, None, "r.md").facts["constraints"]] == ["num_out_tokens"]


def test_the_id_after_spanish_el_id_es_is_the_reports_patch():
    report = "# Huddle\n\nEl id con el que se registra es `megatron.x.own`, con `register_patch`.\n"
    assert extract(report, None, "r.md").patch_id == "megatron.x.own"


@pytest.mark.parametrize(
    "line",
    [
        "| Primus-Turbo | لا شيء |",  # Arabic: nothing
        "الرقعة لا تستدعي `primus_turbo` أبدًا.",  # Arabic: does not call
        "هیچ متغیر محیطی‌ای خوانده نمی‌شود.",  # Persian: no variable is read
    ],
)
def test_arabic_and_persian_negations_are_negations(line):
    assert hedge_text(line) == "a negation"


@pytest.mark.parametrize(
    "heading",
    ["ما ليس من هذه الرقعة", "ليست من هذه الرقعة: `megatron.x.other`", "patch های همسایه (مربوط به این patch نیستند)"],
)
def test_arabic_and_persian_headings_name_another_patch(heading):
    assert hedge_text(heading) == "another patch"


def test_every_sentence_of_a_list_item_opening_with_another_patchs_id_is_that_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.C`.\n\n## Neighbours\n\n"
        "- `megatron.x.other` — registered in the same file. Wraps `megatron.t.train_step` and calls "
        "`primus_turbo.pytorch.kernels.k.advance` after each step.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "implementation.turbo" not in extraction.facts
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.b.C"]


def test_a_message_in_a_code_span_names_no_required_package():
    report = (
        "# `megatron.x.y`\n\n## Requirements\n\n"
        "Requires `primus_turbo`; without it the condition prints `primus_turbo not found, use TE backend...` and skips.\n"
    )
    packages = {f.value[0] for f in extract(report, None, "r.md").facts["requires.packages"]}
    assert packages == {"primus_turbo"}


def test_a_turbo_symbol_beside_a_line_saying_the_patch_calls_no_turbo_is_a_todo():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.C`. This patch calls no Primus-Turbo function.\n\n"
        "Its grouped GEMM helper calls `primus_turbo.pytorch.kernels.gg.grouped_gemm_impl`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "implementation.turbo" not in extraction.facts
    assert any(t.field == "implementation.turbo" and "calls no Turbo symbol" in t.why for t in extraction.todos)
    named = report.replace(" This patch calls no Primus-Turbo function.", "")
    assert extract(named, None, "r.md").facts["implementation.turbo"].value == "primus_turbo.pytorch.kernels.gg.grouped_gemm_impl"


def test_a_quoted_reply_setting_the_phase_against_the_registration_sets_it_aside():
    report = (
        "# `megatron.x.y`\n\n## Summary\n\nIt rebinds `megatron.a.b.C` and is applied in the `build_args` phase.\n\n"
        '> wlin: Done. My summary is wrong there: it is registered with `phase="before_train"`, not `build_args`.\n'
    )
    extraction = extract(report, None, "r.md")
    assert "enable.phase" not in extraction.facts
    assert any(t.field == "enable.phase" and 'phase="before_train"' in t.why for t in extraction.todos)
    # A quoted claim naming the registration's phase alone may be the claim corrected: it changes nothing.
    claim = report.replace("My summary is wrong there: it", "It").replace(", not `build_args`", "")
    assert extract(claim, None, "r.md").facts["enable.phase"].value == "build_args"


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ('> Summary says `build_args`, but this is `phase="before_train"`.', "enable.phase"),
        ("> It asserts `orig_fn is not None` before the walk.", "constraints"),
        ("> Then `_FSDP2PassthroughModule` is built inside the handler.", "report"),
        ("> The gate is `use_turbo_x` unless overridden.", "enable.flags"),
    ],
)
def test_a_hedged_line_is_filed_under_the_field_its_names_belong_to(line, field):
    report = "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.C`.\n\n" + line + "\n"
    quoted = [t for t in extract(report, None, "r.md").todos if "report line 7 is conditional" in t.why]
    assert [t.field for t in quoted] == [field]


def test_items_under_a_lead_in_rejecting_them_are_no_sites():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.Adam`.\n\n"
        "Two alternatives we threw out, neither of which is what Primus does:\n\n"
        "- rebinding `torch.optim.AdamW` itself to a partial with `fused=True`.\n"
    )
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.a.b.Adam"]


def test_the_object_a_name_is_rebound_to_is_no_site():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.Adam`. `SGD` is rebound to `torch.optim.SGD` too.\n"
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.a.b.Adam"]


def test_the_name_right_after_never_touches_is_no_site_whatever_else_the_sentence_names():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.Adam`.\n\nRebinding `torch.optim.AdamW` would leak "
        "into `torch.optim`, and Primus's patch never touches `torch.optim.AdamW`, it only binds it.\n"
    )
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.a.b.Adam"]


def test_packages_named_as_choices_are_no_requirement():
    report = (
        "# `megatron.x.y`\n\n## Requirements\n\n"
        "Upstream imports its optimizer from whichever of `transformer_engine` / `apex` / `torch` imports first.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "requires.packages" not in extraction.facts
    assert any("one of several choices" in t.why for t in extraction.todos)


def test_a_key_value_the_patch_is_said_to_achieve_is_no_side_effect():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.Adam`, then rewrites one line of the factory "
        "to get `fused=True`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.side_effects" not in extraction.facts
    assert "enable.side_effects" in extract(report.replace("to get", "and sets"), None, "r.md").facts


def test_a_module_attribute_named_like_its_module_is_a_site():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nThe handler imports `megatron.core.fusions.pad_map` and rebinds the module "
        "attribute `megatron.core.fusions.pad_map.pad_map` to the Primus kernel.\n"
    )
    symbols = [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]]
    assert symbols == ["megatron.core.fusions.pad_map.pad_map"]


def test_a_table_row_giving_a_module_and_its_attribute_names_the_whole_binding():
    report = (
        "# `megatron.x.y`\n\n## Sites\n\n| Module | Attribute | New value |\n|---|---|---|\n"
        "| `megatron.core.models.gpt.specs` | `MoELayer` | `PrimusLayer` |\n"
    )
    todos = extract(report, None, "r.md").todos
    assert any("`megatron.core.models.gpt.specs.MoELayer`" in t.why for t in todos)


def test_a_sentence_running_over_several_comment_lines_keeps_its_hedge():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.C`.\n\n```python\n"
        "def test_turbo_module_without_turbo_raises():\n"
        "    # the provider raises RuntimeError only when a use_turbo_* flag asks\n"
        "    # for a Turbo module and the import of the wrappers failed, so it\n"
        "    # requires primus_turbo for that path.\n"
        "    assert True\n```\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_sites_a_table_pairs_with_replacements_of_their_own_are_symbols_not_aliases():
    rows = "".join(f"| `torchtitan.models.{m}.model.Attention` | `primus.backends.torchtitan.models.{m}.model.Attention` |\n" for m in ("a", "b"))
    report = "# `torchtitan.x.y`\n\n## Patch logic\n\n| Site | Replaced by |\n|---|---|\n" + rows
    facts = extract(report, None, "r.md").facts
    assert sorted(f.value for f in facts["upstream.symbols"]) == ["torchtitan.models.a.model.Attention", "torchtitan.models.b.model.Attention"]
    assert "upstream.aliases" not in facts


def test_an_environment_setting_given_with_its_default_is_a_todo_unless_needed():
    line = "- `NVTE_MXFP4_USE_HADAMARD=1` turns on `use_hadamard` on the recipe (default `\"0\"`), mxfp4 only.\n"
    report = "# `megatron.x.y`\n\n## How to enable\n\n" + line
    extraction = extract(report, None, "r.md")
    assert "enable.env" not in extraction.facts
    assert any(t.field == "enable.env" and "with its default" in t.why for t in extraction.todos)
    needed = report.replace("turns on", "must be set to turn on")
    assert [f.value for f in extract(needed, None, "r.md").facts["enable.env"]] == [("NVTE_MXFP4_USE_HADAMARD", "1")]


def test_a_package_said_to_import_is_installed_not_required():
    report = (
        "# `megatron.x.y`\n\n## Code location\n\n`primus/backends/megatron/core/fp4_utils.py` (the branch we get on our "
        "boxes, where both TE and `primus_turbo` import).\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_bound_a_raise_refuses_is_negated_and_keeps_the_whole_product():
    report = (
        "# `megatron.x.y`\n\n## Constraints\n\n"
        '- raises ValueError("requires TPxEP > 1") if `tp_size` * `ep_size` <= 1, so a single rank cannot build it.\n'
    )
    (found,) = extract(report, None, "r.md").facts["constraints"]
    assert (found.value["param"], found.value["op"], found.value["value"]) == ("tp_size * ep_size", ">", 1)
    assert "rename to the keys your run_config() returns" in found.note


def test_the_declared_upstream_symbol_is_a_site_beside_the_copy_the_handler_also_rebinds():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nThe upstream symbol is `megatron.a.dispatcher.Flex`, and the handler also "
        "rebinds the copy that moe_layer imported, `megatron.a.moe_layer.Flex`.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.dispatcher.Flex"]
    assert [f.value for f in facts["upstream.aliases"]] == ["megatron.a.moe_layer.Flex"]
    # Named alone, "the upstream symbol is `a.C` (its forward)" names the class whose method is the site: no site.
    alone = "# `megatron.x.y`\n\n## Patch logic\n\nThe upstream symbol is `megatron.a.experts.GroupedMLP` (its forward).\n"
    assert "upstream.symbols" not in extract(alone, None, "r.md").facts


def test_no_name_of_a_module_the_handler_never_touches_is_a_site():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.training.training.get_opt`. It also rebinds "
        "`megatron.core.optimizer.get_opt`.\n\nThat second binding is another patch's. The handler never touches "
        "`megatron.core.optimizer`.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.training.training.get_opt"]
    assert "upstream.aliases" not in facts


def test_a_section_under_a_heading_naming_another_patchs_id_is_that_patchs():
    report = (
        "# registry\n\n## patch `megatron.turbo.other`\n\nrebinds: `megatron.core.a.Other`\n\n"
        "## patch `megatron.turbo.own`\n\nid: `megatron.turbo.own`\n\nrebinds: `megatron.core.b.Own`\n"
    )
    facts = extract(report, "megatron.turbo.own", "r.md").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.core.b.Own"]


def test_an_ini_registry_reads_as_sections_of_labelled_items():
    from portval.explorer.markup import as_markdown

    ini = (
        '[registry]\ngroup = megatron.turbo\n\n[patch "megatron.turbo.own"]\nid = megatron.turbo.own ; :161\n'
        "phase = setup ; so the hook is in place first\nbackend_versions =   ; none given\n; a comment that runs\n; on.\n"
    )
    assert as_markdown(ini).split("\n") == [
        "## registry",
        "- group: `megatron.turbo`",
        "",
        "## patch `megatron.turbo.own`",
        "- id: `megatron.turbo.own` — :161",
        "- phase: `setup` — so the hook is in place first",
        "- backend_versions:  — none given",
        "- a comment that runs",
        "  on.",
        "",
    ]


@pytest.mark.parametrize(
    "line",
    [
        "- phase: `setup` — so the hook is in place before anything imports `aiter`.",
        "- Every other import (`torch` included) passes straight through to the original.",
    ],
)
def test_a_package_someone_else_imports_or_an_import_named_as_a_noun_is_no_requirement(line):
    report = "# `megatron.x.y`\n\n## Requirements\n\n" + line + "\n"
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_the_package_that_discovers_patches_is_no_implementation():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.C`; patches are auto-discovered by `primus.backends.megatron.patches`.\n"
    assert "implementation.primus" not in extract(report, None, "r.md").facts


def test_a_stubs_file_name_is_no_id_and_its_typed_constants_are_read():
    report = (
        "# async_tp_patches.pyi — documented as a stub\n\n```python\n"
        'PATCH_ID: Final = "torchtitan.x.own"\nDESCRIPTION: Final = "Use the fused collectives"\n```\n'
    )
    extraction = extract(report, None, "r.md")
    assert extraction.patch_id == "torchtitan.x.own"
    assert extraction.facts["feature.summary"].value == "Use the fused collectives"


def test_a_turbo_call_names_what_it_calls_and_a_module_imported_from_is_no_turbo_symbol():
    report = (
        "# `torchtitan.x.y`\n\n## Patch logic\n\nIt rebinds `torchtitan.a.b.C`. Its `convert()` replaces each linear with "
        "`primus_turbo.pytorch.modules.Float8Linear.from_float(module, config)`, where the config is built from "
        "`primus_turbo.pytorch.core.low_precision`.\n"
    )
    assert extract(report, None, "r.md").facts["implementation.turbo"].value == "primus_turbo.pytorch.modules.Float8Linear.from_float"
    only_module = "# `torchtitan.x.y`\n\n## Patch logic\n\nIt rebinds `torchtitan.a.b.C`; its config comes from `primus_turbo.pytorch.core.low_precision`.\n"
    assert "implementation.turbo" not in extract(only_module, None, "r.md").facts


def test_an_id_after_a_label_in_backticks_is_the_reports_patch():
    report = "# Infobox\n\n- `patch_id`: `megatron.turbo.own`\n\nThe companion patch `megatron.turbo.other` rebinds something else.\n"
    assert extract(report, None, "r.md").patch_id == "megatron.turbo.own"


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("== இந்த patch-இன் பகுதி அல்ல: `megatron.turbo.rms_norm` ==", "another patch"),  # Tamil: not part of this patch
        ("Handler தானாக எதையும் rebind செய்வதில்லை.", "a negation"),  # Tamil: the handler does not rebind anything itself
    ],
)
def test_tamil_hedges_are_read(text, hedge):
    assert hedge_text(text) == hedge


def test_a_style_read_off_a_binding_the_report_denies_is_not_this_patchs():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nThis patch wraps `megatron.training.training.setup_model` with priority 60.\n\n"
        "It rebinds `megatron.a.Attn.forward` (`Attn.forward = new_forward`).\n\n"
        "No: the handler never names `setup_model`; that is another patch.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert facts["feature.patch_style"].value == "binding_replacement"


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("ওটা model converter, এই patch নয়।", "another patch"),  # Bengali: that is the model converter, not this patch
        ("এই patch নিজে Primus-Turbo-র কোনো function call করে না।", "a negation"),  # Bengali: it calls no function
    ],
)
def test_bengali_hedges_are_read(text, hedge):
    assert hedge_text(text) == hedge


def test_a_file_named_beside_the_word_patch_is_no_other_patchs_id():
    report = (
        "# Notes: LoRA-patch (`lora.py`)\n\nBestand: `primus/backends/megatron_bridge/patches/lora.py`\n\n"
        "## Patch logic\n\nRegistered as `megatron_bridge.x.own`; `lora.py` holds the classes it installs.\n"
    )
    extraction = extract(report, None, "r.md")
    assert extraction.facts["implementation.primus_file"].value == "primus/backends/megatron_bridge/patches/lora.py"


def test_the_object_the_work_is_done_by_is_the_implementation():
    report = "# `megatron.x.y`\n\n## Patch logic\n\nIt wraps `megatron.a.train_step`. The work is done by `primus.backends.m.core.f.precompute`.\n"
    assert extract(report, None, "r.md").facts["implementation.primus"].value == "primus.backends.m.core.f.precompute"


def test_a_setting_in_the_case_a_condition_leaves_is_no_side_effect():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.D.__init__`. Amax is reduced only when SP is on; in every "
        "other case the patch forces `reduce_amax=False`.\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts
    # "otherwise" opens the case a condition leaves; after a statement it only says what happens without it.
    assert hedge_text("otherwise the patch forces `x=False`.") == "a condition"
    assert hedge_text("`use_turbo_rms_norm: true` as well, otherwise `install()` returns False.") is None


def test_a_file_that_uses_what_the_patch_changes_is_no_implementation_file():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.D.__init__`, so every `D(...)` built afterwards goes through "
        "the wrapper, including the ones Primus builds in `primus/backends/megatron/core/fp8_utils.py`.\n"
    )
    assert "implementation.primus_file" not in extract(report, None, "r.md").facts


def test_a_package_a_line_says_the_patch_imports_nothing_from_is_a_todo():
    report = (
        "# `torchtitan.x.y`\n\n## Requirements\n\n```python\n!grep -n \"primus_turbo\\|import\" patch.py\n```\n\n"
        "The patch requires `torch` and imports `primus_turbo` per the grep above.\n\n"
        "Correction: the patch calls no Primus-Turbo function and imports nothing from `primus_turbo`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert {f.value[0] for f in extraction.facts["requires.packages"]} == {"torch"}
    assert any("imports nothing from it" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("| `te_general_gemm` | rebind ہوتی ہے؟ | نہیں |", "a negation"),  # Urdu: rebound? no
        ("== دوسرا patch: `megatron.te.tp_overlap_te2` ==", "another patch"),  # Urdu: another patch
    ],
)
def test_urdu_hedges_are_read(text, hedge):
    assert hedge_text(text) == hedge


def test_the_patch_id_is_never_where_the_symbol_is_built():
    report = (
        "# `megatron.te.own`\n\n## Porting\n\nEvery TE module constructed after `megatron.te.own` runs gets the override; "
        "`megatron.core.extensions.transformer_engine.TELinear.__init__` is rebound.\n"
    )
    assert "framework.wired_at" not in extract(report, None, "r.md").facts


def test_a_bare_name_a_line_says_is_not_rebound_denies_its_site():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nIt rebinds `megatron.a.TELinear.__init__` and `megatron.a._get_extra_kwargs`.\n\n"
        "Correction: `_get_extra_kwargs` is NOT rebound for good; it is swapped only while the original runs.\n"
    )
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.a.TELinear.__init__"]


def test_a_keyword_a_module_gets_is_no_side_effect():
    report = (
        "# `megatron.x.y`\n\n## Patch logic\n\nThe handler overrides `megatron.a.TELinear.__init__`, so every TE module built "
        "afterwards gets `keep_cache=False`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.side_effects" not in extraction.facts
    assert any("what a module or a call receives" in t.why for t in extraction.todos)


def test_a_hash_commented_config_reads_as_comment_items_and_code_lines():
    from portval.explorer.markup import as_markdown

    dockerfile = (
        "# syntax=docker/dockerfile:1.7\n# Porting image for the patch.\n#\n# It rebinds the site\n# named below.\n"
        "FROM rocm/pytorch:latest\nENV A=1\nRUN pip install x\n# Another note.\n"
    )
    assert as_markdown(dockerfile).split("\n") == [
        "- syntax=docker/dockerfile:1.7",
        "  Porting image for the patch.",
        "",
        "- It rebinds the site",
        "  named below.",
        "- `FROM rocm/pytorch:latest`",
        "- `ENV A=1`",
        "- `RUN pip install x`",
        "- Another note.",
        "",
    ]


def test_a_comment_run_opening_with_another_patchs_bare_id_and_not_ours_is_that_patchs():
    dockerfile = (
        "# Explorer notes for Primus patch torchtitan.fsdp.own\n# It rebinds torch.distributed.fsdp.fully_shard (the site).\n#\n"
        "# megatron.fsdp.twin (primus/backends/megatron/patches/twin_patches.py)\n# is the Megatron twin and not ours: it is "
        "gated by use_torch_fsdp2: true and rebinds\n# megatron.core.distributed.fsdp.fully_shard.\n"
        "FROM base\nENV A=1\nRUN true\n"
    )
    facts = extract(dockerfile, "torchtitan.fsdp.own", "r.md").facts
    assert "enable.flags" not in facts
    assert "megatron.core.distributed.fsdp.fully_shard" not in {f.value for f in facts.get("upstream.aliases", [])}


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("Quan Turbo està actiu, el codi comprova fp8_available.", "a condition"),  # Catalan: when Turbo is on, the code checks
        ("Tampoc no és d'aquest pegat: `megatron.core.fp4_utils`.", "another patch"),  # Catalan: not this patch's either
        ("`primus_turbo.pytorch.core.low_precision` when that import fails (older Turbo).", "a fallback"),
    ],
)
def test_catalan_hedges_and_an_import_fallback_are_read(text, hedge):
    assert hedge_text(text) == hedge


def test_framework_versions_a_line_says_the_registration_has_none_are_a_todo():
    report = (
        "# `megatron.x.own`\n\n## Requirements\n\nThe registration pins `backend_versions=[\"<0.17\"]`.\n\n"
        "No: `megatron.x.own` has no backend_versions= at all.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "requires.backend_versions" not in extraction.facts
    assert any(t.field == "requires.backend_versions" and "has no backend_versions=" in t.why for t in extraction.todos)


def test_the_patch_id_in_a_where_clause_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n```sql\nUPDATE patch SET phase = 'before_train'\n"
        " WHERE patch_id = 'megatron.x.own';\n```\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def test_an_ini_registry_with_hash_comments_reads_as_an_ini_registry():
    from portval.explorer.markup import as_markdown

    ini = '# registry of patches\n[registry]\ngroup = megatron.turbo\n\n[patch "megatron.turbo.own"]\nid = megatron.turbo.own\nphase = setup\n'
    assert as_markdown(ini).split("\n")[:4] == ["- registry of patches", "## registry", "- group: `megatron.turbo`", ""]


def test_an_id_named_as_its_own_patch_is_another_patchs_and_explorer_notes_name_the_patch():
    import json

    messages = [
        {"type": "message", "user": "U1", "ts": "1718030112.318409", "text": (
            "*Explorer notes: `megatron.tok.own`* :thread:\nFile: `primus/backends/megatron/patches/tok_patches.py` "
            "(it is the only `@register_patch` in that file). TL;DR it swaps Megatron's `build_tokenizer` for Primus's own."
        )},
        {"type": "message", "user": "U2", "ts": "1718031290.013355", "text": (
            "Same for `megatron.mamba.other` (`before_train`): it calls our rebound function, but it is its own patch."
        )},
    ]
    report = json.dumps(messages, indent=1)
    assert extract(report, None, "r.md").patch_id == "megatron.tok.own"


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("Ban đầu mình ghi rằng patch này cũng rebind `torch.nn.RMSNorm`.", "a claim said to be false"),
        ("At first I wrote that the patch also rebinds `torch.nn.RMSNorm`.", "a claim said to be false"),
        ("`megatron.mlp.x` là patch anh em, không thuộc patch này.", "another patch"),
        ("`megatron.training.mlperf` एक अलग patch है, इस patch का नहीं।", "another patch"),
        ("Considered and dropped: rebinding `megatron.a.initialize` instead.", "a rejected idea"),
        ("The way I understood it, this is the patch that turns `torch.compile` on.", "the writer is unsure"),
    ],
)
def test_earlier_claims_rejected_ideas_readings_and_other_patches_in_vietnamese_and_hindi_are_hedges(text, hedge):
    assert hedge_text(text) == hedge


def test_a_vietnamese_line_saying_the_patch_never_touches_a_name_denies_its_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nPatch rebind `torch.nn.RMSNorm` và `megatron.a.Norm.__new__`.\n\n"
        "## Đính chính\n\nCâu trên là sai: patch không hề đụng tới `torch.nn.RMSNorm`; nó chỉ thay `megatron.a.Norm.__new__`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.Norm.__new__"]


def test_a_hindi_sentence_naming_its_object_before_the_verb_names_the_site():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nयह `torch.profiler.profile` को `_patched_profile` से rebind करता है।\n"
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["torch.profiler.profile"]


def test_a_private_helper_module_among_the_patches_is_no_implementation_file():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.Norm.__new__`. The guard lives in "
        "`primus/backends/megatron/patches/_patch_guard.py`.\n"
    )
    assert "implementation.primus_file" not in extract(report, None, "r.md").facts


def test_a_summary_is_the_reports_definition_of_the_patch_never_upstreams_behaviour_nor_a_code_comment():
    report = (
        "# `megatron.x.own`\n\n'Aligned warmup' (`megatron.x.own`) is the Primus patch that makes the warmup match NeMo's.\n\n"
        "## What it does\n\nMegatron's `Scheduler.get_lr` warms up linearly.\n\n```python\n# x_patches.py, lines 51-62\nx = 1\n```\n"
    )
    assert extract(report, None, "r.md").facts["feature.summary"].value == "Makes the warmup match NeMo's"
    without_definition = report.replace("is the Primus patch that makes the warmup match NeMo's", "is here")
    assert "feature.summary" not in extract(without_definition, None, "r.md").facts


def test_a_config_files_default_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`; `primus_megatron_module.yaml:40` sets "
        "`disable_compile_dependencies = true`, which gates nothing.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.side_effects" not in extraction.facts
    assert any("what a config file sets" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("`megatron.x.other` mexe na mesma classe. Não é o nosso patch; não portem junto.", "another patch"),
        ("O que NÃO é deste patch", "another patch"),
        ("o patch não chama nada do Primus-Turbo", "a negation"),
        ("Primus-Turbo | çağrılmıyor", "a negation"),
        ("`megatron.x.other` başka bir patch, bu patch'e ait değil.", "another patch"),
        ("Το `megatron.x.other` είναι άλλο patch.", "another patch"),
        ("Το patch δεν καλεί τίποτα από το Primus-Turbo.", "a negation"),
        ("Acho que roda na fase `setup`.", "the writer is unsure"),
        ("Sanırım `setup` fazında çalışıyor.", "the writer is unsure"),
        ("Μόνο όταν `use_fla_data` είναι true.", "only when"),
        ("Sólo cuando `use_x` es true.", "only when"),
    ],
)
def test_portuguese_spanish_turkish_and_greek_hedges_are_read(text, hedge):
    assert hedge_text(text) == hedge


def test_a_turbo_module_a_portuguese_line_says_the_patch_never_calls_is_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nO patch reatribui `megatron.a.B.check`.\n\n"
        "Primus-Turbo: o patch não chama nada do Primus-Turbo.\n\nO kernel é `primus_turbo.pytorch.core.symm_mem`.\n"
    )
    assert "implementation.turbo" not in extract(report, None, "r.md").facts


def test_a_phase_the_sentence_before_the_registration_denies_is_set_aside():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nIt rebinds `torchtitan.a.f` and runs in the `before_train` phase.\n\n"
        '> **@maintainer** One correction: it is **not** `before_train`. The registration says `phase="setup"`.\n'
    )
    extraction = extract(report, None, "r.md")
    assert "enable.phase" not in extraction.facts
    assert any(t.field == "enable.phase" and 'phase="setup"' in t.why for t in extraction.todos)
    # A sentence before the registration's that names the phase without denying it sets nothing aside.
    plain = report.replace("it is **not** `before_train`", "the runner reaches `before_train` later")
    assert extract(plain, None, "r.md").facts["enable.phase"].value == "before_train"


def test_a_phase_named_after_fase_is_read():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nEle reescreve `args.save` e roda na fase `build_args`.\n"
    assert extract(report, None, "r.md").facts["enable.phase"].value == "build_args"


def test_a_name_given_as_an_example_is_no_site_and_an_abbreviation_ends_no_sentence():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nThe patch rebinds `torchtitan.a.get_spec`.\n\n"
        "The override mutates the dict the package returns (e.g. `torchtitan.models.llama3.llama3_args`), in place.\n"
    )
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["torchtitan.a.get_spec"]
    sentences = list(split_sentences([Block(1, "It rebinds all three (i.e. `a.f`, `b.f`): see below. Done.")]))
    assert [s.text for s in sentences] == ["It rebinds all three (i.e. `a.f`, `b.f`): see below.", "Done."]


def test_an_id_under_a_registered_as_key_is_read():
    report = "ledger:\n  registered_as: megatron.training.x.own   # line 286\n  backend: megatron\n"
    assert extract(report, None, "r.md").patch_id == "megatron.training.x.own"


def test_an_id_a_review_says_the_file_registers_with_its_backend_is_read():
    # A review's JSON holds its closing words ("body_bottom") above its opening ones: the other patch is named first.
    report = (
        "# Review 9023\n\nNot for this review: the MaxText side has `maxtext.logger` in "
        "`primus/backends/maxtext/patches/logger_patches.py`, which does rebind `max_logging.log`.\n\n"
        'Thanks, one problem below; what the new file does:; * Registers `megatron.args.own` with `backend="megatron"`, '
        '`phase="build_args"`.\n'
    )
    assert extract(report, None, "r.md").patch_id == "megatron.args.own"
    # Registering a name with a callback is no patch id of the report.
    with pytest.raises(ReportError, match="no patch id"):
        extract("# Notes\n\nIt registers `atexit.register` with a callback.\n", None, "r.md")


def test_a_keyword_default_of_none_is_a_parameter_not_a_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nSet `use_timer: true` to turn it on; the wrapper takes `model`, `config` "
        "and `iteration=None`.\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["enable.flags"]} == {("use_timer", True)}


def test_a_slide_title_is_a_heading_and_a_heading_names_no_package():
    from portval.explorer.markup import as_markdown

    deck = (
        "Slide 1: Overview\n\n- Patch id: `megatron.x.own`\n\nSlide 2: What gets rebound\n\n- It rebinds `megatron.a.f`.\n\n"
        "Slide 3: Primus-Turbo and other dependencies\n\n- Primus-Turbo: none; the patch calls no Turbo function\n"
    )
    assert as_markdown(deck).split("\n")[8] == "## Primus-Turbo and other dependencies"
    assert "requires.packages" not in extract(deck, None, "r.md").facts


def test_a_binding_put_back_in_a_finally_is_a_temporary_swap():
    text = "Inside `wrapped_log` it swaps `torchtitan.a.logger.info` for `custom_info` and puts `logger.info` back in a `finally`."
    sentence = next(iter(split_sentences([Block(1, text)])))
    assert hedge_of(sentence) == "a temporary swap"


def test_the_registration_call_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nRegistered with `@register_patch(\"megatron.x.own\", backend=\"megatron\")`.\n\n"
        "- It turns the autotuner's knob off.\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    )
    assert extract(report, None, "r.md").facts["feature.summary"].value == "It turns the autotuner's knob off."


def test_an_inventory_entry_headed_as_another_patchs_names_no_id_and_several_plain_ones_ask_for_the_patch():
    own_only = (
        "- id: megatron.args.first      # sibling, NOT ours\n  registration:\n    phase: build_args\n    backend: megatron\n"
        "- id: megatron.args.own        # the one we port\n  registration:\n    phase: build_args\n    backend: megatron\n"
    )
    assert extract(own_only, None, "r.md").patch_id == "megatron.args.own"
    both = own_only.replace("# sibling, NOT ours", "# read too")
    with pytest.raises(ReportError, match="names 2 patch ids"):
        extract(both, None, "r.md")


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("phase: `setup` — hmm, double-check this", "the writer is unsure"),
        ("# このパッチではないもの", "another patch"),
    ],
)
def test_a_value_to_double_check_and_a_japanese_not_this_patch_are_hedges(text, hedge):
    assert hedge_text(text) == hedge


def test_an_aside_likening_the_patch_to_another_names_no_other_patch():
    text = 'I wrote build_args from memory; the registration actually says phase="before_train" (same as the V4 sibling).'
    assert hedge_text(text) != "another patch"


def test_a_default_in_japanese_and_a_keyword_the_patch_passes_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rewrites `megatron.a.G.forward`.\n\n"
        "## How to enable\n\nFLA の `use_gate_in_kernel=True`（デフォルト）では NaN が出ます。\n\n"
        "The rewrite passes `fuse_gate=False` to the kernel; it is on when `use_gdn: true`.\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["enable.flags"]} == {("use_gdn", True)}


def test_a_companion_sections_what_is_no_summary_and_a_listings_note_lists_no_package():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requires\n\n"
        "- packages: `torch = any` — DDP and cuda_graphs imports\n\n## Not this patch\n\n- what: \"Wraps `train_step` to call x.\"\n"
    )
    extraction = extract(report, None, "r.md")
    assert "feature.summary" not in extraction.facts
    assert {f.value for f in extraction.facts["requires.packages"]} == {("torch", None)}


def test_names_a_line_says_do_not_belong_to_the_patch_give_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt sets the absl logger's level; nothing else.\n\n"
        "Forwarded: you'll also want `megatron.opt.other`. It rebinds `megatron.core.opt.get_muon` and is gated on "
        "`optimizer=muon` and `muon_per_head=true`.\n\n"
        "No: none of those get_muon sites belong to `megatron.x.own`, and neither do optimizer=muon or muon_per_head.\n"
    )
    extraction = extract(report, None, "r.md")
    assert not {"upstream.symbols", "enable.flags", "feature.patch_style"} & set(extraction.facts)
    assert any("does not belong to this patch" in t.why for t in extraction.todos)


def test_a_korean_heading_naming_the_companion_patch_makes_its_section_that_patchs():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\n`args.x` 를 씁니다.\n\n### 짝꿍 패치 `megatron.fsdp.other` (이 패치 아님)\n\n"
        '- 파일: `primus/backends/megatron/patches/other_patches.py`, `phase="before_train"`.\n'
    )
    assert "enable.phase" not in extract(report, None, "r.md").facts


def test_the_runtime_that_runs_the_phase_is_no_implementation_file():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nIt rewrites `args.data_path`.\n\n"
        "The runtime runs the build_args phase in `primus/core/runtime/train_runtime.py`.\n"
    )
    assert "implementation.primus_file" not in extract(report, None, "r.md").facts


@pytest.mark.parametrize(
    ("lead", "drafted"),
    [
        ("Every assert is in the `else` branch, i.e. they are checked only when `v_schedule()` is `True`:", False),
        ("The layer asserts these:", True),
    ],
)
def test_a_lead_in_that_holds_only_when_hedges_every_row_of_its_table(lead, drafted):
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.Layout`.\n\n## Constraints\n\n"
        f"{lead}\n\n| Line | Condition | Message |\n|---|---|---|\n"
        "| 35 | `virtual_pipeline_model_parallel_size == 2` | v-scheduled must have vpp size of 2 |\n"
    )
    assert ("constraints" in extract(report, None, "r.md").facts) is drafted


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        ("Jie tikrinami tik tada, kai `v` yra `True`.", "only when"),
        ("Tik kai `v` grąžina `True`, naudojama Primus logika.", "only when"),
        ("Jei `v` grąžina `False`, kviečiamas `super().__init__`.", "a condition"),
    ],
)
def test_lithuanian_conditions_are_hedges(text, hedge):
    assert hedge_text(text) == hedge


def test_a_class_whose_methods_are_the_sites_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nWhat it rebinds, all on TE's class `transformer_engine.m.Store`:\n\n"
        "- `transformer_engine.m.Store.put` -> `_primus_put`\n- `transformer_engine.m.Store.pop` -> `_primus_pop`\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]} == {
        "transformer_engine.m.Store.put",
        "transformer_engine.m.Store.pop",
    }


@pytest.mark.parametrize(
    "wording",
    [
        "It rebinds `megatron.a.C.__init__` to `new_init`: `prepare()`, then the original `__init__`.",
        "It replaces the class's forward: `megatron.a.C.forward` -> `wrapped(cls.forward)` (functools.wraps around the original).",
    ],
)
def test_a_rebinding_whose_new_object_calls_the_original_names_no_style(wording):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\n{wording}\n"
    extraction = extract(report, None, "r.md")
    assert "feature.patch_style" not in extraction.facts
    assert any(t.field == "feature.patch_style" for t in extraction.todos)


@pytest.mark.parametrize(
    "retraction",
    [
        "Okay, scratch the _GLOBAL_WRITER thing then, this patch never touches it.",
        "The bullet above that says `megatron.a._GLOBAL_WRITER` is rebound by this patch is wrong; I retract it.",
    ],
)
def test_a_site_taken_back_by_its_private_name_or_called_wrong_is_no_site(retraction):
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a._GLOBAL_WRITER` so the writer moves.\n\n"
        f"## Corrections\n\n{retraction}\n"
    )
    assert "upstream.symbols" not in extract(report, None, "r.md").facts


@pytest.mark.parametrize(
    ("line", "drafted"),
    [
        ('- impl:35 assert use_te, "use_te must be True"', False),
        ("- `assert use_te` (gpt_layer_specs.py:35)", False),
        ("- The layer asserts `tensor_model_parallel_size == 1`.", True),
    ],
)
def test_an_assert_quoted_at_its_line_of_code_names_the_bodys_locals_not_run_config_keys(line, drafted):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n{line}\n"
    assert ("constraints" in extract(report, None, "r.md").facts) is drafted


def test_a_heading_that_says_not_this_patch_anywhere_makes_its_section_another_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Things that are not this patch\n\n"
        "- Rejected: alias.\n\n    Someone suggested `megatron.a.g = megatron.a.h`.\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]} == {"megatron.a.f"}


def test_a_row_whose_patch_column_names_another_patch_is_that_patchs():
    report = (
        "# `megatron.sft.own`\n\n## Patch logic\n\nThe patch rebinds `megatron.a.G.check`, the only binding it rebinds.\n\n"
        "| Site | Patch | Phase | Gate |\n|------|-------|-------|------|\n"
        "| `megatron.a.G.check` | `megatron.sft.own` | `before_train` | `use_own` |\n"
        "| `megatron.a.G.sync` | `megatron.distributed.other` (not ours) | `before_train` | `OTHER=1` |\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]} == {"megatron.a.G.check"}


def test_an_id_named_with_the_patches_file_that_registers_it_is_another_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "Not this one. That's `megatron.pp.other` in `other_patches.py`: it rebinds `megatron.b.g`.\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]} == {"megatron.a.f"}


def test_a_malay_heading_that_says_not_this_patch_makes_its_section_another_patchs():
    report = (
        "# `megatron.args.own`\n\n## Logik patch\n\nPatch ni tulis semula `args.x`.\n\n## Bukan patch ni (jangan campur)\n\n"
        "- `megatron.moe.router` rebind `megatron.core.transformer.moe.moe_layer.TopKRouter`.\n"
    )
    assert "upstream.symbols" not in extract(report, None, "r.md").facts


def test_the_module_of_a_function_the_patch_reaches_is_no_implementation_file():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. Its backward hands a closure to "
        "insert_wgrad_func_into_cache (`primus/backends/megatron/core/pipeline_parallel/wgrad_adapter.py` lines 15-34).\n"
    )
    assert "implementation.primus_file" not in extract(report, None, "r.md").facts


def test_a_check_paraphrased_with_its_message_at_its_lines_of_code_names_a_local():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        '- `permuted_probs` MUST NOT be None: "the patch requires permuted_probs from MoELayer" (lines 159-161).\n'
    )
    assert "constraints" not in extract(report, None, "r.md").facts


def test_an_html_tables_first_row_of_labels_heads_it_and_a_row_answering_none_requires_nothing():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n<table>\n"
        "<tr><td><p>Item</p></td><td><p>Value</p></td></tr>\n<tr><td><p>Primus-Turbo</p></td><td><p>None</p></td></tr>\n</table>\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_package_imported_inside_a_try_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The fused accumulation is apex's "
        "`fused_weight_gradient_mlp_cuda`, imported at module level inside a `try` (layers.py:35-38).\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_the_wrapper_function_a_report_names_beside_the_rebound_class_is_no_function_wrapping():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe handler rebinds two names in `megatron.a`: the class `A` and the "
        "wrapper function `a_fn`.\n"
    )
    assert extract(report, None, "r.md").facts.get("feature.patch_style", (None,))[0] != "function_wrapping"


def test_the_device_a_tensor_is_built_on_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. `build_loaders` builds its flags tensor on "
        '`device="cuda"` and broadcasts it (lines 282-285).\n'
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_an_assert_quoted_at_its_line_of_code_names_a_local_not_a_key():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        '- the iterator builder asserts `dl_type in ["single", "cyclic"]` (line 307).\n'
    )
    assert "constraints" not in extract(report, None, "r.md").facts


def test_arguments_the_handler_sets_and_puts_back_are_no_side_effects():
    report = (
        "# `megatron.x.own`\n\nIt rebinds `megatron.a.f`. During the warmup it temporarily sets "
        "`args.check_for_nan_in_loss_and_grad = False`, `args.check_for_spiky_loss = False` when that attribute exists, "
        "and `args.curr_iteration = -1` — and it puts all three back afterwards.\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def test_a_value_quoted_after_a_files_name_is_no_description():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. `PRIMUS_PATCHES` is the runner's allow-list in "
        '`primus/core/patches/patch_runner.py` — "none" turns off every patch.\n'
    )
    assert "feature.summary" not in extract(report, None, "r.md").facts


def test_a_proposals_non_goals_state_nothing_of_the_patch():
    report = (
        "# `megatron.x.own`\n\nIt rebinds `megatron.a.f`.\n\n### Non-Goals\n\n"
        "- Porting `megatron.distributed.sdma_param_all_gather` (gated by the env var\n  `ENABLE_SDMA_ALLGATHER=1`).\n"
    )
    assert "enable.env" not in extract(report, None, "r.md").facts


def test_a_sentence_saying_neither_belongs_to_this_patch_sets_its_lines_other_sentences_apart():
    report = (
        "# `megatron.x.own.zero_bubble`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "And `megatron.y.other` wraps `megatron.b.train_step`. Neither belongs to own.zero_bubble.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "megatron.b.train_step" not in [f.value for f in facts.get("upstream.symbols", [])]


def test_a_bare_rebinding_names_no_style_where_the_report_says_it_falls_back_to_the_original():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The new function falls back to the original "
        "`f` unless `args.use_x` is set.\n"
    )
    assert "feature.patch_style" not in extract(report, None, "r.md").facts


def test_a_variable_said_to_gate_primuss_patch_only_is_no_variable_the_port_needs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n"
        "Gate env (Primus only): `FUSED_X=1`.\n"
    )
    assert "enable.env" not in extract(report, None, "r.md").facts


def test_every_path_of_a_claim_taken_back_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nThe bullet saying it also rebinds "
        "`megatron.u.g` / `megatron.u.h` is wrong, I retract it.\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert "megatron.u.g" not in sites and "megatron.u.h" not in sites


def test_a_phase_a_later_breath_says_it_is_not_is_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. It runs in the setup phase. no wait sorry not "
        "setup its before train\n"
    )
    assert "enable.phase" not in extract(report, None, "r.md").facts


def test_packages_named_as_upstreams_choices_or_upstreams_imports_are_no_requirements():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. Upstream picks `Adam` depending on whether "
        "TE or apex or plain torch imports.\n\n`transformer_engine.pytorch.optimizers.FusedAdam` is what upstream imports "
        "as `Adam` when TE is there; not rebound by this patch.\n"
    )
    packages = {f.value[0] for f in extract(report, None, "r.md").facts.get("requires.packages", [])}
    assert not packages & {"apex", "transformer_engine"}


def test_a_package_whose_failed_import_the_handler_catches_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe handler does `from triton import knobs` and then rebinds "
        "`megatron.a.f`.\n\n## Constraints\n\n- if `from triton import knobs` raises, it logs \"triton unavailable\" and "
        "returns without doing anything.\n"
    )
    assert "triton" not in {f.value[0] for f in extract(report, None, "r.md").facts.get("requires.packages", [])}


def test_a_rebinding_that_binds_a_value_names_no_style():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThat assignment is the only thing it rebinds: the site is "
        "`triton.knobs.autotuning.print`, set to False.\n"
    )
    assert "feature.patch_style" not in extract(report, None, "r.md").facts


def test_a_setting_a_dtypes_line_names_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nDtypes: bf16, and mxfp8 when "
        "`turbo_mega_moe_precision: mxfp8`.\n"
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_an_item_under_a_lead_naming_the_asserts_of_a_constructor_names_its_argument_not_a_key():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Runtime constraints\n\n"
        "`Layer.__init__` asserts (failing at model build):\n\n- `submodules is not None` (line 176)\n"
    )
    assert "constraints" not in extract(report, None, "r.md").facts


def test_a_value_the_report_leaves_out_as_an_ellipsis_is_no_side_effect():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The handler sets `args.data_path = ...`.\n"
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def test_a_site_written_through_a_name_two_imports_bind_is_no_value():
    report = (
        "# `maxtext.train`\n\n## Patch logic\n\n- v26.4+: `from maxtext.trainers.pre_train import train as orig_train`\n"
        "- v26.3 and earlier: `import MaxText.train as orig_train`\n\nThen line 76: `orig_train.initialize = initialize`.\n"
    )
    assert "upstream.symbols" not in extract(report, None, "r.md").facts


def test_a_package_imported_in_the_except_importerror_branch_is_no_requirement():
    report = (
        "# `maxtext.train`\n\n## Patch logic\n\nIt rebinds `maxtext.a.f`.\n\n## Requirements\n\n"
        "- v26.3 and earlier (the `except ImportError` branch): `import MaxText.train as orig_train` needs `maxtext`.\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_condition_inside_a_quoted_message_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        'The handler requires `use_torch_fsdp2`; it raises "data_parallel_replicate_degree > 1 requires use_torch_fsdp2=True".\n'
    )
    params = {f.value["param"] for f in extract(report, None, "r.md").facts.get("constraints", [])}
    assert "data_parallel_replicate_degree" not in params


def test_a_dependency_answered_none_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requirements\n\n- Primus-Turbo dependency: None\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_phase_the_next_sentence_takes_back_is_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Bugs\n\n"
        'The SYNOPSIS above says `phase="build_args"`. That is wrong; I retract it.\n'
    )
    assert "enable.phase" not in extract(report, None, "r.md").facts


def test_what_a_related_but_separate_patch_does_is_no_site():
    report = (
        "# `megatron.checkpoint.own`\n\n## Patch logic\n\nIt rebinds `megatron.training.training.save_checkpoint`.\n\n"
        "Related but separate: look at `megatron.patch.load_fix` in the same file. It wraps `load_checkpoint` and rebinds "
        "`megatron.training.checkpointing.load_checkpoint` (line 141).\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert "megatron.training.checkpointing.load_checkpoint" not in sites


def test_a_module_of_pythons_standard_library_is_no_package_to_require():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requirements\n\n- Requires: Python standard library `os` only\n"
    draft = extract(report, None, "r.md")
    assert "requires.packages" not in draft.facts
    assert any("standard library" in note.value for note in draft.notes)


def test_a_line_that_names_a_topic_names_no_patch_style():
    report = "Re: `megatron.x.own`\n\n3. What it rebinds\n\nOne module: `megatron.a`. It sets ten class attributes.\n"
    assert "feature.patch_style" not in extract(report, "megatron.x.own", "r.md").facts


def test_the_rest_of_a_sentence_about_another_patch_cut_by_a_semicolon_in_parentheses_is_about_it_too():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "Not this patch: the same file also registers `megatron.x.other`. It has its own condition (`a` set; lines 83-95)"
        " and it wraps `megatron.a.C.__post_init__` so that models get `init_method = normal`.\n"
    )
    draft = extract(report, None, "r.md")
    assert "feature.patch_style" not in draft.facts or draft.facts["feature.patch_style"].value != "function_wrapping"
    assert "enable.flags" not in draft.facts


def test_the_diff_a_review_comment_sits_on_is_not_the_reports_words():
    report = (
        '[\n  {\n    "id": 1,\n    "path": "megatron/x.py",\n    "diff_hunk": "@@ -1,3 +1,4 @@\\n+import torch\\n+'
        'X_BUFFER = 1",\n    "body": "Patch id: `megatron.x.own`. It rebinds `megatron.a.f` and runs in phase `before_train`.",\n'
        '    "user": {"login": "someone"}\n  }\n]\n'
    )
    draft = extract(report, "megatron.x.own", "r.json")
    assert draft.facts["enable.phase"].value == "before_train"
    assert "requires.packages" not in draft.facts
    assert not any("X_BUFFER" in todo.why for todo in draft.todos)


def test_a_sentence_the_next_one_takes_back_gives_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## When it runs\n\n"
        'I had it down as "ROCm only, gated on `torch.version.hip`". Retracting that: there is no condition.\n'
    )
    assert "requires.platform" not in extract(report, None, "r.md").facts


def test_what_is_not_in_scope_is_another_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Not in scope (separate review)\n\n"
        "- The MP-sync skip, also in before_train, rebinds `megatron.b.g` to a pass-through.\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


def test_a_sentence_about_the_patchs_priority_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n- Registered with `@register_patch(phase=\"before_train\", priority=0)`. "
        "Priority 0 means it runs first.\n- The handler replaces `megatron.a.f` with a no-op.\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    )
    assert extract(report, None, "r.md").facts["feature.summary"].value == "The handler replaces megatron.a.f with a no-op."


def test_a_value_in_a_tables_default_column_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n| Key | Default | Meaning |\n|---|---|---|\n"
        "| `impl` | `loop` | `loop` or `batched` |\n"
    )
    flags = [f.value for f in extract(report, None, "r.md").facts.get("enable.flags", [])]
    assert ("loop", "loop") not in flags


def test_a_site_a_dash_says_is_wrapped_is_drafted():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n1. `megatron.a.f` -- wrapped by `make_f` (line 113).\n"
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


def test_a_package_imported_inside_try_except_written_as_code_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requirements\n\n"
        "Transformer Engine and the Primus-Turbo extension are imported inside `try / except ImportError` (lines 21-43).\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_package_a_later_line_says_is_not_needed_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requirements\n\n"
        "Deps: needs `primus_turbo` installed for the kernels.\n\nAlso: `primus_turbo` is not needed for this path.\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_a_bare_name_asserted_in_the_forward_is_its_argument_not_a_config_key():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        "Asserts in the new forward: `config.bf16` must be set and `permuted_probs` must not be None (lines 159-161).\n"
    )
    params = {f.value["param"] for f in extract(report, None, "r.md").facts.get("constraints", [])}
    assert "permuted_probs" not in params


def test_a_claim_the_next_sentence_answers_it_does_not_gives_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Corrections\n\n"
        "I wrote that it also rebinds `megatron.b.g`. It doesn’t – I misread the file.\n"
    )
    sites = [f.value for found in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(found, [])]
    assert sites == ["megatron.a.f"]


def test_what_the_runs_a_patch_is_meant_for_set_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. It is meant for benchmark configs that set "
        "`moe_router_force_load_balancing=True`; the patch sets nothing. It writes a record, line-buffered (`buffering=1`).\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def test_a_site_the_probe_does_not_touch_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f` and `megatron.a.g`.\n\n"
        "Correction: the probe does not touch `megatron.a.g`.\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


def test_a_key_a_comment_says_is_needed_only_because_of_another_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n```yaml\n"
        "degree: 2            # > 1 turns it on\nuse_y: true          # needed only because the degree is > 1\n```\n"
    )
    flags = {f.value[0] for f in extract(report, None, "r.md").facts.get("enable.flags", [])}
    assert "use_y" not in flags


def test_a_requirement_worded_must_be_when_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n"
        "- `use_x` must be true.\n- `distribute_saved_activations` must be false when `sequence_parallel` is on.\n"
    )
    flags = {f.value[0] for f in extract(report, None, "r.md").facts.get("enable.flags", [])}
    assert "distribute_saved_activations" not in flags


def test_a_decision_records_considered_options_state_nothing_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Pros and Cons of the Options\n\n"
        "### Option 2: subclass\n\nWould rebind `megatron.b.Block` and be gated by `OPT_ENV=1`.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "enable.env" not in facts


def test_a_tables_column_for_the_port_holds_the_ports_choices():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Before / After\n\n"
        "| | Upstream | This PR |\n|---|---|---|\n| Turned on by | n/a | `acme.use_x: true` |\n"
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_an_agent_sessions_tool_output_is_no_statement():
    report = (
        '[\n  {\n    "role": "user",\n    "content": "What does megatron.x.own do? Patch id: megatron.x.own"\n  },\n'
        '  {\n    "role": "tool",\n    "content": "register_patch(\\"megatron.y.other\\", description=\\"Patch setup to apply '
        'torch.compile after model setup for every model in the run\\")"\n  }\n]\n'
    )
    assert "feature.summary" not in extract(report, "megatron.x.own", "r.json").facts


def test_sites_a_table_gives_as_module_and_attribute_columns_under_a_rebinding_lead_are_drafted():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe handler rebinds the class at two module attributes:\n\n"
        "| Module | Attribute | Line |\n|---|---|---|\n| `megatron.a.m` | `C` | 62 |\n| `megatron.b.specs` | `C` | 71 |\n"
    )
    facts = extract(report, None, "r.md").facts
    sites = {f.value for name in ("upstream.symbols", "upstream.aliases") for f in facts.get(name, [])}
    assert sites == {"megatron.a.m.C", "megatron.b.specs.C"}


def test_a_module_and_attribute_table_without_a_rebinding_lead_gives_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nWhere upstream imports it:\n\n"
        "| Module | Attribute |\n|---|---|\n| `megatron.c.user` | `f` |\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


def test_a_site_in_the_upstream_column_of_a_table_whose_first_header_is_empty_is_drafted():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe patch is small.\n\n"
        "| | Upstream | Port |\n|---|---|---|\n| Function | `megatron.a.f` | `acme.kernels.f` |\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


def test_that_one_after_a_sentence_naming_nothing_still_means_the_other_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Related\n\n"
        "Yeah, that's a different patch, `megatron.x.other`. Not part of this port. That one replaces `megatron.b.g`.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.f"]


def test_what_upstream_wraps_its_own_function_in_is_no_site_and_no_style():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt replaces `megatron.a.f` with a Triton kernel.\n\n"
        "upstream wraps `f` in @jit_fuser (`torch.compile`), primus drops that.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "feature.patch_style" not in facts


def test_keys_a_primus_experiment_file_nests_under_overrides_are_the_modules_config_keys():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n```yaml\n"
        "modules:\n  pre_trainer:\n    overrides:\n      use_x: true\n```\n"
    )
    flags = {f.value for f in extract(report, None, "r.md").facts["enable.flags"]}
    assert flags == {("use_x", True)}


def test_a_section_its_heading_gives_to_related_patches_states_nothing_of_this_one():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Related: the FP4 context patches\n\n"
        "- `megatron.core.fp4_utils` (condition: `fp4` only) replaces `get_fp4_context` in `megatron.b.block`.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.f"]


def test_a_key_set_to_the_default_the_reports_table_gives_it_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n```yaml\n"
        "use_x: true\nx_period: 200\n```\n\nThe tuning key defaults to:\n\n"
        "| Key | Default | Meaning |\n|---|---|---|\n| `x_period` | `200` | steps per window |\n"
    )
    facts = extract(report, None, "r.md").facts
    assert {f.value for f in facts["enable.flags"]} == {("use_x", True)}
    assert any("x_period" in t.why and "default" in t.why for t in extract(report, None, "r.md").todos)


def test_a_key_the_patch_still_applies_without_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n```yaml\n"
        "use_x: true\nuse_distributed_optimizer: true\n```\n\n"
        "With `use_distributed_optimizer` off, the patch still applies, but it finds no instance.\n"
    )
    assert {f.value for f in extract(report, None, "r.md").facts["enable.flags"]} == {("use_x", True)}


def test_a_write_the_report_says_is_not_put_back_is_a_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The handler sets `args.use_y = True` and "
        "does not put it back.\n"
    )
    effects = [f.value for f in extract(report, None, "r.md").facts.get("enable.side_effects", [])]
    assert effects == [("use_y", True)]


def test_the_rows_under_a_lead_saying_what_a_check_asserts_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        "`Layer._assert_supported_config` asserts, when the layer is constructed:\n\n"
        "| Requirement | Line |\n|---|---|\n| `gated_linear_unit` is true | 230 |\n| `add_bias_linear` is false | 235 |\n"
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_a_site_and_the_name_that_replaces_it_in_the_next_column_are_not_one_path():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe patch is small.\n\n"
        "| Module attribute | Set to |\n|---|---|\n| `megatron.a.m.Layer` | `PrimusLayer` |\n"
    )
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.m.Layer"]
    assert not any("Layer.PrimusLayer" in t.why for t in extraction.todos)


def test_what_an_earlier_draft_claimed_is_quoted_as_such_and_never_a_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "In the first draft of these notes I also listed `megatron.b.f` as a rebound binding.\n\n"
        "I originally wrote that it only needs `use_x=True`.\n"
    )
    extraction = extract(report, None, "r.md")
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extraction.facts.get(name, [])]
    assert sites == ["megatron.a.f"]
    assert "enable.flags" not in extraction.facts
    assert sum("an earlier draft's claim" in t.why for t in extraction.todos) == 2


def test_a_requirement_whose_absence_keeps_upstream_is_the_gate_not_a_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n"
        "The code additionally requires `eval_interval > 0`; a run with `eval_interval: 0` keeps upstream's `f`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts
    assert any("keeps upstream" in t.why for t in extraction.todos)


def test_the_path_a_sentence_says_the_patch_rebinds_instead_of_is_no_site_anywhere():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe function the patch rebinds is `megatron.a.f`, not `megatron.b.f`.\n\n"
        "## History\n\nWraps `megatron.b.f`.\n"
    )
    facts = extract(report, None, "r.md").facts
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in facts.get(name, [])]
    assert sites == ["megatron.a.f"]


def test_the_item_of_the_list_above_a_correction_names_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nSites rebound:\n\n* `megatron.a.C.forward`\n* `megatron.b.specs.C`\n\n"
        "**Correction.** The second bullet above is wrong, and I retract it.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.C.forward"]


def test_a_setting_made_on_an_object_the_sentence_names_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. And the trainer sets `is_distributed = True` "
        "on whatever provider it imported.\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def test_a_line_that_says_not_this_patch_states_nothing_of_it():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "- NOT this patch (same runs, different fix). `megatron.y.other` rebinds `megatron.c.g` when `model_type: mamba`.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "enable.flags" not in facts


def test_a_platform_word_that_describes_a_thing_is_no_platform_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "Why: the legacy load() JIT-builds CUDA-only kernels through nvcc and crashes on a ROCm image.\n"
    )
    assert "requires.platform" not in extract(report, None, "r.md").facts


def test_a_key_set_to_null_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n"
        "Module param `x_context`; the default leaves the patch off:\n\n```yaml\nx_context: null\n```\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.flags" not in extraction.facts
    assert any("leaves the key unset" in t.why for t in extraction.todos)


def test_a_claim_the_report_strikes_through_elsewhere_is_taken_back_with_what_it_gave():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe patch wraps `megatron.a.M.f` so the name is set first.\n\n"
        "~~The patch wraps `megatron.a.M.f`~~ -- scratch that, I misread it. It rebinds no module attribute.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "upstream.symbols" not in facts
    assert "feature.patch_style" not in facts


def test_the_field_a_correction_says_is_wrong_above_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Summary\n\n- Backend: `megatron`\n- Phase: `before_train`\n\n"
        "> **Correction:** the phase above is wrong. The registration says `phase=\"setup\"`.\n\n"
        "## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.phase" not in extraction.facts or extraction.facts["enable.phase"].value != "before_train"
    assert any('"the phase above" is not right' in t.why for t in extraction.todos)


def test_checks_nested_under_an_item_that_says_when_they_hold_are_no_constraints():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        "* Only when the degree is > 1:\n  * `use_y` must be true, otherwise `ValueError`.\n"
        "* `use_z` must be true, otherwise `ValueError`.\n"
    )
    params = {f.value["param"] for f in extract(report, None, "r.md").facts.get("constraints", [])}
    assert params == {"use_z"}


def test_a_style_verb_japanese_negates_after_it_gives_no_style():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nMegatron のどのモジュール属性も rebind しておらず、`args` だけを書き換えます。\n"
    assert "feature.patch_style" not in extract(report, None, "r.md").facts


def test_a_write_inside_an_indented_excerpts_else_branch_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nThe handler:\n\n```python\n"
        "    if not disabled:\n        args.use_y = True\n    else:\n        args.project = None\n```\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def test_a_turn_that_answers_no_it_doesnt_takes_back_the_turn_before():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "- It replaces `GPTModel.f` in `megatron.m.gpt`.\n- No, it doesn't touch GPTModel at all.\n"
    )
    assert "upstream.symbols" not in extract(report, None, "r.md").facts


def test_a_method_of_a_class_named_in_a_module_keeps_its_class():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt replaces `GPTModel._set_backend` in `megatron.m.gpt`.\n"
    assert [f.value for f in extract(report, None, "r.md").facts["upstream.symbols"]] == ["megatron.m.gpt.GPTModel._set_backend"]


def test_what_the_writers_first_read_was_is_no_value():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nMy first read was that it wraps `megatron.a.f`. It rebinds nothing.\n"
    facts = extract(report, None, "r.md").facts
    assert "upstream.symbols" not in facts and "feature.patch_style" not in facts


def test_a_key_joined_to_another_by_a_slash_is_one_way_in_not_a_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## How to enable\n\n"
        "Its gate is only `enable_x` / `X_ON=1`; either one is enough.\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "enable.env" not in facts and "enable.flags" not in facts


def test_items_under_a_lead_in_what_it_does_are_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nFor this model upstream gets the count wrong in several places:\n\n"
        "* the Q path is counted as a flat projection;\n* the output projection is counted once.\n\nThe patch wraps the function.\n\n"
        "## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    )
    assert extract(report, None, "r.md").facts["feature.summary"].value == "The patch wraps the function."


def test_a_site_a_later_line_says_the_patch_does_not_rebind_by_saying_what_it_only_rebinds_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.get_specs`.\n\n## Comments\n\n"
        "FYI it also rebinds `megatron.b.layer_specs.TESpecProvider`.\n\n"
        "That log line comes from another patch. This patch only rebinds `get_specs`.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.get_specs"]


def test_a_sheets_row_a_later_row_says_is_wrong_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n| Field | Value |\n|---|---|\n| Rebinds | `megatron.a.f` |\n| Rebinds (alias) | `megatron.b.f` |\n"
        "| Correction | Row 6 is wrong: the module is `megatron.c`. |\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert "megatron.b.f" not in sites


def test_a_frameworks_entry_script_is_no_package():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requirements\n\n"
        "Requires: `torch`, and Megatron-LM with `pretrain_gpt` importable.\n"
    )
    packages = {f.value[0] for f in extract(report, None, "r.md").facts.get("requires.packages", [])}
    assert "pretrain_gpt" not in packages and "torch" in packages


def test_a_divider_that_says_not_this_patch_heads_what_follows():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt sets a logger's level.\n\n"
        "---- neighbour in the same directory, NOT part of this patch ----\n\n"
        "The neighbour is gated on `optimizer=muon`.\n"
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_a_value_of_a_class_a_function_is_given_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "`megatron.a.reduce_max` is replaced by `_passthrough`: a `torch.Tensor` becomes `val.item()`, anything else is returned as is.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.reduce_max"]


def test_a_patch_id_after_a_japanese_label_names_the_report():
    report = "# 相談メモ\n\nパッチIDは megatron.x.own、phase は before_train\n"
    assert extract(report, None, "r.txt").facts["feature.id"].value == "megatron.x.own"


def test_patch_reads_a_report_whose_reader_blanks_the_short_string_the_id_is_written_in():
    report = (
        '{\n  "patch": "megatron.x.own",\n'
        '  "notes": "The patch rebinds megatron.a.f in the training loop and logs once on rank zero when it is applied."\n}\n'
    )
    extraction = extract(report, "megatron.x.own", "r.json")
    assert extraction.facts["feature.id"].value == "megatron.x.own"
    assert extraction.facts["feature.id"].line == 2


def test_a_site_restated_and_taken_back_later_is_withdrawn_where_it_was_first_claimed():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- Site: `megatron.a.f`\n- We also have to rebind `megatron.b.Alias` (the legacy alias)\n\n"
        "## Correction\n\nSlide 6 said we also have to rebind `megatron.b.Alias`. **That was wrong.** It is the same class.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.f"]


def test_a_purpose_label_after_other_sentences_of_its_paragraph_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "`new_post_init` clears the granularity, then restores it.\nPurpose: skip Megatron's check.\n"
    )
    assert "feature.summary" not in extract(report, None, "r.md").facts


def test_the_module_that_defines_the_rebound_class_is_no_site():
    report = "# `torchtitan.x.own`\n\n## Patch logic\n\nThe patch rebinds `torch.nn.Embedding.__init__` (the same class `torch.nn.modules.sparse` defines).\n"
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["torch.nn.Embedding.__init__"]


def test_a_drawings_file_name_opening_the_report_is_no_patch_id():
    report = "drawing.dot\n\npatch_id: megatron.x.own\n\nIt rebinds `megatron.a.f`.\n"
    assert extract(report, None, "r.txt").facts["feature.id"].value == "megatron.x.own"


def test_a_version_in_upstreams_asserts_is_no_requirement_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Requirements\n\n"
        "- On the FLA path upstream's asserts in `__new__` (sequence parallel, torch >= 2.4) are not reached\n"
    )
    assert "requires.packages" not in extract(report, None, "r.md").facts


def test_the_clause_after_a_semicolon_of_a_sentence_about_another_patch_is_about_it_too():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "The one that is gated on `moe_permute_fusion` is a different patch, `megatron.moe.other`. "
        "That one is not part of what you're porting; for reference it rebinds `fused_permute` on both `megatron.b` and `megatron.c`.\n"
    )
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(report, None, "r.md").facts.get(name, [])]
    assert sites == ["megatron.a.f"]


def test_a_function_rebound_on_a_module_is_a_site_in_that_module():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `fused_permute` on `megatron.core.transformer.moe.moe_utils`.\n"
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.core.transformer.moe.moe_utils.fused_permute"]


def test_an_assert_quoted_at_its_lines_of_code_checks_an_argument_not_a_run_config_key():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n**Checks inside the new forward**\n\n"
        "- `assert self.config.bf16` (line 158)\n- `assert permuted_probs is not None` (lines 159-161), MoELayer has to pass the probs in\n"
    )
    assert [c.value["param"] for c in extract(report, None, "r.md").facts["constraints"]] == ["bf16"]


def test_a_setting_under_which_the_problem_the_patch_avoids_arises_is_no_gate():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nIt rebinds `torch.a.f`.\n\n"
        "The docstring says it is there to avoid the ImportError in TorchTitan when `last_save_in_hf=True`.\n"
    )
    assert "enable.flags" not in extract(report, None, "r.md").facts


def test_the_framework_a_patch_is_for_or_whose_module_is_meant_is_no_requirement():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nIt rebinds `torch.a.f`.\n\n"
        "Primus carries a compatibility patch for TorchTitan that makes sure `X` can be imported from `torch.a`. "
        "Run it before TorchTitan's checkpoint module is imported.\n"
    )
    packages = {f.value[0] for f in extract(report, None, "r.md").facts.get("requires.packages", [])}
    assert "torchtitan" not in packages


def test_the_patch_id_extending_a_sites_path_does_not_make_the_site_a_module():
    report = (
        "# Porting notes\n\n## TL;DR\n\n* Patch id: megatron.training.training.get_model.disable_second_ddp\n"
        "* Rebinds: megatron.training.training.get_model\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.training.training.get_model"]


def test_a_needs_field_in_a_summary_list_names_the_packages_the_patch_needs():
    report = (
        "# Porting notes\n\n## TL;DR\n\n* Rebinds: `megatron.a.f`\n* Needs: torch and Megatron-LM\n\n"
        "## What it does\n\nThe handler keeps the original `megatron.a.f` and puts a wrapper in its place.\n\n"
        "## Not this patch\n\nThe companion needs triton.\n"
    )
    packages = {f.value[0] for f in extract(report, None, "r.md").facts.get("requires.packages", [])}
    assert "torch" in packages and "triton" not in packages


def test_a_todo_quoting_a_paragraph_a_later_line_takes_back_says_so():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "The handler also leaves `torch.cuda.stream` pointing at the no-op for the rest of the run.\n\n"
        "Update: the paragraph above is wrong, there is a finally block that restores it.\n"
    )
    todos = [t.why for t in extract(report, None, "r.md").todos if "`torch.cuda.stream`" in t.why]
    assert todos and all(why.startswith('report line 7 (which line 9 takes back: "Update: the paragraph above') for why in todos)


def test_a_line_about_another_patch_is_never_said_to_be_taken_back_by_a_correction_of_this_one():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "**Not this patch:** the other optimizer patch, `megatron.y.other`, rebinds `megatron.b.g`.\n\n"
        "**Corrections**\n\n- I wrote that this patch also rebinds `megatron.b.g`. It doesn't, that's the other patch.\n"
    )
    todos = [t.why for t in extract(report, None, "r.md").todos if t.why.startswith("report line 7")]
    assert todos and not any("takes back" in why for why in todos)


def test_a_table_of_module_and_attribute_with_a_column_of_where_each_is_assigned_gives_sites():
    report = (
        "# `maxtext.x.own`\n\n## Inventory\n\n| Module | Attribute | Assigned at |\n|---|---|---|\n"
        "| `MaxText.pyconfig` | `initialize` | train_patches.py:70 |\n\n"
        "## Importers\n\n| Module | Attribute | Imported at |\n|---|---|---|\n| `MaxText.train` | `initialize` | train.py:12 |\n"
    )
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["MaxText.pyconfig.initialize"]


def test_the_one_phase_of_several_that_a_plain_line_does_not_deny_is_the_phase():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The docstring says it runs in the setup phase.\n\n"
        "## Corrections\n\nSo the phase is `before_train`, not `setup`.\n"
    )
    phase = extract(report, None, "r.md").facts["enable.phase"]
    assert (phase.value, phase.line) == ("before_train", 9)


def test_an_open_item_of_a_checklist_that_says_what_to_do_sets_nothing_and_a_card_stating_a_fact_stands():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- [ ] Wraps `megatron.a.f` #site\n"
        "- [ ] Remove the `num_workers=0` override from the pod templates\n"
    )
    facts = extract(report, None, "r.md").facts
    assert "enable.side_effects" not in facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_check_that_names_what_it_rejects_and_then_when_it_runs_gives_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. Torch's `DataLoader` rejects an unknown start "
        "method with a `ValueError` when a loader with `num_workers > 0` is built.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts
    assert any("says when the check runs" in t.why for t in extraction.todos)


def test_a_bare_name_set_on_the_object_a_clause_acts_on_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The wrapper digs the inner iterator out of "
        "`RerunDataIterator.iterable`, calls `reset()` and sets `replaying=False`, `replay_pos=0`.\n"
    )
    assert "enable.side_effects" not in extract(report, None, "r.md").facts


def _drafted(report: str, field: str) -> list:
    found = extract(report, None, "r.md").facts.get(field)
    return [f.value for f in (found if isinstance(found, list) else [found] if found else [])]


def test_an_or_after_a_negated_clause_is_negated_with_it():
    report = "# `megatron.args.own`\n\n## Patch logic\n\nIt does not wrap `initialize_model_parallel` (or rebind any upstream symbol at all).\n"
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report.replace("does not wrap", "wraps"), "feature.patch_style") == ["function_wrapping"]


def test_a_comparison_the_report_calls_the_gate_is_no_constraint():
    report = "# `megatron.args.own`\n\n## Patch logic\n\n- The gate is inside the handler (data_parallel_replicate_degree > 1).\n"
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts
    assert any("the patch's gate" in todo.why for todo in extraction.todos)


def test_a_correction_addressed_to_the_paragraph_above_takes_its_sites_back():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nIt rebinds `megatron.core.a.A.f`.\n\nIt also rebinds `megatron.core.b.B.f` and "
        "`megatron.core.c.C.f`.\n\nCorrection to the previous paragraph (found in review): it does not; B and C inherit `f`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.A.f"]


def test_a_paragraph_led_by_an_asides_name_states_nothing_and_the_next_paragraph_does():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nDifferences from Primus: we branch on `torch.version.hip` instead of rebinding "
        "`megatron.core.a.f`.\n\nIt rebinds `megatron.core.b.f`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.b.f"]


def test_a_list_under_is_bound_at_gives_the_sites_with_their_lines():
    report = "# `megatron.args.own`\n\n## Patch logic\n\nThe wrapper is bound at two places:\n\n- `megatron.a.b.f` | line 49\n- `megatron.a.c.f` | line 50\n"
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f", "megatron.a.c.f"]


def test_the_convert_phase_of_a_checkpoint_converter_is_a_phase():
    assert _drafted("# `megatron.x.own`\n\n## How to enable\n\n- Phase: `convert`\n", "enable.phase") == ["convert"]


def test_a_write_the_sentence_opens_with_says_when_it_writes_not_when_the_patch_is_on():
    write = "# `megatron.args.own`\n\n## Patch logic\n\n- args.wandb_save_dir = <exp_root>/wandb when disable_wandb is false\n"
    assert _drafted(write, "enable.flags") == []
    gate = "# `megatron.args.own`\n\n## Patch logic\n\n- The patch applies when disable_wandb is false.\n"
    assert _drafted(gate, "enable.flags") == [("disable_wandb", False)]


def test_a_phase_denied_in_a_list_about_another_patch_leaves_this_patchs_phase():
    report = (
        "# `megatron.args.own`\n\n- Phase: `build_args`\n\n## Related patch (not part of this port)\n\n"
        "`megatron.x.other` is a different patch:\n\n- phase `before_train`, not `build_args`;\n"
    )
    assert _drafted(report, "enable.phase") == ["build_args"]


def test_a_path_set_to_a_shim_is_a_site_and_one_set_to_a_value_is_not():
    shim = "# `megatron.args.own`\n\n## Patch logic\n\nSets `megatron.training.arguments.add_args` to a shim (`setattr`, L137).\n"
    assert _drafted(shim, "upstream.symbols") == ["megatron.training.arguments.add_args"]
    assert _drafted(shim.replace("to a shim", "to a new default"), "upstream.symbols") == []


def test_a_restatement_in_the_present_tense_taken_back_takes_back_its_claim():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nThe patch wraps `megatron.training.arguments.parse_args`.\n\n"
        "Correction: the paragraph above says the patch wraps `megatron.training.arguments.parse_args`. That is wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") == [] and _drafted(report, "feature.patch_style") == []


def test_a_setting_written_with_a_question_mark_is_a_guess():
    report = "# `megatron.args.own`\n\n## How to enable\n\nIt is switched on with an env var (`PRIMUS_X=1`?).\n"
    assert "enable.env" not in extract(report, None, "r.md").facts
    assert _drafted(report.replace("`?", "`"), "enable.env") == [("PRIMUS_X", "1")]


def test_a_label_whose_words_follow_on_a_later_line_or_a_word_cut_off_is_no_summary():
    label = "# `megatron.args.own`\n\n## What it does\n\nWhat it does:; It rebinds `megatron.a.b.f`.\n"
    assert _drafted(label, "feature.summary") != [";"]
    cut = "# `megatron.args.own`\n\n## What it does\n\nReplaces\n"
    assert _drafted(cut, "feature.summary") == []


def test_what_the_patchs_file_only_rebinds_takes_back_another_site():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nBesides `get_lr` it also rebinds `megatron.training.training.get_scheduler`.\n\n"
        "You're right, sorry. `lr_patches.py` only rebinds `OptimizerParamScheduler.get_lr`.\n"
    )
    assert "megatron.training.training.get_scheduler" not in _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")


def test_a_requirement_the_writer_quotes_as_what_they_had_written_is_no_requirement():
    report = '# `megatron.args.own`\n\n## Requires\n\nI had written "torch>=2.10 required" in the ticket. Removing it.\n'
    assert ("torch", ">=2.10") not in _drafted(report, "requires.packages")
    assert ("torch", ">=2.10") in _drafted(report.replace('I had written "torch>=2.10 required" in the ticket', "It requires torch>=2.10"), "requires.packages")


def test_that_one_after_a_time_stamp_still_means_the_other_patch_just_named():
    report = (
        "# `megatron.fsdp.own`\n\n## Patch logic\n\n[00:04:10] It rebinds `megatron.a.b.get_mesh_names`.\n"
        "[00:06:02] There is a different patch, id `megatron.fsdp.other`. That is not this patch.\n"
        "[00:06:15] That one is gated on `use_other`, and it rebinds `megatron.a.c.Other`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.get_mesh_names"]


def test_a_setting_the_report_says_does_nothing_is_no_setting_but_a_plain_does_not_hedges_nothing():
    report = "# `megatron.te.own`\n\n## How to enable\n\nThe check compares with \"1\", so `NVTE_OWN=true` does nothing.\n"
    assert _drafted(report, "enable.env") == []
    assert _drafted(report.replace("so `NVTE_OWN=true` does nothing", "set `NVTE_OWN=true`"), "enable.env") == [("NVTE_OWN", "true")]
    phase = '# `megatron.te.own`\n\n## Patch logic\n\nDoes it run at build_args? It does not: the registration says `phase="before_train"`.\n'
    assert _drafted(phase, "enable.phase") == ["before_train"]


def test_a_name_in_bold_that_is_code_is_read_as_code():
    report = "# `megatron.te.own`\n\n## How to enable\n\nEnable it with **NVTE_OWN=1**.\n"
    assert _drafted(report, "enable.env") == [("NVTE_OWN", "1")]


def test_an_error_at_an_object_built_with_a_setting_is_no_constraint_on_that_setting():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nA typo goes straight through and PyTorch raises `ValueError` at the first "
        "DataLoader construction with `num_workers > 0`.\n"
    )
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace("at the first DataLoader construction with", "when"), "constraints") != []


def test_the_last_two_bullets_a_correction_calls_wrong_are_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It also rebinds `megatron.a.c.f`.\n"
        "- It also rebinds `megatron.a.d.f`.\n\nThe last two bullets are wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_patch_said_to_touch_nothing_outside_a_module_has_no_site_outside_it():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.core.optimizer.Adam` and also rebinds "
        "`megatron.training.training.get_megatron_optimizer`.\n\nNo: nothing outside `megatron.core.optimizer` is touched by this patch.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.core.optimizer.Adam"]


def test_the_nth_line_under_a_label_a_correction_calls_wrong_is_taken_back_and_not_the_notes_it_stands_in():
    report = (
        "Port notes -- Primus patch megatron.x.own\nPhase: before_train\n\nWhat the patch rebinds:\n- megatron.a.b.f\n- megatron.a.c.f\n"
        "\n- CORRECTION: the second line of 'What the patch rebinds' in the notes above is wrong.\n"
    )
    assert _drafted(report, "feature.id") == ["megatron.x.own"] and _drafted(report, "enable.phase") == ["before_train"]
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_requirement_that_holds_otherwise_under_a_condition_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- When training with `tensor_model_parallel_size > 1`, `sequence_parallel` has "
        "to be on, otherwise `forward` raises `ValueError`.\n"
    )
    assert _drafted(report, "constraints") == []


def test_a_row_of_a_table_keyed_by_a_settings_values_holds_in_that_mode_only():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n| `own_mode` | what the model does |\n|---|---|\n| `0` | stock loss |\n"
        "| `2` | a fused Triton CE kernel |\n"
    )
    assert _drafted(report, "requires.packages") == []


def test_a_bare_rebinding_with_the_wrapped_factory_named_leaves_the_style_to_the_user():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nOne register_patch, three rebinds, all in `megatron.a.b`.\n\n"
        "With `strict` on, the wrapped factory raises `RuntimeError`.\n"
    )
    assert _drafted(report, "feature.patch_style") == []


def test_a_type_mapped_to_a_call_on_a_value_is_no_site_nor_are_the_modules_of_a_list_after_in():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n`passthrough(val)`: None -> None, `torch.Tensor` -> val.item(), anything else -> val.\n\n"
        "It rebinds `megatron.a.b.f`, and `record_function` in `_group` / `torch.profiler` / `torch.autograd.profiler`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_what_one_backend_needs_is_no_requirement_of_the_patch():
    report = "# `megatron.x.own`\n\n## Requires\n\nIt requires `torch`.\n\nThe rocshmem backend needs a Primus-Turbo build with the rocshmem ops.\n"
    assert [name for name, _ in _drafted(report, "requires.packages")] == ["torch"]


def test_a_caret_wrong_on_the_line_after_a_claim_in_the_same_paragraph_takes_the_claim_back():
    note = "# `megatron.x.own`\n\n- rebinds `importlib.import_module`\n- also rebinds `aiter.core.import_module`\n^ wrong, nothing in aiter is rebound\n"
    assert "aiter.core.import_module" not in _drafted(note, "upstream.symbols") + _drafted(note, "upstream.aliases")
    assert "aiter.core.import_module" in _drafted(note.replace("^ wrong", "and"), "upstream.aliases")


def test_a_different_gate_after_another_patch_is_named_is_that_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt is gated on `PRIMUS_OWN=1`.\n\nThere is a second Primus patch, `megatron.x.other`. "
        "Different gate: `eval_interval > 0` and `full_validation: true`.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_frameworks_config_or_its_patches_package_is_no_requirement():
    report = (
        "# `torchtitan.x.own`\n\n## Requires\n\nSo the TorchTitan module config needs `training.mock_data: true`.\n\n"
        "It needs `torch`: importing the torchtitan patches package pulls it in.\n"
    )
    assert [name for name, _ in _drafted(report, "requires.packages")] == ["torch"]


def test_putting_the_original_back_in_a_finally_makes_a_temporary_swap():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt replaces `megatron.a.B.__init__` with `new_init`.\n\n"
        "Inside `new_init`, it swaps `megatron.a.helper` for a wrapper and puts the original `helper` back in a `finally`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.B.__init__"]


def test_a_summary_of_what_the_port_does_is_no_summary_of_the_patch():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nPorts the Primus patch `torchtitan.x.own` into our fork so we drop the wheel.\n\n"
        "## Patch logic\n\nIt wraps `torch.nn.Embedding.__init__`.\n"
    )
    assert _drafted(report, "feature.summary") == []
    assert _drafted(report.replace("Ports the Primus patch `torchtitan.x.own` into our fork so we drop the wheel", "Adds a forward hook to every embedding"), "feature.summary") != []


def test_the_module_whose_attributes_are_rebound_is_no_site_but_the_attributes_it_lists_are():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds two attributes on `megatron.a.sched`: `get_shapes` and `run_interleaved`.\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.a.sched.get_shapes", "megatron.a.sched.run_interleaved"]
    owner = "# `megatron.x.own`\n\n## Patch logic\n\nIt monkey-patches methods on the DDP class itself, `megatron.a.ddp.DDP`:\n"
    assert _drafted(owner, "upstream.symbols") == []


def test_a_config_block_of_settings_the_report_gives_as_comparisons_is_an_example():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIt turns on when all three hold:\n\n- `model_type` is `k3`\n"
        "- `pipeline_model_parallel_size` > 1\n- `block_size` > 0\n\n```yaml\nmodel_type: k3\npipeline_model_parallel_size: 4\n"
        "block_size: 8      # multiplier = 1 + ceil(24 / 8) = 4\n```\n"
    )
    assert _drafted(report, "enable.flags") == [("model_type", "k3")]


def test_a_name_said_to_stay_upstream_is_no_site_and_an_id_registered_with_register_patch_as_is_read():
    report = (
        "# Port notes\n\nRegistered with `@register_patch` as `torchtitan.x.own`. It rebinds `torch.a.impl_f`.\n\n"
        "Heads-up: the patch also rebinds `torch.a.scaled_impl`.\n\nI checked: `scaled_impl` stays upstream.\n"
    )
    assert _drafted(report, "feature.id") == ["torchtitan.x.own"]
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["torch.a.impl_f"]


def test_a_letter_standing_for_a_number_is_no_value_and_a_config_the_team_will_use_is_its_own_choice():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n- `own_interval: N` in the YAML overrides.\n- Env var `OWN_ITERS=N` otherwise.\n\n"
        "What we will use on the big runs:\n\n```yaml\nown_interval: 8\n```\n"
    )
    assert _drafted(report, "enable.flags") + _drafted(report, "enable.env") == []
    assert _drafted(report.replace("What we will use on the big runs", "Enable it with"), "enable.flags") == [("own_interval", 8)]


def test_what_a_launcher_script_exports_is_no_variable_the_patch_reads():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nThe patch runs when `use_own` is true.\n\n"
        "The docstring mentions a launcher hook, `hooks/06_own.sh`, that exports `NCCL_POLICY=2` when `OWN=1`.\n"
    )
    assert _drafted(report, "enable.env") == []


def test_a_setting_a_later_reply_says_is_no_gate_and_a_path_it_says_is_never_touched_are_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f` and `megatron.a.c.f`.\n\n"
        "It's gated by `OTHER_VAR=1` and also needs `overlap: true`, otherwise it does nothing.\n\n"
        "Correction: `OTHER_VAR` is the FSDP2 patch's variable. Also `overlap` isn't required. "
        "And `megatron.a.c.f` itself is never touched.\n"
    )
    assert _drafted(report, "enable.env") + _drafted(report, "enable.flags") == []
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_heading_that_names_what_the_patch_rebinds_leads_into_the_paths_listed_under_it():
    report = "# `megatron.x.own`\n\n## What it does\n\nIt scales two kwargs.\n\n## What the patch rebinds\n\n- `megatron.a.b.train_step`\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.a.b.train_step"]
    assert _drafted(report.replace("What the patch rebinds", "Related reading"), "upstream.symbols") == []


def test_a_sentence_about_upstreams_behaviour_is_no_summary_of_the_patch():
    for upstream in ("GPT-OSS attention upstream is FlexAttention with sinks.", "When `n > 1`, vanilla Megatron `step` hands the wrong count on."):
        report = f"# `megatron.x.own`\n\n## What it does\n\n{upstream} The patch wraps `step` so the count is scaled.\n\n## Patch logic\n\nIt wraps `megatron.a.step`.\n"
        assert _drafted(report, "feature.summary") == ["The patch wraps step so the count is scaled."]


def test_a_config_block_that_takes_one_of_two_ways_in_is_an_example():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n- The condition holds only when both hold:\n  - `n > 1`\n"
        "  - `use_a: true` or `use_b: true` (either one is enough)\n\nExample overrides for the big run:\n\n```yaml\nuse_a: true\nn: 2\n```\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_an_id_pattern_with_a_wildcard_is_no_id():
    report = "# Port notes\n\nRegistered as `megatron.checkpoint.save`. Heads up, the id is `megatron.checkpoint.*`, not `megatron.patch.*`.\n"
    assert _drafted(report, "feature.id") == ["megatron.checkpoint.save"]


def test_a_chat_reply_that_denies_the_message_it_answers_strikes_it():
    chat = (
        "14:05:47 From  Tomás  to  Everyone:\n\tRegistered as megatron.x.own. It rebinds megatron.a.b.f.\n"
        "14:06:00 From  Tomás  to  Everyone:\n\tAlso it sets delay_compute=True in the config.\n"
        "14:07:12 From  Aiko  to  Everyone:\n\tReplying to \"Also it sets delay_co...\"\n\t\n\tI don't think it does. Nothing touches the config.\n"
    )
    assert _drafted(chat, "enable.side_effects") == []
    assert _drafted(chat.replace("I don't think it does.", "Right, and"), "enable.side_effects") == [("delay_compute", True)]


def test_an_item_led_by_another_patchs_label_is_that_patchs_to_its_end():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n"
        "- related but separate: `megatron.x.other` in other_patches.py. Same flags, but it swaps `megatron.c.d.g` for its own.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_an_id_named_with_its_patches_file_in_parentheses_is_another_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.b.f`.\n\n"
        "`megatron.y.other` (other_patches.py) is gated on the same flag and swaps `megatron.c.d.g` -> `G2`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_gate_written_as_what_the_config_sets_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. The patch runs when the module config sets "
        "`use_own` to `true`.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.replace("The patch runs when the module config sets", "It sets"), "enable.side_effects") == [("use_own", True)]


def test_a_setting_the_sentence_supposes_to_show_the_patch_off_is_no_flag():
    report = (
        "# `torchtitan.x.own`\n\n## How to enable\n\nThe condition is the `and` of `own.a` and `own.b`: with `a: false` "
        "Primus never runs the handler, even if `b: true`.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_paragraph_led_by_a_companion_label_and_a_clause_is_that_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n"
        "Related but separate, since you'll meet it in the same folder: `megatron.x.other`. Same flags, but it swaps `megatron.c.d.G` "
        "for its own.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_note_on_the_style_does_not_tell_the_names_of_its_sentence():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n"
        "It also wraps `get_spec_for_backend` so the spec gets the new router.\n"
    )
    extraction = extract(report, None, "r.md")
    assert any("get_spec_for_backend" in todo.why for todo in extraction.todos)


def test_a_relative_clause_defining_another_patch_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.b.f`. It runs after `megatron.x.knobs`, which is the patch "
        "that fills in `args.use_own` in the first place.\n"
    )
    assert _drafted(report, "feature.summary") == []
    assert _drafted(report.replace(", which is the patch", ". `megatron.x.own` is the patch"), "feature.summary") == ["Fills in args.use_own in the first place"]


def test_a_korean_condition_gives_no_value():
    report = "# `megatron.x.own`\n\n## Requires\n\n이거 upstream 쪽 import 부분인데 `transformer_engine` 있으면 FusedAdam, 없으면 `apex`.\n"
    assert _drafted(report, "requires.packages") == []


def test_what_a_notebook_imports_is_no_package_unless_it_is_one_and_printing_the_source_rewrites_none():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.__init__`.\n\n"
        "```python\nfrom megatron.core.extensions import transformer_engine as te_ext\nprint(inspect.getsource(te_ext.B))\n```\n\n"
        "- Imports: `megatron.core.extensions.transformer_engine`, `primus.core.patches` and `log_rank_0`.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report, "feature.patch_style") == ["function_wrapping"]
    assert _drafted(report.replace("`log_rank_0`", "`torch`"), "requires.packages") == [("torch", None)]


def test_a_quoted_description_cut_where_its_line_wraps_is_read_whole():
    report = (
        "# `megatron.x.own`\n\n   Backend:       megatron\n   Phase:         before_train\n   Handler:       patch_own (line 145)\n"
        "   Description:   \"Integrate the thing into Megatron's\n                  FSDP2 path (ROCm).\"\n\n"
        "## Patch logic\n\nIt wraps `megatron.a.B.__init__`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Integrate the thing into Megatron's FSDP2 path (ROCm)."]


def test_what_the_fork_keeps_is_no_side_effect_of_the_patch():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nFork run keeps `sequence_parallel=True` at TP=1 (Primus forces False).\n"
    assert _drafted(report, "enable.side_effects") == []


def test_the_path_line_a_later_comment_calls_wrong_is_taken_back_alone_on_its_line():
    # A tracker's description is one line of the report: the statement is known by its words, the rest of it stands.
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. It also rebinds `megatron.old.mod.f`, so it "
        "requires `apex`.\n\nComment: the `megatron.old.mod` line in it is wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]
    assert _drafted(report, "requires.packages") == []  # read from the statement taken back, with its site


def test_a_made_up_example_config_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n`use_own: true` turns it on.\n\n"
        "Supposed example, only to show what it would override (not a config we run):\n\n"
        "```yaml\nuse_own: true\nown_coeff: 0.01\n```\n"
    )
    assert _drafted(report, "enable.flags") == [("use_own", True)]


def test_values_an_error_message_prints_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIt runs only for `model_type: own`. A disagreement raises "
        "`ValueError: [Patch:megatron.x.own] own_size=2048 disagrees with hidden_size=3584`. With 1 the validation resets it "
        "(“Disable `args.own` since `args.pp_size=1`”).\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_setting_only_another_patch_reads_is_no_flag():
    table = (
        "# `megatron.x.own`\n\n## How to enable\n\n| Setting | Value | Effect |\n|---|---|---|\n"
        "| `use_own` | `true` | the gate |\n| `disable_router` | `false` (default) | router patch only, unrelated to own |\n"
    )
    assert _drafted(table, "enable.flags") == [("use_own", True)]


def test_a_reply_setting_patches_apart_as_not_this_one_speaks_of_them_all_along_its_line():
    reply = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n"
        "No, that's the two FSDP2 patches, not this one. Those rebind `megatron.c.d.g`.\n"
    )
    assert _drafted(reply, "upstream.symbols") + _drafted(reply, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_package_a_clause_denies_is_no_requirement():
    report = "# `megatron.x.own`\n\n## Requires\n\n- Requires: `megatron-core` and `transformer_engine`.\n- No Transformer Engine, no Primus-Turbo.\n"
    assert _drafted(report, "requires.packages") == [("megatron-core", None)]
    # "Note" opens with "No": no denial of TE.
    assert ("transformer_engine", None) in _drafted(report.replace("No Transformer Engine, no Primus-Turbo.", "Note TE is imported."), "requires.packages")


def test_a_package_a_settings_row_gives_as_a_value_is_no_requirement():
    table = (
        "# `megatron.x.own`\n\nHow to enable: needs all of these:\n\n| key | value that enables it | Primus default |\n|---|---|---|\n"
        "| transformer_impl | local | transformer_engine (language_model.yaml) |\n"
    )
    assert _drafted(table, "requires.packages") == []
    assert _drafted(table.replace("| key |", "| package |"), "requires.packages") == [("transformer_engine", None)]


def test_upstreams_behaviour_under_its_own_heading_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n### Upstream behaviour, for contrast\n\nIt has no notion of a manual split "
        "list, so a run that sets only the list still goes down that branch upstream.\n\n## Patch logic\n\nIt rewrites `megatron.a.b.f`.\n"
    )
    assert _drafted(report, "feature.summary") == []


def test_a_first_pass_note_or_what_the_writer_had_written_gives_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. First-pass note: it also re-wraps `megatron.c.d.g`.\n\n"
        "## Requires\n\nI had written 'megatron-core >= 0.13 required' from the docs. That is not in the code.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]
    assert _drafted(report, "requires.backend_versions") == []


def test_a_setting_said_to_do_nothing_is_no_flag():
    report = "# `megatron.x.own`\n\n## How to enable\n\nIt is always on. Likewise `PRIMUS_OWN=0` in the environment does nothing.\n"
    assert _drafted(report, "enable.env") == []


def test_a_section_that_opens_by_naming_a_key_leaves_the_summary_to_the_reader():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n`num_layers_x` is the name the model's own config uses for the number of "
        "prediction depths; `y` is Megatron's name for the same quantity. The config object reconciles the two later.\n\n"
        "## Patch logic\n\nIt writes `args.y`.\n"
    )
    assert _drafted(report, "feature.summary") == []


def test_a_block_a_paragraph_calls_made_up_gives_no_flag_whichever_sentence_says_it():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIt runs when `use_own` is true.\n\n"
        "Supposed example, only to show what it would override (not a shipped config; no YAML sets this flag):\n\n"
        "```yaml\nuse_own: true\nown_foreach: false\n```\n"
    )
    assert _drafted(report, "enable.flags") == [("use_own", True)]


def test_what_is_swapped_only_while_a_call_runs_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.get_model`. It swaps `torch.cuda.stream`, and only "
        "while `original_get_model` runs; the `finally` puts it back.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.get_model"]


def test_a_line_labelled_as_another_patchs_leads_the_list_below_it():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n"
        "Related patch in the same file (not this one): `megatron.x.other`\n\n"
        "- gated by `use_other`\n- rebinds `megatron.c.d.G`\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_an_argparse_keyword_is_no_flag_and_a_quoted_fragment_of_the_description_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIts description= reads \"Suppress the version check on ROCm\".\n\n"
        "## How to enable\n\nAny truthy `fp4` enables it; Megatron's `--fp4-format` sets it (`dest=\"fp4\"`). The description says "
        "\"on ROCm\", but the condition reads only `fp4`.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report, "feature.summary") == ["Suppress the version check on ROCm"]


def test_a_source_read_to_probe_it_is_no_source_rewrite_but_one_edited_in_the_steps_after_is():
    probe = (
        "# `megatron.x.own`\n\n## Patch logic\n\n1. It reads `inspect.getsource(m.get_recipe)` and looks for a marker.\n"
        "2. Otherwise it rebinds `megatron.a.b.get_recipe`. So this is a plain binding replacement.\n"
    )
    assert _drafted(probe, "feature.patch_style") == ["binding_replacement"]
    rewrite = (
        "# `megatron.x.own`\n\n## Patch logic\n\n1. It gets the source with `inspect.getsource`;\n2. replaces the fragment;\n"
        "3. `exec`s the modified source.\n"
    )
    assert _drafted(rewrite, "feature.patch_style") == ["source_rewrite"]


def test_the_registration_line_the_id_alone_and_upstreams_limits_are_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nRegistered with `@register_patch` as `megatron.x.own` (backend `megatron`, "
        "phase `before_train`). Patch id `megatron.x.own`. Megatron can only pick layers by `recompute_method`. "
        "It lets a config name the layers to recompute.\n\n## Patch logic\n\nIt wraps `megatron.a.b.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["It lets a config name the layers to recompute."]


def test_an_aside_saying_where_the_summarys_words_come_from_is_left_out_of_it():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nOverlap grad zeroing with the HtoD copy (the `description=` of the registration).\n\n"
        "## Patch logic\n\nIt wraps `megatron.a.b.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Overlap grad zeroing with the HtoD copy."]


def test_what_a_recipe_sets_and_a_name_bound_to_an_object_are_no_side_effects():
    recipe = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`. The llama recipe already sets `fp4 = \"e2m1\"` and `fp4_recipe = \"mxfp4\"` itself.\n"
    assert _drafted(recipe, "enable.side_effects") == []
    assert _drafted(recipe.replace("The llama recipe already", "The handler"), "enable.side_effects") == [("fp4", "e2m1"), ("fp4_recipe", "mxfp4")]
    kept = "# `torchtitan.x.own`\n\n## Patch logic\n\nThe handler keeps `original_log = MetricsProcessor.log` and sets `MetricsProcessor.log = wrapped`.\n"
    assert _drafted(kept, "enable.side_effects") == []


def test_the_rows_of_a_table_led_by_any_one_of_these_are_ways_in_not_flags_set_together():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nThe patch runs when **any one** of these matches:\n\n| source | key | must contain |\n"
        "|---|---|---|\n| run args | `model` | `llama_a` |\n| Primus config | `config_file` | `llama_b` |\n\n"
        "The shipped config sets `model: llama_a`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.flags" not in extraction.facts
    assert sum("any one of these" in t.why for t in extraction.todos) == 3
    assert _drafted(report.replace("**any one** of these matches", "all of these match"), "enable.flags") == [
        ("model", "llama_a"),
        ("config_file", "llama_b"),
    ]


def test_a_settings_table_gives_the_value_of_the_column_after_its_defaults():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n| key | default | value for this patch |\n|---|---|---|\n"
        "| `use_a` | `false` | `true` |\n| `use_b` | `false` | not read (another patch only) |\n"
    )
    assert _drafted(report, "enable.flags") == [("use_a", True)]
    only_defaults = "# `megatron.x.own`\n\n## How to enable\n\n| key | default | meaning |\n|---|---|---|\n| `use_a` | `false` | `true` turns it on |\n"
    assert _drafted(only_defaults, "enable.flags") == []


def test_a_phase_opening_what_the_patch_does_and_a_row_of_the_registrations_arguments():
    opened = "# `megatron.x.own`\n\n## What it does\n\nAt `after_train` it stops the reduction service.\n"
    assert _drafted(opened, "enable.phase") == ["after_train"]
    row = "# `torchtitan.x.own`\n\n## How to enable\n\n| argument | value |\n|---|---|\n| phase | `setup` |\n"
    assert _drafted(row, "enable.phase") == ["setup"]


def test_the_backend_the_registration_names_outweighs_the_folder_the_file_sits_in():
    report = (
        "# `mlperf.megatron.own`\n\n## What it does\n\nRegistered as `mlperf.megatron.own` (backend `megatron`).\n\n"
        "## Code location\n\n`primus/backends/megatron_bridge/patches/mlperf/megatron_patches.py`\n"
    )
    assert _drafted(report, "framework.name") == ["megatron-lm"]


def test_only_rebinds_a_list_keeps_every_name_of_it():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n- It rebinds `torchtitan.a.logging.logger`.\n- It rebinds `torchtitan.a.logging.init_logger`.\n"
        "- It rebinds `torchtitan.a.metrics.M.log`.\n\nCorrection: the last bullet is wrong. This patch only rebinds `logger` and `init_logger`.\n"
    )
    assert sorted(_drafted(report, "upstream.symbols")) == ["torchtitan.a.logging.init_logger", "torchtitan.a.logging.logger"]


def test_a_caret_under_a_struck_line_takes_back_the_struck_line_not_the_one_above_it():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- What the patch rebinds:\n  - `megatron.a.b.F.__init__`\n  - ~~`megatron.a.c.G.__init__`~~\n"
        "- ^ wrong: the first pass guessed `G` too.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.b.F.__init__"]
    unstruck = report.replace("~~`megatron.a.c.G.__init__`~~", "`megatron.a.c.G.__init__`")
    assert _drafted(unstruck, "upstream.symbols") == ["megatron.a.b.F.__init__"]


def test_a_second_page_titled_by_another_patch_is_that_patchs():
    page = "## What it does\n\nIt fixes a clash.\n\n## Patch logic\n\n"
    report = (
        f"# megatron.x.own\n\n{page}It rebinds `megatron.a.b.F.__init__`. Companion: `megatron.x.other`.\n\n"
        f"# megatron.x.other\n\n{page}Rebinds `megatron.c.d.G.__init__`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.b.F.__init__"]
    journal = f"# June 3rd\n\nNotes.\n\n# megatron.x.own\n\n{page}It rebinds `megatron.a.b.F.__init__`.\n"
    assert _drafted(journal, "upstream.symbols") == ["megatron.a.b.F.__init__"]


def test_the_paragraph_naming_a_key_said_to_be_wrong_is_taken_back_whole():
    report = (
        "# `torchtitan.x.own`\n\n## How to enable\n\nIt turns on with a `params.model_overrides` mapping, e.g. `model.n_layers=8`. "
        "The module docstring shows it.\n\nCorrection: the `params.model_overrides` paragraph is wrong.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_the_last_bullet_of_a_named_part_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt dumps a file.\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n"
        "- It also rebinds `megatron.a.c.g`.\n\n## Code location\n\n- `primus/backends/megatron/patches/x_patches.py`\n- the handler\n\n"
        "## Porting notes\n\nThe last bullet of \"Patch logic\" is wrong: it rebinds one name.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_keyword_written_as_python_writes_one_is_no_side_effect_unless_a_verb_sets_it():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nRank 0 writes it to the console sink, labelled with the rank, `console_only=True`.\n"
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.replace("labelled with the rank,", "and sets"), "enable.side_effects") == [("console_only", True)]


def test_a_title_names_a_patch_of_any_primus_backend():
    report = "# Review: megatron_bridge.training_log.own\n\n## What it does\n\nIt forwards a line.\n\n## Patch logic\n\nIt wraps `megatron.bridge.a.f`.\n"
    assert _drafted(report, "feature.id") == ["megatron_bridge.training_log.own"]


def test_a_flag_of_a_list_needed_together_is_no_value_while_another_of_it_is_left_unvalued():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nAll three args, checked together:\n\n- use_a: true (default false)\n"
        "- recipe_b: tensorwise (default delayed)\n- impl_c: local\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert any("checked together" in t.why for t in extract(report, None, "r.md").todos)


def test_a_phase_row_said_to_be_wrong_leaves_the_registered_phase():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt probes the load.\n\n| Field | Value |\n|---|---|\n| Phase | `build_args` |\n\n"
        "## Patch logic\n\nIt rebinds `megatron.a.b.f`. The Phase row in the summary table is wrong. "
        "The probe is registered with `phase=\"before_train\"`.\n"
    )
    assert _drafted(report, "enable.phase") == ["before_train"]


def test_a_reply_quoting_a_gate_to_take_it_back_and_saying_the_key_is_not_this_patchs_switch():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nGated on `async_save: true` in the module config.\n\n## Patch logic\n\n"
        "It rebinds `megatron.a.b.F`.\n\n## Comments\n\nThat's wrong: `async_save` is not this patch's switch.\n\n"
        "Please ignore the \"Gated on `async_save: true`\" sentence under How to enable.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_patch_named_inside_a_quoted_description_is_not_the_reports_id():
    report = (
        "1/ Notes on a Primus patch.\n\n2/ Its description= reads \"Monkey patch `megatron.training.training.get_model` to "
        "disable the second DDP\".\n"
    )
    with pytest.raises(ReportError):
        extract(report, None, "thread.md")


def test_a_numbered_post_led_by_related_but_separate_is_the_other_patchs_to_its_end():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n9/ Related but separate, same file: "
        "`megatron.x.other`. 9b/ That one rebinds `megatron.c.d.G`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_heading_of_no_sections_name_inside_a_section_about_other_patches_is_still_that_sections():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt swaps the factory.\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n"
        "## Related patches\n\n### Related but separate: `megatron.x.other`\n\nIt rebinds `megatron.c.d.g`.\n\n"
        "### Reads the same flag\n\nIts file is `primus/backends/megatron/core/other.py`.\n"
    )
    assert "implementation.primus_file" not in extract(report, None, "r.md").facts
    flat = report.replace("### Reads", "## Reads")
    assert _drafted(flat, "implementation.primus_file") == ["primus/backends/megatron/core/other.py"]


def test_the_last_bullet_of_a_quoted_part_takes_back_that_bullet_not_every_line_naming_the_part():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt mirrors a key.\n\nPatch logic: a config rewrite; the handler:\n\n"
        "- writes `args.a = 1`.\n- also rebinds `megatron.a.b.f`.\n\nThe last bullet of \"Patch logic\" is wrong.\n"
    )
    assert _drafted(report, "feature.patch_style") == ["config_rewrite"]
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == []


def test_a_version_bound_a_correction_says_does_not_exist_is_no_pin():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n"
        "- Transformer Engine 1.8 or newer.\n\nCorrection to the Requires section: there is no 1.8 floor.\n"
    )
    assert _drafted(report, "requires.packages") == []
    kept = report.replace("there is no 1.8 floor", "there is no 2.0 ceiling")
    assert _drafted(kept, "requires.packages") == [("transformer_engine", ">=1.8")]


def test_the_bullet_naming_a_bare_setting_said_to_be_wrong_takes_that_setting_back():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n- use_x: true in the module config\n- use_y: true as well\n\n"
        "Correction to How to enable: the use_y bullet is wrong, please ignore it.\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]


def test_a_name_set_to_a_formula_or_a_call_in_prose_is_no_setting():
    report = (
        "# Port notes\n\nWent through megatron.x.own with the explorer.\n\n4) How to enable\n- use_x: true in the module config\n\n"
        "num_steps counts samples and lr_warmup_steps = lr_warmup_iters × GBS, which is why adding one GBS to both gives "
        "NeMo's formula.\n\n_f(self, g): when lr_warmup_steps > 0 it returns init_lr + (max_lr - init_lr) * 2 with "
        'max_lr = param_group.get("max_lr", self.max_lr).\n'
    )
    found = extract(report, "megatron.x.own", "r.md").facts.get("enable.flags")
    assert [f.value for f in found] == [("use_x", True)]


def test_a_pin_a_later_line_takes_back_by_its_version_or_for_its_package_is_no_pin():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n"
        "- Needs TE 2.4 or newer for the new signature.\n\n{correction}\n"
    )
    for correction in ('The TE 2.4 line under "Requires" is wrong.', "Nothing in Primus pins a TE version for this patch."):
        assert _drafted(report.format(correction=correction), "requires.packages") == []
    assert _drafted(report.format(correction="Nothing else."), "requires.packages") == [("transformer_engine", ">=2.4")]


def test_a_pin_a_later_line_says_was_dropped_is_no_pin():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n- Requires: torch==2.1.0\n\n{later}\n"
    for later in ("The old pin (torch==2.1.0) was dropped; it now requires torch>=2.4.", "The torch 2.1.0 pin has been lifted."):
        assert _drafted(report.format(later=later), "requires.packages") == []
    assert _drafted(report.format(later="The old pin (torch==2.0.1) was dropped."), "requires.packages") == [("torch", "==2.1.0")]


def test_an_argument_of_a_function_the_report_shows_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt defines `new_forward(ctx, input, fp8_input_store)` and rebinds "
        "`megatron.a.b.F.forward` to it; it casts the input when `fp8_input_store` is true.\n\n## How to enable\n\n"
        "- `use_x: true`\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]
    unsigned = report.replace("new_forward(ctx, input, fp8_input_store)", "new_forward")
    assert ("fp8_input_store", True) in _drafted(unsigned, "enable.flags")


def test_a_bare_name_struck_through_takes_back_the_claim_on_the_path_it_ends():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b._update_bias`.\n\n"
        "**Correction**: it does **not** touch ~~`_update_bias`~~; it wraps `megatron.a.b.reset_tensors`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.reset_tensors"]


def test_a_setting_given_with_the_outcome_that_the_patch_is_skipped_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIt applies unless `disable_x` is true.\n\n"
        "- `disable_x` unset or `false` (default) → patch applied\n- `disable_x: true` → patch skipped, upstream `f` kept\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_patch_id_label_naming_its_backend_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n**Patch id:** `megatron.x.own`, backend `megatron`.\n\n"
        "It swaps the optimizer factory for a fused one.\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["It swaps the optimizer factory for a fused one."]


def test_a_quoted_claim_said_to_be_wrong_takes_back_the_line_it_quotes_with_shortened_paths():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It also re-wraps `megatron.core.pipeline_parallel.schedules.forward_step` and "
        "`schedules.backward_step` with `fwd_bwd_wrapper` before dumping, so the last iteration is timed too.\n\n"
        "## Corrections\n\n- Patch logic: the bullet “It also re-wraps `schedules.forward_step` and `schedules.backward_step` "
        "with fwd_bwd_wrapper before dumping” is wrong. That is the companion's.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.b.f"]


def test_a_key_something_else_already_sets_or_an_attribute_set_on_an_object_is_no_setting():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n- `use_x: true`\n\n## Settings around it\n\n"
        "The llama recipe already sets `fp4 = \"e2m1\"` and `fp4_recipe = \"mxfp4\"`.\n\n"
        "`\"1\"` sets `use_hadamard = True` on the `MXFP4BlockScaling` object.\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]
    assert _drafted(report, "enable.side_effects") == []


def test_the_config_of_one_way_in_among_any_one_of_these_gives_no_flags():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nThe patch runs when any one of these matches:\n\n"
        "- `args.model` contains `llama`\n- `args.flavor` contains `mxfp4_config`\n\nThe shipped config is what matches the second way in:\n\n"
        "```yaml\nflavor: mxfp4_config\nhf_path: meta-llama/Llama-2-70b-hf\n```\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_comment_inside_a_block_a_made_up_lead_heads_keeps_the_lead_for_the_lines_below_it():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIn practice: `NNODES=1` turns it on.\n\nHypothetical launch:\n\n"
        "```\n# two nodes\nexport NNODES=2\nexport WORLD_SIZE=16 LOCAL_WORLD_SIZE=8\n```\n"
    )
    assert _drafted(report, "enable.env") == [("NNODES", "1")]


def test_a_keyword_the_patch_injects_into_a_call_is_no_flag_and_a_check_to_keep_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n- `dataloader_mp_context: forkserver`\n\n| Value | Effect |\n|---|---|\n"
        "| `forkserver` | injects `multiprocessing_context=\"forkserver\"` |\n\n## Porting notes\n\n"
        "- Keep the `num_workers > 0` check, otherwise loaders without workers would get a context PyTorch rejects (it raises).\n"
    )
    assert _drafted(report, "enable.flags") == [("dataloader_mp_context", "forkserver")]
    assert _drafted(report, "constraints") == []


def test_the_last_item_of_the_list_above_said_wrong_after_a_colon_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n1. It writes `args.a = 1`.\n1. It also rebinds `megatron.a.b.f` so it survives.\n\n"
        "**Note:**\n\nA list the user set is left as it is.\n\nCorrection to the last item of the list above: it is wrong.\n\n"
        "## Code location\n\n`primus/x.py`\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == []


def test_a_sentence_comparing_with_the_patch_below_is_about_that_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n- `torch`.\n"
        "- Only one import path; compare the MaxText patch below, which needs `maxtext`.\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]


def test_a_settings_table_reads_the_value_column_past_a_primus_default_column_and_no_example_in_a_cell():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n| Key | Primus default | Value for this patch |\n|---|---|---|\n"
        "| `use_x` | `false` (`base.yaml`) | `true` |\n| `ids` | `null` | a list or a string (`\"0,1\"`) |\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]


def test_a_setting_checked_with_an_error_otherwise_is_no_flag():
    report = "# `megatron.x.own`\n\n## How to enable\n\n| Key | Value | Checked where |\n|---|---|---|\n| `granularity` | `full` | ValueError otherwise |\n"
    extraction = extract(report, None, "r.md")
    assert _drafted(report, "enable.flags") == [] and any(t.field == "constraints" and "`granularity` is checked" in t.why for t in extraction.todos)


def test_the_patchs_own_row_of_a_summary_table_gives_its_summary_before_the_background():
    report = (
        "# Notes\n\n## Summary\n\n| Name / id | What it does |\n|---|---|\n| `megatron.x.own` | Override the flag for tensorwise FP8. |\n\n"
        "## What it does\n\nWith the local spec the parameters are plain BF16. Registered as `megatron.x.own`.\n\n"
        "## Patch logic\n\nIt wraps `megatron.a.B.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Override the flag for tensorwise FP8."]
    three = report.replace("What it does |\n|---|---|", "What it does | File |\n|---|---|---|").replace("FP8. |", "FP8. | `x.py` |")
    assert _drafted(three, "feature.summary") == ["Override the flag for tensorwise FP8."]


def test_a_summary_keeps_no_aside_naming_the_registrations_description():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nFixes the scaling in TE >= 2.6.0 (that is the registration's `description=`).\n\n"
        "## Patch logic\n\nIt wraps `megatron.a.B.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Fixes the scaling in TE >= 2.6.0."]


def test_a_pin_denied_in_a_section_about_another_patch_stands():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## Requires\n\n- `transformer_engine` 2.6 or newer.\n\n"
        "## Related patch (not this one): `megatron.x.other`\n\nThat one has no TE version check, so nothing pins a TE version there.\n"
    )
    assert _drafted(report, "requires.packages") == [("transformer_engine", ">=2.6")]


def test_a_labelled_rows_status_cell_hedges_the_whole_row():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n| Item | Detail | Source | Status |\n|---|---|---|---|\n"
        "| Site | Rebinds `megatron.a.b.f`. | :40 | Confirmed |\n| Loader | Also rebinds `megatron.a.b.g` so that it restarts. | :162 | Retracted |\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.b.f"] and _drafted(report, "upstream.aliases") == []


def test_a_setting_said_to_leave_the_patch_off_is_no_flag():
    report = "# `megatron.x.own`\n\n## How to enable\n\nThe check is == \"1\" exactly, so PRIMUS_X=true leaves the patch off.\n"
    assert _drafted(report, "enable.env") == []
    assert _drafted(report.replace("so PRIMUS_X=true leaves the patch off", "so set PRIMUS_X=1"), "enable.env") == [("PRIMUS_X", "1")]


def test_a_swap_that_holds_while_a_call_runs_is_temporary():
    assert hedge_text("The swap of torch.cuda.stream is process-wide while get_model runs.") == "a temporary swap"


def test_a_site_listed_under_a_bold_label_with_how_long_it_stays_bound():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n**What the patch rebinds**\n\n- `megatron.a.b.get_model` — for the rest of the process\n"
        "- `torch.cuda.stream` — only while `get_model` runs\n\nOur fork calls `get_model` through the module, so rebinding "
        "`megatron.a.b.get_model` is enough.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.b.get_model"]


def test_a_labelled_style_stands_beside_a_transient_binding():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nPatch style: function wrapping (it calls the original), with one transient binding.\n"
    assert _drafted(report, "feature.patch_style") == ["function_wrapping"]


def test_a_bullet_quoted_with_an_ellipsis_and_called_wrong_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It also rebinds `megatron.a.c.g` so that nothing crashes.\n\n"
        '## Corrections\n\n- The Patch logic bullet "It also rebinds `megatron.a.c.g` ..." is wrong: that is another patch.\n'
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.b.f"] and _drafted(report, "upstream.aliases") == []


def test_a_phase_line_called_wrong_is_no_phase():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nApplied in the `setup` phase, before Megatron is imported.\n\n"
        "## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## Corrections\n\n- The `setup` phase line under What it does is wrong.\n"
    )
    assert _drafted(report, "enable.phase") == []
    assert _drafted(report.replace("- The `setup` phase line under What it does is wrong.", "- Checked."), "enable.phase") == ["setup"]


def test_a_table_led_by_the_patchs_own_gate_after_its_registration_gives_flags():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\nRegistered as `megatron.x.own` "
        "(phase `before_train`). The patch runs only when all of these hold (checked together):\n\n| key | default | value for this patch |\n"
        "|---|---|---|\n| `use_x` | `false` | `true` |\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]


def test_a_package_the_report_says_is_no_separate_requirement_is_none():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## Requires\n\n"
        "- Requires torch FSDP2, which `use_torch_fsdp2` selects; that is the gate above, not a separate requirement.\n"
    )
    assert ("torch", None) not in _drafted(report, "requires.packages")


def test_a_quote_under_a_line_that_introduces_the_description_is_the_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nThe patch's description= reads:\n\n> Tear down the ODC service after training.\n\n"
        "After training finishes, Primus calls `stop()`.\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Tear down the ODC service after training."]


def test_a_setting_of_a_run_that_skips_the_patch_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\nConversely, a run with "
        "`use_x: true` that is not hybrid skips the patch and keeps upstream's function.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_an_item_taken_back_by_its_number_of_a_labelled_list():
    report = (
        "# `megatron.x.own`\n\n**What it does**\nIt speeds up the step.\n\n**Patch logic**\n1. It wraps `megatron.a.B.f`.\n"
        "2. It also rebinds `megatron.a.c.g` and `megatron.a.c.h`.\n\n"
        "Correction to the report above: item 2 of Patch logic is wrong, please ignore it.\n"
    )
    assert _drafted(report, "upstream.aliases") == [] and "megatron.a.c.h" not in _drafted(report, "upstream.symbols")


def test_a_quoted_style_line_called_wrong_takes_the_style_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nStyle: function wrapping (it calls the original).\n\nIt rebinds `megatron.a.b.f`.\n\n"
        '## Review\n\nSo the "Style: function wrapping" line is wrong: nothing calls the original.\n'
    )
    assert _drafted(report, "feature.patch_style") == []


def test_a_setting_of_the_recipe_object_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n"
        '- `NVTE_X` = "1" sets `use_hadamard=True` on the MXFP4 recipe.\n'
    )
    assert ("use_hadamard", True) not in _drafted(report, "enable.flags")


def test_a_limit_named_by_the_end_of_a_longer_key_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## Requires\n\n- Knobs: `deosc_start_step` (default 0).\n"
        "- The knobs are validated when the runner is built: `start_step >= 0` is required, ValueError otherwise.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts and any("`start_step` is the end of `deosc_start_step`" in t.why for t in extraction.todos)


def test_a_turbo_name_a_module_imports_is_no_turbo_implementation():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## Requires\n\n"
        "- Primus-Turbo: `x.py` imports `primus_turbo.pytorch.core.QuantizedTensor` and `ScalingRecipe`.\n"
    )
    assert _drafted(report, "implementation.turbo") == []
    assert _drafted(report.replace("imports", "calls"), "implementation.turbo") == ["primus_turbo.pytorch.core.QuantizedTensor"]


def test_a_value_in_an_example_column_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n| Key | Role | Example |\n|---|---|---|\n"
        "| any field, e.g. `n_layers` | applied as `model.n_layers` | `8` |\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_code_block_titled_with_a_config_file_holds_its_defaults():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n"
        '```yaml title="configs/models/llama3.yaml"\nmodel:\n  name: "llama3"\n```\n'
    )
    assert _drafted(report, "enable.flags") == []


def test_a_setting_whose_comment_says_the_handler_returns_early_is_no_setting():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\nexport NNODES=2    # handler returns early\n"
    assert _drafted(report, "enable.env") == []


def test_a_correction_to_the_node_above_takes_it_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It also wraps `megatron.a.b.g`.\n"
        "- Correction to the node above: I take that claim back.\n"
    )
    assert "megatron.a.b.g" not in [*_drafted(report, "upstream.symbols"), *_drafted(report, "upstream.aliases")]


def test_a_section_name_with_an_aside_on_it_opens_its_section():
    report = (
        "# `megatron.x.own`\n\nWhat it does\n\nIt overlaps the zeroing.\n\nPatch logic (function wrapping, plus one method replaced)\n\n"
        "- `megatron.a.B.f = _patched_f` (line 257)\n\nRequires\n\n- megatron-core\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.B.f"]


def test_an_html_table_whose_rows_stand_apart_by_blank_lines_is_one_table():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n"
        "<table><tbody>\n<tr><td>**key**</td><td>**value the patch needs**</td></tr>\n\n\n"
        "<tr><td>`use_x`</td><td>`true`</td></tr>\n\n</tbody></table>\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]


def test_a_private_attribute_set_to_a_value_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n"
        "It needs `_primus_patched = True` and `use_x = True`.\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]


def test_a_made_up_config_typed_as_paragraphs_is_the_example_its_lead_introduces():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n"
        "Supposed example, only to show the opt-out (not a shipped config):\n\nmodules:\n\ndisable_x: true\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_value_in_a_primus_default_column_is_no_key():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## How to enable\n\n| key | Primus default | value for the patch |\n"
        "|---|---|---|\n| `fp8_recipe` | `delayed` | `tensorwise` |\n"
    )
    assert _drafted(report, "enable.flags") == [("fp8_recipe", "tensorwise")]


def test_the_package_init_that_imports_the_patch_module_is_not_its_file():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n## Code location\n\n"
        "- The module `primus/backends/x/patches/own_patches.py` is registered by the import list in `primus/backends/x/patches/__init__.py`.\n"
    )
    assert _drafted(report, "implementation.primus_file") == ["primus/backends/x/patches/own_patches.py"]


def test_a_package_named_as_one_of_two_layouts_is_no_requirement():
    report = (
        "# `maxtext.own`\n\n## Patch logic\n\nIt wraps `maxtext.a.B.f`.\n\n## Requires\n\n"
        "- MaxText, either layout: the `maxtext` package (v26.4 and later) or `MaxText` (v26.3 and earlier).\n"
    )
    assert _drafted(report, "requires.packages") == []


def test_the_file_of_a_subclass_the_patch_reaches_is_not_its_file():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.B.f`.\n\n"
        "- Our `PrimusLinear` (subclass of `TELinear`, `primus/backends/megatron/core/extensions/primus_turbo.py` L993) is affected too.\n"
    )
    assert _drafted(report, "implementation.primus_file") == []


def test_both_after_a_sentence_naming_two_other_patches_speaks_of_those_patches():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.core.a.A.__post_init__`.\n\nRelated but separate, since they "
        "sit in the same file (`x_patches.py`): `megatron.x.first` and `megatron.x.second`. Both rebind "
        "`megatron.training.t.get_thing` and `megatron.core.b.get_thing`, priority 50, and are gated on `use_y: true`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.A.__post_init__"]
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report, "enable.flags") == []
    # After one other patch named, "both" is that patch and this one: the sentence speaks of this patch too.
    one = report.replace("`megatron.x.first` and `megatron.x.second`. Both", "`megatron.x.first`. Both")
    assert "megatron.training.t.get_thing" in _drafted(one, "upstream.symbols") + _drafted(one, "upstream.aliases")


def test_a_description_quoted_in_a_paragraph_of_its_own_after_its_lead_is_the_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIts `description=` reads:\n\n"
        '"Mirror the width onto the args, which the FLOPs report reads."\n\nIn short: it copies a key.\n'
    )
    assert _drafted(report, "feature.summary") == ["Mirror the width onto the args, which the FLOPs report reads."]
    # A paragraph that only opens with a quotation is no quoted description.
    opened = report.replace('"Mirror the width onto the args, which the FLOPs report reads."', '"Mirror" is the word, it copies a key.')
    assert _drafted(opened, "feature.summary") != ["Mirror"]


def test_a_two_column_field_table_gives_its_what_it_does_row_as_the_summary():
    report = (
        "# `megatron.x.own`\n\n| Field | Value |\n|---|---|\n| Patch id | `megatron.x.own` |\n"
        "| What it does | Lets the optimizer keep BF16 grads for tensorwise FP8. |\n"
    )
    assert _drafted(report, "feature.summary") == ["Lets the optimizer keep BF16 grads for tensorwise FP8."]


def test_a_row_whose_first_cell_gives_it_to_another_patch_states_nothing_of_this_one():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.core.a.A.__post_init__`.\n\n## Notes\n\n| Topic | Note |\n|---|---|\n"
        "| Related patch (not this one): megatron.x.other | Same file, phase before_train. Gated on use_y and bf16 both true. "
        "It rebinds megatron.training.t.get_thing and megatron.core.b.get_thing with a wrapper. |\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.A.__post_init__"]
    assert _drafted(report, "upstream.aliases") == []


def test_a_sentence_saying_no_alias_needs_rebinding_names_no_alias():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.core.a.opt_config.OptConfig.__post_init__`.\n\n"
        "No alias needs rebinding: the method is set on the class itself, so `megatron.core.a.OptConfig` (the re-export) sees it too.\n"
    )
    assert _drafted(report, "upstream.aliases") == []


def test_a_what_the_patch_rebinds_label_heads_its_site():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n- What the patch rebinds: `megatron.core.a.A.__post_init__` (a class attribute)\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.A.__post_init__"]


def test_a_pin_taken_back_by_the_bullet_that_names_it_is_withdrawn():
    report = (
        "# `megatron.x.own`\n\n## Requires\n\n- Needs torch>=2.10 installed.\n\n## Corrections\n\n"
        "- Correction to the torch>=2.10 bullet above: it is wrong.\n"
    )
    assert _drafted(report, "requires.packages") == []
    both = "# `megatron.x.own`\n\n## Requires\n\n- Needs torch>=2.10 installed.\n- Later: nothing pins a torch or Megatron version.\n"
    assert _drafted(both, "requires.packages") == []
    assert _drafted(report.replace("Correction to the torch>=2.10 bullet above: it is wrong.", "Checked."), "requires.packages") == [("torch", ">=2.10")]


def test_assignments_in_an_r_chunk_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n```{r settings, echo=FALSE}\nsettings <- data.frame(\n  key = c(\"a\"),\n"
        "  stringsAsFactors = FALSE\n)\n```\n\nNothing to turn on.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("```{r settings, echo=FALSE}", "```yaml"), "enable.flags") != []


def test_a_correction_that_sets_a_phase_aside_and_then_states_the_registered_one_gives_that_phase():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIt runs at the phase `before_train`.\n\n## Corrections\n\n"
        '- Correction to "How to enable": the phase `before_train` there is wrong. The registration says `phase="build_args"`.\n'
    )
    assert _drafted(report, "enable.phase") == ["build_args"]


def test_a_summary_from_a_description_the_report_shows_wrong_is_set_aside():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIts description= reads: \"Set the context from the 'mp_context' module param.\"\n\n"
        "## Corrections\n\n- The key is NOT mp_context. The description= says 'mp_context', but the code reads `loader_mp`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "feature.summary" not in extraction.facts
    assert any(t.field == "feature.summary" and t.kind == "required" and "set aside" in t.why for t in extraction.todos)
    # Words set against the code that no line denies leave the description as it is.
    kept = report.replace("The key is NOT mp_context. ", "")
    assert _drafted(kept, "feature.summary") == ["Set the context from the 'mp_context' module param."]


def test_a_tickets_description_asking_for_the_port_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n- summary: [K3 port] Quantile rule - carry it into our fork\n"
        "- description: We need the Primus patch in our fork so the A/B can run.\n\n## Patch logic\n\nIt wraps `megatron.a.f`.\n"
    )
    assert _drafted(report, "feature.summary") == []


def test_a_comparison_beside_a_denied_need_or_where_torch_raises_is_no_constraint():
    needless = "# `megatron.x.own`\n\n## Porting notes\n\n- any loader built with `num_workers` > 0 goes through it, so no megatron file needs a change\n"
    assert _drafted(needless, "constraints") == []
    raised = "# `megatron.x.own`\n\n## Notes\n\n- torch raises ValueError at the first DataLoader construction with num_workers > 0 when it cannot resolve it\n"
    assert _drafted(raised, "constraints") == []
    checked = "# `megatron.x.own`\n\n## Notes\n\n- the handler raises ValueError when `num_workers` > 8\n"
    assert [c["op"] for c in _drafted(checked, "constraints")] == ["<="]


def test_a_keyword_of_a_call_the_prose_writes_out_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- megatron.training.training.train_step is wrapped by _patched_train_step (lines "
        "259-331). On the first call (TP 1 only, see How to enable) it builds a CudaPrefetchIterator(data_iterator, "
        'compute_dtype=bf16 if args.bf16 else fp16) and caches it in _prefetch_state["iter"]; it then calls the original.\n'
    )
    assert _drafted(report, "enable.flags") == []


def test_a_plain_header_row_naming_its_defaults_file_and_a_column_of_what_the_patch_needs_give_the_flags():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n<table><tbody>\n<tr><td>Key</td><td>Default (trainer_base.yaml)</td><td>Teardown needs</td></tr>\n"
        "<tr><td><code>enable_x</code></td><td><code>false</code></td><td><code>true</code></td></tr>\n</tbody></table>\n"
    )
    assert _drafted(report, "enable.flags") == [("enable_x", True)]


def test_a_supposed_config_typed_a_line_a_paragraph_line_is_made_up_through_its_flow_lists():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nSupposed example, only to show what it would override (not a shipped config):\n"
        'num_layers: 4\nlfm_layer_types: ["conv", "full_attention", "conv"]\nmoe_layer_freq: 1\nenable_primus_turbo: true\n'
    )
    assert _drafted(report, "enable.flags") == []


def test_a_correction_naming_a_setting_with_its_value_takes_that_flag_back():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n- It additionally needs `moe_rule: quantile`.\n\n## Corrections\n\n"
        "- The `moe_rule: quantile` line under How to enable is wrong: that key is the other patch's gate.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("The `moe_rule: quantile` line under How to enable is wrong", "Checked"), "enable.flags") == [("moe_rule", "quantile")]


def test_a_correction_calling_a_part_wrong_by_its_title_takes_back_that_part():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.f`.\n- It also wraps `megatron.a.g`.\n\n## How to enable\n\n"
        "Gated on `disable_x: true`.\n\n## Corrections\n\nCorrection to the ticket, two things:\n\n"
        '1. The "How to enable" paragraph is wrong: nothing reads that key.\n'
        '2. The last bullet of "Patch logic" is wrong: it does not wrap `g`. The only assignment is `a.f = h`.\n'
    )
    assert _drafted(report, "enable.flags") == []
    # The last bullet is taken back; the site the correction says again stands.
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


def test_a_quoted_bullet_called_wrong_above_takes_its_package_back():
    report = (
        "# `megatron.x.own`\n\n## Requires\n\n- Needs Primus-Turbo: `a.py` imports the `primus_turbo` kernels.\n- torch.\n\n"
        'Correction: the "Needs Primus-Turbo" bullet above is wrong. The import sits in a try/except.\n'
    )
    assert "primus_turbo" not in [p for p, _ in _drafted(report, "requires.packages")]
    kept = report.replace('the "Needs Primus-Turbo" bullet above is wrong', "checked")
    assert "primus_turbo" in [p for p, _ in _drafted(kept, "requires.packages")]


def test_an_assert_in_one_case_only_or_on_an_argument_beside_config_names_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- The new forward asserts `config.bf16` and `permuted_probs is not None`; if "
        "`moe_apply_probs_on_input` is set it asserts `moe_router_topk == 1`.\n"
    )
    assert _drafted(report, "constraints") == []
    # Asserted always, of a setting, it is a constraint.
    plain = "# `megatron.x.own`\n\n## Patch logic\n\n- The new forward asserts `moe_router_topk == 1`.\n"
    assert [c["param"] for c in _drafted(plain, "constraints")] == ["moe_router_topk"]


def test_a_version_range_in_words_a_variable_that_only_appears_and_a_template_value_are_read_as_what_they_are():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.f`; worker_name = primus-exp[<exp_name>]-rank[<rank>].\n\n"
        "## How to enable\n\nNo variable gates it. `NVTE_UB_WITH_MPI=1` appears only inside a docstring.\n\n"
        "## Requires\n\n- Transformer Engine older than 2.0.\n"
    )
    assert _drafted(report, "requires.packages") == [("transformer_engine", "<2.0")]
    assert _drafted(report, "enable.env") == []
    assert _drafted(report, "enable.flags") == []


def test_a_description_written_in_two_string_pieces_is_the_whole_string():
    report = (
        "# `megatron.x.own`\n\n## Code location\n\n```python\n@register_patch(\n    \"megatron.x.own\",\n    description=(\n"
        '        "Run the kernel in bshd layout "\n        "when X=1."\n    ),\n)\ndef patch(ctx):\n```\n'
    )
    assert _drafted(report, "feature.summary") in ([], ["Run the kernel in bshd layout when X=1."])
    plain = '# `megatron.x.own`\n\n## What it does\n\nIts description=("Run the kernel in bshd layout " "when X=1.").\n'
    assert _drafted(plain, "feature.summary") == ["Run the kernel in bshd layout when X=1."]


def test_a_setting_the_handler_switches_back_is_what_it_writes_not_what_enables_it():
    report = (
        "# megatron.x.own\n\nIn practice: every `SharedExpertMLP` gets `linear_fc1.save_original_input` switched back to `False`, so the "
        "shared expert no longer combines `save_original_input=True` with the DelayedScaling recipe.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("switched back to", "turned on with"), "enable.flags") == [("save_original_input", True)]


@pytest.mark.parametrize("off", ["turns it OFF", "turns the patch off", "disables it", "switches the handler off"])
def test_a_variable_that_turns_the_patch_off_is_no_way_to_turn_it_on(off):
    report = f"# megatron.x.own\n\n## How to enable\n\nNo, the other way round: `PRIMUS_VERBOSE_X=1` {off}.\n"
    assert _drafted(report, "enable.env") == []
    assert _drafted(report.replace(off, "turns it on"), "enable.env") == [("PRIMUS_VERBOSE_X", "1")]


def test_a_package_named_where_the_patch_skips_itself_or_as_the_runtime_is_no_requirement():
    skips = "# megatron.x.own\n\n## Requires\n\n- Transformer Engine, imported by the handler, which steps aside by itself at 2.14.\n"
    assert _drafted(skips, "requires.packages") == []
    assert _drafted(skips.replace("steps aside by itself", "reads it"), "requires.packages") == [("transformer_engine", None)]
    runtime = "# megatron.x.own\n\n## Requires\n\n- No Transformer Engine; JAX backend, nothing ROCm-specific.\n"
    assert _drafted(runtime, "requires.packages") == []


def test_a_primus_object_in_the_list_of_sites_leaves_the_items_after_it_in_the_list():
    report = (
        "# megatron.x.own\n\n## Patch logic\n\nWhat the patch rebinds:\n\n- `primus.backends.x.Norm.forward`\n"
        "- `megatron.core.transformer.transformer_layer.TransformerLayer.forward`\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.transformer.transformer_layer.TransformerLayer.forward"]


def test_a_setting_that_only_would_do_something_or_is_supposed_absent_enables_nothing():
    would = "# megatron.x.own\n\n## How to enable\n\nX_DIR=1 would just make a directory called 1.\n"
    assert _drafted(would, "enable.env") == []
    assert _drafted(would.replace("would just make a directory called 1", "turns it on"), "enable.env") == [("X_DIR", "1")]
    without = "# megatron.x.own\n\n## How to enable\n\nThat is wrong: without `PRIMUS_X=1` the condition is false.\n"
    assert _drafted(without, "enable.env") == []
    stock = "# megatron.x.own\n\n## How to enable\n\nThe stock `pre_trainer.yaml` sets `eval_iters: 0` anyway.\n"
    assert _drafted(stock, "enable.flags") == []
    assert _drafted(stock.replace("The stock `pre_trainer.yaml` sets", "Set"), "enable.flags") == [("eval_iters", 0)]


def test_the_rows_beside_a_tables_gate_row_are_requirements_not_switches():
    report = (
        "# megatron.x.own\n\n## How to enable\n\n| Key | Default | What this patch needs |\n|---|---|---|\n"
        "| `use_x` | `false` | `true` (this is the gate) |\n| `granularity` | `null` | `full` |\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]
    assert _drafted(report.replace(" (this is the gate)", ""), "enable.flags") == [("use_x", True), ("granularity", "full")]


def test_a_clause_that_goes_on_with_a_refusal_is_a_refusal_too():
    report = (
        "# megatron.x.own\n\n## How to enable\n\nValidation raises `ValueError` unless `mode` is `None`; also when both "
        "`a_flag` and `b_flag` are true.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_gate_of_an_and_of_three_things_whose_first_has_no_value_drafts_none_of_them():
    report = (
        "# megatron.x.own\n\n## How to enable\n\nThe condition is an AND of three things:\n\n"
        "- `fp4` set to an FP4 format;\n- `use_x: true`;\n- `use_y: true`.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("an AND of three things", "this"), "enable.flags") == [("use_x", True), ("use_y", True)]


def test_the_binding_a_handler_assigns_its_replacement_to_is_a_site():
    report = "# megatron.x.own\n\n## Patch logic\n\nThe handler assigns `_patched` to `megatron.training.training.f`.\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.training.training.f"]
    assert _drafted(report.replace("`_patched`", "`0.5`"), "upstream.symbols") == []
    assert _drafted(report.replace("assigns", "never assigns"), "upstream.symbols") == []


def test_a_listed_item_its_words_say_is_no_lasting_site_leaves_the_items_after_it_in_the_list():
    report = (
        "# megatron.x.own\n\n## Patch logic\n\nWhat the patch rebinds:\n\n"
        "- `megatron.core.a.swap_me` (line 3): only while the wrapped call runs.\n"
        "- `megatron.core.a.Config.__post_init__` (line 5): wrapped by `new_post_init`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.Config.__post_init__"]


def test_a_module_the_patch_ids_namespace_holds_is_no_sibling_patch():
    report = (
        "# megatron.training.own_flops\n\n## Patch logic\n\nThe handler imports `megatron.training.training` and assigns `_p` to "
        "`megatron.training.training.num_floating_point_operations`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.training.training.num_floating_point_operations"]


def test_the_nth_bullet_of_a_part_named_without_quotes_is_taken_back():
    report = (
        "# megatron.x.own\n\n## Patch logic\n\n- It wraps `megatron.a.f`.\n- It wraps `megatron.b.g`.\n\n"
        "## Requires\n\n- `torch`.\n- Nothing else.\n\n## Corrections\n\nThe second bullet of *Patch logic* (the one about `g`) is wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


def test_a_binding_swapped_only_while_the_wrapped_call_runs_is_no_site():
    report = "# megatron.x.own\n\n## Patch logic\n\nWhat the patch rebinds:\n\n- `torch.cuda.stream` → `_noop`, only while the wrapped `get_model` runs\n"
    assert _drafted(report, "upstream.symbols") == []


def test_a_value_that_points_at_the_corrections_below_is_not_taken():
    report = "# megatron.x.own\n\n## How to enable\n\n| Setting | Value | Note |\n|---|---|---|\n| `use_x` | `true` | see Corrections below |\n"
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("see Corrections below", "the gate"), "enable.flags") == [("use_x", True)]


def test_a_claim_quoted_as_code_and_called_wrong_is_taken_back():
    report = (
        "# megatron.x.own\n\n## How to enable\n\nMegatron's `--fp8` must be on as well (`fp8: hybrid`).\n\n## Corrections\n\n"
        "The `fp8: hybrid` sentence under How to enable is wrong too.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("is wrong too", "stands"), "enable.flags") == [("fp8", "hybrid")]


def test_a_setting_the_patch_also_runs_with_is_no_gate():
    report = "# torchtitan.x.own\n\n## How to enable\n\nThe condition is the model name alone, so it also runs with `compile.enable: false`.\n"
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("so it also runs with", "so it needs"), "enable.flags") == [("compile.enable", False)]


def test_a_listed_site_whose_item_goes_on_after_a_comma_with_a_temporary_swap_is_no_site():
    report = (
        "# megatron.x.own\n\n## Patch logic\n\nWhat the patch rebinds:\n\n- `megatron.a.train.f`, for the rest of the process;\n"
        "- `megatron.a.utils.g`, only while `f` runs (transient).\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.train.f"]


def test_a_module_the_report_says_is_imported_is_no_sibling_patch():
    report = (
        "# megatron.training.own\n\n## Patch logic\n\nThe handler imports `megatron.training.training` and rebinds "
        "`megatron.training.training.f`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.training.training.f"]


def test_a_registration_the_report_says_is_commented_out_names_no_patch_id():
    report = (
        "# Notes\n\n## What it does\n\nPatch id is `torchtitan.logger`; it redirects the logger.\n\n## Patch logic\n\n"
        'The metrics wrapper is another story. Its @register_patch("torchtitan.metrics.output_format", ...) is commented out, so '
        "it isn't registered at all.\n"
    )
    assert _drafted(report, "feature.id") == ["torchtitan.logger"]


def test_a_correction_that_writes_the_assignment_again_only_to_bound_it_still_takes_it_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt formats the log.\n\n## Patch logic\n\n- It keeps `original_log`.\n- It wraps `log`.\n"
        "- It then replaces `megatron.a.logger.info` with `custom_info` for the rest of the run.\n\n## Corrections\n\n"
        'The third bullet of "Patch logic" is wrong: `logger.info = custom_info` holds only while `original_log` runs.\n'
    )
    assert _drafted(report, "upstream.symbols") == []


def test_an_item_taken_back_by_its_number_in_a_correction_to_a_named_post():
    report = (
        "# megatron.x.own\n\n## Patch logic\n\n1. It checks the module.\n2. It rebinds `megatron.a.f`.\n\n"
        "## Porting\n\n- Nothing else.\n\nCorrection to my Patch logic post: item 2 is wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report.replace("item 2 is wrong", "item 1 is wrong"), "upstream.symbols") == ["megatron.a.f"]


def test_the_gate_helpers_file_is_not_the_patchs_file():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt rebinds `megatron.a.f`.\n\n## Code location\n\n"
        "- gate `is_x`: `primus/backends/megatron/patches/x/conditions.py:14-43`\n"
    )
    assert _drafted(report, "implementation.primus_file") == []
    assert _drafted(report.replace("gate `is_x`", "handler `patch_x`"), "implementation.primus_file") == [
        "primus/backends/megatron/patches/x/conditions.py"
    ]


def test_a_bullet_named_by_its_code_under_a_part_is_taken_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt splits the paths.\n\n## Patch logic\n\n- It rewrites `args.data_path`.\n"
        "- It rebinds `megatron.training.arguments._add_data_args`.\n\n## Porting notes\n\n"
        "Correction: the `_add_data_args` bullet under Patch logic is wrong: nothing is rebound.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report.replace("is wrong: nothing is rebound", "stands"), "upstream.symbols") == ["megatron.training.arguments._add_data_args"]


def test_an_item_of_a_part_called_wrong_after_a_colon_is_taken_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt maps a degree.\n\n## Patch logic\n\n1. It reads the degree.\n"
        "2. It rebinds `megatron.core.parallel_state.initialize_model_parallel`.\n\n## Notes\n\n"
        "Correction to item 2 of Patch logic: it is wrong, I retract it.\n"
    )
    assert _drafted(report, "upstream.symbols") == []


def test_what_a_supposed_run_would_end_with_enables_nothing():
    report = "# megatron.x.own\n\n## How to enable\n\nOn 32 ranks the args would end with `num_instances = 4`.\n"
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("the args would end with", "set"), "enable.flags") == [("num_instances", 4)]


def test_a_keyword_the_requirements_deny_is_no_package():
    report = "# megatron.x.own\n\n## Requires\n\n- Requires: nothing, no `backend_versions`, no `primus_versions`.\n"
    assert _drafted(report, "requires.packages") == []
    assert _drafted("# megatron.x.own\n\n## Requires\n\n- Requires: `einops`.\n", "requires.packages") == [("einops", None)]


def test_a_platform_word_said_of_a_named_build_is_no_platform():
    report = "# megatron.x.own\n\n## What it does\n\nSkip the legacy CUDA-only fused_kernels build on ROCm during conversion.\n"
    assert _drafted(report, "requires.platform") == []
    assert _drafted(report.replace("CUDA-only fused_kernels build", "CUDA-only path"), "requires.platform") == ["cuda"]


def test_a_key_listed_with_the_values_it_may_take_is_no_setting():
    report = '# megatron.x.own\n\n## How to enable\n\nThe key is `mp_context: "forkserver" | "spawn" | null` as the docstring lists it.\n'
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace(' | "spawn" | null', ""), "enable.flags") == [("mp_context", "forkserver")]


def test_a_correction_addressed_to_a_section_by_its_quoted_name_takes_back_that_section_only():
    report = (
        "# megatron.x.own\n\n## Name\n\n- Phase: `setup`\n- Requires: `einops`\n\n## What it does\n\nIt wraps a function.\n\n## Patch logic\n\nIt wraps `megatron.core.foo.Bar.f`.\n\n## Corrections\n\n"
        '- Correction to "Name": the phase is not `setup`. The registration says `phase="before_train"`.\n'
    )
    assert _drafted(report, "enable.phase") == ["before_train"]
    assert _drafted(report, "requires.packages") == []
    # The section ends at the next heading, though no part holds it: what the next sections say stands.
    assert _drafted(report, "upstream.symbols") == ["megatron.core.foo.Bar.f"]
    assert _drafted(report.replace('Correction to "Name"', "Also"), "requires.packages") == [("einops", None)]


def test_the_last_bullet_of_a_named_part_is_not_the_line_above():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt wraps a function.\n\n## Patch logic\n\n- It wraps `megatron.core.foo.Bar.f`.\n- It also rebinds `megatron.core.baz.g`.\n\n## Corrections\n\n"
        '- The registration says `phase="before_train"`.\n- The last bullet of "Patch logic" is wrong: nothing rebinds `g`.\n'
    )
    assert _drafted(report, "enable.phase") == ["before_train"]
    assert _drafted(report, "upstream.symbols") == ["megatron.core.foo.Bar.f"]


def test_an_item_of_the_list_above_called_wrong_by_its_number_is_taken_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt wraps a function.\n\n## Patch logic\n\n1. It wraps `megatron.core.foo.Bar.f`.\n1. It also wraps `megatron.core.foo.Bar.g`.\n\n"
        "Correction: item 2 of the list above is wrong. Nothing rebinds `g`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.core.foo.Bar.f"]
    kept = report.replace("item 2 of the list above is wrong. Nothing rebinds `g`.", "both items stand.")
    assert _drafted(kept, "upstream.aliases") == ["megatron.core.foo.Bar.g"]


def test_the_bullet_of_a_part_about_a_name_called_wrong_is_taken_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt wraps a function.\n\n## Patch logic\n\n- It replaces `megatron.training.loaders.build_f` with the closure.\n- It also wraps `megatron.core.schedules.get_f`.\n\n## Notes\n\n"
        'Also the bullet in "Patch logic" about `get_f` is wrong, please ignore it.\n'
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.training.loaders.build_f"]


def test_a_description_the_report_calls_stale_with_the_docstring_gives_no_summary():
    report = (
        '# megatron.x.own\n\n## What it does\n\nFrom `description=`: "Set the context from the \'mp\' param."\n\n## Corrections\n\n'
        "The code reads `other_key`. The docstring and `description=` are stale on this.\n"
    )
    assert _drafted(report, "feature.summary") == []
    assert _drafted(report.replace("are stale on this", "agree"), "feature.summary") == ["Set the context from the 'mp' param."]


def test_what_it_does_after_another_patchs_condition_is_that_patchs_too():
    report = (
        "# megatron.x.own\n\n## Notes\n\nIt writes one key. Related but separate: `megatron.x.other`.\n"
        "That one runs at `build_args`, and it runs unless `disable_other` is true.\n"
        "It swaps `megatron.core.transformer.moe.router.TopKRouter` for its own router.\n"
    )
    assert _drafted(report, "upstream.symbols") == []


def test_a_command_line_flag_said_to_be_off_is_no_setting():
    report = "# megatron.x.own\n\n## How to enable\n\nThe run needs `use_x: true` (Megatron's `--use-kitchen` is off).\n"
    assert _drafted(report, "enable.flags") == [("use_x", True)]
    assert _drafted(report.replace(" is off", " as well"), "enable.flags") == [("use_x", True), ("use_kitchen", True)]


def test_what_a_handler_asserts_after_a_rebinding_verb_is_no_site():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt swaps a builder.\n\n## Patch logic\n\n"
        "- Before either rebinding it asserts `megatron.core.extensions.transformer_engine.HAVE_TE`.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report.replace("it asserts", "it swaps"), "upstream.symbols") == ["megatron.core.extensions.transformer_engine.HAVE_TE"]


def test_a_sentence_opening_upstreams_behaviour_for_contrast_is_upstreams():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt swaps a kernel.\n\n## Notes\n\n"
        "Right, so for contrast, upstream behaviour: in `megatron.core.fusions.pad` upstream wraps the function in `torch.compile`.\n"
    )
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report.replace("for contrast, upstream behaviour: in", "in"), "feature.patch_style") == ["function_wrapping"]


def test_a_correction_to_a_section_that_names_one_bullet_of_it_keeps_the_rest():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt wraps a function.\n\n## What the patch rebinds\n\n"
        "- `megatron.training.training.num_flops`\n- `megatron.training.training.train_step`\n\n## Notes\n\n"
        'Correction to "What the patch rebinds": the second bullet is wrong.\n'
    )
    assert "megatron.training.training.num_flops" in _drafted(report, "upstream.symbols")


def test_a_labelled_line_someone_says_to_scrap_is_taken_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt sets one arg.\n\n## Requires\n\n- Requires: `einops`.\n\n## Notes\n\n"
        "Also scrap the bot's **Requires** line: nothing is pinned.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("scrap", "keep"), "requires.packages") == [("einops", None)]


def test_a_rebinding_given_to_another_patch_by_name_is_taken_back():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt dumps a schedule.\n\n## Patch logic\n\n"
        "It calls `dump`. And it also rebinds `megatron.training.training.get_fb_func` so the schedule gets wrapped.\n\n## Notes\n\n"
        "The get_fb_func rebinding is the before_train patch's.\n"
    )
    assert _drafted(report, "upstream.aliases") + _drafted(report, "upstream.symbols") == []
    kept = report.replace("is the before_train patch's", "stays")
    assert _drafted(kept, "upstream.aliases") + _drafted(kept, "upstream.symbols") == ["megatron.training.training.get_fb_func"]


def test_item_n_of_a_part_counts_its_top_level_items_and_may_name_the_parts_post():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt tolerates missing keys.\n\n## Patch logic\n\n"
        "1. It keeps the original.\n2. It defines the wrapper:\n   - dict vs dict skips a key\n   - list vs list raises\n"
        "3. It rebinds `megatron.core.dc.mapping.merge`.\n4. It also rebinds `megatron.core.dc.tensor_aware.merge`.\n\n## Notes\n\n"
        "- Correction to item 4 of Patch logic (2/4): it is wrong. Primus never touches it.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.core.dc.mapping.merge"]


def test_an_item_that_ends_its_sentence_leads_into_no_sibling_item():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt tolerates missing keys.\n\n## Patch logic\n\nIt rebinds `megatron.core.dc.mapping.merge`.\n\n"
        "## Notes\n\nNo, that is another patch. Related but separate:\n"
        "- `megatron.patch.writer` (:147): replaces `megatron.core.dc.strategies.Writer` with its own.\n"
        "- `megatron.checkpoint.save_checkpoint` (:180): skips the save at the last iteration.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.dc.mapping.merge"]


def test_also_separate_opens_another_patchs_sentence():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt splits wgrad.\n\n## Notes\n\n"
        "Also separate, megatron.pp.linear_grad_split, which replaces `megatron.core.tensor_parallel.layers.LinearWithGrad`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == []
    kept = report.replace("Also separate, megatron.pp.linear_grad_split, which replaces", "It replaces")
    assert _drafted(kept, "upstream.symbols") + _drafted(kept, "upstream.aliases") == ["megatron.core.tensor_parallel.layers.LinearWithGrad"]


def test_a_summary_with_names_read_aloud_is_not_drafted():
    report = (
        "# megatron.x.own\n\n## What it does\n\nPatch legacy GroupedMLP dot forward to split wgrad for pipeline parallelism.\n\n"
        "## Patch logic\n\nIt rebinds `megatron.core.transformer.moe.experts.GroupedMLP.forward`.\n"
    )
    assert _drafted(report, "feature.summary") == []
    assert _drafted(report.replace(" dot ", "."), "feature.summary") == ["Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism."]


def test_a_value_set_on_it_is_an_attribute_of_an_object_not_a_side_effect():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt fuses a kernel.\n\n## Patch logic\n\n"
        "- The new forward saves the input and sets `activation_offloading = True` on it when cpu_offload_input.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.replace(" on it when", " when"), "enable.side_effects") == [("activation_offloading", True)]


def test_a_patch_marked_not_this_one_in_parentheses_is_another_patch():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt fuses a kernel.\n\n## Notes\n\n"
        "The te_swiglu patch (not this one) rebinds `megatron.core.fusions.swiglu.SwiGLU.forward`.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report.replace(" (not this one)", ""), "upstream.symbols") == ["megatron.core.fusions.swiglu.SwiGLU.forward"]


def test_the_file_an_original_implementation_stood_in_is_not_the_patchs_file():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt disables a second DDP.\n\n## Code location\n\n"
        "- primus/backends/megatron/patches/build_model_patches.py:26-71\n"
        '- The docstring says it mirrors "the original ad-hoc implementation in primus/pretrain.py".\n'
    )
    assert _drafted(report, "implementation.primus_file") == ["primus/backends/megatron/patches/build_model_patches.py"]


def test_the_only_lasting_rebinding_named_bare_keeps_the_other_sites_out():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt disables a second DDP.\n\n## Patch logic\n\n"
        "1. It binds a wrapper as `megatron.training.training.get_model`.\n2. Inside the wrapper, `torch.cuda.stream` is replaced by a no-op.\n\n"
        "## Notes\n\nThe only lasting rebinding is megatron.training.training.get_model.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.training.training.get_model"]


def test_a_row_a_comments_table_calls_wrong_is_the_row_of_the_table_that_numbers_its_rows():
    report = (
        "# megatron.x.own\n\n## What it does\n\nIt skips a sync.\n\n## Facts\n\n| Row | Field | Value |\n| --- | --- | --- |\n"
        "| 2 | How to enable | `use_x: true` |\n| 3 | How to enable | `PRIMUS_X=1` |\n\n## Comments\n\n| Row | Who | Comment |\n| --- | --- | --- |\n"
        "| 2 | mk | Row 3 is wrong: nothing reads an env var. |\n"
    )
    assert _drafted(report, "enable.env") == []
    assert _drafted(report.replace("Row 3 is wrong", "Row 3 stands"), "enable.env") == [("PRIMUS_X", "1")]


def test_a_quoted_value_said_to_be_wrong_above_takes_back_the_line_holding_it():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt skips a compile.\n\n## Requires\n\n"
        '- register_patch has backend_versions=">=0.12.0" on it\n'
        '- correction: there is no version pin, the ">=0.12.0" above is wrong\n'
    )
    assert _drafted(report, "requires.backend_versions") == []
    assert _drafted(report.replace(" above is wrong", " above is right"), "requires.backend_versions") == [">=0.12.0"]


def test_a_version_said_aloud_and_ignored_takes_back_the_requirement_naming_it():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt installs a hook.\n\n## Requires\n\n"
        "And Transformer Engine older than 2.10.\n\nSorry, my mistake, not 2.10, please ignore 2.10. It's 2.14.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("please ignore 2.10", "that was 2.10"), "requires.packages") == [("transformer_engine", "<2.10")]


def test_a_paragraph_taken_back_by_its_opening_words_is_taken_back_whole():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt overrides model args.\n\n## How to enable\n\n"
        'First pass: it is enabled by `params.model_overrides`, with every key starting with "model." '
        "(`model.n_layers: 8`, `model.dim: 4096`), as the docstring shows.\n\n"
        'Correction to the "First pass" paragraph above: the handler never reads `model_overrides`.\n'
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace('"First pass" paragraph', '"Second pass" paragraph'), "enable.flags") == [
        ("model.n_layers", 8),
        ("model.dim", 4096),
    ]


def test_a_bullet_named_by_its_topic_in_a_correction_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt overrides a check.\n\n## Requires\n\n"
        "- Tensor parallel size must be 1 (`tensor_model_parallel_size == 1`), checked inside the gate.\n\n"
        "Correction to the tensor-parallel bullet above: it is wrong.\n"
    )
    assert _drafted(report, "constraints") == []
    kept = _drafted(report.replace("tensor-parallel bullet", "pipeline bullet"), "constraints")
    assert [(c["param"], c["op"], c["value"]) for c in kept] == [("tensor_model_parallel_size", "==", 1)]


def test_a_correction_quoting_the_bullet_it_takes_back_withdraws_that_bullet():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt wraps a getter.\n\n## Patch logic\n\n"
        "- It rebinds `torchtitan.protocols.train_spec.get_train_spec`.\n"
        "- It also rebinds `torchtitan.train_spec.get_train_spec`, the path the docstring names.\n\n"
        '## Notes\n\nCorrection to the Patch logic bullet "It also rebinds `torchtitan.train_spec.get_train_spec` ...": '
        "that path exists only in the docstring.\n"
    )
    sites = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert sites == ["torchtitan.protocols.train_spec.get_train_spec"]


def test_a_table_row_that_says_the_setting_is_not_read_by_this_patch_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses a norm.\n\n## How to enable\n\n"
        "| Setting | Default | Value for the patch | Notes |\n|---|---|---|---|\n"
        "| `use_turbo_rms_norm` | `false` | `true` | not read by this patch; the rms_norm patch's switch |\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("not read by this patch; ", ""), "enable.flags") == [("use_turbo_rms_norm", True)]


def test_what_only_some_layers_need_is_no_constraint_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses a norm.\n\n## Requires\n\n"
        "The gate's docstring says only the Turbo linear layers need `tensor_model_parallel_size == 1`.\n"
    )
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace("only the Turbo linear layers need", "the patch needs"), "constraints") != []


def test_a_supposed_example_led_by_a_list_item_hedges_the_code_block_in_it():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt installs a runner.\n\n## How to enable\n\n"
        "- Supposed example, only to show the overrides (not a shipped config; nobody runs these numbers):\n\n"
        "      overrides:\n        fp4: e2m1\n        weight_deosc: true\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("Supposed example, only to show the", "The"), "enable.flags") != []


def test_a_flag_said_to_do_nothing_for_the_patch_is_no_switch():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt advances a cache.\n\n## How to enable\n\n"
        "Megatron's own `--fp8` (`fp8: hybrid` in a config) does nothing for this patch.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace(" (`fp8: hybrid` in a config) does nothing for this patch", " must be set"), "enable.flags") == [
        ("fp8", True)
    ]


def test_a_setting_pointed_at_above_or_quoted_from_a_config_file_is_no_flag():
    pointed = (
        "# `megatron.x.own`\n\n## What it does\n\nIt installs a runner.\n\n## How to enable\n\n"
        "Note the condition never reads it; `fp4_recipe: mxfp4` above is only what the grid was written for.\n"
    )
    assert _drafted(pointed, "enable.flags") == []
    assert _drafted(pointed.replace(" above is only what", " is what"), "enable.flags") == [("fp4_recipe", "mxfp4")]
    quoted = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt fuses a combine.\n\n## How to enable\n\n"
        'In practice it is the model name, e.g. `name: "deepseek_v3"` in `primus/configs/models/deepseek_v3_16b.yaml`.\n'
    )
    assert _drafted(quoted, "enable.flags") == []


def test_a_shipped_configs_setting_is_no_flag():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt overrides model args.\n\n## How to enable\n\n"
        "A shipped config that does trigger it: `llama3.1_405B.yaml:9` sets `n_layers: 126`.\n"
    )
    assert _drafted(report, "enable.flags") == []
    # What one config file sets, at any line, is that file's contents; the same setting asked for is a flag.
    assert _drafted(report.replace("A shipped config that does trigger it:", "To trigger it:"), "enable.flags") == []
    assert _drafted(report.replace("A shipped config that does trigger it: `llama3.1_405B.yaml:9` sets", "To trigger it, set"), "enable.flags") == [
        ("n_layers", 126)
    ]


def test_the_description_of_a_neighbours_registration_in_a_grep_is_not_the_summary():
    report = (
        "# `megatron_bridge.x.own`\n\n## Registrations\n\n```\n766:@register_patch(\n"
        '767-    "megatron.x.neighbour",\n769-    phase="before_train",\n'
        '770-    description="Patch the neighbour for something else entirely.",\n--\n915:@register_patch(\n'
        '916-    "megatron_bridge.x.own",\n919-    description="Forward the last-rank line to rank 0.",\n```\n\n'
        "## Patch logic\n\nIt wraps `megatron.bridge.training.train.training_log`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Forward the last-rank line to rank 0."]


def test_a_source_read_only_to_look_at_it_is_no_source_rewrite():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "First it reads upstream's `get_fp4_recipe` with `inspect.getsource`, only to look at it, nothing is exec'd.\n"
        "Then it replaces `megatron.core.enums.Fp4Recipe` with its own enum.\n"
    )
    assert _drafted(report, "feature.patch_style") != ["source_rewrite"]
    assert _drafted(report.replace(", only to look at it, nothing is exec'd", ""), "feature.patch_style") == ["source_rewrite"]


def test_packages_listed_after_nothing_from_are_all_denied():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt fuses a combine.\n\n## Requires\n\n"
        "- Imports `torchtitan.models.moe.moe` and `torch`; nothing from Primus-Turbo, Transformer Engine or aiter.\n"
    )
    assert sorted(_drafted(report, "requires.packages")) == [("torch", None)]


def test_a_heading_of_other_patches_a_few_words_long_is_about_other_patches():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt installs a schedule.\n\n# Other setup-phase TorchTitan patches\n\n"
        "## torchtitan.x.neighbour (neighbour_patches.py)\n\n- It replaces `torch.nn.Embedding.__init__` with a wrapper.\n"
    )
    assert _drafted(report, "upstream.symbols") == []


def test_a_list_under_a_paragraph_introducing_another_patch_is_that_patchs():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt routes collectives to Turbo.\n\n## Notes\n\n"
        "Related but separate, since it also uses symmetric memory: `torchtitan.x.sdma` (`sdma_patches.py`).\n\n"
        "- It rebinds `torch.distributed.fsdp.fully_shard`.\n- Gated on `SDMA_ALL_GATHER=1` only.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == []
    assert _drafted(report, "enable.env") == []


def test_a_patch_named_after_an_aside_in_parentheses_is_another_patch():
    report = (
        "# `torchtitan.model_override`\n\n## What it does\n\nIt overrides model args.\n\n## Code location\n\n"
        "- Related patch (not this one): `torchtitan.training.mock_hf_dataset`, see the next notebook.\n\n# torchtitan.training.mock_hf_dataset\n\n"
        "- Turned on by `training.mock_data: true`.\n"
    )
    flags = extract(report, "torchtitan.model_override", "r.md").facts.get("enable.flags", [])
    assert flags == []
    said_plainly = report.replace("Related patch (not this one): `torchtitan.training.mock_hf_dataset`", "See the next notebook")
    assert [f.value for f in extract(said_plainly, "torchtitan.model_override", "r.md").facts.get("enable.flags", [])] == [("training.mock_data", True)]


def test_a_value_quoted_as_code_and_scratched_takes_back_that_value_alone():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt rewrites a path.\n\n## How to enable\n\n"
        '`@register_patch("megatron.x.own", backend="megatron", phase="before_train")`.\n\n'
        "You're right, my mistake - scratch the `before_train` above.\n"
    )
    assert _drafted(report, "enable.phase") == []
    assert _drafted(report, "feature.id") == ["megatron.x.own"]
    assert _drafted(report.replace("scratch the `before_train` above", "keep it"), "enable.phase") == ["before_train"]


def test_a_summary_keeps_the_marks_markdown_escapes_not_the_escapes():
    report = "# `maxtext.x.own`\n\n## What it does\n\nIts description= reads: \"Wrap initialize to forward \\*\\*kwargs to pyconfig\".\n"
    assert _drafted(report, "feature.summary") == ["Wrap initialize to forward **kwargs to pyconfig"]


def test_a_chinese_supposed_example_led_by_a_full_width_colon_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n它把配置写进 args。\n\n## How to enable\n\n"
        "假设的示例（不是仓库里自带的配置，只是为了说明它会覆盖什么）：\n\n```yaml\nuse_torch_fsdp2: true\n```\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("假设的示例（不是仓库里自带的配置，只是为了说明它会覆盖什么）", "需要的配置"), "enable.flags") == [
        ("use_torch_fsdp2", True)
    ]


def test_a_requirement_the_writer_says_they_had_written_in_chinese_is_no_bound():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n它把配置写进 args。\n\n## Requires\n\n"
        '- 初稿里我写过"需要 megatron-core >= 0.12.0"，请忽略这句，注册里根本没有版本范围。\n'
    )
    assert _drafted(report, "requires.backend_versions") == []


def test_a_binding_nothing_restores_is_a_site_not_a_fallback():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt sets a start method.\n\n## Patch logic\n\n"
        "* What the patch rebinds:\n  * `torch.utils.data.DataLoader.__init__` — for the rest of the process, nothing restores it.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["torch.utils.data.DataLoader.__init__"]
    assert _drafted(report.replace("nothing restores it", "a failure restores it"), "upstream.symbols") == []


def test_a_registered_description_naming_a_key_the_report_says_is_not_the_patchs_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIts description= reads: \"Set the context from the 'multiprocessing_context' "
        "module param to avoid SIGSEGV.\"\n\n## Notes\n\n`multiprocessing_context` is not this patch's switch: the code reads "
        "`dataloader_mp_context`.\n"
    )
    assert _drafted(report, "feature.summary") == []
    kept = report.replace("`multiprocessing_context` is not this patch's switch: the", "The")
    assert _drafted(kept, "feature.summary") == ["Set the context from the 'multiprocessing_context' module param to avoid SIGSEGV."]


def test_a_supposed_example_that_names_another_patchs_switches_hedges_its_items_too():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses a norm.\n\n## How to enable\n\n"
        "- Supposed example, only to show a run with both patches (not a shipped config; the two keys are the other patch's "
        "switches, not this one's):\n- `enable_primus_turbo: true`\n- `# plus, in the launcher: export PRIMUS_X=1`\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report, "enable.env") == []


def test_a_code_block_that_calls_itself_hypothetical_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt patches hooks.\n\n## How to enable\n\n"
        "<details>\n  <summary>Override</summary>\n\n\n"
        "```yaml\n# hypothetical experiment override\nmodules:\n  pre_trainer:\n    overrides:\n      overlap_grad_reduce: true\n```\n\n</details>\n"
    )
    assert _drafted(report, "enable.flags") == []
    plain = report.replace("# hypothetical experiment override", "# the override")
    assert _drafted(plain, "enable.flags") == [("overlap_grad_reduce", True)]
    # A summary calling what it folds a supposed example says it of the block too.
    assert _drafted(plain.replace("<summary>Override", "<summary>Supposed example (not a shipped config)"), "enable.flags") == []
    # "example only" says it as plainly as "hypothetical".
    assert _drafted(report.replace("hypothetical experiment override", "example only -- an override we tried"), "enable.flags") == []


def test_settings_a_clause_says_the_patch_does_not_look_at_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt patches hooks.\n\n## How to enable\n\n"
        "`mode: max-autotune` and `overlap_grad_reduce: true` are set because the 70B run used them; the patch does not look at them.\n"
    )
    assert _drafted(report, "enable.flags") == []


def test_a_correction_naming_an_item_by_number_and_quote_takes_that_item_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt patches hooks.\n\n## Patch logic\n\n"
        "1. It rebinds `megatron.a.B.f`.\n2. It also wraps `megatron.training.training.setup_model_and_optimizer`.\n\n"
        "## Corrections\n\nCorrection to the Patch logic item 2 (“It also wraps `megatron.training.training.setup_model_and_optimizer` …”): wrong.\n"
    )
    sites = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert "megatron.training.training.setup_model_and_optimizer" not in sites


def test_a_guess_the_writer_asks_to_ignore_by_its_quote_is_no_bound():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt packs streams.\n\n## Requires\n\n"
        "- Needs megatron-core >= 0.14 (cp_group in the shape code).\n\n## Corrections\n\n"
        '- Please ignore the "megatron-core >= 0.14" guess. No version bound applies.\n'
    )
    assert _drafted(report, "requires.backend_versions") == []


def test_what_a_config_file_already_sets_is_no_flag_and_a_launchers_exports_no_variable():
    config = (
        "# `megatron.x.own`\n\n## What it does\n\nIt packs streams.\n\n## How to enable\n\n"
        "`deepseek_v4_base.yaml` already sets `hc_mult: 4`, so any V4 run gets it.\n"
    )
    assert _drafted(config, "enable.flags") == []
    launcher = (
        "# `megatron.x.own`\n\n## What it does\n\nIt stops a service.\n\n## How to enable\n\n"
        "The launcher `run_odc.sh` exports `NCCL_SOCKET_IFNAME=lo`; the teardown reads neither.\n"
    )
    assert _drafted(launcher, "enable.env") == []


def test_an_implicit_check_of_the_patched_methods_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt patches hooks.\n\n## Requires\n\n"
        "- Implicit checks (each a `RuntimeError` in the patched methods): `use_forward_hook` must be true.\n"
    )
    assert _drafted(report, "constraints") == []


def test_the_items_nested_under_an_item_led_by_another_patchs_label_are_that_patchs():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt pads a routing map.\n\n## Notes\n\n"
        "1. It rebinds `megatron.core.fusions.pad.fused_pad_routing_map`.\n"
        "2. Related but separate: `megatron.moe.permute_fusion` is gated by `moe_permute_fusion` and\n"
        "   - rebinds `megatron.core.extensions.transformer_engine.fused_permute`;\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.core.fusions.pad.fused_pad_routing_map"]


def test_the_patch_a_binding_belongs_to_is_another_patch_not_a_site():
    report = (
        "# `megatron.gpt.own`\n\n## What it does\n\nIt builds layer specs.\n\n## Patch logic\n\n"
        "It rebinds `megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs`; "
        "the `TESpecProvider` rebinding belongs to `megatron.turbo.te_spec_provider`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == [
        "megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"
    ]


def test_a_comparison_that_raises_only_with_another_condition_is_no_constraint():
    report = (
        "# `megatron.moe.own`\n\n## What it does\n\nIt swaps the MoE layer.\n\n## Requires\n\n"
        "- During training, `tensor_model_parallel_size > 1` without `sequence_parallel` raises `ValueError`.\n"
    )
    assert _drafted(report, "constraints") == []


def test_a_table_value_given_as_alternatives_for_one_case_or_as_one_way_in_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt overlaps zeroing.\n\n## How to enable\n\n"
        "| Key | Default | Value for this patch | Note |\n|---|---|---|---|\n"
        "| `fp8` | `null` (trainer_base.yaml:52) | `e4m3` or `hybrid` | any truthy value |\n"
        "| `fp8_scaling_strategy` | `dynamic` | `delayed` | one of the two ways in |\n"
        "| `tensor_model_parallel_size` | `1` (Megatron default) | `2` for the prefetch half | only the prefetcher |\n"
        "| `use_x` | `false` | `true` | the switch |\n"
    )
    assert _drafted(report, "enable.flags") == [("use_x", True)]


def test_a_description_cited_with_its_file_in_parentheses_is_the_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n"
        'Registered description (primus/backends/megatron/patches/x_patches.py:213): "Overlap grad buffer zeroing via streams."\n'
    )
    assert _drafted(report, "feature.summary") == ["Overlap grad buffer zeroing via streams."]


def test_a_list_under_a_paragraph_naming_a_second_related_patch_is_that_patchs():
    report = (
        "# `megatron.moe.own`\n\n## What it does\n\nIt skips an identity sort.\n\n## Notes\n\n"
        "Second related patch on the same dispatcher, also not this one: `megatron.moe_alltoall_dtoh` (dtoh_patches.py).\n\n"
        "- It replaces `megatron.core.transformer.moe.token_dispatcher.MoEAlltoAllTokenDispatcher._maybe_dtoh`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == []


def test_a_package_whose_missing_import_is_silent_until_one_case_is_no_requirement():
    report = (
        "# `megatron.pp.own`\n\n## What it does\n\nIt splits a gradient.\n\n## Requires\n\n"
        "- The import of Apex is wrapped in `try/except ImportError`, so a missing Apex is silent until the first backward "
        "with fusion on, which then fails with a `NameError`.\n"
    )
    assert _drafted(report, "requires.packages") == []


def test_a_bullet_a_later_note_quotes_in_parentheses_and_calls_wrong_is_taken_back():
    content = (
        "# megatron.patch.own\n\n## What it does\n\nIt tolerates missing keys.\n\n## Patch logic\n\n"
        "- It rebinds `megatron.core.dist_checkpointing.mapping.apply_factory_merges`.\n"
        "- It also rebinds `megatron.training.checkpointing.load_checkpoint`.\n\n"
        "## Related but separate\n\n- `megatron.patch.load_fix` wraps `load_checkpoint`.\n"
    )
    note = (
        'The last bullet of "Patch logic" ("It also rebinds `megatron.training.checkpointing.load_checkpoint` ...") is wrong: '
        "that binding belongs to `megatron.patch.load_fix`. This patch only rebinds the `apply_factory_merges` attribute."
    )
    saved = [{"format": "markdown", "slug": "x", "title": "megatron.patch.own", "content": content},
             [{"body": note, "created_at": "2026-03-02T10:00:00Z", "system": False}]]
    found = extract(json.dumps(saved), None, "wiki.json").facts
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in found.get(name, [])]
    assert sites == ["megatron.core.dist_checkpointing.mapping.apply_factory_merges"]


def test_a_package_another_module_imports_transitively_is_no_requirement_of_the_patch():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt binds a workspace helper.\n\n## Version compatibility and dependencies\n\n"
        "- `torch`.\n"
        "- So `primus_turbo` is a **transitive import** of the Primus helper, not a kernel this patch uses.\n"
        "- No `aiter` import anywhere under `primus/backends/transformer_engine` (that would come from TE itself on ROCm images).\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]


def test_a_bare_name_the_report_sets_on_an_object_elsewhere_is_no_side_effect():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt turns a TE option off.\n\n## Patch logic\n\n"
        "- The wrapper calls the original `__init__` and then sets `self.linear_fc1.save_original_input = False`.\n\n"
        "## Constraints\n\n- The code lets the original `__init__` run and then sets `save_original_input = False` afterwards.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.replace("self.linear_fc1.save_original_input", "args.save_original_input"), "enable.side_effects") == [
        ("save_original_input", False)
    ]


def test_a_helper_a_file_holds_which_wraps_an_upstream_function_names_no_site():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt fixes an FP8 clash.\n\n## Patch logic\n\n"
        "- It wraps `megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__`.\n"
        "- The check goes through te_patches/utils.py is_te_min_version, which wraps `megatron.core.utils.is_te_min_version`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"]


def test_the_import_of_a_site_at_a_line_does_not_make_the_site_a_module():
    report = (
        "# `megatron.sft.own`\n\n## What it does\n\nIt zeroes NaN grads.\n\n## Patch logic\n\n"
        "- Upstream symbol: `megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads` "
        "(import at line 58, original saved at line 60).\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"]


def test_an_assert_inside_a_named_data_function_is_no_constraint_of_the_run_config():
    report = (
        "# `megatron.pp.own`\n\n## What it does\n\nIt reads batches from a store.\n\n## Constraints\n\n"
        "- attention_mask must be None under patch_zero_bubble: assert in get_batch_func (data_loader_store.py:54-56).\n"
    )
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace("assert in get_batch_func", "asserted"), "constraints") != []


def test_a_label_saying_what_the_symbol_undergoes_names_a_site():
    report = (
        "# `megatron.sft.own`\n\n## What it does\n\nIt zeroes NaN grads.\n\n## Patch logic\n\n"
        "- Upstream symbol wrapped: `megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"]


def test_a_correction_denying_two_sites_joined_by_or_takes_back_both():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt keeps an FP8 cache off.\n\n## Patch logic\n\n"
        "- It rebinds `megatron.core.extensions.transformer_engine.TELinear.__init__`.\n"
        "- It rebinds `megatron.core.extensions.transformer_engine.TERowParallelLinear.__init__`.\n\n"
        "Correction to the sites list above: the patch does not rebind `TEColumnParallelLinear.__init__` or "
        "`TERowParallelLinear.__init__`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.extensions.transformer_engine.TELinear.__init__"]


def test_a_correction_saying_primus_does_not_rebind_a_site_takes_it_back():
    report = (
        "# `megatron.own`\n\n## What it does\n\nIt builds the profiler with Primus options.\n\n## Patch logic\n\n"
        "- It wraps `torch.profiler.profile`.\n- It also rebinds `torch.autograd.profiler.profile` to the same wrapper.\n\n"
        "## Notes\n\n**Correction to the Patch logic section above:** Primus does not rebind `torch.autograd.profiler.profile`.\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report, "upstream.symbols") == ["torch.profiler.profile"]


def test_a_site_another_line_says_is_swapped_only_for_one_call_is_a_transient_todo():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt keeps an FP8 cache off.\n\n## Patch logic\n\nSites it rebinds:\n\n"
        "- `megatron.core.extensions.transformer_engine.TELinear.__init__`\n"
        "- `megatron.core.extensions.transformer_engine._get_extra_te_kwargs`\n\n"
        "The `_get_extra_te_kwargs` rebinding is temporary: it is only swapped while a `TELinear` is being constructed.\n"
    )
    extraction = extract(report, None, "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.core.extensions.transformer_engine.TELinear.__init__"]
    assert any(t.field == "upstream.transient" and "_get_extra_te_kwargs" in t.why for t in extraction.todos)
    # "assigns `a` and, transiently, `b`": the name nearest the word is the one swapped, not the site before it.
    nearest = report.replace(
        "The `_get_extra_te_kwargs` rebinding is temporary: it is only swapped while a `TELinear` is being constructed.",
        "It imports `import megatron.core.extensions.transformer_engine as te_ext`, and only ever assigns `TELinear.__init__` and, "
        "transiently, `te_ext._get_extra_te_kwargs`.",
    )
    assert _drafted(nearest, "upstream.symbols") == ["megatron.core.extensions.transformer_engine.TELinear.__init__"]
    # Another module's function of the same last name is another binding.
    other = report.replace("The `_get_extra_te_kwargs` rebinding", "The `pyconfig._get_extra_te_kwargs` rebinding")
    assert len(_drafted(other, "upstream.symbols")) == 2


def test_a_class_named_in_the_reason_after_a_package_list_is_no_package():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt keeps an FP8 cache off.\n\n## Version compatibility and dependencies\n\n"
        "- Packages: Megatron-LM and Transformer Engine, since `TELayerNormColumnParallelLinear` wraps `te.pytorch.LayerNormLinear`.\n"
    )
    assert [name for name, _ in _drafted(report, "requires.packages")] == ["transformer_engine"]


def test_a_platform_the_writer_calls_a_guess_is_no_value():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt keeps an FP8 cache off.\n\n## Version compatibility and dependencies\n\n"
        "- The kwarg is only accepted by the ROCm build of TE; not verified in this repo, so treat ROCm-only as a guess.\n"
    )
    assert _drafted(report, "requires.platform") == []
    assert _drafted(report.replace("; not verified in this repo, so treat ROCm-only as a guess", ", so it is ROCm-only"), "requires.platform") == [
        "rocm"
    ]


def test_an_item_under_a_lead_ending_in_a_colon_is_no_summary():
    report = (
        "# `megatron.own`\n\n## What it does\n\n"
        "Primus wraps `torch.profiler.profile` so that the profiler is created with Primus options:\n\n"
        "- activities: `ProfilerActivity.CUDA`, plus `ProfilerActivity.CPU` unless `disable_cpu` is set;\n"
        "- a schedule derived from `profile_step_start`.\n\n"
        "## Patch logic\n\n- It wraps `torch.profiler.profile`.\n"
    )
    assert _drafted(report, "feature.summary") == []
    # A sentence after the list still says what the patch does.
    with_sentence = report.replace("## Patch logic", "The patch builds the profiler once.\n\n## Patch logic")
    assert _drafted(with_sentence, "feature.summary") == ["The patch builds the profiler once."]


def test_the_parameters_of_a_link_are_no_flags():
    report = (
        "# `megatron.turbo.own`\n\n## What it does\n\nIt installs an import hook.\n\n## How to enable\n\n"
        "- Condition: a named helper, "
        "https://sourcegraph.com/github.com/AMD-AGI/Primus/-/blob/x_patches.py?L137#symbolName=_can_install&symbolKind=FUNCTION&lineContext=3\n"
        "- It needs `use_turbo_attention=True`.\n"
    )
    assert _drafted(report, "enable.flags") == [("use_turbo_attention", True)]


def test_the_values_one_config_file_sets_are_no_flags():
    report = (
        "# `megatron.transformer.own`\n\n## What it does\n\nIt adds config fields.\n\n## How to enable\n\n"
        "The patch applies when any of the keys is set. In practice the model YAMLs turn it on; `configs/models/zebra_llama.yaml:46-51` sets "
        "`linear_key_head_dim: 64`, `linear_num_key_heads: 4`.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("In practice `configs", "In practice the model YAMLs turn it on; `configs"), "enable.flags") == []
    assert _drafted(report.replace("`configs/models/zebra_llama.yaml:46-51` sets", "the patch needs"), "enable.flags") != []


def test_what_the_framework_does_before_the_patch_is_no_summary():
    report = (
        "# `megatron.training.own`\n\n## What it does\n\n"
        "Megatron sizes the validation dataset from the training length.\n\n"
        "The patch sizes it to one evaluation pass.\n\n## Patch logic\n\n- It replaces `megatron.training.training.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["The patch sizes it to one evaluation pass."]


def test_a_heading_naming_another_patch_opens_its_page_when_a_patch_is_asked_for():
    report = (
        "# TorchTitan patches\n\n## Deep-dive: `torchtitan.own`\n\n### 1. What it does\n\nIt redirects the logger.\n\n"
        "### 2. Patch logic\n\n- It rebinds `torchtitan.tools.logging.logger`.\n\n"
        "## Deep-dive: `torchtitan.peak_flops`\n\n### 1. What it does\n\nIt knows MI355X.\n\n"
        "### 5. Porting\n\nRebind `torchtitan.tools.utils.get_peak_flops` before the metrics processor is built.\n"
    )
    found = extract(report, "torchtitan.own", "r.md").facts
    assert [f.value for f in found["upstream.symbols"]] == ["torchtitan.tools.logging.logger"]


def test_a_neighbouring_patches_heading_in_italian_or_dutch_states_nothing_of_this_patch():
    for heading in ("Patch vicine", "Naburige patches"):
        report = (
            "# `torchtitan.dsv3.own`\n\n## Cosa fa\n\nIt combines in bf16.\n\n## Patch logic\n\n- It rebinds `torchtitan.models.moe.moe.MoE.forward`.\n\n"
            f"## 7. {heading}\n\n### `torchtitan.primus_turbo.other`\n\n"
            "It rebinds `torchtitan.models.moe.moe._run_experts`, which calls `primus_turbo.pytorch.ops.grouped_gemm_fp8`.\n"
        )
        found = extract(report, None, "r.md").facts
        assert "implementation.turbo" not in found
        assert [f.value for f in found["upstream.symbols"]] == ["torchtitan.models.moe.moe.MoE.forward"]


def test_a_config_a_lead_calls_an_example_or_a_shipped_example_gives_no_flags():
    report = (
        "# `torchtitan.own`\n\n## What it does\n\nIt overrides model args.\n\n## How to enable\n\n"
        "- Config key: `params.model_overrides`, either flat (`model.n_layers: 8`) or nested under `model:`.\n\n"
        "A shipped example is `n_layers: 126` directly under `model:` in `llama3.1_405B.yaml:9`.\n\n"
        "What a working config looks like:\n\n```yaml\nmodel:\n  name: \"llama3\"\n  n_layers: 8\n```\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("What a working config looks like:", "To turn it on:"), "enable.flags") != []


def test_conditions_and_doubts_in_italian_dutch_and_polish_are_read():
    base = "# `megatron.x.own`\n\n## What it does\n\nIt splits a pipeline.\n\n## How to enable\n\n- {}\n"
    for line in ("Si attiva solo se `use_x=True`.", "Tenzij `use_x=True` is gezet.", "Ik denk dat `use_x=True` nodig is.",
                 "Tylko gdy `use_x=True`.", "Forse `use_x=True`."):
        assert _drafted(base.format(line), "enable.flags") == [], line
    assert _drafted(base.format("It needs `use_x=True`."), "enable.flags") == [("use_x", True)]


def test_the_kernel_another_classs_method_calls_is_not_the_patchs_turbo_symbol():
    report = (
        "# `megatron.turbo.own`\n\n## What it does\n\nIt fuses a residual add into the norm.\n\n## Code location\n\n"
        "- Norm class it extends: `PrimusTurboRMSNorm` (its own `forward` calls `primus_turbo.pytorch.ops.normalization.rmsnorm`).\n"
        "- **Turbo side:** `primus_turbo.pytorch.ops.normalization.rmsnorm_residual`.\n"
    )
    assert _drafted(report, "implementation.turbo") == ["primus_turbo.pytorch.ops.normalization.rmsnorm_residual"]


def test_a_package_denied_in_spanish_or_portuguese_is_no_requirement():
    base = "# `megatron.x.own`\n\n## What it does\n\nIt forwards a log line.\n\n## Version compatibility and dependencies\n\n- {}\n"
    for line in ("No usa Primus-Turbo. Tampoco depende de Transformer Engine.", "Não usa Primus-Turbo, nem depende de Transformer Engine."):
        assert _drafted(base.format(line), "requires.packages") == [], line
    assert _drafted(base.format("Depende de Transformer Engine."), "requires.packages") == [("transformer_engine", None)]


def test_a_package_a_turkish_line_says_is_not_needed_is_no_requirement():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\nIt splits data paths.\n\n## Version compatibility and dependencies\n\n"
        "- `primus_turbo` gerekmez, import edilmez. Transformer Engine gerekmez.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("gerekmez, import edilmez", "gerekir"), "requires.packages") != []


def test_a_value_that_must_hold_when_something_else_holds_is_no_constraint():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\nIt maps a degree.\n\n## Porting\n\n"
        "- `ckpt_format` must be `torch_dcp` when the degree is > 1.\n"
    )
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace(" when the degree is > 1", ""), "constraints") != []


def test_a_correction_saying_the_patch_by_its_id_does_not_rebind_a_site_takes_it_back():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\nIt maps a degree.\n\n## Patch logic\n\n"
        "- It also rebinds `megatron.training.training.torch_FSDP` to the Primus wrapper.\n\n"
        "## Correction\n\nCorrection to the Patch logic cell above: `megatron.args.own` does **not** rebind "
        "`megatron.training.training.torch_FSDP`.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == []


def test_a_section_of_hypotheses_checked_and_ruled_out_states_nothing():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\nIt copies a size onto the args.\n\n## Patch logic\n\n- It rewrites `args.x`.\n\n"
        "## Things I checked and ruled out\n\n"
        "- **\"It rebinds `megatron.training.training.num_floating_point_operations`.\"** No. That is the sibling patch.\n"
    )
    assert _drafted(report, "upstream.symbols") == []


def test_a_what_it_does_that_opens_with_what_a_model_does_gives_no_summary():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\n"
        "Kimi K3's stable latent MoE runs the routed experts in a narrower latent space. K3 calls that width `x`.\n\n"
        "## Patch logic\n\n- It rewrites `args.x`.\n"
    )
    assert _drafted(report, "feature.summary") == []
    assert _drafted(report.replace("Kimi K3's stable latent MoE runs", "The patch runs"), "feature.summary") != []


def test_a_setting_given_to_turn_the_patch_off_is_no_flag():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\nIt wraps `get_model`.\n\n## How to enable\n\n"
        "On by default; to turn the patch off, set `disable_build_model_patches`: true in the module overrides.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("to turn the patch off, set", "set"), "enable.flags") == [("disable_build_model_patches", True)]


def test_a_second_deep_dive_below_is_its_patch_s_page_without_patch_given():
    report = (
        "# Deep-dive: `megatron.x.own`\n\n**1. What it does**\n\nIt makes `load` a no-op.\n\n**2. Patch logic**\n\n"
        "- Style: function wrapping of `megatron.legacy.fused_kernels.load`.\n"
        "- Registration: `register_patch(\"megatron.x.own\", backend=\"megatron\")`.\n\n**4. Requires**\n\nPackages: `torch`.\n\n"
        "### Deep-dive: `megatron.mamba.other` (neighbour)\n\n**1. What it does**\n\nIt wraps a kernel.\n\n"
        "**4. Requires**\n\nPackages: `triton`.\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]
    assert _drafted(report.replace("### Deep-dive: `megatron.mamba.other` (neighbour)", "More:"), "requires.packages") == [
        ("torch", None), ("triton", None)
    ]


def test_a_clause_going_on_about_upstream_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n"
        "Megatron's `load` builds CUDA kernels with nvcc; on a ROCm image there is no nvcc, so it crashes. "
        "The patch turns `load` into a no-op on ROCm.\n\n## Patch logic\n\n- It wraps `megatron.legacy.fused_kernels.load`.\n"
    )
    assert _drafted(report, "feature.summary") == ["The patch turns load into a no-op on ROCm."]


def test_a_row_cut_at_its_sentences_keeps_its_patch():
    report = (
        "| Patch | What it does | Patch logic | Requires |\n|---|---|---|---|\n"
        "| `megatron.x.own` | Skip the build on ROCm (weights move on CPU; no kernel runs). | `megatron.legacy.f.load` -> wrapper | `torch` |\n"
        "| `megatron.x.other` | Wrap a kernel on ROCm for the mamba blocks. | `mamba_ssm.ops.k` -> wrapper | `triton` |\n\n"
        "## What it does\n\nSee the table.\n\n## Patch logic\n\n- It wraps `megatron.legacy.f.load`.\n"
    )
    found = extract(report, "megatron.x.own", "r.md").facts.get("feature.summary")
    assert found is not None and found.value.startswith("Skip the build on ROCm")


def test_what_is_built_before_the_rebinding_is_no_site_but_where_it_is_wired():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nIt redirects the logger.\n\n## Porting\n\n"
        "Rebind `torchtitan.tools.logging.init_logger` before `torchtitan.train.Trainer` is constructed.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["torchtitan.tools.logging.init_logger"]
    assert _drafted(report, "framework.wired_at") == ["torchtitan.train.Trainer"]


def test_what_a_shell_script_exports_is_no_setting_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses the loss.\n\n## How to enable\n\n"
        "On ODC runs, `run_odc.sh` exports `FUSED_LINEAR_CE=1` for that reason.\n"
    )
    assert _drafted(report, "enable.env") == []
    assert _drafted(report.replace("`run_odc.sh` exports", "set"), "enable.env") == [("FUSED_LINEAR_CE", "1")]


def test_a_block_a_paragraph_points_at_and_calls_hypothetical_sets_nothing():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses the loss.\n\n## How to enable\n\n"
        "- Supposing you wanted a nested block, it might look like the snippet below. This is hypothetical: Primus reads no such keys.\n\n"
        "```yaml\nfused_ce:\n  enabled: true\n```\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("This is hypothetical: Primus reads no such keys.", "It is read."), "enable.flags") == [
        ("fused_ce.enabled", True)
    ]


def test_a_bullet_named_by_its_symbol_in_a_section_above_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt balances sequence lengths.\n\n## Patch logic\n\n"
        "- `megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining` -> `lb_fb`\n"
        "- `megatron.core.pipeline_parallel.schedules.get_forward_backward_func` -> also rebound defensively\n\n"
        "## Notes\n\n- **Correction**: the `get_forward_backward_func` bullet in the Patch logic section above is wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining"]


def test_the_one_deep_dive_heading_names_the_patch_of_a_report_titled_otherwise():
    report = (
        "## Summary\n\nPorts load balancing into our fork.\n\n### Deep-dive: `megatron.fsdp.own`\n\n#### 1. What it does\n\n"
        "It balances sequence lengths.\n\n#### 2. Patch logic\n\n- It wraps `megatron.training.training.build_pretraining_data_loader`.\n"
    )
    assert _drafted(report, "feature.id") == ["megatron.fsdp.own"]


def test_a_row_saying_in_estonian_that_turbo_is_not_used_is_no_package():
    report = (
        "# `megatron.x.own`\n\n## Kokkuvõte\n\n| Väli | Väärtus |\n|---|---|\n| Faas | `before_train` |\n| Primus-Turbo | ei kasutata |\n\n"
        "## 1. Mida see teeb\n\nSee asendab abifunktsiooni.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("ei kasutata", "kasutatakse"), "requires.packages") == [("primus_turbo", None)]


def test_a_block_a_lead_calls_hypothetical_in_another_language_sets_no_version():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt swaps a helper.\n\n## Patch logic\n\n- It rebinds `megatron.core.utils.f`.\n\n"
        "## Requires\n\nVersiooniväravaga võiks see hüpoteetiliselt välja näha nii:\n\n"
        "```python\n@register_patch(\"megatron.x.own\", backend_versions=[\">=0.14.0\"])\n```\n"
    )
    assert _drafted(report, "requires.backend_versions") == []


def test_a_claim_taken_back_by_the_update_below_it_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n"
        "When Primus compiles each block, Dynamo traces into the hooks and their NCCL calls trigger assertion errors.\n\n"
        "My first reading was that this also covers the FSDP2 path.\n\n> **Update:** That was wrong.\n\n"
        "## Patch logic\n\n- It rebinds `megatron.core.distributed.DistributedDataParallel.enable_forward_pre_hook`.\n"
    )
    assert _drafted(report, "feature.summary") == []


CSV_INVENTORY = (
    "Patch,What it does,Patch logic (upstream symbol replaced/wrapped),Code location,How to enable,Requires (version / deps)\n"
    'megatron.x.other,Patch the optimizer builder,"Binding replacement, two sites:\n'
    'megatron.training.training.get_megatron_optimizer -> patched\n'
    'megatron.core.optimizer.get_megatron_optimizer -> patched",primus/a.py,"use_other AND bf16\n'
    'phase=before_train",no backend_versions\n'
    'megatron.x.own,Override a flag after the config is built.,"Function wrapping of\n'
    'megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__.\n'
    'Also rebinds megatron.training.training.get_megatron_optimizer.",primus/b.py,phase=before_train,megatron-core\n'
    "\nid,note,status\n"
    'megatron.x.own,"Correction to the Patch logic cell of this row: the line saying it also rebinds '
    'megatron.training.training.get_megatron_optimizer is wrong.",retracted\n'
)


def test_an_inventory_exported_as_csv_is_read_a_record_a_row():
    found = extract(CSV_INVENTORY, "megatron.x.own", "r.csv").facts
    assert found["feature.summary"].value == "Override a flag after the config is built."
    assert found["feature.summary"].line == 6
    assert found["implementation.primus_file"].value == "primus/b.py"
    assert "upstream.aliases" not in found and "megatron.core.optimizer.get_megatron_optimizer" not in json.dumps(
        {k: str(v) for k, v in found.items()}
    )
    with pytest.raises(ReportError, match="the inventory table has 2 patches"):
        extract(CSV_INVENTORY, None, "r.csv")


def test_an_icelandic_only_if_is_a_condition():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt wraps an optimizer builder.\n\n## Patch logic\n\n"
        "- It wraps `megatron.core.optimizer.muon.get_megatron_muon_optimizer`.\n"
        "- It also rebinds `megatron.training.training.get_megatron_muon_optimizer`, en aðeins ef `training`-einingin hefur þetta nafn.\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    plain = report.replace(", en aðeins ef `training`-einingin hefur þetta nafn", "")
    assert _drafted(plain, "upstream.aliases") == ["megatron.training.training.get_megatron_muon_optimizer"]


def test_a_comparison_column_headed_by_another_patch_is_that_patch_s():
    report = (
        "# `megatron.turbo.own`\n\n| | `megatron.turbo.rms_norm` | `megatron.turbo.own` |\n|---|---|---|\n"
        "| Patch style | binding replacement | function wrapping (keeps `orig`, installs wrapper) |\n\n"
        "## What it does\n\nIt fuses the residual add into the norm.\n\n## Patch logic\n\n- It wraps `megatron.core.transformer.TransformerLayer.forward`.\n"
    )
    assert _drafted(report, "feature.patch_style") == ["function_wrapping"]


def test_a_field_named_for_rebinding_gives_no_style():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt adds fields to the config class.\n\n## Patch logic\n\n"
        "| Field | Value |\n|---|---|\n| Phase | `before_train` |\n| Aliases to rebind | see note 2.2 |\n"
    )
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report.replace("see note 2.2", "it rebinds them"), "feature.patch_style") == ["binding_replacement"]
    # A label that opens with the verb says what the patch does to its value.
    verb = report.replace("| Aliases to rebind | see note 2.2 |", "| Rebinds | `megatron.core.transformer.TransformerConfig` |")
    assert _drafted(verb, "feature.patch_style") == ["binding_replacement"]


def test_rows_a_correction_names_by_their_labels_are_taken_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt adds fields to the config class.\n\n## Code location\n\n"
        "| Field | Value |\n|---|---|\n| Primus implementation | `primus.backends.megatron.core.models.hybrid.gdn.GatedDeltaNet` |\n"
        "| Implementation file | `primus/backends/megatron/core/models/hybrid/gdn.py` |\n\n"
        '**Correction:** the "Primus implementation" and "Implementation file" rows above are wrong.\n'
    )
    assert _drafted(report, "implementation.primus") + _drafted(report, "implementation.primus_file") == []


def test_a_correction_of_the_version_bullet_takes_back_a_backend_versions_line():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt swaps the attention class.\n\n## Requires\n\n"
        '- Megatron-LM: `backend_versions=["<0.17"]`, so 0.17 and later are excluded.\n- `torch`.\n\n'
        "Correction to the version bullet above: that range belongs to the companion patch, not to this one.\n"
    )
    assert _drafted(report, "requires.backend_versions") == []


def test_a_pager_s_boxed_title_and_centred_headings_are_headings():
    report = (
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n"
        "┃        megatron.transformer.own — deep-dive          ┃\n"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛\n\n"
        "                              1. What it does\n\n It swaps the attention class.\n\n"
        "                              2. Patch logic\n\n • It rebinds megatron.core.transformer.mla.MLASelfAttention.\n\n"
        "                              5. Companion patch: megatron.turbo.te_spec_provider\n\n"
        "This is the patch that actually puts Turbo linears into the spec.\n"
    )
    assert _drafted(report, "feature.id") == ["megatron.transformer.own"]
    assert _drafted(report, "feature.summary") == ["It swaps the attention class."]


def test_the_numbered_parts_under_a_companion_s_deep_dive_heading_are_the_companion_s():
    report = (
        "## Turbo patches\n\n## Deep-dive 1: `megatron.turbo.own`\n\n### 1. What it does\n\nIt installs an import hook.\n\n"
        "### 2. Patch logic\n\n- It wraps `importlib.import_module`.\n\n"
        "## Deep-dive 2: `megatron.turbo.te_spec_provider` (companion)\n\n### 1. What it does\n\nIt swaps the spec provider.\n\n"
        "### 4. Version compatibility and dependencies\n\n- `backend_versions=[\"<0.17\"]`.\n"
    )
    assert _drafted(report, "requires.backend_versions") == []
    assert _drafted(report.replace(" (companion)", "").replace("megatron.turbo.te_spec_provider", "megatron.turbo.own"), "requires.backend_versions") == ["<0.17"]


def test_a_package_named_for_when_to_install_is_no_requirement():
    report = (
        "# `megatron.turbo.own`\n\n## What it does\n\nIt installs an import hook.\n\n## Patch logic\n\n- It wraps `importlib.import_module`.\n\n"
        "## Porting\n\n1. Install the wrapper before the first aiter mha backward import.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("before the first aiter mha backward import", "and the aiter package"), "requires.packages") == [("aiter", None)]


def test_a_package_slovak_says_the_patch_goes_without_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt wraps the checkpointed forward.\n\n## Patch logic\n\n- It wraps `megatron.core.transformer.f`.\n\n"
        "## Requires\n\n- `torch`; bez `primus_turbo`.\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]


def test_a_claim_a_lithuanian_correction_restates_and_denies_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt swaps the FLOPs function.\n\n## Patch logic\n\n"
        "- It rebinds `megatron.training.training.num_floating_point_operations`.\n"
        "- Be to, patch'as perrašo ir alias'ą `megatron.training.utils.num_floating_point_operations`.\n\n## Pastabos\n\n"
        "> **Pataisymas:** aukščiau parašiau, kad patch'as perrašo ir `megatron.training.utils.num_floating_point_operations`. "
        "Tai netiesa – handler'is perrašo tik vieną vietą.\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    kept = report.replace("Tai netiesa – handler'is perrašo tik vieną vietą.", "Ir tai teisinga.")
    assert _drafted(kept, "upstream.aliases") == ["megatron.training.utils.num_floating_point_operations"]


def test_a_package_whose_modules_would_fail_at_import_is_no_requirement():
    report = (
        "# `torchtitan.torch.own`\n\n## What it does\n\nIt installs a compatibility alias.\n\n## Patch logic\n\n"
        "- It sets `torch.distributed.pipelining.schedules.ScheduleDualPipeV`.\n\n## Requires\n\n"
        "On some builds the class is missing, and the pipeline modules in TorchTitan would fail at import with `ImportError`.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("would fail at import with `ImportError`", "import it"), "requires.packages") == [("torchtitan", None)]


def test_a_romanian_correction_that_restates_and_denies_takes_the_claim_back():
    report = (
        "# `torchtitan.torch.own`\n\n## 1. Ce face\n\nInstalează un alias de compatibilitate.\n\n## 2. Logica\n\n"
        "Din ce am văzut, handler-ul rebindează și aliasul importat în `torchtitan.distributed.pipeline_parallel.ScheduleDualPipeV`,\n"
        "ca să acopere și modulele TorchTitan care au făcut deja `from ... import ScheduleDualPipeV`.\n\n## Note\n\n"
        "**Corecție:** mai sus am scris că handler-ul rebindează și aliasul din `torchtitan.distributed.pipeline_parallel`. "
        "Este greșit: handler-ul face un singur `setattr`.\n"
    )
    # The claim names the alias as imported in a TorchTitan module, which reads as needing torchtitan.
    assert ("torchtitan", None) not in _drafted(report, "requires.packages")
    kept = report.replace("Este greșit: handler-ul face un singur `setattr`.", "Este corect.")
    assert ("torchtitan", None) in _drafted(kept, "requires.packages")


def test_a_binding_a_danish_label_calls_temporary_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt wraps `get_model`.\n\n## Patch logic\n\n"
        "- **Rebinding:** `megatron.training.training.get_model = _patched_get_model`.\n"
        "- **Midlertidig binding:** `torch.cuda.stream = _noop_stream`, gendannet i `finally`.\n"
    )
    assert "torch.cuda.stream" not in _drafted(report, "upstream.symbols")
    assert "torch.cuda.stream" in _drafted(report.replace("Midlertidig binding", "Binding"), "upstream.symbols")


def test_a_welsh_correction_that_restates_the_claim_takes_it_back_whatever_verb_it_used():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt replaces a class.\n\n## Patch logic\n\n"
        "- `megatron.core.a.Layout = PrimusLayout`\n\n"
        "Mae'r handler hefyd yn ailrwymo'r alias `megatron.core.b.Layout`, fel bod `Config` yn gweld y dosbarth.\n\n"
        "## Porting\n\n"
        "**Cywiriad:** dywedais uchod fod y handler hefyd yn ailrwymo `megatron.core.b.Layout`. Mae hynny'n anghywir.\n"
    )
    assert "megatron.core.b.Layout" not in _drafted(report, "upstream.aliases")
    kept = report.replace("Mae hynny'n anghywir.", "Mae hynny'n iawn.")
    assert "megatron.core.b.Layout" in _drafted(kept, "upstream.aliases")


def test_a_bullet_a_review_reply_names_by_its_class_is_taken_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt sets one coefficient.\n\n## Patch logic\n\n"
        "- Style: config rewrite.\n- It rebinds `megatron.core.moe.router.TopKRouter` to `PrimusTopKRouter`.\n\n"
        "## Review\n\nCorrect, thanks. The `TopKRouter` bullet in *Patch logic* is wrong: the patch rebinds nothing.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    kept = report.replace("is wrong: the patch rebinds nothing", "is right")
    assert _drafted(kept, "upstream.symbols") == ["megatron.core.moe.router.TopKRouter"]


def test_a_chinese_otherwise_clause_is_conditional():
    report = (
        "# `megatron.x.own`\n\n## 功能\n\n它替换一个 kernel。\n\n## 版本兼容\n\n"
        "- `triton < 3.4.0` 且没有 CUDA 时 `HAVE_TRITON = False`；否则要求 `triton >= 2.0.0`。\n"
    )
    assert ("triton", ">=2.0.0") not in _drafted(report, "requires.packages")
    plain = report.replace("`triton < 3.4.0` 且没有 CUDA 时 `HAVE_TRITON = False`；否则要求", "要求")
    assert ("triton", ">=2.0.0") in _drafted(plain, "requires.packages")


def test_an_assert_in_a_diffs_context_lines_is_no_constraint_of_the_change():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt prefetches data.\n\n## Patch logic\n\n```diff\n"
        "--- a/megatron/training/training.py\n+++ b/megatron/training/training.py\n@@ -712,6 +712,8 @@ def pretrain(\n"
        "     if not args.skip_train:\n+        install(args)\n"
        "         if args.dataloader_type == 'cyclic':\n             assert args.retro_cyclic_train_iters is not None\n```\n"
    )
    assert _drafted(report, "constraints") == []
    added = report.replace("+        install(args)\n", "+        assert args.retro_cyclic_train_iters is not None\n")
    assert [c["param"] for c in _drafted(added, "constraints")] == ["retro_cyclic_train_iters"]


def test_a_summary_keeps_none_of_the_citation_after_it():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n"
        "Overlap grad buffer zeroing and data transfer via secondary CUDA streams (`description=`, `:213`).\n"
        "Two things happen once per iteration.\n\n## Patch logic\n\nIt wraps `megatron.training.training.train_step`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Overlap grad buffer zeroing and data transfer via secondary CUDA streams."]


def test_each_item_of_a_list_a_negated_verb_governs_is_negated():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt replaces the LR warmup.\n\n## Requires\n\n"
        "- Does NOT need `primus_turbo`, Transformer Engine, ROCm-specific code or any Turbo flag.\n"
    )
    assert _drafted(report, "requires.platform") == []
    assert _drafted(report.replace("Does NOT need `primus_turbo`, Transformer Engine,", "Needs"), "requires.platform") == ["rocm"]


def test_a_list_item_with_a_verb_of_its_own_is_no_longer_negated():
    from portval.explorer.sentences import negated

    text = "It does not wrap `f`, it replaces `g`, `h`"
    assert not negated(text, text.index("`h`"))
    assert negated("It does not wrap `f`, `g`, `h`", len("It does not wrap `f`, `g`, "))
    # A clause after the comma is no item, and a value None no negation: the package has to be installed.
    text = "It returns False when `find_spec(x)` is None, so the primus_turbo package has to be installed"
    assert not negated(text, text.index("primus_turbo"))


def test_a_package_japanese_negates_after_its_name_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## 機能\n\nMoE レイヤーを置き換えます。\n\n## 依赖\n\n"
        "このパッチは Primus-Turbo を使いません。実装にも `primus_turbo` の import はなく、Turbo のカーネルは呼ばれません。\n"
    )
    assert ("primus_turbo", None) not in _drafted(report, "requires.packages")
    used = report.replace("を使いません", "を使います").replace("の import はなく", "の import があり")
    assert ("primus_turbo", None) in _drafted(used, "requires.packages")


def test_must_be_a_value_or_a_range_is_no_equality():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt balances experts.\n\n## Constraints\n\n"
        "- `quantile_balancing_ema_decay` must be `None` or in `[0, 1)` (`config.py:535`).\n"
        "- `quantile_balancing_backend` must be `eager` or `flydsl` (`k3.py:282`).\n"
    )
    drafted = [(c["param"], c["op"], c["value"]) for c in _drafted(report, "constraints")]
    assert drafted == [("quantile_balancing_backend", "in", ["eager", "flydsl"])]


def test_a_correction_takes_back_only_what_follows_its_verb():
    report = (
        "# Notes\n\n## What it does\n\nSo the id is `torchtitan.embedding.amp_alignment` (line 28).\n\n## Summary\n\n"
        "- Patch id `torchtitan.embedding.amp_alignment`, phase `setup` (I first said `before_train`; that was wrong).\n"
    )
    assert _drafted(report, "feature.id") == ["torchtitan.embedding.amp_alignment"]


def test_it_after_an_id_cited_at_its_patches_file_line_is_that_patch():
    report = (
        "# `megatron.sft.own`\n\n## What it does\n\nIt zeroes bad gradients.\n\n## Notes\n\n"
        "No. That is `megatron.distributed.sdma_gather` (`primus/backends/megatron/patches/sdma_gather_patches.py:159`). "
        "It wraps `start_param_sync`, is gated by `ENABLE_SDMA_ALLGATHER=1` and uses `primus_turbo`.\n"
    )
    assert _drafted(report, "enable.env") == []
    assert ("primus_turbo", None) not in _drafted(report, "requires.packages")
    # A site cited at the line of the patches file that rebinds it lives in a Megatron package: no other patch.
    site = report.replace("megatron.distributed.sdma_gather", "megatron.core.distributed.sdma_gather")
    assert ("primus_turbo", None) in _drafted(site, "requires.packages")


def test_a_package_pulled_in_through_another_module_is_no_requirement():
    report = (
        "# `megatron.te.own`\n\n## What it does\n\nIt swaps a helper.\n\n## Requires\n\n"
        "- Pulled in only by the Primus helper import: `primus.backends.x.helper`, and through it `primus_turbo`.\n"
    )
    assert ("primus_turbo", None) not in _drafted(report, "requires.packages")
    direct = report.replace("Pulled in only by the Primus helper import: `primus.backends.x.helper`, and through it", "Needs")
    assert ("primus_turbo", None) in _drafted(direct, "requires.packages")


def test_a_check_on_one_path_named_in_code_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt wraps `forward_step`.\n\n## Constraints\n\n"
        "- `get_batch_func` raises `ImportError` if the sharder import fails, but only on the "
        "`context_parallel_size > 1` + turbo-attention path (`data_loader_store.py:78-79`).\n"
    )
    assert _drafted(report, "constraints") == []


def test_an_erratum_that_quotes_a_line_and_says_what_it_should_read_takes_it_back():
    report = (
        "# `megatron.runtime.own`\n\n## Patch logic\n\n"
        "- Re-enlaza `megatron.training.initialize._compile_dependencies`.\n"
        "- También re-enlaza el alias `megatron.training.training._compile_dependencies`.\n\n## Fe de erratas\n\n"
        '- En la sección 2 dice: "También re-enlaza el alias `megatron.training.training._compile_dependencies`". '
        "**Debe decir:** el parche re-enlaza un solo sitio.\n"
    )
    assert "megatron.training.training._compile_dependencies" not in _drafted(report, "upstream.aliases")
    kept = report.replace("**Debe decir:** el parche re-enlaza un solo sitio.", "Es correcto.")
    assert "megatron.training.training._compile_dependencies" in _drafted(kept, "upstream.aliases")


def test_korean_negations_after_a_package_and_an_if_after_a_version_give_no_requirement():
    report = (
        "# `megatron.pp.own`\n\n## What it does\n\nIt splits the weight gradient.\n\n## Requires\n\n"
        "- Transformer Engine 버전 검사도 없습니다 (TE는 이 패치가 쓰지 않습니다).\n"
        "- `torch` — `torch.cuda.amp.custom_fwd`. `torch >= 1.13.0`이면 `all_gather_into_tensor`를, 아니면 `_all_gather_base`를 씁니다.\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]
    plain = report.replace("버전 검사도 없습니다 (TE는 이 패치가 쓰지 않습니다)", "를 사용합니다")
    assert ("transformer_engine", None) in _drafted(plain, "requires.packages")


def test_portuguese_no_is_in_the_and_an_errata_that_says_i_said_takes_the_alias_back():
    report = (
        "# `megatron.te.own`\n\n## O que faz\n\nO Transformer Engine guarda uma cópia transposta para reaproveitar no backward.\n\n"
        "## Lógica do patch\n\n- O patch também religa o alias `megatron.core.models.gpt.gpt_layer_specs.TELinear`.\n\n## Errata\n\n"
        "- **Correção:** eu disse acima que o patch também religa o alias `megatron.core.models.gpt.gpt_layer_specs.TELinear`. "
        "Isso está errado.\n"
    )
    assert _drafted(report, "numerics.backward") == []
    english = "# `megatron.te.own`\n\n## Patch logic\n\nThe replacement is a mask: no backward.\n"
    assert _drafted(english, "numerics.backward") == [False]
    assert _drafted(english.replace("is a mask: no backward", "is a mask, reused no backward"), "numerics.backward") == []
    assert "megatron.core.models.gpt.gpt_layer_specs.TELinear" not in _drafted(report, "upstream.aliases")
    kept = report.replace("Isso está errado.", "Isso está certo.")
    assert "megatron.core.models.gpt.gpt_layer_specs.TELinear" in _drafted(kept, "upstream.aliases")


def test_an_alternative_setting_and_a_config_file_cited_with_its_settings_are_no_flags():
    report = (
        "# `megatron.training.own`\n\n## What it does\n\nIt swaps the evaluator.\n\n## How to enable\n\n"
        "| Key | Value | Note |\n|---|---|---|\n| `eval_iters` | `> 0` | or `full_validation: true` instead |\n\n"
        "A plain config does not get the patch. `sft_trainer.yaml:16-17` (`eval_iters: 10`, `eval_interval: 50`) does.\n"
    )
    assert _drafted(report, "enable.flags") == []
    plain = report.replace("or `full_validation: true` instead", "set `full_validation: true`")
    assert ("full_validation", True) in _drafted(plain, "enable.flags")


def test_an_faq_answer_is_a_summary_without_its_label_and_monkey_patches_names_no_patch():
    report = (
        "# Porting FAQ: `megatron.training.training.get_model.own`\n\n## 1. What it does\n\n"
        "**Q:** What does this patch do?\n\n**A:** It monkey-patches `megatron.training.training.get_model` so that the DDP "
        "wrapping is not done a second time.\n\n**Q:** Does it change numerics?\n\n**A:** No. It does not touch any layer.\n"
    )
    assert _drafted(report, "feature.summary") == [
        "It monkey-patches megatron.training.training.get_model so that the DDP wrapping is not done a second time."
    ]
    denied_only = report.replace("It monkey-patches `megatron.training.training.get_model` so that the DDP wrapping is not done a second time.", "See below.")
    assert _drafted(denied_only, "feature.summary") == []



def test_an_italian_correction_that_restates_the_claim_takes_it_back():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt wraps the checkpointed forward.\n\n## Patch logic\n\n"
        "Inoltre, per coerenza con gli alias importati, la patch riassegna anche "
        "`megatron.core.models.gpt.gpt_layer_specs.TransformerBlock`.\n\n"
        "**Rettifica:** nel paragrafo sopra ho scritto che la patch riassegna anche "
        "`megatron.core.models.gpt.gpt_layer_specs.TransformerBlock`. È sbagliato: l'handler non tocca `gpt_layer_specs`.\n"
    )
    assert "megatron.core.models.gpt.gpt_layer_specs.TransformerBlock" not in _drafted(report, "upstream.aliases")
    kept = report.replace("È sbagliato: l'handler non tocca `gpt_layer_specs`.", "È giusto.")
    assert "megatron.core.models.gpt.gpt_layer_specs.TransformerBlock" in _drafted(kept, "upstream.aliases")


def test_chinese_even_if_and_there_is_no_give_no_flag_and_no_package():
    report = (
        "# `torchtitan.x.own`\n\n## 功能\n\n它给 embedding 加一个 hook。\n\n## 版本兼容\n\n"
        "- condition 内没有任何版本门槛（没有 TE 版本检查，也没有 torch 版本检查）。\n\n## 如何启用\n\n"
        "- 本补丁不使用 `primus_turbo.enable_primus_turbo`：即使 `enable_primus_turbo: false`，本补丁照样会装。\n"
    )
    assert ("transformer_engine", None) not in _drafted(report, "requires.packages")
    assert _drafted(report, "enable.flags") == []
    assert ("transformer_engine", None) in _drafted(report.replace("没有 TE 版本检查", "需要 TE"), "requires.packages")


def test_the_annotators_note_is_no_summary():
    report = (
        "# `megatron_bridge.x.own`\n\n## What it does\n\n> On single-node runs this patch broadcasts the line to rank 0.\n\n"
        "My note: agreed, this is the handler docstring almost word for word (lines 922-929).\n\n"
        "## Patch logic\n\nIt wraps `megatron.bridge.training.train.training_log`.\n"
    )
    assert _drafted(report, "feature.summary") == []


def test_a_schema_file_that_has_a_key_an_off_switch_and_a_denied_import_give_no_value():
    from portval.explorer.requires import _NOTHING_IMPORTED

    report = (
        "# Deep-dive: `megatron.turbo.own`\n\n| Part | Content |\n|---|---|\n"
        "| What it does | • Fix: wrap `importlib.import_module`. |\n"
        "| Porting into your framework | • Keep `PRIMUS_AITER_DEEPBIND=0` as the off switch so it can be disabled. |\n"
    )
    assert _drafted(report, "enable.env") == []
    schema = "Config schema: `primus_turbo.yaml` has `enable_primus_turbo: false` (:3)."
    assert hedge_of(next(split_sentences([Block(1, schema)]))) == "a shipped config's contents"
    assert re.search(_NOTHING_IMPORTED + r"\W*aiter", "It does NOT import or require `aiter` itself", re.IGNORECASE)


def test_a_correction_naming_the_patch_as_its_subject_keeps_the_id():
    report = (
        "# Deep-dive: patch `maxdiffusion.logger`\n\n## What it does\n\nIt sets the log level.\n\n## Correction\n\n"
        "Na seção 1 eu escrevi que o `maxdiffusion.logger` também mexe nos loggers `jax`. Isso está errado.\n"
    )
    assert _drafted(report, "feature.id") == ["maxdiffusion.logger"]


def test_a_summary_leaves_out_the_label_that_says_it_is_the_description():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nPatch description, verbatim: Patch forward_step to support the data store.\n\n"
        "## Patch logic\n\nIt wraps `pretrain_gpt.forward_step`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Patch forward_step to support the data store."]


def test_a_correction_keeps_a_site_only_where_its_assignment_names_that_module():
    report = (
        "# `torchtitan.model_override`\n\n## What it does\n\nIt overrides the model args.\n\n## Patch logic\n\n"
        "It also rebinds the imported alias `torchtitan.train.get_train_spec`, so the Trainer picks up the wrapper.\n\n"
        "## Corrections\n\n- Correction: I said in Patch logic that the handler also rebinds `torchtitan.train.get_train_spec`. "
        "It does not; the only assignment is `train_spec_module.get_train_spec = patched_get_train_spec` (`:310`).\n"
    )
    assert "torchtitan.train.get_train_spec" not in _drafted(report, "upstream.aliases")
    kept = report.replace("train_spec_module.get_train_spec", "train_module.get_train_spec")
    assert "torchtitan.train.get_train_spec" in _drafted(kept, "upstream.aliases")


def test_a_spanish_correction_he_dicho_no_es_asi_takes_the_alias_back():
    report = (
        "# `torchtitan.x.own`\n\n## Lógica\n\n- Además reasigna el alias `torchtitan.distributed.tensor_parallel._impl`.\n\n"
        "**Corrección:** más arriba he dicho que el parche reasigna también `torchtitan.distributed.tensor_parallel._impl`. "
        "No es así: el manejador solo asigna dos atributos.\n"
    )
    assert "torchtitan.distributed.tensor_parallel._impl" not in _drafted(report, "upstream.aliases")
    kept = report.replace("No es así: el manejador solo asigna dos atributos.", "Es correcto.")
    assert "torchtitan.distributed.tensor_parallel._impl" in _drafted(kept, "upstream.aliases")


def test_a_numbered_claim_a_retractions_list_withdraws_by_its_label():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nC7. It rebinds `torchtitan.components.quantization.mx.MXLinearConverter`.\n\n"
        "C9. It also rebinds `torchtitan.components.quantization.float8.Float8LinearConverter`.\n\n## Retractions\n\n"
        "- C9 — withdrawn. `Float8LinearConverter` is rebound by another patch.\n"
    )
    drafted = [*_drafted(report, "upstream.symbols"), *_drafted(report, "upstream.aliases")]
    assert "torchtitan.components.quantization.float8.Float8LinearConverter" not in drafted
    assert "torchtitan.components.quantization.mx.MXLinearConverter" in drafted
    kept = report.replace("- C9 — withdrawn.", "- C8 — withdrawn.")
    assert "torchtitan.components.quantization.float8.Float8LinearConverter" in [*_drafted(kept, "upstream.symbols"), *_drafted(kept, "upstream.aliases")]


def test_the_line_above_saying_a_claim_is_that_claim_wherever_it_stands():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n"
        "It also rebinds `torchtitan.models.gpt_oss.model.model.apply_rotary_emb`, so RoPE goes through Primus.\n\n"
        "```python\nmodel_module.Attention = PrimusAttention\n```\n\n"
        "> **Correction:** the line above saying the patch also rebinds `apply_rotary_emb` is wrong.\n"
    )
    assert "torchtitan.models.gpt_oss.model.model.apply_rotary_emb" not in _drafted(report, "upstream.aliases")


def test_a_primus_helper_the_handler_converts_with_is_no_replacement():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nIt wraps `torchtitan.protocols.train_spec.get_train_spec`.\n\n"
        "1. Reads `params.model`. A `SimpleNamespace` is converted with `primus.core.utils.yaml_utils.nested_namespace_to_dict`.\n"
    )
    assert _drafted(report, "implementation.primus") == []
    replaced = report.replace("A `SimpleNamespace` is converted with", "The getter is replaced with")
    assert _drafted(replaced, "implementation.primus") == ["primus.core.utils.yaml_utils.nested_namespace_to_dict"]


def test_a_neighbour_under_a_numbered_subsection_of_a_plain_text_outline_is_another_patch():
    report = (
        "Deep-dive + porting: megatron.ddp.own\n\n1. What it does\n1.1 Summary\n    Patches the DDP hooks.\n"
        "2. Patch logic\n2.2 Symbols replaced (own_patches.py:148-151)\n"
        "    megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook\n"
        "    megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook\n"
        "2.5 Neighbours you will see in the same phase\n"
        "    - megatron.training.train_step_fp8_cache_update (fsdp2_patches.py) wraps megatron.training.training.train_step.\n"
        "    - megatron.distributed.sdma wraps DistributedDataParallel.__init__, gated by the env var\n"
        "      ENABLE_SDMA_ALLGATHER=1.\n"
    )
    extraction = extract(report, "megatron.ddp.own", "r.txt")
    ddp = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"
    assert [f.value for f in extraction.facts["upstream.symbols"]] == [f"{ddp}.enable_forward_pre_hook", f"{ddp}.disable_forward_pre_hook"]
    assert "enable.env" not in extraction.facts


def test_a_flag_named_in_the_reason_a_sentence_gives_is_no_gate():
    report = (
        "# `megatron.ddp.own`\n\n## Patch logic\n\nAssign the methods before the model is wrapped, since "
        "`DDP.__init__` calls `enable_forward_pre_hook` when `use_forward_hook` is true.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("Assign the methods before the model is wrapped, since `DDP.__init__` calls `enable_forward_pre_hook`", "The patch applies"), "enable.flags") == [
        ("use_forward_hook", True)
    ]


def test_settings_required_in_that_case_hold_in_the_case_the_line_before_names():
    report = (
        "# `megatron.args.own`\n\n## How to enable\n\n- Set `data_parallel_replicate_degree` > 1 in the module config.\n"
        "- `use_torch_fsdp2: true` and `ckpt_format: torch_dcp` are required in that case.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace(" in that case", ""), "enable.flags") == [("use_torch_fsdp2", True), ("ckpt_format", "torch_dcp")]


def test_a_made_up_block_led_in_by_such_as_is_made_up():
    report = (
        "# `megatron.args.own`\n\n## How to enable\n\nSupposed example (not what the code does): a dedicated block such as\n\n"
        "```yaml\nhsdp:\n  replicate_degree: 2\n```\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("Supposed example (not what the code does): a", "The patch reads a"), "enable.flags") == [("hsdp.replicate_degree", 2)]


def test_a_config_block_of_a_patch_nothing_gates_is_one_run_s_settings():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nIt is registered with no `condition=` at all, so it applies on every "
        "megatron run.\n\n## How to enable\n\nThe real config is just:\n\n```yaml\nuse_torch_fsdp2: true\nckpt_format: torch_dcp\n```\n"
    )
    assert _drafted(report, "enable.flags") == []
    gated = report.replace("It is registered with no `condition=` at all, so it applies on every megatron run.", "It rewrites args.")
    assert _drafted(gated, "enable.flags") == [("use_torch_fsdp2", True), ("ckpt_format", "torch_dcp")]


def test_what_we_would_put_in_the_experiment_yaml_is_one_run_s_config():
    report = (
        "# `megatron.args.own`\n\n## How to enable\n\n- What we would actually put in the experiment yaml:\n\n"
        "```yaml\nmodules:\n  pre_trainer:\n    overrides:\n      disable_wandb: false\n```\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("What we would actually put in the experiment yaml:", "The patch runs when the config has:"), "enable.flags") == [("disable_wandb", False)]


def test_a_first_draft_column_is_what_the_final_column_corrects():
    report = (
        "# `megatron.te.own`\n\n| Field | First draft | Final |\n|---|---|---|\n"
        "| Patch style | binding replacement (`A = B`) | function wrapping (`orig = cls.forward`) |\n"
        "| Requires | `primus_turbo` | `transformer_engine` |\n"
    )
    assert _drafted(report, "feature.patch_style") == ["function_wrapping"]
    assert _drafted(report, "requires.packages") == [("transformer_engine", None)]


def test_what_an_agent_says_is_a_claim_the_report_weighs_and_its_verdict_the_report_s_word():
    report = (
        "# `megatron.training.own`\n\n## Point 8: Constraints\n\n**Agent A says:** It asserts `tensor_model_parallel_size == 1`.\n\n"
        "**Agent B says:** No asserts.\n\n**Verdict:** B is right.\n"
    )
    assert _drafted(report, "constraints") == []
    assert [c["param"] for c in _drafted(report.replace("**Agent A says:** ", ""), "constraints")] == ["tensor_model_parallel_size"]


def test_a_correction_of_one_path_leaves_the_other_sentence_of_its_line_standing():
    report = (
        "# `megatron.training.own`\n\n## Patch logic\n\nSo the rebound site is `megatron.training.training.get_model`. "
        "It also rebinds the re-export `megatron.training.get_model`.\n\n"
        "**Correction:** I said above that it also rebinds `megatron.training.get_model`. It does not.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.training.training.get_model"]
    assert _drafted(report, "upstream.aliases") == []


def test_a_site_the_writer_listed_and_later_says_does_not_exist_is_withdrawn():
    report = (
        "# `megatron.training.own`\n\n## Patch logic\n\n"
        "✅ Rebind site: `megatron.training.training.num_floating_point_operations`.\n"
        "✅ Second rebind site: `megatron.training.utils.num_floating_point_operations = _patched`, so `utils` sees it too.\n\n"
        '❌ Correction: the "second rebind site" `megatron.training.utils.num_floating_point_operations` I listed above does not exist.\n'
    )
    utils = "megatron.training.utils.num_floating_point_operations"
    assert utils not in _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert utils in _drafted(report.split("\n❌")[0], "upstream.symbols")


def test_the_extensions_a_package_provides_are_no_packages():
    report = (
        "# `megatron.turbo.own`\n\n## Requires\n\n- Packages: `torch`, and the pinned aiter build that provides the "
        "`module_fmha_v3_bwd` / `mha_bwd_bf16` extensions.\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]
    listed = report.replace("and the pinned aiter build that provides the `module_fmha_v3_bwd` / `mha_bwd_bf16` extensions", "`einops`")
    assert _drafted(listed, "requires.packages") == [("torch", None), ("einops", None)]


def test_a_check_cites_its_own_lines_in_the_file_its_paragraph_names():
    report = (
        "# `megatron.transformer.own`\n\n## Porting notes\n\n"
        "The docstring (`own_patches.py:10-11`) says it. `recompute_granularity` must be `\"full\"` (`:98-101`).\n"
    )
    [constraint] = _drafted(report, "constraints")
    assert constraint["source"].startswith("own_patches.py:98-101 ")


def test_an_assignment_a_correction_writes_on_another_module_keeps_no_site_it_takes_back():
    report = (
        "# `megatron_bridge.x.own`\n\n## Patch logic\n\n- Wrapped: `megatron.bridge.training.train.training_log`.\n"
        "- It also rebinds `megatron.bridge.training.utils.train_utils.training_log`.\n\n"
        "> **Correction:** I said above that it also rebinds `megatron.bridge.training.utils.train_utils.training_log`. It does not. "
        "The only permanent rebinding is `bridge_train.training_log = primus_training_log` on `megatron.bridge.training.train`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.bridge.training.train.training_log"]
    assert _drafted(report, "upstream.aliases") == []


def test_a_correction_naming_a_site_by_its_class_and_method_takes_back_the_whole_path():
    report = (
        "# `mlperf.x.own`\n\n## Patch logic\n\nRebinding sites:\n\n- `megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask`\n"
        "- `megatron.bridge.data.datasets.sft.GPTSFTPackedDataset._create_attention_mask`\n\n"
        "Correction: I said above that the patch also rebinds `GPTSFTPackedDataset._create_attention_mask`. It does not.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask"]


def test_a_replacement_the_report_calls_a_closure_has_no_import_path():
    report = (
        "# `mlperf.x.own`\n\n## Patch logic\n\n```python\nsft_mod.GPTSFTDataset._create_attention_mask = _cached_mask\n```\n\n"
        "Primus replacement: `primus.backends.x.bridge_patches._cached_mask`, a closure defined inside the handler, "
        "not a module-level name.\n"
    )
    assert _drafted(report, "implementation.primus") == []
    module_level = report.replace(", a closure defined inside the handler, not a module-level name", "")
    assert _drafted(module_level, "implementation.primus") == ["primus.backends.x.bridge_patches._cached_mask"]


def test_an_entry_of_the_patch_context_is_no_constraint_of_the_run():
    report = "# `megatron.x.own`\n\n## Porting notes\n\n- `get_args` asserts `module_config is not None`.\n"
    assert _drafted(report, "constraints") == []
    assert [c["param"] for c in _drafted(report.replace("module_config", "micro_batch_size"), "constraints")] == ["micro_batch_size"]


def test_a_slack_bold_line_names_the_section_below_it():
    report = (
        "*Deep-dive: `torchtitan.metrics.own`*\n\n*2. Patch logic*\nStyle: env var / lifecycle hook.\n\n"
        "*Neighbours / companions (not this patch, just context)*\n"
        "- `torchtitan.logger`: rebinds `torchtitan.tools.logging.logger` to the Primus logger.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report, "feature.patch_style") == ["env_or_lifecycle"]


def test_the_errors_a_reply_lists_of_its_quoted_draft_are_no_requirements():
    report = (
        "# `torchtitan.x.own`\n\n## Requires\n\nWhat was wrong in the quoted draft: the phase, the TE requirement and the "
        "asserts.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("What was wrong in the quoted draft:", "It needs"), "requires.packages") == [("transformer_engine", None)]


def test_a_bug_callout_titled_correction_is_the_writer_s_correction():
    report = (
        "# `megatron.x.own`\n\n## Constraints\n\n- TP must be 1: the implementation asserts `tp_size == 1` before chunking.\n\n"
        "> [!bug]- Correction (2026-03-15)\n> The TP line above is wrong. There is no `assert` anywhere.\n"
    )
    assert _drafted(report, "constraints") == []
    assert [c["param"] for c in _drafted(report.split("\n> [!bug]")[0], "constraints")] == ["tp_size"]


def test_packages_under_a_not_used_label_are_not_required():
    report = "# `megatron.x.own`\n\n## Requires\n\n- Packages: `torch`.\n- **Not** used: `primus_turbo`, Transformer Engine, and FLA.\n"
    assert _drafted(report, "requires.packages") == [("torch", None)]
    assert ("primus_turbo", None) in _drafted(report.replace("**Not** used:", "Packages:"), "requires.packages")


def test_an_indonesian_neighbours_heading_holds_another_patch_s_sites():
    report = (
        "# `megatron.dataloader_own`\n\n## Logika patch\n\nIt wraps `torch.utils.data.DataLoader.__init__`.\n\n"
        "### Patch tetangga yang sering dikira terkait\n\n"
        "- `megatron.training.validation_data_loader` rebinds `megatron.training.training.build_pretraining_data_loader`.\n"
    )
    assert "megatron.training.training.build_pretraining_data_loader" not in _drafted(report, "upstream.symbols")


def test_a_hedge_wrapped_over_two_lines_still_hedges():
    report = (
        "# `megatron.dataloader_own`\n\n## Patch logic\n\nIt wraps `torch.utils.data.DataLoader.__init__`.\n\n"
        "- `megatron.training.validation_data_loader`\n  (`validation_data_sampling_patches.py:85-94`, fase `before_train`)\n"
        "  me-rebind `megatron.training.training.build_pretraining_data_loader` (baris 158), hanya\n  bila `PRIMUS_MLPERF=1`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["torch.utils.data.DataLoader.__init__"]


def test_a_part_title_on_the_first_line_of_its_paragraph_opens_the_part():
    report = (
        "Deep-dive: `megatron.x.own`\n\n1. What it does\nSwaps the layout class.\n\n"
        "2. Patch logic\nStyle: binding replacement (module.Symbol = PrimusX). One site only.\n"
    )
    assert _drafted(report, "feature.patch_style") == ["binding_replacement"]


def test_a_question_s_title_names_what_it_asks_about_and_a_label_names_the_patch():
    report = (
        "# How does Primus make Megatron's `pretrain_gpt.forward_step` work with ZeroBubble PP?\n\n### What it does\n\n"
        "The patch is registered as `megatron.pretrain_gpt.forward_step.zero_bubble` in `forward_step_patches.py`.\n"
    )
    assert _drafted(report, "feature.id") == ["megatron.pretrain_gpt.forward_step.zero_bubble"]
    assert _drafted(report.replace(" with ZeroBubble PP?", " with ZeroBubble PP"), "feature.id") == ["pretrain_gpt.forward_step"]


def test_a_hindi_restatement_denied_after_a_dash_takes_the_claim_back():
    report = (
        "# `megatron.moe.own`\n\n## 2. पैच लॉजिक\n\n- handler `megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs` को rebind करता है।\n"
        "- handler `megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs` को भी rebind करता है।\n\n"
        "**सुधार:** मैंने लिखा था कि handler `megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs` को भी rebind करता है — यह गलत है।\n"
    )
    sites = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert "megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs" not in sites
    assert "megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs" in sites


def test_a_neighbours_heading_in_hindi_is_no_entry_of_an_inventory():
    report = (
        "# डीप-डाइव: `megatron.moe.own`\n\n## 1. यह क्या करता है\n\nIt wraps `megatron.core.a.f`.\n\n"
        "### पड़ोसी पैच: `megatron.moe.permute_fusion`\n\n- gated on `moe_permute_fusion`.\n"
    )
    assert _drafted(report, "feature.id") == ["megatron.moe.own"]


def test_paths_a_correction_says_the_handler_does_not_wrap_are_no_sites():
    report = (
        "# `megatron.pp.own`\n\n## Patch logic\n\n| Claim | Status |\n|---|---|\n"
        "| Handler also wraps `megatron.core.pipeline_parallel.schedules.forward_step` | Confirmed |\n"
        "| Correction: the handler does not wrap `schedules.forward_step` / `schedules.backward_step`; that is the companion. | Confirmed |\n"
    )
    sites = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert "megatron.core.pipeline_parallel.schedules.forward_step" not in sites


def test_a_setting_a_caveat_says_does_not_switch_the_patch_on_is_no_flag():
    report = (
        "# `megatron.patch.own`\n\n## How to enable\n\n- In practice the patch is switched on by the LoRA block of the SFT config, "
        "`lora.enabled: true`.\n\n**Caveats**\n\n- The `register_patch` call has no `condition=`, so `lora.enabled` does not switch this "
        "patch on or off.\n"
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.split("\n\n**Caveats**")[0], "enable.flags") == [("lora.enabled", True)]


def test_a_replacement_with_fallback_to_the_original_is_no_bare_rebinding():
    report = (
        "# `megatron.patch.own`\n\n## Patch logic\n\n- **Style:** function replacement with fallback to the original.\n"
        "- **Rebinding sites:** the handler rebinds `apply_factory_merges` in `megatron.core.dist_checkpointing.mapping`.\n"
    )
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report.replace(" with fallback to the original", ""), "feature.patch_style") == ["binding_replacement"]


def test_a_japanese_sentence_depending_on_the_build_is_a_condition():
    report = (
        "# `torchtitan.torch.own`\n\n## 4. バージョン互換性と依存関係\n\n"
        "PyTorch のビルドによっては `ScheduleDualPipeV` が無く、`torchtitan` の import が `ImportError` になります。\n"
    )
    assert ("torchtitan", None) not in _drafted(report, "requires.packages")
    assert ("torchtitan", None) in _drafted(report.replace("PyTorch のビルドによっては ", ""), "requires.packages")


def test_the_framework_named_as_what_imports_is_no_requirement():
    report = (
        "# `torchtitan.torch.own`\n\n## Porting notes\n\n2. Bind to `torch.distributed.pipelining.schedules.ScheduleDualPipeV`.\n"
        "   TorchTitan が `from torch.distributed.pipelining.schedules import ScheduleDualPipeV` するより前に実行すること。\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("TorchTitan が `from torch.distributed.pipelining.schedules import ScheduleDualPipeV` するより前に実行すること。", "It needs TorchTitan."), "requires.packages") == [("torchtitan", None)]


def test_a_code_block_a_highlighter_numbered_is_code_not_a_table_row():
    report = (
        "<h1>Deep-dive: <code>torchtitan.model_override</code></h1>\n<h2>How to enable</h2>\n<p>The patch reads this config:</p>\n"
        '<div class="highlight"><table class="highlighttable"><tr><td class="linenos"><div><pre><span>1</span>\n<span>2</span>\n'
        '<span>3</span></pre></div></td><td class="code"><div><pre><code>model:\n  n_layers: 8\n  dim: 2048\n</code></pre></div>'
        "</td></tr></table></div>\n"
    )
    # Read as a table row ("1 2 3 | model: n_layers: 8 dim: 2048") the block would set `model` to "n_layers".
    assert [key for key, _ in _drafted(report, "enable.flags") if key in ("model", "dim")] == []


def test_a_legacy_path_in_an_aside_is_no_alias():
    report = (
        "# `maxtext.own`\n\n## Patch logic\n\n| Module attribute | How |\n|---|---|\n"
        "| `maxtext.trainers.pre_train.train.initialize` (legacy: `MaxText.train.initialize`) | permanent, wrapper |\n"
    )
    assert _drafted(report, "upstream.symbols") == ["maxtext.trainers.pre_train.train.initialize"]
    assert _drafted(report, "upstream.aliases") == []


def test_a_correction_giving_the_registered_phase_sets_the_phase_said_before_aside():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nRuns in the `before_train` phase.\n\n"
        "Correction, I was wrong there: ~~`before_train`~~ it's `phase=\"build_args\"` (line 650).\n"
    )
    assert _drafted(report, "enable.phase") == []
    assert _drafted(report.split("\n\nCorrection")[0] + "\n", "enable.phase") == ["before_train"]


def test_a_note_under_an_inventory_saying_the_replacement_is_not_x_withdraws_it():
    report = (
        "| Patch | What it does | Patch logic (upstream symbol replaced/wrapped) | Code location | How to enable | Requires |\n"
        "|---|---|---|---|---|---|\n"
        "| `maxdiffusion.own` | Redirect the logger | `maxdiffusion.max_logging.log` -> `primus.core.utils.logger._logger.info` "
        "(binding replacement) | `primus/backends/maxdiffusion/patches/logger_patches.py` | always / `phase=setup` | none |\n\n"
        "### Notes\n\n1. `maxdiffusion.own` (Patch logic cell) - correction to the row above: the replacement is **not**\n"
        "   `_logger.info`. I copied that from another patch.\n"
    )
    assert _drafted(report, "implementation.primus") == []
    assert _drafted(report.split("\n\n### Notes")[0] + "\n", "implementation.primus") == ["primus.core.utils.logger._logger.info"]


def test_a_handler_listed_beside_its_closure_is_no_closure():
    report = (
        "# `megatron.training.own`\n\n## Code location\n\n| What | Where |\n|---|---|\n"
        "| Installer (handler `patch_wall_clock_timer`, closure `_patched_train_step`) | `wall_clock_timer_patch.py` |\n\n"
        "Implementation: `primus.backends.megatron.patches.training_log.wall_clock_timer_patch.patch_wall_clock_timer`.\n"
    )
    assert _drafted(report, "implementation.primus") == ["primus.backends.megatron.patches.training_log.wall_clock_timer_patch.patch_wall_clock_timer"]


def test_chinese_in_traditional_characters_reads_as_in_simplified_ones():
    report = (
        "# `megatron.x.own`\n\n## 2. 修補邏輯\n\nIt wraps `megatron.core.a.f`.\n\n"
        "## 4. 版本相容性與相依套件\n\n- 需要 `torch`。\n- 這個 patch 不呼叫任何 Turbo kernel，也沒有 import `primus_turbo`。\n"
    )
    # "修補邏輯" is Patch logic, "版本相容性與相依套件" the versions and dependencies, "沒有" (there is no) a negation.
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.f"]
    assert [name for name, _ in _drafted(report, "requires.packages")] == ["torch"]
    assert [name for name, _ in _drafted(report.replace("也沒有 import", "也 import"), "requires.packages")] == ["torch", "primus_turbo"]


def test_either_script_widens_a_pattern_and_simplified_narrows_a_title():
    from portval.explorer.han_script import either_script, simplified

    assert either_script("没有被?(?:重绑定)") == "[没沒]有被?(?:重[绑綁]定)"
    # Inside a character class the form joins the class; an escaped character is left alone.
    assert either_script(r"[和与跟]\d") == r"[和与與跟]\d"
    assert simplified("修補邏輯與程式碼位置") == "修补逻辑与程式码位置"


def test_a_command_typed_at_a_shell_prompt_requires_nothing():
    report = (
        "$ patchvet check --focus megatron.x.own --target megatron-core==0.16.0 primus/backends/megatron\n"
        "x_patches.py:26:1: PV001 patch-registered: `megatron.x.own`\n"
        "x_patches.py:31:5: PV101 site: rebinds `megatron.core.a.f` (binding replacement)\n"
    )
    found = extract(report, "megatron.x.own", "r.txt").facts
    assert "requires.backend_versions" not in found
    # The same pin stated as the patch's need is one.
    stated = report.replace("$ patchvet check --focus megatron.x.own --target", "Requires:")
    assert [f.value for f in extract(stated, "megatron.x.own", "r.txt").facts["requires.backend_versions"]] == ["==0.16.0"]


def test_a_section_titled_hypothetical_states_nothing():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.core.a.f`.\n\n"
        "## Hypothetical config\n\n- use_turbo_x: true\n- phase: build_args\n"
    )
    assert _drafted(report, "enable.phase") == []
    assert _drafted(report.replace("Hypothetical config", "Registration"), "enable.phase") == ["build_args"]


def test_a_value_marked_on_the_object_a_pronoun_names_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "`new_forward` stores the input and marks it `activation_offloading = True` when `cpu_offload_input` is set.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.replace("marks it", "sets"), "enable.side_effects") == [("activation_offloading", True)]


def test_a_path_named_after_by_is_what_acts_not_a_site():
    report = (
        "# `megatron.x.own`\n\n## Porting\n\n"
        "Since the class is patched in place, it must happen before any `SwiGLUFunction.apply` is traced by `torch.compile`.\n"
    )
    assert _drafted(report, "upstream.symbols") == []


def test_a_listed_site_bound_only_when_its_module_imports_is_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nRebinds, each to `primus.x.build`:\n\n"
        "- `megatron.training.global_vars.build_tokenizer` (x_patches.py:87)\n"
        "- `megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer` (line 97), only when that module can be imported\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.training.global_vars.build_tokenizer"]
    assert _drafted(report, "upstream.aliases") == []
    plain = report.replace(", only when that module can be imported", "")
    assert _drafted(plain, "upstream.aliases") == ["megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer"]


def test_a_version_written_as_the_case_a_line_speaks_of_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses a kernel.\n\n## Version compatibility and dependencies\n\n"
        "- Needs `torch`: `all_gather_into_tensor` when torch >= 1.13, else the `_base` variants\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]
    assert _drafted(report.replace("when torch >= 1.13, else the `_base` variants", "torch >= 1.13"), "requires.packages") == [("torch", ">=1.13")]


def test_an_asserts_message_after_a_dash_is_no_description():
    report = (
        "# `megatron.x.own`\n\n## Constraints\n\n"
        '- `assert self.config.bf16` - "Currently GroupedMLP for MoE only supports bf16." (`x_patches.py:158`)\n'
    )
    assert _drafted(report, "feature.summary") == []
    assert _drafted('# `megatron.x.own`\n\nid: megatron.x.own - "Split wgrad for pipeline parallelism"\n', "feature.summary") == [
        "Split wgrad for pipeline parallelism"
    ]


@pytest.mark.parametrize(
    ("language", "line"),
    [
        # Nepali: "does not use `primus_turbo`" (a verb its ending negates).
        ("Nepali", "- यो प्याचले `primus_turbo` प्रयोग गर्दैन।\n"),
        # Kazakh: "the patch does not use `primus_turbo`".
        ("Kazakh", "- Патч `primus_turbo` қолданбайды.\n"),
        # Esperanto: "the patch does not use `primus_turbo`".
        ("Esperanto", "- La flikaĵo ne uzas `primus_turbo`.\n"),
    ],
)
def test_a_package_a_line_says_the_patch_does_not_use_in_another_language_is_no_requirement(language, line):
    report = f"# `megatron.x.own`\n\n## What it does\n\nIt fuses a kernel.\n\n## Version compatibility and dependencies\n\n- Needs `torch`.\n{line}"
    assert _drafted(report, "requires.packages") == [("torch", None)], language
    assert _drafted(report.replace(line, "- Uses `primus_turbo`.\n"), "requires.packages") == [("torch", None), ("primus_turbo", None)]


def test_a_danda_ends_a_sentence():
    # "Style: binding replacement। There is no wrapper." (Nepali): the negation of the second sentence is not the first's.
    report = "# `megatron.x.own`\n\n## Patch logic\n\nशैली: **Binding replacement**। कुनै wrapper छैन।\n"
    assert _drafted(report, "feature.patch_style") == ["binding_replacement"]


def test_a_nepali_correction_restating_its_claim_takes_it_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "| Site | Replacement |\n|---|---|\n| `megatron.training.training.f` | `_f` |\n| `megatron.training.utils.g` | `_g` |\n\n"
        "**सच्याइ:** मैले handler ले `megatron.training.utils.g` पनि rebind गर्छ भनेको थिएँ — त्यो गलत हो।\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    assert "megatron.training.utils.g" in _drafted(report.split("\n\n**सच्याइ")[0] + "\n", "upstream.aliases") + _drafted(
        report.split("\n\n**सच्याइ")[0] + "\n", "upstream.symbols"
    )


def test_a_kazakh_line_giving_a_site_to_a_neighbour_disowns_it():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nRebinding sites:\n\n"
        "- `megatron.core.a.SharedExpertMLP.__init__`\n- `megatron.core.b._get_extra_te_kwargs`\n\n"
        "`_get_extra_te_kwargs` — көрші патч `megatron.x.other`, біздің патч емес.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.SharedExpertMLP.__init__"]


@pytest.mark.parametrize(
    "text",
    [
        "Rebinds `megatron.core.a.f` nur se la modulo jam estas ŝargita.",  # Esperanto "only if"
        "Rebinds `megatron.core.a.f` krom se la importo malsukcesas.",  # Esperanto "unless"
        "`megatron.core.a.f` सम्भवतः rebind हुन्छ।",  # Nepali "probably"
        "`megatron.core.a.f` мүмкін ауыстырылады.",  # Kazakh "maybe"
        "`megatron.core.a.f` → `_v2_init`, `FLAG_V2` සත්‍ය වූ විට පමණි.",  # Sinhala "only when ... is true"
        "patch នេះមិនហៅ kernel ណាមួយទេ ហើយក៏មិន import `primus_turbo` ដែរ។",  # Khmer "does not call ... nor import"
        "Патч выкарыстоўваецца толькі калі `x` уключаны.",  # Belarusian "only if"
        "ස්තරය fusion නොකෙරේ.",  # Sinhala "is not fused"
        "`primus_turbo` / TE талап кылынбайт.",  # Kyrgyz "are not required"
        "patch ນີ້ **ບໍ່** ໃຊ້ `primus_turbo`.",  # Lao "does not use"
        "ອາດຈະມີຕັ້ງແຕ່ megatron-core `>=0.8.0`.",  # Lao "may ... from"
        "ягон рамзи `primus_turbo` import намешавад.",  # Tajik "no symbol of it is imported"
        "`primus_turbo` पॅकेजची गरज **नाही**; ROCm-only कोडही नाही.",  # Marathi "not needed; no ROCm-only code either"
        "`tensor_model_parallel_size == 1` असेल तरच `args.sequence_parallel = False` करतो.",  # Marathi "only if"
        "कदाचित `>=0.12` पासून.",  # Marathi "maybe from"
        "**दुरुस्ती:** हा पॅच `parse_args` बदलतो असे मी लिहिले होते.",  # Marathi: a correction
        "**Sixid:** Qaybta 2aad waxaan ku iri wejiga `setup`.",  # Somali: a correction
        "**సవరణ:** పై విభాగంలో `jax` అని రాశాను.",  # Telugu: a correction
        "**Àtúnṣe sí ohun tí mo kọ:** `save_checkpoint`.",  # Yoruba: a correction
        "ફક્ત ત્યારે જ જ્યારે `odc_p2p_backend: rocshmem` પસંદ કર્યું હોય, તે `primus_turbo.pytorch._C` લોડ કરે છે.",  # Gujarati "only when"
        "આ પેચ પોતે તેને ઇમ્પોર્ટ કરતો નથી.",  # Gujarati "does not import"
        "`transformer_engine`: ਇਹ ਪੈਚ ਇਸਨੂੰ import ਨਹੀਂ ਕਰਦਾ।",  # Punjabi "does not import"
        "ਸ਼ਾਇਦ `megatron-core >= 0.13` ਚਾਹੀਦਾ ਹੈ।",  # Punjabi "perhaps ... is needed"
        "`primus_turbo` ਦੀ ਲੋੜ ਸਿਰਫ਼ ਤਾਂ ਪੈਂਦੀ ਹੈ ਜੇ registry ਬਣੀ ਹੋਵੇ।",  # Punjabi "is needed only if"
        "`print_rank_last` ← `f`, പക്ഷേ `training_log` വിളി നടക്കുന്ന സമയത്ത് മാത്രം.",  # Malayalam "only while ... runs"
        "wrapper ಇಲ್ಲ, `inspect.getsource` + `exec` ಇಲ್ಲ.",  # Kannada "no wrapper, no getsource and exec"
        "بۇ ياماق `primus_turbo` نىڭ ھېچقانداق بەلگىسىنى چاقىرمايدۇ",  # Uyghur "this patch calls nothing of primus_turbo"
        "te1 handler'ы `layernorm_linear` модулен бөтенләй кагылмый.",  # Tatar "does not touch"
        "Бу бары тик фаразый мисал.",  # Tatar "only a hypothetical example"
        "Primus-Turbo: ଏହି ପ୍ୟାଚ୍ `primus_turbo` import କରେ ନାହିଁ।",  # Odia "does not import"
        "`MaxText.train.initialize` — କେବଳ ଯେତେବେଳେ ନୂଆ `maxtext` package import ହୋଇପାରେ ନାହିଁ",  # Odia "only when"
        "پلئٽفارم: ڪوڊ ۾ ڪو ROCm-only رستو ناهي.",  # Sindhi "there is no ROCm-only path"
        "Patç `transformer_engine`-i import etmeýär.",  # Turkmen "does not import"
        "**Düzediş:** 2-nji bölümde `x` diýipdim — bu ýalňyş.",  # Turkmen: a correction
        "| `x` | `primus_turbo` кәрәкмәй |",  # Bashkir "is not needed"
        "Ang patch WALA mag-rebind sa `m.DeepSeekV3ModelArgs`.",  # Cebuano "does not rebind"
        "**Pagtul-id:** Sayop ang akong gisulat.",  # Cebuano: a correction
        "Hindi nito ginagamit ang `primus_turbo`, hindi rin Transformer Engine.",  # Tagalog "it does not use"
        "Walang ROCm-only path.",  # Tagalog "there is no ROCm-only path"
        "Iyi patch ntikoresha `primus_turbo`. Nta ROCm-only path irimo.",  # Kinyarwanda "does not use", "there is no"
        "Patch e a bulelwa ntle le haeba `disable_x: true` e behilwe.",  # Sesotho "unless"
        "Patch e sebetsa **feela ha** tsohle tse latelang di le nnete:",  # Sesotho "only when"
        "Patch iyi HAISHANDISI Transformer Engine (`transformer_engine`).",  # Shona "does not use"
        "| ބޭނުންވާ ތަކެތި | `primus_turbo` ބޭނުމެއް ނުވޭ |",  # Dhivehi "is not needed"
        "`primus_turbo` import མི་བྱེད།",  # Tibetan "does not import"
        "Kay parcheqa `primus_turbo` **manam** llamk'achinchu.",  # Quechua "does not use"
        "Zomwe patch iyi SIGWIRITSA ntchito: `primus_turbo` (palibe import)",  # Chichewa "does not use", "there is none"
        "| `megatron.core.a.f` | `x_patches.py:97` | tasol sapos module i ken import |",  # Tok Pisin "only if"
        "patch i abrusim em na i no tok wanpela samting",  # Tok Pisin "does not say"
        "### Ndakisa ya likanisi (code esalaka boye te)",  # Lingala "an imaginary example"
        "Nws **tsis** xav tau `primus_turbo`, thiab tsis muaj ROCm-only path.",  # White Hmong "not needed", "there is no"
        "On the versions slide I said it is gated on TE >= 2.0 via `is_te_v2_or_above()` — that is wrong",  # restated, called wrong
        "Ny elow an patch-ma kernel Primus-Turbo vyth ha ny import `primus_turbo`.",  # Cornish "does not import"
        "- **Tu Turbo:** nyns eus.",  # Cornish "there is none"
        "- It disna need `aiter` ava; that's the `aiter_deepbind` neibour's business.",  # Scots "does not need"
        "2. `m.TransformerBlock.__init__` → `_v2_init`, **ainly whan V2 is on**.",  # Scots "only when"
        "`_can_fuse` sends a layer back tae the auld forward, wioot a word, whan ony o thir is true:",  # Scots "when any of these"
        "`_can_fuse` sends a layer back to the old forward, without a word, when any of these is true:",  # the cases it falls back in
        "- Dát patch **ii** dárbbaš `primus_turbo` iige `transformer_engine`.",  # Northern Sami "does not need ... nor"
        "Ránnjá-patchat mat leat seamma phase:s, muhto mat eai gula dán patchii:",  # Northern Sami "neighbouring patches"
        "the mock_data check lives in `megatron.args.mock_data`, not in this patch.",  # what another patch holds
        "| Stil | function wrapping cun functools.wraps, ma l'original na vegn betg clamà |",  # Romansh "is not called"
        "### Ba patch ya pembeni",  # Lingala "the patches beside it"
        "`megatron.training.training.f` → `g`, wokka nga `megatron.training.training` erina attribute eyo",  # Luganda "only when"
        "## 6. Patch yu ko wër",  # Wolof "the patches around it"
        "The implementation asserts these in the `else` branch (the V schedule):",  # one branch of the code
        "`get_batch_func` asserts `attention_mask is None` on the ZB path",  # one path of the code
        "that switch belongs to the neighbouring `torchtitan.fsdp.x` patch",  # a neighbour named with its id
        "so with the stock module config the patch does **not** apply",  # a negation with emphasis between its words
        "ROCm-only path কোনো নাই; ক'ডত platform check নাই।",  # Assamese "there is no ROCm-only path"
        "እዚ ውቅር እንተዝሰርሕ ኔሩ `ep_size <= 8` ይኸውን።",  # Tigrinya "if this config had worked"
        "ካልኦት ፓቻት እዮም፣ ናይዚ ፓች ኣይኮኑን",  # Tigrinya "they are other patches, not this patch's"
        "**Korrektur:** Am Abschnitt 2 hunn ech `build_args` geschriwwen.",  # Luxembourgish: a correction
        "**Reizhadenn:** em eus skrivet `x`.",  # Breton: a correction
        "`print_rank_last` → `f`, ond **dim ond am hyd yr alwad** i `training_log`.",  # Welsh "only for the call's length"
        "- ROCm: janiw ROCm-only thakhi utjkiti; código ukax GPU kasta janiw uñakipkiti.",  # Aymara "there is no ROCm-only path"
        "> **Chiqanchawi:** 2 t'aqanx `x` alias ukax rebind lurataraki sistwa; ukax pantjatawa.",  # Aymara: a correction
        "- `megatron-core>=0.11` ikatu oikotevẽ; ndahechái porã upstream historial.",  # Guarani "it may be needed"
        "> **Ñemyatyrõ:** 2 vore-pe ha'e kuri ko handler ombojoaju jey avei `x`.",  # Guarani: a correction
        "Handler ndoiporúi `primus_turbo`.",  # Guarani "does not use"
        "Il patch al ven aplicât dome se `PRIMUS_MLPERF` al è metût a `1`.",  # Friulian "only if"
        "Al torne `False` a mancul che `eval_iters` nol sedi plui grant di zero.",  # Friulian "unless"
        "- Primus-Turbo: awan. Daytoy a patch ket saan nga umawag iti aniaman a Turbo kernel.",  # Ilocano "none", "does not"
        "- Nalabit a masapul ti `megatron-core>=0.12` gapu ta dita a naipasngay ti `f`.",  # Ilocano "probably"
        "- Nochipa motlapoa. Ahtle tlatecpanaliztli tlahtōlli quitta.",  # Nahuatl "nothing"
        "4. **Neixcuitilli zan tlanemilīlli**:",  # Nahuatl "only imagined"
        "> **Correición:** na seición 2 dixi que'l handler tamién rebinda `x`.",  # Asturian: a correction
        "Seken laen ia (`_get_extra_te_kwargs`) i rebind blong smol taem nomo.",  # Bislama "for a short time only"
        "`primus_turbo.pytorch` bi deep import doo nizhónígo naʼanish dago (`aiter` biniinaa).",  # Navajo "does not work"
        "Primus-Turbo: `primus_turbo` import-erneqanngilaq.",  # Greenlandic "is not imported"
        "### Patch-it sanilerisat (ataatsimi file-imi)",  # Greenlandic "the patches beside it"
        "## 7. Coridjaedje",  # Walloon: a correction
        "**Korreksaun:** iha parágrafu leten ha'u hakerek katak patch mós troka `x`.",  # Tetum: a correction
        "Handler nia la toka `torchtitan.components.metrics`.",  # Tetum "does not touch"
        "- Neet gebroek: de Megatron-sleutel `async_save` weurt door de patch neet gelaeze.",  # Limburgish "is not read"
        "> **Verbaetering:** wat ich in § 2 sjreef, klop neet.",  # Limburgish: a correction
        "- Ii patch `transformer_engine` import nahi kare hai.",  # Fiji Hindi "does not import"
        "**Currezzione:** in a sezione 2 sopra aghju scrittu chì u patch riassigna dinù `x`.",  # Corsican: a correction
        "**Pagtadong ha phase ha igbaw:** sayop an `build_args`.",  # Waray: a correction
        "Koréksi kana paragraf di luhur: éta salah.",  # Sundanese: a correction
        "Pòprôwka do wëższégò pùnktu: handler nie przepinô `x`.",  # Kashubian: a correction
        "**Көннөрүү:** `x` алиаһы эмиэ олохтуур диэн суруйбутум сыыһа.",  # Sakha: a correction
        "Pot i alias: `x` ma tulaika solo yanggen esta ma impot i `m`.",  # Chamorro "only if"
        "I handler ti ha pacha' `pad_routing_map`.",  # Chamorro "does not touch"
        "Nenten wenten jalur ROCm-only; kode puniki nenten ngecek platform.",  # Balinese "there is no"
        "| Primus-Turbo | mina'an — ma' tu t'aanik mix jump'éel símbolo Turbo |",  # Yucatec Maya "there is none"
        "**U tojcha'anil:** le numero 5 ma' jaaj i'.",  # Yucatec Maya: a correction
        "Transformer Engine: e ya kailangan potang bf16 ya.",  # Kapampangan "it is not needed"
        "Potang makabukas ya mu ing `fp8`, gagamitan ne ing `te_checkpoint`.",  # Kapampangan "when"
        "Дыккаг рæнхъ рæдыд у — ревизи 1-æй баззад.",  # Ossetian "(the second line) is a mistake"
        "`TransformerBlock.__init__` tek `PRIMUS_FUSED_RESIDUAL_NORM_V2=1` bolǵanda ǵana oralıp alınadı.",  # Karakalpak "only when"
        "Ginpadalagan ko ini, pero indi ina mga requirement.",  # Hiligaynon "not"
        "Prefetch hi `tensor_model_parallel_size == 1` a nih chauhin a siam.",  # Mizo "only when"
        "Compute dtype: `bf16` a on chuan `torch.bfloat16`, a nih loh chuan `torch.float16`.",  # Mizo "if it is on"
        "Ma s-vrei vãrnãoarã s-u adaugi shi ti `thd`, va s-ai ananghi di un flag nãu.",  # Aromanian "if you ever want"
        "Te handler aei e aki kabaea `megatron.a.g`.",  # Gilbertese "does not rebind"
        "Handler tutón symbol ženje njeimportuje a njepřepisuje.",  # Upper Sorbian "never imports, does not rewrite"
    ],
)
def test_conditions_doubts_and_negations_in_more_languages_hedge(text):
    assert hedge_text(text) is not None


def test_an_amharic_correction_quoting_its_claim_takes_it_back():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n- It wraps `torchtitan.models.llama4.infra.parallelize.apply_fsdp`.\n"
        "- It also wraps `torchtitan.models.qwen3.infra.parallelize.fully_shard`.\n\n### እርማት\n\n"
        'ከላይ "It also wraps `torchtitan.models.qwen3.infra.parallelize.fully_shard`" ያልኩት ስሕተት ነው።\n'
    )
    # "What I said above, "...", is wrong."
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report.split("\n\n### እርማት")[0] + "\n", "upstream.aliases") == ["torchtitan.models.qwen3.infra.parallelize.fully_shard"]


def test_a_site_bound_only_during_a_call_in_amharic_is_a_temporary_swap():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n"
        "1. `torchtitan.models.llama4.infra.parallelize.apply_fsdp` → the wrapper\n"
        "2. `torchtitan.models.llama4.infra.parallelize.fully_shard` → `fully_shard_proxy` (በ`apply_fsdp` ጥሪ ጊዜ ብቻ)\n"
    )
    drafted = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert drafted == ["torchtitan.models.llama4.infra.parallelize.apply_fsdp"]


def test_what_a_line_says_is_not_a_patch_gives_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "The checkpoint loader also sets `args.moe_aux_loss_coeff = 0.001`, but that is converter code, not a patch.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    plain = report.replace(", but that is converter code, not a patch", "")
    assert _drafted(plain, "enable.side_effects") == [("moe_aux_loss_coeff", 0.001)]


def test_a_package_an_uzbek_line_says_the_patch_does_not_import_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt fuses a kernel.\n\n## Version compatibility and dependencies\n\n"
        "- Needs `torch`.\n- Kerak emas: `primus_turbo` — patch uni import qilmaydi.\n"
    )
    # "Not needed: `primus_turbo`; the patch does not import it."
    assert _drafted(report, "requires.packages") == [("torch", None)]


@pytest.mark.parametrize(
    "title",
    [
        "Faraziy misol (kod bunday qilmaydi)",  # Uzbek: a supposed example (the code does not do this)
        "Таамаглалын жишээ",  # Mongolian: an example of a supposition
        "ግምታዊ የውቅር ምሳሌ",  # Amharic: a hypothetical config example
        "උපකල්පිත config උදාහරණය",  # Sinhala: a supposed config example
        "ឧទាហរណ៍សន្មត",  # Khmer: a supposed example
    ],
)
def test_a_supposed_example_in_more_languages_is_made_up(title):
    assert hedge_text(title) == "a made-up example"


@pytest.mark.parametrize(
    "text",
    [
        # Czech "ne" negates the word after it ("not at build_args"), not the phase the sentence gives.
        "register_patch má phase before_train, patch tedy běží těsně před startem tréninku, ne při build_args.",
        # Japanese "時点" (as of) is no Chinese "...時" (when).
        "対象ファイルは primus/backends/x_patches.py です（Primus のコミット fd1eeab 時点）。",
    ],
)
def test_words_other_languages_share_with_the_new_ones_hedge_nothing(text):
    assert hedge_text(text) is None


def test_a_sentence_about_a_different_switch_states_nothing_of_the_patch():
    item = (
        "**Not needed:** `primus_turbo` is not imported by this patch. (`use_turbo_autotune` is a different switch: "
        "`validate_args_on_rocm` exports `PRIMUS_TURBO_AUTO_TUNE=1` from it.)"
    )
    for text, hedged in ((item, True), (item.replace(" is a different switch:", ":"), False)):
        sentences = list(split_sentences([Block(1, text, item=True)]))
        exported = next(s for s in annotate(sentences, None) if "PRIMUS_TURBO_AUTO_TUNE" in s.text)
        assert bool(hedge_of(exported)) is hedged, (text, hedge_of(exported))


def test_a_kyrgyz_heading_naming_a_neighbour_patch_makes_its_section_that_patchs():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nIt writes `args.x = 1`.\n\n"
        "### Кошуна патч: `megatron.fsdp.other` (бул патчка таандык эмес)\n\n"
        "- `megatron.training.training.torch_FSDP` → `PrimusTorchFullyShardedDataParallel` (`:57`)\n"
    )
    # "Neighbouring patch: `x` (not this patch's)": the sites listed under it are that patch's.
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report.replace("### Кошуна патч: `megatron.fsdp.other` (бул патчка таандык эмес)\n\n", ""), "upstream.symbols") == [
        "megatron.training.training.torch_FSDP"
    ]


def test_a_line_saying_the_patch_rebinds_exactly_one_method_withdraws_another_class_method_of_that_name():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "It rebinds `megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask`.\n\n"
        "It also rebinds `megatron.bridge.data.datasets.sft.GPTSFTChatDataset._create_attention_mask`.\n\n"
        "Checked: `patch_sft_attention_mask` rebinds exactly one thing, `sft_mod.GPTSFTDataset._create_attention_mask`.\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report, "upstream.symbols") == ["megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask"]
    assert _drafted(report.split("\n\nChecked")[0] + "\n", "upstream.aliases") == [
        "megatron.bridge.data.datasets.sft.GPTSFTChatDataset._create_attention_mask"
    ]


def test_a_quoted_reply_saying_what_alone_is_rebound_still_takes_the_claim_back():
    report = (
        "# `megatron.x.own`\n\n## Review\n\n"
        "It rebinds `megatron.bridge.data.datasets.sft.GPTSFTDataset._create_attention_mask`.\n\n"
        "The handler also rebinds `megatron.bridge.data.datasets.sft.GPTSFTChatDataset._create_attention_mask`.\n\n"
        "> **jk** replied:\n"
        "> No, `patch_sft_attention_mask` rebinds exactly one thing, `sft_mod.GPTSFTDataset._create_attention_mask`.\n"
    )
    # The reply is another message's words, so nothing in it becomes a value; what it takes back is still taken back.
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report.split("\n\n> **jk**")[0] + "\n", "upstream.aliases") == [
        "megatron.bridge.data.datasets.sft.GPTSFTChatDataset._create_attention_mask"
    ]


def test_a_return_annotation_in_a_condition_s_code_is_no_flag():
    report = (
        "# `transformer_engine.x.own`\n\n## How to enable\n\n```python\n"
        "def _is_fp8_can_patch(ctx: PatchContext) -> bool:\n"
        "    args = get_args(ctx)\n"
        '    fp8 = bool(getattr(args, "fp8", False))\n'
        "    return fp8 and is_primus_turbo_can_patch(ctx)\n```\n"
    )
    # "-> bool:" then "args = ...", flattened: no "bool: args".
    assert _drafted(report, "enable.flags") == []


def test_a_marathi_part_of_neighbours_and_a_negated_platform_give_no_value():
    report = (
        "# `megatron.x.own`\n\n## पॅच लॉजिक\n\nहा पॅच फक्त `args.iterations_to_skip` बदलतो.\n\n"
        "### शेजारचे / सहचर पॅच (हे या पॅचचा भाग नाहीत)\n\n"
        "- `megatron.validate_args` — `megatron.training.arguments.validate_args` rebind करतो.\n\n"
        "## आवृत्ती\n\n- `primus_turbo` ची गरज **नाही**; ROCm-only कोडही नाही.\n"
    )
    # "Neighbouring / companion patches (these are not part of this patch)"; "no ROCm-only code either".
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report, "requires.platform") == []
    assert _drafted(report, "upstream.symbols") == []
    # Said plainly, the same lines give both.
    plain = report.replace(" / सहचर पॅच (हे या पॅचचा भाग नाहीत)", "").replace("शेजारचे", "Patch logic").replace("कोडही नाही", "only")
    assert _drafted(plain, "feature.patch_style") == ["binding_replacement"]


def test_a_punjabi_line_restating_a_site_and_calling_it_wrong_takes_it_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "- `megatron.training.training.train_step` → `_patched_train_step`\n"
        "- `megatron.core.pipeline_parallel.schedules.get_forward_backward_func` → wrapper\n\n"
        "> **ਸੋਧ:** ਉੱਪਰ ਮੈਂ ਲਿਖਿਆ ਸੀ ਕਿ ਇਹ ਪੈਚ `megatron.core.pipeline_parallel.schedules.get_forward_backward_func` ਨੂੰ ਵੀ "
        "ਰੀਬਾਈਂਡ ਕਰਦਾ ਹੈ — ਇਹ ਗਲਤ ਸੀ।\n"
    )
    # "Above I wrote that this patch also rebinds `x` — this was wrong."
    assert _drafted(report, "upstream.symbols") == ["megatron.training.training.train_step"]
    assert "megatron.core.pipeline_parallel.schedules.get_forward_backward_func" in _drafted(
        report.split("\n\n> **ਸੋਧ:**")[0] + "\n", "upstream.symbols"
    )


def test_a_package_a_line_of_its_own_needs_only_in_some_runs_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Requires\n\n"
        "- Turbo side: no kernel; but the helper's module imports `primus_turbo` and `triton` at the top level.\n"
        "- `primus_turbo` (and `triton`) is needed only if the delayed-scaling patch built its registry.\n"
    )
    assert _drafted(report, "requires.packages") == []
    plain = report.replace(" only if the delayed-scaling patch built its registry", "")
    assert _drafted(plain, "requires.packages") == [("primus_turbo", None), ("triton", None)]


def test_a_listing_a_lead_in_calls_the_defaults_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n"
        "The gate is `use_turbo_deepep` and `enable_primus_turbo: true`. The defaults are in primus_turbo.yaml:\n\n"
        "use_turbo_deepep: false\n\nturbo_deepep_use_comm_stream: false\n"
    )
    # Each key's value before a run sets it, typed as the file's lines (a page copied as text keeps no code block).
    assert _drafted(report, "enable.flags") == [("enable_primus_turbo", True)]
    assert ("turbo_deepep_use_comm_stream", False) in _drafted(report.replace("The defaults are in", "We set in"), "enable.flags")


def test_a_module_s_line_called_wrong_without_code_marks_takes_back_its_site():
    report = (
        "# `megatron.turbo.own`\n\n## Patch logic\n\nThen it rebinds:\n\n"
        "- `megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher`\n"
        "- `megatron.core.models.gpt.moe_module_specs.MoEFlexTokenDispatcher`\n\n"
        "## Replies\n\nCorrection to my answer above: the moe_module_specs line is wrong.\n"
    )
    drafted = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert drafted == ["megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"]
    assert len(_drafted(report.split("\n\n## Replies")[0] + "\n", "upstream.aliases")) == 1


def test_a_class_attribute_reached_through_a_package_s_name_for_the_class_is_one_binding():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "- Upstream symbol wrapped: `megatron.core.models.gpt.gpt_model.GPTModel._postprocess`\n"
        "- Rebinding site: `GPTModel._postprocess = postprocess_with_fused_ce`\n\n"
        "The rebinding is on the class, so `from megatron.core.models.gpt import GPTModel` aliases pick it up.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.models.gpt.gpt_model.GPTModel._postprocess"]
    assert _drafted(report, "upstream.aliases") == []
    # A module-level function bound in two modules is two bindings.
    two = "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It rebinds `megatron.a.c.f`.\n"
    assert _drafted(two, "upstream.aliases") == ["megatron.a.c.f"]


def test_a_page_s_description_of_itself_is_no_summary_of_the_patch():
    report = (
        "+++\ntitle = \"megatron.x.own: fields on TransformerConfig\"\ndraft = false\n"
        "description = \"Deep-dive and porting notes for the Primus Megatron patch megatron.x.own.\"\n"
        "tags = [\"megatron\"]\n+++\n\nPatch id: `megatron.x.own`.\n\n"
        "## What it does\n\nIt copies ten fields onto `TransformerConfig`.\n\n"
        "## Patch logic\n\nIt sets class attributes.\n"
    )
    assert _drafted(report, "feature.summary") == ["It copies ten fields onto TransformerConfig."]
    described = report.replace("Deep-dive and porting notes for the Primus Megatron patch megatron.x.own.", "Copy GDN fields onto TransformerConfig.")
    assert _drafted(described, "feature.summary") == ["Copy GDN fields onto TransformerConfig."]


def test_a_row_of_values_under_what_it_does_is_no_summary_and_a_labelled_description_string_is():
    report = (
        "# `torchtitan.x.own`\n\n## What it does\n\nThe patch teaches that function the MI350 peaks:\n\n"
        "| Device key | Peak | Note |\n|---|---|---|\n| `MI355X` | `2500e12` | same value upstream already returns |\n\n"
        "Description string in the registration: *Add MI350X/MI355X peak FLOPS so MFU is computed correctly*.\n\n"
        "## Patch logic\n\nIt wraps `torchtitan.tools.utils.get_peak_flops`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Add MI350X/MI355X peak FLOPS so MFU is computed correctly."]
    unlabelled = report.replace("Description string in the registration: *Add MI350X/MI355X peak FLOPS so MFU is computed correctly*.\n\n", "")
    assert _drafted(unlabelled, "feature.summary") == []


def test_a_tatar_neighbour_part_naming_its_patch_is_no_second_deep_dive():
    report = (
        "# `megatron.te.tp_overlap_te1` — тирәнтен анализ\n\n## 1. Нәрсә эшли\n\nTE1 өчен.\n\n"
        "## 2. Патч логикасы\n\n- `transformer_engine.pytorch.cpp_extensions.gemm` → `f`\n\n"
        "## 6. Күрше патч: `megatron.te.tp_overlap_te2`\n\n- `transformer_engine.pytorch.cpp_extensions.general_gemm` → `g`\n"
    )
    # "Neighbour patch: `x`": another patch's part, not a second patch's deep-dive the reader must choose between.
    assert _drafted(report, "feature.id") == ["megatron.te.tp_overlap_te1"]
    assert _drafted(report, "upstream.symbols") == ["transformer_engine.pytorch.cpp_extensions.gemm"]


def test_a_line_about_a_module_under_a_package_s_name_is_no_line_about_the_package():
    report = (
        "# `torchtitan.x.own`\n\n## Requires\n\n- Packages: `torchtitan` and `loguru`.\n\n"
        "## Neighbours\n\n- `torchtitan.metrics.wandb_env` sets `WANDB_PROJECT`, only when `metrics.enable_wandb` is true.\n"
    )
    assert _drafted(report, "requires.packages") == [("torchtitan", None), ("loguru", None)]


def test_a_patch_said_to_rebind_only_a_full_path_rebinds_no_other_module_s_name():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "- Upstream symbol wrapped: `megatron.core.distributed.fsdp_mod.fully_shard` (the `torch.distributed.fsdp.fully_shard` "
        "that Megatron imported into that module).\n\n"
        "**Correction:** the struck bullet was wrong. The Megatron patch rebinds only `megatron.core.distributed.fsdp_mod.fully_shard`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.distributed.fsdp_mod.fully_shard"]
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report.split("\n\n**Correction:**")[0] + "\n", "upstream.aliases") == ["torch.distributed.fsdp.fully_shard"]


def test_a_module_nothing_under_which_is_touched_holds_no_site():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n- It replaces `torchtitan.models.llama4.infra.parallelize.apply_compile`.\n"
        "- It also rebinds the alias `torchtitan.models.deepseek_v3.infra.parallelize.apply_compile`.\n\n"
        "IMPORTANT: Correction: the alias rebinding above is not done; nothing under `torchtitan.models.deepseek_v3` is touched.\n"
    )
    drafted = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert drafted == ["torchtitan.models.llama4.infra.parallelize.apply_compile"]


def test_a_description_cited_with_its_file_and_line_is_the_summary_without_them():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n"
        "- `description=` text: `Patch various components for V-schedule in ZeroBubble PP` (`v_schedule_patches.py:43`).\n\n"
        "## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    )
    assert _drafted(report, "feature.summary") == ["Patch various components for V-schedule in ZeroBubble PP"]


def test_a_package_whose_item_says_every_call_falls_back_without_it_is_no_requirement():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.f`.\n\n## Version compatibility and dependencies\n\n"
        "- torch: torch.distributed and torch.cuda streams.\n"
        "- primus_turbo: for the SDMA path. If it cannot be imported, every call falls back to the plain all-gather.\n"
    )
    assert _drafted(report, "requires.packages") == [("torch", None)]
    assert ("primus_turbo", None) in _drafted(report.replace(" If it cannot be imported, every call falls back to the plain all-gather.", ""), "requires.packages")


def test_an_assert_said_of_one_case_in_kurmanji_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Constraints\n\n"
        "- Dema ku Turbo vekirî be, `autocast_enter` `assert fp8_available` dike.\n"
    )
    # "When Turbo is on, `autocast_enter` does `assert fp8_available`": the assert of one case.
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace("Dema ku Turbo vekirî be, ", ""), "constraints") != []


def test_what_the_framework_normally_does_is_no_summary_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\n"
        "Megatron normally wraps every model chunk in Float16Module, which casts the parameters to BF16. "
        "This patch swaps Float16Module for a passthrough wrapper that keeps the parameters in FP32.\n\n"
        "## Patch logic\n\nIt rebinds `megatron.core.transformer.module.Float16Module`.\n"
    )
    assert _drafted(report, "feature.summary") == ["This patch swaps Float16Module for a passthrough wrapper that keeps the parameters in FP32."]


def test_a_correction_writing_another_module_s_assignment_in_full_keeps_no_site_of_the_same_name():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n"
        "- Upstream symbol replaced: `torchtitan.models.moe.moe._run_experts_grouped_mm`.\n"
        "- It also rebinds `torchtitan.models.deepseek_v3.model.moe._run_experts_grouped_mm`.\n\n"
        "**Update:** I said above that it also rebinds `torchtitan.models.deepseek_v3.model.moe._run_experts_grouped_mm`. "
        "That's wrong - there is exactly one assignment, `torchtitan.models.moe.moe._run_experts_grouped_mm = f`.\n"
    )
    # The assignment written again is the other module's ("moe" is the last name of both), so the claim is taken back.
    drafted = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert drafted == ["torchtitan.models.moe.moe._run_experts_grouped_mm"]


def test_the_patch_is_a_name_in_code_names_the_patch():
    # No title and no sections: the label is all that makes it one deep-dive, so without it the report is refused.
    report = "Posted by dev\n\nThe patch is `megatron.optimizer.own`, next to `megatron.optimizer.other_patch`.\n\nIt rebinds `megatron.a.f`.\n"
    assert _drafted(report, "feature.id") == ["megatron.optimizer.own"]


def test_a_phase_a_later_line_calls_false_in_luxembourgish_is_taken_back():
    report = (
        "# `megatron.patch.own`\n\n## Patch logic\n\n- **Phase:** De Patch leeft an der Phase `build_args`.\n"
        "- It wraps `megatron.training.checkpointing.load_checkpoint`.\n\n## Notes\n\n"
        "> **Korrektur:** Am Abschnitt 2 hunn ech geschriwwen, de Patch géif an der Phase `build_args` lafen. Dat ass falsch.\n"
    )
    assert _drafted(report, "enable.phase") == []
    assert _drafted(report.split("\n\n## Notes")[0] + "\n", "enable.phase") == ["build_args"]


def test_a_setting_in_words_the_report_quotes_from_a_docstring_is_no_side_effect():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `transformer_engine.pytorch.module._common.WeightGradStore.put`.\n\n"
        'The handler docstring says it "also sets `delay_wgrad_compute=True` in Megatron\'s TransformerConfig". '
        "The code never touches `TransformerConfig`.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    plain = report.replace('The handler docstring says it "also sets `delay_wgrad_compute=True` in Megatron\'s TransformerConfig". ', "It also sets `delay_wgrad_compute=True`. ")
    assert _drafted(plain, "enable.side_effects") == [("delay_wgrad_compute", True)]


def test_a_correction_restating_a_site_by_its_function_s_name_takes_the_full_path_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- It rebinds `megatron.training.datasets.data_samplers.build_pretraining_data_loader`.\n\n"
        "It also rebinds `megatron.training.training.build_train_valid_test_data_loaders` so the loader starts at 0.\n\n"
        "## Correction\n\nEarlier on this page I wrote that the patch also rebinds `build_train_valid_test_data_loaders`. "
        "That is wrong: the code only rebinds `build_pretraining_data_loader`.\n"
    )
    drafted = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert drafted == ["megatron.training.datasets.data_samplers.build_pretraining_data_loader"]


def test_a_quoted_line_called_wrong_where_it_stands_takes_back_the_path_it_shortens():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nStyle: config rewrite. "
        "It wraps `megatron.training.arguments.validate_args` so the knobs are resolved.\n\n"
        "## Comments\n\nYou're right, the \"wraps `validate_args`\" line in the commit message is wrong.\n"
    )
    assert _drafted(report, "upstream.symbols") == []
    assert _drafted(report.split("\n\n## Comments")[0] + "\n", "upstream.symbols") == ["megatron.training.arguments.validate_args"]


def test_an_assert_the_code_catches_is_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.training.training.training_log`.\n\n## Constraints\n\n"
        "- `get_mem_info`: `assert total_mem is not None` (`mem_info.py:72`). These are caught in `MemoryStats`, which reuses the last value.\n"
    )
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace(" These are caught in `MemoryStats`, which reuses the last value.", ""), "constraints") != []


def test_a_name_under_a_label_calling_it_temporary_in_sorani_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.training.training.get_model`:\n\n"
        "- `torch.cuda.stream = _noop_stream` (`:63`)\n\n"
        "- کاتی (تەنها لە ماوەی بانگی `get_model`دا): `torch.cuda.stream` (`:63`)\n"
    )
    # "Temporary (only during the get_model call): `torch.cuda.stream`": put back after the call, so no lasting site.
    assert _drafted(report, "upstream.symbols") == ["megatron.training.training.get_model"]
    assert "torch.cuda.stream" in _drafted(report.split("\n\n- کاتی")[0] + "\n", "upstream.symbols")


def test_a_claim_restated_and_called_wrong_in_one_sentence_takes_back_its_line():
    report = (
        "# `megatron.turbo.own`\n\n## Key points\n\n"
        "- Wei said the handler rebinds `importlib.import_module` and also swaps `builtins.__import__`, so plain `import` "
        "statements of the aiter modules get DEEPBIND as well.\n\n"
        "Correction: the key point where I said the handler also swaps `builtins.__import__` is wrong, I misspoke.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.split("\n\nCorrection")[0] + "\n", "requires.packages") == [("aiter", None)]


def test_a_restated_claim_broken_by_a_dash_before_is_wrong_takes_back_only_what_the_dash_points_at():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nThe one site it rebinds is `torchtitan.protocols.train_spec.get_train_spec`.\n\n"
        "And the docstring says `torchtitan.train_spec.get_train_spec` - that path is wrong, it's "
        "`torchtitan.protocols.train_spec` like you wrote.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["torchtitan.protocols.train_spec.get_train_spec"]


def test_a_correction_naming_a_site_by_its_last_module_takes_back_the_full_path():
    report = (
        "# `megatron.fsdp.own`\n\n## Patch logic\n\nIt rebinds `megatron.core.fsdp.utils.get_mesh_names`.\n\n"
        "It also rebinds the copy the checkpoint helpers import, i.e. `megatron.core.fsdp.uneven_dtensor.get_mesh_names`.\n\n"
        "## Correction\n\nEarlier in section 2 I wrote that the patch also rebinds `uneven_dtensor.get_mesh_names`. That is wrong.\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    kept = report.replace("`uneven_dtensor.get_mesh_names`", "`utils.get_mesh_names` twice")
    assert _drafted(kept, "upstream.aliases") == ["megatron.core.fsdp.uneven_dtensor.get_mesh_names"]


def test_a_restated_need_for_a_package_taken_back_withdraws_the_package():
    report = (
        "# `megatron.pp.own`\n\n## Patch logic\n\nIt rebinds `megatron.core.experts.GroupedMLP.forward`.\n\n"
        "## Versions and dependencies\n\nBecause `zbpp_gemm.py` imports `primus_turbo` at module level, the patch also needs the "
        "`primus_turbo` package installed.\n\n---\n\n**Update:** I said above that the patch needs `primus_turbo` installed. That's wrong.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.split("\n\n---")[0] + "\n", "requires.packages") == [("primus_turbo", None)]


def test_a_branch_said_to_belong_to_other_callers_gives_no_package():
    report = (
        "# `megatron.pp.own`\n\n## Patch logic\n\nIt rebinds `megatron.core.experts.GroupedMLP.forward`.\n\n"
        "The Turbo path (`turbo-gg` in the same dispatcher) uses Primus-Turbo's `grouped_gemm_impl` with `BackendType.CK`. "
        "That branch belongs to other callers, not this patch: this patch always passes `lagacy-gg`.\n"
    )
    assert _drafted(report, "requires.packages") == []
    alone = report.replace(" That branch belongs to other callers, not this patch: this patch always passes `lagacy-gg`.", "")
    assert _drafted(alone, "requires.packages") == [("primus_turbo", None)]


def test_a_neighbour_named_by_its_id_is_not_the_report_s_patch():
    report = (
        "---\ntitle: \"Porting note: async TP\"\n---\n\n# Porting note: async TP\n\n"
        "It covers one patch, `torchtitan.primus_turbo.own`, which swaps the fused kernels.\n\n## How to enable\n\n"
        "It does not read `SDMA_ALL_GATHER`; that switch belongs to the neighbouring `torchtitan.fsdp.other` patch.\n"
    )
    assert _drafted(report, "feature.id") == ["torchtitan.primus_turbo.own"]


def test_a_line_number_abbreviated_ends_no_sentence_and_a_value_the_patch_does_not_apply_under_is_no_flag():
    report = (
        "# `torchtitan.x.own`\n\n## How to enable\n\n"
        "The same YAML ships `parallelism.enable_async_tensor_parallel: false` (l. 63), so with the stock config the patch "
        "does **not** apply.\n"
    )
    assert _drafted(report, "enable.flags") == []
    plain = report.replace(", so with the stock config the patch does **not** apply", "")
    assert _drafted(plain, "enable.flags") == [("parallelism.enable_async_tensor_parallel", False)]


def test_a_config_block_value_of_a_key_compared_in_words_is_an_example():
    report = (
        "# `torchtitan.x.own`\n\n## How to enable\n\nIt only matters when `tensor_parallel_degree` is above 1.\n\n"
        "Minimal config that turns it on:\n\n```yaml\nparallelism:\n  tensor_parallel_degree: 8\n  enable_async_tensor_parallel: true\n```\n"
    )
    assert ("parallelism.tensor_parallel_degree", 8) not in _drafted(report, "enable.flags")
    assert ("parallelism.enable_async_tensor_parallel", True) in _drafted(report, "enable.flags")
    said = report.replace("It only matters when `tensor_parallel_degree` is above 1.\n\n", "")
    assert ("parallelism.tensor_parallel_degree", 8) in _drafted(said, "enable.flags")


def test_a_source_only_read_by_its_steps_is_no_source_rewrite():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nThe scan runs `inspect.getsource()` on `margs.parse_args` and collects "
        "every `_add_x(parser)` call.\nNo `exec()` is involved; the source is only read.\n"
    )
    assert "source_rewrite" not in _drafted(report, "feature.patch_style")
    assert _drafted(report.replace("No `exec()` is involved; the source is only read.", "It then `exec`s the edited text."), "feature.patch_style") == ["source_rewrite"]


def test_a_function_taken_back_by_its_bare_name_leaves_the_line_s_other_site():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nThe handler rebinds two attributes of `megatron.training.arguments`: "
        "`add_megatron_arguments` and `parse_args`.\n\n## Correction\n\n"
        "Earlier on this page I said the handler rebinds `parse_args` as well. It does not.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.training.arguments.add_megatron_arguments"]
    kept = report.split("\n\n## Correction")[0] + "\n"
    assert _drafted(kept, "upstream.symbols") == ["megatron.training.arguments.add_megatron_arguments", "megatron.training.arguments.parse_args"]


def test_a_teardown_said_not_to_restore_a_binding_takes_the_site_back():
    report = (
        "# `megatron.fsdp.own_teardown`\n\n## Patch logic\n\nOn teardown it also rebinds `megatron.training.training.train_step` "
        "back to the original function.\n\n**Correction to my previous answer:** the teardown does **not** restore "
        "`megatron.training.training.train_step`; I was wrong about that.\n"
    )
    assert _drafted(report, "upstream.aliases") == _drafted(report, "upstream.symbols") == []


def test_a_shona_and_a_quechua_correction_restating_a_site_take_it_back():
    shona = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n- `torchtitan.models.a.model.Block` → `primus.x.Block`\n"
        "- `torchtitan.models.a.infra.parallelize.Block` → `primus.x.Block`\n\n"
        "**Ruramiso:** Muchikamu 2 ndakanyora kuti handler inorebind zvakare `torchtitan.models.a.infra.parallelize.Block`. "
        "Izvi hazvisi izvo — handler inorebind nzvimbo imwe chete.\n"
    )
    assert "torchtitan.models.a.infra.parallelize.Block" not in _drafted(shona, "upstream.aliases") + _drafted(shona, "upstream.symbols")
    quechua = (
        "# `megatron.x.own`\n\n## Patch logic\n\n| Upstream | Primus |\n|---|---|\n| `megatron.core.a.Layout` | `primus.x.Layout` |\n"
        "| `megatron.training.arguments.Layout` | `primus.x.Layout` |\n\n"
        "> **Allichay:** tablapi `megatron.training.arguments.Layout`-tapas rebind-an nirqani. Chayqa **pantasqam**.\n"
    )
    assert "megatron.training.arguments.Layout" not in _drafted(quechua, "upstream.aliases") + _drafted(quechua, "upstream.symbols")


def test_a_correction_naming_its_own_module_s_binding_still_takes_back_the_full_path():
    report = (
        "# `megatron.pretrain_gpt.forward_step.own`\n\n## Patch logic\n\n- Sites it rebinds:\n  - `pretrain_gpt.forward_step`\n"
        "  - `megatron.training.training.forward_step` (same handler)\n\n## Correction\n\n"
        'The "Patch logic" panel above says the handler also rebinds `megatron.training.training.forward_step`. That is wrong. '
        "The handler assigns only `pretrain_gpt.forward_step = _patched_forward_step`. The only rebound site is "
        "`pretrain_gpt.forward_step`.\n"
    )
    assert "megatron.training.training.forward_step" not in _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    kept = report.split("\n\n## Correction")[0] + "\n"
    assert "megatron.training.training.forward_step" in _drafted(kept, "upstream.symbols") + _drafted(kept, "upstream.aliases")


def test_a_binding_the_code_puts_back_from_its_own_copy_is_no_site():
    code = (
        "+    def _patched_get_model(*args, **kwargs):\n+        _orig_stream_ctx = torch.cuda.stream\n"
        "+        torch.cuda.stream = _noop_stream\n+        try:\n+            return original_get_model(*args, **kwargs)\n"
        "+        finally:\n+            torch.cuda.stream = _orig_stream_ctx\n+\n+    training.get_model = _patched_get_model\n"
    )
    head = "# `megatron.training.own`\n\n## Patch logic\n\nIt wraps `megatron.training.training.get_model`.\n\n"
    for report in (head + code, f"{head}```diff\n{code}```\n"):
        assert _drafted(report, "upstream.symbols") == ["megatron.training.training.get_model"]
        kept = report.replace("+            torch.cuda.stream = _orig_stream_ctx\n", "+            pass\n")
        assert "torch.cuda.stream" in _drafted(kept, "upstream.symbols")


def test_a_lingala_and_a_tok_pisin_correction_restating_a_site_take_it_back():
    lingala = (
        "# `megatron.transformer.own`\n\n## Ndenge patch esalaka\n\n"
        "- **Alias:** patch ebongoli mpe alias `megatron.core.transformer.TransformerConfig`.\n\n### Bobongisi\n\n"
        "Nalobaki likolo ete patch ebongoli mpe alias `megatron.core.transformer.TransformerConfig`. Yango ezali mabe.\n"
    )
    assert _drafted(lingala, "upstream.aliases") == []
    assert _drafted(lingala.split("\n\n### Bobongisi")[0] + "\n", "upstream.aliases") == ["megatron.core.transformer.TransformerConfig"]
    tok_pisin = (
        "# `megatron.tokenizer.own`\n\n## Patch logic\n\nIt rebinds `megatron.training.global_vars.build_tokenizer`.\n\n"
        "Na tu, patch i rebindim `megatron.training.tokenizer.build_tokenizer`.\n\n## Stretim\n\n"
        "Long seksen 2 mi bin tok olsem patch i rebindim tu `megatron.training.tokenizer.build_tokenizer`. Dispela i no tru.\n"
    )
    assert "megatron.training.tokenizer.build_tokenizer" not in _drafted(tok_pisin, "upstream.aliases") + _drafted(tok_pisin, "upstream.symbols")


def test_a_document_comment_suggesting_to_delete_its_anchored_line_takes_it_back():
    report = (
        "megatron.fused_own\n\n4. How to enable\n\n"
        "Enabled by `moe_permute_fusion`: true in the model YAML, the same switch as the permute fusion patch.[d]\n\n"
        "It does not use Primus-Turbo.\n\n________________\n\n"
        "[c]Tomasz Kowalczyk: Looks fine.\n\n"
        "[d]Mei Lin: Suggested deleting this line: there is no condition= on the registration.\n\n"
        "Arjun Rao: Accepting once Tomasz has had a look.\n"
    )
    flags = extract(report, "megatron.fused_own", "r.txt").facts.get("enable.flags") or []
    assert [f.value for f in flags] == []
    kept = report.replace("Suggested deleting this line: there is no", "Agreed, and there is a")
    assert [f.value for f in extract(kept, "megatron.fused_own", "r.txt").facts.get("enable.flags") or []] == [("moe_permute_fusion", True)]


def test_lines_a_notebook_printed_after_a_lead_naming_other_patches_are_theirs():
    cell = (
        "```\nOther patches a run can pick up:\n  megatron.mamba.rocm_own (mamba_rocm_patches.py:54): only on ROCm\n"
        "  platform: ROCm only\n```\n"
    )
    report = f"# `megatron.training.own`\n\n## Patch logic\n\nIt wraps `megatron.training.training.f`.\n\n{cell}"
    assert _drafted(report, "requires.platform") == []
    alone = report.replace("Other patches a run can pick up:", "What it needs:")
    assert _drafted(alone, "requires.platform") == ["rocm"]


def test_a_mailing_list_digest_s_message_headers_are_no_settings():
    def message(number: int, subject: str, body: str) -> str:
        return (
            f"Message: {number}\nDate: Tue, 14 Oct 2025 09:12:44 -0700\nFrom: Wei Zhang <wei@example.com>\n"
            f"Subject: {subject}\nMessage-ID: <{number}@example.com>\nContent-Type: text/plain; charset=us-ascii\n\n{body}\n"
        )

    digest = (
        message(1, "[Primus-dev] deep-dive: megatron.validate_args.own", "Patch id: megatron.validate_args.own\n\nHow to enable\n"
                "-------------\n\nIt is enabled by `own_list: true`.\n\n------------------------------\n")
        + message(2, "Re: [Primus-dev] deep-dive:\n\tmegatron.validate_args.own", "> It is enabled by `own_list: true`.\n\nAgreed.")
    )
    assert _drafted(digest, "enable.flags") == [("own_list", True)]


def test_the_sentence_a_replaces_that_points_back_at_is_no_summary():
    report = (
        "# `megatron.kimi_k3.own`\n\n### What it does\n\n"
        "DeepSeek-V3's aux-loss-free balancing nudges each expert bias by `moe_router_bias_update_rate * sign(offset)`\n"
        "every step. Kimi K3 (tech report §2.3.3, Eq. 14) replaces that rule outright: the bias is *set* to minus the\n"
        "`1 - k/n` quantile of each expert's routing margin, then mean-centred. The quantile is read from a histogram.\n\n"
        "## Patch logic\n\nIt wraps `megatron.core.a.f`.\n"
    )
    assert _drafted(report, "feature.summary")[0].startswith("Kimi K3 (tech report §2.3.3, Eq. 14) replaces that rule")
    plain = report.replace("Kimi K3 (tech report §2.3.3, Eq. 14) replaces that rule outright:", "So")
    assert _drafted(plain, "feature.summary")[0].startswith("DeepSeek-V3's aux-loss-free balancing")


def test_a_word_value_with_an_alternative_in_words_is_no_constraint():
    report = "# `megatron.x.own`\n\n## Constraints\n\n- `quantile_balancing_ema_decay` must be null or in [0, 1).\n"
    assert _drafted(report, "constraints") == []
    assert len(_drafted(report.replace(" or in [0, 1)", ""), "constraints")) == 1


def test_a_statement_of_code_restated_word_for_word_and_called_wrong_takes_its_line_back():
    report = (
        "# `megatron.training.own`\n\n## Patch logic\n\n| What | Where |\n|---|---|\n"
        '| Condition | `condition=lambda ctx: getattr(get_args(ctx), "pp_warmup", False)`, so it runs when `pp_warmup: true` |\n\n'
        "## Notes\n\n> **Correction:** In the table I wrote that the patch has\n"
        '> `condition=lambda ctx: getattr(get_args(ctx), "pp_warmup", False)`. That is wrong.\n'
    )
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.split("\n\n## Notes")[0] + "\n", "enable.flags") == [("pp_warmup", True)]


def test_a_deep_dive_label_names_the_patch_before_a_neighbour_said_not_to_be_it():
    report = (
        "- deep-dive: `megatron.args.own_split` -- infra asked whether our fork needs it\n"
        "- it splits the data paths; phase `build_args`\n"
        "- the mock_data check lives in `megatron.args.mock_data`, not in this patch.\n"
    )
    assert _drafted(report, "feature.id") == ["megatron.args.own_split"]


def test_a_package_the_file_is_said_to_import_only_others_than_is_no_requirement():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nIt rewrites args.\n\n## Versions\n\n"
        "Importing anything under `primus.backends.megatron.patches` runs the package `__init__` auto-import (torch etc.).\n\n"
        "Deps: the file imports only `primus.core.patches` and `primus.core.utils.module_utils`.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace(" only `primus.core.patches` and", " `torch`, `primus.core.patches` and"), "requires.packages") == [("torch", None)]


def test_ignore_the_quoted_entry_takes_back_the_line_that_says_it():
    report = (
        "# `megatron.triton.own`\n\n## Step 1\n\n- Patch style: *function wrapping*.\n\n## Step 3\n\n"
        '> **Correction to Step 1:** the first pass was wrong. Ignore the "function wrapping" entry in Step 1.\n'
    )
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report.split("\n\n## Step 3")[0] + "\n", "feature.patch_style") == ["function_wrapping"]


def test_a_correction_naming_a_class_by_its_last_module_takes_back_the_full_path():
    report = (
        "# `megatron.turbo.own`\n\n## Patch logic\n\nIt rebinds `megatron.core.transformer.moe.token_dispatcher.Flex`.\n\n"
        "00:18:40 — Ravi adds that the handler also rebinds `megatron.core.transformer.moe.moe_module_specs.Flex`.\n\n"
        "Errata: At 00:18:40 Ravi said the handler also rebinds `moe_module_specs.Flex`. That's wrong.\n"
    )
    assert "megatron.core.transformer.moe.moe_module_specs.Flex" not in _drafted(report, "upstream.aliases")
    kept = report.split("\n\nErrata")[0] + "\n"
    assert "megatron.core.transformer.moe.moe_module_specs.Flex" in _drafted(kept, "upstream.aliases")


def test_a_line_that_only_marks_a_time_or_titles_a_part_is_not_the_line_a_sentence_is_cited_at():
    # A transcript's "Speaker 1  0:38" and a chat's "[16:59]" say when; "**How to enable**" and a document's "4. How to
    # enable" say what follows: each sentence is cited at the line its words start on.
    transcript = "# `megatron.x.own`\n\nSpeaker 1  0:38\nThe registration is phase before_train, priority default.\n"
    assert extract(transcript, None, "r.txt").facts["enable.phase"].line == 4
    chat = "# `megatron.x.own`\n\nSummary below.\n[16:59]\n**How to enable**\nIt runs in phase `before_train`.\n"
    assert extract(chat, None, "r.txt").facts["enable.phase"].line == 6
    document = "# `megatron.x.own`\n\n4. How to enable\nIt runs in phase `before_train`.\n"
    assert extract(document, None, "r.txt").facts["enable.phase"].line == 4


def test_a_framework_function_that_forces_values_sets_no_config_of_the_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "- `initialize_ub` forces `method = \"pipeline\"` and `atomic_gemm = 0` for every layer.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    handler = report.replace("`initialize_ub` forces", "The handler forces")
    assert _drafted(handler, "enable.side_effects") == [("method", "pipeline"), ("atomic_gemm", 0)]


def test_an_id_in_a_heading_below_the_titles_level_heads_a_part_not_an_inventory_entry():
    report = (
        "# `megatron.x.own` — deep-dive\n\n## 1. What it does\n\nIt sets things.\n\n## 2. Patch logic\n\n"
        "It rebinds `megatron.a.f`.\n\n### Jak'a patch: `megatron.x.other`\n\nPachpa archivo ukan yaqha patch utji.\n"
    )
    assert extract(report, None, "r.md").patch_id == "megatron.x.own"
    sections = report.replace("### Jak'a patch", "# Jak'a patch")
    with pytest.raises(ReportError, match="names 2 patch ids"):
        extract(sections, None, "r.md")


@pytest.mark.parametrize(
    ("restated", "wrong"),
    [
        ("Iti seksion 2, kinunak a mabalkotan met ti `megatron.a.g`.", "Biddut dayta."),  # Ilocano
        ("Long lis blong ol ples, mi bin raetem se patch ia i rebindim `megatron.a.g` tu.", "Hemia i rong."),  # Bislama
        ("Na seición 2 dixi que'l handler tamién rebinda `megatron.a.g`.", "Eso nun ye verdá."),  # Asturian
        ("2 vore-pe ha'e kuri ko handler ombojoaju jey avei `megatron.a.g`.", "Ajejavy."),  # Guarani
        ("2 t'aqanx `megatron.a.g` alias ukax rebind lurataraki sistwa.", "Ukax pantjatawa."),  # Aymara
        ("Dins l' seccion 2, dj' a scrit ki l' patch rastaeche ossu `megatron.a.g`.", "C' est fåx."),  # Walloon
        ("Iha parágrafu leten ha'u hakerek katak patch mós troka `megatron.a.g`.", "Ne'e la loos."),  # Tetum
        ("In a sezione 2 sopra aghju scrittu chì u patch riassigna dinù `megatron.a.g`.", "Hè sbagliatu."),  # Corsican
        ("Ha inisyal nga pagbasa, iginsurat ko nga ginbabag-o liwat hini an `megatron.a.g`.", "Diri ngay-an: ginbabawi ko ito."),  # Waray
    ],
)
def test_a_claim_restated_and_called_wrong_in_more_languages_names_the_line_it_takes_back(restated, wrong):
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nIt rebinds `megatron.a.g` too.\n\n"
        f"## Notes\n\n{restated} {wrong}\n"
    )
    extraction = extract(report, None, "r.md")
    assert extraction.facts["upstream.symbols"][0].value == "megatron.a.f" and len(extraction.facts["upstream.symbols"]) == 1
    assert any(t.why.startswith("report line 7:") and "line 11 says" in t.why for t in extraction.todos)


def test_a_moment_named_in_the_active_voice_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Porting\n\n"
        "1. Apply the rebinds **before** `megatron.training.training.pretrain` builds the model, since layers are constructed then.\n"
    )
    assert _drafted(report, "upstream.symbols") == [] and _drafted(report, "framework.wired_at") == []
    named = report.replace("Apply the rebinds **before** `megatron.training.training.pretrain` builds the model", "Rebind `megatron.training.training.pretrain`")
    assert _drafted(named, "upstream.symbols") == ["megatron.training.training.pretrain"]


def test_what_a_models_arguments_set_is_no_side_effect():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nThe classic DSv3 args in Primus set `score_before_experts=False`.\n"
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.replace("The classic DSv3 args in Primus set", "The handler sets"), "enable.side_effects") == [
        ("score_before_experts", False)
    ]


def test_a_saved_original_called_in_code_makes_a_bare_rebind_no_style():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nHem i putum `new_init`; insaed, hem i kolem `orig_init(self, *args, **kwargs)`.\n\n"
        "Rebind `megatron.a.A.__init__` before the model is built.\n"
    )
    assert _drafted(report, "feature.patch_style") == []
    assert _drafted(report.replace("`orig_init(self, *args, **kwargs)`", "`new_init`"), "feature.patch_style") == ["binding_replacement"]


def test_the_cases_a_condition_is_true_in_are_ways_in_not_flags():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\nIts `condition=` is true in exactly two cases:\n\n"
        "1. `patch_zero_bubble: true` and `enable_zero_bubble: true`;\n2. `patch_primus_pipeline: true`.\n"
    )
    assert _drafted(report, "enable.flags") == []
    led = report.replace("is true in exactly two cases", "is true when both hold")
    assert ("patch_zero_bubble", True) in _drafted(led, "enable.flags")


def test_a_registration_row_labelled_fase_names_the_phase():
    report = "# `megatron.x.own`\n\n## 2. Lóxica del parche\n\n| Campu | Valor |\n|---|---|\n| Fase | `before_train` |\n"
    assert _drafted(report, "enable.phase") == ["before_train"]
    assert _drafted(report.replace("| Fase |", "| Prioridá |"), "enable.phase") == []


def test_a_check_made_only_in_the_case_after_it_is_no_constraint():
    report = "# `megatron.x.own`\n\n## Constraints\n\n- The linears `assert not self.offload` when `parallel_gemm` is in `offload_ops`.\n"
    assert _drafted(report, "constraints") == []
    assert _drafted(report.replace(" when `parallel_gemm` is in", " jab `parallel_gemm` hai"), "constraints") == []
    kept = _drafted(report.replace(" when `parallel_gemm` is in `offload_ops`", ""), "constraints")
    assert [(c["param"], c["op"], c["value"]) for c in kept] == [("offload", "==", False)]


def test_the_params_the_patch_runner_hands_a_patch_are_no_constraint():
    report = "# `megatron.x.own`\n\n## Constraints\n\n- `get_args(ctx)` checks `assert params is not None` before the condition runs.\n"
    assert _drafted(report, "constraints") == []
    kept = _drafted(report.replace("params is not None", "fp8 is not None"), "constraints")
    assert [(c["param"], c["op"], c["value"]) for c in kept] == [("fp8", "!=", None)]


def test_an_alias_whose_name_says_another_module_is_no_restatement_of_the_site():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n- It rebinds `torchtitan.tools.utils.get_peak_flops`.\n"
        "- Because MetricsProcessor imports it, the handler also rebinds `torchtitan.components.metrics.get_peak_flops`.\n\n"
        "## Comments\n\nCorrection to the PR body: I wrote that the handler also rebinds `torchtitan.components.metrics.get_peak_flops`. "
        "That's wrong. The only rebinding is `titan_utils.get_peak_flops = get_peak_flops`.\n"
    )
    assert _drafted(report, "upstream.aliases") == []
    assert _drafted(report, "upstream.symbols") == ["torchtitan.tools.utils.get_peak_flops"]
    kept = report.replace("`titan_utils.get_peak_flops = get_peak_flops`", "`metrics.get_peak_flops = get_peak_flops`")
    assert _drafted(kept, "upstream.aliases") == ["torchtitan.components.metrics.get_peak_flops"]


ERRATUM = """# `torchtitan.x.own`

## 3.2. Patch Logic

It also rebinds `torchtitan.datasets.hf_datasets.load_dataset`, the alias the dataloader imported.

It rebinds `datasets.load_dataset`.

## Erratum 1

Original Text
-------------

It also rebinds `torchtitan.datasets.hf_datasets.load_dataset`, the alias the dataloader imported.

Corrected Text
--------------

It also rebinds `torchtitan.hf_datasets.text_datasets.load_dataset`.
"""


def test_an_erratums_original_text_takes_back_the_passage_it_quotes():
    extraction = extract(ERRATUM, None, "memo.txt")
    symbols = [f.value for f in extraction.facts.get("upstream.aliases", [])] + [f.value for f in extraction.facts.get("upstream.symbols", [])]
    assert "torchtitan.datasets.hf_datasets.load_dataset" not in symbols
    assert any("Original Text" in t.why for t in extraction.todos)
    unmarked = ERRATUM.replace("Original Text\n-------------", "Background\n----------")
    assert "torchtitan.datasets.hf_datasets.load_dataset" in _drafted(unmarked, "upstream.aliases") + _drafted(unmarked, "upstream.symbols")


def test_a_config_typed_as_one_paragraph_under_a_made_up_lead_is_the_example():
    report = (
        "# `torchtitan.x.own`\n\n## How to enable\n\nIt runs when `training.mock_data: true`.\n\n"
        "For illustration only, a hypothetical config (these keys do not exist today):\n\n  training:\n  mock_data: true\n  mock_data_seq_len: 4096\n"
    )
    assert _drafted(report, "enable.flags") == [("training.mock_data", True)]


def test_a_claim_restated_under_a_correction_label_may_run_over_commas():
    from portval.explorer.denials import _inline_claim

    said = "wat ich in § 2 sjreef, dat de handler ouch `megatron.a.g` rebindt, klop neet."
    assert _inline_claim(said, labelled=True) == ", dat de handler ouch `megatron.a.g` rebindt, "
    assert _inline_claim(said) is None
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nDe handler rebindt ouch de alias `megatron.a.g`.\n\n"
        f"> **Verbaetering:** {said}\n"
    )
    assert "megatron.a.g" not in _drafted(report, "upstream.aliases") + _drafted(report, "upstream.symbols")


def test_a_value_in_the_case_an_arrow_names_is_no_flag_and_numbers_compared_no_constraint():
    report = "# `megatron.x.own`\n\n## How to enable\n\n- HIP gate in the implementation: runtime < 7.1 -> `non_blocking=False`.\n"
    assert _drafted(report, "enable.flags") == []
    assert _drafted(report.replace("runtime < 7.1 -> ", "it needs "), "enable.flags") == [("non_blocking", False)]
    numbers = "# `megatron.x.own`\n\n## Constraints\n\n- The code asserts `-1 < 7` for the fallback.\n"
    assert _drafted(numbers, "constraints") == []


def test_a_private_mark_a_wrapper_carries_is_no_side_effect():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nThe handler sets `_primus_rocm_wrapped = True`.\n"
    assert _drafted(report, "enable.side_effects") == []
    assert any("a private attribute" in t.why for t in extract(report, None, "r.md").todos)
    assert _drafted(report.replace("_primus_rocm_wrapped", "use_rocm_wrapper"), "enable.side_effects") == [("use_rocm_wrapper", True)]


def test_a_name_that_qualifies_the_noun_after_it_is_no_replacement():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nIt overrides the entries with `ClassicArgs` presets.\n\n"
        "## Code location\n\n- Args class: `primus.backends.torchtitan.models.args.ClassicArgs`\n"
    )
    assert _drafted(report, "implementation.primus") == []
    assert _drafted(report.replace("`ClassicArgs` presets", "`ClassicArgs`"), "implementation.primus") == ["primus.backends.torchtitan.models.args.ClassicArgs"]


def test_a_footnote_withdrawing_the_sentence_about_a_key_takes_back_what_it_said_the_patch_writes():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nThe patch also rewrites `data_parallel_sharding_strategy` to "
        "`optim_grads_params` when HSDP is on.\n\n## Notes\n\nCorrection (rev. 2): the sentence in Section 1 about "
        "`data_parallel_sharding_strategy` is wrong and is withdrawn.\n"
    )
    assert _drafted(report, "enable.side_effects") == []
    assert _drafted(report.split("\n\n## Notes")[0] + "\n", "enable.side_effects") == [("data_parallel_sharding_strategy", "optim_grads_params")]


def test_the_versions_a_measurement_ran_with_are_no_requirement():
    report = (
        "# `megatron.args.own`\n\n## What it does\n\nIt maps a key.\n\n## Version compatibility and dependencies\n\n"
        "Our measurements were taken with Megatron-LM `core_r0.13.0` and PyTorch 2.7 on 16 nodes.\n"
    )
    assert _drafted(report, "requires.packages") == []
    assert _drafted(report.replace("Our measurements were taken with", "It needs"), "requires.packages") != []


def test_constraints_listed_under_a_lead_that_names_a_case_hold_in_that_case_only():
    report = (
        "# `megatron.args.own`\n\n## Patch logic\n\nTwo hard constraints are raised as `ValueError` in the handler when "
        "the degree is greater than 1:\n\n- `use_torch_fsdp2` must be `True`.\n- `ckpt_format` must be `torch_dcp`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts
    assert any("hold only in the case it names" in t.why for t in extraction.todos)
    plain = report.replace(" when the degree is greater than 1:", ":")
    assert {f.value["param"] for f in extract(plain, None, "r.md").facts["constraints"]} == {"use_torch_fsdp2", "ckpt_format"}


def test_a_patch_named_the_neighbour_is_another_patch_and_that_one_is_it():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "You're thinking of the neighbour, `megatron.turbo.te_spec_provider` (priority=41). That one rebinds `megatron.a.g`, with "
        '`backend_versions=["<0.17"]`.\n'
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]
    assert _drafted(report, "requires.backend_versions") == []


def test_a_labelled_what_it_does_that_describes_stock_upstream_is_no_summary():
    report = (
        "# `megatron.x.own`\n\nWhat it does: the stock `GPTModel._postprocess` builds the full logits before CE.\n\n"
        "## Patch logic\n\nIt wraps `megatron.a.f`.\n"
    )
    assert _drafted(report, "feature.summary") == []
    own = report.replace("the stock `GPTModel._postprocess` builds the full logits", "computes the loss per chunk")
    assert _drafted(own, "feature.summary") == ["computes the loss per chunk before CE."]


def test_a_name_bound_to_an_object_in_an_assignment_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n"
        "Handler nyimpen `original_post_init = OptimizerConfig.__post_init__`, raris masang wrapper.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "enable.flags" not in extraction.facts
    assert any("bound to the object `OptimizerConfig.__post_init__`" in t.why for t in extraction.todos)


def test_a_correction_that_negates_a_named_site_in_another_language_takes_it_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n1. `megatron.a.f` → `g`\n2. `megatron.a.Float16Optimizer` → ku k'eexel.\n\n"
        "**U tojcha'anil:** le numero 2 ma' jaaj i'. Le patch ma' tu k'exik `Float16Optimizer` mix bik'in.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]
    assert sorted(_drafted(report.split("\n\n**U tojcha")[0] + "\n", "upstream.symbols")) == ["megatron.a.Float16Optimizer", "megatron.a.f"]


def test_what_one_setting_requires_is_no_constraint_on_its_own():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n- `moe_apply_probs_on_input=True` requires `moe_router_topk == 1`.\n"
    extraction = extract(report, None, "r.md")
    assert "constraints" not in extraction.facts
    assert any("what one setting requires" in t.why for t in extraction.todos)


def test_an_ossetian_correction_of_the_second_line_takes_back_the_second_item_above():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- `megatron.a.f` → `g`\n- `megatron.a.h` → `g`\n\n"
        "Дыккаг рæнхъ рæдыд у — ревизи 1-æй баззад.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]
    assert sorted(_drafted(report.replace("Дыккаг", "Фыццаг"), "upstream.symbols")) == ["megatron.a.h"]


def test_the_patchs_own_id_given_a_value_is_no_flag():
    report = "# `megatron.fsdp.own`\n\n## How to enable\n\nok. megatron.fsdp.own = the LB-Mini patch.\n"
    extraction = extract(report, None, "r.md")
    assert "enable.flags" not in extraction.facts
    assert any("is the patch's id, not a setting" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    "correction",
    [
        "**Kaetieti:** Te kabanean kaawa e bure. Te handler aei e aki kabaea `megatron.a.g`.",  # Gilbertese
        "**Porjedźenje k lisćinje horjeka:** třeća linka z `g` je wopak, ja ju wotwołam.",  # Upper Sorbian
    ],
)
def test_a_correction_calling_a_named_site_wrong_in_more_languages_takes_it_back(correction):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\n- `megatron.a.f` -> `f2`\n- `megatron.a.g` -> `g2`\n\n{correction}\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


@pytest.mark.parametrize(
    "line",
    [
        "Correction: the handler does not rebind `megatron.a.g` but `megatron.a.f`.",  # denies g, affirms f
        "Correction: it only rebinds `megatron.a.f` so that the layers don't see the stock class.",  # the negation after
        "Nung binasa ko ang handler: it rebinds `megatron.a.f`.",  # Tagalog "when" (past), no condition
        "Come ti ha detto Luca, the handler rebinds `megatron.a.f`.",  # Italian "as Luca told you"
    ],
)
def test_a_site_affirmed_beside_a_negation_or_a_word_of_another_language_stays(line):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n{line}\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


def test_a_module_called_the_sites_neighbour_is_no_other_patch():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f` and, in its neighbour `megatron.a.b`, `megatron.a.b.f`.\n"
    assert "megatron.a.f" in _drafted(report, "upstream.symbols")


@pytest.mark.parametrize("lead", ["Constraints I copied when reading the implementation:", "Constraints (the handler raises if any fails):"])
def test_a_lead_in_whose_when_or_if_names_no_case_leaves_its_constraints_plain(lead):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\n{lead}\n\n- `use_torch_fsdp2` must be `True`.\n"
    assert _drafted(report, "constraints") != []


def test_what_the_patchs_own_gate_requires_is_a_constraint():
    deepep = (FIXTURES / "deepdive_deepep_dispatcher.md").read_text(encoding="utf-8")
    line = "   - `rocm_arg_validation.py:225`: `assert args.moe_router_dtype == \"fp32\"`."
    assert line in deepep
    report = deepep.replace(line, "   - `use_turbo_deepep=True` requires `moe_router_dtype == \"fp32\"` (`rocm_arg_validation.py:225`).")
    assert "moe_router_dtype" in [c["param"] for c in _drafted(report, "constraints")]


def test_a_run_that_names_what_the_patch_imports_still_requires_it():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nIt maps a key.\n\n## Version compatibility and dependencies\n\n"
        "We ran training with `transformer_engine` because `x.py:15` imports it at module level.\n"
    )
    assert ("transformer_engine", None) in _drafted(report, "requires.packages")


def test_an_enum_value_of_a_gate_is_a_flag_not_a_bound_object():
    report = "# `megatron.x.own`\n\n## How to enable\n\nThe patch is enabled when `attention_backend=AttnBackend.flash`.\n"
    assert _drafted(report, "enable.flags") == [("attention_backend", "AttnBackend.flash")]


def test_a_summary_that_says_the_stock_object_is_replaced_is_what_the_patch_does():
    deepep = (FIXTURES / "deepdive_deepep_dispatcher.md").read_text(encoding="utf-8")
    report = deepep.replace("Replace MoE token dispatcher with PrimusTurbo DeepEP implementation.", "The stock MoE token dispatcher is replaced by the DeepEP one.")
    assert _drafted(report, "feature.summary") == ["The stock MoE token dispatcher is replaced by the DeepEP one."]


@pytest.mark.parametrize("other", ["`eval_iters > 0`", "`eval_iters >= 1`", "`mode != off`"])
def test_a_flag_joined_by_or_to_a_compared_setting_is_one_way_in(other):
    report = f"# `megatron.x.own`\n\n## How to enable\n\nThe patch is applied when {other} or `full_validation` is true, AND `eval_interval > 0`.\n"
    extraction = extract(report, "megatron.x.own", "report.md")
    assert "enable.flags" not in extraction.facts
    assert any('joins the flags it names with "or"' in todo.why for todo in extraction.todos)


def test_a_flag_joined_by_and_to_a_compared_setting_is_still_a_flag():
    report = "# `megatron.x.own`\n\n## How to enable\n\nThe patch is applied when `full_validation` is true and `eval_interval > 0`.\n"
    assert _drafted(report, "enable.flags") == [("full_validation", True)]


def test_a_made_up_key_that_shares_the_ids_last_word_is_quoted_not_dropped():
    # "Sekai:" (Setswana, "an example") is no label the hedges read: only the last pass can quote the key.
    report = "# `megatron.x.own_sync`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nSekai:\n\n```yaml\nown_sync: true\n```\n"
    extraction = extract(report, "megatron.x.own_sync", "report.md")
    assert any(todo.why.startswith("report line 10 names `own_sync`") for todo in extraction.todos)


def test_a_line_naming_a_prefix_of_the_patchs_id_is_quoted_not_dropped():
    report = (
        "# `megatron.validate_args.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n## Neighbouring patches\n\n"
        "- `megatron.validate_args`: the base wrapper, always on.\n\n## Implicit constraints\n\n"
        "- `megatron.validate_args` goes first (same priority, file order).\n"
    )
    extraction = extract(report, "megatron.validate_args.own", "report.md")
    assert any(todo.why.startswith("report line 13 names `megatron.validate_args`") for todo in extraction.todos)


def test_a_setting_followed_by_the_case_it_holds_in_is_no_flag():
    report = "# `megatron.x.own`\n\n## How to enable\n\nIt needs use_torch_fsdp2=True when the replicate degree > 1.\n"
    extraction = extract(report, "megatron.x.own", "report.md")
    assert "enable.flags" not in extraction.facts
    assert any("`use_torch_fsdp2` is what one case requires" in todo.why for todo in extraction.todos)
    # The gate before the setting is the patch's own: "on when `x=True`".
    assert _drafted("# `megatron.x.own`\n\n## How to enable\n\nIt is on when `use_x=True`.\n", "enable.flags") == [("use_x", True)]


def test_a_lower_camel_case_name_after_requires_is_no_package():
    report = "# `megatron.x.own`\n\n## Version compatibility and dependencies\n\nRequires: `needFsdp2`, `einops`.\n"
    assert _drafted(report, "requires.packages") == [("einops", None)]


def test_what_an_unrelated_thing_sets_is_not_the_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt sets `args.a = 1`.\n\n"
        "Unrelated but easy to confuse: the converter also sets `args.b = 2`.\n"
    )
    assert _drafted(report, "enable.side_effects") == [("a", 1)]


def test_a_site_rebound_label_names_the_site():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nSite rebound: `megatron.core.models.gpt.gpt_model.GPTModel._postprocess`.\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.core.models.gpt.gpt_model.GPTModel._postprocess"]


def test_a_sentence_that_points_back_is_no_summary_of_its_own():
    report = "# `megatron.x.own`\n\n## What it does\n\n{}\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    hedged = "Unless `use_x` is set, `megatron.x.own` swaps that step for a chunked loss. The result is the same per-token loss."
    assert _drafted(report.format(hedged), "feature.summary") == []
    # "This patch ..." names the patch; it points at nothing said before it.
    assert _drafted(report.format("Stock Megatron builds the full logits. This patch chunks them."), "feature.summary") == ["This patch chunks them."]


def test_an_alemannic_negation_denies_a_platform():
    report = "# `megatron.x.own`\n\n## Version compatibility and dependencies\n\nEs git kei ROCm-only-Pfad.\n"
    assert _drafted(report, "requires.platform") in ([], ["any"])


@pytest.mark.parametrize(
    "sentence",
    [
        "The patch is applied when `use_turbo_attention` is true and it wraps `megatron.core.a` or `megatron.core.b`.",
        "The patch is applied when `use_turbo_attention` is true, on `MI300X` or `MI355X`.",
        "`use_turbo_attention` must be true, with or without `tp_size > 1`.",
        "Enable it with `use_turbo_attention=True` when launching pretraining.",
        "It is enabled by `use_turbo_attention=True` when the model is built.",
        "Set `use_turbo_attention=True` once in the YAML.",
    ],
)
def test_an_or_between_other_names_and_a_when_of_time_leave_a_flag_plain(sentence):
    assert _drafted(f"# `megatron.x.own`\n\n## How to enable\n\n{sentence}\n", "enable.flags") == [("use_turbo_attention", True)]


def test_rocm_libraries_named_in_camel_case_are_packages():
    report = "# `megatron.x.own`\n\n## Version compatibility and dependencies\n\nRequires: `hipBLASLt`, `rocWMMA`, `einops`.\n"
    assert {name for name, _ in _drafted(report, "requires.packages")} == {"hipBLASLt", "rocWMMA", "einops"}


@pytest.mark.parametrize("line", ['Registered with `@register_patch("megatron.x.own")`.', 'Its id is `patch_id="megatron.x.own"`.'])
def test_a_line_naming_only_the_patchs_own_registration_needs_no_todo(line):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n{line}\n"
    extraction = extract(report, "megatron.x.own", "report.md")
    assert not any(todo.why.startswith("report line 7 names") for todo in extraction.todos)


@pytest.mark.parametrize(
    ("sentence", "symbols"),
    [
        ("Unrelated-looking, but it is the core: the patch rebinds `megatron.a.f`.", ["megatron.a.f"]),
        ("It rebinds `megatron.a.f` (upstream wraps `megatron.a.g`, for comparison).", ["megatron.a.f", "megatron.a.g"]),
    ],
)
def test_unrelated_and_for_comparison_hedge_only_where_they_set_a_thing_apart(sentence, symbols):
    drafted = _drafted(f"# `megatron.x.own`\n\n## Patch logic\n\n{sentence}\n", "upstream.symbols")
    assert "megatron.a.f" in drafted and set(drafted) <= set(symbols)


@pytest.mark.parametrize(
    ("correction", "style"),
    [
        ("Correction: the \"binding replacement\" written above is wrong; it wraps the import.", []),
        ("**Витнема:** икеле сёрмадозь «Binding replacement» ютксо валрисьметне — ильведевкс.", []),
        ("Correction: the handler replaces `f` outright, so the style is binding replacement, not function wrapping.", ["binding_replacement"]),
    ],
)
def test_a_correction_that_calls_the_first_style_wrong_leaves_it_a_todo(correction, style):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\nStyle: binding replacement of `megatron.a.f`.\n\n{correction}\n"
    assert _drafted(report, "feature.patch_style") == style


def test_a_tuvan_correction_takes_back_the_site_it_calls_untrue():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- `megatron.a.f` солуттунар.\n- `megatron.a.g` солуттунар.\n\n"
        "**Эдилге:** өрүде `megatron.a.g` база солуттунар деп бижээним шын эвес.\n"
    )
    assert "megatron.a.g" not in _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")


@pytest.mark.parametrize(
    ("sentence", "flags"),
    [
        ("The patch is applied when `full_validation` is true, or `eval_iters > 0`.", []),
        ("It needs `sequence_parallel=True` when tensor parallelism is used.", []),
        ("Kei Tanaka confirmed the patch is applied when `use_own` is true.", [("use_own", True)]),
    ],
)
def test_what_turns_the_patch_on_in_these_phrasings(sentence, flags):
    assert _drafted(f"# `megatron.x.own`\n\n## How to enable\n\n{sentence}\n", "enable.flags") == flags


def test_a_summary_that_opens_with_this_names_the_patch():
    report = "# `megatron.x.own`\n\n## What it does\n\nThis replaces TE's RMSNorm with the Turbo one.\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n"
    assert _drafted(report, "feature.summary") == ["This replaces TE's RMSNorm with the Turbo one."]


def test_a_correction_about_a_site_leaves_the_style_standing():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nStyle: binding replacement of `megatron.a.f`.\n\nCorrection: it does not rebind `megatron.a.g`.\n"
    assert _drafted(report, "feature.patch_style") == ["binding_replacement"]


def test_a_comparison_named_mid_sentence_sets_the_sentence_apart():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nIts LayerNorm counterpart, for comparison, rebinds `megatron.a.ln`.\n"
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


def test_camel_case_identifiers_with_acronyms_are_no_packages():
    report = "# `megatron.x.own`\n\n## Version compatibility and dependencies\n\nRequires: `isTEAvailable`, `cuDNN`, `einops`.\n"
    assert {name for name, _ in _drafted(report, "requires.packages")} == {"cuDNN", "einops"}


def test_a_comparison_that_requires_something_else_is_a_case_not_a_constraint():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nConstraint: data_parallel_replicate_degree > 1 requires use_torch_fsdp2=True (ValueError).\n"
    extraction = extract(report, "megatron.x.own", "report.md")
    assert "constraints" not in extraction.facts
    assert any("data_parallel_replicate_degree > 1" in t.why and "requires something else" in t.why for t in extraction.todos)
    # A requirement stated of the run stays a constraint.
    plain = "# `megatron.x.own`\n\n## Patch logic\n\nThe handler requires tensor_model_parallel_size > 1.\n"
    assert [f.value["op"] for f in extract(plain, "megatron.x.own", "report.md").facts["constraints"]] == [">"]


def test_what_an_earlier_draft_said_is_no_site():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        'The first draft of these notes also said: "It also rebinds `megatron.a.g`."\n'
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.f"]


@pytest.mark.parametrize("label", ["Faza", "Fáze", "Фаза", "Fase", "阶段"])
def test_the_phase_under_its_label_in_other_languages(label):
    report = f"# `megatron.x.own`\n\n## 2.\n\n- **{label}:** `before_train`\n- `megatron.a.f`\n"
    assert _drafted(report, "enable.phase") == ["before_train"]


def test_a_condition_sharing_a_word_with_the_id_is_quoted_not_dropped():
    # `deepseek_v3` is a word of the id, yet the id says nothing of the condition the patch tests.
    report = '# `megatron.deepseek_v3.fix`\n\n## Patch logic\n\n- Condition: `lambda ctx: ctx.model_name == "deepseek_v3"`\n'
    extraction = extract(report, "megatron.deepseek_v3.fix", "report.md")
    assert any("ctx.model_name" in t.why and "report line 5" in t.why for t in extraction.todos)


def test_hearsay_and_an_adjacent_but_separate_patch_give_no_value():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "* Adjacent but separate: `megatron.y.other` wraps `megatron.b.g`, is gated on `OTHER_GATE=1` and needs PyTorch >= 2.12.\n"
        "* Someone said `OWN_BACKEND=triton` forces the Triton kernel.\n"
    )
    extraction = extract(report, "megatron.x.own", "r.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert not {"enable.env", "requires.packages"} & set(extraction.facts)


def test_the_file_a_named_helper_lives_in_is_not_the_implementations():
    report = (
        "# `megatron.x.own`\n\n## Code location\n\n"
        "The closures call `primus_turbo.ops.f`; streams come from `get_backend_stream` in `primus/backends/x/tools/utils.py`.\n"
    )
    assert _drafted(report, "implementation.primus_file") == []
    assert _drafted(report.replace("streams come from `get_backend_stream` in", "the implementation is in"), "implementation.primus_file") == [
        "primus/backends/x/tools/utils.py"
    ]


def test_a_labelled_summary_that_leads_into_a_list_is_no_summary():
    report = "# `megatron.x.own`\n\nSummary:\nWhere the fallback ended up after this stack:\n\n  id: megatron.x.own\n\nSummary:\nAmended after review.\n"
    assert _drafted(report, "feature.summary") == []


def test_a_komi_negation_names_what_the_patch_does_not_do():
    # "`inspect.getsource()` абу": no getsource, in a list of what the patch does not do.
    lines = (FIXTURES / "one_thousand_one_hundred_thirty_first_komi_deep_dive_iterations_to_skip.md").read_text(encoding="utf-8").split("\n")
    assert "`inspect.getsource()` абу" in lines[23]
    assert _drafted("\n".join(lines[:30]), "feature.patch_style") == ["config_rewrite"]


def test_an_id_given_its_own_phase_is_another_patchs():
    report = (
        "# `megatron.core.transformer.own_layout`\n\n## Patch logic\n\nIt rebinds `megatron.a.Layout`.\n\n"
        "Branch-only. `megatron.pp.v_schedule` (phase before_train, condition=_is_v) now rebinds `megatron.b.first_stage`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.Layout"]


def test_a_name_told_of_after_there_is_no_alias_is_no_alias():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.Loader.__init__`.\n\n"
        "There is no from-import alias to rebind: the handler sets __init__ on the\nclass object itself, so "
        "megatron.a.loader.Loader (same class)\nsees the wrapper without a second assignment.\n"
    )
    assert _drafted(report, "upstream.aliases") == []


def test_a_kabardian_negation_requires_no_package():
    report = "# `megatron.x.own`\n\n## 3. Code location\n\n- Primus-Turbo лъэныкъуэ щыӀэкъым: патчым `primus_turbo` import ищӀыркъым.\n"
    assert _drafted(report, "requires.packages") == []


def test_a_registration_quoted_whole_is_held_by_the_id():
    report = '# `megatron.x.own`\n\n## Patch logic\n\n- Registered as `register_patch("megatron.x.own", backend="megatron")`.\n- It rebinds `megatron.a.f`.\n'
    extraction = extract(report, "megatron.x.own", "report.md")
    assert not any("register_patch" in t.why for t in extraction.todos)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        ("fused_pad_routing_map", "`fused_pad_routing_map`"),
        ("megatron.core.transformer.moe", "`megatron.core.transformer.moe`"),
        ("lib/libturbo.so", "`lib/libturbo.so`"),
        ("c10d+nccl_v2", "`c10d+nccl_v2`"),
        ("https://github.com/AMD-AGI/Primus", "https://github.com/AMD-AGI/Primus"),
        ("rocm", "rocm"),
        ("skip the sort", "skip the sort"),
        ("0.12", "0.12"),
    ],
)
def test_a_one_word_name_a_reader_prints_is_a_code_span(value, shown):
    assert name_as_code(value) == shown


@pytest.mark.parametrize(
    ("name", "local", "words"),
    [
        ("ex:needFsdp2", "needFsdp2", "need fsdp2"),
        ("pn:patch/megatron.x.y/", "megatron.x.y", "megatron.x.y"),
        ("<https://example.org/terms#onFlag>", "onFlag", "on flag"),
        ("ex:use_torch_fsdp2", "use_torch_fsdp2", "use_torch_fsdp2"),
    ],
)
def test_a_graph_name_reads_as_its_local_part_and_words(name, local, words):
    assert (local_name(name), property_words(name)) == (local, words)


def test_a_command_at_a_shell_prompt_in_a_code_block_requires_no_version():
    report = (
        "# `megatron.x.own`\n\n## 4. Requirements\n\n- Needs `torch`.\n\n"
        "```\n$ pip install megatron-core==0.12.0\n```\n\nThat is my setup, not a requirement.\n"
    )
    assert _drafted(report, "requires.backend_versions") == []


@pytest.mark.parametrize(
    "line",
    [
        "## drop-in: primus-train.service.d/override.conf",
        "Put the flag in a systemd drop-in so the unit stays as shipped.",
        "The drop-in snippet sets `PRIMUS_PATCHES`.",
    ],
)
def test_a_configuration_drop_in_is_no_port_kind(line):
    report = f"# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n{line}\n"
    assert _drafted(report, "feature.port_kind") == []
    assert _drafted(report + "\nThe port is a drop-in: the same signature.\n", "feature.port_kind") == ["drop_in"]


def test_a_heading_that_opens_with_a_neighbour_heads_its_sites():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "### Neighbouring card, same tab: `megatron.y.other`.\n\nRebinds `megatron.b.h` and `megatron.b.k`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


def test_an_id_in_the_primus_patches_allow_list_is_another_patch():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n"
        "Run with PRIMUS_PATCHES=megatron.x.own,megatron.y.other.\n\n### `megatron.y.other`\n\nRebinds `megatron.b.h`.\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.a.f"]


def test_a_label_qualified_as_a_first_pass_states_nothing():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nPatch logic (first pass, see correction further down): the handler rebinds\n"
        "megatron.core.a.Sched.step.\n\nPatch style: function wrapping. Correction to the header above: it is NOT\n"
        "Sched.step. The handler wraps megatron.core.a.Sched.get_lr.\n"
    )
    drafted = extract(report, "megatron.x.own", "r.md").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.core.a.Sched.get_lr"]


def test_a_veps_only_when_holds_a_constraint_back():
    report = (
        "# `megatron.x.own`\n\n## 5. Port\n\nPeitegoid rajoituzid (`assert` / `raise` realizacijas):\n\n- `assert self.config.bf16`.\n"
        "- Vaiše siloi, ku `moe_apply_probs_on_input=True`, pidab olda `moe_router_topk == 1`.\n"
    )
    drafted = extract(report, "megatron.x.own", "r.md").facts
    assert [f.value["param"] for f in drafted["constraints"]] == ["bf16"]


def test_a_summary_cut_mid_clause_is_no_summary():
    report = "# `megatron.x.own`\n\n## What it does\n\nWhat it does: aligns Megatron's LR warmup with NeMo's\n\n> lr = (step + 1) / (warmup + 1)\n"
    assert _drafted(report, "feature.summary") == []
    assert _drafted(report.replace("NeMo's\n", "NeMo's formula.\n"), "feature.summary") != []


def test_a_module_named_as_holding_aliases_without_their_names_is_a_todo():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.moe.MoELayer`.\n\n"
        "The same name is rebound again as an alias in `megatron.b.specs`, because that module imported it first.\n"
    )
    extraction = extract(report, "megatron.x.own", "r.md")
    assert any(t.field == "upstream.aliases" and "`megatron.b.specs.<name>`" in t.why for t in extraction.todos)


def test_corrections_in_livvi_mirandese_abkhaz_and_khakas_are_read_as_corrections():
    # Livvi: "Also the patch binds `megatron.a.g` anew." then "Correction: I wrote that the patch binds `a.g` anew.
    # That was wrong." The earlier line is taken back, and its TODO says by which line.
    livvi = (
        "# `megatron.x.own`\n\n## Patch logic\n\nPatč sidou uvvessah `megatron.a.f`.\n\n"
        "Lizäkse patč sidou uvvessah `megatron.a.g`.\n\n"
        "**Korjavus ylembäzeh:** minä kirjutin, što patč sidou uvvessah `a.g`. Se oli väärin: patč ei koske sidä.\n"
    )
    extraction = extract(livvi, None, "r.md")
    assert "megatron.a.g" not in _drafted(livvi, "upstream.aliases") + _drafted(livvi, "upstream.symbols")
    assert any("line 7 (which line 9 takes back" in t.why for t in extraction.todos)
    # Mirandese "Nota de currecion", Abkhaz "Ариашара", Khakas "Тӱзедіг": each line a correction, never a value.
    for label in ("Nota de currecion:", "**Ариашара:**", "Тӱзедіг:", "Rectificacion :"):
        report = f"# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n{label} `megatron.a.g` `before_train`.\n"
        assert _drafted(report, "upstream.aliases") + _drafted(report, "upstream.symbols") == ["megatron.a.f"], label
        assert any("(a correction)" in t.why for t in extract(report, None, "r.md").todos), label
    # Picard "Rectificacion d'ech paragrafe d'in haut" (correction of the paragraph above) takes that paragraph back.
    picard = (
        "# `megatron.x.own`\n\n## Patch logic\n\nCh'patch i rebinde `megatron.a.f`.\n\n"
        "Ch'patch i wrappe itou `megatron.a.g`.\n\nRectificacion d'ech paragrafe d'in haut : ej m'ai brouillé.\n"
    )
    assert any("line 7 (which line 9 takes back" in t.why for t in extract(picard, None, "r.md").todos)
    # Tabasaran "ДуьзаргъапӀну: улихьдин абзацдиъ ..." (corrected: in the previous paragraph) takes that paragraph back.
    tabasaran = picard.replace("Rectificacion d'ech paragrafe d'in haut : ej m'ai brouillé.", "**ДуьзаргъапӀну:** улихьдин абзацдиъ кхьибдир дурус дар.")
    assert any("line 7 (which line 9 takes back" in t.why for t in extract(tabasaran, None, "r.md").todos)
    # Mirandese "Talbeç" (maybe) and "A nun ser que" (unless) hedge what they say.
    for said in ("Talbeç seia perciso `use_x: true`.", "A nun ser que l framework yá tenga `use_x: true`, salta esto."):
        report = f"# `megatron.x.own`\n\n## How to enable\n\n{said}\n"
        assert _drafted(report, "enable.flags") == [], said


def test_negations_in_picard_and_dargwa_name_no_requirement():
    # Picard "I n'a point d'besoin d'`primus_turbo`" (it has no need of) and Dargwa "ROCm-ла чIянкьа агара" (there is
    # no ROCm path): each says what the patch does not need.
    for said in ("I n'a point d'besoin d'`primus_turbo`.", "Pon d'`primus_turbo`.", "`primus_turbo` агара."):
        report = f"# `megatron.x.own`\n\n## Version compatibility and dependencies\n\n{said}\n"
        assert _drafted(report, "requires.packages") == [], said
    assert _drafted("# `megatron.x.own`\n\n## Version compatibility and dependencies\n\nROCm-only path агара.\n", "requires.platform") == []


def test_a_summary_in_guillemets_is_drafted_without_them():
    report = "# `megatron.x.own`\n\n## What it does\n\n- description: «Monkey patch get_model to build one DDP wrapper.»\n"
    assert extract(report, None, "r.md").facts["feature.summary"].value == "Monkey patch get_model to build one DDP wrapper."


def test_an_adyghe_correction_restating_its_claim_before_the_verb_takes_that_site_back():
    # "Correction: above I said it replaces `x` - that is not right." The claim stands before "къысӀуагъ" (I said).
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- `megatron.a.f` → `own_f`\n- `megatron.b.f` → `own_f`\n\n"
        "**Гъэтэрэзыныгъэ:** ыпшъэкӀэ `megatron.b.f` зэблехъоу къысӀуагъ — ар тэрэзэп.\n"
    )
    assert _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases") == ["megatron.a.f"]
    assert any("line 6" in t.why and "line 8 says" in t.why for t in extract(report, None, "r.md").todos)


def test_a_tabasaran_negation_gives_no_constraint():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.f`.\n\nГъадагъуб шартӀар (implicit constraints):\n\n"
        "- `tensor_model_parallel_size == 1` гьаму патчдиз герек дар.\n"
    )
    assert _drafted(report, "constraints") == []
    # The line without "дар" (is not) is a constraint as plain as any.
    assert _drafted(report.replace(" гьаму патчдиз герек дар", ""), "constraints") != []


def test_a_value_the_condition_excludes_and_an_assignment_the_handler_makes_are_no_settings():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n"
        '- Condition: `os.environ.get("PRIMUS_VERBOSE", "0") != "1"`. It is on by default; `PRIMUS_VERBOSE=1` keeps the trace.\n'
        "- The handler does `from triton import knobs` and then `knobs.autotuning.print = False`.\n"
    )
    assert _drafted(report, "enable.env") == [] and _drafted(report, "enable.flags") == []
    todos = " ".join(t.why for t in extract(report, None, "r.md").todos)
    assert "what the condition excludes" in todos and "what the handler sets when it runs" in todos


def test_an_import_hook_the_patch_installs_names_no_requirement_and_older_than_is_an_upper_bound():
    said = "It installs an import hook so the backward binds `aiter::mha_bwd`, not the copy TE ships."
    assert _drafted(f"# `megatron.x.own`\n\n## What it does\n\n{said}\n", "requires.packages") == []
    bound = "# `megatron.x.own`\n\n## Requirements\n\n- It requires `use_x`, and `transformer_engine` must be older than 2.14.0.\n"
    assert _drafted(bound, "requires.packages") == [("transformer_engine", "<2.14.0")]


def test_a_site_in_megatron_lms_entry_script_is_a_full_import_path():
    # `pretrain_gpt` is a module of its own at the checkout's root; Primus rebinds its `forward_step` and `get_batch`.
    report = "# `megatron.pretrain_gpt.forward_step.own`\n\n## Patch logic\n\nIt wraps `pretrain_gpt.forward_step`.\n"
    assert _drafted(report, "upstream.symbols") == ["pretrain_gpt.forward_step"]
    # Another top-level name stays a partial path, a TODO.
    partial = report.replace("pretrain_gpt.forward_step`", "pretrain_mamba_x.forward_step`")
    assert _drafted(partial, "upstream.symbols") == []


def test_a_style_a_later_line_denies_is_a_todo_not_the_first_style_named():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n- Style: function wrapping; it keeps `orig` and calls it on a miss.\n"
        "- It rebinds `megatron.a.b.f`.\n\n## Porting\n\nCorrection to the description above: {later}\n"
    )
    for later in ("It is not a wrapper.", "`new_f` never calls orig; treat it as a plain binding replacement.", "This is not function wrapping."):
        assert _drafted(report.format(later=later), "feature.patch_style") == []
    assert _drafted(report.format(later="The wrapper also logs once."), "feature.patch_style") == ["function_wrapping"]
    replies = report.replace("Correction to the description above: ", "")
    said_wrong = "No, I said that wrong earlier: `new_f` never calls orig."
    assert _drafted(replies.format(later=said_wrong), "feature.patch_style") == []
    # Outside a correction, "does not call the original" may be said of one binding of a patch that also wraps.
    assert _drafted(replies.format(later="`g` is replaced outright; it does not call the original."), "feature.patch_style") == [
        "function_wrapping"
    ]


def test_a_sentence_without_a_subject_after_one_about_another_patch_is_that_patchs():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\nIt rebinds `torch.a.b.f`.\n\n## Notes\n\n"
        "FYI the torchtitan.fsdp.other patch wraps `torch.c.d.g` and is gated on `SDMA=1`. Needs PyTorch >= 2.12 for it.\n"
    )
    assert _drafted(report, "requires.packages") == []
    alone = report.replace("FYI the torchtitan.fsdp.other patch wraps `torch.c.d.g` and is gated on `SDMA=1`. ", "")
    assert _drafted(alone, "requires.packages") == [("torch", ">=2.12")]


def test_a_module_named_by_a_bare_word_a_correction_says_is_not_rebound_takes_its_sites_back():
    report = (
        "# `torchtitan.x.own`\n\n## Patch logic\n\n| Site | What happens |\n|---|---|\n"
        "| `torchtitan.models.llama4.infra.parallelize.apply_fsdp` | wrapped |\n"
        "| `torchtitan.models.deepseek_v3.infra.parallelize.apply_fsdp` | rebound as well |\n\n"
        "## Comments\n\nCorrection to the table: {word} is *not* rebound.\n"
    )
    drafted = _drafted(report.format(word="deepseek_v3"), "upstream.symbols") + _drafted(report.format(word="deepseek_v3"), "upstream.aliases")
    assert drafted == ["torchtitan.models.llama4.infra.parallelize.apply_fsdp"]
    kept = _drafted(report.format(word="qwen3"), "upstream.symbols") + _drafted(report.format(word="qwen3"), "upstream.aliases")
    assert "torchtitan.models.deepseek_v3.infra.parallelize.apply_fsdp" in kept


def test_a_setting_under_which_the_call_goes_straight_to_the_original_is_no_flag():
    report = "# `torchtitan.x.own`\n\n## Patch logic\n\nIt wraps `torch.a.b.f`. {said}\n"
    passing = "Inside the wrapper, when `model.enable_tying` is false the call goes straight to the original `f`."
    assert _drafted(report.format(said=passing), "enable.flags") == []
    acting = "Inside the wrapper, when `model.enable_tying` is false the call shards the two modules apart."
    assert _drafted(report.format(said=acting), "enable.flags") == [("model.enable_tying", False)]


def test_versions_a_sentence_says_are_no_requirement_name_no_package():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n- {said}\n"
    for said in (
        "Our test box was MI300X, ROCm 6.4.1, torch 2.8.0a0 - that is just what we ran, not a minimum.",
        'The "PyTorch 2.12+" in the description is where the error first shows up, not a version gate.',
        "We reproduced on MI300X, ROCm 7.0, torch 2.12.0.",
    ):
        assert _drafted(report.format(said=said), "requires.packages") == []
    assert _drafted(report.format(said="torch 2.8 or newer."), "requires.packages") == [("torch", ">=2.8")]


def test_a_sentence_that_denies_a_style_by_name_states_it_in_no_other_words():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n- It sets `margs.f` to a new closure.\n- {said}\n"
    denied = "It calls `inspect.getsource` but never `exec()`s anything, so it is not a source-string rewrite."
    assert _drafted(report.format(said=denied), "feature.patch_style") == []
    stated = "It reads `inspect.getsource(f)`, replaces one line and `exec()`s the result."
    assert _drafted(report.format(said=stated), "feature.patch_style") == ["source_rewrite"]


def test_a_comparison_in_an_if_clause_whose_main_clause_raises_is_no_constraint():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Constraints\n\n- Hard constraint: {said}\n"
    failing = "if none of the names resolve (`applied == 0`), the shim raises `RuntimeError`."
    assert _drafted(report.format(said=failing), "constraints") == []
    required = "the code requires `tensor_model_parallel_size == 1`."
    assert [c["param"] for c in _drafted(report.format(said=required), "constraints")] == ["tensor_model_parallel_size"]


def test_a_platform_label_a_checklist_answers_no_is_no_platform():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n- [ ] {said}\n"
    assert _drafted(report.format(said="ROCm-only path — no. Nothing here is ROCm-specific."), "requires.platform") != ["rocm"]
    assert _drafted(report.format(said="ROCm-only: the kernel is HIP."), "requires.platform") == ["rocm"]


def test_the_file_a_named_function_lives_in_is_not_the_patchs_file():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Code location\n\n"
        "- The branch is decided by `is_v_enabled()` in `primus/backends/megatron/training/utils.py`.\n"
    )
    assert _drafted(report, "implementation.primus_file") == []
    named = report.replace("The branch is decided by `is_v_enabled()` in", "Implementation:")
    assert _drafted(named, "implementation.primus_file") == ["primus/backends/megatron/training/utils.py"]


def test_a_known_differences_section_is_the_ports_own():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## {title}\n\n"
        "1. **Divisibility assert.** We assert `seq_len % chunk == 0`; Primus handles a ragged last chunk.\n"
    )
    assert _drafted(report.format(title="Known differences"), "constraints") == []
    assert _drafted(report.format(title="Constraints"), "constraints") != []


def test_an_earlier_spelling_of_the_patch_id_mapped_to_it_is_no_site():
    report = (
        "# `megatron.te.own`\n\n## Patch logic\n\n| Item | Value |\n|---|---|\n"
        "| id | `megatron.team.own` → `megatron.te.own` |\n| site | `megatron.core.a.F.forward` |\n"
    )
    assert _drafted(report, "upstream.symbols") == ["megatron.core.a.F.forward"]


def test_a_correction_in_a_newer_commit_of_a_git_log_takes_back_the_older_commits_claim_below_it():
    log = (
        "commit 9d41e7a3c05b28f6e1a47d93b0c2f58e71a6d4b2\nAuthor: A <a@x>\nDate:   Tue Mar 10 2026\n\n"
        "    port(x): drop the extra rebind\n\n    Correction to the first commit: it said the patch also rebinds\n"
        "    `megatron.core.a.DDP.start_grad_sync`. That was wrong.\n\n"
        "commit 52be0f17a9c4d3e8b6f2a1c07d95e4b3a8f61c2d\nAuthor: A <a@x>\nDate:   Mon Mar 9 2026\n\n"
        "    port(x): first pass at megatron.x.own\n\n    It rebinds `megatron.core.a.DDP.zero_grad_buffer` and also rebinds\n"
        "    `megatron.core.a.DDP.start_grad_sync`.\n"
    )
    facts = extract(log, "megatron.x.own", "log.txt").facts
    drafted = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in facts.get(name, [])]
    assert "megatron.core.a.DDP.start_grad_sync" not in drafted
    assert "megatron.core.a.DDP.zero_grad_buffer" in drafted


def test_a_cell_of_a_packages_row_that_denies_it_requires_nothing():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requirements\n\n"
        "| Item | Kind | Detail |\n|---|---|---|\n| `primus_turbo` | dependency | {detail} |\n"
    )
    assert _drafted(report.format(detail="does not need it"), "requires.packages") == []
    assert _drafted(report.format(detail="imported by the handler"), "requires.packages") == [("primus_turbo", None)]


def test_a_list_that_maps_each_value_of_a_setting_to_its_effect_gives_no_flag():
    report = (
        "# `megatron.x.own`\n\n## How to enable\n\n`enable_x` only picks the mode:\n\n"
        "- `enable_x: true` -> DECOUPLED, `same_num=False`.\n- `enable_x: {other}` -> ALIGNED, `same_num=True`.\n"
    )
    assert _drafted(report.format(other="false"), "enable.flags") == []
    assert ("enable_x", True) in _drafted(report.format(other="true"), "enable.flags")


def test_a_package_required_whenever_a_setting_is_on_is_needed_in_some_runs_only():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n{said}\n"
    some_runs = "The fused path calls `apex.fused_x` (APEX's extension), so APEX is required whenever `grad_fusion` is on."
    assert _drafted(report.format(said=some_runs), "requires.packages") == []
    assert _drafted(report.format(said="APEX is required."), "requires.packages") == [("apex", None)]


def test_a_path_named_only_struck_through_is_quoted_in_a_todo():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n~~The handler rebinds `megatron.training.a.get_opt`.~~\n"
        "Correction: that was wrong.\n\nIt wraps `megatron.core.b.F.__post_init__`.\n"
    )
    extraction = extract(report, None, "r.md")
    assert "megatron.training.a.get_opt" not in str(extraction.facts)
    assert any("`megatron.training.a.get_opt` struck through" in todo.why for todo in extraction.todos)


def test_an_outline_numbered_on_every_line_reads_each_line_as_an_item():
    lines = [
        "1. megatron.x.own",
        "1.1 what",
        "1.1.1 it wraps the constructor",
        "1.2 registration",
        "1.2.1 backend=megatron",
        "1.2.2 phase=build_args",
        "1.2.2.1 no - before_train. misread",
        "1.3 rebinds",
        "1.3.1 megatron.core.a.B.__init__",
    ]
    report = "\n".join(lines) + "\n"
    markdown = as_markdown(report).split("\n")
    assert markdown[0] == "## megatron.x.own"
    assert markdown[5:9] == ["- ~~phase=build_args~~", "  - no - before_train. misread", "### rebinds", "- `megatron.core.a.B.__init__`"]
    facts = extract(report, "megatron.x.own", "notes.txt").facts
    assert "enable.phase" not in facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.core.a.B.__init__"]


def test_a_style_the_report_calls_a_mix_of_two_is_a_todo():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n{said}\n"
    mixed = "It is a mix: `a.A` and `a.b` are plain binding replacements, but `gemm` is function wrapping."
    assert _drafted(report.format(said=mixed), "feature.patch_style") == []
    plain = "It is a binding replacement: `a.A` and `a.b` are swapped for Primus classes."
    assert _drafted(report.format(said=plain), "feature.patch_style") == ["binding_replacement"]


def test_a_chinese_correction_of_the_sentence_above_takes_it_back():
    report = (
        "# `torch.x.own`\n\n## Patch logic\n\nIt wraps `torch.profiler.profile`.\n\n"
        "It also rebinds `torch.autograd.profiler.profile` for the legacy profiler.\n\n"
        "更正：上一句是错的。它只替换了 `torch.profiler.profile` 这一个符号。\n"
    )
    drafted = _drafted(report, "upstream.symbols") + _drafted(report, "upstream.aliases")
    assert "torch.autograd.profiler.profile" not in drafted


def test_the_new_take_back_rules_leave_ordinary_sentences_plain():
    base = "# `megatron.x.own`\n\n## Patch logic\n\nFunction wrapping: the patch wraps `megatron.a.f`. {logic}\n\n## Requires\n\n- {requires}\n"

    def drafted(logic: str = "", requires: str = "transformer_engine >= 2.4.", field: str = "requires.packages") -> list:
        return _drafted(base.format(logic=logic, requires=requires), field)

    # A wrapper that calls the original after its work, every time: no gate.
    assert drafted("Whenever it is called, it casts the bias and then goes straight to the original.", field="feature.patch_style") == [
        "function_wrapping"
    ]
    # Said of upstream's function or of the port, "not a wrapper" denies nothing of the patch.
    assert drafted("Upstream's `megatron.a.f` is not a wrapper itself.", field="feature.patch_style") == ["function_wrapping"]
    assert drafted("Our port is not a wrapper: it replaces `f` outright.", field="feature.patch_style") == ["function_wrapping"]
    # A case ("If the floor is lifted"), "not a maximum" and a test box in an aside take back no pin.
    assert drafted(requires="transformer_engine >= 2.4. If the TE 2.4 floor is lifted upstream, we drop our check.") == [
        ("transformer_engine", ">=2.4")
    ]
    assert drafted(requires="transformer_engine >= 2.4 is a minimum, not a maximum.") == [("transformer_engine", ">=2.4")]
    assert drafted(requires="transformer_engine >= 2.4 (the first release with the kernel, while our test box was on 2.6).") == [
        ("transformer_engine", ">=2.4")
    ]


def test_a_pin_taken_back_for_one_package_keeps_another_packages_pin_of_that_version():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n"
        "- Needs TE 2.4 or newer.\n- Requires: torch==2.4\n\n{later}\n"
    )
    assert _drafted(report.format(later="The torch 2.4 pin was dropped."), "requires.packages") == [("transformer_engine", ">=2.4")]
    assert _drafted(report.format(later="The TE 2.4 floor has been lifted."), "requires.packages") == [("torch", "==2.4")]
    assert _drafted(report.format(later="There is no 2.4 floor."), "requires.packages") == []


def test_a_sentence_without_a_subject_after_one_that_ends_on_this_patch_is_this_patchs():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n"
        "No TE version gate (compare `megatron.x.other`, which is about TE >= 2.6.0; {last}). Needs a TE build whose Linear "
        "accepts the kwarg.\n"
    )
    assert _drafted(report.format(last="this patch has nothing like that"), "requires.packages") == [("transformer_engine", None)]
    assert _drafted(report.format(last="that one checks it at build time"), "requires.packages") == []


def test_values_said_to_be_enough_to_trip_the_gate_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n"
        "`eval_iters: 20` plus `eval_interval: 500` {verb} the condition.\n"
    )
    assert _drafted(report.format(verb="is enough to trip"), "enable.flags") == []
    assert {f for f in _drafted(report.format(verb="must both be set for"), "enable.flags")} == {("eval_iters", 20), ("eval_interval", 500)}


def test_the_patch_called_a_straight_replacement_is_a_binding_replacement():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n{style} The body is:\n\n```python\nm.f = g\n```\n"
    assert _drafted(report.format(style="It's a straight replacement (monkey patch), not a wrapper."), "feature.patch_style") == ["binding_replacement"]
    assert _drafted(report.format(style="Its wrapper is a straight replacement for the logger."), "feature.patch_style") == []


def test_knobs_a_lead_says_switch_nothing_on_are_no_flags():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n"
        "```yaml\nuse_x: true\n```\n\n{lead}\n\n```yaml\nx_period: 200\nx_ratio: 4.0\n```\n"
    )
    assert _drafted(report.format(lead="The tuning knobs do not switch anything on:"), "enable.flags") == [("use_x", True)]
    assert ("x_period", 200) in _drafted(report.format(lead="The tuning knobs:"), "enable.flags")


def test_a_new_turn_of_a_chat_ends_the_section_of_the_answer_before_it():
    report = (
        "# Chat log\n\nUser: Explain `megatron.x.own`.\n\nAssistant:\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n"
        "### Companion patch: `megatron.x.other`\n\nIt wraps `megatron.a.b.g`.\n\n{turn}\n\n- Primus file: `primus/backends/megatron/x.py`\n"
    )

    def primus_file(turn: str) -> list:
        found = extract(report.format(turn=turn), "megatron.x.own", "r.md").facts.get("implementation.primus_file")
        return [found.value] if found else []

    assert primus_file("Assistant:\n\nSummary for the port facts:") == ["primus/backends/megatron/x.py"]
    assert primus_file("Summary for the port facts:") == []


def test_japanese_conditions_negations_and_one_runs_versions_state_nothing():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nパッチ ID は `megatron.x.own`。\n`description=` の原文は\n"
        '"Fuse the residual add into the norm kernel."\n\n## How to enable\n\n{flag}\n\n## Requires\n\n{apex}\n\n{run}\n'
    )
    said = {
        "flag": "`use_turbo_rms_norm=false` のままだと何も速くならない。",
        "apex": "`apex` の `FusedRMSNorm` 系は一切使っていない。",
        "run": "参考までに、手元で A/B を回した 1 回分の環境: torch 2.7.1 / primus_turbo 0.2.0。これは今回の実行で使っただけのバージョンで、最小要件ではない。",
    }
    drafted = report.format(**said)
    assert _drafted(drafted, "feature.summary") == ["Fuse the residual add into the norm kernel."]
    assert _drafted(drafted, "enable.flags") == []
    assert _drafted(drafted, "requires.packages") == []
    assert _drafted(report.format(flag="`use_turbo_rms_norm=true` にする。", apex="`apex` を使う。", run=""), "enable.flags") == [
        ("use_turbo_rms_norm", True)
    ]


def test_same_for_a_setting_after_one_said_not_to_switch_the_patch_on_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n"
        "The patch runs only when `use_x: true` is set.\n\n"
        "My first guess was `use_y: true`. That was wrong: `use_y` picks a path; it does not switch this patch on. "
        "{same} `mode: alltoall` in the recipe.\n"
    )
    assert _drafted(report.format(same="Same for"), "enable.flags") == [("use_x", True)]
    assert ("mode", "alltoall") in _drafted(report.format(same="Set"), "enable.flags")


def test_a_first_column_named_id_gives_each_row_and_its_list_item_to_that_patch():
    report = (
        "# Our fork\n\n## Patches we carry\n\n| id | status |\n|---|---|\n| `megatron.x.own` | ported |\n"
        "| `bridge.y.other` | ported |\n\n- `bridge.y.other` rebinds `megatron.bridge.a.B` and wraps `megatron.bridge.c.d`.\n\n"
        "### `megatron.x.own`\n\n**What it rebinds.** Two upstream names:\n\n1. `megatron.core.e.f` -- set to the module's getter.\n"
        "2. `megatron.core.e.g` -- set to the module's setter.\n"
    )
    symbols = extract(report, "megatron.x.own", "r.md").facts.get("upstream.symbols", [])
    assert sorted(f.value for f in symbols) == ["megatron.core.e.f", "megatron.core.e.g"]


def test_a_description_placed_before_its_colon_and_a_correction_of_the_previous_sentence():
    report = (
        "# `megatron.x.own`\n\n**What it does** (the `description=` of the registration): Replace the layer.\n\n"
        "It runs in the `setup` phase.\n\nCorrection to the previous sentence: that was wrong. The registration says "
        '`phase="before_train"`.\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n'
    )
    assert _drafted(report, "feature.summary") == ["Replace the layer."]
    assert _drafted(report, "enable.phase") == ["before_train"]


def test_the_new_wordings_hide_no_plain_fact():
    """Each wording added for one report leaves the plain facts of others alone (a review's cases)."""
    head = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n{enable}\n\n## Requires\n\n{requires}\n"

    def drafted(field: str, enable: str = "- `use_x: true`", requires: str = "- torch") -> list:
        found = extract(head.format(enable=enable, requires=requires), "megatron.x.own", "r.md").facts.get(field)
        return [f.value for f in found] if isinstance(found, list) else [found.value] if found else []

    # Japanese "not yet in 2.3" and "all of" are no negation of the pin; "confirmed at hand too" keeps the requirement.
    assert drafted("requires.packages", requires="- torch >= 2.4（2.3 にはまだ入っていない API を使う）") == [("torch", ">=2.4")]
    assert drafted("requires.packages", requires="- torch >= 2.4（一切の Turbo カーネルがこれを前提とする）") == [("torch", ">=2.4")]
    assert drafted("requires.packages", requires="- torch >= 2.4 が必要（手元の環境でも確認済み）。") == [("torch", ">=2.4")]
    # "is enough to enable the patch" states the gate; "if `x`" in Japanese is the gate too.
    assert drafted("enable.flags", enable="Setting `use_x: true` is enough to enable the patch.") == [("use_x", True)]
    assert drafted("enable.flags", enable="`use_x: true` であれば有効になる。") == [("use_x", True)]
    # Options "that do not turn it on by themselves", in an aside, leave the sentence's own gate.
    assert drafted("enable.flags", enable="The patch is on when `use_x: true` (the other options do not turn it on by themselves).") == [
        ("use_x", True)
    ]
    # The other patch is the subject of "only runs when this patch is enabled": its "Needs" is its own.
    assert drafted("requires.packages", requires="`megatron.x.other` only runs when this patch is enabled. Needs TE >= 2.6.\n\n- torch") == [
        ("torch", None)
    ]
    # A "User:" paragraph inside this patch's own section ends nothing.
    assert drafted("requires.packages", requires="User: needs the `primus_turbo` wheel on the box.\n\n- torch >= 2.4") == [
        ("primus_turbo", None),
        ("torch", ">=2.4"),
    ]


def test_an_id_alone_in_japanese_is_no_summary_and_chatgpts_turns_end_a_companions_section():
    report = "# `megatron.x.own`\n\n## What it does\n\nパッチ ID は `megatron.x.own`。\n\nFused attention を使う。\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n"
    assert _drafted(report, "feature.summary") == ["Fused attention を使う。"]
    chat = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n### Companion patch: `megatron.x.other`\n\n"
        "It wraps `megatron.c.d.g` and needs apex.\n\nYou said: and what does own need?\n\nChatGPT said: It needs torch >= 2.4.\n"
    )
    found = extract(chat, "megatron.x.own", "r.md").facts.get("requires.packages", [])
    assert [f.value for f in found] == [("torch", ">=2.4")]


def test_a_notes_guess_is_no_flag_and_the_failure_the_patch_is_for_is_no_summary():
    report = (
        "# `megatron.x.own`\n\n## What it does\n\nUpstream imports `ScheduleX` from `torch.a.b`.\n"
        "Some PyTorch builds do not have that class, and the import fails.\nThe patch installs a stand-in class under that name.\n\n"
        "## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n- {guess} the switch is `training.dataset: c4`.\n"
    )
    assert _drafted(report.format(guess="Also guessing"), "enable.flags") == []
    assert _drafted(report.format(guess="Confirmed:"), "enable.flags") == [("training.dataset", "c4")]
    assert _drafted(report.format(guess="Also guessing"), "feature.summary") == ["The patch installs a stand-in class under that name."]


def test_the_second_batchs_wordings_hide_no_plain_fact():
    """The rules added for rounds 1233-1243, on the wordings a review set against them."""
    frame = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n- `use_x: true`\n\n"
    # ", so it only runs when" speaks of upstream's function, not of the patch: no gate of this patch.
    guarded = frame + "## Notes\n\nUpstream `megatron.a.b.g` is guarded by `args.use_legacy_timer`, so it only runs when `use_legacy_timer: true`.\n"
    assert _drafted(guarded, "enable.flags") == [("use_x", True)]
    # "Same with this patch: it wraps `f`" states what this patch does, whatever the sentence before was about.
    same = "# `megatron.x.own`\n\n## Patch logic\n\nThe sibling patch `megatron.x.other` wraps `megatron.a.b.g`. Same with this patch: it wraps `megatron.a.b.f`.\n"
    assert _drafted(same, "upstream.symbols") == ["megatron.a.b.f"]
    # "There is no `description=` in the registration: ..." quotes no description.
    none = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. There is no `description=` in the registration: only its id and condition.\n"
    assert _drafted(none, "feature.summary") == []
    # An "id" column of test results, in a table that lists no patch, names a site, not another patch.
    results = frame + "## Test results\n\n| id | status | owner |\n|---|---|---|\n| megatron.a.b.f | ported | alice |\n"
    assert _drafted(results, "upstream.symbols") == ["megatron.a.b.f"]


def test_the_third_batchs_wordings_hide_no_plain_fact():
    """The rules added for rounds 1244-1259: each trap drafts nothing, its plain neighbour still drafts its value."""
    frame = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n{enable}\n\n## Requires\n\n{requires}\n"

    def drafted(field: str, enable: str = "- `use_x: true`", requires: str = "- torch") -> list:
        return _drafted(frame.format(enable=enable, requires=requires), field)

    # A slice of a model's config shown for reference holds that model's settings, not the switch.
    sliced = "- `use_x: true`\n\nSlice of `configs/models/zebra_llama_1B.yaml` for reference:\n\n```yaml\nq_lora_rank: 1344\n```"
    assert drafted("enable.flags", enable=sliced) == [("use_x", True)]
    assert drafted("enable.flags", enable=sliced.replace("Slice of", "Set in").replace(" for reference", "")) == [
        ("use_x", True),
        ("q_lora_rank", 1344),
    ]
    # What a config file ships is its default; a table row writing an `is_` key's value beside it is a key.
    assert drafted("enable.flags", enable="- `use_x: true`\n\n`base.yaml` ships `use_y: false`, so the base alone leaves it off.") == [
        ("use_x", True)
    ]
    assert drafted("enable.flags", enable="| arg | value |\n|---|---|\n| `is_hybrid_model` | `true` |") == [("is_hybrid_model", True)]
    # "They do not switch the patch on. Same for `z: 1`." negates both; "look like the switch" is no switch.
    assert drafted("enable.flags", enable="- `use_x: true`\n\n`a` and `b` only count layers; they do not switch the patch on. Same for `z: 1`.") == [
        ("use_x", True)
    ]
    assert drafted("enable.flags", enable="- `use_x: true`\n\n`moe_type: aux` and `bias: true` in the preset look like the switch for this.") == [
        ("use_x", True)
    ]
    # A unit test's settings are its inputs.
    assert drafted("enable.flags", enable="- `use_x: true`\n- [ ] Unit test: explicit `context: spawn` wins over the flag") == [("use_x", True)]
    # Versions the next sentence says are no minimum; a page's menu of titles requires nothing.
    assert drafted("requires.packages", requires="- torch\n- Seen in our smoke run: apex 1.2. That is what the container had, not a minimum.") == [
        ("torch", None)
    ]
    menu = "Installation\nQuickstart\nBACKENDS\nTorchTitan\nMaxText\nReference\n\n- torch"
    assert drafted("requires.packages", requires=menu) == [("torch", None)]
    assert drafted("requires.packages", requires="Megatron-LM\nTorchTitan\nTransformer Engine\nPrimus-Turbo") != []


def test_a_sentence_disowned_by_the_next_and_a_cache_key_draft_nothing():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. It sets `args.use_z = True`.\n\n## Notes\n\n"
        "- `primus/backends/megatron/other/router.py` reads `k`\n  (and asserts it's 0). {disown}\n"
    )
    assert _drafted(report.format(disown="It's unrelated to `own`; I listed it only because grep hits it."), "implementation.primus_file") == []
    assert _drafted(report.format(disown="It is read at start-up."), "implementation.primus_file") == ["primus/backends/megatron/other/router.py"]
    cache = report.format(disown="").replace("It sets `args.use_z = True`.", "It writes its own cache, which the wrapper sets to `active=True`.")
    assert _drafted(cache, "enable.side_effects") == []
    assert _drafted(report.format(disown=""), "enable.side_effects") == [("use_z", True)]


def test_a_description_only_partly_quoted_is_no_summary_and_struck_bounds_are_quoted():
    report = '# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`; the registered description {says} "for PyTorch 2.10 and newer".\n'
    assert _drafted(report.format(says="only says"), "feature.summary") == []
    assert _drafted(report.format(says="says"), "feature.summary") == ["for PyTorch 2.10 and newer"]
    struck = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n- ~~Might need megatron-core >= 0.8~~ no.\n- ~~Pin `torch>=2.7`~~\n"
    todos = " ".join(t.why for t in extract(struck, None, "r.md").todos)
    assert "`megatron-core >= 0.8` struck through" in todos and "`torch>=2.7` struck through" in todos


def test_a_class_bound_to_an_object_is_no_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n"
        "The handler reads `GPTModel = gpt_mod.GPTModel` and assigns `GPTModel._postprocess = wrapper`. Set `{flag}`.\n"
    )
    assert _drafted(report.format(flag="use_x = True"), "enable.flags") == [("use_x", True)]
    assert _drafted(report.format(flag="use_x = fast"), "enable.flags") == [("use_x", "fast")]


_OWN = "## Port notes: `megatron.fix_moe`\n\n"


@pytest.mark.parametrize(
    ("report", "field", "expected"),
    [
        # "Only ... says:" before the keyword's colon still marks the quote as a part of the description.
        (
            _OWN + 'Enable it with `use_fix_moe: true`.\n\nOnly the description string says: "Qwen3 on PyTorch 2.12+ only".\n\n'
            'The registered description is "Fuse the MoE router top-k and softmax into one kernel".\n',
            "feature.summary",
            ["Fuse the MoE router top-k and softmax into one kernel"],
        ),
        # "the overrides part of your `exp.yaml`:" leads the config to write, no example.
        (
            _OWN + "## How to enable\n\nTo turn it on, add this to the overrides part of your `exp.yaml`:\n\n"
            "```yaml\nmodules:\n  pre_trainer:\n    overrides:\n      use_fix_moe: true\n```\n",
            "enable.flags",
            [("use_fix_moe", True)],
        ),
        # The run's config dict, or a buffer named in another clause, is no cache of the patch's own.
        (_OWN + "The handler takes the module config dict and sets `moe_router_fusion = False` in it.\n", "enable.side_effects", [("moe_router_fusion", False)]),
        (
            _OWN + "Because the fused kernel needs a larger bucket buffer, the handler sets `args.overlap_grad_reduce = False`.\n",
            "enable.side_effects",
            [("overlap_grad_reduce", False)],
        ),
        # "nothing to do with the ROCm version", "unrelated to the dispatcher patch": something else disowned.
        (
            _OWN + "The patch requires Primus-Turbo and torch 2.4 or newer. That has nothing to do with the ROCm version.\n",
            "requires.packages",
            [("primus_turbo", None), ("torch", ">=2.4")],
        ),
        (
            _OWN + "The handler wraps megatron.core.transformer.moe.router.TopKRouter.routing. It is unrelated to the dispatcher patch.\n",
            "upstream.symbols",
            ["megatron.core.transformer.moe.router.TopKRouter.routing"],
        ),
        # "TE is not a version gate" is said of TE, not of the Primus-Turbo bound before it.
        (
            _OWN + "The handler depends on Primus-Turbo 0.3 or newer. Any Transformer Engine works: TE is not a version gate.\n",
            "requires.packages",
            [("primus_turbo", ">=0.3")],
        ),
        # "looks like the switch, but the real gate is ..." states the gate; "ships with it off" sets nothing.
        (_OWN + "## How to enable\n\n`moe_x` looks like the switch, but the real gate is `use_fix_moe: true`.\n", "enable.flags", [("use_fix_moe", True)]),
        (_OWN + "Enable it with `use_fix_moe: true` (`deepseek_v3.yaml` ships with it off by default).\n", "enable.flags", [("use_fix_moe", True)]),
        # A test of the port with its file in an aside, after a dash, or "for the port".
        (_OWN + "Enable it with `use_fix_moe: true`.\n\n- [ ] Unit test (`tests/t.py`): explicit `context=\"spawn\"` wins\n", "enable.flags", [("use_fix_moe", True)]),
        (_OWN + "Enable it with `use_fix_moe: true`.\n\n- [ ] Unit test — explicit `context=\"spawn\"` wins\n", "enable.flags", [("use_fix_moe", True)]),
        # Requirements a line each, with versions, under "Needs": no menu.
        (_OWN + "Needs\nROCm 6.4+\nMI300X or newer\nPython 3.10\nPyTorch 2.7+\nPrimus-Turbo 0.3+\n", "requires.packages", [("primus_turbo", None), ("torch", None)]),
        # `is_cuda` in a table is a tensor's attribute, whatever value its row writes.
        (
            _OWN + "How to enable (all of these hold):\n\n| Condition | Value |\n|---|---|\n| `use_fix_moe` | `true` |\n| `is_cuda` | `true` |\n",
            "enable.flags",
            [("use_fix_moe", True)],
        ),
    ],
)
def test_the_third_batchs_rules_reach_no_further_than_their_wording(report, field, expected):
    assert _drafted(report, field) == expected


def test_two_styles_named_outright_in_prose_leave_the_style_a_todo():
    """Rounds 1266-1273: a thread that first calls the patch a binding replacement and later function wrapping has not
    settled; a label's style, or one sentence naming the main style first, has."""
    frame = "# `megatron.x.own`\n\n## Patch logic\n\n{first}\n\n{second}\n"
    unsettled = frame.format(first="First read: a plain binding replacement, nothing more to it.", second="Fair point, it's function wrapping.")
    assert _drafted(unsettled, "feature.patch_style") == []
    assert any("says function_wrapping" in t.why for t in extract(unsettled, None, "r.md").todos)
    labelled = frame.format(first="Style: config / arg rewrite.", second="It is not function wrapping, whatever the file is called.")
    assert _drafted(labelled, "feature.patch_style") == ["config_rewrite"]
    labelled = frame.format(first="Style: binding replacement.", second="The wrapper is function wrapping in spirit.")
    assert _drafted(labelled, "feature.patch_style") == ["binding_replacement"]
    one_sentence = frame.format(first="It is function wrapping plus a scoped binding replacement.", second="It rebinds `megatron.a.b.f`.")
    assert _drafted(one_sentence, "feature.patch_style") == ["function_wrapping"]
    # A table of sites gives each binding's style; a label cell in another language labels the style.
    rows = "| Site | New | Style |\n|---|---|---|\n| `megatron.a.b.f` | `_f` | binding replacement |\n| `te.g` | `_g` | function wrapping |"
    assert _drafted(frame.format(first=rows, second=""), "feature.patch_style") == ["binding_replacement"]
    cell = "| Поле | Значение |\n|---|---|\n| Стиль | Config / arg rewrite |"
    assert _drafted(frame.format(first=cell, second="In the first pass I said function wrapping."), "feature.patch_style") == ["config_rewrite"]


def test_a_correction_whose_next_sentence_calls_the_style_wrong_takes_it_back():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nPatch style: binding replacement.\n\n"
        'P.S. Correction: above I called the patch style "binding replacement". {verdict} It keeps the original and calls it.\n'
    )
    assert _drafted(report.format(verdict="Wrong word."), "feature.patch_style") == []
    assert _drafted(report.format(verdict="That was wrong."), "feature.patch_style") == []
    assert _drafted(report.format(verdict="It stands."), "feature.patch_style") == ["binding_replacement"]


def test_a_one_letter_key_is_a_dimension_not_a_flag():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.b.f`.\n\n## How to enable\n\n"
        "Set `use_x: true`. Method: ran a toy forward with the gate on and off (s=4096, b=2, h=32, {last}) on one GPU.\n"
    )
    assert _drafted(report.format(last="d=128"), "enable.flags") == [("use_x", True)]
    assert ("hidden_size", 128) in _drafted(report.format(last="hidden_size=128"), "enable.flags")


def test_a_pasted_sheet_keeps_its_header_past_a_cell_quoted_over_lines():
    """Google Sheets copies a cell holding line breaks in double quotes: the row runs over lines, and the rows after it
    are still the sheet's, their Confidence column still answering for them."""
    sheet = (
        "Field\tValue\tSource\tConfidence\tNotes\n"
        "Patch id\tmegatron.x.own\tprimus/a.py:1\tHigh\t\n"
        'Code (as read)\t"@register_patch(\n    ""megatron.x.own"",\n    backend=""megatron"",\n)"\tprimus/a.py:1-4\tHigh\tcopied by hand\n'
        "Upstream symbol rebound\tmegatron.a.b.f\tprimus/a.py:9\tHigh\t\n"
        "Enable flag (candidate)\tuse_y: true\tprimus/configs/a.yaml:4\tLow\tNOT the gate. The handler never reads it.\n"
        "Enable flag\tuse_x: true\tprimus/a.py:2\tHigh\t\n"
    )
    assert _drafted(sheet, "upstream.symbols") == ["megatron.a.b.f"]
    assert _drafted(sheet, "enable.flags") == [("use_x", True)]
    assert _drafted(sheet.replace("\tLow\t", "\tHigh\t"), "enable.flags") != [("use_x", True)]


def test_a_patch_called_by_its_phase_name_is_no_phase_taken_back():
    report = (
        '# `megatron.pp.dump.after_train`\n\n## Patch logic\n\nRegistered with phase="after_train". It dumps the events.\n\n'
        "## Notes\n\nFirst guess, kept for the record: I assumed {said}. Wrong - that is the companion patch.\n"
    )
    assert _drafted(report.format(said="after_train also rebinds get_forward_backward_func"), "enable.phase") == ["after_train"]
    assert _drafted(report.format(said="it runs in after_train"), "enable.phase") == []


def test_a_hinglish_first_guess_and_a_package_pulled_in_transitively_draft_nothing():
    frame = "# `megatron.x.own`\n\n## Patch logic\n\n{guess} Patch style binding replacement hai.\n\n## Requires\n\n{requires}\n"
    guess = "Pehle main socha tha ki ye `te_general_gemm` ko wrap karta hai, like a function wrapper around TE ka general_gemm..."
    assert _drafted(frame.format(guess=guess, requires="- torch"), "feature.patch_style") == ["binding_replacement"]
    retracted = "It is a function wrapper around `general_gemm`... nahi nahi, I mean, that's wrong yaar."
    assert _drafted(frame.format(guess=retracted, requires="- torch"), "feature.patch_style") == ["binding_replacement"]
    transitive = "Requires `transformer_engine`. Importing the helper brings `aiter` in transitively."
    assert _drafted(frame.format(guess="", requires=transitive), "requires.packages") == [("transformer_engine", None)]
    assert _drafted(frame.format(guess="", requires="Requires `transformer_engine` and `aiter`."), "requires.packages") == [
        ("transformer_engine", None),
        ("aiter", None),
    ]
    hard = "Requires `transformer_engine` and `aiter`. `aiter` is not a hard requirement: the handler catches its import."
    assert ("aiter", None) not in _drafted(frame.format(guess="", requires=hard), "requires.packages")


def test_a_quoted_assert_message_a_worded_joint_failure_and_a_one_letter_site_draft_nothing():
    """Round 1284: a package named in an assert's message, a raise that needs two conditions at once, and a site whose
    last name stands in for several."""
    frame = "# `megatron.x.own`\n\n## Patch logic\n\n{logic}\n\n## Requires\n\n{requires}\n"
    message = 'Requires torch. Only the fp8 path asserts "FP8 requires TE."'
    assert _drafted(frame.format(logic="It rebinds `megatron.a.b.f`.", requires=message), "requires.packages") == [("torch", None)]
    before = 'Requires torch and TE; the handler asserts "FP8 needs a recipe."'
    assert ("transformer_engine", None) in _drafted(frame.format(logic="It rebinds `megatron.a.b.f`.", requires=before), "requires.packages")
    joint = "The forward raises ValueError during training when `tensor_model_parallel_size` > 1 and `sequence_parallel` is off."
    assert _drafted(frame.format(logic=f"It rebinds `megatron.a.b.f`. {joint}", requires="- torch"), "constraints") == []
    alone = "The forward raises ValueError during training when `tensor_model_parallel_size` > 1."
    assert [c["param"] for c in _drafted(frame.format(logic=f"It rebinds `megatron.a.b.f`. {alone}", requires="- torch"), "constraints")] == [
        "tensor_model_parallel_size"
    ]
    letter = "It does a straight `megatron.core.models.gpt.moe_module_specs.X = DeprecatedX` for each class."
    assert _drafted(frame.format(logic=letter, requires="- torch"), "upstream.symbols") == []
    named = letter.replace(".X = DeprecatedX", ".MoELayer = DeprecatedMoELayer")
    assert _drafted(frame.format(logic=named, requires="- torch"), "upstream.symbols") == ["megatron.core.models.gpt.moe_module_specs.MoELayer"]


def test_a_posts_checklist_of_symbol_bulleted_fields_is_read_a_line_at_a_time():
    """Round 1268: a post lists its facts a line each behind a check mark; the lines are fields, not one sentence."""
    report = (
        "# `megatron.x.own`\n\nThe facts, for the people who want to port it too:\n\n"
        "{mark} Patch id: `megatron.x.own`\n{mark} Phase: `before_train`\n{mark} It wraps `megatron.a.b.f`\n"
        "{mark} Needs: torch and megatron-core.\n{mark} Summary: returns the input untouched when the index is an identity.\n"
    )
    assert _drafted(report.format(mark="✅"), "feature.summary") == ["returns the input untouched when the index is an identity."]
    assert _drafted(report.format(mark="✅"), "enable.phase") == ["before_train"]
    assert _drafted(report.format(mark="-"), "feature.summary") == ["returns the input untouched when the index is an identity."]


def test_an_example_shown_what_some_configs_set_a_step_taken_back_and_a_claim_verified_no_draft_nothing():
    """Rounds 1289 and 1290."""
    frame = "# `megatron.x.own`\n\n## How to enable\n\nSet `use_x: true`.\n\n{enable}\n\n## Patch logic\n\nIt wraps `megatron.a.b.f`.\n"
    shown = "The Flux overrides look like this:\n\n```yaml\noverrides:\n  model_type: flux\n  warmup_train_steps: 2\n```"
    assert _drafted(frame.format(enable=shown), "enable.flags") == [("use_x", True)]
    assert _drafted(frame.format(enable="The Flux configs set `lr_warmup_iters: 1600`, which is why it matters."), "enable.flags") == [("use_x", True)]
    assert ("lr_warmup_iters", 1600) in _drafted(frame.format(enable="Also set `lr_warmup_iters: 1600`."), "enable.flags")
    # Nor is it what the handler sets.
    configs = "# `megatron.x.own`\n\n## Patch logic\n\nIt wraps `megatron.a.b.f`. {who} `lr_warmup_iters = 1600`, and the handler sets `args.use_z = True`.\n"
    assert _drafted(configs.format(who="The Flux configs set"), "enable.side_effects") == [("use_z", True)]
    assert _drafted(configs.format(who="The handler also sets"), "enable.side_effects") == [("lr_warmup_iters", 1600), ("use_z", True)]
    steps = (
        "## Porting (first pass)\n\n1. Rebind `megatron.a.b.f`.\n2. Also rebind `megatron.c.d.f`, which imports it.\n\n"
        "## Later\n\nPorting step 2 is {verdict}, please ignore it.\n"
    )
    report = frame.format(enable="") + steps
    assert _drafted(report.format(verdict="wrong"), "upstream.aliases") == []
    assert _drafted(report.format(verdict="fine"), "upstream.aliases") == ["megatron.c.d.f"]
    audit = "# `megatron.x.own`\n\n## Requires\n\n| Claim | Evidence | Verified? | Comment |\n|---|---|---|---|\n| Needs `primus_turbo` | - | {answer} | x |\n"
    assert _drafted(audit.format(answer="no"), "requires.packages") == []
    assert _drafted(audit.format(answer="partly"), "requires.packages") == []
    assert _drafted(audit.format(answer="yes"), "requires.packages") == [("primus_turbo", None)]


def test_a_flattened_list_items_bullet_and_a_diffs_plus_are_no_checklist_symbol():
    """Round 808 again: "• summary: ..." is an item of a facts file a pull request proposes, flattened onto its line."""
    report = "# `megatron.x.own`\n\nIt wraps `megatron.a.b.f`.\n\n{mark} summary: Checkpoint exactly the layers listed.\n"
    assert _drafted(report.format(mark="•"), "feature.summary") == []
    assert _drafted(report.format(mark="👉"), "feature.summary") == ["Checkpoint exactly the layers listed."]


@pytest.mark.parametrize(
    ("report", "field", "expected"),
    [
        # A phase taken back is taken back, unless the patch is named for it and the sentence says what it does.
        (
            (
                "# `megatron.x.hook`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\nPhase: after_train.\n\n## Notes\n\n"
                "Above I wrote that after_train installs the hook. That was wrong: it is installed before training starts.\n"
            ),
            "enable.phase",
            [],
        ),
        # A blank row between a sheet's groups, and a quote a Notes cell leaves open, end no table.
        (
            (
                "Field\tValue\tSource\tConfidence\tNotes\nPatch id\tmegatron.x.own\tprimus/a.py:1\tHigh\t\n"
                "Upstream symbol rebound\tmegatron.a.b.f\tprimus/a.py:9\tHigh\t\n"
                "Enable flag\tuse_x: true\tprimus/a.py:2\tHigh\t\n\t\t\t\t\nEnable flag (candidate)\tuse_y: true\tprimus/a.yaml:4\tLow\tnot the gate\n"
            ),
            "enable.flags",
            [("use_x", True)],
        ),
        (
            (
                "Field\tValue\tSource\tConfidence\tNotes\nPatch id\tmegatron.x.own\tprimus/a.py:1\tHigh\t\n"
                "Upstream symbol rebound\tmegatron.a.b.f\tprimus/a.py:9\tHigh\t\n"
                'Enable flag\tuse_x: true\tprimus/a.py:2\tHigh\t"gate, read in the handler\n'
                'Enable flag (candidate)\tuse_y: true\tprimus/a.yaml:4\tLow\t"NOT the gate". Never read.\n'
            ),
            "enable.flags",
            [("use_x", True)],
        ),
        # "No, no, I mean it" insists; it takes nothing back.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`, nothing else. No, no, I mean nothing else at all.\n",
            "upstream.symbols",
            ["megatron.a.b.f"],
        ),
        # "Pehle maine likha tha ..., aur wo sahi hai" confirms what was written first.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nPehle maine likha tha ki ye function wrapping hai, aur wo sahi hai.\n",
            "feature.patch_style",
            ["function_wrapping"],
        ),
        # A message in single quotes; "not a hard requirement of" another; a package one names pulls in transitively.
        ("# `megatron.x.own`\n\n## Requires\n\nRequires torch. Only the fp8 path asserts 'FP8 requires TE.'\n", "requires.packages", [("torch", None)]),
        (
            "# `megatron.x.own`\n\n## Requires\n\nRequires `transformer_engine`. TE is not a hard requirement of Megatron-LM itself.\n",
            "requires.packages",
            [("transformer_engine", None)],
        ),
        (
            "# `megatron.x.own`\n\n## Requires\n\nRequires `transformer_engine`, which brings `flash_attn` in transitively.\n",
            "requires.packages",
            [("transformer_engine", None)],
        ),
    ],
)
def test_the_fourth_batchs_rules_reach_no_further_than_their_wording(report, field, expected):
    assert _drafted(report, field) == expected


@pytest.mark.parametrize(
    ("report", "field", "expected"),
    [
        # A worded second condition ("and sequence parallelism is off", "without `x`") joins the comparison: no constraint.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. It raises ValueError when `tp` > 1 and sequence parallelism is off.\n",
            "constraints",
            [],
        ),
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. It raises ValueError when `tp` > 1 without `sequence_parallel`.\n",
            "constraints",
            [],
        ),
        ("# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. It raises ValueError when `tp` > 1.\n", "constraints", [{"tp": 1}]),
        # "only a soft dependency" needs nothing.
        ("# `megatron.x.own`\n\n## Requires\n\nRequires torch. `apex` is only a soft dependency.\n", "requires.packages", [("torch", None)]),
        # A site ending in the name a variable takes (`cls`, `T`) stands for the sites meant.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`, `megatron.a.specs.cls` and `megatron.a.specs.T`.\n",
            "upstream.symbols",
            ["megatron.a.b.f"],
        ),
        # "Actually, no: it wraps the original" takes back the style before it, though it does not name it.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt does a binding replacement of `megatron.a.b.f`.\n\nActually, no: it wraps the original and calls it.\n",
            "feature.patch_style",
            [],
        ),
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt does a binding replacement of `megatron.a.b.f`.\n\nActually, no extra wrapper is installed.\n",
            "feature.patch_style",
            ["binding_replacement"],
        ),
        # "keeps it on `__wrapped__`" says where the original is kept, not that the patch stays on.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nStyle is function wrapping: each new object calls the original and keeps it on `__wrapped__`.\n",
            "feature.patch_style",
            ["function_wrapping"],
        ),
        # "reads like a switch but it only picks the kernel path": a knob, not the gate.
        (
            "# `megatron.x.own`\n\n## Enable\n\nEnable: `use_x: true`.\n\n- `x_impl: batched` reads like a switch but it only picks the kernel path.\n",
            "enable.flags",
            [("use_x", True)],
        ),
        # "Megatron's `--fp8` flag." names a flag; the sentence after it says what it does.
        (
            "# `megatron.x.own`\n\n## Enable\n\nEnable: `use_x: true`. One thing people trip on. Megatron's `--fp8` flag. Setting it does NOT turn this on.\n",
            "enable.flags",
            [("use_x", True)],
        ),
        ("# `megatron.x.own`\n\n## Enable\n\nEnable it with the `--use-x` flag.\n", "enable.flags", [("use_x", True)]),
        # A code block's comment read one line at a time: "(x.py). It rebinds ..." below a line naming a sibling is the
        # sibling's, and is left unread rather than read as this patch's.
        (
            (
                "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n```\n$ git bisect good\n"
                "# Related patch (not this one): megatron.x.other\n# (other_patches.py). It rebinds transformer_engine.pytorch.RMSNorm.\n```\n"
            ),
            "upstream.symbols",
            ["megatron.a.b.f"],
        ),
        # A quiz's lettered choices under a question are answers offered, not facts; the same list under a statement is.
        (
            (
                "# `megatron.x.own`\n\n### Q2. What does the handler rebind?\n\n- A. It rebinds `megatron.a.b.f`.\n"
                "- B. It wraps `megatron.a.c.g` and calls the original.\n"
            ),
            "upstream.symbols",
            [],
        ),
        (
            "# `megatron.x.own`\n\n### Q6. What does the port need?\n\n- A. `primus_turbo>=0.2`, the handler fails at import without it.\n",
            "requires.packages",
            [],
        ),
        (
            "# `megatron.x.own`\n\n### Q2. What does the handler rebind?\n\nThe answer:\n\n- A. It rebinds `megatron.a.b.f`.\n",
            "upstream.symbols",
            ["megatron.a.b.f"],
        ),
    ],
)
def test_the_fifth_batchs_rules_reach_no_further_than_their_wording(report, field, expected):
    drafted = _drafted(report, field)
    if field == "constraints":
        drafted = [{c["param"]: c["value"]} for c in drafted if c["op"] == "<="]
    assert drafted == expected



_E = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## How to enable\n\n"
_Q = "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Requires\n\n"
_JOB = "#!/bin/bash\n# Pre-flight for the Primus patch megatron.x.own.\n# It rebinds megatron.a.b.f (binding replacement).\n"


@pytest.mark.parametrize(
    ("report", "field", "expected"),
    [
        # "keeps the patch enabled as well" still hedges whatever words follow it.
        (_E + "Enable with `use_x: true`. `x_strict: false` keeps the patch enabled as well.\n", "enable.flags", [("use_x", True)]),
        # "Checks the patch level of hipBLASLt" says what the patch does; a job's "exercise the Primus patch" does not.
        (
            (
                "# `megatron.x.own`\n\n## What it does\n\nChecks the patch level of the installed hipBLASLt and, below 0.9, routes `f` to "
                "the unfused GEMM. This matters on MI300.\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n"
            ),
            "feature.summary",
            ["Checks the patch level of the installed hipBLASLt and, below 0.9, routes f to the unfused GEMM."],
        ),
        # "wraps the functions", plural.
        ("# `megatron.x.own`\n\n## Patch logic\n\nIt wraps the functions `megatron.a.b.f` and `megatron.a.b.g`.\n", "feature.patch_style", ["function_wrapping"]),
        # A correction that names another style and affirms this one leaves this one standing.
        (
            (
                "# `megatron.x.own`\n\n## Patch logic\n\nFunction wrapping: it wraps `megatron.a.b.f` with a timer.\n\n"
                "Actually, no: I first thought this was a binding replacement, but it wraps the original.\n"
            ),
            "feature.patch_style",
            ["function_wrapping"],
        ),
        # "reads like a flag but it is also the gate" names the gate.
        (_E + "`use_x: true` reads like a flag but it is also the gate: the handler returns early without it.\n", "enable.flags", [("use_x", True)]),
        # "a soft dependency for Megatron itself" says it of another.
        (
            _Q + "Requires torch and `apex`. `apex` is only a soft dependency for Megatron itself; this patch hard-imports it.\n",
            "requires.packages",
            [("torch", None), ("apex", None)],
        ),
        # "and the patch is enabled by default" is no second condition of the error.
        (
            "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`. It raises ValueError when `tp` > 1, and the patch is enabled by default.\n",
            "constraints",
            [{"tp": 1}],
        ),
        # A job script: a comment under an item is no words of the item; a title under one neither; a setting set aside
        # over a comment takes none of its words; arithmetic's "<<" opens no here-document.
        (_JOB + "# What the patch needs:\n#   - torch must import\n# If apex is installed the patch uses it.\necho ok\n", "requires.packages", [("torch", None)]),
        (_JOB + "# export PRIMUS_FORCE_X=1\n# The patch is registered for phase before_train.\necho ok\n", "enable.phase", ["before_train"]),
        ("#!/bin/bash\nexport NCCL_BUFFSIZE=$((1 << 22))\n" + _JOB[12:] + "# The patch is registered for phase before_train.\necho ok\n", "enable.phase", ["before_train"]),
        # A Markdown report that quotes two #SBATCH lines is no job script.
        (
            (
                "# `megatron.x.own`\n\nIt rebinds `megatron.a.b.f` (binding replacement). The patch is registered for phase before_train.\n\n"
                "# How I ran it\n\n#SBATCH --nodes=2\n#SBATCH --time=01:00:00\n\n# Enable\n\n"
                "Enable with `use_x: true` in the module yaml; the handler returns early without it.\n"
            ),
            "enable.flags",
            [("use_x", True)],
        ),
    ],
)
def test_the_fifth_batchs_rules_keep_what_their_parent_drafted(report, field, expected):
    drafted = extract(report, None, "job.sh" if report.startswith("#!") else "r.md").facts.get(field)
    values = [f.value for f in (drafted if isinstance(drafted, list) else [drafted] if drafted else [])]
    if field == "constraints":
        values = [{c["param"]: c["value"]} for c in values if c["op"] == "<="]
    if field == "requires.packages":
        values = [v for v in values if v[0] != "megatron-core"]
    assert values == expected
