"""Sentences the draft must not turn into values, and what no reader wrote: both become TODOs quoting their line.

A hedged sentence (unless, a warning, only when, another patch, ...) names
something that is neither a value nor its negation; a plain sentence that
names a site or a condition no reader drafted must not be dropped silently.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import replace

from .constraints import condition
from .enable import PATCH_GATE, PHASES, config_key, not_config_key
from .hedge_words import ANOTHER_PATCH, CHAT_TURN, HEDGES, MADE_UP, MADE_UP_EXAMPLE, RAISES, RETRACTS_BEFORE, without_comparisons
from .paths import CLASS_NAME, DOTTED, LITERAL, PATCH_ID, UPSTREAM_ROOTS, is_dotted, is_file_name, root_of
from .records import Collector, Todo
from .requires import WORDED_PACKAGE
from .sentences import REBIND_VERB, Sentence, cells, column_of, retext, table_headers
from .text import CODE_SPAN, PLATFORM_WORD, VERSION_NUMBER, WORDED_FORMAT, WORDED_VERSION, compiled, one_line, plain_text, versions_in


def names_another_patch(text: str) -> bool:
    """Whether a text speaks of another patch (a companion, a sibling), whatever other hedge it carries first."""
    return bool(ANOTHER_PATCH.search(text))


def hedge_of(sentence: Sentence) -> str | None:
    """The hedge a sentence carries (see ``HEDGES``, or its context: ``annotate``), or None when it states things plainly."""
    return sentence.hedge or hedge_text(sentence.text if sentence.code else sentence.prose, plain_text(sentence.text))


# `map_type="mask"`, `map_type='index'`: a key given a value inside a code span.
_KEY_VALUE = re.compile(r"^\s*([A-Za-z_][\w.]*)\s*={1,2}\s*[\"']?([^\s\"',;)]+)[\"']?\s*$")


def _per_mode(sentences: list[Sentence]) -> set[int]:
    """'with `map_type="mask"` it asserts `n > 0`; with `map_type="index"`, `n >= 0`': the indexes of the prose sentences
    that give a key one value while a neighbour on their line gives it another. Each says what holds in one mode, in any
    language, so neither holds in every run."""
    keyed = [_key_values(s) if not s.code else {} for s in sentences]
    found: set[int] = set()
    for index in range(len(sentences) - 1):
        here, after = keyed[index], keyed[index + 1]
        if sentences[index].line == sentences[index + 1].line and any(here[k] != after[k] for k in here.keys() & after.keys()):
            found |= {index, index + 1}
    return found


def _key_values(sentence: Sentence) -> dict[str, str]:
    pairs = (_KEY_VALUE.match(value) for kind, value in sentence.segments if kind == "code")
    return {pair.group(1): pair.group(2) for pair in pairs if pair}


@functools.lru_cache(maxsize=16384)
def hedge_text(text: str, whole: str | None = None) -> str | None:
    """The hedge a text carries, or None; ``whole`` is the sentence with its code, for wording that must open it ("If ...").

    A sentence wrapped over lines ("hanya\n  bila", only when) is read as one line: the wording spans the break.
    Remembered: the readers ask of one sentence many times (about 15 times a sentence over a report), and each asking
    tries every hedge's pattern, which is most of a draft's time."""
    # "the patch does **not** apply": emphasis marks stand between the words a hedge is written in.
    text = " ".join(without_comparisons(text).replace("*", "").split())
    whole = " ".join(whole.split()) if whole is not None else None
    for what, source in HEDGES:
        opening = source.startswith("^")
        if compiled(source, re.IGNORECASE).search(whole if opening and whole is not None else text):
            # "If `x > 1` the handler raises" states a constraint: a raise is what the constraint reader reads.
            # Unless what must hold is itself conditional: "When `tp > 1`, `sequence_parallel` has to be on, otherwise
            # it raises" requires `sequence_parallel` in some runs only, and `tp > 1` is when, not what.
            if what == "a condition" and RAISES.search(text) and not re.search(r"\botherwise\b", text, re.IGNORECASE):
                continue
            # "The patch runs only when ..." is this patch's own gate, not a condition on something it says.
            if what == "only when" and PATCH_GATE.search(text):
                continue
            return what
    return None


def other_patch_ids(sentences: list[Sentence], patch_id: str | None) -> set[str]:
    """The ids of other patches a report names: next to the word patch (or sibling, companion, neighbour), or in this patch's namespace.

    Patch ids are namespaced (``megatron.pp.schedule``, ``megatron.pp.v_schedule``): a path as deep as this patch's
    id, differing only in its last part, is a sibling patch, whatever the sentence around it says.
    """
    # "LoRA-patch (`lora.py`)": a file named beside the word patch is where a patch lives, not another patch's id.
    found = {value for sentence in sentences for value in _named_as_patch(sentence, patch_id) if not is_file_name(value)}
    listing = _tables_listing(sentences, patch_id)
    found |= {row_patch for s in sentences if (row_patch := _row_patch(s, listing)) and row_patch != patch_id}
    # "PRIMUS_PATCHES=megatron.fused_pad_routing_map,megatron.moe.permute_fusion": the allow-list names patches only.
    found |= {
        listed
        for sentence in sentences
        for allowed in re.finditer(r"\bPRIMUS_PATCHES\s*[=:]\s*[\"']?([\w.-]+(?:\s*,\s*[\w.-]+)*)", plain_text(sentence.text))
        for listed in re.split(r"[,\s]+", allowed.group(1).rstrip("."))
        if listed != patch_id and listed.count(".") >= 2 and re.fullmatch(PATCH_ID, listed)
    }
    if patch_id and patch_id.count(".") >= 1:
        namespace = patch_id.rsplit(".", 1)[0] + "."
        depth = patch_id.count(".")
        # A path the report says is imported, or calls a module ("imports `megatron.training.training`"), is a module,
        # not a patch id, however deep it is.
        imported = {
            value
            for sentence in sentences
            for index, (kind, value) in enumerate(sentence.segments)
            if kind == "code" and index and re.search(r"\b(?:imports?|from|modules?)\s*$", sentence.segments[index - 1][1], re.IGNORECASE)
        }
        for sentence in sentences:
            for kind, value in sentence.segments:
                if (
                    kind == "code"
                    and value != patch_id
                    and value.startswith(namespace)
                    and value.count(".") == depth
                    and is_dotted(value)
                    and value not in imported
                ):
                    found.add(value)
    return found


def _bare(text: str) -> str:
    """``text`` without the marks a sentence's text may add to its block's (code spans around bare names, cell bars)."""
    return re.sub(r"[`|\s*_]+", "", text)


# A column named for a part of a patch, not for the patch: "Patch logic", "Patch style", "Patch site".
_PATCH_PART_COLUMN = re.compile(r"\bpatch\s+(?:logic|style|mechanism|location|file|sites?|kind|type)\b", re.IGNORECASE)


def _tables_listing(sentences: list[Sentence], patch_id: str | None) -> frozenset[str]:
    """The tables (by their header) one of whose rows opens with this patch's id: a table of the patches a fork carries."""
    return frozenset(
        s.table for s in sentences if patch_id and s.row and s.table and len(s.segments) > 1 and s.segments[1] == ("code", patch_id)
    )


