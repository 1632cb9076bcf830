"""Reports in org-mode and AsciiDoc read as the Markdown they stand for (scripts/portval/explorer/markup.py)."""

from __future__ import annotations

from portval.explorer.chat_text import is_tldv_transcript
from portval.explorer.context_tex import context_lines, is_context
from portval.explorer.extract import extract
from portval.explorer.fictionbook import is_fictionbook
from portval.explorer.fidonet import fidonet_lines, is_fidonet
from portval.explorer.fossil_ticket import is_fossil_ticket
from portval.explorer.gettext_po import is_gettext_po
from portval.explorer.haddock import is_haddock_module
from portval.explorer.hg_export import is_hg_export
from portval.explorer.info_file import info_lines, is_info_file
from portval.explorer.jsdoc import is_jsdoc_module
from portval.explorer.lyx import is_lyx
from portval.explorer.mantis_xml import is_mantis_xml
from portval.explorer.marimo import is_marimo_notebook
from portval.explorer.markup import as_markdown
from portval.explorer.mdoc import is_mdoc
from portval.explorer.mdx_components import is_mdx, mdx_lines
from portval.explorer.muse import is_muse
from portval.explorer.paged_text import is_paged_text, paged_text_lines
from portval.explorer.pg_dump import is_pg_dump, pg_dump_lines
from portval.explorer.pipermail import is_pipermail
from portval.explorer.pluto import is_pluto_notebook
from portval.explorer.range_diff import is_range_diff, range_diff_lines
from portval.explorer.rdoc import is_rdoc, rdoc_lines
from portval.explorer.remarkup_page import is_remarkup_page, remarkup_lines
from portval.explorer.scribble import is_scribble
from portval.explorer.sile import is_sile
from portval.explorer.slide_xml import slide_xml_lines
from portval.explorer.slurm_output import is_slurm_output, slurm_output_lines
from portval.explorer.tomboy import is_tomboy_note
from portval.explorer.tool_output import xml_lines
from portval.explorer.ttml import is_ttml
from portval.explorer.txt2tags import is_txt2tags
from portval.explorer.warc import is_warc, warc_lines
from portval.explorer.word_html import inline_markdown
from portval.explorer.xliff import is_xliff

ORG = """#+TITLE: Porting notes: megatron.x.y
#+AUTHOR: someone
* Summary
:PROPERTIES:
:PHASE: before_train
:END:
- The condition does *not* look at =enable_primus_turbo=; set ~use_x: true~.
| param | op | value |
|-------+----+-------|
| a     | == | 1     |
#+BEGIN_SRC python
x = "=kept="
#+END_SRC
"""

ADOC = """= Porting `megatron.x.y`
:toc: left

== Patch logic
Phase:: `before_train`

[source,python]
----
te_ext._get_workspace = helper
----

|===
| Param | Op | Value

| `a` | `==` | `1`
|===
"""


def test_every_line_keeps_its_number():
    for text in (ORG, ADOC):
        assert len(as_markdown(text).split("\n")) == len(text.split("\n"))


def test_org_headings_drawers_code_tables_and_blocks_become_markdown():
    lines = as_markdown(ORG).split("\n")
    assert lines[0] == "# Porting notes: megatron.x.y" and lines[1] == ""  # the title a heading, the author nothing
    assert lines[2] == "## Summary"
    assert lines[3] == "" and lines[4] == "PHASE: before_train" and lines[5] == ""  # a drawer's property is a field line
    assert "look at `enable_primus_turbo`; set `use_x: true`." in lines[6]
    assert lines[8] == "|-------|----|-------|"  # org's rule, Markdown's delimiter row
    assert lines[10:13] == ["```python", 'x = "=kept="', "```"]  # code is left as written


def test_asciidoc_titles_labels_blocks_and_tables_become_markdown():
    lines = as_markdown(ADOC).split("\n")
    assert lines[0] == "# Porting `megatron.x.y`" and lines[1] == ""
    assert lines[3] == "## Patch logic" and lines[4] == "Phase: `before_train`"
    assert lines[6:10] == ["", "```", "te_ext._get_workspace = helper", "```"]
    assert lines[11:16] == ["", "| Param | Op | Value |", "|---|---|---|", "| `a` | `==` | `1` |", ""]


def test_markdown_is_left_as_written():
    text = "# Patch\n\nSet `use_x: true`; a = b == c.\n\n----\n\n* a list item\n"
    assert as_markdown(text) == text


def test_a_pasted_spreadsheet_of_facts_reads_as_one_field_line_a_row():
    text = (
        "# x.y tracker export\n\nfield,value,notes\n"
        'site,a.b.WeightGradStore.__init__,"-> _primus_init. NOT a site at this commit"\n'
        "phase,before_train,\naliases,,none needed\n\nFree text after.\n"
    )
    lines = as_markdown(text).split("\n")
    assert lines[2] == ""  # the column names
    # The notes stay in the row's sentence, which they qualify; the names are code, never Markdown emphasis.
    assert lines[3] == "site: `a.b.WeightGradStore.__init__` [note: -> `_primus_init`, NOT a site at this commit]"
    assert lines[4] == "phase: `before_train`" and lines[5] == "aliases: none needed"
    assert lines[6:] == ["", "Free text after.", ""]


def test_confluence_headings_code_panels_and_tables_become_markdown():
    text = (
        "h1. Porting note\n{info}\nRead from {{main}}.\n{info}\n\n||Item||Value||\n|Patch id|{{megatron.pp.x}}|\n"
        "|Gate|{{a}} *or* {{b}}|note|\n\n{code:python}\nori.X = X\n{code}\n# first step\n"
    )
    lines = as_markdown(text).split("\n")
    assert lines[0] == "# Porting note" and lines[1] == "" and lines[2] == "Read from `main`." and lines[3] == ""
    # A table is the HTML table it stands for, a row a line, so the table readers read its header and its rows.
    assert lines[5] == "<table><tr><th>Item</th><th>Value</th></tr>"
    assert lines[6] == "<tr><td>Patch id</td><td>`megatron.pp.x`</td></tr>"
    assert lines[7] == "<tr><td>Gate</td><td>`a` *or* `b`</td><td>note</td></tr></table>"
    assert lines[9:12] == ["```python", "ori.X = X", "```"] and lines[12] == "1. first step"


def test_jira_struck_text_is_markdowns_and_a_hyphen_a_negative_number_or_an_option_strike_nothing():
    text = "h2. Enable\n{code}\nx\n{code}\n* -The condition reads {{use_x}}.- *Correction:* it does not.\n* non-zero -1 --flag\n"
    lines = as_markdown(text).split("\n")
    assert lines[4] == "* ~~The condition reads `use_x`.~~ *Correction:* it does not."
    assert lines[5] == "* non-zero -1 --flag"


def test_a_mediawiki_page_reads_as_markdown_its_tables_as_html_line_for_line():
    text = (
        "{{Infobox patch\n| id = megatron.te.x\n| phase = before_train\n}}\n'''X''' (patch id <code>megatron.te.x</code>)\n"
        '__TOC__\n== How to enable ==\n{| class="wikitable"\n! Config key !! Value\n|-\n| <code>a.b</code> || <code>true</code>\n|}\n'
        '<syntaxhighlight lang="python">\nm.X = Y\n</syntaxhighlight>\n# first\n## nested\n'
        "{{Correction|That last line is wrong.}}\n[[Category:Primus patches]]\nSee [[Primus patch system|the patch system]].\n"
    )
    lines = as_markdown(text).split("\n")
    assert len(lines) == len(text.split("\n"))
    assert lines[0:4] == ["", "- id: megatron.te.x", "- phase: before_train", ""]
    assert lines[4] == "**X** (patch id `megatron.te.x`)" and lines[5] == "" and lines[6] == "## How to enable"
    # The closing tag stands on the last row's line: Markdown ends an HTML block only at a blank line, so the fence
    # right under the table would otherwise be read as more of it.
    assert lines[7:12] == [
        "<table>",
        "<tr><th>Config key</th><th>Value</th></tr>",
        "<!-- -->",
        "<tr><td>`a.b`</td><td>`true`</td></tr></table>",
        "",
    ]
    assert lines[12:15] == ["```python", "m.X = Y", "```"] and lines[15] == "1. first" and lines[16] == "  1. nested"
    assert lines[17] == "Correction: That last line is wrong." and lines[18] == "" and lines[19] == "See the patch system."


def test_an_all_caps_label_alone_on_its_line_is_a_heading():
    text = "# x cheat sheet\n\nID\n- `megatron.x.y` · phase=before_train\n\nCOMPANION / NOT THIS PATCH\n- `megatron.x.z`\n"
    lines = as_markdown(text).split("\n")
    assert lines[2] == "## ID" and lines[5] == "## COMPANION / NOT THIS PATCH"
    assert as_markdown("Intro.\nNOTE\n- a\n") == "Intro.\nNOTE\n- a\n"  # inside a paragraph it is a word of it


def test_a_paragraph_of_lone_dotted_paths_is_a_list_an_item_a_line():
    mail = "It also swaps these:\n\n  megatron.a.loaders.build\n  `megatron.a.eval.evaluate`\n\nThanks.\n"
    assert as_markdown(mail).split("\n")[2:4] == ["- megatron.a.loaders.build", "- `megatron.a.eval.evaluate`"]
    lead = "It sets:\nmegatron.a.b.C\nmegatron.a.d.C\n"
    assert as_markdown(lead).split("\n")[1:3] == ["- megatron.a.b.C", "- megatron.a.d.C"]
    # One path alone, a path inside a sentence's paragraph, a path in a code block: each left as written.
    for text in (
        "Sites:\n\n  megatron.a.b.C\n\nEnd.",
        "The patch sets\nmegatron.a.b.C\nmegatron.a.d.C\n",
        "Sites:\nmegatron.a.b.C\nmegatron.a.d.C\nand nothing else.",
        "```\nmegatron.a.b.C\nmegatron.a.d.C\n```",
    ):
        assert as_markdown(text) == text


def test_latex_sections_verbatim_items_tables_footnotes_and_comments_become_markdown():
    text = (
        "% a doubt of the author\n\\section{Porting \\texttt{a.b\\_c}}\n\\begin{itemize}\n"
        "  \\item Phase \\texttt{before\\_train}\\footnote{only on ROCm}.\n\\end{itemize}\n"
        "\\begin{tabular}{ll}\nwhat & where \\\\\nimplementation & \\texttt{primus/x.py} \\\\\n\\end{tabular}\n"
        "\\begin{verbatim}\nm.X = Y\n\\end{verbatim}\n"
    )
    lines = as_markdown(text).split("\n")
    assert lines[0] == "> a doubt of the author"  # a comment states nothing of the patch
    assert lines[1] == "# Porting `a.b_c`" and lines[2] == ""
    # The footnote stays in the sentence it qualifies; the item is indented by its list's depth, not the source's.
    assert lines[3] == "- Phase `before_train` [note: only on ROCm]."
    assert lines[5:8] == ["", "", "implementation: `primus/x.py`"]  # the header row names the columns
    assert lines[9:12] == ["```", "m.X = Y", "```"]


def test_html_details_code_and_labels_outside_tables_become_markdown():
    text = (
        "# <kbd>megatron.x.y</kbd> notes\n\n<details>\n<summary><b>2. Patch logic</b></summary>\n\n"
        "<b>Style:</b> function wrapping of <code>m.f</code>, when <code>a &gt; 1</code>.<br>\n<ul>\n<li>it re-reads <code>b</code>;</li>\n</ul>\n"
        "</details>\n\n| a | b<br>c |\n|---|---|\n"
    )
    lines = as_markdown(text).split("\n")
    assert lines[0] == "# `megatron.x.y` notes" and lines[2] == ""
    assert lines[3] == "**2. Patch logic**"  # a bold line opens the part; a heading would end the section around it
    assert lines[5] == "**Style:** function wrapping of `m.f`, when `a > 1`."
    assert lines[6:9] == ["", "- it re-reads `b`;", ""] and lines[9] == ""
    assert lines[11] == "| a | b<br>c |"  # a table's cell keeps its own line breaks for the table reader


REPORT_DIFF = """v2 corrects v1.

```diff
--- report_v1.md
+++ report_v2.md
@@ -1,4 +1,4 @@
 ## Patch logic
-- Phase: `setup`.
+- Phase: `before_train`.
 - Style: binding_replacement.
```
"""


def test_a_diff_between_two_versions_of_a_report_reads_as_its_new_version_line_for_line():
    assert as_markdown(REPORT_DIFF).split("\n") == [
        "v2 corrects v1.",
        "",
        "",
        "",
        "",
        "",
        "## Patch logic",
        "",
        "- Phase: `before_train`.",
        "- Style: binding_replacement.",
        "",
        "",
    ]


GRID = """==== SITES ====
+---------+---------+
| binding | rebound |
+=========+=========+
| `a.b.c` | yes     |
+---------+---------+
| `a.b.d` | no      |
+---------+---------+
(2 rows)
"""


def test_a_console_grid_table_reads_as_a_markdown_table_line_for_line():
    assert as_markdown(GRID).split("\n") == [
        "==== SITES ====",
        "",
        "| binding | rebound |",
        "|---|---|",
        "| `a.b.c` | yes     |",
        "| | |",
        "| `a.b.d` | no      |",
        "",
        "(2 rows)",
        "",
    ]


GHERKIN = """# Notes on `megatron.x.y`

```gherkin
# The handler is in primus/x.py.
Feature: megatron.x.y rewrites the data paths

  Scenario: a string becomes a list
    Given args.data_path is "a b"
    Then it is ["a", "b"]
    # An empty string gives [],
    # not None.

  @not-this-patch @retracted
  Scenario: mock data (the companion megatron.x.mock)
    # It forces tokenizer_type = "NullTokenizer".
    Given mock_data is true
```

Summary: it rewrites four fields.
"""


def test_a_gherkin_spec_reads_as_headings_items_and_prose_and_its_tags_head_its_scenario():
    assert as_markdown(GHERKIN).split("\n") == [
        "# Notes on `megatron.x.y`",
        "",
        "",
        "The handler is in primus/x.py.",
        "## Feature: megatron.x.y rewrites the data paths",
        "",
        "### Scenario: a string becomes a list",
        '- Given args.data_path is "a b"',
        '- Then it is ["a", "b"]',
        "An empty string gives [],",
        "not None.",
        "",
        "",
        "### not this patch, retracted: Scenario: mock data (the companion megatron.x.mock)",
        'It forces tokenizer_type = "NullTokenizer".',
        "- Given mock_data is true",
        "##",  # the spec's end closes its last scenario: the summary below is no part of it
        "",
        "Summary: it rewrites four fields.",
        "",
    ]


def test_a_gherkin_spec_pasted_bare_is_read_from_its_feature_line_and_a_report_without_one_is_left_as_written():
    bare = GHERKIN.replace("```gherkin\n", "").replace("```\n", "")
    lines = as_markdown(bare).split("\n")
    assert lines[2] == "# The handler is in primus/x.py."  # above the spec, Markdown's heading
    assert lines[3] == "## Feature: megatron.x.y rewrites the data paths" and lines[8] == "An empty string gives [],"
    # "Feature:" and "Scenario:" as labels of a report with no Given step are no spec.
    labels = "# `megatron.x.y`\n\nFeature: rewrites paths\n\nScenario: one string\n\n    x = 1\n"
    assert as_markdown(labels) == labels


GIT_LOG = """```
$ git log --stat port/x
commit 5c1e09b7a4d2f8e6130b9c7d2a5e4f81d0c3b6a9
Author: A Writer <a@example.com>
Date:   Thu Sep 3 16:12:40 2026 +0200

    Revert "port: rebind a.b.f"

    This reverts commit 7be4a90c2d18f63e5a0b9d4c1e7f2a38b6d05c9e.
    The patch rebinds no upstream
    symbol at all.

        x = 1

 myfork/patches/x.py | 14 +-------------
 1 file changed, 1 insertion(+), 13 deletions(-)

commit 7be4a90c2d18f63e5a0b9d4c1e7f2a38b6d05c9e
Author: A Writer <a@example.com>
Date:   Thu Sep 3 11:20:48 2026 +0200

    port: rebind a.b.f
```
"""


def test_a_git_log_reads_as_a_heading_a_commit_its_message_as_prose_and_a_reverted_commit_as_superseded():
    assert as_markdown(GIT_LOG).split("\n") == [
        "",
        "",
        "",
        "",
        "",
        "",
        '### Commit: Revert "port: rebind a.b.f"',
        "",
        "This reverts commit 7be4a90c2d18f63e5a0b9d4c1e7f2a38b6d05c9e.",
        "The patch rebinds no upstream",
        "symbol at all.",
        "",
        "    x = 1",  # code within a message stays code
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "### Reverted commit: port: rebind a.b.f",
        "",
        "",
    ]


NOTEBOOK = """{
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": [
    "# `megatron.x.y`\\n",
    "It rebinds `megatron.core.a.f`."
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "True\\n"
     ]
    }
   ],
   "source": "print(x == \\"a\\")"
  }
 ],
 "nbformat": 4
}"""


def test_a_notebooks_json_reads_as_its_cells_line_for_line():
    assert as_markdown(NOTEBOOK).split("\n") == [
        *[""] * 6,
        "# `megatron.x.y`",
        "It rebinds `megatron.core.a.f`.",
        *[""] * 10,
        "```",  # the output's text, fenced
        "True",
        "```",
        "",
        "",
        'print(x == "a")',  # a source written as one string, on its own line
        *[""] * 4,
    ]


XML = """<?xml version="1.0"?>
<patch id="megatron.x.y" backend="megatron"
       phase="setup">
  <style value="function_wrapping">keeps the original</style>
  <!-- retracted: "it sets X=1" -->
  <sites>
    <site line="10">megatron.core.a.f</site>
    <site rejected="true">megatron.core.a.g</site>
  </sites>
  <companion this-patch="false">
    It rebinds megatron.core.b.h.
  </companion>
</patch>"""


