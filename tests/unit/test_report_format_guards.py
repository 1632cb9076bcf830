"""A Markdown report is read as Markdown, whatever it quotes or however it writes its bullets: the readers of other
formats claim only a document written in their format."""

from __future__ import annotations

import time

import pytest
from portval.explorer.bibtex import is_bibtex
from portval.explorer.bzr_log import is_bzr_log
from portval.explorer.extract import extract
from portval.explorer.neorg import is_neorg
from portval.explorer.tiki_wiki import is_tiki_wiki
from portval.explorer.turtle import is_turtle, turtle_lines
from portval.explorer.wikidot import is_wikidot

FENCE = "```"

TIKI_LOOKALIKE = f"""# `megatron.x.own`

![loss curve](loss.png)

## Patch logic

It rebinds `megatron.a.f` with `own_f`. Phase: `before_train`.

## Timing

{FENCE}
 run  | loss | step
------+------+------
 base | 2.31 | 1.0
{FENCE}

|| MI300X | H100 |
|---|---|---|
| step time | 1.0 | 1.1 |

## Retracted (wrong, kept for history)

It rebinds `megatron.a.h`.

## Neighbouring patches

- `megatron.x.other`: enabled by `use_other: true`; rebinds `megatron.a.g`.
"""

CITES_BIBTEX = f"""# `megatron.x.own`

## How to enable

{FENCE}yaml
model:
  use_own: true
{FENCE}

## References

{FENCE}bibtex
@article{{narayanan2021efficient,
  title={{Efficient large-scale language model training}},
  year={{2021}}
}}
{FENCE}
"""

BULLETS_AND_PROMPTS = f"""# `megatron.x.own`

## Patch logic

* It rebinds `megatron.a.f` with `own_f`.
* Phase: `before_train`.

## Retracted (wrong, kept for history)

* It rebinds `megatron.a.h`.

## Repro

{FENCE}
$ cd ~/Primus
~ $ torchrun pretrain.py
{FENCE}
"""

ORG_WITH_PROMPTS = """#+TITLE: Patch notes: megatron.x.own
* Patch logic
- It rebinds =megatron.a.f=. Phase: =before_train=.
* Repro
#+BEGIN_SRC sh
$ cd ~/Primus
~ $ torchrun pretrain.py
#+END_SRC
"""

PLUS_BULLETS = """# `megatron.x.own`

[[toc]]

## Patch logic

+ It rebinds `megatron.a.f` with `own_f`.
+ Phase: `before_train`.

{{< figure src="loss.png" caption="Loss, MI300X" >}}

## Retracted (wrong, kept for history)

+ It rebinds `megatron.a.h`.
"""

QUOTES_TURTLE = f"""# `megatron.x.own`

## Patch logic

It rebinds `megatron.a.f`.

{FENCE}turtle
@prefix ex: <https://kb.example.org/port#> .
ex:own a ex:Patch .
{FENCE}
"""

QUOTES_BZR = f"""# `megatron.x.own`

## Patch logic

It rebinds `megatron.a.f`.

{FENCE}
------------------------------------------------------------
revno: 2
message:
  It rebinds megatron.a.h.
------------------------------------------------------------
revno: 1
message:
  First.
{FENCE}
"""


@pytest.mark.parametrize(
    ("report", "detects"),
    [
        (TIKI_LOOKALIKE, is_tiki_wiki),
        (CITES_BIBTEX, is_bibtex),
        (BULLETS_AND_PROMPTS, is_neorg),
        (ORG_WITH_PROMPTS, is_neorg),
        (PLUS_BULLETS, is_wikidot),
        (QUOTES_TURTLE, is_turtle),
        (QUOTES_BZR, is_bzr_log),
    ],
)
def test_a_markdown_or_org_report_is_claimed_by_no_reader_of_another_format(report, detects):
    assert not detects(report)


@pytest.mark.parametrize("report", [TIKI_LOOKALIKE, BULLETS_AND_PROMPTS, PLUS_BULLETS])
def test_a_markdown_report_drafts_only_its_plain_site(report):
    extraction = extract(report, "megatron.x.own", "report.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_turtle_graph_of_unended_statements_reads_in_linear_time():
    lines = ["@prefix ex: <x> ."] + [f"ex:a{i} a ex:B ;" for i in range(8000)]
    started = time.perf_counter()
    assert len(turtle_lines(lines)) == len(lines)
    assert time.perf_counter() - started < 2.0


def test_a_markdown_page_history_counting_down_is_no_history_printed_newest_first():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIn the first version of this page I wrote that the handler rebinds "
        "`megatron.a.f` and `megatron.a.g`. That was wrong.\n\nThe handler rebinds `megatron.a.f` only.\n\n"
        "## Page history\n\n### Revision 2\n\nFixed the sites.\n\n### Revision 1\n\nFirst draft.\n"
    )
    extraction = extract(report, "megatron.x.own", "report.md")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_darcs_log_is_newest_first_and_only_older_patches_are_taken_back():
    log = (
        "patch 8f3c1a9e42d07b6e5f1c2d93a0b47e6c18d5f2a7\nAuthor: A <a@example.com>\nDate:   Fri Mar  7 16:40:02 CET 2025\n"
        "  * notes: take back the second site\n  I wrote on Tuesday that the patch also rebinds `megatron.a.g`. That was wrong.\n"
        "    - a comment line that opens with a dash\n\n"
        "patch 0b95d3f6e28c41a7d0f3b6e9c5a27d18e4f0a3b9\nAuthor: A <a@example.com>\nDate:   Mon Mar  3 17:51:36 CET 2025\n"
        "  * notes: first pass on megatron.x.own\n    hunk ./notes/port.md 1\n    +It rebinds `megatron.a.f`.\n"
        "    +It also rebinds `megatron.a.g`.\n"
    )
    extraction = extract(log, "megatron.x.own", "changes.log")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in extraction.facts
    from portval.explorer.darcs_log import darcs_log_lines

    assert darcs_log_lines(log.split("\n"))[5] == "- a comment line that opens with a dash"


def test_a_sqlite_dump_with_raw_line_breaks_a_quoted_table_and_a_one_line_create_is_read():
    from portval.explorer.sqlite_dump import sqlite_dump_lines

    dump = (
        'BEGIN TRANSACTION;\nCREATE TABLE "port-notes"(id INTEGER, claim TEXT, status TEXT);\n'
        "INSERT INTO \"port-notes\" VALUES(1,'It rebinds megatron.a.f\nand nothing else.','confirmed');\nCOMMIT;\n"
    )
    assert sqlite_dump_lines(dump.split("\n"))[2:6] == ["## port-notes 1 (status: confirmed)", "", "It rebinds megatron.a.f", "and nothing else."]


@pytest.mark.parametrize(
    ("text", "detects"),
    [
        ("Free text a BibTeX file may hold.\n\n@misc{own,\n  title = {Patch notes},\n  note = {It rebinds it.}\n}\n", is_bibtex),
        ("+ Patch notes\n\n[[code type=\"python\"]]\n## a comment in the code\nx = 1\n[[/code]]\n\nIt rebinds {{megatron.a.f}}.\n", is_wikidot),
        ("* megatron.x.own\n** Patch logic\n   ~ Copy the file.\n   $ Installer\n     `own.py`\n", is_neorg),
    ],
)
def test_a_document_of_the_format_is_still_claimed(text, detects):
    assert detects(text)
