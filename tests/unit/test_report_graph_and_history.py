"""A knowledge graph in Turtle and the histories version control prints (`bzr log`, `cvs log`, `darcs log`, `hg log`), read
as reports."""

from __future__ import annotations

from portval.explorer.bzr_log import bzr_log_lines, is_bzr_log
from portval.explorer.cvs_log import cvs_log_lines, is_cvs_log
from portval.explorer.darcs_log import darcs_log_lines, is_darcs_log
from portval.explorer.extract import extract
from portval.explorer.hg_log import hg_log_lines, is_hg_log
from portval.explorer.log_messages import first_message_line
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
    assert lines[13] == "### Retracted: siteG (Site)"
    # A status reads as JSON-LD's does (graph_names.status_lead): "Withdrawn" no longer holds.
    assert lines[16] == "### Superseded: siteH (Site)"
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


CVS = """
RCS file: /cvs/notes/PORT,v
Working file: PORT
head: 1.2
symbolic names:
\tREVIEW_1: 1.1
keyword substitution: kv
total revisions: 2;\tselected revisions: 2
description:
Port notes for megatron.x.own.
----------------------------
revision 1.2
date: 2025-07-18 16:42:09 +0000;  author: a;  state: Exp;  lines: +1 -1;
Correct 1.1.
It does not wrap `megatron.a.g`; it rebinds `megatron.a.f`.
----------------------------
revision 1.1
date: 2025-07-07 11:20:33 +0000;  author: a;  state: Exp;
First pass.
It wraps `megatron.a.g`.
=============================================================================
"""


def test_a_cvs_log_reads_each_revision_as_a_heading_holding_its_first_line():
    assert is_cvs_log(CVS) and not is_cvs_log("revision 1.2\ndate: x; author: y;\n")
    lines = cvs_log_lines(CVS.split("\n"))
    assert len(lines) == len(CVS.split("\n"))
    assert lines[:10] == [""] * 9 + ["Port notes for megatron.x.own."]
    # "revision 1.2", not "1.2": a heading that is a bare number reads as a release, each later one an older release.
    assert lines[10:15] == ["", "## revision 1.2: Correct 1.1.", "", "", "It does not wrap `megatron.a.g`; it rebinds `megatron.a.f`."]
    assert lines[15:] == ["", "## revision 1.1: First pass.", "", "", "It wraps `megatron.a.g`.", "", ""]
    extraction = extract(CVS, "megatron.x.own", "PORT.log")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


DARCS = """patch 8f3c1a9e42d07b6e5f1c2d93a0b47e6c18d5f2a7
Author: A <a@example.com>
Date:   Fri Mar  7 16:40:02 CET 2025
  * notes: fix the phase
  The first pass had the wrong phase.
    hunk ./notes/port.md 5
    -phase: setup
    +phase: before_train

patch 0b95d3f6e28c41a7d0f3b6e9c5a27d18e4f0a3b9
Author: A <a@example.com>
Date:   Mon Mar  3 17:51:36 CET 2025
  * notes: first pass on megatron.x.own
    addfile ./notes/port.md
    hunk ./notes/port.md 1
    +# megatron.x.own
    +
    +It rebinds `megatron.a.f`.
"""


def test_a_darcs_log_reads_each_patch_as_a_heading_its_hunks_as_the_notes_and_a_removed_line_struck():
    assert is_darcs_log(DARCS) and not is_darcs_log("patch 8f3c1a9e42d07b6e5f1c2d93a0b47e6c18d5f2a7\n")
    lines = darcs_log_lines(DARCS.split("\n"))
    assert len(lines) == len(DARCS.split("\n"))
    assert lines[:8] == ["## patch: notes: fix the phase", "", "", "", "The first pass had the wrong phase.", "", "~~phase: setup~~", "phase: before_train"]
    assert lines[9:18] == ["## patch: notes: first pass on megatron.x.own", "", "", "", "", "", "# megatron.x.own", "", "It rebinds `megatron.a.f`."]
    extraction = extract(DARCS, "megatron.x.own", "changes.log")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_turtle_graph_reads_retractions_in_comments_and_boolean_statuses():
    graph = (
        "@prefix ex: <https://kb.example.org/port#> .\n@prefix owl: <http://www.w3.org/2002/07/owl#> .\n\n"
        'ex:ownPatch a ex:Patch ;\n    rdfs:label "megatron.x.own" ;\n    rdfs:comment "It rebinds megatron.a.f." .\n\n'
        "# RETRACTED: the first pass said this; it is wrong.\n\n"
        'ex:findingG a ex:Finding ;\n    rdfs:comment "It rebinds megatron.a.g." .\n\n'
        'ex:findingH a ex:Finding ;\n    rdfs:comment "It rebinds megatron.a.h." ;\n    owl:deprecated true .\n\n'
        'ex:findingI a ex:Finding ;  # WRONG, retracted after review\n    rdfs:comment "It rebinds megatron.a.i." .\n'
    )
    lines = turtle_lines(graph.split("\n"))
    assert lines[9] == "### Retracted: findingG (Finding)"
    assert lines[12] == "### Superseded: findingH (Finding)"
    assert lines[16] == "### Retracted: findingI (Finding, WRONG, retracted after review)"
    extraction = extract(graph, "megatron.x.own", "findings.ttl")
    assert [f.value for f in extraction.facts.get("upstream.symbols", [])] == ["megatron.a.f"]
    assert "upstream.aliases" not in extraction.facts
    # A status the JSON-LD reader reads the same way: proposed, made up, open.
    for status, lead in (('"proposed"', "Planned"), ("ex:Hypothetical", "Made-up example"), ('"open"@en', "Unverified")):
        said = turtle_lines(graph.replace("owl:deprecated true", f"ex:status {status}").split("\n"))
        assert said[12] == f"### {lead}: findingH (Finding)", status


