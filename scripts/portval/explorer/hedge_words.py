"""The wording that hedges a sentence, in each language a report is read in, and the wording of a caveat.

``hedges`` decides what a hedged sentence becomes (a TODO quoting its line); this module only says which words make
a sentence conditional, about another patch, negated, unsure or taken back.
"""

from __future__ import annotations

import re

from .han_script import either_script

# "lands on the function object and has no effect": an assignment the report says does nothing (a hedge of the sentence,
# and, for the one path it names, no site wherever else it is named).
NO_EFFECT = r"\b(?:has|have|had|takes?|took)\s+no\s+effect\b"


# Wording that makes a sentence conditional, or about something other than this patch: what it names
# is neither a value nor its negation, so it becomes a TODO quoting the line.
MADE_UP = "a made-up example"


HEDGES = (
    # A report may be written in German, Chinese, Japanese, Korean, Vietnamese, Indonesian, Hindi or Swedish: each hedge
    # also has their wording (no \b around Han, kana, Hangul or Devanagari, whose vowel signs are no \w).
    # "In the first draft of these notes I also listed `x` as a site", "I originally wrote that it only needs `a`": what the
    # writer once claimed and tells of only to take back.
    (
        "an earlier draft's claim",
        (
            r"\bin\s+(?:the|our|my|an?)\s+(?:first|earlier|previous|original|old)\s+(?:draft|version|revision)\b"
            r"|\b(?:I|we)\s+(?:had\s+)?originally\s+(?:wrote|written|said|listed|claimed|thought|had)\b"
            # "The first draft of these notes also said: ...": what an earlier version said, told only to take it back.
            # (The old version of upstream's code "had no hook here" is what the patch changes, no draft of the notes.)
            r"|\bthe\s+(?:first|earlier|previous|original|old)\s+(?:draft|version|revision)\s+(?:of\s+(?:these|this|the|my|our)\s+"
            r"(?:notes?|report|document|doc|page|write-?up|analysis|deep-?dive|review|findings)\s+)?(?:also\s+)?(?:said|claimed|listed|stated)\b"
            # "First-pass note: the handler also re-wraps `x`": what a first look claimed, a later pass to confirm or correct.
            r"|\bfirst[- ]pass\s+(?:note|read(?:ing)?|guess|claim|finding)s?\b"
            # "First pass (v1 of this record): the handler keeps ...", "First read (Tuesday): it wraps `x`", "Draft 1: it
            # wraps `x`": a first version labelled ("First look:" alone is a summary's label).
            r"|^\W*(?:first\s+pass|draft\s+1|v1)\b(?:\s*\([^()]{0,40}\))?\s*:|^\W*first\s+(?:read|reading|look|take)\s*\([^()]{1,40}\)\s*:"
            # "Patch logic (first pass, see correction further down): the handler rebinds `x`": a label the writer
            # qualifies as a first version, or points at the correction of ("(first pass, confirmed on re-read)" and
            # "(v1 and v2 alike)" say it held).
            r"|\(\s*(?:first\s+(?:pass|draft|read|look)|draft\s+1|v1)\b(?![^()]*\b(?:confirm|verif|alike|same|still|holds|and\s+v2))[^()]{0,60}\)\s*:"
            r"|\bsee\s+(?:the\s+)?correction\s+(?:below|further\s+down|later)\b"
            # "I had written 'megatron-core >= 0.13 required' from the LoRA docs."
            r"|\b(?:I|we)\s+had\s+(?:first\s+)?(?:written|said|listed|claimed|put\s+down)\b"
            r"|\b(?:earlier|previously|before)\s*,?\s+(?:I|we)\s+(?:wrote|said|listed|claimed)\b"
            # "My first read was that it wraps `x`", "At first I thought ...".
            r"|\b(?:my|our)\s+first\s+(?:read|reading|guess|take|impression|pass)\b|\b(?:at\s+first|initially),?\s+(?:I|we)\s+(?:thought|read|assumed|believed)\b"
            # In Chinese: "初稿里我写过 ..." (in the first draft I wrote ...), "请忽略这句" (please ignore this sentence).
            r"|初稿(?:里|中|时)?(?:我们?)?写(?:过|了)|请忽略(?:这句|这一句|这条|此句)"
            # In Hinglish: "Pehle main socha tha ki ..." (at first I thought that ...), "maine pehle likha tha"; not "...,
            # aur wo sahi hai" (and that is right), which confirms it.
            r"|\b(?:pehle\s+(?:main|mai|maine|hum|humne|mujhe)|(?:main|mai|maine|hum|humne|mujhe)\s+pehle)\s+(?:socha|bola|likha|samjha|laga|lagaa)(?:\s+tha)?\b"
            r"(?![^.;]*\b(?:(?:sahi|theek|thik)\s+(?:hai|tha)|(?:that|it|wo|woh)(?:['’]s|\s+is)\s+(?:right|correct))\b)"
        ),
    ),
    # "[ ] Remove the num_workers=0 override from the pod templates": an open item of a checklist that says what to do is
    # work still to do, no fact of the patch. A kanban board's open cards state facts ("[ ] Wraps `x` #site"), and a
    # ticked item ("[x] ...") may state one: only an item opening with an imperative is a task.
    (
        "a task still to do",
        (
            r"^\W{0,3}\[ \]\s+(?:remove|port|check|confirm|verify|ask|add|write|test|run|rerun|update|fix|wire|drop|delete"
            r"|move|document|measure|benchmark|compare|investigate|figure\s+out|make\s+sure|decide|rebind|apply|keep|skip|land"
            r"|file|open|review|replace|revert|rename|diff|audit|double-check)\b"
        ),
    ),
    # And in Italian ("a meno che"), Dutch ("tenzij") and Polish ("chyba że", "o ile nie").
    (
        "unless",
        (
            r"\bunless\b|除非|ない限り|않는 한|않으면|\baußer wenn\b|\bes sei denn\b|\btrừ khi\b|\bkecuali\b|जब तक|\bom inte\b"
            # Esperanto "krom se" (unless), Nepali "नभएसम्म" (unless it is), Sesotho "ntle le haeba" (unless).
            r"|\bkrom\s+se\b|नभएसम्म|\bntle\s+le\s+haeba\b"
            r"|\ba meno che\b|\btenzij\b|\bchyba że\b|\bo ile nie\b"
            # In Icelandic "nema", Hungarian "kivéve ha", Bulgarian and Serbian "освен ако", Slovenian "razen če",
            # Croatian "osim ako", Latvian "ja vien", Estonian "välja arvatud".
            r"|\bnema\b|\bkivéve\s+ha\b|(?<!\w)освен\s+ако(?!\w)|\brazen\s+če\b|\bosim\s+ako\b|\bja\s+vien\b|\bvälja\s+arvatud\b"
            # Friulian "a mancul che" (unless).
            r"|\ba\s+mancul\s+che\b"
        ),
    ),
    ("a warning", r"\bwarn(?:s|ed|ing|ings)?\b|警告|경고|\bWarnung\b|\bwarnt\b|\bcảnh báo\b"),
    # What the code logs or prints names the condition of a message, not one of the port.
    ("a message", r"\b(?:logs?|logged|logging|prints?|printed|emits?|emitted|notices?|messages?)\b|打印|日志"),
    # "replaces `a.evaluate` with a capture wrapper while the original runs, and puts it back in a finally": a binding that
    # holds during one call (upstream.transient), not a site the patch leaves rebound. Before "a fallback": "restored in
    # `finally`" is this swap's end, not a way back to upstream.
    (
        "a temporary swap",
        (
            # "puts `logger.info` back in a `finally`": read without its code spans, "puts  back in a"; so is "puts the
            # original `x` back"; "does not put the original classes back" says the opposite.
            r"(?<!\bnot )(?<!\bnever )(?<!n't )\bputs?\s+(?:[\w']+\s+){0,3}back\b|\bswap(?:s|ped)?\s+(?:it|them)\s+back\b|\bin\s+(?:a\s+)?`?finally`?(?!\w)"
            r"|\bfor\s+the\s+duration\s+of\b|\btransient(?:ly)?\b"
            # "rebinds `x` while the wrapped call runs": bound only during a call, then put back.
            r"|\bwhile\s+the\s+(?:wrapped\s+|original\s+|inner\s+)?(?:call|function|step)\s+runs\b|\bduring\s+the\s+wrapped\s+call\b"
            # "It swaps `torch.cuda.stream`, and only while `original_get_model` runs": bound during that one call; so is
            # "the swap of `torch.cuda.stream` is process-wide while `get_model` runs"; "only while the wrapped `get_model` runs".
            r"|\bwhile\s+(?:the\s+(?:wrapped\s+|original\s+|inner\s+)?)?(?:`?[\w.]+`?\s+)?(?:runs|is\s+running)\b"
            # In Indonesian: "pengikatan sementara" (a temporary binding), "dikembalikan ke aslinya" (put back).
            r"|\bsementara\b|\bdikembalikan\b"
            # In Amharic: "በ`f` ጥሪ ጊዜ ብቻ" (only during the call of f), "በጊዜያዊነት" (temporarily).
            r"|ጊዜ\s+ብቻ|በጊዜያዊነት"
            # In Bislama: "blong smol taem nomo" (for a short time only), "i kambak long orijinal" (comes back to the original).
            r"|\bblong\s+smol\s+taem\b|\bkambak\s+long\s+orijinal\b"
        ),
    ),
    (
        "a fallback",
        (
            # Not "nothing restores it" (the binding is kept for the rest of the process).
            r"\bfall(?:s|ing)?\s+back\b|\bfallback\b|\brevert(?:s|ed|ing)?\b|(?<!\bnothing )(?<!\bnever )\brestor(?:es|ed|ing)\b|回退|恢复|还原|フォールバック|元に戻"
            # "the wrapper ... falls through to the original provider": upstream's path, not the patch's.
            r"|\bfalls?\s+through\s+to\s+(?:the\s+)?(?:original|upstream|stock|unpatched)\b"
            # "`primus_turbo.pytorch.core.low_precision` when that import fails": what is used when the first choice is missing.
            r"|\b(?:when|if)\s+(?:that|the|this|its)\s+import\s+fails\b"
        ),
    ),
    # When the patch does nothing ("delegates when `x is None`"): the gate of the patch, never a constraint nor its negation.
    (
        "when the patch does nothing",
        (
            r"\b(?:delegat(?:es?|ing)|falls?\s+through|pass(?:es)?\s+through|returns?\s+early|is\s+a\s+no-op|no-ops?|does\s+nothing"
            r"|returns?\s+without\s+doing\s+anything"
            # "It returns `nullcontext()` when `config.fp4` is false": with the code span read apart, "returns  when".
            r"|returns?\s+(?:an?\s+|the\s+)?`?(?:nullcontext(?:\(\))?|none|original|no-op)`?(?!\w)|returns?(?=\s+(?:when|if|unless|whenever)\b)"
            r"|skips?(?:\s+itself)?|forwards?\b(?:\s+[\w-]+){0,4}\s+verbatim)(?:\s+[\w'-]+){0,4}?\s+(?:when|if|unless|whenever)\b"
            # The condition first, a setting off: "when `x` is false the call goes straight to the original `f`".
            r"|\b(?:when|if|whenever)\b[^.;]{0,80}?\b(?:false|off|none|disabled|unset|not\s+set)\b[^.;]{0,60}?"
            r"\b(?:goes|passes|falls|is\s+(?:passed|handed|forwarded))\s+(?:straight\s+|directly\s+|right\s+)?"
            r"(?:through\s+|back\s+)?to\s+(?:the\s+)?(?:original|upstream|stock)\b"
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
            # "only on the `context_parallel_size > 1` + turbo-attention path": one path, its code named in the words.
            r"\bonly\b(?:\s+[\w'-]+){0,4}?\s+(?:when|if|for|with)\b|\bonly\s+(?:on|in|along)\s+the\s+[\w\s+/&-]{0,40}?\b(?:path|branch|case|mode)\b"
            # "needed only because the degree is > 1": needed in the runs the reason holds for.
            r"|\bonly\s+because\b"
            # "must be false when `sequence_parallel` is on": a requirement of some runs.
            # Read without its code spans, "must be `torch_dcp` when ..." is "must be  when ...".
            r"|\bmust\s+(?:not\s+)?be\s+(?:[\w`\"'.-]+\s+)?(?:when|if|whenever)\b"
            # "`fused_weight_gradient_mlp_cuda` is required whenever `gradient_accumulation_fusion` is on": in some runs.
            r"|\b(?:is|are)\s+(?:required|needed|necessary)\s+(?:only\s+)?(?:when|whenever|if)\b"
            # "in `__init__`, V branch only": one branch of the code named before the word.
            r"|\b[\w-]+\s+(?:branch|path|mode|case)\s+only\b"
            # "assert not `a` inside the `b` branch": what holds in one branch of the code.
            r"|\b(?:inside|within)\s+the\s+(?:\S+\s+){0,3}?(?:branch|path|case)\b"
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
            # In Italian: "solo se", "solo quando"; in Dutch: "alleen als", "alleen wanneer"; in Polish: "tylko gdy",
            # "tylko jeśli", "tylko wtedy, gdy".
            r"|\bsolo (?:se|quando|con)\b|\balleen (?:als|wanneer|bij|met)\b|\btylko (?:gdy|jeśli|jeżeli|wtedy|przy)\b"
            # Friulian "dome se" / "dome cuant" (only if, only when).
            r"|\bdome\s+(?:se|cuant|cun)\b"
            # In Icelandic: "aðeins ef" / "einungis ef" / "bara ef" (only if); in Hungarian "csak ha" / "csak akkor";
            # in Estonian "ainult siis" / "ainult kui"; in Latvian "tikai tad" / "tikai ja"; in Bulgarian, Serbian and
            # Croatian "само ако" / "samo ako"; in Slovenian "samo če" / "le če"; in Lithuanian "tik tada" / "tik jei".
            r"|\b(?:aðeins|einungis|bara)\s+(?:ef|þegar)\b|\bcsak\s+(?:ha|akkor|amikor)\b|\bainult\s+(?:siis|kui)\b"
            r"|\btikai\s+(?:tad|ja|kad)\b|(?<!\w)само\s+(?:ако|когато)(?!\w)|\bsamo\s+(?:ako|kad|če)\b|\ble\s+če\b|\btik\s+(?:tada|jei|kai)\b"
            # In Vietnamese: "chỉ khi" (only when), "chỉ nếu" (only if).
            r"|\bchỉ (?:khi|nếu|trong|với)\b"
            # In Indonesian: "hanya jika" / "hanya bila" / "hanya saat" (only if, only when).
            r"|\bhanya (?:jika|bila|kalau|saat|ketika|untuk)\b"
            # In Hindi: "केवल तभी जब" (only when), "सिर्फ़ अगर" (only if); "सिर्फ़ एक पैच" (only one patch) stays plain.
            r"|(?:केवल|सिर्फ़?)\s+(?:तभी|तब|जब|अगर|यदि)"
            # In Marathi: "फक्त तेव्हाच जेव्हा" (only when), "फक्त जर" (only if), "... असेल तरच" (only if it is).
            r"|फक्त\s+(?:तेव्हाच|तेव्हा|जेव्हा|जर)|तरच"
            # In Gujarati: "ફક્ત ત્યારે જ જ્યારે" (only when), "ફક્ત જો" (only if).
            r"|ફક્ત\s+(?:ત્યારે|જ્યારે|જો)"
            # In Punjabi: "ਸਿਰਫ਼ ਤਾਂ ... ਜੇ" / "ਸਿਰਫ਼ ਜਦੋਂ" (only if, only when), "ਉਦੋਂ ਹੀ" (only then).
            r"|ਸਿਰਫ਼?\s+(?:ਤਾਂ|ਜਦੋਂ|ਜੇ)|ਉਦੋਂ\s+ਹੀ"
            # In Malayalam "... ആണെങ്കിൽ മാത്രം" / "... സമയത്ത് മാത്രം" (only if, only while); in Kannada "... ಆದಾಗ ಮಾತ್ರ" /
            # "... ಇದ್ದರೆ ಮಾತ್ರ" (only when, only if); in Uyghur "پەقەت ... بولغاندا" (only when); in Tatar "... булганда гына".
            r"|(?:ങ്കിൽ|പ്പോൾ|മ്പോൾ|സമയത്ത്)\s+മാത്രം|(?:ಾಗ|ರೆ)\s+ಮಾತ್ರ|پەقەت\s+[^.;]{0,60}?(?:غاندا|گەندە|قاندا|كەندە)"
            r"|\w+(?:ганда|гәндә|канда|кәндә)\s+гына"
            # In Odia "କେବଳ ଯେତେବେଳେ" / "କେବଳ ଯଦି" (only when, only if); in Turkmen "diňe ... bolsa" / "diňe ... bolanda".
            r"|କେବଳ\s+(?:ଯେତେବେଳେ|ଯଦି)|\bdiňe\s+[^.;]{0,60}?\b(?:bolsa|bolanda|wagty)\b"
            # In Kurmanji "tenê dema ku" / "tenê heke" (only when, only if); in Cebuano "lamang kung" (only if).
            r"|\btenê\s+(?:dema\s+ku|heke|eger)\b|\blamang\s+kung\b"
            # In Welsh "dim ond pan" / "dim ond os" (only when, only if), "dim ond am hyd yr alwad" (only for the call's length).
            r"|\bdim\s+ond\s+(?:pan|os|am\s+hyd)\b"
            # In Sesotho "feela ha" (only when); in Luganda "wokka nga" (only when); in Tok Pisin "tasol sapos" (only if); in
            # Scots "ainly whan" / "ainly gin" (only when, only if).
            r"|\bfeela\s+ha\b|\bwokka\s+nga\b|\btasol\s+sapos\b|\bainly\s+(?:whan|gin|if)\b"
            # In Sinhala: "... විට පමණි" (only when); in Khmer "តែនៅពេល" (only when); in Belarusian "толькі калі" (only if).
            r"|විට\s+පමණ|តែនៅពេល|(?<!\w)толькі\s+(?:калі|пры)(?!\w)"
            # In Nepali: "... भएमा मात्र" / "... भए मात्र" (only if it is), "मात्र ... भने" (only if); in Kazakh "тек ...
            # болғанда" / "тек ... болса" (only when, only if); in Esperanto "nur se" / "nur kiam" (only if, only when).
            r"|(?:भएमा|भए|भने)\s+मात्र|(?<!\w)тек\s+[^.;]{0,60}?(?:болғанда|болса|кезде)(?!\w)|\bnur\s+(?:se|kiam)\b"
            # In Swedish: "endast när" / "bara när" / "endast om" (only when, only if).
            r"|\b(?:endast|bara|enbart)\s+(?:när|om|då|för)\b"
            # In Finnish: "vain kun" / "vain jos" (only when, only if); in Veps "vaiše siloi, ku" / "vaiše ku" (only
            # then, when; only if).
            r"|\bvain\s+(?:kun|jos|silloin)\b|\bvai[šs]e\s+(?:siloi\s*,?\s*)?ku\b"
            # In Portuguese and Spanish: "somente quando" / "só se" / "solo cuando" (only when, only if), "a menos que" /
            # "exceto se" / "salvo que" (unless); Mirandese "a nun ser que" (unless).
            r"|\b(?:somente|apenas|só|solo|sólo|únicamente)\s+(?:quando|cuando|se|si)\b|\ba\s+menos\s+que\b|\ba\s+nun\s+ser\s+que\b|\bexcet[oe]\s+s[ei]\b|\bsalvo\s+(?:que|se|si)\b"
            # In Turkish: "yalnızca/sadece ... olduğunda / ise" (only when, only if), "-mediği sürece" (unless).
            r"|\b(?:yalnızca|sadece)\s+(?:\S+\s+){0,4}?\S*(?:d[ıiuü]ğ[ıiuü]nda|t[ıiuü]ğ[ıiuü]nda|ise|iken)\b|\S+m[ae]d[ıiuü]ğ[ıiuü]\s+sürece\b"
            # In Greek: "μόνο όταν" / "μόνο αν" (only when, only if), "εκτός αν" (unless).
            r"|(?<!\w)μόνο\s+(?:όταν|αν|εάν)(?!\w)|(?<!\w)εκτός\s+(?:και\s+)?(?:αν|εάν)(?!\w)"
            # In Lithuanian: "tik tada, kai" / "tik kai" / "tik jei" (only when, only if), "nebent" (unless); in Latvian
            # "tikai tad, ja" / "tikai ja" (only if).
            r"|\btik\s+(?:tada,?\s+)?(?:kai|jei|jeigu|su)\b|\bnebent\b|\btikai\s+(?:tad,?\s+)?(?:ja|kad)\b"
            # In Chamorro: "solo yanggen" (only if); in Balinese "wantah yening" / "kewala yening" (only if); in Karakalpak
            # "tek ... bolǵanda ǵana" (only when ... is); in Mizo "chauhin" (only when: "a nih chauhin", only if it is).
            r"|\bchauhin\b"
            r"|\bsolo\s+yanggen\b|\b(?:wantah|kewala)\s+yening\b|\btek\s+[^.;]{0,80}?\w+(?:ǵanda|ganda|genda)\s+(?:ǵana|gana)\b"
        ),
    ),
    # In Chinese and Japanese a condition may also close its clause ("TE < 2.14 时", "... 的时候", "... の場合"): "时" not
    # in 同时, 临时, 时间 and the like.
    (
        "a condition",
        (
            # Chinese "即使 ..." (even if) holds in the case it names, as "if" does.
            r"^\W*(?:(?:when|whenever|if|with|without|once|for (?:the|a|an) [\w\s-]{0,40}?(?:path|case|branch|mode|setup)\b)\b|如果|若|当)"
            r"|即使|即便|哪怕"
            # "sends a layer back to the old forward when any of these is true:", in Scots "whan ony o thir is true": the
            # items are the cases it falls back in, each one of several, none a constraint. (When any one of them turns
            # the patch on, its items are ways in: the enable reader reads those.)
            r"|\b(?:back|skips?|returns?)\b[^.;:]{0,80}?\b(?:when\s+any\s+(?:one\s+)?of\s+(?:these|the\s+following)|whan\s+ony\s+o\s+thir)\b"
            r"|(?<![同临及实准暂按])时(?![间候刻])|的时候|的時候|場合|とき[はに、]"
            # Japanese "のままだと" / "のままでは" (if it stays so).
            r"|のままだと|のままでは"
            # Japanese "ビルドによっては" (depending on the build), "次第で" (depending on).
            r"|によっては|次第で"
            # In Vietnamese: "nếu ..." (if), "khi ..." (when), opening the sentence.
            r"|^\W*(?:nếu|khi)\s"
            # In Catalan: "Quan ..." (when), "només quan" / "només si" (only when, only if), "tret que" (unless), "si ..." (if).
            r"|^\W*(?:quan|si)\s|\bnomés\s+(?:quan|si)\b|\btret\s+que\b"
            # In Portuguese, Spanish, Turkish and Greek: "se ..." / "quando ..." / "cuando ..." (if, when), "eğer ..." (if),
            # "αν ..." / "όταν ..." (if, when), opening the sentence.
            r"|^\W*(?:se|quando|cuando|eğer|αν|εάν|όταν)\s"
            # In Lithuanian: "jei ..." / "jeigu ..." / "kai ..." (if, when), opening the sentence.
            r"|^\W*(?:jei|jeigu|kai)\s"
            # In Kurmanji: "Dema ku ..." / "Heke ..." / "Eger ..." (when, if), opening the sentence; in Cebuano "Kung ..." (if).
            r"|^\W*(?:dema\s+ku|heke|eger|kung)\s"
            # In Chamorro "yanggen" (if), in Balinese "yening" (if), wherever they stand: "ma tulaika yanggen esta ma impot
            # i `token_dispatcher`" (it is rebound if `token_dispatcher` was already imported); in Kapampangan "potang"
            # (when) opening the sentence (not "nung", Tagalog's "when" of a past time).
            r"|\byanggen\b|\byening\b|^\W*potang\s"
            # In Mizo "a on chuan" / "a nih chuan" (if it is on, if it is), "a nih loh chuan" (if it is not, otherwise); in
            # Aromanian "vãrnãoarã" (ever: "Ma s-vrei vãrnãoarã s-u adaugi ...", if you ever want to add it).
            r"|\ba\s+(?:on|nih(?:\s+loh)?)\s+chuan\b|\bvãrnãoarã\b"
            # In Tigrinya a verb "እንተ-" opens is said of a case: "እንተዝሰርሕ" (if it had worked), "እንተሃልዩ" (if there is).
            r"|(?<![\u1200-\u137F])እንተ[\u1200-\u137F]"
            # In Korean: "있으면" / "없으면" (if there is, if there is not), "이면" (if it is): "TE 있으면 ..., 없으면 Apex".
            # "`torch >= 1.13.0`이면 ...를, 아니면 ..." (if it is ..., else ...): after a code span too.
            r"|(?:있으면|없으면|이라면|[가-힣`]이면|아니면)(?=[\s,.)]|$)"
            # "... only when SP is on; in every other case the patch forces `x=False`": the case a condition leaves, opening
            # its sentence ("`x: true` as well, otherwise it returns False" states x plainly).
            r"|^\W*(?:in\s+(?:every|all|any)\s+other\s+cases?|otherwise)\b"
            # "`use_torch_fsdp2: true` and `ckpt_format: torch_dcp` are required in that case": the case the sentence
            # before it names, which holds only there.
            r"|\bin\s+(?:that|this|such\s+an?|those|these|which)\s+cases?\b"
            # The same in Chinese, Japanese and Korean: "否则要求 `triton >= 2.0.0`" (otherwise it needs ...), "それ以外の場合は",
            # "그렇지 않으면".
            r"|^\W*(?:否则|否則|不然|要不然|それ以外(?:の場合)?|そうでなければ|그렇지\s*않으면)"
        ),
    ),
    # "fp8 with DeprecatedTEGroupedMLP requires TE": a requirement of one case, not of the patch.
    # "rocshmem backend needs a Primus-Turbo build": what one backend (one mode) of the patch needs.
    # "only the Turbo linear / grouped-linear layers need `tensor_model_parallel_size == 1`": what some layers need.
    (
        "a case",
        (
            r"^\W*[\w-]+\s+with\s+[\w.-]+\s+(?:requires?|needs?)\b|^\W*(?:the\s+)?[\w-]+\s+(?:backend|mode|variant)\s+(?:requires?|needs?)\b"
            r"|\bonly\s+(?:the\s+)?[\w/ -]{1,60}?\s+(?:layers|modules|classes|kernels|ops)\s+(?:need|require)\b"
        ),
    ),
    # "Supposed example, only to show what it would override (not a config we run):", "hypothetical: disagrees": a run
    # made up to show the patch at work; its settings are no flags of the patch.
    (
        MADE_UP,
        (
            r"\b(?:hypothetical(?:ly)?|imaginary|made[\s-]up|illustrative)\b|\bsupposed\s+(?:example|config|case|run|setting)s?\b"
            # "# example only -- a benchmark override we tried": a block shown, no setting of the patch.
            # ("the pretrain example only calls it once" says what an example does).
            r"|\b(?:example|illustration|demo)\s+only\b(?=\s*(?:[-—–:;,.)]|$))|\bonly\s+an?\s+(?:example|illustration)\b"
            r"|\bfor\s+illustration\b|\bonly\s+to\s+(?:show|illustrate)\b|\bnot\s+a\s+(?:config|run|setup)\s+(?:we|you|I|anyone)\s+(?:run|use)s?\b"
            # In Chinese: "假设的示例" (a supposed example), "只是为了说明" (only to illustrate).
            r"|假设性?的?(?:示例|例子|配置|设定|范例)|只是为了说明|仅为说明"
            # Nahuatl "zan tlanemilīlli" (only imagined).
            r"|\btlanemil[iī]lli\b"
            # "Hypothetical" as the languages of Europe write it: hypothetisch, hypothétique, hipotético, ipotetico,
            # hüpoteetiline, hypoteettinen, hipotētisks, hipotetyczny, hypotetický, hipotetikus, хипотетичен, υποθετικό.
            r"|\b(?:h[yiü]?p|ip)oth?[eéēè]{1,2}tt?[iyī]\w*|(?<!\w)(?:[хг]ипотети|гіпотети|υποθετικ)\w*|\bvarsayımsal\w*"
            # Esperanto "hipoteza" (hypothetical), Kazakh "гипотетикалық" (above), Nepali "काल्पनिक" (imaginary), Uzbek
            # "faraziy" (supposed), Mongolian "таамаглал" (a supposition), Amharic "መላምታዊ" / "ግምታዊ" (hypothetical).
            r"|\bhipotez\w*|काल्पनिक|\bfaraziy\b|(?<!\w)таамагл\w*|መላምታዊ|ግምታዊ"
            # Sinhala "උපකල්පිත" (supposed), Khmer "សន្មត" / "ឧបមាថា" (supposed, suppose that).
            r"|උපකල්පිත|សន្មត|ឧបមាថា"
            # Marathi "समजा" (suppose), Gujarati "કાલ્પનિક" and Punjabi "ਕਾਲਪਨਿਕ" (imaginary), Punjabi "ਮੰਨ ਲਓ" (suppose).
            r"|समजा|કાલ્પનિક|ਕਾਲਪਨਿਕ|ਮੰਨ\s+ਲਓ"
            # Malayalam "സാങ്കൽപ്പിക", Kannada "ಕಾಲ್ಪನಿಕ" / "ಊಹಾತ್ಮಕ", Uyghur "پەرەز" and Tatar "фаразый" (hypothetical).
            r"|സാങ്കൽപ്പിക|ಕಾಲ್ಪನಿಕ|ಊಹಾತ್ಮಕ|پەرەز|(?<!\w)фараз\w*"
            # Odia "କାଳ୍ପନିକ", Sindhi "فرضي" and Turkmen "gipotetiki" (hypothetical).
            r"|କାଳ୍ପନିକ|(?<!\w)فرضي(?!\w)|\bgipotetik\w*"
            # Bashkir "фаразлы" (above, with Tatar), Kurmanji "texmînî" and Cebuano "hinanduraw" (supposed, imaginary);
            # Lingala "ya likanisi" (imaginary).
            r"|\btexmînî\b|\bhinanduraw\b|\bya\s+likanisi\b"
        ),
    ),
    # "the second branch of the same condition", "alternatively": one of several ways in, not the gate.
    # "or env X=1 for experiments, either switch is enough": one of several ways in, not the gate.
    (
        "an alternative",
        (
            r"\b(?:second|other|alternative|another)\s+branch\b|\balternatively\b|\beither (?:switch|one|flag|way|of them)\b"
            r"|\bfor experiments\b|\bor else\b"
            # "`params.model_overrides`, either flat (`model.n_layers: 8`) or nested under `model:`": one of two forms.
            r"|\beither\s+(?:flat|nested|inline|top-level|as\s+\w+)\b[^.;]*\bor\b"
            # "| `fp8_scaling_strategy` | ... | `delayed` | one of the two ways in |": one way in of several.
            r"|\bone\s+of\s+the\s+(?:two|three|several|\d+)\s+ways\s+in\b|\bthe\s+other\s+way\s+in\b"
            # "`enable_torch_compile` | `true` | alternative, flat flag": another spelling of the gate.
            r"|\balternative\s*(?:[,;:)]|(?:flag|switch|key|spelling|gate|way|to)\b)"
        ),
    ),
    (
        "another patch",
        (
            r"\bcompanion\b|\bcompagnon\b|\bsibling\b|\banother patch\b|\bregistered separately\b|\bseparate patch\b|\bnot (?:part of |in |from )?this patch\b"
            # "`use_turbo_rms_norm` | `true` | not read by this patch; the rms_norm patch's switch".
            r"|\bnot\s+(?:read|used|checked|consulted)\s+by\s+this\s+patch\b"
            # In Catalan: "no és el nostre" (not ours), "no és d'aquest pegat" (not this patch's), "un altre pegat" (another patch).
            r"|\bno\s+és\s+(?:el\s+nostre|d'aquest\s+pegat)\b|\b(?:un\s+)?altre\s+pegat\b"
            # "the Megatron twin and not ours", "another one we do not port".
            r"|\b(?:is\s+)?not\s+ours\b|\banother\s+one\s+we\s+do\s+not\s+port\b"
            # "The checkpoint loader also sets `x = 0.001`, but that is converter code, not a patch": what the sentence
            # tells of is no patch at all.
            r"|\bnot\s+a\s+patch\s*[.;,)]|\bnot\s+a\s+patch$"
            # "(`use_turbo_autotune` is a different switch: `validate_args_on_rocm` exports `X=1` from it)": the sentence
            # tells of another switch and what reads it.
            r"|\bis\s+a\s+(?:different|separate)\s+(?:switch|flag|setting|gate|knob|key|variable)\b"
            # "compare the MaxText patch below, which needs two": the patch in another section.
            r"|\b(?:compare|unlike|as\s+in)\s+the\s+[\w-]+\s+patch\s+(?:below|above)\b"
            # "That one is not part of what you're porting".
            r"|\bnot\s+(?:part\s+of\s+)?what\s+(?:you|we)(?:['’]re|\s+are)\s+porting\b"
            r"|\b(?:second|other|prerequisite|related|different)\s+patch(?:es)?\b|\bthat patch\b|\bthose (?:\w+ )?patches\b"
            # In Wolof "patch yu ko wër" (the patches around it), "beneen patch" (another patch); in Lingala "patch ya
            # pembeni" (the patches beside it); in Northern Sami "ránnjá-patchat" (neighbouring patches).
            r"|\bránnjá-?patch\w*"
            # In Greenlandic "Patch-it sanilerisat" (the patches beside it).
            r"|\bpatch-?it\s+sanileri\w*"
            r"|\bpatch\s+yu\s+ko\s+wër\b|\bbeneen\s+patch\b|\bpatch\s+ya\s+pembeni\b"
            # "that switch belongs to the neighbouring `torchtitan.fsdp.x` patch": a neighbour, its id between.
            r"|\bneighbou?r(?:ing)?\s+(?:`[^`]*`\s+|\S+\s+)?patch(?:es)?\b"
            # "but it is its own patch", "a patch of its own": named only to say it stands apart.
            r"|\b(?:its|their)\s+own\s+patch(?:es)?\b|\ba\s+patch\s+of\s+its\s+own\b"
            # "Related but separate: look at `megatron.patch.x`", "Adjacent but separate: ...", "That one is not the
            # save-checkpoint patch".
            # In Turkish and Gagauz: "komşu yama" / "komşu patç" (the neighbouring patch), "bu yama değil" / "bu patç diil"
            # (not this patch).
            r"|\bkomşu\s+(?:patç|yama|patch)\w*|\bbu\s+(?:patç|yama|patch)\s+(?:diil|değil)\b"
            r"|\b(?:related|adjacent|nearby|neighbou?ring)\s+but\s+separate\b|\b(?:that|this)\s+one\s+is\s+not\s+(?:the|our)\b[^.;]{0,40}?\bpatch\b"
            # "Also separate, megatron.pp.linear_grad_split, which replaces ...": the next of the related patches.
            r"|^\W*also\s+separate\b"
            # "No, that's the two FSDP2 patches, not this one.", "**Related patch (not this one)**: `x`".
            r"|\bpatch(?:es)?\s*,?\s+(?:and\s+|but\s+)?not\s+this\s+one\b|\bpatch(?:es)?\s*\(\s*not\s+this\s+one\s*\)"
            # "router patch only, unrelated to fix_moe": a setting only another named patch reads.
            r"|\b(?!(?:this|the|our|one|a|an|single|each|every|its|own)\b)[\w-]+\s+patch\s+only\b|\bunrelated\s+to\s+(?:this|the|our)\s+(?:patch|change|fix)\b"
            # "Unrelated but easy to confuse: the converter also sets ...": what the sentence goes on to is something else.
            r"|^\W*unrelated\s*(?:but\b|[:,;—–]|\s-\s)"
            # "`torchtitan.primus_turbo.x`, for comparison.": another thing named beside this patch to compare it with, the
            # sentence's end (in a parenthesis, "(upstream wraps `g`, for comparison)", it sets apart the aside alone).
            r"|,\s*(?:only\s+|just\s+)?for\s+comparison\s*(?:[,.;:!]|$)"
            # "Neither belongs to forward_step.zero_bubble", "none of those belong to this patch": what the sentences before
            # it named is set apart from the patch.
            r"|\b(?:neither|none)(?:\s+of\s+(?:them|these|those|the\s+\w+))?(?:\s+\w+)?\s+belongs?\s+to\b"
            # "伴生补丁" (a companion patch), "不是本补丁的" (not this patch's), "和这里无关" (nothing to do with this one).
            r"|伴生补丁|另一个补丁|其他补丁|不是本补丁|不属于本补丁|非本补丁|[和与跟](?:这里|本补丁|这个补丁)无关"
            # In Japanese: "本パッチのものではない" (not this patch's), "別のパッチ" (another patch).
            r"|[本この]パッチのものではない|[本この]パッチ(?:の担当)?ではない|別のパッチ|他のパッチ|関連パッチ"
            # In Korean: "이 패치의 것이 아니다" (not this patch's), "다른 패치" (another patch), "동반 패치" (a companion).
            r"|이 패치의 것이 아니|이 패치가 아니|이 패치 아님|이 패치가 아님|다른 패치|동반 패치|짝꿍 패치|형제 패치"
            # In German: "nicht von diesem Patch", "ein anderer Patch", "Begleitpatch".
            r"|\bnicht (?:von )?diese[ms]? Patch|\bandere[rn]? Patch|\bBegleit-?[Pp]atch"
            # In Vietnamese: "không phải patch này" (not this patch), "patch khác" (another patch), "patch đi kèm" (a companion).
            # "không thuộc patch này" (does not belong to this patch).
            r"|\b(?:không|ko|chẳng)\s+(?:phải|thuộc)\s+(?:của\s+|về\s+)?patch\s+này\b|\bpatch\s+(?:khác|đi kèm)\b"
            # In Indonesian and Malay: "bukan patch ini" / "bukan milik patch ni" (not this patch's), "bukan milik kita" (not
            # ours), "patch lain" (another patch), "patch pendamping" (a companion).
            r"|\bbukan (?:bagian dari |milik )?patch (?:ini|ni)\b|\bbukan milik kita\b|\bpatch (?:lain|pendamping)\b"
            # In Hindi: "यह पैच नहीं" (not this patch), "दूसरा पैच" / "अन्य पैच" (another patch), "साथी पैच" (a companion).
            # The word patch may stand in Latin script: "इस patch का नहीं", "एक अलग patch" (a separate patch).
            r"|यह (?:पैच|patch) नहीं|इस (?:पैच|patch) का नहीं|दूसर[ाे] (?:पैच|patch)|अन्य (?:पैच|patch)|साथी (?:पैच|patch)|अलग (?:पैच|patch)"
            # "पड़ोसी पैच" (neighbouring patches).
            r"|पड़ोसी (?:पैच|patch)"
            # In Marathi: "शेजारचे पॅच" (neighbouring patches), "सहचर पॅच" (a companion), "दुसरा पॅच" / "इतर पॅच" (another
            # patch, other patches), "या पॅचचा भाग नाहीत" (are not part of this patch).
            r"|(?:शेजारच[ेाी]|सहचर|दुसरा|इतर)\s+(?:पॅच|patch)|या\s+(?:पॅच|patch)\s*चा\s+भाग\s+नाही"
            # In Gujarati: "સાથી પેચ" (a companion), "પડોશી પેચ" (a neighbouring patch), "બીજો પેચ" / "અન્ય પેચ" (another).
            r"|(?:સાથી|પડોશી|બીજો|અન્ય)\s+(?:પેચ|patch)"
            # In Punjabi: "ਗੁਆਂਢੀ ਪੈਚ" (a neighbouring patch), "ਸਾਥੀ ਪੈਚ" (a companion), "ਦੂਜਾ ਪੈਚ" (another patch).
            r"|(?:ਗੁਆਂਢੀ|ਸਾਥੀ|ਦੂਜਾ|ਹੋਰ)\s+(?:ਪੈਚ|patch)"
            # In Malayalam "അയൽ പാച്ച്" / "സഹ പാച്ച്" / "മറ്റൊരു പാച്ച്" (a neighbouring, a companion, another patch); in
            # Kannada "ಪಕ್ಕದ ಪ್ಯಾಚ್" / "ಸಹವರ್ತಿ ಪ್ಯಾಚ್" / "ಇನ್ನೊಂದು ಪ್ಯಾಚ್", "ಈ ಪ್ಯಾಚ್‌ನ ಭಾಗವಲ್ಲ" (not part of this patch); in Uyghur
            # "قوشنا ياماق" / "باشقا ياماق" (a neighbouring, another patch), "بۇ ياماققا تەۋە ئەمەس" (not this patch's); in Tatar
            # "күрше патч" (a neighbouring patch).
            r"|(?:അയൽ|സഹ|മറ്റൊരു)\s+(?:പാച്ച|patch)|(?:ಪಕ್ಕದ|ಸಹವರ್ತಿ|ಇನ್ನೊಂದು|ಬೇರೆ)\s+(?:ಪ್ಯಾಚ್|patch)|ಪ್ಯಾಚ್\u200c?ನ\s+ಭಾಗವಲ್ಲ"
            r"|(?:قوشنا|باشقا)\s+ياماق|ياماققا\s+تەۋە\s+ئەمەس|(?<!\w)күрше\s+(?:патч|patch)"
            # In Odia "ପଡ଼ୋଶୀ ପ୍ୟାଚ୍" / "ଅନ୍ୟ ପ୍ୟାଚ୍" (a neighbouring, another patch); in Sindhi "ساٿي پيچ" / "ٻيو پيچ" (a
            # companion, another patch); in Turkmen "goňşy patç" / "hemra patç" / "başga patç" (a neighbour, a companion).
            r"|(?:ପଡ଼ୋଶୀ|ପଡୋଶୀ|ଅନ୍ୟ|ସହଯୋଗୀ)\s+(?:ପ୍ୟାଚ|patch)|(?:ساٿي|ٻيو|ٻيا)\s+(?:پيچ|patch)|\b(?:goňşy|hemra|başga)\s+(?:we\s+\w+\s+)?(?:patç|patch)"
            # In Kurmanji "patchên cîran" / "patcha din" (neighbouring patches, another patch); in Cebuano "laing patch" /
            # "silingang patch" (another, a neighbouring patch); in Bashkir "күрше патч" / "башҡа патч".
            r"|\bpatch(?:a|ên)\s+(?:cîran|din)\b|\b(?:laing|silingang?(?:\s+nga)?)\s+patch\b|(?<!\w)башҡа\s+(?:патч|patch)"
            # In Tigrinya "ጎረባብቲ ፓቻት" / "ካልኦት ፓቻት" / "ካልእ ፓች" (neighbouring, other patches, another patch).
            r"|(?:ጎረባብቲ|ጎረቤት|ካልኦት|ካልእ)\s+(?:ፓች|patch)"
            # In Kyrgyz: "кошуна патч" (a neighbouring patch), "башка патч" (another patch), "бул патчка таандык эмес" (not
            # this patch's).
            r"|(?<!\w)(?:кошуна|башка)\s+(?:патч|patch)|патчка\s+таандык\s+эмес"
            # In Nepali: "अर्को प्याच" (another patch), "छिमेकी प्याच" (neighbouring patches); in Kazakh "басқа патч"
            # (another patch), "көрші патч" (a neighbouring patch); in Esperanto "alia flikaĵo" / "alia patch".
            r"|(?:अर्को|छिमेकी) (?:प्याच|patch)|(?<!\w)(?:басқа|көрші)\s+(?:патч|patch)|\balia\s+(?:flikaĵo|patch)"
            # In Swedish: "inte denna patch" (not this patch), "en annan patch" (another patch), "systerpatch" (a sibling).
            r"|\binte\s+(?:del\s+av\s+)?(?:denna|den här)\s+patch|\b(?:en\s+)?annan\s+patch\b|\bsyster-?patch"
            # In Czech: "nejsou součástí tohoto patche" (are not part of this patch), "jiný patch" (another patch),
            # "sousední patch" (a neighbouring patch), "doprovodný patch" (a companion).
            r"|\b(?:nejsou|není)\s+součástí\s+tohoto\s+patche?\b|\b(?:jin[ýéáí]|sousední|doprovodn[ýéáí])\s+patch"
            # In Finnish: "ei tämän patchin" (not this patch's), "sisarpatchi" (a sibling), "toinen patchi" (another patch),
            # "ei koske tähän patchiin" (has nothing to do with this patch).
            r"|\bei\s+tämän\s+patchin\b|\bsisar-?patch|\btoinen\s+patchi\b|\bei\s+koske\s+tähän\s+patchiin\b"
            # In Romanian: "nu ține de acest patch" (is not part of this patch), "nu este patch-ul acesta" (is not this
            # patch), "patch-ul vecin" (the neighbouring patch), "alt patch" (another patch).
            r"|\bnu\s+(?:ține|aparține|face\s+parte)\s+(?:de|din)?\s*(?:acest|acestui)\s+patch|\bnu\s+este\s+patch-ul\s+acesta\b"
            r"|\bpatch-ul\s+(?:vecin|soră|frate)\b|\balt\s+patch\b"
            # In Ukrainian: "не наш" (not ours), "інший патч" (another patch), "сусідній патч" (a neighbouring patch).
            r"|(?<!\w)не\s+наш(?:ий)?(?!\w)|(?<!\w)(?:інш(?:ий|ого)|сусідн(?:ій|ього))\s+патч"
            # In Danish and Norwegian: "ikke denne" (not this one), "hører ikke til denne patch" (does not belong to this
            # patch), "en anden patch" (another patch), "andre patches" (other patches).
            r"|\bikke\s+denne\b|\bhører\s+ikke\s+til\s+denne\b|\b(?:en\s+)?anden\s+patch\b|\bandre\s+patch(?:es|er)\b"
            # In Hebrew: "לא שייך לטלאי הזה" (does not belong to this patch), "טלאי אחר" (another patch).
            r"|לא\s+שייך\s+לטלאי|טלאי\s+אחר"
            # In Arabic: "ليست من هذه الرقعة" (is not of this patch), "رقعة أخرى" (another patch), "الرقعة المجاورة" (the
            # neighbouring patch); the word for patch is often left in Latin script ("ليست من هذا الـ patch").
            r"|(?:ليس|ليست)\s+(?:من\s+)?(?:هذه|هذا)\s+(?:الرقعة|ال\S*\s*patch)|(?:رقعة|رقع)\s+(?:أخرى|مجاورة)|الرقعة\s+المجاورة"
            # In Persian: "مربوط به این patch نیستند" (are not about this patch), "patch های همسایه" (neighbouring patches),
            # "patch دیگر" (another patch), "مال ما نیست" (not ours), "patch جداست" (is a separate patch).
            r"|مربوط\s+به\s+این\s+(?:patch|پچ)\s+نیست|(?:patch|پچ)\s*(?:‌|\s)?(?:های|ها)?\s+(?:همسایه|دیگر(?:ی)?)"
            r"|مال\s+ما\s+نیست|(?:patch|پچ)\s+جداست"
            # In Tamil: "இந்த patch-இன் பகுதி அல்ல" (not part of this patch), "துணை patch" (a companion patch), "வேறு patch"
            # (another patch).
            r"|இந்த\s+patch\S*\s+பகுதி\s+அல்ல|(?:துணை|வேறு|மற்ற)\s+patch"
            # In Bengali: "এই patch নয়" (not this patch), "অন্য patch" (another patch), "সহযোগী patch" (a companion).
            r"|এই\s+patch\S*\s+নয়|(?:অন্য|সহযোগী)\s+patch"
            # In Urdu: "اس patch کا حصہ نہیں" (not part of this patch), "دوسرا patch" / "دوسری patch" (another patch).
            r"|اس\s+patch\s+کا\s+حصہ\s+نہیں|دوسر[اےی]\s+patch"
            # In Portuguese and Spanish: "não é deste patch" / "no es de este patch" (not this patch's), "outro patch" / "otro
            # patch" (another patch), "não é o nosso" / "no es nuestro" (not ours), "não faz parte deste patch" (not part of it).
            r"|\bn(?:ão|o)\s+(?:é|es)\s+(?:de\s+este|deste|desse|del)\s+patch\b|\b(?:outro|otro)\s+patch\b|\bpatch\s+irmão\b"
            r"|\bn(?:ão|o)\s+(?:é|es)\s+(?:o\s+|el\s+)?(?:nosso|nuestro)\b"
            r"|\bn(?:ão|o)\s+(?:pertence|pertenece|faz\s+parte|forma\s+parte)\s+(?:a|de|d[eo])\s*(?:este|deste)\s+patch\b"
            # In Turkish: "bu patch'e ait değil" (not this patch's), "başka bir patch" (another patch), "kardeş patch" (a sibling).
            r"|\bbu\s+patch['’]?(?:e|in)\s+ait\s+değil|\bbaşka\s+(?:bir\s+)?patch|\bkardeş\s+patch"
            # In Greek: "άλλο patch" (another patch), "δεν ανήκει σε αυτό το patch" (does not belong to this patch).
            r"|(?<!\w)(?:άλλο|διαφορετικό)\s+patch|δεν\s+ανήκει\s+σε\s+αυτό\s+το\s+patch"
        ),
    ),
    # "it is there to avoid the ImportError in TorchTitan when `last_save_in_hf=True`": when the problem the patch avoids
    # arises, not when the patch is on.
    ("the problem the patch avoids", r"\bto\s+(?:avoid|prevent|work\s+around)\b[^.;]{0,80}?\b(?:when|if|whenever)\b"),
    # "`eval_iters: 20` plus `eval_interval: 500` is enough to trip the condition": values that satisfy the gate, one
    # run's, not the gate itself (which may be "> 0").
    (
        "values that satisfy the gate, not the gate",
        (
            r"(?:\b(?:is|are|was|were)\s+(?:already\s+)?enough|\bsuffices?)\s+to\s+(?:trip|satisfy|pass|meet|fire|trigger)\s+"
            r"(?:the\s+|its\s+)?(?:condition|gate|check)\b"
        ),
    ),
    # A list led by "Steps to Reproduce:" is what a bug's reporter did, not what the patch does.
    ("a reporter's steps", r"^\W*steps\s+to\s+reproduce\b"),
    # A step the user is told to take ("call `f(x)` yourself", "you may ...") is advice, not what the patch does.
    ("advice to the reader", r"\byou(?:rself)?\b|你们?|建议|してください|推奨"),
    # "this is upstream's own raise, not the patch's; it holds with or without the patch": upstream's check, not the patch's.
    # A whole sentence, where requires.py reads "not to this patch" inside one clause only (a requirement beside others).
    (
        "said of upstream, not the patch",
        (
            r"\bupstream(?:\s+[A-Z][\w-]*)?'?s own\b|\bnot (?:the|this) patch'?s\b|\bwith or without the patch\b"
            # "upstream's interleaved `x is None` check, not something this patch adds".
            r"|\bupstream'?s\s+(?:[\w-]+\s+){0,3}(?:checks?|assert(?:ion)?s?|raises?|validations?)\b"
            r"|\bnot something (?:the|this) patch (?:adds|does|checks|asserts|raises)\b"
            # "upstream asserts the `linear_*` values are not None": upstream's check, named as such.
            r"|\bupstream(?:\s+Megatron(?:-LM)?|\s+TorchTitan)?\s+(?:asserts|raises|validates)\b"
            # "upstream wraps `f` in @jit_fuser (torch.compile), primus drops that": a sentence whose subject is upstream
            # tells what upstream does to its own code; what it wraps or calls is no site, and its wrapping no style.
            r"|^[\W_]*upstream(?:\s+Megatron(?:-LM)?|\s+TorchTitan)?\s+(?:wraps|decorates|compiles|calls)\b"
            # "Right, so for contrast, upstream behaviour: in `m` upstream wraps ...": a spoken section's opening.
            r"|\bfor\s+contrast,?\s+upstream(?:'s)?\s+behaviou?r\b|\bupstream(?:'s)?\s+behaviou?r,?\s+for\s+contrast\b"
        ),
    ),
    # "Our port is turned on by our own flag", "we pin torch 2.6 in our image": the porter's fork, not Primus.
    # "a launcher hook, `06_enable_sdma.sh`, that exports `NCCL_CTA_POLICY=2`": what a script run before training sets
    # in the environment, not a variable the patch reads.
    (
        "what a launcher script sets, not what the patch reads",
        # "The launcher `run_odc.sh` exports `NCCL_SOCKET_IFNAME=lo`": the launcher named, then what it exports.
        (
            r"\b(?:hook|script)\b[^.;]{0,80}?\bthat\s+(?:exports?|sets?)\b|\b(?:hook|script)\s+(?:exports?|sets?)\b"
            r"|\blauncher\b[^.;]{0,80}?\bexports?\b"
        ),
    ),
    # "`run_odc.sh` exports `FUSED_LINEAR_CE=1` for that reason": a shell script named by its file, then what it exports
    # (read with the sentence's code, which holds the file's name).
    ("what a launcher script sets, not what the patch reads", r"^[^.;]*?[\w-]+\.(?:sh|bash)`?\s+(?:also\s+|already\s+)?(?:exports?|sets?)\b"),
    # "What we will use on the GDN runs:" leads the writer's own config: the values they picked, not Primus's gate.
    # "- [ ] Unit test: explicit `multiprocessing_context="spawn"` wins over the flag": a test of the port, whose
    # settings are that test's inputs.
    (
        "a test of the port",
        (
            r"^\W*(?:\[[ xX]\]\s*)?(?:(?:unit|integration|e2e|end-to-end|regression|smoke)\s+)?tests?\b(?:\s*\d+)?"
            r"(?:\s*\([^()]{0,80}\)|\s+(?:for|of)\s+(?:the|our)\s+port)?\s*(?::|—|–|-\s)"
        ),
    ),
    (
        "the port's own choice, not Primus's",
        (
            r"\bour (?:own|port|fork|trainer|framework|launcher|image|code|version)\b|\bwhat we(?:'ll|\s+will|\s+plan to)\s+(?:use|run|set)\b"
            # "Fork run keeps `sequence_parallel=True` at TP=1": a ticket's title about what the fork does.
            r"|^\W*(?:the\s+)?fork(?:'s)?(?:\s+(?:run|runs|job|jobs|build|code))?\s+(?:keeps|has|does|runs|uses|sets|still)\b"
        ),
    ),
    (
        "a negation",
        (
            r"\b(?:not|never|no longer)\s+(?:\w+\s+)?(?:needed|required|necessary|used|touched|rebound|patched|replaced|applied|supported"
            r"|reads?|read|checked|consulted)\b"
            r"|\b(?:isn't|aren't|doesn't|don't)\b"
            # "a gate that does not apply to this patch", "it does not touch `x`".
            r"|\b(?:does|do|did)\s+not\s+(?:apply|touch|rebind|patch|replace|use|read|call|import|set)\b"
            # "it does not switch this patch on": a setting said not to turn the patch on.
            r"|\b(?:(?:do|does|did)\s+not|(?:don|doesn|didn)['’]t)\s+(?:switch|turn)\s+(?:this|the)\s+patch\s+on\b"
            # "so that is not a constraint of this patch", "is not a site": what the report says a name is not.
            r"|\b(?:is|are)\s+not\s+(?:a|an)\s+(?:constraint|site|flag|requirement|gate)\b"
            rf"|{NO_EFFECT}"
            # "没有被重绑定" (not rebound), "不是" (is not), "不需要" (not needed), "无关" (unrelated); Taiwan's "沒有呼叫"
            # (not called), "沒有重新綁定" (not rebound).
            r"|没有被?(?:重新?绑定|替换|修改|使用|用到|调用|呼叫|读取?)|不是|并非|不需要|不依赖|无关"
            # In Japanese: "ではない" (is not), "しない" / "されない" (does not / is not done), "不要" (not needed).
            r"|ではない|ではありません|しない|されない|しません|されません|不要"
            # "一切使っていない" (not used at all), "確認していない" (does not check), "使わない" (does not use): a verb of
            # using, reading, checking or replacing, denied.
            r"|(?:使っ|呼ん|読ん|見|触っ|確認し|参照し|依存し|置き換え|差し替え|インポートし|import\s*し)てい(?:ない|ません)|使わない"
            r"|一切[^。]{0,10}?(?:ない|ません)"
            # In Korean: "아니다" (is not), "않는다" / "않음" (does not), "필요 없다" (not needed).
            r"|아니다|아니라|않는다|않음|않고|필요 없"
            # In German: "nicht", "kein(e)", "nie". In Alemannic (Swiss German as written): "kei" / "keini" (no) before
            # a noun, which German writes capitalised (Fijian "kei na", and the, is no negation), "nöd", "nid" (not);
            # Basel's "nit" is left out, English writes "nit:" in a review.
            r"|\bnicht\b|\bkein(?:e[nmrs]?)?\b|\bnie\b|(?-i:\bkei(?:ni)?\b)(?=\s+(?-i:[`A-ZÄÖÜ]))|\bnöd\b|\bnid\b"
            # In Hindi: "नहीं" (not), "न" closing a clause.
            r"|नहीं"
            # In Marathi: "नाही" / "नाहीत" (not, there is none: "गरज नाही", not needed; "करत नाही", does not).
            r"|नाही"
            # In Gujarati: "નથી" (is not, does not: "ઇમ્પોર્ટ કરતો નથી", does not import), "નહીં" (not).
            r"|નથી|નહીં"
            # In Punjabi: "ਨਹੀਂ" (not: "import ਨਹੀਂ ਕਰਦਾ", does not import).
            r"|ਨਹੀਂ"
            # In Malayalam and Kannada a word ending in "ല്ല" / "ಲ್ಲ" ("ഇല്ല", there is none; "വിളിക്കുന്നില്ല", does not call;
            # "ಇಲ್ಲ", "ಕರೆಯುವುದಿಲ್ಲ"); in Uyghur "يوق" (none), "ئەمەس" (is not), a verb its suffix negates ("چاقىرمايدۇ", does not
            # call); in Tatar "түгел" (is not), "юк" (none), a verb its suffix negates ("кулланмый", "кагылмый").
            r"|ല്ല(?![\u0D00-\u0D7F])|ಲ್ಲ(?![\u0C80-\u0CFF])|(?<!\w)(?:يوق|ئەمەس)(?!\w)|\w+(?:مايدۇ|مەيدۇ)(?!\w)"
            r"|(?<!\w)(?:түгел|юк)(?!\w)|\w{3,}(?:мый|ми)(?!\w)"
            # In Odia "ନାହିଁ" (not, there is none: "import କରେ ନାହିଁ", does not import); in Sindhi "ناهي" (is not), "نٿو" /
            # "نٿي" (does not); in Turkmen "däl" (is not), "ýok" (none), a verb its suffix negates ("etmeýär", does not;
            # "barlamaýar", does not check).
            r"|ନାହିଁ|(?<!\w)(?:ناهي|نٿو|نٿي|نه)(?!\w)|\b(?:däl|ýok)\b|\w+(?:maýar|meýär)\b"
            # In Bashkir "юҡ" (none), a verb its suffix negates ("кәрәкмәй", is not needed; "уҡымай", does not read); in
            # Kurmanji "nîne" (is not), "nake" (does not); in Cebuano "wala" / "walay" (none,
            # does not), "dili" (not); in Tagalog "hindi" (not: "hindi nito ginagamit", it does not use), "walang" (there
            # is no); in Hiligaynon "indi" (not: "indi ina mga requirement", those are not requirements).
            r"|(?<!\w)юҡ(?!\w)|\w{3,}(?:мәй|май)(?!\w)|\b(?:nîne|nake)\b|\b(?:wala|walay|walang|dili|hindi)\b|\bindi\s+(?:ina|ini|kinahanglan|sini|sila|siya)\b"
            # In Kinyarwanda "nta" (there is no: "Nta ROCm-only path irimo"), "ntabwo" (not), a verb its "nti-" negates
            # ("ntikoresha", it does not use).
            r"|\b(?:nta|ntabwo)\b|\bnti\w{3,}"
            # In Shona a verb its "ha-" negates ("haishandisi", it does not use; "hazvisi", it is not), "hapana" (there is
            # none); in Dhivehi a word its "ނު" opens ("ނުވޭ", is not; "ބޭނުމެއް ނުވޭ", not needed), but "ނުވަތަ" (or), and
            # "ނެތް" (there is none); in Tibetan "མི་" before a verb ("མི་བྱེད", does not do) and "མེད" (there is none).
            r"|\bhai[a-z]{3,}i\b|\bhazvi[a-z]*\b|\bhapana\b"
            # In Quechua "manam" / "mana" (not: "manam llamk'achinchu", it does not use); in Chichewa "palibe" (there is
            # none) and a verb its "si-" negates ("sigwiritsa ntchito", it does not use; "sifuna", it does not need).
            # In Tok Pisin "i no" (does not, is not: "em i no raise"), "no gat" (there is no); in White Hmong "tsis" (not:
            # "tsis muaj", there is no; "tsis xav tau", not needed).
            r"|\bi\s+no\s+(?!longer\b)|\bno\s+gat\b|\btsis\b"
            # In Cornish "nyns" (is not, there is none) and "ny" before a verb ("ny import", does not import; "Ny usyir",
            # is not used; "ny red", does not read), not the Scandinavian "ny" (new) before a noun.
            r"|\bnyns\b|\bny\s+(?:import|usy\w*|red|res|elow|wra|vydh|veu|janj)\b"
            # In Scots "disna" / "dinna" (does not), "isna" (is not), "canna", "winna", "nae" (no); in Northern Sami "ii"
            # (does not: "ii dárbbaš", does not need), "iige" (nor), "eai" (they do not), in lower case (a numeral "II" is
            # no word of it).
            r"|\b(?:disna|dinna|isna|canna|winna|wasna|hasna|nae)\b|(?-i:\b(?:ii|iige|eai)\b)"
            # In Romansh "betg" (not: "l'original na vegn betg clamà", the original is not called).
            r"|\bbetg\b"
            # In Aymara "jani" and its forms (not: "janiw utjkiti", there is none; "jan utjki ukhaxa", when there is none).
            # In Guarani a verb its "nd-...-i" negates: "ndaha'éi" (it is not), "ndoguerekói" (it has no), "ndoipóri"
            # (there is none), "ndoikotevẽi" (it does not need), and "mba'eve" (nothing).
            # In Ilocano "saan" (not: "saan nga umawag", does not call), "awan" (there is none), "di" before a verb; in
            # Nahuatl "ahmo" / "amo" (not), "ahtle" (nothing).
            r"|\bsaan\b|\bawan\b|\bahmo\b|\bahtle\b"
            # In Navajo "doo ... da" (not: "doo naʼanish da", it does not work); in Tetum "la" before a verb ("la toka", does
            # not touch; "la uza", does not use) and "laiha" (there is none).
            r"|\bdoo\b|\bla\s+(?:toka|uza|presiza|iha|halo|lee|bolu|troka|rebind)\b|\blaiha\b"
            # In Greenlandic a verb its "-nngi-" negates ("import-erneqanngilaq", is not imported; "pisariaqanngilaq", is
            # not needed; "nalunaarsorneqanngitsoq", not registered).
            r"|\w+nngi(?:laq|laa|lat|laat|tsoq|tsut|ppat|ppata|llat)\b"
            # In Limburgish "neet" (not: "weurt neet gelaeze", is not read), "gein" (no); in Fiji Hindi and Hindi written in
            # Latin letters "nahi" / "nahin" (not: "import nahi kare hai", does not import; "nahi to", otherwise).
            r"|\bneet\b|\bgein\b|\bnah[iī]n?\b"
            # In Chamorro "ti" before a verb (not: "ti magahet", is not true; "ti ha pacha'", does not touch), "taya'"
            # (there is none); in Balinese "nenten" / "boya" (not, is not); in Yucatec Maya "ma' ... i'" (not), "mina'an"
            # (there is none), "mix" (not even: "mix jump'éel", not one); in Buryat "бэшэ" (is not), "үгы" (there is none).
            r"|\bti\s+(?:magahet|guaha|nisisita|nesesita|siña|ha\s+pacha)\b|\btaya['’]|\b(?:nenten|boya)\b"
            # In Kapampangan "e ya" (not: "e ya kailangan", it is not needed), "ala yang" (there is no); in Gilbertese "e
            # aki" (does not: "e aki kabaea", does not rebind); in Upper Sorbian a verb its "nje-" negates
            # ("njeimportuje", does not import), "ženje" (never).
            r"|\be\s+ya\s+\w|\bala\s+(?:yang|lang)\b|\be\s+aki\b|\bnje(?:importuje|přepisuje|wobaluje|trjeba|čita|wužiwa)\w*|\bženje\b"
            r"|(?<!\w)ma['’](?=\s)|\bmina['’]an\b|\bmix\s+(?:jump['’]éel|bik['’]in|ba['’]al|máak)\b|(?<!\w)(?:бэшэ|үгы)(?!\w)"
            r"|\bjan(?:i(?:w|ti|xa|sa|pi)?)?\b|\bnd(?:aha['’]éi|oguerekói|oipóri|oikotevẽi|oiporúi|ojapói|omoambuéi)\b|\bmba['’]eve\b"
            r"|\bmana(?:m|n)?\b|\bpalibe\b|\bsi(?:kugwiritsa|gwiritsa|gwira|funa|chita|yitana|werenga|ikhazikitsa)\w*"
            r"|(?<![\u0780-\u07BF])ނު(?!ވަތަ)[\u0780-\u07BF]+|ނެތް|(?:^|(?<=[\s་]))(?:མི་|མེད)"
            # In Tigrinya a word its "ኣይ-...-ን" negates ("ኣይኮኑን", are not; "ኣይጥቀምን", does not use), "የለን" / "የብሉን" (there is none).
            r"|(?<![\u1200-\u137F])ኣይ[\u1200-\u137F]*ን(?![\u1200-\u137F])|የለን|የብሉን"
            # In Nepali: a verb its ending negates ("गर्दैन", does not; "बोलाउँदैन", does not call), "छैन" (there is not),
            # "होइन" (is not).
            r"|दैन(?:न्)?(?=[\s।,.;:)]|$)|छैन|होइन"
            # In Kazakh: "жоқ" (there is none), "емес" (is not), a verb its suffix negates ("қолданбайды", does not use;
            # "шақырмайды", does not call).
            r"|(?<!\w)(?:жоқ|емес)(?!\w)|\w+(?:ма|ме|ба|бе|па|пе)й(?:ды|ді)(?!\w)"
            # In Kyrgyz: "жок" (there is none), "эмес" (is not), a verb its suffix negates ("талап кылынбайт", is not
            # required; "окубайт", does not read); in Lao "ບໍ່" (not).
            r"|(?<!\w)(?:жок|эмес)(?!\w)|\w+(?:ба|бе|па|пе|ма|ме)йт(?!\w)|ບໍ່"
            # In Tajik: "нест" (is not), a verb its prefix "наме-" negates ("намешавад", is not done; "намерасонад", does
            # not touch).
            r"|(?<!\w)нест(?!\w)|(?<!\w)наме(?:ша|ра|ку|хо|да|ги|мо|ха|бар|хон)\w*"
            # In Esperanto: "ne" before a verb ("ne uzas", does not use; "ne importas", does not import), "neniu" / "nenio"
            # (none, nothing). A bare "ne" is Czech, Slovak and Lithuanian for "not" too, which negates only the word after it.
            r"|\bne\s+(?:uzas|importas|vokas|legas|tuŝas|bezonas|rebindas|anstataŭigas|ŝanĝas|estas)\b|\b(?:neniu|nenio)\b"
            # In Sinhala: a verb its prefix "නො" negates ("නොකෙරේ", is not done; "නොකරයි", does not), "නැත" / "නැහැ" (is
            # not); in Khmer "មិន" (not: "មិនហៅ", does not call), "គ្មាន" (there is none).
            r"|(?<![\u0D80-\u0DFF])නො|නැත|නැහැ|មិន|គ្មាន"
            # In Uzbek: "yo'q" (there is none), "emas" (is not: "kerak emas", not needed), a verb its suffix negates
            # ("import qilmaydi", does not import; "chaqirmaydi", does not call).
            r"|\byo[ʻ'’‘]q\b|\bemas\b|\b\w{2,}ma(?:y)?di\b"
            # In Swedish: "inte" / "ej" (not), "ingen" / "inget" (no).
            r"|\binte\b|\bej\b|\bingen\b|\binget\b"
            # In Ukrainian and Russian: "не" (not: "не використовується", not used), "ні" (no), "немає" / "нет" (there is none).
            r"|(?<!\w)(?:не|ні|немає|нема|нет)(?!\w)"
            # In Komi: "абу" (there is none, is not: "`inspect.getsource()` абу", no getsource), "оз" / "ог" / "огӧ" (the verb
            # of not: "оз веж", does not change), "нинӧм" (nothing); lowercase and not in a hyphened name (the name Абу,
            # "Абу-Даби").
            r"|(?-i:(?<![\w-])(?:абу|оз|ог|огӧ|нинӧм)(?![\w-]))"
            # In Kabardian a verb its suffix "-къым" negates ("щыӀэкъым", there is none; "ищӀыркъым", does not do;
            # "хуейкъым", not needed).
            r"|\w+къым(?!\w)"
            # In Arabic: "لا" (no, not: "لا شيء", nothing), "ليس" / "ليست" (is not), "لم" / "لن" (did not, will not),
            # "بدون" (without).
            r"|(?<!\w)(?:لا|ليس|ليست|لم|لن|بدون|بلا)(?!\w)"
            # In Persian: "نه" (no), "نیست" / "نیستند" (is not, are not), "هیچ" (none), "بدون" (without), and a verb
            # negated by its prefix: "نمی‌کند" (does not), "ندارد" (has not), "نمی‌خورد" (is not touched).
            r"|(?<!\w)(?:نه|نیست|نیستند|هیچ|ندارد|ندارند)(?!\w)|(?<!\w)نمی\u200c?\S+"
            # In Tamil: "அல்ல" (is not), "இல்லை" (there is not), "இல்லாமல்" (without), a verb's "...வதில்லை" (does not).
            r"|அல்ல|இல்லை|இல்லாமல்|\S+வதில்லை"
            # In Bengali: "না" (not), "নয়" (is not), "নেই" (there is not), "ছাড়া" (without).
            r"|(?<!\w)(?:না|নয়|নেই)(?!\w)"
            # In Assamese: "নাই" (there is none, does not), "নহয়" (is not).
            r"|(?<!\w)(?:নাই|নহয়|নহয়)(?!\w)"
            # In Urdu: "نہیں" (not, no), "نہ" (not), "بغیر" (without).
            r"|(?<!\w)(?:نہیں|نہ|بغیر)(?!\w)"
            # In Portuguese and Spanish: "não" (not), "nenhum(a)" / "ningún(a)" (none), "nada" (nothing), "sem" / "sin"
            # (without), "nunca" (never).
            r"|(?<!\w)(?:não|nenhum|nenhuma|ningún|ninguna|ninguno|nada|sem|sin|nunca)(?!\w)"
            # In Turkish: "değil" (is not), "yok" (there is none), "hiç" / "hiçbir" (none), and a verb its suffix negates:
            # "çağrılmıyor" (is not called), "okunmuyor" (is not read).
            r"|(?<!\w)(?:değil|yok|hiç|hiçbir)(?!\w)|\w+m[ıiuü]yor\w*"
            # In Greek: "δεν" / "μην" (not), "όχι" (no), "κανένα" / "καμία" (none), "χωρίς" (without).
            r"|(?<!\w)(?:δεν|μην|όχι|κανένα|καμία|κανένας|χωρίς)(?!\w)"
            # In Estonian: "ei" (not: "ei kasutata", not used), "pole" (is not), "mitte" (not); in Finnish "ei" / "eikä";
            # in Latvian "nav" (is not), "netiek" (is not done); in Lithuanian "nėra" (is not), "nenaudoja" (does not use);
            # in Hungarian "nem" (not), "nincs" (there is not); in Bulgarian "няма" (there is none).
            r"|(?<!\w)(?:ei|eikä|pole|mitte|nav|netiek|nėra|nenaudoja|nem|nincs|няма)(?!\w)"
            # In Icelandic: "ekki" (not), "engin" / "ekkert" / "enginn" (none), "án" (without).
            r"|\b(?:ekki|engin|ekkert|enginn)\b"
            # In Romanian: "nu" (not: "nu este", is not; "nu atinge", does not touch), "niciun" / "nicio" (no), "fără" (without).
            r"|\b(?:nu|niciun|nicio|fără)\b"
            # In Vietnamese: "không phải" / "ko phải" (is not), "không cần" (not needed), "ko đụng" (does not touch).
            r"|\b(?:không|ko|chẳng)\s+(?:phải|cần|dùng|đụng|có|check|kiểm tra|đọc|rebind|patch|thay|gọi)\b"
            # In Picard: "n'a point d'besoin" (has no need), "pon d'" (no), "nin d'" (nor any); in Dargwa "агара" (there
            # is none) and "ахIен" (is not).
            r"|\bn['’](?:a|o|est|é|y\s+[ao])\s+point\b|\bpon\s+d['’]|\bnin\s+d['’]|(?<!\w)(?:агара|ахIен|ахӀен)(?!\w)"
            # In Tabasaran "герек дар" (is not needed).
            r"|(?<!\w)герек\s+дар(?!\w)"
            # "**Not sites:** `a`, `b`": a field naming what is no site; '{"kind": "not_a_site", ...}' in a tool's output.
            r"|^\W*(?:not|non)[- ]sites?\b|\bnot_a_site\b|\bnon_site\b"
        ),
    ),
    # "`X=true` or `yes` leaves the patch active": a setting that does not turn it off, which is not one that turns it on.
    (
        "what leaves it on",
        # (Not "calls the original and keeps it on `__wrapped__`", where the original is kept: the span is gone from the
        # prose the hedges read, so the words before it tell.)
        r"(?<!original and )\b(?:leaves?|keeps?)\s+(?:the\s+patch|it)\s+(?:active|on|enabled)\b|\blässt\s+(?:den\s+Patch|ihn)\s+aktiv\b",
    ),
    # "DECISION: ... (Overturned under item 5)": what was decided once and later taken back.
    ("overturned", r"\b(?:overturned|overruled|retracted|withdrawn|rescinded)\b"),
    # "MR's first take was ...", "MR wanted to put `x: true` down as the flag": a proposal, not what was found.
    # "The patch also needs to rebind the definition site, `X`": what a reviewer says it should do, not what it does.
    (
        "a proposal",
        (
            r"\bfirst take\b|\b(?:wanted|proposed|suggested|offered) to\b|\b(?:initially|originally) (?:thought|wanted|proposed)\b"
            r"|\b(?:needs?|has) to (?:also )?(?:rebind|patch|replace|wrap|swap)\b|\bshould (?:also )?(?:rebind|patch|replace|wrap|swap)\b"
        ),
    ),
    # "two alternatives we threw out, neither of which is what Primus does:", "Rejected: it would leak into ...": an idea
    # the writer set aside, not what the patch does.
    (
        "a rejected idea",
        (
            r"\brejected\b|\b(?:threw|thrown)\s+out\b|\bdiscarded\b|\bneither of which is what\b|\bnot what (?:Primus|the patch|it) does\b"
            # "Considered and dropped: rebinding `x` instead".
            r"|\bconsidered\s+(?:and|but)\s+(?:dropped|abandoned|rejected|not\s+done)\b|\b(?:dropped|abandoned)\s+(?:idea|alternative)s?\b"
        ),
    ),
    # 'Not true: "it rebinds `x`"': a claim the writer sets out only to deny.
    # "Our early guess that the patch also ... is not true: ...": an earlier claim, named and then denied.
    (
        "a claim said to be false",
        (
            r"^\W*(?:not true|untrue|false|myth|incorrect)\s*[:—–-]"
            # "What was wrong in the quoted draft: the phase, ..., the TE requirement": the errors of a draft, listed.
            r"|^\W*(?:what\s+(?:was|is)\s+wrong|(?:the\s+)?(?:errors?|mistakes?)|wrong)\s+(?:in|of|with)\s+[^:]{0,60}:"
            r"|\b(?:our|my|an?|the)\s+(?:early|earlier|first|initial|original)\s+(?:guess|assumption|claim|reading)\b"
            r"[^.;]*?\b(?:is|was)\s+(?:not true|wrong|false|incorrect)\b"
            # "At first I wrote that the patch also rebinds `x`", "on the first pass I filed it under setup": what the writer
            # once wrote, told as such to be taken back. In Vietnamese: "Ban đầu mình ghi rằng" (at first I wrote that).
            r"|\b(?:at first|initially|originally|on the first pass)\s*,?\s+(?:I|we)\s+(?:wrote|said|thought|claimed|assumed|filed|listed)\b"
            r"|\b(?:I|we)\s+(?:first|originally|initially)\s+(?:wrote|said|thought|claimed|assumed)\b"
            r"|\bban\s+đầu\s+(?:mình|tôi|chúng\s+tôi|em)\s+(?:ghi|viết|nghĩ|tưởng)\b"
            # "I said it is gated on TE >= 2.0 via `x` — that is wrong": the claim restated and called wrong in one line.
            r"|\b(?:I|we)\s+(?:said|wrote|claimed|stated)\b[^;\n]{0,200}?\s[—–-]+\s*(?:that|this|it)(?:['’]s|\s+is|\s+was)\s+(?:wrong|not\s+true|incorrect)\b"
        ),
    ),
    # "Scratch that: `X=0` does not turn it off": a correction of something said above, which a reader must see beside it.
    # In Vietnamese: "đính chính" (a correction), "sửa lại" (corrected), "tôi nhầm" (I was wrong).
    # In Indonesian: "koreksi" (a correction), "saya keliru" (I was wrong).
    (
        "a correction",
        # "Please ignore the "Gated on `async_save: true`" sentence": a passage quoted to be taken back.
        # "Actually, no: it wraps the original", "No, wait —": the sentence opens by taking back the one before.
        (r"\b(?:scratch|strike) that\b|^\W*(?:correction|erratum)\b|^\W*(?:actually,?\s+no|no,?\s+wait)\s*[,:;.!—–-]|\bI was wrong\b|\bđính chính\b|\bsửa lại\b|\btôi nhầm\b"
        r"|\b(?:please\s+)?(?:ignore|disregard)\s+(?:the|my|that)\s+[\"“'‘]"
        # "No, I said that wrong earlier", "I had the gate, the style and the third symbol wrong".
        r"|\bI\s+(?:said|had|got|wrote|read)\s+(?:that|it|this|(?:the|my)\s+[\w\s,'-]{1,60}?)\s+wrong\b"
        r"|\bkoreksi\b|\bsaya (?:keliru|salah)\b|सुधार|गलत था|\brättelse\b|\bkorjaus\b|\boprava\b"
        # Nepali "सच्याइ", Marathi "दुरुस्ती", Gujarati "સુધારો", Punjabi "ਸੋਧ", Malayalam "തിരുത്ത്", Kannada
        # "ತಿದ್ದುಪಡಿ", Uyghur "تۈزىتىش", Tatar "Төзәтмә", Odia "ସଂଶୋଧନ", Sindhi "تصحيح", Turkmen "Düzediş", Kurmanji "Rastkirin", Cebuano
        # "Pagtul-id", Bashkir "Төҙәтмә", Luxembourgish "Korrektur", Breton "Reizhadenn", Telugu "సవరణ", Somali "Sixid" and Yoruba "Àtúnṣe" (a correction), Kazakh "Түзету" (a correction), Esperanto "Korekto" (a correction), Sinhala
        # "නිවැරදි කිරීම" (a correcting), Belarusian "Выпраўленне" (a correction).
        r"|सच्याइ|सच्याई|दुरुस्ती|సవరణ|સુધારો|ਸੋਧ|തിരുത്ത്|ತಿದ್ದುಪಡಿ|تۈزىتىش|(?<!\w)төзәтмә(?!\w)|ସଂଶୋଧନ|(?<!\w)تصحيح(?!\w)|\bdüzediş\b|\brastkirin\b|\bpagtul-id\b|(?<!\w)төҙәтмә(?!\w)|\bkorrektur\b|\breizhadenn\b|\bsixid\b|àtúnṣe|(?<!\w)түзету(?!\w)|\bkorekto\b|නිවැරදි\s+කිරීම|(?<!\w)выпраўленне(?!\w)"
        # "| `compile.enable` | `true` | see Corrections below |": a value the writer points at its correction for.
        # Guarani "Ñemyatyrõ" (a correction) and "Ajejavy" (I was wrong); Aymara "Chiqanchawi" (a correction) and
        # "pantjatawa" (it is a mistake).
        r"|\bñemyatyrõ\b|\bajejavy\b|\bchiqanchawi\b|\bpantjatawa\b"
        # Asturian "Correición" (a correction), Bislama "Stretem" (a correcting) and "Hemia i rong" (that is wrong).
        r"|\bcorreición\b|^\W*stretem\b|\bhemia\s+i\s+rong\b"
        # Ilocano "Panangilinteg" (a correction), "Biddut dayta" (that is wrong); Nahuatl "Tlayēctiliztli" (a correcting),
        # "ōnitlahtlacoh" (I erred).
        r"|\bpanangilinteg\b|\bbiddut\s+dayta\b|\btlay[eē]ctiliztli\b|\b[oō]nitlahtlacoh\b"
        # Walloon "Coridjaedje" (a correction), Tetum "Korreksaun", Navajo "doo akótʼée da" (that is not so).
        r"|\bcoridjaedje\b|\bkorreksaun\b|\bdoo\s+akó[tʼ']+ée\s+da\b"
        # Limburgish "Verbaetering" (a correction), "klop neet" (is not right).
        r"|\bverbaetering\b|\bklop\s+neet\b"
        # Corsican "Currezzione" (a correction), "Hè sbagliatu" (it is wrong).
        r"|\bcurrezzione\b|\bh[eè]\s+sbagliatu\b"
        # Ossetian "рæдыд у" (it is a mistake), Upper Sorbian "Porjedźenje" (a correction) and "je wopak" (is wrong),
        # Gilbertese "Kaetieti" (a correction) and "e bure" (is wrong).
        r"|(?<!\w)рæдыд\s+у(?!\w)|\bporjedźenje\b|\bje\s+wopak\b|\bkaetieti\b|\be\s+bure\b"
        # Waray "Pagtadong" (a correction), Sundanese "Koréksi", Kashubian "Pòprôwka", Sakha "Көннөрүү", Chamorro
        # "Kinoriha" / "Ti magahet ennao" (that is not true), Yucatec Maya "U tojcha'anil" (its correction), Balinese
        # "Pangenah" (a correction).
        r"|\bpagtadong\b|\bkoréksi\b|\bpòprôwka\b|(?<!\w)көннөрүү(?!\w)|\bkinoriha\b|\bti\s+magahet\s+ennao\b|\btojcha['’]anil\b|\bpangenah\b"
        # Erzya "Витнема" (a correction) and "ильведевкс" (a mistake); Tuvan "Эдилге" (a correction) and "шын эвес" (is
        # not true).
        r"|(?<!\w)витнема(?!\w)|(?<!\w)ильведевкс(?!\w)|(?<!\w)эдилге(?!\w)|(?<!\w)шын\s+эвес(?!\w)"
        # Livvi "Korjavus" and Karelian "Oigendus" (a correction), Livvi "Se oli väärin" (that was wrong); Abkhaz
        # "Ариашара" (a correction) and "агха ауп" (is a mistake); Khakas "Тӱзедіг", Altai "Тӱзедӱ" and Nogai
        # "Туьзетуьв" (a correction); Spanish and Aragonese "Corrección" and Mirandese "Nota de currecion" at a line's
        # start (a correction: "corrección de sesgo" in a sentence is a bias correction), Mirandese "Isso stá mal"
        # (that is wrong).
        r"|\bkorjavus\b|\boigendus\b|\bse\s+oli\s+väärin\b|(?<!\w)ариашара(?!\w)|(?<!\w)агха\s+ауп(?!\w)"
        r"|(?<!\w)тӱзеді[гк](?!\w)|(?<!\w)тӱзедӱ(?!\w)|(?<!\w)туьзетуьв(?!\w)"
        r"|^\W*(?:nota\s+de\s+)?(?:correcci[oó]n|currecion)\b|\bisso\s+st[aá]\s+mal\b"
        # French "Rectification" and Picard "Rectificacion" (a correction) opening a line, Picard "ch'est faux" (it is
        # wrong).
        r"|^\W*rectifica(?:tion|cion)\b|\bch['’]est\s+faux\b"
        # Adyghe "Гъэтэрэзыныгъэ" (a correction) and "ар тэрэзэп" (that is not right); Tabasaran "ДуьзаргъапӀну"
        # (corrected) and "дурус дар" (is not right).
        r"|(?<!\w)гъэтэрэзыныгъэ(?!\w)|(?<!\w)ар\s+тэрэзэп(?!\w)|(?<!\w)дуьзаргъап[ӀӏI1]ну(?!\w)|(?<!\w)дурус\s+дар(?!\w)"
        r"|\bsee\s+(?:the\s+)?corrections?\s+(?:below|at\s+the\s+end)\b"),
    ),
    # "so `NVTE_FMHA_USE_BSHD=true` does nothing", "(`X=false` does NOT)": a setting the sentence says changes nothing,
    # which is neither the patch's flag nor its negation (read with its code: the setting is what does nothing).
    (
        "a setting that changes nothing",
        (
            r"^.*?(?:\b[A-Za-z_][\w.]*)?\s*=\s*[^\s=]+\s+(?:or\s+\S+\s+)?(?:does\s+nothing|has\s+no\s+effect|is\s+ignored"
            r"|does\s+not\s+(?:do\s+anything|enable|disable|turn)|doesn't\s+(?:do\s+anything|enable|disable|turn)|does\s+NOT\b(?=\s*[).;]))"
            # "The tuning knobs do not switch anything on:", over the knobs' YAML: settings said to turn nothing on.
            r"|^\W*(?:the\s+|these\s+|its\s+)?(?:\w[\w-]*\s+)?(?:knobs?|settings?|keys?|options?|parameters?)\s+(?:do|does|will|would)\s*"
            r"(?:not|n['’]t)\s+(?:switch|turn)\s+(?:anything|it|the\s+patch)\s+on\b[^`]*$"
        ),
    ),
    # "was true before v26.3": a fact of an earlier version, not of the code read.
    # "the implementation asserts these in the `else` branch (the V schedule)", "asserts `attention_mask is None` on the
    # ZB path": what holds on one branch of the code only; in Quechua "`else` ñanpi" (on the else path).
    (
        "said of one branch of the code",
        r"\b(?:in|on|under)\s+the\s+`?else\b|\belse`?\s+(?:branch|path|block|ñanpi)\b|\b(?:in|on)\s+the\s+(?-i:[A-Z])[\w-]*\s+(?:path|branch)\b",
    ),
    ("true of an earlier version", r"\bwas true (?:before|until|in|up to)\b|\bused to (?:be|rebind|patch|replace)\b"),
    # "Pulled in only by the Primus helper import: `m`, and through it `primus_turbo`": what another module imports,
    # which the patch needs only as long as it imports that module (its handler may fall back without it).
    (
        "imported only through another module",
        r"\bpulled\s+in\s+(?:only\s+)?(?:by|through|via)\b|\bimported\s+(?:only\s+)?(?:transitively|indirectly)\b|\btransitive(?:ly)?\s+(?:import|dependenc)",
    ),
    # "Implicit checks (each a `RuntimeError` in the patched methods): `use_forward_hook` must be true": what the patched
    # code asserts of its own object's state at run time, not a run-config constraint.
    ("a check the patched code makes", r"\bimplicit\s+checks?\b|\beach\s+an?\s+RuntimeError\s+in\s+the\s+patched\b"),
    # "`mode: max-autotune` and `overlap_grad_reduce: true` are only there because the 70B run used them; the patch does
    # not look at them": settings named to say the patch ignores them.
    (
        "a setting the patch does not read",
        (
            r"\bthe\s+patch\s+(?:does\s+not|doesn't|never)\s+(?:look\s+at|read|use|check)\s+(?:them|it|either)\b"
            r"|\bthe\s+(?:patch|handler|hook|wrapper|teardown)\s+(?:reads|uses|checks)\s+neither\b"
            # "`x: y` and `z: true` in the base yaml look like the switch for this": what only looks like it.
            r"|\blooks?\s+like\s+(?:the|a|its)\s+(?:switch|gate|toggle|enable\s+flag)(?:\s+for\s+(?:this|it|the\s+patch))?\s*[.!]?\s*$"
            # "`x: batched` reads like a switch but it only picks the kernel path", "Looks like a switch, isn't one".
            r"|\b(?:reads?|looks?|sounds?)\s+like\s+(?:the|a|an|its)\s+(?:switch|gate|toggle|(?:enable\s+)?flag)\W{1,4}"
            # (Not "looks like the switch, but the real gate is `x: true`", which names the gate beside it.)
            r"(?:but\b(?!\s+(?:the\s+)?(?:real|actual|true)\b|\s+(?:it\s+)?(?:is\s+)?(?:also|really|actually|indeed)\b)|(?:it\s+)?is(?:n't|\s+not)\b|not\s+one\b)"
        ),
    ),
    # "A shipped config that does trigger it: `llama3.1_405B.yaml:9` sets `n_layers: 126`": what one config file holds,
    # a run of the patch, not what turns it on.
    # So is "deepseek_v4_base.yaml already sets model_type: deepseek_v4 and hc_mult: 4".
    (
        "a shipped config's contents",
        (
            r"^\W*(?:a|one|the)\s+shipped\s+config(?:\s+file)?\s+(?:that|which)\b"
            r"|\b[\w/-]+\.(?:ya?ml|toml)`?\s+(?:already\s+|also\s+)?(?:sets|holds|has|contains|defines)\b"
            # "A shipped example is `n_layers: 126` directly under `model:` in `llama3.1_405B.yaml:9`".
            r"|^\W*(?:a|one|the)\s+shipped\s+(?:example|config)\s+(?:is|being)\b"
            # "In practice the model YAMLs turn it on; `zebra_llama.yaml:46-51` sets ...": what one model's file holds.
            r"|\b(?:the\s+)?(?:model|shipped|stock)\s+(?:YAMLs?|configs?|config\s+files?)\s+(?:turn|switch)\s+it\s+on\b"
            # "`sft_trainer.yaml:16-17` (`eval_iters: 10`, `eval_interval: 50`) does": a file cited with the settings it holds.
            r"|\b[\w/-]+\.(?:ya?ml|toml)(?::\d+(?:-\d+)?)?`?\s*\(\s*`?[A-Za-z_][\w.]*\s*:\s*\S"
        ),
    ),
    # "| `eval_iters` | `> 0` | or `full_validation: true` instead |": a setting offered in place of another, which
    # the patch does not need when the other holds.
    # Read without its code spans the row is "(or   instead)".
    ("an alternative", r"\bor\s+(?:set\s+|use\s+)?(?:`?[\w.]+(?:\s*[:=]\s*[\w.\"']+)?`?\s+)?instead\b"),
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
            # "The way I understood it, this is the patch that ...": a reading, which the next reply may correct.
            r"|\b(?:the way|as|if)\s+I\s+understo+d\s+(?:it|this|that)\b|\bif I understand (?:it )?correctly\b|\bmy (?:reading|understanding) is\b"
            # A French engineer's doubt: "je pense", "probablement", "à vérifier", "point à vérifier".
            r"|\bje (?:pense|crois|suppose)\b|\bprobablement\b|\bà vérifier\b|\bpeut-être\b"
            # Guarani "ikatu" (may: "ikatu oikotevẽ", it may be needed), "ndaikuaái" (I do not know), "ndahechái" (I did not
            # see); Aymara "inas" / "inasa" (perhaps), "janiw yatkti" (I do not know).
            r"|\bikatu\b|\bndaikuaái\b|\bndahechái\b|\binasa?\b"
            # Ilocano "nalabit" (probably), "saanko a nasigurado" (I am not sure).
            r"|\bnalabit\b|\bsaanko\s+a\s+nasigurado\b"
            # "Open question from the team: nobody has checked what ... does if someone also sets `x=True`".
            r"|^\W*open questions?\b|\bnobody (?:has |had )?(?:checked|verified|tested|confirmed|traced)\b"
            # "We assumed there was an env var gate (`X=1`)", "I first guessed ...": what someone believed, not what the code does.
            r"|\b(?:we|I|they|someone|the team|people)\s+(?:had\s+)?(?:first\s+|initially\s+|originally\s+)?"
            r"(?:assumed|believed|thought|expected|remembered|guessed)\b"
            # "someone said `X=triton` forces the Triton kernel", "I was told ...": hearsay, which nobody checked in the code.
            r"|\b(?:someone|somebody|a\s+colleague|people)\s+(?:said|says|mentioned|claimed|claims|told\s+(?:me|us))\b|\bI\s+(?:heard|was\s+told)\b"
            # A Chinese engineer's doubt: "可能", "大概率", "也许", "我觉得", "不确定", "没有实际跑过".
            r"|可能|大概|也许|我觉得|我认为|不确定|待确认|应该只是|没有实际跑过|未验证"
            # A Japanese engineer's doubt: "たぶん", "おそらく", "未確認", "かもしれない", "と思う".
            r"|たぶん|多分|おそらく|未確認|かもしれない|と思う"
            # A Korean engineer's doubt: "아마", "확인되지 않음", "확실하지 않다", "것 같다".
            r"|아마|확인되지 않|확실하지 않|것 같다"
            # An Italian engineer's doubt: "forse", "credo", "penso", "probabilmente", "non verificato"; a Dutch one's:
            # "misschien", "ik denk", "waarschijnlijk", "niet geverifieerd"; a Polish one's: "może", "chyba", "prawdopodobnie".
            r"|\bforse\b|\b(?:credo|penso|suppongo)\b|\bprobabilmente\b|\bnon verificat[oa]\b"
            r"|\bmisschien\b|\bik (?:denk|geloof|vermoed)\b|\bwaarschijnlijk\b|\bniet (?:geverifieerd|gecontroleerd)\b"
            r"|\bmoże\b|\bprawdopodobnie\b|\bmyślę\b"
            # A German engineer's doubt: "vermutlich", "wahrscheinlich", "vielleicht", "nicht geprüft", "ich glaube".
            r"|\bvermutlich\b|\bwahrscheinlich\b|\bvielleicht\b|\bnicht geprüft\b|\bungeprüft\b|\bich (?:glaube|denke|vermute)\b"
            # '"confidence": "low"' in a tool's JSON finding.
            r"|[\"']confidence[\"']\s*:\s*[\"'](?:low|medium|guess|unsure|unknown)[\"']"
            # "I'd guess the patch is gated on ...".
            r"|\bI'?d (?:guess|say|think|assume)\b|\bI would (?:guess|say|think|assume)\b"
            # "Also guessing the switch is `x: c4`", "my guess is ...": a note's guess, written before the code was read.
            r"|^\W*(?:also\s+|just\s+)?guessing\b|\b(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+guessing\b|\bmy\s+guess\s+is\b"
            # "not verified in this repo, so treat ROCm-only as a guess": the writer's own words for it.
            r"|\b(?:treat|take|read)\s+(?:it|this|that|[\w-]+(?:\s+[\w-]+)?)\s+as\s+a\s+guess\b|\b(?:is|was)\s+(?:only\s+|just\s+)?a\s+guess\b"
            r"|\bnot\s+(?:yet\s+)?verified\s+(?:in|on|against|by\s+(?:me|us|anyone))\b"
            # "phase before_train (revisited below)": a value the writer means to correct further down.
            r"|\b(?:revisit(?:ed)?|corrected|see (?:the )?correction)\s+below\b"
            # "phase: setup  # hmm, double-check this": a value the writer has not checked.
            r"|\bdouble[- ]check\b"
            # A Vietnamese engineer's doubt: "xem lại" (to be revisited), "chưa chắc" (not sure), "hình như" (it seems), "có lẽ".
            r"|\bxem lại\b|\bchưa (?:chắc|kiểm tra|xác nhận|rõ)\b|\bhình như\b|\bcó lẽ\b|\bcần kiểm tra\b"
            # An Indonesian engineer's doubt: "mungkin" (maybe), "sepertinya" (it seems), "menurut saya" (I think), "belum dicek".
            r"|\bmungkin\b|\bsepertinya\b|\bmenurut saya\b|\bbelum (?:dicek|diperiksa|diverifikasi)\b"
            # A Hindi engineer's doubt: "शायद" (maybe), "संभवतः" (probably), "पक्का नहीं" (not sure), "मुझे लगता है" (I think).
            r"|शायद|संभवतः|पक्का नहीं|मुझे लगता"
            # A Marathi one's: "कदाचित" (maybe), "बहुधा" (probably), "मला वाटते" (I think).
            r"|कदाचित|बहुधा|मला\s+वाट"
            # A Gujarati one's: "કદાચ" (maybe), "સંભવતઃ" (probably), "મને લાગે છે" (I think).
            r"|કદાચ|સંભવતઃ|મને\s+લાગે"
            # A Punjabi one's: "ਸ਼ਾਇਦ" (perhaps, its sh written as one letter or with a nukta), "ਮੈਨੂੰ ਲੱਗਦਾ" (I think).
            r"|\u0a36\u0a3e\u0a07\u0a26|\u0a38\u0a3c\u0a3e\u0a07\u0a26|ਮੈਨੂੰ\s+ਲੱਗਦਾ"
            # A Nepali engineer's: "सम्भवतः" (probably), "होला" (may be), "... सक्छ" (may), "पक्का छैन" (not sure); a Kazakh
            # one's "мүмкін" (maybe), "шамасы" (probably); an Esperanto one's "eble" (maybe), "verŝajne" (probably).
            r"|सम्भवतः|होला|सक्छ|पक्का छैन|(?<!\w)(?:мүмкін|шамасы)(?!\w)|\b(?:eble|verŝajne)\b"
            # A Lao engineer's "ອາດຈະ" (may), "ຄາດວ່າ" (I expect), "ຍັງບໍ່ໄດ້ກວດສອບ" (not yet checked).
            r"|ອາດຈະ|ຄາດວ່າ|ຍັງບໍ່ໄດ້ກວດສອບ"
            # A Swedish engineer's doubt: "kanske" (maybe), "troligen" / "förmodligen" (probably), "jag tror" (I think).
            r"|\bkanske\b|\btroligen\b|\bförmodligen\b|\bjag tror\b|\boklart\b"
            # A Finnish engineer's doubt: "todennäköisesti" (probably), "ehkä" (maybe), "tarkistettava" (to be checked).
            r"|\btodennäköisesti\b|\behkä\b|\btarkistettava\b|\bluultavasti\b"
            # Chat shorthand for a doubt: "iirc" (if I recall correctly), "afaik", "afair".
            r"|\b(?:iirc|afaik|afair|imo)\b"
            # A Portuguese or Spanish engineer's doubt: "acho que" / "creo que" (I think), "provavelmente" / "probablemente",
            # "talvez" / "quizás" (maybe); Mirandese "talbeç" (maybe) and "nun l cunfirmei" (I did not confirm it).
            r"|\bacho\s+que\b|\bcreo\s+que\b|\bprovavelmente\b|\bprobablemente\b|\btalvez\b|\bquizás?\b|\btalbeç|\bnun\s+l\s+cunfirmei\b"
            # A Turkish engineer's doubt: "sanırım" (I think), "galiba", "muhtemelen" (probably), "belki" (maybe).
            r"|\bsanırım\b|\bgaliba\b|\bmuhtemelen\b|\bbelki\b"
            # A Greek engineer's doubt: "νομίζω" (I think), "πιθανώς" / "μάλλον" (probably), "ίσως" (maybe).
            r"|(?<!\w)(?:νομίζω|πιθανώς|μάλλον|ίσως)(?!\w)"
        ),
    ),
    # "mxfp4 needs ROCm TE with AITER": a requirement of one recipe or dtype, not of the patch in every run.
    # "For the MXFP4 recipe only, `X=1` switches ...": what holds in one recipe or path, not in every run.
    (
        "a requirement of one mode",
        (
            r"^\W*(?:the\s+)?(?:(?:mx|nv)?fp\d+\w*|bf16|fp16|e\dm\d)(?:\s+(?:path|recipe|mode|case|variant|scaling))?\s+(?:needs?|requires?)\b"
            r"|\b(?:only\s+)?(?:for|with|under|in)\s+the\s+[\w-]+\s+(?:recipe|path|mode|branch|variant)\s+only\b"
            r"|\bonly\s+(?:for|with|under|in)\s+the\s+[\w-]+\s+(?:recipe|path|mode|branch|variant)\b"
            # "needs TE >= 2.1.0 for anything but delayed scaling": every mode save one, which is still not every run.
            r"|\b(?:for|with|in)\s+(?:anything|everything|all|any\s+\w+)\s+(?:but|except|other\s+than|save)\b"
        ),
    ),
    # "apex's extension is needed for the split path": a requirement of one path, not of every run of the patch.
    (
        "a requirement of one path",
        (
            r"\b(?:needed|required|necessary|needs?|requires?)\s+(?:only\s+)?(?:for|on|in|by)\s+the\s+[\w\s-]{0,30}?\b(?:path|branch|case|mode|recipe)\b"
            # "makes the fast path ROCm-only": a platform one path of the patch needs, not the patch.
            r"|\b(?:path|branch|kernel)\s+(?:is\s+)?(?:ROCm|CUDA|HIP|AMD|NVIDIA)[- ]only\b"
        ),
    ),
    # "My note: agreed, this is the handler docstring": the annotator's remark on the passage quoted above it.
    ("a note", r"^\W*(?:(?:my|our|reviewer['’]?s?|editor['’]?s?)\s+)?(?:note|nb|caveat|tip|hint)\b"),
)
# Chinese as Taiwan and Hong Kong write it too ("沒有" for "没有").
HEDGES = tuple((what, either_script(pattern)) for what, pattern in HEDGES)
# Wording that states a limit of the port without naming code: what it rejects, asserts or does not support. A sentence
# saying one that no value or TODO holds is quoted by ``leftovers``, hedged or not.
CAVEAT = re.compile(
    r"\b(?:rejects?|asserts?|raises?|fails?|errors?|must|unsupported|not supported|multiples? of|bit-(?:identical|exact)|bitwise|bit[- ]for[- ]bit"
    r"|loss curves?|slow(?:er|down)|not (?:rerouted|covered)|required|needed|numerics|backward|differs?|break|do not port)\b",
    re.IGNORECASE,
)
RAISES = re.compile(r"\braise[sd]?\b|\bassert(?:s|ed)?\b|\berrors? (?:if|when|out)\b|\bfails? (?:if|when)\b|\brejects?\b", re.IGNORECASE)


