"""Claims a later line of the report takes back, and the values read from them, which become TODOs.

A writer corrects a report in many ways: quoting the claim and calling it wrong ('"ROCm only" is also not right'),
pointing at it ("the line above is wrong", "^ wrong", "Correction to the previous paragraph", "the phase above is wrong", "the
second bullet above is wrong", "Row 19 is wrong", "Section 4.1 is wrong about the gate", 'correction to the "What it
rebinds" section above', "the 06-03 line about `x` is wrong", a thread's "Correction to 4/"), striking it through and
repeating it plainly elsewhere, restating it and taking the restatement back ("Slide 6 said we also have to rebind `x`.
That was wrong."), or saying what alone is true ("This patch only rebinds `get_specs`"). Each finder here maps the lines
a correction takes back to the correction; every value read from such a line is withdrawn, with a TODO quoting both.
Where a tracker's long text stands on one line, the statement taken back is known by its quote, not its line.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator

from .hedge_words import HEDGES, RETRACTS_BEFORE
from .hedges import hedge_of, hedge_text
from .markdown import QUOTED, Block, section_role
from .paths import UPSTREAM_ROOTS, is_dotted, is_file_name, root_of
from .records import Collector, Found, Todo
from .requires import PACKAGE_BOUND
from .sentences import REBIND_VERB, Sentence
from .text import CODE_SPAN, plain_text

# How a correction says a claim is wrong: "is wrong", "was also not right", "is incorrect".
# Amharic puts it after the quoted claim: '"`x` ይቀየራል" ያልኩት ስሕተት ነው' (what I said, "x is replaced", is wrong).
_IS_WRONG = (
    r"(?:(?:is|are|was|were)\s+(?:also\s+)?(?:not\s+(?:right|true|correct)|wrong|incorrect|false)\b"
    r"|(?:ያልኩት|ያልነው|የጻፍኩት)?\s*(?:ስሕተት|ስህተት)\s+ነው"
    # Limburgish "klop neet" (is not right: "wat ich sjreef, dat ..., klop neet").
    r"|klopt?\s+neet\b)"
)

# '"ROCm only" is also not right.': a later line quotes a claim and denies it, so no value read from the claim stands.
# 'Please ignore the "Gated on `async_save: true`" sentence': the quoted words taken back too.
_DENIED_CLAIM = re.compile(
    # 'the "Style: function wrapping" line is wrong': a noun may name what the quote is.
    # 'the "Needs Primus-Turbo" bullet above is wrong'.
    # 'The last bullet of "Patch logic" ("It also rebinds `x` ...") is wrong': the quote in parentheses.
    # 'the "wraps validate_args" line in the commit message is wrong': where the line stands, said after it.
    rf"[\"“]([^\"”\n]{{3,200}})[\"”]\)?\s+(?:(?:line|bullet|sentence|claim|item|row|part)\s+(?:above\s+|below\s+|in\s+the\s+[\w -]{{1,30}}?\s+)?)?{_IS_WRONG}"
    # 'Ignore the "function wrapping" entry in Step 1': an entry of a list or a table, named by its words.
    r"|\b(?i:(?:please\s+)?(?:ignore|disregard)\s+the)\s+[\"“]([^\"”\n]{3,80})[\"”]\s+(?i:sentence|line|claim|bullet|part|guess|note|statement|remark|entry|item|row)\b"
    # 'Correction to the Patch logic bullet "It also rebinds `x` ...":'.
    # 'Correction to the Patch logic item 6 (“It also wraps `x` …”): wrong.'
    r"|\b(?i:corrections?\s+(?:to|of|on)\s+the)\s+[\w /-]{0,40}?(?i:bullet|line|sentence|item|paragraph)(?:\s+\d{1,2})?\s+\(?[\"“]([^\"”\n]{3,200})[\"”]"
    # "not 2.10, please ignore 2.10": a version number said aloud, taken back.
    r"|\b(?i:(?:please\s+)?(?:ignore|disregard))\s+(\d+(?:\.\d+)+)(?=\s*[.,;)]|\s*$)"
)
# 'Correction to the "First pass" paragraph above': the paragraph that opens with (or holds) those words, every sentence.
_DENIED_PARAGRAPH = re.compile(
    r"\bcorrections?\s+(?:to|of|on)\s+the\s+[\"“]([^\"”\n]{3,80})[\"”]\s+(?:paragraph|bullet|item)\b", re.IGNORECASE
)
# "Also scrap the bot's **Requires** line": the line under that label, taken back whatever it said.
_DENIED_LABEL = re.compile(
    r"\b(?:scrap|drop|ignore|disregard|strike|throw\s+out)\s+(?:(?:the|my|your|its)\s+)?(?:[\w.-]+'s\s+)?\**([A-Z][\w/ -]{1,30}?)\**\s+"
    r"(?:line|bullet|entry|field)\b"
)
# "The `fp8: hybrid` sentence under How to enable is wrong too": a setting quoted as code names the claim. (A name alone,
# "the `before_train` line", "the `a.B` item", says which line, which the readers of lines and items read.)
_DENIED_CODE_CLAIM = re.compile(
    rf"\bthe\s+`([^`\n]{{1,60}}(?::\s|\s*=\s*)[^`\n]{{1,60}})`\s+(?:line|bullet|sentence|claim|item|row|part)\b[^.;]*?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# 'the ">=0.12.0" above is wrong', 'phase = "build_args" above is wrong': a value quoted where it was said, taken back.
_DENIED_QUOTED_VALUE = re.compile(rf"[\"“]([^\"”\n]{{2,80}})[\"”]\s+(?:above|below)\s+{_IS_WRONG}", re.IGNORECASE)
# "scratch the `before_train` above", "ignore the `x` bit": a value quoted as code, taken back where it was said.
_DENIED_CODE_VALUE = re.compile(
    r"\b(?:scratch|ignore|disregard|strike|drop)\s+(?:the|that|my)\s+`([^`\n]{2,60})`\s+(?:above|bit|part|line|claim)\b", re.IGNORECASE
)
_PART_OF = re.compile(r"\b(?:bullet|line|item|point|row|entry|paragraph)s?\s+(?:of|under|in)\s+$", re.IGNORECASE)
# "Correction: that last line is wrong.": the statement just above is taken back, whatever it said.
# "Update: the paragraph above is wrong": every sentence of the paragraph just above.
# "Correction to the node above" (a mind map's topic), "the card above".
_ABOVE_NOUN = r"line|claim|sentence|statement|bullet|item|point|paragraph|node|card"
_DENIED_ABOVE = re.compile(
    rf"\b(?:that|the)\s+(?:(?:last|previous|preceding|above)\s+({_ABOVE_NOUN})|({_ABOVE_NOUN})\s+(?:just\s+)?above)\b[^.;]*?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# "Correction to the previous paragraph: it does not.": a correction addressed to the paragraph (or line) above takes
# it back; what it keeps, it says again.
_CORRECTS_ABOVE = re.compile(
    rf"\bcorrections?\s+(?:to|of|on)\s+(?:the|that|my)\s+(?:(?:last|previous|preceding|above)\s+({_ABOVE_NOUN})|({_ABOVE_NOUN})\s+above)\b"
    # "Correction to the job_env/1 doc above": a doc named by what it documents (a bullet named by its topic is
    # _named_above's).
    r"|\bcorrections?\s+(?:to|of|on)\s+the\s+`?[\w./:-]+`?\s+(doc|docstring|comment)\s+above\b"
    # Sundanese "Koréksi kana paragraf di luhur" (correction to the paragraph above); Picard "Rectificacion d'ech
    # paragrafe d'in haut" and French "Rectification du paragraphe ci-dessus".
    r"|\bkor[ée]ksi\s+kana\s+(paragraf|kalimah|baris|poin)\s+di\s+luhur\b"
    r"|\brectifica(?:tion|cion)\s+d['’](?:ech|u)\s+(paragrafe)\s+d['’]in\s+haut\b|\brectification\s+du\s+(paragraphe)\s+ci-dessus\b"
    # Tabasaran "ДуьзаргъапӀну: улихьдин абзацдиъ ..." (corrected: in the previous paragraph ...).
    r"|(?<!\w)дуьзаргъап[ӀӏI1]ну\W+улихьдин\s+(абзац)"
    # Chinese "更正：上一句是错的" (correction: the previous sentence is wrong), "上一段有误" (the paragraph above is in error).
    r"|(上一句|上面一句|上面那句|上一行|上一段|上面一段)(?:话)?\s*(?:是错的|是错误的|有误|不对|错了)",
    re.IGNORECASE,
)
# The nouns of those that name a paragraph, every sentence of which is taken back.
_PARAGRAPH_NOUNS = ("paragraph", "paragraf", "paragrafe", "paragraphe", "абзац", "上一段", "上面一段", "doc", "docstring", "comment")
# "the two lines above": a count of lines above the correction, each taken back.
_N_LINES_ABOVE = re.compile(r"\bthe\s+(two|three|four|2|3|4)\s+lines\s+(?:just\s+)?above\b", re.IGNORECASE)
_COUNTS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
# "the paragraph above about `x`", "the line above on x": what the part taken back names.
_ABOVE_ABOUT = re.compile(r"\s+(?:(?:just\s+)?above\s+)?(?:about|on|regarding|concerning)\s+`?([\w.]{3,})`?", re.IGNORECASE)
# The nouns of those that name a source file's doc comment, whose tags (listed items) close it.
_DOC_NOUNS = ("doc", "docstring", "comment")
# "^ wrong, the env var is gone": a note pointing up at the one above it (a task's annotations, a chat's messages).
_CARET_WRONG = re.compile(r"^[\s*•-]*\^+\s*(?:that(?:'s|\s+is|\s+was)\s+)?(?:wrong|not\s+right|incorrect|false)\b", re.IGNORECASE)
# "Correction: the phase above is wrong.": the nearest line above that names that field is taken back.
_DENIED_NAMED_ABOVE = re.compile(
    # "The TP line above is wrong": the topic, then the noun for the line.
    rf"\bthe\s+([a-z][\w-]*)\s+(?:(?:line|bullet|item|point|row)\s+)?above\s+{_IS_WRONG}"
    # "Correction to the tensor-parallel bullet above: it is wrong.": the nearest line above on that topic.
    r"|\bcorrections?\s+(?:to|of|on)\s+the\s+([a-z][\w-]*)\s+(?:bullet|item|line|point|row)\s+above\b"
    # Waray "Pagtadong ha phase ha igbaw" (correction to the phase above).
    r"|\bpagtadong\s+ha\s+([a-z][\w-]*)\s+ha\s+igbaw\b",
    re.IGNORECASE,
)
# "the third line of 'What the patch rebinds' in the notes above is wrong": one line under that label.
_DENIED_NTH_LINE = re.compile(
    rf"\bthe\s+(first|second|third|fourth|fifth|last)\s+(?:line|bullet|item|point)\s+(?:of|under|in)\s+[\"'“‘]([^\"'”’\n]{{2,60}})[\"'”’][^.;]*?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# "the line saying it also rebinds `megatron.training.training.get_megatron_optimizer` is wrong": the name the line is
# known by.
_DENIED_SAYING = re.compile(
    # "the line above saying the patch also rebinds `apply_rotary_emb` is wrong": where the line stands said too.
    rf"\bthe\s+(?:line|sentence|bullet|claim|part|statement)\s+(?:(?:above|below|earlier)\s+)?(?:saying|that\s+says|claiming|stating)\b[^.;`]*`([^`\n]{{2,120}})`[^.;]*?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# 'the "Primus implementation" and "Implementation file" rows above are wrong': the rows a table's labels name.
_DENIED_LABELLED_ROWS = re.compile(
    rf"((?:[\"“][^\"”\n]{{3,80}}[\"”](?:\s*,\s*|\s+and\s+|\s+or\s+)?)+)\s+(?:rows?|lines?|fields?|entries|entry)\s+"
    rf"(?:(?:above|below)\s+)?{_IS_WRONG}",
    re.IGNORECASE,
)
# "the `_add_data_args` bullet under Patch logic is wrong": the item of that part that names it.
_DENIED_NAMED_BULLET = re.compile(
    # "... bullet in the Patch logic section above is wrong" too.
    rf"\bthe\s+`([^`\n]{{2,80}})`\s+(?:bullet|item|point)\s+(?:under|of|in)\s+(?:the\s+)?[\"'“‘]?([A-Z][^\"'”’.;:]{{1,40}}?)[\"'”’]?"
    rf"(?:\s+(?:section|part))?(?:\s+(?:above|below))?\s+{_IS_WRONG}",
    re.IGNORECASE,
)
# 'the bullet in "Patch logic" about `get_forward_backward_func` is wrong': the same, the part named first.
_DENIED_BULLET_ABOUT = re.compile(
    rf"\bthe\s+(?:bullet|item|point)\s+(?:under|of|in)\s+[\"'“‘]?([A-Z][^\"'”’.;:]{{1,40}}?)[\"'”’]?\s+(?:about|on|naming)\s+`([^`\n]{{2,80}})`\s+{_IS_WRONG}",
    re.IGNORECASE,
)
# "Correction to my Patch logic post: item 6 is wrong": the part named before the item's number.
_DENIED_ITEM_OF_POST = re.compile(
    rf"\bcorrection\s+to\s+(?:my|the)\s+[\"'“‘]?(?P<part>[A-Z][\w /-]{{1,40}}?)[\"'”’]?\s+(?:post|message|section|notes?|part)\s*:\s*"
    rf"(?:item|bullet|point|step)\s+(?P<ordinal>\d{{1,2}})\s+{_IS_WRONG}",
    re.IGNORECASE,
)
# "The third bullet of *Patch logic* (the one about `x`) is wrong": the part named without quotes, an aside after it.
_DENIED_NTH_UNQUOTED = re.compile(
    # "the last bullet of *Patch logic* above is wrong": the part's name maybe emphasized, where it stands said after it.
    rf"\bthe\s+(first|second|third|fourth|fifth|last)\s+(?:line|bullet|item|point)\s+(?:of|under|in)\s+[*_]{{0,2}}([A-Z][\w /-]{{1,40}}?)[*_]{{0,2}}\s*(?:\([^()]*\)\s*)?"
    rf"(?:(?:above|below)\s+)?{_IS_WRONG}",
    re.IGNORECASE,
)
# "item 5 of Patch logic is wrong", 'step 2 of "How to enable" was wrong': that item, by its number.
_DENIED_NUMBERED_ITEM = re.compile(
    # "Correction to item 5 of Patch logic: it is wrong".
    # "Correction to item 5 of Patch logic (2/4): it is wrong": the part's number in its thread after its name.
    rf"\b(?:item|bullet|point|step)\s+(\d{{1,2}})\s+(?:of|under|in)\s+[\"'“‘]?([A-Z][^\"'”’.;:()]{{1,40}}?)[\"'”’]?(?:\s*\([^()]{{1,20}}\))?"
    rf"(?:\s*[:,]\s*(?:it|that))?\s+{_IS_WRONG}",
    re.IGNORECASE,
)
# "Porting step 2 is wrong, please ignore it.": the part named before the item's number.
_DENIED_PART_ITEM = re.compile(rf"\b([A-Z][\w/-]{{1,30}}(?:\s+[\w/-]{{1,30}}){{0,2}}?)\s+(?:item|bullet|point|step)\s+(\d{{1,2}})\s+{_IS_WRONG}")
# "The second bullet above is wrong, and I retract it.": one item of the list just above is taken back.
# "The last two bullets are wrong", "The first bullet in my summary is wrong": that many items, counted from that end.
_DENIED_ITEM = re.compile(
    r"\bthe\s+(first|second|third|fourth|fifth|last)(?:\s+(two|three|four))?\s+(?:bullet|item|point|entry)s?\s+(?:above\s+)?"
    # "the last item of the list above: it is wrong".
    rf"(?P<elsewhere>(?:in|of)\s+(?:my|the|that|this|your)\s+(?:summary|list|message|post|comment)\s+(?:above\s*)?)?"
    rf"(?:[:,]\s*(?:it|this|that)\s+)?{_IS_WRONG}",
    re.IGNORECASE,
)
# "item 5 of the list above is wrong": that item of the list nearest above, by its number.
_DENIED_NUMBERED_ABOVE = re.compile(
    rf"\b(?:item|bullet|point|step)\s+(\d{{1,2}})\s+(?:of|in)\s+(?:the|that|my)\s+list\s+above\b(?:\s*[:,]\s*(?:it|that))?\s+{_IS_WRONG}",
    re.IGNORECASE,
)
# The same in Ossetian: "Дыккаг рæнхъ рæдыд у" (the second line is a mistake), its ordinal the English one it stands for.
_DENIED_ITEM_OSSETIAN = re.compile(r"(?<!\w)(фыццаг|дыккаг|æртыккаг|цыппæрæм|фæндзæм|фæстаг)\s+(?:рæнхъ|пункт)\s+рæдыд\s+у(?!\w)", re.IGNORECASE)
_OSSETIAN_ORDINALS = {"фыццаг": "first", "дыккаг": "second", "æртыккаг": "third", "цыппæрæм": "fourth", "фæндзæм": "fifth", "фæстаг": "last"}
_COUNTS = {None: 1, "two": 2, "three": 3, "four": 4}
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "last": -1}
# "Row 19 is wrong: the module is ...": a row of the table the correction stands in.
_DENIED_ROW = re.compile(rf"\brow\s+(\d+)\s+{_IS_WRONG}", re.IGNORECASE)
# "Section 4.1 is wrong about the gate.": every statement of that numbered section is taken back.
_DENIED_SECTION = re.compile(rf"\bsection\s+(\d+(?:\.\d+)*)\b[^.;]{{0,40}}?\b{_IS_WRONG}", re.IGNORECASE)
# "4.1.  FSDP2 Wrapper Constructor", or "4.1." alone where the heading's number is split from its words as a sentence.
_SECTION_NUMBER = re.compile(r"^\W*(\d+(?:\.\d+)*)\.?(?:\s|$)")
# 'correction to the "What it rebinds" section above', 'the "Gate" section is wrong': a section known by its heading.
_DENIED_NAMED_SECTION = re.compile(
    # 'Correction to "How to enable": the key there is wrong': the section named, a colon after its name.
    # ('Correction to "X": the second bullet is wrong' names one line of it, not the section.)
    # 'Correction to the "Rebinding sites" step (#4)': a walkthrough's step, a dashboard's panel, a notebook's cell.
    r"\bcorrections?\s+(?:to|of|on)\s+(?:the\s+)?[\"“']([^\"”'\n]{2,60})[\"”'](?:\s+(?:section|part|step|panel|cell)\b|\s*:"
    r"(?!\s*(?:the\s+)?(?:first|second|third|fourth|fifth|last|\d{1,2}(?:st|nd|rd|th)?)\s+(?:bullet|item|line|point|row|entry)))"
    # 'The "How to enable" paragraph is wrong': the paragraph under that title, its section.
    rf"|\bthe\s+[\"“']([^\"”'\n]{{2,60}})[\"”']\s+(?:section|part|paragraph)\b[^.;]{{0,40}}?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# "This patch only rebinds `get_gpt_decoder_layer_specs`": every site the patch rebinds has that last name.
# "lr_schedule_patches.py only rebinds `OptimizerParamScheduler.get_lr`": the patch's file said to, as the patch.
# "This patch only rebinds `logger` and `init_logger`": each name of the list.
_ONLY_REBINDS = re.compile(
    # "The Megatron patch rebinds only `x`": the word order the other way round, a word naming which patch before it.
    r"(?:\b(?:this|the|our)\s+(?:(?!other\b|sibling\b|companion\b|neighbou?ring\b)[\w-]+\s+)?patch|`?\b[\w/]*_patch(?:es)?\.py`?)\s+(?:itself\s+)?"
    r"(?:only\s+(?:rebinds|replaces|patches|wraps|touches)|(?:rebinds|replaces|patches|wraps|touches)\s+only)\s+"
    r"(`[^`]+`(?:\s*(?:,\s*(?:and\s+)?|and\s+)`[^`]+`)*)"
    # "The only lasting rebinding is megatron.training.training.get_model": the one site, named bare in a mail.
    r"|\bthe\s+only\s+(?:lasting\s+|real\s+|permanent\s+)?(?:rebinding|site|binding)\s+is\s+(`[^`]+`|[A-Za-z_]\w*(?:\.\w+)+)"
    # "No — `patch_sft_attention_mask` rebinds exactly one thing, `sft_mod.GPTSFTDataset._create_attention_mask`".
    r"|\brebinds\s+exactly\s+one\s+(?:thing|attribute|site|name|binding|symbol)\s*[,:]\s*(`[^`]+`)",
    re.IGNORECASE,
)
# "nothing outside `megatron.core.optimizer` is touched by this patch", "it touches nothing outside `m`": every site of
# the patch is in that module.
_NOTHING_OUTSIDE = re.compile(
    r"\b(?:nothing|no\s+(?:other\s+)?(?:module|binding|name|attribute)s?)\s+outside\s+(?:of\s+)?`([\w.]+)`\s+(?:is|are|gets?)\s+"
    r"(?:touched|rebound|patched|replaced|changed)"
    r"|\b(?:touches|rebinds|patches|changes)\s+nothing\s+outside\s+(?:of\s+)?`([\w.]+)`",
    re.IGNORECASE,
)
# "nothing under `torchtitan.models.deepseek_v3` is touched", "it rebinds nothing in `m`": no site of the patch is in
# that module.
_NOTHING_UNDER = re.compile(
    r"\bnothing\s+(?:under|in|inside)\s+`([\w.]+)`\s+(?:is|gets)\s+(?:touched|rebound|patched|replaced|changed)"
    r"|\b(?:touches|rebinds|patches|changes)\s+nothing\s+(?:under|in|inside)\s+`([\w.]+)`",
    re.IGNORECASE,
)
# "~~The patch wraps `a.M.f`~~ -- scratch that": a struck passage; the paths in its code spans are claims taken back.
_STRUCK_PASSAGE = re.compile(r"~~(?=\S)(.*?)~~", re.DOTALL)

# "the 06-03 line about `megatron.training.train` is wrong": every line that claims to rebind that path is taken back.
_LINE_ABOUT = re.compile(rf"\b(?:line|entry|task|note|row)\s+about\s+`([^`]+)`[^.;]*?\b{_IS_WRONG}", re.IGNORECASE)
# "the `torchtitan.datasets.hf_datasets` line in it is wrong": the statement naming that path, known by its words (a
# tracker's description may stand on one line with the rest of the report).
# "the `params.model_overrides` paragraph is wrong": every sentence of the paragraph that names it.
# "The `setup` phase line under What it does is wrong": a word may name what the line gives.
# "the moe_module_specs line is wrong": a name with no code marks (a page copied as text) where it is a module's or a
# path's, with an underscore or a dot.
_PATH_LINE_WRONG = re.compile(
    rf"\bthe\s+(?:`([^`]+)`|([A-Za-z_]\w*_\w+|[A-Za-z_]\w*(?:\.\w+)+))\s+(?:[a-z]+\s+)?(line|bullet|claim|sentence|path|paragraph)\b[^.;]{{0,30}}?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# "Slide 6 said ...", "I first wrote ...": a sentence that restates an earlier claim of the report.
_RESTATES = re.compile(
    r"\b(?:said|says|claimed|claims|wrote|writes|stated|states|listed|lists|noted|suggested)\b"
    # "I wrote" as the languages of Europe say it: Lithuanian "parašiau", Latvian "rakstīju", Estonian "kirjutasin",
    # Polish "napisałem", Czech and Slovak "napsal" / "napísal", Slovenian and Croatian "napisal" / "napisao", Hungarian
    # "írtam", Icelandic "skrifaði", Scandinavian "skrev", Finnish "kirjoitin", German "schrieb", Dutch "schreef", Italian
    # "ho scritto", Spanish "escribí", Portuguese "escrevi", French "j'ai écrit", Turkish "yazdım", Russian, Bulgarian and
    # Ukrainian "написал" / "написах" / "написав"; Galician "escribín" / "puxen" (I put), Basque "idatzi dut" / "esan dut",
    # Welsh "ysgrifennais" / "dywedais" (I said), Macedonian "напишав" / "реков".
    r"|\b(?:para[sš]iau|rakst[iī]ju|kirjutasin|napisa[łl]\w*|naps[aá]l\w*|nap[ií]sal\w*|napisao|írtam|skrifaði|skrev|kirjoitin"
    r"|schrieb|schreef|scritto|escrib[ií]n?|escrevi|écrit|yazdım|am\s+scris|puxen|dixen|dixi|kinunak|[oō]niquihtoh|ha['’]e\s+kuri|sistwa|dishní|scrit|scrittu|hakerek|sjreef|(?:idatzi|esan)\s+(?:dut|nuen)"
    r"|ysgrifennais|dywedais"
    # An erratum's "En la sección 2 dice: ..." (Spanish, where it says), "où il est écrit" (French); Portuguese "eu
    # disse acima que ..." (I said above that).
    r"|dice|dec[ií]a|dije|he\s+dicho|est\s+écrit|disse|afirmei)\b|(?<!\w)(?:написа|напиша|реков)\w*"
    # Hindi "मैंने लिखा था" (I had written), "कहा था" (had said); Nepali "भनेको थिएँ" / "लेखेको थिएँ" (I had said, written);
    # Marathi "मी लिहिले होते" / "म्हटले होते"; Punjabi "ਮੈਂ ਲਿਖਿਆ ਸੀ" / "ਕਿਹਾ ਸੀ"; Gujarati "મેં લખ્યું હતું"; Odia "ମୁଁ
    # ଲେଖିଥିଲି" (I had written); Sindhi "مون ... لکيو هو" (I had written); Turkmen "diýipdim" (I had said); Kurmanji "Min
    # li jor got" (I said above); Cebuano "gisulat" (wrote); Luxembourgish "hunn ech geschriwwen" (I wrote); Breton "em eus
    # skrivet" (I wrote); Shona "ndakanyora" (I wrote); Quechua "nirqani" (I said); Tok Pisin "mi bin tok" (I said);
    # Lingala "Nalobaki likolo" (I said above); Northern Sami "čállen" (I wrote); Bislama "mi bin raetem" (I wrote);
    # Asturian "dixi" (I said); Ilocano "kinunak" (I said); Nahuatl "ōniquihtoh" (I said); Guarani "ha'e kuri" (I
    # said); Aymara "sistwa" (I said); Navajo "dishní" (I said); Walloon "dj' a scrit" (I wrote); Tetum "ha'u hakerek"
    # (I wrote); Limburgish "ich sjreef" (I wrote); Corsican "aghju scrittu" (I wrote); Waray "iginsurat" (wrote);
    # Livvi and Karelian "kirjutin" (I wrote); Mirandese "screbi" (I wrote).
    r"|\bkirjutin\b|\bscrebi\b|\biginsurat\b|\bndakanyora\b|\bnirqani\b|\bnalobaki\b|\bčállen\b|\bmi\s+bin\s+(?:tok|raitim|raetem|talem)\b|(?:लिखा|कहा)\s+था|(?:भनेको|लेखेको)\s+थिएँ|(?:लिहिले|म्हटले)\s+होते|(?:ਲਿਖਿਆ|ਕਿਹਾ)\s+ਸੀ|(?:લખ્યું|કહ્યું)\s+હતું|ଲେଖିଥିଲି|(?<!\w)لکيو\s+هو(?!\w)|\bdiýipdim\b|\bmin\s+(?:li\s+jor\s+)?got\b|\bgisulat\b|\bgeschriwwen\b|\bskrivet\b",
    re.IGNORECASE,
)

# "I said" where the verb follows what was said (Adyghe "ыпшъэкӀэ `x` зэблехъоу къысӀуагъ", above I said it replaces
# `x`): the claim stands before the verb.
_RESTATES_AFTER_CLAIM = re.compile(r"(?<!\w)къыс[ӀӏI1]уагъ(?!\w)", re.IGNORECASE)

# "`overlap_param_gather` isn't required", "`SDMA_ALL_GATHER` is the FSDP2 patch's variable": a setting a later line
# says is no gate of this patch.
_SETTING_DENIED = re.compile(
    r"`([\w.]+)`\s+(?:is|was)(?:n't|\s+not)\s+(?:required|needed|necessary|a\s+(?:gate|condition|requirement))\b"
    r"|`([\w.]+)`\s+is\s+(?:the|another|a\s+different)\s+[^.;`]{0,40}?\bpatch(?:'s|’s)\s+(?:own\s+)?"
    r"(?:variable|flag|setting|gate|switch|key|env(?:ironment)?\s+var(?:iable)?)\b"
    # "`lora.enabled` does not switch this patch on or off".
    r"|`([\w.]+)`\s+(?:does\s+not|doesn['’]t|never)\s+(?:switch|turn)(?:es|s)?\s+(?:this\s+patch|the\s+patch|it)\s+on\b"
    # "`async_save` is not this patch's switch".
    r"|`([\w.]+)`\s+is(?:n't|\s+not)\s+(?:this|the)\s+patch(?:'s|’s)\s+(?:own\s+)?(?:switch|gate|flag|key|setting|condition)\b"
    # "the use_torch_fsdp2 bullet is wrong": the line that names a setting (a key with an underscore, bare in a chat).
    # "the `moe_router_bias_update_rule: quantile` line under How to enable is wrong": the key with the value it gave.
    rf"|\bthe\s+`?([a-z]\w*_\w*)(?:\s*[:=]\s*[^`\s]+)?`?\s+(?:line|bullet|row|setting)\b[^.;]{{0,30}}?\b{_IS_WRONG}"
    # "the sentence in Section 1 about `data_parallel_sharding_strategy` is wrong and is withdrawn": a footnote taking
    # back what a section said the patch writes to that key.
    rf"|\bthe\s+(?:sentence|line|claim|bullet|statement|paragraph|remark)\s+(?:(?:in|of|under)\s+[\w .-]{{1,30}}?\s+)?"
    rf"about\s+`([a-z]\w*_\w*)`[^.;]{{0,30}}?\b{_IS_WRONG}",
    re.IGNORECASE,
)
# "`megatron.training.checkpointing.save_checkpoint` itself is never touched": a path a later line says the patch
# leaves alone.
# 'the "second rebind site" `a.b.f` I listed above does not exist': the site the writer listed, denied.
_PATH_UNTOUCHED = re.compile(
    r"`([\w.]+)`\s+(?:itself\s+)?(?:is|was|are|were)\s+(?:never|not)\s+(?:touched|rebound|patched|replaced|changed|modified)\b"
    r"|`([\w.]+)`\s+(?:that\s+)?(?:I|we)\s+(?:listed|wrote|gave|named|mentioned|said)\s+(?:above|earlier|before)\s+(?:does\s+not|doesn't|did\s+not)\s+exist\b",
    re.IGNORECASE,
)

# "deepseek_v3 is *not* rebound": a bare word that names a module (an underscore or a digit in it, as in
# `torchtitan.models.deepseek_v3`), said to be untouched.
_MODULE_UNTOUCHED = re.compile(
    r"(?<![\w.`])([A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Za-z]+\d\w*)\s+(?:itself\s+)?(?:is|was|are|were)\s+(?:never|not)\s+"
    r"(?:touched|rebound|patched|replaced|changed|modified|wrapped)\b",
    re.IGNORECASE,
)

# "the replacement is not `_logger.info`", "the site is not `m.f`": an object a line says is not the patch's.
_IS_NOT_OBJECT = re.compile(r"\b(?:replacement|implementation|site|symbol|target)\s+(?:is|was)\s+not\s+`([\w.]*\.[\w.]+|[\w]+_\w+)`", re.IGNORECASE)
# "does not wrap `schedules.forward_step` / `schedules.backward_step`": the paths a denied rebinding verb lists.
_NOT_WRAPPED = re.compile(
    r"\b(?:does\s+not|doesn['’]t|never)\s+(?:wrap|rebind|replace|patch|touch|swap)s?\s+((?:`[\w.]+`(?:\s*(?:/|,|,?\s*(?:and|or))\s*)?)+)",
    re.IGNORECASE,
)

# A taken-back line, mapped to what the correction calls it and the correction itself.
Denials = dict[int, tuple[str, Sentence]]


def struck_paths(parts: dict[str, list[Block]]) -> dict[str, int]:
    """The dotted paths the report names inside struck-through text, each with the line it is struck on; a bare name
    with an underscore struck by itself too ("~~`_update_router_expert_bias`~~"), the last part of a path named
    elsewhere (one named in a struck sentence may be named there only to say what was wrong about it)."""
    struck: dict[str, int] = {}
    for passage, line in _struck_passages(parts):
        for span in CODE_SPAN.finditer(passage):
            name = span.group(2).strip()
            alone = passage.strip() == span.group(0).strip()
            if is_dotted(name) or (alone and re.fullmatch(r"_*[A-Za-z]\w*_\w*", name)):
                struck.setdefault(name, line)
    return struck


def struck_files_and_bounds(parts: dict[str, list[Block]]) -> dict[str, int]:
    """The files' paths and the packages' version bounds the report names inside struck-through text, each with the line
    it is struck on: "~~Rebind it in `primus/.../provider.py`~~", "~~Might need megatron-core >= 0.8~~"."""
    struck: dict[str, int] = {}
    for passage, line in _struck_passages(parts):
        files = (span.group(2).strip() for span in CODE_SPAN.finditer(passage))
        bounds = (bound.group(0) for bound in _PACKAGE_BOUND.finditer(plain_text(passage)))
        for name in [*(f for f in files if _FILE_PATH.fullmatch(f) and is_file_name(f)), *bounds]:
            struck.setdefault(name, line)
    return struck


def _struck_passages(parts: dict[str, list[Block]]) -> Iterator[tuple[str, int]]:
    """Each passage struck through outside code ("~~...~~"), with the line it starts on."""
    for blocks in parts.values():
        for block in blocks:
            for passage in _STRUCK_PASSAGE.finditer(block.text) if "~~" in block.text and not block.fence else ():
                yield passage.group(1), block.line + block.text.count("\n", 0, passage.start())


# A file's path ("primus/backends/megatron/data/provider.py"), and a package with a version bound ("torch>=2.7").
_FILE_PATH = re.compile(r"[\w.-]+(?:/[\w.-]+)+")
_PACKAGE_BOUND = re.compile(PACKAGE_BOUND, re.IGNORECASE)


def _quotable(name: str) -> bool:
    """Whether a name struck through is quoted in a TODO: a dotted path, a file's path or a package's bound."""
    return is_dotted(name) or bool(_FILE_PATH.fullmatch(name)) or bool(_PACKAGE_BOUND.fullmatch(name))


def quote_struck_paths(struck: dict[str, int], out: Collector) -> None:
    """A TODO for each dotted path, file or version bound the report names only struck through ("~~The handler rebinds
    `a.f`~~"): a claim the writer took back, said so in the draft rather than left out of it."""
    told = " ".join(todo.why for todo in out.todos)
    drafted = {str(one.value) for held in out.facts.values() for one in (held if isinstance(held, list) else [held])}
    for path, line in sorted(struck.items(), key=lambda item: item[1]):
        if _quotable(path) and f"`{path}`" not in told and path not in drafted:
            why = f"report line {line} names `{path}` struck through: a claim the writer took back; not written"
            out.todos.append(Todo("report", False, why, "check"))


def section_items(parts: dict[str, list[Block]]) -> dict[str, list[str]]:
    """The items of each deep-dive part's lists, in order, by the part's role: what "the last bullet of "Patch logic""
    counts (a part's heading is no sentence, so the words of its title cannot be found above the correction)."""
    return {role: [block.text for block in blocks if block.item and not block.lead and not block.nested] for role, blocks in parts.items()}


def withdraw_denied_claims(
    sentences: list[Sentence],
    out: Collector,
    struck: dict[str, int],
    annotated: Iterable[Sentence] = (),
    items: dict[str, list[str]] | None = None,
    part_lines: dict[str, set[int]] | None = None,
) -> None:
    """Each value read from a claim a later line takes back (see the module's docstring) becomes a TODO quoting both.

    ``annotated`` are the report's sentences annotated with their hedges (see ``hedges.annotate``): a line of them about
    another patch is never said to be taken back by a correction of this one. ``items`` are the items of each part's
    lists (see ``section_items``), ``part_lines`` the lines of each part's sentences, by the part's role: what 'the "How
    to enable" paragraph is wrong' takes back when the part's title is a heading no sentence holds."""
    # 'The last bullet of "Patch logic" is wrong': the quoted words name where the claim is, not the claim.
    denials = [
        (next(g for g in m.groups() if g).lower(), s)
        for s in sentences
        for text in [plain_text(s.text)]
        for m in _DENIED_CLAIM.finditer(text)
        if not _PART_OF.search(text[: m.start()])
    ]
    denials += [(m.group(1).lower(), s) for s in sentences for m in _DENIED_CODE_CLAIM.finditer(s.text)]
    denials += [(m.group(1).lower(), s) for s in sentences for m in _DENIED_SAYING.finditer(s.text)]
    denials += [
        (label.lower(), s)
        for s in sentences
        for m in _DENIED_LABELLED_ROWS.finditer(plain_text(s.text))
        for label in re.findall(r"[\"“]([^\"”\n]{3,80})[\"”]", m.group(1))
    ]
    # A value taken back by itself ("scratch the `before_train` above", 'the ">=0.12.0" above is wrong') withdraws that
    # value, not the line's others.
    values_denied = [(m.group(1).lower(), s) for s in sentences for m in _DENIED_CODE_VALUE.finditer(s.text)]
    values_denied += [(m.group(1).lower(), s) for s in sentences for m in _DENIED_QUOTED_VALUE.finditer(plain_text(s.text))]
    by_line = sorted(sentences, key=lambda s: s.line)
    above: Denials = {}
    above.update(_named_above(sentences, by_line))
    for line, denial in _struck_claims(sentences, by_line, struck):
        above.setdefault(line, denial)
    nth, flattened_nth = _nth_lines(sentences, items or {})
    # "the last bullet of *Patch logic* above is wrong": where the part it names is found, the line or list nearest
    # above the correction is not what it takes back.
    placed = {id(correction) for _, correction in [*nth.values(), *flattened_nth.values()]}
    above.update({line: denial for line, denial in _line_above(sentences).items() if id(denial[1]) not in placed})
    listed, flattened_items = _list_items(sentences)
    listed = {line: denial for line, denial in listed.items() if id(denial[1]) not in placed}
    flattened_items = {key: denial for key, denial in flattened_items.items() if id(denial[1]) not in placed}
    above.update(listed)
    above.update(_sheet_rows(sentences))
    above.update(_labelled_claims(sentences))
    above.update(_sections(sentences))
    above.update(nth)
    headed, flattened = _named_sections(sentences, part_lines or {})
    above.update(headed)
    above.update(_thread_posts(sentences))
    above.update(_tracker_comments(sentences))
    above.update(_anchored_comments(sentences))
    above.update(_paragraphs(sentences))
    above.update(_erratum_originals(sentences))
    patch = out.facts.get("feature.id")
    for line, denial in _restated_claims(sentences, by_line, patch.value if patch is not None else None):
        above.setdefault(line, denial)
    for line, denial in _lines_about(sentences, by_line):
        above.setdefault(line, denial)
    # What a TODO quoting a line may say of it: a later line takes it back. A struck path also takes back the claims of
    # it below the strike, but those may be another patch's, true of it; so only a correction below the claim counts,
    # and never of a line about another patch ("I wrote that we also rebind `x`. It doesn't: that's the other patch").
    others = {s.line for s in annotated if "another patch" in (hedge_of(s) or "")}
    for line, (_, sentence) in above.items():
        if sentence.line > line and line not in others:
            out.taken_back.setdefault(line, (sentence.line, sentence.quote()))
    for claim, sentence in denials:
        for quoting in sentences:
            said = plain_text(quoting.text).lower()
            if quoting.line < sentence.line and quoting.line not in others and _says(said, claim):
                out.taken_back.setdefault(quoting.line, (sentence.line, sentence.quote()))
    on_its_line = {
        **flattened,
        **flattened_items,
        **flattened_nth,
        **_caret_within(sentences),
        **_sentence_before_on_its_line(sentences),
        **_path_statements(sentences),
    }
    labelled = [(m.group(1), s) for s in sentences for m in _DENIED_LABEL.finditer(plain_text(s.text))]
    for name, held in list(out.facts.items()):
        if name.startswith("_"):
            continue
        for found in list(held) if isinstance(held, list) else [held]:
            quote = found.quote.lower()
            denial = next(((c, s) for c, s in denials if s.line != found.line and _says(quote, c)), None)
            if denial is None:
                denial = next(((c, s) for c, s in values_denied if s.line > found.line and c in str(found.value).lower()), None)
            if denial is None:
                denial = next(
                    ((f'the "{label}" line', s) for label, s in labelled if s.line > found.line and _labelled(found.quote, label)), None
                )
            if denial is None and found.line in above and not _restated(above[found.line][1], found) and not _another_path(above[found.line][0], found):
                denial = above[found.line]
            if denial is None:
                denial = on_its_line.get((found.line, found.quote))
            if denial is None:
                continue
            claim, sentence = denial
            why = (
                f'report line {found.line}: "{found.quote}": line {sentence.line} says "{claim}" is not right '
                f'("{sentence.quote()}"); not written as a value'
            )
            out.withdraw(name, found, why)


def _labelled(quote: str, label: str) -> bool:
    """Whether a quote holds a line labelled ``label``: the label, then a colon or a line break ("Requires: x",
    "Requires<br>x" where a message's line breaks stayed tags)."""
    return bool(re.search(rf"(?<![\w-]){re.escape(label)}\s*(?::|&lt;br\s*/?>|<br\s*/?>)", quote, re.IGNORECASE))


def _another_path(claim: str, found: Found) -> bool:
    """Whether a site was read from a sentence that does not name the path a correction takes back: "So the site is
    `a.training.training.f`. It also rebinds `a.training.f`." then "I said it also rebinds `a.training.f`. It does
    not": the line's other sentence stands. A function taken back by its bare name ("`parse_args`") takes back the
    paths that end in it, not the line's others ("`add_megatron_arguments` and `parse_args`")."""
    if _bare_function(claim) and isinstance(found.value, str) and is_dotted(found.value):
        return found.value.rsplit(".", 1)[-1] != claim
    return (
        is_dotted(claim)
        and isinstance(found.value, str)
        and is_dotted(found.value)
        and found.value != claim
        and not re.search(rf"(?<![\w.]){re.escape(claim)}(?![\w.])", found.quote)
    )


def _restated(correction: Sentence, found: Found) -> bool:
    """Whether the correction writes, in its paragraph, the assignment a site was read from ('The last bullet is wrong:
    the handler does not wrap `g`. The only assignment is `m._compile_dependencies = f`'): what it keeps stands."""
    if not isinstance(found.value, str) or not is_dotted(found.value):
        return False
    # "`logger.info = custom_info` holds only while `original_log` runs": written again to say it does not last.
    if any(hedge_text(plain_text(s)) == "a temporary swap" for s in re.split(r"(?<=[.;])\s+", correction.block)):
        return False
    module, name = found.value.rsplit(".", 1)
    # An assignment to that name, written as code: what the handler does, which the correction keeps.
    # ("`WrappedTorchLayerNorm = WrappedTorchNorm`", a bare name bound, is how upstream names a class, not a rebinding.)
    # Its receiver a module the site's path names, or an alias the path cannot tell ("m._compile_dependencies = f");
    # "`train_spec_module.get_train_spec = ...`" names the module `train_spec`, not the `torchtitan.train` of the site.
    # "`bridge_train.training_log = f` on `megatron.bridge.training.train`": a receiver the correction says is another
    # module than the site's writes that module's name, not the site.
    elsewhere = {path.rsplit(".", 1)[-1] for m in CODE_SPAN.finditer(correction.block) for path in [m.group(2).strip()] if is_dotted(path) and path != module}
    written = {m.group(2).strip() for m in CODE_SPAN.finditer(correction.block)}
    for m in CODE_SPAN.finditer(correction.block):
        for assigned in re.finditer(rf"((?:\w+\.)*\w+)\.{re.escape(name)}\s*=(?!=)", m.group(2)):
            if root_of(assigned.group(1)) in UPSTREAM_ROOTS:
                # "`torchtitan.models.moe.moe._run_experts_grouped_mm = f`": a receiver written in full is that module,
                # whatever last name it shares with the site's ("...deepseek_v3.model.moe").
                if module == assigned.group(1):
                    return True
                continue
            # "assigns only `pretrain_gpt.forward_step = f` ... The only rebound site is `pretrain_gpt.forward_step`": the
            # receiver is a module the correction names as its own site, not an alias of the one it takes back.
            if f"{assigned.group(1)}.{name}" in written and not module.endswith(assigned.group(1)):
                continue
            # "`sft_mod.GPTSFTDataset._create_attention_mask = f`": an alias, then the class the site's path names.
            receiver = assigned.group(1).rsplit(".", 1)[-1].removesuffix("_module").removesuffix("_mod")
            if receiver != assigned.group(1) and receiver not in module.split("."):
                continue
            if {receiver, receiver.rsplit("_", 1)[-1]} & elsewhere and receiver not in module.split("."):
                continue
            # "`titan_utils.get_peak_flops = f`" against the site `torchtitan.components.metrics.get_peak_flops`: an alias
            # whose last word ("utils") begins no part of the site's module names another module ("te_ext" may stand
            # for "extensions", "m" for anything).
            word = receiver.rsplit("_", 1)[-1]
            if "_" in receiver and len(word) >= 3 and not any(part.startswith(word) for part in module.split(".")):
                continue
            return True
    return False


def _rebinds(site: str, written: str) -> bool:
    """Whether ``site`` is what a sentence saying the patch only rebinds ``written`` names: the same path where it writes
    an upstream module's path in full, else the same name (a method's with its class)."""
    if root_of(written) in UPSTREAM_ROOTS and written.count(".") >= 2:
        return site == written
    name = _bound_name(written)
    return _bound_name(site) == name or ("." not in name and site.rsplit(".", 1)[-1] == name)


def _bound_name(path: str) -> str:
    """The name a site is known by: a method with its class ("GPTSFTDataset._create_attention_mask": another class's
    method of that name is another site), anything else its last name."""
    parts = path.split(".")
    return ".".join(parts[-2:]) if len(parts) >= 2 and parts[-2][:1].isupper() else parts[-1]


def _says_plainly(sentence: Sentence) -> bool:
    """Whether a sentence says what it says without a hedge of its words. A reply quoted in a review ("> No, `h` rebinds
    exactly one thing, `A.f`") still counts: what it says only takes values back, so its being another message's words
    can turn no claim into a value."""
    if sentence.hedge == QUOTED:
        return not hedge_text(sentence.text if sentence.code else sentence.prose, plain_text(sentence.text))
    return not hedge_of(sentence)


def withdraw_beyond_only(sentences: list[Sentence], out: Collector) -> None:
    """Each site whose name (a method's with its class, see ``_bound_name``) differs from every name a sentence says the
    patch only rebinds becomes a TODO quoting that sentence: "FYI it also rebinds `TESpecProvider` in `m`" then "This
    patch only rebinds `get_specs`"; "`h` rebinds exactly one thing, `A.f`" then `B.f` is another class's."""
    only = [
        # "The only permanent rebinding is `bridge_train.training_log = primus_training_log`": the name assigned to.
        (name.split("=")[0].strip(), s)
        for s in sentences
        if _says_plainly(s)
        for m in _ONLY_REBINDS.finditer(s.text)
        for name in (re.findall(r"`([^`]+)`", m.group(1) or m.group(3)) if m.group(1) or m.group(3) else [m.group(2).strip("`")])
    ]
    _withdraw_outside(sentences, out)
    if not only:
        return
    named = {written for written, _ in only}
    name, said = _bound_name(only[0][0]), only[0][1]
    for field in ("upstream.symbols", "upstream.aliases"):
        for found in list(out.facts.get(field, [])):
            # "only rebinds `forward`" names every class's; "`GPTSFTDataset._create_attention_mask`" that class's only;
            # "rebinds only `megatron.core.distributed.torch_fully_sharded_data_parallel.fully_shard`" that module's only.
            if not any(_rebinds(found.value, written) for written in named):
                why = f'report line {found.line}: "{found.quote}": line {said.line} says the patch only rebinds `{name}` ("{said.quote()}"); not written as a site'
                out.withdraw(field, found, why)


def withdraw_denied_settings(sentences: list[Sentence], out: Collector) -> None:
    """Each flag, variable or constraint on a setting that a later sentence says is no gate of this patch (see
    ``_SETTING_DENIED``), and each site a later sentence says the patch never touches (``_PATH_UNTOUCHED``), becomes a
    TODO quoting that sentence: a thread's first reading, corrected in a reply."""
    for said in sentences:
        untouched = [m.group(1) or m.group(2) for m in _PATH_UNTOUCHED.finditer(said.text)]
        # "does NOT call `f()` and does not wrap `schedules.forward_step` / `schedules.backward_step`": each path listed
        # after the denied verb, maybe shortened to its module's last name.
        untouched += [
            path
            for m in _NOT_WRAPPED.finditer(said.text)
            for path in re.findall(r"`([\w.]+)`", m.group(1))
            if "." in path
        ]
        # "the replacement is **not** `_logger.info`": an object the line says the patch's is not, maybe shortened.
        for m in _IS_NOT_OBJECT.finditer(said.text.replace("**", "")):
            for field in ("implementation.primus", "implementation.turbo"):
                held = out.facts.get(field)
                if held is not None and held.line < said.line and (held.value == m.group(1) or held.value.endswith(f".{m.group(1)}")):
                    why = f'report line {held.line}: "{held.quote}": line {said.line} says it is not `{m.group(1)}` ("{said.quote()}"); not written as a value'
                    out.withdraw(field, held, why)
            untouched.append(m.group(1))
        untouched += _negated_in_a_correction(said)
        # "Correction to the table: deepseek_v3 is *not* rebound": a module named by a bare word, each drafted site in it.
        corrects = _CORRECTION_WORDS.search(plain_text(said.block)) and "another patch" not in (hedge_of(said) or "")
        modules = [m.group(1) for m in _MODULE_UNTOUCHED.finditer(plain_text(said.text))] if corrects else []
        for field in ("upstream.symbols", "upstream.aliases") if modules else ():
            for found in list(out.facts.get(field, [])):
                module = next((m for m in modules if m in found.value.split(".")[:-1]), None)
                if found.line < said.line and module:
                    why = (
                        f'report line {found.line}: "{found.quote}": line {said.line} says the patch never touches '
                        f'`{module}` ("{said.quote()}"); not written as a site'
                    )
                    out.withdraw(field, found, why)
        for path in untouched:
            for field in ("upstream.symbols", "upstream.aliases"):
                for found in list(out.facts.get(field, [])):
                    if found.line < said.line and (found.value == path or found.value.endswith(f".{path}")):
                        why = (
                            f'report line {found.line}: "{found.quote}": line {said.line} says the patch never touches '
                            f'`{path}` ("{said.quote()}"); not written as a site'
                        )
                        out.withdraw(field, found, why)
        for m in _SETTING_DENIED.finditer(said.text):
            setting = next(name for name in m.groups() if name)
            for field in ("enable.flags", "enable.env", "enable.side_effects", "constraints"):
                for found in list(out.facts.get(field, [])):
                    # A flag, variable or side effect is (key, value); a constraint a mapping of its param, op and value.
                    name = found.value["param"] if field == "constraints" else found.value[0]
                    if found.line < said.line and name == setting:
                        why = (
                            f'report line {found.line}: "{found.quote}": line {said.line} says `{setting}` is no gate of this '
                            f'patch ("{said.quote()}"); not written as a value'
                        )
                        out.withdraw(field, found, why)


def _negated_in_a_correction(said: Sentence) -> list[str]:
    """The names a correction denies or calls wrong in a clause of its own, in any language the hedges read: "**U
    tojcha'anil:** ... Le patch ma' tu k'exik `Float16OptimizerWithFloat16Params`" (its correction: the patch does not
    change it), "**Porjedźenje:** třeća linka z `bias_swiglu_impl` je wopak" (the third line, with it, is wrong)."""
    if said.code or not _CORRECTION_WORDS.search(plain_text(said.block)):
        return []
    masked = CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), said.text)
    bounds = [0, *[m.end() for m in re.finditer(r"[;:,—–]|\s-\s", masked)], len(masked)]
    denied = []
    for start, end in itertools.pairwise(bounds):
        clause = said.text[start:end]
        spans = list(CODE_SPAN.finditer(clause))
        # One name only, the negation before it or "is wrong" after it: "does not rebind `A` but `B`" and "rebinds `B` so
        # the layers don't see it" deny no name for certain.
        if len(spans) != 1 or not re.fullmatch(r"[A-Za-z_][\w.]*", name := spans[0].group(2).strip()):
            continue
        before, after = plain_text(clause[: spans[0].start()]), plain_text(clause[spans[0].end() :])
        if _NEGATION_WORDS.search(before) or _CALLED_WRONG.search(after):
            denied.append(name)
    return denied


