"""Findings kept as data or beside code rather than as prose, read as reports: a KDL document, a JSON-LD graph, the AST
`pandoc -t native` prints, a chart's values file whose "##" comments carry the notes, a Rust crate's doc comments and
a Bazel Starlark file's comments and structs."""

from __future__ import annotations

from portval.explorer.config_text import is_yaml_document, yaml_lines
from portval.explorer.extract import extract, report_view
from portval.explorer.json_ld import json_ld_view
from portval.explorer.kdl_document import is_kdl, kdl_lines
from portval.explorer.pandoc_native import pandoc_native_view
from portval.explorer.rust_doc import is_rust_source, rust_doc_lines
from portval.explorer.starlark import is_starlark, starlark_lines

KDL = """// findings, one `patch` node per patch; /- nodes are kept to show what was retracted
patch "megatron.x.own" {
    summary "Map the replicate degree to the optimizer instances."
    style "config-arg-rewrite"
    registration {
        file "primus/backends/megatron/patches/own_patches.py"
        phase "build_args"
        priority 50 // default, not set explicitly
    }
    sites {
        /- site "megatron.a.g"
        // ^ retracted: the first pass listed megatron.a.g; that was wrong.
    }
    constraint "use_fsdp" r#"degree > 1 requires use_fsdp=True (ValueError)"#
    tested-against (version)"0.16"
}

// The neighbour, here only for contrast.
patch "megatron.x.other" {
    registration {
        phase "before_train"
    }
    sites {
        site "megatron.a.h"
    }
}

/- patch "megatron.x.third" {
    phase "setup"
}
"""


def test_a_kdl_document_reads_each_block_as_a_heading_and_each_node_as_an_item():
    assert is_kdl(KDL)
    lines = kdl_lines(KDL.split("\n"))
    assert len(lines) == len(KDL.split("\n"))
    assert lines[1] == "## patch `megatron.x.own`"
    assert lines[4] == "### registration"
    assert lines[7] == "- priority: 50 (default, not set explicitly)"
    assert lines[10] == "- ~~site: `megatron.a.g`~~"
    assert lines[13] == "- constraint: `use_fsdp` degree > 1 requires use_fsdp=True (ValueError)"
    assert lines[14] == "- tested against: 0.16"
    # A node slashdash took out is struck with its children.
    assert lines[27:30] == ["- ~~patch: `megatron.x.third`~~", "- ~~phase: setup~~", ""]


def test_a_kdl_document_drafts_no_neighbours_site_and_no_case_as_a_constraint():
    extraction = extract(KDL, "megatron.x.own", "findings.kdl")
    assert extraction.facts["enable.phase"].value == "build_args"
    assert "upstream.symbols" not in extraction.facts and "upstream.aliases" not in extraction.facts
    assert "constraints" not in extraction.facts


def test_other_block_formats_are_no_kdl():
    hcl = 'resource "aws_instance" "web" {\n  ami = "ami-1"\n  type = "t2"\n  // size\n  count = 2\n  name = "x"\n}\n'
    nginx = 'server {\n    listen 80;\n    server_name "a";\n    // x\n    root "/srv";\n    index "i";\n}\n'
    markdown = "# Notes\n\n```kdl\n" + KDL + "```\n\nIt rebinds `megatron.a.f`.\n"
    assert not any(is_kdl(text) for text in (hcl, nginx, markdown))


NATIVE = """[Header 1 ("notes",[],[]) [Str "Notes:",Space,Code ("",[],[]) "megatron.x.own"]
,Header 2 ("patch-logic",[],[]) [Str "Patch",Space,Str "logic"]
,BulletList
 [[Plain [Str "Upstream",Space,Str "symbol",Space,Str "rebound:",Space,Code ("",[],[]) "megatron.a.f"]]
 ,[Plain [Strikeout [Str "Phase:",Space,Code ("",[],[]) "setup"]]]
 ,[Plain [Str "Phase:",Space,Code ("",[],[]) "before_train"]]]
,Para [Str "Megatron\\8217s",Space,Str "own",Space,Str "copy."]
,Header 2 ("neighbours",[],[]) [Str "Neighbours",Space,Str "(not",Space,Str "this",Space,Str "patch)"]
,Para [Code ("",[],[]) "megatron.x.other",Space,Str "rebinds",Space,Code ("",[],[]) "megatron.a.h",Str "."]]
"""