def test_an_xml_report_reads_as_sections_and_items_its_attributes_in_words():
    assert as_markdown(XML).split("\n") == [
        "",
        "## patch (id: megatron.x.y, backend: megatron, phase: setup)",  # a tag over two lines, read as one
        "",
        "- style: function_wrapping: keeps the original",
        "",  # a comment is what the writer kept out
        "## sites",
        "- site (line: 10): megatron.core.a.f",
        "- Not true: site (rejected: true): megatron.core.a.g",
        "##",
        "## Not this patch: companion (this-patch: false)",
        "It rebinds megatron.core.b.h.",
        "##",
        "##",
    ]


BOXES = """══ PATCH ══
┌────┬─────────────┬───┐
│ id │ megatron.x.y │ ✓ │
└────┴─────────────┴───┘
══ NOT THIS PATCH ══
┌───┬───────────────┬──────────┐
│ ✗ │ megatron.x.z  │ another  │
│   │               │ backend  │
└───┴───────────────┴──────────┘"""


def test_box_drawn_tables_read_as_the_statements_of_their_rows_and_banners_as_headings():
    assert as_markdown(BOXES).split("\n") == [
        "## PATCH",
        "",
        "- id: megatron.x.y",  # a ✓ says the row holds
        "",
        "## NOT THIS PATCH",
        "",
        "- Not true: megatron.x.z: another backend",  # a ✗ denies it; the row's next line joins its cells
        "",
        "",
    ]


def test_a_name_a_line_break_hyphenated_is_made_whole_on_its_first_line():
    pdf = "It rebinds torchtitan.components.quantization.float8.Float8LinearCon-\nverter. That is all.\nA well-\nknown word stays.\n"
    assert as_markdown(pdf).split("\n") == [
        "It rebinds torchtitan.components.quantization.float8.Float8LinearConverter.",
        "That is all.",
        "A well-",  # a word of prose keeps its hyphen and its line
        "known word stays.",
        "",
    ]


def test_a_report_of_many_blank_lines_reads_in_linear_time():
    """A pattern searched over the whole report that lets a blank after ^ run over newlines tries again from every
    line: 20,000 blank lines took seconds (50,000 took 40 s). Read in linear time they take a few milliseconds."""
    import time

    for head in ('<a b="1">', '{\n "cells": [', "# Notes"):
        report = head + "\n" + " \n" * 20_000 + "end"
        started = time.perf_counter()
        assert len(as_markdown(report).split("\n")) == len(report.split("\n"))
        assert time.perf_counter() - started < 2.0, head


def test_a_page_of_many_comments_that_is_no_svg_reads_in_linear_time():
    """WordPress writes a comment before and after every block: a search that lets one comment's match run on into the
    next took minutes on such a page before it found no <svg> root."""
    import time

    page = '<?xml version="1.0"?>\n' + "<!-- generator -->\n" * 3 + "<rss><channel><item><content><![CDATA[\n"
    page += "<!-- wp:paragraph -->\n<p>It rebinds a thing.</p>\n<!-- /wp:paragraph -->\n" * 40 + "]]></content></item></channel></rss>\n"
    started = time.perf_counter()
    assert len(as_markdown(page).split("\n")) == len(page.split("\n"))
    assert time.perf_counter() - started < 2.0


def test_a_tab_separated_spreadsheet_reads_as_an_html_table_a_continued_row_under_its_aspect():
    text = "Intro line\nAspect\tFinding\tConfidence\nPhase\tbefore_train\thigh\n\talso a.b.c\tmedium\nAfter\n"
    lines = as_markdown(text).split("\n")
    assert lines[0] == "Intro line" and lines[4] == "After"
    assert lines[1] == "<table><tr><th>Aspect</th><th>Finding</th><th>Confidence</th></tr>"
    assert lines[2] == "<tr><td>Phase</td><td>`before_train`</td><td>high</td></tr>"
    assert lines[3] == "<tr><td>Phase</td><td>also `a.b.c`</td><td>medium</td></tr></table>"


def test_a_textile_page_reads_as_markdown_its_table_as_html_and_its_code_kept_whole():
    text = (
        "h1. Notes\n\n|_. item |_. value |\n| phase | @before_train@ |\n\n"
        "* @a.TELinear.__init__@ -> @new_init@\n-It also replaces @a._get@ for good.-\n\n"
        "bc. x = 1\ny = 2\n\np(note). Captured once.\n# first\n"
    )
    lines = as_markdown(text).split("\n")
    assert len(lines) == len(text.split("\n"))
    assert lines[0] == "# Notes"
    assert lines[2] == "<table><tr><th>item</th><th>value</th></tr>"
    assert lines[3] == "<tr><td>phase</td><td>`before_train`</td></tr></table>"
    assert lines[5] == "* `a.TELinear.__init__` -> `new_init`"
    assert lines[6] == "~~It also replaces `a._get` for good.~~"
    assert lines[8:10] == ["    x = 1", "    y = 2"]
    assert lines[11] == "Note: Captured once." and lines[12] == "1. first"


def test_a_doxygen_block_loses_its_frame_and_its_tags_become_labels_line_for_line():
    text = (
        "/**\n * @file a.h\n * @brief Swaps `a.B` for `C`.\n *\n * @param use_x  Must be true.\n"
        " * @see megatron.x.z - not part of this patch;\n *      its gate does not apply here.\n"
        " * @code\n *   a.B = C\n * @endcode\n */\n"
    )
    lines = as_markdown(text).split("\n")
    assert len(lines) == len(text.split("\n"))
    assert lines[0] == "" and lines[1] == "File: a.h" and lines[2] == "Summary: Swaps `a.B` for `C`." and lines[3] == ""
    assert lines[4] == "- `use_x`: Must be true."
    assert lines[5] == "See also: megatron.x.z - not part of this patch;" and lines[6] == "its gate does not apply here."
    assert lines[7:10] == ["```", "  a.B = C", "```"] and lines[10] == ""


JEKYLL = """---
layout: post
title: "Why megatron.x.y swaps the module"
tags: [primus/patch, bf16]
excerpt: "One of the two patches in x_patches.py."
---

Intro.
* TOC
{:toc}

{% highlight python linenos %}
@register_patch(
    "megatron.x.y",
    phase="before_train",
)
{% endhighlight %}

{: .warning }
No Turbo here.
"""


def test_a_jekyll_post_reads_its_title_and_excerpt_its_highlight_blocks_as_code_and_drops_liquid_and_kramdown_marks():
    assert as_markdown(JEKYLL).split("\n") == [
        "",
        "",
        "# Why megatron.x.y swaps the module",
        "",  # tags say nothing of the patch
        "One of the two patches in x_patches.py.",
        "",
        "",
        "Intro.",
        "* TOC",
        "",
        "",
        "```python",
        "@register_patch(",
        '    "megatron.x.y",',
        '    phase="before_train",',
        ")",
        "```",
        "",
        "",
        "No Turbo here.",
        "",
    ]


def test_a_thematic_break_before_prose_is_no_front_matter():
    text = "---\nThe patch rebinds `megatron.core.a.f`.\n---\n"
    assert as_markdown(text) == text


SLACK = """[
    {
        "user": "U1",
        "ts": "1755849117.000100",
        "text": "*Patch id:* `megatron.x.y`\\n• rebinds `megatron.core.a.f`\\nsee <https://example.com/pr/1|the PR>; ~build_args~ before_train"
    }
]"""


def test_a_chat_export_reads_each_message_on_its_line_in_markdown_marks_and_no_timestamp():
    assert as_markdown(SLACK).split("\n") == [
        "",
        "",
        "",
        "",
        "**Patch id:** `megatron.x.y`; rebinds `megatron.core.a.f`; see the PR; ~~build_args~~ before_train",
        "",
        "",
    ]


def test_a_notion_callout_reads_as_the_paragraphs_it_holds():
    text = "Intro `a`.\n\n<aside>\n⚠️ **Correction**: the phase is `setup`.\n\n</aside>\n"
    assert as_markdown(text).split("\n") == ["Intro `a`.", "", "", "⚠️ **Correction**: the phase is `setup`.", "", "", ""]


WORD = """Porting notes

1. Summary
This note describes the patch.
\t•\tPatch id: megatron.x.y
\t•\tBackend: megatron
2.1 Upstream symbol
The replaced object is megatron.core.a.f.
"""


def test_a_word_processors_plain_text_reads_its_bullets_as_items_and_its_numbered_titles_as_headings():
    assert as_markdown(WORD).split("\n") == [
        "Porting notes",
        "",
        "## 1 Summary",
        "This note describes the patch.",
        "- Patch id: megatron.x.y",
        "- Backend: megatron",
        "### 2.1 Upstream symbol",
        "The replaced object is megatron.core.a.f.",
        "",
    ]


def test_a_trac_page_reads_its_code_blocks_and_its_tables_line_for_line():
    text = (
        "= X =\n== Patch ==\n||'''Binding'''||'''Rebound?'''||\n||`a.b.c`||yes||\n||`a.b.d`||no||\n\n"
        "{{{\n#!yaml\nuse_x: true\n}}}\nSee '''here'''.\n"
    )
    lines = as_markdown(text).split("\n")
    assert len(lines) == len(text.split("\n"))
    assert lines[2:5] == [
        "<table><tr><th>**Binding**</th><th>**Rebound?**</th></tr>",
        "<tr><td>`a.b.c`</td><td>yes</td></tr>",
        "<tr><td>`a.b.d`</td><td>no</td></tr></table>",
    ]
    assert lines[6:10] == ["```yaml", "", "use_x: true", "```"] and lines[10] == "See **here**."


TOML_REGISTRY = '''# registry of explored patches
[meta]
file = "primus/backends/megatron/patches/x_patches.py"

[patch."megatron.x.own"]
description = "Skip the kernel build (ROCm)"   # :23
phase = "before_train"

[patch."megatron.x.own".upstream]
symbol = "megatron.a.f"
warnings = [
  "no f; skipping",  # :39
]
flags = {}

[[not_this_patch]]
# It rebinds megatron.a.g.
id = "megatron.x.other"
'''


def test_a_toml_registry_reads_as_tables_of_items_with_unquoted_values():
    lines = as_markdown(TOML_REGISTRY).split("\n")
    assert lines[:17] == [
        "- registry of explored patches",
        "## meta",
        "- file: `primus/backends/megatron/patches/x_patches.py`",
        "",
        "## patch `megatron.x.own`",
        '- description: "Skip the kernel build (ROCm)" — :23',
        "- phase: `before_train`",
        "",
        "## patch `megatron.x.own` upstream",
        "- symbol: `megatron.a.f`",
        "- warnings:",
        '  "no f; skipping" — :39',
        "",
        "- flags: none",
        "",
        # An entry of an array of tables that names its patch below: the heading names it, so its section is that patch's.
        "## not this patch `megatron.x.other`",
        "- It rebinds megatron.a.g.",
    ]
    assert len(lines) == len(TOML_REGISTRY.split("\n"))


def test_an_ini_file_and_a_single_table_are_no_toml_registry():
    from portval.explorer.config_text import is_toml

    assert not is_toml("[registry]\ngroup = megatron turbo\n[patch]\nid = x\n")  # bare words do not parse as TOML
    assert not is_toml('[patch]\nid = "megatron.x.own"\n')
    assert is_toml(TOML_REGISTRY)


BBCODE = """[b]Re: how does it hook in?[/b]
The patch is registered as [code]torchtitan.x.own[/code], [i]I think[/i].
[list]
[*]It rebinds [code]torchtitan.a.f[/code].
[/list]
[code]
m.f = g
[/code]
[quote="mbrandt"]
Phase: it is [b]setup[/b], see [url=https://example.org]the registry[/url].
[/quote]
"""


def test_a_bbcode_post_reads_its_tags_as_markdown_and_a_quote_as_a_part_of_its_own():
    assert as_markdown(BBCODE).split("\n") == [
        "## Re: how does it hook in?",
        "The patch is registered as `torchtitan.x.own`, *I think*.",
        "",
        "- It rebinds `torchtitan.a.f`.",
        "",
        "```",
        "m.f = g",
        "```",
        "## mbrandt wrote:",
        "Phase: it is **setup**, see the registry.",
        "",
        "",
    ]


TEAM_YAML = """# ledger for one patch
ledger_entry:
  registered_as: megatron.x.own   # line 286
  backend: megatron
  one_liner: >
    Wraps train() so that every stage warms up.
what_gets_swapped:
  - attr: megatron.a.train
    line: 335            # a.train = wrapper
  not_ours:
    - attr: megatron.a.train_step
      why: |
        Another patch wraps it.
  - |
    A block item.
"""


def test_a_yaml_document_of_the_writers_own_keys_reads_as_sections_of_items():
    from portval.explorer.config_text import is_yaml_document

    assert is_yaml_document(TEAM_YAML)  # it does not load as YAML (a key after a list at its depth): its shape decides
    assert as_markdown(TEAM_YAML).split("\n") == [
        "- ledger for one patch",
        "## ledger entry",
        "- registered_as: `megatron.x.own` — line 286",
        "- backend: `megatron`",
        "- one_liner:",
        "  Wraps train() so that every stage warms up.",
        "## what gets swapped",
        "- attr: `megatron.a.train`",
        "- line: `335` — a.train = wrapper",
        "### not ours",
        "- attr: `megatron.a.train_step`",
        "- why:",
        "  Another patch wraps it.",
        "-",
        "  A block item.",
        "",
    ]


def test_a_markdown_memo_of_labelled_items_is_no_yaml_document():
    from portval.explorer.config_text import is_yaml_document

    memo = "Summary:\n- Phase: setup\n- Site: `a.f`\n\nRequires:\n- torch\n"
    assert not is_yaml_document(memo)


def test_a_toml_tables_heading_starts_at_its_kind_past_the_tools_prefix():
    audit = (
        '[tool.patch_audit]\naudited = ["megatron.x.own"]\n\n[tool.patch_audit.patches."megatron.x.own".upstream]\n'
        'symbol = "megatron.a.f"\n\n[[tool.patch_audit.not_this_patch]]\nid = "megatron.x.other"\nwhat = "Wraps a.g."\n'
    )
    headings = [line for line in as_markdown(audit).split("\n") if line.startswith("#")]
    assert headings == ["## patch audit", "## patches `megatron.x.own` upstream", "## not this patch `megatron.x.other`"]


YAML_INVENTORY = """# three patches of one directory; only the second is ours
- id: megatron.args.first      # sibling, NOT ours
  registration:
    phase: build_args
  handler: patch_first
- id: megatron.args.own        # the one we port
  description: "Normalize x when given as a string"   # L15
  registration:
    phase: build_args
    condition: none
"""


def test_a_yaml_inventorys_entries_are_headed_by_their_patch_and_their_nested_keys_are_items():
    assert as_markdown(YAML_INVENTORY).split("\n")[1:10] == [
        "## patch `megatron.args.first` — sibling, NOT ours",
        "- registration:",
        "- phase: `build_args`",
        "- handler: `patch_first`",
        "## patch `megatron.args.own` — the one we port",
        '- description: "Normalize x when given as a string" — L15',
        "- registration:",
        "- phase: `build_args`",
        "- condition: `none`",
    ]


def test_a_block_comment_on_lines_of_its_own_is_blank():
    hcl = 'resource "audit" "own" {\n  patch_id = "megatron.x.own"\n}\n/*\nresource "audit" "other" {\n  flags = { x = false }\n}\n*/\n'
    assert as_markdown(hcl).split("\n")[3:8] == ["", "", "", "", ""]


def test_a_percent_format_scripts_markdown_cells_read_as_markdown_and_its_code_cells_as_code():
    script = (
        "# %% [markdown]\n# # Notes on `megatron.x.own`\n#\n# Also not ours: `megatron.x.other` rewrites `a.f` with\n"
        "# `use_gate=False` on ROCm.\n\n# %%\nimport ast\nprint(1)\n\n# %% [markdown]\n# Done.\n"
    )
    lines = as_markdown(script).split("\n")
    assert lines[:5] == ["", "# Notes on `megatron.x.own`", "", "Also not ours: `megatron.x.other` rewrites `a.f` with", "`use_gate=False` on ROCm."]
    assert lines[6:10] == ["```python", "import ast", "print(1)", ""]
    assert lines[10:12] == ["```", "Done."]


def test_a_chat_copied_as_text_is_a_message_an_item_and_a_starred_word_strikes_the_message_it_corrects():
    chat = (
        "[03/12/2026, 10:18:01] Priya: phase: before_train, same as the rest\n"
        "[03/12/2026, 10:18:20] Li: 👍\n"
        "[03/12/2026, 10:18:52] Priya: *build_args\n"
        "[03/12/2026, 10:24:48] Priya: it rewrites\nargs.data_path\n"
    )
    assert as_markdown(chat).split("\n") == [
        "- ~~phase: before_train, same as the rest~~",
        "- 👍",
        "- *build_args",
        "- it rewrites",
        "args.data_path",
        "",
    ]


def test_an_outliners_page_reads_as_sections_and_a_block_marked_not_this_patch_or_called_wrong_says_so():
    page = (
        "title:: Notes - maxtext.train\nstatus:: draft\n\n"
        "- First pass\n  id:: 66a1f0c2-5b1e-4c77-9a10-3d2e8f4b7c01\n\t- Applied in `build_args`.\n"
        "- Corrections\n\t- ((66a1f0c2-5b1e-4c77-9a10-3d2e8f4b7c01)) is wrong about the phase.\n"
        "- Sibling patches #not-this-patch\n\t- [[maxtext.logger]] rebinds `max_logging.log`.\n"
        "- TODO Port checklist\n\t- TODO check [[Primus]] for `x.y`\n\t\t- DONE nested\n"
    )
    assert as_markdown(page).split("\n") == [
        "# Notes - maxtext.train",
        "- status: draft",
        "",
        "## Retracted: First pass",
        "",
        "- Applied in `build_args`.",
        "## Corrections",
        "- “First pass” is wrong about the phase.",
        "## Not this patch: Sibling patches",
        "- `maxtext.logger` rebinds `max_logging.log`.",
        "## Open question: Port checklist",
        "- Open question: check Primus for `x.y`",
        "  - nested",
        "",
    ]