def _row_patch(sentence: Sentence, listing: frozenset[str] = frozenset()) -> str | None:
    """ "| `megatron.moe.x` | ... |" under a first column named for the patch ("Patch id"): the patch id the row opens
    with, whatever its other columns are called; the id a first cell names after words that give the row to another
    patch; or the id in a later column named for the patch ("| `a.b.f` | `megatron.x.other` (not ours) |" under "Site |
    Patch")."""
    if sentence.row and not _bare(sentence.block).startswith(_bare(sentence.text)):
        # A later piece of a row split at its sentences ("...on CPU;" then "| `megatron.legacy.f.load` -> ..."): its
        # cells are not the header's columns; the row's first piece names the row's patch.
        return None
    segments = sentence.segments
    opens = sentence.row and len(segments) > 2 and not segments[0][1].strip(" |") and segments[1][0] == "code"
    if (
        opens
        and re.fullmatch(PATCH_ID, segments[1][1])
        and segments[2][1].lstrip().startswith("|")
        # A first column named for the patch, or only "id" in a table that lists this patch too ("| id | status | owner |"
        # over the patches a fork carries; an "id" column of test results names sites).
        and (
            re.search(r"\bpatch\b", column_of(sentence, 1), re.IGNORECASE)
            or sentence.table in listing and re.fullmatch(r"\W*ids?\W*", column_of(sentence, 1), re.IGNORECASE)
        )
        # A cell of the column "Patch logic (upstream symbol replaced/wrapped)", read apart from its row, opens with the
        # upstream symbol, not with a patch's id.
        and not _PATCH_PART_COLUMN.search(column_of(sentence, 1))
    ):
        return segments[1][1]
    # "| Related patch (not this one): megatron.x.other | ... It rebinds `f` |": a first cell that says its row is about
    # another patch, and names it.
    first = plain_text(cells(sentence)[0]) if sentence.row else ""
    named = re.search(r"(?<![\w.])([A-Za-z]\w*(?:\.\w+){2,})(?![\w.])", first)
    if named and names_another_patch(first[: named.start()]):
        return named.group(1)
    if sentence.row and sentence.table:
        for header, cell in zip(sentence.table.split(" | "), cells(sentence)):
            ids = [m.group(2) for m in CODE_SPAN.finditer(cell) if re.fullmatch(PATCH_ID, m.group(2))]
            if re.fullmatch(r"\W*(?:patch(?:\s+id)?|owner|owning patch)\W*", header, re.IGNORECASE) and ids:
                return ids[0]
    return None


def statements(sentences: list[Sentence], patch_id: str | None, others: set[str] = frozenset()) -> tuple[list[Sentence], list[Sentence]]:
    """The one decision every reader's input passes: is this statement about this patch, plainly?

    Returns (the plain statements, the rest). A reader drafts values only from the first list; each sentence of the
    second becomes a TODO quoting its line (``hedged_todo``). See ``annotate`` for what the context adds.
    """
    annotated = annotate(sentences, patch_id, others)
    return [s for s in annotated if not hedge_of(s)], [s for s in annotated if hedge_of(s)]


_CLASS_LABEL = re.compile(rf"^\W*`{CLASS_NAME}`\s*:\s")
# "**Agent A says:** It asserts `tp == 1`.", "Reviewer claimed: ...": a claim the report sets out to weigh (its verdict
# is the report's own word), every sentence of the paragraph it labels.
_ATTRIBUTED = re.compile(
    r"^\W*(?:agent|model|assistant|reviewer|bot|llm|colleague|teammate|(?:first|second|other)\s+answer)\s*(?:[A-Z0-9]\b|#\d+)?\s*"
    r"(?:says|said|claims?|claimed|wrote|answers?|answered|thinks|argues|suggests)\s*:",
    re.IGNORECASE,
)
# "$ patchvet check --target megatron-core==0.16.0 primus/": a command typed at a shell prompt, in prose (a terminal's
# output pasted as text) or in a code block ("$ pip install megatron-core==0.12.0", the writer's setup). Its arguments
# are what someone ran it with, not what the patch needs.
_AT_PROMPT = re.compile(r"^\s*\$\s+[A-Za-z_./]")
# A lead-in these hedge still leaves its items plain: a question's list answers it, a note or a message introduces
# them, and advice names what the reader must see to.
_LEAD_STATES_ITS_ITEMS = ("a question", "a message", "advice to the reader", "a note", "cut off")


def _lead_hedge(lead: str) -> str | None:
    """The hedge a list's lead-in gives each of its items: its last sentence's, the one that leads into the list ("Nie ma
    flagi. ... zwraca True, gdy:" is no negation of the items), or "only when" anywhere in it."""
    said = re.split(r"(?<=[.!?])\s+", plain_text(lead).strip())
    last = hedge_text(said[-1])
    if last and last not in _LEAD_STATES_ITS_ITEMS:
        return last
    if _EXAMPLE_LEAD.search(said[-1]):
        # "Example (Primus pipeline schedule):" then the config's lines as items: one run's settings, not the gate.
        return "an example"
    # "Registered as `x` (...). The patch runs only when all of these hold:": the patch's own gate, sentence by sentence.
    return "only when" if any(hedge_text(sentence) == "only when" for sentence in said) else None


# A line of a config typed as prose: "pre_trainer:", "disable_build_model_patches: true".
# "key: value", "key:", "key: [\"conv\", \"full_attention\"]" (a flow list), "key: \"forkserver\"" (a quoted string).
_CONFIG_LINE = re.compile(r"\s*[\w.-]+\s*:\s*(?:[^\s:]*|\[[^\]\n]*\]|\"[^\"\n]*\"|'[^'\n]*')\s*")
def _opens_made_up(block: str) -> bool:
    """Whether a code block opens with a comment that calls it made up ("# hypothetical experiment override")."""
    first = next((line.strip() for line in block.split("\n") if line.strip()), "")
    return first.startswith(("#", "//", "--", ";")) and bool(MADE_UP_EXAMPLE.search(first))


# A line that is one code span and nothing else: "- `enable_primus_turbo: true`".
_ONE_SPAN = re.compile(r"\s*`[^`\n]+`\s*")
# A comment drawn as a divider: "---- open question ----", "==== neighbours ====".
_DIVIDER = re.compile(r"^\W*(?:-{3,}|={3,}|#{3,}|\*{3,})\s*\S.*?\s*(?:-{3,}|={3,}|#{3,}|\*{3,})\W*$")


# "## Related: the FP4 context patches", "## Companion patches", "## Other patches in the same file": a section that
# its heading gives to other patches.
# "Neighbouring card, same MoE tab: `megatron.moe.permute_fusion`": a heading that opens with a neighbouring patch
# (or its card, its entry) heads it; "Neighbouring code the handler touches" is this patch's.
_OTHER_PATCHES_HEADING = re.compile(
    r"^[\W\d_]*(?:related|companion|sibling|see also)\b.*\bpatch|^[\W\d_]*neighbou?r(?:ing|s)?\s+(?:patch|card|entr)|\b(?:related|companion|sibling|other|separate)\s+patch(?:es)?\b",
    re.IGNORECASE,
)


# A table's first header naming a setting ("fused_ce_mode", its code span read as text), and a row's first cell one of
# its values ("`2`", "`true`").
_SETTING_HEADER = re.compile(r"^\W*`?([A-Za-z]\w*(?:[_.]\w+)+)`?\W*$")
_MODE_VALUE = re.compile(r"^\W*`(-?\d+(?:\.\d+)?|true|false|True|False|None|null|[\"'][^\"'`]*[\"'])`")


