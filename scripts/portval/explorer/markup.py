"""A report in another markup, read as the Markdown it stands for, line for line.

Engineers paste what their editor or tracker exports: org-mode, AsciiDoc,
Confluence or Jira wiki markup, a MediaWiki page (or its Special:Export dump, see mediawiki_export), DokuWiki (see dokuwiki), Creole, Phabricator Remarkup (see remarkup_page) or Textile page, a TiddlyWiki tiddler (see light_wikis), a Texinfo manual (see texinfo), a Typst document (see typst), a Zim wiki page (see zim), a TWiki or Foswiki topic (see twiki), a PlantUML diagram's source (see plantuml), a Graphviz DOT file (see graphviz), a draw.io diagram (see drawio), an SVG drawing (see svg), a blog post in its Atom feed (see atom_feed), a Djot document (see djot), a reStructuredText page (see rst), a Perl POD document (see pod), a TaskPaper file (see taskpaper) or a todo.txt list (see todo_txt), a document a word processor
saved as HTML (see word_html), its document.xml (see word_xml), a deck's slide XML (see slide_xml), as RTF (see rtf) or as flat OpenDocument XML (see odf), a workbook in Excel's XML Spreadsheet 2003 (see spreadsheet_xml), an Evernote export (see enex), an issue in Jira's XML export (see jira_xml) or Redmine's (see redmine_xml), a bug in Bugzilla's XML export (see bugzilla_xml) or an issue in MantisBT's (see mantis_xml), a mailing list's messages as Pipermail archives them (see pipermail), an outline exported as OPML (see opml), a meeting invite as iCalendar (see ical), a flashcard deck exported as text (see anki), a forum post in BBCode, LaTeX, HTML written for
Markdown's sake, a spreadsheet of facts (comma- or tab-separated), plain text
under ALL-CAPS labels, a diff between two versions of a report (read as its
new version), the grid tables a console
tool draws and its box-drawn ones, a behaviour spec in Gherkin, a `git log`, a ChangeLog (see changelog),
a Jupyter notebook's JSON, its percent-format script or its HTML export (see nbconvert_html), an IPython session's log (see ipython_log), XML of the writer's own schema, a Doxygen comment block, a Jekyll post, a Marp deck (see marp), an MDX page's components (see mdx_components), a word processor's plain text, a chat copied as text or a Google Meet transcript (see chat_text), an outliner's page (see logseq), a manual page in roff (see roff) or as man(1) prints it with its bold kept (see man_output), a meeting's captions (see captions) or a recording's in TTML (see ttml), a document laid out in pages (see paged_text), a CI job's log (see ci_log), a Slurm job's output its tasks label (see slurm_output), FidoNet echomail (see fidonet), a table of notes pg_dump saved as SQL (see pg_dump), a ConTeXt document (see context_tex), `git range-diff` output (see range_diff), a compiled GNU Info file (see info_file), a GitLab job's raw trace (see gitlab_trace), a reno release note (see reno_notes), a terminal session recorded by script(1) (see typescript) or by asciinema (see asciicast), mail saved with its headers (see email_text), a module docstring in Google style (see docstring), a tracker's CSV export (see csv_export), the inventory exported as CSV (see csv_inventory),
a slide deck's outline (its "Slide N:" titles as headings), a registry kept as INI or TOML, a YAML document of the writer's own keys and notes in a ``#``-commented config
(see config_text). In an org file
``=use_turbo=`` is code and ``* Patch logic`` a heading; in AsciiDoc
``== Patch logic`` is a heading, ``----`` fences a code block and
``Phase:: before_train`` is a labelled field. Read as Markdown they are
prose: a heading's section goes unnoticed, a code block's assignments read
as sentences, and ``look at =enable_primus_turbo=`` reads as an assignment.
Each line is rewritten in place, so every line number a TODO quotes is
still the report's own. A report in plain Markdown is returned as it is.
"""

from __future__ import annotations

import csv
import html
import io
import re
from collections.abc import Iterator

from .anki import anki_lines, is_anki_export
from .asciicast import asciicast_lines, is_asciicast
from .atom_feed import atom_lines, is_atom_feed, is_rss_feed, rss_lines
from .bbcode import bbcode_lines, is_bbcode
from .bibtex import bibtex_lines, is_bibtex
from .box_tables import box_table_lines, has_box_table
from .bugzilla_xml import bugzilla_lines, is_bugzilla_xml
from .bzr_log import bzr_log_lines, is_bzr_log
from .callouts import callout_lines, is_callout_note
from .captions import caption_lines, is_captions
from .changelog import changelog_lines, is_changelog
from .chat_text import (
    chat_text_lines,
    is_chat_text,
    is_meet_transcript,
    is_otter_transcript,
    is_tldv_transcript,
    meet_lines,
    otter_lines,
    tldv_lines,
)
from .ci_log import ci_log_lines, is_ci_log
from .cmake_lists import cmake_lines, is_cmake_lists
from .comments import doxygen_lines, is_doxygen
from .config_text import (
    hash_config_lines,
    ini_lines,
    is_hash_commented_config,
    is_ini,
    is_toml,
    is_yaml_document,
    toml_lines,
    yaml_lines,
)
from .context_tex import context_lines, is_context
from .criticmarkup import criticmarkup_lines, is_criticmarkup
from .csv_export import csv_records, is_tracker_csv, tracker_csv_lines
from .csv_inventory import csv_inventory_lines, is_csv_inventory
from .cvs_log import cvs_log_lines, is_cvs_log
from .d2 import d2_lines, is_d2
from .darcs_log import darcs_log_lines, is_darcs_log
from .databricks import databricks_lines, is_databricks_source
from .ddoc import ddoc_lines, is_ddoc_module
from .dep3 import dep3_lines, is_dep3_patch
from .djot import djot_lines, is_djot
from .docstring import docstring_lines, is_docstring_module
from .dokuwiki import dokuwiki_lines, is_dokuwiki
from .drawio import drawio_lines, is_drawio
from .edoc import edoc_lines, is_edoc_module
from .element_html import element_lines, is_element_html
from .email_text import is_mailbox, is_mime_document, mailbox_lines
from .enex import enex_lines, is_enex
from .fictionbook import fictionbook_lines, is_fictionbook
from .fidonet import fidonet_lines, is_fidonet
from .fortran import fortran_lines, is_fortran
from .fossil_ticket import fossil_ticket_lines, is_fossil_ticket
from .gettext_po import is_gettext_po, po_lines
from .gitlab_trace import gitlab_trace_lines, is_gitlab_trace
from .graphviz import graphviz_lines, is_graphviz
from .haddock import haddock_lines, is_haddock_module
from .hedgedoc import hedgedoc_lines, is_hedgedoc
from .hg_export import hg_export_lines, is_hg_export
from .hg_log import hg_log_lines, is_hg_log
from .ical import ical_lines, is_ical
from .imessage import imessage_lines, is_imessage_export
from .info_file import info_lines, is_info_file
from .ipython_log import ipython_log_lines, is_ipython_log
from .jekyll import is_jekyll, jekyll_lines
from .jenkins_log import is_jenkins_log, jenkins_lines
from .jira_xml import is_jira_xml, jira_xml_lines
from .joplin import is_joplin_note, joplin_lines
from .jsdoc import is_jsdoc_module, jsdoc_lines
from .jsonnet import is_jsonnet, jsonnet_lines
from .kdl_document import is_kdl, kdl_lines
from .kdoc import is_kotlin_source, kdoc_lines
from .light_wikis import creole_lines, is_creole, is_tiddler, tiddler_lines
from .logfmt import is_logfmt, logfmt_lines
from .logseq import is_logseq, logseq_lines
from .lyx import is_lyx, lyx_lines
from .man_output import is_man_output, man_output_lines
from .mantis_xml import is_mantis_xml, mantis_lines
from .marimo import is_marimo_notebook, marimo_lines
from .marp import is_marp, marp_lines
from .mdoc import is_mdoc, mdoc_lines
from .mdx_components import is_mdx, mdx_lines
from .mediawiki_export import is_mediawiki_export, mediawiki_export_lines
from .muse import is_muse, muse_lines
from .myst import is_myst, myst_lines
from .nbconvert_html import is_nbconvert_html, nbconvert_lines
from .neorg import is_neorg, neorg_lines
from .nim_doc import is_nim_module, nim_lines
from .nix_expression import is_nix_expression, nix_lines
from .ocaml_doc import is_ocaml_source, ocaml_doc_lines
from .odf import flat_odf_lines, is_flat_odf
from .opml import is_opml, opml_lines
from .org_ascii import is_org_ascii, org_ascii_lines
from .paged_text import is_paged_text, paged_text_lines
from .pandoc_changes import is_pandoc_changes, pandoc_changes_lines
from .pascal import is_pascal_unit, pascal_lines
from .paths import with_bare_code_quoted
from .pg_dump import is_pg_dump, pg_dump_lines
from .pipermail import is_pipermail, pipermail_lines
from .plantuml import is_plantuml, plantuml_lines
from .pluto import is_pluto_notebook, pluto_lines
from .pod import is_pod, pod_lines
from .powershell_help import is_powershell_help, powershell_help_lines
from .python_source import DOTTED_ALONE, is_python_module, python_lines
from .range_diff import is_range_diff, range_diff_lines
from .rdoc import is_rdoc, rdoc_lines
from .redmine_xml import is_redmine_issue, redmine_lines
from .remarkup_page import is_remarkup_page, remarkup_lines
from .reno_notes import is_reno_note, reno_lines
from .ris import is_ris, ris_lines
from .robot import is_robot, robot_lines
from .roff import is_roff, roff_lines
from .roxygen import is_roxygen_source, roxygen_lines
from .rpm_spec import is_rpm_spec, rpm_spec_lines
from .rst import is_rst, rst_lines
from .rtf import is_rtf, rtf_lines
from .scribble import is_scribble, scribble_lines
from .shell_script import is_shell_script, shell_lines
from .sile import is_sile, sile_lines
from .slide_xml import is_slide_xml, slide_xml_lines
from .slurm_output import is_slurm_output, slurm_output_lines
from .source_comments import csharp_doc_lines, go_doc_lines, is_csharp_source, is_go_source, is_rust_source, rust_doc_lines
from .spreadsheet_xml import is_spreadsheet_xml, spreadsheet_xml_lines
from .sqlite_dump import is_sqlite_dump, sqlite_dump_lines
from .starlark import is_starlark, starlark_lines
from .svg import is_svg, svg_lines
from .svn_log_xml import is_svn_log_xml, svn_log_xml_lines
from .table_rows import continues_table, html_row, in_table
from .tana import is_tana, tana_lines
from .tap import is_tap, tap_lines
from .taskpaper import is_taskpaper, taskpaper_lines
from .terraform import is_terraform, terraform_lines
from .tex_inline import tex_inline
from .texinfo import is_texinfo, texinfo_lines
from .textproto import is_textproto, textproto_lines
from .tiki_wiki import is_tiki_wiki, tiki_wiki_lines
from .todo_txt import is_todo_txt, todo_txt_lines
from .tomboy import is_tomboy_note, tomboy_lines
from .tool_output import is_percent_script, is_xml, percent_script_lines, tool_output_lines, xml_lines
from .ttml import is_ttml, ttml_lines
from .turtle import is_turtle, turtle_lines
from .twiki import is_twiki, twiki_lines
from .txt2tags import is_txt2tags, txt2tags_lines
from .typescript import is_typescript, typescript_lines
from .typst import is_typst, typst_lines
from .vb_doc import is_vb_source, vb_doc_lines
from .vim_help import is_vim_help, vim_help_lines
from .warc import is_warc, warc_lines
from .wikidot import is_wikidot, wikidot_lines
from .word_html import STRUCK_HTML, exported_page_lines, is_exported_page, is_word_html, word_html_lines
from .word_text import is_word_text, word_text_lines
from .word_xml import is_word_xml, word_xml_lines
from .workflowy import is_workflowy, workflowy_lines
from .xliff import is_xliff, xliff_lines
from .xmpp_archive import is_xmpp_archive, xmpp_lines
from .xwiki_xar import is_xwiki_xar, xar_lines
from .zim import is_zim_page, zim_lines

