"""Reports saved by a document tool (RTF, an outline as OPML, mail with its MIME parts, a notebook's HTML export, a
workbook in XML Spreadsheet 2003, a wiki page exported with its revisions) read as the Markdown they stand for, line for line (scripts/portval/explorer/)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

from portval.explorer.affine_json import affine_page_view
from portval.explorer.box_tables import box_table_lines
from portval.explorer.captions import caption_lines
from portval.explorer.coda_json import coda_page_view
from portval.explorer.code_tour import code_tour_view
from portval.explorer.comet_notes import comet_notes_view
from portval.explorer.compact_json import json_view
from portval.explorer.config_text import is_yaml_document
from portval.explorer.confluence_json import confluence_page_view
from portval.explorer.copilot_chat import copilot_chat_view
from portval.explorer.craft_json import craft_page_view
from portval.explorer.csv_views import csv_document_view
from portval.explorer.d2 import d2_lines, is_d2
from portval.explorer.datadog_notebook import datadog_notebook_view
from portval.explorer.day_one import day_one_view
from portval.explorer.deepnote import deepnote_view
from portval.explorer.djot import djot_lines, is_djot
from portval.explorer.etherpad import etherpad_view
from portval.explorer.extract import extract
from portval.explorer.freemind import freemind_view
from portval.explorer.google_slides import slides_view
from portval.explorer.grafana_dashboard import grafana_dashboard_view
from portval.explorer.im_logs import im_log_view
from portval.explorer.imessage import imessage_lines, is_imessage_export
from portval.explorer.jira_rest_v2 import jira_issue_view
from portval.explorer.journal_json import journal_view
from portval.explorer.json_threads import thread_view
from portval.explorer.markdown_in_json import markdown_view
from portval.explorer.markup import as_markdown
from portval.explorer.messages_api import messages_api_view
from portval.explorer.mhtml import mhtml_view
from portval.explorer.miro_board import miro_board_view
from portval.explorer.mlflow_run import mlflow_run_view
from portval.explorer.mural_board import mural_board_view
from portval.explorer.nextcloud_deck import deck_view
from portval.explorer.outlook_thread import outlook_thread_view
from portval.explorer.pmwiki import pmwiki_view
from portval.explorer.pod import is_pod, pod_lines
from portval.explorer.readme_doc import readme_doc_view
from portval.explorer.remnote import remnote_view
from portval.explorer.rich_text_json import rich_text_view
from portval.explorer.roam_edn import roam_edn_view
from portval.explorer.rst import is_rst, rst_lines
from portval.explorer.simplenote import simplenote_view
from portval.explorer.smartsheet import smartsheet_view
from portval.explorer.stack_posts import stack_posts_view
from portval.explorer.standard_notes import standard_notes_view
from portval.explorer.text import dunders_quoted
from portval.explorer.thread_text import message_html
from portval.explorer.tiddlywiki_json import tiddlers_view
from portval.explorer.tldraw import tldraw_view
from portval.explorer.word_html import html_markdown, separated_paragraphs

RTF = (
    "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\froman Times New Roman;}{\\f38\\fmodern\\fcharset0 Consolas;}}\n"
    "{\\colortbl;\\red0\\green0\\blue0;}\n"
    "{\\info{\\title Porting note}{\\author someone}}\n"
    "\\pard\\plain \\outlinelevel0 {\\b Porting note: megatron.x.own}\\par\n"
    "\\pard\\plain {It rebinds }{\\f38 megatron.a.f}{ at lines 13\\'9618.}\\par\n"
    "\\pard\\plain {It logs once.}\\par\n"
    "\\trowd\\cellx1000\\cellx2000\\cellx3000\n"
    "\\pard\\intbl {\\b Item}\\cell {\\b Value}\\cell {\\b Where}\\cell \\row\n"
    "\\pard\\intbl Phase\\cell {\\f38 before_train}\\cell line 16\\cell \\row\n"
    "\\pard\\plain {That was {\\strike wrong}.}\\par\n"
    "}"
)


def test_an_rtf_document_reads_its_paragraphs_code_font_and_table_rows_and_blanks_its_tables_of_fonts():
    lines = as_markdown(RTF).split("\n")
    assert len(lines) == len(RTF.split("\n"))
    assert lines[:3] == ["", "", ""]  # the font table, the color table, the document's properties
    assert lines[3] == "# **Porting note: megatron.x.own**"
    assert lines[4] == "It rebinds `megatron.a.f` at lines 13–18."
    # Word writes no blank line between paragraphs: the one right below another is an item, not its continuation.
    assert lines[5] == "- It logs once."
    assert lines[7] == ""  # the header row names the columns
    assert lines[8] == "- Phase: `before_train` (line 16)"
    assert lines[9] == "- That was ~~wrong~~."


OPML = """<?xml version="1.0"?>
<opml version="2.0">
  <head><ownerEmail>someone@example.com</ownerEmail></head>
  <body>
    <outline text="Port notes: megatron.x.own" _note="Read from Primus main.">
      <outline text="&lt;b&gt;Summary&lt;/b&gt;" _note="It swaps one helper.">
        <outline text="Phase: before_train" />
      </outline>
      <outline text="&lt;b&gt;Sites&lt;/b&gt;">
        <outline text="megatron.a.f ← primus.x.f" _note="setattr at L72" />
        <outline text="Gated on use_x" _complete="true" _note="Scratch that, wrong: no condition." />
        <outline text="Registered in primus/backends/x/__init__.py" />
      </outline>
    </outline>
  </body>
</opml>"""


def test_an_opml_outline_reads_items_as_nested_list_items_with_their_notes_and_bold_items_as_sections():
    lines = as_markdown(OPML).split("\n")
    assert len(lines) == len(OPML.split("\n"))
    assert lines[:4] == ["", "", "", ""]
    assert lines[4] == "# Port notes: `megatron.x.own` (Read from Primus main.)"
    # A section with a note of its own is a labelled paragraph: on the heading's line, the note would be its title.
    assert lines[5] == "**Summary:** It swaps one helper."
    assert lines[6] == "  - Phase: `before_train`"
    assert lines[8] == "## Sites"
    assert lines[9] == "- `megatron.a.f` ← `primus.x.f` — setattr at L72"
    assert lines[10] == "- [x] Gated on `use_x` — Scratch that, wrong: no condition."
    assert "`primus/backends/x/__init__.py`" in lines[11]  # a dunder in plain text is no bold


def test_a_site_written_with_a_left_arrow_is_drafted():
    report = "# `megatron.x.own`\n\n## Patch logic\n\n- `megatron.a.f` ← local class `_F` (setattr at L72)\n"
    sites = [f.value for f in extract(report, None, "r.md").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


MAIL = (
    "Message-ID: <1@example.com>\r\nMIME-Version: 1.0\r\nSubject: Re: megatron.x.own\r\nContent-Language: en-GB\r\n"
    'Content-Type: multipart/alternative;\r\n boundary="XYZ"\r\n\r\nThis is a multi-part message in MIME format.\r\n'
    "--XYZ\r\nContent-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"
    'It is registered with phase=3D"before_train" and rebinds megatron.a.long_na=\r\nme_of_f.\r\nThanks.\r\n'
    "--XYZ\r\nContent-Type: text/html; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"
    '<p>It is registered with <code>phase=3D"before_train"</code></p>\r\n--XYZ--\r\n'
)


def test_mail_with_mime_parts_reads_its_plain_text_decoded_and_blanks_the_html_copy_and_the_part_headers():
    lines = as_markdown(MAIL.replace("\r\n", "\n")).split("\n")
    assert len(lines) == len(MAIL.split("\r\n"))
    assert lines[2] == "# Re: megatron.x.own"
    assert lines[3] == ""  # a header the list of known ones did not hold before
    assert lines[7] == ""  # the preamble for mail programs that cannot read parts
    # A soft line break joins its lines on the first; the line it took holds no word but keeps the paragraph one.
    assert lines[12] == 'It is registered with phase="before_train" and rebinds megatron.a.long_name_of_f.'
    assert lines[13] == "\u00a0"
    assert lines[14] == "Thanks."
    assert not any(line.strip() for line in lines[15:])  # the HTML copy says it all again


def test_a_report_saved_with_crlf_line_ends_reads_as_with_lf():
    draft = extract(MAIL, None, "r.eml")
    assert draft.facts["enable.phase"].value == "before_train"
    assert draft.facts["enable.phase"].line == 13


NOTEBOOK = """<html><head><style>div.prompt { color: red; }
</style></head><body><main>
<div class="container" id="notebook-container">
<div class="cell text_cell"><div class="prompt input_prompt">
</div><div class="inner_cell"><div class="text_cell_render rendered_html">
<h1 id="t">Porting megatron.x.own<a class="anchor-link" href="#t">¶</a></h1><p>It rebinds <code>megatron.a.f</code>
in place.</p>
<p>It logs once.</p>
</div></div></div>
<div class="cell code_cell"><div class="input"><div class="prompt input_prompt">In&nbsp;[1]:</div>
<div class="inner_cell"><div class="input_area"><div class="highlight"><pre><span></span><span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>
</pre></div></div></div></div>
<div class="output_wrapper"><div class="output"><div class="output_area"><div class="prompt"></div>
<div class="output_subarea output_stream output_text"><pre>megatron.a.f = &lt;function f&gt;
</pre>
</div></div></div></div></div>
</div></main></body></html>"""


def test_a_notebooks_html_export_reads_its_markdown_cells_and_code_and_blanks_prompts_and_outputs():
    lines = as_markdown(NOTEBOOK).split("\n")
    assert len(lines) == len(NOTEBOOK.split("\n"))
    assert not any(line.strip() for line in lines[:5])  # the style sheet, the prompts
    # The heading and the paragraph that start on one line: the paragraph goes on to the next line it held.
    assert lines[5] == "# Porting megatron.x.own"
    assert lines[6] == "It rebinds `megatron.a.f` in place."
    assert lines[7] == "- It logs once."
    assert lines[10] == "    x = 1"
    assert not any("megatron.a.f" in line for line in lines[11:])  # what the cell printed


def test_a_heading_and_a_paragraph_on_one_line_with_no_blank_line_above_make_a_labelled_paragraph():
    assert html_markdown("<p>x</p>\n<h2>Sites</h2><p>It rebinds a.</p>").split("\n") == ["x", "**Sites:** It rebinds a."]


def test_separated_paragraphs_leaves_headings_items_code_and_paragraphs_after_a_blank_line_alone():
    lines = ["# T", "first", "second", "- item", "    code", "", "third"]
    assert separated_paragraphs(lines) == ["# T", "first", "- second", "- item", "    code", "", "third"]


WORKBOOK = """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <DocumentProperties xmlns="urn:schemas-microsoft-com:office:office">
  <Title>Port sheet - megatron.x.own</Title>
  <Version>16.00</Version>
 </DocumentProperties>
 <Styles>
  <Style ss:ID="sHead"><Font ss:Bold="1"/><Interior ss:Color="#1F4E78"/></Style>
  <Style ss:ID="sCode"><Font ss:FontName="Consolas"/></Style>
  <Style ss:ID="sStruck"><Font ss:StrikeThrough="1"/></Style>
 </Styles>
 <Worksheet ss:Name="Facts">
  <Table ss:ExpandedColumnCount="2">
   <Column ss:Width="150"/>
   <Row>
    <Cell ss:StyleID="sHead"><Data ss:Type="String">Field</Data></Cell>
    <Cell ss:StyleID="sHead"><Data ss:Type="String">Value</Data></Cell>
   </Row>
   <Row ss:Height="18.75">
    <Cell><Data ss:Type="String">Phase</Data></Cell>
    <Cell ss:StyleID="sCode"><Data ss:Type="String">before_train</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String">Rebinds</Data></Cell>
    <Cell ss:StyleID="sStruck"><Data ss:Type="String">megatron.b.g</Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>"""


def test_a_spreadsheet_xml_workbook_reads_each_row_as_a_table_row_and_blanks_its_properties_and_styles():
    lines = as_markdown(WORKBOOK).split("\n")
    assert len(lines) == len(WORKBOOK.split("\n"))
    assert lines[5].strip() == "# Port sheet - megatron.x.own"
    assert not any("16.00" in line or "1F4E78" in line for line in lines)
    assert lines[13] == "## Facts"
    assert "<th>Field</th><th>Value</th>" in lines[16]
    # The lines a row held, and the column widths, hold a no-break space: a blank line would end the table.
    assert lines[17:20] == ["\u00a0"] * 3
    assert "<td>Phase</td><td>`before_train`</td>" in lines[20]
    assert "<td>~~megatron.b.g~~</td>" in lines[24]
    draft = extract(WORKBOOK, None, "r.xml")
    assert draft.facts["enable.phase"].value == "before_train"
    assert "upstream.symbols" not in draft.facts  # struck through, the row is taken back


def test_a_notebook_heading_alone_on_a_line_with_a_blank_line_above_moves_up_for_the_paragraph_on_its_line():
    assert html_markdown("<p>x</p>\n\n<h2>Sites</h2><p>It rebinds a.</p>").split("\n") == ["x", "## Sites", "It rebinds a."]


ICS = (
    "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nATTENDEE;CN=someone:mailto:someone@example.com\n"
    "DESCRIPTION;LANGUAGE=en-US:Patch under review: megatron.x.ow\n n\\n\\nWhat it does\n \\n- It rebinds \n megatron.a.f\\, once.\n"
    "SUMMARY:Port review: megatron.x.own\nX-ALT-DESC;FMTTYPE=text/html:<p>Patch under review</p>\nEND:VEVENT\nEND:VCALENDAR"
)


def test_an_icalendar_invite_reads_its_unfolded_description_and_summary_and_blanks_the_rest():
    lines = as_markdown(ICS).split("\n")
    assert len(lines) == len(ICS.split("\n"))
    assert not any(lines[i].strip() for i in (0, 1, 2, 3, 9, 10, 11))
    # The fold cut the id in two: unfolded, it is one name again; each escaped line break starts a line of its own, on
    # the folded line it stands on or the next one free.
    assert lines[4] == "Patch under review: megatron.x.own"
    assert lines[5] == ""
    assert lines[6] == "## What it does"  # a short line over a list, after a blank line: a section's title
    assert lines[7] == "- It rebinds megatron.a.f, once."
    assert lines[8] == "# Port review: megatron.x.own"
    draft = extract(ICS, None, "r.ics")
    assert draft.facts["feature.id"].value == "megatron.x.own"


def test_an_invites_notes_longer_than_its_folded_lines_go_on_the_last_one():
    text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDESCRIPTION:a\\nb\\nc\nEND:VEVENT\nEND:VCALENDAR"
    assert as_markdown(text).split("\n")[2] == "a; b; c"


CREOLE = """#format creole
## page notes for maintainers
= Porting megatron.x.own =
|= Key |= Value |
| {{{use_x}}} | true |
# It rebinds {{{megatron.a.f}}}.
** Not bold: a nested item
Some //italic// words and a [[Target|link]].
{{{
x = 1
}}}
"""


def test_a_creole_page_reads_its_numbered_items_code_and_header_cells():
    lines = as_markdown(CREOLE).split("\n")
    assert lines[:2] == ["", ""]  # MoinMoin's processing instruction and comment
    assert lines[2] == "# Porting megatron.x.own"
    assert lines[3] == "<table><tr><th>Key</th><th>Value</th></tr>"
    assert lines[4] == "<tr><td>`use_x`</td><td>true</td></tr></table>"
    assert lines[5] == "1. It rebinds `megatron.a.f`."  # "#" numbers an item; as Markdown it would be a heading
    assert lines[6] == "   - Not bold: a nested item"
    assert lines[7] == "Some *italic* words and a link."
    assert lines[8:11] == ["```", "x = 1", "```"]


TIDDLER = """title: PortNotes
tags: primus [[Megatron-LM]]
type: text/x-tiddlywiki

/% a comment for editors %/
!Sites
# `megatron.a.f` -- wrapped by `f` (line 3)
--The factory is only rebound in `megatron.b`.--
''Correction:'' the struck line is wrong.
|!Key|!Default|
|`impl`|`loop`|
"""


def test_a_tiddler_reads_its_title_field_headings_struck_lines_and_tables():
    lines = as_markdown(TIDDLER).split("\n")
    assert lines[:4] == ["# PortNotes", "", "", ""]
    assert lines[4] == ""
    assert lines[5] == "## Sites"
    assert lines[6] == "1. `megatron.a.f` -- wrapped by `f` (line 3)"
    assert lines[7] == "~~The factory is only rebound in `megatron.b`.~~"
    assert lines[8] == "**Correction:** the struck line is wrong."
    assert lines[9] == "<table><tr><th>Key</th><th>Default</th></tr>"


FODT = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.3">
 <office:automatic-styles>
  <style:style style:name="T1" style:family="text"><style:text-properties style:text-line-through-style="solid"/></style:style>
 </office:automatic-styles>
 <office:body>
  <office:text>
   <text:p text:style-name="Title">Porting megatron.x.own</text:p>
   <text:h text:outline-level="1">1. What it rebinds</text:h>
   <text:p text:style-name="P1">It rebinds <text:span text:style-name="Source_20_Text">megatron.a.f</text:span>.</text:p>
   <text:p text:style-name="P1"><text:span text:style-name="T1">It also sets </text:span><text:span text:style-name="Source_20_Text"><text:span text:style-name="T1">use_y</text:span></text:span></text:p>
   <text:list>
    <text:list-item>
     <text:p text:style-name="P3"><text:span text:style-name="Source_20_Text">use_x</text:span> is true<office:annotation><dc:creator>ML</dc:creator><text:p>Checked.</text:p></office:annotation></text:p>
    </text:list-item>
   </text:list>
   <table:table table:name="T">
    <table:table-column/>
    <table:table-row>
     <table:table-cell><text:p>Module</text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:text>
 </office:body>
</office:document>"""


def test_a_flat_odf_document_reads_its_body_as_html_and_blanks_its_styles():
    lines = as_markdown(FODT).split("\n")
    assert len(lines) == len(FODT.split("\n"))
    assert not any(line.strip() for line in lines[:7])
    assert lines[7] == "# Porting megatron.x.own"
    assert lines[8] == "# 1. What it rebinds"
    assert lines[9] == "It rebinds `megatron.a.f`."
    # A struck run with a code run inside is one struck run.
    assert lines[10] == "- ~~It also sets `use_y`~~"
    assert lines[12] == "- `use_x` is true (Comment by ML: Checked.)"
    assert "<td>Module</td>" in lines[18]
    assert lines[17] == "\u00a0"  # the column definition's line: a blank line would end the table


NOTION = """{
  "page": {
    "object": "page",
    "properties": {"Name": {"type": "title", "title": [{"plain_text": "Port notes: megatron.x.own"}]}}
  },
  "blocks": [
    {
      "object": "block",
      "type": "paragraph",
      "paragraph": {"rich_text": [
        {"plain_text": "Phase: ", "annotations": {}},
        {"plain_text": "build_args", "annotations": {"strikethrough": true, "code": true}},
        {"plain_text": " before_train", "annotations": {"code": true}}
      ]}
    },
    {
      "object": "block",
      "type": "code",
      "code": {"language": "python", "rich_text": [{"plain_text": "a = 1\\nb = 2", "annotations": {}}]}
    },
    {
      "object": "block",
      "type": "to_do",
      "to_do": {"checked": false, "rich_text": [{"plain_text": "Which version?", "annotations": {}}]}
    }
  ]
}"""


def test_a_notion_page_as_api_json_reads_each_block_on_its_line_with_its_runs_marked():
    lines = as_markdown(NOTION).split("\n")
    assert len(lines) == len(NOTION.split("\n"))
    assert lines[2] == "# Port notes: megatron.x.own"
    assert lines[7] == "Phase: ~~`build_args`~~ `before_train`"
    assert lines[16:20] == ["```python", "a = 1", "b = 2", "```"]
    assert lines[21] == "- [ ] Which version?"


def test_a_message_a_chat_api_gives_as_html_is_read_as_html():
    report = (
        '{\n  "value": [\n    {\n      "body": {\n        "contentType": "html",\n        "content": "<p>Patch id: '
        '<code>megatron.x.own</code>.</p><ul><li>It rebinds <code>megatron.a.f</code>.</li><li>Phase '
        '<code>before_train</code>, as the registration at line 12 says.</li></ul>"\n      }\n    }\n  ]\n}\n'
    )
    assert as_markdown(report).split("\n")[5] == (
        "Patch id: `megatron.x.own`.; • It rebinds `megatron.a.f`.; • Phase `before_train`, as the registration at line 12 says."
    )


WORD_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
    '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Porting megatron.x.own</w:t></w:r></w:p>'
    '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Sites</w:t></w:r></w:p>'
    '<w:p><w:r><w:t xml:space="preserve">It rebinds </w:t></w:r><w:r><w:rPr><w:rFonts w:ascii="Consolas"/></w:rPr><w:t>megatron.a</w:t></w:r>'
    '<w:r><w:rPr><w:rFonts w:ascii="Consolas"/></w:rPr><w:t>.f</w:t></w:r><w:del><w:r><w:delText> twice</w:delText></w:r></w:del>'
    "<w:r><w:t>.</w:t></w:r></w:p>"
    '<w:p><w:r><w:rPr><w:strike/></w:rPr><w:t xml:space="preserve">It also rebinds </w:t></w:r>'
    '<w:r><w:rPr><w:rFonts w:ascii="Consolas"/><w:strike/></w:rPr><w:t>megatron.b.g</w:t></w:r></w:p>'
    '<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/></w:numPr></w:pPr><w:r><w:t>Phase: before_train</w:t></w:r></w:p>'
    "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Flag</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>use_x</w:t></w:r></w:p></w:tc></w:tr></w:tbl>"
    "</w:body></w:document>"
)


def test_a_word_document_xml_on_one_line_is_read_one_paragraph_a_line():
    lines = as_markdown(WORD_XML).split("\n")
    assert lines[0] == ""
    assert lines[1] == "# Porting megatron.x.own"
    assert lines[3] == "## Sites"
    # A name an edit cut into two runs is one code span; a tracked deletion is no text of the document.
    assert lines[5] == "It rebinds `megatron.a.f`."
    assert lines[7] == "~~It also rebinds `megatron.b.g`~~"
    assert lines[9] == "- Phase: before_train"
    assert lines[11] == "<table><tr><td>Flag</td><td>use_x</td></tr></table>"


ADF = """{
  "fields": {
    "summary": "Port megatron.x.own",
    "description": {
      "type": "doc",
      "content": [
        {
          "type": "paragraph",
          "content": [
            {
              "type": "text",
              "text": "Requires megatron-core >= 0.12.",
              "marks": [{"type": "strike"}]
            },
            {
              "type": "text",
              "text": " It rebinds "
            },
            {
              "type": "text",
              "text": "megatron.a.f",
              "marks": [{"type": "code"}]
            }
          ]
        }
      ]
    }
  }
}"""


def test_a_jira_issue_in_atlassian_document_format_reads_each_block_on_its_type_line():
    lines = as_markdown(ADF).split("\n")
    assert len(lines) == len(ADF.split("\n"))
    assert lines[2] == "# Port megatron.x.own"
    assert lines[7] == "~~Requires megatron-core >= 0.12.~~ It rebinds `megatron.a.f`"
    assert not any(line.strip() for line in lines[8:])  # the text nodes' own lines


def test_mail_with_a_base64_html_part_is_decoded_and_the_message_outlook_quotes_is_quoted():
    import base64

    page = (
        "<html><body><p>Patch id: <code>megatron.x.own</code>.</p>\n<p>It rebinds <code>megatron.a.f</code>.</p>\n"
        "<p><b>From:</b> Someone <b>Sent:</b> Tuesday</p>\n<p>It also rebinds <code>megatron.b.g</code>.</p></body></html>"
    )
    encoded = base64.encodebytes(page.encode()).decode()
    mail = (
        "Message-ID: <1@example.com>\nMIME-Version: 1.0\nSubject: RE: megatron.x.own\n"
        'Content-Type: multipart/related; boundary="B"\n\n--B\nContent-Type: text/html; charset="utf-8"\n'
        f"Content-Transfer-Encoding: base64\n\n{encoded}--B--\n"
    )
    text = as_markdown(mail)
    assert "Patch id: `megatron.x.own`." in text
    assert "> It also rebinds `megatron.b.g`." in text
    sites = [f.value for f in extract(mail, None, "r.eml").facts.get("upstream.symbols", [])]
    assert sites == ["megatron.a.f"]


SLACK = """{
  "ok": true,
  "messages": [
    {
      "ts": "1.1",
      "text": "Patch id: `megatron.x.own`. It rebinds `megatron.a.f`; the ~old~ *new* note is <https://example.com|here>.",
      "blocks": [
        {
          "type": "rich_text",
          "elements": [{"type": "text", "text": "Patch id megatron.x.own rebinds megatron.b.g in a copy of the message"}]
        }
      ]
    }
  ]
}"""


def test_a_slack_thread_reads_each_messages_mrkdwn_and_not_its_blocks():
    lines = as_markdown(SLACK).split("\n")
    assert lines[5] == "Patch id: `megatron.x.own`. It rebinds `megatron.a.f`; the ~~old~~ **new** note is here."
    assert not any("megatron.b.g" in line for line in lines)


MEDIAWIKI_EXPORT = (
    '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">\n'
    "  <siteinfo>\n    <sitename>Wiki</sitename>\n  </siteinfo>\n"
    "  <page>\n    <title>Patches/megatron.x own</title>\n"
    "    <revision>\n      <timestamp>2026-03-01T10:00:00Z</timestamp>\n"
    '      <text bytes="90" xml:space="preserve">== Patch logic ==\n'
    "It rebinds &lt;code&gt;megatron.b.old&lt;/code&gt;.</text>\n    </revision>\n"
    "    <revision>\n      <timestamp>2026-03-02T10:00:00Z</timestamp>\n"
    '      <text bytes="120" xml:space="preserve">== Patch logic ==\n'
    "It rebinds &lt;code&gt;megatron.a.f&lt;/code&gt; when &lt;code&gt;X_ON=1&lt;/code&gt; is set.\n"
    "[[Category:Patches]]</text>\n      <sha1>abc</sha1>\n    </revision>\n  </page>\n</mediawiki>"
)


def test_a_mediawiki_export_reads_its_last_revision_unescaped_and_blanks_the_rest():
    lines = as_markdown(MEDIAWIKI_EXPORT).split("\n")
    assert len(lines) == len(MEDIAWIKI_EXPORT.split("\n"))
    assert lines[5] == "# Patches/megatron.x_own"  # a title's spaces are its underscores
    assert "megatron.b.old" not in "\n".join(lines)  # the revision the later one replaced
    assert lines[13] == "## Patch logic"
    assert lines[14] == "It rebinds `megatron.a.f` when `X_ON=1` is set."
    assert [line for line in lines[15:] if line.strip()] == []  # the category, the hash, the closing tags


TYPST = (
    '#set page(paper: "a4", margin: (x: 2.2cm))\n'
    '#set text(size: 10.5pt)\n'
    "#let note(body) = block(inset: 8pt)[*Note.* #body]\n"
    "= Patch logic <sec:logic>\n"
    "The handler does two assignments:\n"
    "#table(\n"
    "  columns: (auto, 1fr),\n"
    "  table.header([*Module attribute*], [*Set to*]),\n"
    "  [`megatron.a.f`], [`new_f`],\n"
    "  [`megatron.b.f`], [`new_f`],\n"
    ")\n"
    "#correction[\n"
    "  It never touches `megatron.c.f`. See @sec:logic.\n"
    "]\n"
    "+ first item with *strong* words\n"
)


def test_a_typst_document_reads_headings_tables_by_column_count_and_its_own_calls_as_labels():
    lines = as_markdown(TYPST).split("\n")
    assert len(lines) == len(TYPST.split("\n"))
    assert lines[:3] == ["", "", ""]  # the rules and the definition: sizes, never versions
    assert lines[3] == "# Patch logic"
    assert lines[7] == "<table><tr><th>**Module attribute**</th><th>**Set to**</th></tr>"
    assert lines[8] == "<tr><td>`megatron.a.f`</td><td>`new_f`</td></tr>"
    assert lines[9] == "<tr><td>`megatron.b.f`</td><td>`new_f`</td></tr></table>"
    assert lines[11] == "Correction:"
    assert lines[12].strip() == "It never touches `megatron.c.f`. See ."
    assert lines[13] == ""
    assert lines[14] == "1. first item with **strong** words"


def test_a_typst_tables_module_attribute_column_gives_the_sites():
    facts = extract("Porting notes for `megatron.x.own`.\n\n" + TYPST, None, "r.typ").facts
    sites = {f.value for name in ("upstream.symbols", "upstream.aliases") for f in facts.get(name, [])}
    assert sites == {"megatron.a.f", "megatron.b.f"}


CANVAS = (
    '{\n\t"nodes":[\n'
    '\t\t{"id":"g1","type":"group","x":0,"y":0,"width":1000,"height":1000,"label":"megatron.x.own"},\n'
    '\t\t{"id":"g2","type":"group","x":2000,"y":0,"width":500,"height":500,"label":"NOT this patch"},\n'
    '\t\t{"id":"t1","type":"text","text":"## What it replaces\\n\\n- `megatron.a.f`","x":10,"y":10,"width":100,"height":100},\n'
    '\t\t{"id":"t2","type":"text","text":"## Also rebinds\\n\\n- `megatron.b.f`","x":10,"y":300,"width":100,"height":100},\n'
    '\t\t{"id":"t3","type":"text","text":"rebinds `megatron.c.g` when `use_c: true`","x":2010,"y":10,"width":100,"height":100},\n'
    '\t\t{"id":"f1","type":"file","file":"notes/x.py","x":10,"y":600,"width":100,"height":100}\n'
    '\t],\n\t"edges":[\n'
    '\t\t{"id":"e1","fromNode":"t1","toNode":"t2","label":"retracts"}\n'
    "\t]\n}"
)


def test_a_canvas_reads_each_card_on_its_line_led_by_its_group_and_strikes_a_retracted_card():
    lines = as_markdown(CANVAS).split("\n")
    assert len(lines) == len(CANVAS.split("\n"))
    assert lines[2] == lines[3] == ""  # the groups' own lines
    assert lines[4] == "- megatron.x.own. What it replaces; • `megatron.a.f`"
    assert lines[5] == "- megatron.x.own. ~~Also rebinds; • `megatron.b.f`~~"
    assert lines[6] == "- NOT this patch. rebinds `megatron.c.g` when `use_c: true`"
    assert lines[7] == "- megatron.x.own. File: `notes/x.py`"
    assert [line for line in lines[8:] if line.strip()] == []  # the edges


SLIDES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
    'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree>'
    '<p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:rPr lang="en-US"/>'
    "<a:t>What the patch does</a:t></a:r></a:p></p:txBody></p:sp>"
    '<p:sp><p:nvSpPr><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:rPr lang="en-US"/><a:t>Rebinds </a:t></a:r>'
    '<a:r><a:rPr lang="en-US"><a:latin typeface="Consolas"/></a:rPr><a:t>megatron.a.f</a:t></a:r></a:p>'
    '<a:p><a:pPr lvl="1"/><a:r><a:rPr lang="en-US" strike="sngStrike"/><a:t>and megatron.b.f</a:t></a:r></a:p></p:txBody></p:sp>'
    '<p:graphicFrame><a:graphic><a:graphicData><a:tbl><a:tr h="1"><a:tc><a:txBody><a:p><a:r><a:t>Field</a:t></a:r></a:p></a:txBody></a:tc>'
    "<a:tc><a:txBody><a:p><a:r><a:t>Value</a:t></a:r></a:p></a:txBody></a:tc></a:tr>"
    '<a:tr h="1"><a:tc><a:txBody><a:p><a:r><a:t>Phase</a:t></a:r></a:p></a:txBody></a:tc>'
    "<a:tc><a:txBody><a:p><a:r><a:t>setup</a:t></a:r></a:p></a:txBody></a:tc></a:tr></a:tbl></a:graphicData></a:graphic></p:graphicFrame>"
    "</p:spTree></p:cSld></p:sld>"
)


def test_a_decks_slide_xml_reads_each_slide_as_a_section_with_its_bullets_code_and_table_and_no_attribute():
    text = as_markdown(SLIDES)
    assert text.split("\n") == [
        "",
        "## Slide 1: What the patch does",
        "",
        "- Rebinds `megatron.a.f`",
        "",
        "   - ~~and megatron.b.f~~",
        "",
        "<table><tr><th>Field</th><th>Value</th></tr>",
        "<tr><td>Phase</td><td>setup</td></tr></table>",
        "",
    ]
    assert "en-US" not in text and "Consolas" not in text


CHANGELOG = (
    "2025-09-03  Ana Ruiz  <ana@example.com>\n\n"
    "\t* ChangeLog: Correct the 2025-06-12 entry.  The patch rebinds\n"
    "\ta.protocols.f, not a.f.\n"
    "\t* x/patches.py (handler): No change.\n"
    "\t(helper): Also no change.\n\n"
    "2025-06-12  Ana Ruiz  <ana@example.com>\n\n"
    "\t* x/patches.py: New file.\n\n"
    "Copyright (C) 2025 Example.\n"
)


def test_a_changelog_reads_entries_as_headings_and_items_and_its_wrapped_lines_as_their_text():
    assert as_markdown(CHANGELOG).split("\n") == [
        "## 2025-09-03 Ana Ruiz",
        "",
        "- ChangeLog: Correct the 2025-06-12 entry.  The patch rebinds",
        "    a.protocols.f, not a.f.",
        "- x/patches.py (handler): No change.",
        "  - (helper): Also no change.",
        "",
        "## 2025-06-12 Ana Ruiz",
        "",
        "- x/patches.py: New file.",
        "",
        "",
        "",
    ]


def test_a_reddit_comments_html_copy_is_not_read_again():
    thread = (
        '{\n  "kind": "t1",\n  "data": {\n'
        '    "body": "It wraps `megatron.a.f` once at setup, see the ~~old~~ note above for the history.",\n'
        '    "body_html": "&lt;div class=\\"md\\"&gt;&lt;p&gt;It wraps &lt;code&gt;megatron.a.f&lt;/code&gt; once at setup, see '
        'the &lt;del&gt;old&lt;/del&gt; note above for the history.&lt;/p&gt;&lt;/div&gt;"\n'
        "  }\n}"
    )
    lines = as_markdown(thread).split("\n")
    assert lines[3] == "It wraps `megatron.a.f` once at setup, see the ~~old~~ note above for the history."
    assert lines[4] == ""


POSTS = (
    '<?xml version="1.0" encoding="utf-8"?>\n<posts>\n'
    '  <row Id="1" PostTypeId="1" AcceptedAnswerId="3" CreationDate="2025-11-04T09:12:47.330" Title="What does megatron.x.own rebind?" '
    'Body="&lt;p&gt;Before I port it:&lt;/p&gt;&#xA;&lt;ol&gt;&lt;li&gt;What does it rebind?&lt;/li&gt;&lt;/ol&gt;" />\n'
    '  <row Id="2" PostTypeId="2" ParentId="1" Body="&lt;p&gt;&lt;del&gt;It wraps &lt;code&gt;megatron.b.g&lt;/code&gt;.&lt;/del&gt;&lt;/p&gt;" />\n'
    '  <row Id="3" PostTypeId="2" ParentId="1" Body="&lt;p&gt;It rebinds &lt;code&gt;megatron.a.f&lt;/code&gt;.&lt;/p&gt;" />\n'
    "</posts>"
)