def _mode_of(row: Sentence) -> str:
    """"fused_ce_mode = 2" for a row of a table keyed by a setting's values, else ""."""
    headers = table_headers(row.table) if row.table else []
    setting = _SETTING_HEADER.match(headers[0]) if headers else None
    first = cells(row)[0] if setting else ""
    value = _MODE_VALUE.match(first) if first else None
    return f"{setting.group(1)} = {value.group(1)}" if value else ""


# "torch.cuda.stream = _noop_stream": a line of code that binds a dotted target.
_CODE_ASSIGNMENT = re.compile(r"([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\s*=\s*[A-Za-z_][\w.]*")


def _swapped_lines(sentences: list[Sentence]) -> set[int]:
    """The lines of code that bind a target their run of code saves first and binds back from that copy ("saved = m.f",
    "m.f = g", "m.f = saved"): a swap while the code between runs. A run is the code lines with no prose between them
    (a diff in a mail is read a line a block)."""
    out: set[int] = set()
    run: list[Sentence] = []
    for sentence in [*sentences, None]:
        if sentence is not None and sentence.code:
            run.append(sentence)
            continue
        # A diff's added line ("+        m.f = g") is read as the code it adds.
        lines = [(s.line, re.sub(r"^[+\s]+", "", plain_text(s.text)).strip()) for s in run]
        saved = {(m.group(2), m.group(1)) for _, text in lines for m in [_SAVED.fullmatch(text)] if m}
        restored = {target for target, copy in saved for _, text in lines if re.fullmatch(rf"{re.escape(target)}\s*=\s*{re.escape(copy)}", text)}
        out |= {line for line, text in lines if (bound := _CODE_ASSIGNMENT.fullmatch(text)) and bound.group(1) in restored}
        run = []
    return out


# "_orig_stream_ctx = torch.cuda.stream": a copy of a dotted binding kept under a name.
_SAVED = re.compile(r"([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)")


def annotate(sentences: list[Sentence], patch_id: str | None, others: set[str] = frozenset()) -> list[Sentence]:
    """The sentences with the hedges their context gives: another patch's id named, or a hedged lead-in ("...:") to a code block.

    A sentence naming another patch's id (``others``, see ``other_patch_ids``) is about that patch: none of it is a value
    of this one. A code block has no words of its own, so "The same file registers a second patch:" hedges the block after it.
    A table row is read cell by cell: a hedged cell is set apart from its row (see ``_split_row``).
    """
    out: list[Sentence] = []
    swapped = _swapped_lines(sentences)
    lead = ""
    example_lead = False  # the lead is a made-up example's ("Supposed example, ...:")
    under_another = False  # under a heading that names another patch's id, not this one's, until the next heading
    others_block = None  # the code block whose printed lead-in says the lines after it are other patches'
    asked = False  # the last heading or paragraph outside a list asks a question ("### Q2. What does it rebind?")
    for sentence in sentences:
        if not sentence.item and not sentence.code:
            asked = plain_text(sentence.text).rstrip().endswith(("?", "？"))
        elif asked and sentence.item and not sentence.hedge and _CHOICE.match(plain_text(sentence.block)):
            # "- C. It wraps `SelfAttention.forward` ...": under a question, a lettered item is one answer offered, most
            # of them wrong; the answer is what the key says.
            sentence = replace(sentence, hedge="a choice a question offers")
        # "# ---- neighbour in the same directory, NOT part of this patch ----": a line drawn as a divider (a script's
        # comment) heads what follows it as a heading does.
        divider = bool(_DIVIDER.match(plain_text(sentence.text)))
        if sentence.heading or divider:
            named = {v for k, v in sentence.segments if k == "code"} | set(re.findall(r"[\w.-]+", plain_text(sentence.text)))
            says_another = _OTHER_PATCHES_HEADING.search(plain_text(sentence.text)) or names_another_patch(sentence.prose)
            under_another = (bool(named & others) or bool(says_another)) and patch_id not in named
        elif under_another and not sentence.code and CHAT_TURN.match(sentence.text):
            # "User: ..." or "Assistant:" in a copied chat: a new message, which no heading of the one before covers.
            under_another = False
        elif under_another and not sentence.hedge:
            # "## patch `megatron.x.other`" (an INI section, a registry's entry) and what follows: that patch's.
            sentence = replace(sentence, hedge="another patch (its section's heading names it)")
        if sentence.code and plain_text(sentence.text).rstrip().endswith(":") and names_another_patch(plain_text(sentence.text)):
            # "Other patches a Zebra-Llama run can pick up:" printed by a notebook's cell: the lines it prints after
            # that, in the same output, are those patches'.
            others_block = sentence.block
        elif sentence.code and sentence.block == others_block and not sentence.hedge:
            sentence = replace(sentence, hedge="another patch (a printed line leads the lines after it so)")
        # "training:\n  mock_data: true\n  mock_data_seq_len: 4096" typed as one paragraph: a config's lines too.
        lines = [plain_text(line) for line in sentence.text.split("\n") if line.strip()]
        typed = bool(lines) and all(_CONFIG_LINE.fullmatch(line) for line in lines) or _ONE_SPAN.fullmatch(sentence.text)
        if sentence.code and not sentence.hedge and _opens_made_up(sentence.block):
            # "```yaml" then "# hypothetical experiment override": the block says itself that it is made up.
            out.append(replace(sentence, hedge=MADE_UP))
            continue
        if sentence.code and not sentence.hedge and sentence.line in swapped:
            # "saved = torch.cuda.stream" ... "torch.cuda.stream = _noop" ... "finally: torch.cuda.stream = saved": a
            # binding the block puts back from its own copy holds while the code between runs, not for the job.
            out.append(replace(sentence, hedge="a temporary swap"))
            continue
        if sentence.code and not sentence.hedge and _AT_PROMPT.match(sentence.text):
            out.append(replace(sentence, hedge="a command run at a shell prompt"))
            continue
        if sentence.code or (example_lead and typed):
            # A made-up config typed as paragraphs, a line each ("modules:", "disable_x: true" on a board's note, or
            # "- `# plus, in the launcher: export X=1`"), is the example its lead introduces, as a code block would be.
            out.append(replace(sentence, hedge=lead) if lead and not sentence.hedge else sentence)
            continue
        if sentence.comment and lead:
            # "# two nodes" inside the block a hedged lead-in heads: a comment on the lines around it, which the lead
            # still heads.
            out.append(replace(sentence, hedge=sentence.hedge or lead))
            continue
        led = _lead_hedge(sentence.lead) if sentence.lead and not sentence.hedge else None
        if led:
            # "All of these hold in the V branch only:", "falls back to the original forward unless all of these hold:" and
            # then the items: each holds where its lead says, not always.
            sentence = replace(sentence, hedge=f"{led} (said of the list it is in)")
        names = {v for k, v in sentence.segments if k == "code"}
        hedge = sentence.hedge or ("another patch" if names & others else "") or _other_patch(sentence, patch_id)
        # "- `DeprecatedGroupedMLP`: `add_bias_linear` must be false": labelled with one class, it holds for that class only.
        hedge = hedge or ("said of one class" if _CLASS_LABEL.match(sentence.text) else "")
        hedge = hedge or ("a claim the report weighs" if _ATTRIBUTED.match(plain_text(sentence.block)) else "")
        hedge = hedge or ("a command run at a shell prompt" if not sentence.code and _AT_PROMPT.match(sentence.text) else "")
        # "| `fused_ce_mode` | what the patched model does |" then "| `2` | ... a fused Triton kernel |": a row of a table
        # keyed by a setting's values holds in that mode only.
        hedge = hedge or (f"said of one mode ({_mode_of(sentence)})" if sentence.row and _mode_of(sentence) else "")
        if hedge:
            sentence = replace(sentence, hedge=hedge)
        # "Supposed example, only to show what it would override (not a shipped config; no YAML sets it):": a paragraph
        # that calls what follows made up leads it so, whichever of its sentences says it.
        made_up = bool(MADE_UP_EXAMPLE.search(plain_text(sentence.block)))
        # A lead-in (see ``_LEADS_IN``): "What a working config looks like:", "For example:": what follows is one run's config, each value that run's
        # choice, not what turns the patch on.
        example = "an example" if _EXAMPLE_LEAD.search(plain_text(sentence.text)) else ""
        # "The defaults are in primus_turbo.yaml:": what follows is each key's value before any run sets it.
        example = example or (DEFAULTS if _DEFAULTS_LEAD.search(plain_text(sentence.text)) else "")
        lead = (hedge_of(sentence) or (MADE_UP if made_up else "") or example) if _LEADS_IN.search(sentence.text.rstrip()) else ""
        if not lead and made_up and _POINTS_BELOW.search(plain_text(sentence.block)):
            # "it might look like the snippet below. This is hypothetical: Primus reads no such keys.": a paragraph that
            # points at the block below and calls it made up leads it, though it ends in a full stop.
            lead = MADE_UP
        # Whatever else its lead says of it ("the two keys are the other patch's switches"), a made-up example's lines are
        # the example's.
        example_lead = bool(lead) and (lead in (MADE_UP, DEFAULTS) or made_up)
        out.extend(_split_row(sentence, patch_id) if sentence.row and not hedge else [sentence])
    # "... rebinds TE WeightGradStore.put/pop. Separate patch.": a remark that names nothing but says "another patch" speaks
    # of the sentences beside it on its line; so does one that names only this patch ("Neither belongs to
    # forward_step.zero_bubble").
    elsewhere = {s.line for s in out if not s.code and not _names_besides(s, patch_id) and names_another_patch(s.prose)}
    # Every cell and clause of a row that opens with another patch's id is about that patch.
    listing = _tables_listing(out, patch_id)
    elsewhere |= {s.line for s in out if _row_patch(s, listing) in others}
    # So is every sentence of a list item that opens with another patch's id ("- `megatron.x.other` — registered in the
    # same file. Wraps `train_step` ..."): the id is the item's subject.
    items = {s.block for s in out if s.item and (opening := _OPENING_CODE.match(s.block)) and opening.group(1) in others}
    out = [replace(s, hedge="another patch") if (s.line in elsewhere or (s.item and s.block in items)) and not s.hedge else s for s in out]
    per_mode = _per_mode(out)
    out = [replace(s, hedge="a statement per mode") if i in per_mode and not s.hedge else s for i, s in enumerate(out)]
    return _same_as_before(_taken_back_by_the_next(_pronouns_after_another_patch(_hedged_back(out), others), patch_id))


