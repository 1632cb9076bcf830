"""What the patch is: feature.patch_style and feature.port_kind from the report's wording, and the module under test
(module.constructor, module.forward_inputs) from what it writes about construction and forward."""

from __future__ import annotations

import itertools
import keyword
import re

from .hedge_words import HEDGES
from .hedges import hedge_of
from .markdown import QUOTED
from .paths import IDENT
from .records import Collector, Found, Todo
from .sentences import Sentence, cells, negated, table_headers
from .text import LINE_SYMBOL, compiled, plain_text

_STYLE_PHRASES = (
    (
        "binding_replacement",
        (
            r"binding replacement|replaces? the (?:attribute|binding|class|symbol)(?!'s|’s)|\brebind(?:s|ing)?\b|monkey-patch(?:es|ed)?\s+`[^`]+`\s+with"
            # "It's a straight replacement (monkey patch), not a wrapper": the patch, called a replacement outright.
            r"|\b(?:it(?:'s|’s|\s+is)|this\s+is|the\s+patch\s+is)\s+an?\s+(?:straight|plain|pure|full|complete|simple|wholesale)\s+replacement\b"
            # In German: "Binding-Ersetzung", "Bindungsersetzung".
            r"|\bbinding-?ersetzung\b|\bbindungsersetzung\b"
        ),
    ),
    (
        "function_wrapping",
        (
            r"(?:function|\bfn|\bfunc)\.? wrapping|\bwrapping style\b|\bwraps\s+`|\bwraps the (?:functions?|methods?|calls?|original)\b"
            # "installs a wrapper function"; not "the wrapper function `x`", a function of upstream's the patch names.
            r"|wrappers? function(?!(?<=the wrapper function)\s+`)"
            # "a wrapper around upstream's call"; not "a wrapper around its own `primus.x`", which replaces upstream.
            r"|wrappers? around(?!\s+(?:(?:its|their|Primus'?s?)\s+own\b|Primus'?s?\b|`?primus[._]))"
            r"|\binstalls a wrapper\b|\b(?:is|as) a wrapper\b"
            # "*wraps* (not replaces) three things", "Wrap, don't replace": wrapping set against replacing.
            r"|\bwraps?\W+(?:\w+\W+){0,3}?(?:not|don't|do not|rather than|instead of)\W+replac"
            # In German: "Funktions-Wrapping".
            r"|\bfunktions-?wrapping\b"
        ),
    ),
    (
        "config_rewrite",
        r"config\s*/\s*arg(?:ument)? rewrite|\b(?:config|arg|args|argument) rewrite|\brewrites? (?:the )?(?:backend_)?(?:args|arguments|config)\b",
    ),
    (
        "env_or_lifecycle",
        # A bare "hook" is no style: "registers a forward hook on every embedding" is a module hook inside a wrapper.
        (
            r"env(?:ironment)?[ -]var(?:iable)?\s*/\s*lifecycle hook|lifecycle hook|\bsets? (?:an? |the )?env(?:ironment)?\b"
            r"|\b(?:trainer|training|startup|shutdown|exit|atexit|init|setup)\s+hook\b"
        ),
    ),
    ("source_rewrite", r"source[- ]string rewrite|\brewrites? (?:the )?source\b|inspect\.getsource"),
)


# A style written as its facts value after a label ('"patch_style": "function_wrapping"', "Style: `config_rewrite`").
_LABELLED_STYLE = re.compile(
    r"\b(?:patch_?style|style)\W{1,6}(binding_replacement|function_wrapping|config_rewrite|env_or_lifecycle|source_rewrite)\b",
    re.IGNORECASE,
)


# A style named by its name, which a condition on the sentence does not change ("If ..., it installs a wrapper (function
# wrapping)"): the condition says when the patch acts, not how.
_EXPLICIT_STYLE = re.compile(
    r"(?:function|\bfn|\bfunc)\.? wrapping|binding replacement|config\s*/\s*arg(?:ument)? rewrite|source[- ]string rewrite|lifecycle hook",
    re.IGNORECASE,
)


# "The patch rebinds no upstream symbol", "rebinding: none": the phrase denied by the word after it. A label's colon
# before what it explains ("Config / arg rewrite: no upstream symbol is replaced") denies nothing.
_DENIED_AFTER = re.compile(r"\s+(?:no|nothing|none)\b|\s*:\s*(?:none|nothing)\b(?!\s+\w)", re.IGNORECASE)


# "The one and only rebinding is `x`": every patch installs itself by rebinding, a wrapper too, so the word names
# the style only where no wording of another style does.
_EVERY_PATCH_REBINDS = re.compile(r"rebind", re.IGNORECASE)  # the phrase "rebind", "rebinds", "rebinding"
# A line that names a topic as a title does, numbered or not: "3. What it rebinds", "What gets rebound?".
_TOPIC = re.compile(r"\W*(?:\d+[.)]\s*)?what\s+(?:it|the\s+patch|the\s+handler|gets|is)(?:\s+\w+){1,2}\W*", re.IGNORECASE)