def test_a_roff_manual_page_reads_as_sections_with_literal_names_as_code():
    page = (
        '.\\" a comment\n.TH X 7\n.SH NAME\nmegatron.x.own \\- route \\fBargs.save\\fR to \\fIroot\\fR\n.SH OPTIONS\n'
        ".TP\n.B save\nOnly when \\fBsave\\fR is set.\n.nf\n.B \"    phase=\\(dqbuild_args\\(dq,\"\n.fi\n"
        ".SH SEE ALSO\n.BR register_patch (3),\n"
    )
    assert as_markdown(page).split("\n") == [
        "",
        "",
        "## NAME",
        "megatron.x.own - route `args.save` to root",
        "## OPTIONS",
        "",
        "- `save`:",
        "Only when save is set.",
        "```",
        '    phase="build_args",',
        "```",
        "## SEE ALSO",
        "`register_patch`(3),",
        "",
    ]


def test_a_mailboxs_separators_and_headers_are_blank_and_its_first_subject_titles_it():
    mbox = (
        "From wei@example.com Mon Aug 24 09:14:22 2026\nFrom: Wei <wei@example.com>\n"
        "Subject: notes on megatron.args.hsdp\nMessage-ID: <1@example.com>\nMIME-Version: 1.0\n\nHi,\n\n"
        "To: summarize, it is a config rewrite.\n\n"
        "From marta@example.com Mon Aug 24 11:02:51 2026\nSubject: Re: notes on megatron.args.hsdp\n"
        "In-Reply-To: <1@example.com>\n\n> Hi,\n"
    )
    assert as_markdown(mbox).split("\n") == [
        "",
        "",
        "# notes on megatron.args.hsdp",
        "",
        "",
        "",
        "Hi,",
        "",
        "To: summarize, it is a config rewrite.",
        "",
        "",
        "",
        "",
        "",
        "> Hi,",
        "",
    ]


def test_a_meetings_captions_read_as_one_item_a_turn_with_the_cues_between_joined():
    vtt = (
        "WEBVTT\n\nNOTE recorded\n\n1\n00:00:00.000 --> 00:00:04.200\n<v Priya>before_train is\n\n"
        "2\n00:00:04.200 --> 00:00:09.800\n<v Priya>the profiler patch, not this one.\n\n"
        "3\n00:00:09.800 --> 00:00:14.100\n<v Dana>No.\n"
    )
    assert as_markdown(vtt).split("\n") == [
        "", "", "", "", "", "", "- before_train is", "\u00a0", "\u00a0", "\u00a0", "the profiler patch, not this one.",
        "", "", "", "- No.", "",
    ]


def test_a_ci_logs_lines_are_items_its_groups_headings_and_its_annotations_their_messages():
    log = "\n".join(
        f"2026-12-03T10:14:0{n}.1234567Z {words}"
        for n, words in enumerate(
            (
                "##[group]enable condition",
                "[explore] patch id ........... megatron.x.own",
                "::warning file=a.py,line=3::Third site suspected",
                "::notice::It applies only when `x` is set.",
                "##[endgroup]",
            )
        )
    )
    assert as_markdown(log).split("\n") == [
        "## enable condition",
        "- patch id: megatron.x.own",
        "- Warning: Third site suspected",
        "- It applies only when `x` is set.",
        "",
    ]


def test_a_run_log_as_gh_prints_it_keeps_the_markdown_a_step_printed():
    lines = (
        ("Set up job", "Current runner version: '2.325.0'"),
        ("Set up job", "##[group]Operating System"),
        ("Set up job", "##[endgroup]"),
        ("Run explorer", "- open primus/backends/megatron/patches/x_patches.py"),
        ("Run explorer", "# Deep-dive: `megatron.x.own`"),
        ("Run explorer", ""),
        ("Run explorer", "## 2. Patch logic"),
        ("Run explorer", "- Phase: `before_train`"),
        ("Upload report", "  name: patch-report-megatron.x.own"),
    )
    # `gh run view --log`: the job's and the step's names, a tab after each, before the stamp; the byte order mark first.
    log = "\n".join(f"explore (megatron.x.own)\t{step}\t2025-06-12T14:02:5{n}.8154820Z {words}" for n, (step, words) in enumerate(lines))
    log = log.replace("\t2025", "\t\ufeff2025", 1)
    assert as_markdown(log).split("\n") == [
        "Current runner version: '2.325.0'",
        "## Operating System",
        "",
        "- open primus/backends/megatron/patches/x_patches.py",
        "# Deep-dive: `megatron.x.own`",
        "",
        "## 2. Patch logic",
        "- Phase: `before_train`",
        "- name: patch-report-megatron.x.own",
    ]
    # The artifact's name holds the id, hyphenated: no id of a patch.
    assert extract(log, None, "run.log").facts["feature.id"].value == "megatron.x.own"


def test_a_change_as_jujutsu_shows_it_reads_its_description_as_prose():
    shown = (
        "Commit ID: 4e9a1c07b3d25f86e0c4a7b19d3f52e8a6c01b7d\n"
        "Change ID: vrknlwtpqzmoxsyuktmrlpnwzqsyvkox\n"
        "Bookmarks: port/sdma\n"
        "Author   : Mei L <mei@example.dev> (2025-06-12 14:03:51)\n"
        "Committer: Mei L <mei@example.dev> (2025-06-12 16:47:09)\n"
        "\n"
        "    patches: port megatron.x.own\n"
        "\n"
        "    ## Neighbouring patches (not ported here)\n"
        "\n"
        "    - megatron.x.other wraps `megatron.a.g`, and needs PyTorch >= 2.12.\n"
    )
    # Indented by four, the description would be a code block: its headings and list items would scope nothing.
    assert as_markdown(shown).split("\n") == [
        "", "", "", "", "", "", "### Commit: patches: port megatron.x.own", "", "## Neighbouring patches (not ported here)", "",
        "- megatron.x.other wraps `megatron.a.g`, and needs PyTorch >= 2.12.", "",
    ]


def test_a_tracker_csv_export_reads_as_its_long_cells_words_with_the_summary_heading_the_description():
    export = (
        'Issue key,Summary,Status,Description,Comment\n'
        'PRIM-1,Port megatron.x.own,Open,"h3. Context\nPatch id is {{megatron.x.own}}, ""phase"" before_train.",'
        '"19/Aug/26 10:12 AM;mchen;Looked at it.\nFine."\n'
    )
    assert as_markdown(export).split("\n") == [
        "",
        "## Port megatron.x.own",
        'Patch id is `megatron.x.own`, "phase" before_train. Looked at it.',
        "Fine.",
        "",
    ]


def test_a_google_style_module_docstring_reads_as_sections_of_items_and_see_also_is_another_patchs():
    module = (
        '"""Primus patch ``megatron.x.own``.\n\nAttributes:\n    upstream_symbol (str): The upstream symbol is\n'
        "        ``megatron.a.f``.\n\nTodo:\n    * Confirm the phase.\n\nSee Also:\n    ``megatron.x.other``:\n"
        '        Not this patch.\n"""\n'
    )
    assert as_markdown(module).split("\n") == [
        "Primus patch `megatron.x.own`.",
        "",
        "## Attributes",
        "- upstream_symbol (str): The upstream symbol is",
        "  `megatron.a.f`.",
        "",
        "## Open questions",
        "- Confirm the phase.",
        "",
        "## See also",
        "- `megatron.x.other`:",
        "  Not this patch.",
        "",
        "",
    ]


def test_a_telegram_export_blanks_its_headers_and_a_reply_taking_a_message_back_strikes_it():
    chat = (
        "Dana, [03.12.2026 10:34]\n[In reply to Mikhail]\nyes, it sets delay_wgrad_compute=True\n\n"
        "Mikhail, [03.12.2026 10:40]\nok\n\n"
        "Dana, [03.12.2026 10:41]\n[In reply to Dana]\nscratch that, I was reading the docstring.\n"
    )
    assert as_markdown(chat).split("\n") == [
        "", "", "~~yes, it sets delay_wgrad_compute=True~~", "", "", "ok", "", "", "",
        "scratch that, I was reading the docstring.", "",
    ]


def test_a_confluence_storage_page_reads_its_headings_paragraphs_and_code_macro():
    page = (
        "<h2>Sites</h2>\n<p>It rebinds <code>megatron.a.f</code>.</p>\n"
        '<ac:structured-macro ac:name="code">\n<ac:parameter ac:name="language">python</ac:parameter>\n'
        "<ac:plain-text-body><![CDATA[x = 1\ny = 2]]></ac:plain-text-body>\n</ac:structured-macro>\n"
    )
    assert as_markdown(page).split("\n") == ["## Sites", "It rebinds `megatron.a.f`.", "", "```", "x = 1", "y = 2", "```", ""]


def test_a_discord_json_export_puts_each_messages_content_on_its_line_and_a_reply_taking_it_back_strikes_it():
    export = (
        '{\n  "guild": {"name": "g"},\n  "messages": [\n    {\n      "id": "1",\n'
        '      "content": "it uses `h2d_stream=True`\\n```py\\nmod.f = g  # line 9\\n```",\n      "reference": null\n    },\n'
        '    {\n      "id": "2",\n      "content": "scratch the H2D bit in my last message",\n'
        '      "reference": {"messageId": "1"}\n    }\n  ]\n}'
    )
    lines = as_markdown(export).split("\n")
    assert lines[5] == "~~it uses `h2d_stream=True`; `mod.f = g`~~"
    assert lines[10] == "scratch the H2D bit in my last message"
    assert [n for n, line in enumerate(lines) if line] == [5, 10]


WORD_HTML = """<html xmlns:w="urn:schemas-microsoft-com:office:word">
<head>
<meta name=Generator content="Microsoft Word 15 (filtered)">
<style>
p.MsoNormal {margin-bottom:8.0pt;}
</style>
</head>
<body lang=EN-US>
<div class=WordSection1>
<h2><span style='mso-bookmark:_Toc2'>1. Patch logic</span></h2>
<p class=MsoNormal>The handler rebinds <span style='font-family:Consolas'>tp_</span><span
style='font-family:Consolas'>group</span>, imported inside a <span style='font-family:
Consolas'>try</span><a class=msocomanchor href="#_msocom_1">[A1]</a>.</p>
<p class=MsoListParagraph><span style='font-family:Symbol'>&#183;<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span>A <s>struck</s> item.</p>
<table class=MsoTableGrid border=1
 style='border-collapse:collapse'>
 <tr>
  <td width=168 valign=top style='width:126.0pt;
  padding:0in'>
  <p class=MsoNormal><b>Item</b></p>
  </td>
  <td><p class=MsoNormal><b>Value</b></p></td>
 </tr>
</table>
</div>
<div style='mso-element:comment-list'><br clear=all>
<p class=MsoCommentText>M.: Not <span style='font-family:Consolas'>build_args</span>.</p>
</div>
</body>
</html>
"""


def test_a_word_filtered_html_page_reads_each_paragraph_on_its_first_line_and_its_comments_apart():
    lines = as_markdown(WORD_HTML).split("\n")
    assert len(lines) == len(WORD_HTML.split("\n"))
    assert not any(line.strip() for line in lines[:8])  # the head: its style sheet and metadata
    assert lines[9] == "## 1. Patch logic"
    assert lines[10] == "The handler rebinds `tp_group`, imported inside a `try`."
    assert lines[11] == lines[12] == ""
    assert lines[13] == "- A ~~struck~~ item."
    assert lines[16].strip() == "<tr><td>**Item**</td><td>**Value**</td></tr>"
    assert all(line.strip(" \t") for line in lines[14:24])  # no line Markdown takes for blank: the table stays one block
    assert lines[25] == "## Comments"
    assert lines[26] == "- Comment: M.: Not `build_args`."


NOTES_HTML = """<!DOCTYPE html>
<html>
<head>
<meta name="generator" content="Notes">
<style type="text/css">
tt { font-family: Menlo, monospace; }
</style>
</head>
<body>
<div><div><h1>A note</h1></div>
<div><br></div>
<div><b>What it is</b></div>
<div>Patch id <tt>megatron.x.own</tt>.</div>
<div>Phase: <s>setup</s> <tt>build_args</tt></div>
<div><ul>
<li>rebinds <tt>megatron.a.f</tt></li>
</ul></div>
</div>
</body>
</html>
"""


def test_a_notes_app_html_export_reads_each_div_as_a_paragraph_of_its_own_and_its_head_as_blank():
    lines = as_markdown(NOTES_HTML).split("\n")
    assert len(lines) == len(NOTES_HTML.split("\n"))
    assert not any(line.strip() for line in lines[:9])  # the head: its style sheet is no prose
    assert lines[9] == "# A note"
    assert lines[11] == "**What it is**"
    # Apart from the label above it: one paragraph, "What it is" would open the sentence that gives the id.
    assert lines[12] == "- Patch id `megatron.x.own`."
    assert lines[13] == "- Phase: ~~setup~~ `build_args`"
    assert lines[15].strip() == "- rebinds `megatron.a.f`"



def test_emphasis_glued_inside_words_reads_as_the_underscores_a_chat_viewer_rendered_as_italics():
    # slack-export-viewer renders a message's "stderr_sink_level" as "stderr<em>sink</em>level".
    line = inline_markdown(
        "Reads stderr<em>sink</em>level, no backend<em>versions= here nor primus</em>versions=; "
        "TrainRuntime.<em>run</em>phase passes it; an <em>emphasised</em> word"
    )
    assert "stderr_sink_level" in line
    assert "backend_versions= here nor primus_versions=" in line
    assert "TrainRuntime._run_phase" in line
    assert "an *emphasised* word" in line


DOKUWIKI = """====== Page ======

^ What ^ Value ^
| Patch id | ''megatron.x.own'' |
| Phase | <del>''setup''</del> |

<WRAP center round important 60%>
**Not this patch's.** ''megatron.x.other'' rebinds ''megatron.b.g''.
</WRAP>

  * an //emphasised// item at [[https://example.com|the wiki]]
"""


def test_a_dokuwiki_page_reads_its_headings_table_and_a_boxed_note_as_a_section_of_its_bold_words():
    lines = as_markdown(DOKUWIKI).split("\n")
    assert lines[0] == "# Page"
    assert lines[2] == "<table><tr><th>What</th><th>Value</th></tr>"
    assert lines[3] == "<tr><td>Patch id</td><td>`megatron.x.own`</td></tr>"
    assert lines[4] == "<tr><td>Phase</td><td>~~`setup`~~</td></tr></table>"
    assert lines[6] == "## Not this patch's"
    assert lines[7] == "`megatron.x.other` rebinds `megatron.b.g`."
    assert lines[8] == "##"
    assert lines[10] == "- an *emphasised* item at the wiki"


ENEX = """<?xml version="1.0" encoding="UTF-8"?>
<en-export application="Evernote" version="10.62.4">
<note>
<title>Patch: megatron.x.own &amp; notes</title>
<note-attributes><author>someone</author></note-attributes>
<content>
<![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<en-note>
<div><b>Phase</b>: <code>build_args</code> writes &lt;exp_root&gt;/x</div>
<div><en-todo checked="true"/>read the handler</div>
</en-note>]]>
</content>
</note>
</en-export>
"""


def test_an_evernote_export_reads_each_notes_title_as_a_heading_and_its_enml_as_paragraphs():
    lines = as_markdown(ENEX).split("\n")
    assert len(lines) == len(ENEX.split("\n"))
    assert lines[3] == "# Patch: megatron.x.own & notes"
    assert not lines[4].strip()  # who wrote it, no fact of the patch
    assert lines[8] == "**Phase**: `build_args` writes &lt;exp_root>/x"  # its "<" escaped: Markdown takes no tag
    assert lines[9] == "- [x] read the handler"


JAVADOC = '''"""
/**
 * Patch {@code megatron.x.own}, handler
 * {@link primus.backends.x#patch_own}. It maps {@code {"DEBUG": 10,
 * "INFO": 20}} to a level.
 *
 * <ul>
 *   <li>phase <b>build_args</b></li>
 * </ul>
 * @throws ValueError on a bad level
 * @see megatron.x.other
 */
"""'''


def test_a_javadoc_block_reads_its_inline_tags_as_code_its_html_as_markdown_and_each_block_tag_as_an_item():
    lines = as_markdown(JAVADOC).split("\n")
    assert lines[0] == lines[1] == lines[-1] == ""
    assert lines[2] == "Patch `megatron.x.own`, handler"
    assert lines[3] == '`primus.backends.x.patch_own`. It maps `{"DEBUG": 10,'
    assert lines[4] == '"INFO": 20}` to a level.'
    assert lines[7].strip() == "- phase **build_args**"
    assert lines[9] == "- Raises: ValueError on a bad level"
    assert lines[10] == "- See also: megatron.x.other"


TEXINFO = """\\input texinfo
@setfilename notes.info
@node Registration
@section Registration
The id is @strong{@code{megatron.x.own}}, at lines 42--48; see @option{--patch}.
@example
@@register_patch("megatron.x.own")
@end example
@cartouche
@table @code
@item megatron.a.f
Bound to Primus's @code{f}.
@end table
@end cartouche
@itemize @bullet
@item
A loader needs @code{eval_iters}.
@end itemize
@quotation Note
A reviewer wrote ``@code{build_args}''.
@end quotation
"""


def test_a_texinfo_chapter_reads_its_sections_code_terms_and_items_as_markdown():
    lines = as_markdown(TEXINFO).split("\n")
    assert lines[:3] == ["", "", ""]  # how the manual is built
    assert lines[3] == "## Registration"
    assert lines[4] == "The id is **`megatron.x.own`**, at lines 42\u201348; see `--patch`."
    assert lines[5:8] == ["```", '@register_patch("megatron.x.own")', "```"]
    assert lines[10] == "- `megatron.a.f`:"
    assert lines[11] == "Bound to Primus's `f`."
    assert lines[16] == "- A loader needs `eval_iters`."
    assert lines[18] == "Note:"
    assert lines[19] == "A reviewer wrote \u201c`build_args`\u201d."