def _withdraw_outside(sentences: list[Sentence], out: Collector) -> None:
    """Each site outside the module a sentence says the patch touches nothing outside of, and each site in a module it
    says the patch touches nothing under, becomes a TODO quoting it."""
    for said in sentences:
        for m in _NOTHING_UNDER.finditer(said.text):
            module = m.group(1) or m.group(2)
            for field in ("upstream.symbols", "upstream.aliases"):
                for found in [f for f in out.facts.get(field, []) if f.value.startswith(module + ".") and f.line < said.line]:
                    why = (
                        f'report line {found.line}: "{found.quote}": line {said.line} says the patch touches nothing under '
                        f'`{module}` ("{said.quote()}"); not written as a site'
                    )
                    out.withdraw(field, found, why)
        for m in _NOTHING_OUTSIDE.finditer(said.text):
            module = m.group(1) or m.group(2)
            for field in ("upstream.symbols", "upstream.aliases"):
                for found in list(out.facts.get(field, [])):
                    if not found.value.startswith(module + "."):
                        why = (
                            f'report line {found.line}: "{found.quote}": line {said.line} says the patch touches nothing outside '
                            f'`{module}` ("{said.quote()}"); not written as a site'
                        )
                        out.withdraw(field, found, why)


# An erratum's parts: "Original Text" (or "Incorrect Text", "Was") quoting what it replaces, then "Corrected Text" ("Should
# read", "Now"), as RFC errata and release errata lay them out.
_ORIGINAL_PART = re.compile(r"\W*(?:original|incorrect|old|erroneous)\s+text\W*|\W*was\W*", re.IGNORECASE)
_CORRECTED_PART = re.compile(r"\W*(?:corrected|correct|new|revised)\s+text\W*|\W*(?:should\s+(?:read|be)|now)\W*", re.IGNORECASE)