def test_a_stack_exchange_dump_reads_each_post_on_lines_of_its_own_and_no_attribute():
    view, lines = stack_posts_view(POSTS, "Posts.xml")
    assert "--view" in lines and "Posts.xml" in lines
    assert view.split("\n") == [
        "# What does megatron.x.own rebind?", "", "Before I port it:", "", "- What does it rebind?", "",
        "## Answer", "", "~~It wraps `megatron.b.g`.~~", "",
        "## Accepted answer", "", "It rebinds `megatron.a.f`.", "",
    ]
    assert "2025-11-04" not in view
    assert stack_posts_view("<posts/>", "x.xml") == ("<posts/>", "")


def test_a_quotation_in_a_messages_html_is_quoted_and_a_dunder_keeps_its_path():
    # A description string quoted in an answer is another's words, not the writer's.
    assert message_html("<p>It reads:</p><blockquote><p>Gated on TE.</p></blockquote>").split("\n") == ["It reads:", "", "> Gated on TE."]
    assert dunders_quoted("see patches/__init__.py and Config.__post_init__") == "see `patches/__init__.py` and `Config.__post_init__`"


ZOOM = (
    "10:04:12 From  Dana  to  Everyone:\n"
    "\tit rebinds megatron.a.f\n"
    "10:05:00 From  Ravi  to  Everyone:\n"
    "\tfyi the other patch megatron.y.z rebinds megatron.b.g\n"
    "10:05:47 From  Dana  to  Everyone:\n"
    '\tReplying to "fyi the other patch megatron..."\n'
    "\t\n"
    "\tdifferent ticket though\n"
    "10:06:05 From  Ravi  to  Everyone:\n"
    '\tReacted to "different ticket though" with 👍\n'
)


def test_a_zoom_chat_reads_each_message_as_an_item_and_strikes_what_a_reply_sets_apart():
    assert as_markdown(ZOOM).split("\n") == [
        "",
        "- it rebinds megatron.a.f",
        "",
        "- ~~fyi the other patch megatron.y.z rebinds megatron.b.g~~",
        "",
        "",
        "",
        "- different ticket though",
        "",
        "",
        "",
    ]


def test_a_transcription_jobs_output_is_read_once_as_its_transcript():
    call = (
        '{"jobName":"call","results":{"transcripts":[{"transcript":"It rebinds megatron.a.f. Scratch that."}],'
        '"items":[{"type":"pronunciation","alternatives":[{"content":"rebinds"}]}],'
        '"audio_segments":[{"transcript":"It rebinds megatron.a.f."}]},"status":"COMPLETED"}'
    )
    assert as_markdown(call) == "It rebinds megatron.a.f. Scratch that."


ZIM = (
    "Content-Type: text/x-zim-wiki\nWiki-Format: zim 0.6\nCreation-Date: 2026-03-04T10:12:33+01:00\n\n"
    "====== megatron.x.own ======\n===== Code walk =====\n'''\nif degree > 1:\n    args.y = degree\n'''\n"
    "Handler ''patch_x'', see [[Porting:Other|the other page]].\n"
)


def test_a_zim_page_reads_its_headings_code_block_and_verbatim_names():
    assert as_markdown(ZIM).split("\n") == [
        "",
        "",
        "",
        "",
        "# megatron.x.own",
        "## Code walk",
        "```",
        "if degree > 1:",
        "    args.y = degree",
        "```",
        "Handler `patch_x`, see the other page.",
        "",
    ]


MEET = (
    "Port handoff (2026-03-12) - Transcript\nAttendees\nPriya Raman, Wei Zhang\nTranscript\n"
    "This editable transcript was computer generated and might contain errors.\n00:00:00\n\n"
    "Priya Raman\nIt replaces megatron.a.f.\n\nWei Zhang\nNo, it doesn't.\n\nMeeting ended after 00:31:12\n"
)


def test_a_google_meet_transcript_reads_each_turn_as_an_item_and_drops_names_and_times():
    assert as_markdown(MEET).split("\n") == [
        "# Port handoff (2026-03-12) - Transcript",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "- It replaces megatron.a.f.",
        "",
        "",
        "- No, it doesn't.",
        "",
        "",
        "",
    ]


IPYTHON_LOG = (
    "# IPython log file\n\n"
    "get_ipython().run_line_magic('pycat', 'x_patches.py')\n"
    "# first read: it wraps\n# megatron.a.f.\n"
    "# ---- neighbour, NOT part of this patch ----\n"
    "q = registry.get('megatron.y')\n"
)


def test_an_ipython_log_reads_comments_as_words_dividers_as_headings_and_commands_as_code():
    assert as_markdown(IPYTHON_LOG).split("\n") == [
        "",
        "",
        "`get_ipython().run_line_magic('pycat', 'x_patches.py')`",
        "first read: it wraps",
        "megatron.a.f.",
        "## neighbour, NOT part of this patch",
        "`q = registry.get('megatron.y')`",
        "",
    ]


TWIKI = (
    '%META:TOPICINFO{author="someone" date="1747916820" format="1.1" version="4"}%\n'
    "---+!! Porting note\n"
    "%TOC%\n"
    "| *Field* | *Value* |\n"
    "| Phase | =setup= |\n"
    "%CODE{\"python\"}%\n"
    "import torch.distributed.distributed_c10d as c10d\n"
    "%ENDCODE%\n"
    "   * It rebinds =megatron.a.f=, *once*. %RED%Correction:%ENDCOLOR% <del>not =megatron.b.g=</del>\n"
    "   1 It reads =<nop>Bucket.finish(skip=...)=.\n"
    '%META:FIELD{name="PatchId" title="Patch Id" value="megatron.x.own"}%\n'
    '%META:FIELD{name="Notes" title="Notes" value="Companion: %22megatron.y%22.%0aKey: k."}%\n'
)


def test_a_twiki_topic_reads_headings_tables_code_blocks_and_fixed_font_names_and_blanks_its_meta_and_macros():
    assert as_markdown(TWIKI).split("\n") == [
        "",
        "# Porting note",
        "",
        "<table><tr><th>Field</th><th>Value</th></tr>",
        "<tr><td>Phase</td><td>`setup`</td></tr></table>",
        "```python",
        "import torch.distributed.distributed_c10d as c10d",
        "```",
        "- It rebinds `megatron.a.f`, **once**. Correction: ~~not `megatron.b.g`~~",
        # A numbered item as TWiki's editor writes it, "1" with no dot; "=" inside a fixed-font name is the name's.
        "1. It reads `Bucket.finish(skip=...)`.",
        "Patch Id: megatron.x.own",
        'Notes: Companion: "megatron.y". Key: k.',
        "",
    ]


JOPLIN = (
    "Porting note\n\nSee [the index](:/2d8a6f4e1c3b4b7a9e0f5d6c7b8a9012). It rebinds `megatron.a.f`.\n"
    "![chart.png](:/4e7a2c1b9d8f4a6e8c3b2a1f0e9d8c7b)\n\n"
    "id: 7c3e91a2b4d64f0e8a1c5b9d2e7f3a60\nparent_id: 9b1f3e0c2d5a4c8e9f7a6b5c4d3e2f10\n"
    "created_time: 2025-11-18T09:42:17.305Z\nlatitude: 0.00000000\nauthor: \ntype_: 1"
)


def test_a_joplin_note_reads_its_body_with_links_as_their_words_and_blanks_its_metadata_trailer():
    assert as_markdown(JOPLIN).split("\n") == [
        "Porting note",
        "",
        "See the index. It rebinds `megatron.a.f`.",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
    ]


SUBRIP = (
    "1\n00:00:01,000 --> 00:00:03,000\nMARCO: It lives in\nprimus/backends/megatron/core/\n\n"
    "2\n00:00:03,000 --> 00:00:05,000\nMARCO: transformer/layout.py. So that's my fork.\n\n"
    "3\n00:00:05,000 --> 00:00:07,000\nDANA: And what makes it true?\n\n"
    "4\n00:00:07,000 --> 00:00:09,000\nMARCO: - it's in the utils.\n"
)


def test_subrip_cues_opened_by_a_speakers_label_make_turns_and_a_path_cut_between_cues_is_made_whole():
    assert as_markdown(SUBRIP).split("\n") == [
        "",
        "",
        "- It lives in",
        "primus/backends/megatron/core/transformer/layout.py.",
        "\u00a0",
        "\u00a0",
        "\u00a0",
        "So that's my fork.",
        "",
        "",
        "",
        "- And what makes it true?",
        "",
        "",
        "",
        "- — it's in the utils.",
        "",
    ]


LINE_CHAT = (
    "[LINE] Porting chat\nSaved on: 2026/12/01 09:41\n\n2026/11/30(Mon)\n"
    "09:58\tKen joined.\n"
    '10:05\tRyo\t"The file is x_patches.py\nthe id is megatron.x.own"\n'
    "10:09\tRyo\tIt rebinds megatron.a.f\n"
    "10:10\tAya\tNo, it doesn't\n"
)


def test_a_line_chat_export_reads_each_message_as_an_item_without_quotes_and_blanks_its_dates_and_events():
    assert as_markdown(LINE_CHAT).split("\n") == [
        "# Porting chat",
        "",
        "",
        "",
        "",
        "- The file is x_patches.py",
        "the id is megatron.x.own",
        "- It rebinds megatron.a.f",
        "- No, it doesn't",
        "",
    ]


SHEET = """{
  "range": "'audit'!A1:C4",
  "majorDimension": "ROWS",
  "values": [
    [
      "Port audit of megatron.x.own"
    ],
    [
      "Finding",
      "Status",
      "Notes"
    ],
    [
      "Rebinds megatron.a.f",
      "Verified"
    ],
    ["Also rebinds megatron.b.g", "Retracted", "see row 3"]
  ]
}"""


def test_a_sheets_api_answer_reads_its_title_row_and_each_row_of_cells_as_a_table_row_on_the_line_it_opens():
    goes_on = "\u00a0"
    assert as_markdown(SHEET).split("\n") == [
        "",
        "",
        "",
        "",
        "# Port audit of megatron.x.own",
        "",
        "",
        "<table><tr><th>Finding</th><th>Status</th><th>Notes</th></tr>",
        goes_on,
        goes_on,
        goes_on,
        goes_on,
        "<tr><td>Rebinds megatron.a.f</td><td>Verified</td><td></td></tr>",
        goes_on,
        goes_on,
        goes_on,
        "<tr><td>Also rebinds megatron.b.g</td><td>Retracted</td><td>see row 3</td></tr></table>",
        goes_on,
        "",
    ]


SARIF = """{
  "version": "2.1.0",
  "runs": [
    {
      "tool": {
        "driver": {
          "name": "port-audit",
          "rules": [
            {"id": "R1", "shortDescription": {"text": "Rebound attribute"},
             "fullDescription": {"text": "A function decorated with primus.core.patches.register_patch."}}
          ]
        }
      },
      "results": [
        {
          "ruleIndex": 0,
          "message": {
            "text": "`megatron.a.f` is replaced by `_g`."
          },
          "properties": {"patchId": "megatron.x.own"}
        },
        {
          "ruleIndex": 0,
          "message": {
            "text": "It also rebinds `megatron.b.f`."
          },
          "properties": {"patchId": "megatron.x.own"},
          "suppressions": [{"justification": "False positive."}]
        },
        {
          "ruleIndex": 0,
          "message": {
            "text": "A separate patch."
          },
          "locations": [{"physicalLocation": {"region": {"snippet": {
            "text": "training.train_step = _timed"
          }}}}],
          "properties": {"patchId": "megatron.y.other"}
        }
      ]
    }
  ]
}"""


def test_a_sarif_log_reads_each_result_under_its_rules_title_strikes_a_suppressed_one_and_heads_another_patchs_apart():
    lines = as_markdown(SARIF).split("\n")
    said = [(number, line) for number, line in enumerate(lines, start=1) if line.strip()]
    assert said == [
        (7, "# Findings of port-audit"),
        (15, "## Rebound attribute"),
        (18, "- `megatron.a.f` is replaced by `_g`."),
        (22, "## Rebound attribute"),
        (25, "- ~~It also rebinds `megatron.b.f`.~~"),
        (28, "(Suppressed: False positive.)"),
        (30, "## Related patch `megatron.y.other`"),
        (33, "- A separate patch."),
        (36, "`training.train_step = _timed`"),
    ]
    assert "register_patch" not in "\n".join(lines)


MARP = (
    "---\nmarp: true\ntheme: gaia\n---\n\n<!-- _class: lead -->\n\n# Porting review\n\nIt rebinds `megatron.a.f`.\n"
    "<!--\nSource: primus/backends/megatron/patches/x_patches.py\n-->\n---\n\n## Open questions\n"
)


def test_a_marp_deck_reads_its_speaker_notes_and_blanks_its_front_matter_directives_and_slide_breaks():
    assert as_markdown(MARP).split("\n") == [
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "# Porting review",
        "",
        "It rebinds `megatron.a.f`.",
        "",
        "Speaker notes: Source: primus/backends/megatron/patches/x_patches.py",
        "",
        "",
        "",
        "## Open questions",
        "",
    ]


PLANTUML = (
    "@startuml\n' - Patch id: megatron.x.own\n' ----\nskinparam backgroundColor #FFFFFF\ntitle Patch megatron.x.own\\n(notes)\n"
    "|Runner|\nstart\nif (args.x is not None?) then (no)\n  :patch skipped;\nendif\n"
    "note right\n  Rebinds megatron.a.f\n  ----\n  Purpose: speed\nend note\n"
    "legend right\n  |= Item |= Value |\n  | Phase | before_train |\nendlegend\n@enduml\n"
)


def test_a_plantuml_source_reads_comments_notes_steps_conditions_and_its_legend_as_a_table():
    assert as_markdown(PLANTUML).split("\n") == [
        "",
        "- Patch id: megatron.x.own",
        "",
        "",
        "# Patch megatron.x.own (notes)",
        "## Runner",
        "",
        "If args.x is not None? then no:",
        "patch skipped",
        "",
        "",
        "Rebinds megatron.a.f",
        "",
        "Purpose: speed",
        "",
        "",
        "<table><tr><th>Item</th><th>Value</th></tr>",
        "<tr><td>Phase</td><td>before_train</td></tr>",
        "",
        "",
        "",
    ]


GRAPHVIZ = (
    "/*\n * drawing.dot\n */\ndigraph patch {\n    graph [label = <<B>megatron.x.own</B> &mdash; notes>, nodesep = 0.5];\n"
    "    subgraph cluster_other {\n        label = \"Neighbouring patches (other patches)\";\n        style = filled;\n"
    "        other [label = \"wraps megatron.b.g\"];\n    }\n"
    "    reg [label = <\n      <TABLE>\n        <TR><TD>phase</TD><TD><S>setup</S> before_train</TD></TR>\n      </TABLE>\n    >];\n"
    "    reg -> site [label = \"rebinds megatron.a.f\", color = blue];\n    // rev 1 was wrong\n}\n"
)


def test_a_graphviz_drawing_reads_labels_as_items_clusters_as_headings_and_blanks_its_attributes():
    assert as_markdown(GRAPHVIZ).split("\n") == [
        "",
        "drawing.dot",
        "",
        "",
        "# **megatron.x.own** — notes",
        "",
        "## Neighbouring patches (other patches)",
        "",
        "- wraps megatron.b.g",
        "## patch",
        "",
        "",
        "- phase: ~~setup~~ before_train",
        "",
        "",
        "- rebinds megatron.a.f",
        "rev 1 was wrong",
        "",
        "",
    ]


FODS = (
    '<?xml version="1.0"?>\n<office:document office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
    '<office:automatic-styles><style:style style:name="ce6" style:family="table-cell">'
    '<style:text-properties style:text-line-through-style="solid"/></style:style></office:automatic-styles>\n'
    "<office:body><office:spreadsheet><table:table table:name=\"Findings\">\n"
    "<table:table-row><table:table-cell><text:p>Topic</text:p></table:table-cell><table:table-cell><text:p>Finding</text:p>"
    "</table:table-cell></table:table-row>\n"
    "<table:table-row><table:table-cell><text:p>Enable</text:p></table:table-cell><table:table-cell>\n"
    "<office:annotation><dc:creator>Ana</dc:creator>\n<text:p>Shipped configs set it.</text:p></office:annotation>\n"
    "<text:p>Key x.enable must be true.</text:p></table:table-cell></table:table-row>\n"
    '<table:table-row><table:table-cell><text:p>Site</text:p></table:table-cell><table:table-cell table:style-name="ce6">'
    "<text:p>Replaces megatron.b.g</text:p></table:table-cell></table:table-row>\n"
    "</table:table></office:spreadsheet></office:body></office:document>\n"
)


def test_a_flat_ods_cell_keeps_its_words_beside_its_comment_and_a_struck_cell_style_strikes_its_words():
    goes_on = "\u00a0"
    assert as_markdown(FODS).split("\n") == [
        "",
        "",
        "",
        "<table>",
        "<tr><td>Topic</td><td>Finding</td></tr>",
        "<tr><td>Enable</td><td>Key x.enable must be true. (Comment by Ana: Shipped configs set it.)</td></tr>",
        goes_on,
        goes_on,
        goes_on,
        "<tr><td>Site</td><td>~~Replaces megatron.b.g~~</td></tr>",
        "</table>",
        "",
    ]


def test_a_keep_note_on_one_line_is_read_as_its_text_and_the_draft_names_what_its_line_numbers_count():
    note = (
        '{"color":"YELLOW","isTrashed":false,"isPinned":true,"textContent":"megatron.x.own\\n\\nbackend megatron, phase before_train\\n'
        '\\n- swaps megatron.a.f for a no-op","title":"port","userEditedTimestampUsec":1747832915402000}'
    )
    extraction = extract(note, None, "note.json")
    assert extraction.lines == "the lines of the note's textContent"
    assert extraction.facts["enable.phase"].line == 3
    assert extraction.facts["feature.id"].value == "megatron.x.own"


def test_any_other_json_on_one_line_is_read_as_json_tool_prints_it():
    issue = '{"title": "Port of megatron.x.own", "body": "## Patch logic\\n\\nIt rebinds `megatron.a.f`.", "comments": []}'
    extraction = extract(issue, None, "issue.json")
    assert extraction.lines.startswith("the lines `python -m json.tool` prints")
    assert extraction.facts["upstream.symbols"][0].line == 3  # {, "title", "body": the body's line as json.tool prints it


def test_the_last_bullet_of_a_part_on_one_line_of_json_is_the_item_taken_back():
    issue = {
        "title": "Port of megatron.x.own",
        "body": "## Patch logic\n\n* Style: config rewrite. It writes `args.data_path`.\n* Each path is split;"
        " anything else is returned unchanged.\n* It also wraps `megatron.training.arguments.validate_args`.\n\n"
        "## Neighbours\n\n* `megatron.x.other` wraps it; it rebinds `megatron.training.initialize.validate_args`.",
        "comments": [{"author": {"login": "lm"}, "body": "Correction: the last bullet of *Patch logic* above is wrong."}],
    }
    drafted = extract(json.dumps(issue, indent=2), None, "issue.json").facts
    # The "* " items are counted on the body's line, past "unchanged.;", which ends an item, not a heading.
    assert [f.value for f in drafted.get("upstream.aliases", []) + drafted.get("upstream.symbols", [])] == []
    assert drafted["feature.patch_style"].value == "config_rewrite"


def test_a_datadog_notebook_reads_its_markdown_cells_as_pages_and_leaves_its_graphs_out():
    def cell(definition):
        return {"attributes": {"definition": definition}, "id": "c", "type": "notebook_cells"}

    notebook = {
        "data": {
            "attributes": {
                "name": "megatron.x.own deep-dive",
                "cells": [
                    cell({"type": "markdown", "text": "## What it does\n\nIt caches `f`."}),
                    cell({"type": "markdown", "text": "## Patch logic\n\n* It rebinds `megatron.a.f`.\n* It also wraps `megatron.a.g`."}),
                    cell({"type": "timeseries", "requests": [{"q": "avg:gpu.util{*}"}]}),
                    cell({"type": "markdown", "text": "> **Correction**: the last bullet of *Patch logic* above is wrong."}),
                ],
            },
            "id": 1,
            "type": "notebooks",
        }
    }
    view, lines = datadog_notebook_view(json.dumps(notebook, indent=2), "nb.json")
    assert view.split("\n") == [
        "# megatron.x.own deep-dive",
        "",
        "## What it does",
        "",
        "It caches `f`.",
        "",
        "## Patch logic",
        "",
        "* It rebinds `megatron.a.f`.",
        "* It also wraps `megatron.a.g`.",
        "",
        "> **Correction**: the last bullet of *Patch logic* above is wrong.",
        "",
    ]
    assert "Markdown cells" in lines
    facts = extract(json.dumps(notebook, indent=2), None, "nb.json").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.f"] and "upstream.aliases" not in facts
    assert datadog_notebook_view('{"data": {"type": "dashboards", "attributes": {}}}', "d.json")[1] == ""


def test_a_journal_export_reads_what_its_main_service_logged():
    def entry(who, message):
        return json.dumps({"__CURSOR": "s=1", "__REALTIME_TIMESTAMP": "1", "SYSLOG_IDENTIFIER": who, "_PID": "7", "MESSAGE": message})

    journal = "\n".join(
        [
            entry("sshd", "Accepted publickey for jdoe"),
            entry("agent", "# `megatron.x.own` deep-dive"),
            entry("agent", "## Patch logic"),
            entry("kernel", list(b"amdgpu: SMU: response")),
            entry("agent", "It rebinds `megatron.a.f`.\n  site: `margs.f = f`"),
            entry("CRON", "(root) CMD (/usr/local/bin/exporter --once)"),
        ]
    )
    view, lines = journal_view(journal, "j.json")
    assert view.split("\n") == ["# `megatron.x.own` deep-dive", "", "## Patch logic", "", "It rebinds `megatron.a.f`.", "  site: `margs.f = f`", ""]
    assert "agent logged" in lines
    assert [f.value for f in extract(journal, None, "j.json").facts["upstream.symbols"]] == ["megatron.a.f"]
    assert journal_view('{"MESSAGE": "x"}\n{"MESSAGE": "y"}', "j.json")[1] == ""


def test_an_assistant_message_reads_its_text_blocks_and_leaves_its_tool_calls_out():
    message = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "content": [
            {"type": "text", "text": "## Patch logic\n\n- It wraps `megatron.a.f`."},
            {"type": "tool_use", "id": "t1", "name": "Grep", "input": {"pattern": "megatron.b.g = h"}},
            {"type": "text", "text": "Correction: the last bullet above is wrong."},
        ],
        "stop_reason": "end_turn",
    }
    view, lines = messages_api_view(json.dumps(message, indent=2), "m.json")
    assert view.split("\n") == ["## Patch logic", "", "- It wraps `megatron.a.f`.", "", "Correction: the last bullet above is wrong.", ""]
    assert "tool calls left out" in lines
    assert messages_api_view(json.dumps({**message, "role": "user"}), "m.json")[1] == ""


def test_a_copilot_chat_export_joins_each_answer_from_its_pieces():
    export = {
        "requesterUsername": "mk",
        "requests": [
            {
                "message": {"text": "Deep-dive for `megatron.x.own`?"},
                "response": [
                    {"kind": "toolInvocationSerialized", "invocationMessage": {"value": "Searching `f`"}},
                    {"value": "It is in "},
                    {"kind": "inlineReference", "inlineReference": {"path": "/home/u/src/Primus/primus/x_patches.py", "scheme": "file"}},
                    {"value": ".\n\n## Patch logic\n\n- It rebinds `megatron.a.f`."},
                ],
            }
        ],
    }
    view, lines = copilot_chat_view(json.dumps(export, indent=2), "chat.json")
    assert view.split("\n") == [
        "> Deep-dive for `megatron.x.own`?",
        "",
        "It is in `x_patches.py`.",
        "",
        "## Patch logic",
        "",
        "- It rebinds `megatron.a.f`.",
        "",
    ]
    assert "tool runs left out" in lines
    assert copilot_chat_view('{"requests": [{"response": []}]}', "c.json")[1] == ""


def test_a_tracked_run_reads_its_note_and_its_own_tags_and_leaves_its_params_out():
    run = {
        "run": {
            "info": {"run_id": "r1", "run_name": "explore-own"},
            "data": {
                "params": [{"key": "patch_phase", "value": "setup"}],
                "tags": [
                    {"key": "fp8_note", "value": "the fp8 kernel only when use_moe_fp8 resolves"},
                    {"key": "mlflow.note.content", "value": "## Patch logic\n\n- It rebinds `torchtitan.a.f`."},
                    {"key": "mlflow.user", "value": "wl"},
                ],
            },
        }
    }
    view, lines = mlflow_run_view(json.dumps(run, indent=2), "run.json")
    assert view.split("\n") == [
        "# explore-own", "", "## Patch logic", "", "- It rebinds `torchtitan.a.f`.", "", "## Tags", "",
        "fp8_note: the fp8 kernel only when use_moe_fp8 resolves", "",
    ]
    assert "params and MLflow's tags left out" in lines
    assert mlflow_run_view(json.dumps({"run": {"info": {}, "data": {"tags": []}}}), "run.json")[1] == ""



def test_an_experiments_notes_read_as_their_last_saved_version():
    def saved(notes: str) -> str:
        return json.dumps({"experimentKey": "k1", "metadata": {"experimentName": "own-parity", "filePath": "/w/main.py"}, "notes": notes})

    first = saved("## Patch logic\n\n- It rebinds `megatron.a.f`.\n- It also rebinds `megatron.b.f`.")
    edited = saved("## Patch logic\n\n- It rebinds `megatron.a.f`.\n- ~~It also rebinds `megatron.b.f`.~~ Only `megatron.a.f`.")
    view, lines = comet_notes_view(f"{first}\n{edited}\n", "notes.json")
    assert view.split("\n") == ["# own-parity", "", "## Patch logic", "", "- It rebinds `megatron.a.f`.", "- ~~It also rebinds `megatron.b.f`.~~ Only `megatron.a.f`."]
    assert "the 1 earlier version(s) it replaced left out" in lines
    assert comet_notes_view(first, "notes.json")[0].split("\n")[-1] == "- It also rebinds `megatron.b.f`."
    assert comet_notes_view('{"experimentKey": "k1", "notes": 3}', "notes.json")[1] == ""



def test_a_dashboard_reads_its_text_panels_in_layout_order_and_leaves_its_graphs_out():
    dashboard = {
        "title": "own deep-dive",
        "schemaVersion": 39,
        "panels": [
            {"type": "text", "title": "Correction", "gridPos": {"x": 12, "y": 9}, "options": {"mode": "markdown", "content": "It does not rebind `b.f`."}},
            {"type": "timeseries", "title": "Iteration time", "gridPos": {"x": 0, "y": 0}, "targets": [{"expr": "iter_ms"}]},
            {"type": "row", "title": "Deep-dive", "gridPos": {"x": 0, "y": 8}, "panels": []},
            {"type": "text", "title": "Patch logic", "gridPos": {"x": 0, "y": 9}, "options": {"content": "### Patch logic\n\n- It rebinds `a.f`."}},
        ],
    }
    view, lines = grafana_dashboard_view(json.dumps(dashboard, indent=2), "d.json")
    assert view.split("\n") == [
        "# own deep-dive", "", "## Deep-dive", "", "### Patch logic", "", "- It rebinds `a.f`.", "",
        "### Correction", "", "It does not rebind `b.f`.", "",
    ]
    assert "graph panels left out" in lines
    assert grafana_dashboard_view(json.dumps({"schemaVersion": 39, "panels": [{"type": "timeseries"}]}), "d.json")[1] == ""



def test_a_code_tour_reads_each_step_under_its_title_with_the_place_it_points_at():
    tour = {
        "title": "`megatron.x.own` walkthrough",
        "steps": [
            {"title": "Rebinding sites", "file": "x_patches.py", "line": 117, "description": "It rebinds `megatron.a.f`."},
            {"file": "x_patches.py", "selection": {"start": {"line": 3}, "end": {"line": 9}}, "description": "### Note\n\nNo asserts."},
            {"title": "Correction", "description": 'Correction to the "Rebinding sites" step (#1): that step is wrong.'},
        ],
    }
    view, lines = code_tour_view(json.dumps(tour, indent=2), "t.tour")
    assert view.split("\n") == [
        "# `megatron.x.own` walkthrough", "", "## Rebinding sites", "", "At `x_patches.py` line 117.", "", "It rebinds `megatron.a.f`.", "",
        "## Step 2", "", "At `x_patches.py` lines 3-9.", "", "### Note", "", "No asserts.", "",
        "## Correction", "", 'Correction to the "Rebinding sites" step (#1): that step is wrong.', "",
    ]
    assert "each under its title" in lines
    assert code_tour_view(json.dumps({"title": "t", "steps": [{"file": "a.py"}]}), "t.tour")[1] == ""
    def sites(document: dict) -> list:
        return [f.value for f in extract(json.dumps(document, indent=2), None, "t.tour").facts.get("upstream.symbols") or []]

    assert sites(tour) == []
    assert sites({**tour, "steps": tour["steps"][:2]}) == ["megatron.a.f"]



def test_a_jira_issue_from_the_v2_api_reads_its_wiki_markup_description_and_comments():
    issue = {
        "key": "TT-1",
        "fields": {
            "summary": "Port `torchtitan.x.own`",
            "description": "h3. Patch logic\r\n\r\n* It rebinds {{torchtitan.a.f}}.\r\n* -It also rebinds {{torchtitan.b.f}}.-",
            "comment": {"comments": [{"author": {"displayName": "Ana"}, "created": "2026-03-01", "body": "It does not rebind {{torchtitan.b.f}}."}]},
        },
    }
    view, lines = jira_issue_view(json.dumps(issue), "issue.json")
    assert view.split("\n") == [
        "h1. TT-1: Port `torchtitan.x.own`", "", "h3. Patch logic", "", "* It rebinds {{torchtitan.a.f}}.",
        "* -It also rebinds {{torchtitan.b.f}}.-", "", "h2. Comment by Ana (2026-03-01)", "", "It does not rebind {{torchtitan.b.f}}.", "",
    ]
    assert "each comment under its author" in lines
    sites = extract(json.dumps(issue), None, "issue.json").facts.get("upstream.symbols") or []
    assert [f.value for f in sites] == ["torchtitan.a.f"]
    assert jira_issue_view(json.dumps({"key": "TT-1", "fields": {"description": None}}), "issue.json")[1] == ""


XMIND = (
    '[{"id":"s1","class":"sheet","title":"map","rootTopic":{"id":"r","title":"megatron.x.own\\nnotes","children":{"attached":['
    '{"id":"t1","title":"What it rebinds","children":{"attached":['
    '{"id":"t2","title":"megatron.b.f","style":{"properties":{"fo:text-decoration":"line-through"}},'
    '"notes":{"plain":{"content":"first read"},"realHTML":{"content":"<div>first read</div>"}}},'
    '{"id":"t3","title":"rebinds megatron.a.f","markers":[{"markerId":"task-done"}]},'
    '{"id":"t4","title":"Is it idempotent?","markers":[{"markerId":"symbol-question"}]}]}}]}}}]'
)


def test_an_xmind_map_reads_topics_as_headings_and_items_strikes_a_struck_topic_and_blanks_the_html_copy():
    said = [line for line in as_markdown(__import__("json").dumps(__import__("json").loads(XMIND), indent=4)).split("\n") if line.strip()]
    assert said == [
        "# megatron.x.own — notes",
        "## What it rebinds",
        "- ~~megatron.b.f~~",
        "  ~~first read~~",
        "- rebinds megatron.a.f",
        "- Open question: Is it idempotent?",
    ]
    assert [f.value for f in extract(XMIND, None, "content.json").facts["upstream.symbols"]] == ["megatron.a.f"]


EXCALIDRAW = """{
  "type": "excalidraw",
  "elements": [
    {"id": "t0", "type": "text", "groupIds": [], "text": "Port notes", "originalText": "Port notes"},
    {"id": "b1", "type": "rectangle", "groupIds": []},
    {"id": "t1", "type": "text", "containerId": "b1", "groupIds": [], "text": "also rebinds megatron.b.f", "originalText": "x"},
    {"id": "a1", "type": "arrow", "endBinding": {"elementId": "b1"}},
    {"id": "t2", "type": "text", "containerId": "a1", "groupIds": [], "text": "retracts", "originalText": "retracts"},
    {"id": "t3", "type": "text", "groupIds": ["g"], "text": "NOT this patch", "originalText": "NOT this patch"},
    {"id": "b4", "type": "rectangle", "groupIds": ["g"]},
    {"id": "t4", "type": "text", "containerId": "b4", "groupIds": ["g"], "text": "wraps megatron.c.g", "originalText": "x"},
    {"id": "t5", "type": "text", "groupIds": [], "isDeleted": true, "text": "phase = setup", "originalText": "x"}
  ]
}"""


def test_an_excalidraw_drawing_reads_each_live_note_once_strikes_a_retracted_box_and_leads_a_group_by_its_label():
    said = [line for line in as_markdown(EXCALIDRAW).split("\n") if line.strip()]
    assert said == [
        "# Port notes",
        "- ~~also rebinds megatron.b.f~~",
        "- NOT this patch",
        "- NOT this patch: wraps megatron.c.g",
    ]


WECHAT = (
    "微信聊天记录导出\n导出工具：WeChatMsg 2.1.6\n=====\n\n"
    "2025-12-02 10:14:03 赵敏\nid 是 megatron.x.own\n\n"
    "2025-12-02 10:19:58 王磊\n在 setup 阶段打的吗\n\n"
    "2025-12-02 10:22:41 刘思远\n「王磊：在 setup 阶段打的吗」\n- - - - - - - -\n不是哈，是 before_train\n"
)


def test_a_wechat_export_reads_each_message_as_a_paragraph_and_blanks_its_header_and_quoted_replies():
    assert as_markdown(WECHAT).split("\n") == [
        "",
        "",
        "",
        "",
        "",
        "id 是 megatron.x.own",
        "",
        "",
        "在 setup 阶段打的吗",
        "",
        "",
        "",
        "",
        "不是哈，是 before_train",
        "",
    ]
    assert extract(WECHAT, None, "chat.txt").facts["feature.id"].value == "megatron.x.own"


DRAWIO = (
    '<mxfile host="app.diagrams.net" version="24.7.8">\n  <diagram name="Patch flow" id="p1">\n    <mxGraphModel dx="1426">\n'
    "      <root>\n"
    '        <mxCell id="0" />\n'
    '        <mxCell id="1" parent="0" />\n'
    '        <mxCell id="a" value="Rebinds &lt;font face=&quot;Courier New&quot;&gt;megatron.a.f&lt;/font&gt;" '
    'style="whiteSpace=wrap;fontSize=12;" parent="1" vertex="1">\n'
    '          <mxGeometry x="40" y="20" width="620" height="70" as="geometry" />\n        </mxCell>\n'
    '        <mxCell id="b" value="&lt;strike&gt;Also rebinds megatron.b.f&lt;/strike&gt;" style="rounded=1;" parent="1" vertex="1">\n'
    "        </mxCell>\n"
    '        <mxCell id="e" value="retracts" style="edgeStyle=orthogonalEdgeStyle;" parent="1" source="a" target="b" edge="1" />\n'
    '        <mxCell id="g" value="Related, NOT this patch" style="swimlane;" parent="1" vertex="1" />\n'
    '        <mxCell id="h" value="wraps megatron.c.g" style="rounded=1;" parent="g" vertex="1" />\n'
    '        <mxCell id="t" value="" style="shape=table;" parent="1" vertex="1" />\n'
    '        <mxCell id="r1" value="" style="shape=tableRow;" parent="t" vertex="1" />\n'
    '        <mxCell id="c1" value="Item" style="shape=partialRectangle;" parent="r1" vertex="1" />\n'
    '        <mxCell id="c2" value="Value" style="shape=partialRectangle;" parent="r1" vertex="1" />\n'
    '        <mxCell id="r2" value="" style="shape=tableRow;" parent="t" vertex="1" />\n'
    '        <mxCell id="c3" value="Phase" style="shape=partialRectangle;" parent="r2" vertex="1" />\n'
    '        <mxCell id="c4" value="before_train" style="shape=partialRectangle;" parent="r2" vertex="1" />\n'
    "      </root>\n    </mxGraphModel>\n  </diagram>\n</mxfile>\n"
)