def patch_style(sentences: list[Sentence], out: Collector, hedged: list[Sentence] = (), report: list[Sentence] = ()) -> None:
    """feature.patch_style from the Patch logic's wording; the first style named wins, the others are a note.

    ``hedged`` are the sentences no reader takes values from: where only a bare "rebinding" names a style plainly and
    one of them names another style ("If ..., the handler installs a wrapper (function wrapping)"), the style is a TODO.
    So it is where any sentence of the ``report`` says what is bound calls the original ("then the original `__init__`").
    """
    hits: list[tuple[str, Found]] = []
    rebinding_only: list[tuple[str, Found]] = []
    rebinding_sentences: list[Sentence] = []  # the sentences whose only style word is a bare "rebinding"
    named_outright: list[tuple[tuple[str, Found], int, bool]] = []  # (hit, line, under a style label)
    for sentence in sentences:
        matches = []
        # A report wraps its lines anywhere: "binding\nreplacement" is the phrase "binding replacement".
        text = re.sub(r"\s+", " ", sentence.text)
        for style, pattern in _STYLE_PHRASES:
            found = list(compiled(pattern, re.IGNORECASE).finditer(text))
            if any(negated(text, m.start()) for m in found if _EXPLICIT_STYLE.match(m.group(0))):
                # "It calls `inspect.getsource` but never `exec()`s anything, so it is not a source-string rewrite": a
                # sentence that denies a style by its name does not state it in other words.
                continue
            for match in found:
                # "print(inspect.getsource(f))", a notebook's cell; "reads `inspect.getsource(f)` and looks for a marker",
                # a probe: the source read to be looked at. A rewrite compiles, execs or edits what it read, there or in
                # the steps that follow ("2. gets its source with `inspect.getsource`; 3. replaces ...; 4. `exec`s it").
                steps = [s.text for s in sentences if sentence.line <= s.line <= sentence.line + _STEPS]
                # "reads it with `inspect.getsource`, only to look at it, nothing is exec'd" says so itself.
                probe = any(_ONLY_READ.search(step) for step in [text, *steps])
                reads_source = "getsource" in match.group(0) and (probe or not any(_SOURCE_EDITED.search(step) for step in steps))
                if not negated(text, match.start()) and not _DENIED_AFTER.match(text, match.end()) and not reads_source:
                    matches.append((match.start(), style, match.group(0)))
        for match in _LABELLED_STYLE.finditer(text):
            if not negated(text, match.start()):
                matches.append((match.start(), match.group(1).lower(), match.group(0)))
        # "| Aliases to rebind | see note 2.2 |" (read as "Aliases to rebind: see note 2.2"): a field's name in the first cell
        # of a table of fields says what the field is about, not how the patch binds.
        label = re.match(r"[^:|]{1,40}:\s", text) if sentence.table and not sentence.row else None
        label_end = text.find(" | ") if sentence.row and len(cells(sentence)) == 2 else label.end() if label else -1
        # A label that opens with the verb ("Rebinds: `x`") says what the patch does to its value.
        matches = [m for m in matches if m[0] >= label_end or not re.sub(r"^[\W_]+", "", text[: m[0]])]
        for start, style, phrase in sorted(matches):
            if (sentence.heading or _TOPIC.fullmatch(sentence.prose)) and _EVERY_PATCH_REBINDS.match(phrase):
                # "3.1 Σημείο επανασύνδεσης (rebinding)", a mail's "3. What it rebinds": a heading, or a line that only
                # names a topic, names where the patch binds, not how.
                continue
            hit = (style, Found(style, sentence.line, sentence.quote(), f'the report says "{phrase.rstrip("` ")}"'))
            (rebinding_only if _EVERY_PATCH_REBINDS.match(phrase) else hits).append(hit)
            # A row of a table of sites gives its own binding's style, not the patch's; a table's label cell ("Стиль |
            # Config / arg rewrite") labels the style as "Style:" does.
            # (A row a comment line carries, "# | `a.f` | `_new_f` | binding replacement | 298 |", is one too.)
            site_row = (sentence.row and len(cells(sentence)) > 2) or text.count("|") >= 3
            if _EXPLICIT_STYLE.fullmatch(phrase.strip("` ")) and not site_row:
                labelled = bool(_STYLE_LABEL.search(text)) or (bool(sentence.table) and 0 <= label_end <= start)
                named_outright.append((hit, sentence.line, labelled))
            if _EVERY_PATCH_REBINDS.match(phrase):
                rebinding_sentences.append(sentence)
    if not hits and rebinding_only:
        named = [
            (m.group(0), s)
            for s in hedged
            for m in [_EXPLICIT_STYLE.search(re.sub(r"\s+", " ", s.text))]
            if m and not m.group(0).lower().startswith("binding")
        ]
        # "The seq-split wrapper assumes ...", "Primus's wrapper would get a TypeError": the report calls what the patch
        # installs a wrapper, which a bare "rebinds" does not outweigh.
        # Unless the wrapper is a class ("The wrapper class subclasses `MegatronOptimizer`"), installed in place of one.
        every = [*sentences, *hedged]
        if not any(re.search(r"\bwrapper class\b", s.prose, re.IGNORECASE) for s in every):
            named += [(m.group(0), s) for s in every for m in [_WRAPPER_NOUN.search(re.sub(r"\s+", " ", s.prose))] if m]
        # "then the original `__init__`", "functools.wraps around the original": what is bound calls what it replaced.
        named += [(m.group(0), s) for s in [*every, *report] for m in [_CALLS_ORIGINAL.search(re.sub(r"\s+", " ", s.text))] if m]
        # "the only thing it rebinds: the site is `triton.knobs.autotuning.print`, set to False": what the rebinding binds
        # is a value, a setting of the library (env_or_lifecycle), not an object that replaces upstream's.
        named += [(m.group(0), s) for s in rebinding_sentences for m in [_BOUND_TO_A_VALUE.search(plain_text(s.text))] if m]
        if named:
            phrase, sentence = named[0]
            conditional = " in a sentence with a condition" if sentence in hedged else ""
            why = (
                f'only a bare "rebinding" names a style plainly (report line {rebinding_only[0][1].line}), and report line '
                f'{sentence.line} says "{phrase}"{conditional}: "{sentence.quote()}"; write the style'
            )
            out.todos.append(Todo("feature.patch_style", False, why, "check"))
            return
    if (unsettled := _two_styles_in_prose(named_outright)) is not None:
        # "First read: a plain binding replacement" and, two posts later, "it's function wrapping": a report whose prose
        # names two styles outright, neither under a label, has not settled on one; the first is as likely the guess.
        (first, found), (second, other) = unsettled
        why = (
            f'report line {found.line} says {first} ("{found.quote}"), and report line {other.line} says {second} '
            f'("{other.quote}"); write the style'
        )
        out.todos.append(Todo("feature.patch_style", False, why, "check"))
        return
    hits += rebinding_only
    if hits and (corrected := _correction_naming(hits[0][0], hedged)) is not None:
        # "**Correction:** the "Binding replacement" written above is wrong": a correction that names the style the report
        # states first, whatever it says of it, leaves that style in question.
        why = (
            f'report line {hits[0][1].line} says {hits[0][0]} ("{hits[0][1].quote}"), and report line {corrected.line}, a '
            f'correction, names that style: "{corrected.quote()}"; write the style'
        )
        out.todos.append(Todo("feature.patch_style", False, why, "check"))
        return
    if hits and (mixed := _mixed_styles([*sentences, *hedged, *report])) is not None:
        # "It is a mix: `a` and `b` are plain binding replacements, but `gemm` is function wrapping": the report gives
        # each binding its own style, and the patch none of them whole.
        why = f'report line {mixed.line} says the patch mixes styles: "{mixed.quote()}"; write the style of the binding your port ports'
        out.todos.append(Todo("feature.patch_style", False, why, "check"))
        return
    if hits and (denial := _denied_later(hits[0][0], hits[0][1].line, [*hedged, *report])) is not None:
        # "Style: function wrapping ..." and, further down, "Not a wrapper: it never calls the original": a later line
        # denies the style the report states first, which leaves it in question.
        why = (
            f'report line {hits[0][1].line} says {hits[0][0]} ("{hits[0][1].quote}"), and report line {denial.line} '
            f'denies it: "{denial.quote()}"; write the style'
        )
        out.todos.append(Todo("feature.patch_style", False, why, "check"))
        return
    if hits:
        out.put("feature.patch_style", hits[0][1])
        others = sorted({style for style, _ in hits} - {hits[0][0]})
        if others:
            first = hits[0][1]
            out.notes.append(
                Found(
                    f"the report also uses wording of {', '.join(others)}; the first style named is kept, a bare 'rebinding' last",
                    first.line,
                    first.quote,
                )
            )


def _two_styles_in_prose(named: list[tuple[tuple[str, Found], int, bool]]) -> tuple[tuple[str, Found], tuple[str, Found]] | None:
    """The first two styles named outright in different sentences, neither under a style label, when they differ.

    A label ("Style: config / arg rewrite") is the writer's verdict, which a later sentence's wording does not unsettle;
    one sentence naming two ("function wrapping plus a scoped binding replacement") names the main one first.
    """
    if any(labelled for *_, labelled in named):
        return None
    prose = [(hit, line) for hit, line, _ in named]
    for hit, line in prose:
        for other, other_line in prose:
            if other[0] != hit[0] and other_line != line:
                return hit, other
    return None


def _correction_naming(style: str, hedged: list[Sentence]) -> Sentence | None:
    """The first sentence that says it corrects (in any language the hedges read) and denies ``style``: negates it, calls
    it wrong after it ("the "Binding replacement" above is wrong"), or states another style. A correction that affirms
    the style ("so the style is binding replacement, not function wrapping") leaves it standing."""
    patterns = [pattern for named, pattern in _STYLE_PHRASES if named == style]
    for sentence in hedged:
        text = re.sub(r"\s+", " ", plain_text(sentence.text))
        # "P.S. Correction: ...": a block whose sentence opens as a correction further in.
        block = re.sub(r"\s+", " ", plain_text(sentence.block))
        if not _CORRECTION.search(block) and not _CORRECTION.search(text):
            continue
        # 'Correction: above I called the patch style "binding replacement". Wrong word.': the next sentence may call it
        # wrong.
        called_wrong_next = text in block and bool(_WRONG_NEXT.match(block, block.index(text) + len(text)))
        # A bare "rebind" ("does not rebind `TENorm`") speaks of a site, not of the style.
        own = [m for pattern in patterns for m in re.finditer(pattern, text, re.IGNORECASE) if not _EVERY_PATCH_REBINDS.match(m.group(0))]
        if any(negated(text, m.start()) or _CALLED_WRONG_AFTER.match(text, m.end()) or called_wrong_next for m in own):
            return sentence
        # "Actually, no: it wraps the original and calls it.": a correction that states another style outright takes
        # back the one before it, though it does not name it. One that names this style too affirms it ("Actually,
        # no: I first thought this was a binding replacement, but it wraps the original").
        if own or "another patch" in (hedge_of(sentence) or ""):
            continue
        for other, pattern in _STYLE_PHRASES:
            if other != style:
                found = [m for m in re.finditer(pattern, text, re.IGNORECASE) if not _EVERY_PATCH_REBINDS.match(m.group(0))]
                if any(not negated(text, m.start()) and not _DENIED_AFTER.match(text, m.end()) for m in found):
                    return sentence
    return None


def _in_order(sentences: list[Sentence]) -> list[Sentence]:
    """The sentences once each (a sentence may stand in both the hedged and the plain lists), in the report's order."""
    return sorted({id(s): s for s in sentences}.values(), key=lambda s: s.line)


def _mixed_styles(sentences: list[Sentence]) -> Sentence | None:
    """The first sentence that calls the patch's style a mix and names two styles by name ("It is a mix: ... binding
    replacements, but ... function wrapping"), or None."""
    for sentence in _in_order(sentences):
        text = re.sub(r"\s+", " ", plain_text(sentence.text))
        if _A_MIX.search(text):
            named = {style for style, pattern in _STYLE_PHRASES for m in re.finditer(pattern, text, re.IGNORECASE) if _EXPLICIT_STYLE.match(m.group(0))}
            if len(named) >= 2:
                return sentence
    return None