# Directives only an org file writes, at the start of a line.
_ORG_DIRECTIVE = re.compile(r"^#\+(?:TITLE|AUTHOR|DATE|OPTIONS|STARTUP|BEGIN_\w+|END_\w+)\b", re.IGNORECASE | re.MULTILINE)
# An AsciiDoc section title ("== Patch logic") or block attribute line ("[source,python]") with a delimited block.
_ADOC_TITLE = re.compile(r"^={1,6} \S", re.MULTILINE)
_ADOC_BLOCK = re.compile(r"^(?:----|\|===)\s*$", re.MULTILINE)

# Org's inline code and verbatim: =text= and ~text~, neither touching a word or another mark on the outside.
# Org's "=verbatim=" and "~code~"; a "~~" around them is a strike's mark ("~~Also requires =x: true=~~"), never code.
_ORG_CODE = re.compile(r"(?<![\w=`])(?<![^~]~)(?:=(?=\S)([^\n]*?\S)=|~(?=[^\s~])([^\n]*?[^\s~])~)(?![\w=`]|~(?!~))")
_ORG_HEADING = re.compile(r"^(\*+)\s+(.*)$")
_ORG_TABLE_RULE = re.compile(r"^\s*\|[-+]+\|?\s*$")
_ADOC_LABEL = re.compile(r"^(\s*)([^\s:][^:\n]{0,60}?)::(?:\s+(.*))?$")


def as_markdown(text: str) -> str:
    """``text`` with its markup turned into Markdown's (see the module's docstring), the line count unchanged."""
    markdown = _as_markdown(text)
    return "\n".join(_closed_html_tables(markdown.split("\n"))) if "</table" in markdown.lower() else markdown


def _as_markdown(text: str) -> str:
    if "highlighttable" in text:
        text = _numbered_code_tables(text)
    if "<table" in text.lower():
        text = "\n".join(_joined_html_tables(text.split("\n")))
    for detects, reader, whole in _DOCUMENT_READERS:
        if detects(text):
            text = "\n".join(reader(text.split("\n")))
            if whole:
                return text
    if len(_SLIDE_TITLE.findall(text)) >= 3:
        # A slide deck's outline: "Slide 8: Primus-Turbo and other dependencies" titles a slide, it states nothing.
        text = _SLIDE_TITLE.sub(lambda m: f"## {m.group(1)}", text)
    if has_box_table(text):
        text = "\n".join(box_table_lines(text.split("\n")))
    lines = _without_block_comments(tool_output_lines(text))
    if _REPORT_DIFF.search(text):
        lines = _report_diff_lines(lines)
    if _GRID_BORDER.search(text):
        lines = _grid_table_lines(lines)
    if _HTML_INLINE.search(text):
        lines = _html_lines(lines)
    # A terminal pager's rendering ("•" bullets, "▌" quotes, box-drawn frames) centres its headings; an HTML page's
    # indented words ("View Source" on a button) are no titles.
    rendered = bool(_PAGER_MARKS.search(text)) and not _HTML_INLINE.search(text)
    lines = _outline_headings(_letter_bullets(lines))
    return "\n".join(_inline_footnotes(_label_headings(_path_lists(_csv_fields(_tsv_tables(_joined_names(_escaped_names(lines))))), rendered)))


# A code block a highlighter numbered (Pygments' "highlighttable", as MkDocs Material writes it): a table of one row whose
# first cell holds the line numbers and whose second the code. Read as a table, the row reads "1 2 3 | model: name: ...",
# and every line of a config shown as an example becomes a setting of the row.
_NUMBERED_CODE = re.compile(
    r"<table[^>]*\bhighlighttable\b[^>]*>\s*<tr>\s*<td[^>]*\blinenos\b[^>]*>(.*?)</td>\s*<td[^>]*>(.*?)</td>\s*</tr>\s*</table>",
    re.IGNORECASE | re.DOTALL,
)


def _numbered_code_tables(text: str) -> str:
    """Each numbered code table as its code cell alone, the numbers' lines kept blank so the line count stays."""
    return _NUMBERED_CODE.sub(lambda m: "\n" * m.group(1).count("\n") + m.group(2), text)


# "  o  Installer: primus/.../x_patches.py": the bullet of plain text as troff's -ms macros and RFCs print it, a letter
# "o" set off by two spaces; "● Upstream symbol: ...", "○ ...", "■ ...": the bullets of a document saved as plain text
# (Google Docs writes them so). Read as Markdown the items run into one paragraph, and one item's path reads as the next's.
_LETTER_BULLET = re.compile(r"^( *)(?:o {2,}|[●○■◦▪][ \t]+)(?=\S)")


def _letter_bullets(lines: list[str]) -> list[str]:
    """``lines`` with each "o" (or glyph) bullet outside fenced code a Markdown list item, where the text has two or more."""
    if sum(1 for line in lines if _LETTER_BULLET.match(line)) < 2:
        return lines
    out, fenced = list(lines), False
    for number, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and (bullet := _LETTER_BULLET.match(line)):
            out[number] = f"{bullet.group(1)}- {line[bullet.end():]}"
    return out


# A numbered outline's title at the line's start: "2. Patch logic", "2.5 Neighbours you will see in the same phase",
# "2.2 Symbols replaced (x_patches.py:148-151)": a few words, no sentence's stop outside brackets.
_OUTLINE_TITLE = re.compile(r"^(\d+(?:\.\d+)*)\.?[ \t]+([A-Z](?:[^.!?:;,()]|\.(?=\d)|\([^()\n]{0,60}\)){0,80})$")
# Any numbered line of the outline, a title or a question run on to its next line ("6.1 Would a model that holds (for").
_OUTLINE_NUMBER = re.compile(r"^\d+(?:\.\d+)*\.?[ \t]+\S")
# An outline line's number and the space after it ("1.3.3 "), the number its group.
_OUTLINE_MARK = re.compile(r"(\d+(?:\.\d+)*)\.?[ \t]+")


# An outline's item that answers the one above it "no": "no - before_train. misread", "wrong, it is ...", "scratch that".
_DENIED_BY_CHILD = re.compile(r"\W*(?:no\b\s*[-–—:,.]|wrong\b|not\s+(?:so|true|right)\b|scratch\s+that\b|nope\b)", re.IGNORECASE)


def _outline_headings(lines: list[str]) -> list[str]:
    """A plain-text numbered outline ("1. What it does", "1.1 Summary" and the part's words indented below) as the
    headings it stands for, its indented lines dedented, where a text with no Markdown heading has two titles numbered
    "N.M" or more. Read as Markdown, "1. What it does" opens a list that runs to the end: every subsection, "2.5
    Neighbours" among them, one item's words, and the neighbours' sites read as this patch's. An outline numbered on
    nearly every line is read item by item (see ``_outline_items``)."""
    if any(line.startswith("#") for line in lines):
        return lines
    numbered = [number for number, line in enumerate(lines) if _OUTLINE_NUMBER.match(line)]
    written = sum(1 for line in lines if line.strip())
    if len(numbered) >= 8 and len(numbered) >= 0.8 * written and any(re.match(r"\d+\.\d+\.\d+", lines[n]) for n in numbered):
        return _outline_items(lines, numbered)
    titles = {number: title for number, line in enumerate(lines) if (title := _outline_title(lines, number))}
    # "1   What it does" ... "7   Neighbouring patches": a PDF's numbered titles, set off from their number by a few
    # spaces and numbered in order, are an outline too (a list's "1. foo" has its dot and one space).
    spaced = [int(m.group(1)) for number in sorted(titles) if (m := re.match(r"(\d+)[ \t]{2,}\S", lines[number]))]
    in_order = len(spaced) >= 3 and spaced == list(range(1, len(spaced) + 1))
    if sum(1 for title in titles.values() if "." in title.group(1).rstrip(".")) < 2 and not in_order:
        return lines
    out, body = list(lines), [number for number in range(len(lines)) if number not in titles and lines[number].strip()]
    for number, title in titles.items():
        out[number] = "#" * min(2 + title.group(1).count("."), 6) + " " + lines[number].strip()
    # Each section's indented lines lose the indent they share, so a part's words are no code block under its heading;
    # a numbered line that is no title ("6.1 Would a model ... (for") stands at the margin already.
    starts = sorted(titles)
    for start, end in zip(starts, [*starts[1:], len(lines)]):
        section = [number for number in body if start < number < end and lines[number].startswith((" ", "\t"))]
        indent = min((len(lines[n]) - len(lines[n].lstrip(" ")) for n in section), default=0)
        for number in section:
            out[number] = lines[number][indent:]
    return out


