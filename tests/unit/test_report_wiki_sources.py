"""Wiki and notes sources read as the Markdown they stand for: a Wikidot page, a Tiki Wiki page, a Neorg note."""

from __future__ import annotations

from portval.explorer.extract import extract
from portval.explorer.neorg import is_neorg, neorg_lines
from portval.explorer.tiki_wiki import is_tiki_wiki, tiki_wiki_lines
from portval.explorer.wikidot import is_wikidot, wikidot_lines

WIKIDOT = """[[toc]]

+ megatron.x.own

++ 2. Patch logic

* Style: **binding replacement** ({{megatron.a.f = own_f}}).
* --It also wraps {{megatron.a.g}}.-- **Edit:** wrong, it never does -- see //below//.

||~ Site ||~ Rebound? ||
|| {{megatron.a.f}} || yes ||

[[code type="python"]]
# --not struck--
megatron.a.f = own_f
[[/code]]

[[collapsible show="+ Example config (made up)" hide="- hide"]]
# Copy {{own.py}}.
[[/collapsible]]
------
"""


def test_a_wikidot_page_reads_its_headings_names_strikes_tables_code_and_boxes():
    assert is_wikidot(WIKIDOT) and not is_wikidot("+ a Markdown bullet\n{{ jinja }}\n")
    lines = wikidot_lines(WIKIDOT.split("\n"))
    assert len(lines) == len(WIKIDOT.split("\n"))
    assert lines[:5] == ["", "", "# megatron.x.own", "", "## 2. Patch logic"]
    assert lines[6] == "- Style: **binding replacement** (`megatron.a.f = own_f`)."
    # A strike holds a code span; a dash between words is no strike.
    assert lines[7] == "- ~~It also wraps `megatron.a.g`.~~ **Edit:** wrong, it never does -- see *below*."
    assert lines[9] == "<table><tr><th>Site</th><th>Rebound?</th></tr>"
    assert lines[10] == "<tr><td>`megatron.a.f`</td><td>yes</td></tr></table>"
    # Code is kept as written; a numbered item is no Markdown heading; a collapsible box's label is prose.
    assert lines[12:16] == ["```python", "# --not struck--", "megatron.a.f = own_f", "```"]
    assert lines[17:21] == ["Example config (made up)", "1. Copy `own.py`.", "", "---"]
    extraction = extract(WIKIDOT, "megatron.x.own", "page.wikidot")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


TIKI = """{maketoc}
::__Patch notes: megatron.x.own__::

!! 2. Patch logic
||__Item__|__Value__
Phase|-+before_train+-
Upstream symbol rebound|-+megatron.a.f+-||

{REMARKSBOX(type="warning" title="Docstring drift")}The docstring names -+megatron.a.g+-; the code wins.{REMARKSBOX}
* Phase: --build_args-- -+before_train+- (''fixed in review'')
# Copy ((Own Page|the own page)).
{CODE(colors="python")}
megatron.a.f = own_f
{CODE}
"""


def test_a_tiki_wiki_page_reads_its_title_tables_a_row_a_line_boxes_and_code():
    assert is_tiki_wiki(TIKI) and not is_tiki_wiki("!! Alert\nNothing else here.\n")
    lines = tiki_wiki_lines(TIKI.split("\n"))
    assert len(lines) == len(TIKI.split("\n"))
    assert lines[:4] == ["", "# Patch notes: megatron.x.own", "", "## 2. Patch logic"]
    assert lines[4] == "<table><tr><th>Item</th><th>Value</th></tr>"
    assert lines[5:7] == [
        "<tr><td>Phase</td><td>`before_train`</td></tr>",
        "<tr><td>Upstream symbol rebound</td><td>`megatron.a.f`</td></tr></table>",
    ]
    # A box's title leads its words.
    assert lines[8] == "Docstring drift: The docstring names `megatron.a.g`; the code wins."
    assert lines[9] == "- Phase: ~~build_args~~ `before_train` (*fixed in review*)"
    assert lines[10:14] == ["1. Copy the own page.", "```python", "megatron.a.f = own_f", "```"]
    extraction = extract(TIKI, "megatron.x.own", "page.tiki")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert extraction.facts["enable.phase"].value == "before_train"


NEORG = """@document.meta
title: megatron.x.own
@end

* megatron.x.own
  Code: {/ primus/own.py}[own.py], see {* Porting}.
** Patch logic
   - Style: *binding replacement*; it rebinds `megatron.a.f`.
   - -My first pass said it wraps `megatron.a.g`.- That was wrong.
   -- `--flag` stays as written; so does `a/b/c`.
   $ Installer
   `primus/own.py`
   ~ Copy the file.
   - (x) confirm the phase
   @code python
   if ok:
       megatron.a.f = own_f
   @end
"""


def test_a_neorg_note_reads_its_headings_lists_terms_tasks_strikes_and_code():
    assert is_neorg(NEORG) and not is_neorg("* a Markdown bullet\n* another\n")
    lines = neorg_lines(NEORG.split("\n"))
    assert len(lines) == len(NEORG.split("\n"))
    assert lines[:6] == ["", "", "", "", "# megatron.x.own", "Code: own.py (`primus/own.py`), see Porting."]
    assert lines[6:9] == [
        "## Patch logic",
        "- Style: **binding replacement**; it rebinds `megatron.a.f`.",
        "- ~~My first pass said it wraps `megatron.a.g`.~~ That was wrong.",
    ]
    assert lines[9] == "  - `--flag` stays as written; so does `a/b/c`."
    assert lines[10:14] == ["Installer:", "`primus/own.py`", "1. Copy the file.", "- [x] confirm the phase"]
    # A code block keeps its own indentation, less the note's.
    assert lines[14:18] == ["```python", "if ok:", "    megatron.a.f = own_f", "```"]
    extraction = extract(NEORG, "megatron.x.own", "notes.norg")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_tiki_page_keeps_cpp_names_and_empty_quotes_and_closes_an_unclosed_table_at_a_blank_line():
    from portval.explorer.tiki_wiki import _inline

    assert _inline("It calls at::native::empty_cuda.") == "It calls at::native::empty_cuda."
    assert _inline("The default is '' (empty) or ''auto''.") == "The default is '' (empty) or *auto*."
    page = "!! Patch logic\n{maketoc}\n||__Item__|__Value__\nPhase|-+before_train+-\n\n!! Next\nIt rebinds -+megatron.a.f+-.\n"
    lines = tiki_wiki_lines(page.split("\n"))
    assert lines[3].endswith("</table>") and lines[5] == "## Next"


def test_neorg_cancelled_and_uncertain_tasks_state_nothing_and_an_unclosed_metadata_block_ends_at_the_text():
    note = (
        "@document.meta\ntitle: megatron.x.own\n@end\n\n* Patch notes: megatron.x.own\n** Patch logic\n"
        "   - (x) It rebinds `megatron.a.f`.\n   - (_) It also rebinds `megatron.a.g`.\n   - (?) It also rebinds `megatron.a.h`.\n"
    )
    lines = neorg_lines(note.split("\n"))
    assert lines[6:9] == [
        "- [x] It rebinds `megatron.a.f`.",
        "- ~~It also rebinds `megatron.a.g`.~~",
        "- Not sure: It also rebinds `megatron.a.h`.",
    ]
    extraction = extract(note, "megatron.x.own", "notes.norg")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in extraction.facts
    assert neorg_lines(["@document.meta", "title: x", "", "* Patch logic", "  It rebinds `megatron.a.f`."])[3:] == [
        "# Patch logic",
        "It rebinds `megatron.a.f`.",
    ]