MATTERMOST_JSONL = (
    '{"type": "version", "version": 1}\n'
    '{"type": "channel", "channel": {"team": "infra", "name": "porting"}}\n'
    '{"type": "post", "post": {"user": "alice", "message": "#### Report: `megatron.x.own`\\n\\nIt rebinds `megatron.a.f`.", '
    '"create_at": 1, "replies": [{"user": "bob", "message": "Which phase?", "create_at": 2}]}}\n'
)


def test_a_chat_exported_as_json_lines_puts_each_post_and_its_replies_on_its_line_and_no_json_key():
    lines = as_markdown(MATTERMOST_JSONL).split("\n")
    assert lines[:2] == ["", ""]  # the export's version and its channel
    # The message's heading is one of its phrases, not a heading over the whole post.
    assert lines[2] == "Report: `megatron.x.own`; It rebinds `megatron.a.f`. Reply from bob: Which phase?"


GH_ISSUE = """{
  "author": {"login": "kv"},
  "body": "### Summary\\n\\nPort `megatron.x.own`.",
  "comments": [
    {
      "author": {"login": "mh"},
      "body": "That bullet is wrong."
    }
  ],
  "title": "Port megatron.x.own"
}"""


def test_an_issue_as_a_trackers_json_reads_its_title_body_and_comments_each_on_its_line():
    lines = as_markdown(GH_ISSUE).split("\n")
    assert lines[2] == "Summary; Port `megatron.x.own`."
    assert lines[6] == "Comment from mh: That bullet is wrong."
    assert lines[9] == "# Port megatron.x.own"
    assert [line for index, line in enumerate(lines) if index not in (2, 6, 9)] == [""] * (len(lines) - 3)


TASK_JSON = """{
  "data": {
    "name": "Explore Primus patch megatron.x.own for the port",
    "notes": "Port it.\\n\\nIt rebinds `megatron.a.f`.",
    "html_notes": "<body>Port it.</body>",
    "custom_fields": [
      {
        "name": "Phase",
        "display_value": "before_train"
      }
    ],
    "stories": [
      {
        "type": "comment",
        "text": "I retract the schedule line.",
        "created_by": {"name": "Mei"}
      }
    ]
  }
}"""


def test_a_tasks_json_reads_its_name_notes_fields_and_comments_and_blanks_the_rest():
    lines = as_markdown(TASK_JSON).split("\n")
    assert lines[2] == "# Explore Primus patch megatron.x.own for the port"
    assert lines[3] == "Port it.; It rebinds `megatron.a.f`."
    assert lines[4] == ""  # the HTML copy of the notes
    assert lines[8] == "- Phase: before_train"
    assert lines[14] == "I retract the schedule line."
    assert lines[15] == ""  # who wrote it


JIRA_XML = """<?xml version="1.0" encoding="UTF-8"?>
<!-- RSS generated by JIRA (9.12.4) -->
<rss version="0.92" >
<channel>
    <description>This file is an XML representation of an issue</description>
<item>
    <title>[ML-1] Port megatron.x.own</title>
    <description>&lt;p&gt;It rebinds &lt;tt&gt;megatron.a.f&lt;/tt&gt;.&lt;/p&gt;
&lt;ul&gt;
	&lt;li&gt;Only when &lt;tt&gt;use_x&lt;/tt&gt; is set.&lt;/li&gt;
&lt;/ul&gt;
&lt;pre class="code-java"&gt;x = 1
y = 2&lt;/pre&gt;</description>
    <comments>
        <comment id="1" author="mk" created="today">&lt;p&gt;That is wrong.&lt;/p&gt;</comment>
    </comments>
    <customfields>
        <customfield id="c1">
            <customfieldname>Primus-Turbo dependency</customfieldname>
            <customfieldvalues>
                <customfieldvalue>None</customfieldvalue>
            </customfieldvalues>
        </customfield>
    </customfields>
</item>
</channel>
</rss>"""


def test_a_jira_xml_export_reads_the_issues_escaped_html_comments_and_custom_fields_and_blanks_the_channel():
    lines = as_markdown(JIRA_XML).split("\n")
    assert len(lines) == len(JIRA_XML.split("\n"))
    assert not lines[4].strip()  # the channel's boilerplate description
    assert lines[6] == "# [ML-1] Port megatron.x.own"
    assert lines[7] == "It rebinds `megatron.a.f`."
    assert lines[9] == "- Only when `use_x` is set."  # its tab indent dropped: indented, it would be a code block
    assert lines[11:13] == ["    x = 1", "    y = 2"]
    assert lines[14] == "Comment from mk: That is wrong."
    assert lines[20] == "- Primus-Turbo dependency: None"


ANKI = (
    "#separator:tab\n#html:true\n#tags column:3\n"
    "What is the id?\t<code>megatron.x.own</code><br>It rebinds <b>one</b> site.\tprimus megatron\n"
    "Sibling: what does it wrap?\tIt wraps <code>megatron.b.train_step</code>.\tnot_this_patch sibling\n"
)


def test_an_anki_deck_reads_each_card_as_an_item_and_a_card_tagged_as_another_patchs_says_so():
    lines = as_markdown(ANKI).split("\n")
    assert lines[:3] == ["", "", ""]
    assert lines[3] == "- What is the id? `megatron.x.own` It rebinds **one** site."
    assert lines[4] == "- Another patch's card. Sibling: what does it wrap? It wraps `megatron.b.train_step`."


TAP = """TAP version 14
# port-check: megatron.args.own
# primus: primus/backends/megatron/patches/args/own_patches.py
1..3
# Subtest: gating
    1..2
    not ok 1 - register_patch passes condition= for use_own
      ---
      message: no condition= keyword in the decorator
      wanted: "condition=lambda ctx: ctx.use_own"
      at:
        line: 13
      ...
    # Retracting the header: there is no condition=.
    ok 2 - phase is build_args
not ok 1 - gating # TODO fix the ticket
ok 2 - companion # SKIP checked elsewhere
# Same ticket, different patch (NOT this one):
#   megatron.args.other, flag use_other;
#   args.profile=True turns it back on."""


def test_a_tap_run_reads_its_checks_as_items_a_failed_one_struck_and_its_comments_as_prose():
    lines = as_markdown(TAP).split("\n")
    assert len(lines) == len(TAP.split("\n"))
    assert lines[:5] == ["", "# port-check: megatron.args.own", "- primus: primus/backends/megatron/patches/args/own_patches.py", "", "## gating"]
    assert lines[6] == "- ~~register_patch passes condition= for use_own~~"
    assert lines[7:13] == ["", "  - no condition= keyword in the decorator", "  - ~~wanted: condition=lambda ctx: ctx.use_own~~", "", "", ""]
    assert lines[13:16] == ["Retracting the header: there is no condition=.", "- phase is build_args", "fix the ticket"]
    assert lines[16] == "- companion (skipped: checked elsewhere)"
    # A note right under a check is an item of its own; what it leads, an item under it.
    assert lines[17:] == ["- Same ticket, different patch (NOT this one):", "  - megatron.args.other, flag use_other;", "args.profile=True turns it back on."]


def test_a_tap_runs_companion_under_a_note_and_its_failed_expectation_draft_nothing():
    facts = extract(TAP, None, "r.tap").facts
    assert facts["feature.id"].value == "megatron.args.own" and facts["enable.phase"].value == "build_args"
    assert "enable.side_effects" not in facts and "enable.flags" not in facts


JENKINS = """Started by user Kenji Hara
[Pipeline] Start of Pipeline
[Pipeline] stage
[Pipeline] { (Smoke: replicate=2)
[Pipeline] sh
[2026-03-04T09:12:02.141Z]  > git rev-parse --resolve-git-dir .git # timeout=10
[2026-03-04T09:12:20.118Z] + torchrun -m train --override data_parallel_replicate_degree=2 use_torch_fsdp2=true
[2026-03-04T09:13:31.208Z] [Patch:megatron.fsdp.other] Patched megatron.training.training.torch_FSDP -> Other
[Pipeline] echo
[2026-03-04T09:14:41.030Z] kh: megatron.args.own rebinds nothing; it only writes two args fields.
[Pipeline] }
[Pipeline] End of Pipeline
Finished: SUCCESS"""


def test_a_jenkins_console_log_reads_its_stages_and_echoed_notes_and_blanks_what_its_commands_print():
    lines = as_markdown(JENKINS).split("\n")
    assert len(lines) == len(JENKINS.split("\n"))
    assert lines[3] == "## Smoke: replicate=2"
    assert lines[9] == "- kh: megatron.args.own rebinds nothing; it only writes two args fields."
    assert [line for number, line in enumerate(lines) if line and number not in (3, 9)] == []


DEP3 = """Description: language_module: let attention_backend win on ROCm
 Primus registers "megatron.x.own" with phase="before_train".
 .
 It rebinds megatron.core.a.A.f.
   - auto fills only the unset variables;
Author: A. Writer <a@example.com>
Forwarded: not-needed
---
 a.py | 2 ++
--- a/a.py
+++ b/a.py
@@ -1,1 +1,2 @@
+x = 1"""


def test_a_dep3_patch_reads_its_description_as_paragraphs_its_fields_as_items_and_its_diff_as_a_block():
    lines = as_markdown(DEP3).split("\n")
    assert len(lines) == len(DEP3.split("\n"))
    assert lines[:5] == [
        "# language_module: let attention_backend win on ROCm",
        'Primus registers "megatron.x.own" with phase="before_train".',
        "",
        "It rebinds megatron.core.a.A.f.",
        "  - auto fills only the unset variables;",
    ]
    assert lines[5:8] == ["- Author: A. Writer <a@example.com>", "- Forwarded: not-needed", "```diff"]
    assert lines[8:] == DEP3.split("\n")[8:]


ROBOT = """# ------------------------------------------------------------
# Owner:  training-infra
*** Settings ***
Documentation     Port tests for the Primus patch ``megatron.x.own``.
...
...               The wrapper is bound at two places:
...               | ``megatron.a.b.f`` | line 49 |
Metadata          Phase    before_train
Library           Collections

*** Variables ***
${ALIAS}          megatron.a.wrong.f

*** Test Cases ***
Wrapper Is Bound
    [Documentation]    The port binds ``megatron.a.b.f``
    ...                and *nothing* else.
    [Tags]    sites
    Build Args    use_x=${True}
# --- not this patch ---
#Old Test
#    Binding Should Be    ${ALIAS}"""


def test_a_robot_suite_reads_its_documentation_and_comments_and_blanks_its_data_and_steps():
    lines = as_markdown(ROBOT).split("\n")
    assert len(lines) == len(ROBOT.split("\n"))
    assert lines[:8] == [
        "",
        "- Owner:  training-infra",
        "",
        "# Port tests for the Primus patch `megatron.x.own`.",
        "",
        "The wrapper is bound at two places:",
        "- `megatron.a.b.f` | line 49",
        "- Phase: before_train",
    ]
    assert lines[8:14] == ["", "", "## Variables", "", "", "## Test Cases"]
    assert lines[14:19] == ["### Wrapper Is Bound", "The port binds `megatron.a.b.f`", "and **nothing** else.", "", ""]
    assert lines[19:] == ["## not this patch", "", ""]


MS_MEMO = """.TL
Porting Memo:
.br
ROCm No-op
.AU
R. Okafor
.NH 2
What it rebinds
.PP
It sets
.DS I
.ft CW
fk.load = _rocm_safe_load
.DE
.IP \\(bu 2
on ROCm \\f(CWload()\\fP returns \\f(CWNone\\fP;
.TS
box tab(;);
lb l.
Phase;\\f(CWconvert\\fP
Patch id;T{
\\f(CWmegatron.x.own\\fP
T}
.TE"""


def test_an_ms_memo_reads_its_title_numbered_headings_items_displays_and_table_rows():
    lines = as_markdown(MS_MEMO).split("\n")
    assert len(lines) == len(MS_MEMO.split("\n"))
    assert lines[:8] == ["", "# Porting Memo: ROCm No-op", "", "", "", "", "", "### What it rebinds"]
    assert lines[9:15] == ["It sets", "```", "", "fk.load = _rocm_safe_load", "```", ""]
    assert lines[15] == "- on ROCm `load()` returns None;"
    assert lines[16:] == ["", "", "", "- Phase: convert", "", "", "- Patch id: `megatron.x.own`", ""]


def test_an_xml_reports_inline_code_elements_are_code_spans():
    dita = '<?xml version="1.0"?>\n<task id="t">\n  <p>The patch wraps <apiname>megatron.a.f</apiname> and sets <parmname>x</parmname>.</p>\n</task>'
    # A paragraph of a document schema is prose, not an item labelled with its tag.
    assert as_markdown(dita).split("\n")[2] == "The patch wraps `megatron.a.f` and sets `x`."


def test_a_powershell_transcript_reads_the_comments_typed_at_its_prompts_and_blanks_the_rest():
    transcript = (
        "**********************\nPowerShell transcript start\nPSVersion: 7.4.2\n**********************\n"
        "PS C:\\src\\Primus> # id megatron.args.own, phase build_args.\n"
        "PS C:\\src\\Primus> Select-String -Path a.py -Pattern register_patch\n"
        '> a.py:30:    description="Split paths",\n'
        "PS C:\\src\\Primus> Stop-Transcript"
    )
    assert as_markdown(transcript).split("\n") == ["", "", "", "", "- id megatron.args.own, phase build_args.", "", "", ""]


def test_a_logseq_block_written_as_a_heading_is_that_heading_once():
    page = "title:: Notes\ntags:: port\n\n- ## What the patch rebinds\n\t- `megatron.a.b.f`\n\t  id:: 65e4a1c2-7b3d-4f21-9a0e-1c2d3e4f5a02\n- ### Open\n"
    lines = as_markdown(page).split("\n")
    assert lines[3] == "## What the patch rebinds"
    assert lines[4] == "- `megatron.a.b.f`"
    assert lines[6] == "### Open"


def test_a_myst_page_reads_its_admonitions_list_tables_and_roles_as_markdown():
    page = (
        "(top)=\n# Notes\n\n```{list-table} Registration\n:header-rows: 1\n\n* - Field\n  - Value\n* - Patch id\n"
        "  - {code}`megatron.x.own`\n```\n\n:::{admonition} Not this patch: `megatron.x.other`\nIt rebinds `megatron.c.g`.\n:::\n\n"
        "```{code-block} python\n:linenos:\nx = 1\n```\n\nSee {ref}`the book <book>` and {py:func}`f`.\n"
    )
    lines = as_markdown(page).split("\n")
    assert len(lines) == len(page.split("\n"))
    assert lines[0] == ""  # the target
    assert lines[3] == "**Registration**" and lines[4] == ""
    assert lines[6] == "<table><tr><th>Field</th><th>Value</th></tr>"
    assert lines[8] == "<tr><td>Patch id</td><td>`megatron.x.own`</td></tr></table>"
    assert lines[12] == "#### Not this patch: `megatron.x.other`"
    assert lines[16:20] == ["```python", "", "x = 1", "```"]
    assert lines[21] == "See the book and `f`."


def test_a_roff_table_with_a_bold_header_reads_as_a_markdown_table_and_a_dunder_name_as_code():
    page = (
        ".TH X 7\n.SH HOW TO ENABLE\nIt reaches the \\fBconfig\\fR\\-layer __post_init__ mapping.\n.TS\nallbox tab(|);\nlB lB lB\nl l l.\n"
        "Key|Default|Value for the patch\nmodel_type|llama|kimi_k3\nseed|1|2\n.TE\n.SH X\n.TS\ntab(|);\nl l l.\na|b|c\n.TE\n"
    )
    lines = as_markdown(page).split("\n")
    assert lines[2] == "It reaches the config-layer `__post_init__` mapping."
    # The header goes up onto the format line, its own line the table's rule.
    assert lines[5:10] == ["", "| Key | Default | Value for the patch |", "|---|---|---|", "| model_type | llama | kimi_k3 |", "| seed | 1 | 2 |"]
    # Without a bold first row, a row is an item as before.
    assert lines[15] == "- a | b | c"


def test_an_rdoc_page_reads_its_headings_labelled_entries_verbatim_blocks_and_hides_what_stopdoc_hides():
    page = (
        ":title: Notes\n\n= megatron.x.own\n\n:stopdoc:\nscratch: ask infra\n:startdoc:\n\n== Summary\n\n"
        "[Name / id]   <tt>megatron.x.own</tt>\n[What it does] Runs +DotProductAttention+ in the\n"
        "               +bshd+ layout.\n\nRegistration:\n\n  description=(\"a \" \"b\")\n"
    )
    assert is_rdoc(page)
    assert rdoc_lines(page.split("\n")) == [
        "", "", "# megatron.x.own", "", "", "", "", "", "## Summary", "",
        "- **Name / id:** `megatron.x.own`",
        "- **What it does:** Runs `DotProductAttention` in the",
        "  `bshd` layout.",
        "", "Registration:", "", '      description=("a " "b")', "",
    ]
    assert not is_rdoc("= Title\n\n== Section\n\nplain text\n")
    # AsciiDoc writes "= Title" and "+x+" too; its tables and delimited blocks are its own.
    assert not is_rdoc("= T\n:toc: left\n\n== A\n\n+a+ +b+ +c+\n\n|===\n|x |y\n|===\n")


def test_a_txt2tags_source_reads_its_header_headings_marks_and_tables_and_blanks_its_settings_and_comments():
    source = (
        "Notes on megatron.x.own\nA. Writer\n%%mtime(%Y-%m-%d)\n\n%!target: html\n%!postproc(html): '<table>' '<table class=\"x\">'\n"
        "% a comment\n\n= megatron.x.own =\n\n|| Key | Value |\n| ``x`` | ``true`` |\n\n--struck-- and ``code``\n\tquoted\n"
    )
    assert is_txt2tags(source)
    lines = as_markdown(source).split("\n")
    assert len(lines) == len(source.split("\n"))
    assert lines[0] == "# Notes on megatron.x.own"
    assert not any(lines[1:8])
    assert lines[8] == "# megatron.x.own"
    assert lines[10:12] == ["<tr><th>Key</th><th>Value</th></tr>", "<tr><td>`x`</td><td>`true`</td></tr>"]
    assert lines[13:15] == ["~~struck~~ and `code`", "> quoted"]
    # reStructuredText's "``code``" and "=" rules are its own.
    assert not is_txt2tags("Title\n=====\n\nSection\n-------\n\n.. note::\n\n   ``x`` and ``y``\n\n= A =\n\n== B ==\n")