def _outline_items(lines: list[str], numbered: list[int]) -> list[str]:
    """An outline with a number on nearly every line ("1.3.3 phase=build_args", "1.3.3.1 no - before_train. misread"),
    each numbered line an item of its own nested by its number's depth (run together, an item and the one that takes it
    back would be one sentence): an item with items below it a part's title, one its first item answers "no - ..."
    struck, a path alone on its line a code span."""
    out = list(lines)
    depths = {n: _OUTLINE_MARK.match(lines[n]).group(1).count(".") for n in numbered}
    headings: list[int] = []  # the depths of the headings open above the line
    for index, number in enumerate(numbered):
        words = lines[number][_OUTLINE_MARK.match(lines[number]).end() :].rstrip()
        below = numbered[index + 1] if index + 1 < len(numbered) else None
        parent = below is not None and depths[below] > depths[number]
        child = lines[below][_OUTLINE_MARK.match(lines[below]).end() :] if parent else ""
        headings = [depth for depth in headings if depth < depths[number]]
        if parent and _DENIED_BY_CHILD.match(child):
            words = f"~~{words}~~"  # "1.3.3 phase=build_args" / "1.3.3.1 no - before_train": taken back below
        elif parent and (depths[number] == 0 or len(words.split()) <= 6):
            # "3. neighbour megatron.x.other", "1.5 logic": a part's title over its items.
            out[number] = "#" * min(2 + depths[number], 6) + " " + words
            headings.append(depths[number])
            continue
        elif DOTTED_ALONE.fullmatch(words):
            words = f"`{words}`"  # a path alone on its line
        indent = depths[number] - (headings[-1] if headings else -1) - 1
        out[number] = "  " * indent + "- " + words
    return out


def _outline_title(lines: list[str], number: int) -> re.Match[str] | None:
    """The outline title on line ``number``: a numbered line of a few words, and the line below it indented, blank, or
    the next title (a numbered item run on to its next line is no title)."""
    title = _OUTLINE_TITLE.match(lines[number])
    if not title or title.group(2).rstrip().endswith("-"):
        return None
    below = lines[number + 1] if number + 1 < len(lines) else ""
    return title if not below.strip() or below.startswith((" ", "\t")) or _OUTLINE_NUMBER.match(below) else None


_PAGER_MARKS = re.compile(r"^ *[•▌] |[┏┃┗━]", re.MULTILINE)


# A footnote written where it stands (Pandoc's and Quarto's "^[That sentence is the description.]"): words about the
# sentence before it, not more of that sentence. Its words open with a capital and hold a space, which a regex's "^[A-Z]"
# in code does not.
_INLINE_FOOTNOTE = re.compile(r"\^\[(?=[A-Z][^\]]*\s)((?:[^\[\]`]|`[^`]*`|\[[^\[\]]*\])*)\]")


def _inline_footnotes(lines: list[str]) -> list[str]:
    """``lines`` with each inline footnote outside fenced code as "(Footnote: ...)" after its sentence, its line breaks
    kept."""
    text = "\n".join(lines)
    if "^[" not in text:
        return lines
    parts = re.split(r"(^```.*?^```[^\n]*$)", text, flags=re.MULTILINE | re.DOTALL)
    written = [part if index % 2 else _INLINE_FOOTNOTE.sub(lambda m: f" (Footnote: {m.group(1)})", part) for index, part in enumerate(parts)]
    return "".join(written).split("\n")


def _joined_html_tables(lines: list[str]) -> list[str]:
    """``lines`` with each blank line inside a raw HTML <table> an empty comment: Markdown ends an HTML block at a blank
    line, and a table cut there is read as tables of one row each, each row taken for a header."""
    out = list(lines)
    depth = 0
    for index, line in enumerate(lines):
        if depth and not line.strip():
            out[index] = "<!---->"
        # A tag quoted as text ("'<table class=\"x\">'" in a txt2tags setting) opens no table.
        opened = len(re.findall(r"(?<!['\"])<table\b", line, re.IGNORECASE))
        depth = max(depth + opened - len(re.findall(r"(?<!['\"])</table\s*>", line, re.IGNORECASE)), 0)
    return out


def _closed_html_tables(lines: list[str]) -> list[str]:
    """``lines`` with a raw HTML table's closing tags, where they stand on a line of their own right above the words
    after the table, moved onto the table's last line: Markdown ends an HTML block at a blank line only, and would read
    the paragraph after the table ("Supposed example, ...:") as more of the table, which states nothing."""
    out = list(lines)
    for index in range(1, len(lines) - 1):
        closing = lines[index].strip()
        if (
            re.fullmatch(r"(?:</(?:tbody|tfoot|thead|table|figure)\s*>\s*)+", closing, re.IGNORECASE)
            and re.search(r"</table\s*>", closing, re.IGNORECASE)
            and lines[index + 1].strip()
            and not lines[index + 1].lstrip().startswith("<")
        ):
            above = next((i for i in range(index - 1, -1, -1) if out[i].strip()), None)
            if above is not None:
                out[above], out[index] = out[above].rstrip() + closing, ""
    return out


def _without_block_comments(lines: list[str]) -> list[str]:
    """``lines`` with each C-style block comment that opens and closes on lines of its own ("/*" ... "*/", outside a
    fence) blank: what a config file comments out (another patch's resource block) states nothing of the patch."""
    out = list(lines)
    fenced = False
    start: int | None = None
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")) and start is None:
            fenced = not fenced
        elif not fenced and start is None and stripped == "/*":
            start = index
        elif start is not None and stripped.endswith("*/"):
            out[start : index + 1] = [""] * (index + 1 - start)
            start = None
    return out


# A name whose underscores a Markdown exporter escaped (Google Docs' "Download as Markdown": "kimi\_k3\_mtp"), outside
# a code span.
_ESCAPED_NAME = re.compile(r"(?<![\w`\\])((?:[\w./-]|\\_)*\\_(?:[\w./-]|\\_)*(?:\w|\\_))")


def _escaped_names(lines: list[str]) -> list[str]:
    r"""Each name written with escaped underscores a code span of the name, outside fences and code spans: read as
    written, "megatron.args.kimi\_k3" is the name `megatron.args.kimi` and some words, and "\_\_init\_\_" bold."""
    out = list(lines)
    fenced = False
    for index, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if fenced or "\\_" not in line:
            continue
        out[index] = "".join(
            part if part.startswith("`") else _ESCAPED_NAME.sub(lambda m: "`" + m.group(1).replace("\\_", "_") + "`", part)
            for part in re.split(r"(`[^`\n]*`)", line)
        )
    return out


# A slide's title in a deck's outline exported as text: "Slide 3: What gets rebound", "Slide 10 - Q&A".
_SLIDE_TITLE = re.compile(r"^[ \t]*Slide[ \t]+\d+[ \t]*[:.–—-][ \t]*(\S.*)$", re.MULTILINE)


# A dotted or snake_case name a line break hyphenated, as text extracted from a PDF has it: "...float8.Float8LinearCon-"
# then "verter." on the next line.
_BROKEN_NAME = re.compile(r"(?<!\S)([A-Za-z_][\w.]*[._][\w.]*)-$")
_NAME_REST = re.compile(r"^(\s*)([\w.]+)")


def _joined_names(lines: list[str]) -> list[str]:
    """Each name hyphenated (or wrapped at a "/" or a ".") at a line's end made whole on that line, the rest of it taken
    off the next line, outside code blocks: read apart, "...moe._run_-" is a name that does not exist and
    "experts_grouped_mm" a second one."""
    out = list(lines)
    fenced = False
    for index, line in enumerate(lines[:-1]):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        broken = None if fenced else _BROKEN_NAME.search(out[index].rstrip())
        rest = _NAME_REST.match(out[index + 1])
        if broken and rest:
            out[index] = out[index].rstrip()[:-1] + rest.group(2)
            out[index + 1] = rest.group(1) + out[index + 1][rest.end() :].lstrip()
            continue
        # Hard-wrapped text breaks a long name where it may: after a path's "/" ("primus/.../gpt/" then
        # "gpt_layer_specs.py,") or before a dotted name's "." ("...gpt_layer_specs" then ".get_gpt_decoder_layer_specs").
        tail = out[index].rstrip()
        wrapped = None if fenced else _WRAPPED_PATH.search(tail) and _PATH_REST.match(out[index + 1]) or _WRAPPED_DOTTED.search(tail) and _DOTTED_REST.match(out[index + 1])
        if wrapped:
            out[index] = tail + wrapped.group(2)
            out[index + 1] = wrapped.group(1) + out[index + 1][wrapped.end() :].lstrip()
    return out


_WRAPPED_PATH = re.compile(r"(?<![\w`/])[a-z_][\w.-]*/(?:[\w.-]+/)+$")
_PATH_REST = re.compile(r"^(\s*)((?:[\w-]+/)*[\w-]+\.[a-z]\w*[,;:)]?)")
_WRAPPED_DOTTED = re.compile(r"(?<![\w`.])[a-z_]\w*(?:\.[a-z_]\w*){2,}$")
_DOTTED_REST = re.compile(r"^(\s*)(\.[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*[,;:)]?)")


# A table a console tool drew (psql, tabulate's "grid"): "+----+----+" borders around "| a | b |" rows.
_GRID_BORDER = re.compile(r"^\+(?:[-=]+\+){2,}\s*$", re.MULTILINE)


def _grid_table_lines(lines: list[str]) -> list[str]:
    """A grid table as a Markdown table, line for line: its top border blank, the border under its header row the
    delimiter row, every other border a row of empty cells (which states nothing), so no row loses its header."""
    out = list(lines)
    headed = True
    for index, line in enumerate(lines):
        if not _GRID_BORDER.match(line):
            continue
        columns = line.strip().count("+") - 1
        above = lines[index - 1] if index else ""
        below = lines[index + 1] if index + 1 < len(lines) else ""
        if not above.startswith("|"):
            out[index], headed = "", False  # the top border: a table starts below it
        elif not headed:
            out[index], headed = "|" + "---|" * columns, True  # under the header row
        elif below.startswith("|"):
            out[index] = "|" + " |" * columns
        else:
            out[index] = ""  # the bottom border
    return out


