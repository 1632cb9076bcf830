"""Read a backend-patch-explorer report (markdown) into the port facts it states.

backend-patch-explorer answers in one of two fixed shapes:

- an inventory table, columns Patch, What it does, Patch logic, Code location,
  How to enable, Requires (one row per patch);
- a deep-dive, sections What it does, Patch logic, Code location, Version
  compatibility and dependencies, Porting into the user's own framework (as
  headings, or as a numbered list with bold titles).

``extract`` finds the shape, picks the patch, and reads each part for the facts
it can state: the patch id, the upstream rebinding sites, the Primus and Turbo
implementations, flags, phase, versions, packages and constraints. Every fact
carries the report line it came from. Nothing is inferred: what the report
does not say is left out and listed as a ``Todo`` (required and recommended
fields) or, when the report says something that cannot be written as a fact,
as a note. Pure functions: text in, ``Extraction`` out.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from markdown_it import MarkdownIt

from .affine_json import affine_page_view
from .coda_json import coda_page_view
from .code_tour import code_tour_view
from .comet_notes import comet_notes_view
from .compact_json import json_view
from .confluence_json import confluence_page_view
from .constraints import constraints, withdraw_shortened_keys
from .copilot_chat import copilot_chat_view
from .craft_json import craft_page_view
from .csv_views import csv_document_view
from .datadog_notebook import datadog_notebook_view
from .day_one import day_one_view
from .deepnote import deepnote_view
from .denials import (
    quote_struck_paths,
    section_items,
    struck_files_and_bounds,
    struck_paths,
    withdraw_beyond_only,
    withdraw_denied_claims,
    withdraw_denied_settings,
)
from .disowned import withdraw_disowned
from .enable import PATCH_GATE, flags, phase, settings_not_gates, side_effects, unvalued_flags
from .etherpad import etherpad_view
from .feature import backward, dtypes, module_under_test, patch_style, port_kind, summary, withdraw_denied_summary
from .freemind import freemind_view
from .google_slides import slides_view
from .grafana_dashboard import grafana_dashboard_view
from .hedge_words import ABOUT_ANOTHER_PATCH, MADE_UP
from .hedges import annotate, coverage, hedge_of, hedge_text, hedged_todo, names_another_patch, other_patch_ids, statements
from .im_logs import im_log_view
from .implementation import implementation, turbo
from .jira_rest_v2 import jira_issue_view
from .journal_json import journal_view
from .json_ld import json_ld_view
from .json_threads import thread_view
from .leftovers import leftovers
from .markdown import DEEP_DIVE_SECTIONS, INVENTORY_COLUMNS, REMARK, Block, deep_dive_parts, inventory_header, inventory_rows
from .markdown_in_json import markdown_view
from .markup import as_markdown
from .messages_api import messages_api_view
from .mhtml import mhtml_view
from .miro_board import miro_board_view
from .mlflow_run import mlflow_run_view
from .mural_board import mural_board_view
from .nextcloud_deck import deck_view
from .one_line_html import html_view
from .outlook_thread import outlook_thread_view
from .pandoc_native import pandoc_native_view
from .paths import PATCH_ID, is_dotted, is_file_name
from .pmwiki import pmwiki_view
from .readme_doc import readme_doc_view
from .records import Collector, Extraction, Found, ReportError, finish
from .remnote import remnote_view
from .requires import (
    backend_versions,
    drop_alternative_packages,
    drop_denied_bounds,
    drop_denied_packages,
    drop_denied_versions,
    packages,
    platform,
)
from .rich_text_json import rich_text_view
from .roam_edn import roam_edn_view
from .sentences import LOCATION, Sentence, citation, labelled, split_sentences
from .simplenote import simplenote_view
from .sites import framework_name, listed_sites, module_paths, rebinding_sites, wired_at, withdraw_transient_sites, without_effect
from .smartsheet import smartsheet_view
from .stack_posts import stack_posts_view
from .standard_notes import standard_notes_view
from .text import CODE_SPAN, one_line, plain_text
from .tiddlywiki_json import tiddlers_view
from .tldraw import tldraw_view

# Sections none of whose lines is a fact of the Primus patch, and why (see markdown.section_role).
_STATES_NOTHING = {
    "unsure": "an open question",
    "port": "the port's own choice, not Primus's",
    "tested": "how the port was tested",
    "companion": ABOUT_ANOTHER_PATCH,
    "incident": "the incident's account (what happened, what was believed, what is to do), not the patch's facts",
    "planned": "planned, not done",
    "superseded": "deprecated, removed or superseded",
    "upstream": "upstream's behaviour without the patch",
    "rejected": "rejected or retracted by the report",
    "made-up": MADE_UP,
    "earlier": "true of an earlier version",
}


# The label of a field that names where the code is: "Patch file:", "Implementation:", "Code location:".
_LOCATION_FIELD = r"(?:(?:patch|implementation|source|code)\s+)?(?:files?|location)|implementation"
# "* Needs: torch and Megatron-LM" in a TL;DR list: a field naming what the patch needs, wherever it stands.
_REQUIRES_FIELD = r"needs|requires|requirements|dependencies|deps"


def extract(text: str, patch: str | None = None, report: str = "report") -> Extraction:
    """Read ``text`` (a backend-patch-explorer answer) and return the facts it states about one patch.

    ``patch`` selects a row of an inventory table (required when it holds more
    than one) or must match the id of a deep-dive. ``report`` names the file in
    error messages and constraint sources. A report with neither, but naming
    its patch id (a memo, a Q&A checklist), is read as one deep-dive whose body
    every reader reads. Raises ``ReportError`` when no inventory table, no
    deep-dive sections and no patch id are recognised, or the patch is
    ambiguous or absent. A report of JSON holding one Markdown page, of JSON on
    one line, or an HTML page whose body is one line, is read in a view with
    lines of its own (see ``report_view``), which ``Extraction.lines`` names.
    """
    view, lines = report_view(text, report)
    extraction = _extract(view, patch, report, raw=text)
    return replace(extraction, lines=lines) if lines else extraction


def report_view(text: str, report: str = "report") -> tuple[str, str]:
    """The text a report is read as, and what its line numbers count ("" when they are the report's own lines): the
    report itself, or a view with lines of its own (see mhtml, outlook_thread, freemind, roam_edn, readme_doc, markdown_in_json, json_threads, stack_posts, im_logs, pmwiki, standard_notes,
    simplenote, day_one, remnote, csv_views, tiddlywiki_json, coda_json, craft_json, affine_json, etherpad, deepnote, datadog_notebook, journal_json, messages_api, copilot_chat, mlflow_run, comet_notes, grafana_dashboard, code_tour, jira_rest_v2, confluence_json, rich_text_json, pandoc_native, json_ld, miro_board, mural_board, tldraw, google_slides, smartsheet, nextcloud_deck, compact_json and
    one_line_html)."""
    # A file saved on Windows or sent as mail ends its lines with CRLF: a reader that looks at a line's end (a
    # quoted-printable soft break "=", a heading's closing marks) must not find "\r" there.
    unix = text.replace("\r\n", "\n")
    # A wiki page's JSON holding its Markdown in one string (Outline, Wiki.js) is read as that Markdown.
    view = unix
    views = (
        mhtml_view,
        outlook_thread_view,
        freemind_view,
        roam_edn_view,
        readme_doc_view,
        markdown_view,
        thread_view,
        stack_posts_view,
        im_log_view,
        pmwiki_view,
        standard_notes_view,
        simplenote_view,
        day_one_view,
        remnote_view,
        csv_document_view,
        tiddlers_view,
        coda_page_view,
        craft_page_view,
        affine_page_view,
        etherpad_view,
        deepnote_view,
        datadog_notebook_view,
        journal_view,
        messages_api_view,
        copilot_chat_view,
        mlflow_run_view,
        comet_notes_view,
        grafana_dashboard_view,
        code_tour_view,
        jira_issue_view,
        confluence_page_view,
        rich_text_view,
        pandoc_native_view,
        json_ld_view,
        miro_board_view,
        mural_board_view,
        tldraw_view,
        slides_view,
        smartsheet_view,
        deck_view,
        json_view,
    )
    for view_of in views:
        # A view may change the text without lines of its own: Gerrit's guard line is blank in the JSON it reads.
        view, lines = view_of(view, report)
        if lines:
            return view, lines
    # An HTML page whose body is one line (Notion's export) is read one block a line (see one_line_html).
    return html_view(view, report)


def _extract(text: str, patch: str | None, report: str, raw: str) -> Extraction:
    """What ``text`` (the report, or its view) states about ``patch``; ``raw`` is the report as written."""
    # The report as written is kept: a reader may blank the line an id stands on (a short cell of a JSON export).
    written = text
    text = as_markdown(written)
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    rows = inventory_rows(tokens)
    parts, title = deep_dive_parts(tokens, patch)
    sections = [role for role in ("what", "logic", "location", "requires", "porting") if role in parts]
    if len(sections) >= 2:
        ignored = f"the inventory table ({len(rows)} rows) next to the deep-dive" if rows else ""
        ids = {found.value for found in _deep_dive_ids(_candidates(parts), title)}
        if patch is None and len(ids) == 1:
            # Read again knowing whose deep-dive it is: a second one below it ("### Deep-dive: `megatron.x.other`
            # (neighbour)") and its "**1. What it does**" are then that patch's page, not more of this one's parts.
            parts, title = deep_dive_parts(tokens, ids.pop())
        # A section under a heading of the report's own ("Where it binds", "Requirements") is read by every reader.
        unnamed = parts.pop("other", [])
        return _from_deep_dive({**parts, "body": unnamed} if unnamed else parts, title, patch, report, ignored, written, raw)
    if rows:
        # What follows the first table speaks of its rows; what precedes it, of the scan.
        start = min(cell.line for row in rows for cell in row.values())
        notes = [
            b for blocks in parts.values() for b in blocks if b.line > start and not b.heading and not (b.row and inventory_header(b.table))
        ]
        return _from_inventory(rows, sorted(notes, key=lambda b: b.line), patch, report, _closeups(tokens, rows))
    if _deep_dive_ids(_candidates(parts), title) or _written(patch, raw) or _written(patch, written):
        # A report about one patch in a layout of its own (a terse memo, a Q&A checklist) is one deep-dive whose one
        # part, its "body", every reader reads: a lone section name ("Porting checklist", "requires:") orders nothing.
        # Only a report naming no patch is refused.
        # A How to enable part (an FAQ's "What turns it on?") keeps its role: its flags are stated as what enables the patch.
        # So do the sections that state nothing of the patch (open questions, the port's own differences, its tests).
        kept = {role: parts.pop(role) for role in ("enable", *_STATES_NOTHING) if role in parts}
        body = sorted((b for blocks in parts.values() for b in blocks), key=lambda b: b.line)
        return _from_deep_dive({"body": body, **kept}, title, patch, report, "", written, raw)
    raise ReportError(
        f"{report}: found no inventory table and no deep-dive sections, and no patch id to read the report as one deep-dive; "
        f"expected a table with columns {', '.join(INVENTORY_COLUMNS)}, sections {', '.join(DEEP_DIVE_SECTIONS)}, "
        "or a patch id in the title or after a label (id:, patch id, registered as); "
        "--patch ID reads it as one deep-dive when the report writes that id anywhere"
    )


def _closeups(tokens: list, rows: list[dict[str, Block]]) -> dict[str, range]:
    """The lines of each section whose heading names a row's patch id ("## Close-up: `megatron.moe.x`"): a deep-dive of
    that row, from its heading to the next heading at its level or above."""
    ids = {i for i in map(_row_id, rows) if i}
    headings = [
        (int(token.tag[1:]), token.map[0] + 1, tokens[index + 1].content)
        for index, token in enumerate(tokens)
        if token.type == "heading_open" and token.map and index + 1 < len(tokens)
    ]
    found: dict[str, range] = {}
    for number, (level, line, text) in enumerate(headings):
        named = [i for i in ids if f"`{i}`" in text or re.search(rf"(?<![\w.]){re.escape(i)}(?![\w.])", text)]
        if len(named) == 1 and named[0] not in found:
            end = next((later for depth, later, _ in headings[number + 1 :] if depth <= level), 10**9)
            found[named[0]] = range(line, end)
    return found


def _from_inventory(
    rows: list[dict[str, Block]], notes: list[Block], patch: str | None, report: str, closeups: dict[str, range]
) -> Extraction:
    ids = [_row_id(row) for row in rows]
    listed = ", ".join(i or f"(row at line {row['patch'].line})" for i, row in zip(ids, rows))
    if patch is not None:
        chosen = [row for i, row in zip(ids, rows) if i == patch]
        if not chosen:
            raise ReportError(f"{report}: --patch {patch}: no such row in the inventory table, expected one of {listed}")
        row = chosen[0]
    elif len(rows) > 1:
        raise ReportError(f"{report}: the inventory table has {len(rows)} patches, expected --patch with one of {listed}")
    else:
        row = rows[0]
    patch_id = _row_id(row)
    parts = {role: [cell] for role, cell in row.items() if not role.startswith(REMARK)}
    # A close-up of this row under a heading naming it is a deep-dive every reader reads; one of another row is about
    # that patch and none of this one's notes.
    own = closeups.get(patch_id or "", range(0))
    elsewhere = [lines for other, lines in closeups.items() if other != patch_id]
    body = [b for b in notes if b.line in own and not b.heading]
    notes = [b for b in notes if b.line not in own and not any(b.line in lines for lines in elsewhere)]
    if body:
        parts["body"] = body
    remarks = [cell for role, cell in row.items() if role.startswith(REMARK) and plain_text(cell.text)]
    collector = Collector()
    if patch_id:
        cell = row["patch"]
        collector.put("feature.id", Found(patch_id, cell.line, one_line(f"{cell.label}: {plain_text(cell.text)}")))
    if "what" in row and plain_text(row["what"].text):
        cell = row["what"]
        collector.put("feature.summary", Found(plain_text(cell.text), cell.line, one_line(f"{cell.label}: {plain_text(cell.text)}")))
    _read_parts(parts, collector, report, patch_id, inventory=True)
    about_row = _inventory_notes(notes, patch_id, [i for i in ids if i and i != patch_id], collector)
    # "Correction to the Patch logic cell of this row: the line saying it also rebinds `x` is wrong": a note below the
    # table takes back what the row's cell claims.
    withdraw_denied_claims([*split_sentences(row.values()), *about_row], collector, {})
    # "1. `x` (Patch logic cell): the replacement is **not** `_logger.info`": a note naming the object the cell got wrong.
    withdraw_denied_settings([*split_sentences(row.values()), *about_row], collector)
    for sentence in split_sentences(remarks):
        # "skipped when `fp8` is on": a column of the report's own says how the row's facts hold, as a note below would.
        hedged_todo(replace(sentence, hedge="a remark in a column of the report's own"), collector)
    leftovers([*split_sentences(row.values()), *split_sentences(body), *about_row], collector, patch_id)
    return finish("inventory", patch_id, row["patch"].line, collector)


def _inventory_notes(blocks: list[Block], patch_id: str | None, others: list[str], out: Collector) -> list[Sentence]:
    """What the report writes around the inventory table (notes, a versions table) about this row, as TODOs quoting each line.

    A note says how a row's facts hold (only when, restored after, a version for one row): never a value of its own.
    A sentence naming another row's patch, and not this one, is about that row and is left out. Returns the sentences
    kept, about this row or every row.
    """
    kept = []
    for sentence in split_sentences(blocks):
        names = [v for k, v in sentence.segments if k == "code"]
        if any(o in names for o in others) and patch_id not in names:
            continue
        kept.append(sentence)
        if names[:1] == ["PRIMUS_PATCHES"]:
            # The closing note of every inventory: the global allow-list, the same for every row and no fact of one.
            continue
        hedged_todo(replace(sentence, hedge="a note beside the inventory table"), out)
    return kept


def _row_id(row: dict[str, Block]) -> str | None:
    cell = row.get("patch")
    if cell is None:
        return None
    spans = [m.group(2).strip() for m in CODE_SPAN.finditer(cell.text)]
    for candidate in [*spans, plain_text(cell.text)]:
        if re.fullmatch(PATCH_ID, candidate):
            return candidate
    return None


def _from_deep_dive(
    parts: dict[str, list[Block]], title: Block | None, patch: str | None, report: str, ignored: str, written: str, raw: str
) -> Extraction:
    collector = Collector()
    every = [s for blocks in parts.values() for s in split_sentences(blocks)]
    candidates = _deep_dive_ids(_candidates(parts), title)
    ids = sorted({found.value for found in candidates})
    if patch is not None and patch not in ids and (_written(patch, raw) or _written(patch, written)):
        # --patch names an id the report writes where no reader looks (an HTML heading, a short cell of a JSON export),
        # or one the readers took for something else: the user's word for it.
        line = next((s.line for s in every if patch in s.text), written[: written.find(patch)].count("\n") + 1 if patch in written else 1)
        candidates, ids = [Found(patch, line, f"--patch {patch}")], [patch]
    if patch is not None:
        if patch not in ids:
            named = f"names {', '.join(ids)}" if ids else "names no patch id"
            raise ReportError(f"{report}: --patch {patch}: the deep-dive {named}, expected the id it is about (or no --patch)")
        chosen = next(found for found in candidates if found.value == patch)
    elif len(ids) > 1:
        raise ReportError(f"{report}: the deep-dive names {len(ids)} patch ids, expected --patch with one of {', '.join(ids)}")
    else:
        chosen = candidates[0] if candidates else None
    if chosen:
        collector.put("feature.id", chosen)
    _read_parts(parts, collector, report, chosen.value if chosen else None, inventory=False)
    leftovers(every, collector, chosen.value if chosen else None)
    return finish("deep-dive", chosen.value if chosen else None, title.line if title else 1, collector, ignored)


def _candidates(parts: dict[str, list[Block]]) -> list[Sentence]:
    """The sentences that may name the report's own patch: not those of a part about another patch, or about nothing of it."""
    return [s for role, blocks in parts.items() if role not in _STATES_NOTHING for s in split_sentences(blocks)]


_NOT_REGISTERED = re.compile(r"\bcommented[ -]out\b|\b(?:is|isn['’]t|is\s+not)\s+(?:never\s+)?registered\s+at\s+all\b|\bnever\s+registered\b", re.IGNORECASE)


def _deep_dive_ids(sentences: list[Sentence], title: Block | None) -> list[Found]:
    """Patch ids in order of trust: a quoted ``register_patch("id", ...)``, the title, then "patch id `x`"."""
    # A code block's statement holds no decorator above its def: the block is searched whole, each id found once.
    registered: dict[str, Found] = {}
    for s in sentences:
        # "register_patch(; "x"": a code block a JSON export flattens onto one line, its line breaks as "; ".
        # "its @register_patch("x", ...) is commented out, so it isn't registered": a registration that never runs.
        if not s.code and _NOT_REGISTERED.search(s.text):
            continue
        for m in re.finditer(rf"register_patch\(\s*(?:;\s*)?[\"']({PATCH_ID})[\"']", s.block if s.code else s.text):
            registered.setdefault(m.group(1), Found(m.group(1), s.line, s.quote()))
    # The registrations of this patch and a neighbour quoted, the title naming one of them: the title's is the report's.
    titled = [found for value, found in registered.items() if title is not None and f"`{value}`" in title.text]
    if len(registered) > 1 and len(titled) == 1:
        return titled
    if registered:
        return list(registered.values())
    # "## patch `megatron.args.a`" ... "## patch `megatron.args.b`": a report whose headings name several patches is an
    # inventory in sections, and its first heading is one entry, not the report's title. Its entries stand at one level:
    # an id in a heading below the title's level ("# `a` deep-dive" over "### Jak'a patch: `b`") heads a part of it.
    headed: dict[str, Found] = {}
    for s in sentences:
        if title is not None and title.depth and s.depth > title.depth:
            continue
        # "### Neighbouring patches: `megatron.moe.permute_fusion`": a heading about others is no entry of an inventory.
        for span in CODE_SPAN.finditer(s.text) if s.heading and not names_another_patch(plain_text(s.text)) else ():
            value = span.group(2).strip()
            if re.fullmatch(r"(?:megatron|torchtitan|maxtext)(?:\.[a-z0-9_]+){2,}", value):
                headed.setdefault(value, Found(value, s.line, one_line(plain_text(s.text))))
    if len(headed) > 1 and title is not None and any(f"`{i}`" in title.text for i in headed):
        return list(headed.values())
    asked: list[Found] = []  # the ids a title written as a question names
    # "## patch `megatron.args.a` — sibling, NOT ours": a first heading about another patch titles nothing of this one.
    if title is not None and not names_another_patch(plain_text(title.text)):
        in_title = [m.group(2).strip() for m in CODE_SPAN.finditer(title.text)]
        found = [
            Found(i, title.line, one_line(plain_text(title.text)))
            for i in in_title
            if re.fullmatch(PATCH_ID, i) and "." in i and not is_file_name(i)
        ]
        # "megatron.args.hsdp — notes": a title whose first word looks like a patch id, in backticks or not.
        first = re.match(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+(?=$|[\s:,(])", plain_text(title.text))
        if not found and first and not is_file_name(first.group(0)):
            found = [Found(first.group(0), title.line, one_line(plain_text(title.text)))]
        # "Runbook: Qwen3 tied embeddings (torchtitan.fsdp.weight_tying)": an id under a backend's namespace in the title.
        # Primus's backends name their patches so: megatron_bridge.x, maxdiffusion.x, mlperf_llama2_70b.megatron.x too.
        named = set(
            re.findall(
                r"(?<![\w./-])((?:megatron(?:_bridge)?|torchtitan|maxtext|maxdiffusion|mlperf_[a-z0-9_]+)(?:\.[a-z0-9_]+)+)(?![\w/-]|\.\w)",
                plain_text(title.text),
            )
        )
        if not found and len(named) == 1:
            found = [Found(named.pop(), title.line, one_line(plain_text(title.text)))]
        # "How does Primus make `pretrain_gpt.forward_step` work with ...?": a question's title names what it asks about,
        # which a label below ("registered as `x`") may say is not the patch.
        asked = found if plain_text(title.text).rstrip().endswith("?") else []
        if found and not asked:
            return found
    # "patch id `x`", "registered as `x`", and a label ("**Name:** `x`", "| Patch id | `x` |").
    # In a config or a log the id stands bare or quoted: 'id = "megatron.te.x"', "registered id is torchtitan.x".
    labelled = [
        Found(m.group(1).rstrip("."), s.line, s.quote())
        for s in sentences
        for m in re.finditer(
            # Swedish writes the id as "id:t" (the id), Romanian "id-ul"; a label in another language puts a word after "ID"
            # ("| ID patche |"); Ukrainian and Russian write "ідентифікатор патча", "идентификатор патча", Hebrew "המזהה" (the id);
            # Spanish and Portuguese "el id con el que se registra es `x`", "o id é `x`"; a YAML key "registered_as: x".
            # Japanese, Korean and Chinese write the label before a particle: "パッチIDは x", "패치 ID는 x", "补丁ID为 x", "id 是 x".
            # A review's summary of the call: "Registers `megatron.args.x` with `backend="megatron"`, `phase=...`".
            # "The patch is `megatron.optimizer.x`." names it in code; "# deep-dive: megatron.args.x -- ..." (a comment
            # typed at a shell prompt) too.
            rf"(?:patch[ _]id(?:\s+is|\s+as\s+registered)?|(?:パッチ|패치|补丁|補丁)\s*ID\s*(?:は|는|为|為|是)?|\bid\s*(?:是|为|為)|\bid\b(?:\s+[^\W\d_]+){{0,6}}?\s+(?:es|é)\b|\b(?:ідентифікатор|идентификатор)(?:\s+патча)?|(?<!\w)ה?מזהה(?!\w)|\bid\s+[^\W\d_]{{2,12}}(?=\s*[:|])|\bid(?::e?t\b|-ul\b|\s+is)?\b|registered[ _]id(?:\s+is)?|\bthe\s+patch\s+is(?=\s+`)|\bdeep[- ]?dive\s*:|registered[ _]as|registered\s+with\s+`?@?register_patch`?\s+as|registers\s+(?:\w+\s+){{0,3}}as|registers(?=\s+`[^`]+`\s+with\s+`?backend\b)|registers\s*:\s*(?:one|a|the|its)\s+patch\s*,?|Primus registers(?!\s+(?:\w+\s+){{1,3}}as\b|\s*:)|^[\s*|-]*name\b)"
            # 'PATCH = {"id": "megatron.x.y"}': a dict's key closes its quote before the colon; 'PATCH_ID: Final = "x"' types it.
            # 'registered as "`megatron.x.y`"': a quoted code span, a quote and a backtick before the id.
            rf"[\"'`]?[\s*:|=]*(?:(?:typing\.)?(?:Final|str)(?:\[str\])?\s*=\s*)?[\"'`]{{0,2}}({PATCH_ID})",
            s.text,
            re.IGNORECASE,
        )
        # A Primus id is namespaced ("megatron.te.x"): "NAME fla_rmsnorm - ..." names a page, not the patch.
        # A name ending in a file's suffix ("porting_x.ipynb", "notes.md") is a file, whatever it looks like.
        # "the id is `megatron.checkpoint.*`": a pattern of ids, none of them.
        # "name: patch-report-megatron.x" (a CI step's upload): a hyphenated name is an artifact's or a job's; Primus's
        # ids have none.
        if "." in m.group(1).rstrip(".") and not is_file_name(m.group(1).rstrip(".")) and not s.text.startswith("*", m.end(1))
        and not ("-" in m.group(1) and re.match(r"[\s*|-]*name\b", s.text, re.IGNORECASE))
    ]
    # "ID" alone, a heading or a label line, then "- `megatron.x.y` · backend=megatron": the label names the line below it.
    labelled += [
        Found(span.group(2).strip(), below.line, below.quote())
        for above, below in itertools.pairwise(sentences)
        if re.fullmatch(r"(?:patch\s+)?(?:id|name)", plain_text(above.text).strip(" :#"), re.IGNORECASE) and below.line > above.line
        for span in list(CODE_SPAN.finditer(below.text))[:1]
        if re.fullmatch(PATCH_ID, span.group(2).strip()) and "." in span.group(2)
    ]
    # "A: `x`, registered in <file>", "`x` (registered in <file>)": an id the sentence says is registered, written before the verb.
    registered_after = [
        Found(m.group(1), s.line, s.quote())
        for s in sentences
        for m in re.finditer(rf"`({PATCH_ID})`,?\s+\(?(?:is\s+|was\s+)?registered\b", s.text)
        if "." in m.group(1) and not re.search(r"\.(?:py|ya?ml)$", m.group(1)) and not names_another_patch(s.prose)
    ]
    # "Correction: the id above is wrong ... The registered id is `x`": the ids labelled above the correction are taken back.
    corrected = [s.line for s in sentences if _ID_ABOVE_WRONG.search(plain_text(s.text))]
    if len({found.value for found in labelled}) > 1 and corrected:
        labelled = [found for found in labelled if found.line >= min(corrected)] or labelled
    return labelled or registered_after or asked or _deep_dive_heading(sentences) or _named_patches(sentences) or _prose_id(sentences)


def _deep_dive_heading(sentences: list[Sentence]) -> list[Found]:
    """The id of the one heading that opens the explorer's deep-dive ("### Deep-dive: `megatron.fsdp.x`") in a report
    titled otherwise (a pull request's "## Summary" over the inventory rows it pasted); none when several do."""
    found = [
        Found(span.group(2).strip(), s.line, one_line(plain_text(s.text)))
        for s in sentences
        if s.heading and re.match(r"\W*deep[- ]?dive\b", plain_text(s.text), re.IGNORECASE)
        for span in list(CODE_SPAN.finditer(s.text))[:1]
        if re.fullmatch(PATCH_ID, span.group(2).strip()) and "." in span.group(2)
    ]
    return found if len({f.value for f in found}) == 1 else []


_ID_ABOVE_WRONG = re.compile(r"\bthe\s+(?:patch\s+)?id\s+above\s+(?:is|was)\s+(?:also\s+)?(?:wrong|not\s+right|incorrect)\b", re.IGNORECASE)


def _acts_on_denied(sentence: Sentence, denied: set[str]) -> bool:
    """Whether what the sentence says the patch wraps or rebinds ("it wraps `X`") is a path the report says is no site
    (by its path or its last name)."""
    segments = sentence.segments
    for index, (kind, value) in enumerate(segments[:-1]):
        following = segments[index + 1][1].removesuffix("()")
        if kind == "text" and _STYLE_VERB.search(value) and segments[index + 1][0] == "code" and is_dotted(following):
            return any(following == d or following.endswith("." + d) for d in denied)
    return False


# The verb a style is read from, right before what it acts on: "it wraps `X`", "rebinds `X`".
_STYLE_VERB = re.compile(r"\b(?:wraps?|wrapping|rebinds?|rebinding|replaces?|replacing|patches)\s*$", re.IGNORECASE)


def _written(patch: str | None, text: str) -> bool:
    """Whether the report writes the id ``patch`` as a whole word."""
    return patch is not None and re.search(rf"(?<![\w.-]){re.escape(patch)}(?![\w-]|\.\w)", text) is not None


def _prose_id(sentences: list[Sentence]) -> list[Found]:
    """The one id a sentence about a patch names in code ("This note covers `megatron.te.fused_bias_swiglu`, which Primus
    registers"): namespaced under a backend, lower case, and not the module of a path the report names elsewhere."""
    spans = {v for s in sentences for k, v in s.segments if k == "code"}
    found: dict[str, Found] = {}
    for sentence in sentences:
        if (
            not (_ABOUT_A_PATCH.search(sentence.prose) or _PATCH_FILE.search(sentence.text))
            or names_another_patch(sentence.prose)
            or hedge_text(sentence.prose, plain_text(sentence.text))
        ):
            continue
        quoted = _quoted_spans(sentence.text)
        for span in CODE_SPAN.finditer(sentence.text):
            value = span.group(2).strip()
            if (
                re.fullmatch(r"(?:megatron|torchtitan|maxtext)(?:\.[a-z0-9_]+)+", value)
                and not any(other.startswith(f"{value}.") for other in spans)
                and not any(start <= span.start() < end for start, end in quoted)
            ):
                found.setdefault(value, Found(value, sentence.line, sentence.quote()))
    return list(found.values()) if len(found) == 1 else []


# Wording that says a sentence is about a patch as a whole: the patch, what registers it, what a note covers.
# "That is `x`, in `primus/backends/megatron/patches/x_patches.py`": the file a patch is registered in.
_PATCH_FILE = re.compile(r"primus/backends/[\w/]*patches[\w/]*\.py")
# "*Explorer notes: `x`*": the heading of a thread or page the explorer's findings open.
_ABOUT_A_PATCH = re.compile(
    r"\bpatch(?:es|ed)?\b|\bregist(?:ers?|ered|ry)\b|\bcovers?\b|\bthis note\b|\bexplorer\s+(?:notes?|report|write-?up)\b", re.IGNORECASE
)


def _quoted_spans(text: str) -> list[tuple[int, int]]:
    """Where a sentence quotes someone's words ('reads "Monkey patch `x` to ..."'): a name there is theirs, not a name of
    the report's patch. A quoted name alone (`describe("megatron.x.y")`) is no one's words."""
    return [q.span() for q in re.finditer(r"\"[^\"\n]*\"|“[^”\n]*”", text) if len(q.group(0).split()) >= 3]


def _named_patches(sentences: list[Sentence]) -> list[Found]:
    """Ids named as a patch anywhere in a sentence ("Patch `x` replaces ...", "the Megatron patch `x`"), the report's own
    patch: a sentence about a sibling, companion or other patch names that patch, not this one."""
    found = []
    for sentence in sentences:
        if names_another_patch(sentence.prose) or hedge_text(sentence.prose, plain_text(sentence.text)):
            # "If ODC's hook has cached it (set by the `megatron.odc_torch_fsdp2` patch)": a hedged sentence names
            # another patch more often than its own.
            continue
        # "Patch `x` replaces ...", "ports Primus's `x` patch", "patchi `x`" (Finnish), "patchen `x`" (Swedish).
        # 'Its description= reads "Monkey patch `m.get_model` to ..."': quoted words are the description's, not a name.
        quoted = _quoted_spans(sentence.text)
        for m in re.finditer(rf"\bpatch(?:i|in|en|e)?[\s*:]*`({PATCH_ID})`|`({PATCH_ID})`\s+patch\b", sentence.text, re.IGNORECASE):
            named = m.group(1) or m.group(2)
            if any(start <= m.start() < end for start, end in quoted):
                continue
            if "." in named and not re.search(r"\.(?:py|ya?ml|md)$", named):
                found.append(Found(named, sentence.line, sentence.quote()))
    return found


# "Field | First draft | Final", "Before | After": the column a table says is the answer, and the ones it corrects.
_FINAL_COLUMN = re.compile(r"\W*(?:final(?:\s+answer)?|after|now|corrected|fixed|revised|current|verified)\W*", re.IGNORECASE)
_DRAFT_COLUMN = re.compile(
    r"\W*(?:(?:my\s+)?(?:first|initial|original|earlier|previous|old)(?:\s+(?:draft|pass|answer|version|guess))?|draft|before|was)\W*",
    re.IGNORECASE,
)


def _own_column(block: Block, patch_id: str | None) -> Block:
    """A row of a table comparing patches ("Aspect | MaxText (`maxtext.logger`) | TorchTitan (`torchtitan.logger`)") as the
    statement its first cell and this patch's column make ("Description: ..."); the twin's column is none of this patch's.
    So is a row of a table setting a first draft beside the final answer ("Field | First draft | Final"): the draft is
    what the final column corrects."""
    if not (block.row and block.table):
        return block
    headers, cells = block.table.split(" | "), block.text.split(" | ")
    final = [i for i, header in enumerate(headers[1:], 1) if _FINAL_COLUMN.fullmatch(plain_text(header))]
    drafts = [i for i, header in enumerate(headers[1:], 1) if _DRAFT_COLUMN.fullmatch(plain_text(header))]
    if len(final) == 1 and drafts and len(cells) == len(headers):
        return replace(block, text=f"{cells[0].strip()}: {cells[final[0]].strip()}", row=False)
    if not patch_id:
        return block
    named = [i for i, header in enumerate(headers) if re.search(rf"(?<![\w.]){re.escape(patch_id)}(?![\w.])", header)]
    others = [i for i, header in enumerate(headers[1:], 1) if i not in named and re.search(r"\b[a-z]\w*\.[a-z_][\w.]*\b", header)]
    if not named:
        # "Aspect | Upstream Megatron | Primus patch | Our port": the Primus column is this patch's; upstream's and the
        # port's are not.
        named = [i for i, header in enumerate(headers[1:], 1) if re.match(r"\W*primus\b", plain_text(header), re.IGNORECASE)]
        others = [
            i
            for i, header in enumerate(headers[1:], 1)
            if re.match(r"\W*(?:upstream|our\b|the port|port\b|ours\b)", plain_text(header), re.IGNORECASE)
        ]
    if len(named) != 1 or not others or named[0] == 0 or len(cells) != len(headers):
        return block
    return replace(block, text=f"{cells[0].strip()}: {cells[named[0]].strip()}", row=False)


def _read_parts(parts: dict[str, list[Block]], out: Collector, report: str, patch_id: str | None, *, inventory: bool) -> None:
    """Run every reader over the plain statements of the parts it reads; every other sentence becomes a TODO.

    The readers never see a hedged sentence: ``statements`` decides once, for all of them, what the report states
    plainly about this patch. ``context`` (every sentence) only resolves names and tells modules apart, never gives a value.
    """
    parts = {role: [_own_column(block, patch_id) for block in blocks] for role, blocks in parts.items()}
    context = [s for blocks in parts.values() for s in split_sentences(blocks)]
    others = other_patch_ids(context, patch_id)
    by_role: dict[str, list[Sentence]] = {}
    for role, blocks in parts.items():
        stated, hedged = statements(list(split_sentences(blocks)), patch_id, others)
        if role in _STATES_NOTHING:
            # "Open questions": the writer asks or suspects; "Differences from Primus": the port's own choices. Every line
            # is a TODO quoting it, never a value.
            stated, hedged = [], [replace(s, hedge=s.hedge or _STATES_NOTHING[role]) for s in [*stated, *hedged]]
        by_role[role] = stated
        # Every sentence, hedged or not, in the report's order: what the summary is chosen from.
        every_sentence = annotate(list(split_sentences(blocks)), patch_id, others)
        if role in _STATES_NOTHING:
            # A companion's "what: Wraps `train_step`" is that patch's summary, whoever reads every sentence.
            every_sentence = [replace(s, hedge=s.hedge or _STATES_NOTHING[role]) for s in every_sentence]
        by_role[f"_all_{role}"] = every_sentence
        for sentence in hedged:
            hedged_todo(sentence, out)
    # A "What it rebinds" heading may stand in What it does or a section of its own: it leads into its list wherever.
    listed = [s for role in ("logic", "porting", "body", "what", "other") for s in listed_sites(parts.get(role, []))]
    by_role["_listed"] = statements(listed, patch_id, others)[0]

    def plain(*roles: str) -> list[Sentence]:
        """The plain statements of ``roles`` (all parts when none are named), role by role; a headingless report's body
        is read as every part."""
        wanted = roles or tuple(parts)
        if roles and "body" in parts and "body" not in roles:
            wanted = (*roles, "_all_body" if all(r.startswith("_all_") for r in roles) else "body")
        return sorted({id(s): s for role in wanted for s in by_role.get(role, [])}.values(), key=lambda s: s.line)

    every = plain(*(f"_all_{role}" for role in parts))  # every sentence, hedged or not, in the report's order
    if not inventory:
        summary(by_role.get("_all_what", []), every, out, patch_id)
        withdraw_denied_summary(every, out)
    # The style may be named in What it does too ("I would call the patch style function wrapping"); Patch logic first,
    # and before either a field that names it (":Style: function wrapping"), wherever it stands.
    # A labelled style is read hedged or not: its negated words ("no upstream symbol is replaced") are set aside phrase by
    # phrase (see feature.patch_style), and the label says plainly which style the patch has.
    labels = labelled(every, r"(?:patch(?:ing)?\s+)?style")
    denied = without_effect(context, patch_id)
    # "Patch style: function wrapping (...), with one transient binding.": the label names the style; the swap is beside it.
    styled = [*(s for s in labels if not s.hedge and hedge_of(s) in (None, "a negation", "a temporary swap")), *plain("logic"), *plain("what")]
    # "it wraps `setup_model_and_optimizer`", of which another line says the handler never names it: a style read off a
    # binding the report denies is another patch's.
    styled = [s for s in styled if not _acts_on_denied(s, denied)]
    patch_style(list({id(s): s for s in styled}.values()), out, [s for s in every if hedge_of(s)], plain())
    port_kind(plain("what", "logic"), out)
    backward(plain(), out)  # "no backward" is plain wherever it stands
    dtypes(plain(), out)
    rebinding_sites(
        sorted(plain("logic", "porting", "_listed"), key=lambda s: s.line),
        out,
        module_paths(context, patch_id),
        denied,
        patch_id,
    )
    withdraw_transient_sites(every, out)
    # Code location, and a field naming a file wherever it stands (":Implementation: primus/.../x.py").
    located = list({id(s): s for s in [*plain("location"), *labelled(plain(), _LOCATION_FIELD)]}.values())
    implementation(plain("logic", "location", "porting"), located, context, out)
    # What it does may name the kernel ("The kernel is `primus_turbo...`"); the other parts first.
    turbo([*plain("location", "logic", "porting", "requires"), *by_role.get("what", [])], out, every)
    framework_name(plain(), out)
    wired_at(plain("porting"), out)
    # The patch's own gate ("The patch runs only when ...") is read as flags wherever the report states it.
    gates = [s for role in parts if role not in ("enable", "logic") for s in by_role[role] if PATCH_GATE.search(s.prose)]
    # A headingless report's body is read as Patch logic here: a flag only where the sentence is about enabling.
    flags(by_role.get("enable", []), [*plain("logic"), *gates], out, every)
    side_effects(plain("logic"), out)
    phase(plain(), out, every)
    module_under_test(plain("what", "logic", "porting", "location"), out)
    dependencies = [s for s in plain("porting") if re.search(r"depend|install|requir", s.prose, re.IGNORECASE)]
    needs = labelled(plain(), _REQUIRES_FIELD)
    packages(
        list({id(s): s for s in [*plain("requires"), *dependencies, *needs]}.values()),
        out,
        whole_cell=inventory,
        listing=tuple(by_role.get("requires", [])),
        body=tuple(by_role.get("body", [])),
    )
    drop_denied_packages(every, out)
    drop_denied_bounds(every, out)
    drop_alternative_packages(out)
    platform(plain(), out)
    backend_versions(plain(), plain("requires"), out)
    drop_denied_versions(every, out)
    # A table cell rarely cites a line; the row's Code location is where its conditions live.
    cited = [m for block in parts.get("location", []) for m in LOCATION.finditer(block.text)] if inventory else []
    fallback = citation(cited[0]) if cited else None
    constrained = [s for role in parts if role not in ("what", "patch", "preamble") for s in by_role[role]]
    constraints(constrained, out, report, enabling=plain("enable"), fallback=fallback)
    withdraw_shortened_keys(every, out)
    unvalued_flags(out)
    settings_not_gates(every, out)
    coverage([s for role in parts if role not in ("what", "patch", "location") for s in by_role[role]], out)
    part_lines = {role: {s.line for s in split_sentences(blocks)} for role, blocks in parts.items()}
    struck = struck_paths(parts)
    withdraw_denied_claims(context, out, struck, annotated=every, items=section_items(parts), part_lines=part_lines)
    quote_struck_paths({**struck_files_and_bounds(parts), **struck}, out)
    withdraw_beyond_only(context, out)
    withdraw_denied_settings(context, out)
    withdraw_disowned(context, out, patch_id)