# A lettered answer of a quiz: "A. `setup`", "(b) Binding replacement", "C) On CUDA builds".
_CHOICE = re.compile(r"\s*(?:\(?[A-Fa-f]\)|[A-F][.)])\s")


# "The defaults are in primus/configs/modules/megatron/primus_turbo.yaml:", "Defaults:": a lead-in to a listing of
# defaults, typed as the config's lines.
# "the default leaves the patch off:" says what the default does, and leads no listing.
_DEFAULTS_LEAD = re.compile(
    r"^\W*(?:the\s+|its\s+|their\s+)?defaults?(?:\s+values?)?\s*(?:\([^()]*\)\s*)?(?:(?:are|live|sit)\b[^:：]{0,120})?[:：]\s*$"
    r"|\bthe\s+defaults\s+(?:are|live|sit)\b[^:：]{0,120}[:：]\s*$",
    re.IGNORECASE,
)
DEFAULTS = "a listing of defaults, each key's value before a run sets it"


# A lead-in ends in a colon (or its full-width form, "假设的示例（...）："), or in the words that open an example: "a
# dedicated block such as", "something like".
_LEADS_IN = re.compile(r"[:：]$|\b(?:such\s+as|like|e\.g\.|for\s+(?:example|instance))$", re.IGNORECASE)


# "the snippet below", "the block below", "as follows": words pointing at what comes after the paragraph.
_POINTS_BELOW = re.compile(r"\b(?:snippet|block|config(?:uration)?|example|yaml|code)\s+below\b|\bas\s+follows\b", re.IGNORECASE)


# The end of a lead-in to an example: "What a working config looks like:", "For example:", "An example config:".
# "What we would actually put in the experiment yaml:": what one run would set, that run's choices too; so is a slice of
# a config file shown for reference.
_EXAMPLE_LEAD = re.compile(
    # "Example (Primus pipeline schedule):", "An example config:".
    # "The Flux overrides look like this:": one run's settings, shown.
    r"(?:\blooks?\s+like(?:\s+this|\s+so)?|\bfor\s+(?:example|instance)|\be\.g\.|^\W*(?:an?\s+)?examples?\b(?:\s+config(?:uration)?)?(?:\s*\([^()]*\))?"
    r"|\b(?:we|I|you)\s+(?:would|'d|will|might)\s+(?:actually\s+|then\s+)?(?:put|write|set|use|add)\b[^:：]*"
    # "Slice of `configs/models/zebra_llama_1B.yaml` for reference:": one model's config file, quoted to show it.
    r"|\b(?:slice|excerpt|extract|snippet|fragment)\s+(?:of|from)\s+(?:the\s+)?`?[\w./-]+\.(?:ya?ml|toml|json)`?(?:,?\s+for\s+reference)?"
    r"|\.(?:ya?ml|toml|json)`?\s*,?\s+for\s+reference)\s*[:：]\s*$",
    re.IGNORECASE,
)




# "No, it doesn't touch GPTModel at all.": a reply that opens by denying what the message before it said.
_ANSWERS_NO = re.compile(
    r"\W*(?:no|nope)\s*[,.;:—–-]+\s*(?:it|that|this|the\s+patch|the\s+handler)\s+(?:doesn['’]t|does\s+not|isn['’]t|is\s+not|didn['’]t|never)\b",
    re.IGNORECASE,
)


# "Same for `x: y` in the recipe.", "Likewise `z`.": a sentence that says of its names what the one before said of its.
_SAME_AS_BEFORE = re.compile(
    r"^\W*(?:(?:the\s+)?same\s+(?:for|goes\s+for|with|is\s+true\s+(?:of|for)|holds\s+for)|likewise|ditto)\b", re.IGNORECASE
)


def _same_as_before(sentences: list[Sentence]) -> list[Sentence]:
    """Each plain sentence that opens "Same for ..." right after a negated one of its paragraph, and names only what the
    negation reaches, is negated too ("... it does not switch this patch on. Same for `x: alltoall` in the recipe.")."""
    out = list(sentences)
    for index in range(1, len(out)):
        before, sentence = out[index - 1], out[index]
        text = plain_text(sentence.text)
        # Only what the sentence before denies, and only for a sentence that says nothing of its own ("Same with this
        # patch: it wraps `f`" states what this patch does).
        words = CODE_SPAN.sub(" ", sentence.text)
        own = re.search(r"\bthis\s+(?:patch|one)\b|:", words, re.IGNORECASE) or REBIND_VERB.search(text)
        if (
            not sentence.code
            and not hedge_of(sentence)
            and hedge_of(before) == "a negation"
            and before.block == sentence.block
            and _SAME_AS_BEFORE.match(text)
            and not own
            and len(words.split()) <= 14
        ):
            out[index] = replace(sentence, hedge=hedge_of(before))
    return out