def _erratum_originals(sentences: list[Sentence]) -> Denials:
    """An erratum's "Original Text" part over its "Corrected Text": each earlier sentence the original quotes word for
    word, and the quote itself, taken back by the corrected text."""
    out: Denials = {}
    by_line = sorted(sentences, key=lambda s: s.line)
    for index, title in enumerate(by_line):
        if not (title.heading or len(title.prose) < 30) or not _ORIGINAL_PART.fullmatch(plain_text(title.text)):
            continue
        rest = by_line[index + 1 :]
        corrected = next((s for s in rest if (s.heading or len(s.prose) < 30) and _CORRECTED_PART.fullmatch(plain_text(s.text))), None)
        if corrected is None:
            continue
        quoted = [s for s in rest if s.line < corrected.line]
        words = _normalized(" ".join(plain_text(s.text) for s in quoted))
        for earlier in by_line[:index]:
            said = _normalized(plain_text(earlier.text))
            if len(said) >= 30 and said in words:
                out[earlier.line] = ("the text its erratum's Original Text quotes", corrected)
        out.update({s.line: ("the erratum's Original Text", corrected) for s in quoted})
    return out


def _normalized(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s.]", " ", text.lower()).split())


def _paragraphs(sentences: list[Sentence]) -> Denials:
    """'Correction to the "First pass" paragraph above': every sentence of the paragraph above that holds those words."""
    out: Denials = {}
    for sentence in sentences:
        for denied in _DENIED_PARAGRAPH.finditer(plain_text(sentence.text)):
            claim = denied.group(1).lower()
            blocks = {s.block for s in sentences if s.line < sentence.line and _says(plain_text(s.text).lower(), claim)}
            out.update({s.line: (f'the "{denied.group(1)}" paragraph', sentence) for s in sentences if s.block in blocks and s.line < sentence.line})
    return out


