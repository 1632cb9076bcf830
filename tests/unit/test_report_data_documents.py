"""Findings kept as data or beside code rather than as prose, read as reports: a KDL document, a JSON-LD graph, the AST
`pandoc -t native` prints, a chart's values file whose "##" comments carry the notes, a Rust crate's doc comments and
a Bazel Starlark file's comments and structs, a Nix expression's and a Terraform module's comments, a C# file's XML doc comments, a Kotlin file's KDoc and an R
file's roxygen comments."""

from __future__ import annotations

from portval.explorer.cmake_lists import cmake_lines, is_cmake_lists
from portval.explorer.config_text import is_yaml_document, yaml_lines
from portval.explorer.ddoc import ddoc_lines, is_ddoc_module
from portval.explorer.edoc import edoc_lines, is_edoc_module
from portval.explorer.extract import extract, report_view
from portval.explorer.fortran import fortran_lines, is_fortran
from portval.explorer.json_ld import json_ld_view
from portval.explorer.kdl_document import is_kdl, kdl_lines
from portval.explorer.kdoc import is_kotlin_source, kdoc_lines
from portval.explorer.nim_doc import is_nim_module, nim_lines
from portval.explorer.nix_expression import is_nix_expression, nix_lines
from portval.explorer.ocaml_doc import is_ocaml_source, ocaml_doc_lines
from portval.explorer.pandoc_native import pandoc_native_view
from portval.explorer.pascal import is_pascal_unit, pascal_lines
from portval.explorer.powershell_help import is_powershell_help, powershell_help_lines
from portval.explorer.roxygen import is_roxygen_source, roxygen_lines
from portval.explorer.rpm_spec import is_rpm_spec, rpm_spec_lines
from portval.explorer.shell_script import is_shell_script, shell_lines
from portval.explorer.source_comments import csharp_doc_lines, go_doc_lines, is_csharp_source, is_go_source, is_rust_source, rust_doc_lines
from portval.explorer.starlark import is_starlark, starlark_lines
from portval.explorer.svn_log_xml import is_svn_log_xml, svn_log_xml_lines
from portval.explorer.terraform import is_terraform, terraform_lines
from portval.explorer.vb_doc import is_vb_source, vb_doc_lines

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


STARLARK = """# port_notes.bzl
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
"""


def test_a_starlark_findings_file_reads_its_structs_as_items_and_parked_code_as_quotes():
    assert is_starlark(STARLARK)
    lines = starlark_lines(STARLARK.split("\n"))
    assert len(lines) == len(STARLARK.split("\n"))
    assert lines[3] == "## megatron.x.own" and lines[12] == "## `megatron.x.own`"
    assert lines[13:20] == [
        "- phase: `before_train`",
        "- impl file: `primus/backends/megatron/own.py`",
        "- sites:",
        "  - `megatron.a.f`",
        "",
        "- flags: `use_own`, `enable_primus_turbo`",
        "- turbo impl: none (calls nothing of Turbo)",
    ]
    assert lines[22] == '> "megatron.x.other": struct('
    extraction = extract(STARLARK, "megatron.x.own", "port_notes.bzl")
    assert extraction.facts["enable.phase"].value == "before_train"
    # A struct's field is no setting of the run, and what a hypothetical move would need is no alias.
    assert "enable.flags" not in extraction.facts
    assert "megatron.c.f" not in str(extraction.facts) and "megatron.b.g" not in str(extraction.facts)


GO = """// Package launcher starts training jobs.
//
// # Patch logic
//
// Function wrapping of megatron.a.f in
// megatron.a. It also rebinds megatron.a.g.
//
// Correction to the paragraph above: it does not touch megatron.a.g.
//
// # Neighbours
//
// Not this patch: megatron.x.other rebinds megatron.b.h.
package launcher

import "os"

func main() { os.Exit(0) }
"""


def test_go_doc_comments_read_as_paragraphs_under_their_headings():
    assert is_go_source(GO) and not is_go_source(GO.replace("package launcher\n", ""))
    lines = go_doc_lines(GO.split("\n"))
    assert len(lines) == len(GO.split("\n"))
    assert lines[2] == "## Patch logic" and lines[6] == "" and lines[12:16] == ["", "", "", ""]
    assert lines[4] == "Function wrapping of megatron.a.f in"


CMAKE = """# Port of Primus patch megatron.x.own
cmake_minimum_required(VERSION 3.21)
project(port LANGUAGES CXX)

# ---------------------------------------------------------------------------
# Patch logic
#   First read (Tuesday): it wraps megatron.a.f.__init__.
#   Correction: that was wrong. It is a binding replacement of megatron.a.f.
# ---------------------------------------------------------------------------
set(PORT_SITES
    "megatron.a.f")
message(STATUS "[port] phase before_train")
option(PORT_USE_OWN "mirror of use_own" ON)
# add_library(fused SHARED src/fused.hip)
"""