# "It is a mix:", "a mixture of", "mixed style", "both styles".
_A_MIX = re.compile(r"\b(?:a\s+mix(?:ture)?|mixed\s+(?:styles?|bag)|both\s+styles|a\s+hybrid)\b", re.IGNORECASE)


def _denied_later(style: str, line: int, sentences: list[Sentence]) -> Sentence | None:
    """The first sentence below ``line``, about no other patch, that denies ``style``: its phrase negated ("this is not
    function wrapping"), for a wrapper the wrapper denied ("Not a wrapper."), or in a correction the original said to
    be never called ("No, I said that wrong: it never calls orig"). Said outside a correction, "It does not call the
    original" may be of one of the patch's bindings, which a patch that wraps another can replace outright."""
    patterns = [pattern for named, pattern in _STYLE_PHRASES if named == style]
    for sentence in _in_order(sentences):
        if sentence.line <= line or "another patch" in (hedge_of(sentence) or "") or re.match(r"\W*(?:our|the)\s+port\b", sentence.prose, re.IGNORECASE):
            continue  # another patch's, or the port's own ("Our port is not a wrapper")
        text = re.sub(r"\s+", " ", plain_text(sentence.text))
        if style == "function_wrapping" and (
            _NOT_A_WRAPPER.match(text) or (_NEVER_CALLS_ORIGINAL.search(text) and _CORRECTION.search(plain_text(sentence.block)))
        ):
            return sentence
        for pattern in patterns:
            named = [m for m in re.finditer(pattern, text, re.IGNORECASE) if _EXPLICIT_STYLE.match(m.group(0))]
            if any(negated(text, m.start()) for m in named):
                return sentence
    return None


# "Not a wrapper.", "It is not a wrapper", "This isn't really a wrapper".
# Said of the patch: the sentence (past a label, "Correction to the description above:") opens with the denial, or with
# "It" or "This" before it (not "Upstream's `f` is not a wrapper").
_NOT_A_WRAPPER = re.compile(
    r"\W*(?:[^.:;]{0,60}:\s*)?(?:(?:it|this|that|the\s+(?:patch|handler|replacement))\s+(?:is|was)(?:n't|\s+not)\s+|not\s+|no\s+longer\s+)"
    r"(?:really\s+|actually\s+)?(?:a\s+)?(?:function\s+)?wrap(?:per|ping)\b",
    re.IGNORECASE,
)
# "never calls orig", "does not call the original".
_NEVER_CALLS_ORIGINAL = re.compile(
    r"\b(?:never|(?:does|do)\s+not|doesn't|don't)\s+calls?\s+(?:the\s+)?`?_?orig(?:inal)?\w*`?", re.IGNORECASE
)


# A block that says it corrects: "Correction:", "**Verbaetering:**", "I was wrong", in the languages the hedges read.
_CORRECTION = re.compile(dict(HEDGES)["a correction"], re.IGNORECASE)
# What calls the words before it wrong, later in their sentence: "... is wrong", "— ильведевкс" (Erzya: a mistake),
# "... шын эвес" (Tuvan: is not true).
_CALLED_WRONG_AFTER = re.compile(
    r"[^.;]*?(?:\b(?:is|are|was|were)\s+(?:also\s+)?(?:wrong|incorrect|false|not\s+(?:right|true|correct))\b|\ban?\s+(?:error|mistake)\b"
    r"|(?<!\w)ильведевкс(?!\w)|(?<!\w)шын\s+эвес(?!\w))",
    re.IGNORECASE,
)
# A sentence that only calls the one before it wrong: "Wrong word.", "That was wrong.", "My mistake."
_WRONG_NEXT = re.compile(
    r"\s*(?:(?:that|this|it)\s+(?:was|is)\s+)?(?:(?:the\s+)?wrong(?:\s+(?:word|term|name|label|style|call))?|incorrect|(?:a|my)\s+mistake)\s*[.!]",
    re.IGNORECASE,
)
# A style given under a label: "Style: ...", "Patch style: ...", '"patch_style": ...'.
_STYLE_LABEL = re.compile(r"\b(?:patch[_ ]?)?style\b\W{0,3}[:=|]", re.IGNORECASE)
_STEPS = 4  # the lines after a source is read that may say what is done with it
# A source read to be looked at, said in so many words: "only to look at it", "nothing is exec'd".
# "No `exec()` is involved; the source is only read.", in the steps after the read too.
_ONLY_READ = re.compile(
    r"\bonly\s+to\s+(?:look\s+at|read|check|inspect|see)\b|\bnothing\s+(?:is|gets)\s+(?:exec|compil|rewrit|replac)"
    r"|\bno\s+`?(?:exec|compile)(?:\(\))?`?\s+(?:is\s+|call\s+is\s+)?(?:involved|used|called)\b|\b(?:source|text)\s+is\s+only\s+read\b",
    re.IGNORECASE,
)
# What a source rewrite does with the text it read: compiles or execs it, or edits it ("replaces", "substitutes").
_SOURCE_EDITED = re.compile(
    r"\b(?:exec|compile)\s*\(|\.replace\b|\b(?:exec(?:s|utes)?|compiles?|recompiles?|rewrit(?:es?|ten|ing)|replac(?:es|ed|ing)"
    r"|substitut(?:es|ed|ing)|edit(?:s|ed|ing)|patch(?:es|ed)?\s+(?:the\s+)?(?:source|text))\b",
    re.IGNORECASE,
)
_BOUND_TO_A_VALUE = re.compile(r"\bset\s+to\s+(?:True|False|None|-?\d[\w.]*)\b|[\w.]+\s*=\s*(?:True|False|None)\b")
_CALLS_ORIGINAL = re.compile(
    r"\b(?:calls?|then|runs?|invokes?|around|falls?\s+back\s+to|fallback\s+to|defers?\s+to|delegates?\s+to)\s+(?:the\s+|its\s+)?original\b|\bfunctools\.wraps\b"
    # "`original_f = m.f` is saved and called from the final `else` branch".
    r"|\b(?:saved|kept)\b[^.;]{0,80}?\band\s+(?:called|invoked)\b"
    r"|\bwraps\s+(?:the\s+)?(?:Megatron|upstream|TE|torch|MaxText|TorchTitan)(?:'s)?\s+`"
    # "`orig_init(self, *args, **kwargs)`" in any language's sentence: the saved original, called.
    r"|`_?(?:orig|original|prev|old)(?:_\w+)?\(",
    re.IGNORECASE,
)
# "Primus's wrapper", "the wrapped factory raises": what the patch installs is a wrapper.
_WRAPPER_NOUN = re.compile(
    r"\b(?:primus'?s|the patch'?s|its|this|the(?:\s+[\w-]+)?)\s+wrappers?\b(?!\s+(?:of|around)\s+upstream)"
    r"|\bthe\s+wrapped\s+(?:factory|function|method|forward|optimizer|builder|step|call)\b",
    re.IGNORECASE,
)


# "no backward: it returns an int32 mask, nothing differentiable": the replacement has no backward of its own.
# "No backward" opens its sentence or follows an English verb or a mark: "reaproveitar no backward" is Portuguese
# ("no", in the) for reuse in the backward.
_NO_BACKWARD = re.compile(
    r"(?:^\W*|\b(?:has|have|had|is|are|with|and|needs?|requires?|there's|there\s+is)\s+|[:;,(—–-]\s*)no\s+backward\b"
    r"|\bnothing (?:is )?differentiable\b|\bnot differentiable\b",
    re.IGNORECASE,
)


# "Backward: yes", "| Backward | no |", "Q: backward? A: yes": a labelled answer, the one plain form of a yes.
_BACKWARD_LABEL = re.compile(
    r"^\W*(?:Q:\s*)?(?:has\s+a\s+)?backward(?:\s+pass)?\W*\s*(?:[:|?]\s*(?:A:\s*)?)(yes|no|true|false)\b", re.IGNORECASE
)


# "Has its own backward: ...", "implements a custom backward": the replacement defines the gradient itself.
_OWN_BACKWARD = re.compile(
    r"\b(?:has|defines?|implements?|provides?|with)\s+(?:its\s+own|an?\s+(?:custom|separate|explicit))\s+backward\b", re.IGNORECASE
)


# "defines no custom backward": no backward of its own, yet gradients may flow through what it calls, so the backward
# tests may still apply. Neither true nor false is stated: a TODO quoting the line.
_NO_OWN_BACKWARD = re.compile(
    r"\b(?:defines?|has|provides?|implements?|writes?)\s+no\s+(?:custom|own|explicit|separate)?\s*backward\b"
    r"|\bno\s+(?:custom|own|explicit|separate)\s+backward\b|\b(?:not|no)\s+(?:a\s+)?backward\s+of\s+its\s+own\b",
    re.IGNORECASE,
)