def _named_above(sentences: list[Sentence], by_line: list[Sentence]) -> Denials:
    """"the phase above is wrong": the nearest line above that names the phase."""
    out: Denials = {}
    for sentence in sentences:
        # "the third line of 'X' in the notes above is wrong" names a line under a label, not the notes (_nth_lines).
        named = None if _DENIED_NTH_LINE.search(plain_text(sentence.text)) else _DENIED_NAMED_ABOVE.search(plain_text(sentence.text))
        word = named.group(named.lastindex).lower() if named else ""
        if word and not re.fullmatch(_ABOVE_NOUN, word):
            # "the tensor-parallel bullet" names the line that says "Tensor parallel size".
            spelled = r"[\s-]+".join(re.escape(part) for part in word.split("-"))
            # "the version bullet" names the line that says `backend_versions=["<0.17"]`: a word of a name counts.
            # A line naming the topic only to deny it ("phase="before_train", not setup") is no line saying it.
            earlier = [
                s
                for s in by_line
                if s.line < sentence.line
                and re.search(rf"(?<![^\W_]){spelled}s?(?![^\W_])", plain_text(s.text), re.IGNORECASE)
                and not re.search(rf"\bnot\s+(?:the\s+|a\s+)?{spelled}s?(?![^\W_])", plain_text(s.text), re.IGNORECASE)
            ]
            if earlier:
                out[earlier[-1].line] = (f"the {word} above", sentence)
    return out