_CORRECTS_PREVIOUS = re.compile(r"^\W*correction\s+(?:to|of)\s+the\s+(?:previous|last|preceding)\s+(?:sentence|line|paragraph)\b", re.IGNORECASE)


def _taken_back_by_the_next(sentences: list[Sentence], patch_id: str | None = None) -> list[Sentence]:
    """Each plain sentence the next one of its paragraph takes back ('I had it down as "ROCm only". Retracting that:
    there is no condition') is no statement of the report."""
    out = list(sentences)
    for index, (sentence, after) in enumerate(itertools.pairwise(sentences)):
        # "`x` is wrong; I retract it.": the sentence before is the retraction, which the next one only repeats.
        retracts = RETRACTS_BEFORE.match(plain_text(sentence.text)) or re.search(r"\bwrong\b|\bretract", sentence.prose, re.IGNORECASE)
        # "Correction to the previous sentence: that was wrong": a correction that names what it corrects reaches it in
        # the paragraph before.
        named = bool(_CORRECTS_PREVIOUS.match(plain_text(after.text)))
        if not sentence.code and not hedge_of(sentence) and not retracts and (named or after.block == sentence.block and RETRACTS_BEFORE.match(plain_text(after.text))):
            out[index] = replace(sentence, hedge="taken back by the sentence after it")
        elif (
            not sentence.code
            and not hedge_of(sentence)
            and sentence.item
            and after.item
            and after.block != sentence.block
            and _ANSWERS_NO.match(plain_text(after.text))
        ):
            # A chat's or a call's turns, one item each: "It replaces `GPTModel.f` ..." then "No, it doesn't touch GPTModel
            # at all." The next turn denies the last.
            out[index] = replace(sentence, hedge="taken back by the next message")
        elif not sentence.code and not hedge_of(sentence) and after.block == sentence.block and _disowns_before(plain_text(after.text), patch_id):
            # "`.../router.py` reads `moe_aux_loss_coeff`. It's unrelated to `fix_moe`; I listed it only because grep
            # hits it.": what the sentence before names is no part of the patch.
            out[index] = replace(sentence, hedge="unrelated to the patch, as the sentence after it says")
    return out


# "It's unrelated to `fix_moe`", "That file has nothing to do with this patch": the sentence before speaks of something
# else.
_DISOWNS_BEFORE = re.compile(
    r"^\W*(?:it|that|this|that\s+(?:one|file|module|class|function))\s*(?:['’]s|is|has)?\s+(?:(?:completely|entirely|totally)\s+)?"
    r"(?:unrelated|not\s+related|nothing\s+to\s+do\s+with)\b\s*(?:to\s+)?",
    re.IGNORECASE,
)


def _disowns_before(text: str, patch_id: str | None) -> bool:
    """Whether a sentence says the one before it has nothing to do with this patch: "It's unrelated to `fix_moe`", "That
    file is unrelated." ("That has nothing to do with the ROCm version" disowns something else.)"""
    disowns = _DISOWNS_BEFORE.match(text)
    if not disowns:
        return False
    rest = text[disowns.end() :]
    names_patch = re.match(r"(?:this|the|our)\s+(?:patch|port)\b", rest, re.IGNORECASE) or (
        patch_id and re.match(rf"`?(?:{re.escape(patch_id)}|{re.escape(patch_id.rsplit('.', 1)[-1])})`?(?![\w.])", rest)
    )
    return bool(names_patch or re.match(r"\s*(?:[.;,]|$)", rest))


def _names_besides(sentence: Sentence, patch_id: str | None) -> list[str]:
    """What a sentence names besides this patch (its id, or the id's last parts: "forward_step.zero_bubble")."""
    return [name for name in _mentions(sentence) if not (patch_id and (name == patch_id or patch_id.endswith("." + name)))]


# The dotted name a text opens with, in a code span or bare, past list markers and emphasis.
_OPENING_CODE = re.compile(r"[\W_]*?`?([A-Za-z][\w-]*(?:\.[\w-]+)+)`?")


# "... the companion `x` (separate patch). It replaces `Float16Module` at ...": "It" is the patch the sentence before
# named, another patch's, and so is a sentence whose verb has no subject ("Needs PyTorch >= 2.12"); so is the Danish,
# Norwegian or Swedish "Den" / "Det", and "Both" after two other patches named ("... `a.first` and `a.second`. Both
# rebind `f`"; after one, "both" is that patch and this one).
# A transcript's time stamp before the pronoun ("[00:06:15] That one is for ...") is no word of the sentence.
# "Different gate: `a > 0` and ...": the gate of the patch just named, set against this one's.
_PRONOUN = re.compile(
    r"^[\W_]*(?:\d{1,2}:\d{2}(?::\d{2})?\W+)?(?:it|its|it's|they|their|that one|the latter|(?P<both>both)|den|det"
    r"|(?:a\s+)?(?:different|separate)\s+(?:gate|condition|trigger|switch|flags?|phase)\b"
    # "... the X patch wraps `f`. Needs PyTorch >= 2.12 for it.": a sentence without a subject has the one before's.
    r"|(?P<subjectless>(?:also\s+)?(?:needs|requires|wraps|rebinds|replaces|patches|imports|installs|depends\s+on)(?=\s)))\b",
    re.IGNORECASE,
)


def _clause_after(previous: Sentence, sentence: Sentence) -> bool:
    """Whether the sentence is the clause after a semicolon of the one just before it, whose subject is another patch
    ("That one is not part of what you're porting; for reference it rebinds `f` ..."), its first word in lower case:
    the same sentence, about the same patch. ("... RuntimeError, not this patch's; the handler imports nothing" speaks
    of this patch again: its first clause's subject is no other patch.)"""
    return (
        previous.block == sentence.block
        and bool(_PRONOUN.match(previous.text))
        and (hedge_of(previous) or "").startswith("another patch")
        and previous.text.rstrip().endswith(";")
        and bool(re.match(r"[a-z]", plain_text(sentence.text).lstrip()))
    )


def _closes_unopened(text: str) -> bool:
    """Whether the text closes a parenthesis it never opened: the rest of a sentence a ";" inside parentheses cut ("It
    has its own condition (`a` set; lines 83-95) and it wraps `f`")."""
    depth = 0
    for character in text:
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth < 0:
            return True
    return False


def _pronouns_after_another_patch(sentences: list[Sentence], others: set[str] = frozenset()) -> list[Sentence]:
    """Each plain sentence of a paragraph that opens with "It" or "They" right after one about another patch is about it
    too, and so is the rest of such a sentence that a semicolon cut off (inside its parentheses, or before a clause in
    lower case). A sentence between them
    that names nothing ("... a different patch, `x`. Not part of this port. That one replaces `f`.") does not change
    whom the pronoun means."""
    out = list(sentences)
    for index, sentence in enumerate(out):
        back = index - 1
        while back > 0 and out[back].block == sentence.block and not out[back].code and not hedge_of(out[back]) and not _mentions(out[back]):
            back -= 1
        before = out[back] if index else None
        if (
            before is not None
            and not sentence.code
            # "That one is registered at `build_args`, and it runs unless ...": a condition of the other patch's is still
            # its, and so is what the next "It" says.
            and not (hedge_of(sentence) or "").startswith("another patch")
            and before.block == sentence.block
            and (hedge_of(before) or "").startswith("another patch")
            and (_pronoun(sentence, before, others, out[back:index]) or _closes_unopened(plain_text(sentence.text)) or _clause_after(out[index - 1], sentence))
        ):
            out[index] = replace(sentence, hedge="another patch (the sentence before names it)")
    return out