def backward(sentences: list[Sentence], out: Collector) -> None:
    """numerics.backward false where the Patch logic says plainly that the replacement has no backward; a TODO quoting
    the line where it says only that the replacement defines no backward of its own."""
    for sentence in sentences:
        text = re.sub(r"\s+", " ", plain_text(sentence.text))
        if _NO_OWN_BACKWARD.search(text):
            out.todos.append(
                Todo(
                    "numerics.backward",
                    False,
                    f'report line {sentence.line}: "{sentence.quote()}": no backward of its own, but gradients may flow through '
                    "what it calls; true keeps the backward tests, false drops them",
                    "check",
                )
            )
            return
        match = _NO_BACKWARD.search(text)
        if match:
            out.put("numerics.backward", Found(False, sentence.line, sentence.quote(), f'the report says "{match.group(0)}"'))
            return
        match = _BACKWARD_LABEL.search(text) or _OWN_BACKWARD.search(text)
        if match and not negated(text, match.start()):
            answer = match.re is _OWN_BACKWARD or match.group(1).lower() in ("yes", "true")
            out.put("numerics.backward", Found(answer, sentence.line, sentence.quote(), f'the report says "{match.group(0)}"'))
            return


# "A: bf16 by default.", "the default dtype is bf16", "dtype: bf16": the dtype the patch runs in, stated plainly.
_DTYPES = "fp32|tf32|bf16|fp16|fp8|mxfp8|mxfp4"
_DTYPE_STATED = re.compile(
    rf"\b({_DTYPES})\s+(?:by default|is the default)\b|\b(?:default|compute)\s+dtype\s*(?:is|:|=)\s*({_DTYPES})\b"
    rf"|^\W*(?:dtypes?|precision)\s*:\s*({_DTYPES})\b",
    re.IGNORECASE,
)


def dtypes(sentences: list[Sentence], out: Collector) -> None:
    """numerics.dtypes where a plain sentence names the dtype the patch runs in ("bf16 by default"); a dtype that holds
    only under a condition ("fp8 attention only when ...") is in a hedged sentence, which never reaches this reader."""
    for sentence in sentences:
        for match in _DTYPE_STATED.finditer(plain_text(sentence.text)):
            dtype = next(g for g in match.groups() if g).lower()
            out.add("numerics.dtypes", Found(dtype, sentence.line, sentence.quote(), f'the report says "{match.group(0)}"'))


_ADJACENT_STRINGS = re.compile(r'(?<=[^"(])"\s+"(?=[^")])')
_DESCRIPTION = (
    # 'The registered description is "X"', 'Its description reads "X"', 'Its description= reads "X"', 'description="X"'.
    # 'DESCRIPTION: Final = "X"' (a typed constant in a stub) too.
    re.compile(
        # 'Registered description (x_patches.py:213): "X"': where it stands, in parentheses before the colon.
        # "`description=` の原文は "X"" (its original words are "X"): the topic particle says "is".
        r"\bdescription\b=?(?:\s*\([^()\"“]*\))?[^\"“:=]*?(?:\bis\b|\breads?\b|\bsays\b|:|=|の原文は|原文是)\s*(?:(?:typing\.)?(?:Final|str)(?:\[str\])?\s*=\s*)?\(?\s*[\"“]([^\"”]+)[\"”]",
        re.IGNORECASE,
    ),
    # 'registers it ... with the description "Replace X."', '..., description "Use X."': the description named and quoted.
    re.compile(r"\b(?:with the )?description\s+[\"“]([^\"”]+)[\"”]", re.IGNORECASE),
    # 'Registered as `megatron.x.y`: _"Install X."_': the registration's words, quoted after the id it registers.
    re.compile(r"\bregistered\s+as\s+[\w.]+\s*[:—–]\s*[*_]*[\"“]([^\"”]+)[\"”]", re.IGNORECASE),
    # "补丁描述（`description=`）原文：On gfx942, install ...": the registered description after a label naming description=.
    re.compile(r"\bdescription\s*=\W{0,3}[^:：\n]{0,12}[:：]\s*(.+?)\s*$"),
    # "What it does (the `description=` of the registration): Replace ...": an aside saying where the words stand.
    re.compile(r"\(\s*(?:the\s+)?description\s*=?\s*(?:of|in|from)\s+the\s+registration\s*\)\s*[:：]\s*(.+?)\s*$", re.IGNORECASE),
    # "id: megatron.x.demo — "Fix X"": the description quoted right after the patch id; not after a file's name
    # ("`primus/core/patches/patch_runner.py` — "none" turns off every patch" quotes a value the file reads), nor after
    # an assert's condition ("assert self.config.bf16 - "Currently ... only supports bf16."" quotes its message).
    re.compile(
        r"(?<![\w/\\.-])(?<!\bassert )(?!(?:self|args|config|cfg)\.)[a-z][\w-]*(?:\.[\w-]+){1,4}(?<!\.py)(?<!\.yaml)(?<!\.yml)(?<!\.json)"
        r"\s+[—–-]{1,2}\s+[\"“]([^\"”]+)[\"”]"
    ),
    # "Description: X", as a label or a row of an Item | Value table; "Description (`description=`): X" with an aside;
    # "Description string in the registration: X".
    re.compile(r"^\W*description(?:\s+string)?(?:\s+(?:in|of)\s+the\s+registration)?\s*(?:\([^()]*\))?\s*:\s*(.+?)\s*$", re.IGNORECASE),
)
# "The patch id is `megatron.x.y`.", "Patch ID: x", "パッチ ID は x。": a sentence that only names the patch.
_THE_ID_ALONE = re.compile(r"^\W*(?:the\s+|its\s+)?(?:primus\s+)?(?:patch\s+|パッチ\s*)?id\s*(?:is|:|=|は)\s*[\w.`-]+\s*[.。]?\s*$", re.IGNORECASE)
# A label that says what the patch does: "- what: swaps ...", "Summary: ...", "Purpose: ...".
# "Summary: ...", "Summary from backend-patch-explorer: ...", "What it does: ...".
# "✅ Summary: ...": a post's checklist opens its lines with a symbol.
_SUMMARY_LABEL = re.compile(
    rf"^[\s*_>|-]*{LINE_SYMBOL}?(?:what(?: it does)?|summary(?:\s+(?:from|by|of)\s+[\w-]+)?|purpose)[\s*_]*:[\s*_]*(.+?)\s*$",
    re.IGNORECASE,
)
# A quotation's opening mark and its closing one: English and the guillemets of French, Russian and many more.
_QUOTES = {'"': '"', "“": "”", "'": "'", "«": "»", "„": "“"}


# A sentence of What it does that describes something else than this patch, or describes nothing: never its summary.
_NOT_DESCRIPTIVE = (
    "another patch",
    "advice to the reader",
    "a note",
    "a negative answer",
    "a line the diff removes",
    "quoted from another message",
    # What the report takes back, or tells of something else than the patch, never says what the patch does.
    "an earlier draft's claim",
    "taken back",
    "overturned",
    "a claim said to be false",
    "a rejected idea",
    "a made-up example",
    "the problem the patch avoids",
    "said of upstream, not the patch",
    "true of an earlier version",
)


def _descriptive(sentence: Sentence) -> bool:
    """Whether a sentence may describe this patch: not one about another patch (its own words, its section's, its
    heading's: "about another patch, not this one"), nor advice, a note, a negative answer or another's quoted words."""
    hedges = (sentence.hedge, hedge_of(sentence) or "")
    return not any(hedge and ("another patch" in hedge or hedge.startswith(_NOT_DESCRIPTIVE)) for hedge in hedges)