def _says(text: str, claim: str) -> bool:
    """Whether ``text`` holds the quoted ``claim``, its paths maybe shortened (to their last two parts, or to their last)
    and its words maybe cut with an ellipsis
    ('"It also rebinds `x` ..." is wrong' quotes the start of a longer line)."""
    parts = [part.strip() for part in re.split(r"\.\.\.|…", claim) if part.strip()]
    return bool(parts) and all(
        part in text or _short_names(part) in _short_names(text) or _says_by_last_names(text, part) for part in parts
    )


def _says_by_last_names(text: str, claim: str) -> bool:
    """Whether ``text`` holds ``claim`` with every dotted name cut to its last part, word for word: a claim of words and
    a name ("wraps `validate_args`"), never a name alone, which any path ending in it would hold."""
    short = _last_names(claim)
    if len(short.split()) < 2:
        return False
    return re.search(rf"(?<![\w.]){re.escape(short)}(?![\w])", _last_names(text)) is not None


def _last_names(text: str) -> str:
    """``text`` with each dotted name cut to its last part: '"wraps `validate_args`" is wrong' quotes "It wraps
    `megatron.training.arguments.validate_args`" by its function's name alone."""
    return re.sub(r"\b(?:[a-z_]\w*\.)+([a-z_]\w*)\b", r"\1", text)


def _short_names(text: str) -> str:
    """``text`` with each dotted name cut to its last two parts: a correction quoting a claim may shorten the paths it
    names ("re-wraps `schedules.forward_step`" for "re-wraps `megatron.core.pipeline_parallel.schedules.forward_step`")."""
    return re.sub(r"\b(?:[a-z_]\w*\.)+([a-z_]\w*\.[a-z_]\w*)\b", r"\1", text)


def _struck_claims(sentences: list[Sentence], by_line: list[Sentence], struck: dict[str, int]) -> Iterator[tuple[int, tuple[str, Sentence]]]:
    """A sentence that claims to rebind a path the report strikes through elsewhere: the same claim, taken back."""
    for sentence in sentences:
        # A path struck whole, or a path whose last part is the bare name struck.
        claimed = [
            name
            for k, v in sentence.segments
            if k == "code"
            for name in [v if v in struck else next((s for s in struck if "." not in s and v.endswith("." + s)), None)]
            if name and struck[name] != sentence.line
        ]
        if claimed and not sentence.code and REBIND_VERB.search(sentence.prose):
            reason = next(s for s in by_line if s.line >= struck[claimed[0]])
            yield sentence.line, (f"~~{claimed[0]}~~", reason)  # struck through: the writer's own "not right"