LYX = r"""#LyX 2.3 created this file. For more info see http://www.lyx.org/
\lyxformat 544
\begin_document
\begin_header
\textclass article
\papersize default
\end_header

\begin_body

\begin_layout Title
Notes on megatron.x.own
\end_layout

\begin_layout Section
What the patch rebinds
\end_layout

\begin_layout Standard
One class attribute:
\end_layout

\begin_layout Itemize

\family typewriter
megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_g
rads
\family default
 (line 87)
\end_layout

\begin_layout Standard

\strikeout on
Version range: 0.12 or newer.
\strikeout default
 Struck.
\begin_inset Note Note
status open

\begin_layout Plain Layout
a note to self
\end_layout

\end_inset


\end_layout

\begin_layout Standard
\begin_inset Tabular
<lyxtabular version="3" rows="2" columns="2">
<features tabularvalignment="middle">
<column alignment="left" valignment="top">
<column alignment="left" valignment="top">
<row>
<cell alignment="left" valignment="top" topline="true" bottomline="true" usebox="none">
\begin_inset Text

\begin_layout Plain Layout
Key
\end_layout

\end_inset
</cell>
<cell alignment="left" valignment="top" topline="true" bottomline="true" usebox="none">
\begin_inset Text

\begin_layout Plain Layout
Value
\end_layout

\end_inset
</cell>
</row>
<row>
<cell alignment="left" valignment="top" usebox="none">
\begin_inset Text

\begin_layout Plain Layout

\family typewriter
use_x
\end_layout

\end_inset
</cell>
<cell alignment="left" valignment="top" usebox="none">
\begin_inset Text

\begin_layout Plain Layout
true
\end_layout

\end_inset
</cell>
</row>
</lyxtabular>

\end_inset


\end_layout

\begin_layout LyX-Code
  use_x: true
\end_layout

\end_body
\end_document
"""


def test_a_lyx_document_reads_its_layouts_joins_its_wrapped_lines_and_blanks_its_header():
    assert is_lyx(LYX)
    lines = as_markdown(LYX).split("\n")
    assert len(lines) == len(LYX.split("\n"))
    assert not any(lines[:10])
    assert lines[10:15] == ["# Notes on megatron.x.own", "", "", "", "## What the patch rebinds"]
    assert "One class attribute:" in lines
    # A name LyX wrapped inside the word is one code span again.
    assert "- `megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads` (line 87)" in lines
    # A struck run struck; a note inset the writer's words in brackets, where it stands.
    assert "~~Version range: 0.12 or newer.~~ Struck. (Note: a note to self)" in lines
    rows = [line for line in lines if "<tr>" in line]
    assert rows == ["<table><tr><th>Key</th><th>Value</th></tr>", "<tr><td>`use_x`</td><td>true</td></tr></table>"]
    # A LyX-Code paragraph is a line of an indented code block, its own indent kept.
    assert "      use_x: true" in lines
    assert not is_lyx("#LyX is a word processor\n\nplain text\n")


def test_a_short_line_counting_the_sites_under_their_heading_still_leads_into_their_list():
    extraction = extract(as_markdown(LYX), "megatron.x.own", "notes.lyx")
    sites = {found.value for found in extraction.facts.get("upstream.symbols", [])}
    assert sites == {"megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"}


FB2 = """<?xml version="1.0" encoding="UTF-8"?>
<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
 <description>
  <title-info>
   <book-title>megatron.x.own: notes</book-title>
  </title-info>
  <document-info>
   <program-used>FictionBook Editor Release 2.6.7</program-used>
   <version>1.1</version>
  </document-info>
 </description>
 <body>
  <section>
   <title>
    <p>Patch logic</p>
   </title>
   <p>It rebinds <code>megatron.a.f</code><a l:href="#n1" type="note">[1]</a>.</p>
   <cite><p>Gated on <strong>TE</strong>.</p></cite>
   <table>
    <tr><th>Key</th><th>To enable</th></tr>
    <tr><td><code>use_x</code></td><td><code>true</code></td></tr>
   </table>
  </section>
 </body>
 <body name="notes">
  <section id="n1">
   <title><p>1</p></title>
   <p>Only <strikethrough>once</strikethrough> at setup.</p>
  </section>
 </body>
</FictionBook>"""


def test_a_fictionbook_reads_its_sections_as_headings_its_footnotes_by_number_and_blanks_its_description():
    assert is_fictionbook(FB2)
    lines = as_markdown(FB2).split("\n")
    assert len(lines) == len(FB2.split("\n"))
    written = [line for line in lines if line.strip() and line.strip() != "\u00a0"]
    assert written[0] == "# megatron.x.own: notes"
    # The editor's version and the book's version are no words of the book.
    assert "2.6.7" not in "\n".join(lines) and "1.1" not in "\n".join(lines)
    assert "## Patch logic" in written
    assert "It rebinds `megatron.a.f`[1]." in written
    assert any(line.endswith("> Gated on **TE**.") for line in written)
    assert "<tr><td>`use_x`</td><td>`true`</td></tr>" in written
    assert "# Notes" in written and any(line.endswith("[1] Only ~~once~~ at setup.") for line in written)
    assert not is_fictionbook("<FictionBook><body/></FictionBook>")


MDOC = """.\\" a comment
.Dd May 14, 2026
.Dt PRIMUS-X 7
.Os
.Sh NAME
.Nm megatron.x.own
.Nd rebinds one function
.Sh DESCRIPTION
.Nm
rebinds
.Va megatron.a.f ,
set in
.Pa primus/x/__init__.py .
Its description is
.Dq Fix it .
.Bl -tag -width Ds
.It Ev PRIMUS_X
Set to
.Li 1 .
.El
.Bd -literal
use_x: true
.Ed
"""


def test_an_mdoc_page_reads_its_macros_as_the_words_they_print():
    assert is_mdoc(MDOC)
    lines = as_markdown(MDOC).split("\n")
    assert len(lines) == len(MDOC.split("\n"))
    assert not any(lines[:4])
    assert lines[4:7] == ["## NAME", "`megatron.x.own`", "— rebinds one function"]
    assert lines[8:13] == ["`megatron.x.own`", "rebinds", "`megatron.a.f`,", "set in", "`primus/x/__init__.py`."]
    # An enclosure closes before the delimiter that ends its line.
    assert lines[14] == "“Fix it”."
    assert lines[16:19] == ["- **`PRIMUS_X`:**", "Set to", "`1`."]
    assert lines[20:23] == ["```", "use_x: true", "```"]
    # A man page in man's own macros is read by the roff reader.
    assert not is_mdoc(".TH X 7\n.SH NAME\nx\n.SH DESCRIPTION\n\\fBx\\fR\n")


MUSE = """#title Notes on megatron.x.own
#author A. Writer

; a comment the writer keeps to themselves

* Patch logic

|| Key || Value
| =use_x= | =true=

 - It rebinds =megatron.a.f=.
Patch file :: =primus/x.py=

<src lang="python">
x = 1
</src>
"""


def test_a_muse_document_reads_its_directives_headings_marks_tables_and_blocks():
    assert is_muse(MUSE)
    lines = as_markdown(MUSE).split("\n")
    assert len(lines) == len(MUSE.split("\n"))
    assert lines[:4] == ["# Notes on megatron.x.own", "", "", ""]
    assert lines[5] == "## Patch logic"
    assert lines[7:9] == ["<table><tr><th>Key</th><th>Value</th></tr>", "<tr><td>`use_x`</td><td>`true`</td></tr></table>"]
    assert lines[10:12] == ["- It rebinds `megatron.a.f`.", "- **Patch file:** `primus/x.py`"]
    assert lines[13:16] == ["```python", "x = 1", "```"]
    # org-mode's own settings are org's.
    assert not is_muse("#+TITLE: x\n#title y\n* A\n=x=\n")


SCRIBBLE = """#lang scribble/manual
@;{ a comment
    over two lines }
@title{Notes on
@tt{megatron.x.own}}

@section{Patch logic}

What the patch rebinds:

@itemlist[#:style 'ordered
  @item{@racket[megatron.a.f] (line 3): wrapped.}
]

@tabular[(list (list @bold{Key} @bold{Value})
               (list @tt{use_x} @tt{true}))]
"""


def test_a_scribble_document_reads_its_at_expressions_as_markdown():
    assert is_scribble(SCRIBBLE)
    lines = as_markdown(SCRIBBLE).split("\n")
    assert len(lines) == len(SCRIBBLE.split("\n"))
    assert not any(lines[:3])
    assert lines[3] == "# Notes on `megatron.x.own`"
    assert lines[6] == "## Patch logic"
    assert lines[11].strip() == "- `megatron.a.f` (line 3): wrapped."
    assert "#:style" not in "\n".join(lines)
    assert lines[14:16] == ["<table><tr><th>Key</th><th>Value</th></tr>", "<tr><td>`use_x`</td><td>`true`</td></tr></table>"]
    assert not is_scribble("@title is a word here\n")


JSDOC_MODULE = """// @generated by a card exporter
'use strict';

/**
 * @file Patch card: `megatron.x.own`
 * @version 3
 * @see {@link https://example.invalid/x.py#L1|x.py#L1}
 */

/**
 * @description
 * It rebinds `megatron.a.f`.
 * @example <caption>Hypothetical config (made up)</caption>
 * use_x: true
 * @deprecated Wrong: the first pass said `setup`.
 */
export const PHASE = 'before_train';
"""


def test_a_jsdoc_module_reads_its_comments_as_markdown_and_its_code_as_code():
    assert is_jsdoc_module(JSDOC_MODULE)
    lines = as_markdown(JSDOC_MODULE).split("\n")
    assert len(lines) == len(JSDOC_MODULE.split("\n"))
    assert lines[0] == "" and lines[1] == "    'use strict';"
    assert lines[4:7] == ["# Patch card: `megatron.x.own`", "", "See: x.py#L1"]
    assert lines[11:15] == ["It rebinds `megatron.a.f`.", "#### Example: Hypothetical config (made up)", "    use_x: true", "Deprecated: Wrong: the first pass said `setup`."]
    assert lines[16] == "    export const PHASE = 'before_train';"
    assert not is_jsdoc_module("/** a comment */\nconst x = 1;\n")


HADDOCK = """{-# LANGUAGE DuplicateRecordFields #-}
{- |
Module      : Notes.Own
Description : Notes on megatron.x.own
License     : MIT
-}
module Notes.Own
  ( -- * Patch logic
    -- $patchLogic
    Registration (..)
  ) where

-- $patchLogic
-- It rebinds @megatron.a.f@, __for good__.
--
-- * an item
-- [Gate] @use_x@
--
-- > use_x: true
--
-- @
-- getattr(args, "use_y", False)
-- @
data Registration = Registration
  { patchId :: String -- ^ the id, as @register_patch@ takes it
  }
"""


def test_a_haddock_module_reads_its_comments_as_markdown_and_blanks_its_haskell():
    assert is_haddock_module(HADDOCK)
    lines = as_markdown(HADDOCK).split("\n")
    assert len(lines) == len(HADDOCK.split("\n"))
    assert lines[0] == "" and lines[2] == "" and lines[3] == "Notes on megatron.x.own" and lines[4] == ""
    assert lines[7] == "## Patch logic"
    assert lines[12:14] == ["", "It rebinds `megatron.a.f`, **for good**."]
    assert lines[15:17] == ["- an item", "- **Gate:** `use_x`"]
    assert lines[18] == "    use_x: true"
    # A line of "@" alone fences code, whose lines are never read as statements.
    assert lines[20:23] == ["```", 'getattr(args, "use_y", False)', "```"]
    # The Haskell is blank; a field's note after it is words.
    assert lines[23] == "" and lines[24] == "the id, as `register_patch` takes it"
    assert not is_haddock_module("module X where\nx = 1\n")


SILE = """% a comment
\\begin[papersize=a4]{document}
\\script[src=packages/lists]
\\chapter{Notes on megatron.x.own}

It rebinds \\code{megatron.a.f}.\\footnote{See \\em{line 3}.}

\\begin{itemize}
\\item{First item,
over two lines.}
\\end{itemize}

\\begin[cols=50%fw 50%fw]{ptable}
\\begin{row}
\\cell{\\strong{Key}}
\\cell{\\strong{Value}}
\\end{row}
\\begin{row}
\\cell{\\code{use_x}}
\\cell{\\code{true}}
\\end{row}
\\end{ptable}
\\end{document}
"""


def test_a_sile_document_reads_its_commands_as_markdown():
    assert is_sile(SILE)
    lines = as_markdown(SILE).split("\n")
    assert len(lines) == len(SILE.split("\n"))
    assert not any(lines[:3])
    assert lines[3] == "# Notes on megatron.x.own"
    assert lines[5] == "It rebinds `megatron.a.f`. (Footnote: See *line 3*.)"
    assert lines[8:10] == ["- First item,", "  over two lines."]
    assert lines[13] == "<table><tr><th>Key</th><th>Value</th></tr>"
    assert lines[17] == "<tr><td>`use_x`</td><td>`true`</td></tr></table>"
    assert not is_sile("\\section{x}\nplain\n")


def test_an_inline_footnote_is_words_about_its_sentence_and_a_block_after_words_is_spaced_from_them():
    text = "It mirrors `x` onto `y`.^[That sentence is the\ndescription.] More.\n\n```\nre.match('^[A-Z ]+]', s)\n```\n"
    lines = as_markdown(text).split("\n")
    assert lines[:2] == ["It mirrors `x` onto `y`. (Footnote: That sentence is the", "description.) More."]
    # A regex in a fence is no footnote.
    assert "re.match('^[A-Z ]+]', s)" in lines
    page = '<html><head><meta name="generator" content="LibreOffice"></head><body><div><time>3:31 PM</time><p>I had written it.</p></div></body></html>'
    assert "3:31 PM I had written it." in as_markdown(page)
    assert "the config-layer `__post_init__` mapping" in as_markdown(page.replace("I had written it.", "the config-layer __post_init__ mapping"))


TOMBOY = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<note version="0.3" xmlns:size="http://beatniksoftware.com/tomboy/size" xmlns="http://beatniksoftware.com/tomboy">\n'
    "  <title>Patch x</title>\n"
    '  <text xml:space="preserve"><note-content version="0.1">Patch x\n'
    "It is <monospace>megatron.x.own</monospace>, if n &gt; 0.\n"
    "<bold><size:large>Patch logic</size:large></bold>\n"
    '<list><list-item dir="ltr">It wraps <monospace>megatron.a.f</monospace>\n'
    '</list-item><list-item dir="ltr">It logs <italic>once</italic>\n'
    "</list-item></list>\n"
    "<italic>Supposed example:</italic>\n"
    "<monospace>overrides:\n"
    "  use_x: true</monospace>\n"
    "</note-content></text>\n"
    "  <last-change-date>2026-05-14T17:22:41.5528830+02:00</last-change-date>\n"
    "</note>"
)


def test_a_tomboy_note_reads_its_lines_as_paragraphs_its_large_bold_lines_as_headings_and_its_dates_as_blank():
    assert is_tomboy_note(TOMBOY)
    assert as_markdown(TOMBOY).split("\n") == [
        "",
        "",
        "",
        "# Patch x",
        "It is `megatron.x.own`, if n > 0.",
        "## Patch logic",
        "- It wraps `megatron.a.f`",
        "- It logs *once*",
        "",
        "*Supposed example:*",
        # A config pasted over several lines goes on the paragraph that says what it is.
        "`overrides:`",
        "`  use_x: true`",
        "",
        "",
        "",
    ]


MANTIS = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<mantis version="2.26.3" urlbase="https://m.example/" format="1">\n'
    "    <issue>\n"
    "        <id>7</id>\n"
    "        <summary>Port megatron.x.own</summary>\n"
    "        <description>**Patch logic**&#13;\n"
    "It rebinds `megatron.a.f` (phase=&quot;setup&quot;).</description>\n"
    "        <additional_information>Upstream, for contrast: it does not.</additional_information>\n"
    "        <bugnotes>\n"
    "            <bugnote>\n"
    "                <id>11</id>\n"
    '                <reporter id="4">dk</reporter>\n'
    "                <note>The line &quot;phase&quot; is wrong.</note>\n"
    "                <date_submitted>1783419000</date_submitted>\n"
    "            </bugnote>\n"
    "        </bugnotes>\n"
    "    </issue>\n"
    "</mantis>"
)


def test_a_mantis_issue_reads_its_text_fields_unescaped_and_each_note_under_a_heading():
    assert is_mantis_xml(MANTIS)
    assert as_markdown(MANTIS).split("\n") == [
        "",
        "",
        "",
        "",
        "# Port megatron.x.own",
        "**Patch logic**",
        'It rebinds `megatron.a.f` (phase="setup").',
        # A later field opens a paragraph of its own.
        "- Upstream, for contrast: it does not.",
        "",
        "## Note 11 by dk",
        "",
        "",
        'The line "phase" is wrong.',
        "",
        "",
        "",
        "",
        "",
    ]


TTML = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata">\n'
    "  <head><metadata><ttm:title>Walkthrough</ttm:title>\n"
    '    <ttm:agent type="person" xml:id="a"><ttm:name type="full">Ana</ttm:name></ttm:agent>\n'
    "  </metadata></head>\n"
    "  <body><div>\n"
    '    <p begin="00:00:01.000" end="00:00:04.000" ttm:agent="a">It rebinds<br/><span tts:fontStyle="italic">megatron.a.f</span>, and</p>\n'
    '    <p begin="00:00:04.100" end="00:00:06.000" ttm:agent="a">runs at <span tts:fontStyle="italic">setup</span> if n &gt; 0.</p>\n'
    '    <p begin="00:00:06.100" end="00:00:08.000" ttm:agent="b">Which <span tts:fontStyle="italic">Fix MoE load balancing</span>?</p>\n'
    "  </div></body>\n"
    "</tt>"
)