def test_a_cmake_lists_reads_its_comments_and_messages_as_prose():
    assert is_cmake_lists(CMAKE)
    lines = cmake_lines(CMAKE.split("\n"))
    assert len(lines) == len(CMAKE.split("\n"))
    assert lines[5] == "## Patch logic" and lines[1:3] == ["", ""]
    assert lines[9:14] == [
        "- PORT_SITES:",
        "  - `megatron.a.f`",
        "[port] phase before_train",
        "- option PORT_USE_OWN: mirror of use_own (default ON)",
        "> add_library(fused SHARED src/fused.hip)",
    ]
    # The first read's style is taken back by the correction after it.
    assert extract(CMAKE, "megatron.x.own", "CMakeLists.txt").facts["feature.patch_style"].value == "binding_replacement"


SBATCH = """#!/bin/bash
#SBATCH --nodes=2
#SBATCH --time=02:00:00
# Purpose: exercise the Primus patch megatron.x.own before
# we port it.
#
# WHAT THE PATCH IS
#   phase:    before_train
#   Summary:  scales the pipeline wire shape by the block count, so the
#             folded residual crosses stages.
#
# WHAT IT REBINDS (both in megatron.core.pipeline_parallel.schedules)
#   megatron.core.pipeline_parallel.schedules.get_tensor_shapes
# Style is function wrapping: the new object calls the original and keeps it
# on __wrapped__.

export PRIMUS_PP=4      # > 1: the PP half of the condition
OVERRIDES=(
  --num_layers_per_virtual_pipeline_stage 3
)
fail=0
# [Primus:Patch] phase=build_args applied: megatron.mock_data
"""


def test_a_job_script_reads_its_comments_as_prose_and_its_code_as_quotations():
    assert is_shell_script(SBATCH) and is_shell_script(SBATCH.replace("#!/bin/bash\n", ""))
    assert not is_shell_script("#!/bin/bash\n```\n# a\n# b\n# c\n```\n")
    lines = shell_lines(SBATCH.split("\n"))
    assert len(lines) == len(SBATCH.split("\n"))
    assert lines[:3] == ["", "", ""]
    assert lines[3:5] == ["Purpose: exercise the Primus patch megatron.x.own before", "we port it."]
    assert lines[6:10] == [
        "**WHAT THE PATCH IS**",
        "- phase:    before_train",
        "- Summary:  scales the pipeline wire shape by the block count, so the",
        "  folded residual crosses stages.",
    ]
    assert lines[12] == "- `megatron.core.pipeline_parallel.schedules.get_tensor_shapes`"
    assert lines[13] == "- Style is function wrapping: the new object calls the original and keeps it"
    assert lines[16:20] == ["> `export PRIMUS_PP=4` > 1: the PP half of the condition", "> `OVERRIDES=(`", "> `--num_layers_per_virtual_pipeline_stage 3`", "> `)`"]
    # A title or words right under an item are an item of their own; a line set aside over a comment is blank.
    assert shell_lines(["# WHAT IT REBINDS", "#   megatron.a.b.g", "# WHAT IT NEEDS", "# export X=1", "# The patch needs torch."]) == [
        "**WHAT IT REBINDS**",
        "- `megatron.a.b.g`",
        "- **WHAT IT NEEDS**",
        "",
        "The patch needs torch.",
    ]
    # The line right above a comment is blank, or Markdown would carry the comment on into its quotation.
    assert lines[20] == "" and lines[21] == "> [Primus:Patch] phase=build_args applied: megatron.mock_data"
    drafted = extract(SBATCH, "megatron.x.own", "job.sbatch").facts
    assert drafted["enable.phase"].value == "before_train"
    assert drafted["feature.patch_style"].value == "function_wrapping"
    assert drafted["feature.summary"].value.startswith("scales the pipeline wire shape")
    assert "enable.env" not in drafted and "enable.flags" not in drafted


SVN = """<?xml version="1.0" encoding="UTF-8"?>
<log>
<logentry
   revision="20">
<author>a</author>
<date>2025-10-02T09:41:17.532108Z</date>
<msg>notes for megatron.x.own

It rebinds megatron.a.f; the layout must satisfy len &gt; 1.
</msg>
</logentry>
<logentry
   revision="19">
<author>b</author>
<paths>
<path kind="file" action="M">/branches/other/primus/x.py</path>
</paths>
<msg>megatron.x.other: rebind megatron.b.h

Branch-only. megatron.x.other (phase before_train) now rebinds
  megatron.b.h
</msg>
</logentry>
<logentry revision="18">
<msg>Reverse-merge r17.
</msg>
</logentry>
<logentry revision="17">
<msg>also rebind megatron.a.g
</msg>
</logentry>
</log>
"""