# A diff between two versions of a report ("--- report_v1.md" / "+++ report_v2.md"), fenced or not: the report is its
# new version, so a removed line is a claim taken out and states nothing, an added or a context line stands.
_REPORT_DIFF = re.compile(r"^\+\+\+ \S+\.(?:md|markdown|txt|rst)\b", re.MULTILINE)


def _report_diff_lines(lines: list[str]) -> list[str]:
    """The new version's lines of each diff of a report, in place: removed lines, hunk and file headers blank, a fence
    around the diff too, so the new version is read as the report's own Markdown."""
    out = list(lines)
    index = 0
    while index < len(lines):
        if not (lines[index].startswith("--- ") and index + 1 < len(lines) and _REPORT_DIFF.match(lines[index + 1])):
            index += 1
            continue
        if index and re.match(r"\s*(?:```|~~~)", lines[index - 1]):
            out[index - 1] = ""
        out[index] = out[index + 1] = ""
        index += 2
        while index < len(lines) and re.match(r"[-+ @]|$", lines[index]) and not re.match(r"\s*(?:```|~~~)", lines[index]):
            line = lines[index]
            out[index] = line[1:] if line[:1] in "+ " else ""
            index += 1
        if index < len(lines) and re.match(r"\s*(?:```|~~~)", lines[index]):
            out[index] = ""
    return out


# A report that writes its Markdown in HTML: <details> sections, <code> names, <b> labels, <br> breaks.
_HTML_INLINE = re.compile(r"<(?:details|summary|code|kbd|br|aside)\b", re.IGNORECASE)
_HTML_TAGS = (
    (re.compile(r"<(code|kbd|tt|samp)>(.*?)</\1>", re.IGNORECASE), r"`\2`"),
    (re.compile(r"<(b|strong)>(.*?)</\1>", re.IGNORECASE), r"**\2**"),
    (re.compile(r"<(i|em)>(.*?)</\1>", re.IGNORECASE), r"*\2*"),
    (re.compile(r"<br\s*/?>", re.IGNORECASE), ""),
)


def _html_lines(lines: list[str]) -> list[str]:
    """HTML written for Markdown's sake, outside code and tables: a <summary> a bold line, an <li> an item, an <h2> a
    heading, a <p> its text, tags as markup; a Confluence page in its storage format too (its panels' frames blank, its
    code macro's CDATA a fence).

    A <details> block is HTML to Markdown, which would swallow its lines up to the next blank line unread.
    """
    out: list[str] = []
    fenced = table = False
    cdata = fence_due = False  # inside a Confluence code macro's CDATA; its closing fence waits for the next frame line
    for line in lines:
        stripped = line.strip()
        if cdata or stripped.startswith("<ac:plain-text-body><![CDATA["):
            # "<ac:plain-text-body><![CDATA[    x = 1": the code starts on the tag's line, so the fence takes the frame
            # line above it, and the frame line after "]]></ac:plain-text-body>" closes it.
            if not cdata and out and not out[-1].strip():
                out[-1] = "```"
            cdata = "]]></ac:plain-text-body>" not in line
            fence_due = not cdata
            out.append(line.replace("<ac:plain-text-body><![CDATA[", "").replace("]]></ac:plain-text-body>", ""))
            continue
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
        table = table or bool(re.search(r"<table\b", stripped, re.IGNORECASE))
        if fenced or table or stripped.startswith("|"):
            # A Markdown table's row keeps its <br> and <code>: the table reader reads a cell's lines itself.
            out.append(line)
            table = table and not re.search(r"</table\s*>", stripped, re.IGNORECASE)
            continue
        # Notion exports a callout as an <aside>: the writer's own text, read as the paragraphs it holds. Confluence's
        # storage format frames a panel (info, note, warning) the same way.
        if re.fullmatch(r"</?(?:details|ul|ol|div|p|aside|section)\b[^>]*>", stripped, re.IGNORECASE) or _CONFLUENCE_FRAME.fullmatch(stripped):
            out.append("```" if fence_due else "")
            fence_due = False
            continue
        heading = re.fullmatch(r"<h([1-6])\b[^>]*>(.*?)</h\1>", stripped, re.IGNORECASE)
        if heading:
            out.append("#" * int(heading.group(1)) + " " + html.unescape(_html_inline_tags(heading.group(2))))
            continue
        # "<p>The patch ...</p>" on a line of its own text: Markdown takes a line opening with <p> for HTML it passes
        # over, and the paragraph would go unread.
        line = re.sub(r"^(\s*)<p\b[^>]*>", r"\1", line, flags=re.IGNORECASE)
        line = re.sub(r"</p>\s*$", "", line, flags=re.IGNORECASE)
        summary = re.fullmatch(r"<summary>(.*)</summary>", stripped, re.IGNORECASE)
        item = re.fullmatch(r"<li>(.*?)(?:</li>)?", stripped, re.IGNORECASE)
        line = _html_inline_tags(line)
        if summary:
            # A bold line, as a section's name in bold opens a part: a heading would end the section around it.
            line = "**" + re.sub(r"\*\*(.*?)\*\*", r"\1", _html_inline_tags(summary.group(1))) + "**"
        elif item:
            line = "- " + _html_inline_tags(item.group(1))
        out.append(html.unescape(line))
    return out


# The frame of a Confluence storage-format macro: its element, its body's and a parameter of it.
_CONFLUENCE_FRAME = re.compile(
    r"</?ac:(?:structured-macro|rich-text-body)\b[^>]*>|<ac:parameter\b[^>]*>[^<]*</ac:parameter>", re.IGNORECASE
)


def _html_inline_tags(text: str) -> str:
    for pattern, replacement in _HTML_TAGS:
        text = pattern.sub(replacement, text)
    return STRUCK_HTML.sub(lambda m: f"~~{m.group(2) or m.group(3)}~~", text)


# A Confluence page's "h2. Patch logic" with a "{code}" block, a "||Item||Value||" table or a name in {{monospace}}
# (not a wiki's macro such as Redmine's {{toc}}).
_CONFLUENCE_HEADING = re.compile(r"^h[1-6]\.\s+\S", re.MULTILINE)
_CONFLUENCE_BLOCK = re.compile(r"^\{(?:code|noformat)(?::[^}]*)?\}|^\|\||\{\{[^}\s]*[._=(][^}\n]*\}\}", re.MULTILINE)


def _confluence_lines(lines: list[str]) -> list[str]:
    """Confluence wiki markup: headings, code blocks, panels, tables, {{monospace}} and -struck- text."""
    out: list[str] = []
    code = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if re.fullmatch(r"\{(?:code|noformat)(?::[^}]*)?\}", stripped):
            out.append("```" if code or not stripped.startswith("{code:") else "```" + stripped[6:-1].split("|")[0])
            code = not code
        elif code:
            out.append(line)
        elif re.fullmatch(r"\{(?:info|warning|note|tip|panel|expand)(?::[^}]*)?\}", stripped):
            out.append("")  # a panel's frame; its text is read as it stands
        elif heading := re.match(r"^h([1-6])\.\s+(.*)$", stripped):
            out.append(f"{'#' * int(heading.group(1))} {_monospace(heading.group(2))}")
        elif comment := _JIRA_COMMENT.fullmatch(stripped):
            # A Jira issue's text export: "Comment by A. Person [ 12/Mar/26 10:02 ]" opens a comment, a part of its
            # own, as the REST export's comments are (see jira_rest_v2), not more of the description's last section.
            out.append(f"## Comment by {comment.group(1)} ({comment.group(2)})")
        elif stripped.startswith("|") and stripped.count("|") >= 3:
            # "||Site||Replaced by||" heads a table and "|`a.b`|`c`|" is a row: read as the HTML table they stand for,
            # whose reader knows a key-value table from one with a column per field ("Site", "Condition").
            header = stripped.startswith("||")
            cells = [_strikethrough(_monospace(cell.strip())) for cell in stripped.strip("|").split("||" if header else "|")]
            out.append(html_row(cells, header=header, first=not in_table(out), last=not continues_table(lines, index)))
        else:
            out.append(_strikethrough(_monospace(re.sub(r"^(#+)\s", lambda m: "1. ", line))))
    return out


_JIRA_COMMENT = re.compile(r"Comment by (\S[^\[\]]*?) ?\[ ?([^\[\]\s](?:[^\[\]]*[^\[\]\s])?) ?\]")


def _strikethrough(text: str) -> str:
    """Jira's -struck- text as Markdown's ~~struck~~, which the readers take as taken back; a hyphen inside a word, a
    negative number or an option's dashes strike nothing."""
    return re.sub(r"(?<![\w-])-(?=[^\s\d-])([^\n]*?[^\s-])-(?![\w-])", r"~~\1~~", text)


def _monospace(text: str) -> str:
    """Confluence's {{code}} as Markdown's `code`."""
    return re.sub(r"\{\{(.+?)\}\}", r"`\1`", text)


# A MediaWiki page: "== Registration ==" (closed, unlike AsciiDoc's) with a "{|" table, '''bold''', a template or a
# <syntaxhighlight> block.
_MEDIAWIKI_HEADING = re.compile(r"^(={2,6})[^=\n].*?\1[ \t]*$", re.MULTILINE)
_MEDIAWIKI_MARK = re.compile(r"^\{\||'''|<syntaxhighlight\b|<source\b|^\{\{\w", re.MULTILINE)
_MEDIAWIKI_CODE = re.compile(r"^\s*<(syntaxhighlight|source|pre)\b([^>]*)>\s*$", re.IGNORECASE)
# A template on one line, "{{Note|text}}", "{{Not this patch|text}}": its name labels its text. {{code|x}} is code.
_MEDIAWIKI_TEMPLATE = re.compile(r"\{\{\s*([^{}|]+?)\s*\|([^{}]*)\}\}")