def _pronoun(sentence: Sentence, before: Sentence, others: set[str], between: list[Sentence]) -> bool:
    """Whether the sentence opens with a pronoun that means the patch the sentence before names ("Both": the two);
    ``between`` holds that sentence and those after it that name nothing."""
    match = _PRONOUN.match(sentence.text)
    if match and match.group("both"):
        return len({value for kind, value in before.segments if kind == "code"} & others) >= 2
    if match and match.group("subjectless") and _THIS_PATCH_LAST.search(" ".join(plain_text(b.text) for b in between)):
        # "... (compare `x`, which is about TE >= 2.6; this patch has nothing like that). Needs TE.": the last subject
        # the sentence before names is this patch, and a sentence without a subject has that one.
        return False
    return bool(match)


# "...; this patch has nothing like that": this patch as the subject of the sentence's last clause, a main clause of its
# own (not "`x` only runs when this patch is enabled", whose subject is the other patch).
_THIS_PATCH_LAST = re.compile(
    r"(?:^\W*|[;—–]\s*|,\s+(?:and|but)\s+)this\s+(?:patch|one)\s+(?:has|is|does|needs|requires|uses|only|itself)\b[^;(]*$", re.IGNORECASE
)


# "These are Flux's checks, not the patch's", "That is a different patch": a sentence about the statements just above it.
_BACK_REFERENCE = re.compile(
    r"^[\W_]*(?:#\s*)?(?:these|those|they|both|all (?:three|four|of them)|that(?:'s| is| was)\b)\b", re.IGNORECASE
)
_REACHES_BACK = ("said of upstream, not the patch", "another patch")


def _hedged_back(sentences: list[Sentence]) -> list[Sentence]:
    """Each sentence that opens with "These" or "They" and says whose they are gives its hedge to the lines right above it.

    The lines it speaks of are the ones that touch it, line after line (a run of comment lines, of list items); a
    blank line or a sentence already hedged ends them.
    """
    out = list(sentences)
    for index, sentence in enumerate(out):
        hedge = hedge_of(sentence)
        if hedge in ("overturned", "a setting the patch does not read") and index and out[index - 1].line == sentence.line and not hedge_of(out[index - 1]):
            # "DECISION: style X. *(Overturned under item 5.)*": the remark takes back the decision just before it; so
            # does "...; the patch does not look at them" the settings the clause before it names.
            out[index - 1] = replace(out[index - 1], hedge=hedge)
            continue
        if hedge not in _REACHES_BACK or not _BACK_REFERENCE.match(sentence.text):
            continue
        line, before = sentence.line, index - 1
        while before >= 0 and out[before].line in (line, line - 1) and not hedge_of(out[before]):
            out[before] = replace(out[before], hedge=hedge)
            line, before = out[before].line, before - 1
    return out


# Columns that describe how the row's subject works ("Style", "Notes"): a hedge there qualifies that description only.
# A hedge in any other cell ("not needed" as a Version, "only if ..." under When) is about the row's subject: it hedges the row.
_ASIDE_COLUMN = re.compile(r"^\W*(?:style|notes?|comments?|details?|how|remarks?|why)\b", re.IGNORECASE)


_PORT_COLUMN = re.compile(r"\bthis\s+(?:PR|MR|change|port)\b|\bthe\s+port\b|\bour\s+(?:port|fork|code|version|trainer)\b|^\W*(?:port|ours)\b", re.IGNORECASE)
_PORT_CHOICE = "the port's own choice, not Primus's"


def _split_row(row: Sentence, patch_id: str | None = None) -> list[Sentence]:
    """A table row as plain cells and hedged ones: "`a.B` | function wrapping (delegates when ...)" keeps the site plain.

    A hedged cell of a column that describes (Style, Notes) is quoted on its own, labelled with its column, and blanked in
    the row; a hedged cell of any other column hedges the whole row ("`transformer_engine` | not needed"). A cell under
    a column headed by another patch's id (a comparison, "| | `megatron.turbo.rms_norm` | `<this patch>` |") is that
    patch's, set apart as well.
    """
    parts = cells(row)
    headers = table_headers(row.table)
    column = [headers[i] if i < len(headers) else "" for i in range(len(parts))]
    # "| Turned on by | n/a | `acme.v_pipeline_layout: true` |" under "Upstream | This PR": the port's column holds
    # the port's own choices; the row's other cells stand.
    ports = [bool(_PORT_COLUMN.search(plain_text(c))) or _another_patch_column(c, patch_id) for c in column]
    hedges = [
        hedge_text(_prose(c), plain_text(c))
        or (("another patch (its column names it)" if _another_patch_column(h, patch_id) else _PORT_CHOICE) if port and c.strip() else "")
        for c, h, port in zip(parts, column, ports)
    ]
    if not any(hedges):
        return [row]
    # "`_fused_layer_forward` (calls ..., falls back to the original)": a hedge only inside a cell's parenthesis is an
    # aside on what that cell names, as a Notes column would be.
    aside = [bool(h) and not hedge_text(_prose(re.sub(r"\([^()]*\)", " ", c))) for c, h in zip(parts, hedges)]
    # A note that the row's key is one way in of several ("one of the two ways in") speaks of the row, in a Notes
    # column too.
    if any(h and not aside[i] and not ports[i] and (not _ASIDE_COLUMN.match(column[i]) or h == "an alternative") for i, h in enumerate(hedges)):
        return [replace(row, hedge=next(h for h in hedges if h))]
    kept = retext(row, " | ".join("" if h else c for c, h in zip(parts, hedges)))
    apart = [retext(row, c, hedge=h, row=False, label=column[i]) for i, (c, h) in enumerate(zip(parts, hedges)) if h]
    return [kept, *apart]


def _prose(text: str) -> str:
    return CODE_SPAN.sub(" ", text)


def _another_patch_column(header: str, patch_id: str | None) -> bool:
    """Whether a column's header is another patch's id alone ("`megatron.turbo.rms_norm`"), as a comparison heads it."""
    spans = [m.group(2).strip() for m in CODE_SPAN.finditer(header)]
    named = spans[0] if len(spans) == 1 and not CODE_SPAN.sub("", header).strip(" *_") else plain_text(header).strip()
    return bool(patch_id) and named != patch_id and "." in named and bool(re.fullmatch(PATCH_ID, named)) and not is_file_name(named)


def _other_patch(sentence: Sentence, patch_id: str | None) -> str:
    """ "another patch" when the sentence names a patch id other than ``patch_id`` next to the word patch."""
    return "another patch" if _named_as_patch(sentence, patch_id) else ""


# Megatron-LM's packages: a path under one is a module or a name in it, never a patch id.
_MEGATRON_PACKAGES = frozenset({"core", "training", "legacy", "inference", "post_training", "rl", "energon"})