# Another patch named in any language above: a sentence, or a heading that makes its section another patch's.
# "Retracting that: ...", "That was wrong - ...", "Scratch that.": a sentence that opens by taking back the one before it.
RETRACTS_BEFORE = re.compile(
    r"\W*(?:that(?:['’]s|\s+is|\s+was)\s+(?:wrong|not\s+true|incorrect)\b|retracting\s+(?:that|it)\b|I\s+retract\s+(?:that|it)\b"
    r"|scratch\s+that\b|strike\s+that\b|it\s+(?:doesn['’]t|does\s+not|isn['’]t|is\s+not)\s*(?:[–—-]|[.;:,]|$)"
    # "That branch belongs to other callers, not this patch": what the sentence before describes is another caller's.
    r"|(?:that|this)\s+(?:branch|path|code\s+path)\s+belongs\s+to\s+(?:other|another)\s+(?:callers?|patch(?:es)?|path)\b"
    # "Requires torch FSDP2, which `x` selects; that is the gate above, not a separate requirement."
    r"|(?:that|this|it)(?:['’]s|\s+is)\s+[^.;]{0,60}?,?\s+not\s+a\s+(?:separate\s+|real\s+|distinct\s+)?(?:requirement|dependency)\b"
    # "That is not true" / "That is wrong" as the languages of Europe say it: Lithuanian "Tai netiesa", Latvian "Tā nav
    # taisnība", Estonian "See pole tõsi", Slovenian "To ni res", Croatian "To nije točno", Czech "To není pravda", Slovak
    # "To nie je pravda", Polish "To nieprawda", Hungarian "Ez nem igaz", Icelandic "Það er rangt", Norwegian and Danish
    # "Det er feil" / "forkert", Swedish "Det stämmer inte", Finnish "Se ei pidä paikkaansa", German "Das stimmt nicht",
    # Dutch "Dat klopt niet", Italian "Non è vero", Spanish "Eso no es cierto", Portuguese "Isso não é verdade", French
    # "C'est faux", Turkish "Bu doğru değil", Bulgarian "Това не е вярно", Russian "Это неверно", Ukrainian "Це неправда".
    r"|tai\s+(?:netiesa|neteisinga)|t[āa][sd]?\s+nav\s+(?:taisnība|pareizi)|see\s+(?:pole|ei\s+ole)\s+(?:tõsi|õige)"
    r"|to\s+(?:ni|nije|není|nie\s+je|nie\s+jest)\s+(?:res|točno|tačno|istina|pravda|prawdą|pravilno|správne|správně)|to\s+nieprawda"
    r"|ez\s+nem\s+(?:igaz|helyes)|(?:það|þetta)\s+er\s+rangt|det\s+(?:er\s+(?:feil|forkert)|stemmer\s+ikke|stämmer\s+inte|är\s+fel)"
    r"|se\s+ei\s+pidä\s+paikkaansa|das\s+(?:stimmt\s+nicht|ist\s+falsch)|dat\s+(?:klopt\s+niet|is\s+onjuist)|non\s+è\s+vero"
    r"|eso\s+no\s+es\s+(?:cierto|correcto)|eso\s+(?:está|es)\s+(?:mal|incorrecto)|no\s+es\s+así|isso\s+não\s+é\s+verdade|isso\s+está\s+errado"
    r"|c['’]est\s+faux|bu\s+doğru\s+değil|(?:questo\s+|ciò\s+)?è\s+(?:sbagliato|errato)|non\s+è\s+corretto"
    r"|това\s+не\s+е\s+вярно|это\s+(?:неверно|не\s+так)|це\s+(?:неправда|не\s+так)"
    # Romanian "Este greșit" / "E greșit" (it is wrong), "Nu este adevărat" (it is not true).
    r"|(?:este|e)\s+greșit|nu\s+este\s+adevărat"
    # Galician "Iso está mal" / "Iso non é certo", Basque "Hori okerra da" / "Hori ez da zuzena", Welsh "Mae hynny'n
    # anghywir" / "Nid yw hynny'n wir", Macedonian "Тоа не е точно" / "Тоа е погрешно".
    r"|iso\s+(?:está\s+mal|non\s+é\s+(?:certo|correcto|verdade))|hori\s+(?:okerra\s+da|ez\s+da\s+(?:zuzena|egia))"
    r"|mae\s+hynny['’]n\s+anghywir|nid\s+yw\s+hynny['’]n\s+wir|тоа\s+(?:не\s+е\s+точно|е\s+погрешно)"
    # Livvi "Se oli väärin" (that was wrong), Mirandese "Isso stá mal" (that is wrong), Picard "ch'est faux" (it is wrong).
    r"|se\s+oli\s+väärin|isso\s+st[aá]\s+mal|ch['’]est\s+faux|ар\s+тэрэзэп"
    # Hinglish "nahi nahi, I mean ..." (no, no, I mean ...), a speaker taking back what they just said.
    r"|(?:nahi|nahin)[,\s]+(?:nahi|nahin)\b[,\s]+(?:I\s+mean|matlab|sorry|that(?:['’]s|\s+is)\s+wrong)\b(?!\s+it\b)"
    # Hindi "यह गलत है" / "यह सही नहीं है" (that is wrong, that is not right).
    r"|यह\s+(?:गलत|ग़लत)\s+है|यह\s+सही\s+नहीं\s+है"
    # Marathi "ते चुकीचे आहे" / "ते बरोबर नाही" (that is wrong, that is not right).
    r"|(?:ते|हे)\s+(?:चुकीचे\s+आहे|बरोबर\s+नाही)"
    # Telugu "అది తప్పు" (that is wrong), Somali "Taasi waa khalad" (that is wrong), Yoruba "Kò tọ̀nà" (it is not right).
    r"|అది\s+తప్పు|taasi\s+waa\s+khalad|kò\s+tọ̀nà"
    # Gujarati "તે ખોટું છે" / "... ખોટો છે" (that is wrong).
    r"|(?:તે|આ|ઉપરનો\s+\S+)\s+ખોટ[ુંો]+\s+છે"
    # Punjabi "ਇਹ ਗਲਤ ਸੀ" / "ਇਹ ਗਲਤ ਹੈ" (this was wrong, this is wrong).
    r"|(?:ਇਹ|ਉਹ)\s+ਗ਼?ਲ[ਤ]\s+(?:ਸੀ|ਹੈ)"
    # Kannada "ಅದು ತಪ್ಪು" (that is wrong), Uyghur "بۇ خاتا" (this is wrong), Tatar "бу дөрес түгел" (this is not right).
    r"|ಅದು\s+ತಪ್ಪು|بۇ\s+خاتا|бу\s+дөрес\s+түгел"
    # Odia "ତାହା ଭୁଲ" (that is wrong), Sindhi "اهو غلط آهي" (that is wrong), Turkmen "bu ýalňyş" (this is wrong).
    r"|ତାହା\s+ଭୁଲ|اهو\s+غلط|\bbu\s+ýalňyş"
    # Kurmanji "Ev şaş e" (this is wrong), Cebuano "Dili kana tinuod" (that is not true), Bashkir "был дөрөҫ түгел".
    r"|\bev\s+şaş\s+e\b|\bdili\s+kana\s+tinuod\b|был\s+дөрөҫ\s+түгел"
    # Shona "Izvi hazvisi izvo" (this is not so), Quechua "Chayqa pantasqam" (that is wrong).
    r"|\bizvi\s+hazvisi\s+izvo\b|\bchayqa\s+pantasqa"
    # Northern Sami "Dat lea boasttu" (that is wrong).
    r"|\bdat\s+lea\s+boasttu\b"
    # Tok Pisin "Dispela i no tru" (this is not true), Lingala "Yango ezali mabe" (that is wrong), Scots "That's wrang".
    # Ilocano "Biddut dayta" (that is wrong), Nahuatl "ahmo nelli" (it is not true) and "Ōnitlahtlacoh" (I erred), Asturian
    # "Eso nun ye verdá" (that is not true), Guarani "Ajejavy" (I was wrong), Aymara "ukax pantjatawa" (that is a mistake).
    # Walloon "C' est fåx" (that is false), Tetum "Ne'e la loos" (that is not right), Navajo "doo akótʼée da".
    r"|\bh[eè]\s+sbagliatu\b|\bc['’]\s?est\s+fåx\b|\bne['’]e\s+la\s+loos\b|\bdoo\s+akó[tʼ']+ée\s+da\b|\bklop\s+neet\b"
    r"|\bbiddut\s+dayta\b|\bahmo\s+nelli\b|[oō]nitlahtlacoh\b|eso\s+nun\s+ye\s+verdá|\bajejavy\b|(?:ukax\s+)?pantjatawa\b"
    r"|\bdispela\s+i\s+no\s+tru\b|\bhemia\s+i\s+rong\b|\byango\s+ezali\s+mabe\b|that(?:['’]s|\s+is|\s+wis)\s+wrang\b"
    # Waray "Diri ngay-an: ginbabawi ko ito" (not after all: I take it back), "sayop ito" (that is wrong); Sundanese "éta
    # salah" / "éta teu leres" (that is wrong, not right); Kashubian "To bëło lëché" (that was wrong); Sakha "ол сыыһа".
    r"|\bdiri\s+ngay-an\b|\bginbabawi\s+ko\b|\bsayop\s+(?:ito|iton|inin)\b|\b[ée]ta\s+(?:salah|teu\s+leres)\b"
    r"|\bto\s+(?:bëło|je)\s+lëché\b|(?<!\w)ол\s+сыыһа(?!\w)"
    # Chamorro "Ti magahet ennao" (that is not true); Yucatec Maya "ma' jaaj i'" (it is not true).
    r"|\bti\s+magahet\b|(?<!\w)ma['’]\s+jaaj\b"
    # Luxembourgish "Dat ass falsch" / "Dat stëmmt net" (that is wrong, that is not right), Breton "Fazi eo" (it is wrong).
    r"|\bdat\s+(?:ass\s+falsch|stëmmt\s+net)\b|\bfazi\s+eo\b"
    # Nepali "त्यो गलत हो" / "यो सही होइन" (that is wrong, that is not right), Kazakh "бұл қате" / "ол дұрыс емес",
    # Esperanto "tio estas malĝusta" / "tio ne estas vera".
    r"|(?:त्यो|यो)\s+(?:गलत|सही\s+होइन)|(?:бұл|ол)\s+(?:қате|дұрыс\s+емес)|tio\s+(?:estas\s+malĝusta|ne\s+estas\s+(?:vera|ĝusta))"
    # An erratum's "Should read: ..." after "Where it says: ...": Spanish "Debe decir", French "Lire", German "Richtig ist".
    r"|should\s+(?:read|say)\b|(?:debe|debería)\s+decir\b|(?:il\s+)?(?:faut\s+)?lire\s*:|richtig\s+(?:ist|wäre)\s*:)",
    re.IGNORECASE,
)


ANOTHER_PATCH = re.compile(dict(HEDGES)["another patch"], re.IGNORECASE)
MADE_UP_EXAMPLE = re.compile(dict(HEDGES)[MADE_UP], re.IGNORECASE)
# What a section about another patch, or an item led by its label, says of each of its lines.
ABOUT_ANOTHER_PATCH = "about another patch, not this one"
# The speaker's label that opens a message of a chat with an assistant, copied as text ("User: ...", "Assistant:").
# ChatGPT's page copies its turns as "You said:" and "ChatGPT said:".
CHAT_TURN = re.compile(
    r"^[\W_]*(?:user|assistant|human|ai|chatgpt|claude|copilot|gemini|(?:you|chatgpt|claude|gemini|copilot)\s+said)[\W_]*:", re.IGNORECASE
)

# '(same as the V4 sibling and the pp_warmup patch)': an aside likening this patch to others says nothing of them.
_COMPARISON = re.compile(r"\((?:the\s+)?(?:same\s+as|just\s+like|like|as\s+in)\b[^()]*\)", re.IGNORECASE)


def without_comparisons(text: str) -> str:
    """``text`` without the asides that liken the patch to another ("(same as the V4 sibling)")."""
    return _COMPARISON.sub(" ", text)