def _mediawiki_lines(lines: list[str]) -> list[str]:
    """MediaWiki markup: headings, tables (read as the HTML tables they stand for), templates, code blocks, lists.

    Trac's wiki writes the same headings, bold and italics, with "{{{" ... "}}}" code blocks (a "#!yaml" line naming
    the language) and "||a||b||" rows; those are read too.
    """
    out: list[str] = []
    code = table = template = trac_code = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        opening = _MEDIAWIKI_CODE.match(line)
        if trac_code:
            trac_code = stripped != "}}}"
            out.append("```" if not trac_code else "" if re.fullmatch(r"#!\w+", stripped) else line)
        elif stripped == "{{{":
            trac_code = True
            language = re.fullmatch(r"#!(\w+)", lines[index + 1].strip()) if index + 1 < len(lines) else None
            out.append("```" + (language.group(1) if language else ""))
        elif stripped.startswith("||") and stripped.endswith("||") and len(stripped) > 4:
            out.append(_trac_row(stripped, lines[index - 1].strip() if index else "", lines[index + 1].strip() if index + 1 < len(lines) else ""))
        elif code:
            closing = re.match(r"^\s*</(?:syntaxhighlight|source|pre)>\s*$", line, re.IGNORECASE)
            out.append("```" if closing else line)
            code = not closing
        elif opening:
            language = re.search(r"\blang\s*=\s*[\"']?(\w+)", opening.group(2))
            out.append("```" + (language.group(1) if language else ""))
            code = True
        elif table:
            table = not stripped.startswith("|}")
            out.append(_mediawiki_table_line(stripped))
        elif stripped.startswith("{|"):
            table = True
            out.append("<table>")
        elif template:
            # "| id = megatron.te.x" inside {{Infobox ...}}: the field "id: megatron.te.x".
            template = stripped != "}}"
            field = re.match(r"^\|\s*([^=|]+?)\s*=\s*(.*)$", stripped)
            out.append(f"- {field.group(1)}: {_mediawiki_inline(field.group(2))}" if field else "")
        elif re.fullmatch(r"\{\{[^{}|]*", stripped):
            template = True
            out.append("")
        elif heading := re.match(r"^(={1,6})\s*(.*?)\s*\1\s*$", stripped):
            out.append(f"{'#' * len(heading.group(1))} {_mediawiki_inline(heading.group(2))}")
        elif re.fullmatch(r"__[A-Z]+__|\[\[Category:[^\]]*\]\]", stripped):
            out.append("")
        elif item := re.match(r"^([*#]+)[:;]?\s*(.*)$", line):
            marker = "1." if item.group(1)[-1] == "#" else "-"
            out.append("  " * (len(item.group(1)) - 1) + f"{marker} {_mediawiki_inline(item.group(2))}")
        else:
            out.append(_mediawiki_inline(re.sub(r"^[:;]+\s*", "", line)))
    return out


def _trac_row(stripped: str, before: str, after: str) -> str:
    """A Trac table row "||a||b||" as an HTML row; a row of bold or "=header=" cells is the header."""
    cells = [c.strip() for c in stripped[2:-2].split("||")]
    header = all(re.fullmatch(r"'''.*'''|=.*=", c) for c in cells if c)
    cells = [_mediawiki_inline(re.sub(r"^=(.*)=$", r"\1", c)) for c in cells]
    return html_row(cells, header=header, first=not before.startswith("||"), last=not after.startswith("||"))


def _mediawiki_table_line(stripped: str) -> str:
    """A line of a "{|" table: "! a !! b" a header row, "| a || b" a row, "|-" a row's end, "|}" the table's."""
    if stripped.startswith("|}"):
        return "</table>"
    if stripped.startswith(("|-", "|+")):
        return "<!-- -->"  # a row's border or the caption: nothing, and not blank, which would end the HTML block
    # A cell may open with its attributes: "| style="..." | text".
    cells = [re.sub(r"^[^|`]*=[^|`]*\|(?!\|)", "", cell).strip() for cell in re.split(r"!!|\|\|", stripped[1:])]
    return html_row([_mediawiki_inline(cell) for cell in cells], header=stripped.startswith("!"), first=False, last=False)


def _mediawiki_inline(text: str) -> str:
    """'''bold''', ''italic'', <code>, [[links]] and one-line templates as Markdown's."""
    text = re.sub(r"\{\{\s*(?:code|mono|tt|kbd|var)\s*\|([^{}]*)\}\}", r"`\1`", text, flags=re.IGNORECASE)
    text = _MEDIAWIKI_TEMPLATE.sub(lambda m: f"{m.group(1)}: {m.group(2).strip()}", text)
    text = re.sub(r"'''(.+?)'''", r"**\1**", text)
    text = re.sub(r"''(.+?)''", r"*\1*", text)
    text = re.sub(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]", r"\1", text)
    text = re.sub(r"<nowiki>(.*?)</nowiki>", r"\1", text, flags=re.IGNORECASE)
    return _html_inline_tags(text)


# A Textile page (Redmine, Trac): "h2. Summary" with a "|_. item |_. value |" table, a "bc." block or @code@.
_TEXTILE_HEADING = re.compile(r"^h[1-6]\.\s+\S", re.MULTILINE)
_TEXTILE_MARK = re.compile(r"^\|_\.|^(?:bc|pre)\.\.?\s|(?<![\w@])@[^@\s][^@\n]*@(?![\w@])", re.MULTILINE)
_TEXTILE_CODE = re.compile(r"(?<![\w@])@([^@\n]+?)@(?![\w@])")


def _textile_lines(lines: list[str]) -> list[str]:
    """Textile markup: headings, "|_." tables (read as HTML tables), "bc." and "pre." blocks, @code@, -struck- text."""
    out: list[str] = []
    block = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        opening = re.match(r"^(?:bc|pre)\.\.?\s(.*)$", line)
        if opening or (block and stripped):
            # A code block runs to the next blank line; indented by four spaces, Markdown reads it as code.
            block = True
            out.append("    " + (opening.group(1) if opening else line))
            continue
        block = False
        if heading := re.match(r"^h([1-6])\.\s+(.*)$", stripped):
            out.append(f"{'#' * int(heading.group(1))} {_textile_inline(heading.group(2))}")
        elif stripped.startswith("|") and stripped.count("|") >= 3:
            header = stripped.startswith("|_.")
            cells = [_textile_inline(re.sub(r"^_\.\s*", "", cell.strip())) for cell in stripped.strip("|").split("|")]
            out.append(html_row(cells, header=header, first=not in_table(out), last=not continues_table(lines, index)))
        elif paragraph := re.match(r"^(p|bq)(?:\(([\w-]+)\))?\.\s+(.*)$", line):
            # "p(note). text" is a note; "bq. text" a quotation.
            label = f"{paragraph.group(2).capitalize()}: " if paragraph.group(2) else ""
            out.append(("> " if paragraph.group(1) == "bq" else "") + label + _textile_inline(paragraph.group(3)))
        elif re.fullmatch(r"\{\{\w+\}\}", stripped):
            out.append("")  # a Redmine macro ({{toc}})
        else:
            out.append(_textile_inline(re.sub(r"^(#+)\s", lambda m: "  " * (len(m.group(1)) - 1) + "1. ", line)))
    return out


def _textile_inline(text: str) -> str:
    """@code@ as `code` (first: an underscore inside code is code, not emphasis), then _emphasis_ as Markdown's and
    -struck- text."""
    coded = _TEXTILE_CODE.sub(r"`\1`", text)
    emphasised = "".join(part if part.startswith("`") else _TEXTILE_EMPHASIS.sub(r"*\1*", part) for part in re.split(r"(`[^`]*`)", coded))
    return _strikethrough(emphasised)


# Textile's emphasis, "_words_" (or "__words__", italics): never the underscore inside a name ("weight_deosc").
_TEXTILE_EMPHASIS = re.compile(r"(?<![\w_])__?(?=[^\s_])(.+?)(?<=[^\s_])__?(?![\w_])")


# A LaTeX note: "\section{...}" with "\texttt{...}" for code; a Beamer deck: "\begin{frame}{...}".
_LATEX_SECTION = re.compile(r"^[ \t]*\\(?:(?:sub)*section\*?\{|begin\{frame\})", re.MULTILINE)
# A Beamer frame's title: "\begin{frame}[fragile]{Title}", "\frametitle{Title}".
_FRAME_TITLE = re.compile(r"^\\(?:begin\{frame\}(?:<[^>]*>)?(?:\[[^]]*\])?\{(.*)\}|frametitle\{(.*)\})\s*$")
# A preamble's commands, which say nothing of the patch ("\usepackage{soul}", "\usetheme{Madrid}").
_LATEX_PREAMBLE = re.compile(
    r"^\\(?:documentclass|usepackage|usetheme|usecolortheme|usefonttheme|setbeamertemplate|setbeamercolor|author|date|institute"
    r"|subtitle|maketitle|titlepage|tableofcontents|lstset|definecolor|newcommand|renewcommand)\b"
)


def _latex_lines(lines: list[str]) -> list[str]:
    """LaTeX: sections, verbatim blocks, itemize, tabular rows (each a field line), \\texttt, \\footnote and % comments;
    a Beamer frame's title a heading, the preamble's commands blank, \\sout struck.

    A footnote joins the sentence it qualifies as "[note: ...]"; a comment is the author's aside to the reader, read as
    a quote (no statement of the patch's); escaped characters ("pipeline\\_parallel") are the characters they stand for.
    A Sweave or knitr document's R chunks ("<<name>>=" to "@") are fenced code, its \\Sexpr{...} a code span.
    """
    out: list[str] = []
    verbatim: bool | str = False  # inside a verbatim block, or "chunk" inside an R chunk
    header = False
    depth = 0  # how many lists (itemize, enumerate) the line is in
    for line in _struck_line_by_line(lines):
        stripped = line.strip()
        if not verbatim:
            depth += len(re.findall(r"\\begin\{(?:itemize|enumerate|description)\}", stripped))
            depth -= len(re.findall(r"\\end\{(?:itemize|enumerate|description)\}", stripped))
            depth = max(depth, 0)
        if stripped.startswith("\\begin{tabular"):
            header = True  # its first row names the columns
        if re.fullmatch(r"\\(?:begin|end)\{(?:verbatim|lstlisting|minted)\}(?:\{[^}]*\})?(?:\[[^]]*\])?", stripped):
            out.append("```")
            verbatim = stripped.startswith("\\begin")
        elif not verbatim and re.fullmatch(r"<<[^<>]*>>=", stripped) or verbatim == "chunk" and stripped == "@":
            # A Sweave or knitr document's R chunk, "<<timing, echo=FALSE>>=" to "@": code that measures, fenced.
            out.append("```r" if stripped.startswith("<<") else "```")
            verbatim = "chunk" if stripped.startswith("<<") else False
        elif verbatim:
            out.append(line)
        elif stripped.startswith("%"):
            out.append("> " + stripped.lstrip("% ").strip())
        elif frame := _FRAME_TITLE.match(stripped):
            out.append(f"## {_latex_inline(frame.group(1) or frame.group(2))}")
        elif re.fullmatch(r"\\(?:begin|end)\{[a-z*]+\}(?:\{[^}]*\})?(?:\[[^]]*\])?|\\(?:hline|toprule|midrule|bottomrule)\s*", stripped):
            out.append("")
        elif title := re.fullmatch(r"\\title(?:\[[^]]*\])?\{(.*)\}", stripped):
            out.append(f"# {_latex_inline(title.group(1))}")
        elif _LATEX_PREAMBLE.match(stripped):
            out.append("")
        elif heading := re.match(r"^\\((?:sub)*)section\*?\{(.*)\}\s*$", stripped):
            out.append(f"{'#' * (len(heading.group(1)) // 3 + 1)} {_latex_inline(heading.group(2))}")
        elif "&" in stripped and stripped.endswith("\\\\") and header:
            out.append("")
            header = False
        elif "&" in stripped and stripped.endswith("\\\\"):
            cells = [_latex_inline(cell.strip()) for cell in stripped[:-2].split("&")]
            out.append(_row_statement(cells[0], cells[1], cells[2:]))
        elif stripped.startswith("\\item"):
            # An item indented by its list's depth, not by the source's indentation, which Markdown would read as code.
            out.append(_latex_inline("  " * max(depth - 1, 0) + re.sub(r"^\\item\s*", "- ", stripped)))
        else:
            out.append(_latex_inline(stripped))
    return out