def summary(described: list[Sentence], everywhere: list[Sentence], out: Collector, patch_id: str | None = None) -> None:
    """feature.summary: the description the report quotes, else the What it does cell of the patch's row in a table,
    else its labelled "what:" line, else a sentence of What it does.

    ``everywhere`` is every sentence of the report and ``described`` those of What it does, hedged or not: a summary is
    the report's own words, so a hedge in it is no value read wrongly; but a sentence that opens with one case
    ("Unless ...,"), or says what the patch does not do, is never the whole of it. The registered description and a labelled
    summary ("what: ...", "Purpose: ...") say what the patch does wherever they stand; in What it does, a sentence about
    another patch, advice, a note, a lead-in ("Short version:") or a question describes nothing of this patch.
    """
    about_this = [s for s in everywhere if _descriptive(s)]
    for pattern in _DESCRIPTION:
        for sentence in [*described, *about_this]:
            # 'description=("Run X in bshd layout " "around the kernel.")': Python joins the pieces into one string.
            match = pattern.search(_ADJACENT_STRINGS.sub("", plain_text(sentence.text)))
            # 'Only the description string says "Qwen3 on PyTorch 2.12+"': a part of it, quoted to say where it stands; so
            # is 'the registered description only says "for PyTorch 2.10+"'.
            # 'The description says "on ROCm", but ...': a few of its words, quoted to set them against the code.
            asks = _ABOUT_THE_PORT.match(match.group(1)) if match else None
            if match and _registered_for_another(sentence, everywhere, patch_id):
                continue
            said = plain_text(sentence.text)
            partial = _ONLY_BEFORE.search(said[: match.start()]) or re.search(r"\b(?:only|just|merely)\b", said[match.start() : match.start(1)], re.IGNORECASE) if match else None
            if match and not asks and not partial and len(match.group(1).split()) >= 3:
                out.put("feature.summary", Found(_unquoted(_whole_quotation(match.group(1), _next_line(sentence, everywhere))), sentence.line, sentence.quote()))
                return
    for lead, quoted in itertools.pairwise(everywhere):
        # "The patch's description= reads:" then "> Tear down the ODC reduction service ...": the quote the lead opens;
        # or a paragraph of its own that is all one quotation ('"Kimi K3: mirror ..."', a man page's indented block).
        words = " ".join(plain_text(quoted.block).split())
        in_quotes = bool(_WHOLE_QUOTATION.fullmatch(words)) and quoted.text.lstrip().startswith(words[0])
        led = _DESCRIPTION_LEAD.search(plain_text(lead.text)) and (quoted.hedge == QUOTED or in_quotes) and quoted.line > lead.line
        if led and len(words.split()) >= 3:
            out.put("feature.summary", Found(_unquoted(words), quoted.line, quoted.quote()))
            return
    for sentence in about_this:
        # "| `megatron.x.y` | Override ... for tensorwise FP8. | `x.py` |" under "Name / id | What it does | ...": the
        # patch's own row says what it does, before a What it does section that may open with the background.
        cell = _row_summary(sentence, patch_id)
        if cell:
            out.put("feature.summary", Found(_unquoted(cell), sentence.line, sentence.quote()))
            return
    for sentence in about_this:
        match = _labelled_summary(sentence.text)
        # "What it does:;": a label whose words follow on the next line of a text read as one line says nothing itself.
        if match and not re.search(r"[^\W\d_]", match.group(1)):
            continue
        if match and (_ABOUT_THE_PORT.match(match.group(1)) or _UPSTREAM_PROBLEM.match(match.group(1))):
            # "What it does: the stock `_postprocess` builds the full logits before CE.": the problem upstream has, then
            # (in the sentences after it) what the patch does about it.
            continue
        # A row of a table of two columns, a field and its value ("| What it does | Lets ... |"), is a labelled line too.
        labelled = not sentence.table or len(sentence.table.split(" | ")) == 2
        if match and labelled and not _purpose_of_what_precedes(match, sentence):
            text = _unquoted(_whole_quotation(match.group(1), _next_line(sentence, everywhere)))
            if text.rstrip().endswith(":"):
                # "Summary: Where the fallback ended up after this stack:": the lead-in to a list, not what the patch does;
                # the report's label is a form's field (a commit message's "Summary:"), so no later one is the summary.
                break
            if _CUT_MID_CLAUSE.search(text):
                continue  # "What it does: aligns X with NeMo's" then a formula set apart: cut before its end
            out.put("feature.summary", Found(text, sentence.line, sentence.quote()))
            return
    for sentence in about_this:
        # "NeMo-aligned LR warmup (`x`) is the Primus patch that makes ...": the report's own one-line definition.
        match = _DEFINED_AS.search(plain_text(sentence.text))
        if match and not sentence.code and not sentence.comment and not hedge_of(sentence):
            text = match.group(1).rstrip(" .")
            out.put("feature.summary", Found(text[:1].upper() + text[1:], sentence.line, sentence.quote()))
            return
    upstream_block = None  # the block whose sentence about upstream the sentences after it may go on with
    case_block = None  # the block whose sentence about one case the sentences after it may go on with
    # "DeepSeek-V3's balancing nudges each bias by ... every step. Kimi K3 replaces that rule outright: ...": the
    # sentence a "replaces that" after it points back at tells what the patch replaces, not what it does.
    replaced = {
        id(before)
        for before, after in itertools.pairwise(described)
        if after.block == before.block and _REPLACES_WHAT_PRECEDES.search(plain_text(after.text))
    }
    for sentence in described:
        if id(sentence) in replaced:
            continue
        text = plain_text(sentence.text)
        if sentence.table:
            text = re.sub(r"^[A-Za-z][\w /-]{0,30}:\s+", "", text)
        text = _ANSWER_LABEL.sub("", text)
        if sentence.block == case_block and text[:1].islower():
            continue  # the clause after the semicolon of a sentence about one case goes on with that case
        case_block = None
        if sentence.block == upstream_block and (text[:1].islower() or re.match(r"\W*(?:with|when|if|without|at|for)\b", text, re.IGNORECASE)):
            # "Megatron's `load` builds CUDA kernels with nvcc; on a ROCm image there is no nvcc, so it crashes.": the
            # clause after the semicolon goes on about upstream; so does "Stock Megatron builds the full logits. With a
            # large vocab that tensor OOMs.", the case it fails in.
            continue
        upstream_block = sentence.block if _ABOUT_UPSTREAM.match(text) else None
        if _FAILURE.search(text) and not _PATCH_SUBJECT.match(text):
            # "When Primus compiles ..., Dynamo traces into those hooks and ... trigger assertion errors": the failure the
            # patch is there for, not what it does.
            continue
        if sentence.code or sentence.comment or _ABOUT_UPSTREAM.match(text) or _ABOUT_THE_PORT.match(text) or "register_patch" in text or _ORDER.match(text):
            # A code block's line, or its comment ("# x.py, lines 51-62"), speaks of the code around it; "Megatron's
            # `get_lr` warms up as ...": how upstream behaves, which the patch changes; "Registered with
            # `@register_patch` as `x` (backend, phase)" says how Primus finds the patch, and "Priority 0 means it runs first" when, not
            # what it does.
            continue
        if _ABOUT_A_MODEL.match(text):
            return
        if _THE_ID_ALONE.match(text):
            continue  # "The patch id is `x`.", "パッチ ID は `x`。": which patch, not what it does
        if _NAMES_A_NAME.match(sentence.text):
            # "`num_nextn_predict_layers` is the name Kimi K3's config uses for ...": a section that opens by saying what
            # a key is called sets the scene; which later sentence says what the patch does is the reader's to say.
            return
        if sentence.row and not sentence.hedge:
            # "| `MI355X` | `2500e12` | same value upstream returns |" under What it does: one row of the values the patch
            # adds (the patch's own row in a table keyed by ids is read above), never the whole of what it does.
            continue
        if sentence.item and sentence.lead.rstrip().endswith(":") and sentence.lead.strip() != text.strip():
            # "... is created with Primus options instead of Megatron's:" then "- activities: CUDA, plus CPU unless ...":
            # each item is one part of what the lead says, never the whole of what the patch does.
            continue
        if sentence.item and _PROBLEM.search(sentence.lead):
            # "For DeepSeek-V4 it gets the count wrong in several places:" then its items: each tells the problem the
            # patch fixes, never what the patch does.
            continue
        if _ID_LABEL.fullmatch("".join(value for kind, value in sentence.segments if kind == "text")):
            # "Patch id `torchtitan.metrics.output_format`.": the patch named, nothing said of it.
            continue
        if len(text.split()) < 3 or (len(re.findall(r"[^\W\d_]{2,}", text)) < 2 and not _CJK.search(text)):
            # "Replaces": a word a tool's export cut off at the code run after it, no sentence of what the patch does;
            # "flash | 1 | 0 | 0": a row of values, no sentence at all.
            continue
        if _CUT_MID_CLAUSE.search(text):
            # "aligns Megatron's LR warmup with NeMo's" then a formula the reader set apart: a sentence cut before its
            # end, whose words would say less than (or other than) what the patch does.
            continue
        if _SPOKEN_CODE.search(text):
            # "The registration description is, patch legacy GroupedMLP dot forward ...": a name read aloud, which a
            # summary would keep in words no one wrote.
            return
        if _SAYS_WHAT_IT_DOES_NOT.match(text):
            continue  # "It does not touch any layer, optimizer or kernel.": what the patch leaves alone, never what it does
        if _POINTS_BACK.match(text):
            # "The result is the same [b, s] per-token loss.": a sentence that stands on the one before it; where that one
            # was no plain statement, the section states no summary of its own.
            return
        if _ONE_CASE.match(text):
            # "Unless the backend is missing from that map, the original method is never called": one case of what the
            # patch does, never the whole.
            case_block = sentence.block
            continue
        if not text.endswith((":", "?")) and _descriptive(sentence):
            # "Overlap ... streams (the `description=` of the registration).", "... (that is its `description=`, line 919).":
            # the aside says where the words come from.
            # "(that is the registration's `description=`)" likewise, and "(`description=`, `:213`)", its keyword and line.
            text = re.sub(
                r"\s*\((?:(?:that\s+is\s+)?(?:the|its)\s+(?:registered\s+|registration['’]s\s+)?description\b|\s*description=)[^()]*\)(?=\W*$)",
                "",
                text,
            )
            out.put("feature.summary", Found(_unquoted(text), sentence.line, sentence.quote()))
            return


