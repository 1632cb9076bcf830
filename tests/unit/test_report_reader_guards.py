"""What a second reader found the new readers and rules got wrong, each kept as the input that showed it.

Each file in tests/fixtures/reader_guards/ is a small report about `megatron.x.own`: an ordinary document a reader of
another format must not claim (an HTML page quoting Rust, Markdown headings over YAML, a percent notebook calling
`pl.struct(`), a format's way of setting words apart (a CMake bracket comment, a KDL block comment, a Starlark entry
under "For contrast only", a JSON-LD finding whose status is "retracted", "do not revert r18"), or an ordinary phrasing
a new rule hedged ("There is no other site:", "First look:", the name Абу). Each case names what the draft must hold
and what it must never hold.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from portval.explorer.extract import extract
from portval.explorer.kdl_document import kdl_lines
from portval.explorer.pandoc_native import pandoc_native_view

GUARDS = Path(__file__).resolve().parents[1] / "fixtures" / "reader_guards"

# The values most guards hold: the patch's one site, its style and its phase (and, where the input says so, its switch).
OWN = {"upstream.symbols": ["megatron.a.f"], "feature.patch_style": "function_wrapping", "enable.phase": "before_train"}
OWN_ON = {**OWN, "enable.flags": [("use_own_kernel", True)]}

# file -> (values the draft must hold, text no drafted value may hold)
CASES = {
    "html_quoting_rust.html": ({"upstream.symbols": ["megatron.a.f"], "enable.phase": "before_train"}, ()),
    "markdown_over_yaml.md": ({"enable.phase": "before_train"}, ("megatron.a.g",)),
    "yaml_comment_lead_in.yaml": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.a.g", "PRIMUS_OTHER_BACKEND")),
    "go_neighbour_doc.go": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.b.h", "transformer_engine", "megatron.a.g")),
    "jsonld_nested_status.jsonld": (
        {"upstream.symbols": ["megatron.a.f"]},
        ("megatron.a.g", "megatron.b.h", "transformer_engine", "PRIMUS_OWN_BACKEND"),
    ),
    "cmake_bracket_comment.txt": ({"enable.phase": "before_train"}, ("megatron.a.g", "transformer_engine", "setup")),
    "cmake_if_block.txt": ({"upstream.symbols": ["megatron.a.f"]}, ("primus_turbo", "PRIMUS_TURBO_ATTN")),
    "kdl_block_comment.kdl": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.a.g",)),
    "kdl_commented_node.kdl": ({"enable.phase": "before_train"}, ("transformer_engine", "megatron.a.g")),
    "starlark_neighbour.bzl": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.b.h", "transformer_engine", "setup")),
    "svn_do_not_revert.xml": ({"upstream.symbols": ["megatron.a.f"], "enable.phase": "before_train"}, ()),
    "no_other_site.md": ({"upstream.symbols": ["megatron.a.f"]}, ()),
    "previous_version_of_upstream.md": ({"upstream.symbols": ["megatron.a.f"]}, ()),
    "site_with_its_phase.md": ({"upstream.symbols": ["megatron.training.training.pretrain"], "enable.phase": "before_train"}, ()),
    "first_look_label.md": ({"upstream.symbols": ["megatron.a.f"], "enable.phase": "before_train"}, ()),
    "name_abu.md": ({"upstream.symbols": ["megatron.a.f"]}, ()),
    "needs_to_hold.md": ({"constraints": [("tensor_model_parallel_size", "==", 1)]}, ()),
    "class_in_its_file.md": ({"implementation.primus_file": "primus/backends/megatron/core/own_attention.py"}, ()),
    "percent_notebook_struct.txt": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.a.g",)),
    "dockerfile_old_draft.txt": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.a.g",)),
    # Source and configuration readers: a comment before code on one line, a block comment, an attribute followed by
    # code, a commented-out list item, a method's parameter doc, and a Rust crate whose docs hold `<summary>`.
    "terraform_comment_before_code.tf": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.b.h", ">=0.16.0")),
    "terraform_commented_list_item.tf": ({"upstream.symbols": ["megatron.a.f"]}, (">=0.16.0",)),
    "csharp_block_correction.cs": ({"upstream.symbols": ["megatron.a.f"], "feature.patch_style": "function_wrapping"}, ("megatron.a.g",)),
    "csharp_obsolete_then_code.cs": ({}, ("megatron.a.g",)),
    "csharp_param_doc.cs": ({"upstream.symbols": ["megatron.a.f"]}, ("use_own", "moe_router_topk", "0.16.0")),
    "rust_details_summary.rs": ({}, ("megatron.a.g",)),
    # A block comment closed before code on its line ends there in Rust and Go as in the configuration readers.
    "rust_comment_before_code.rs": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.b.h", ">=0.16.0")),
    "go_comment_before_code.go": ({"upstream.symbols": ["megatron.a.f"]}, ("megatron.b.h", ">=0.16.0")),
    "turtle_snake_case_key.ttl": ({"upstream.symbols": ["megatron.a.f"], "enable.phase": "build_args"}, ("torch",)),
    # Reports that quote a Nix module, a Terraform file or a C# class: read as the reports they are.
    "markdown_quoting_nix.md": ({"upstream.symbols": ["megatron.a.f"], "requires.packages": [("transformer_engine", None)]}, ()),
    "markdown_quoting_terraform.md": ({"upstream.symbols": ["megatron.a.f"], "requires.packages": [("transformer_engine", None)]}, ()),
    "org_nix_source_block.org": ({"upstream.symbols": ["megatron.a.f"], "requires.packages": [("transformer_engine", None)]}, ()),
    "text_quoting_csharp.txt": ({"upstream.symbols": ["megatron.a.f"], "requires.packages": [("transformer_engine", None)]}, ()),
    "text_quoting_nix.txt": ({"upstream.symbols": ["megatron.a.f"], "requires.packages": [("transformer_engine", None)]}, ()),
    # Ordinary wording the new rules must leave plain: a symbol after a PRIMUS_PATCHES list, the port's own drop-in,
    # "Neighbouring code" of this patch, a first pass confirmed, a label true of two versions.
    "primus_patches_then_symbol.md": ({"upstream.symbols": ["megatron.core.b.g"]}, ()),
    "drop_in_python_path.md": ({"feature.port_kind": "drop_in"}, ()),
    "drop_in_override.md": ({"feature.port_kind": "drop_in"}, ()),
    "neighbouring_code_heading.md": ({"upstream.aliases": ["megatron.b.h"], "requires.packages": [("transformer_engine", None)]}, ()),
    "first_pass_confirmed.md": ({"upstream.symbols": ["megatron.a.f"]}, ()),
    "v1_and_v2_alike.md": ({"upstream.symbols": ["megatron.a.f"]}, ()),
    # A second review of the Fortran, PowerShell, OCaml, EDoc and Scaladoc readers and the rules after them: a status in
    # a list or under another property name, a comment or a code block closed on one line, an empty comment, nested
    # comments, code commented out, a deprecated function's doc, "@example {{{", a keyword of one help block carried
    # into the next, notes written "Phase = before_train", and ordinary phrasing the new rules must leave plain.
    "jsonld_status_list.jsonld": (OWN, ("megatron.b.g", "use_legacy_kernel")),
    "turtle_hasstatus.ttl": (OWN, ("megatron.b.g", "use_legacy_kernel")),
    "turtle_status_list.ttl": (OWN, ("megatron.b.g", "use_legacy_kernel")),
    "ocaml_codeblock_close.ml": (OWN_ON, ("megatron.b.g", "use_legacy_kernel")),
    "ocaml_empty_doc.ml": (OWN_ON, ("megatron.b.g", "use_legacy_kernel")),
    "ocaml_banner.ml": (OWN, ("megatron.b.g", "use_legacy_kernel")),
    "ocaml_commented_code.ml": (OWN_ON, ("megatron.b.g", "legacy_sites")),
    "ocaml_deprecated.ml": (OWN_ON, ("megatron.b.g", "use_legacy_kernel")),
    "ocaml_md_kv_table.md": ({**OWN_ON, "requires.packages": [("torch", ">=2.4")]}, ()),
    "ocaml_nested_comment.ml": (OWN, ("megatron.b.g",)),
    "edoc_commented_string.erl": (OWN_ON, ("megatron.b.g", "use_legacy_kernel")),
    "edoc_deprecated_function.erl": (OWN_ON, ("megatron.b.g", "use_legacy_kernel")),
    "edoc_pre_inline.erl": (OWN_ON, ("megatron.b.g", "use_legacy_kernel", "torch")),
    "scala_deprecated.scala": (OWN_ON, ("megatron.b.g", "use_legacy_kernel")),
    "scala_example_fence.scala": (OWN_ON, ("torch==2.1.0", "megatron.b.g")),
    "ps_commented_block3.ps1": (OWN_ON, ("torch", "megatron.b.g")),
    "ps_keyword_bleed.ps1": ({**OWN_ON, "requires.packages": [("torch", ">=2.4")]}, ()),
    "fortran_key_value.f90": ({**OWN, "requires.packages": [("torch", ">=2.4")]}, ()),
    "fortran_prose_report.txt": ({**OWN_ON, "requires.packages": [("torch", ">=2.4")]}, ()),
    "hedge_example_only.md": ({**OWN_ON, "requires.packages": [("torch", ">=2.4")]}, ()),
    "comment_above_upstream.md": (OWN_ON, ()),
    "switch_either_way.md": (OWN_ON, ()),
}


def _values(found: object) -> object:
    if isinstance(found, list):
        return [(f.value["param"], f.value["op"], f.value["value"]) if isinstance(f.value, dict) else f.value for f in found]
    return found.value


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_guard_drafts_what_it_states_and_nothing_it_sets_apart(name):
    holds, never = CASES[name]
    extraction = extract((GUARDS / name).read_text(encoding="utf-8"), "megatron.x.own", name)
    for field, value in holds.items():
        assert field in extraction.facts, f"{name}: {field} not drafted"
        assert _values(extraction.facts[field]) == value, f"{name}: {field}"
    drafted = " ".join(str(_values(found)) for field, found in extraction.facts.items() if field not in ("feature.id", "feature.summary"))
    assert not [text for text in never if text in drafted], name


def test_pandoc_native_escapes_past_unicode_and_malformed_values_read_as_text():
    past = '[Header 1 ("",[],[]) [Str "megatron.x.own"]\n,Para [Str "It",Space,Str "rebinds",Space,Code ("",[],[]) "megatron.a.f",Space,Str "\\1114112",Space,Str "\\55357."]]\n'
    view, what = pandoc_native_view(past, "n.native")
    assert what and "\ufffd" in view
    assert pandoc_native_view('[Header "a" ("",[],[]) [Str "x"]]', "n.native")[1] == ""
    deep = "[Para [" + "Emph [" * 3000 + 'Str "x"' + "]" * 3000 + "]]"
    assert pandoc_native_view(deep, "n.native")[1] == ""


def test_an_environment_line_with_a_long_run_of_blanks_is_read_in_linear_time():
    import time

    from portval.explorer.terraform import terraform_lines

    started = time.perf_counter()
    assert len(terraform_lines(['HSA_NO_SCRATCH_RECLAIM = "1"' + " " * 40_000 + "# cluster-wide"])) == 1
    assert time.perf_counter() - started < 1.0


def test_a_kdl_string_left_open_is_read_in_linear_time():
    lines = ['patch "megatron.x.own" {', '    summary "Unclosed', *(f'    site "megatron.a.f{n}"' for n in range(4000)), "}"]

    def too_slow(*_: object) -> None:
        raise TimeoutError

    signal.signal(signal.SIGALRM, too_slow)
    # Each line is read once: a reader that rescans the open string at every line took minutes on this input.
    signal.alarm(30)
    try:
        assert len(kdl_lines(lines)) == len(lines)
    finally:
        signal.alarm(0)


def test_the_if_clause_raise_and_the_jira_comment_patterns_are_linear_in_spaces():
    import time

    from portval.explorer.constraints import _THEN_RAISES
    from portval.explorer.markup import _JIRA_COMMENT

    start = time.perf_counter()
    _THEN_RAISES.match(" " * 5000 + "x")
    _JIRA_COMMENT.fullmatch("Comment by A. Person [" + " " * 5000 + "x")
    assert time.perf_counter() - start < 0.5