# A command that strikes its one argument: the `changes` package's "\\deleted[id=RO]{", soul's "\\sout{" and kin.
_STRIKE_OPEN = re.compile(r"\\(?:deleted(?:\[[^\]]*\])?|sout|st|xout)\{")


def _struck_line_by_line(lines: list[str]) -> list[str]:
    """The lines with a struck passage that runs over several of them ("\\deleted{It also rebinds" ... "the
    factory.}") closed at each line's end and opened again on the next, so each line's words read as struck where
    they stand; braces nested in the passage (\\texttt{x}) are counted, and verbatim blocks are left as they are."""
    out: list[str] = []
    open_strike = False
    verbatim = False
    for line in lines:
        if re.fullmatch(r"\s*\\(?:begin|end)\{(?:verbatim|lstlisting|minted)\}.*", line):
            verbatim = line.strip().startswith("\\begin")
        if verbatim or line.lstrip().startswith("%"):
            out.append(line)
            continue
        text = "\\sout{" + line if open_strike else line
        open_strike = False
        depth = 0  # braces open inside the struck passage the line is in, 0 outside one
        position = 0
        while position < len(text):
            opening = _STRIKE_OPEN.match(text, position) if depth == 0 else None
            if opening:
                depth, position = 1, opening.end()
                continue
            if depth and text[position] == "{":
                depth += 1
            elif depth and text[position] == "}":
                depth -= 1
            position += 1
        if depth:
            text += "}" * depth
            open_strike = True
        out.append(text)
    return out


def _latex_inline(text: str) -> str:
    """LaTeX inline markup as Markdown's: \\texttt{x} as `x`, \\footnote{x} as [note: x], escapes undone, quotes straightened."""
    return tex_inline(
        text,
        code=("texttt", "verb", "code", "Sexpr"),
        struck=("sout", "st", "xout"),
        emphasis=("emph", "textit", "textbf", "alert"),
        footnote=("footnote",),
        note=("note",),
        revisions=True,
    )


# A label line of a plain-text report ("SITES (class-attr rebinds)", "COMPANION / NOT THIS PATCH"): a heading.
_LABEL_LINE = re.compile(r"^([A-Z][A-Z0-9]*(?:[ /&+-]+[A-Z0-9]+)*)(\s*\([^()]*\))?\s*:?\s*$")


# The title of one of the explorer's five parts alone on its line, as the skill writes it.
# Without a colon: "requires:" over a list is the list's label, which the readers of lists take as it is.
_PART_TITLE_LINE = re.compile(
    r"^(What it does|Patch logic|Code location|How to enable|Requires(?:\s*/\s*version compatibility)?|Porting notes)\s*$"
)


# A line that holds one dotted path and nothing else: "  megatron.bridge.data.loaders.build_pretraining_data_loader",
# "transformer_engine_torch.CommOverlap" (an extension module's attribute, one dot).
_LONE_PATH = re.compile(r"^\s*(`?)([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\1\s*$")


def _path_lists(lines: list[str]) -> list[str]:
    """A paragraph of two or more lines that are each one dotted path, as the list it stands for, an item a line.

    Plain-text mail lists the module attributes a patch sets one per line, indented, without bullets; read as Markdown
    they join into one paragraph, one "sentence" of eight paths that no rule reads as a site."""
    out = list(lines)
    fenced = False
    run: list[int] = []
    for number, line in enumerate([*lines, ""]):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if not fenced and _LONE_PATH.match(line):
            run.append(number)
            continue
        above = lines[run[0] - 1] if run and run[0] else ""
        opens_paragraph = bool(run) and (not above.strip() or above.rstrip().endswith(":") or above.startswith("#"))
        # One path at least runs through a package ("a.b.c"): two lines "args.x" / "cfg.y" may be words of a sentence.
        deep = any(lines[item].count(".") >= 2 for item in run)
        if len(run) >= 2 and deep and opens_paragraph and (not line.strip() or line.startswith("#")):
            for item in run:
                out[item] = "- " + lines[item].strip()
        run = []
    return out


def _label_headings(lines: list[str], rendered: bool = False) -> list[str]:
    """An ALL-CAPS label alone on its line, after a blank line and before text, as the heading it stands for; so is the
    title of one of the explorer's five parts ("What it does", "Patch logic") in a text that has no Markdown headings
    (a chat message, a plain-text note): the line below it is the part's first, not the title's words."""
    out = list(lines)
    fenced = False
    listed = _listed_titles(lines)
    for number, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if number in listed and not fenced:
            out[number] = f"## {line.strip()}"
            continue
        if not fenced and rendered and _centred_title(lines, number):
            # A heading a terminal pager centres ("                5. Companion patch: `x`") between blank lines.
            out[number] = f"## {line.strip()}"
            continue
        label = _LABEL_LINE.match(line) or _PART_TITLE_LINE.match(line)
        if (
            not fenced
            and label
            and len(label.group(1)) >= 2
            and (number == 0 or not lines[number - 1].strip())
            and number + 1 < len(lines)
            and lines[number + 1].strip()
        ):
            out[number] = f"## {line.strip().rstrip(':')}"
    return out


def _centred_title(lines: list[str], number: int) -> bool:
    """Whether the line is a title a pager (rich, glow) centred: twenty spaces or more before a few words that end in no
    full stop, a blank line on either side."""
    line = lines[number]
    indent = len(line) - len(line.lstrip(" "))
    words = line.strip()
    return (
        indent >= 20
        and 2 <= len(words.split()) <= 14
        and not words.endswith((".", ",", ";", ")", "{", "(", "\\"))
        and not re.match(r"[#>|*+=`{(\[<-]", words)
        and 0 < number < len(lines) - 1
        and not lines[number - 1].strip()
        and not lines[number + 1].strip()
    )


# A line of a page's table of contents ("Patch logic", "Porting into our Megatron fork"): short, no sentence's end.
_CONTENTS_ENTRY = re.compile(r"^[A-Z][^\t.!?:;|#*`<>]{1,60}$")


def _listed_titles(lines: list[str]) -> set[int]:
    """The lines that are the titles a table of contents lists, as a page copied as text has them (Confluence's "On
    this page" macro and its headings, each pasted as a plain line with no blank line around it): three or more
    entries in a row, each standing alone again later, in the same order. Without them the page reads as one
    paragraph, a section's first sentence run into its title."""
    stripped = [line.strip() for line in lines]
    start = 0
    while start < len(lines):
        run = start
        while run < len(lines) and _CONTENTS_ENTRY.match(stripped[run]):
            run += 1
        # The run may take in the page's title above the contents and the first heading below them, neither listed.
        for first in range(start, min(run - 2, start + 3)):
            for end in range(run, first + 2, -1):
                found = _standing_again(stripped, stripped[first:end], end)
                if found:
                    return found
        start = run + 1
    return set()


def _standing_again(stripped: list[str], entries: list[str], after: int) -> set[int]:
    """The indices of ``entries`` each standing alone again at or after ``after``, in order; empty unless all do."""
    found, at = set(), after
    for entry in entries:
        at = next((index for index in range(at, len(stripped)) if stripped[index] == entry), None)
        if at is None:
            return set()
        found.add(at)
        at += 1
    return found


# The header of a spreadsheet's rows of facts: "field,value,notes", "item,answer"; "Aspect;Finding;Evidence" as a
# European spreadsheet saves it (";" between cells, a byte-order mark first).
_CSV_HEADER = re.compile(
    r"^\ufeff?\s*[A-Za-z][\w ]{0,30}([,;])\s*(?:value|values|answer|answers|finding|findings|detail|details)\s*(?:\1.*)?$", re.IGNORECASE
)


# A spreadsheet pasted with tabs between its cells: "Aspect<TAB>Finding<TAB>Evidence<TAB>Confidence".
_TSV_HEADER = re.compile(r"^[A-Za-z][\w ?/()-]{0,30}\t[A-Za-z][\w ?/()-]{0,30}(?:\t[^\t\n]*)+$")