def test_a_ttml_caption_file_reads_each_speakers_turn_as_an_item_and_its_code_runs_as_code():
    assert is_ttml(TTML)
    assert as_markdown(TTML).split("\n") == [
        "",
        "",
        "# Walkthrough",
        "",
        "",
        "",
        # The cue's times are no words; a sentence cut between two cues of one speaker goes on.
        "- It rebinds `megatron.a.f`, and",
        "runs at setup if n > 0.",
        # A styled run of words stays words.
        "- Which Fix MoE load balancing?",
        "",
        "",
    ]


def test_a_news_batchs_separators_and_article_headers_are_blank():
    news = (
        "#! rnews 120\nPath: news.example!not-for-mail\nFrom: Wei <wei@example.com>\nNewsgroups: comp.ml.primus\n"
        "Subject: megatron.x.own notes\nMessage-ID: <1@example.com>\nLines: 1\n\nIt rebinds `megatron.a.f`.\n"
        "#! rnews 98\nPath: news.example!not-for-mail\nNewsgroups: comp.ml.primus\nSubject: Re: megatron.x.own notes\n"
        "References: <1@example.com>\nUser-Agent: slrn/1.0.3\n\n> It rebinds `megatron.a.f`.\n"
    )
    lines = as_markdown(news).split("\n")
    assert lines[4] == "# megatron.x.own notes"
    assert [line for line in lines if line] == ["# megatron.x.own notes", "It rebinds `megatron.a.f`.", "> It rebinds `megatron.a.f`."]


def test_youtube_sbv_captions_read_as_captions_each_marked_speaker_a_turn():
    sbv = (
        "0:00:01.000,0:00:05.290\n>> MAYA: The patch rebinds\nthe map.\n\n"
        "0:00:05.410,0:00:08.380\nmegatron.a.f, at before_train.\n\n"
        "0:00:08.500,0:00:11.470\n>> TOM: Go ahead.\n\n"
        "0:00:11.590,0:00:13.900\n>> MAYA: Done.\n"
    )
    assert as_markdown(sbv).split("\n") == [
        "", "- The patch rebinds", "the map.", "\u00a0", "\u00a0", "megatron.a.f, at before_train.",
        "", "", "- Go ahead.", "", "", "- Done.", "",
    ]


PO = (
    '# German translation.\nmsgid ""\nmsgstr ""\n"Project-Id-Version: notes 0.3\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    "#. type: Title ##\n#: report.md:3\nmsgid \"Patch logic\"\nmsgstr \"Patch-Logik\"\n\n"
    '#. type: Bullet: \'- \'\n#: report.md:5\n#, fuzzy\nmsgid ""\n"It rebinds `megatron.core.models."\n"gpt.f` (phase=\\"setup\\")."\n'
    'msgstr ""\n"Er bindet `megatron.core.models.gpt.f` neu."\n\n'
    "#. type: Fenced code block (yaml)\n#: report.md:7\n#, no-wrap\nmsgid \"\"\n\"use_x: true\\n\"\n\"n: 2\\n\"\nmsgstr \"\"\n\"use_x: true\\n\"\n\"n: 2\\n\"\n\n"
    '#~ msgid "It runs at build_args."\n#~ msgstr "Er läuft bei build_args."\n'
)


def test_a_gettext_po_file_reads_as_its_source_text_with_po4a_marks_and_no_obsolete_entry():
    assert is_gettext_po(PO)
    # Its header alone says what it is, whatever header lines stand before Content-Type.
    assert is_gettext_po(PO.split("#. type: Bullet")[0])
    lines = as_markdown(PO).split("\n")
    assert len(lines) == len(PO.split("\n"))
    assert [line for line in lines if line] == [
        "## Patch logic",
        # A name the wrapping cut over two strings is whole again; the translation and the flags are blank.
        '- It rebinds `megatron.core.models.gpt.f` (phase="setup").',
        "```yaml",
        "use_x: true",
        "n: 2",
        "```",
    ]


PIPERMAIL = (
    "<HTML>\n <HEAD>\n   <TITLE> [list] megatron.x.own\n   </TITLE>\n </HEAD>\n <BODY>\n"
    "   <H1>[list] megatron.x.own</H1>\n    <B>Wei</B>\n    <I>Wed Mar 11 09:14:52 UTC 2026</I>\n"
    "         <LI> <B>Messages sorted by:</B>\n<!--beginarticle-->\n<PRE>It rebinds megatron.a.f.\n"
    "&gt;<i> quoted &amp; kept\n</I></PRE>\n<!--endarticle-->\n</BODY>\n</HTML>\n"
    "<HTML>\n   <H1>[list] Re: megatron.x.own</H1>\n<!--beginarticle-->\n<PRE>Agreed.\n</PRE>\n<!--endarticle-->\n</HTML>"
)


def test_a_pipermail_thread_reads_each_messages_subject_and_body_and_blanks_the_page_around_them():
    assert is_pipermail(PIPERMAIL)
    assert [line for line in as_markdown(PIPERMAIL).split("\n") if line] == [
        "# [list] megatron.x.own",
        "It rebinds megatron.a.f.",
        "> quoted & kept",
        "## [list] Re: megatron.x.own",
        "Agreed.",
    ]


XLIFF = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja">\n'
    '  <file id="f1">\n'
    '    <unit id="u1">\n'
    '      <originalData><data id="d1">`</data><data id="d2">`</data></originalData>\n'
    '      <segment><source>It rebinds <pc id="1" dataRefStart="d1" dataRefEnd="d2">megatron.a.f</pc>.</source>\n'
    "        <target>再バインドします。</target></segment>\n"
    "    </unit>\n"
    '    <unit id="u2"><notes><note category="status">obsolete</note></notes>\n'
    "      <segment><source>It also wraps megatron.a.g.</source></segment></unit>\n"
    '    <unit id="u3" translate="no">\n'
    '      <segment state="initial">\n'
    '        <source xml:space="preserve">overrides:\n'
    "  use_x: true</source>\n"
    "      </segment>\n"
    "    </unit>\n"
    "  </file>\n"
    "</xliff>"
)


def test_an_xliff_file_reads_each_units_source_with_its_codes_and_no_obsolete_unit():
    assert is_xliff(XLIFF)
    lines = as_markdown(XLIFF).split("\n")
    assert len(lines) == len(XLIFF.split("\n"))
    # The translation, the notes and the codes' attributes are blank; a source kept over lines is a fenced block.
    assert [line for line in lines if line] == ["It rebinds `megatron.a.f`.", "```", "overrides:", "  use_x: true", "```"]


ZNC_LOG = (
    "[09:57:48] *** Joins: dana (~dana@10.23.4.11)\n"
    "[09:58:40] *** dana changes topic to 'ports | today: megatron.x.own'\n"
    "[10:00:03] <dana> ok, next: megatron.x.own\n"
    "[10:04:30] <kim> import megatron.training.initialize as mi\n"
    "[10:04:31] <kim> if not hasattr(mi, \"_compile_dependencies\"):\n"
    "[10:04:32] <kim>     return\n"
    "[10:04:35] <kim> mi._compile_dependencies = _skip\n"
    "[10:05:45] * lee reads runtime_hooks_patches.py\n"
    "[10:06:30] <lee> it's a plain rebinding, one site only\n"
)


def test_a_znc_log_blanks_the_networks_lines_keeps_an_action_apart_and_reads_pasted_code_as_code():
    lines = as_markdown(ZNC_LOG).split("\n")
    assert len(lines) == len(ZNC_LOG.split("\n"))
    assert lines[:2] == ["", ""]
    assert lines[3:7] == [
        "- `import megatron.training.initialize as mi`",
        '- `if not hasattr(mi, "_compile_dependencies"):`',
        "- `return`",
        "- `mi._compile_dependencies = _skip`",
    ]
    # The action is the nick's message, and the nick's next line one of its own, not more of it.
    assert lines[7:9] == ["- lee reads runtime_hooks_patches.py", "- it's a plain rebinding, one site only"]


def test_a_znc_log_finds_the_message_a_correction_names_by_its_bracketed_time():
    log = (
        "[09:57:48] *** Joins: dana (~dana@10.23.4.11)\n"
        "[09:58:02] <dana> it also rebinds megatron.x.g\n"
        "[09:59:10] <kim> ok\n"
        "[10:03:40] <dana> correction to what I said at 09:58: only megatron.x.f is rebound\n"
    )
    lines = as_markdown(log).split("\n")
    # ZNC stamps "[09:58:02]": the message of that minute is struck through, the other nick's untouched.
    assert lines[1:3] == ["- ~~it also rebinds megatron.x.g~~", "- ok"]


HEXCHAT_LOG = (
    "**** BEGIN LOGGING AT Tue Mar 10 09:41:07 2026\n"
    "\n"
    "Mar 10 09:41:07 *\tNow talking on #primus-port\n"
    "Mar 10 09:42:55 *\tkfeng (~kfeng@10.22.4.31) has joined\n"
    "Mar 10 09:47:15 <kfeng>\tit rebinds two methods:\n"
    "Mar 10 09:47:22 <kfeng>\t    SwiGLUFunction.forward = new_forward\n"
    "Mar 10 09:47:40 <kfeng>\tand it swaps BiasSwiGLUFunction.forward the same way\n"
    "Mar 10 09:48:33 <mbrandt>\thm are you sure?\n"
    "Mar 10 09:49:05 <kfeng>\tscratch that, I was misremembering\n"
    "Mar 10 09:50:02 *\tmbrandt reads fused_bias_swiglu_patches.py\n"
)


def test_a_hexchat_log_blanks_the_clients_lines_and_a_message_scratched_by_its_writer_is_struck():
    lines = as_markdown(HEXCHAT_LOG).split("\n")
    assert len(lines) == len(HEXCHAT_LOG.split("\n"))
    assert lines[:4] == ["", "", "", ""]
    assert lines[4:10] == [
        "- it rebinds two methods:",
        "- `SwiGLUFunction.forward = new_forward`",
        # "scratch that" from the same writer two lines on takes back their message, not the other nick's question.
        "- ~~and it swaps BiasSwiGLUFunction.forward the same way~~",
        "- hm are you sure?",
        "- scratch that, I was misremembering",
        "- mbrandt reads fused_bias_swiglu_patches.py",
    ]


MARIMO = (
    "import marimo\n\n__generated_with = \"0.25.2\"\napp = marimo.App()\n\n\n"
    "@app.cell(hide_code=True)\ndef _(mo):\n    mo.md(r\"\"\"\n    ## Patch logic\n\n    - It wraps `train_step`.\n    \"\"\")\n    return\n\n\n"
    "@app.cell\ndef _():\n    import inspect\n    print(inspect.getsource(f))\n    return\n\n\n"
    "if __name__ == \"__main__\":\n    app.run()\n"
)


def test_a_marimo_notebook_reads_its_markdown_cells_unindented_and_its_code_cells_fenced():
    assert is_marimo_notebook(MARIMO)
    lines = as_markdown(MARIMO).split("\n")
    assert len(lines) == len(MARIMO.split("\n"))
    assert [line for line in lines if line] == ["## Patch logic", "- It wraps `train_step`.", "```python", "import inspect",
                                                 "print(inspect.getsource(f))", "```"]


PLUTO = (
    "### A Pluto.jl notebook ###\n# v0.20.4\n\n#> [frontmatter]\n#> title = \"x\"\n\nusing Markdown\n\n"
    "# ╔═╡ 3c1e8a20-b4f1-11f0-2b7d-6f1d0a9e4c55\nmd\"\"\"\n## Patch logic\n\n- It also rebinds `a.B.forward`.\n\"\"\"\n\n"
    "# ╔═╡ 7cf2d3b5-04a9-4a17-af68-15fadf4de85c\nmd\"\"\"\n^ wrong, `a.B` is never touched.\n\"\"\"\n\n"
    "# ╔═╡ 3a042a91-96ce-49ce-9f6b-37e2f69624b3\nregistration = (id = \"x\", phase = \"setup\")\n\n"
    "# ╔═╡ 00000000-0000-0000-0000-000000000001\nPLUTO_PROJECT_TOML_CONTENTS = \"\"\"\n[deps]\n\"\"\"\n\n"
    "# ╔═╡ Cell order:\n# ╟─3c1e8a20-b4f1-11f0-2b7d-6f1d0a9e4c55\n"
)


def test_a_pluto_notebook_reads_its_markdown_cells_and_fences_its_code_cells():
    assert is_pluto_notebook(PLUTO)
    lines = as_markdown(PLUTO).split("\n")
    assert len(lines) == len(PLUTO.split("\n"))
    assert [line for line in lines if line] == [
        "## Patch logic", "- It also rebinds `a.B.forward`.", "^ wrong, `a.B` is never touched.",
        "```julia", 'registration = (id = "x", phase = "setup")', "```",
    ]


WARC = (
    "WARC/1.1\r\nWARC-Type: warcinfo\r\nContent-Type: application/warc-fields\r\n\r\nsoftware: warcio\r\n\r\n"
    "WARC/1.1\r\nWARC-Type: response\r\nContent-Type: application/http; msgtype=response\r\n\r\n"
    "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=UTF-8\r\n\r\n"
    "<html><body><h2>Patch logic</h2>\n<p>It wraps <code>f</code>.</p>\n</body></html>\r\n\r\n"
    "WARC/1.1\r\nWARC-Type: response\r\nContent-Type: application/http; msgtype=response\r\n\r\n"
    "HTTP/1.1 200 OK\r\nContent-Type: text/css\r\n\r\nbody { version: 1.2.3 }\r\n"
)


def test_a_web_archive_keeps_only_its_pages_body_for_the_html_readers():
    assert is_warc(WARC)
    lines = warc_lines(WARC.split("\n"))
    assert len(lines) == len(WARC.split("\n"))
    assert [line for line in lines if line] == ["<html><body><h2>Patch logic</h2>", "<p>It wraps <code>f</code>.</p>", "</body></html>"]


TLDV = (
    "Port sync - megatron.x.own\nThu, Mar 12, 2026 10:02 AM\nParticipants: Priya Raman, Jun Park\n\nAI Notes\n\n"
    "What the patch rebinds (04:10)\n- megatron.a.f, for the rest of the process.\n\n"
    "Related patch (not this one): megatron.x.other (15:20)\n- Rebinds megatron.b.g.\n\n"
    "Transcript\nPriya Raman (00:04): It wraps f.\nJun Park (00:19): Correction: it replaces f.\nPriya Raman (00:31): Right.\n"
)


def test_a_tldv_export_reads_its_topics_as_headings_and_its_turns_as_items():
    assert is_tldv_transcript(TLDV)
    lines = as_markdown(TLDV).split("\n")
    assert len(lines) == len(TLDV.split("\n"))
    assert [line for line in lines if line] == [
        "# Port sync - megatron.x.own", "## AI Notes", "### What the patch rebinds", "- megatron.a.f, for the rest of the process.",
        "### Related patch (not this one): megatron.x.other", "- Rebinds megatron.b.g.", "## Transcript",
        "- It wraps f.", "- Correction: it replaces f.", "- Right.",
    ]


def test_a_paragraph_right_after_an_html_tables_closing_tags_is_read_as_a_paragraph():
    page = (
        "<table>\n<tr><td>`weight_deosc`</td><td>`false`</td></tr>\n</table>\n"
        "Supposed example, only to show the overrides (not a shipped config):\n"
    )
    lines = as_markdown(page).split("\n")
    assert lines[2] == "" and lines[1].endswith("</table>")
    assert lines[3].startswith("Supposed example")


HG_EXPORT = (
    "# HG changeset patch\n# User Mina <m@example.com>\n# Date 1748961730 -7200\n# Node ID 8a35\n# Parent  98a4\n"
    "explorer: megatron.x.own (first pass)\n\nIt wraps get_tensor_shapes.\n"
    "diff -r 98a4 -r 8a35 notes/x.md\n--- /dev/null\n+++ b/notes/x.md\n@@ -0,0 +1,1 @@\n+- Needs megatron-core >= 0.14.\n"
    "# HG changeset patch\n# User Mina <m@example.com>\nexplorer: correct the first pass\n\nNo version bound applies.\n"
)


def test_an_hg_export_reads_each_message_under_its_first_line_and_fences_each_diff():
    assert is_hg_export(HG_EXPORT)
    lines = as_markdown(HG_EXPORT).split("\n")
    assert len(lines) == len(HG_EXPORT.split("\n"))
    assert [line for line in lines if line] == [
        "## explorer: megatron.x.own (first pass)", "It wraps get_tensor_shapes.", "```diff", "--- /dev/null", "+++ b/notes/x.md",
        "@@ -0,0 +1,1 @@", "+- Needs megatron-core >= 0.14.", "```", "## explorer: correct the first pass", "No version bound applies.",
    ]


FOSSIL_TICKET = (
    "<html><body><div class='content'>\n<table class='tktDsp'>\n"
    "<tr><td class=\"tktDspLabel\">Status:</td><td class=\"tktDspValue\">Open</td></tr>\n"
    "<tr><td class='tktDspLabel'>User Comments:</td></tr>\n<tr><td colspan='5' class='tktDspValue'>\n"
    "<span class='tktDspCommenter'>jliu added on 2026-03-02 09:41:18:</span>\n<p>\nIt rebinds\n<code>megatron.a.f</code>.</p>\n<hr>\n"
    "<span class='tktDspCommenter'>mk added on 2026-03-03 14:22:05:</span>\n<ul><li>Correction: the first remark is wrong.\n</li></ul>\n"
    "</td></tr>\n</table>\n</div></body></html>"
)


def test_a_fossil_ticket_reads_its_fields_and_each_remark_under_its_header():
    assert is_fossil_ticket(FOSSIL_TICKET)
    lines = as_markdown(FOSSIL_TICKET).split("\n")
    assert len(lines) == len(FOSSIL_TICKET.split("\n"))
    assert [line for line in lines if line.strip()] == [
        "- Status: Open", "### jliu added on 2026-03-02 09:41:18:", "It rebinds `megatron.a.f`.",
        "### mk added on 2026-03-03 14:22:05:", "- Correction: the first remark is wrong.",
    ]