def _inline_claim(text: str, labelled: bool = False) -> str | None:
    """The claim a sentence restates and calls wrong in one breath ("where I said the handler also swaps `x` is wrong"):
    the words between the restating verb and "is wrong", with no clause break between them; None for any other. Under a
    correction's label ("**Verbaetering:** wat ich sjreef, dat de handler ouch `x` rebindt, klop neet") the claim may
    run over commas: the label says the sentence takes something back."""
    said = _RESTATES.search(text)
    wrong = re.search(_IS_WRONG, text[said.end() :], re.IGNORECASE) if said else None
    if not wrong:
        return None
    claim = text[said.end() : said.end() + wrong.start()]
    breaks = r"[:;.—–]|\s-\s" if labelled else r"[:;,.—–]|\s-\s"
    return None if re.search(breaks, CODE_SPAN.sub("x", claim)) or not CODE_SPAN.search(claim) else claim


# A block that says it corrects ("Correction:", "**Verbaetering:**", "I was wrong"), in the languages the hedges read.
_CORRECTION_WORDS = re.compile(dict(HEDGES)["a correction"], re.IGNORECASE)
# A clause that negates, in those languages ("does not touch", "ma' tu k'exik", "nie przepinô"), or calls what it names
# wrong (Upper Sorbian "`x` je wopak", Gilbertese "e bure", Tuvan "шын эвес", Erzya "ильведевкс").
_NEGATION_WORDS = re.compile(dict(HEDGES)["a negation"], re.IGNORECASE)
_CALLED_WRONG = re.compile(rf"{_IS_WRONG}|\bje\s+wopak\b|\be\s+bure\b|(?<!\w)шын\s+эвес(?!\w)|(?<!\w)ильведевкс(?!\w)", re.IGNORECASE)


# What a restated claim says the patch needs: a package, installed or imported.
_NEEDS = re.compile(r"\b(?:needs?|requires?|depends?\s+on)\b", re.IGNORECASE)


def _restated_claims(sentences: list[Sentence], by_line: list[Sentence], patch_id: str | None = None) -> Iterator[tuple[int, tuple[str, Sentence]]]:
    """"Slide 6 said we also have to rebind `x`. That was wrong.": each earlier line that claims to rebind `x` is the
    claim restated, and taken back with its restatement. In a history printed newest first (`hg log`, `bzr log`, `cvs
    log`: its revisions' headings count down), the earlier line stands below the correction."""
    revisions = _revision_lines(by_line)
    for sentence, correction in [*itertools.pairwise(sentences), *((s, s) for s in sentences)]:
        if correction.block != sentence.block or not (_RESTATES.search(sentence.prose) or _RESTATES_AFTER_CLAIM.search(sentence.prose)):
            continue
        # "I had written that it also rebinds `x` — that is wrong": the denial after a dash, in the restating sentence.
        denied_here = correction is sentence and any(RETRACTS_BEFORE.match(part) for part in re.split(r"\s[—–]\s", plain_text(sentence.text))[1:])
        # "the key point where I said the handler also swaps `x` is wrong": the claim restated and called wrong at once, the
        # words between the verb and "is wrong" its whole claim ("it says `a.f` - that path is wrong, it's `b`" is not one).
        labelled = bool(_CORRECTION_WORDS.search(plain_text(sentence.block)))
        inline = _inline_claim(sentence.text, labelled) if correction is sentence and not denied_here else None
        if not denied_here and not inline and (correction is sentence or not RETRACTS_BEFORE.match(plain_text(correction.text))):
            continue
        paths = {v for k, v in sentence.segments if k == "code" and is_dotted(v)}
        # The restatement is what follows its verb ("Patch id `x` (I first said `y`; that was wrong)" restates `y` only).
        said = _RESTATES.search(sentence.text)
        before = None if said else _RESTATES_AFTER_CLAIM.search(sentence.text)
        # The patch's own id there is the claim's subject ("I wrote that `maxdiffusion.logger` also touches ..."), no claim.
        claimed_text = sentence.text[said.end() :] if said else sentence.text[: before.start()] if before else ""
        restated = {m.group(2).strip() for m in CODE_SPAN.finditer(claimed_text)} - {patch_id}
        if inline:
            restated = {m.group(2).strip() for m in CODE_SPAN.finditer(inline)} - {patch_id}
            paths = {v for v in restated if is_dotted(v)}
        # "I wrote that the patch also rebinds `build_train_valid_test_data_loaders`": a function restated by its name,
        # where the restated claim is a rebinding ("I first said `before_train`" restates a phase).
        if REBIND_VERB.search(sentence.prose):
            paths |= {v for v in restated if re.fullmatch(r"[A-Za-z_]\w*_\w+", v)}
        # In a history printed newest first the older revisions stand below: from the next revision's heading on.
        older = next((line for line in revisions if line > correction.line), None) if revisions else None
        bound = max((s.line for s in by_line), default=0) + 1 if older is not None else sentence.line
        for earlier, claimed in _claims_above(paths, bound, by_line, restated=restated):
            if claimed != patch_id and (older is None or earlier.line >= older):
                yield earlier.line, (claimed, correction)
        # "In the table of part 2 I wrote that the patch has `condition=lambda ctx: getattr(...)`. That is wrong.": a
        # statement of code restated word for word takes back each earlier line that writes it.
        for written in {v for v in restated if len(v) >= 16 and not is_dotted(v) and not inline}:
            for earlier in by_line:
                if earlier.line < sentence.line and not earlier.code and ("code", written) in earlier.segments:
                    yield earlier.line, (written, correction)
        # "I said above that the patch needs `primus_turbo` installed. That's wrong.": each earlier line saying it needs
        # the package named, in whatever words ("the patch also needs the `primus_turbo` package installed").
        claim = sentence.text[said.end() :] if said else ""
        if not inline and _NEEDS.search(CODE_SPAN.sub("x", claim)):
            packages = {v for v in restated if re.fullmatch(r"[A-Za-z_][\w-]*", v)}
            for earlier in by_line:
                named = next((v for k, v in earlier.segments if k == "code" and v in packages), None)
                if named and earlier.line < sentence.line and not earlier.code and _NEEDS.search(earlier.prose):
                    yield earlier.line, (named, correction)


# A revision's heading as the readers of histories write it: "changeset 9: ...", "revision 1.3: ...", "r9: ..." (a
# merged "r7.1.1 (merged)" is no revision of the branch), a darcs "patch: ...".
# A heading of a revision a history's reader writes; a changeset named by its hash alone (Sapling's `sl log`, always
# newest first) has no number, as a darcs patch and a git commit have none.
_REVISION_HEADING = re.compile(
    r"^(?:(?:superseded|reverted):\s*)?(?:changeset (\d+)|revision (\d+)\.(\d+)|r(\d+)(?!\.\d|\s*\(merged\)))(?=:|\s\(|$)"
    r"|^patch(?::|$)|^(?:(?:superseded|reverted):\s*)?changeset [0-9a-f]{12,40}(?=:|\s\(|$)"
    # A commit `git log` printed (see tool_output), always newest first: "Commit: ...", "Reverted commit: ...".
    r"|^(?:reverted\s+)?commit:",
    re.IGNORECASE,
)


def _revision_lines(by_line: list[Sentence]) -> list[int]:
    """The lines of a history's revision headings where the report is one printed newest first (its numbers count down
    more often than up, as `hg log`, `bzr log` and `cvs log` print them; `darcs log` numbers none and always prints the
    newest first, nor does `git log`); else none."""
    headings = [(s.line, _REVISION_HEADING.match(plain_text(s.text))) for s in by_line if s.heading]
    headings = [(line, m) for line, m in headings if m]
    if len(headings) < 2:
        return []
    numbers = [tuple(int(g) for g in m.groups() if g) for _, m in headings]
    if all(not n for n in numbers):
        return [line for line, _ in headings]  # darcs: "## patch: ..."
    down = sum(a > b for a, b in itertools.pairwise(numbers) if a and b)
    up = sum(a < b for a, b in itertools.pairwise(numbers) if a and b)
    return [line for line, _ in headings] if down > up else []


def _lines_about(sentences: list[Sentence], by_line: list[Sentence]) -> Iterator[tuple[int, tuple[str, Sentence]]]:
    """"the 06-03 line about `x` is wrong": each earlier line that claims to rebind `x`."""
    for sentence in sentences:
        for denied in _LINE_ABOUT.finditer(sentence.text):
            for earlier, claimed in _claims_above({denied.group(1)}, sentence.line, by_line):
                yield earlier.line, (f"the line about {claimed}", sentence)


def _path_statements(sentences: list[Sentence]) -> dict[tuple[int, str], tuple[str, Sentence]]:
    """"the `x` line in it is wrong": each earlier sentence that names `x` (or a path under it), by its line and words."""
    out: dict[tuple[int, str], tuple[str, Sentence]] = {}
    for sentence in sentences:
        for denied in _PATH_LINE_WRONG.finditer(sentence.text):
            path = denied.group(1) or denied.group(2)
            # "The `TopKRouter` bullet in Patch logic is wrong": a bare name stands for the path it ends, or the module it
            # passes through ("the moe_module_specs line"), where a line above rebinds that path; "the `before_train`
            # line ... is wrong" names a value, which the phase reader weighs.
            short = not is_dotted(path) and re.fullmatch(r"[A-Za-z_]\w*", path) is not None
            if not is_dotted(path) and not short:
                continue
            noun = denied.group(3).lower()
            for earlier in sentences:
                named = any(
                    kind == "code" and (f".{path}." in f".{value}." if short else value == path or value.startswith(path + "."))
                    for kind, value in earlier.segments
                )
                if short and not (REBIND_VERB.search(earlier.prose) or earlier.item or earlier.row):
                    continue
                if named and (earlier.line, earlier.quote()) != (sentence.line, sentence.quote()) and earlier.line <= sentence.line:
                    said = [s for s in sentences if s.block == earlier.block and s.line <= sentence.line] if noun == "paragraph" else [earlier]
                    out.update({(s.line, s.quote()): (f"the `{path}` {'paragraph' if noun == 'paragraph' else 'line'}", sentence) for s in said if s is not sentence})
    return out


def _claims_above(paths: set[str], line: int, by_line: list[Sentence], *, restated: Iterable[str] = ()) -> Iterator[tuple[Sentence, str]]:
    """Each prose sentence above ``line`` that claims to rebind one of ``paths``, with the path it names. A sentence
    naming whole one of the ``restated`` paths (those a correction repeats after its verb, the claim and all: "I said
    above that the handler also rebinds `x`") is that claim in whatever words it used."""
    for earlier in by_line:
        # "I wrote that it also rebinds the alias in `m`" restates a claim about `m.Name` too.
        # "I said it also rebinds `GPTSFTPackedDataset._create_attention_mask`": a path shortened to its class names the
        # whole path it ends.
        # A function named alone stands for the path it ends in a sentence, not in a table's row, which holds the row's
        # other facts too ("the table's Patch logic cell lists `f` as a third wrapped symbol. That is wrong.").
        claimed = next(
            (
                v
                for k, v in earlier.segments
                if k == "code"
                and (
                    (v in paths and is_dotted(v))
                    or any(
                        v.startswith(f"{p}.")
                        or (_names_a_tail(p) and v.endswith(f".{p}") and (p[:1].isupper() or not earlier.row))
                        # "The handler rebinds two attributes: `add_megatron_arguments` and `parse_args`", then "I said the
                        # handler rebinds `parse_args` as well. It does not.": the same function, named bare both times.
                        or (v == p and _bare_function(p) and not earlier.row and REBIND_VERB.search(earlier.prose) is not None)
                        for p in paths
                    )
                )
            ),
            None,
        )
        # A list item or a row naming the path claims it too, in whatever words ("Be to, patch'as perrašo ir alias'ą `x`").
        # The verb borrowed into another language keeps its stem ("rebindează", "rebindet", "wrappuje"); Livvi says
        # "sidou uvvessah" (binds anew).
        verb = REBIND_VERB.search(earlier.prose) or re.search(r"\b(?:rebind|wrapp?)\w*|\bsidou\s+uvvessah\b", earlier.prose, re.IGNORECASE)
        whole = claimed in restated
        if earlier.line < line and claimed and not earlier.code and (verb or earlier.item or earlier.row or whole):
            yield earlier, claimed