def _tsv_tables(lines: list[str]) -> list[str]:
    """A spreadsheet pasted as tab-separated values, read as the HTML table it stands for, a row a line.

    Its header names the columns, so the table readers know a row of facts ("Aspect | Finding") and a column that
    answers for its row ("Confidence: medium"). A row whose first cell is empty continues the row above: it is
    about the same aspect. Bare names in a cell are code, as in a comma-separated spreadsheet. A sheet's second table
    follows a row of empty cells and its title ("Related patches (2nd tab)"), with a header of its own.
    """
    out = list(lines)
    number = 0
    while number < len(lines):
        if not _TSV_HEADER.match(lines[number]):
            number += 1
            continue
        rows = list(_tsv_rows(lines, number))
        filled = [index for index, (_, _, cells) in enumerate(rows) if cells]
        aspect = ""
        for index, (row, end, cells) in enumerate(rows):
            # The lines a row's quoted cell ran over, and the empty rows between groups, hold an empty comment: a blank
            # line would end the HTML block, and the table with it.
            out[row + 1 : end] = ["<!-- -->"] * (end - row - 1)
            if not cells:
                out[row] = "<!-- -->"
                continue
            cells = [cell.strip() for cell in cells]
            if index:
                aspect = cells[0] = cells[0] or aspect
                cells = [with_bare_code_quoted(" ".join(cell.split())) for cell in cells]
            out[row] = html_row(cells, header=not index, first=not index, last=index == filled[-1])
        number = rows[-1][1]
    return out


# How many lines one quoted cell of a pasted sheet may run over ("Code (as read)" holding a decorator): beyond it, an
# opening quote is no cell's, and the row is read a line at a time.
_TSV_CELL_LINES = 40


def _tsv_rows(lines: list[str], number: int) -> Iterator[tuple[int, int, list[str]]]:
    """The rows of a pasted sheet from its header at ``number``: (first line, the line after it, cells; none for a row
    of empty cells between groups).

    Google Sheets copies a cell holding line breaks in double quotes (a quote inside doubled), so one row may run over
    several lines. The rows end at a line with no tab, or at a row of empty cells the next table's title follows (a
    row whose only cell is its first).
    """
    while number < len(lines) and "\t" in lines[number]:
        cells = lines[number].split("\t")
        end = number + 1
        if re.search(r'(?:^|\t)"', lines[number]):
            reader = csv.reader(io.StringIO("\n".join(lines[number : number + _TSV_CELL_LINES]), newline=""), delimiter="\t")
            parsed = next(reader, [])
            spans = reader.line_num
            # The lines a quoted cell runs over are that cell's words: no tab stands on them before the quote that
            # closes it, where a quote left open would run on into the rows below.
            ran_over = lines[number + 1 : number + spans]
            if spans == 1 or not any("\t" in line.split('"', 1)[0] for line in ran_over):
                cells, end = parsed, number + spans
        if not any(cell.strip() for cell in cells):
            following = next((line for line in lines[end:] if line.replace("\t", "").strip()), "")
            if "\t" not in following or not any(cell.strip() for cell in following.split("\t")[1:]):
                return
            cells = []
        yield number, end, cells
        number = end


def _csv_fields(lines: list[str]) -> list[str]:
    """A pasted spreadsheet of facts ("field,value,notes" and a row a fact) as one field line a row.

    Unfenced, Markdown joins its rows into one paragraph and reads ``__init__``
    as bold. "patch file,primus/a.py,handler is h" becomes "patch file:
    primus/a.py [note: handler is h]": a labelled statement, its notes in the
    same sentence (they qualify it: "NOT a site at this commit"), each name in
    backticks. A row without a value states its notes; a row
    with more cells than the header keeps them all as notes. Rows inside a
    code fence are left as written.
    """
    out = list(lines)
    fenced = False
    for number, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        header = None if fenced else _CSV_HEADER.match(line)
        if not header:
            continue
        out[number] = ""  # the column names say nothing
        # A cell quoted over several lines ("Finding" of a sheet saved as CSV) is one cell: its row's statement stands on
        # the line the row starts on, the lines it runs on over blank.
        start = sum(len(line) + 1 for line in lines[: number + 1])
        for record in csv_records("\n".join(lines), start, number + 1, header.group(1)):
            row_number = record[0][1]
            cells = [" ".join(part.strip() for part in cell.split("\n") if part.strip()) for cell, _ in record]
            if row_number >= len(lines) or not lines[row_number].strip() or len(cells) < 2:
                break
            last = max(line + cell.count("\n") for cell, line in record)
            for continued in range(row_number + 1, min(last, len(lines) - 1) + 1):
                out[continued] = ""
            name, value, notes = cells[0].strip(), cells[1].strip(), ", ".join(c.strip() for c in cells[2:] if c.strip())
            # A row is one statement: its notes qualify its value ("NOT a site at this commit", "either one alone turns it
            # on"), so their sentences are joined by commas, never split from the value they qualify.
            notes = re.sub(r"(?<=[^\s.])[.;]\s+(?=\S)", ", ", notes)
            value, notes = with_bare_code_quoted(value), with_bare_code_quoted(notes)
            out[row_number] = _row_statement(name, value, [notes])
    return out


# Org's strike-through, "+text+", which may run over a few lines of a list item: the words between the marks are struck.
_ORG_STRUCK = re.compile(r"(?<![\w+|])\+(?=[A-Za-z=~`])([^+|]{1,600}?[^\s+])\+(?![\w+])")


def _org_lines(lines: list[str]) -> list[str]:
    lines = _ORG_STRUCK.sub(lambda m: f"~~{m.group(1)}~~", "\n".join(lines)).split("\n")
    out: list[str] = []
    code = False
    for line in lines:
        directive = re.match(r"^\s*#\+(\w+)(?::\s*(.*)|\s.*)?$", line)
        if directive:
            name = directive.group(1).upper()
            if name.startswith("BEGIN_"):
                quote = name == "BEGIN_QUOTE"
                code = not quote
                out.append("" if quote else "```" + ("python" if "python" in line.lower() else ""))
            elif name.startswith("END_"):
                out.append("```" if code else "")
                code = False
            elif name == "TITLE":
                out.append(f"# {directive.group(2) or ''}".rstrip())
            else:
                out.append("")  # the author, the date, export options: nothing about the patch
            continue
        if code:
            out.append(line)
            continue
        heading = _ORG_HEADING.match(line)
        if heading:
            out.append(f"{'#' * min(len(heading.group(1)) + 1, 6)} {_org_inline(heading.group(2))}")
        elif re.fullmatch(r"\s*:(?:PROPERTIES|END):\s*", line, re.IGNORECASE):
            out.append("")
        elif drawer := re.match(r"^\s*:([A-Za-z][\w-]*):\s+(.*)$", line):
            # A property drawer's ":PHASE: before_train" is the field "PHASE: before_train".
            out.append(f"{drawer.group(1)}: {_org_inline(drawer.group(2))}")
        elif _ORG_TABLE_RULE.match(line):
            out.append(line.replace("+", "|"))
        else:
            out.append(_org_inline(line))
    return out


def _org_inline(line: str) -> str:
    return _ORG_CODE.sub(lambda m: f"`{m.group(1) or m.group(2)}`", line)


def _asciidoc_lines(lines: list[str]) -> list[str]:
    # A document attribute (":patch-file: primus/x.py") is what "{patch-file}" stands for wherever the text names it.
    attributes = {m.group(1): m.group(2).strip() for line in lines if (m := re.fullmatch(r":([\w-]+):\s*(.*)", line.strip()))}
    out: list[str] = []
    fence: str | None = None
    table = False
    rows = columns = 0
    for line in lines:
        if fence is None:
            line = _asciidoc_inline(line, attributes)
        stripped = line.strip()
        if fence is not None:
            out.append("```" if stripped == fence else line)
            fence = None if stripped == fence else fence
        elif stripped in ("----", "...."):
            out.append("```")
            fence = stripped
        elif not table and re.fullmatch(r"={4,}|\*{4,}|_{4,}|--", stripped):
            # An example, sidebar, quote or open block's delimiter ("[NOTE]" over ".Correction" over "===="): its words
            # are the page's, and its "====" no Markdown heading's underline.
            out.append("")
        elif re.fullmatch(r"\[(?:source|listing)\b[^\]]*\]", stripped) or re.fullmatch(r"\[\[?[\w.#%,=\s\"-]*\]?\]", stripped):
            out.append("")  # the attribute line of the block below it ("[abstract]", "[[correction-phase]]")
        elif re.fullmatch(r":[\w-]+:.*", stripped) and not table:
            out.append("")  # a document attribute (":toc: left"): how the page renders, nothing about the patch
        elif stripped == "|===":
            out.append("")
            table, rows, columns = not table, 0, 0
        elif table and stripped.startswith("|"):
            rows += 1
            columns = columns or stripped.count("|")
            out.append(stripped.rstrip("|").rstrip() + " |")
        elif table and not stripped and rows == 1:
            # A blank line right after the first row: AsciiDoc's sign that the row is a header.
            out.append("|" + "---|" * columns)
        elif title := re.match(r"^(={1,6}) (\S.*)$", line):
            out.append(f"{'#' * len(title.group(1))} {title.group(2)}")
        elif block_title := re.fullmatch(r"\.([^.\s].*)", stripped):
            # ".Supposed example, not a shipped config": a block's title, which leads the block under it.
            out.append(block_title.group(1).rstrip(".:") + ":")
        elif label := _ADOC_LABEL.match(line):
            # "Phase:: `before_train`" is a labelled field: the field line "Phase: `before_train`".
            out.append(f"{label.group(1)}{label.group(2)}: {label.group(3) or ''}".rstrip())
        else:
            out.append(line)
    return out


def _asciidoc_inline(line: str, attributes: dict[str, str]) -> str:
    """AsciiDoc's inline forms as Markdown's: an attribute reference its value, "[.line-through]#x#" struck, a
    passthrough "+x+" its words."""
    line = re.sub(r"\{([\w-]+)\}", lambda m: attributes.get(m.group(1), m.group(0)), line)
    line = re.sub(r"\[\.line-through\]#([^#\n]+)#", r"~~\1~~", line)
    return re.sub(r"(?<![\w+])\+([^+\n]+)\+(?![\w+])", r"\1", line)


def _row_statement(name: str, value: str, notes: list[str]) -> str:
    """A table row as the field line "name: value [note: ...]": the notes stay in the sentence they qualify, and
    feature.summary sets a trailing note apart. A row without a value states its notes."""
    note = ", ".join(n for n in notes if n)
    if not value:
        return f"{name}: {note}"
    return f"{name}: {value} [note: {note}]" if note else f"{name}: {value}"


def _is_mediawiki(text: str) -> bool:
    return bool(_MEDIAWIKI_HEADING.search(text) and _MEDIAWIKI_MARK.search(text))


def _is_org(text: str) -> bool:
    return bool(_ORG_DIRECTIVE.search(text))