def test_a_drawio_diagram_reads_box_labels_containers_tables_and_struck_boxes_and_blanks_styles_and_geometry():
    said = [(number, line) for number, line in enumerate(as_markdown(DRAWIO).split("\n"), start=1) if line.strip()]
    assert said == [
        (2, "## Patch flow"),
        (7, "- Rebinds `megatron.a.f`"),
        (10, "- ~~Also rebinds megatron.b.f~~"),
        (13, "- Related, NOT this patch"),
        (14, "- Related, NOT this patch: wraps megatron.c.g"),
        (16, "<table><tr><th>Item</th><th>Value</th></tr>"),
        (19, "<tr><td>Phase</td><td>before_train</td></tr></table>"),
    ]


def test_a_coding_agents_transcript_reads_the_agents_and_users_words_and_not_its_tool_calls_or_their_results():
    records = [
        {"type": "user", "message": {"role": "user", "content": "Port megatron.x.own into our fork."}},
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "tool_use", "name": "Read", "input": {}}]}},
        {
            "type": "user",
            "message": {"role": "user", "content": [{"type": "tool_result", "content": "import triton.language as tl\ntriton.jit = x"}]},
        },
        {"type": "assistant", "message": {"role": "assistant", "content": [{"type": "text", "text": "It rebinds `megatron.a.f`."}]}},
    ]
    report = "\n".join(__import__("json").dumps(record) for record in records)
    assert as_markdown(report).split("\n") == ["Port megatron.x.own into our fork.", "", "", "It rebinds `megatron.a.f`."]


TASKPAPER = (
    "Port notes:\n\tNotes for x_patches.py.\n\t- read the patch @done(2025-11-03)\n\t\tPatch id as registered: megatron.x.own\n"
    "\t- it also rebinds megatron.b.f @wrong(2025-11-04)\n\t\tWrong, no such rebind.\n\t- should we keep the gate? @question\n"
    "Companion patch (not this one):\n\t- it swaps megatron.c.g @done @project(Port (x))\n"
)


def test_a_taskpaper_file_reads_projects_as_headings_tasks_and_notes_as_items_and_strikes_a_task_tagged_wrong():
    assert as_markdown(TASKPAPER).split("\n") == [
        "# Port notes",
        "Notes for x_patches.py.",
        "- read the patch",
        "  - Patch id as registered: megatron.x.own",
        "- ~~it also rebinds megatron.b.f~~",
        "  - ~~Wrong, no such rebind.~~",
        "- Open question: should we keep the gate?",
        "## Companion patch (not this one)",
        "- it swaps megatron.c.g",
        "",
    ]
    assert extract(TASKPAPER, None, "notes.taskpaper").facts["feature.id"].value == "megatron.x.own"


REDMINE = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<issue>\n  <id>4821</id>\n  <tracker id="2" name="Feature"/>\n'
    "  <subject>Port megatron.x.own</subject>\n"
    "  <description>h2. The patch\n\n* Phase: @before_train@\n* &lt;b&gt;not&lt;/b&gt; a tag</description>\n"
    '  <custom_fields type="array">\n    <custom_field id="6" name="Phase">\n      <value>setup</value>\n    </custom_field>\n'
    '  </custom_fields>\n  <journals type="array">\n    <journal id="1">\n      <user id="63" name="Mei Lin"/>\n'
    "      <notes>The phase is @setup@.</notes>\n"
    '      <details type="array">\n        <detail property="cf" name="6">\n          <old_value>before_train</old_value>\n'
    "          <new_value>setup</new_value>\n        </detail>\n      </details>\n    </journal>\n  </journals>\n</issue>\n"
)


def test_a_redmine_issue_in_xml_reads_its_subject_textile_custom_fields_and_journal_notes_and_blanks_the_rest():
    said = [(number, line) for number, line in enumerate(as_markdown(REDMINE).split("\n"), start=1) if line.strip()]
    assert said == [
        (5, "# Port megatron.x.own"),
        (6, "## The patch"),
        (8, "* Phase: `before_train`"),
        (9, "* <b>not</b> a tag"),
        (11, "Phase: setup"),
        (16, "### Note by Mei Lin"),
        (18, "The phase is `setup`."),
        (20, "Phase: setup"),
    ]


def test_a_string_alone_in_an_array_of_a_json_export_is_read_as_prose():
    conversation = '[{"title": "Port notes", "mapping": {"a": {"message": {"author": {"role": "assistant"}, "content": {"parts": '
    conversation += '["It rebinds `megatron.a.f` in the training loop and logs one line on rank zero when it is applied."]}}}}}]'
    assert "It rebinds `megatron.a.f` in the training loop" in as_markdown(__import__("json").dumps(__import__("json").loads(conversation), indent=4))


TODO_TXT = (
    "(A) 2025-06-02 Port megatron.x.own +port @code due:2025-06-13\n"
    "x 2025-06-03 2025-06-02 It also swaps `megatron.b.train` +port @read\n"
    "x 2025-06-04 2025-06-03 Re-read: the 06-03 line about `megatron.b.train` is wrong, it only rebinds `megatron.a.train` +port @read\n"
)


def test_a_todo_txt_list_reads_each_task_as_an_item_and_a_task_that_calls_another_wrong_takes_its_claim_back():
    assert as_markdown(TODO_TXT).split("\n") == [
        "- Port megatron.x.own",
        "- It also swaps `megatron.b.train`",
        "- Re-read: the 06-03 line about `megatron.b.train` is wrong, it only rebinds `megatron.a.train`",
        "",
    ]
    sites = [f.value for name in ("upstream.symbols", "upstream.aliases") for f in extract(TODO_TXT, "megatron.x.own", "todo.txt").facts.get(name, [])]
    assert "megatron.b.train" not in sites


ONENOTE_LISTS = (
    "<html><body><ul><li>if it imports: <code>megatron.a.f</code></li><li>if it does not:</li></ul>\n"
    "<ul style='margin-left:.375in'><li><code>megatron.b.G = D</code> (line 67)</li></ul></body></html>"
)


def test_a_list_drawn_indented_after_another_is_read_as_sub_items_of_its_last_item():
    from portval.explorer.word_html import html_markdown

    assert html_markdown(ONENOTE_LISTS).split("\n")[-1] == "  - `megatron.b.G = D` (line 67)"


SVG = (
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">\n  <title>Port notes</title>\n'
    "  <style>.struck { text-decoration:line-through; }</style>\n"
    '  <text class="note" x="12" y="24"><tspan class="hdr" x="12">What it rebinds</tspan><tspan\n'
    '     x="12" y="46">megatron.a.f = new_f</tspan><tspan\n     class="struck" x="12">megatron.b.f = new_f</tspan><tspan\n'
    '     x="12">The b line in the box</tspan><tspan\n     x="12">is wrong: it is not rebound.</tspan></text>\n</svg>\n'
)


def test_an_svg_drawing_reads_its_title_and_text_lines_strikes_a_struck_class_and_joins_a_wrapped_sentence():
    assert as_markdown(SVG).split("\n") == [
        "",
        "",
        "# Port notes",
        "",
        "### What it rebinds",
        "- megatron.a.f = new_f",
        "- ~~megatron.b.f = new_f~~",
        "- The b line in the box",
        "is wrong: it is not rebound.",
        "",
        "",
    ]


ATOM = (
    '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<generator version="4.3.3">Jekyll</generator>\n'
    "<entry>\n<title>Porting megatron.x.own</title>\n<category term=\"torchtitan\"/>\n"
    '<content type="html">&lt;p&gt;It rebinds &lt;code&gt;megatron.a.f&lt;/code&gt;.&lt;/p&gt;\n'
    '&lt;pre&gt;&lt;span class="o"&gt;=&lt;/span&gt;&lt;/pre&gt;</content>\n</entry>\n</feed>\n'
)


def test_an_atom_feed_reads_its_entrys_title_and_escaped_html_and_blanks_the_feeds_metadata():
    lines = as_markdown(ATOM).split("\n")
    assert lines[4] == "# Porting megatron.x.own"
    assert lines[6] == "It rebinds `megatron.a.f`."
    assert not any(word in "\n".join(lines) for word in ("term", "Jekyll", "class"))


TYPESCRIPT = (
    'Script started on 2025-06-12 14:03:21+02:00 [TERM="xterm-256color"]\n'
    "\x1b]0;dev@box: ~\x07\x1b[01;32mdev@box\x1b[00m:~$ # registered id: megatron.x.own\r\n"
    "\x1b[?2004l\r\x1b[?2004hdev@box:~$ grpe\b\x1b[K\b\x1b[Kep -n register_patch x_patches.py\r\n"
    '25:@register_patch("megatron.x.own", backend="megatron")\r\n'
    "dev@box:~$ # it rebinds megatron.a.f\r\n"
    'Script done on 2025-06-12 14:30:02+02:00 [COMMAND_EXIT_CODE="0"]\n'
)


def test_a_script_typescript_reads_the_comments_typed_at_the_prompt_and_blanks_commands_output_and_escapes():
    assert as_markdown(TYPESCRIPT.replace("\r\n", "\n")).split("\n") == [
        "",
        "- registered id: megatron.x.own",
        "",
        "",
        "- it rebinds megatron.a.f",
        "",
        "",
    ]


BUGZILLA = (
    '<?xml version="1.0"?>\n<bugzilla version="5.0.6">\n  <bug>\n    <short_desc>Port megatron.x.own</short_desc>\n'
    '    <long_desc isprivate="0">\n      <who name="Dana">dana@example.org</who>\n'
    "      <thetext>It rebinds megatron.a.f.\n\nSteps to Reproduce:\n1. Set checkpoint.x = true.</thetext>\n"
    "    </long_desc>\n  </bug>\n</bugzilla>\n"
)


def test_a_bugzilla_export_reads_its_comments_under_headings_and_a_reporters_steps_set_nothing():
    said = [line for line in as_markdown(BUGZILLA).split("\n") if line.strip()]
    assert said == ["# Port megatron.x.own", "## Comment 0 by Dana", "It rebinds megatron.a.f.", "Steps to Reproduce:", "1. Set checkpoint.x = true."]
    assert "enable.side_effects" not in extract(BUGZILLA, "megatron.x.own", "bug.xml").facts


OTTER = (
    "Port sync - validation loader\nThu, Jun 12, 2025 3:04PM \u2022 18:37\n\nSUMMARY KEYWORDS\nvalidation, megatron\n\n"
    "SPEAKERS\nPriya Raman, Dan Kowalczyk\n\nPriya Raman  0:04\nIt replaces megatron.a.f.\nThat's the real definition.\n\n"
    "Dan Kowalczyk  1:58\nAnd megatron.b.f, right?\n\n\n\nTranscribed by https://otter.ai\n"
)


def test_an_otter_transcript_reads_each_turn_as_an_item_at_the_line_of_its_words():
    assert as_markdown(OTTER).split("\n") == [
        "# Port sync - validation loader",
        *[""] * 9,
        "- It replaces megatron.a.f.",
        "  That's the real definition.",
        "",
        "",
        "- And megatron.b.f, right?",
        *[""] * 5,
    ]


DIGEST = (
    "From: list-request@example.org\nSubject: List Digest, Vol 4, Issue 27\nMIME-Version: 1.0\n"
    'Content-Type: multipart/mixed; boundary="OUTER"\n\n--OUTER\nContent-Type: text/plain\n\nToday\'s Topics:\n\n'
    '--OUTER\nContent-Type: multipart/digest; boundary="INNER"\n\n--INNER\nContent-Type: message/rfc822\n\n'
    "Date: Wed, 18 Mar 2026 09:14:37 +0800\nFrom: Wei <wei@example.org>\nSubject: What does it patch?\n"
    " (continued)\nContent-Type: text/plain\n\nIt rebinds megatron.a.f.\n\n--INNER--\n\n--OUTER--\n"
)


def test_each_message_of_a_digest_is_read_under_its_own_headers_blank():
    lines = as_markdown(DIGEST).split("\n")
    assert lines.index("It rebinds megatron.a.f.") == DIGEST.split("\n").index("It rebinds megatron.a.f.")
    assert not any(line.startswith(("Date:", "From: Wei", " (continued)", "Content-Type")) for line in lines)


def _lark_block(block_id: str, kind: int, key: str, runs: list[tuple[str, dict]], **extra: object) -> dict:
    elements = [{"text_run": {"content": words, "text_element_style": style}} for words, style in runs]
    return {"block_id": block_id, "block_type": kind, key: {"elements": elements, **extra}}


def _lark_document() -> str:
    plain: dict = {}
    cells = [f"c{i}" for i in range(4)]
    items = [
        _lark_block("p", 1, "page", [("Port notes: megatron.x.own", plain)]),
        _lark_block("h", 4, "heading2", [("Patch logic", plain)]),
        _lark_block(
            "t",
            2,
            "text",
            [("Style: ", plain), ("function wrapping", {"strikethrough": True}), (" config rewrite of ", plain), ("args", {"inline_code": True})],
        ),
        {"block_id": "tbl", "block_type": 31, "table": {"cells": cells, "property": {"row_size": 2, "column_size": 2}}},
        *[{"block_id": cell, "block_type": 32, "table_cell": {}, "children": [f"{cell}t"]} for cell in cells],
        *[_lark_block(f"{cell}t", 2, "text", [(words, plain)]) for cell, words in zip(cells, ("Item", "Value", "Phase", "build_args"))],
        _lark_block("code", 14, "code", [("a = 1\nb = 2", plain)]),
        _lark_block("todo", 17, "todo", [("Which version?", plain)], style={"done": False}),
    ]
    return json.dumps({"code": 0, "data": {"items": items}}, indent=2)


def test_a_lark_document_reads_each_block_on_its_id_line_its_struck_runs_marked_and_its_table_as_rows():
    text = _lark_document()
    raw = text.split("\n")
    lines = as_markdown(text).split("\n")
    assert len(lines) == len(raw)
    at = {block_id: raw.index(f'        "block_id": "{block_id}",') for block_id in ("p", "h", "t", "tbl", "code", "todo", "c0t")}
    assert lines[at["p"]] == "# Port notes: megatron.x.own" and lines[at["h"]] == "### Patch logic"
    assert lines[at["t"]] == "Style: ~~function wrapping~~ config rewrite of `args`"
    assert lines[at["tbl"] : at["tbl"] + 3] == ["| Item | Value |", "| --- | --- |", "| Phase | build_args |"]
    assert lines[at["c0t"]] == ""  # a cell's words are read in its table's row, not again
    assert lines[at["code"] : at["code"] + 4] == ["```", "a = 1", "b = 2", "```"]
    assert lines[at["todo"]] == "- [ ] Which version?"


def test_a_struck_style_in_a_lark_document_is_not_drafted():
    report = _lark_document().replace("megatron.x.own", "megatron.args.own")
    facts = extract(report, None, "notes.json").facts
    assert facts["feature.id"].value == "megatron.args.own" and facts["feature.patch_style"].value == "config_rewrite"


def _airtable_base() -> str:
    records = [
        {
            "id": "recAAAAAAAAAAAAA1",
            "createdTime": "2025-06-03T14:22:05.000Z",
            "fields": {
                "Name": "megatron.x.own",
                "Phase": "before_train",
                "Upstream symbols": "megatron.a.b.f\nmegatron.a.c.f",
                "Notes": "It wraps `megatron.a.b.f`.\nIt also wraps `megatron.a.d.g`.\nEDIT: the last bullet is wrong.",
                "Related patches": ["recAAAAAAAAAAAAA2"],
                "Verified": True,
            },
        },
        {"id": "recAAAAAAAAAAAAA2", "fields": {"Name": "megatron.x.other", "Notes": "Rebinds `megatron.a.e.h` when `use_other` is set."}},
    ]
    return json.dumps({"records": records}, indent=2)


def test_an_airtable_base_reads_its_first_record_as_the_subject_and_a_linked_related_record_as_another_patch():
    text = _airtable_base()
    raw, lines = text.split("\n"), as_markdown(text).split("\n")
    assert len(lines) == len(raw)
    shown = [line for line in lines if line]
    assert shown[:3] == ["# megatron.x.own", "- Phase: before_train", "Upstream symbols: megatron.a.b.f; megatron.a.c.f"]
    assert shown[4:7] == ["- Related patches: megatron.x.other", "- Verified: yes", "## Related patch: megatron.x.other"]


def test_a_claim_taken_back_on_the_same_line_of_a_long_text_is_withdrawn_alone():
    facts = extract(_airtable_base(), None, "base.json").facts
    sites = [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]]
    assert "megatron.a.b.f" in sites and "megatron.a.d.g" not in sites and "megatron.a.e.h" not in sites


def test_an_activitypub_posts_content_and_its_content_map_are_read_once():
    note = "<p>It rebinds <code>megatron.a.b.f</code> and nothing else, as the handler at line 844 shows.</p>"
    text = json.dumps({"type": "Note", "content": note, "contentMap": {"en": note}}, indent=2)
    lines = as_markdown(text).split("\n")
    assert sum(1 for line in lines if "megatron.a.b.f" in line) == 1


def test_a_numbered_post_a_later_post_corrects_gives_no_value():
    thread = (
        "# `megatron.x.own` thread\n\n3/ It replaces `megatron.a.b.f`.\n\n4/ It also swaps `megatron.a.c.g`.\n\n"
        "7/ Correction to 4/: I mixed up two files. Please ignore 4/.\n"
    )
    facts = extract(thread, None, "thread.md").facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]


def test_two_settings_an_error_sets_against_each_other_are_no_flags():
    report = "# `megatron.x.own`\n\n## Patch logic\n\nP2P only checks numel, so the router later trips on `hidden=32 vs token_ids=128`.\n"
    assert "enable.flags" not in extract(report, None, "r.md").facts


TEXTPROTO = """# proto-message: porting.PortRecord
patch {
  id: "megatron.x.own"
  phase: "before_train"
  # priority is the registry default.
  priority: 50
}
# First pass had:
# rebinds {
#   target: "megatron.a.wrong"
# }
related_patches {
  entries { key: "mlperf_mode" value: "true" }
}"""


def test_a_textproto_record_reads_its_messages_as_sections_its_fields_as_items_and_blanks_what_is_commented_out():
    lines = as_markdown(TEXTPROTO).split("\n")
    assert len(lines) == len(TEXTPROTO.split("\n"))
    assert lines[:7] == ["", "## patch", "- id: megatron.x.own", "- phase: before_train", "- priority is the registry default.", "- priority: 50", ""]
    assert lines[7:14] == ["First pass had:", "", "", "", "## related patches", "- entries: key: mlperf_mode, value: true", ""]


def test_a_zeppelin_paragraphs_markdown_is_laid_over_its_lines_and_its_results_are_blank():
    paragraphs = [
        {"text": "%md\n## Patch\n\nIt rebinds `megatron.a.b.f`.", "config": {"a": 1, "b": 2, "c": 3}, "results": {"msg": [{"data": "<h2>Patch</h2>"}]}},
        {"text": "%md\n## Related patch (not this one)\n\nIt rebinds `megatron.a.c.Other`.", "config": {"a": 1, "b": 2, "c": 3}},
        {"text": "%sh\ngrep -n setattr x.py", "config": {"a": 1, "b": 2, "c": 3}},
    ]
    text = json.dumps({"paragraphs": paragraphs, "name": "port notes"}, indent=2)
    shown = [line for line in as_markdown(text).split("\n") if line]
    assert shown == ["## Patch", "It rebinds `megatron.a.b.f`.", "## Related patch (not this one)", "It rebinds `megatron.a.c.Other`.", "```sh", "grep -n setattr x.py", "```"]
    report = text.replace("## Patch", "## `megatron.x.own`")
    assert [f.value for f in extract(report, None, "note.json").facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_databricks_source_export_reads_its_markdown_cells_and_fences_its_code_cells():
    source = (
        "# Databricks notebook source\n# MAGIC %md\n# MAGIC ## `megatron.x.own`\n# MAGIC\n# MAGIC It also rebinds `megatron.a.c.f`.\n"
        "# MAGIC\n# MAGIC **Correction:** the previous paragraph is wrong.\n\n# COMMAND ----------\n\nPRIMUS = 1\n\n"
        "# COMMAND ----------\n\n# MAGIC %md\n# MAGIC It rebinds `megatron.a.b.f`."
    )
    lines = as_markdown(source).split("\n")
    assert len(lines) == len(source.split("\n"))
    assert lines[1:7] == ["", "## `megatron.x.own`", "", "It also rebinds `megatron.a.c.f`.", "", "**Correction:** the previous paragraph is wrong."]
    assert lines[8:12] == ["```python", "", "PRIMUS = 1", "```"]
    assert [f.value for f in extract(source, None, "notes.py").facts["upstream.symbols"]] == ["megatron.a.b.f"]


def _board(*bodies: tuple[str, str]) -> str:
    items = [
        {"content": {"type": "Issue", "body": body, "title": title, "number": n}, "id": f"PVTI_lADOCn2sUs4A1bQxzgZ{n}", "status": "Todo", "title": title}
        for n, (title, body) in enumerate(bodies)
    ]
    return json.dumps({"items": items, "totalCount": len(items)}, indent=4)


def test_a_project_boards_cards_are_sections_under_their_titles_and_a_companions_card_is_that_patchs():
    text = _board(
        ("[Port] megatron.x.own", "### Patch\r\n\r\nIt rebinds `megatron.a.b.f`."),
        ("[Port] megatron.x.other", "Tracking the port of Primus `megatron.x.other`.\r\n\r\nNeeds `transformer_engine` and rebinds `megatron.a.c.g`."),
    )
    shown = [line for line in as_markdown(text).split("\n") if line]
    assert shown[0] == "# [Port] megatron.x.own" and shown[2] == "## [Port] megatron.x.other"
    assert sum(1 for line in shown if "[Port]" in line) == 2  # each title once, where its card opens
    facts = extract(text, None, "board.json").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]
    assert "megatron.a.c.g" not in [f.value for f in facts.get("upstream.aliases", [])] and "requires.packages" not in facts


def test_a_correction_to_a_section_by_its_heading_takes_the_section_back_on_a_trackers_one_line_text():
    # A tracker's long text stands on one line of its JSON: its headings are phrases of that line.
    body = (
        "### What it rebinds\r\n\r\nIt rebinds `megatron.a.b.f`.\r\n\r\n### Gate\r\n\r\nIt also rebinds `megatron.a.d.f`.\r\n\r\n"
        "Edit: correction to the \"What it rebinds\" section above, that was wrong. It rebinds `megatron.a.c.f`."
    )
    facts = extract(_board(("[Port] megatron.x.own", body)), None, "board.json").facts
    sites = [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]]
    assert sorted(sites) == ["megatron.a.c.f", "megatron.a.d.f"]


def test_a_correction_to_a_markdown_section_by_its_heading_takes_back_that_section_alone():
    report = (
        "# `megatron.x.own`\n\n## What it rebinds\n\nIt rebinds `megatron.a.b.f`.\n\n## Other sites\n\nIt also rebinds `megatron.a.d.f`.\n\n"
        "## Edits\n\nThe 'What it rebinds' section is wrong. It rebinds `megatron.a.c.f`.\n"
    )
    facts = extract(report, None, "r.md").facts
    sites = [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]]
    assert sorted(sites) == ["megatron.a.c.f", "megatron.a.d.f"]


def _matrix_room(*events: dict) -> str:
    return json.dumps({"room_name": "port: Primus own patch", "messages": list(events)}, indent=2)


def _message(event_id: str, body: str, relates: dict | None = None, new: str | None = None) -> dict:
    content: dict = {"msgtype": "m.text", "body": body, "format": "org.matrix.custom.html", "formatted_body": f"<p>{body}</p>"}
    if relates:
        content["m.relates_to"] = relates
    if new is not None:
        content["m.new_content"] = {"msgtype": "m.text", "body": new}
    return {"type": "m.room.message", "sender": "@priya:example.org", "content": content, "event_id": event_id}


def test_a_matrix_room_reads_each_message_once_an_edit_in_its_place_and_a_reply_without_its_quote():
    text = _matrix_room(
        _message("$1", "Primus registers it as `megatron.x.own`. It rebinds `megatron.a.b.f`."),
        _message("$2", "and it also rebinds `megatron.a.c.f`"),
        _message("$3", "> <@priya:example.org> and it also rebinds `megatron.a.c.f`\n\nno, it doesn't", {"m.in_reply_to": {"event_id": "$2"}}),
        _message("$4", "* ~~and it also rebinds `megatron.a.c.f`~~ wrong", {"rel_type": "m.replace", "event_id": "$2"}, "~~and it also rebinds `megatron.a.c.f`~~ wrong"),
    )
    shown = [line for line in as_markdown(text).split("\n") if line]
    assert shown == [
        "# port: Primus own patch",
        "Primus registers it as `megatron.x.own`. It rebinds `megatron.a.b.f`.",
        "~~and it also rebinds `megatron.a.c.f`~~ wrong",
        "no, it doesn't",
    ]
    facts = extract(text, None, "room.json").facts
    assert facts["feature.id"].value == "megatron.x.own"
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]


def test_a_chat_listed_newest_first_is_read_oldest_first_and_the_draft_says_how_its_lines_are_counted():
    messages = [
        {"msg": "the last two bullets are wrong: that is the companion's", "ts": "2025-11-18T10:03:00.000Z"},
        {"msg": "Bot summary:\n- it rebinds `megatron.a.b.f`\n- it also rebinds `megatron.a.c.f`\n- it needs `use_other: true`", "ts": "2025-11-18T10:02:00.000Z"},
        {"msg": "Port of `megatron.x.own`", "ts": "2025-11-18T10:01:00.000Z"},
        # A user joined: a system message, whose "msg" is the user's name.
        {"msg": "mei.lin", "t": "uj", "u": {"username": "mei.lin"}, "ts": "2025-11-18T10:00:00.000Z"},
    ]
    extraction = extract(json.dumps({"messages": messages, "success": True}, indent=2), None, "history.json")
    facts = extraction.facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]
    assert "enable.flags" not in facts
    assert "d['messages'].reverse()" in extraction.lines and "history.json" in extraction.lines
    assert facts["feature.id"].value == "megatron.x.own"


def test_a_gitlab_trace_reads_what_its_job_cats_and_echoes_and_blanks_the_runner_and_the_commands():
    esc = "\x1b"
    trace = "\n".join(
        [
            f"{esc}[0KRunning with gitlab-runner 17.4.0 (b92ee590){esc}[0;m",
            f"section_start:1747901012:prepare_executor[collapsed=true]\r{esc}[0K{esc}[36;1mPreparing the executor{esc}[0;m",
            f"section_end:1747901031:prepare_executor\r{esc}[0Ksection_start:1747901058:port_notes\r{esc}[0KPort notes",
            f"{esc}[32;1m$ cat notes.txt{esc}[0;m",
            "Phase: before_train",
            "It rebinds `megatron.a.b.f`.",
            f"section_end:1747901059:port_notes\r{esc}[0K{esc}[32;1m$ grep -n x f.py || echo 'CORRECTION: it does not rebind megatron.a.c.f'{esc}[0;m",
            "CORRECTION: it does not rebind megatron.a.c.f",
            f"{esc}[32;1m$ grep -n setattr f.py{esc}[0;m",
            "12:    setattr(m, 'f', g)",
            "Job succeeded",
        ]
    )
    assert as_markdown(trace).split("\n") == [
        "",
        "",
        "## Port notes",
        "",
        "Phase: before_train",
        "It rebinds `megatron.a.b.f`.",
        "",
        "- CORRECTION: it does not rebind megatron.a.c.f",
        "",
        "",
        "",
    ]


def test_struck_html_in_a_confluence_page_and_in_a_table_cell_is_struck():
    page = (
        '<h1><code>megatron.x.own</code></h1>\n<p>It rebinds <code>megatron.a.b.f</code>.</p>\n'
        '<p><span style="text-decoration: line-through;">It also rebinds <code>megatron.a.c.f</code>.</span></p>\n'
        '<table><tbody><tr><th>Site</th><th>Kept</th></tr>\n<tr><td><span style="text-decoration: line-through;"><code>megatron.a.d.f</code></span></td><td>yes</td></tr>\n</tbody></table>\n'
    )
    facts = extract(page, None, "page.xhtml").facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]


RSS = """<?xml version="1.0"?>
<rss xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
  <channel>
    <title>Ticket #1: Port megatron.x.own</title>
    <link>https://trac.example.org/ticket/1</link>
    <description>&lt;p&gt;It rebinds &lt;tt&gt;megatron.a.b.f&lt;/tt&gt;.&lt;/p&gt;
&lt;pre class="wiki"&gt;megatron.a.b.f -&amp;gt; own_f
&lt;/pre&gt;&lt;p&gt;
Phase: &lt;tt&gt;before_train&lt;/tt&gt;.
&lt;/p&gt;</description>
    <generator>Trac 1.4.4</generator>
    <item>
      <dc:creator>kchen</dc:creator>
      <title>comment added</title>
      <link>https://trac.example.org/ticket/1#comment:1</link>
      <description>&lt;p&gt;It also rebinds &lt;tt&gt;megatron.a.c.g&lt;/tt&gt;.&lt;/p&gt;</description>
    </item>
    <item>
      <dc:creator>kchen</dc:creator>
      <title>comment added</title>
      <link>https://trac.example.org/ticket/1#comment:2</link>
      <description>&lt;p&gt;Correction to comment:1: that is another patch. Please ignore it.&lt;/p&gt;</description>
    </item>
  </channel>
</rss>
"""


def test_a_trac_tickets_rss_feed_reads_its_descriptions_as_html_and_each_comment_under_its_number():
    lines = as_markdown(RSS).split("\n")
    assert len(lines) == len(RSS.split("\n"))
    shown = [line for line in lines if line]
    assert shown[:4] == ["# Ticket #1: Port megatron.x.own", "It rebinds `megatron.a.b.f`.", "    megatron.a.b.f -> own_f", "Phase: `before_train`."]
    assert "## comment:1: comment added" in shown and "Trac 1.4.4" not in " ".join(shown)
    facts = extract(RSS, None, "ticket.rss").facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]


def test_an_asciinema_cast_reads_the_comments_typed_at_the_prompt_on_the_event_that_ends_them():
    events = [[0.1, "o", "\x1b[01;32mdev@box\x1b[00m:~$ "], [0.5, "o", "# it rebinds megatron.a.b.f"], [0.9, "o", "x\b \b"]]
    events += [[1.0, "o", "\r\n"], [1.2, "o", "dev@box:~$ "], [1.3, "o", "grep -n x f.py\r\n12: x = 1\r\ndev@box:~$ "]]
    cast = "\n".join([json.dumps({"version": 2, "width": 80, "height": 24}), *(json.dumps(e) for e in events)])
    assert as_markdown(cast).split("\n") == ["", "", "", "", "- it rebinds megatron.a.b.f", "", ""]


def test_a_taskwarrior_export_reads_each_task_as_a_section_and_its_annotations_as_items():
    tasks = [
        {"id": 1, "description": "Port megatron.x.own", "entry": "20260302T084511Z", "status": "pending", "uuid": "3f0c2a7e-1",
         "annotations": [{"entry": "20260302T090000Z", "description": "gate = env OWN_ENABLE=1"},
                         {"entry": "20260302T091000Z", "description": "^ wrong, the env var is gone; it rebinds `megatron.a.b.f`"}]},
        {"id": 2, "description": "Check megatron.x.other (separate patch)", "entry": "20260302T084511Z", "status": "pending", "uuid": "3f0c2a7e-2",
         "annotations": [{"entry": "20260302T092000Z", "description": "megatron.x.other rebinds `megatron.a.c.g`"}]},
    ]
    export = "[\n" + ",\n".join(json.dumps(task) for task in tasks) + "\n]\n"
    extraction = extract(export, "megatron.x.own", "tasks.json")
    assert "json.tool" in extraction.lines
    facts = extraction.facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]
    assert "enable.env" not in facts


def test_a_teams_threads_replies_listed_newest_first_are_read_oldest_first_and_a_bullet_of_a_summary_taken_back():
    def reply(minute: int, html: str) -> dict:
        return {"createdDateTime": f"2025-06-10T15:{minute:02d}:00.000Z", "body": {"contentType": "html", "content": html}}

    summary = "<p>Patch id: <code>megatron.x.own</code>.</p><ul><li>It rebinds <code>megatron.a.b.f</code>.</li><li>It rebinds <code>megatron.a.c.f</code>.</li></ul>"
    replies = [reply(20, "<p>1) The gate is fine. 2) The first bullet in my summary is wrong.</p>"), reply(10, summary)]
    replies.append(reply(5, "<p>Starting on the port today.</p>"))
    facts = extract(json.dumps({"@odata.count": 2, "value": replies}, indent=2), None, "replies.json").facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.c.f"]


def test_a_gerrit_answers_guard_line_is_blank_and_its_json_read():
    comments = {
        "primus/x_patches.py": [
            {"line": 3, "message": "Patch id `megatron.x.own`, the only patch this change touches, as far as I can see here."},
            {"line": 9, "message": "As far as this file goes, it rebinds `megatron.a.b.f` and nothing else at all."},
        ]
    }
    answer = ")]}'\n" + json.dumps(comments, indent=2)
    lines = json_view(answer)[0].split("\n")
    facts = extract(answer, None, "comments.json").facts
    assert facts["feature.id"].value == "megatron.x.own" and [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]
    assert lines[0] == "" and len(lines) == len(answer.split("\n"))


def test_an_org_strike_through_over_several_lines_is_struck():
    org = "#+TITLE: `megatron.x.own`\n* Notes\n- It rebinds =megatron.a.b.f=.\n- +Enabled by =use_own: true= in\n  the yaml.+ (wrong)\n"
    lines = as_markdown(org).split("\n")
    assert lines[3:5] == ["- ~~Enabled by `use_own: true` in", "  the yaml.~~ (wrong)"]
    assert "enable.flags" not in extract(org, None, "notes.org").facts


def test_a_man_page_printed_with_its_bold_reads_bold_names_as_code_and_joins_a_word_broken_at_the_margin():
    def bold(word: str) -> str:
        return "".join(f"{c}\b{c}" for c in word)

    page = "\n".join(
        [
            "PORT-NOTES(1)        Porting Notes        PORT-NOTES(1)",
            "",
            bold("DESCRIPTION"),
            f"       The patch {bold('megatron.x.own_lin')}{bold(chr(0x2010))}",
            f"       {bold('ear')}, registered in {bold('primus/x_patches.py')}, rebinds",
            f"       {bold('megatron.a.b.f')}.",
        ]
    )
    assert as_markdown(page).split("\n") == [
        "",
        "",
        "## Description",
        "The patch `megatron.x.own_linear`,",
        "registered in `primus/x_patches.py`, rebinds",
        "`megatron.a.b.f`.",
    ]