def _named_as_patch(sentence: Sentence, patch_id: str | None) -> list[str]:
    """The ids other than ``patch_id`` the sentence names next to the word patch, sibling, companion or neighbour, or with the
    patches file that registers them."""
    segments = sentence.segments
    found = []
    for index, (kind, value) in enumerate(segments):
        if kind != "code" or value == patch_id or "." not in value or not re.fullmatch(PATCH_ID, value):
            continue
        before = segments[index - 1][1] if index else ""
        after = segments[index + 1][1] if index + 1 < len(segments) else ""
        if re.match(r"\s+to\s", after):
            # "Patch `pretrain_gpt.forward_step` to support ...": patch the verb, its object the function patched.
            continue
        # The word patch in Korean, Japanese and Chinese too: "짝꿍 패치 `x`" (the companion patch x), "パッチ `x`", "补丁 `x`".
        # "the `TESpecProvider` rebinding belongs to `megatron.turbo.te_spec_provider`": the patch a binding belongs to.
        if re.search(r"\b(?:rebinding|binding|wrapper|site)\b[^.;]{0,40}\bbelongs?\s+to\s*$", before, re.IGNORECASE):
            found.append(value)
            continue
        # "Related patch (not this one): `x`": the word and an aside before the id.
        # "You're thinking of the neighbour, `x` (priority=41)": the patch registered beside this one.
        # "It monkey-patches `m.get_model`", "Monkey patch `m.f` to ...": the verb, its object the function patched.
        # "`megatron.pp.v_schedule` (phase before_train, condition=...)": an id given its phase, which only a patch has.
        if re.search(r"(?:\b(?<!monkey-)(?<!monkey )(?:patch(?:es)?(?:\s+id)?|sibling|companion|(?<=the\s)neighbou?r)|패치|パッチ|补丁|補丁|патч)(?:\s*\([^()]{1,30}\))?\s*[,:(]?\s*$", before, re.IGNORECASE) or re.match(
            r"\s*\)?\s*(?:patch\b|패치|パッチ|补丁|補丁|патч)", after, re.IGNORECASE
        ) or (
            # (Not "wraps `megatron.training.training.pretrain` (phase: before_train)": a site, the phase its rebinding's.)
            re.match(r"\s*\(\s*phase[\s=:]", after, re.IGNORECASE)
            and not re.search(r"\b(?:wrap|rebind|replac|patch|swap|overrid|hook|bind|call|in|of|to|from|at)\w*\s*$", before, re.IGNORECASE)
        ):
            found.append(value)
        # "that's `megatron.pp.zero_bubble_optimizer` in `zero_bubble_patches.py`": an id named with the patches file
        # that registers it.
        following = segments[index + 2] if index + 2 < len(segments) else ("text", "")
        # Not a Python path into that file ("`primus.backends...x_patches._make_wrapper`, in `.../x_patches.py`").
        with_its_file = (
            re.fullmatch(r"\s*(?:\(|in|,\s*in|from|—|-)?\s*", after)
            and following[0] == "code"
            and re.search(r"(?:^|/)\w*patch\w*\.py$", following[1])
            and following[1].rsplit("/", 1)[-1].removesuffix(".py") not in value.split(".")
        )
        # The same with the file written plainly, as the subject of what the patch does: "`megatron.pp.zero_bubble_optimizer`
        # (zero_bubble_patches.py) is gated on ...". Not a site cited with its file ("`a.b.f` (x_patches.py:87)").
        with_its_file = with_its_file or re.match(r"\s*\(\s*[\w/]*patch\w*\.py\s*\)\s+(?:is|registers|rebinds|swaps|wraps|replaces|patches)\b", after)
        # "That is `megatron.distributed.sdma_param_all_gather` (`.../sdma_param_all_gather_patches.py:159`)": an id of
        # Megatron's namespace that names no Megatron package, cited at a line of a patches file: that patch's
        # registration. (A site cited there, "`megatron.core.x.f` (`x_patches.py:87`)", lives in a Megatron package.)
        with_its_file = with_its_file or bool(
            re.fullmatch(r"\s*\(\s*", after)
            and following[0] == "code"
            and re.search(r"(?:^|/)\w*patch\w*\.py:\d+", following[1])
            and re.fullmatch(r"megatron\.[a-z]\w*\.[a-z]\w*(?:\.[a-z]\w*)?", value)
            and value.split(".")[1] not in _MEGATRON_PACKAGES
        )
        if with_its_file and not value.startswith("primus."):
            found.append(value)
    return found


def _site_then_replacement(first: str, second: str) -> bool:
    """Whether two columns' headers give a whole site and then what replaces it ("Module attribute | Set to", "Site |
    Replaced by"), not a module and a name in it."""
    return bool(
        re.search(r"\b(?:attributes?|sites?|symbols?|bindings?)\b", plain_text(first), re.IGNORECASE)
        or re.search(r"\b(?:set to|replaced|replacement|replaces|new|primus|wrapper|by)\b", plain_text(second), re.IGNORECASE)
    )


def _mentions(sentence: Sentence) -> list[str]:
    """What a sentence names that could be a fact: code spans, and code statements.

    A table row that gives a module and, in the next cell, a name ("| `a.b.m` | `Cls` | ... |", under "Module |
    Attribute") names the binding `a.b.m.Cls`: the two cells are read as one path.
    """
    segments = sentence.segments
    names = []
    for index, (kind, value) in enumerate(segments):
        if kind != "code" or not value.strip():
            continue
        following = segments[index + 2] if index + 2 < len(segments) else ("", "")
        if (
            sentence.row
            and is_dotted(value)
            and root_of(value) in UPSTREAM_ROOTS
            and re.fullmatch(r"\s*\|\s*", segments[index + 1][1])
            and following[0] == "code"
            and re.fullmatch(r"[A-Za-z_]\w*", following[1])
            # "| `a.b.m.MoELayer` | `PrimusMoELayer` |" under "Module attribute | Set to": a site and what replaces it.
            and not _site_then_replacement(column_of(sentence, index), column_of(sentence, index + 2))
        ):
            names.append(f"{value}.{following[1]}")
            continue
        names.append(value)
    return names