# A sentence that stops where no English sentence ends: on a preposition, an article, a conjunction or a possessive.
_CUT_MID_CLAUSE = re.compile(r"(?:\b(?:with|of|to|for|from|by|into|onto|via|than|as|and|or|the|an?|its|their|whose)|\w['’]s)\s*$", re.IGNORECASE)
# A sentence that opens by pointing at what the sentence before it said: "The result is ...", "That means ...",
# "These ..." ("This replaces TE's RMSNorm" names the patch: a summary).
_POINTS_BACK = re.compile(r"^\W*(?:the\s+(?:result|outcome|effect|upshot|net\s+effect)|such\s+a|that\s+(?:is|means|way)|these|those)\b", re.IGNORECASE)


# Punctuation of a name read aloud in a transcript: "GroupedMLP dot forward", "patch underscore legacy".
_SPOKEN_CODE = re.compile(r"\w\s+(?:dot|underscore)\s+\w", re.IGNORECASE)
# The id a registration in code opens with: '@register_patch("megatron.x.y",', or its line alone ('    "megatron.x.y",'), as
# `grep -A4` prints it ('767-    "megatron.x.y",').
_REGISTERED_ID = re.compile(r"""^\s*(?:\d+[-:])?\s*(?:@?register_patch\(\s*)?["']([A-Za-z_][\w-]*(?:\.[\w-]+)+)["']\s*,?\s*$""")


def _registered_for_another(sentence: Sentence, everywhere: list[Sentence], patch_id: str | None) -> bool:
    """Whether ``sentence`` is the ``description=`` of a registration in code whose id, the nearest above it in its
    block, is another patch's: a grep of the file prints each patch's registration, the neighbour's first."""
    if not sentence.code or not patch_id:
        return False
    above = [s for s in everywhere if s.code and s.block == sentence.block and s.line < sentence.line]
    ids = [m.group(1) for s in above if (m := _REGISTERED_ID.match(s.text))]
    return bool(ids) and ids[-1] != patch_id


# A lead-in to the registered description quoted below it: "The patch's description= reads:".
# A paragraph that is one quotation from its first word to its last, and none inside it.
_WHOLE_QUOTATION = re.compile(r'"[^"]+"|“[^“”]+”')
_DESCRIPTION_LEAD = re.compile(r"\b(?:registered\s+)?description\b=?\s*(?:string\s+)?(?:reads|is|says)?\s*:\s*$", re.IGNORECASE)
# The header of a table's column that says what each row's patch does.
_SUMMARY_COLUMN = re.compile(r"\W*(?:what(?:\s+it\s+does)?|summary|description|purpose)\W*", re.IGNORECASE)


def _row_summary(sentence: Sentence, patch_id: str | None) -> str | None:
    """The What it does cell of a plain table row whose first cell is ``patch_id`` and nothing else (a two-column table's
    row read as "`id`: what it does" too)."""
    if not (patch_id and sentence.table) or sentence.hedge:
        return None
    keyed = re.match(r"\s*`?([^`:]+)`?\s*:\s+(.+?)\s*$", sentence.text) if not sentence.row else None
    parts = cells(sentence) if sentence.row else [keyed.group(1), keyed.group(2)] if keyed else []
    if not parts or plain_text(parts[0]).strip().strip("`").strip() != patch_id:
        return None
    for cell, header in zip(parts, table_headers(sentence.table)):
        text = plain_text(cell).strip()
        if _SUMMARY_COLUMN.fullmatch(plain_text(header).strip()) and len(text.split()) >= 3:
            return text
    return None


# What is left of "Patch id `x`." or "The Primus patch `x`:" once its code spans are taken out: a label, no sentence;
# "Patch id: `x`, backend `megatron`." names its backend too.
_ID_LABEL = re.compile(r"\W*(?:(?:the|this|primus|feature)\s+)*(?:patch\s+id|id|patch)\W*(?:(?:registered\s+with\s+)?backend\W*)?", re.IGNORECASE)
# A lead that tells a problem: "upstream gets the count wrong in several places:", "it misses three terms:".
_PROBLEM = re.compile(r"\b(?:wrong|incorrect(?:ly)?|miss(?:es|ing)?|fails?|breaks?|bugs?|problems?)\b", re.IGNORECASE)
# A failure told: "trigger assertion errors", "so it crashes", "segfaults"; and a sentence whose subject is the patch.
_FAILURE = re.compile(
    r"\b(?:trigger|raise|throw|hit|cause)s?\s+(?:\w+\s+){0,2}(?:errors?|exceptions?|assertions?|crash(?:es)?|hangs?|deadlocks?)\b"
    r"|(?<!not )(?<!n't )(?<!no )(?<!never )\b(?:crash(?:es|ed)?|segfaults?|deadlocks?)\b"
    # "Some PyTorch builds do not have that class, and the import fails.": the failure the patch is there for.
    r"|\b(?:the\s+)?imports?\s+fails?\b|\bfails?\s+to\s+import\b",
    re.IGNORECASE,
)
# A sentence whose subject is the patch, said or left out ("Replaces NaN entries ..., so a run does not crash").
_PATCH_SUBJECT = re.compile(
    r"^\W*(?:the|this)\s+(?:patch|handler|wrapper)\b|^\W*(?:it|primus)\s+(?!(?:crash|segfault|deadlock))|^\W*[A-Z][a-z]+(?<!s)s\s"
)
_ORDER = re.compile(r"\W*(?:its\s+|the\s+)?priority\b", re.IGNORECASE)
# Not "..., which is the patch that fills in `x`": a relative clause defines the patch just named, another one.
_DEFINED_AS = re.compile(r"(?<!which )\bis\s+(?:the|a)\s+(?:Primus\s+)?patch\s+(?:that|which)\s+(\w.{10,}?)\s*(?:\.\s|\.?$)")
# A sentence whose subject is upstream or a framework's own object ("Megatron's `get_lr` warms up as ...", "Upstream
# builds ..."): what the patch changes or matches, not what it does ("TE RMSNorm -> Turbo RMSNorm" names the change).
# "GPT-OSS attention upstream is FlexAttention ...": upstream's object named, then said to be upstream's.
# "When `num_seq_splits > 1`, vanilla Megatron `train_step` hands ...": the case first, then upstream's behaviour in it.
# "replaces that rule outright", "swaps this out", "Instead, ...": a sentence that points back at the one before it as
# what the patch does away with.
_REPLACES_WHAT_PRECEDES = re.compile(
    r"\b(?:replaces|replacing|swaps\s+out|does\s+away\s+with)\s+(?:that|this|it)\b(?!\s+(?:with|by)\s+`)|^\W*instead\s*,", re.IGNORECASE
)
# "the stock `_postprocess` builds the full logits": what upstream does, the problem (not "the stock dispatcher is
# replaced by ...", which says what the patch does).
_UPSTREAM_PROBLEM = re.compile(
    r"^\W*(?:the\s+)?(?:upstream|stock|vanilla|unpatched)\b(?![^.;]*\b(?:is|are|gets?)\s+(?:replaced|swapped|wrapped|rebound|patched)\b)",
    re.IGNORECASE,
)
_ABOUT_UPSTREAM = re.compile(
    r"^\W*(?:(?i:when|if)\b[^,]{0,80},\s*)?(?:(?i:upstream|stock|vanilla|unpatched)(?![\w-])|(?:Megatron(?:-LM|-Core)?|NeMo|TorchTitan|MaxText|Transformer Engine|TE|PyTorch)['’]s\s"
    r"|(?:[\w-]+\s+){1,4}(?i:upstream)\s+(?:is|are|uses|does|has|builds|computes|runs)\b"
    # "Megatron can only pick the layers to recompute by ...": what the framework can do without the patch.
    r"|(?:Megatron(?:-LM|-Core)?|TorchTitan|MaxText|Transformer Engine|TE|PyTorch)\s+(?:itself\s+)?(?:can(?:not|'t)?|could(?:n't)?|only|does(?:n't|\s+not)?)\s"
    # "Megatron sizes the validation dataset from the training length: ...": what the framework does, before the patch.
    # "Megatron normally wraps every model chunk in Float16Module": what it does by habit, the patch aside.
    r"|(?:Megatron(?:-LM|-Core)?|TorchTitan|MaxText|Transformer Engine|PyTorch)\s+(?:(?:normally|usually|by\s+default|always|otherwise)\s+)?(?:[a-z]+s)\s(?!(?:the\s+)?(?:patch|Primus)\b)"
    # "Primus ROCm images bake `NVTE_FLASH_ATTN=0`": what the environment holds before the patch runs.
    r"|(?:(?i:the|our|primus(?:['’]s)?|rocm|amd|docker|base)\s+){0,3}(?i:images?|containers?|environments?)\s+(?i:bake|set|ship|export|define|pin)s?\b)"
)
# "It does not touch any layer", "The patch never reads ...": a sentence whose subject, the patch, is denied a deed.
_SAYS_WHAT_IT_DOES_NOT = re.compile(
    r"\W*(?:(?:it|the\s+patch|this\s+patch|the\s+handler|the\s+wrapper)\s+(?:does\s+not|doesn't|never|is\s+not|isn't|has\s+no)\b)", re.IGNORECASE
)
# A sentence that opens with the case it holds in: "Unless ...,", "Only when ...,", "If ...,"; so does a consequence the
# writer draws ("Practical consequence: ..."). ("Replaces a class only when `use_x` is true" says what the patch does.)
_ONE_CASE = re.compile(
    r"\W*(?:unless|only\s+(?:when|if)|if|when(?:ever)?)\b[^,;]{1,120},"
    r"|\W*(?:practical\s+)?(?:consequences?|side\s+effects?|results?)\s*:"
    # "Any other caller gets the original": the case the patch leaves to upstream.
    r"|\W*(?:any|every|all)\s+other\s+(?:callers?|calls?|cases?|paths?|modules?|models?)\b",
    re.IGNORECASE,
)
# "**A:** It monkey-patches ...": an FAQ's answer, its label no word of it; so is "Patch description, verbatim:".
_ANSWER_LABEL = re.compile(
    r"^\W*A:\s+|^\W*(?:the\s+)?(?:patch(?:['’]s)?\s+|registered\s+)?description(?:\s+string)?(?:,?\s*(?:verbatim|word\s+for\s+word))?\s*:\s*",
    re.IGNORECASE,
)
# Chinese, Japanese or Korean script, whose words run together without spaces.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# "Kimi K3's stable latent MoE runs the routed experts in ...": a section that opens with what a model does sets the
# scene; which later sentence says what the patch does is the reader's to say.
_ABOUT_A_MODEL = re.compile(
    r"^\W*(?!Primus)(?:[A-Z][\w.-]*\s+){0,2}[A-Z][\w.-]*['’]s\s+(?:[\w-]+\s+){0,3}(?:runs|is|are|has|uses|builds|computes)\b"
)