def test_svn_log_xml_reads_each_entry_as_a_heading_and_sets_apart_what_is_undone():
    assert is_svn_log_xml(SVN)
    lines = svn_log_xml_lines(SVN.split("\n"))
    assert len(lines) == len(SVN.split("\n"))
    assert [line for line in lines if line.startswith("#")] == [
        "## r20: notes for megatron.x.own",
        "## r19 (branch other): megatron.x.other: rebind megatron.b.h",
        "## r18: Reverse-merge r17.",
        "## Reverted: r17: also rebind megatron.a.g",
    ]
    assert "It rebinds megatron.a.f; the layout must satisfy len > 1." in lines
    extraction = extract(SVN, "megatron.x.own", "log.xml")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


SPEC = """# Spec file for the port
#
# There is no from-import alias to rebind: the handler sets __init__ on the
# class itself, so megatron.a.dataloader.Loader (same class) sees it.

Name:           python-port
Version:        1.2
Release:        3
Summary:        Force a fork-safe start method (port)
Requires:       python3dist(torch)
# Does not need primus_turbo or transformer_engine, and there is no
# ROCm-only path.
%if %{with turbo}
BuildRequires:  python3dist(primus-turbo)
%endif

%description
Port of the Primus patch megatron.x.own.

Enable: set own_ctx: forkserver in the module config.

%changelog
* Tue Mar 11 2025 A <a@example.com> - 1.2-3
- Phase is before_train.

* Mon Feb 24 2025 A <a@example.com> - 1.2-1
- Patch runs in the setup phase.
"""


def test_an_rpm_spec_reads_its_tags_description_and_changelog():
    assert is_rpm_spec(SPEC)
    lines = rpm_spec_lines(SPEC.split("\n"))
    assert len(lines) == len(SPEC.split("\n"))
    assert lines[8:10] == ["- Package summary: Force a fork-safe start method (port)", "- Requires: torch"]
    assert lines[10:12] == ["- Does not need primus_turbo or transformer_engine, and there is no", "  ROCm-only path."]
    assert lines[13] == "- Only when built with turbo: Build requires: primus-turbo"
    assert lines[16] == "## Description" and lines[21] == "## Changelog" and lines[22] == "### 1.2-3 (Tue Mar 11 2025, A)"
    extraction = extract(SPEC, "megatron.x.own", "port.spec")
    assert extraction.facts["enable.phase"].value == "before_train"
    assert [found.value[0] for found in extraction.facts["requires.packages"]] == ["torch"]
    assert not {"upstream.aliases", "enable.flags", "requires.platform"} & set(extraction.facts)


NIX = """# Findings: Primus patch `megatron.x.own`
#
# Patch logic: a config rewrite of use_own.
{ config, lib, pkgs, ... }:
let
  cfg = config.services.train;
  /* Correction: it does not rebind megatron.a.g;
     nothing upstream is touched. */
  pin = final: prev: { torch = prev.torch; };   # torch 2.7 is our pin, not a requirement
in {
  options.services.train.degree = lib.mkOption {
    description = "Maps to megatron.a.g (the Primus key).";
  };
  config = lib.mkIf cfg.enable {
    # use_own = true;
    environment.variables.PRIMUS_PATCHES = "all";
  };
}
"""


def test_a_nix_expression_reads_its_comments_as_prose_and_its_code_as_nothing():
    assert is_nix_expression(NIX) and not is_nix_expression("# Notes\n\nWe use `lib.mkIf` and `pkgs.torch`.\n")
    lines = nix_lines(NIX.split("\n"))
    assert len(lines) == len(NIX.split("\n"))
    assert lines[0] == "Findings: Primus patch `megatron.x.own`" and lines[2] == "Patch logic: a config rewrite of use_own."
    assert lines[6:8] == ["Correction: it does not rebind megatron.a.g;", "nothing upstream is touched."]
    # An option's description and a pin's code say nothing of the patch; a comment at a line's end is quoted with it.
    assert lines[8] == "> `pin = final: prev: { torch = prev.torch; };` torch 2.7 is our pin, not a requirement"
    assert lines[11] == "> description: Maps to megatron.a.g (the Primus key)." and lines[15] == ""
    assert lines[14] == "> use_own = true;"
    # An environment variable set is quoted, so the draft names it in a TODO rather than dropping it.
    assert nix_lines(['    PRIMUS_PATCHES = "all";']) == ['> `PRIMUS_PATCHES = "all";`']
    drafted = extract(NIX, "megatron.x.own", "default.nix").facts
    assert "feature.summary" not in drafted and "requires.packages" not in drafted and "upstream.symbols" not in drafted


