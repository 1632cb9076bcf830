#!/usr/bin/env python3
"""Draft a port facts file from a backend-patch-explorer report: every fact it states, a TODO for the rest.

Example:
  python scripts/facts_from_explorer.py rms_norm_deep_dive.md -o my-port.yaml
  python scripts/facts_from_explorer.py megatron_inventory.md --patch megatron.turbo.rms_norm -o my-port.yaml
  python scripts/facts_from_explorer.py report.md --json
  python scripts/facts_from_explorer.py report.md --primus ../Primus -o my-port.yaml

The report is backend-patch-explorer's markdown answer: an inventory table
(columns Patch, What it does, Patch logic, Code location, How to enable,
Requires; pick a row with --patch when it has several; a section under a
heading that names the row's id is read as that row's deep-dive) or a
deep-dive (sections What it does, Patch logic, Code location, Version
compatibility and dependencies, Porting into the user's own framework); a
report about one patch in a layout of its own (a memo, a Q&A checklist, an
FAQ) is read as one deep-dive whose parts every reader reads; --patch ID reads
a report that writes the id only where no reader looks (an HTML heading).
A report pasted in org-mode, AsciiDoc, Confluence, Jira, MediaWiki, Trac or
Textile markup, a MediaWiki Special:Export dump (its last revision), a DokuWiki page, a Texinfo chapter, a Typst document, a GNU ChangeLog, a PowerPoint deck's slide XML (its speaker notes after it as prose), a JATS, TEI, DocBook or DITA document (each section headed by its title or head, paragraphs and lists as prose), an Obsidian Canvas board, a Zoom meeting's chat, a Google Meet transcript, an Otter.ai transcript exported as text, a Lark document's blocks from its open API, a TAP run, a Jenkins console log (its echoed notes), a GitLab job's raw trace (what it cats and echoes), a Slurm job's output its tasks label (the script's lines read, the job's environment and its libraries' logs blank), FidoNet echomail (each message headed by its writer, kludges, tear, origin and routing lines blank, quotes quoted), a memo or a PDF's text laid out in pages (its footers, form feeds and headers blank), a Matrix room exported by Element as JSON or HTML (an edited message as its last edit; the HTML's sender, time and reply quote blank), a chat exported newest first (read oldest first), a Trac ticket's RSS feed, an asciinema recording (the comments typed at its prompt), a Taskwarrior export (each task a section), a manual page printed by man(1) with its bold kept, Gerrit's REST answers (after their guard line), a reno release note, a patch with a DEP-3 header, a Robot Framework suite, a memo in groff's ms macros, an Airtable base's records, a GitHub Projects board's cards (each a section under its title), a textproto record, a Jsonnet record, a Vim help file, an analysis as logfmt records, a Datadog notebook from its API, a systemd journal exported as JSON (the lines its main service logged), a CI run's log as `gh run view --log` prints it, an assistant's answer as a Messages API returns it, a Copilot chat exported as JSON, an MLflow run from its REST API, a Comet experiment's notes from its REST API (the last saved version), a Grafana dashboard's JSON model (its text panels' Markdown), a CodeTour walkthrough (its steps), a Jira issue from its REST API v2 (its wiki markup), a documentation page in MDX (its components' text read, unindented; a config in one tab of several an alternative), a change as `jj show` prints it, a Databricks notebook's source export, a Zeppelin note.json, a PowerShell transcript, a transcription job's output JSON, a Zim wiki page, a TWiki or Foswiki topic, a Joplin note's raw export, a LINE chat's text export, a WeeChat IRC log, a chat exported as CSV (Viber's), a Notion database or a Lucidchart diagram's shape data exported as CSV (each row a page or a shape, its status in front of its title), a sheet's cells from the Sheets API, a SARIF log, an IPython session log, LaTeX, a Doxygen or Javadoc comment block, a
Word or LibreOffice document saved as HTML or RTF, a workbook in XML Spreadsheet 2003, a notebook's HTML export, an outline as OPML, a flat OpenDocument text or spreadsheet (.fodt, .fods), a Marp deck, a PlantUML or Graphviz DOT source, a draw.io or Excalidraw drawing, a TaskPaper file, a todo.txt list, a Redmine issue as REST XML, a Bugzilla bug as XML, a blog post in its Atom feed, an SVG drawing, a terminal session recorded by script(1), a ChatGPT conversation export, a WeChat chat export, a coding agent's session as Claude Code saves it (JSON lines), an XMind map's content.json, a Google Keep note (JSON on one line, read as its text; other JSON on one line is read as `python -m json.tool` prints it, and the draft says so), a meeting invite (.ics), a Creole page, a Phabricator task or document in Remarkup (its ~~struck~~ text taken back), a TiddlyWiki tiddler, a Notion page as API JSON, a Jira issue as REST JSON (Atlassian Document Format), a Word document.xml, an Evernote export, a notes app's HTML page (Apple Notes), a page Notion or Sphinx exports as HTML, a Telegram chat exported as JSON, a Roam Research graph exported as JSON, a MyST Markdown page, a chat room's XMPP archive, a WordPress export (WXR), an Outline or Wiki.js page or a GitHub Gist as its API returns it (read as its one Markdown string, and the draft says so), a SiYuan document (.sy), a WorkFlowy outline exported as plain text, a Trilium note exported as HTML, a Discord channel DiscordChatExporter saves as HTML, a Google Doc downloaded as Markdown, a report reviewed with CriticMarkup or a Word review converted with pandoc --track-changes=all (read with its changes accepted), a HedgeDoc note, a Tana Paste outline, a Plane issue as API JSON, a discussion as its service's API returns it (a Shortcut story, Azure DevOps pull request threads, a Discourse topic, Gitea comments, a Basecamp message, Phabricator transactions, monday.com updates, a Bluesky or Mastodon thread, a Hacker News item, a Lemmy post, a Google Chat export, an X archive's tweets.js, an Intercom conversation, a Zendesk ticket, a Help Scout conversation, a Facebook Messenger chat, a Slack channel's messages, a Skype chat history, a Teams channel thread from the Graph API, a Figma file's comments, a Wrike task, a Todoist project's tasks and comments, a Kanboard task from its JSON-RPC API, a Height task, a Microsoft Planner task from Graph, a Google Doc's comments from the Drive API, a Webex space's messages, a Freshdesk ticket with its conversations, a GroupMe group's messages, a Gitter room's messages, a Guru card with its comments, a Keybase chat read through its API, a Lobsters story, a SourceHut todo ticket from its GraphQL API, a Buildkite build's annotations, a Google Calendar event with its attendees' comments, Nostr events as a relay returns them, a Wekan board's export, a Review Board request's reviews, a Salesforce Chatter feed, HubSpot notes, a Viva Engage thread, Amazon Chime channel messages, DingTalk group messages, RingCentral team chat posts, Zoho Cliq messages, an Azure DevOps work item with its comments, a GitHub Discussion from GraphQL, a Focalboard board.jsonl, a Basecamp Campfire's lines, a Fireflies.ai transcript, a Gong call's transcript, a Whisper, Deepgram, AssemblyAI, Speechmatics, Rev.ai, Azure AI Speech or Google Cloud Speech-to-Text transcription, a Stack Exchange question from its API, a Zammad ticket, a Google Sheet's ranges, a HyperKitty thread, a Vanilla Forums discussion, a NodeBB topic, a Bitbucket Server pull request's activities, a Ghost site's export, a Mattermost bulk export, a Nuclino item with its comments, a Yuque doc, a Zotero note, a Reviewable review's discussions, a Radicle issue, a MediaWiki page from its Action API, a Taiga user story, an OpenProject work package, a Vikunja task, a Leantime ticket, a GitLab wiki page with its notes, a Pagure issue, a Launchpad bug with its messages, a YouTrack issue with its comments, a Trello card with its checklists and comments, a Linear issue from its GraphQL API, a Gerrit change as gerrit query --format=JSON prints it, a ForgeFed ticket with its replies, an Azure DevOps wiki page, a HipChat room's history, a Flowdock flow, a Google Hangouts chat from Takeout, a SharePoint page with its comments), a Stack Exchange dump's Posts.xml (each post on lines of its own), a PmWiki page from wiki.d (its current text, decoded), a chat log Pidgin saved as HTML or an Adium transcript (each message on lines of its own), TiddlyWiki tiddlers as JSON, a Standard Notes backup, a Simplenote export (its trash left out), a Day One journal export, a RemNote export (its rems as an outline), a Mural board's widgets (each area a section, hidden widgets left out), a Coda page's content, a Craft document, an AFFiNE page snapshot, an Etherpad export (the pad's text, then its chat), a Deepnote project file, a ReadMe doc page or a Confluence page (REST API v1 or v2, storage format) as the API returns it, a document a rich-text editor saves as JSON (Editor.js, Sanity's Portable Text, a Quill Delta, Draft.js, ProseMirror or Tiptap, Contentful Rich Text, Lexical, Slate, an Anytype object's blocks, Pandoc's JSON AST), a Miro board's items, a Smartsheet sheet from its API, a web page saved as MHTML, a FreeMind or Freeplane mind map, a Roam Research graph as EDN, a Nextcloud Deck board as JSON, a tldraw board, a D2 diagram's source, a Google Slides presentation from its API, a Djot document, a Perl POD document, a reStructuredText page as Sphinx sources it, a Scrapbox (Cosense) project export, an XWiki page's XAR export, a VimWiki page, a BookStack page's HTML export, Jira's XML export of an issue, a flashcard deck exported as text, a Jekyll, Hugo, Obsidian (its callouts the note's own words unless their type or title hedges them) or
Notion page, a Slack, Mattermost or Discord export (JSON, or JSON lines), an
issue as `gh issue view --json` prints it, a tracker's task as JSON, a word processor's plain
text, an INI registry ([patch "id"] sections of key = value lines), a TOML
registry ([patch."id"] tables, [[arrays of tables]]), a forum post in BBCode, a
slide deck's outline, a
YAML document of the writer's own keys, a
"#"-commented config (a Dockerfile, a Makefile), a notebook kept as a
percent-format script, a chat copied as text (one message a line, or under
Telegram's headers), a meeting's captions (WebVTT, SubRip, SBV, TTML; a turn that takes back its speaker's last sentence strikes it), an iMessage chat exported as text, a table drawn with box-drawing characters, a LaTeX Beamer deck, a ConTeXt document, a table of notes pg_dump saved as SQL (each row's text, a retracted row quoted), git range-diff output (what only version 1 said struck), a compiled GNU Info file, a BibTeX database of findings (each entry's title a heading, its abstract, note and annote prose), a Wikidot page's source, a Tiki Wiki page's source (a `||` table a row a line), a Neorg note, an RDF knowledge base in Turtle (each subject a heading naming its type, each property an item), a Bazaar branch's `bzr log` (each revision a heading holding its message's first line), a Sweave or knitr document (its R chunks fenced), a file's `cvs log` and a repository's `darcs log -v` (each revision or patch a heading, a hunk's removed lines struck), a database's `sqlite3 .dump` (each row a heading naming its short columns; a retracted, hypothetical or open row quoted), an org-mode document exported by ox-ascii, a repository's `hg log -v`, a reference manager's RIS export, a LaTeX write-up revised with the `changes` package (replaced and deleted words struck), a findings file in KDL (a block a heading, a node an item, a node `/-` took out struck), a knowledge graph exported as JSON-LD (each node a section its status may set apart), Pandoc's AST as `pandoc -t native` prints it, a Helm chart's values file whose "##" comments carry the notes, a Rust crate whose doc comments hold the notes, a Bazel Starlark file (its comments prose, a patch's struct a heading over its fields, commented-out code quoted), Sapling's `sl log -v` (a rewritten or backed-out changeset set apart), a Go file's doc comments, a CMakeLists.txt (comments and messages prose), an RPM spec (its changelog entries each a release, newest first), a Nix expression or a Terraform module (comments prose, a description quoted, the code blank), a Kotlin file's KDoc, a Scala file's Scaladoc, a Fortran file's comments, a PowerShell script's comment-based help, an OCaml module's odoc, an Erlang module's EDoc, a Delphi unit's, a D module's DDoc, a Nim module's and a VB.NET file's doc comments and an R file's roxygen comments, a C# file's XML doc comments (each declaration's doc under its first line, `[Obsolete]` a deprecation), `svn log --xml -v` (a reverse-merged revision set apart), a CI job's raw
log, an issue tracker's CSV export, a Google-style module docstring, a port's Python module (its docstring prose, its
code blank), a
Confluence page in storage format (XHTML), a Logseq page, a roff manual page (a tbl table with a bold header as a table), an mdoc(7) page, an RDoc page, a txt2tags source, a LyX document, a Tomboy or Gnote note, an issue in MantisBT's XML export, a Pipermail thread saved as one file, a report translated as a gettext PO file or as XLIFF, a FictionBook 2 e-book, an Emacs Muse document, a Racket Scribble document, a SILE document, a JSDoc- or Haddock-documented module, an irssi, ZNC or HexChat log, an e-mail thread Outlook saves as text (read oldest first), a tl;dv meeting export, a marimo or Pluto.jl notebook, a web archive (WARC) of a page, a Mercurial series from hg export, a Fossil ticket's page,
mail saved with its headers (mbox, Usenet articles in a news batch, or a message with its MIME parts, a digest's messages each read under its own headers), a pull request's review comments as JSON, a Teams thread from the Graph API, a Slack thread from its API, an agent's session saved as chat messages (without its tool outputs),
as a spreadsheet of facts (field,value,notes, comma- or tab-separated),
a diff between two versions of a report (its new version), or a console
tool's grid tables, is read as the Markdown it stands for, line for line, so each line number cited is the
report's own. Sections that state nothing of the patch (open questions, a
companion patch, a postmortem's timeline or action items, a proposal's
Non-Goals and Alternatives, the port's own differences or tests, a changelog's Unreleased, Deprecated or Removed entries
and every version below its newest) give TODOs only. Conditions and doubts are
read in English, French, German, Chinese, Japanese, Korean, Vietnamese,
Indonesian, Hindi, Nepali, Kazakh, Esperanto, Sinhala, Swedish, Czech, Finnish, Romanian, Portuguese, Spanish, Turkish,
Greek, Lithuanian, Italian, Dutch and Polish (negations, conditions and neighbours in Marathi, Gujarati, Punjabi, Malayalam, Kannada, Uyghur, Tatar, Odia, Sindhi, Turkmen, Kurmanji, Cebuano, Bashkir, Assamese and Tigrinya, corrections in Luxembourgish and Breton, negations in Uzbek, Khmer, Kyrgyz, Lao and Tajik too, "only if" in
Belarusian;
"unless", "sauf si", "a meno che", "tenzij",
"außer wenn",
"除非", "ない限り", "않는 한"; "only if" and "unless" in Icelandic, Hungarian, Estonian, Latvian, Lithuanian, Bulgarian,
Croatian and Slovenian; negations in Ukrainian, Russian, Bulgarian, Estonian, Latvian, Hungarian, Icelandic, Romanian, Arabic,
Persian, Tamil, Bengali and Urdu; "hypothetical" in every European language), and a heading
that speaks of another patch in any of them, or names another patch's id, makes its section another patch's,
as a list item opening with another patch's id is that patch's; so is a table column that answers a question of
its row ("Rebound? | no", "Confidence | guess"). A Turbo symbol is no value where the report says
the patch calls none, nor a phase a line sets against the registration's own phase="...".
Each value in the draft cites the report line it was read from; nothing the
report does not state plainly is filled in (a condition, a question, an
open-questions section, another patch's row: a TODO quoting the line), and a
TODO quoting a line that a later line takes back ("the paragraph above is
wrong", "Correction to the previous paragraph") names that line. A paragraph
of lines that each hold one dotted path is a list, an item a line; a page
copied as text has the titles its "On this page" contents list as headings;
plain text's "o" bullets are items, and a name hard-wrapped at a "/" or a "."
is made whole. A line a unified diff shows around its change is its context,
no statement of the change. A correction that restates a claim ("I said above
that it also rebinds `x`") and denies it takes back every line above naming
`x` whole. A style the report states first and a later line denies ("Not a wrapper.") is a TODO, and so is a pin a
later line says "was dropped" (that package's only, where the line names one) and a comparison in an "if" clause whose main clause raises; versions "just what we ran, not a minimum" or from "We reproduced on ..." require
nothing; values "enough to trip the condition" and knobs "that do not switch anything on" are no flags; a "User:" or
"Assistant:" turn of a chat ends the section before it; "Same for `x: y`" after "does not switch this patch on" is no flag,
and "Correction to the previous sentence" takes that sentence back across a paragraph; a setting under which "the call goes straight to the original" is no flag. Without --patch, a second deep-dive under a heading naming another id is that
patch's page once the report's own id is known. An outline numbered on nearly every line reads each line as an item
nested by its number. A plain-text outline ("2.5 Neighbours ..."), a terminal panel
titled in its border, a one-asterisk bold line and "●" bullets are read as sections and lists; a "First draft |
Final" table gives its final column; what "Agent A says:" is weighed, not stated; once the report says the patch
has no condition=, a config block's values are one run's, never flags. Chinese in Traditional characters reads as in
Simplified ones; a section titled as made up ("Hypothetical config") states nothing; a command typed at a shell prompt
("$ tool --target megatron-core==0.16.0", in prose or in a code block) is what someone ran, not a requirement; "drop-in" naming a configuration file (systemd's) is no port kind; a heading opening "Neighbouring patch" (card, entry) and an id in `PRIMUS_PATCHES=...` name another patch; a label "(first pass, ...)" states nothing; a summary cut mid-clause is none; a module named as holding aliases without their names is a TODO; a site listed ", only when that
module can be imported" is bound in some runs only; a version written as a case ("when torch >= 1.13") is no requirement;
what a line calls "not a patch" gives no value. A findings sheet saved with ";" between cells reads as one saved with ",".
With --primus DIR (the Primus checkout the report was written from), each
drafted value is also checked against the patch's code, read with ast: the id
must be registered (register_patch; one commented out is named as such), the phase the registered one,
implementation.primus_file and implementation.primus must exist and the file
be the registering one or one it imports, each flag and the Turbo object must
be named somewhere in Primus (a Turbo object only another patch's handler of the
same file calls is that patch's), the last name of each site must be named by
the patch's code, docstrings and comments aside (a patch rebinds only what its code names), and not be the
object the code binds to a framework name (m.SGD = torch.optim.SGD), a variable of
enable.env only the patch's condition= reads is a gate, not a need of the
feature, and a framework version must be one of the registration's
backend_versions=. A value the code rules out becomes a
TODO quoting the report line and what the code says. Other variables,
versions and constraints are not checked here; find_sites.py checks the sites
against the framework's code.
With --view, the script prints the text whose lines a draft cites (the report
itself, or the view it is read in, as the draft's header names it) and drafts
nothing. Without -o the draft goes to stdout. Fill the TODOs, then run
scripts/check_facts.py on the draft.

Exit codes: 0 the draft was written (TODOs may remain), 1 the draft does not
pass check_facts.py although no required field is missing (a bug: please
report it), 2 bad input (one line on stderr: a missing or unreadable report,
no table, no sections and no patch id recognised, several patches and no
--patch, an existing output file without --force, a --primus directory
holding no primus/ package).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from portval.common import cli

cli.require_packages()

from portval.explorer.draft import draft_facts, viewed_report


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="facts_from_explorer.py",
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("report", help="backend-patch-explorer's answer, as a markdown file")
    parser.add_argument("-o", "--output", help="write the draft facts here (default: stdout)")
    parser.add_argument(
        "--patch", metavar="ID", help="the patch to draft: a row of an inventory table, or the id a report writes where no reader looks"
    )
    parser.add_argument(
        "--primus", metavar="DIR", help="a Primus checkout (the directory holding primus/): a value its code rules out becomes a TODO"
    )
    parser.add_argument("--force", action="store_true", help="overwrite the output file if it exists")
    parser.add_argument("--json", action="store_true", help="print what was found as JSON on stdout (with the draft when there is no -o)")
    parser.add_argument(
        "--view",
        action="store_true",
        help="print the text whose lines a draft of the report cites (the report itself, or the view it is read in) and draft nothing",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.view:
        sys.stdout.write(viewed_report(args.report))
        return cli.EXIT_OK
    draft = draft_facts(args.report, args.patch, args.output, force=args.force, primus=args.primus)
    if args.json:
        print(json.dumps(draft.summary_json(), indent=2))
    elif args.output:
        print("\n".join(draft.written_lines()))
    else:
        sys.stdout.write(draft.text)
        print(draft.count_line(), file=sys.stderr)
    if draft.valid is False:
        print(f"error: the draft does not pass check_facts.py ({draft.problem}); this is a bug in facts_from_explorer.py", file=sys.stderr)
        return cli.EXIT_CHECK_FAILED
    return cli.EXIT_OK


if __name__ == "__main__":
    sys.exit(cli.run(main))