def test_pandoc_native_output_is_read_as_the_markdown_it_stands_for():
    view, what = pandoc_native_view(NATIVE, "notes.native")
    assert "Pandoc printed natively" in what
    lines = view.split("\n")
    assert "## Patch logic" in lines and "- ~~Phase: `setup`~~" in lines and "Megatron\u2019s own copy." in lines
    extraction = extract(NATIVE, "megatron.x.own", "notes.native")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert extraction.facts["enable.phase"].value == "before_train"


def test_text_that_only_starts_like_pandoc_native_is_left_as_it_is():
    assert pandoc_native_view('[Para [Str "x"', "r") == ('[Para [Str "x"', "")
    assert pandoc_native_view("[Header] is a word", "r")[1] == ""


JSON_LD = """{
  "@context": {"schema": "https://schema.org/", "pn": "https://notes.example.org/vocab#", "name": "schema:name",
               "description": "schema:description"},
  "@graph": [
    {"@id": "pn:patch/megatron.x.own", "@type": ["schema:SoftwareSourceCode", "pn:Patch"], "name": "megatron.x.own",
     "schema:status": "current", "description": "It rebinds megatron.a.f.", "pn:phase": "before_train",
     "pn:condition": "lambda ctx: ctx.model_name == \\"own\\""},
    {"@id": "pn:notes/v1", "@type": "pn:PatchNote", "schema:status": "superseded",
     "supersededBy": "pn:patch/megatron.x.own", "description": "It also rebinds megatron.a.g."},
    {"@id": "pn:patch/megatron.x.other", "@type": "pn:Patch", "identifier": "megatron.x.other",
     "pn:rebinds": ["megatron.a.h"], "pn:enableFlags": ["use_other"]},
    {"@id": "pn:example/config", "@type": "schema:HowTo", "schema:status": "illustrative",
     "schema:step": [{"@type": "schema:HowToStep", "schema:text": "set use_own: true"}]}
  ]
}"""


def test_a_json_ld_graph_reads_each_node_as_a_section_led_by_its_status():
    view, what = json_ld_view(JSON_LD, "notes.jsonld")
    assert "JSON-LD" in what
    lines = view.split("\n")
    assert "## `megatron.x.own` (Software source code, Patch)" in lines
    assert "## Superseded: v1 (Patch note)" in lines
    assert "## Made-up example: config (How to)" in lines and "  - set use_own: true" in lines
    assert "- rebinds: `megatron.a.h`" in lines
    assert "- superseded by: `megatron.x.own`" in lines  # a compact IRI read as the node it names


def test_a_json_ld_graph_drafts_only_the_current_patch_nodes_facts():
    extraction = extract(JSON_LD, "megatron.x.own", "notes.jsonld")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert extraction.facts["enable.phase"].value == "before_train"
    assert "enable.flags" not in extraction.facts


def test_json_without_a_context_is_no_json_ld():
    plain = '{"@graph": [{"@id": "x", "description": "It rebinds megatron.a.f."}]}'
    assert json_ld_view(plain, "r.json") == (plain, "")
    assert report_view(plain, "r.json")[1] != json_ld_view(JSON_LD, "r.json")[1]


VALUES = """## @section Training job
## Notes for `megatron.x.own` live in these comments.
##
## ---- Patch summary ----
## Patch style: binding replacement.
## Rebound sites:
##   - megatron.a.f
## Phase: before_train.
##
## ---- Neighbour: megatron.x.other (NOT this patch) ----
## It rebinds megatron.a.h.

## @param image.tag Training image tag
image:
  repository: rocm/primus
  tag: v25.10
  pullPolicy: IfNotPresent
job:
  nodes: 2
"""


