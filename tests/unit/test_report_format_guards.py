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