def test_a_reno_release_note_reads_each_entry_as_a_paragraph_and_a_companion_entry_as_that_patchs():
    note = (
        "# releasenotes/notes/own-1a2b.yaml\n---\nfeatures:\n  - |\n    Added the patch ``megatron.x.own``, which rebinds\n"
        "    ``megatron.a.b.f`` (a :class:`Schedule1F1B` subclass).\nother:\n  - |\n    Not part of this change: ``megatron.x.other``\n"
        "    is gated on ``OTHER=1`` and wraps ``megatron.a.c.g``.\n"
    )
    lines = as_markdown(note).split("\n")
    assert lines[2:6] == ["## Features", "", "Added the patch `megatron.x.own`, which rebinds", "`megatron.a.b.f` (a `Schedule1F1B` subclass)."]
    facts = extract(note, None, "own.yaml").facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b.f"]
    assert "enable.env" not in facts


def test_markdown_an_api_escaped_as_html_entities_is_unescaped_and_a_flattened_register_patch_call_read():
    body = 'Primus doesn&#39;t touch the env.\n\n```python\n@register_patch(\n    &quot;megatron.x.own&quot;,\n    backend=&quot;megatron&quot;,\n)\n```\n\nIt rebinds `megatron.a.b.f`, and that&#39;s all.'
    text = json.dumps({"items": [{"body_markdown": body, "score": 3, "is_accepted": True}]})
    facts = extract(text, None, "answers.json").facts
    assert facts["feature.id"].value == "megatron.x.own"
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_telegram_export_reads_each_message_once_its_entities_joined_and_marked():
    def message(number: int, text: object, kind: str = "message") -> dict:
        runs = [{"type": "plain", "text": text}] if isinstance(text, str) else [r if isinstance(r, dict) else {"type": "plain", "text": r} for r in text]
        return {"id": number, "type": kind, "from": "Dana", "text": text, "text_entities": runs}

    chat = {
        "name": "port chat",
        "type": "private_group",
        "messages": [
            message(1, "", "service"),
            message(2, ["first read: registered as ", {"type": "code", "text": "torchtitan.x.own"}, ", phase setup."]),
            message(3, ["It rebinds ", {"type": "code", "text": "torchtitan.a.f"}, "."]),
            message(5, ["It takes names from ", {"type": "code", "text": "primus_turbo.c"}, ", falling back to ", {"type": "code", "text": "primus_turbo.d"}, "."]),
            message(4, ["not ", {"type": "strikethrough", "text": "torchtitan.a.g"}]),
        ],
    }
    text = json.dumps(chat, indent=1)
    lines = as_markdown(text).split("\n")
    said = [line for line in lines if line.strip()]
    assert len(lines) == len(text.split("\n"))
    assert said == [
        "# port chat",
        "first read: registered as `torchtitan.x.own`, phase setup.",
        "It rebinds `torchtitan.a.f`.",
        "It takes names from `primus_turbo.c`, falling back to `primus_turbo.d`.",
        "not ~~torchtitan.a.g~~",
    ]
    facts = extract(text, None, "result.json").facts
    assert facts["feature.id"].value == "torchtitan.x.own"
    assert [f.value for f in facts["upstream.symbols"]] == ["torchtitan.a.f"]
    assert "implementation.turbo" not in facts  # a module names are imported from, in a fallback


def test_an_evernote_code_block_is_one_line_of_code_and_an_escaped_arrow_reads_as_an_arrow():
    enml = (
        '<div>It replaces torchtitan.a.M.Attention -&gt; primus.a.Attention.</div>\n<div style="padding: 8px;-en-codeblock:true;">'
        "<div>own:</div><div>  enable_own: true</div>\n<div>  use_own: true</div></div>\n<div>After.</div>"
    )
    markdown = html_markdown(enml).split("\n")
    assert markdown[0] == "It replaces torchtitan.a.M.Attention -> primus.a.Attention."
    note = f"<en-export><note><title>t</title>\n<content><![CDATA[<en-note>\n{enml}</en-note>]]></content></note></en-export>"
    lines = as_markdown(note).split("\n")
    assert len(lines) == len(note.split("\n"))
    assert lines[3] == "`own:; enable_own: true; use_own: true`"  # the block's two lines of HTML: its code on the first
    assert lines[4:6] == ["", "After."]


def test_a_roam_graph_reads_pages_as_headings_blocks_as_nested_items_and_a_companion_block_as_that_patchs():
    def block(uid: str, string: str, children: list | None = None, heading: int = 0) -> dict:
        return {"string": string, "uid": uid, "heading": heading, "children": children or []}

    page = {
        "title": "megatron.x.own",
        "children": [
            block("a1", "Registered with `@register_patch` as `megatron.x.own`"),
            block("a2", "phase:: `before_train`"),
            block("a3", "What it rebinds", [block("rK8pW2mLe", "It rebinds `megatron.a.b.f`.")], heading=2),
            block("a5", "Related, NOT this patch", [block("a6", "[[megatron.x.other]] (`other_patches.py`)", [block("a7", "rebinds `megatron.c.d.g`")])], heading=2),
            block("a8", "{{[[TODO]]}} Is ((rK8pW2mLe)) enough for our fork?"),
        ],
    }
    text = json.dumps([page], indent=1)
    said = [line for line in as_markdown(text).split("\n") if line.strip()]
    assert said[:5] == ["# megatron.x.own", "- Registered with `@register_patch` as `megatron.x.own`", "- phase: `before_train`", "### What it rebinds", "- It rebinds `megatron.a.b.f`."]
    assert said[-1] == "- Open question: Is “It rebinds `megatron.a.b.f`.” enough for our fork?"
    facts = extract(text, None, "graph.json").facts
    assert facts["feature.id"].value == "megatron.x.own" and facts["enable.phase"].value == "before_train"
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_an_html_page_whose_body_is_one_line_is_read_one_block_a_line_and_the_draft_says_how():
    blocks = "".join(f"<p>Filler paragraph {n} about the port, nothing in it.</p>" for n in range(30))
    page = (
        "<!DOCTYPE html>\n<html><head><title>Notes</title></head>\n<body><article class=\"page sans\"><h1>Notes</h1>"
        "<p>Registered with <code>@register_patch</code> as <code>megatron.x.own</code>.</p>" + blocks
        + "<h2>Not this patch</h2><p><code>megatron.x.other</code> rebinds <code>megatron.c.g</code>.</p>"
        "<h2>Patch logic</h2><p>It rebinds <code>megatron.a.b.f</code>.</p>" + blocks + "</article></body></html>\n"
    )
    extraction = extract(page, None, "notes.html")
    assert "each block starts a line" in extraction.lines
    assert extraction.facts["feature.id"].value == "megatron.x.own"
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_sphinx_page_is_read_as_html_its_anchors_and_sidebar_aside():
    page = (
        "<!DOCTYPE html>\n<html>\n<head>\n<title>Port</title>\n</head>\n<body>\n<section id=\"port\">\n"
        "<h1>Port<a class=\"headerlink\" href=\"#port\">¶</a></h1>\n"
        "<p>It is registered with <code class=\"docutils literal notranslate\"><span class=\"pre\">@register_patch</span></code> as "
        "<code class=\"docutils literal notranslate\"><span class=\"pre\">megatron.x.own</span></code>, phase before_train.</p>\n"
        "<ul class=\"simple\">\n<li><p><code class=\"docutils literal notranslate\"><span class=\"pre\">megatron.a.b.f</span></code></p></li>\n</ul>\n"
        "<p>It rebinds <code class=\"docutils literal notranslate\"><span class=\"pre\">megatron.a.b.f</span></code>.</p>\n</section>\n</body>\n</html>\n"
    )
    lines = as_markdown(page).split("\n")
    assert len(lines) == len(page.split("\n"))
    assert lines[7] == "# Port¶"
    facts = extract(page, None, "port.html").facts
    assert facts["feature.id"].value == "megatron.x.own" and facts["enable.phase"].value == "before_train"
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_an_xmpp_archive_reads_each_body_once_and_strikes_a_message_a_correction_replaces():
    def message(id_: str, body: str, extra: str = "") -> str:
        return (
            f"<message xmlns='jabber:client' id='r-{id_}'>\n<result xmlns='urn:xmpp:mam:2'>\n<forwarded xmlns='urn:xmpp:forward:0'>\n"
            f"<message xmlns='jabber:client' type='groupchat' id='{id_}'>\n<body>{body}</body>\n{extra}</message>\n</forwarded>\n</result>\n</message>\n"
        )

    archive = (
        "<archive>\n"
        + message("m1", "registered as `megatron.x.own`, phase=\"build_args\"")
        + message("m2", "it wraps `megatron.a.b.save` so the dir gets rewritten")
        + message("m3", "it doesn't wrap anything; the only write is `args.save`", "<replace xmlns='urn:xmpp:message-correct:0' id='m2'/>\n")
        + "</archive>\n"
    )
    said = [line for line in as_markdown(archive).split("\n") if line.strip()]
    assert said[1] == "- ~~it wraps `megatron.a.b.save` so the dir gets rewritten~~"
    facts = extract(archive, None, "room.xml").facts
    assert facts["feature.id"].value == "megatron.x.own"
    assert "upstream.symbols" not in facts and "feature.patch_style" not in facts


def test_a_wordpress_export_reads_its_posts_html_and_its_comments_under_the_posts_title():
    header = "".join(f"<!-- {n}. This is a WordPress eXtended RSS file generated by WordPress as an export of your site. -->\n" for n in range(40))
    wxr = (
        '<?xml version="1.0" encoding="UTF-8" ?>\n' + header + '<rss version="2.0"\n\txmlns:content="http://purl.org/rss/1.0/modules/content/"\n'
        '\txmlns:wp="http://wordpress.org/export/1.2/"\n>\n<channel>\n<title>Infra notes</title>\n<item>\n<title>Porting megatron.x.own</title>\n'
        "<content:encoded><![CDATA[<!-- wp:paragraph -->\n<p>Registered with <code>@register_patch</code> as <code>megatron.x.own</code>.</p>\n"
        "<!-- /wp:paragraph -->\n<!-- wp:paragraph -->\n<p>It rebinds <code>megatron.a.b.f</code>.</p>\n<!-- /wp:paragraph -->]]></content:encoded>\n"
        "<wp:comment>\n<wp:comment_author><![CDATA[dana]]></wp:comment_author>\n"
        "<wp:comment_content><![CDATA[Nice. Note <code>megatron.x.other</code> rebinds <code>megatron.c.g</code>.]]></wp:comment_content>\n"
        "</wp:comment>\n</item>\n</channel>\n</rss>\n"
    )
    lines = as_markdown(wxr).split("\n")
    assert len(lines) == len(wxr.split("\n"))
    assert "## Porting megatron.x.own" in lines
    assert "Registered with `@register_patch` as `megatron.x.own`." in lines
    facts = extract(wxr, None, "export.xml").facts
    assert facts["feature.id"].value == "megatron.x.own"
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_wiki_page_whose_markdown_is_one_json_string_is_read_as_that_markdown_and_the_draft_says_how(tmp_path):
    page = (
        "Explorer notes.\n\n## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n\n## Not this patch\n\n"
        "`megatron.x.other` rebinds `megatron.c.g`.\n\n## How to enable\n\n- Phase: `before_train`\n"
    )
    outline = {"data": {"id": "5d2b", "title": "megatron.x.own: notes", "text": page, "createdBy": {"name": "Dana"}}, "ok": True}
    extraction = extract(json.dumps(outline), None, "page.json")
    assert "['data']" in extraction.lines and "print('# ' + d['title'])" in extraction.lines
    assert extraction.facts["feature.id"].value == "megatron.x.own"
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.b.f"]
    assert extraction.facts["upstream.symbols"][0].line == 6  # its line in what the printed command prints
    (tmp_path / "page.json").write_text(json.dumps(outline), encoding="utf-8")
    command = re.search(r"`(python -c .*)`", extraction.lines).group(1)
    printed = subprocess.run(shlex.split(command.replace("python", sys.executable, 1)), cwd=tmp_path, capture_output=True, text=True, check=True)
    assert printed.stdout.split("\n")[5] == "It rebinds `megatron.a.b.f`."
    # A page with more prose beside it (an issue's comments) is read as its own reader reads it.
    commented = {**outline["data"], "comments": [{"body": "No, the second site is wrong."}]}
    assert markdown_view(json.dumps({"data": commented}), "page.json") == (json.dumps({"data": commented}), "")


def test_a_workflowy_export_reads_notes_as_items_under_their_item_and_sections_as_headings():
    outline = (
        "- Primus patch: megatron.x.own #primus\n"
        '  "Explorer run on the checkout."\n'
        "  - Patch logic\n"
        "    - What the patch rebinds (both):\n"
        "      - megatron.a.b.f\n"
        "      - megatron.a.c.f\n"
        '        "c imports f by name from .b, so rebinding b alone would not reach it."\n'
        "    - Registered via patches/__init__.py\n"
        "    - [COMPLETE] check the import\n"
    )
    lines = as_markdown(outline).split("\n")
    assert lines[:3] == ["# Primus patch: `megatron.x.own`", "- Explorer run on the checkout.", "## Patch logic"]
    assert lines[5] == "  - `megatron.a.c.f`"
    assert lines[6] == "    - c imports f by name from .b, so rebinding b alone would not reach it."
    assert "`patches/__init__.py`" in lines[7] and lines[8] == "- [x] check the import"
    facts = extract(outline, None, "outline.txt").facts
    assert {f.value for f in [*facts["upstream.symbols"], *facts.get("upstream.aliases", [])]} == {"megatron.a.b.f", "megatron.a.c.f"}


def test_a_siyuan_document_reads_its_blocks_marks_lists_and_table_on_their_lines():
    def text(data: str) -> dict:
        return {"Type": "NodeText", "Data": data}

    def code(data: str) -> dict:
        return {"Type": "NodeTextMark", "TextMarkType": "code", "TextMarkTextContent": data}

    def block(kind: str, *children: dict, **extra: object) -> dict:
        return {"ID": "20250611143034-x", "Type": kind, "Properties": {}, **extra, "Children": list(children)}

    def cell(words: str) -> dict:
        return block("NodeTableCell", text(words))

    document = block(
        "NodeDocument",
        block("NodeHeading", text("Patch logic"), HeadingLevel=2),
        block("NodeParagraph", text("It rebinds "), code("megatron.a.b.f"), text(" for "), code("megatron.x.own"), text(".")),
        block("NodeList", block("NodeListItem", block("NodeParagraph", text("phase "), code("before_train")))),
        block(
            "NodeTable",
            block("NodeTableHead", block("NodeTableRow", cell("Setting"), cell("Value"))),
            block("NodeTableRow", cell("use_own"), cell("true")),
        ),
        Properties={"title": "megatron.x.own"},
    )
    source = json.dumps(document, indent="\t")
    said = [line for line in as_markdown(source).split("\n") if line.strip("| ")]
    assert said[:4] == ["# megatron.x.own", "## Patch logic", "It rebinds `megatron.a.b.f` for `megatron.x.own`.", "- phase `before_train`"]
    assert said[4:] == ["| Setting | Value |", "|---|---|", "| use_own | true |"]
    facts = extract(source, None, "note.sy").facts
    assert facts["feature.id"].value == "megatron.x.own" and facts["enable.phase"].value == "before_train"
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_chat_message_that_goes_on_with_a_table_keeps_its_rows():
    chat = (
        "[2026-11-20 14:03] Me: registered as megatron.x.own\n"
        "[2026-11-20 14:05] Dana: ok\n"
        "[2026-11-20 14:09] Me: How to enable: needs all of these:\n"
        "| key | value that enables it | Primus default |\n|---|---|---|\n| use_own | true | false |\n"
    )
    lines = as_markdown(chat).split("\n")
    assert lines[3:6] == ["  | key | value that enables it | Primus default |", "  |---|---|---|", "  | use_own | true | false |"]


def test_a_ckeditor_page_reads_its_indented_tables_as_tables():
    page = (
        "<html>\n<head><title>Notes</title></head>\n<body>\n<div class=\"ck-content\">\n<h1>megatron.x.own</h1>\n"
        "<h2>How to enable</h2>\n"
        "        <figure class=\"table\">\n          <table>\n            <thead>\n"
        "              <tr><th>key</th><th>role here</th></tr>\n            </thead>\n            <tbody>\n"
        "              <tr><td><code>own_list</code></td><td>the gate: the patch applies when it is not null</td></tr>\n"
        "            </tbody>\n          </table>\n        </figure>\n</div>\n</body>\n</html>\n"
    )
    assert all(not line.startswith(" ") for line in as_markdown(page).split("\n") if "<t" in line)
    assert "enable.flags" not in extract(page, None, "note.html").facts  # "gate: the" was read as a line of code


def test_a_gists_markdown_file_is_read_as_its_page_and_the_gists_own_description_is_no_more_prose():
    gist = {"description": "Primus own patch - explorer notes before porting", "files": {"notes.md": {"filename": "notes.md", "content": (
        "# `megatron.x.own`\n\nRegistered with `@register_patch` as `megatron.x.own`.\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n\n"
        "## Not this patch\n\n`megatron.x.other` rebinds `megatron.c.g`.\n"
    )}}, "comments": 0}
    extraction = extract(json.dumps(gist, indent=2), None, "gist.json")
    assert "['files']['notes.md']" in extraction.lines
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_an_issue_body_plane_gives_as_html_and_again_stripped_is_read_from_its_html():
    issue = {
        "name": "Port notes: megatron.x.own",
        "description_html": (
            "<h2>Summary</h2><p>Registered with the decorator as <code>megatron.x.own</code> in the patches file.</p>"
            "<h2>Patch logic</h2><p>It rebinds <code>megatron.a.b.f</code> and nothing else.</p>"
        ),
        "description_stripped": "SummaryRegistered with the decorator as megatron.x.own in the patches file.Patch logicIt rebinds megatron.a.b.f and nothing else.",
    }
    said = [line for line in as_markdown(json.dumps(issue, indent=2)).split("\n") if line.strip()]
    assert said == ["Summary; Registered with the decorator as `megatron.x.own` in the patches file.; Patch logic; It rebinds `megatron.a.b.f` and nothing else."]


def test_markdown_a_docs_exporter_escaped_keeps_its_names_whole():
    report = "# Primus patch notes: megatron.args.kimi\\_k3\\_mtp\n\nRegistered in patches/\\_\\_init\\_\\_.py; `a\\_b` as written.\n"
    lines = as_markdown(report).split("\n")
    assert lines[0] == "# Primus patch notes: `megatron.args.kimi_k3_mtp`"
    assert lines[2] == "Registered in `patches/__init__.py`; `a\\_b` as written."
    assert extract(report, None, "doc.md").facts["feature.id"].value == "megatron.args.kimi_k3_mtp"


def test_criticmarkup_is_read_as_the_text_its_changes_accepted_leave():
    report = (
        "# `megatron.x.own`\n\n## Patch logic\n\n"
        "Patch style: {~~function wrapping (it calls the original)~>binding replacement: the closure never calls the original~~}.\n\n"
        "- It rebinds `megatron.a.b.f`.\n- {--It rebinds `megatron.a.c.G`.--}{>>MK: no, nothing rebinds the base class.<<}\n"
        "- Reads `x` {==with default True==}{>>MK: the sibling defaults it to False; another patch.<<}.\n"
    )
    lines = as_markdown(report).split("\n")
    assert lines[4] == "Patch style: ~~function wrapping (it calls the original)~~ binding replacement: the closure never calls the original."
    assert lines[7] == "- ~~It rebinds `megatron.a.c.G`.~~" and lines[8] == "- Reads `x` with default True."
    facts = extract(report, None, "review.md").facts
    assert facts["feature.patch_style"].value == "binding_replacement"
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_one_line_page_starts_a_line_after_a_block_with_words_after_it_and_its_command_prints_that(tmp_path):
    filler = "".join(f"<div class=m><p>Message {n} about something else.</p></div>" for n in range(40))
    page = (
        "<!DOCTYPE html>\n<html><head><title>chat</title></head><body>" + filler
        + "<div class=c><h2>megatron.x.own</h2><strong>What it does:</strong> It rebinds <code>megatron.a.b.f</code>.</div>"
        + filler + "</body></html>\n"
    )
    extraction = extract(page, None, "chat.html")
    assert extraction.facts["feature.id"].value == "megatron.x.own"
    (tmp_path / "chat.html").write_text(page, encoding="utf-8")
    command = re.search(r"`(python -c .*)`", extraction.lines).group(1)
    printed = subprocess.run(shlex.split(command.replace("python", sys.executable, 1)), cwd=tmp_path, capture_output=True, text=True, check=True)
    assert "<h2>megatron.x.own</h2>\n<strong>What it does:</strong> It rebinds" in printed.stdout


def test_a_tana_paste_outline_reads_heading_nodes_as_headings_and_fields_as_labels():
    outline = (
        "%%tana%%\n- Explorer: megatron.x.own #patch\n  - Phase:: build_args\n  - !! Patch logic\n    - It rebinds `megatron.a.b.f`.\n"
        "    - ```python\n      args.x = []\n      ```\n"
        "  - !! Related patch (not this one): megatron.x.other #primus-patch\n    - Trigger:: `use_other: 1`\n    - It rebinds `megatron.c.d.g`.\n"
    )
    lines = as_markdown(outline).split("\n")
    assert lines[:5] == ["", "# Explorer: megatron.x.own", "- Phase: build_args", "## Patch logic", "- It rebinds `megatron.a.b.f`."]
    assert lines[5:8] == ["```python", "args.x = []", "```"]
    assert lines[8] == "## Related patch (not this one): megatron.x.other"
    facts = extract(outline, None, "outline.tana").facts
    assert [f.value for f in facts["upstream.symbols"]] == ["megatron.a.b.f"] and "enable.flags" not in facts


def test_a_hedgedoc_note_blanks_its_container_markers_labels_a_spoiler_and_drops_highlight_marks():
    note = (
        "# `megatron.x.own`\n\n:::info\nSource: Primus.\n:::\n\n## What it does\n\nReplaces `megatron.a.b.f` so the split is ==one "
        "evaluation's worth==.\n\n:::spoiler Upstream behaviour, for contrast\nUpstream sizes it from the whole run.\n:::\n\n"
        "## Patch logic\n\nIt rebinds `megatron.a.b.f`.\n"
    )
    lines = as_markdown(note).split("\n")
    assert lines[2] == "" and lines[4] == ""
    assert lines[8] == "Replaces `megatron.a.b.f` so the split is one evaluation's worth."
    assert lines[10] == "Upstream behaviour, for contrast:"
    assert extract(note, None, "note.md").facts["feature.summary"].value == "Replaces megatron.a.b.f so the split is one evaluation's worth."


def test_pandoc_tracked_changes_are_read_accepted_their_comments_blank():
    review = (
        "# `megatron.x.own`\n\n## Patch logic\n\n[The two bindings are the base wrapper's.]{.comment-start id=\"2\" author=\"T\"\n"
        "date=\"2025-06-05\"}It rebinds\n[`megatron.a.b.f` and\n`megatron.a.c.f`.]{.deletion\nauthor=\"T\" date=\"2025-06-05\"}[one attribute,\n"
        "`megatron.a.b._original_f`.]{.insertion\nauthor=\"T\" date=\"2025-06-05\"}[]{.comment-end\nid=\"2\"} It takes effect at once.\n"
    )
    lines = as_markdown(review).split("\n")
    assert len(lines) == len(review.split("\n"))
    assert lines[5] == "It rebinds" and lines[6] == "~~`megatron.a.b.f` and~~"
    facts = extract(review, None, "review.md").facts
    assert [f.value for f in [*facts.get("upstream.symbols", []), *facts.get("upstream.aliases", [])]] == ["megatron.a.b._original_f"]


def _story(description: str, comments: list[str], **extra: object) -> str:
    story = {"app_url": "https://app.shortcut.com/x/story/1", "story_type": "chore", "name": "Port `megatron.x.own`"}
    story |= {"description": description, "comments": [{"text": text, "deleted": False} for text in comments], **extra}
    return json.dumps(story, indent=2, sort_keys=True)