def test_a_charts_values_file_reads_its_comment_titles_as_headings():
    assert is_yaml_document(VALUES)
    lines = yaml_lines(VALUES.split("\n"))
    assert (
        lines[0] == "## Training job" and lines[3] == "## Patch summary" and lines[9] == "## Neighbour: megatron.x.other (NOT this patch)"
    )
    assert lines[4:7] == ["- Patch style: binding replacement.", "- Rebound sites:", "  - megatron.a.f"]
    assert lines[12] == "- image.tag: Training image tag"
    extraction = extract(VALUES, "megatron.x.own", "values.yaml")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert extraction.facts["feature.patch_style"].value == "binding_replacement"


def test_a_markdown_report_with_a_config_quoted_unfenced_is_still_markdown():
    report = "## Patch logic\n\nIt rebinds `megatron.a.f`.\n\nmodel:\n  a: 1\n  b: 2\n  c: 3\ntrain:\n  d: 4\n"
    assert not is_yaml_document(report)


RUST = """//! # `megatron.x.own`
//!
//! It rebinds `megatron.a.f`. Phase: `before_train`.

use std::process::Command;

/// The neighbouring patch, for contrast.
pub mod neighbour {
    //! # `megatron.x.other`
    //!
    //! Rebinds `Attention` in `megatron.b.model`: `megatron.b.model.Attention`.

    pub const MODELS: [&str; 1] = ["b"];
}

#[deprecated(note = "the first pass said it also rebinds megatron.a.g; wrong")]
pub fn old() {}

// TODO: someone said `PRIMUS_OWN_BACKEND=triton` forces the Triton kernel.
"""


def test_rust_doc_comments_read_as_the_markdown_they_hold():
    assert is_rust_source(RUST) and not is_rust_source("# Notes\n\n```rust\n" + RUST + "```\n")
    lines = rust_doc_lines(RUST.split("\n"))
    assert len(lines) == len(RUST.split("\n"))
    assert lines[0] == "# `megatron.x.own`" and lines[8] == "# `megatron.x.other`" and lines[4] == ""
    assert lines[15] == "Deprecated: the first pass said it also rebinds megatron.a.g; wrong"
    extraction = extract(RUST, "megatron.x.own", "lib.rs")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    # What someone said and nobody checked requires no package and sets no variable.
    assert "requires.packages" not in extraction.facts and "enable.env" not in extraction.facts


STARLARK = '''# port_notes.bzl
#
# ---------------------------------------------------------------------------
# megatron.x.own
# ---------------------------------------------------------------------------
# Patch logic: binding replacement, phase before_train.
# If you ever move to a release where another module imports it, you would have
#   to rebind megatron.c.f as well.

load("@rules_python//python:defs.bzl", "py_test")

PATCHES = {
    "megatron.x.own": struct(
        phase = "before_train",
        impl_file = "primus/backends/megatron/own.py",
        sites = [
            "megatron.a.f",
        ],
        flags = ["use_own", "enable_primus_turbo"],
        turbo_impl = None,  # calls nothing of Turbo
    ),
    # Parked; do not enable yet.
    # "megatron.x.other": struct(
    #     sites = ["megatron.b.g"],
    # ),
}
'''


def test_a_starlark_findings_file_reads_its_structs_as_items_and_parked_code_as_quotes():
    assert is_starlark(STARLARK)
    lines = starlark_lines(STARLARK.split("\n"))
    assert len(lines) == len(STARLARK.split("\n"))
    assert lines[3] == "## megatron.x.own" and lines[12] == "## `megatron.x.own`"
    assert lines[13:20] == [
        "- phase: `before_train`", "- impl file: `primus/backends/megatron/own.py`", "- sites:", "  - `megatron.a.f`", "",
        "- flags: `use_own`, `enable_primus_turbo`", "- turbo impl: none (calls nothing of Turbo)",
    ]
    assert lines[22] == '> "megatron.x.other": struct('
    extraction = extract(STARLARK, "megatron.x.own", "port_notes.bzl")
    assert extraction.facts["enable.phase"].value == "before_train"
    # A struct's field is no setting of the run, and what a hypothetical move would need is no alias.
    assert "enable.flags" not in extraction.facts
    assert "megatron.c.f" not in str(extraction.facts) and "megatron.b.g" not in str(extraction.facts)