def _is_asciidoc(text: str) -> bool:
    return bool(_ADOC_TITLE.search(text) and _ADOC_BLOCK.search(text))


def _is_confluence(text: str) -> bool:
    return bool(_CONFLUENCE_HEADING.search(text) and _CONFLUENCE_BLOCK.search(text))


def _is_textile(text: str) -> bool:
    return bool(_TEXTILE_HEADING.search(text) and _TEXTILE_MARK.search(text))


def _is_latex(text: str) -> bool:
    return bool(_LATEX_SECTION.search(text))


# The readers of a whole document, in the order they are tried: whether a text is in the format, how its lines read as
# Markdown, and whether that reading is the whole answer (a format of its own) or a layer the readers after it read on
# (a notebook script's Markdown cells, a CI log's lines, a tracker's cells in Jira markup, a chat's messages).
_DOCUMENT_READERS = (
    # First: a MIME document's parts are decoded (quoted-printable, base64) before a reader of the HTML inside reads it.
    (is_mime_document, mailbox_lines, False),
    # A web archive's page is read by the readers of HTML after it.
    (is_warc, warc_lines, False),
    # A paged document's footers, form feeds and headers are blank before any reader reads its words.
    (is_paged_text, paged_text_lines, False),
    # A reviewer's tracked changes are accepted before any reader reads the text they change.
    (is_criticmarkup, criticmarkup_lines, False),
    # A callout is the note's own words, not a quotation, unless its type or title says otherwise (see callouts).
    (is_callout_note, callout_lines, False),
    # An MDX page's components hold its text: read away before any reader takes a tag's line for HTML.
    (is_mdx, mdx_lines, False),
    (is_djot, djot_lines, False),
    (is_d2, d2_lines, False),
    (is_pod, pod_lines, True),
    (is_bibtex, bibtex_lines, True),
    (is_turtle, turtle_lines, True),
    (is_kdl, kdl_lines, True),
    (is_csharp_source, csharp_doc_lines, False),
    (is_kotlin_source, kdoc_lines, False),
    (is_rust_source, rust_doc_lines, False),
    (is_go_source, go_doc_lines, False),
    (is_cmake_lists, cmake_lines, True),
    (is_shell_script, shell_lines, True),
    (is_nix_expression, nix_lines, True),
    (is_terraform, terraform_lines, True),
    (is_roxygen_source, roxygen_lines, True),
    (is_fortran, fortran_lines, True),
    (is_powershell_help, powershell_help_lines, True),
    (is_ocaml_source, ocaml_doc_lines, True),
    (is_edoc_module, edoc_lines, True),
    (is_pascal_unit, pascal_lines, True),
    (is_ddoc_module, ddoc_lines, True),
    (is_nim_module, nim_lines, True),
    (is_vb_source, vb_doc_lines, True),
    (is_starlark, starlark_lines, True),
    (is_rpm_spec, rpm_spec_lines, True),
    (is_lyx, lyx_lines, True),
    (is_tomboy_note, tomboy_lines, True),
    (is_gettext_po, po_lines, True),
    (is_xliff, xliff_lines, True),
    (is_scribble, scribble_lines, True),
    (is_sile, sile_lines, True),
    (is_jsdoc_module, jsdoc_lines, True),
    (is_haddock_module, haddock_lines, True),
    (is_pandoc_changes, pandoc_changes_lines, False),
    # Before the typescript reader: a GitLab trace is a terminal's bytes too, but its notes are what its jobs print.
    (is_gitlab_trace, gitlab_trace_lines, True),
    (is_man_output, man_output_lines, True),
    (is_asciicast, asciicast_lines, True),
    (is_typescript, typescript_lines, True),
    (is_databricks_source, databricks_lines, False),
    (is_hg_export, hg_export_lines, True),
    (is_marimo_notebook, marimo_lines, False),
    (is_pluto_notebook, pluto_lines, False),
    (is_joplin_note, joplin_lines, False),
    # Before the Jekyll reader: a deck's front matter is Marp's own.
    (is_marp, marp_lines, False),
    # Before word_html: a document.xml declares Word's old namespace too.
    (is_word_xml, word_xml_lines, False),
    (is_slide_xml, slide_xml_lines, False),
    (is_word_html, word_html_lines, False),
    (is_rtf, rtf_lines, False),
    (is_flat_odf, flat_odf_lines, False),
    (is_fictionbook, fictionbook_lines, False),
    (is_spreadsheet_xml, spreadsheet_xml_lines, False),
    (is_nbconvert_html, nbconvert_lines, False),
    (is_fossil_ticket, fossil_ticket_lines, True),
    (is_element_html, element_lines, False),
    # After the notebook's and the chat's exports: its cells are <div>s too.
    (is_pipermail, pipermail_lines, True),
    (is_exported_page, exported_page_lines, False),
    (is_ical, ical_lines, False),
    (is_anki_export, anki_lines, True),
    (is_enex, enex_lines, False),
    (is_jira_xml, jira_xml_lines, False),
    # Its Textile is read by the Textile reader below.
    (is_redmine_issue, redmine_lines, False),
    (is_bugzilla_xml, bugzilla_lines, False),
    (is_mantis_xml, mantis_lines, False),
    (is_mediawiki_export, lambda lines: _mediawiki_lines(mediawiki_export_lines(lines)), True),
    (is_xwiki_xar, xar_lines, True),
    (is_opml, opml_lines, True),
    (is_percent_script, percent_script_lines, False),
    (is_ipython_log, ipython_log_lines, True),
    (is_bbcode, bbcode_lines, True),
    (is_logseq, logseq_lines, True),
    (is_jenkins_log, jenkins_lines, True),
    (is_slurm_output, slurm_output_lines, True),
    (is_fidonet, fidonet_lines, False),
    (is_pg_dump, pg_dump_lines, False),
    (is_sqlite_dump, sqlite_dump_lines, False),
    (is_range_diff, range_diff_lines, True),
    (is_bzr_log, bzr_log_lines, True),
    (is_cvs_log, cvs_log_lines, True),
    (is_darcs_log, darcs_log_lines, True),
    (is_hg_log, hg_log_lines, True),
    (is_svn_log_xml, svn_log_xml_lines, True),
    (is_ris, ris_lines, True),
    (is_org_ascii, org_ascii_lines, False),
    (is_info_file, info_lines, True),
    (is_ci_log, ci_log_lines, False),
    (is_ttml, ttml_lines, True),
    (is_captions, caption_lines, True),
    (is_imessage_export, imessage_lines, False),
    (is_meet_transcript, meet_lines, True),
    (is_otter_transcript, otter_lines, True),
    (is_tldv_transcript, tldv_lines, True),
    (is_dep3_patch, dep3_lines, True),
    (is_robot, robot_lines, True),
    # Before the roff reader: an mdoc page's ".Sh" sections are man's ".SH" in its own macros.
    (is_mdoc, mdoc_lines, True),
    (is_roff, roff_lines, True),
    # Before the INI and AsciiDoc readers: its "[label] text" entries are no sections, its "= Title" no AsciiDoc title.
    (is_rdoc, rdoc_lines, True),
    # Before the MediaWiki reader: its "== Section ==" headings are txt2tags' own, its "%" lines comments.
    (is_txt2tags, txt2tags_lines, True),
    (is_changelog, changelog_lines, True),
    (is_docstring_module, docstring_lines, True),
    # After the Google-style docstring: a port's module whose docstring labels its own parts.
    (is_python_module, python_lines, True),
    # Before a tracker's export: an inventory's long cells are no ticket's description.
    (is_csv_inventory, csv_inventory_lines, False),
    (is_tracker_csv, tracker_csv_lines, False),
    (is_texinfo, texinfo_lines, True),
    (is_vim_help, vim_help_lines, True),
    (is_typst, typst_lines, True),
    (is_zim_page, zim_lines, True),
    (is_twiki, twiki_lines, True),
    (is_plantuml, plantuml_lines, True),
    (is_graphviz, graphviz_lines, True),
    (is_taskpaper, taskpaper_lines, True),
    (is_workflowy, workflowy_lines, True),
    (is_tana, tana_lines, True),
    (is_todo_txt, todo_txt_lines, True),
    (is_tap, tap_lines, True),
    (is_dokuwiki, dokuwiki_lines, True),
    (is_wikidot, wikidot_lines, True),
    (is_tiki_wiki, tiki_wiki_lines, True),
    (is_neorg, neorg_lines, True),
    (is_tiddler, tiddler_lines, True),
    # Before the Creole reader: Remarkup's "= Title =" headings are Creole's too, its "~~struck~~" no escapes.
    (is_remarkup_page, remarkup_lines, True),
    (is_creole, creole_lines, True),
    (_is_mediawiki, _mediawiki_lines, True),
    # Before the org reader: a Muse page's "* " headings are org's too, its "#title" no "#+TITLE:".
    (is_muse, muse_lines, True),
    (_is_org, _org_lines, True),
    (_is_asciidoc, _asciidoc_lines, True),
    (is_rst, rst_lines, False),
    (_is_confluence, _confluence_lines, True),
    (_is_textile, _textile_lines, True),
    (is_context, context_lines, True),
    (_is_latex, _latex_lines, True),
    (is_drawio, drawio_lines, True),
    (is_svg, svg_lines, True),
    (is_atom_feed, atom_lines, True),
    (is_rss_feed, rss_lines, True),
    (is_xmpp_archive, xmpp_lines, True),
    (is_xml, xml_lines, True),
    (is_doxygen, doxygen_lines, True),
    # Before the text-format reader: Jsonnet's objects are written in braces too, with `//` comments it has not.
    (is_jsonnet, jsonnet_lines, True),
    (is_logfmt, logfmt_lines, True),
    (is_textproto, textproto_lines, True),
    (is_toml, toml_lines, True),
    (is_ini, ini_lines, True),
    (is_hash_commented_config, hash_config_lines, True),
    (is_reno_note, reno_lines, True),
    (is_yaml_document, yaml_lines, True),
    # Before the Jekyll reader: a MyST page's front matter is read there, its directives here.
    (is_myst, myst_lines, False),
    (is_hedgedoc, hedgedoc_lines, False),
    (is_jekyll, jekyll_lines, False),
    (is_word_text, word_text_lines, False),
    (is_mailbox, mailbox_lines, False),
    (is_chat_text, chat_text_lines, False),
)