def test_a_bzr_message_line_that_opens_with_a_header_word_is_the_messages():
    log = BZR.replace("  It rebinds `megatron.a.f`.\n", "  It rebinds `megatron.a.f`.\n  Tags: it also rebinds `megatron.a.k`.\n", 1)
    lines = bzr_log_lines(log.split("\n"))
    assert "Tags: it also rebinds `megatron.a.k`." in lines



def test_a_revision_without_a_message_puts_no_line_in_its_heading():
    # The revision's closing rule is no message line, whether the message is opened by a header or follows the heading.
    rule = "-" * 60
    assert first_message_line(["revno: 2", "message:", "", rule, "  later"], 0, ends=lambda line: line == rule, opens=lambda line: line == "message:") == -1
    assert first_message_line(["revision 1.2", "date: x;", "", "why", rule], 0, ends=lambda line: line == rule, skip=lambda line: line.startswith("date:")) == 3
    log = BZR.replace("      `torchtitan.primus_turbo.other`, for comparison.\n      It rebinds `torchtitan.models.m.Attention`.\n", "")
    assert "### r2.1.1 (merged)" in bzr_log_lines(log.split("\n"))

HG = """changeset:   3:e41c07a9b2f3
tag:         tip
user:        A <a@example.com>
date:        Fri Jun 13 11:05:47 2025 +0200
description:
take back the second site

In changeset 1 I wrote that the patch also rebinds megatron.a.g. That was wrong.


changeset:   2:a9c3e5f0d172
branch:      other-patch
user:        B <b@example.com>
date:        Thu Jun 12 18:22:09 2025 +0900
description:
notes for the neighbouring patch megatron.x.other

It rebinds megatron.a.h.


changeset:   1:f08d4c2e6b95
user:        A <a@example.com>
date:        Mon Jun 09 16:58:31 2025 +0200
description:
first notes on megatron.x.own

It rebinds megatron.a.f.
It also rebinds megatron.a.g.
"""


def test_an_hg_log_reads_each_changeset_as_a_heading_holding_its_branch_and_first_line():
    assert is_hg_log(HG) and not is_hg_log("changeset:   1:f08d4c2e6b95\n")
    lines = hg_log_lines(HG.split("\n"))
    assert len(lines) == len(HG.split("\n"))
    assert lines[:8] == ["## changeset 3: take back the second site", "", "", "", "", "", "", "In changeset 1 I wrote that the patch also rebinds megatron.a.g. That was wrong."]
    assert lines[10:13] == ["## changeset 2 (branch other-patch): notes for the neighbouring patch megatron.x.other", "", ""]


def test_a_claim_a_newer_changeset_takes_back_is_withdrawn_below_it():
    extraction = extract(HG, "megatron.x.own", "notes.hglog")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in extraction.facts


SAPLING = """changeset:   7c1e4a9b2d30
user:        A <a@example.com>
date:        Fri Mar 14 16:41:07 2025 -0700
description:
notes for megatron.x.own

It rebinds megatron.a.f.


changeset:   a84c52f10e77
user:        A <a@example.com>
date:        Wed Mar 12 18:03:29 2025 -0700
obsolete:    rewritten using amend as 7c1e4a9b2d30
description:
first take

It also rebinds megatron.a.g.


changeset:   5b27e0c4d9f1
user:        B <b@example.com>
date:        Wed Mar 12 15:12:54 2025 -0700
description:
Back out "gate it"

Original commit changeset: e2d6f9a1c3b8


changeset:   e2d6f9a1c3b8
user:        B <b@example.com>
date:        Wed Mar 12 10:47:13 2025 -0700
description:
gate it

Exports OWN_FALLBACK=1 when the alias is installed.
"""


def test_a_sapling_log_sets_apart_a_rewritten_and_a_backed_out_changeset():
    assert is_hg_log(SAPLING)
    headings = [line for line in hg_log_lines(SAPLING.split("\n")) if line.startswith("#")]
    assert headings == [
        "## changeset 7c1e4a9b2d30: notes for megatron.x.own",
        "## Superseded: changeset a84c52f10e77 (rewritten using amend as 7c1e4a9b2d30): first take",
        '## changeset 5b27e0c4d9f1: Back out "gate it"',
        "## Reverted: changeset e2d6f9a1c3b8: gate it",
    ]
    extraction = extract(SAPLING, "megatron.x.own", "sl.log")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in extraction.facts and "enable.env" not in extraction.facts