def hedged_todo(sentence: Sentence, out: Collector) -> None:
    """A hedged sentence naming code or a version becomes one TODO that quotes it; none of its names become values."""
    hedge = hedge_of(sentence)
    # A file, a folder or a glob is where the report looked, not a fact.
    names = [n for n in _mentions(sentence) if not re.search(r"[/*]", n)]
    if hedge is not None and not names and sentence.code:
        # '{"kind": "flag", "key": "kda_chunk_size", "evidence": "primus/a.py:517", "confidence": "low"}': a hedged line
        # of code that names a file names its keys too.
        names = list(dict.fromkeys(re.findall(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b", sentence.text)))
    if hedge is not None and not names:
        # "Q: ROCm only? A: No.", "I don't think it is ROCm-only", "nvfp4 is not supported there", "TE and Apex are not
        # needed", "only needs torch >= 2.4.0": a version, a platform, a number format or a package named in words is a
        # fact of the port as much as a code span; the line is quoted, never read as a yes.
        names = VERSION_NUMBER.findall(sentence.prose)
        names += re.findall(rf"{PLATFORM_WORD}|{WORDED_FORMAT}|{WORDED_VERSION}", sentence.prose, re.IGNORECASE)
        names += re.findall(WORDED_PACKAGE, sentence.prose)
    if hedge in _READ_BEFORE_PORTING and not names:
        # "Caveat: the patched forward is only correct when that converter has run": a caveat names nothing to write,
        # and is what a porter most needs to read.
        out.todos.append(
            Todo(
                "report", False, f'report line {sentence.line} is a caveat ({hedge}): "{sentence.quote()}"; read it before porting', "check"
            )
        )
        return
    if hedge is None or not names:
        return
    named = ", ".join(f"`{one_line(n, 120)}`" for n in dict.fromkeys(names))
    upstream = any(is_dotted(n) and root_of(n) in UPSTREAM_ROOTS for n in names)
    field = (
        "upstream.transient"  # bound for one call and put back: the patch leaves no site rebound
        if hedge == "a temporary swap" and upstream
        else "requires.platform"
        if re.fullmatch(PLATFORM_WORD, names[0], re.IGNORECASE)
        else "numerics"
        if re.fullmatch(WORDED_FORMAT, names[0], re.IGNORECASE)
        else "upstream.aliases"
        if upstream and not any(condition(n) for n in names)
        else "constraints"
        if any(condition(n) is not None for n in names) or re.search(r"[<>]=?|==|!=", " ".join(names))
        else "requires.packages"
        if VERSION_NUMBER.fullmatch(names[0])
        or re.fullmatch(WORDED_PACKAGE, names[0])
        or re.fullmatch(WORDED_VERSION, names[0], re.IGNORECASE)
        else "enable.phase"
        if any(_PHASE_NAMED.search(n) for n in names)
        else "constraints"
        if RAISES.search(sentence.prose)
        else "enable.flags"
        if any(_KEY_LIKE.fullmatch(n.split("=")[0].strip()) for n in names)
        else "report"
    )
    out.todos.append(
        Todo(
            field,
            False,
            f'report line {sentence.line} is conditional ({hedge}), so nothing in it was written as a value: "{sentence.quote()}" '
            f"(names {named}); write what your port needs, or nothing",
            "check",
        )
    )


# What a hedged line names decides where its TODO is filed: a phase (`phase="before_train"`, `build_args`) under
# enable.phase, a line about an assert or a raise under constraints, a name written as a config key or an environment
# variable (`use_turbo_x`, `NVTE_FLAG`) under enable.flags, anything else (a class, a function, a log line) under report.
_PHASE_NAMED = re.compile(rf"^\W*(?:phase\s*=\s*\W*)?(?:{'|'.join(PHASES)})\W*$")
_KEY_LIKE = re.compile(r"(?:args\.|config\.)?[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z]+\d*")

# Hedges that make a sentence a caveat of the port even when it names no code: never dropped.
_READ_BEFORE_PORTING = ("a note", "only when", "a fallback", "unless")
_WORDED_CONSTRAINT = re.compile(
    r"\bmust(?: not| never)? (?:be|equal|exceed|stay)\b|\bhas to be\b|\bhave to be\b|\bonly supports?\b|\bcannot be\b|\bis required to be\b",
    re.IGNORECASE,
)


def coverage(sentences: list[Sentence], out: Collector) -> None:
    """Every site, flag and constraint a plain sentence names ends up as a value or a TODO quoting its line."""
    values = {
        name: {f.value if not isinstance(f.value, tuple) else f.value[0] for f in out.facts.get(name, [])}
        for name in ("upstream.symbols", "upstream.aliases")
    }
    sites = values["upstream.symbols"] | values["upstream.aliases"]
    constrained_lines = {f.line for f in out.facts.get("constraints", [])}
    versioned_lines = {f.line for name in ("requires.packages", "requires.backend_versions") for f in out.facts.get(name, [])}
    told = " ".join(t.why for t in out.todos) + " " + " ".join(str(n.value) for n in out.notes)
    implementation = {
        f.value
        for name in ("feature.id", "implementation.primus", "implementation.turbo", "framework.wired_at")
        if (f := out.facts.get(name))
    }
    replacements = {f.value for f in out.facts.get("_replacements", [])}
    for sentence in sentences:
        missed: list[tuple[str, str]] = []
        for name in _mentions(sentence):
            path = name.removesuffix("()")
            assignment = re.fullmatch(rf"({DOTTED.pattern})\s*=\s*([\w.]+)", path)
            target = assignment.group(1) if assignment else path
            if assignment and LITERAL.fullmatch(assignment.group(2)) and config_key(target) is None:
                if f"`{target}`" not in told:
                    missed.append(("report", not_config_key(target, sentence.prose)))
            elif is_dotted(target) and root_of(target) in UPSTREAM_ROOTS:
                drafted = target in sites or target in implementation or any(s.startswith(target + ".") for s in sites)
                if not drafted and f"`{target}`" not in told and names_another_patch(sentence.prose):
                    # "The companion `torchtitan.torch.x` patch installs `torch.a.b`": that patch's id and sites.
                    missed.append(("report", f"`{target}`: named with another patch; not a site of this one unless your port rebinds it"))
                elif not drafted and f"`{target}`" not in told and target in replacements:
                    # "`a.Adam` becomes `torch.optim.AdamW`": the object a site is rebound to, never a site of its own.
                    missed.append(
                        ("implementation.ported", f"`{target}`: what the patch binds at a site, not a site; write your port's object")
                    )
                elif not drafted and f"`{target}`" not in told and not values["upstream.symbols"]:
                    # No symbol drafted: the path may be the one site of the patch, not an alias of another.
                    missed.append(
                        (
                            "upstream.symbols",
                            f"`{target}`: not written as a site; add it to upstream.symbols (or upstream.aliases) if your port rebinds it",
                        )
                    )
                elif not drafted and f"`{target}`" not in told:
                    missed.append(
                        ("upstream.aliases", f"`{target}`: not written as a site; add it to upstream.aliases if your port rebinds it")
                    )
            elif (
                is_dotted(target)
                and root_of(target) == "primus"
                and target not in implementation
                and REBIND_VERB.search(sentence.prose)
                and f"`{target}`" not in told
            ):
                # "Rebinds `primus.x.PrimusFSDP.__init__`": a Primus object that stands where upstream's did (installed
                # by this patch or another), rebound in turn; the upstream symbol it stands for is the port's site.
                why = f"`{target}`: a Primus object the patch rebinds, not an upstream one; write the upstream symbol it stands for"
                missed.append(("upstream.symbols", why))
            elif condition(name) is not None and sentence.line not in constrained_lines and f"`{one_line(name, 80)}`" not in told:
                missed.append(
                    ("constraints", f"`{one_line(name, 80)}`: a condition not written as a constraint; write it if it gates the port")
                )
        if _WORDED_CONSTRAINT.search(sentence.prose) and sentence.line not in constrained_lines and not sentence.code:
            missed.append(("constraints", "a constraint stated in words; write it as param, op, value and source"))
        partial = [n for n in _mentions(sentence) if re.fullmatch(r"\.[A-Za-z_]\w*(?:\(\))?", n)]
        if partial and not sentence.code:
            # "`a.b.C.forward` and `.backward`": the draft does not complete a path the report leaves partial.
            missed.append(
                ("upstream.aliases", f"{', '.join(f'`{p}`' for p in partial)}: a partial path; write the full one if your port rebinds it")
            )
        versions = versions_in(sentence.prose) + [n for n in _mentions(sentence) if re.match(r"[<>=!~]=?\s*v?\d", n)]
        if versions and sentence.line not in versioned_lines and not sentence.code and f"report line {sentence.line} " not in told:
            missed.append(
                ("requires.packages", f"{', '.join(dict.fromkeys(versions))}: a version not written as a value; write it where it belongs")
            )
        for name, why in missed:
            out.todos.append(Todo(name, False, f'report line {sentence.line}: "{sentence.quote()}": {why}', "check"))
            told += " " + why