CSHARP = """// ------------------------------------------
// Dashboard card for one Primus patch.
// ------------------------------------------
using System;

namespace Dashboard.Patches
{
    /// <summary>
    /// Patch card for <c>megatron.x.own</c>.
    /// </summary>
    /// <remarks>
    /// <para>Patch logic: binding replacement of <c>megatron.a.f</c>.</para>
    /// <list type="bullet">
    ///   <item><description>Requires: <c>torch</c>, <c>packaging</c>.</description></item>
    ///   <item><term>Phase</term><description><c>before_train</c></description></item>
    /// </list>
    /// Needs triton &gt;= 3.0 only when <see cref="T:Dashboard.Patches.OwnCard"/> is shown.
    /// <code>
    /// use_own: true
    /// </code>
    /// </remarks>
    public sealed class OwnCard
    {
        /// <summary>The gate flag.</summary>
        [Obsolete("Taken back: the patch reads no config key; " +
                  "use_own is upstream's.")]
        public const string GateFlag = "use_own";
    }

    /// <summary>Neighbouring card: <c>megatron.x.other</c>.</summary>
    /// <remarks>Rebinds <c>megatron.b.h</c>.</remarks>
    public sealed class OtherCard { }
}
"""


def test_csharp_xml_doc_comments_read_as_markdown_under_their_declarations():
    assert is_csharp_source(CSHARP) and not is_rust_source(CSHARP)
    assert not is_csharp_source(CSHARP.replace("<summary>", "").replace("<remarks>", ""))
    lines = csharp_doc_lines(CSHARP.split("\n"))
    assert len(lines) == len(CSHARP.split("\n"))
    assert lines[0] == "" and lines[1] == "Dashboard card for one Primus patch."
    assert lines[8] == "### Patch card for `megatron.x.own`." and lines[7] == "" and lines[9] == ""
    assert lines[11] == "Patch logic: binding replacement of `megatron.a.f`."
    assert lines[13:15] == ["- Requires: `torch`, `packaging`.", "- Phase: `before_train`"]
    assert lines[16] == "Needs triton >= 3.0 only when `Dashboard.Patches.OwnCard` is shown."
    assert lines[17:20] == ["```", "use_own: true", "```"]
    assert lines[23] == "### Deprecated: The gate flag."
    assert lines[24:26] == ["Deprecated: Taken back: the patch reads no config key; use_own is upstream's.", ""]
    assert lines[29] == "### Neighbouring card: `megatron.x.other`."
    drafted = extract(CSHARP, "megatron.x.own", "OwnCard.cs").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"]
    assert {f.value[0] for f in drafted["requires.packages"]} == {"torch", "packaging"}
    assert "enable.flags" not in drafted


TERRAFORM = """# ------------------------------------------------------------
# Porting notes for Primus patch `megatron.x.own`
# ------------------------------------------------------------
# Patch logic: function wrapping of megatron.a.f.

variable "use_own" {
  type        = bool
  description = "Primus flag use_own; the patch runs only when it is true."
}

resource "kubernetes_config_map" "own" {
  count = var.use_own ? 1 : 0
  data = {
    use_own = true
  }
  // Neighbouring patch, not this one: megatron.y.other rebinds megatron.b.h.
}

/* Correction: it does not rebind megatron.a.g. */
# resource "kubernetes_job" "old" {
"""


def test_a_terraform_module_reads_its_comments_and_quotes_its_descriptions():
    assert is_terraform(TERRAFORM)
    assert not is_terraform(TERRAFORM.replace('"kubernetes_config_map" "own"', '"patchaudit_patch" "own"'))
    lines = terraform_lines(TERRAFORM.split("\n"))
    assert len(lines) == len(TERRAFORM.split("\n"))
    assert lines[:4] == ["", "## Porting notes for Primus patch `megatron.x.own`", "", "Patch logic: function wrapping of megatron.a.f."]
    assert lines[7] == "> description: Primus flag use_own; the patch runs only when it is true."
    # A resource's values (under a conditional count) are the deployment's, never the patch's side effects.
    assert lines[10:15] == ["", "", "", "", ""]
    assert lines[15] == "Neighbouring patch, not this one: megatron.y.other rebinds megatron.b.h."
    assert lines[18:20] == ["Correction: it does not rebind megatron.a.g.", '> resource "kubernetes_job" "old" {']
    drafted = extract(TERRAFORM, "megatron.x.own", "main.tf").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"]
    assert "enable.side_effects" not in drafted and "feature.summary" not in drafted


