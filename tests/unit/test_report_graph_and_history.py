"""A knowledge graph in Turtle and a branch's `bzr log`, read as reports."""

from __future__ import annotations

from portval.explorer.bzr_log import bzr_log_lines, is_bzr_log
from portval.explorer.extract import extract
from portval.explorer.turtle import is_turtle, turtle_lines

TURTLE = '''# Findings of our port
@prefix ex: <https://kb.example.org/port#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .

# ------------------------------------------ the patch
ex:ownPatch a ex:Patch ;
    rdfs:label "megatron.x.own" ;
    ex:phase "build_args" ;   # as registered
    ex:requires ex:needFsdp2 , ex:needDcp ;
    rdfs:comment """It rebinds megatron.a.f.
Nothing else.""" .

# RETRACTED: the first pass said it rebinds megatron.a.g.
ex:siteG a ex:Site ;
    rdfs:label "megatron.a.g" .

ex:siteH a ex:Site ;
    rdfs:label "megatron.a.h" ;
    ex:status ex:Withdrawn .

ex:needFsdp2 a ex:Constraint ; rdfs:label "use_torch_fsdp2=True when degree > 1" .
'''


def test_a_turtle_graph_reads_each_subject_as_a_heading_and_its_properties_as_items():
    assert is_turtle(TURTLE) and not is_turtle("@prefix is a word\nex:a a ex:B\n")
    lines = turtle_lines(TURTLE.split("\n"))
    assert len(lines) == len(TURTLE.split("\n"))
    assert lines[:5] == ["Findings of our port", "", "", "", "## the patch"]
    assert lines[5:9] == [
        "### ownPatch (Patch)",
        "- label: `megatron.x.own`",
        "- phase: `build_args` (as registered)",
        "- requires: needFsdp2, needDcp",
    ]
    # A literal over two lines: its words, without its quotes or the statement's end.
    assert lines[9:11] == ["- comment: It rebinds megatron.a.f.", "Nothing else."]
    # A subject a comment above it or a status takes back says so in its heading.
    assert lines[13] == "### siteG (Site, retracted)"
    assert lines[16] == "### siteH (Site, retracted)"
    assert lines[20] == "### needFsdp2 (Constraint): label use_torch_fsdp2=True when degree > 1"


def test_a_turtle_graph_drafts_no_resource_as_a_package_and_no_case_as_a_flag():
    extraction = extract(TURTLE, "megatron.x.own", "findings.ttl")
    assert "requires.packages" not in extraction.facts
    assert "enable.flags" not in extraction.facts
    assert extraction.facts["enable.phase"].value == "build_args"


BZR = """------------------------------------------------------------
revno: 3
committer: A <a@example.com>
branch nick: port
timestamp: Fri 2025-11-14 17:02:41 +0100
message:
  Final notes on megatron.x.own.
  It rebinds `megatron.a.f`.
    indented past the margin
    ------------------------------------------------------------
    revno: 2.1.1
    committer: B <b@example.com>
    timestamp: Thu 2025-11-13 19:48:30 +0100
    message:
      `torchtitan.primus_turbo.other`, for comparison.
      It rebinds `torchtitan.models.m.Attention`.
------------------------------------------------------------
revno: 1
committer: A <a@example.com>
timestamp: Tue 2025-11-11 10:12:44 +0900
message:
  First look.
"""


def test_a_bzr_log_reads_each_revision_as_a_heading_holding_its_first_line():
    assert is_bzr_log(BZR) and not is_bzr_log("revno: 1\nmessage:\n")
    lines = bzr_log_lines(BZR.split("\n"))
    assert len(lines) == len(BZR.split("\n"))
    assert lines[:9] == ["", "## r3: Final notes on megatron.x.own.", "", "", "", "", "", "It rebinds `megatron.a.f`.", "  indented past the margin"]
    assert lines[9:15] == ["", "### r2.1.1 (merged): `torchtitan.primus_turbo.other`, for comparison.", "", "", "", ""]
    assert lines[15] == "It rebinds `torchtitan.models.m.Attention`."
    assert lines[16:] == ["", "## r1: First look.", "", "", "", "", ""]


def test_a_merged_revision_for_comparison_speaks_of_another_patch():
    extraction = extract(BZR, "megatron.x.own", "branch.log")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert extraction.facts["framework.name"].value == "megatron-lm"