# A sentence that opens by saying what a name is: "`x` is the name K3's config uses", "`y` is Megatron's key for".
_NAMES_A_NAME = re.compile(r"^\W*`[^`]+`\s+(?:is|are)\s+(?:the|a|an|\w+['’]s)\s+(?:[\w-]+\s+){0,3}(?:name|key|field)s?\b(?!\s+patch)")

# "Ports the Primus patch `x` into titan_ext so we stop carrying the wheel": what the port does, not the patch.
# "We need Primus' Quantile Balancing patch in meg-fork so ...": a ticket's description asks for the port, and its title
# names it; neither says what the patch does.
_ABOUT_THE_PORT = re.compile(
    r"^\W*(?:this\s+(?:diff|change|pr|mr|revision|commit|ticket)\s+)?(?:ports?|porting)\b|^\W*(?:we|i)\s+(?:need|want|would\s+like)\b"
    # "[K3 port] Quantile Balancing (...) - carry the rule into meg-fork": a ticket's title, tagged as a port.
    r"|^\s*\[[^\]]*\bport\b[^\]]*\]"
    # "Deep-dive and porting notes for the Primus Megatron patch x" (a page's front matter), "Notes on x", "This page
    # covers x": what the report is, not what the patch does.
    r"|^\W*(?:an?\s+)?(?:deep[- ]?dive|(?:porting\s+|design\s+|review\s+)?notes|write-?up|walk-?through|this\s+(?:page|note|doc(?:ument)?|report))\b"
    # A job's "Purpose: exercise the Primus patch x before we port it": what the job does with the patch.
    r"|^\W*(?:exercises?|tests?|validates?|verif(?:y|ies)|reproduces?|benchmarks?|smoke[- ]tests?)\s+"
    r"(?:the\s+primus\s+patch|this\s+patch|the\s+port)\b",
    re.IGNORECASE,
)

_ONLY_BEFORE = re.compile(r"\b(?:only|just|merely)\b[^.;:]*$", re.IGNORECASE)


def _purpose_of_what_precedes(match: re.Match[str], sentence: Sentence) -> bool:
    """Whether a "Purpose:" label stands after other sentences of its paragraph ("`new_post_init` sets ... Purpose: skip
    Megatron's check."): the purpose of what they describe, not of the patch."""
    return bool(re.match(r"[\s*_>|-]*purpose", match.group(0), re.IGNORECASE)) and not _SUMMARY_LABEL.match(plain_text(sentence.block).strip())


def _labelled_summary(text: str) -> re.Match[str] | None:
    """The labelled summary a sentence holds, its label opening the sentence or one of its lines ("alice 10:04\nWhat it does: ...")."""
    lines = text.splitlines()
    for index in range(len(lines)):
        match = _SUMMARY_LABEL.match(plain_text("\n".join(lines[index:])))
        if match:
            return match
    return None


def _next_line(sentence: Sentence, everywhere: list[Sentence]) -> str:
    """The words of the report's line after the sentence's, where a sentence stands there."""
    return next((plain_text(s.text) for s in everywhere if s.line == sentence.line + 1), "")


def _whole_quotation(text: str, following: str) -> str:
    """A quotation the sentence cuts at its line's end ('Description: "Integrate ... into Megatron's'), made whole with
    the words of the next line, where that line closes it."""
    closing = _QUOTES.get(text.strip()[:1])
    if not closing or closing in text.strip()[1:] or closing not in following:
        return text
    return f"{text.rstrip()} {following[: following.index(closing) + 1].strip()}"


_MARKDOWN_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+.!|-])")


def _unquoted(text: str) -> str:
    """A summary the report quotes ('"Map x to y."') without its quote marks, and without an aside its sentence cuts off;
    a mark Markdown escapes ("forward \\*\\*kwargs", as a wiki's Markdown export writes it) as the mark it stands for."""
    text = _MARKDOWN_ESCAPE.sub(r"\1", text.strip())
    # "X [note: description= string verbatim]": a spreadsheet row's notes (see markup), a note on the summary.
    text = re.sub(r"\s*\[note:[^\]]*\]\s*$", "", text)
    # "Patch various components for V-schedule (v_schedule_patches.py:43).": where the words stand, cited after them.
    text = re.sub(r"\s*\(\s*`?[\w./-]+\.py(?::\d+(?:-\d+)?)?`?\s*\)\s*\.?$", "", text)
    if text.count("(") > text.count(")"):
        # "Patch TE WeightGradStore to ... scheduling (description= string verbatim;": the aside is a note on the summary.
        text = text[: text.rindex("(")].rstrip(" ,;:")
    closing = _QUOTES.get(text[:1])
    body = text.rstrip(".") if closing and text.rstrip(".").endswith(closing) else text
    if closing and len(body) > 1 and body.endswith(closing) and closing not in body[1:-1]:
        return body[1:-1].strip()
    if closing and closing not in text[1:]:
        # '"Skip the kernel build (ROCm' cut at its line's end: the quotation runs on past the cut, its mark alone.
        return text[1:].strip()
    # '"Redirect the logger to Primus" (handler docstring: route ... at INFO level).': the quotation, an aside after it.
    aside = re.fullmatch(r".(.+?)" + re.escape(closing) + r"\s*\([^()]*\)\W*", text) if closing else None
    if aside and closing not in aside.group(1):
        return aside.group(1).strip()
    # 'Summary: "Dump pp data to JSON" Backend megatron, phase=...': the next line's field, joined to the quotation its
    # label opens; the summary is the quotation.
    joined = re.fullmatch(r".([^\n]+?)" + re.escape(closing) + r"\s+([A-Z][\s\S]*)", text) if closing else None
    if joined and closing not in joined.group(1) and len(joined.group(1).split()) >= 3 and re.search(r"\b\w+=\S", joined.group(2)):
        return joined.group(1).strip()
    return text