KOTLIN = """package com.acme.board

/**
 * # `megatron.x.own`
 *
 * **Patch style:** function wrapping of `megatron.a.f`.
 *
 * @property sites every binding the handler reassigns, see [PatchSite].
 * @see NeighbourCard
 */
object OwnCard {
    val sites = listOf("megatron.a.f")

    /** First version of this card: it also rebinds `megatron.a.g`. */
    @Deprecated(
        "Wrong: megatron.a.g belongs to megatron.y.other. " +
            "Own only wraps megatron.a.f.",
        ReplaceWith("OwnCard.sites"),
    )
    val legacySites = listOf("megatron.a.g")

    // If you ever set own_impl=batched, it also needs `triton`.
    // val experimental = true
}

/** Neighbours on the same row: `megatron.y.other` rebinds `megatron.b.h`. */
object NeighbourCard
"""


def test_kotlin_kdoc_reads_as_markdown_under_each_declaration():
    assert is_kotlin_source(KOTLIN) and not is_kotlin_source(KOTLIN.replace("/**", "/*"))
    lines = kdoc_lines(KOTLIN.split("\n"))
    assert len(lines) == len(KOTLIN.split("\n"))
    assert lines[3] == "# `megatron.x.own`" and lines[5] == "**Patch style:** function wrapping of `megatron.a.f`."
    assert lines[7:9] == [
        "- Property `sites` (a field of the class): every binding the handler reassigns, see `PatchSite`.",
        "See: `NeighbourCard`",
    ]
    assert lines[12] == ""
    assert lines[13] == "### Deprecated: First version of this card: it also rebinds `megatron.a.g`."
    assert lines[14] == "Deprecated: Wrong: megatron.a.g belongs to megatron.y.other. Own only wraps megatron.a.f."
    assert lines[15:20] == ["", "", "", "", ""]
    assert lines[21:23] == ["If you ever set own_impl=batched, it also needs `triton`.", "> val experimental = true"]
    assert lines[25] == "### Neighbours on the same row: `megatron.y.other` rebinds `megatron.b.h`."
    drafted = extract(KOTLIN, "megatron.x.own", "OwnCard.kt").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in drafted and "requires.packages" not in drafted


SCALA = """package com.acme.logs

/** =Own patch=
  *
  * =What it does=
  * Wraps the upstream check so a NaN bucket is zeroed.
  *
  * {{{
  * use_own: true
  * }}}
  * @note Correction: it wraps [[megatron.a.f]], never megatron.a.g.
  * @see [[NeighbourScan]] for the neighbour
  */
object OwnScan {
  /** Old guess at the phase. */
  @deprecated("phase is before_train, not setup", "2025-06-12")
  val Phase = "setup"

  /** Marker line. */
  case class Marker(runId: String)
}
"""


def test_scaladoc_reads_its_headings_code_blocks_links_and_tags():
    assert is_kotlin_source(SCALA)
    lines = kdoc_lines(SCALA.split("\n"))
    assert len(lines) == len(SCALA.split("\n"))
    assert lines[2] == "### Own patch" and lines[4:6] == ["### What it does", "Wraps the upstream check so a NaN bucket is zeroed."]
    assert lines[7:10] == ["```", "use_own: true", "```"]
    assert lines[10:12] == ["Note: Correction: it wraps `megatron.a.f`, never megatron.a.g.", "See: `NeighbourScan` for the neighbour"]
    # A Scala deprecation's message is its first argument; the version it was deprecated since is none of it.
    assert lines[15] == "Deprecated: phase is before_train, not setup"
    assert lines[14] == "### Deprecated: Old guess at the phase." and lines[18] == "### Marker line."


ROXYGEN = """# Written while auditing one patch.

#' Own patch card (megatron.x.own)
#'
#' @description
#' It is a binding replacement of \\code{megatron.a.f}; it runs at \\code{phase = "before_train"}.
#'
#' @param use_own Belongs to the neighbouring patch \\code{megatron.y.other}, which
#'   rebinds \\code{megatron.b.h}.
#'
#' @section Constraints:
#' \\itemize{
#'   \\item \\code{num_experts} must be divisible by the expert parallel size.
#' }
#' @examples
#' \\dontrun{
#' cfg <- list(use_own = TRUE)
#' }
#' @keywords internal
own_enabled <- function(args) {
  # mirrors the condition
  isTRUE(args[["use_own"]])
}
"""


def test_r_roxygen_comments_read_as_markdown():
    assert is_roxygen_source(ROXYGEN) and not is_roxygen_source(ROXYGEN.replace("<- function", "= 1"))
    lines = roxygen_lines(ROXYGEN.split("\n"))
    assert len(lines) == len(ROXYGEN.split("\n"))
    assert lines[2] == "### Own patch card (megatron.x.own)" and lines[4] == ""
    assert lines[5] == 'It is a binding replacement of `megatron.a.f`; it runs at `phase = "before_train"`.'
    assert lines[7] == "- Parameter `use_own` (an argument of the function): Belongs to the neighbouring patch `megatron.y.other`, which"
    assert lines[10:14] == ["#### Constraints", "", "  - `num_experts` must be divisible by the expert parallel size.", ""]
    assert lines[14:18] == ["", "", "> cfg <- list(use_own = TRUE)", ""]
    assert lines[18:22] == ["", "", "mirrors the condition", ""]
    drafted = extract(ROXYGEN, "megatron.x.own", "own.R").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"] and drafted["enable.phase"].value == "before_train"
    assert "enable.flags" not in drafted