def _bare_function(name: str) -> bool:
    """Whether a name is a function's alone, in snake case ("parse_args"), no module or class before it."""
    return re.fullmatch(r"[a-z_]\w*", name) is not None and "_" in name.strip("_")


def _names_a_tail(name: str) -> bool:
    """Whether a name a correction restates stands for the paths it ends: a class ("GPTSFTPackedDataset.f"), a
    function named in snake case ("I wrote that it also rebinds `build_train_valid_test_data_loaders`"), or a path
    shortened to its last module ("I wrote that the patch also rebinds `uneven_dtensor.get_mesh_names`", "Ravi said the
    handler also rebinds `moe_module_specs.MoEFlexTokenDispatcher`")."""
    return (
        name[:1].isupper()
        or re.fullmatch(r"[a-z_]\w*\.[A-Za-z_]\w*", name) is not None
        or ("_" in name.strip("_") and re.fullmatch(r"[a-z_]\w*", name) is not None)
    )


def _line_above(sentences: list[Sentence]) -> Denials:
    """"that last line is wrong", "Correction to the previous paragraph: ...": the line (the paragraph) just above."""
    out: Denials = {}
    for index, sentence in enumerate(sentences):
        denied = _DENIED_ABOVE.search(plain_text(sentence.text)) or _CORRECTS_ABOVE.search(plain_text(sentence.text))
        before = [s for s in sentences if s.line < sentence.line]
        if index and _claims_on_its_line(sentences[index - 1], sentence):
            continue  # the statement above stands on the correction's own line (see _sentence_before_on_its_line)
        if _CARET_WRONG.match(plain_text(sentence.text)) and before:
            # "- `a.f`", "- ~~`a.g`~~", "^ wrong": the caret points at the struck line, taken back already.
            if not sentence.after_struck:
                out[max(before, key=lambda s: s.line).line] = ("the line above", sentence)
            continue
        if denied and before and sentence.item and re.match(r"\s+(?:of|under|in)\b", plain_text(sentence.text)[denied.end(denied.lastindex) :]):
            # "- The last bullet of "Patch logic" is wrong", an item of a list of corrections: the bullet is the part's
            # (see _DENIED_NTH_LINE), not the correction listed above it.
            continue
        lines_above = _N_LINES_ABOVE.search(plain_text(sentence.text))
        if lines_above and (_CORRECTION_WORDS.search(plain_text(sentence.text)) or re.search(_IS_WRONG, plain_text(sentence.text), re.IGNORECASE)):
            # "Correction to the two lines above": each sentence on those lines, however its block runs.
            count = _COUNTS.get(lines_above.group(1).lower(), 1)
            out.update({s.line: ("the lines above", sentence) for s in before if sentence.line - count <= s.line})
            continue
        if denied and before:
            last = max(before, key=lambda s: s.line)
            topic = _ABOVE_ABOUT.match(plain_text(sentence.text)[denied.end(denied.lastindex) :])
            if topic and any(topic.group(1) in plain_text(s.text) for s in before):
                # "the paragraph above about evaluate_and_print_results is wrong": what that paragraph says of it (the
                # sentences naming it), not the last paragraph, nor the paragraph's other sentences.
                named = [s for s in before if topic.group(1) in plain_text(s.text)]
                nearest = max(named, key=lambda s: s.line)
                out.update({s.line: ("the paragraph above", sentence) for s in named if s.block == nearest.block})
                continue
            if denied.group(denied.lastindex).lower() in _DOC_NOUNS and any(not s.item for s in before):
                # "Correction to the job_env/1 doc above": a doc's prose above, past the tags listed at its end.
                last = max((s for s in before if not s.item), key=lambda s: s.line)
            if denied.group(denied.lastindex).lower() in _PARAGRAPH_NOUNS:
                out.update({s.line: ("the paragraph above", sentence) for s in before if s.block == last.block and not s.item})
            out[last.line] = ("the line above", sentence)
    return out


def _claims_on_its_line(earlier: Sentence, sentence: Sentence) -> bool:
    """Whether ``earlier``, the sentence before ``sentence``, stands on its line in its block and says something (a code
    span, or five words or more): a claim a correction on the same line takes back, not a label ("**Correction.** The
    second bullet ...")."""
    says = any(kind == "code" for kind, _ in earlier.segments) or len(earlier.prose.split()) >= 5
    return earlier.line == sentence.line and earlier.block == sentence.block and says


# "... gets the flag\n^ wrong, re-read it": a note pointing up, written on the line after a claim that Markdown joins
# into one paragraph (a note app's lines, a list item's lazy continuation).
_CARET_WRONG_BELOW = re.compile(r"\n[\s*•-]*\^+\s*(?:that(?:'s|\s+is|\s+was)\s+)?(?:wrong|not\s+right|incorrect|false)\b", re.IGNORECASE)


def _caret_within(sentences: list[Sentence]) -> dict[tuple[int, str], tuple[str, Sentence]]:
    """A sentence that holds a claim and, on its next line, "^ wrong": the claim is taken back, known by its quote."""
    return {(s.line, s.quote()): ("the line above", s) for s in sentences if _CARET_WRONG_BELOW.search(s.text)}


def _sentence_before_on_its_line(sentences: list[Sentence]) -> dict[tuple[int, str], tuple[str, Sentence]]:
    """"...; it also wraps `x`.; EDIT: the last bullet is wrong.": where a tracker's long text stands on one line of its
    JSON, the statement a correction takes back is the sentence before it on that line, known by its quote; taking
    back the whole line would take the rest of the text with it."""
    out: dict[tuple[int, str], tuple[str, Sentence]] = {}
    for earlier, sentence in itertools.pairwise(sentences):
        said = plain_text(sentence.text)
        item = _DENIED_ITEM.search(said)
        if _claims_on_its_line(earlier, sentence) and (_DENIED_ABOVE.search(said) or (item and not item.group("elsewhere"))):
            out[(earlier.line, earlier.quote())] = ("the line above", sentence)
    return out


def _list_items(sentences: list[Sentence]) -> tuple[Denials, dict[tuple[int, str], tuple[str, Sentence]]]:
    """"the second bullet above is wrong", "the last two bullets are wrong", "item 5 of the list above is wrong": those
    items of the list nearest above. Where
    a tracker's or a chat's message stands on one line of its JSON, its items are the sentences of that line its list
    marks ("; • "), known by their quotes."""
    out: Denials = {}
    flattened: dict[tuple[int, str], tuple[str, Sentence]] = {}
    for index, sentence in enumerate(sentences):
        for denied in _DENIED_ITEM.finditer(plain_text(sentence.text)):
            if index and _claims_on_its_line(sentences[index - 1], sentence) and not denied.group("elsewhere"):
                continue  # a list flattened onto the correction's own line (see _sentence_before_on_its_line)
            count = _COUNTS[denied.group(2) and denied.group(2).lower()]
            claim = f"the {denied.group(1).lower()}{f' {count}' if count > 1 else ''} item{'s' if count > 1 else ''} above"
            items = _list_item_above(sentences, sentence, denied.group(1), count)
            if items:
                out.update({line: (claim, sentence) for line in items})
                continue
            marked = _marked_items_above(sentences, sentence)
            for item in _counted(marked, denied.group(1), count):
                flattened[(item.line, item.quote())] = (claim, sentence)
        for denied in _DENIED_ITEM_OSSETIAN.finditer(plain_text(sentence.text)):
            ordinal = _OSSETIAN_ORDINALS[denied.group(1).lower()]
            out.update({line: (f"the {ordinal} item above", sentence) for line in _list_item_above(sentences, sentence, ordinal)})
        for denied in _DENIED_NUMBERED_ABOVE.finditer(plain_text(sentence.text)):
            claim = f"item {denied.group(1)} of the list above"
            out.update({line: (claim, sentence) for line in _list_item_above(sentences, sentence, denied.group(1))})
    return out, flattened


def _list_item_above(sentences: list[Sentence], sentence: Sentence, ordinal: str, count: int = 1) -> list[int]:
    """The lines of the ``count`` items ``ordinal`` counts in the list nearest above ``sentence``."""
    items: list[tuple[list[int], str]] = []  # the lines and the block of each item of that list, last item first
    for earlier in sorted((s for s in sentences if s.line < sentence.line), key=lambda s: s.line, reverse=True):
        if not earlier.item:
            if items:
                break
            continue
        if items and earlier.block == items[-1][1]:
            items[-1][0].append(earlier.line)
        else:
            items.append(([earlier.line], earlier.block))
    ordered = [lines for lines, _ in reversed(items)]
    return [line for lines in _counted(ordered, ordinal, count) for line in lines]


def _marked_items_above(sentences: list[Sentence], sentence: Sentence) -> list[Sentence]:
    """The items of the nearest line above ``sentence`` whose message holds a list flattened onto it ("; • ")."""
    lines = sorted({s.line for s in sentences if s.line < sentence.line}, reverse=True)
    for line in lines:
        marked = [s for s in sentences if s.line == line and plain_text(s.text).lstrip().startswith("• ")]
        if len(marked) >= 2:
            return marked
    return []


def _counted(items: list, ordinal: str, count: int) -> list:
    """The ``count`` items ``ordinal`` counts: "the last two" are the two at the end, "the second" the one at index 1,
    "item 5" the one at index 4."""
    index = int(ordinal) - 1 if ordinal.isdigit() else _ORDINALS[ordinal.lower()]
    if index < 0 and ordinal.isdigit():
        return []
    if index == -1:
        return items[-count:] if count <= len(items) else []
    return items[index : index + count] if index + count <= len(items) else []


def _sheet_rows(sentences: list[Sentence]) -> Denials:
    """"Row 19 is wrong": the row numbered 19 in a table that numbers its rows (the correction's own, or in a table of
    comments the one table that does), else (a sheet saved as text) line 19."""
    out: Denials = {}
    numbering = {s.table for s in sentences if s.table and re.match(r"\W*\d+\s*\|", plain_text(s.text))}
    for sentence in sentences:
        for denied in _DENIED_ROW.finditer(plain_text(sentence.text)) if sentence.table else ():
            row = int(denied.group(1))
            # A comments sheet's "Row 18 is wrong" is of the one other sheet whose rows carry their numbers, where its
            # own rows hold no such number.
            holding = {s.table for s in sentences if s.table in numbering and re.match(rf"\W*{row}\s*\|", plain_text(s.text))}
            others = holding - {sentence.table}
            name = next(iter(others)) if sentence.table not in holding and len(others) == 1 else sentence.table
            table = [s for s in sentences if s.table == name]
            numbered = [s.line for s in table if re.match(rf"\W*{row}\s*\|", plain_text(s.text))]
            if not any(re.match(r"\W*\d+\s*\|", plain_text(s.text)) for s in table):
                numbered = [s.line for s in table if s.line == row]
            out.update({line: (f"row {row}", sentence) for line in numbered})
    return out


# "C9. It also rebinds `x`. [file:12]": a claim the report numbers with a label of its own; "C9 — withdrawn.",
# "Withdraw C9", "C9 is wrong": the claim so labelled taken back.
_CLAIM_LABEL = re.compile(r"^\W*([A-Z]{1,2}\d{1,3})[.):]\s")
_CLAIM_WITHDRAWN = re.compile(
    r"\b([A-Z]{1,2}\d{1,3})\b\s*(?:[—–:-]\s*|\s)(?:(?:is|was)\s+)?(?:withdrawn|retracted|taken\s+back|struck|wrong|false|incorrect)\b"
    r"|\b(?:withdraw(?:ing)?|retract(?:ing)?|strike)\s+([A-Z]{1,2}\d{1,3})\b",
)


def _labelled_claims(sentences: list[Sentence]) -> Denials:
    """"C9 — withdrawn": every sentence of the claim the report labels C9 (see ``_CLAIM_LABEL``)."""
    labelled: dict[str, list[Sentence]] = {}
    for sentence in sentences:
        if label := _CLAIM_LABEL.match(plain_text(sentence.block)):
            labelled.setdefault(label.group(1), []).append(sentence)
    out: Denials = {}
    for sentence in sentences:
        for withdrawn in _CLAIM_WITHDRAWN.finditer(plain_text(sentence.text)):
            label = withdrawn.group(1) or withdrawn.group(2)
            out.update({s.line: (label, sentence) for s in labelled.get(label, []) if s.line < sentence.line})
    return out