def test_a_shortcut_story_reads_its_description_line_for_line_then_its_tasks_and_comments():
    description = "## What it does\n\nIt fixes a clash.\n\n## Patch logic\n\n- It rebinds `megatron.a.b.f`.\n- It also rebinds `megatron.a.c.g`.\n"
    story = _story(description, ["Correction: the last bullet of Patch logic is wrong."], tasks=[{"description": "Test it", "complete": True}])
    view, lines = thread_view(story, "story.json")
    assert view.split("\n")[:9] == ["# Port `megatron.x.own`", "", "## What it does", "", "It fixes a clash.", "", "## Patch logic", "", "- It rebinds `megatron.a.b.f`."]
    assert "## Tasks\n- [x] Test it" in view and view.rstrip().endswith("Correction: the last bullet of Patch logic is wrong.")
    assert "--view story.json" in lines
    assert [f.value for f in extract(story, None, "story.json").facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_azure_devops_threads_read_each_reviewers_comment_and_leave_the_services_own_out():
    threads = {
        "value": [
            {"id": 1, "comments": [{"content": "Ana added Bo as a reviewer", "commentType": "system"}]},
            {"id": 2, "comments": [{"content": "## `megatron.x.own`\n\n### Patch logic\n\nIt wraps `megatron.a.b.f`.", "commentType": "text"}]},
            {"id": 3, "isDeleted": True, "comments": [{"content": "It wraps `megatron.a.c.g`.", "commentType": "text"}]},
        ],
        "count": 3,
    }
    view, lines = thread_view(json.dumps(threads, indent=2), "threads.json")
    assert view.split("\n")[:6] == ["## `megatron.x.own`", "", "### Patch logic", "", "It wraps `megatron.a.b.f`.", ""]
    assert "reviewer" not in view and "megatron.a.c.g" not in view and lines
    assert thread_view(json.dumps({"value": [1, 2]}), "x.json") == (json.dumps({"value": [1, 2]}), "")


def test_a_standard_notes_backup_reads_each_notes_title_and_text_not_its_preview_or_tags():
    backup = {
        "version": "004",
        "items": [
            {"uuid": "a", "content_type": "SN|UserPreferences", "content": {"preferences": {}}},
            {"uuid": "b", "content_type": "Note", "content": {"title": "`megatron.x.own`", "text": "## Patch logic\n\nIt wraps `megatron.a.b.f`.", "preview_plain": "It wraps megatron.a.c.g"}},
            {"uuid": "c", "content_type": "Tag", "content": {"title": "primus"}},
        ],
    }
    view, lines = standard_notes_view(json.dumps(backup, indent=2), "backup.json")
    assert view.split("\n")[:5] == ["# `megatron.x.own`", "", "## Patch logic", "", "It wraps `megatron.a.b.f`."]
    assert "megatron.a.c.g" not in view and "primus" not in view and "each note's title and text" in lines


def test_an_xwiki_xar_page_reads_its_source_as_markdown_its_title_a_heading_and_its_readers_comment():
    xar = (
        '<?xml version="1.1" encoding="UTF-8"?>\n<xwikidoc version="1.5">\n  <title>Primus patch: megatron.x.own</title>\n'
        "  <comment>Fix the phase</comment>\n  <content>== Patch logic ==\n\n|=What|=Where\n|site|##megatron.a.b.F.{{{__init__}}}##\n"
        "--The phase is ##build_args##.-- It wraps ##megatron.a.b.f## (x -&gt; y).\n\n{{code language=\"python\"}}\nm.f = g\n{{/code}}\n"
        "{{info}}First-pass note.{{/info}}</content>\n  <object>\n    <property>\n      <comment>Thanks, linked.</comment>\n    </property>\n"
        "  </object>\n</xwikidoc>\n"
    )
    lines = as_markdown(xar).split("\n")
    assert len(lines) == len(xar.split("\n"))
    assert lines[2] == "# Primus patch: megatron.x.own" and lines[3] == ""
    assert lines[4] == "## Patch logic"
    assert lines[6] == "<table><tr><th>What</th><th>Where</th></tr>" and "`megatron.a.b.F.__init__`" in lines[7]
    assert lines[8] == "~~The phase is `build_args`.~~ It wraps `megatron.a.b.f` (x -> y)."
    assert lines[10:13] == ["```", "m.f = g", "```"] and lines[13] == "First-pass note."
    assert lines[16] == "Thanks, linked."


def test_a_scrapbox_export_reads_each_page_its_title_a_heading_its_blocks_in_markdown():
    project = {
        "name": "notes",
        "pages": [
            {
                "title": "megatron.x.own",
                "lines": [
                    "megatron.x.own",
                    "[** Patch logic]",
                    " It rebinds `megatron.a.b.f`.",
                    "  [- `megatron.a.c.g`] [Primus patches]",
                    " code:excerpt.py",
                    "  m.f = g",
                    "",
                    " table:Settings",
                    "  key\tvalue",
                    "  use_x\ttrue",
                ],
            }
        ],
    }
    text = json.dumps(project, indent=2)
    lines = as_markdown(text).split("\n")
    at = {line: index for index, line in enumerate(text.split("\n"))}
    assert lines[at['        "megatron.x.own",']] == "# megatron.x.own"
    assert lines[at['        "[** Patch logic]",']] == "## Patch logic"
    assert lines[at['        "  [- `megatron.a.c.g`] [Primus patches]",']] == "  - ~~`megatron.a.c.g`~~ Primus patches"
    start = at['        " code:excerpt.py",']
    assert lines[start : start + 3] == ["```py", "m.f = g", "```"]
    assert lines[at['        "  key\\tvalue",']] == "<table><tr><th>key</th><th>value</th></tr>"


def test_a_vimwiki_page_reads_its_title_placeholder_comments_code_and_ruled_tables():
    page = (
        "%title megatron.x.own\n%% a note to myself\n= Patch logic =\n\n| Field | Value |\n|-------|-------|\n| Phase | `setup` |\n\n"
        "{{{python\nm.f = g\n}}}\n"
    )
    lines = as_markdown(page).split("\n")
    assert lines[:3] == ["# megatron.x.own", "", "# Patch logic"]
    assert lines[4:7] == ["<table><tr><th>Field</th><th>Value</th></tr>", "<tr></tr>", "<tr><td>Phase</td><td>`setup`</td></tr></table>"]
    assert lines[8:11] == ["```python", "m.f = g", "```"]


def test_a_bookstack_export_is_read_as_a_built_page_its_head_blank():
    page = (
        "<!doctype html>\n<html lang=\"en\">\n<head>\n    <style>\n    :root{--color-primary:#206ea7}\n</style>\n</head>\n<body>\n"
        "<h1 id=\"bkmrk-page-title\">`megatron.x.own`</h1>\n<p id=\"bkmrk-it-wraps\">It wraps <code>megatron.a.b.f</code>.</p>\n</body>\n</html>\n"
    )
    lines = as_markdown(page).split("\n")
    assert not any("color-primary" in line for line in lines)
    assert "It wraps `megatron.a.b.f`." in lines


def test_a_discourse_topic_reads_each_posts_html_by_number_under_the_topics_title():
    topic = {
        "title": "Porting megatron.x.own",
        "post_stream": {
            "posts": [
                {"post_number": 2, "cooked": "<p>The <code>megatron.x.own</code> paragraph is fine.</p>"},
                {"post_number": 1, "cooked": "<h2>Patch logic</h2><p>It wraps <code>megatron.a.b.f</code>.</p>"},
            ]
        },
    }
    view, _ = thread_view(json.dumps(topic), "topic.json")
    assert [line for line in view.split("\n") if line] == ["# Porting megatron.x.own", "## Patch logic", "It wraps `megatron.a.b.f`.", "The `megatron.x.own` paragraph is fine."]


def test_gitea_comments_basecamp_and_monday_read_their_messages_oldest_first():
    comments = [
        {"id": 2, "body": "The last bullet is wrong.", "user": {"login": "b"}, "issue_url": "u", "created_at": "2025-01-02"},
        {"id": 1, "body": "## Patch logic\n\n- It wraps `megatron.a.b.f`.", "user": {"login": "a"}, "issue_url": "u", "created_at": "2025-01-01"},
    ]
    view, _ = thread_view(json.dumps(comments), "comments.json")
    assert view.split("\n")[:4] == ["## Patch logic", "", "- It wraps `megatron.a.b.f`.", ""]
    message = {
        "type": "Message",
        "bucket": {"id": 1},
        "subject": "Notes: megatron.x.own",
        "content": "<div>It wraps <code>megatron.a.b.f</code>.</div>",
        "comments": [{"content": "<div>Thanks.</div>", "status": "active"}],
    }
    assert thread_view(json.dumps(message), "m.json")[0].split("\n")[:5] == ["# Notes: megatron.x.own", "", "It wraps `megatron.a.b.f`.", "", "Thanks."]
    item = {
        "data": {
            "items": [
                {
                    "name": "megatron.x.own",
                    "updates": [
                        {"created_at": "2025-06-04", "body": "<p>Correction: it is wrong.</p>", "text_body": "Correction: it is wrong.", "replies": []},
                        {"created_at": "2025-06-03", "body": "<p>It wraps <code>megatron.a.b.f</code>.</p>", "text_body": "x", "replies": [{"created_at": "2025-06-03T10", "body": "<p>Sure?</p>"}]},
                    ],
                }
            ]
        }
    }
    lines = [line for line in thread_view(json.dumps(item), "item.json")[0].split("\n") if line]
    assert lines == ["# megatron.x.own", "It wraps `megatron.a.b.f`.", "Sure?", "Correction: it is wrong."]


def test_phabricator_transactions_read_their_remarkup_oldest_first_and_a_bluesky_thread_numbers_its_posts_in_front():
    transactions = {
        "result": {
            "data": [
                {"id": 3, "type": "comment", "dateCreated": 3, "comments": [{"content": {"raw": "Correction to the bullet."}}]},
                {"id": 2, "type": "update", "dateCreated": 2, "comments": []},
                {"id": 1, "type": "comment", "dateCreated": 1, "comments": [{"content": {"raw": "== Patch logic ==\nIt rewrites ##megatron.a.b.f##."}}]},
            ]
        }
    }
    lines = [line for line in thread_view(json.dumps(transactions), "t.json")[0].split("\n") if line]
    assert lines == ["## Patch logic", "It rewrites `megatron.a.b.f`.", "Correction to the bullet."]
    thread = {
        "thread": {
            "post": {"record": {"text": "Notes on megatron.x.own. 1/ #Megatron", "createdAt": "1"}},
            "replies": [{"post": {"record": {"text": "It wraps megatron.a.b.f. 2/", "createdAt": "2"}}, "replies": []}],
        }
    }
    lines = [line for line in thread_view(json.dumps(thread), "thread.json")[0].split("\n") if line]
    assert lines == ["1/ Notes on megatron.x.own.", "2/ It wraps megatron.a.b.f."]


def test_hacker_news_lemmy_and_mastodon_threads_read_in_their_trees_order():
    story = {
        "type": "story",
        "story_id": 1,
        "title": "Primus patches",
        "text": None,
        "children": [
            {"created_at_i": 2, "text": "<p>The last bullet is wrong.</p>", "children": []},
            {"created_at_i": 1, "text": "Patch logic:<p>It sets the config&#x2F;args <code>__post_init__</code> value.", "children": []},
        ],
    }
    lines = [line for line in thread_view(json.dumps(story), "hn.json")[0].split("\n") if line]
    assert lines == ["# Primus patches", "Patch logic:", "It sets the config/args `__post_init__` value.", "The last bullet is wrong."]
    post = {
        "post_view": {"post": {"name": "megatron.x.own", "body": "It wraps `megatron.a.b.f`."}},
        "comments": [
            {"comment": {"path": "0.12.15", "content": "Agreed."}},
            {"comment": {"path": "0.9", "content": "That is wrong."}},
            {"comment": {"path": "0.12", "content": "Which one?", "deleted": False}},
        ],
    }
    lines = [line for line in thread_view(json.dumps(post), "lemmy.json")[0].split("\n") if line]
    assert lines == ["# megatron.x.own", "It wraps `megatron.a.b.f`.", "That is wrong.", "Which one?", "Agreed."]
    context = {"ancestors": [{"content": "<p>1/ It wraps f.</p>"}], "descendants": [{"content": "<p>2/ Correction to 1/: it does not.<br />Sorry.</p>"}]}
    lines = [line for line in thread_view(json.dumps(context), "toots.json")[0].split("\n") if line]
    assert lines[0] == "1/ It wraps f." and lines[1].startswith("2/ Correction to 1/")


def test_an_x_archive_reads_its_tweets_oldest_first_with_their_links_words_and_an_edits_last_version():
    tweets = [
        {"tweet": {"id_str": "3", "full_text": "2/ It rebinds https://t.co/abc.get_model (edited).", "entities": {"urls": [{"url": "https://t.co/abc", "display_url": "megatron.training.training"}]}, "edit_info": {"edit": {"editControlInitial": {"editTweetIds": ["2", "3"]}}}}},
        {"tweet": {"id_str": "2", "full_text": "2/ It rebinds two names.", "entities": {"urls": []}, "edit_info": {"initial": {"editTweetIds": ["2"]}}}},
        {"tweet": {"id_str": "1", "full_text": "1/ Notes on megatron.x.own.", "entities": {"urls": []}}},
        {"tweet": {"id_str": "4", "full_text": "2b/ That one is the other patch's.", "entities": {"urls": []}}},
    ]
    archive = "window.YTD.tweets.part0 = " + json.dumps(tweets, indent=2)
    lines = [line for line in thread_view(archive, "tweets.js")[0].split("\n") if line]
    assert lines == ["1/ Notes on megatron.x.own.", "2/ It rebinds megatron.training.training.get_model (edited). 2b/ That one is the other patch's."]


def test_a_google_chat_export_reads_each_messages_text():
    chat = {"messages": [{"creator": {"name": "A"}, "created_date": "d1", "text": "Patch logic\n- style: binding replacement"}, {"creator": {"name": "B"}, "created_date": "d2", "text": "ok"}]}
    assert thread_view(json.dumps(chat), "messages.json")[0].split("\n")[:4] == ["Patch logic", "- style: binding replacement", "", "ok"]


def test_tiddlers_exported_as_json_read_as_markdown_the_ones_named_under_the_first_as_its_sections():
    tiddlers = [
        {"title": "megatron.x.own", "type": "text/vnd.tiddlywiki", "text": "!! Patch logic\n* It rebinds `megatron.a.b.f`.", "created": "1"},
        {"title": "megatron.x.own/related patches", "type": "text/vnd.tiddlywiki", "text": "!! Reads the same flag\n* `primus/x.py` picks a policy.", "created": "2"},
    ]
    view, lines = tiddlers_view(json.dumps(tiddlers), "wiki.json")
    headings = [line for line in view.split("\n") if line.startswith("#")]
    assert headings == ["# megatron.x.own", "### Patch logic", "## related patches", "### Reads the same flag"]
    extraction = extract(json.dumps(tiddlers), None, "wiki.json")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.b.f"] and "implementation.primus_file" not in extraction.facts
    assert "each tiddler's title" in lines


def test_an_intercom_conversation_and_a_zendesk_ticket_read_their_messages_html_oldest_first():
    conversation = {
        "type": "conversation",
        "title": None,
        "source": {"subject": "megatron.x.own", "body": "<p>It rewrites <code>megatron.a.b.f</code>.</p>"},
        "conversation_parts": {
            "conversation_parts": [
                {"part_type": "assignment", "body": None, "created_at": 3},
                {"part_type": "note", "body": "<p>Internal: the third step is wrong.</p>", "created_at": 2},
            ]
        },
    }
    lines = [line for line in thread_view(json.dumps(conversation), "c.json")[0].split("\n") if line]
    assert lines == ["# megatron.x.own", "It rewrites `megatron.a.b.f`.", "Internal: the third step is wrong."]
    ticket = {
        "ticket": {"subject": "Port megatron.x.own", "description": "It rewrites megatron.a.b.f."},
        "comments": [
            {"html_body": "<p>Correction: no.</p>", "plain_body": "Correction: no.", "public": False, "created_at": "2025-01-02"},
            {"html_body": "<p>It rewrites <code>megatron.a.b.f</code>.</p>", "plain_body": "x", "public": True, "created_at": "2025-01-01"},
        ],
    }
    lines = [line for line in thread_view(json.dumps(ticket), "t.json")[0].split("\n") if line]
    assert lines == ["# Port megatron.x.own", "It rewrites `megatron.a.b.f`.", "Correction: no."]


def test_a_coda_pages_content_reads_each_item_as_the_markdown_its_style_stands_for():
    def item(style: str, words: str, level: int = 0) -> dict:
        return {"type": "line", "itemContent": {"style": style, "format": "plainText", "content": words, "lineLevel": level}}

    content = {
        "items": [
            item("h1", "megatron.x.own notes"),
            item("paragraph", "Read to the end."),
            item("bulletedList", "It rebinds megatron.a.b.f."),
            item("bulletedList", "one step", 1),
            item("code", "x = 1"),
            item("code", "y = 2"),
            item("h2", "Related patch: megatron.x.other"),
            item("paragraph", "It rebinds megatron.a.c.g."),
        ]
    }
    view, lines = coda_page_view(json.dumps(content), "page.json")
    assert [line for line in view.split("\n") if line] == [
        "# megatron.x.own notes",
        "Read to the end.",
        "- It rebinds megatron.a.b.f.",
        "  - one step",
        "```",
        "x = 1",
        "y = 2",
        "```",
        "## Related patch: megatron.x.other",
        "It rebinds megatron.a.c.g.",
    ]
    assert "each item of the page" in lines
    assert coda_page_view('{"items": [{"type": "row"}]}', "rows.json")[1] == ""


def test_a_confluence_page_from_the_rest_api_reads_its_storage_body_one_block_a_line():
    body = (
        "<p>Notes on <code>megatron.x.own</code>.</p><h2>Patch logic</h2><ul><li><p>It rebinds <code>megatron.a.b.f</code>.</p></li>"
        '<li>It rebinds <code>megatron.a.c.g</code>.</li></ul><ac:structured-macro ac:name="warning"><ac:rich-text-body>'
        "<p><strong>Correction:</strong> the last bullet of \"Patch logic\" is wrong.</p></ac:rich-text-body></ac:structured-macro>"
        "<table><tbody><tr><th><p>What</p></th><th><p>Where</p></th></tr><tr><td><p>Handler</p></td><td><p>x.py</p></td></tr></tbody></table>"
        '<ac:structured-macro ac:name="code"><ac:plain-text-body><![CDATA[a = 1\nb = 2]]></ac:plain-text-body></ac:structured-macro>'
        "<ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>incomplete</ac:task-status>"
        "<ac:task-body>Is it needed?</ac:task-body></ac:task></ac:task-list>"
    )
    page = {"id": "1", "spaceId": "2", "title": "Primus patch megatron.x.own", "body": {"storage": {"representation": "storage", "value": body}}}
    view, lines = confluence_page_view(json.dumps(page), "page.json")
    read = view.split("\n")
    assert read[0] == "<h1>Primus patch megatron.x.own</h1>" and "<li>It rebinds <code>megatron.a.b.f</code>.</li>" in read
    assert "<tr><th><p>What</p></th><th><p>Where</p></th></tr>" in read and "b = 2]]></ac:plain-text-body>" in read
    assert "<li>Is it needed?</li>" in read and not any("task-id" in line for line in read)
    assert "storage-format body" in lines
    extraction = extract(json.dumps(page), None, "page.json")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.b.f"]
    assert confluence_page_view(json.dumps({"spaceId": "2", "body": {}}), "p.json")[1] == ""


def _read(view: tuple[str, str]) -> list[str]:
    return [line for line in view[0].split("\n") if line.strip()]


def test_an_editorjs_document_reads_each_block_as_markdown_its_inline_html_as_marks():
    saved = {
        "time": 1,
        "version": "2.30.7",
        "blocks": [
            {"type": "header", "data": {"text": "megatron.x.own", "level": 1}},
            {"type": "paragraph", "data": {"text": 'It wraps <code class="inline-code">MoELayer.__init__</code>; <b>not</b> <s>setup</s>.'}},
            {"type": "list", "data": {"style": "unordered", "items": [{"content": "It rebinds <code>megatron.a.b.f</code>.", "items": [{"content": "deep", "items": []}]}]}},
            {"type": "table", "data": {"withHeadings": True, "content": [["Key", "Value"], ["<code>phase</code>", "before_train"]]}},
            {"type": "code", "data": {"code": "a = 1\nb = 2"}},
            {"type": "delimiter", "data": {}},
            {"type": "warning", "data": {"title": "Correction", "message": "the last bullet is wrong"}},
        ],
    }
    view = rich_text_view(json.dumps(saved), "doc.json")
    assert _read(view) == [
        "# megatron.x.own",
        "It wraps `MoELayer.__init__`; **not** ~~setup~~.",
        "- It rebinds `megatron.a.b.f`.",
        "  - deep",
        "| Key | Value |",
        "|---|---|",
        "| `phase` | before_train |",
        "```",
        "a = 1",
        "b = 2",
        "```",
        "> **Correction:** the last bullet is wrong",
    ]
    assert "each Editor.js block" in view[1]


def test_a_tiptap_document_reads_its_nodes_as_markdown_a_sentence_whole_across_its_marks():
    def text(words: str, *marks: str) -> dict:
        return {"type": "text", "text": words, **({"marks": [{"type": m} for m in marks]} if marks else {})}

    doc = {
        "type": "doc",
        "content": [
            {"type": "heading", "attrs": {"level": 1}, "content": [text("megatron.x.own")]},
            {"type": "paragraph", "content": [text("Setting "), text("NVTE_X=0", "code"), text(" does nothing for this patch.")]},
            {"type": "bulletList", "content": [{"type": "listItem", "content": [{"type": "paragraph", "content": [text("It rebinds "), text("megatron.a.b.f", "code")]}]}]},
            {"type": "codeBlock", "attrs": {"language": "python"}, "content": [text("x = 1\ny = 2")]},
            {"type": "blockquote", "content": [{"type": "paragraph", "content": [text("old", "strike")]}]},
        ],
    }
    view = rich_text_view(json.dumps(doc, indent=2), "doc.json")
    assert _read(view) == [
        "# megatron.x.own",
        "Setting `NVTE_X=0` does nothing for this patch.",
        "- It rebinds `megatron.a.b.f`",
        "```",
        "x = 1",
        "y = 2",
        "```",
        "> ~~old~~",
    ]
    assert "enable.env" not in extract(json.dumps(doc, indent=2), None, "doc.json").facts


def test_portable_text_in_a_sanity_query_result_reads_under_its_documents_title():
    def block(words: list[tuple[str, list[str]]], style: str = "normal", item: str | None = None, level: int = 1) -> dict:
        children = [{"_type": "span", "text": w, "marks": m} for w, m in words]
        return {"_type": "block", "style": style, "children": children, "markDefs": [], **({"listItem": item, "level": level} if item else {})}

    result = {
        "ms": 3,
        "result": [
            {
                "_id": "a",
                "title": "megatron.x.own",
                "body": [
                    block([("Patch logic", [])], style="h2"),
                    block([("It rebinds ", []), ("megatron.a.b.f", ["code"]), (".", [])], item="bullet"),
                    block([("deep", [])], item="number", level=2),
                    {"_type": "code", "language": "yaml", "code": "use_x: true"},
                    block([("A ", []), ("link", ["k1"]), (" kept.", [])]),
                ],
            }
        ],
    }
    assert _read(rich_text_view(json.dumps(result), "q.json")) == [
        "# megatron.x.own",
        "## Patch logic",
        "- It rebinds `megatron.a.b.f`.",
        "  1. deep",
        "```yaml",
        "use_x: true",
        "```",
        "A link kept.",
    ]


def test_a_quill_delta_reads_each_line_with_the_format_its_newline_carries():
    delta = {
        "ops": [
            {"insert": "megatron.x.own"},
            {"insert": "\n", "attributes": {"header": 1}},
            {"insert": "It rebinds "},
            {"insert": "megatron.a.b.f", "attributes": {"code": True}},
            {"insert": "\n", "attributes": {"list": "bullet"}},
            {"insert": "nested"},
            {"insert": "\n", "attributes": {"list": "ordered", "indent": 1}},
            {"insert": "x = 1"},
            {"insert": "\n", "attributes": {"code-block": True}},
            {"insert": "y = 2"},
            {"insert": "\n", "attributes": {"code-block": True}},
            {"insert": "phase: "},
            {"insert": "build_args", "attributes": {"strike": True}},
            {"insert": " before_train\n"},
        ]
    }
    assert _read(rich_text_view(json.dumps(delta), "d.json")) == [
        "# megatron.x.own",
        "- It rebinds `megatron.a.b.f`",
        "  1. nested",
        "```",
        "x = 1",
        "y = 2",
        "```",
        "phase: ~~build_args~~ before_train",
    ]
    assert rich_text_view(json.dumps({"ops": "none"}), "d.json")[1] == ""


def test_a_help_scout_conversation_and_a_messenger_chat_read_oldest_first():
    conversation = {
        "subject": "BSHD patch",
        "_embedded": {
            "threads": [
                {"type": "note", "createdAt": "2026-03-11T10:00:00Z", "body": "<div>Correction: no.</div>"},
                {"type": "lineitem", "createdAt": "2026-03-10T16:41:06Z", "action": {"text": "marked as Closed"}},
                {"type": "customer", "createdAt": "2026-03-09T09:00:00Z", "body": "<div>Does it need TE?</div>"},
            ]
        },
    }
    assert _read(thread_view(json.dumps(conversation), "c.json")) == ["# BSHD patch", "Does it need TE?", "Correction: no."]
    chat = {
        "participants": [{"name": "A"}, {"name": "B"}],
        "title": "Primus \u00e2\u0086\u0092 fork",
        "messages": [
            {"sender_name": "B", "timestamp_ms": 2, "content": "It isn\u00e2\u0080\u0099t gated."},
            {"sender_name": "A", "timestamp_ms": 1, "content": "It rebinds megatron.a.b.f."},
            {"sender_name": "A", "timestamp_ms": 3, "content": "x", "is_unsent": True},
        ],
    }
    assert _read(thread_view(json.dumps(chat), "m.json")) == ["# Primus → fork", "It rebinds megatron.a.b.f.", "It isn’t gated."]


def test_a_draftjs_raw_content_marks_its_inline_style_ranges_and_fences_its_code_lines():
    raw = {
        "entityMap": {},
        "blocks": [
            {"key": "a", "text": "megatron.x.own", "type": "header-one", "depth": 0, "inlineStyleRanges": []},
            {"key": "b", "text": "phase after_build_args before_train", "type": "unstyled", "depth": 0,
             "inlineStyleRanges": [{"offset": 6, "length": 16, "style": "STRIKETHROUGH"}, {"offset": 23, "length": 12, "style": "CODE"}]},
            {"key": "c", "text": "It rebinds megatron.a.b.f.", "type": "unordered-list-item", "depth": 1,
             "inlineStyleRanges": [{"offset": 11, "length": 14, "style": "CODE"}]},
            {"key": "d", "text": "x = 1", "type": "code-block", "depth": 0, "inlineStyleRanges": []},
            {"key": "e", "text": "y = 2", "type": "code-block", "depth": 0, "inlineStyleRanges": []},
        ],
    }
    assert _read(rich_text_view(json.dumps(raw), "d.json")) == [
        "# megatron.x.own",
        "phase ~~after_build_args~~ `before_train`",
        "  - It rebinds `megatron.a.b.f`.",
        "```",
        "x = 1",
        "y = 2",
        "```",
    ]


def test_contentful_lexical_and_slate_trees_read_as_the_same_markdown():
    def contentful_text(words: str, *marks: str) -> dict:
        return {"nodeType": "text", "value": words, "marks": [{"type": m} for m in marks], "data": {}}

    entry = {
        "sys": {"id": "1"},
        "fields": {
            "title": "megatron.x.own",
            "body": {
                "nodeType": "document",
                "content": [
                    {"nodeType": "heading-2", "content": [contentful_text("Patch logic")]},
                    {"nodeType": "unordered-list", "content": [{"nodeType": "list-item", "content": [
                        {"nodeType": "paragraph", "content": [contentful_text("It rebinds "), contentful_text("megatron.a.b.f", "code")]}]}]},
                ],
            },
        },
    }
    lexical = {
        "root": {
            "type": "root",
            "children": [
                {"type": "heading", "tag": "h1", "children": [{"type": "text", "text": "megatron.x.own", "format": 0}]},
                {"type": "heading", "tag": "h2", "children": [{"type": "text", "text": "Patch logic", "format": 0}]},
                {"type": "list", "listType": "bullet", "children": [{"type": "listitem", "children": [
                    {"type": "text", "text": "It rebinds ", "format": 0}, {"type": "text", "text": "megatron.a.b.f", "format": 16}]}]},
            ],
        }
    }
    slate = [
        {"type": "heading-one", "children": [{"text": "megatron.x.own"}]},
        {"type": "heading-two", "children": [{"text": "Patch logic"}]},
        {"type": "bulleted-list", "children": [{"type": "list-item", "children": [{"text": "It rebinds "}, {"text": "megatron.a.b.f", "code": True}]}]},
    ]
    expected = ["# megatron.x.own", "## Patch logic", "- It rebinds `megatron.a.b.f`"]
    for document in (entry, lexical, slate):
        assert _read(rich_text_view(json.dumps(document, indent=2), "doc.json")) == expected
        assert [f.value for f in extract(json.dumps(document, indent=2), None, "doc.json").facts["upstream.symbols"]] == ["megatron.a.b.f"]


def test_a_slack_export_reads_its_rich_text_blocks_and_a_skype_export_its_markup_oldest_first():
    def section(*runs: tuple[str, dict]) -> dict:
        return {"type": "rich_text_section", "elements": [{"type": "text", "text": t, **({"style": s} if s else {})} for t, s in runs]}

    day = [
        {"type": "message", "ts": "2.0", "text": "*Correction:* no", "blocks": [{"type": "rich_text", "elements": [section(("Correction:", {"bold": True}), (" no", {}))]}]},
        {"type": "message", "ts": "1.0", "text": "x", "blocks": [{"type": "rich_text", "elements": [
            section(("megatron.x.own", {"code": True}), ("\nPatch logic", {})),
            {"type": "rich_text_list", "style": "bullet", "indent": 0, "elements": [section(("It rebinds ", {}), ("megatron.a.b.f", {"code": True}))]},
            {"type": "rich_text_preformatted", "elements": [{"type": "text", "text": "a = 1\nb = 2"}]},
        ]}]},
        {"type": "message", "subtype": "channel_join", "ts": "0.5", "text": "<@U1> has joined the channel"},
    ]
    assert _read(thread_view(json.dumps(day, indent=2), "day.json")) == [
        "`megatron.x.own`", "Patch logic", "- It rebinds `megatron.a.b.f`", "```", "a = 1", "b = 2", "```", "**Correction:** no"
    ]
    skype = {
        "userId": "me",
        "conversations": [{"id": "19:x", "displayName": "Primus port", "MessageList": [
            {"messagetype": "RichText", "originalarrivaltime": "2025-04-28T10:20:00Z",
             "content": '<quote author="a"><legacyquote>[10:05] Tom: </legacyquote>would that be enough?</quote>Hypothetical, it isn&apos;t.'},
            {"messagetype": "RichText", "originalarrivaltime": "2025-04-28T09:31:00Z",
             "content": '<b raw_pre="*" raw_post="*">Patch logic</b>\n<s raw_pre="~">It wraps it.</s> <pre raw_pre="!! ">x = 1</pre><e_m ts="1"></e_m>'},
            {"messagetype": "ThreadActivity/AddMember", "originalarrivaltime": "2025-04-28T09:00:00Z", "content": "<addmember/>"},
        ]}],
    }
    assert _read(thread_view(json.dumps(skype), "messages.json")) == [
        "# Primus port", "**Patch logic**", "~~It wraps it.~~ `x = 1`", "> would that be enough?", "Hypothetical, it isn't."
    ]


def test_a_miro_boards_items_read_frame_by_frame_top_to_bottom_a_cards_title_a_heading():
    def item(kind: str, data: dict, x: float, y: float, parent: str | None = None, id_: str = "") -> dict:
        return {"id": id_ or f"{kind}{x}{y}", "type": kind, "data": data, "position": {"x": x, "y": y}, **({"parent": {"id": parent}} if parent else {})}

    board = {
        "type": "cursor-list",
        "data": [
            item("sticky_note", {"content": "<p><strong>Correction:</strong> the sticky above is wrong.</p>"}, 100, 400, "f1"),
            item("frame", {"title": "Patch logic"}, 0, 0, id_="f1"),
            item("sticky_note", {"content": "<p>It rebinds <code>megatron.a.b.f</code>.</p>"}, 100, 100, "f1"),
            item("text", {"content": "<p><strong>megatron.x.own</strong></p>"}, -500, -500),
            item("sticky_note", {"content": "<p>Supposed example (not shipped):</p><p>modules:<br>&nbsp;&nbsp;use_x: true</p>"}, 300, 100, "f1"),
            item("card", {"title": "<p>Open question: is it needed?</p>", "description": "<p>Maybe.</p>"}, 500, 100, "f1"),
        ],
    }
    view, lines = miro_board_view(json.dumps(board), "board.json")
    assert _read((view, lines)) == [
        "**megatron.x.own**",
        "## Patch logic",
        "It rebinds `megatron.a.b.f`.",
        "Supposed example (not shipped):",
        "```",
        "modules:",
        "  use_x: true",
        "```",
        "### Open question: is it needed?",
        "Maybe.",
        "**Correction:** the sticky above is wrong.",
    ]
    assert "its frames as sections" in lines


def test_a_google_slides_presentation_reads_each_slide_its_runs_marked_by_their_style_then_its_notes():
    def paragraph(*runs: tuple[str, dict], bullet: int | None = None) -> list[dict]:
        marker = {"paragraphMarker": {"style": {}, **({"bullet": {"nestingLevel": bullet}} if bullet is not None else {})}}
        return [marker, *({"textRun": {"content": t, "style": st}} for t, st in runs)]

    mono = {"weightedFontFamily": {"fontFamily": "Courier New"}}
    presentation = {
        "presentationId": "p",
        "title": "megatron.x.own",
        "slides": [
            {
                "pageElements": [
                    {"shape": {"placeholder": {"type": "TITLE"}, "text": {"textElements": paragraph(("Patch logic\n", {}))}}},
                    {"shape": {"placeholder": {"type": "BODY"}, "text": {"textElements": [
                        *paragraph(("It rebinds ", {}), ("megatron.a.b.f", mono), (".\n", {}), bullet=0),
                        *paragraph(("Also export X=1.\n", {"strikethrough": True}), bullet=1),
                    ]}}},
                    {"table": {"tableRows": [
                        {"tableCells": [{"text": {"textElements": paragraph(("Key\n", {"bold": True}))}}, {"text": {"textElements": paragraph(("Value\n", {}))}}]},
                        {"tableCells": [{"text": {"textElements": paragraph(("phase\n", mono))}}, {"text": {"textElements": paragraph(("after_train\n", {}))}}]},
                    ]}},
                ],
                "slideProperties": {"notesPage": {"pageElements": [{"shape": {"text": {"textElements": paragraph(("Said aloud.\n", {}))}}}]}},
            }
        ],
    }
    assert _read(slides_view(json.dumps(presentation), "deck.json")) == [
        "# megatron.x.own",
        "## Patch logic",
        "- It rebinds `megatron.a.b.f`.",
        "  - ~~Also export X=1.~~",
        "| **Key** | Value |",
        "|---|---|",
        "| `phase` | after_train |",
        "Speaker notes: Said aloud.",
    ]


def test_figma_comments_and_a_wrike_task_read_oldest_first_a_wrike_line_a_paragraph():
    comments = {
        "comments": [
            {"id": "3", "parent_id": "1", "created_at": "2026-03-11T00:00:00Z", "message": "Correction: no."},
            {"id": "1", "parent_id": "", "created_at": "2026-03-10T00:00:00Z", "message": "megatron.x.own\nIt rebinds megatron.a.b.f."},
            {"id": "2", "parent_id": "", "created_at": "2026-03-09T00:00:00Z", "message": "Move this sticky."},
        ]
    }
    assert _read(thread_view(json.dumps(comments), "c.json")) == ["Move this sticky.", "megatron.x.own", "It rebinds megatron.a.b.f.", "Correction: no."]
    task = {
        "kind": "tasks",
        "data": [{"title": "megatron.x.own", "description": "<b>What it does</b><br />It rebinds megatron.a.b.f.<br />", "briefDescription": "copy"}],
        "comments": [{"text": "Second.", "createdDate": "2026-05-12T11:00:00Z"}, {"text": "First.", "createdDate": "2026-05-12T10:00:00Z"}],
    }
    # The description's bold label stays bold: a line between blocks is read as a paragraph's HTML is.
    assert _read(thread_view(json.dumps(task), "t.json")) == ["# megatron.x.own", "**What it does**", "It rebinds megatron.a.b.f.", "First.", "Second."]


def test_a_djot_document_reads_its_strong_edits_divs_attributes_and_caption_as_markdown():
    djot = (
        "{#r .report}\n# `megatron.x.own`\n\n::: note\nScope: *this* patch, _only_.\n:::\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
        "^ Caption.\n\nIt rebinds `megatron.a.b.f`{.py} {-permanently-}{+only while it runs+}.\n"
    )
    assert is_djot(djot)
    assert djot_lines(djot.split("\n")) == [
        "", "# `megatron.x.own`", "", "", "Scope: **this** patch, *only*.", "", "", "| a | b |", "|---|---|", "| 1 | 2 |", "", "",
        "It rebinds `megatron.a.b.f` ~~permanently~~only while it runs.", "",
    ]
    assert not is_djot("# Title\n\n::: note\nplain Markdown with a div\n:::\n")


def test_a_pod_document_reads_its_commands_and_marks_as_markdown_its_comment_blocks_blank():
    pod = (
        "=pod\n\n=head1 NAME\n\nC<megatron.x.own> - B<bold> and I<it>, F<a/b.py>, C<< a > b >>, E<gt>.\n\n=begin comment\n\n"
        "also rebinds megatron.a.c.g\n\n=end comment\n\n=over 4\n\n=item * It rebinds C<megatron.a.b.f>.\n\n=back\n\n    x = 1\n\n=cut\n"
    )
    assert is_pod(pod)
    read = pod_lines(pod.split("\n"))
    assert read[:6] == ["", "", "# NAME", "", "`megatron.x.own` - **bold** and *it*, `a/b.py`, `a > b`, >.", ""]
    assert "also rebinds megatron.a.c.g" not in read and "- It rebinds `megatron.a.b.f`." in read and "    x = 1" in read
    assert len(read) == len(pod.split("\n"))


def test_a_rest_page_reads_its_titles_comments_directives_roles_and_literals_as_markdown():
    rst = (
        ".. a comment, kept for history:\n   gated on ``enable_x: true``.\n\n=====\nTitle\n=====\n\n:Phase: ``build_args``\n\n"
        "Patch logic\n===========\n\n#. :py:func:`~a.b.f` reads ``x:\n   y``.\n\n.. note::\n\n   A boxed word.\n\n"
        ".. code-block:: yaml\n   :linenos:\n\n   x: 1\n\nAfter.\n"
    )
    assert is_rst(rst)
    read = rst_lines(rst.split("\n"))
    assert len(read) == len(rst.split("\n"))
    assert "gated on" not in "\n".join(read) and "# Title" in read and "## Patch logic" in read and "Phase: `build_args`" in read
    assert "1. `a.b.f` reads `x:" in read and "**Note:**" in read and "A boxed word." in read
    assert read[read.index("```yaml") :][:5] == ["```yaml", "", "", "x: 1", "```"]
    assert not is_rst("# Markdown\n\nSome ``code`` and no underlines.\n")


def test_an_asciidoc_documents_attributes_struck_text_passthroughs_and_block_titles_read_as_markdown():
    adoc = (
        "= `megatron.x.own`\n:patch-file: primus/x_patch.py\n\n== Code location\n\n* Patch: `{patch-file}`\n"
        "* [.line-through]#Phase: setup# Phase: before_train\n* Site: `+torch.a.B.__init__+`\n\n[abstract]\n.Supposed example\n"
        "[source,yaml]\n----\nx: 1\n----\n"
    )
    read = as_markdown(adoc).split("\n")
    assert "* Patch: `primus/x_patch.py`" in read and "* ~~Phase: setup~~ Phase: before_train" in read
    assert "* Site: `torch.a.B.__init__`" in read and "Supposed example:" in read and "[abstract]" not in read


def test_a_teams_channel_thread_from_graph_reads_its_messages_oldest_first_its_deleted_ones_left_out():
    thread = {
        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#teams('1')/channels('2')/messages('3')/replies",
        "value": [
            {"messageType": "message", "createdDateTime": "2025-05-21T14:30:00Z", "deletedDateTime": "2025-05-21T14:31:00Z", "body": {"contentType": "html", "content": ""}},
            {"messageType": "message", "createdDateTime": "2025-05-21T14:20:00Z", "body": {"contentType": "html", "content": "<p>The third bullet is wrong.</p>"}},
            {"messageType": "systemEventMessage", "createdDateTime": "2025-05-21T14:10:00Z", "body": {"contentType": "html", "content": "<systemEventMessage/>"}},
            {"messageType": "message", "createdDateTime": "2025-05-21T14:03:00Z", "subject": "megatron.x.own", "body": {"contentType": "html", "content": "<p>It rebinds <code>megatron.a.b.f</code>.</p>"}},
        ],
    }
    assert _read(thread_view(json.dumps(thread), "t.json")) == ["# megatron.x.own", "It rebinds `megatron.a.b.f`.", "The third bullet is wrong."]


def test_an_obsidian_callout_reads_as_the_notes_own_words_unless_its_type_or_title_hedges_it():
    note = (
        "# megatron.x.own\n\n> [!summary] TL;DR\n> It rebinds `megatron.a.b.f`.\n\n"
        "> [!example]- Supposed example (not a shipped config)\n> ```yaml\n> use_x: true\n> ```\n> `Y=1` too.\n\n"
        "> [!note] Related: [[megatron.x.other]]\n> It rebinds `megatron.a.b.g`.\n\n> [!NOTE]\n> Phase `before_train`.\n"
    )
    read = as_markdown(note).split("\n")
    assert read[2:4] == ["TL;DR.", "It rebinds `megatron.a.b.f`."] and read[-3:] == ["", "Phase `before_train`.", ""]
    # The supposed example and the other patch's callout stay quotes, every line of them, the code block's too.
    assert "> ```yaml" in read and "> `Y=1` too." in read and "> It rebinds `megatron.a.b.g`." in read
    assert len(read) == len(note.split("\n"))


def test_a_smartsheet_sheet_reads_as_sections_and_numbered_rows_then_its_discussions():
    sheet = {
        "name": "megatron.x.own",
        "columns": [
            {"id": 1, "title": "Item", "type": "TEXT_NUMBER", "primary": True},
            {"id": 2, "title": "Detail", "type": "TEXT_NUMBER"},
            {"id": 3, "title": "Status", "type": "PICKLIST"},
            {"id": 4, "title": "Verified", "type": "CHECKBOX"},
        ],
        "rows": [
            {"id": 10, "rowNumber": 1, "cells": [{"columnId": 1, "value": "Patch logic"}, {"columnId": 4, "value": True}]},
            {"id": 11, "rowNumber": 2, "parentId": 10, "cells": [{"columnId": 1, "value": "Site"}, {"columnId": 2, "displayValue": "Rebinds a | b"}, {"columnId": 3, "value": "Retracted"}]},
        ],
        "discussions": [{"parentType": "ROW", "parentId": 11, "comments": [{"text": "Row 2 is wrong.", "createdAt": "2"}, {"text": "First.", "createdAt": "1"}]}],
    }
    assert _read(smartsheet_view(json.dumps(sheet), "s.json")) == [
        "# megatron.x.own",
        "## Patch logic",
        "| Row | Item | Detail | Status |",
        "|---|---|---|---|",
        "| 2 | Site | Rebinds a \\| b | Retracted |",
        "## Discussion on the row Site",
        "First.",
        "Row 2 is wrong.",
    ]


def test_a_page_saved_as_mhtml_reads_as_its_decoded_html_its_highlighted_code_a_preformatted_block():
    page = (
        '<html><body><p>Supposed example =E2=80=93 not shipped:</p><div class=3D"code panel"><div class=3D"syntaxhighlighter yml">'
        '<table><tr><td><div class=3D"line number1"><code>x:</code></div><div class=3D"line number2"><code>&nbsp;&nbsp;y: tr=\nue</code></div>'
        "</td></tr></table></div></div></body></html>"
    )
    saved = (
        "From: <Saved by Blink>\nSnapshot-Content-Location: https://wiki/x\nSubject: x\nMIME-Version: 1.0\n"
        'Content-Type: multipart/related;\n\ttype="text/html";\n\tboundary="----B----"\n\n\n------B----\nContent-Type: text/html\n'
        f"Content-Transfer-Encoding: quoted-printable\n\n{page}\n\n------B----\nContent-Type: text/css\n\n@charset \"utf-8\";\n\n------B------\n"
    )
    read = mhtml_view(saved, "p.mhtml")
    assert "<p>Supposed example \u2013 not shipped:</p>" in read[0] and "<pre>x:\n  y: true</pre>" in read[0]
    assert "@charset" not in read[0] and "--view p.mhtml" in read[1]
    assert mhtml_view("# Title\n", "p.md") == ("# Title\n", "")


def test_captions_strike_the_sentence_a_speakers_next_turn_takes_back_and_join_a_class_cut_at_a_cue():
    srt = (
        "1\n00:00:01,000 --> 00:00:02,000\nMAYA: It rebinds megatron.core.distributed.\n\n"
        "2\n00:00:02,000 --> 00:00:03,000\nDistributedDataParallel.zero_grad_buffer. Oh, and it also rebinds\n\n"
        "3\n00:00:03,000 --> 00:00:04,000\nmegatron.a.schedules.f, so it syncs.\n\n"
        "4\n00:00:04,000 --> 00:00:05,000\nJONAS: Does it?\n\n"
        "5\n00:00:05,000 --> 00:00:06,000\nMAYA: No, you're right, scratch that.\n"
    )
    read = caption_lines(srt.split("\n"))
    assert read[2] == "- It rebinds megatron.core.distributed.DistributedDataParallel.zero_grad_buffer"
    assert read[6] == ". ~~Oh, and it also rebinds~~" and read[10] == "~~`megatron.a.schedules.f`, so it syncs.~~"
    assert read[14] == "- Does it?" and read[18] == "- No, you're right, scratch that."


def test_a_todoist_project_reads_each_task_as_a_heading_a_level_below_its_parent_with_its_comments():
    saved = {
        "tasks": [
            {"id": "2", "parent_id": "1", "order": 1, "project_id": "p", "content": "Patch logic", "description": "It rebinds `megatron.a.b.f`."},
            {"id": "1", "parent_id": None, "order": 1, "project_id": "p", "content": "megatron.x.own", "description": "**What it does**"},
        ],
        "comments": [{"task_id": "2", "posted_at": "2026-01-02", "content": "The bullet is wrong."}, {"task_id": "2", "posted_at": "2026-01-01", "content": "Checked."}],
    }
    assert _read(thread_view(json.dumps(saved), "t.json")) == [
        "# megatron.x.own",
        "**What it does**",
        "## Patch logic",
        "It rebinds `megatron.a.b.f`.",
        "Checked.",
        "The bullet is wrong.",
    ]


def test_an_anytype_export_reads_its_blocks_from_the_root_its_unnamed_mark_a_strike():
    blocks = [
        {"id": "root", "childrenIds": ["title", "h", "p", "i", "t"]},
        {"id": "title", "text": {"style": "Title"}},
        {"id": "h", "text": {"text": "Patch logic", "style": "Header2"}},
        {"id": "p", "text": {"text": "Pinned to 0.14. No pin.", "marks": {"marks": [{"range": {"to": 15}}, {"range": {"from": 10, "to": 14}, "type": "Keyboard"}]}}},
        {"id": "i", "text": {"text": "megatron.a.b.f", "style": "Numbered", "marks": {"marks": [{"range": {"to": 14}, "type": "Keyboard"}]}}},
        {"id": "t", "childrenIds": ["cols", "rows"], "table": {}},
        {"id": "cols", "childrenIds": ["c1", "c2"], "layout": {"style": "TableColumns"}},
        {"id": "rows", "childrenIds": ["r1", "r2"], "layout": {"style": "TableRows"}},
        {"id": "r1", "childrenIds": ["r1-c1", "r1-c2"], "tableRow": {"isHeader": True}},
        {"id": "r2", "childrenIds": ["r2-c1", "r2-c2"], "tableRow": {}},
        {"id": "r1-c1", "text": {"text": "Key"}},
        {"id": "r1-c2", "text": {"text": "Value"}},
        {"id": "r2-c1", "text": {"text": "use_x"}},
        {"id": "r2-c2", "text": {"text": "true"}},
    ]
    saved = {"sbType": "Page", "snapshot": {"data": {"blocks": blocks, "details": {"name": "megatron.x.own"}}}}
    assert _read(rich_text_view(json.dumps(saved), "a.json")) == [
        "# megatron.x.own",
        "## Patch logic",
        "~~Pinned to `0.14`.~~ No pin.",
        "1. `megatron.a.b.f`",
        "| Key | Value |",
        "|---|---|",
        "| use_x | true |",
    ]


def test_a_box_drawn_table_under_a_header_rule_reads_as_a_markdown_table_its_fence_blank():
    drawn = [
        "```table: settings",
        "┌─────────┬─────────┐",
        "│ key     │ default │",
        "╞═════════╪═════════╡",
        "│ use_x   │ false   │",
        "├─────────┼─────────┤",
        "│ use_y   │ a | b   │",
        "└─────────┴─────────┘",
        "```",
    ]
    assert box_table_lines(drawn) == ["", "", "| key | default |", "|---|---|", "| use_x | false |", "| | |", "| use_y | a \\| b |", "", ""]
    # Without a header rule a box table is read row by row elsewhere (tool_output), so it is left as it is.
    plain = [line for line in drawn if not line.startswith("╞")]
    assert box_table_lines(plain) == plain


def test_a_freeplane_map_reads_its_branches_as_sections_and_a_topic_in_a_struck_font_struck():
    mind_map = (
        '<map version="freeplane 1.9.13"><node TEXT="megatron.x.own"><hook NAME="MapStyle"/>'
        '<node TEXT="Patch logic"><node TEXT="Rebinds &quot;megatron.a.b.f&quot;"><attribute NAME="phase" VALUE="before_train"/></node>'
        '<node TEXT="Also rebinds megatron.a.b.g"><font STRIKETHROUGH="true"/>'
        '<richcontent TYPE="NOTE"><html><body><p>Retracted.</p></body></html></richcontent></node>'
        '<node TEXT="Correction to the node above."><icon BUILTIN="button_cancel"/></node></node></node></map>'
    )
    assert _read(freemind_view(mind_map, "m.mm")) == [
        "# megatron.x.own",
        "## Patch logic",
        '- Rebinds "megatron.a.b.f"',
        "  - phase: before_train",
        "- ~~Also rebinds megatron.a.b.g~~",
        "  Retracted.",
        # A cancel icon marks a correction as often as a wrong claim: it strikes nothing.
        "- Correction to the node above.",
    ]
    assert freemind_view("<map><node/></map>", "m.mm") == ("<map><node/></map>", "")


def test_a_nextcloud_deck_board_quotes_a_card_its_label_hedges_and_puts_its_comments_oldest_first():
    board = {
        "boards": {
            "1": {
                "title": "megatron.x.own",
                "stacks": {
                    "2": {"title": "Later", "order": 1, "cards": [{"title": "Old", "order": 0, "labels": [{"title": "retracted"}], "description": "Phase `setup`."}]},
                    "1": {
                        "title": "Patch logic",
                        "order": 0,
                        "cards": [
                            {
                                "title": "Sites",
                                "order": 0,
                                "labels": [{"title": "verified"}],
                                "description": "## Rebinds\n\nIt rebinds `megatron.a.b.f`.",
                                "comments": [{"message": "Checked.", "creationDateTime": "2"}, {"message": "First.", "creationDateTime": "1"}],
                            }
                        ],
                    },
                },
            }
        }
    }
    assert _read(deck_view(json.dumps(board), "d.json")) == [
        "# megatron.x.own",
        "## Patch logic",
        "### Sites [verified]",
        "##### Rebinds",
        "It rebinds `megatron.a.b.f`.",
        "First.",
        "Checked.",
        "## Later",
        "### Old [retracted]",
        "> Phase `setup`.",
    ]


def test_a_kanboard_task_reads_its_description_its_sub_tasks_and_its_comments_oldest_first():
    batch = [
        {"jsonrpc": "2.0", "id": 1, "result": {"title": "megatron.x.own", "description": "It rebinds `megatron.a.b.f`.\r\nPhase `before_train`.", "column_id": "3"}},
        {"jsonrpc": "2.0", "id": 2, "result": [{"comment": "The bullet is wrong.", "date_creation": "20"}, {"comment": "Checked.", "date_creation": "10"}]},
        {"jsonrpc": "2.0", "id": 3, "result": [{"title": "Port it", "status": "0", "position": "1"}, {"title": "Read it", "status": "2", "position": "0"}]},
    ]
    assert _read(thread_view(json.dumps(batch), "k.json")) == [
        "# megatron.x.own",
        "It rebinds `megatron.a.b.f`.",
        "Phase `before_train`.",
        "## Sub-tasks",
        "- [x] Read it",
        "- [ ] Port it",
        "Checked.",
        "The bullet is wrong.",
    ]


def test_an_imessage_export_reads_each_message_as_an_item_its_edit_its_words_and_no_reply_twice():
    chat = (
        "Mar 12, 2026  4:05:11 PM (Read by you after 2 minutes)\nPriya\nPatch id: megatron.x.own\nPhase before_train\nTapbacks:\nLiked by Me\n\n"
        "Mar 12, 2026  4:09:40 PM (Read by you after 1 minute)\nPriya\nMar 12, 2026  4:09:40 PM It also rebinds megatron.a.b.g\n"
        "Edited 1 minute later: Scratch that: it never touches megatron.a.b.g\n    Mar 12, 2026  4:10:00 PM\n    Me\n    Sure?\n\n"
        "Mar 12, 2026  4:10:00 PM (Read by them after 9 seconds)\nMe\nSure?\nThis message responded to an earlier message.\n"
    )
    lines = chat.split("\n")
    assert is_imessage_export(chat) and not is_imessage_export("# Notes\n\nMar 12, 2026  4:05:11 PM\n")
    assert [line for line in imessage_lines(lines) if line.strip()] == [
        "- Patch id: megatron.x.own",
        "  Phase before_train",
        "- ~~It also rebinds megatron.a.b.g~~",
        "  Scratch that: it never touches megatron.a.b.g",
        "- Sure?",
    ]


def test_a_roam_edn_export_reads_as_the_json_export_of_its_pages():
    edn = (
        '#datascript/DB {:schema {:block/children {:db/valueType :db.type/ref}}, :datoms [[1 :node/title "megatron.x.own" 536870913] '
        '[1 :block/children 3 536870913] [1 :block/children 2 536870913] [2 :block/order 0 536870913] [2 :block/string "Patch logic" 536870913] '
        '[2 :block/heading 2 536870913] [2 :block/uid "a1" 536870913] [3 :block/order 1 536870913] [3 :block/string "It rebinds `megatron.a.b.f`." 536870913] '
        '[3 :block/uid "b2" 536870913] [4 :version/id "0.10.7" 536870913]]}'
    )
    view = roam_edn_view(edn, "g.edn")
    assert json.loads(view[0]) == [
        {"title": "megatron.x.own", "children": [{"string": "Patch logic", "uid": "a1", "heading": 2}, {"string": "It rebinds `megatron.a.b.f`.", "uid": "b2"}]}
    ]
    assert "--view g.edn" in view[1] and roam_edn_view('{"a": 1}', "g.json") == ('{"a": 1}', "")


def test_a_pandoc_json_ast_reads_as_the_markdown_its_blocks_stand_for():
    def words(text: str) -> list[dict]:
        out: list[dict] = []
        for word in text.split():
            out += [{"t": "Str", "c": word}, {"t": "Space"}]
        return out[:-1]

    document = {
        "pandoc-api-version": [1, 22, 2, 1],
        "meta": {"title": {"t": "MetaInlines", "c": words("megatron.x.own")}},
        "blocks": [
            {"t": "Header", "c": [2, ["", [], []], words("Patch logic")]},
            {"t": "Para", "c": [*words("It rebinds"), {"t": "Space"}, {"t": "Code", "c": [["", [], []], "megatron.a.b.f"]}, {"t": "Str", "c": "."}]},
            {"t": "BulletList", "c": [[{"t": "Plain", "c": [{"t": "Strikeout", "c": words("Phase setup.")}]}]]},
            {"t": "BlockQuote", "c": [{"t": "Para", "c": words("Redirect the logger.")}]},
            {"t": "CodeBlock", "c": [["", ["yaml"], []], "x: 1"]},
        ],
    }
    assert _read(rich_text_view(json.dumps(document), "p.json")) == [
        "# megatron.x.own",
        "## Patch logic",
        "It rebinds `megatron.a.b.f`.",
        "- ~~Phase setup.~~",
        "> Redirect the logger.",
        "```yaml",
        "x: 1",
        "```",
    ]


def test_a_webex_space_reads_each_thread_oldest_first_each_message_once():
    messages = {
        "items": [
            {"id": "3", "parentId": "1", "roomId": "r", "created": "2026-01-01T10:03:00Z", "text": "Item 5 is wrong.", "markdown": "Item 5 is wrong."},
            {"id": "2", "roomId": "r", "created": "2026-01-01T10:02:00Z", "text": "Unrelated.", "html": "<p>Unrelated.</p>"},
            {"id": "1", "roomId": "r", "created": "2026-01-01T10:01:00Z", "text": "It rebinds megatron.a.b.f", "markdown": "It rebinds `megatron.a.b.f`."},
        ]
    }
    assert _read(thread_view(json.dumps(messages), "w.json")) == ["It rebinds `megatron.a.b.f`.", "Item 5 is wrong.", "Unrelated."]


def test_a_google_docs_comment_thread_quotes_its_anchor_and_reads_its_html_lines():
    comments = {
        "kind": "drive#commentList",
        "comments": [
            {
                "createdTime": "1",
                "quotedFileContent": {"value": "Patch logic"},
                "htmlContent": "Style: function wrapping.<br>It rebinds `megatron.a.b.f`.",
                "content": "Style: function wrapping.",
                "replies": [{"createdTime": "2", "content": "", "action": "resolve"}, {"createdTime": "3", "content": "The style line is wrong."}],
            }
        ],
    }
    assert _read(thread_view(json.dumps(comments), "c.json")) == [
        "> Patch logic",
        "Style: function wrapping.",
        "It rebinds `megatron.a.b.f`.",
        "The style line is wrong.",
    ]


def test_a_height_task_reads_its_description_then_its_messages_oldest_first():
    task = {
        "task": {"model": "task", "name": "megatron.x.own", "description": "It rebinds `megatron.a.b.f`."},
        "activities": {"list": [{"type": "message", "createdAt": "2", "message": "Later."}, {"type": "statusChange", "createdAt": "1"}, {"type": "message", "createdAt": "1", "message": "First."}]},
    }
    assert _read(thread_view(json.dumps(task), "h.json")) == ["# megatron.x.own", "It rebinds `megatron.a.b.f`.", "First.", "Later."]


def test_a_planner_task_reads_its_description_a_line_a_paragraph_and_its_checklist_in_order():
    task = {
        "planId": "p",
        "title": "megatron.x.own",
        "details": {"description": "PATCH LOGIC\nIt rebinds megatron.a.b.f.", "checklist": {"b": {"title": "Port it", "isChecked": False, "orderHint": "2"}, "a": {"title": "Read it", "isChecked": True, "orderHint": "1"}}},
    }
    assert _read(thread_view(json.dumps(task), "t.json")) == ["# megatron.x.own", "PATCH LOGIC", "It rebinds megatron.a.b.f.", "## Checklist", "- [x] Read it", "- [ ] Port it"]


def test_a_d2_source_reads_containers_as_headings_its_markdown_blocks_dedented_and_its_syntax_blank():
    source = (
        "direction: down\nlogic: \"Patch logic\" {\n  body: |md\n    It rebinds `megatron.a.b.f`.\n  |\n"
        "  old: \"First pass: pinned to <0.12\" {\n    style.stroke-dash: 5\n  }\n  cfg: |yaml\n    use_x: true\n  |\n"
        "  fix -> old: \"retracts\"\n}\n"
    )
    lines = source.split("\n")
    assert is_d2(source) and not is_d2("# Notes\n\na -> b\n")
    assert [line for line in d2_lines(lines) if line.strip()] == [
        "## Patch logic",
        "It rebinds `megatron.a.b.f`.",
        "- First pass: pinned to <0.12",
        "```yaml",
        "use_x: true",
        "```",
    ]
    assert len(d2_lines(lines)) == len(lines)


def test_a_tldraw_board_reads_its_frames_as_sections_each_shape_under_its_frame():
    def rich(words: str) -> dict:
        return {"type": "doc", "content": [{"type": "paragraph", "content": [{"type": "text", "text": words}]}]}

    board = {
        "tldrawFileFormatVersion": 1,
        "records": [
            {"typeName": "shape", "type": "frame", "id": "shape:f2", "x": 0, "y": 500, "props": {"name": "Related patch (not this one)"}, "parentId": "page:page"},
            {"typeName": "shape", "type": "frame", "id": "shape:f1", "x": 0, "y": 100, "props": {"name": "Patch logic"}, "parentId": "page:page"},
            {"typeName": "shape", "type": "note", "id": "shape:b", "x": 10, "y": 20, "props": {"richText": rich("It rebinds megatron.a.b.g.")}, "parentId": "shape:f2"},
            {"typeName": "shape", "type": "text", "id": "shape:a", "x": 10, "y": 20, "props": {"richText": rich("It rebinds megatron.a.b.f.")}, "parentId": "shape:f1"},
            {"typeName": "shape", "type": "text", "id": "shape:t", "x": 0, "y": 0, "props": {"text": "megatron.x.own"}, "parentId": "page:page"},
            {"typeName": "shape", "type": "arrow", "id": "shape:r", "x": 0, "y": 0, "props": {"text": "retracts"}, "parentId": "page:page"},
        ],
    }
    assert _read(tldraw_view(json.dumps(board), "b.tldr")) == [
        "megatron.x.own",
        "## Patch logic",
        "It rebinds megatron.a.b.f.",
        "## Related patch (not this one)",
        "It rebinds megatron.a.b.g.",
    ]


def test_a_beamer_deck_reads_its_frames_as_headings_its_struck_words_struck_and_its_items_unindented():
    tex = (
        "\\documentclass{beamer}\n\\usepackage{soul}\n\\title[x]{megatron.x.own}\n\\begin{document}\n"
        "\\begin{frame}{Patch logic}\n  \\begin{itemize}\n    \\item \\sout{Also rebinds \\texttt{megatron.a.b.g}.}\n"
        "    \\item Global switch:\n          a comma list = only those ids.\n  \\end{itemize}\n  \\note{Said twice.}\n\\end{frame}\n"
    )
    read = as_markdown(tex).split("\n")
    assert read[2] == "# megatron.x.own" and read[4] == "## Patch logic" and read[1] == ""
    assert read[6] == "- ~~Also rebinds `megatron.a.b.g`.~~" and read[8] == "a comma list = only those ids."
    assert read[10] == "Said twice."


ELEMENT_ROOM = """<!DOCTYPE html>
<html lang="en">
<head><title>Exported Data</title></head>
<body><div class="mx_MatrixChat"><main class="mx_RoomView">
<div class="mx_RoomHeader light-panel"><span class="mx_BaseAvatar">P</span><span class="mx_RoomHeader_truncated">port room</span></div>
<div class="mx_MainSplit"><ol class="mx_RoomView_MessageList">
<div class="mx_NewRoomIntro"><span class="mx_BaseAvatar">P</span><h2> port room </h2><p> Exported by <strong>Ana</strong> at 11/03/2026.</p></div>
<li><div class="mx_TimelineSeparator" role="separator"><h2 class="mx_DateSeparator_dateHeading">Tue, Mar 10, 2026</h2></div></li>\
<div class="mx_Export_EventWrapper" id="$a"><li class="mx_EventTile" data-has-reply="false"><div class="mx_DisambiguatedProfile">\
<span class="mx_DisambiguatedProfile_displayName">explorer</span></div><div class="mx_EventTile_avatar"><span class="mx_BaseAvatar">E</span>\
</div><div class="mx_EventTile_line"><a href="#" aria-label="09:14"><span class="mx_MessageTimestamp">09:14</span></a>\
<div class="mx_EventTile_body markdown-body"><h3>megatron.x.own</h3>
<ul>
<li>It wraps <code>megatron.a.f</code>.</li>
</ul></div></div></li></div><div class="mx_Export_EventWrapper" id="$b"><li class="mx_EventTile" data-has-reply="true">\
<div class="mx_DisambiguatedProfile"><span>Ana</span></div><div class="mx_EventTile_line"><a href="#"><span class="mx_MessageTimestamp">09:20</span></a>\
<div class="mx_ReplyChain_wrapper"><blockquote class="mx_ReplyChain"><div>explorer</div><div>megatron.x.own It wraps megatron.a.f.</div>\
</blockquote></div><div class="mx_EventTile_body"><p>The item is wrong.</p></div>\
<div class="mx_AccessibleButton mx_EventTile_edited"><span>(edited)</span></div></div></li></div>
</ol></div></main></div></body></html>"""


def test_an_element_room_export_reads_each_message_body_and_blanks_the_tiles_chrome():
    lines = as_markdown(ELEMENT_ROOM).split("\n")
    assert len(lines) == len(ELEMENT_ROOM.split("\n"))
    words = [line.strip() for line in lines if line.strip()]
    # The room's name, each body on its lines (a message right below another an item of its own); the export's own
    # line, the date, senders, times, the reply's quote and the edit mark are blank.
    assert words == ["## port room", "### megatron.x.own", "- It wraps `megatron.a.f`.", "- The item is wrong."]


def test_a_simplenote_export_reads_its_notes_oldest_first_each_title_a_heading_and_leaves_the_trash_out():
    notes = {
        "activeNotes": [
            {"id": "b", "content": "Notes 2/2\r\n## How to enable\r\nIt runs before_train.", "creationDate": "2025-11-18T10:00:00.000Z"},
            {"id": "a", "content": "Notes 1/2\r\nIt rebinds `megatron.a.f`.", "creationDate": "2025-11-18T09:00:00.000Z"},
        ],
        "trashedNotes": [{"id": "c", "content": "draft\n- phase: setup", "creationDate": "2025-11-17T09:00:00.000Z", "deleted": True}],
    }
    view = simplenote_view(json.dumps(notes), "notes.json")
    assert _read(view) == ["# Notes 1/2", "It rebinds `megatron.a.f`.", "# Notes 2/2", "## How to enable", "It runs before_train."]
    assert "--view" in view[1]
    assert simplenote_view(json.dumps({"activeNotes": [], "other": 1}), "x.json")[1] == ""


def test_a_groupme_export_reads_each_text_oldest_first_and_leaves_what_groupme_writes_out():
    messages = [
        {"id": "3", "created_at": 1717431832, "group_id": "9", "sender_type": "user", "system": False, "text": "Correction: the last line is wrong."},
        {"id": "2", "created_at": 1717431000, "group_id": "9", "sender_type": "system", "system": True, "text": "Ana added Bo to the group."},
        {"id": "1", "created_at": 1717430000, "group_id": "9", "sender_type": "bot", "system": False, "text": "What it does\nIt rebinds megatron.a.f."},
        {"id": "4", "created_at": 1717432000, "group_id": "9", "sender_type": "user", "system": False, "text": None},
    ]
    view = thread_view(json.dumps(messages), "message.json")
    assert _read(view) == ["What it does", "It rebinds megatron.a.f.", "Correction: the last line is wrong."]
    assert thread_view(json.dumps({"response": {"messages": messages}}), "messages.json")[0] == view[0]


def test_an_explorer_part_title_alone_on_a_plain_line_heads_its_part_and_a_chat_quoting_yaml_is_no_yaml_document():
    chat = (
        "Explore megatron.x.own please.\n\nWhat it does\nCopies a key (that is the description=).\n\nPatch logic\n"
        "- It rebinds nothing.\n\nSupposed example, not shipped:\nmodules:\n  pre_trainer:\n    overrides:\n      a: 1\n"
        "      b: 2\n      c: 3\ntrain:\n  d: 4\nThanks, that helps.\nOne more question about the phase.\nAnd the version."
    )
    lines = as_markdown(chat).split("\n")
    assert lines[2] == "## What it does"
    assert lines[3] == "Copies a key (that is the description=)."
    assert lines[5] == "## Patch logic"
    # Prose at the margin makes the text one that quotes YAML, not a YAML document.
    assert not is_yaml_document(chat)
    assert is_yaml_document(chat.split("Supposed example, not shipped:\n")[1].split("Thanks")[0])
    # A title with words after it on its line is a labelled line, no heading.
    assert as_markdown("x\n\nWhat it does: copies a key.\nmore").split("\n")[2] == "What it does: copies a key."


def test_html_text_between_blocks_reads_its_code_and_entities_as_a_paragraph_does():
    # A forum post's body: its text in the post's <div> beside a list, in no paragraph.
    page = (
        '<div class="content"><strong>How to enable:</strong> as <code>backend=&quot;megatron&quot;</code> when x &gt; 1<br>\n'
        "<ul><li>an item</li></ul>\nnext</div>"
    )
    lines = html_markdown(page).split("\n")
    assert lines[0] == '**How to enable:** as `backend="megatron"` when x > 1'
    assert lines[2] == "next"


def test_a_flat_odf_documents_tracked_deletions_are_left_out_and_its_preformatted_lines_are_code():
    document = FODT.replace(
        "  <office:text>\n",
        "  <office:text>\n   <text:tracked-changes>\n    <text:changed-region><text:deletion>\n"
        "     <text:p>, and it also sets <text:span text:style-name=\"Source_20_Text\">args.pre_softmax</text:span></text:p>\n"
        "    </text:deletion></text:changed-region>\n   </text:tracked-changes>\n"
        '   <text:p text:style-name="Preformatted_20_Text"><text:s text:c="4"/>moe_aux_loss_coeff: 0.01</text:p>\n',
    )
    lines = as_markdown(document).split("\n")
    assert len(lines) == len(document.split("\n"))
    assert not any("pre_softmax" in line for line in lines)
    assert "        moe_aux_loss_coeff: 0.01" in lines


def test_a_code_cell_of_a_workbook_that_goes_on_in_words_has_only_its_name_in_code():
    workbook = WORKBOOK.replace(">megatron.b.g<", ">megatron.b.g (a class attribute, for good)<").replace(
        'ss:StyleID="sStruck"><Data ss:Type="String">megatron.b.g', 'ss:StyleID="sCode"><Data ss:Type="String">megatron.b.g'
    )
    assert any("<td>`megatron.b.g` (a class attribute, for good)</td>" in line for line in as_markdown(workbook).split("\n"))


def test_a_freshdesk_ticket_reads_its_description_and_each_conversation_once_oldest_first():
    ticket = {
        "id": 1,
        "subject": "Port megatron.x.own",
        "description": "<div>It rebinds <code>megatron.a.f</code>.</div>",
        "description_text": "It rebinds megatron.a.f.",
        "conversations": [
            {"body": "<div>Correction: the item is wrong.</div>", "body_text": "copy", "private": True, "created_at": "2025-11-19T10:00:00Z"},
            {"body": "<div>Thanks.</div>", "body_text": "copy", "private": False, "created_at": "2025-11-18T10:00:00Z"},
        ],
    }
    assert _read(thread_view(json.dumps(ticket), "ticket.json")) == [
        "# Port megatron.x.own",
        "It rebinds `megatron.a.f`.",
        "Thanks.",
        "Correction: the item is wrong.",
    ]


def test_a_gitter_rooms_messages_read_their_markdown_once_each_threads_replies_after_the_message_they_answer():
    user = {"username": "kc", "displayName": "K"}
    messages = [
        {"id": "r1", "parentId": "m1", "text": "Item 5 is wrong.", "html": "<p>copy</p>", "sent": "2026-03-11T09:20:00Z", "fromUser": user, "readBy": 1},
        {"id": "m2", "text": "Next topic.", "html": "<p>copy</p>", "sent": "2026-03-11T09:10:00Z", "fromUser": user, "readBy": 1},
        {"id": "m1", "text": "It rebinds `megatron.a.f`.", "html": "<p>copy</p>", "sent": "2026-03-11T09:00:00Z", "fromUser": user, "readBy": 1},
    ]
    assert _read(thread_view(json.dumps(messages), "room.json")) == ["It rebinds `megatron.a.f`.", "Item 5 is wrong.", "Next topic."]


def test_a_day_one_export_reads_its_entries_oldest_first_with_its_escapes_of_plain_punctuation_taken_back():
    journal = {
        "metadata": {"version": "1.0"},
        "entries": [
            {"uuid": "B", "creationDate": "2026-03-05T08:00:00Z", "text": "# Corrections\nThe replacement \\(`a\\.b`\\) is wrong\\."},
            {"uuid": "A", "creationDate": "2026-03-02T08:00:00Z", "text": "# Notes: maxdiffusion\\.logger\n\\- not an item\nIt rebinds x \\- once\\."},
        ],
    }
    view = day_one_view(json.dumps(journal), "Journal.json")
    assert _read(view) == [
        "# Notes: maxdiffusion.logger",
        "\\- not an item",
        "It rebinds x - once.",
        "# Corrections",
        "The replacement (`a\\.b`) is wrong.",
    ]
    assert day_one_view(json.dumps({"entries": []}), "x.json")[1] == ""


def test_a_chat_exported_as_csv_reads_each_message_as_an_item_after_the_lines_it_quotes():
    chat = (
        "Date,Time,Sender Name,Sender Phone Number,Message\n"
        '17/03/2026,09:58:32,Olena,+44,"First pass on megatron.x.own\nStyle: config rewrite."\n'
        "17/03/2026,10:05:40,Olena,+44,It is gated on `x: true` I think\n"
        '17/03/2026,10:20:44,Olena,+44,"> It is gated on `x: true` I think\nNo, scratch that. It has no ""condition=""."\n'
    )
    lines = as_markdown(chat).split("\n")
    assert lines[:7] == [
        "",
        "- First pass on megatron.x.own",
        "Style: config rewrite.",
        "- It is gated on `x: true` I think",
        "> It is gated on `x: true` I think",
        '- No, scratch that. It has no "condition=".',
        "",
    ]


def test_a_weechat_log_reads_each_nicks_message_blanks_the_clients_lines_and_keeps_pasted_code_as_code():
    log = "\n".join(
        f"2025-11-18 10:0{i}:00\t{nick}\t{words}"
        for i, (nick, words) in enumerate(
            [
                ("-->", "rpatel (~r@10.22.4.17) has joined #port"),
                ("@mk", "Patch logic: function wrapping. It keeps original_init and"),
                ("@mk", "rebinds the class attribute:"),
                ("@mk", "    DataLoader.__init__ = patched_init"),
                ("rpatel", "thanks"),
            ]
        )
    )
    lines = as_markdown("2025-11-18 10:00:00\t****  Beginning of log  ****\n" + log).split("\n")
    assert lines == [
        "",
        "",
        "- Patch logic: function wrapping. It keeps original_init and",
        "  rebinds the class attribute:",
        "- `DataLoader.__init__ = patched_init`",
        "- thanks",
    ]


def test_a_notion_database_csv_reads_each_row_as_a_page_its_status_in_front_of_its_name():
    table = (
        "\ufeffName,Status,Tags,Notes,Created\n"
        'megatron.x.own,Done,a,"What it does: copies a key.\nIt wraps `megatron.a.f`.",today\n'
        'Patch logic,Rejected,b,"It also rebinds `megatron.b.g`.",today\n'
        'megatron.x.other,Related patch,c,"It rebinds `megatron.c.h`.",today\n'
    )
    view = csv_document_view(table, "db.csv")
    assert _read(view) == [
        "## megatron.x.own",
        "What it does: copies a key.",
        "It wraps `megatron.a.f`.",
        "## Rejected: Patch logic",
        "It also rebinds `megatron.b.g`.",
        "## Related patch: megatron.x.other",
        "It rebinds `megatron.c.h`.",
    ]
    assert "--view" in view[1]
    draft = extract(view[0], None, "db.csv")
    assert [f.value for f in draft.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_lucidchart_csv_reads_pages_containers_and_shapes_striking_a_retracted_shape_and_skipping_lines():
    header = "Id,Name,Shape Library,Page ID,Contained By,Group,Line Source,Line Destination,Source Arrow,Destination Arrow,Status,Text Area 1,Text Area 2,Text Area 3,Comments"
    rows = [
        "1,Document,,,,,,,,,Draft,,,,",
        "2,Page,,,,,,,,,,megatron.x.own,,,",
        "3,Rectangle Container,Containers,2,,,,,,,,Patch logic,,,",
        '4,Process,Flowchart Shapes,2,3,,,,,,,"It rebinds megatron.a.f.",,,',
        '5,Note,Standard,2,3,,,,,,Retracted,"Gated on x: true.",,,"Ana: wrong, that is the other patch."',
        "6,Line,,2,,,,4,,,,yes,,,",
        "7,Page,,,,,,,,,,Related: megatron.x.other,,,",
        '8,Rectangle Container,Containers,7,,,,,,,Related patch,"megatron.x.other",,,',
        '9,Process,Flowchart Shapes,7,8,,,,,,,"It rebinds megatron.c.h.",,,',
    ]
    view = csv_document_view("\n".join([header, *rows]) + "\n", "diagram.csv")
    assert _read(view) == [
        "# megatron.x.own",
        "## Patch logic",
        "It rebinds megatron.a.f.",
        "~~Gated on x: true.~~",
        "Comment: Ana: wrong, that is the other patch.",
        "## Related: megatron.x.other",
        "### Related patch: megatron.x.other",
        "It rebinds megatron.c.h.",
    ]
    assert csv_document_view("a,b,c,d\n1,2,3,4\n", "x.csv")[1] == ""


def test_a_guru_card_reads_its_title_its_html_body_and_its_comments_oldest_first():
    saved = {
        "card": {"preferredPhrase": "Primus patch: megatron.x.own", "content": "<p>It rebinds <code>megatron.a.f</code>.</p>"},
        "comments": [
            {"content": "Fixed.", "dateCreated": "2026-03-04T16:39:12.007+0000"},
            {"content": "The 4th bullet is wrong.", "dateCreated": "2026-03-03T10:02:55.401+0000"},
        ],
    }
    assert _read(thread_view(json.dumps(saved), "card.json")) == ["# Primus patch: megatron.x.own", "It rebinds `megatron.a.f`.", "The 4th bullet is wrong.", "Fixed."]


def test_a_keybase_chat_reads_each_text_oldest_first_as_its_last_edit_and_leaves_deleted_ones_out():
    def message(number, kind, body):
        return {"msg": {"id": number, "sent_at": 1700000000 + number, "sender": {"username": "k"}, "content": {"type": kind, kind: body}}}

    read = {
        "result": {
            "messages": [
                message(5, "delete", {"messageIDs": [3]}),
                message(4, "edit", {"messageID": 1, "body": "It rebinds `megatron.a.f`."}),
                message(3, "text", {"body": "about another patch"}),
                message(2, "reaction", {"m": 1, "b": ":+1:"}),
                message(1, "text", {"body": "It rebinds `megatron.a.f` and `megatron.a.g`."}),
            ]
        }
    }
    assert _read(thread_view(json.dumps(read), "chat.json")) == ["It rebinds `megatron.a.f`."]


def test_a_mural_boards_widgets_read_as_areas_with_their_widgets_struck_ones_struck_hidden_ones_left_out():
    def widget(number, kind, html="", parent=None, **extra):
        return {"id": f"w{number}", "type": kind, "htmlText": html, "text": "copy", "parentId": parent, **extra}

    board = {
        "value": [
            widget(1, "text", "<div>megatron.x.own: notes</div>"),
            widget(2, "area", title="Patch logic"),
            widget(3, "area", title="Related patch (not this one): megatron.x.other"),
            widget(4, "sticky note", "<div>It rebinds <code>megatron.a.f</code>.</div>", "w2"),
            widget(5, "sticky note", "<div><strike>It also wraps g.</strike></div>", "w2", style={"strike": True}),
            widget(6, "sticky note", "<div>Draft: gated on x?</div>", "w2", hidden=True),
            widget(7, "arrow", parent="w2"),
            widget(8, "sticky note", "<div>It rebinds <code>megatron.c.h</code>.</div>", "w3"),
        ]
    }
    view = mural_board_view(json.dumps(board), "widgets.json")
    assert _read(view) == [
        "megatron.x.own: notes",
        "## Patch logic",
        "It rebinds `megatron.a.f`.",
        "~~It also wraps g.~~",
        "## Related patch (not this one): megatron.x.other",
        "It rebinds `megatron.c.h`.",
    ]
    assert mural_board_view(json.dumps({"value": [{"id": 1, "type": "card"}]}), "x.json")[1] == ""


def test_a_remnote_export_reads_as_an_outline_its_heading_rems_headings_and_its_references_as_their_words():
    rems = {
        "docs": [
            {"_id": "d", "key": ["Notes on ", {"i": "m", "text": "megatron.x.own", "code": True}], "children": ["h", "s"], "parent": None},
            {"_id": "h", "key": ["Patch logic"], "children": ["a", "v"], "parent": "d", "crt": {"r": {"s": {"s": "H2"}}}},
            {"_id": "a", "key": ["It wraps ", {"i": "m", "text": "megatron.a.f", "code": True}], "children": ["w"], "parent": "h"},
            {"_id": "w", "key": ["^ wrong, see ", {"i": "q", "_id": "s"}], "children": [], "parent": "a"},
            {"_id": "v", "key": ["Style"], "value": ["function wrapping"], "children": [], "parent": "h"},
            {"_id": "s", "key": ["Corrections"], "children": [], "parent": "d"},
        ],
        "exportVersion": 1,
    }
    view = remnote_view(json.dumps(rems), "rem.json")
    assert _read(view) == [
        "# Notes on `megatron.x.own`",
        "## Patch logic",
        "- It wraps `megatron.a.f`",
        "  - ^ wrong, see Corrections",
        "- Style: function wrapping",
        "- Corrections",
    ]
    assert remnote_view(json.dumps({"docs": [{"id": 1}]}), "x.json")[1] == ""


def test_a_lobsters_story_a_sourcehut_ticket_and_buildkite_annotations_read_each_text_once_in_order():
    story = {
        "short_id": "k3",
        "title": "Notes on megatron.x.own",
        "description": "<p>It rebinds <code>megatron.a.f</code>.</p>",
        "description_plain": "copy",
        "comments": [
            {"comment": "<p>The gate line is wrong.</p>", "comment_plain": "copy", "indent_level": 1},
            {"comment": "<p>gone</p>", "comment_plain": "copy", "indent_level": 1, "is_deleted": True},
        ],
    }
    assert _read(thread_view(json.dumps(story), "s.json")) == ["# Notes on megatron.x.own", "It rebinds `megatron.a.f`.", "The gate line is wrong."]
    comment = {"__typename": "Comment", "text": "The last bullet is wrong.", "supersededBy": None}
    ticket = {
        "data": {
            "tracker": {
                "ticket": {
                    "subject": "Port megatron.x.own",
                    "body": "It rebinds `megatron.a.f`.",
                    "events": {
                        "results": [
                            {"created": "2026-03-04T00:00:00Z", "changes": [comment]},
                            {"created": "2026-03-02T00:00:00Z", "changes": [{"__typename": "LabelUpdate", "label": {"name": "rocm"}}]},
                        ]
                    },
                }
            }
        }
    }
    assert _read(thread_view(json.dumps(ticket), "t.json")) == ["# Port megatron.x.own", "It rebinds `megatron.a.f`.", "The last bullet is wrong."]
    annotations = [
        {"context": "b", "style": "warning", "body_html": "<p>Correction: not the phase.</p>", "created_at": "2026-03-11T09:42:19Z"},
        {"context": "a", "style": "info", "body_html": "<h3>megatron.x.own</h3><p>It wraps <code>f</code>.</p>", "created_at": "2026-03-11T09:42:17Z"},
    ]
    assert _read(thread_view(json.dumps(annotations), "a.json")) == ["### megatron.x.own", "It wraps `f`.", "Correction: not the phase."]


def test_a_calendar_events_notes_read_a_line_a_paragraph_then_each_attendees_comment():
    event = {
        "kind": "calendar#event",
        "summary": "Walkthrough: megatron.x.own",
        "description": "<b>What it does</b><br>It wraps <code>megatron.a.f</code>.<br>Gated on x: true<br>",
        "attendees": [{"email": "a@x", "responseStatus": "accepted"}, {"email": "b@x", "comment": 'Please ignore the "Gated on x: true" line.'}],
    }
    assert _read(thread_view(json.dumps(event), "event.json")) == [
        "# Walkthrough: megatron.x.own",
        "**What it does**",
        "It wraps `megatron.a.f`.",
        "Gated on x: true",
        'Please ignore the "Gated on x: true" line.',
    ]


def test_a_wekan_board_reads_its_lists_and_cards_in_order_with_their_fields_checklists_and_comments():
    board = {
        "title": "Port of megatron.x.own",
        "lists": [{"_id": "l2", "title": "Patch logic", "sort": 1}, {"_id": "l1", "title": "What it does", "sort": 0}],
        "swimlanes": [{"_id": "s1", "title": "Default"}],
        "customFields": [{"_id": "f1", "name": "Status", "settings": {"dropdownItems": [{"_id": "d1", "name": "Retracted"}]}}],
        "cards": [
            {"_id": "c2", "listId": "l2", "title": "Also wraps b.g?", "description": "It wraps `megatron.b.g`.", "sort": 0, "customFields": [{"_id": "f1", "value": "d1"}]},
            {"_id": "c1", "listId": "l1", "title": "Summary", "description": "It rebinds `megatron.a.f`.", "sort": 0},
            {"_id": "c3", "listId": "l1", "title": "Old card", "description": "gone", "sort": 1, "archived": True},
        ],
        "checklists": [{"_id": "k1", "cardId": "c1", "title": "Gate", "sort": 0}],
        "checklistItems": [{"_id": "i1", "checklistId": "k1", "title": "`use_x: true`", "isFinished": True, "sort": 0}],
        "comments": [{"cardId": "c2", "text": "^ wrong: that is another patch.", "createdAt": "2025-01-02T00:00:00Z"}],
    }
    view, lines = thread_view(json.dumps(board), "board.json")
    assert "--view" in lines
    assert [line for line in view.split("\n") if line] == [
        "# Port of megatron.x.own", "## What it does", "### Summary", "It rebinds `megatron.a.f`.", "Gate:", "- [x] `use_x: true`",
        "## Patch logic", "### Also wraps b.g?", "Status: Retracted.", "It wraps `megatron.b.g`.", "^ wrong: that is another patch.",
    ]


def test_nostr_events_one_document_after_another_read_as_the_article_then_its_notes_oldest_first():
    article = {"id": "a", "pubkey": "p", "sig": "s", "kind": 30023, "created_at": 1, "tags": [["title", "megatron.x.own notes"]], "content": "## What it does\n\nIt rebinds `megatron.a.f`."}
    notes = [
        {"id": "n2", "pubkey": "q", "sig": "s", "kind": 1, "created_at": 3, "tags": [], "content": "Correction: it is wrong."},
        {"id": "n1", "pubkey": "q", "sig": "s", "kind": 1, "created_at": 2, "tags": [], "content": "It also wraps megatron.b.g."},
        {"id": "n3", "pubkey": "q", "sig": "s", "kind": 1, "created_at": 4, "tags": [], "content": "deleted words"},
        {"id": "d", "pubkey": "q", "sig": "s", "kind": 5, "created_at": 5, "tags": [["e", "n3"]], "content": ""},
    ]
    view, lines = thread_view(json.dumps(article, indent=2) + "\n" + json.dumps(notes, indent=2), "events.json")
    assert "--view" in lines
    assert [line for line in view.split("\n") if line] == [
        "# megatron.x.own notes", "## What it does", "It rebinds `megatron.a.f`.", "It also wraps megatron.b.g.", "Correction: it is wrong.",
    ]
    # Two documents that are no events are no thread.
    assert thread_view('{"a": 1}\n{"b": 2}', "x.json")[1] == ""


PIDGIN = (
    "<html><head><title>Conversation with bob at Fri 12 Sep 2025 on alice (jabber)</title></head><body><h3>Conversation with bob</h3>\n"
    '<font color="#A82F2F"><font size="2">(10:42:13)</font> <b>alice:</b></font> yep.<br/>**What it does**<br/>Silences the &quot;x&quot; print.<br/>\n'
    '<font color="#16569E"><font size="2">(10:43:30)</font> <b>bob:</b></font> def f(ctx):<br/>    del ctx<br/>see patches/__init__.py<br/>\n'
    '<font size="2">(10:58:03)</font><b> alice has gone away.</b><br/>\n'
    "</body></html>"
)


def test_a_pidgin_log_reads_each_message_a_line_break_a_paragraph_and_no_sender_or_status():
    view, lines = im_log_view(PIDGIN, "log.html")
    assert "--view" in lines
    assert view.split("\n") == [
        "yep.", "", "**What it does**", "", 'Silences the "x" print.', "",
        "def f(ctx):", "    del ctx", "", "see `patches/__init__.py`", "",
    ]
    assert im_log_view("<html><body><p>x</p></body></html>", "x.html")[1] == ""


def test_a_pmwiki_page_from_wiki_d_reads_its_current_text_decoded_and_no_older_version():
    page = (
        "version=pmwiki-2.3.30 ordered=1 urlencoded=1\n"
        "agent=Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Firefox/126.0\n"
        "name=Main.Notes\n"
        "text=(:title Notes on megatron.x.own:)%0a(:comment not shown:)%0a!! Patch logic%0a"
        "* It rebinds @@megatron.a.f@@ (100%25 of calls).%0a||border=1%0a||!Key ||!Value ||%0a||@@use_x@@ ||@@true@@ ||%0a"
        "[@%0ause_x: true%0a@]%0a{-needs 0.13-} {+nothing pins one+}\n"
        "diff:1750160402:1749460922:=1c1%0a%3c It also wraps megatron.b.g.\n"
    )
    view, lines = pmwiki_view(page, "Main.Notes")
    assert "--view" in lines and "older versions left out" in lines
    assert view.split("\n") == [
        "# Notes on megatron.x.own", "", "## Patch logic", "- It rebinds `megatron.a.f` (100% of calls).", "",
        "<table><tr><th>Key</th><th>Value</th></tr>", "<tr><td>`use_x`</td><td>`true`</td></tr></table>",
        "```", "use_x: true", "```", "~~needs 0.13~~ nothing pins one",
    ]
    assert "megatron.b.g" not in view and "126.0" not in view
    assert pmwiki_view("name=x\ntext=y\n", "x")[1] == ""


ADIUM = (
    '<?xml version="1.0" encoding="UTF-8" ?>\n'
    '<chat xmlns="http://purl.org/net/ulf/ns/0.4-02" account="a@x" service="Jabber" adiumversion="1.5.10.4">'
    '<event type="windowOpened" sender="a@x" time="2026-03-05T09:41:02-08:00"/>\n'
    '<message sender="a@x" time="2026-03-05T09:41:20-08:00" alias="A"><div><span style="font-family: Helvetica;">What it does<br/>It rebinds </span>'
    '<span style="font-family: Menlo;">megatron.a.f</span><span style="font-family: Helvetica;">.<br/>key | value<br/>use_x | true</span></div></message>\n'
    '<status type="away" sender="a@x" time="2026-03-05T09:50:00-08:00"/>\n'
    "</chat>"
)


def test_an_adium_transcript_reads_each_message_its_monospaced_spans_as_code_and_no_event():
    view, lines = im_log_view(ADIUM, "chat.chatlog")
    assert "--view" in lines
    assert view.split("\n") == ["What it does", "", "It rebinds `megatron.a.f`.", "", "key | value", "use_x | true", ""]


def test_a_review_board_requests_reviews_read_oldest_first_with_their_diff_comments_and_replies():
    answer = {
        "review_request": {"summary": "Port megatron.x.own", "description": "It rebinds `megatron.a.f`.", "testing_done": "- unit test"},
        "reviews": [
            {
                "timestamp": "2025-06-19T00:00:00Z", "body_top": "Ship It!", "body_bottom": "", "diff_comments": [], "replies": [],
            },
            {
                "timestamp": "2025-06-18T00:00:00Z", "body_top": "Two comments.", "body_bottom": "The DDP line is wrong.",
                "diff_comments": [{"timestamp": "2025-06-18T00:00:01Z", "first_line": 641, "num_lines": 4, "text": "Upstream, for contrast."}],
                "replies": [{"timestamp": "2025-06-18T01:00:00Z", "body_top": "Agreed.", "diff_comments": []}],
            },
        ],
    }
    view, _ = thread_view(json.dumps(answer, indent=4), "reviews.json")
    assert [line for line in view.split("\n") if line] == [
        "# Port megatron.x.own", "It rebinds `megatron.a.f`.", "## Testing done", "- unit test",
        "Two comments.", "Comment on lines 641-644: Upstream, for contrast.", "The DDP line is wrong.", "Agreed.", "Ship It!",
    ]


def test_a_chatter_feed_reads_its_items_oldest_first_from_their_message_segments():
    def body(*segments: dict) -> dict:
        return {"isRichText": True, "messageSegments": list(segments), "text": "plain copy"}

    feed = {
        "elements": [
            {
                "createdDate": "2025-06-11T08:55:13.000Z",
                "body": body({"type": "MarkupBegin", "htmlTag": "p"}, {"type": "Text", "text": "Related patch (not this one)."}, {"type": "MarkupEnd", "htmlTag": "p"}),
                "capabilities": {},
            },
            {
                "createdDate": "2025-06-10T14:02:11.000Z",
                "body": body(
                    {"type": "MarkupBegin", "htmlTag": "p"}, {"type": "Text", "text": "It rebinds "}, {"type": "MarkupBegin", "htmlTag": "code"},
                    {"type": "Text", "text": "megatron.a.f"}, {"type": "MarkupEnd", "htmlTag": "code"}, {"type": "Text", "text": "."},
                    {"type": "MarkupEnd", "htmlTag": "p"},
                ),
                "capabilities": {"comments": {"page": {"items": [
                    {"createdDate": "2025-06-10T15:00:00.000Z", "body": body({"type": "Mention", "name": "Priya"}, {"type": "Text", "text": " please check"})},
                ]}}},
            },
        ]
    }
    view, _ = thread_view(json.dumps(feed), "feed.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds `megatron.a.f`.", "@Priya please check", "Related patch (not this one)."]


IRSSI = (
    "--- Log opened Thu Mar 05 09:40:11 2026\n"
    "09:40 -!- alice [~alice@host] has joined #port\n"
    "09:40 [Users #port]\n"
    "09:40 [@bob    ] [ alice  ] \n"
    "09:54 < alice> == Patch logic ==\n"
    "09:58 < alice> first pass: it rebinds megatron.a.C, the whole class\n"
    "09:59 < bob> like the others then\n"
    "10:01 < alice>         OptimizerConfig.__post_init__ = patched\n"
    "10:03 < alice> correction to what I said at 09:58: it wraps __post_init__ only\n"
    "--- Day changed Fri Mar 06 2026\n"
)


def test_an_irssi_log_blanks_its_own_lines_reads_headings_and_strikes_a_message_corrected_by_its_time():
    lines = as_markdown(IRSSI).split("\n")
    assert len(lines) == len(IRSSI.split("\n"))
    assert not any(lines[:4]) and lines[9] == ""
    assert lines[4] == "## Patch logic"
    assert lines[5] == "- ~~first pass: it rebinds megatron.a.C, the whole class~~"
    assert lines[7] == "- `OptimizerConfig.__post_init__ = patched`"
    assert lines[8] == "- correction to what I said at 09:58: it wraps `__post_init__` only"


def test_hubspot_notes_and_a_viva_engage_thread_read_oldest_first():
    notes = {
        "results": [
            {"id": "2", "properties": {"hs_note_body": "<p>Correction: the <code>fp8</code> line is wrong.</p>", "hs_timestamp": "2026-03-06T09:48:00Z"}},
            {"id": "1", "properties": {"hs_note_body": "<p>It rebinds <code>megatron.a.f</code>.</p>", "hs_timestamp": "2026-03-04T10:05:00Z"}},
        ],
        "paging": {},
    }
    view, _ = thread_view(json.dumps(notes), "notes.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds `megatron.a.f`.", "Correction: the `fp8` line is wrong."]
    thread = {
        "messages": [
            {"created_at": "2026/05/06 11:02:30 +0000", "body": {"plain": "x", "parsed": "x", "rich": "Related patches:<br>- `megatron.b.g` is theirs."}},
            {"created_at": "2026/05/06 08:41:19 +0000", "body": {"plain": "It rebinds megatron.a.f", "parsed": "It rebinds megatron.a.f", "rich": ""}},
        ],
        "references": [],
        "meta": {},
    }
    view, _ = thread_view(json.dumps(thread), "thread.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds megatron.a.f", "Related patches:", "- `megatron.b.g` is theirs."]


def test_chime_dingtalk_and_ringcentral_messages_read_oldest_first():
    chime = {
        "ChannelMessages": [
            {"Content": "pin:msg-1", "Type": "CONTROL", "CreatedTimestamp": "2025-11-04T14:21:33Z", "Sender": {}, "Redacted": False},
            {"Type": "STANDARD", "CreatedTimestamp": "2025-11-04T14:17:05Z", "Sender": {}, "Redacted": True},
            {"Content": "/md\n### Patch logic\n- It rebinds `megatron.a.f`.", "Type": "STANDARD", "CreatedTimestamp": "2025-11-04T14:04:20Z", "Sender": {}},
        ]
    }
    view, _ = thread_view(json.dumps(chime), "chime.json")
    assert [line for line in view.split("\n") if line] == ["### Patch logic", "- It rebinds `megatron.a.f`."]
    dingtalk = [
        {"msgtype": "actionCard", "senderNick": "bot", "createAt": 2, "actionCard": {"title": "Summary", "text": "- It rebinds `megatron.a.f`."}},
        {"msgtype": "text", "senderNick": "li", "createAt": 1, "text": {"content": " what does megatron.x.own do?"}},
    ]
    view, _ = thread_view(json.dumps(dingtalk, ensure_ascii=False), "dingtalk.json")
    assert [line for line in view.split("\n") if line] == ["what does megatron.x.own do?", "# Summary", "- It rebinds `megatron.a.f`."]
    posts = {
        "records": [
            {"type": "TextMessage", "creationTime": "2025-11-18T10:26:10Z", "text": "thanks ![:Person](27811)", "attachments": []},
            {"type": "PersonJoined", "creationTime": "2025-11-18T09:00:00Z", "text": None},
            {
                "type": "TextMessage", "creationTime": "2025-11-18T09:02:11Z", "text": "card:",
                "attachments": [{"type": "Card", "title": "megatron.x.own", "text": "Summary card", "fields": [{"title": "Phase", "value": "`setup`"}]}],
            },
        ],
        "navigation": {},
    }
    view, _ = thread_view(json.dumps(posts), "posts.json")
    assert [line for line in view.split("\n") if line] == ["card:", "# megatron.x.own", "Summary card", "- Phase: `setup`", "thanks @27811"]


def test_an_azure_work_item_a_github_discussion_a_focalboard_and_a_cliq_chat_read_as_their_texts():
    item = {
        "workItem": {"fields": {"System.Title": "Port megatron.x.own", "System.Description": "<div>It rebinds <code>megatron.a.f</code>.</div>"}},
        "comments": {"comments": [
            {"text": "<div>Only when <code>split: true</code>.</div>", "createdDate": "2025-06-02T00:00:00Z", "isDeleted": True},
            {"text": "<div>Looks right.</div>", "createdDate": "2025-06-01T00:00:00Z"},
        ]},
    }
    view, _ = thread_view(json.dumps(item), "item.json")
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It rebinds `megatron.a.f`.", "Looks right."]
    discussion = {"data": {"repository": {"discussion": {
        "title": "megatron.x.own?", "body": "What does it rebind?\r\n",
        "comments": {"nodes": [
            {"body": "First pass: `megatron.b.g`.", "createdAt": "2025-11-03T09:00:00Z", "isMinimized": True, "replies": {"nodes": []}},
            {"body": "It rebinds `megatron.a.f`.", "createdAt": "2025-11-03T10:00:00Z", "isMinimized": False, "replies": {"nodes": [{"body": "Thanks.", "createdAt": "2025-11-03T11:00:00Z"}]}},
        ]},
    }}}}
    view, _ = thread_view(json.dumps(discussion), "discussion.json")
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own?", "What does it rebind?", "It rebinds `megatron.a.f`.", "Thanks."]
    board = [
        {"version": 1},
        {"type": "board", "data": {"id": "b", "title": "Survey: megatron.x.own"}},
        {"type": "block", "data": {"id": "v", "type": "view", "parentId": "b", "title": "By status"}},
        {"type": "block", "data": {"id": "c", "type": "card", "parentId": "b", "title": "megatron.x.own", "fields": {"contentOrder": ["t2", "t1"]}}},
        {"type": "block", "data": {"id": "t1", "type": "checkbox", "parentId": "c", "title": "Port it", "fields": {"value": True}}},
        {"type": "block", "data": {"id": "t2", "type": "text", "parentId": "c", "title": "## Patch logic\nIt rebinds `megatron.a.f`."}},
        {"type": "block", "data": {"id": "m", "type": "comment", "parentId": "c", "title": "Agreed.", "createAt": 5}},
    ]
    view, _ = thread_view("\n".join(json.dumps(line) for line in board), "board.jsonl")
    assert [line for line in view.split("\n") if line] == [
        "# Survey: megatron.x.own", "## megatron.x.own", "## Patch logic", "It rebinds `megatron.a.f`.", "- [x] Port it", "Agreed.",
    ]
    cliq = {"data": [
        {"sender": {"name": "t"}, "time": 3, "type": "info", "content": {"text": "t pinned a message"}},
        {"sender": {"name": "t"}, "time": 2, "type": "text", "content": {"text": "*Correction*: the `a_b` line is wrong."}},
        {"sender": {"name": "a"}, "time": 1, "type": "text", "content": {"text": "It rebinds `megatron.a.f`."}},
    ]}
    view, _ = thread_view(json.dumps(cliq), "cliq.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds `megatron.a.f`.", "**Correction**: the `a_b` line is wrong."]


def test_a_campfire_reads_its_lines_oldest_first_from_their_html():
    lines = [
        {"type": "Chat::Lines::RichText", "created_at": "2026-02-10T16:10:03Z", "title": "x", "content": "<div>Correction: <strong>wrong</strong>.</div>"},
        {"type": "Chat::Lines::Text", "created_at": "2026-02-10T15:00:00Z", "title": "It rebinds megatron.a.f", "content": ""},
    ]
    view, _ = thread_view(json.dumps(lines), "lines.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds megatron.a.f", "Correction: **wrong**."]


def test_a_fireflies_transcript_reads_each_speakers_turn_once_from_its_cleaned_text():
    transcript = {"data": {"transcript": {
        "title": "Walkthrough",
        "sentences": [
            {"index": 2, "speaker_name": "B", "text": "No, it runs at build_args.", "raw_text": "No, um, it runs at build_args."},
            {"index": 0, "speaker_name": "A", "text": "It rebinds megatron.a.f.", "raw_text": "It, uh, rebinds megatron.a.f."},
            {"index": 1, "speaker_name": "A", "text": "At setup.", "raw_text": "At setup."},
        ],
        "summary": {"overview": "It runs at setup and rebinds megatron.a.f."},
    }}}
    view, _ = thread_view(json.dumps(transcript), "transcript.json")
    assert [line for line in view.split("\n") if line] == ["# Walkthrough", "It rebinds megatron.a.f. At setup.", "No, it runs at build_args."]


def test_a_hipchat_history_reads_each_message_oldest_first_a_notification_as_html_and_code_as_code():
    history = [
        {"UserMessage": {"message": "/code use_x: true", "timestamp": "2026-03-09T15:20:15Z 058362", "sender": {"name": "D"}}},
        {"TopicRoomMessage": {"message": "topic: ports", "timestamp": "2026-03-09T15:00:00Z 000001"}},
        {"NotificationMessage": {"message": "<b>Patch logic</b><br>It rebinds <code>megatron.a.f</code>.", "message_format": "html",
                                 "timestamp": "2026-03-09T15:02:39Z 604417", "sender": "Explorer"}},
    ]
    view, _ = thread_view(json.dumps(history), "history.json")
    assert [line for line in view.split("\n") if line] == ["**Patch logic** It rebinds `megatron.a.f`.", "```", "use_x: true", "```"]


def test_a_sharepoint_page_reads_its_web_parts_in_place_then_its_comments_oldest_first():
    parts = [
        {"controlType": 4, "position": {"zoneIndex": 2, "sectionIndex": 1, "controlIndex": 1}, "innerHTML": "<h2>Corrections</h2><p>None.</p>"},
        {"controlType": 4, "position": {"zoneIndex": 1, "sectionIndex": 1, "controlIndex": 1}, "innerHTML": "<h2>Patch logic</h2><p>It rebinds megatron.a.f.</p>"},
        {"controlType": 3, "position": {"zoneIndex": 1, "sectionIndex": 1, "controlIndex": 2},
         "webPartData": {"properties": {"language": "YAML"}, "serverProcessedContent": {"searchablePlainTexts": {"code": "use_x: true\n"}}}},
        {"controlType": 0, "pageSettingsSlice": {}},
    ]
    page = {"page": {"Title": "megatron.x.own", "CanvasContent1": json.dumps(parts)}, "comments": {"value": [
        {"text": "Second.", "createdDate": "2026-03-04T16:42:30Z", "replies": []},
        {"text": "First.", "createdDate": "2026-03-03T11:05:12Z", "replies": [{"text": "Reply.", "createdDate": "2026-03-03T12:00:00Z"}]},
    ]}}
    view, _ = thread_view(json.dumps(page), "page.json")
    assert [line for line in view.split("\n") if line] == [
        "# megatron.x.own", "## Patch logic", "It rebinds megatron.a.f.", "```yaml", "use_x: true", "```", "## Corrections", "None.",
        "First.", "Reply.", "Second.",
    ]


def test_a_gong_transcript_reads_each_monologue_as_one_paragraph():
    calls = {"callTranscripts": [{"callId": "1", "transcript": [
        {"speakerId": "a", "topic": "Related Patch", "sentences": [{"start": 1, "end": 2, "text": "The companion is megatron.y."},
                                                                   {"start": 3, "end": 4, "text": "That one rebinds megatron.a.f."}]},
        {"speakerId": "b", "topic": None, "sentences": [{"start": 5, "end": 6, "text": "Got it."}]},
    ]}], "parties": [{"speakerId": "a", "name": "A"}]}
    view, _ = thread_view(json.dumps(calls), "transcript.json")
    assert [line for line in view.split("\n") if line] == ["The companion is megatron.y. That one rebinds megatron.a.f.", "Got it."]


def test_a_flowdock_flow_reads_messages_and_comments_in_the_order_sent():
    events = [
        {"event": "message", "content": "**Patch logic**\n\n1. It rebinds `megatron.a.f`.", "sent": 2, "id": 2},
        {"event": "action", "content": {"type": "join"}, "sent": 1, "id": 1},
        {"event": "comment", "content": {"title": "Patch logic", "text": "Item 1 is wrong."}, "sent": 3, "id": 3},
    ]
    view, _ = thread_view(json.dumps(events), "messages.json")
    assert [line for line in view.split("\n") if line] == ["**Patch logic**", "1. It rebinds `megatron.a.f`.", "Item 1 is wrong."]


def test_a_hangouts_takeout_reads_each_message_in_the_order_sent_from_its_segments():
    def event(stamp: str, *segments: dict) -> dict:
        return {"timestamp": stamp, "event_type": "REGULAR_CHAT_MESSAGE", "chat_message": {"message_content": {"segment": list(segments)}}}

    takeout = {"conversations": [{"conversation": {}, "events": [
        event("200", {"type": "TEXT", "text": "Correction: ", "formatting": {"bold": True}}, {"type": "TEXT", "text": "it is wrong."}),
        event("100", {"type": "TEXT", "text": "It rebinds megatron.a.f."}, {"type": "LINE_BREAK", "text": "\n"},
              {"type": "LINK", "text": "https://example.com"}),
    ]}]}
    view, _ = thread_view(json.dumps(takeout), "Hangouts.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds megatron.a.f.", "https://example.com", "**Correction:** it is wrong."]


def test_a_whisper_transcript_reads_its_segments_once_and_a_section_opened_aloud_as_a_heading():
    whisper = {"text": " It rebinds megatron.a.f. Section two, how to enable. It needs use_x true.", "language": "en", "segments": [
        {"id": 0, "start": 0.0, "end": 2.0, "text": " It rebinds megatron.a.f."},
        {"id": 1, "start": 2.0, "end": 4.0, "text": " Section two, how to enable. It needs use_x true."},
    ]}
    view, _ = thread_view(json.dumps(whisper), "memo.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds megatron.a.f.", "## How to enable", "It needs use_x true."]


def test_a_deepgram_transcription_reads_each_speakers_turn_from_its_paragraphs():
    response = {"metadata": {}, "results": {"channels": [{"alternatives": [{
        "transcript": "The companion is megatron.y. That one rebinds megatron.a.f. Right.",
        "words": [{"word": "the", "punctuated_word": "The", "speaker": 0}],
        "paragraphs": {"transcript": "Speaker 0: ...", "paragraphs": [
            {"speaker": 0, "sentences": [{"text": "The companion is megatron.y."}]},
            {"speaker": 0, "sentences": [{"text": "That one rebinds megatron.a.f."}]},
            {"speaker": 1, "sentences": [{"text": "Right."}]},
        ]},
    }]}]}}
    view, _ = thread_view(json.dumps(response), "call.json")
    assert [line for line in view.split("\n") if line] == ["The companion is megatron.y. That one rebinds megatron.a.f.", "Right."]


def test_an_assemblyai_transcript_reads_its_utterances_by_turn_and_not_its_summary():
    transcript = {"id": "x", "status": "completed", "text": "It needs TE 2.0. Scratch that.", "words": [{"text": "It"}],
                  "summary": "- It requires TE 2.0 or newer.", "utterances": [
                      {"speaker": "A", "text": "It needs TE 2.0.", "start": 1}, {"speaker": "A", "text": "Scratch that.", "start": 2},
                      {"speaker": "B", "text": "Okay.", "start": 3}]}
    view, _ = thread_view(json.dumps(transcript), "transcript.json")
    assert [line for line in view.split("\n") if line] == ["It needs TE 2.0. Scratch that.", "Okay."]


def test_a_stack_exchange_question_reads_each_post_once_its_comments_under_it_accepted_answer_first():
    question = {"items": [{
        "question_id": 1, "title": "What does megatron.x.own do?", "body_markdown": "I&#39;m porting it.", "body": "<p>I'm porting it.</p>",
        "comments": [{"body_markdown": "Which commit?", "body": "Which commit?"}],
        "answers": [
            {"is_accepted": False, "score": 2, "body_markdown": "- It reads `x_key`.", "body": "<ul><li>It reads x_key.</li></ul>",
             "comments": [{"body_markdown": "That bullet is wrong.", "body": "That bullet is wrong."}]},
            {"is_accepted": True, "score": 7, "body_markdown": "It rebinds `megatron.a.f`.", "body": "<p>It rebinds megatron.a.f.</p>"},
        ],
    }], "has_more": False}
    view, _ = thread_view(json.dumps(question), "question.json")
    assert [line for line in view.split("\n") if line] == [
        "# What does megatron.x.own do?", "I'm porting it.", "Which commit?", "It rebinds `megatron.a.f`.", "- It reads `x_key`.", "That bullet is wrong.",
    ]


def test_a_zammad_ticket_reads_its_articles_oldest_first_without_the_automatic_reply():
    ticket = {"title": "Port megatron.x.own", "articles": [
        {"content_type": "text/html", "sender": "Agent", "internal": True, "created_at": "2026-03-12T10:00:00Z", "body": "<p>Correction: <b>wrong</b>.</p>"},
        {"content_type": "text/html", "sender": "System", "internal": False, "created_at": "2026-03-11T09:41:19Z", "body": "<p>We received your request.</p>"},
        {"content_type": "text/plain", "sender": "Customer", "internal": False, "created_at": "2026-03-11T09:41:17Z", "body": "It rebinds megatron.a.f."},
    ]}
    view, _ = thread_view(json.dumps(ticket), "ticket.json")
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It rebinds megatron.a.f.", "Correction: **wrong**."]


def test_a_speechmatics_transcript_joins_each_speakers_words_and_punctuation():
    def result(content: str, speaker: str, kind: str = "word") -> dict:
        return {"type": kind, "alternatives": [{"content": content, "speaker": speaker}], **({"attaches_to": "previous"} if kind == "punctuation" else {})}

    transcript = {"format": "2.9", "job": {}, "metadata": {}, "results": [
        result("It", "S1"), result("rebinds", "S1"), result("megatron.a.f", "S1"), result(".", "S1", "punctuation"),
        result("Right", "S2"), result(".", "S2", "punctuation"),
    ]}
    view, _ = thread_view(json.dumps(transcript), "transcript.json")
    assert [line for line in view.split("\n") if line] == ["It rebinds megatron.a.f.", "Right."]


def test_a_google_sheet_reads_each_range_as_a_table_whose_rows_carry_their_numbers_for_a_comment_to_name():
    sheet = {"spreadsheetId": "x", "valueRanges": [
        {"range": "Facts!A1:C4", "majorDimension": "ROWS", "values": [
            ["Field", "Value", "Notes"], ["Rebinds", "megatron.training.training.f"], ["Env var", "PRIMUS_X=1", "first pass"]]},
        {"range": "Comments!A1:B2", "values": [["Who", "Comment"], ["mk", "Row 3 is wrong: nothing reads an env var."]]},
    ]}
    view, _ = thread_view(json.dumps(sheet), "sheet.json")
    assert "| 3 | Env var | PRIMUS_X=1 | first pass |" in view.split("\n")
    assert "| 2 | Rebinds | megatron.training.training.f |  |" in view.split("\n")


def test_a_hyperkitty_thread_reads_its_subject_and_each_email_oldest_first():
    emails = [
        {"message_id": "2", "subject": "Re: megatron.x.own", "date": "2026-04-13T10:00:00Z", "content": "> It wraps f.\n\nNo, it does not."},
        {"message_id": "1", "subject": "megatron.x.own", "date": "2026-04-13T08:00:00Z", "content": "It wraps f."},
    ]
    view, _ = thread_view(json.dumps(emails), "emails.json")
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own", "It wraps f.", "> It wraps f.", "No, it does not."]


def test_an_azure_devops_wiki_page_reads_its_markdown_then_its_comments_without_the_deleted_one():
    page = {"path": "/Ports/x", "gitItemPath": "/Ports/x.md", "content": "[[_TOC_]]\n# megatron.x.own\n\nIt rebinds `megatron.a.f`.",
            "comments": {"comments": [
                {"text": "Set NVTE_X=1 too.", "isDeleted": True, "createdDate": "2025-06-12T09:00:00Z"},
                {"text": "Looks right.", "isDeleted": False, "createdDate": "2025-06-12T10:00:00Z"}]}}
    view, _ = thread_view(json.dumps(page), "page.json")
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own", "It rebinds `megatron.a.f`.", "Looks right."]


def test_a_rev_ai_transcript_joins_each_monologues_elements_into_its_speakers_turn():
    transcript = {"monologues": [
        {"speaker": 0, "speaker_name": None, "elements": [
            {"type": "text", "value": "It", "ts": 0.1}, {"type": "punct", "value": " "}, {"type": "text", "value": "wraps"},
            {"type": "punct", "value": " "}, {"type": "text", "value": "torch.profiler.profile"}, {"type": "punct", "value": "."}]},
        {"speaker": 1, "elements": [{"type": "text", "value": "Sure"}, {"type": "punct", "value": "."}]},
    ]}
    view, _ = thread_view(json.dumps(transcript), "transcript.json")
    assert [line for line in view.split("\n") if line] == ["It wraps torch.profiler.profile.", "Sure."]


def test_an_azure_speech_transcription_reads_each_phrases_display_text_as_its_speakers_turns():
    result = {"combinedRecognizedPhrases": [{"display": "The whole call, once more."}], "recognizedPhrases": [
        {"speaker": 2, "offsetInTicks": 30.0, "nBest": [{"lexical": "sure", "display": "Sure."}]},
        {"speaker": 1, "offsetInTicks": 10.0, "nBest": [{"lexical": "it sets knobs dot print", "display": "It sets knobs.print."}]},
        {"speaker": 1, "offsetInTicks": 20.0, "nBest": [{"display": "Section two, how to enable. It runs at before_train."}]},
    ]}
    view, _ = thread_view(json.dumps(result), "result.json")
    assert [line for line in view.split("\n") if line] == ["It sets knobs.print.", "## How to enable", "It runs at before_train.", "Sure."]


def test_a_google_speech_transcription_reads_each_results_transcript_with_the_speaker_diarization_gives_it():
    response = {"name": "1", "done": True, "response": {"results": [
        {"alternatives": [{"transcript": "It wraps import_module.", "words": [{"startTime": "0.6s", "word": "It"}]}]},
        {"alternatives": [{"transcript": " Only while the import runs.", "words": [{"startTime": "2.0s", "word": "Only"}]}]},
        {"alternatives": [{"transcript": " Got it.", "words": [{"startTime": "4.0s", "word": "Got"}]}]},
        {"alternatives": [{"words": [{"startTime": "0.6s", "word": "It", "speakerTag": 1}, {"startTime": "2.0s", "word": "Only", "speakerTag": 1},
                                     {"startTime": "4.0s", "word": "Got", "speakerTag": 2}]}]},
    ]}}
    view, _ = thread_view(json.dumps(response), "response.json")
    assert [line for line in view.split("\n") if line] == ["It wraps import_module. Only while the import runs.", "Got it."]


def test_a_vanilla_discussion_reads_its_name_its_body_and_each_comment_oldest_first():
    export = {"discussion": {"discussionID": 7, "name": "megatron.x.own", "body": "<p>It wraps <code>f</code>.</p>"},
              "comments": [{"commentID": 2, "dateInserted": "2025-11-06T10:00:00+00:00", "body": "<p>Second.</p>"},
                           {"commentID": 1, "dateInserted": "2025-11-05T10:00:00+00:00", "body": "<p>First.</p>"}]}
    view, _ = thread_view(json.dumps(export), "discussion.json")
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own", "It wraps `f`.", "First.", "Second."]


def test_a_nodebb_topic_reads_its_title_and_each_post_that_stands_oldest_first():
    topic = {"tid": 3, "title": "Port of megatron.x.own", "posts": [
        {"pid": 2, "timestamp": 20, "content": "<p>No, it does not.</p>"},
        {"pid": 9, "timestamp": 30, "deleted": 1, "content": "<p>Spam.</p>"},
        {"pid": 1, "timestamp": 10, "content": "<h3>Patch logic</h3>\n<p>It wraps <code>f</code>.</p>"},
    ]}
    view, _ = thread_view(json.dumps(topic), "topic.json")
    assert [line for line in view.split("\n") if line] == ["# Port of megatron.x.own", "### Patch logic", "It wraps `f`.", "No, it does not."]


def test_a_ghost_export_reads_each_posts_html_not_its_plain_text_copy():
    export = {"db": [{"meta": {"version": "5.0"}, "data": {"posts": [{
        "title": "megatron.x.own", "published_at": "2025-11-03",
        "html": "<h2>How to enable</h2><p>Supposed example:</p><pre><code>use_x: false\n</code></pre>",
        "plaintext": "How to enable\n\nSupposed example:\n\nuse_x: false"}]}}]}
    view, _ = thread_view(json.dumps(export), "export.json")
    assert "## How to enable" in view.split("\n")
    # The page-in-a-string reader leaves a known export to its own reader: the plain-text copy is no page.
    assert markdown_view(json.dumps(export), "export.json")[1] == ""


def test_a_bitbucket_server_pull_requests_comments_read_oldest_first_each_with_its_replies():
    activities = {"size": 3, "isLastPage": True, "start": 0, "values": [
        {"action": "APPROVED", "createdDate": 40},
        {"action": "COMMENTED", "createdDate": 30, "comment": {"text": "Correction: the last bullet is wrong.", "createdDate": 30}},
        {"action": "COMMENTED", "createdDate": 10, "comment": {"text": "It wraps `f`.", "createdDate": 10, "comments": [
            {"text": "Which module?", "createdDate": 20, "comments": [{"text": "`megatron.a`.", "createdDate": 25}]}]}},
    ]}
    view, _ = thread_view(json.dumps(activities), "activities.json")
    assert [line for line in view.split("\n") if line] == ["It wraps `f`.", "Which module?", "`megatron.a`.", "Correction: the last bullet is wrong."]


def test_a_craft_document_reads_each_block_as_the_markdown_its_style_stands_for():
    def text(words: list[dict], style: str = "body", listed: str = "none") -> dict:
        return {"type": "textBlock", "spaceId": "S", "content": words, "style": {"textStyle": style}, "listStyle": {"type": listed}}

    page = {**text([{"text": "megatron.x.own"}], "page"), "subblocks": [
        text([{"text": "Patch logic"}], "subtitle"),
        text([{"text": "It rebinds "}, {"text": "megatron.a.f", "isCode": True}, {"text": "."}], listed="bullet"),
        text([{"text": "ROCm only", "isStrikethrough": True}, {"text": " any."}]),
        {"type": "codeBlock", "spaceId": "S", "code": "use_x: true", "language": "yaml"},
    ]}
    view, lines = craft_page_view(json.dumps(page), "page.json")
    assert lines
    assert [line for line in view.split("\n") if line] == [
        "# megatron.x.own", "## Patch logic", "- It rebinds `megatron.a.f`.", "~~ROCm only~~ any.", "```yaml", "use_x: true", "```"
    ]


def test_a_deepnote_project_reads_its_notebooks_blocks_with_their_code_marks_and_no_init_notebook():
    project = (
        "metadata:\n  createdAt: 2026-03-12T09:14:03.000Z\nproject:\n  id: p\n  notebooks:\n"
        "    - name: Init\n      blocks:\n        - type: code\n          sortingKey: '000000'\n          content: pip install -r requirements.txt\n"
        "    - name: megatron.x.own\n      blocks:\n"
        "        - type: text-cell-bullet\n          sortingKey: '000001'\n          content: It rebinds __init__ of a.B.\n"
        "          metadata:\n            formattedRanges:\n              - type: marks\n                fromCodePoint: 11\n"
        "                toCodePoint: 19\n                marks:\n                  code: true\n"
        "        - type: text-cell-h1\n          sortingKey: '000000'\n          content: Patch logic\n"
    )
    view, lines = deepnote_view(project, "p.deepnote")
    assert lines
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own", "## Patch logic", "- It rebinds `__init__` of a.B."]


def test_a_mattermost_bulk_export_reads_each_post_and_reply_on_lines_of_their_own_oldest_first():
    export = "\n".join(json.dumps(line) for line in [
        {"type": "version", "version": 1},
        {"type": "channel", "channel": {"name": "porting", "header": "Ports of Primus patches"}},
        {"type": "post", "post": {"message": "It sets `args.x = 1`.", "create_at": 10, "replies": [
            {"message": "Correction: the last bullet is wrong.", "create_at": 30},
            {"message": "Related but separate: `megatron.x.other` rebinds `megatron.a.f`.", "create_at": 20}]}},
    ])
    view, _ = thread_view(export, "export.jsonl")
    assert [line for line in view.split("\n") if line] == [
        "It sets `args.x = 1`.", "Related but separate: `megatron.x.other` rebinds `megatron.a.f`.", "Correction: the last bullet is wrong.",
    ]


def test_a_nuclino_item_reads_its_title_its_markdown_and_each_comment_under_its_anchor():
    saved = {"source": "GET /v0/items/1", "response": {"status": "success", "data": {
        "object": "item", "title": "maxtext.x.own", "content": "## Patch logic\n\n- It wraps `initialize`."}},
        "comments": [{"createdAt": "2026-05-12T10:00:00Z", "anchorText": "phase `setup`", "content": "Shouldn't this be `before_train`?",
                      "replies": [{"createdAt": "2026-05-12T11:00:00Z", "content": "No, `setup` is right."}]}]}
    view, _ = thread_view(json.dumps(saved), "item.json")
    assert [line for line in view.split("\n") if line] == [
        "# maxtext.x.own", "## Patch logic", "- It wraps `initialize`.", "> phase `setup`", "Shouldn't this be `before_train`?",
        "No, `setup` is right.",
    ]


def test_a_slab_post_reads_the_delta_its_content_string_holds_under_its_title():
    ops = [{"insert": "Patch logic"}, {"insert": "\n", "attributes": {"header": 2}}, {"insert": "It rebinds "},
           {"insert": "maxdiffusion.max_logging.log", "attributes": {"code": True}}, {"insert": ".\n"}]
    answer = {"data": {"post": {"id": "x7", "title": "maxdiffusion.x.own", "content": json.dumps(ops)}}}
    view, lines = rich_text_view(json.dumps(answer), "post.json")
    assert lines
    assert [line for line in view.split("\n") if line] == ["# maxdiffusion.x.own", "## Patch logic", "It rebinds `maxdiffusion.max_logging.log`."]


def test_a_readme_doc_page_reads_its_widgets_as_code_a_labelled_callout_and_a_table():
    body = (
        "## Patch logic\n\n1. It sets `args.save`.\n"
        '[block:code]\n{"codes": [{"code": "args.save = ckpt_path", "language": "python"}]}\n[/block]\n'
        '[block:callout]\n{"type": "danger", "title": "Correction", "body": "Item 1 is right."}\n[/block]\n'
        '[block:parameters]\n{"data": {"h-0": "Key", "h-1": "Default", "0-0": "`save`", "0-1": "`null`"}, "cols": 2, "rows": 1}\n[/block]'
    )
    page = {"slug": "checkpoint-path", "title": "megatron.x.own", "excerpt": "Notes.", "body": body, "body_html": "<p>same</p>"}
    view, lines = readme_doc_view(json.dumps(page), "page.json")
    assert lines
    assert [line for line in view.split("\n") if line] == [
        "# megatron.x.own", "Notes.", "## Patch logic", "1. It sets `args.save`.", "```python", "args.save = ckpt_path", "```",
        "**Correction:** Item 1 is right.", "| Key | Default |", "|---|---|", "| `save` | `null` |",
    ]


def test_a_yuque_doc_reads_its_title_and_markdown_body_not_its_lake_and_html_copies():
    doc = {"data": {"id": 1, "book_id": 2, "title": "megatron.x.own 调研", "format": "lake",
                    "body": "## 补丁逻辑\n\n- It writes `args.x`.", "body_lake": "<p>It writes args.x.</p>", "body_html": "<p>same</p>"}}
    view, _ = thread_view(json.dumps(doc), "doc.json")
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own 调研", "## 补丁逻辑", "- It writes `args.x`."]


def test_a_onenote_pages_struck_code_span_is_struck_with_the_words_around_it():
    page = (
        '<html lang="en-US">\n<head><title>x</title></head>\n<body data-absolute-enabled="true" style="font-family:Calibri">\n'
        '<div id="div:{1}" style="position:absolute;left:48px;top:115px">\n'
        '<p id="p:{1}{100}"><span style="text-decoration:line-through">Gated on </span>'
        '<span style="font-family:Consolas;text-decoration:line-through">PRIMUS_X=1</span>'
        '<span style="text-decoration:line-through"> in the environment.</span></p>\n'
        '<p id="p:{1}{101}">It wraps <span style="font-family:Consolas">megatron.a.f</span>.</p>\n</div>\n</body>\n</html>'
    )
    lines = [line.strip() for line in as_markdown(page).split("\n") if line.strip()]
    assert "~~Gated on `PRIMUS_X=1` in the environment.~~" in lines
    assert any(line.endswith("It wraps `megatron.a.f`.") for line in lines)


def test_a_reviewable_reviews_discussions_read_each_comment_oldest_first():
    export = {"review": {"key": "o:r:1"}, "discussions": {"docs/x.md": {
        "38": {"comments": {"b": {"markdown": "Supposed example: `x: 1`.", "timestamp": 30}}},
        "1": {"comments": {"a2": {"markdown": "Correction: it does not.", "timestamp": 20}, "a1": {"markdown": "It wraps `f`.", "timestamp": 10}}},
    }}}
    view, _ = thread_view(json.dumps(export), "review.json")
    assert [line for line in view.split("\n") if line] == ["It wraps `f`.", "Correction: it does not.", "Supposed example: `x: 1`."]


def test_a_radicle_issue_reads_its_title_and_comments_in_the_timelines_order():
    issue = {"title": "Port megatron.x.own", "state": {"status": "open"}, "thread": {
        "comments": {"c2": {"body": "No, it does not.", "edits": [{"body": "Maybe."}]}, "c1": {"body": "It wraps `f`."}},
        "timeline": ["c1", "c2"]}}
    view, _ = thread_view(json.dumps(issue), "issue.json")
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It wraps `f`.", "No, it does not."]


def test_a_zotero_note_reads_its_html():
    item = {"key": "K", "version": 3, "data": {"key": "K", "itemType": "note", "dateAdded": "2026-01-01T00:00:00Z",
                                                "note": "<h1>megatron.x.own</h1><p>It rebinds <code>megatron.a.f</code>.</p>"}}
    view, _ = thread_view(json.dumps(item), "note.json")
    assert [line for line in view.split("\n") if line] == ["# megatron.x.own", "It rebinds `megatron.a.f`."]


def test_a_mediawiki_page_from_the_action_api_reads_its_html_without_edit_links_or_contents():
    answer = {"parse": {"title": "Primus patches/megatron.x.own", "pageid": 7, "text": {"*": (
        '<div class="mw-parser-output"><div id="toc" class="toc"><ul><li>1 What it does</li></ul></div>'
        '<h2><span class="mw-headline" id="What_it_does">What it does</span><span class="mw-editsection">'
        '<span class="mw-editsection-bracket">[</span><a href="#">edit</a><span class="mw-editsection-bracket">]</span></span></h2>'
        "<p>It wraps <code>train_step</code>.</p></div>")}}}
    view, _ = thread_view(json.dumps(answer), "page.json")
    assert [line for line in view.split("\n") if line] == ["# Primus patches/megatron.x.own", "## What it does", "It wraps `train_step`."]


def test_a_taiga_story_reads_its_description_then_each_standing_comment_oldest_first():
    saved = {"userstory": {"subject": "Port megatron.x.own", "description": "It wraps `f`.", "description_html": "<p>same</p>"},
             "history": [{"created_at": "2026-03-12T10:00:00Z", "comment": "Correction: it does not.", "delete_comment_date": None},
                         {"created_at": "2026-03-11T10:00:00Z", "comment": "Needs X=1.", "delete_comment_date": "2026-03-11T11:00:00Z"},
                         {"created_at": "2026-03-10T10:00:00Z", "comment": "", "delete_comment_date": None}]}
    view, _ = thread_view(json.dumps(saved), "story.json")
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It wraps `f`.", "Correction: it does not."]


def test_an_openproject_work_package_reads_its_description_and_each_activitys_comment():
    package = {"subject": "Port megatron.x.own", "_links": {}, "description": {"raw": "It wraps `f`.", "html": "<p>same</p>"},
               "_embedded": {"activities": {"_embedded": {"elements": [
                   {"createdAt": "2026-03-09T10:00:00Z", "comment": {"raw": "Correction: it does not."}},
                   {"createdAt": "2026-03-09T08:00:00Z", "comment": {"raw": ""}, "details": [{"raw": "Type set to Task"}]}]}}}}
    view, _ = thread_view(json.dumps(package), "package.json")
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It wraps `f`.", "Correction: it does not."]


def test_a_vikunja_task_and_a_leantime_ticket_read_their_html_and_comments():
    task = {"title": "Explore megatron.x.own", "description": "<p>It wraps <code>f</code>.</p>", "project_id": 3, "done": False,
            "comments": [{"created": "2025-11-03T11:00:00Z", "comment": "<p>Second.</p>"}, {"created": "2025-11-03T10:00:00Z", "comment": "<p>First.</p>"}]}
    view, _ = thread_view(json.dumps(task), "task.json")
    assert [line for line in view.split("\n") if line] == ["# Explore megatron.x.own", "It wraps `f`.", "First.", "Second."]
    ticket = {"headline": "Explore megatron.x.own", "description": "<h2>Patch logic</h2><p>It wraps <code>f</code>.</p>", "projectId": 4,
              "acceptanceCriteria": "<ul><li>One file per rank.</li></ul>", "comments": [{"date": "2025-11-18 10:42:07", "text": "<p>Correction.</p>"}]}
    view, _ = thread_view(json.dumps(ticket), "ticket.json")
    assert [line for line in view.split("\n") if line] == [
        "# Explore megatron.x.own", "## Patch logic", "It wraps `f`.", "- One file per rank.", "Correction.",
    ]


def test_a_gitlab_wiki_page_reads_its_markdown_and_notes_not_its_html_copy():
    saved = [{"format": "markdown", "slug": "x", "title": "Primus patch: megatron.x.own", "content": "It wraps `f`."},
             {"format": "markdown", "slug": "x", "title": "Primus patch: megatron.x.own", "content": "<p>It wraps <code>f</code>.</p>"},
             [{"body": "Correction: it does not.", "created_at": "2026-03-02T10:00:00Z", "system": False},
              {"body": "changed the description", "created_at": "2026-03-01T10:00:00Z", "system": True}]]
    view, _ = thread_view(json.dumps(saved), "wiki.json")
    assert [line for line in view.split("\n") if line] == ["# Primus patch: megatron.x.own", "It wraps `f`.", "Correction: it does not."]


def test_a_pagure_issue_reads_its_content_and_comments_without_pagures_own_notifications():
    issue = {"title": "Port megatron.x.own", "content": "It wraps `f`.\r\n\r\n- It also rebinds `g`.", "close_status": None,
             "comments": [{"comment": "Correction: it does not rebind `g`.", "date_created": "1747313540", "notification": False},
                          {"comment": "**Metadata Update from @mk**:\n- Issue tagged with: megatron", "date_created": "1747313102",
                           "notification": True}]}
    view, lines = thread_view(json.dumps(issue), "issue.json")
    assert lines
    assert [line for line in view.split("\n") if line] == [
        "# Port megatron.x.own", "It wraps `f`.", "- It also rebinds `g`.", "Correction: it does not rebind `g`.",
    ]


def test_a_launchpad_bug_and_its_messages_read_as_its_title_and_each_message_oldest_first():
    bug = {"resource_type_link": "https://api.launchpad.net/devel/#bug", "title": "Port megatron.x.own", "description": "It wraps f."}
    messages = {"total_size": 2, "start": 0, "entries": [
        {"resource_type_link": "https://api.launchpad.net/devel/#message", "content": "Correction: it does not.",
         "date_created": "2025-11-05T08:21:44+00:00", "date_deleted": None},
        {"resource_type_link": "https://api.launchpad.net/devel/#message", "content": "It wraps f.",
         "date_created": "2025-11-04T09:12:37+00:00", "date_deleted": None},
    ]}
    # Saved as two JSON lines: the bug, then its messages collection (whose first message is the description).
    view, lines = thread_view(json.dumps(bug) + "\n" + json.dumps(messages), "bug.json")
    assert lines
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It wraps f.", "Correction: it does not."]
    view, _ = thread_view(json.dumps(bug), "bug.json")
    assert [line for line in view.split("\n") if line] == ["# Port megatron.x.own", "It wraps f."]


def test_an_affine_snapshot_reads_each_block_as_markdown_and_its_database_as_a_table():
    def text(*runs: tuple[str, dict]) -> dict:
        return {"$blocksuite:internal:text$": True, "delta": [{"insert": words, "attributes": marks} for words, marks in runs]}

    def block(flavour: str, kind: str = "", *runs: tuple[str, dict], **more) -> dict:
        return {"type": "block", "id": more.pop("id", flavour), "flavour": flavour, "props": {"type": kind, "text": text(*runs), **more},
                "children": []}

    note = {"type": "block", "id": "n", "flavour": "affine:note", "props": {}, "children": [
        block("affine:paragraph", "h2", ("Patch logic", {})),
        block("affine:list", "bulleted", ("It wraps ", {}), ("megatron.a.C.f", {"code": True}), (".", {})),
        block("affine:list", "bulleted", ("It also rebinds megatron.b.C", {"strike": True})),
        {"type": "block", "id": "c", "flavour": "affine:code", "props": {"language": "yaml", "text": text(("use_x: true", {}))}, "children": []},
        {"type": "block", "id": "d", "flavour": "affine:database", "props": {
            "title": text(("facts", {})),
            "columns": [{"type": "title", "name": "Fact", "id": "t"}, {"type": "rich-text", "name": "Value", "id": "v"}],
            "cells": {"r1": {"v": {"columnId": "v", "value": text(("before_train", {"code": True}))}}}},
         "children": [block("affine:paragraph", "text", ("Phase", {}), id="r1")]},
    ]}
    page = {"type": "page", "meta": {}, "blocks": {"type": "block", "id": "p", "flavour": "affine:page",
                                                   "props": {"title": text(("megatron.x.own", {}))},
                                                   "children": [{"type": "block", "id": "s", "flavour": "affine:surface", "props": {}, "children": []}, note]}}
    view, lines = affine_page_view(json.dumps(page), "page.json")
    assert lines
    assert [line for line in view.split("\n") if line] == [
        "# megatron.x.own", "## Patch logic", "- It wraps `megatron.a.C.f`.", "- ~~It also rebinds megatron.b.C~~", "```yaml", "use_x: true",
        "```", "facts", "| Fact | Value |", "|---|---|", "| Phase | `before_train` |",
    ]


def test_an_etherpad_export_reads_the_pads_text_with_its_lists_and_struck_runs_then_its_chat():
    text = "megatron.x.own\nSites:\n*a.f\n*b.g (same handler)\nCorrection: only a.f.\n"
    pool = {"numToAttrib": {"0": ["author", "a.1"], "1": ["list", "bullet1"], "2": ["lmkr", "1"], "3": ["strikethrough", "true"]}, "nextNum": 4}
    # "megatron.x.own\nSites:\n" as two lines, each list line's "*" marker, its words (the second struck), then the last line.
    attribs = "*0|2+m*0*1*2+1*0|1+4*0*1*2+1*0*3+i*0|1+1*0|1+m"
    export = {"pad:p": {"atext": {"text": text, "attribs": attribs}, "pool": pool, "head": 3},
              "pad:p:revs:0": {"changeset": "Z:1>5*0+5$a.f\nb", "meta": {}},
              "pad:p:chat:1": {"text": "thanks, fixed", "time": 1767952800000, "userId": "a.2"},
              "pad:p:chat:0": {"text": "is b.g right?", "time": 1767952769580, "userId": "a.2"}}
    view, lines = etherpad_view(json.dumps(export), "pad.etherpad")
    assert lines
    # Each pad line a paragraph of its own; the list lines one list; the revisions left out; the chat oldest first.
    assert view.split("\n") == [
        "megatron.x.own", "", "Sites:", "", "- a.f", "- ~~b.g (same handler)~~", "", "Correction: only a.f.", "", "is b.g right?", "",
        "thanks, fixed",
    ]


def test_an_outlook_thread_reads_its_messages_oldest_first_without_their_headers():
    thread = (
        "From:\tPriya\r\nSent:\tThursday, March 5, 2026 9:18 AM\r\nTo:\tWei\r\nSubject:\tRE: megatron.x.own port\r\n\r\n"
        "Correction to my mail below: it does NOT touch `b.g`.\r\n\r\n"
        "-----Original Message-----\r\nFrom: Priya <p@example.com> \r\nSent: Wednesday, March 4, 2026 2:41 PM\r\n"
        "Subject: RE: megatron.x.own port\r\n\r\nIt wraps `a.f`.\r\nIt also wraps `b.g`.\r\n\r\n"
        "-----Original Message-----\r\nFrom: Wei <w@example.com> \r\nSent: Tuesday, March 3, 2026 4:55 PM\r\n"
        "Subject: megatron.x.own port\r\n\r\nWhat does it rebind?\r\n"
    )
    view, lines = outlook_thread_view(thread, "thread.txt")
    assert lines
    # The first message first, under its subject; the correction after the claim it takes back.
    assert view.split("\n") == [
        "# megatron.x.own port", "", "What does it rebind?", "", "It wraps `a.f`.", "It also wraps `b.g`.", "",
        "Correction to my mail below: it does NOT touch `b.g`.",
    ]
    assert outlook_thread_view("From: Wei\nSubject: x\n\nNo earlier message.\n", "mail.txt") == ("From: Wei\nSubject: x\n\nNo earlier message.\n", "")


def test_an_asana_task_with_its_stories_reads_its_notes_line_for_line_and_each_comment():
    task = {
        "data": {"resource_type": "task", "name": "Deep-dive: megatron.x.own", "notes": "1. What it does\nIt wraps `f`.\n\nRelated but separate: `megatron.x.other` rebinds `g`."},
        "stories": [
            {"type": "comment", "text": "Correction: it does not rebind `h`.", "created_at": "2026-03-02T10:00:00Z"},
            {"type": "system", "text": "assigned to Priya", "created_at": "2026-03-01T09:00:00Z"},
        ],
    }
    view, lines = thread_view(json.dumps(task), "task.json")
    assert lines
    assert [line for line in view.split("\n") if line] == [
        "# Deep-dive: megatron.x.own", "1. What it does", "It wraps `f`.", "Related but separate: `megatron.x.other` rebinds `g`.",
        "Correction: it does not rebind `h`.",
    ]
    assert thread_view(json.dumps({"data": task["data"]}), "task.json")[1] == ""


def test_a_youtrack_issue_reads_as_its_summary_description_and_comments_oldest_first():
    issue = {
        "idReadable": "PRIM-417",
        "summary": "Port megatron.x.own",
        "description": "## Patch logic\n\nIt wraps `megatron.a.f`.",
        "customFields": [{"name": "Priority", "value": {"name": "Normal", "$type": "EnumBundleElement"}, "$type": "SingleEnumIssueCustomField"}],
        "comments": [
            {"text": "Correction: it does not wrap `megatron.a.g`.", "created": 1733300000000, "$type": "IssueComment"},
            {"text": "Draft, removed.", "created": 1733200000000, "deleted": True, "$type": "IssueComment"},
            {"text": "Checked on the fork.", "created": 1733100000000, "$type": "IssueComment"},
        ],
        "$type": "Issue",
    }
    view = thread_view(json.dumps(issue), "issue.json")
    assert view[1]  # the view counts its own lines, and the draft says so
    assert _read(view) == [
        "# Port megatron.x.own",
        "## Patch logic",
        "It wraps `megatron.a.f`.",
        "Checked on the fork.",
        "Correction: it does not wrap `megatron.a.g`.",
    ]


def test_a_trello_card_reads_as_its_name_description_checklists_and_comments_oldest_first():
    card = {
        "id": "c1", "idBoard": "b1", "idList": "l1", "name": "Port megatron.x.own", "desc": "## Patch logic\n\nIt wraps `megatron.a.f`.",
        "checklists": [{"name": "Port", "checkItems": [
            {"name": "Rebind `megatron.a.g`", "state": "incomplete", "pos": 2},
            {"name": "Copy the class", "state": "complete", "pos": 1},
        ]}],
        "actions": [
            {"type": "commentCard", "date": "2026-11-03T10:00:00.000Z", "data": {"text": "Correction: `fused_x` is not needed."}},
            {"type": "updateCheckItemStateOnCard", "date": "2026-11-02T10:00:00.000Z", "data": {}},
            {"type": "commentCard", "date": "2026-11-01T10:00:00.000Z", "data": {"text": "Checked on the fork."}},
        ],
    }
    view = thread_view(json.dumps(card), "card.json")
    assert view[1]  # the view counts its own lines, and the draft says so
    assert _read(view) == [
        "# Port megatron.x.own",
        "## Patch logic",
        "It wraps `megatron.a.f`.",
        "## Port",
        "- [x] Copy the class",
        "- [ ] Rebind `megatron.a.g`",
        "Checked on the fork.",
        "Correction: `fused_x` is not needed.",
    ]


def test_a_linear_issue_reads_as_its_title_description_and_comments_oldest_first():
    issue = {"data": {"issue": {
        "identifier": "PRIM-12", "title": "Port megatron.x.own", "description": "## Patch logic\n\nIt rebinds `megatron.a.f`.",
        "state": {"name": "In Progress"},
        "comments": {"nodes": [
            {"body": "Correction: it does not rebind `megatron.a.g`.", "createdAt": "2026-11-03T10:00:00.000Z", "user": {"name": "b"}},
            {"body": "Checked on the fork.", "createdAt": "2026-11-01T10:00:00.000Z", "user": {"name": "a"}},
        ]},
    }}}
    view = thread_view(json.dumps(issue), "issue.json")
    assert view[1]  # the view counts its own lines, and the draft says so
    assert _read(view) == [
        "# Port megatron.x.own",
        "## Patch logic",
        "It rebinds `megatron.a.f`.",
        "Checked on the fork.",
        "Correction: it does not rebind `megatron.a.g`.",
    ]


def test_a_gerrit_change_from_gerrit_query_reads_as_its_message_reviews_and_inline_comments():
    change = {
        "project": "Primus", "branch": "main", "number": 48213, "subject": "megatron: port megatron.x.own",
        "commitMessage": "megatron: port megatron.x.own\n\nIt wraps `megatron.a.f`.",
        "comments": [
            {"timestamp": 1743170000, "reviewer": {"name": "b"}, "message": "Patch Set 2: Code-Review+1"},
            {"timestamp": 1743160000, "reviewer": {"name": "a"}, "message": "Patch Set 1:\n\nDoes it also wrap `megatron.a.g`?"},
        ],
        "patchSets": [{"number": 2, "comments": [{"file": "x_patches.py", "line": 12, "reviewer": {"name": "a"}, "message": "No, only f."}]}],
    }
    stats = {"type": "stats", "rowCount": 1, "runTimeMilliSeconds": 9}
    view = thread_view(json.dumps(change) + "\n" + json.dumps(stats) + "\n", "change.json")
    assert view[1]
    assert _read(view) == [
        "# megatron: port megatron.x.own",
        "megatron: port megatron.x.own",
        "It wraps `megatron.a.f`.",
        "Patch Set 1:",
        "Does it also wrap `megatron.a.g`?",
        "Patch Set 2: Code-Review+1",
        "Inline comment on patch set 2 (x_patches.py, line 12): No, only f.",
    ]


def test_a_forgefed_ticket_reads_as_its_summary_content_and_replies_oldest_first():
    ticket = {
        "@context": ["https://www.w3.org/ns/activitystreams", "https://forgefed.org/ns"],
        "type": "Ticket", "summary": "Port megatron.x.own", "mediaType": "text/html",
        "content": "<p>It rebinds <code>megatron.a.f</code>.</p>",
        "replies": {"type": "OrderedCollection", "orderedItems": [
            {"type": "Note", "published": "2026-03-02T10:00:00Z", "content": "<p>Correction: it does not rebind <code>megatron.a.g</code>.</p>"},
            {"type": "Note", "published": "2026-03-01T10:00:00Z", "content": "<p>Does it rebind <code>megatron.a.g</code>?</p>"},
        ]},
    }
    view = thread_view(json.dumps(ticket), "ticket.jsonld")
    assert view[1]
    assert _read(view) == [
        "# Port megatron.x.own",
        "It rebinds `megatron.a.f`.",
        "Does it rebind `megatron.a.g`?",
        "Correction: it does not rebind `megatron.a.g`.",
    ]


SQLITE_DUMP = """PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE findings (
  id INTEGER PRIMARY KEY,
  patch_id TEXT NOT NULL,
  claim TEXT NOT NULL,
  status TEXT CHECK (status IN ('open','confirmed','retracted'))
);
INSERT INTO findings VALUES(1,'megatron.x.own','It rebinds megatron.a.f; it''s the only site.','confirmed');
INSERT INTO findings VALUES(2,'megatron.x.own','It wraps megatron.a.g.','retracted');
INSERT INTO findings VALUES(3,'megatron.x.other','It rebinds megatron.a.h.','confirmed');
INSERT INTO findings VALUES(4,'megatron.x.own',replace('Suggested check:\\nset use_x=True','\\n',char(10)),'open');
COMMIT;
"""


def test_a_sqlite_dump_reads_each_row_as_a_note_under_a_heading_naming_it():
    from portval.explorer.sqlite_dump import is_sqlite_dump, sqlite_dump_lines

    assert is_sqlite_dump(SQLITE_DUMP) and not is_sqlite_dump("INSERT INTO t VALUES(1);\n")
    lines = sqlite_dump_lines(SQLITE_DUMP.split("\n"))
    assert lines[8:12] == ["## findings 1 (patch_id: `megatron.x.own`, status: confirmed)", "", "It rebinds megatron.a.f; it's the only site.", ""]
    # A retracted row, and one still open, are quoted: someone's earlier or unchecked words.
    assert lines[12:16] == ["## findings 2 (patch_id: `megatron.x.own`, status: retracted)", "", "> It wraps megatron.a.g.", "> "]
    # A text sqlite3 wrote with replace(..., '\\n', char(10)) has its line breaks back.
    assert lines[20:25] == ["## findings 4 (patch_id: `megatron.x.own`, status: open)", "", "> Suggested check:", "> set use_x=True", "> "]


def test_a_sqlite_dump_drafts_only_the_rows_of_the_patch_that_are_still_held():
    extraction = extract(SQLITE_DUMP, "megatron.x.own", "findings.sql")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "enable.flags" not in extraction.facts


ORG_ASCII = """          megatron.x.own: notes
          =====================

                 A. Writer, 2026-03-12


Table of Contents
_________________

1 Patch logic
2 Requires


1 Patch logic
=============

  Style: function wrapping.  Site rebound: `megatron.a.f'.

        orig = a.f


2 Requires
==========

2.1 Packages
------------

  Runtime: `torch'.
"""


def test_an_ox_ascii_export_reads_its_titles_as_headings_and_its_quotes_as_code():
    from portval.explorer.org_ascii import is_org_ascii, org_ascii_lines

    assert is_org_ascii(ORG_ASCII) and not is_org_ascii("Title\n=====\n\nText.\n")
    lines = org_ascii_lines(ORG_ASCII.split("\n"))
    assert len(lines) == len(ORG_ASCII.split("\n"))
    assert lines[:4] == ["# megatron.x.own: notes", "", "", "A. Writer, 2026-03-12"]
    assert lines[6:12] == [""] * 6
    assert lines[13:17] == ["## Patch logic", "", "", "Style: function wrapping.  Site rebound: `megatron.a.f`."]
    # A source block keeps its depth past the margin: still code.
    assert lines[18] == "      orig = a.f"
    assert lines[21:26] == ["## Requires", "", "", "### Packages", ""]
    extraction = extract(ORG_ASCII, "megatron.x.own", "notes.txt")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


RIS = """TY  - RPRT
TI  - megatron.x.own: patch logic
AU  - Writer, A.
PY  - 2025
AB  - Patch style: binding replacement. It rebinds megatron.a.f.
N1  - First pass (v1 of this record): it also rebinds megatron.a.g.
N1  - A config we sketched (made up):
N1  -   use_own: true
KW  - megatron
ER  - 
"""


def test_an_ris_export_reads_its_titles_as_headings_and_its_notes_as_items():
    from portval.explorer.ris import is_ris, ris_lines

    assert is_ris(RIS) and not is_ris("TY  - RPRT\n")
    lines = ris_lines(RIS.split("\n"))
    assert lines == [
        "",
        "## megatron.x.own: patch logic",
        "",
        "",
        "Patch style: binding replacement. It rebinds megatron.a.f.",
        "- First pass (v1 of this record): it also rebinds megatron.a.g.",
        "- A config we sketched (made up):",
        "  - use_own: true",
        "",
        "",
        "",
    ]
    extraction = extract(RIS, "megatron.x.own", "findings.ris")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert "upstream.aliases" not in extraction.facts and "enable.flags" not in extraction.facts


def test_review_board_reviews_without_their_request_are_read_and_a_dropped_issue_set_apart():
    answer = {
        "links": {"self": {"href": "https://rb.example.org/api/review-requests/1/reviews/"}},
        "reviews": [
            {
                "timestamp": "2025-11-04T09:12:33Z", "ship_it": False, "body_top": "Patch `megatron.x.own`: it rebinds `megatron.a.f`.", "body_bottom": "",
                "diff_comments": [
                    {"timestamp": "2025-11-04T09:08:41Z", "first_line": 92, "num_lines": 2, "issue_status": "dropped",
                     "text": "So `tile` is a supported `comm_method`.\nIt also rebinds `megatron.a.g`."},
                ],
            },
        ],
    }
    view, _ = thread_view(json.dumps(answer, indent=2), "reviews.json")
    assert [line for line in view.split("\n") if line] == [
        "Patch `megatron.x.own`: it rebinds `megatron.a.f`.", "Comment on lines 92-93, its issue dropped by the reviewer:",
        "> So `tile` is a supported `comm_method`.", "> It also rebinds `megatron.a.g`.",
    ]
    extraction = extract(json.dumps(answer, indent=2), "megatron.x.own", "reviews.json")
    assert "megatron.a.g" not in str(extraction.facts)