def test_a_block_comment_line_holds_its_words_without_the_frame_or_the_code_after_it():
    from portval.explorer.code_comments import block_comment

    assert block_comment("  /* gpu-b only */ count = 1", False) == ("gpu-b only", False)
    # A comment going on past its line leaves what closes it open.
    assert block_comment("/* Correction: it wraps", False) == ("Correction: it wraps", "*/")
    assert block_comment(" * megatron.a.f; nothing else. */ pin = 1", "*/") == ("megatron.a.f; nothing else.", False)
    assert block_comment("/*** boxed ***/", False) == ("boxed", False)
    assert block_comment("pin = 1", False) == (None, False)
    # Other languages' delimiters: D's "/+ +/", Pascal's "{ }" (a directive "{$" opens none), a rule blank.
    pascal = ((r"\{(?!\$)", "}"), (r"\(\*", "*)"))
    assert block_comment("/++ d doc ++/ enum x;", False, ((r"/\+", "+/"),)) == ("d doc", False)
    assert block_comment("{$IFDEF ROCM}", False, pascal) == (None, False)
    assert block_comment("(* =========", False, pascal) == ("", "*)")


FORTRAN = """!> Cost model for the Primus patch megatron.x.own.
!! Patch logic: function wrapping of megatron.a.f, by transposing
!! q/k/v first.
module cost_model
  implicit none
  logical :: use_own = .false.  !! mirrors PRIMUS_OWN=1
  !$omp threadprivate(use_own)
contains
  !  NOTE: the first draft said it rebinds megatron.a.g.
  !  call report(tag="PRIMUS_OTHER=1")
  subroutine sweep()
    print '(a)', 'leave PRIMUS_OWN unset'
  end subroutine sweep
end module cost_model
"""


def test_a_fortran_file_reads_its_comments_as_prose_and_sets_its_code_aside():
    assert is_fortran(FORTRAN)
    # A report that quotes Fortran after a line of prose is the report, not the file.
    assert not is_fortran("Findings for megatron.x.own\n" + FORTRAN)
    lines = fortran_lines(FORTRAN.split("\n"))
    assert len(lines) == len(FORTRAN.split("\n"))
    # The doc comment's marker never runs into the sentence it continues.
    assert lines[1:3] == ["Patch logic: function wrapping of megatron.a.f, by transposing", "q/k/v first."]
    assert lines[5] == "> `logical :: use_own = .false.` mirrors PRIMUS_OWN=1"
    # A directive is code; a call commented out is quoted; a print statement is code, its words never prose.
    assert lines[6] == "" and lines[9] == '> call report(tag="PRIMUS_OTHER=1")' and lines[11] == ""
    assert lines[8] == "NOTE: the first draft said it rebinds megatron.a.g."


POWERSHELL = """<#
.SYNOPSIS
    Launch a run and note the Primus patch megatron.x.own.

.DESCRIPTION
    Patch logic: binding replacement of megatron.a.f.

.PARAMETER UseOwn
    Passed through as --use-own.

.EXAMPLE
    # Made-up config: use_x: true
    .\\Start-Run.ps1 -UseOwn
#>
param([switch]$UseOwn)
# $env:PRIMUS_OTHER = "1"   # invented, nothing reads it
$env:PRIMUS_PATCHES = "all"
Write-Host "megatron.a.g"
"""


def test_a_powershell_scripts_help_reads_as_sections_and_its_code_is_set_aside():
    assert is_powershell_help(POWERSHELL)
    assert not is_powershell_help("Findings for megatron.x.own\n\n" + POWERSHELL)
    lines = powershell_help_lines(POWERSHELL.split("\n"))
    assert len(lines) == len(POWERSHELL.split("\n"))
    assert lines[0] == "" and lines[1:3] == ["## Synopsis", "Launch a run and note the Primus patch megatron.x.own."]
    # A parameter is the script's own argument; an example's lines are code, its comment too.
    assert lines[7] == "## Parameter `UseOwn` (an argument of the script)"
    assert lines[10:13] == ["## Example", "    # Made-up config: use_x: true", "    .\\Start-Run.ps1 -UseOwn"]
    assert lines[15] == '> $env:PRIMUS_OTHER = "1"   # invented, nothing reads it'
    assert lines[16] == '> `$env:PRIMUS_PATCHES = "all"`' and lines[17] == ""
    drafted = extract(POWERSHELL, "megatron.x.own", "run.ps1").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"] and "enable.flags" not in drafted


