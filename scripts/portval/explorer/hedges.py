"""Sentences the draft must not turn into values, and what no reader wrote: both become TODOs quoting their line.

A hedged sentence (unless, a warning, only when, another patch, ...) names
something that is neither a value nor its negation; a plain sentence that
names a site or a condition no reader drafted must not be dropped silently.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .constraints import condition
from .enable import PATCH_GATE, config_key, not_config_key
from .paths import CLASS_NAME, DOTTED, LITERAL, PATCH_ID, UPSTREAM_ROOTS, is_dotted, root_of
from .records import Collector, Todo
from .requires import WORDED_PACKAGE
from .sentences import NO_EFFECT, REBIND_VERB, Sentence, cells, column_of, retext
from .text import CODE_SPAN, PLATFORM_WORD, VERSION_NUMBER, WORDED_FORMAT, WORDED_VERSION, one_line, plain_text, versions_in

# Wording that makes a sentence conditional, or about something other than this patch: what it names
# is neither a value nor its negation, so it becomes a TODO quoting the line.
_HEDGES = (
    # A report may be written in German, Chinese, Japanese or Korean: each hedge also has their wording (no \b: Han, kana and
    # Hangul are all \w).
    ("unless", r"\bunless\b|除非|ない限り|않는 한|않으면|\baußer wenn\b|\bes sei denn\b"),
    ("a warning", r"\bwarn(?:s|ed|ing|ings)?\b|警告|경고|\bWarnung\b|\bwarnt\b"),
    # What the code logs or prints names the condition of a message, not one of the port.
    ("a message", r"\b(?:logs?|logged|logging|prints?|printed|emits?|emitted|notices?|messages?)\b|打印|日志"),
    # "replaces `a.evaluate` with a capture wrapper while the original runs, and puts it back in a finally": a binding that
    # holds during one call (upstream.transient), not a site the patch leaves rebound. Before "a fallback": "restored in
    # `finally`" is this swap's end, not a way back to upstream.
    (
        "a temporary swap",
        (
            r"\bputs?\s+(?:it|them|\w+)\s+back\b|\bswap(?:s|ped)?\s+(?:it|them)\s+back\b|\bin\s+(?:a\s+)?`?finally`?(?!\w)"
            r"|\bfor\s+the\s+duration\s+of\b|\btransient(?:ly)?\b"
        ),
    ),
    (
        "a fallback",
        (
            r"\bfall(?:s|ing)?\s+back\b|\bfallback\b|\brevert(?:s|ed|ing)?\b|\brestor(?:es|ed|ing)\b|回退|恢复|还原|フォールバック|元に戻"
            # "the wrapper ... falls through to the original provider": upstream's path, not the patch's.
            r"|\bfalls?\s+through\s+to\s+(?:the\s+)?(?:original|upstream|stock|unpatched)\b"
        ),
    ),
    # When the patch does nothing ("delegates when `x is None`"): the gate of the patch, never a constraint nor its negation.
    (
        "when the patch does nothing",
        (
            r"\b(?:delegat(?:es?|ing)|falls?\s+through|pass(?:es)?\s+through|returns?\s+early|is\s+a\s+no-op|no-ops?|does\s+nothing"
            r"|returns?\s+without\s+doing\s+anything"
            r"|skips?(?:\s+itself)?|forwards?\b(?:\s+[\w-]+){0,4}\s+verbatim)(?:\s+[\w'-]+){0,4}?\s+(?:when|if|unless|whenever)\b"
            # "TE >= 2.14.0 时补丁自动跳过" (the patch skips itself when ...), "pp_size == 1 时直接返回" (returns early when ...).
            r"|时(?:补丁|它|包装函数)?(?:会)?(?:自动)?(?:跳过|直接返回|什么都不做|不做任何事)"
            # In Japanese: "... 場合は何もしない" (does nothing when ...), "スキップする".
            r"|何もしない|スキップ(?:する|される)|早期リターン"
        ),
    ),
    (
        "disabled / skipped when",
        r"\b(?:disabled|skipped|skips|ignored|bypassed|turned off)(?:\s+(?:entirely|completely|altogether|silently))?\s+(?:if|when|for)\b",
    ),
    # "called only on the fused path": one path of the patch, not all of it ("works only on ROCm" stays plain).
    (
        "only when",
        (
            r"\bonly\b(?:\s+[\w'-]+){0,4}?\s+(?:when|if|for|with)\b|\bonly\s+(?:on|in|along)\s+the\s+[\w\s-]{0,30}?\b(?:path|branch|case|mode)\b"
            # "in `__init__`, V branch only": one branch of the code named before the word.
            r"|\b[\w-]+\s+(?:branch|path|mode|case)\s+only\b"
            # In French: "uniquement lorsque", "seulement si", "sauf si" (unless).
            r"|\b(?:uniquement|seulement)\s+(?:lorsque|lorsqu'|quand|si|pour|avec)|\bsauf\s+si\b|\bà condition que\b"
            # In Chinese: "仅当 ... 时", "只有在", "只在".
            r"|仅当|只有当|只有在|仅在|只在"
            # In Japanese: "〜の場合のみ", "〜ときのみ", "〜に限り".
            r"|場合のみ|ときのみ|時のみ|に限り"
            # In Korean: "~인 경우에만", "~일 때만".
            r"|경우에만|때만|에만 적용"
            # In German: "nur wenn", "nur falls", "nur bei".
            r"|\bnur (?:wenn|falls|bei|mit)\b"
        ),
    ),
    # In Chinese and Japanese a condition may also close its clause ("TE < 2.14 时", "... 的时候", "... の場合"): "时" not
    # in 同时, 临时, 时间 and the like.
    (
        "a condition",
        (
            r"^\W*(?:(?:when|whenever|if|with|without|once|for (?:the|a|an) [\w\s-]{0,40}?(?:path|case|branch|mode|setup)\b)\b|如果|若|当)"
            r"|(?<![同临及实准暂按])时(?![间候刻])|的时候|場合|とき[はに、]"
        ),
    ),
    # "fp8 with DeprecatedTEGroupedMLP requires TE": a requirement of one case, not of the patch.
    ("a case", r"^\W*[\w-]+\s+with\s+[\w.-]+\s+(?:requires?|needs?)\b"),
    # "the second branch of the same condition", "alternatively": one of several ways in, not the gate.
    # "or env X=1 for experiments, either switch is enough": one of several ways in, not the gate.
    (
        "an alternative",
        (
            r"\b(?:second|other|alternative|another)\s+branch\b|\balternatively\b|\beither (?:switch|one|flag|way|of them)\b"
            r"|\bfor experiments\b|\bor else\b"
        ),
    ),
    (
        "another patch",
        (
            r"\bcompanion\b|\bcompagnon\b|\bsibling\b|\banother patch\b|\bregistered separately\b|\bseparate patch\b|\bnot part of this patch\b"
            r"|\b(?:second|other|prerequisite|related|different)\s+patch(?:es)?\b|\bthat patch\b|\bthose (?:\w+ )?patches\b"
            # "伴生补丁" (a companion patch), "不是本补丁的" (not this patch's), "和这里无关" (nothing to do with this one).
            r"|伴生补丁|另一个补丁|其他补丁|不是本补丁|不属于本补丁|非本补丁|[和与跟](?:这里|本补丁|这个补丁)无关"
            # In Japanese: "本パッチのものではない" (not this patch's), "別のパッチ" (another patch).
            r"|本パッチのものではない|本パッチではない|別のパッチ|他のパッチ|関連パッチ"
            # In Korean: "이 패치의 것이 아니다" (not this patch's), "다른 패치" (another patch), "동반 패치" (a companion).
            r"|이 패치의 것이 아니|이 패치가 아니|다른 패치|동반 패치"
            # In German: "nicht von diesem Patch", "ein anderer Patch", "Begleitpatch".
            r"|\bnicht (?:von )?diese[ms]? Patch|\bandere[rn]? Patch|\bBegleit-?[Pp]atch"
        ),
    ),
    # A step the user is told to take ("call `f(x)` yourself", "you may ...") is advice, not what the patch does.
    ("advice to the reader", r"\byou(?:rself)?\b|你们?|建议|してください|推奨"),
    # "this is upstream's own raise, not the patch's; it holds with or without the patch": upstream's check, not the patch's.
    # A whole sentence, where requires.py reads "not to this patch" inside one clause only (a requirement beside others).
    (
        "said of upstream, not the patch",
        (
            r"\bupstream(?:\s+[A-Z][\w-]*)?'?s own\b|\bnot (?:the|this) patch'?s\b|\bwith or without the patch\b"
            # "upstream's interleaved `x is None` check, not something this patch adds".
            r"|\bupstream'?s\s+(?:[\w-]+\s+){0,3}(?:check|assert(?:ion)?|raise|validation)\b"
            r"|\bnot something (?:the|this) patch (?:adds|does|checks|asserts|raises)\b"
            # "upstream asserts the `linear_*` values are not None": upstream's check, named as such.
            r"|\bupstream(?:\s+Megatron(?:-LM)?|\s+TorchTitan)?\s+(?:asserts|raises|validates)\b"
        ),
    ),
    # "Our port is turned on by our own flag", "we pin torch 2.6 in our image": the porter's fork, not Primus.
    ("the port's own choice, not Primus's", r"\bour (?:own|port|fork|trainer|framework|launcher|image|code|version)\b"),
    (
        "a negation",
        (
            r"\b(?:not|never|no longer)\s+(?:\w+\s+)?(?:needed|required|necessary|used|touched|rebound|patched|replaced|applied|supported"
            r"|reads?|read|checked|consulted)\b"
            r"|\b(?:isn't|aren't|doesn't|don't)\b"
            # "so that is not a constraint of this patch", "is not a site": what the report says a name is not.
            r"|\b(?:is|are)\s+not\s+(?:a|an)\s+(?:constraint|site|flag|requirement|gate)\b"
            rf"|{NO_EFFECT}"
            # "没有被重绑定" (not rebound), "不是" (is not), "不需要" (not needed), "无关" (unrelated).
            r"|没有被?(?:重绑定|替换|修改|使用|用到|调用|读取?)|不是|并非|不需要|不依赖|无关"
            # In Japanese: "ではない" (is not), "しない" / "されない" (does not / is not done), "不要" (not needed).
            r"|ではない|ではありません|しない|されない|しません|されません|不要"
            # In Korean: "아니다" (is not), "않는다" / "않음" (does not), "필요 없다" (not needed).
            r"|아니다|아니라|않는다|않음|않고|필요 없"
            # In German: "nicht", "kein(e)", "nie".
            r"|\bnicht\b|\bkein(?:e[nmrs]?)?\b|\bnie\b"
            # "**Not sites:** `a`, `b`": a field naming what is no site; '{"kind": "not_a_site", ...}' in a tool's output.
            r"|^\W*(?:not|non)[- ]sites?\b|\bnot_a_site\b|\bnon_site\b"
        ),
    ),
    # "`X=true` or `yes` leaves the patch active": a setting that does not turn it off, which is not one that turns it on.
    (
        "what leaves it on",
        r"\b(?:leaves?|keeps?)\s+(?:the\s+patch|it)\s+(?:active|on|enabled)\b|\blässt\s+(?:den\s+Patch|ihn)\s+aktiv\b",
    ),
    # "DECISION: ... (Overturned under item 5)": what was decided once and later taken back.
    ("overturned", r"\b(?:overturned|overruled|retracted|withdrawn|rescinded)\b"),
    # "MR's first take was ...", "MR wanted to put `x: true` down as the flag": a proposal, not what was found.
    ("a proposal", r"\bfirst take\b|\b(?:wanted|proposed|suggested|offered) to\b|\b(?:initially|originally) (?:thought|wanted|proposed)\b"),
    # 'Not true: "it rebinds `x`"': a claim the writer sets out only to deny.
    # "Our early guess that the patch also ... is not true: ...": an earlier claim, named and then denied.
    (
        "a claim said to be false",
        (
            r"^\W*(?:not true|untrue|false|myth|incorrect)\s*[:—–-]"
            r"|\b(?:our|my|an?|the)\s+(?:early|earlier|first|initial|original)\s+(?:guess|assumption|claim|reading)\b"
            r"[^.;]*?\b(?:is|was)\s+(?:not true|wrong|false|incorrect)\b"
        ),
    ),
    # "Scratch that: `X=0` does not turn it off": a correction of something said above, which a reader must see beside it.
    ("a correction", r"\b(?:scratch|strike) that\b|^\W*(?:correction|erratum)\b|\bI was wrong\b"),
    # "was true before v26.3": a fact of an earlier version, not of the code read.
    ("true of an earlier version", r"\bwas true (?:before|until|in|up to)\b|\bused to (?:be|rebind|patch|replace)\b"),
    # "So the site it means is `x` —" and the other speaker cuts in: the statement was never finished.
    # A dash alone (an empty table cell) cuts nothing off.
    ("cut off", r"\w[^\n]*?\s(?:—|–|--)[\s*_]*$"),
    # "Q: ROCm only? A: No.": a question and its answer are one statement, and a negative answer negates the question.
    ("a negative answer", r"\bQ:[^?]*\?[\s*_]*A:[\s*_]*(?:no|not|none|nothing)\b"),
    # "does it need TE or apex installed?": a question asks; only its answer can state a fact.
    ("a question", r"\?[\s*_)\]]*$"),
    # "imported inside try/except": the import may fail and the patch goes on without it.
    ("optional", r"\boptional(?:ly)?\b|\bcan be (?:raised|lowered|set|changed|enabled)\b|\btry\s*/\s*except\b"),
    # The writer's own doubt ("I think", "as far as I can tell", "I did not run it"): what follows is a guess, not a fact.
    (
        "the writer is unsure",
        (
            r"\bI (?:think|believe|assume|suspect|guess|did(?: not|n't) (?:check|verify|run|test|see))\b|\bnot (?:sure|certain|obviously)\b"
            r"|\bas far as I (?:can tell|know|could see)\b|\bprobably\b|\bpresumably\b|\bunverified\b|\bperhaps\b|\bmaybe\b"
            # A French engineer's doubt: "je pense", "probablement", "à vérifier", "point à vérifier".
            r"|\bje (?:pense|crois|suppose)\b|\bprobablement\b|\bà vérifier\b|\bpeut-être\b"
            # "Open question from the team: nobody has checked what ... does if someone also sets `x=True`".
            r"|^\W*open questions?\b|\bnobody (?:has |had )?(?:checked|verified|tested|confirmed|traced)\b"
            # "We assumed there was an env var gate (`X=1`)", "I first guessed ...": what someone believed, not what the code does.
            r"|\b(?:we|I|they|someone|the team|people)\s+(?:had\s+)?(?:first\s+|initially\s+|originally\s+)?"
            r"(?:assumed|believed|thought|expected|remembered|guessed)\b"
            # A Chinese engineer's doubt: "可能", "大概率", "也许", "我觉得", "不确定", "没有实际跑过".
            r"|可能|大概|也许|我觉得|我认为|不确定|待确认|应该只是|没有实际跑过|未验证"
            # A Japanese engineer's doubt: "たぶん", "おそらく", "未確認", "かもしれない", "と思う".
            r"|たぶん|多分|おそらく|未確認|かもしれない|と思う"
            # A Korean engineer's doubt: "아마", "확인되지 않음", "확실하지 않다", "것 같다".
            r"|아마|확인되지 않|확실하지 않|것 같다"
            # A German engineer's doubt: "vermutlich", "wahrscheinlich", "vielleicht", "nicht geprüft", "ich glaube".
            r"|\bvermutlich\b|\bwahrscheinlich\b|\bvielleicht\b|\bnicht geprüft\b|\bungeprüft\b|\bich (?:glaube|denke|vermute)\b"
            # '"confidence": "low"' in a tool's JSON finding.
            r"|[\"']confidence[\"']\s*:\s*[\"'](?:low|medium|guess|unsure|unknown)[\"']"
            # "I'd guess the patch is gated on ...".
            r"|\bI'?d (?:guess|say|think|assume)\b|\bI would (?:guess|say|think|assume)\b"
        ),
    ),
    # "mxfp4 needs ROCm TE with AITER": a requirement of one recipe or dtype, not of the patch in every run.
    (
        "a requirement of one mode",
        r"^\W*(?:the\s+)?(?:(?:mx|nv)?fp\d+\w*|bf16|fp16|e\dm\d)(?:\s+(?:path|recipe|mode|case|variant|scaling))?\s+(?:needs?|requires?)\b",
    ),
    # "apex's extension is needed for the split path": a requirement of one path, not of every run of the patch.
    (
        "a requirement of one path",
        r"\b(?:needed|required|necessary|needs?|requires?)\s+(?:only\s+)?(?:for|on|in|by)\s+the\s+[\w\s-]{0,30}?\b(?:path|branch|case|mode|recipe)\b",
    ),
    ("a note", r"^\W*(?:note|nb|caveat|tip|hint)\b"),
)
# Wording that states a limit of the port without naming code: what it rejects, asserts or does not support. A sentence
# saying one that no value or TODO holds is quoted by ``leftovers``, hedged or not.
CAVEAT = re.compile(
    r"\b(?:rejects?|asserts?|raises?|fails?|errors?|must|unsupported|not supported|multiples? of|bit-(?:identical|exact)|bitwise|bit[- ]for[- ]bit"
    r"|loss curves?|slow(?:er|down)|not (?:rerouted|covered)|required|needed|numerics|backward|differs?|break|do not port)\b",
    re.IGNORECASE,
)
_RAISES = re.compile(r"\braise[sd]?\b|\bassert(?:s|ed)?\b|\berrors? (?:if|when|out)\b|\bfails? (?:if|when)\b|\brejects?\b", re.IGNORECASE)


def names_another_patch(text: str) -> bool:
    """Whether a text speaks of another patch (a companion, a sibling), whatever other hedge it carries first."""
    return bool(re.search(dict(_HEDGES)["another patch"], text, re.IGNORECASE))


def hedge_of(sentence: Sentence) -> str | None:
    """The hedge a sentence carries (see ``_HEDGES``, or its context: ``annotate``), or None when it states things plainly."""
    return sentence.hedge or hedge_text(sentence.text if sentence.code else sentence.prose, plain_text(sentence.text))


def hedge_text(text: str, whole: str | None = None) -> str | None:
    """The hedge a text carries, or None; ``whole`` is the sentence with its code, for wording that must open it ("If ...")."""
    for what, pattern in _HEDGES:
        opening = pattern.startswith("^")
        if re.search(pattern, whole if opening and whole is not None else text, re.IGNORECASE):
            # "If `x > 1` the handler raises" states a constraint: a raise is what the constraint reader reads.
            if what == "a condition" and _RAISES.search(text):
                continue
            # "The patch runs only when ..." is this patch's own gate, not a condition on something it says.
            if what == "only when" and PATCH_GATE.search(text):
                continue
            return what
    return None


def other_patch_ids(sentences: list[Sentence], patch_id: str | None) -> set[str]:
    """The ids of other patches a report names: next to the word patch (or sibling, companion), or in this patch's namespace.

    Patch ids are namespaced (``megatron.pp.schedule``, ``megatron.pp.v_schedule``): a path as deep as this patch's
    id, differing only in its last part, is a sibling patch, whatever the sentence around it says.
    """
    found = {value for sentence in sentences for value in _named_as_patch(sentence, patch_id)}
    found |= {row_patch for s in sentences if (row_patch := _row_patch(s)) and row_patch != patch_id}
    if patch_id and patch_id.count(".") >= 1:
        namespace = patch_id.rsplit(".", 1)[0] + "."
        depth = patch_id.count(".")
        for sentence in sentences:
            for kind, value in sentence.segments:
                if kind == "code" and value != patch_id and value.startswith(namespace) and value.count(".") == depth and is_dotted(value):
                    found.add(value)
    return found


def _row_patch(sentence: Sentence) -> str | None:
    """ "| `megatron.moe.x` | ... |" under a first column named for the patch ("Patch id"): the patch id the row opens
    with, whatever its other columns are called."""
    segments = sentence.segments
    opens = sentence.row and len(segments) > 2 and not segments[0][1].strip(" |") and segments[1][0] == "code"
    if (
        opens
        and re.fullmatch(PATCH_ID, segments[1][1])
        and segments[2][1].lstrip().startswith("|")
        and re.search(r"\bpatch\b", column_of(sentence, 1), re.IGNORECASE)
    ):
        return segments[1][1]
    return None


def statements(sentences: list[Sentence], patch_id: str | None, others: set[str] = frozenset()) -> tuple[list[Sentence], list[Sentence]]:
    """The one decision every reader's input passes: is this statement about this patch, plainly?

    Returns (the plain statements, the rest). A reader drafts values only from the first list; each sentence of the
    second becomes a TODO quoting its line (``hedged_todo``). See ``annotate`` for what the context adds.
    """
    annotated = annotate(sentences, patch_id, others)
    return [s for s in annotated if not hedge_of(s)], [s for s in annotated if hedge_of(s)]


_CLASS_LABEL = re.compile(rf"^\W*`{CLASS_NAME}`\s*:\s")


def annotate(sentences: list[Sentence], patch_id: str | None, others: set[str] = frozenset()) -> list[Sentence]:
    """The sentences with the hedges their context gives: another patch's id named, or a hedged lead-in ("...:") to a code block.

    A sentence naming another patch's id (``others``, see ``other_patch_ids``) is about that patch: none of it is a value
    of this one. A code block has no words of its own, so "The same file registers a second patch:" hedges the block after it.
    A table row is read cell by cell: a hedged cell is set apart from its row (see ``_split_row``).
    """
    out: list[Sentence] = []
    lead = ""
    for sentence in sentences:
        if sentence.code:
            out.append(replace(sentence, hedge=lead) if lead and not sentence.hedge else sentence)
            continue
        if sentence.lead and not sentence.hedge and hedge_text(plain_text(sentence.lead)) == "only when":
            # "All of these hold in the V branch only:" then the items: each holds where its lead says, not always.
            sentence = replace(sentence, hedge="only when (said of the list it is in)")
        names = {v for k, v in sentence.segments if k == "code"}
        hedge = sentence.hedge or ("another patch" if names & others else "") or _other_patch(sentence, patch_id)
        # "- `DeprecatedGroupedMLP`: `add_bias_linear` must be false": labelled with one class, it holds for that class only.
        hedge = hedge or ("said of one class" if _CLASS_LABEL.match(sentence.text) else "")
        if hedge:
            sentence = replace(sentence, hedge=hedge)
        lead = (hedge_of(sentence) or "") if sentence.text.rstrip().endswith(":") else ""
        out.extend(_split_row(sentence) if sentence.row and not hedge else [sentence])
    # "... rebinds TE WeightGradStore.put/pop. Separate patch.": a remark that names nothing but says "another patch" speaks
    # of the sentences beside it on its line.
    elsewhere = {s.line for s in out if not s.code and not _mentions(s) and names_another_patch(s.prose)}
    # Every cell and clause of a row that opens with another patch's id is about that patch.
    elsewhere |= {s.line for s in out if _row_patch(s) in others}
    out = [replace(s, hedge="another patch") if s.line in elsewhere and not s.hedge else s for s in out]
    return _hedged_back(out)


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
        if hedge == "overturned" and index and out[index - 1].line == sentence.line and not hedge_of(out[index - 1]):
            # "DECISION: style X. *(Overturned under item 5.)*": the remark takes back the decision just before it.
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


def _split_row(row: Sentence) -> list[Sentence]:
    """A table row as plain cells and hedged ones: "`a.B` | function wrapping (delegates when ...)" keeps the site plain.

    A hedged cell of a column that describes (Style, Notes) is quoted on its own, labelled with its column, and blanked in
    the row; a hedged cell of any other column hedges the whole row ("`transformer_engine` | not needed").
    """
    parts = cells(row)
    headers = row.table.split(" | ") if row.table else []
    hedges = [hedge_text(_prose(c), plain_text(c)) for c in parts]
    if not any(hedges):
        return [row]
    column = [headers[i] if i < len(headers) else "" for i in range(len(parts))]
    # "`_fused_layer_forward` (calls ..., falls back to the original)": a hedge only inside a cell's parenthesis is an
    # aside on what that cell names, as a Notes column would be.
    aside = [bool(h) and not hedge_text(_prose(re.sub(r"\([^()]*\)", " ", c))) for c, h in zip(parts, hedges)]
    if any(h and not aside[i] and not _ASIDE_COLUMN.match(column[i]) for i, h in enumerate(hedges)):
        return [replace(row, hedge=next(h for h in hedges if h))]
    kept = retext(row, " | ".join("" if h else c for c, h in zip(parts, hedges)))
    apart = [retext(row, c, hedge=h, row=False, label=column[i]) for i, (c, h) in enumerate(zip(parts, hedges)) if h]
    return [kept, *apart]


def _prose(text: str) -> str:
    return CODE_SPAN.sub(" ", text)


def _other_patch(sentence: Sentence, patch_id: str | None) -> str:
    """ "another patch" when the sentence names a patch id other than ``patch_id`` next to the word patch."""
    return "another patch" if _named_as_patch(sentence, patch_id) else ""


def _named_as_patch(sentence: Sentence, patch_id: str | None) -> list[str]:
    """The ids other than ``patch_id`` the sentence names next to the word patch, sibling or companion."""
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
        if re.search(r"\b(?:patch(?:es)?(?:\s+id)?|sibling|companion)\s*[,:(]?\s*$", before, re.IGNORECASE) or re.match(
            r"\s*\)?\s*patch\b", after, re.IGNORECASE
        ):
            found.append(value)
    return found


def _mentions(sentence: Sentence) -> list[str]:
    """What a sentence names that could be a fact: code spans, and code statements."""
    return [v for k, v in sentence.segments if k == "code" and v.strip()]


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
        else "enable.flags"
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