# "drop-in: primus-train.service.d/override.conf", "a systemd drop-in", "the drop-in directory": a configuration file
# that adds to another (systemd's, apt's, sudo's), not a port that replaces a symbol in place. ("A drop-in file that
# replaces `f`", "drop-in: primus/x.py" and "a drop-in override of `f`" are the port.)
_CONFIG_DROP_IN = re.compile(
    r"\s*:?\s*`?(?:(?:director(?:y|ies)|dirs?|snippets?|units?)\b|[\w.-]*\.(?:conf|service|ini|toml)\b|[\w.-]*\.d/)",
    re.IGNORECASE,
)


def port_kind(sentences: list[Sentence], out: Collector) -> None:
    """feature.port_kind when the report says drop-in or full replacement, and not both."""
    kinds: dict[str, Found] = {}
    for sentence in sentences:
        for kind, pattern in (("drop_in", r"\bdrop-in\b"), ("full_replacement", r"\bfull replacement\b")):
            for match in re.finditer(pattern, sentence.text, re.IGNORECASE):
                # "a full replacement rather than a drop-in": what comes after "rather than" is denied.
                denied = re.search(r"\b(?:rather than|instead of)\s+(?:an?\s+)?$", sentence.text[: match.start()], re.IGNORECASE)
                if kind == "drop_in" and (
                    _CONFIG_DROP_IN.match(sentence.text, match.end()) or re.search(r"\bsystemd\s+$", sentence.text[: match.start()], re.IGNORECASE)
                ):
                    continue
                if not negated(sentence.text, match.start()) and not denied:
                    kinds.setdefault(kind, Found(kind, sentence.line, sentence.quote()))
    if len(kinds) == 1:
        out.put("feature.port_kind", next(iter(kinds.values())))
    elif kinds:
        first = min(kinds.values(), key=lambda f: f.line)
        out.notes.append(
            Found("the report calls the port both drop-in and full replacement; feature.port_kind left out", first.line, first.quote)
        )


# A constructor is stated, not inferred from a call in prose ("a table built by `make(...)`", "call `f(x)` yourself"):
# the span right after "constructed as", "build it as", "instantiated as", "constructor:", and a class call.
_CONSTRUCTED_AS = re.compile(
    r"(?:\b(?:construct(?:ed|s)?|buil[dt]|instantiated?|created?)\s+(?:it\s+)?as|\bconstructor(?:\s+is)?|\bsignature)\s*:?\s*$",
    re.IGNORECASE,
)
_CLASS_CALL = re.compile(r"(?:[A-Za-z_]\w*\.)*[A-Z]\w*\([^()]*\)")


def module_under_test(sentences: list[Sentence], out: Collector) -> None:
    """module.constructor from "constructed as `X(...)`" (a class call the report says builds the module), and forward
    inputs with the shapes the report writes."""
    constructors: list[Found] = []
    for sentence in sentences:
        codes = [(i, v.strip()) for i, (k, v) in enumerate(sentence.segments) if k == "code"]
        for index, value in codes:
            if _CLASS_CALL.fullmatch(value) and _CONSTRUCTED_AS.search(sentence.segments[index - 1][1]):
                constructors.append(Found(value, sentence.line, sentence.quote()))
        if not re.search(r"\bforward\b", sentence.prose, re.IGNORECASE):
            continue
        for position, (index, value) in enumerate(codes):
            inline = re.fullmatch(rf"({IDENT})\s*:\s*\[(.*)\]", value)
            name, shape_text = (inline.group(1), inline.group(2)) if inline else (value, None)
            if not re.fullmatch(IDENT, name) or keyword.iskeyword(name) or name in ("forward", "self"):
                continue
            if shape_text is None and position + 1 < len(codes):
                between = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
                following = codes[position + 1][1]
                if re.fullmatch(r"\s*(?:\(|has shape|of shape|with shape|shape|:)?\s*", between) and re.fullmatch(r"\[.*\]", following):
                    shape_text = following[1:-1]
            dims = [d.strip() for d in (shape_text or "").split(",")]
            shape = [int(d) if d.isdigit() else d for d in dims] if shape_text is not None else None
            if shape and all((isinstance(d, int) and d > 0) or (isinstance(d, str) and re.fullmatch(IDENT, d)) for d in shape):
                out.add("module.forward_inputs", Found({"name": name, "shape": shape}, sentence.line, sentence.quote()), key=name)
            else:
                out.todos.append(
                    Todo(
                        "module.forward_inputs",
                        False,
                        f'report line {sentence.line}: "{sentence.quote()}": forward input `{name}` without a shape the draft can write; '
                        "add it with its shape (or its plain value)",
                        "check",
                    )
                )
    distinct = list(dict.fromkeys(f.value for f in constructors))
    if len(distinct) == 1:
        out.put("module.constructor", constructors[0])
    elif distinct:
        first = constructors[0]
        out.todos.append(
            Todo(
                "module.constructor",
                False,
                f"report line {first.line} and others name several constructors ({', '.join(distinct)}); write yours",
                "check",
            )
        )


# "The docstring and the description= say 'multiprocessing_context', but the code reads `dataloader_mp_context`": words of
# the description the report sets against the code; "the description is stale", "the docstring and `description=` are
# stale on this".
_DESCRIPTION_WRONG = re.compile(
    r"\bdescription=?(?:\s+string)?\b[^.;]{0,40}?\b(?:says?|reads?|names?|mentions?)\s+['\"“‘`]([^'\"”’`]{2,80})['\"”’`],?\s+but\b"
    # Said of the registration's description=, not of a ticket's Description ("the phase in the Description is wrong").
    r"|(?:\bdescription=|\b(?:registered|registration's)\s+description\b|\bdescription\s+string\b)\s+(?:is|was|are|were)\s+(?:also\s+)?(?:wrong|stale|out\s+of\s+date|misleading)\b",
    re.IGNORECASE,
)


_NOT_THE_KEY = re.compile(r"`([\w.]+)`\s+is\s+not\s+(?:this\s+patch's|the\s+patch's|the)\s+(?:switch|key|flag|param(?:eter)?)\b", re.IGNORECASE)


def withdraw_denied_summary(sentences: list[Sentence], out: Collector) -> None:
    """A summary read from the registered description, where a line of the report says the description is wrong (as a
    whole, or in words the summary holds that a line denies): a TODO quoting both lines. The description is Primus's, but a plan that
    repeats what the report shows to be wrong states a wrong fact."""
    found = out.facts.get("feature.summary")
    if not isinstance(found, Found):
        return
    for sentence in sentences:
        if sentence.line == found.line:
            continue
        for match in _DESCRIPTION_WRONG.finditer(plain_text(sentence.text)):
            words = (match.group(1) or "").strip(" '\"")
            # 'The description says "on ROCm", but the condition reads only `fp4`': words set against the code, which
            # the report does not call wrong unless a line denies them ("the key is NOT multiprocessing_context").
            denied = any(re.search(rf"\b(?:not|n't|never)\s+(?:the\s+)?['\"`]?{re.escape(words)}\b", plain_text(s.text), re.IGNORECASE) for s in sentences)
            if match.group(1) is None or (words in found.value and denied):
                why = (
                    f'report line {found.line} gives the summary "{found.value}", but line {sentence.line} says the description '
                    f'is wrong ("{sentence.quote()}"); write what the patch does in one sentence'
                )
                out.withdraw("feature.summary", found, why)
                return
        # "`multiprocessing_context` is not this patch's switch: the code reads `dataloader_mp_context`": a key the
        # description names, which a line says the patch does not read.
        for match in _NOT_THE_KEY.finditer(sentence.text):
            if re.search(rf"(?<![\w.]){re.escape(match.group(1))}(?![\w.])", found.value.replace("\\", "")):
                why = (
                    f'report line {found.line} gives the summary "{found.value}", but line {sentence.line} says `{match.group(1)}` is '
                    f'not the patch\'s key ("{sentence.quote()}"); write what the patch does in one sentence'
                )
                out.withdraw("feature.summary", found, why)
                return