OCAML = """(** {1 Patch note: [megatron.x.own]}

    {2 Patch logic}

    {b Binding replacement.} It does
    {[ import megatron.a as a
       a.f = own_f ]}
    i.e. [megatron.a.f] is rebound.

    {ul
    {- [use_x] must be true, {e or}}
    {- [use_y] must be true.}} *)
type patch = { id : string; sites : string list  (** rebinds megatron.a.g *) }

(* First pass: it also rebinds [megatron.a.g]. *)
let own = { id = "megatron.x.own"; sites = [ "megatron.a.h" ] }
let sites p = p.sites
"""


def test_an_ocaml_modules_odoc_reads_as_markdown_and_its_code_is_blank():
    assert is_ocaml_source(OCAML) and not is_ocaml_source("Notes\n\n" + OCAML)
    lines = ocaml_doc_lines(OCAML.split("\n"))
    assert len(lines) == len(OCAML.split("\n"))
    assert lines[0] == "## Patch note: `megatron.x.own`" and lines[2] == "### Patch logic"
    # A code block's lines are code spans, each its own.
    assert lines[4:7] == ["**Binding replacement.** It does", "`import megatron.a as a`", "`a.f = own_f`"]
    # A list item's closing braces are the list's, its "{e or}" emphasis.
    assert lines[9:12] == ["", "- `use_x` must be true, *or*", "- `use_y` must be true."]
    assert lines[12] == "> `type patch = { id : string; sites : string list` rebinds megatron.a.g"
    assert lines[14] == "First pass: it also rebinds `megatron.a.g`." and lines[15] == ""


EDOC = """%%%-------------------------------------------------------------------
%%% @author infra team
%%% @doc Notes on the Primus patch `megatron.x.own'.
%%%
%%% == Patch logic ==
%%% Function wrapping of `megatron.a.f'.
%%% @end
%%%-------------------------------------------------------------------
-module(own_notes).

%% @doc Environment for the launcher.
%%
%% The patch also wraps `megatron.a.get_g'.
%% @param Job the job record.
job_env(_Job) -> [].

% Correction to the job_env/1 doc above: that wrapper is another patch's.

%% <pre>
%% use_x: true
%% </pre>
%% @deprecated We used to export `PRIMUS_OWN=1'; nothing reads it.
legacy() -> [{"PRIMUS_OWN", "1"}].
"""


def test_an_erlang_modules_edoc_reads_as_markdown_and_a_correction_takes_back_the_doc_above():
    assert is_edoc_module(EDOC) and not is_edoc_module("Notes on it\n" + EDOC)
    lines = edoc_lines(EDOC.split("\n"))
    assert len(lines) == len(EDOC.split("\n"))
    assert lines[1] == "" and lines[2] == "Notes on the Primus patch `megatron.x.own`."
    assert lines[4:6] == ["## Patch logic", "Function wrapping of `megatron.a.f`."]
    assert lines[13] == "- Parameter `Job` (an argument of the function): the job record." and lines[14] == ""
    assert lines[18:21] == ["```", "use_x: true", "```"]
    # A doc that opens with its deprecation is led by that label.
    assert lines[21] == "Deprecated: We used to export `PRIMUS_OWN=1`; nothing reads it."
    drafted = extract(EDOC, "megatron.x.own", "own_notes.erl").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in drafted and "enable.env" not in drafted and "enable.flags" not in drafted


PASCAL = """unit Notes.Own;

{ ==========================================
  Patch id : megatron.x.own
  ========================================== }

(* Patch logic: function wrapping of megatron.a.f. *)

interface

{$IFDEF ROCM}
const
  EnvOwn = 'PRIMUS_OWN';  // the variable the condition reads
{$ENDIF}

// Patch style: binding replacement of megatron.a.g.
// Correction to the two lines above: that is megatron.y.other's; this patch
// wraps megatron.a.f only.

implementation
end.
"""


def test_a_delphi_units_comments_read_as_prose_and_its_directives_and_code_are_blank():
    assert is_pascal_unit(PASCAL) and not is_pascal_unit("Notes on it.\n\n" + PASCAL)
    lines = pascal_lines(PASCAL.split("\n"))
    assert len(lines) == len(PASCAL.split("\n"))
    # A rule is no heading; a directive chooses code and says nothing.
    assert lines[2] == "" and lines[3] == "Patch id : megatron.x.own" and lines[10] == "" and lines[13] == ""
    assert lines[6] == "Patch logic: function wrapping of megatron.a.f."
    assert lines[12] == "> `EnvOwn = 'PRIMUS_OWN';` the variable the condition reads"
    drafted = extract(PASCAL, "megatron.x.own", "own.pas").facts
    # "Correction to the two lines above" takes back both of them.
    assert "feature.patch_style" not in drafted or drafted["feature.patch_style"].value == "function_wrapping"
    assert "upstream.aliases" not in drafted and "megatron.a.g" not in str([f.value for f in drafted.get("upstream.symbols", [])])