CONFLUENCE_COPY = (
    "Patch pages\nOn this page\nWhat it does\nPatch logic\nHow to enable\nWhat it does\nPrimus wraps get_model.\n"
    "Patch logic\nStyle: function wrapping.\nHow to enable\nOn by default.\nWhat it does\n"
)


def test_a_page_copied_as_text_heads_each_title_its_table_of_contents_lists():
    lines = as_markdown(CONFLUENCE_COPY).split("\n")
    assert len(lines) == len(CONFLUENCE_COPY.split("\n"))
    assert [line for line in lines if line.startswith("## ")] == ["## What it does", "## Patch logic", "## How to enable"]
    assert lines[2] == "What it does" and lines[11] == "What it does"


def test_lone_paths_of_one_dot_join_a_list_when_one_runs_through_a_package():
    text = "It rebinds these:\n\ntransformer_engine_torch.CommOverlap\ntransformer_engine.pytorch.module.base.get_workspace\n\nDone.\n"
    lines = as_markdown(text).split("\n")
    assert lines[2:4] == ["- transformer_engine_torch.CommOverlap", "- transformer_engine.pytorch.module.base.get_workspace"]
    shallow = "Read these:\n\nargs.x\ncfg.y\n\nDone.\n"
    assert as_markdown(shallow).split("\n")[2:4] == ["args.x", "cfg.y"]


def test_a_sheet_of_findings_saved_as_csv_keeps_a_cell_quoted_over_lines_one_cell():
    text = (
        "Aspect,Finding,Evidence,Confidence\n"
        'Patch logic,"Binding replacement at two sites:\nthe dispatcher class and its alias",patches.py:60,high\n'
        'Side effect,"moe_token_dispatcher_type = ""flex"" (written by the handler)",patches.py:61,high\n'
    )
    lines = as_markdown(text).split("\n")
    assert len(lines) == len(text.split("\n"))
    assert lines[1].startswith("Patch logic: Binding replacement at two sites: the dispatcher class and its alias")
    assert lines[2] == ""
    assert lines[3] == 'Side effect: `moe_token_dispatcher_type = "flex"` (written by the handler) [note: patches.py:61, high]'


def test_a_rest_list_table_reads_as_a_table_its_rows_whole():
    page = (
        "Patches\n=======\n\n.. list-table:: FSDP patches\n   :header-rows: 1\n\n   * - Patch\n     - Requires\n"
        "   * - ``megatron.x.own``\n     - nothing\n   * - ``megatron.x.other``\n     - PyTorch >= 2.12\n       (``SymmMemAllGather``)\n\n"
        ".. note::\n\n   A note.\n"
    )
    lines = as_markdown(page).split("\n")
    assert len(lines) == len(page.split("\n"))
    assert lines[0] == "# Patches"
    assert lines[3] == "**FSDP patches**" and lines[4] == ""
    assert lines[6] == "<table><tr><th>Patch</th><th>Requires</th></tr>"
    # A cell that goes on over two lines is one cell of its row, which the next row's patch never borrows.
    assert lines[10] == "<tr><td>`megatron.x.other`</td><td>PyTorch >= 2.12 (`SymmMemAllGather`)</td></tr></table>"
    assert lines[11] == "\u00a0" and lines[14] == "**Note:**"


def test_o_bullets_of_plain_text_are_list_items_and_a_wrapped_path_is_made_whole():
    page = (
        "CODE LOCATION\n-------------\n\n"
        "  o  Implementation: primus/backends/megatron/core/models/gpt/\n     gpt_layer_specs.py, function f, i.e.\n"
        "     primus.backends.megatron.core.models.gpt.gpt_layer_specs\n     .f\n"
        "  o  Conv layer: primus/backends/megatron/core/transformer/attention.py\n\n"
        "o patch lê a configuração.\n"
    )
    lines = as_markdown(page).split("\n")
    assert len(lines) == len(page.split("\n"))
    assert lines[3] == "  - Implementation: primus/backends/megatron/core/models/gpt/gpt_layer_specs.py,"
    assert lines[4] == "     function f, i.e."
    assert lines[5] == "     primus.backends.megatron.core.models.gpt.gpt_layer_specs.f"
    assert lines[7] == "  - Conv layer: primus/backends/megatron/core/transformer/attention.py"
    # A Portuguese sentence opening with its article is no bullet: the letter stands alone only with two spaces after it.
    assert lines[9] == "o patch lê a configuração."


def test_a_directory_listing_outside_code_is_not_joined_into_a_path():
    page = "The tree:\n\nprimus/\n  backends/\n    megatron/\n"
    assert as_markdown(page).split("\n")[2:5] == ["primus/", "  backends/", "    megatron/"]


def test_a_numbered_outline_of_plain_text_is_read_as_headings_over_dedented_parts():
    page = (
        "Deep-dive: x\n\n1. What it does\n1.1 Summary\n    Registered description: \"Patch hooks.\"\n"
        "2. Patch logic\n2.2 Symbols replaced (x_patches.py:148-151)\n    megatron.core.a.B.f\n    megatron.core.a.B.g\n"
        "2.5 Neighbours you will see in the same phase\n    - megatron.x.other wraps megatron.training.training.train_step;\n"
        "      it is for FSDP2.\n6. Open questions\n6.1 Would a model that holds a list (for\n    example MTP) get a hook?\n"
    )
    lines = as_markdown(page).split("\n")
    assert len(lines) == len(page.split("\n"))
    assert lines[2:5] == ["## 1. What it does", "### 1.1 Summary", 'Registered description: "Patch hooks."']
    assert lines[6] == "### 2.2 Symbols replaced (x_patches.py:148-151)"
    # Under a heading, lines that are each one dotted path are the list they stand for.
    assert lines[7:9] == ["- megatron.core.a.B.f", "- megatron.core.a.B.g"]
    assert lines[9:12] == ["### 2.5 Neighbours you will see in the same phase", "- megatron.x.other wraps megatron.training.training.train_step;", "  it is for FSDP2."]
    # A numbered question run on to its next line is no title, and no title ends a section: "6." stays one.
    assert lines[12:15] == ["## 6. Open questions", "6.1 Would a model that holds a list (for", "example MTP) get a hook?"]


def test_a_numbered_list_without_subsections_stays_a_list():
    page = "Steps:\n\n1. Copy the file\n   into your fork.\n2. Rebind the symbol\n   before training.\n"
    assert as_markdown(page) == page


def test_a_titled_terminal_panel_is_a_section_of_prose_not_a_table_of_one_column():
    page = (
        "╭─ 2. Patch logic ───────────────────────────────╮\n"
        "│                                                │\n"
        "│  • Style: function wrapping of                 │\n"
        "│    torch.profiler.profile (line 104).          │\n"
        "╰────────────────────────────────────────────────╯\n"
        "╭─ Companion patches (not part of this port) ────╮\n"
        "│  • megatron.x.other (priority=90) wraps        │\n"
        "│    megatron.training.training.train_step.      │\n"
        "╰────────────────────────────────────────────────╯\n"
    )
    lines = as_markdown(page).split("\n")
    assert len(lines) == len(page.split("\n"))
    assert lines[0] == "## 2. Patch logic"
    assert lines[2:5] == ["- Style: function wrapping of", "  torch.profiler.profile (line 104).", ""]
    # The neighbour's wrapped second line goes on with its item, under the panel's title.
    assert lines[5:9] == ["## Companion patches (not part of this port)", "- megatron.x.other (priority=90) wraps", "  megatron.training.training.train_step.", ""]


def test_the_glyph_bullets_of_a_document_saved_as_plain_text_are_list_items():
    page = "2. Patch logic\n● Upstream symbol: megatron.core.a.B\n● Primus replacement: primus.x.C\n    ○ nested note\n"
    lines = as_markdown(page).split("\n")
    assert lines[1:4] == ["- Upstream symbol: megatron.core.a.B", "- Primus replacement: primus.x.C", "    - nested note"]


JSONNET_RECORD = """// the team's record of one patch
local fmg = 'megatron.core.distributed.finalize_model_grads';

local record = {
  patchId: 'megatron.x.own',
  summary: {
    what: std.format(
      'Replace the sign rule with %s (Eq. %d).',
      ['quantile balancing', 14]
    ),
  },
  patchLogic: {
    rebinds: [
      fmg + '._update_router_expert_bias',  // patch file :106
    ],
  },
};

/* Hypothetical, NOT what the code does:
   a gate we decided against. */
local hypotheticalConfig = {
  use_turbo_x: true,
};

record + { patchLogic+: { rebinds: [fmg + '._f'] } }
"""


def test_a_jsonnet_record_reads_as_sections_of_items_with_its_strings_written_out():
    from portval.explorer.jsonnet import is_jsonnet

    assert is_jsonnet(JSONNET_RECORD)
    assert as_markdown(JSONNET_RECORD).split("\n") == [
        "- the team's record of one patch",
        "- fmg: megatron.core.distributed.finalize_model_grads",
        "",
        "## record",
        "- patch id: megatron.x.own",
        "### summary",
        # A format of literals is the string it makes, on its field's line.
        "- what: Replace the sign rule with quantile balancing (Eq. 14).",
        "",
        "",
        "",
        "",
        "### patch logic",
        "- rebinds:",
        # A string joined from a local is the path it makes; a trailing comment its item's note.
        "  - megatron.core.distributed.finalize_model_grads._update_router_expert_bias — patch file :106",
        "",
        "",
        "",
        "",
        "- Hypothetical, NOT what the code does:",
        "  a gate we decided against.",
        "## hypothetical config",
        "- use_turbo_x: true",
        "",
        "",
        # An expression on a line of its own stays as written.
        "- record + { patchLogic+: { rebinds: [fmg + '._f'] } }",
        "",
    ]


def test_a_text_format_record_with_hash_comments_is_no_jsonnet():
    from portval.explorer.jsonnet import is_jsonnet

    record = "# proto-message: Patch\npatch {\n  id: \"megatron.x.own\"\n  site {\n    path: \"a.f\"\n    kind: SYMBOL\n  }\n  phase: \"setup\"\n}\n"
    assert not is_jsonnet(record)


VIM_HELP = """*own.txt*\tPrimus patch megatron.x.own

==============================================================================
2. Patch logic                                             *own-logic*

Rebinds one attribute, see |own-errata|.

A config that is hypothetical: the code never reads it >
    enable_own: true
<
Packages:
  torch                       all_gather_into_tensor
                              when torch >= 1.13
==============================================================================
8. Neighbouring patches                               *own-neighbours*

megatron.x.other ~
    Rebinds megatron.core.b.g.

 vim:tw=78:ts=8:ft=help:norl:
"""


def test_a_vim_help_file_reads_as_sections_with_its_examples_led_and_its_columns_as_items():
    from portval.explorer.vim_help import is_vim_help

    assert is_vim_help(VIM_HELP)
    assert as_markdown(VIM_HELP).split("\n") == [
        "# Primus patch megatron.x.own",
        "",
        "",
        "## 2. Patch logic",
        "",
        "Rebinds one attribute, see own-errata.",
        "",
        # No line is left for a fence: the example's lines are items of the list its lead opens.
        "A config that is hypothetical: the code never reads it:",
        "- ``enable_own: true``",
        "",
        "Packages:",
        "- torch — all_gather_into_tensor",
        "  when torch >= 1.13",
        "",
        "## 8. Neighbouring patches",
        "",
        "### megatron.x.other",
        "Rebinds megatron.core.b.g.",
        "",
        "",
        "",
    ]


def test_a_vim_help_example_opened_by_a_lone_mark_is_fenced():
    page = "*own.txt*\tx\n\n==============================\n1. Intro  *own-intro*\n\nExample:\n>\n    enable_own: true\n<\nDone.\n"
    lines = as_markdown(page).split("\n")
    assert lines[6:10] == ["```", "    enable_own: true", "```", "Done."]


def test_a_sheet_saved_with_semicolons_reads_as_one_field_line_a_row():
    sheet = (
        "\ufeffAspect;Finding;Evidence;Status\n"
        "Patch id;torchtitan.x.own;x_patches.py:25;Confirmed\n"
        'What it does;"Swaps the ""fused"" collectives\nfor Turbo kernels.";x_patches.py:28;Confirmed\n'
        "Neighbour;torchtitan.x.other: wraps torch.distributed.fsdp.fully_shard;other.py:51;Not part of this patch\n"
    )
    assert as_markdown(sheet).split("\n") == [
        "",
        "Patch id: `torchtitan.x.own` [note: x_patches.py:25, Confirmed]",
        'What it does: Swaps the "fused" collectives for Turbo kernels. [note: x_patches.py:28, Confirmed]',
        "",
        "Neighbour: `torchtitan.x.other`: wraps `torch.distributed.fsdp.fully_shard` [note: other.py:51, Not part of this patch]",
        "",
    ]


def test_a_logfmt_analysis_reads_as_one_item_a_record_its_fields_as_words():
    from portval.explorer.logfmt import is_logfmt

    log = (
        'ts=2025-06-12T09:14:16Z level=info component=registry msg="registration found" patch=megatron.x.own line=110\n'
        'ts=2025-06-12T09:14:18Z level=info component=registry msg="phase" patch=megatron.x.own phase=before_train\n'
        'ts=2025-06-12T09:15:31Z level=info component=neighbours msg="gated on USE_TE_SWIGLU=1" patch=megatron.x.other '
        "env=USE_TE_SWIGLU\n"
    )
    assert is_logfmt(log)
    assert as_markdown(log).split("\n") == [
        "- registration found — patch `megatron.x.own`, line `110`",
        "- phase — patch `megatron.x.own`, phase `before_train`",
        # The record names another patch: its gate is that patch's, and no field reads as a setting.
        "- gated on USE_TE_SWIGLU=1 — patch `megatron.x.other`, env `USE_TE_SWIGLU`",
        "",
    ]


MDX = """## Patch logic

<Steps>
  <Step title="Registration">
    Registered in `x_patches.py`. There is no `condition=`.
  </Step>
</Steps>

<Note>Runs only under ROCm.</Note>

<CodeGroup>
```yaml run.yaml
model:
  name: "llama3"
```
</CodeGroup>
"""


def test_an_mdx_page_reads_the_text_inside_its_components():
    assert is_mdx(MDX) and not is_mdx("<DIV>\ntext\n</DIV>\n<P>more</P>\n")
    lines = mdx_lines(MDX.split("\n"))
    assert lines[2:7] == ["", "", "Registered in `x_patches.py`. There is no `condition=`.", "", ""]
    assert lines[8] == "Runs only under ROCm."
    assert lines[11:14] == ['```yaml run.yaml', "model:", '  name: "llama3"']
    assert len(as_markdown(MDX).split("\n")) == len(MDX.split("\n"))


def test_a_config_shown_beside_a_step_that_says_there_is_no_condition_is_no_flag():
    report = "# `torchtitan.model_own`\n\n" + MDX.replace("## Patch logic", "## How to enable")
    found = extract(report, None, "r.mdx").facts.get("enable.flags") or []
    assert [f.value for f in found] == []
    gated = report.replace(" There is no `condition=`.", "")
    assert [f.value for f in extract(gated, None, "r.mdx").facts.get("enable.flags") or []] == [("model.name", "llama3")]


REMARKUP = """= T4821: Port `megatron.x.own` =

Parent: {T4790}.

== Patch logic ==

```lang=python
# primus/backends/megatron/patches/x_patches.py:10
args.x = 1
```

# Copy the handler.
# Keep the gate.

**jlin** added a comment.

~~Yes, it also rebinds `megatron.training.training.f`, so the port has to cover it.~~

Edit: I was wrong above. ##megatron.x.own## rebinds nothing. It is //reporting only//.

rkumar changed the task status from Open to Resolved.
"""


def test_a_remarkup_task_reads_its_fences_lists_monospace_and_struck_text():
    assert is_remarkup_page(REMARKUP)
    assert not is_remarkup_page("= Title =\n\n**bold** and //italic// {{{code}}}\n")  # Creole
    lines = remarkup_lines(REMARKUP.split("\n"))
    assert lines[0] == "# T4821: Port `megatron.x.own`"
    assert lines[6:10] == ["```python", "# primus/backends/megatron/patches/x_patches.py:10", "args.x = 1", "```"]
    assert lines[11:13] == ["1. Copy the handler.", "1. Keep the gate."]
    assert lines[16].startswith("~~Yes, it also rebinds")
    assert "`megatron.x.own` rebinds nothing. It is *reporting only*." in lines[18]
    assert len(as_markdown(REMARKUP).split("\n")) == len(REMARKUP.split("\n"))


def test_a_claim_struck_in_a_remarkup_comment_is_no_site():
    extraction = extract(REMARKUP, None, "r.remarkup")
    assert "upstream.aliases" not in extraction.facts and "upstream.symbols" not in extraction.facts


def test_an_org_strike_around_verbatim_text_stays_struck():
    org = "#+TITLE: notes\n\n* How to enable\n- +Also requires =enable_primus_turbo: true=+ -- no.\n- Uses ~initialize_ub~.\n"
    lines = as_markdown(org).split("\n")
    assert lines[3] == "- ~~Also requires `enable_primus_turbo: true`~~ -- no."
    assert lines[4] == "- Uses `initialize_ub`."


def test_textile_emphasis_reads_as_markdown_and_leaves_a_names_underscores():
    textile = 'h1. weight_deosc\n\nh2. What it does\n\nRegistered as @megatron.x.own@: _"Install X on the optimizer."_ It reads weight_deosc.\n\n|_. key |_. value |\n| a | b |\n'
    lines = as_markdown(textile).split("\n")
    assert lines[4] == 'Registered as `megatron.x.own`: *"Install X on the optimizer."* It reads weight_deosc.'
    extraction = extract(textile, "megatron.x.own", "r.textile")
    assert extraction.facts["feature.summary"].value == "Install X on the optimizer."