def _sections(sentences: list[Sentence]) -> Denials:
    """"Section 4.1 is wrong about the gate": every line of that numbered section."""
    out: Denials = {}
    numbered = [(s.line, m.group(1)) for s in sentences if s.heading for m in [_SECTION_NUMBER.match(plain_text(s.text))] if m]
    for sentence in sentences:
        for denied in _DENIED_SECTION.finditer(plain_text(sentence.text)):
            number = denied.group(1)
            start = next((line for line, n in numbered if n == number), None)
            if start is None:
                continue
            end = next((line for line, n in numbered if line > start and not n.startswith(f"{number}.")), sentence.line)
            out.update({line: (f"section {number}", sentence) for line in range(start, end) if line != sentence.line})
    return out


def _nth_lines(
    sentences: list[Sentence], items: dict[str, list[str]]
) -> tuple[Denials, dict[tuple[int, str], tuple[str, Sentence]]]:
    """"the third line of 'What the patch rebinds' is wrong": that line of the text under the label, counted from the
    label's line (its own block, else the list right after it). "The last bullet of "Patch logic" is wrong": that item
    of the part's list, when the label is a part's title. Where a notebook's cell stands on one line of its JSON, the
    label is a phrase of that line ("Patch logic;") and the item one of the marked sentences after it ("• It also
    wraps `x`"), known by its quote."""
    out: Denials = {}
    flattened: dict[tuple[int, str], tuple[str, Sentence]] = {}
    ordered = sorted(sentences, key=lambda s: s.line)
    for correction in sentences:
        text = plain_text(correction.text)
        by_order = [*_DENIED_NTH_LINE.finditer(text), *_DENIED_NTH_UNQUOTED.finditer(text), *_DENIED_NUMBERED_ITEM.finditer(text)]
        for ordinal, part in [
            *((m.group(1), m.group(2)) for m in by_order),
            *((m.group(2), m.group(1)) for m in _DENIED_PART_ITEM.finditer(text)),
            *((m.group("ordinal"), m.group("part")) for m in _DENIED_ITEM_OF_POST.finditer(text)),
        ]:
            label = _heading_words(part)
            start = next((s for s in ordered if s.line < correction.line and _heading_words(plain_text(s.text)).startswith(label)), None)
            listed = items.get(section_role(part) or "", [])
            if start is None and listed:
                for block in _counted(listed, ordinal, 1):
                    claim = f"the {ordinal.lower()} item of '{part}'"
                    out.update({s.line: (claim, correction) for s in ordered if s.block == block and s.line < correction.line})
                continue
            if start is None:
                continue
            marked = _flattened_items_after(ordered, start, correction) if _is_flattened_heading(start) else []
            if marked:
                claim = f"the {ordinal.lower()} item of '{part}'"
                for item in _counted(marked, ordinal, 1):
                    flattened.update({(s.line, s.quote()): (claim, correction) for s in item})
                continue
            below = [s for s in ordered if s.block == start.block and s.line > start.line]
            if not below:
                after = [s for s in ordered if s.line > start.line]
                below = list(itertools.takewhile(lambda s: s.item, after))
            lines = sorted({s.line for s in below if s.line < correction.line})
            for line in _counted(lines, ordinal, 1):
                out[line] = (f"the {ordinal.lower()} line of '{part}'", correction)
        named_items = [(m.group(1), m.group(2)) for m in _DENIED_NAMED_BULLET.finditer(correction.text)]
        named_items += [(m.group(2), m.group(1)) for m in _DENIED_BULLET_ABOUT.finditer(correction.text)]
        for name, part in named_items:
            # The item names it in code, in full or as the last part of a path ("`m.arguments._add_data_args`").
            blocks = [block for block in items.get(section_role(part) or "", []) if re.search(rf"`(?:[^`]*\.)?{re.escape(name)}`", block)]
            claim = f"the `{name}` item of '{part}'"
            out.update({s.line: (claim, correction) for s in ordered if s.block in blocks and s.line < correction.line})
    return out, flattened


def _flattened_items_after(ordered: list[Sentence], heading: Sentence, correction: Sentence) -> list[list[Sentence]]:
    """The items of the list after a heading flattened onto its line ("Patch logic; • Style: ...; • It also wraps
    `x`"): each marked sentence and the unmarked ones that go on with it, up to the line's next such heading."""
    items: list[list[Sentence]] = []
    for sentence in ordered[ordered.index(heading) + 1 :]:
        if sentence.line != heading.line or sentence is correction or _is_flattened_heading(sentence):
            break
        if plain_text(sentence.text).lstrip().startswith("• "):
            items.append([sentence])
        elif items:
            items[-1].append(sentence)
    return items


def _named_sections(
    sentences: list[Sentence], part_lines: dict[str, set[int]]
) -> tuple[Denials, dict[tuple[int, str], tuple[str, Sentence]]]:
    """'correction to the "What it rebinds" section above': every line of the section under that heading, up to the next
    heading; a part of the deep-dive named by its title ('the "How to enable" paragraph is wrong'), every line of that
    part above the correction. Where a tracker's long text stands on one line of its JSON, its headings are phrases of
    that line ("What it rebinds;"): the section is the sentences after that phrase up to the next such phrase, known by
    their quotes."""
    headed: Denials = {}
    flattened: dict[tuple[int, str], tuple[str, Sentence]] = {}
    ordered = sorted(sentences, key=lambda s: s.line)
    role_of = {line: role for role, lines in part_lines.items() for line in lines}
    for correction in sentences:
        for denied in _DENIED_NAMED_SECTION.finditer(plain_text(correction.text)):
            name = _heading_words(denied.group(1) or denied.group(2))
            claim = f'the "{denied.group(1) or denied.group(2)}" section'
            # 'The "How to enable" paragraph is wrong' takes back the whole part; "Correction to the "Patch logic"
            # section: the last bullet ..." says which of its lines it corrects.
            role = section_role(denied.group(2)) if denied.group(2) else None
            if role in part_lines:
                headed.update({line: (claim, correction) for line in part_lines[role] if line < correction.line})
            for index, heading in enumerate(ordered):
                if heading.line > correction.line or _heading_words(plain_text(heading.text)) != name:
                    continue
                if heading.heading:
                    end = next((s.line for s in ordered[index + 1 :] if s.heading and s.line > heading.line), correction.line)
                    # A heading the parts do not hold ("## What it does" opens the summary's part) ends the section too:
                    # the first line of another part than the section's first.
                    below = [s.line for s in ordered if s.line > heading.line]
                    part = role_of.get(below[0]) if below else None
                    end = min([end, *(line for line in below if role_of.get(line) != part)])
                    headed.update({s.line: (claim, correction) for s in ordered if heading.line < s.line < end and s.line != correction.line})
                    continue
                for sentence in ordered[index + 1 :]:
                    if sentence.line != heading.line or sentence is correction or _is_flattened_heading(sentence):
                        break
                    flattened[(sentence.line, sentence.quote())] = (claim, correction)
    return headed, flattened


def _heading_words(text: str) -> str:
    """A heading's words, for comparing a heading with the name a correction gives it: "What it rebinds;" is "what it
    rebinds"."""
    return " ".join(re.findall(r"[\w-]+", text.lower()))


def _is_flattened_heading(sentence: Sentence) -> bool:
    """Whether a sentence is a heading flattened onto a tracker's line ("Gate;"): a few words of prose, no code, ending
    where the line break was."""
    words = plain_text(sentence.text).strip()
    # "anything else is returned unchanged.;" ends a sentence where the line broke: the end of an item, no heading.
    # "• Each path is split;" is an item of a list flattened there.
    short = words.endswith(";") and not re.search(r"[.!?:]\s*;$", words) and len(words.split()) <= 6 and not words.startswith("• ")
    return short and not any(kind == "code" for kind, _ in sentence.segments)


# "Correction to 4/ ... Please ignore 4/.", "3/ was wrong": a numbered post of a thread ("4/ It also swaps ...").
_DENIED_POST = re.compile(
    r"\b(?:corrections?\s+(?:to|of|on)|(?:please\s+)?(?:ignore|disregard|scratch)|retract(?:ing|s)?)\s+(?:post\s+|toot\s+)?#?(\d{1,2})/(?![\d/])"
    rf"|(?<![\w/])(\d{{1,2}})/\s+{_IS_WRONG}",
    re.IGNORECASE,
)
_POST_NUMBER = re.compile(r"^\W*(\d{1,2})/(?:\d{1,2})?\s")


# "Correction to comment:1 ... Please ignore what I wrote there": a tracker's numbered comment, its section headed so.
_DENIED_COMMENT = re.compile(
    r"\b(?:corrections?\s+(?:to|of|on)|(?:please\s+)?(?:ignore|disregard)|retract(?:ing|s)?)\s+comment\s*[:#]?\s*(\d+)\b", re.IGNORECASE
)


def _tracker_comments(sentences: list[Sentence]) -> Denials:
    """"Correction to comment:1": every line of the section headed "comment:1" above the correction."""
    ordered = sorted(sentences, key=lambda s: s.line)
    out: Denials = {}
    for correction in sentences:
        for denied in _DENIED_COMMENT.finditer(plain_text(correction.text)):
            number = denied.group(1)
            start = next((s.line for s in ordered if s.heading and re.match(rf"\W*comment\s*[:#]?\s*{number}\b", plain_text(s.text), re.IGNORECASE)), None)
            if start is None or start >= correction.line:
                continue
            end = next((s.line for s in ordered if s.heading and s.line > start), correction.line)
            out.update({s.line: (f"comment:{number}", correction) for s in ordered if start < s.line < min(end, correction.line)})
    return out


# "[d]Mei Lin: Suggested deleting this line: ...": a document's comment, listed after its text under the anchor its text
# carries ("... the same switch as the permute fusion patch.[d]"), as a document saved as plain text lists them.
_COMMENT_ANCHOR = re.compile(r"\W*\[([a-z]{1,2})\]\s*[^\W\d][^:\n]{0,60}:\s")
_COMMENT_TAKES_BACK = re.compile(
    r"\b(?:is|was)\s+wrong\b|\bnot\s+(?:right|true|correct)\b|\bsuggest(?:ed|s|ing)?\s+delet(?:ing|e)\b"
    r"|\b(?:drop|delete|remove|strike)\s+this\s+(?:line|bullet|sentence|claim|paragraph|item)\b",
    re.IGNORECASE,
)


def _anchored_comments(sentences: list[Sentence]) -> Denials:
    """"[d]Mei Lin: Suggested deleting this line": the sentence above that carries the anchor "[d]" the comment opens
    with, where the comment (its replies until the next anchor) takes it back."""
    ordered = sorted(sentences, key=lambda s: s.line)
    starts = [(index, m.group(1)) for index, s in enumerate(ordered) for m in [_COMMENT_ANCHOR.match(plain_text(s.text))] if m]
    out: Denials = {}
    for number, (index, anchor) in enumerate(starts):
        end = starts[number + 1][0] if number + 1 < len(starts) else len(ordered)
        comment = ordered[index:end]
        denial = next((s for s in comment if _COMMENT_TAKES_BACK.search(plain_text(s.text))), None)
        if denial is None:
            continue
        marked = re.compile(rf"\S\s*\[{anchor}\]")
        out.update({s.line: (f"the line comment [{anchor}] is about", denial) for s in ordered[:index] if marked.search(s.text)})
    return out


def _thread_posts(sentences: list[Sentence]) -> Denials:
    """"Correction to 4/: ... Please ignore 4/.": every line of the thread's post numbered 4/ above the correction."""
    posts: dict[str, set[int]] = {}
    opened: dict[str, str] = {}  # a block -> the number of the post it opens, for the block's other sentences
    for sentence in sentences:
        number = _POST_NUMBER.match(plain_text(sentence.block))
        if number:
            opened[sentence.block] = number.group(1)
        if sentence.block in opened:
            posts.setdefault(opened[sentence.block], set()).add(sentence.line)
    out: Denials = {}
    for sentence in sentences:
        for denied in _DENIED_POST.finditer(plain_text(sentence.text)):
            number = denied.group(1) or denied.group(2)
            out.update({line: (f"post {number}/", sentence) for line in posts.get(number, ()) if line < sentence.line})
    return out