DDOC = """/++
 + Notes on the Primus patch $(D megatron.x.own).
 +
 + Patch logic: function wrapping of $(D megatron.a.f(x)).
 + It also wraps $(D megatron.a.g).
 +
 + Flags the condition reads:
 +   $(UL
 +   $(LI `use_own: true`))
 +/
module notes.own;

import std.stdio;

/**
 * Example (made up):
 * ---
 * auto cfg = ["use_other": "true"];
 * ---
 *
 * Update: the paragraph above about megatron.a.g is wrong.
 */
deprecated("the first guess at the phase") enum phase = "setup";
"""


def test_a_d_modules_ddoc_reads_its_plus_blocks_macros_and_examples():
    assert is_ddoc_module(DDOC) and not is_ddoc_module("Notes on it.\n\n" + DDOC)
    lines = ddoc_lines(DDOC.split("\n"))
    assert len(lines) == len(DDOC.split("\n"))
    assert lines[1] == "Notes on the Primus patch `megatron.x.own`."
    assert lines[3] == "Patch logic: function wrapping of `megatron.a.f(x)`."
    assert lines[7:9] == ["", "  - `use_own: true`"]
    assert lines[16:19] == ["```", 'auto cfg = ["use_other": "true"];', "```"]
    assert lines[22] == "Deprecated: the first guess at the phase"
    drafted = extract(DDOC, "megatron.x.own", "own.d").facts
    # "the paragraph above about megatron.a.g" is the one that names it, not the last one above.
    assert "upstream.aliases" not in drafted
    assert [f.value for f in drafted["enable.flags"]] == [("use_own", True)]


NIM = """##[
===========
Own notes
===========

:Patch: ``megatron.x.own``
]##

import std/strutils

proc isNoise*(line: string): bool =
  ## Patch logic: function wrapping of ``megatron.a.f``.
  ##
  ## .. code-block:: nim
  ##   use_other: true
  result = line.startsWith("x")

proc old*() {.deprecated: "the first guess said megatron.a.g".} = discard
const cap* = 5000  ## rate cap, no requirement
"""


def test_a_nim_modules_doc_comments_read_as_markdown_and_keep_their_code_blocks():
    assert is_nim_module(NIM) and not is_nim_module("Notes on it.\n\n" + NIM)
    lines = nim_lines(NIM.split("\n"))
    assert len(lines) == len(NIM.split("\n"))
    assert lines[1] == "" and lines[2] == "Own notes" and lines[5] == "Patch: ``megatron.x.own``"
    assert lines[11] == "Patch logic: function wrapping of ``megatron.a.f``."
    # A directive is blank and the indented lines after it stay a code block.
    assert lines[13:15] == ["", "  use_other: true"] and lines[15] == ""
    assert lines[17] == "Deprecated: the first guess said megatron.a.g"
    assert lines[18] == "> `const cap* = 5000` rate cap, no requirement"


VB = """' Findings for the Primus patch megatron.x.own.
Imports System

Namespace Board
    ''' <summary>
    ''' The card of this patch.
    ''' Patch logic: function wrapping of <c>megatron.a.f</c>.
    ''' </summary>
    Public Class OwnCard
    End Class

    ''' <summary>
    ''' Neighbouring patch <c>megatron.y.other</c>, on the same tab.
    ''' </summary>
    ''' <remarks>It rebinds <c>megatron.b.h</c> and has <c>backend_versions=["&lt;0.17"]</c>.</remarks>
    <Obsolete("wrong tab")>
    Public Class OtherCard
    End Class
End Namespace
"""


def test_a_vb_files_xml_docs_read_as_a_csharp_files_do():
    assert is_vb_source(VB) and not is_vb_source(VB.replace("'''", "'"))
    lines = vb_doc_lines(VB.split("\n"))
    assert len(lines) == len(VB.split("\n"))
    assert lines[0] == "Findings for the Primus patch megatron.x.own."
    assert lines[5:7] == ["### The card of this patch.", "Patch logic: function wrapping of `megatron.a.f`."]
    # The neighbour's doc is headed by its first line, so what it says stays the neighbour's; the attribute after it
    # marks it deprecated.
    assert lines[12] == "### Deprecated: Neighbouring patch `megatron.y.other`, on the same tab."
    assert lines[15] == "Deprecated: wrong tab"
    drafted = extract(VB, "megatron.x.own", "card.vb").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.a.f"]
    assert "requires.backend_versions" not in drafted and "upstream.aliases" not in drafted