SLURM = """0: SLURM_JOB_ID=4418203
0: SLURM_NNODES=2
1: SLURM_JOB_ID=4418203
0: + torchrun --nnodes=2 tools/validate.py --patch megatron.x.own
0: W0611 09:41:07.512000 1873201 torch/distributed/run.py:793] Setting OMP_NUM_THREADS environment variable
0: mi300x-a01:1873305:1873305 [0] NCCL INFO NET/Plugin : dlerror=librccl-net.so: cannot open shared object file
0: [INFO] ===== patch under check: megatron.x.own =====
0: [INFO] F3 phase: before_train
0: [WARN] F6 site 2: megatron.a.g is wrapped too
0: [INFO] F5 site 1: megatron.a.f
1: [INFO] rank 3: barrier reached, exiting
0: validate exit code 0
"""


def test_a_slurm_jobs_output_reads_its_scripts_lines_as_items_and_blanks_the_jobs_own():
    assert is_slurm_output(SLURM) and not is_slurm_output("1: one\n2: two\n")
    lines = slurm_output_lines(SLURM.split("\n"))
    assert lines[:6] == ["", "", "", "", "", ""]
    assert lines[6:9] == ["- ===== patch under check: megatron.x.own =====", "- F3 phase: before_train", "- Warning: F6 site 2: megatron.a.g is wrapped too"]
    extraction = extract(SLURM, "megatron.x.own", "slurm.out")
    assert "enable.flags" not in extraction.facts
    assert extraction.facts["enable.phase"].value == "before_train"


TABS = """# `megatron.x.own`

## How to enable

<Tabs>
  <TabItem value="zbv" label="ZeroBubble-V" default>

```yaml
patch_zero_bubble: true
```

  </TabItem>
  <TabItem value="pp" label="Primus Pipeline">

```yaml
patch_primus_pipeline: true
```

  </TabItem>
</Tabs>
"""


def test_a_config_in_one_tab_of_several_is_an_alternative_not_a_flag():
    lines = mdx_lines(TABS.split("\n"))
    assert lines[7] == '```yaml tab="ZeroBubble-V"' and lines[14] == '```yaml tab="Primus Pipeline"'
    assert extract(TABS, None, "r.mdx").facts.get("enable.flags") is None
    one = TABS.replace('  <TabItem value="pp" label="Primus Pipeline">\n\n```yaml\npatch_primus_pipeline: true\n```\n\n  </TabItem>\n', "")
    assert [f.value for f in extract(one, None, "r.mdx").facts["enable.flags"]] == [("patch_zero_bubble", True)]


MEMO = "   It also rebinds x.\n\nAdeyemi          Internal Memo          [Page 3]\n\f\nPPWG-0117        Mock HF Dataset Patch  December 2026\n\n   The patch runs in setup.\n\nAdeyemi          Internal Memo          [Page 4]\n"


def test_a_paged_documents_footers_form_feeds_and_headers_are_blank():
    assert is_paged_text(MEMO) and not is_paged_text(MEMO.replace("\f", ""))
    assert paged_text_lines(MEMO.split("\n")) == ["   It also rebinds x.", "", "", "", "", "", "   The patch runs in setup.", "", "", ""]


def test_an_asciidoc_example_blocks_delimiters_are_no_heading_underlines():
    page = (
        "= `megatron.x.own`\n:toc:\n\n== Patch logic\n\n[NOTE]\n.Correction\n====\nThat was wrong: it never touches `train_step`.\n====\n\n"
        "It wraps `megatron.a.f`.\n\n[source,python]\n----\nm.f = g\n----\n"
    )
    lines = as_markdown(page).split("\n")
    assert lines[7] == "" and lines[9] == ""
    assert lines[6] == "Correction:" and lines[11] == "It wraps `megatron.a.f`." and lines[14:17] == ["```", "m.f = g", "```"]


PDF_TEXT = """Primus Patch Deep-Dive                                      Rev. 0.3

1   What it does

    It skips the build (megatron.x.own).

2   Patch logic

    It wraps `megatron.legacy.fused_kernels.load`.

AMD Internal - Engineering Use Only                        Page 1 of 2
\fPrimus Patch Deep-Dive                                      Rev. 0.3

3   Neighbouring patches (not part of this one)

    o  megatron.optimizer.torch_fused_adam rebinds megatron.core.optimizer.Adam when PRIMUS_TORCH_OPTIM=1.

AMD Internal - Engineering Use Only                        Page 2 of 2
"""


def test_a_pdfs_text_reads_its_numbered_titles_as_headings_and_its_page_breaks_blank():
    assert is_paged_text(PDF_TEXT)
    lines = as_markdown(PDF_TEXT).split("\n")
    assert lines[2] == "## 1   What it does" and lines[13] == "## 3   Neighbouring patches (not part of this one)"
    assert lines[10:13] == ["", "", ""]
    extraction = extract(PDF_TEXT, "megatron.x.own", "r.txt")
    assert "enable.env" not in extraction.facts


JATS = """<?xml version="1.0" encoding="UTF-8"?>
<article article-type="research-article">
  <body>
    <sec id="s1">
      <title>Patch logic</title>
      <p>Patch <monospace>megatron.x.own</monospace> rebinds <monospace>megatron.a.f</monospace>.</p>
      <p>Two hard constraints are raised in the handler when the degree is
      greater than 1:</p>
      <list list-type="order">
        <list-item><p><monospace>use_torch_fsdp2</monospace> must be <monospace>True</monospace>.</p></list-item>
      </list>
    </sec>
    <sec id="s2">
      <title>Related patch: megatron.x.other</title>
      <p>This separate patch wraps <monospace>megatron.a.g</monospace> and needs PyTorch &gt;= 2.12.</p>
    </sec>
  </body>
</article>
"""


def test_a_jats_section_is_headed_by_its_title_and_its_paragraphs_and_lists_are_prose():
    lines = xml_lines(JATS.split("\n"))
    assert lines[3:6] == ["## Patch logic (id: s1)", "", "Patch `megatron.x.own` rebinds `megatron.a.f`."]
    assert lines[7:10] == ["greater than 1:", "", "- `use_torch_fsdp2` must be `True`."]
    assert lines[11:13] == ["##", "## Related patch: megatron.x.other (id: s2)"]
    extraction = extract(JATS, "megatron.x.own", "article.xml")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "constraints" not in extraction.facts and "requires.packages" not in extraction.facts


TEI = """<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0">
  <text>
    <body>
      <div type="section">
        <head>Patch logic</head>
        <p>Phase: <del rend="strikethrough">before_train</del><add>build_args</add>. The handler
          <ident>patch_x</ident> of <ident>megatron.x.own</ident> edits the args in place.</p>
      </div>
      <div type="section">
        <head>Neighbouring patch: megatron.x.other</head>
        <p>That patch sets <code>tokenizer_type = "NullTokenizer"</code>.</p>
      </div>
    </body>
  </text>
</TEI>
"""


def test_a_tei_div_is_headed_by_its_head_and_a_deleted_word_is_struck():
    lines = xml_lines(TEI.split("\n"))
    assert lines[4:8] == ["## Patch logic (type: section)", "", "Phase: ~~before_train~~build_args. The handler", "`patch_x` of `megatron.x.own` edits the args in place."]
    assert lines[9] == "## Neighbouring patch: megatron.x.other (type: section)"
    extraction = extract(TEI, "megatron.x.own", "tei.xml")
    assert extraction.facts["enable.phase"].value == "build_args"
    assert "enable.side_effects" not in extraction.facts


def test_an_xhtml_heading_in_xml_is_a_heading_and_a_paragraph_under_an_item_stays_apart():
    xhtml = '<?xml version="1.0"?>\n<aside class="box">\n<h3>Erratum</h3>\n<p>The note above is wrong.</p>\n</aside>\n'
    assert xml_lines(xhtml.split("\n"))[2:4] == ["### Erratum", "The note above is wrong."]
    item_then_paragraph = '<?xml version="1.0"?>\n<notes>\n<site>megatron.a.f</site>\n<p>Said of the site above.</p>\n</notes>\n'
    assert xml_lines(item_then_paragraph.split("\n"))[2:4] == ["- site: megatron.a.f", "- p: Said of the site above."]


def test_a_decks_speaker_notes_are_read_as_prose_sections_of_their_own():
    ns = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"'
    slide = (
        f'<p:sld {ns}><p:cSld><p:spTree><p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody>'
        "<a:p><a:r><a:t>Patch logic</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>"
    )
    notes = (
        f'<p:notes {ns}><p:cSld><p:spTree><p:sp><p:nvSpPr><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr></p:sp>'
        '<p:sp><p:nvSpPr><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:txBody>'
        "<a:p><a:r><a:t>My first pass said build_args; wrong.</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:notes>"
    )
    lines = slide_xml_lines(f'<?xml version="1.0"?>\n{slide}\n<?xml version="1.0"?>\n{notes}'.split("\n"))
    assert lines == ["", "## Slide 1: Patch logic", "", "## Speaker notes 1", "", "My first pass said build_args; wrong.", ""]


FIDONET = """==============================================================================
From : Dmitri Volkov                        2:5020/1042.7   Mon 09 Jun 25 22:41
To   : All
Subj : megatron.x.own - notes for porting
==============================================================================
AREA:PRIMUS.PORTING
\x01MSGID: 2:5020/1042.7 684766a1
\x01PID: GED+LNX 1.1.5-b20180707
Hello All!

 JK> No. The register_patch call says phase="before_train".

It wraps `megatron.a.f`.

--- GoldED+/LNX 1.1.5
 * Origin: Volkov's Kitchen BBS, Moscow (2:5020/1042.7)
SEEN-BY: 280/464 5020/1042
"""


def test_fidonet_mail_reads_without_its_header_kludges_and_routing_and_quotes_as_quotations():
    assert is_fidonet(FIDONET) and not is_fidonet("From : someone\nSubj : x\n")
    lines = fidonet_lines(FIDONET.split("\n"))
    assert lines[:8] == ["", "## Message from Dmitri Volkov", "", "", "", "", "", ""]
    assert lines[10] == '> No. The register_patch call says phase="before_train".'
    assert lines[14:17] == ["", "", ""]
    extraction = extract(FIDONET, "megatron.x.own", "mail.msg")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert not any("1.1.5" in t.why for t in extraction.todos)


PG_DUMP = r"""--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TABLE public.notes (
    id integer NOT NULL,
    status text NOT NULL,
    body text NOT NULL
);

COPY public.notes (id, status, body) FROM stdin;
1	retracted	It also rebinds `megatron.a.g`.\nRETRACTED: it does not.
2	published	# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.
\.

--
-- PostgreSQL database dump complete
--
"""


def test_a_pg_dump_of_notes_reads_as_its_rows_the_session_settings_blank_and_a_retracted_row_quoted():
    assert is_pg_dump(PG_DUMP) and not is_pg_dump("SET statement_timeout = 0;\n")
    lines = pg_dump_lines(PG_DUMP.split("\n"))
    assert lines[:14] == [""] * 14
    assert lines[14:19] == ["## notes 1 (status: retracted)", "", "> It also rebinds `megatron.a.g`.", "> RETRACTED: it does not.", "> "]
    assert lines[19:26] == ["## notes 2 (status: published)", "", "# `megatron.x.own`", "", "## Patch logic", "", "It rebinds `megatron.a.f`."]
    extraction = extract(PG_DUMP, "megatron.x.own", "notes.sql")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "enable.side_effects" not in extraction.facts


CONTEXT = r"""\setupbodyfont[10pt]
\starttext
\startsection[title={Patch logic of megatron.x.own}]
It wraps \type{megatron.a.f}; on a first read I wrote it \overstrike{also wraps \type{megatron.a.g}}.
\startitemize
\item Phase \type{before_train}.
\stopitemize
\starttyping
x = 1
\stoptyping
\startcomment
ask Jan about g
\stopcomment
\bTABLE
\bTR \bTH Key \eTH \bTH Value \eTH \eTR
\bTR \bTD phase \eTD
     \bTD before_train \eTD \eTR
\eTABLE
\stopsection
\stoptext
"""


def test_a_context_document_reads_its_titles_items_typing_comments_and_tables():
    assert is_context(CONTEXT) and not is_context("\\section{x}\n")
    lines = context_lines(CONTEXT.split("\n"))
    assert lines[:4] == ["", "", "## Patch logic of megatron.x.own", "It wraps `megatron.a.f`; on a first read I wrote it ~~also wraps `megatron.a.g`~~."]
    assert lines[4:10] == ["", "- Phase `before_train`.", "", "```", "x = 1", "```"]
    assert lines[10:13] == ["", "> ask Jan about g", ""]
    assert lines[14] == "<table><tr><th>Key</th><th>Value</th></tr>"
    assert lines[15:17] == ["<tr><td>phase</td><td>before_train</td></tr></table>", "\u00a0"]
    extraction = extract(CONTEXT, "megatron.x.own", "notes.tex")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


RANGE_DIFF = """1:  3f4a5b6 ! 1:  9c8d7e6 megatron: port megatron.x.own
    @@ Metadata
      Author: A <a@example.com>
    
     ## Commit message ##
    -    megatron: port a patch
    +    megatron: port megatron.x.own
     
    -    It also wraps `megatron.a.g`.
    +    It wraps `megatron.a.f` only.
     
         Phase: before_train.
2:  1111111 = 2:  2222222 tests: cover it
"""


def test_git_range_diff_reads_the_new_messages_and_strikes_what_only_the_old_ones_said():
    assert is_range_diff(RANGE_DIFF) and not is_range_diff("1:  3f4a5b6 ! 1:  9c8d7e6 subject\n")
    lines = range_diff_lines(RANGE_DIFF.split("\n"))
    assert lines[:6] == ["# megatron: port megatron.x.own", "", "Author: A <a@example.com>", "", "", "~~megatron: port a patch~~"]
    assert lines[6:12] == ["megatron: port megatron.x.own", "", "~~It also wraps `megatron.a.g`.~~", "It wraps `megatron.a.f` only.", "", "Phase: before_train."]
    assert lines[12] == "# tests: cover it"
    extraction = extract(RANGE_DIFF, "megatron.x.own", "v1-v2.range-diff")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


INFO = """This is own.info, produced by makeinfo version 7.1 from
own.texi.

\x1f
File: own.info,  Node: Top,  Next: Patch logic,  Up: (dir)

megatron.x.own
**************

* Menu:

* Patch logic::     Style and phase.

\x1f
File: own.info,  Node: Patch logic,  Prev: Top,  Up: Top

1 Patch logic
=============

It rebinds 'megatron.a.f'; its 'description=' reads "Own patch".

 -- Variable: data_path
     The argument the handler rewrites.

\x1f
Tag Table:
Node: Top\x7f77
\x1f
End Tag Table
"""


def test_a_compiled_info_file_reads_its_titles_as_headings_its_header_menu_and_tag_table_blank():
    assert is_info_file(INFO) and not is_info_file("This is a note.\n")
    lines = info_lines(INFO.split("\n"))
    assert len(lines) == len(INFO.split("\n"))
    assert lines[:6] == [""] * 6 and lines[6] == "# megatron.x.own"
    assert lines[7:16] == [""] * 9
    assert lines[16:18] == ["## 1 Patch logic", ""]
    assert lines[19] == "It rebinds `megatron.a.f`; its 'description=' reads \"Own patch\"."
    assert lines[21:23] == ["Variable: `data_path`", "The argument the handler rewrites."]
    assert lines[23:] == [""] * (len(lines) - 23)
    extraction = extract(INFO, "megatron.x.own", "own.info")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_markdown_report_quoting_other_formats_in_fences_is_still_read_as_markdown():
    quoted = (
        "# `megatron.x.own`\n\n## Patch logic\n\nIt rebinds `megatron.a.f`.\n\n```text\n1:  3f4a5b6 ! 1:  9c8d7e6 subject\n"
        "     ## Commit message ##\n    -    old\n```\n\n```sql\nCOPY public.notes (id, body) FROM stdin;\n1\tx\n\\.\n```\n\n"
        "```tex\n\\starttext\n\\startsection[title={X}]\n\\stopsection\n\\stoptext\n```\n"
    )
    assert not is_range_diff(quoted) and not is_pg_dump(quoted) and not is_context(quoted)
    assert [f.value for f in extract(quoted, None, "r.md").facts["upstream.symbols"]] == ["megatron.a.f"]


def test_context_headings_written_with_braces_and_a_quoted_pg_table_name_are_read():
    assert context_lines(["\\starttext", "\\section{Patch logic}", "\\stoptext"]) == ["", "## Patch logic", ""]
    dump = 'COPY public."review-notes" (id, status, body) FROM stdin;\n2\tsuperseded\tPhase: build_args.\n\\.\n'
    assert pg_dump_lines(dump.split("\n")) == ["", "## review-notes 2 (status: superseded)", "", "> Phase: build_args.", "> ", "", ""]


def test_a_tei_sentence_is_no_strike_and_a_hi_rendered_struck_is():
    tei = '<?xml version="1.0"?>\n<TEI>\n<p><s>Style: x.</s> Phase: <hi rend="strikethrough">a</hi> b.</p>\n</TEI>'
    assert xml_lines(tei.split("\n"))[2] == "Style: x. Phase: ~~a~~ b."


def test_an_xml_sections_title_keeps_the_attributes_it_is_read_with():
    xml = '<?xml version="1.0"?>\n<patch id="megatron.x.own" phase="setup">\n<title>SDMA</title>\n<site>megatron.a.f</site>\n</patch>'
    assert xml_lines(xml.split("\n"))[1] == "## SDMA (id: megatron.x.own, phase: setup)"


def test_a_jira_text_exports_comment_opens_a_part_of_its_own():
    jira = (
        "h1. torchtitan.x.own\n\nh2. Patch logic\n\nIt wraps {{torchtitan.a.b.f}}.\n\n"
        "h2. Neighbour: torchtitan.y.other\n\nA separate patch; not part of this port.\n\nComments\n\n"
        "Comment by A. Person [ 12/Mar/26 10:02 ]\nCorrection to the Patch logic: it also wraps {{torchtitan.a.b.g}}.\n"
    )
    lines = as_markdown(jira).split("\n")
    assert lines[12] == "## Comment by A. Person (12/Mar/26 10:02)"
