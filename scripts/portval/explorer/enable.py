"""How the patch is turned on: enable.flags, enable.env, enable.side_effects and enable.phase."""

from __future__ import annotations

import ast
import functools
import itertools
import keyword
import math
import re
from collections.abc import Iterator
from typing import Any

from ..frameworks import PARALLEL_ABBREVIATIONS
from .han_script import either_script
from .hedge_words import ANOTHER_PATCH, RETRACTS_BEFORE, without_comparisons
from .paths import IDENT, LITERAL, UPSTREAM_ROOTS, bare_code
from .records import Collector, Found, Todo
from .requires import PACKAGES
from .sentences import DENIED_AFTER, Sentence, cells, column_of, negated, table_headers
from .text import compiled, one_line, plain_text

# What a patch does, said of it by name: "after_train also rebinds `x`", "before_train wraps `y`".
_PATCH_DOES = r"(?:rebind|wrap|patch|replace|install|set|call|read|write|dump)(?:s|es)?\b"

# The phases Primus applies patches in (primus/core/patches/context.py): "convert" runs in the checkpoint converter only.
PHASES = ("setup", "build_args", "before_train", "after_train", "convert")
_ENABLE_CONTEXT = re.compile(
    r"\bcondition|\bgate[sd]?\b|\benabl(?:e|ed|es|ing)\b|\bchecks?\b|\bflags?\b|\bswitch|\bturn(?:s|ed)? on\b|\bwhen\b|\btrigger",
    re.IGNORECASE,
)
# "The patch runs only when `x` is true": the gate of this patch stated plainly, what enable.flags holds.
PATCH_GATE = re.compile(
    r"^\W*(?:the |this )?(?:patch|handler|rebinding|replacement|it)\s+(?:is\s+)?(?:only\s+)?"
    r"(?:runs?|applie[sd]|fires|activates|active|installed|enabled|takes effect|kicks in)\s+only\s+(?:when|if)\b",
    re.IGNORECASE,
)
# A line labelled with another field of the facts ("Dtypes: ...", "Shapes: ..."): a setting it names serves that field.
_OTHER_FIELD_LABEL = re.compile(r"^\W*(?:dtypes?|numerics|precisions?|shapes?|tolerances?|backward)\s*:", re.IGNORECASE)
_GATE_LABEL = re.compile(r"^[\W_]*(?:gate|condition|enable(?:d)?(?: by| when| with)?|how to enable|to enable)\s*:", re.IGNORECASE)
# "gets `x` switched back to `False`", "resets `x`": what the handler writes, not what turns it on.
_WRITE_CONTEXT = re.compile(
    r"\b(?:sets?|forces?|writes?|written|auto-enables?|overwrites?|rewrites?|overrides?|resets?|switch(?:es|ed)?\s+(?:back|off))\b",
    re.IGNORECASE,
)
# "args.wandb_save_dir = <exp_root>/wandb when disable_wandb is false": a sentence that opens with what the handler
# assigns; its "when" says when it writes, not when the patch is on.
_OPENS_WITH_A_WRITE = re.compile(r"^\W*(?:self\.)?(?:args|config|cfg|backend_args)\.[\w.]+\s*=(?!=)")
# "key=value", "key: value"; a value compared further ("gate = TE >= 2.6") or called ("g=g.to(dtype)") is an
# expression, not a setting, and one the writer asks about ("an env var (X=1?)") is a guess.
_FLAG = re.compile(
    r"(?<![\w.=!<>])((?:args\.|self\.config\.|config\.)?[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)\s*(=(?!=)|:\s)\s*"
    r"(\"[^\"]*\"|'[^']*'|-?\d+(?:\.\d+)?(?![\w.])|[A-Za-z_][\w.-]*(?![\w.(-]))(?!\s*(?:[<>!=]=|[<>]|\?))"
)
# Keywords of register_patch and of argparse's add_argument ("`--fp4-format` sets it (`dest="fp4"`)"), not config keys.
_NOT_FLAGS = frozenset(
    {"phase", "backend", "backend_versions", "primus_versions", "condition", "priority", "description", "tags", "id", "patch_id", "PRIMUS_PATCHES"}
    | {"dest", "nargs", "metavar", "action"}
)
# "defaults `x: true`", "both default to `false`", "by default": a key's value before anyone sets it.
# In Japanese and Chinese: "デフォルト" / "既定" / "默认" / "缺省" / Taiwan's "預設" (the default); in German, Italian,
# Portuguese and Spanish "Standardwert", "predefinito", "padrão", "por defecto".
_DEFAULTS = re.compile(
    either_script(r"\bdefaults?\b(?!\s+on\b)|\bby default\b|デフォルト|既定|默认|缺省|预设|\bStandard(?:wert)?\b|\bpredefinit[oa]\b|\bpadrão\b|\bpor defecto\b"),
    re.IGNORECASE,
)
KEY_PREFIXES = ("self.config.", "self.args.", "args.", "config.")
# "must be set", "is required", "needs": a setting the feature cannot run without, whatever its default.
_NEEDED = re.compile(r"\b(?:must|required|requires|needs?|needed|mandatory)\b", re.IGNORECASE)


# A command-line option named for the value it holds (a path, a size, a name): "--save-dir", "--expert-load-probe-path".
_VALUED_OPTION = re.compile(
    r"-(?:path|dir|directory|file|filename|name|size|num|number|count|interval|level|type|rate|steps?|iters?|iterations|seed"
    r"|prefix|suffix|url|port|address|format|dtype|ratio|factor|threshold|len|length|ids?|list|value|backend|impl|method|policy"
    r"|strategy|recipe)$"
)


def _literal(text: str) -> tuple[bool, Any]:
    """A flag or side-effect value as written: Python or YAML literals, else the bare word as a string."""
    lowered = {"true": True, "false": False, "null": None, "none": None}
    if re.fullmatch(r"[A-Z]", text):
        # "`empty_cache_interval: N`", "`X=K`": a letter standing for the number the user picks, not a value to set.
        return False, None
    if text.lower() in lowered:
        return True, lowered[text.lower()]
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return bool(re.fullmatch(r"[A-Za-z_][\w.-]*", text)), text
    # A collection, a complex number, "..." (Ellipsis: the value left out) or an infinite float is no value a config holds.
    if isinstance(value, float) and not math.isfinite(value) or not isinstance(value, (str, int, float)) and value is not None:
        return False, None
    return True, value


def _variable(text: str) -> bool:
    """Whether the right side of a Python assignment is a name (``normalized``), not a literal (``True``, ``"flex"``)."""
    return bool(re.fullmatch(r"[A-Za-z_]\w*", text)) and text.lower() not in ("true", "false", "none", "null")


# A class named in CamelCase ("GPTModel", "MoELayer"), or an attribute of one: never a run-config key, which is
# snake_case, nor an environment variable, which is upper case.
_CLASS_KEY = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\.\w+)*")


def _reference(text: str, *, bare: bool = False) -> bool:
    """Whether the right side of a Python assignment is an attribute of an object (``MetricsProcessor.log``); ``bare``:
    or a name alone (``postprocess_with_fused_ce``), no literal."""
    if bare and not LITERAL.fullmatch(text) and re.fullmatch(r"[A-Za-z_]\w*", text):
        return True
    return bool(re.fullmatch(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+", text))


def _key(text: str) -> str | None:
    for prefix in KEY_PREFIXES:
        if text.startswith(prefix):
            text = text[len(prefix) :]
            break
    if (
        text.startswith(("self.", "ctx."))
        or not re.fullmatch(rf"{IDENT}(?:\.{IDENT})*", text)
        or any(keyword.iskeyword(p) for p in text.split("."))
    ):
        return None
    return text


def _assignments(kind: str, text: str) -> Iterator[tuple[str, Any]]:
    """``key=value`` in prose or code, and ``key: value`` inside a code span only ("Requires: x" is prose).

    A flag is a config key: the parameters of a lambda (``condition=lambda ctx: True``) are no keys, so the
    lambda's head is dropped before reading.
    """
    text = re.sub(r"\blambda\b[^:]*:", " ", text)
    # "https://host/-/blob/x.py?L137#symbolName=f&symbolKind=FUNCTION": a link's query and fragment are the site's
    # parameters, not settings of the run.
    text = re.sub(r"\b[a-z][a-z0-9+.-]*://\S+", " ", text)
    # "`is_rank_in_embedding_group(ignore_virtual=False)`" passes an argument to a call: no key of the run's config.
    text = re.sub(rf"{IDENT}(?:\.{IDENT})*\([^()]*\)", " ", text)
    # "def _is_fp8_can_patch(ctx) -> bool:" then "args = get_args(ctx)": a return annotation, not "bool: args".
    text = re.sub(r"->\s*[\w.\[\], |]+:", " ", text)
    if kind != "code":
        # "assumes "last stage = last rank"": words in quotation marks are someone's words, not a setting.
        text = re.sub(r"\"[^\"\n]*\"|“[^”\n]*”", " ", text)
    for match in _FLAG.finditer(text):
        if match.group(2).startswith(":") and kind != "code":
            continue
        if kind != "code" and not bare_code(match.group(1)):
            # "a config without the keys = patch off": in prose, a plain word is no key, whatever follows it.
            continue
        key, (ok, literal) = _key(match.group(1)), _literal(match.group(3))
        # "the common EP=1 / TP=1 case": a parallel size is the run's shape, never an environment variable or a flag;
        # "`g=g`" passes a name through as a keyword argument.
        # "carries `_primus_disable_second_ddp = True`": a private name is an attribute of an object, never a config key.
        if key and ok and key not in _NOT_FLAGS and key not in PARALLEL_ABBREVIATIONS and literal != match.group(1) and not key.startswith("_"):
            yield key, literal


# "raises NotImplementedError when ...", "refuses ...", "asserts ...": what the patch will not run with.
_ARGUMENT_NOUN = re.compile(r"\s*(?:tensor|argument|kwarg|keyword|parameter|call)s?\b", re.IGNORECASE)
# "passes `use_gate_in_kernel=False` to the kernel"; in Japanese "`x=False` を明示して" (passes it explicitly), "を渡す"
# (passes): a keyword the patch gives a call, not a config key.
# "passes `x=1`", "injects `multiprocessing_context="spawn"`": a keyword the patch hands a call.
_PASSED_BEFORE = re.compile(r"\b(?:pass(?:es|ed|ing)?|inject(?:s|ed|ing)?)\s*(?:an?\s+|the\s+)?(?:explicit\s+)?$", re.IGNORECASE)
_PASSED_AFTER = re.compile(r"\s*を\s*(?:明示|渡|指定)")
# "`fused=True` is only added on the adam branch": a keyword the patch adds to a call, said after it.
_ADDED_AFTER = re.compile(r"\s*(?:is|are)\s+(?:only\s+|also\s+)?(?:added|passed|appended|inserted)\b", re.IGNORECASE)
# "builds its flags tensor on `device="cuda"`": where a call puts the object it makes.
_MADE_ON_BEFORE = re.compile(r"\b(?:tensors?|buffers?|arrays?)\s+(?:on|with)\s*$", re.IGNORECASE)
# "The Flux configs set": the configs of some runs, and what they hold.
_CONFIGS_SET = r"\bthe\s+(?:[\w.-]+\s+){0,2}(?:configs|configurations|presets|recipes)\s+(?:already\s+|also\s+)?set"
# "`x=False` in the kwargs dict TE gets", "`x=1` to the call": what follows a keyword of a call.
# Words right before a key=value that say the handler does not write it, and what it is instead: "every TE module
# built afterwards gets `keep_fp8_weight_transpose_cache=False`" (a call's keyword), "source-rewrites one line into
# the factory to get `fused=True`" (what the rewrite is for).
_NOT_WRITTEN_BEFORE = (
    # "it stores the input ... and marks it `activation_offloading = True`": set on the object the pronoun names (a
    # tensor, a module), not on the run's config.
    (re.compile(r"\b(?:marks?|tags?|flags?|sets?|stamps?)\s+(?:it|them|the\s+(?:input|output|tensor|module|layer|param(?:eter)?)s?)\s*$", re.IGNORECASE), "an attribute of the object the sentence names"),
    # "The llama recipe already sets `fp4 = "e2m1"`": set before the patch runs, by what the sentence names.
    (re.compile(r"\balready\s+(?:sets?|writes?|configures?)\s*$", re.IGNORECASE), "set before the patch runs, by what the sentence names"),
    (re.compile(r"\b(?:gets?|receives?|(?:is|are)\s+passed|is\s+given)\s*$", re.IGNORECASE), "what a module or a call receives"),
    (
        re.compile(r"\b(?:to\s+(?:get|obtain|produce|achieve|end\s+up\s+with)|so\s+that)\s*$", re.IGNORECASE),
        "what the patch is said to achieve",
    ),
    # "benchmark configs that set `moe_router_force_load_balancing=True`": what the runs the patch is meant for set.
    (
        re.compile(r"\b(?:configs?|configurations?|runs?|jobs?|users?|recipes?|experiments?)\s+(?:that|which|who)\s+(?:also\s+)?sets?\s*$", re.IGNORECASE),
        "what the runs the report speaks of set",
    ),
    # "its own module-local cache (...), which the schedule wrapper sets to `active=True` during a step": a key of the
    # patch's own state, not of the run's config.
    (
        re.compile(
            r"\b(?:own|module-local|module-level|internal|private)\s+(?:[\w-]+\s+)?(?:cache|dict(?:ionary)?|registry|buffer)\b[^.;]{0,120}"
            r"\bsets?\s+(?:it\s+|them\s+)?(?:to\s+)?$",
            re.IGNORECASE,
        ),
        "a key of the patch's own state (a cache, a dict)",
    ),
    # "appends a record, line-buffered (`buffering=1`)": the call's argument the word before it names.
    (re.compile(r"\b\w+ed\s*\(\s*$", re.IGNORECASE), "the argument the word before it describes"),
    # "the patch runs when the module config sets `patch_zero_bubble` to true": the user's config, read by the gate.
    (
        re.compile(r"\b(?:the|your|our|a|its)\s+(?:module\s+|run\s+|job\s+|experiment\s+)?(?:config|configuration|yaml)\s+sets?\s*$", re.IGNORECASE),
        "what the run's config sets, which the gate reads",
    ),
    # "The llama2_custom recipe already sets `fp4 = "e2m1"`": what a recipe or a model flavor sets, before any patch runs.
    (
        re.compile(r"\b(?:recipes?|flavou?rs?|presets?)\s+(?:(?:already|also|itself)\s+)*sets?\s*$", re.IGNORECASE),
        "what a recipe sets",
    ),
    # "`primus_megatron_module.yaml:40` sets `disable_compile_dependencies = true`": a config file's default, not a write.
    (
        re.compile(r"\.(?:ya?ml|json|toml|ini|cfg)(?::\d+(?:-\d+)?)?\s+(?:also\s+)?(?:sets?|has|holds|gives|ships|carries|defaults?\s+to)\s*$", re.IGNORECASE),
        "what a config file sets",
    ),
    # "The Flux configs set `lr_warmup_iters: 1600`": what the configs of some runs set, the setting those runs take.
    (re.compile(rf"{_CONFIGS_SET}\s*$", re.IGNORECASE), "what some runs' configs set"),
    # "the classic DSv3 args in Primus set `score_before_experts=False`": what a model's arguments hold by default.
    (
        re.compile(r"\b(?:model\s+)?(?:args|arguments|defaults)(?:\s+(?:in|of|for)\s+[\w.-]+)?\s+(?:(?:already|also)\s+)*sets?\s*$", re.IGNORECASE),
        "what a model's arguments set",
    ),
)
# "sets `x=1`", "forces `a=1` and `b=2`": a write verb just before the setting, or before the list it ends.
_WRITE_BEFORE = re.compile(
    r"\b(?:sets?|forces?|writes?|overrides?|overwrites?|rewrites?|assigns?|to)\s*(?:[\w.]+\s*=\s*[^\s,;]+\s*(?:,|\band\b)\s*)*$", re.IGNORECASE
)
_CALL_KEYWORD_AFTER = re.compile(
    r"\s*(?:(?:in|into|to|for|of)\s+(?:the\s+|its\s+|a\s+)?)?(?:[\w.]+\s+)?(?:kwargs?|keywords?|arguments?|call|tensor|parameters?)\b",
    re.IGNORECASE,
)
# "`is_distributed = True` on whatever provider it imported", "sets `activation_offloading = True` on it": what follows
# a setting that says whose attribute it is.
_ON_AN_OBJECT_AFTER = re.compile(
    r"\s*on\s+(?:(?:it|them)\b|(?!(?:the\s+|its\s+)?(?:args|config|cfg|arguments|run)\b)(?:the|each|every|whatever|its|an?|that|this)\s+(?:[A-Za-z_]|$))",
    re.IGNORECASE,
)
# "digs the inner iterator out of ..., calls reset() and sets `replaying=False`": the object the clause acts on is named
# before the write, and a bare name is its attribute.
_ON_AN_OBJECT_BEFORE = re.compile(
    r"\b(?:the|its|each|every)\s+(?:\w+\s+)?(?:iterator|object|instance|layer|buffer|optimizer|scheduler|"
    r"dataloader|loader|sampler|module\s+object|tensor)s?\b(?:(?!\b(?:args|config|cfg)\b)(?:[^.;]|\.(?=\S)))*\bsets?\b(?:\s*[\w.]+\s*=\s*[^\s,;]+\s*,)*\s*(?:and\s*)?$",
    re.IGNORECASE,
)
# "the stock `pre_trainer.yaml` sets `eval_iters: 0`" too: what a shipped config file holds, before anyone sets anything.
_ALREADY_SET = re.compile(
    r"\balready\s+(?:sets?|writes?|configures?)\b|\bstock\s+(?:`?[\w./-]+`?\s+)?(?:sets?|ships?|carries|has)\b",
    re.IGNORECASE,
)
# "`configs/models/megatron/zebra_llama.yaml:46-51` sets `linear_key_head_dim: 64`, ...": what one config file holds,
# as "`x.yaml` sets" is (see hedge_words), not the values the patch's gate asks for.
# So is "The Flux configs set `lr_warmup_iters: 1600`": what the configs of some runs hold.
_FILE_SETS = re.compile(
    r"\.(?:ya?ml|toml|json)(?::\d+(?:-\d+)?)?`?\s+(?:also\s+|already\s+)?(?:sets?|holds|ships(?!\s+with\b)|carries)\b"
    rf"|{_CONFIGS_SET}\b",
    re.IGNORECASE,
)
# "sets use_hadamard=True on the MXFP4 recipe" too: an attribute of the recipe object the patch builds.
_ON_AN_OBJECT = re.compile(r"\b([A-Za-z_]\w*)\s*=\s*\S+\s+on\s+(?:the|a|an|each|every)\s+(?:[\w.`]+\s+)?(?:object|instance|module|class|recipe)\b")
# A name set to a formula or a call: "x = a × b", "x = a + b", "x = obj.get(...)"; not "a=1 / b=2" nor "a=True + b=True",
# which join two settings.
# "worker_name = primus-megatron-exp[<exp_name>]-rank[<rank>]": a name built from placeholders, a template.
_FORMULA = re.compile(r"\b([A-Za-z_]\w*)\s*=\s*(?:[\w.]+(?:\(|(?:\s*[×*]\s*|\s+[-+−]\s+)(?![\w.]+\s*=)[\w(])|[\w.-]*\[<)")
_MISMATCH = re.compile(r"\b([A-Za-z_]\w*)\s*=\s*[^\s,;]+\s+(?:vs\.?|versus|against)\s+([A-Za-z_]\w*)\s*=", re.IGNORECASE)
_PRINTED = re.compile(r"\s*(?:[A-Z]\w*(?:Error|Exception|Warning)\s*:|\[[^\]]+\])")
_REFUSES = re.compile(r"\b(?:raises?|raised|refuses?|rejects?|asserts?|errors? out)\b", re.IGNORECASE)
# "..., since `DDP.__init__` calls it when": the clause the sentence's "since" or "because" opens, not yet closed by a comma.
_REASON_BEFORE = re.compile(r"\b(?:since|because|given\s+that)\b[^,;:.]*$", re.IGNORECASE)
# "registered with no `condition=` at all", "the patch is always applied", "runs in every megatron build_args phase": no
# gate. ("`all_reduce` is called unconditionally" speaks of a call, not of the patch.)
_NO_CONDITION = re.compile(
    r"\b(?:no|without\s+an?)\s+`?condition\s*=?`?(?!\s*(?:of|on|for)\b)"
    r"|\b(?:patch|it|handler)\s+(?:is\s+)?(?:(?:applied|registered|installed|runs?)\s+unconditionally|always\s+(?:applied|applies|runs|on|active))\b"
    r"|\b(?:applies|runs)\s+(?:on|in|for)\s+every\s+(?:megatron\s+|torchtitan\s+|maxtext\s+)?(?:run|job|`?\w+`?\s+phase)\b",
    re.IGNORECASE,
)
# "also when ...", "and also if ...": a clause that goes on with the sentence before it.
_CONTINUES_CLAUSE = re.compile(r"\W*(?:and\s+)?also\s+(?:when|if|for)\b", re.IGNORECASE)


def flags(enable: list[Sentence], logic: list[Sentence], out: Collector, everything: list[Sentence] = ()) -> None:
    """Flags from How to enable, and from Patch logic sentences about the condition (not about what the handler sets).

    ``everything`` is every sentence of the report, hedged or not: a comparison or a choice of ways in written there shows
    a config block's value to be an example."""
    called = {m.group(1) for s in [*enable, *logic] for k, v in s.segments if k == "code" for m in re.finditer(rf"({IDENT})\s*\(", v)}
    # The keys the report compares ("`pipeline_model_parallel_size` > 1"), read without code spans' backticks.
    # In a list of conditions too (hedged, so only ``everything`` holds it).
    # In words too: "It only matters when `tensor_parallel_degree` is above 1".
    compared = {
        m.group(1)
        for s in [*enable, *logic, *everything]
        if not s.code
        for m in re.finditer(rf"({IDENT})`?\s*(?:>=?|<=?|!=|(?:is\s+)?(?:above|below|(?:greater|more|less|fewer)\s+than|at\s+(?:least|most)))\s*-?\d", s.text)
    }
    # The keys the report gives as one of several ways in ("`patch_zero_bubble: true` or `patch_primus_pipeline: true`").
    alternatives = {
        m.group(1)
        for s in [*enable, *logic, *everything]
        if not s.code
        for kind, value in s.segments
        if kind == "code"
        for m in [re.match(r"\s*([A-Za-z_][\w.]*)\s*(?:[=:]|$)", value)]
        if m and _one_of_alternatives(s, m.group(1))
    }
    # The keys of a table or list led by "the patch runs when any one of these matches:": each row a way in, none required
    # ("`args.flavor` contains ..." names the key flavor).
    ways = {
        key
        for s in [*enable, *logic, *everything]
        if (s.row or s.item) and _ANY_ONE.search(s.lead)
        for kind, value in s.segments
        if kind == "code"
        for m in [re.match(r"\s*([A-Za-z_][\w.]*)\s*(?:[=:]|$)", value)]
        if m
        for key in {m.group(1), _key(m.group(1)) or m.group(1)}
    }
    # A config block that sets one of those keys is an example of a run that takes that way in: none of its keys is a
    # flag every run needs ("recipe: ... / flavor: ... / hf_path: ..." under "is what matches the third way in:").
    one_way = {
        s.block
        for s in [*enable, *logic, *everything]
        if s.code
        for m in [re.match(r"\s*([A-Za-z_][\w.]*)\s*[:=]", plain_text(s.text))]
        if m and m.group(1) in ways
    }
    # "registered with no `condition=` at all, so it applies on every megatron run": nothing gates the patch, so a config
    # block's values (or a table's) are one run's settings (the keys the patch reads or checks), none a switch.
    ungated = next((s for s in everything if not s.code and "another patch" not in (s.hedge or "") and _NO_CONDITION.search(plain_text(s.text))), None)
    # The parameters of a method or handler the report shows ("`new_forward(ctx, input, fp8_input_store)`"): "when
    # `fp8_input_store` is true" speaks of an argument the function is called with, not of a setting of the run.
    signed = {
        name
        for s in [*enable, *logic, *everything]
        for kind, value in s.segments
        if kind == "code"
        for signature in re.finditer(r"\b\w+\(\s*(?:self|cls|ctx)\s*,([^()]*)\)", value)
        for name in re.findall(r"(?:^|,)\s*\**([A-Za-z_]\w*)", signature.group(1))
    }
    # The settings a condition excludes: 'os.environ.get("X", "0") != "1"', "`args.x != 2`" (a value that turns it off).
    excluded = {
        (m.group(1) or m.group(2), m.group(3).lower())
        for s in [*enable, *logic, *everything]
        for kind, value in s.segments
        if kind == "code"
        for m in _EXCLUDED_VALUE.finditer(value)
    }
    # The tables one row of which says it is the gate ("this is the gate"): by their header and lead.
    gate_tables = {(s.table, s.lead) for s in [*enable, *logic, *everything] if s.row and _GATE_ROW.search(s.prose)}
    for sentence, gated in [*((s, False) for s in enable), *((s, True) for s in logic)]:
        # A checklist item under "Q: How is it enabled?" is about enabling: its lead says so.
        # "No ROCm-only gate: the mesh uses `device_type="cuda"`": a gate denied is no sentence about enabling.
        context = f"{sentence.prose} {sentence.lead}"
        # "Validation raises ValueError unless ...; also when both `a` and `b` are true": a clause that only goes on with
        # the one before it ("also when") has that one's verb.
        if _CONTINUES_CLAUSE.match(sentence.prose):
            before = [s for s in everything if s.block == sentence.block and s.line <= sentence.line and s.prose != sentence.prose]
            context = f"{before[-1].prose} {context}" if before else context
        about_enabling = any(not negated(context, m.start()) for m in _ENABLE_CONTEXT.finditer(context)) or PATCH_GATE.search(
            sentence.prose
        )
        # "gate: condition is ... -> set `x`: true" is labelled as the gate: its "set" tells the user, not what the handler writes.
        # A line of a code block is never a label: "enable: true" under "compile:" is the key compile.enable.
        labelled = not sentence.code and _GATE_LABEL.match(plain_text(sentence.text))
        writes = _WRITE_CONTEXT.search(sentence.prose) or _OPENS_WITH_A_WRITE.match(plain_text(sentence.text))
        if gated and not labelled and (writes or not about_enabling):
            continue
        if gated and _OTHER_FIELD_LABEL.match(plain_text(sentence.text)):
            # "Dtypes: bf16, and mxfp8 when `turbo_mega_moe_precision: mxfp8`": the setting a dtype needs, not the gate.
            continue
        # The items under "`_assert_supported_config` asserts, when the layer is constructed:" are what it asserts too.
        if not labelled and _REFUSES.search(context) and any(_bare_flag(v, stated=True) for k, v in sentence.segments if k == "code"):
            # "The handler raises NotImplementedError when `patch_zero_bubble` or `patch_x` is true": settings the patch
            # refuses, so constraints (the values it refuses), never the flags that turn it on.
            why = (
                f'report line {sentence.line}: "{sentence.quote()}": the patch raises or refuses under these settings; write them '
                "as constraints (the values it refuses), never as flags"
            )
            out.todos.append(Todo("constraints", False, why, "check"))
            continue
        # An aside may give a default ("`x` is true (default false)") without making the sentence one about defaults.
        if _DEFAULTS.search(re.sub(r"\([^()]*\)", " ", sentence.prose)) and any(kind == "code" for kind, _ in sentence.segments):
            # "the Primus yaml defaults `use_x: false`": what a key is before anyone sets it, not what turns the patch on.
            why = f'report line {sentence.line} gives defaults, so nothing in it was written as a value: "{sentence.quote()}"'
            out.todos.append(Todo("enable.flags", False, f"{why}; write what turns your port on", "check"))
            continue
        # "define patched_init(self, config, submodules=None, gate=False)": a method's signature, whose defaults are
        # parameters, not config keys (a report may leave its code unquoted, so the spans split the signature).
        parameters = {
            name
            for signature in re.finditer(r"\(\s*(?:self|cls|ctx)\b[^()]*\)", plain_text(sentence.text))
            for name in re.findall(r"([A-Za-z_]\w*)\s*=", signature.group(0))
        }
        # "broadcast on a `device="cuda"` tensor": a keyword of the call that makes an object, not a config key.
        segments = sentence.segments
        arguments = {
            name
            for index, (kind, value) in enumerate(segments)
            if kind == "code"
            and (
                (
                    index + 1 < len(segments)
                    and any(p.match(segments[index + 1][1]) for p in (_ARGUMENT_NOUN, _PASSED_AFTER, _ADDED_AFTER))
                )
                or (index and (_PASSED_BEFORE.search(segments[index - 1][1]) or _MADE_ON_BEFORE.search(segments[index - 1][1])))
            )
            for name in re.findall(r"([A-Za-z_]\w*)\s*=", value)
        }
        # "builds a CudaPrefetchIterator(data_iterator, compute_dtype=bf16 if args.bf16 else fp16)": a keyword of a call
        # the prose writes out, not a key of the run's config.
        parameters |= {
            name
            for call in re.finditer(r"\b[A-Za-z_][\w.]*\([^()]*\)", plain_text(sentence.text))
            for name in re.findall(r"([A-Za-z_]\w*)\s*=(?!=)", call.group(0))
        }
        # "the wrapper takes `model`, `config` and `iteration=None`": a keyword's default of None is a parameter, never a
        # setting that turns the patch on ("`x == None`" compares; "`x=None`" declares).
        parameters |= set(re.findall(r"\b([A-Za-z_]\w*)\s*=\s*None\b", plain_text(sentence.text)))
        # "trips on `hidden=32 vs token_ids=128`": two values an error sets against each other, a mismatch the message
        # prints, not settings of the run.
        for mismatch in _MISMATCH.finditer(plain_text(sentence.text)):
            parameters |= {mismatch.group(1), mismatch.group(2)}
        # "`ValueError: [Patch:x] moe_latent_size=2048 disagrees with ...`": what an error or a log line prints of a run,
        # not the settings that turn the patch on.
        parameters |= {name for value in _printed_spans(segments) for name in re.findall(r"([A-Za-z_]\w*)\s*=", value)}
        # "lr_warmup_steps = lr_warmup_iters × GBS", "max_lr = param_group.get("max_lr")": a formula or a call the prose
        # works out, not a setting of the run.
        parameters |= set(_FORMULA.findall(plain_text(sentence.text)))
        # "The llama recipe already sets `fp4 = "e2m1"`": set by something else before the patch runs; "sets
        # `use_hadamard = True` on the `MXFP4BlockScaling` object": an attribute of an object, not of the run's config.
        if _ALREADY_SET.search(sentence.prose) or _FILE_SETS.search(plain_text(sentence.text)):
            parameters |= set(re.findall(r"([A-Za-z_]\w*)\s*(?:=|:(?=\s*\S))", plain_text(sentence.text)))
        parameters |= set(_ON_AN_OBJECT.findall(plain_text(sentence.text)))
        # "`x: "forkserver" | "spawn" | null`": the values a key may take, as a schema lists them, not a setting.
        parameters |= {m.group(1) for kind, value in segments if kind == "code" for m in _CHOICES.finditer(value)}
        # "runtime < 7.1 -> `non_blocking=False`": what the code does in the case the comparison before the arrow names.
        parameters |= {
            name
            for index, (kind, value) in enumerate(segments)
            if kind == "code" and index and _CASE_ARROW.search(segments[index - 1][1])
            for name in re.findall(r"([A-Za-z_]\w*)\s*[=:]", value)
        }
        groups = [[(key, value) for key, value in group if key not in parameters | arguments] for group in _alternatives(sentence)]
        valued = [g for g in groups if g]
        if len(valued) > 1:
            options = " | ".join(", ".join(f"{k}={v!r}" for k, v in g) for g in valued)
            out.todos.append(
                Todo(
                    "enable.flags",
                    False,
                    f"report line {sentence.line} gives alternatives ({options}); write the set your port uses",
                    "check",
                )
            )
            continue
        named = set()
        # "`a` and `b` are true and `c` or `d` is true": flags joined by "or" are ways in, none of them required; so is a
        # flag "or" joins to a setting compared with a value ("`eval_iters > 0` or `full_validation` is true").
        spans = [i for i, (kind, value) in enumerate(sentence.segments) if kind == "code" and _bare_flag(value, stated=True)]
        either = bool(spans) and any(
            kind == "text" and re.search(r"\bor\b", value) for kind, value in sentence.segments[spans[0] : spans[-1]]
        )
        either = either or _or_joins_a_comparison(sentence.segments, spans)
        supposed = _supposed_settings(sentence)
        for key, value in valued[0] if valued else []:
            named.add(key)
            target = "enable.env" if re.fullmatch(r"[A-Z][A-Z0-9_]*", key) else "enable.flags"
            if key in supposed:
                # "with `enable_x: false` Primus never runs the handler, even if `use_y: true`": a case the sentence
                # supposes to show when the patch stays off, not a setting that turns it on.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is a case the sentence supposes, not a setting that turns the patch on'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            # (A nested key, "parallelism.tensor_parallel_degree", is compared by its own name.)
            if sentence.code and isinstance(value, (int, float)) and not isinstance(value, bool) and (key in compared or key.rsplit(".", 1)[-1] in compared):
                # "`pipeline_model_parallel_size` > 1" then a config block with "pipeline_model_parallel_size: 4": a run
                # that meets the gate, its values an example of what the comparison allows.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is given as a comparison elsewhere; this value is an example of a run that meets it'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if sentence.code and ungated is not None:
                # (A sentence saying a setting turns the patch on, "In practice: NNODES=1 turns it on", may speak of the
                # gate inside the handler; a config block only shows one run.)
                out.todos.append(Todo(target, False, _one_run(sentence, key, ungated), "check"))
                continue
            if sentence.code and key in alternatives:
                # "`a: true` or `b: true` (either one is enough)" then a config block with "a: true": a run that took one
                # way in, not a flag every run needs.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is given as one of alternatives elsewhere; this value is an example of a run that takes it'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if key in ways or (sentence.code and sentence.block in one_way):
                out.todos.append(Todo(target, False, _one_way_in(sentence, key), "check"))
                continue
            if sentence.code and re.search(rf"#[^\n]*\b{re.escape(key)}\s*[:=]\s*[^\s,;]+\s*[-+*/]", sentence.text):
                # "attn_res_block_size: 8  # multiplier = 1 + ceil(24 / 8) = 4": arithmetic a config line's comment works
                # out, not a setting.
                continue
            if _required_in_a_case(key).search(plain_text(sentence.text)):
                # "use_torch_fsdp2=True when replicate degree > 1": what one case of the run must have set, not what turns
                # the patch on (its gate precedes the setting: "on when `x=True`").
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is what one case requires, not a setting that turns the patch on'
                out.todos.append(Todo("constraints", False, why, "check"))
                continue
            if _one_of_alternatives(sentence, key):
                # "its gate is only `enable_fused_linear_ce` / `FUSED_LINEAR_CE=1`": either one is a way in, neither required.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is one of alternatives joined by "/" or "or"; write the one your port uses'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if target == "enable.env" and _DEFAULTS.search(sentence.prose) and not _NEEDED.search(sentence.prose):
                # "`NVTE_MXFP4_USE_HADAMARD=1` turns on `use_hadamard` (default "0")": a setting the feature runs without,
                # not one the port must have set.
                why = (
                    f'report line {sentence.line}: "{sentence.quote()}": `{key}` is given with its default, as a setting the '
                    "feature also runs without; write it in enable.env only if your port needs it set"
                )
                out.todos.append(Todo("enable.env", False, why, "check"))
                continue
            if re.search(rf"\b{re.escape(key)}\s*[:=]\s*[^\s`]*`?\s*(?:only\s+)?(?:appears?|occurs?|shows?\s+up|is\s+(?:only\s+)?mentioned)\b", plain_text(sentence.text)):
                # "`NVTE_UB_WITH_MPI=1` appears only inside the docstring ...": where the text occurs, not a setting.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is said to appear somewhere, not to be set; not written as a value'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if target == "enable.env" and _PRIMUS_GATE.search(plain_text(sentence.text)):
                # "Gate env (Primus only): `FUSED_LINEAR_CE=1`": what Primus's registration checks, not what the port needs.
                why = (
                    f'report line {sentence.line}: "{sentence.quote()}": `{key}` is said to gate Primus\'s patch only; write it in '
                    "enable.env only if your port reads it too"
                )
                out.todos.append(Todo("enable.env", False, why, "check"))
                continue
            if (key, str(value).lower()) in excluded:
                # 'Condition: `os.environ.get("X", "0") != "1"`' then "`X=1` keeps the full trace": the value the gate
                # excludes, which turns the patch off.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` with this value is what the condition excludes (`!=`); it turns the patch off'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if re.search(_HANDLER_DOES + rf"[^.;]*?(?<![\w.]){re.escape(str(key))}\s*=", plain_text(sentence.text), re.IGNORECASE):
                # "The handler does `from triton import knobs` and then `knobs.autotuning.print = False`": what the patch
                # does when it runs, not a setting that turns it on.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is what the handler sets when it runs, not a setting that turns the patch on'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if len(str(key)) == 1:
                # "ran a toy forward (s=4096, b=2, h=32, d=128, bf16)": one letter names a dimension of a shape the writer
                # measured at; no config key of a training run is one letter long.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is one letter, a dimension\'s name, not a setting'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            own_id = out.facts.get("feature.id")
            if own_id is not None and key == own_id.value:
                # "ok. megatron.fsdp.odc_lb_mini = the LB-Mini patch.": the patch's id, said to name the patch, never a key
                # of the run's config.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is the patch\'s id, not a setting'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            kept = re.match(r"_?(?:orig|original|saved|old|prev|upstream)_", key) or re.search(r"\.__\w+__$", str(value))
            # "reads `GPTModel = gpt_mod.GPTModel`", "`GPTModel._postprocess = postprocess_with_fused_ce`": a class, or
            # an attribute of one, bound to an object; a run's config has no key named like a class.
            kept = kept or _CLASS_KEY.fullmatch(key)
            if kept and isinstance(value, str) and _reference(value, bare=True) and re.search(rf"\b{re.escape(key)}\s*=\s*{re.escape(value)}(?![\w.])", sentence.text):
                # "Handler nyimpen `original_post_init = OptimizerConfig.__post_init__`" (keeps the original to call it):
                # Python binds a name to an object, unquoted, where a setting would hold a value.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{key}` is bound to the object `{value}`, not given a run-config value'
                out.todos.append(Todo(target, False, why, "check"))
                continue
            if target == "enable.env":
                # An environment variable holds text: "`X=true`" is "true" as written, never the "1" a boolean would give.
                raw = re.search(rf"\b{re.escape(key)}\s*=\s*[\"']?([^\s`\"',;)]+)", sentence.text)
                value = raw.group(1) if raw else value if isinstance(value, str) else _env_text(value)
            out.add(target, Found((key, value), sentence.line, sentence.quote()), key=key)
        for index, (kind, value) in enumerate(sentence.segments):
            if kind != "code":
                continue
            # "requires `args.use_x`" names the key use_x.
            value = (_key(value) or value) if value.startswith(KEY_PREFIXES) else value
            after = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
            flag = value[2:].replace("-", "_") if re.fullmatch(r"--(?!no-)[a-z][a-z0-9-]*", value) else None
            named_for = bool(flag and _VALUED_OPTION.search(value))
            if flag and (named_for or _VALUE_NAMED_AFTER.match(_words_after(sentence.segments, index, asides=True))):
                # "`--expert-load-probe-path`": an option named for what it holds takes a value; it switches nothing on.
                says = "its name says what it holds" if named_for else "the words after it say what it holds"
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` takes a value ({says}), so it is no switch; write `{flag}` with the value your port needs if it enables the patch'
                out.todos.append(Todo("enable.flags", False, why, "check"))
                named.add(flag)
            elif flag and _DOES_NOTHING_AFTER.match(_words_after(sentence.segments, index)):
                # "Megatron's own `--fp8` (`fp8: hybrid` in a config) does nothing for this patch": no switch of it.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is said to do nothing for the patch, not a setting that turns it on'
                out.todos.append(Todo("enable.flags", False, why, "check"))
                named.add(flag)
            elif flag and _ONLY_NAMED.fullmatch(sentence.prose):
                # "Um, one thing people will trip on. Megatron's `--fp8` flag.": a flag named, with no verb saying what it
                # does; what the next sentence says of it ("does NOT turn this on") is its own.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is only named, not said to turn the patch on'
                out.todos.append(Todo("enable.flags", False, why, "check"))
                named.add(flag)
            elif flag and _SAID_OFF.match(after):
                # "(Megatron's `--use-kitchen` is off)": the flag's state in a run, not a switch the patch needs on.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is said to be off, not a setting that turns the patch on'
                out.todos.append(Todo("enable.flags", False, why, "check"))
                named.add(flag)
            elif flag:
                out.add(
                    "enable.flags", Found((flag, True), sentence.line, sentence.quote(), f"from the command-line flag {value}"), key=flag
                )
                named.add(flag)
            elif (
                (sentence.row or sentence.table)
                and re.fullmatch(r"\s*[|:]\s*", after)
                and (cell := _value_cell(sentence, index)) is not None
                # "| `is_hybrid_model` | `true` |": the row writes the key's value beside it, so `is_x` is a key too.
                and _bare_flag(value, valued=True)
                # "| `impl` | `loop` | `loop` or `batched` |": a value in the Default ("Primus default") or Value column is no key.
                and not (_DEFAULT_COLUMN.match(column_of(sentence, index)) or re.match(r"\W*value", column_of(sentence, index), re.IGNORECASE))
            ):
                # A flags table: "| `use_turbo_rms_norm` | `true` |", or under "Flag | Value" the statement "`use_turbo_rms_norm`: `true`".
                ok, literal = _literal(sentence.segments[cell][1])
                if _EXAMPLE_COLUMN.match(column_of(sentence, cell)):
                    # "| any other field, e.g. `n_layers` | override | `8` |" under "Key | Role | Example": a value shown
                    # as an example of what a key may hold, not what turns the patch on.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is given an example value, not one that turns the patch on'
                    out.todos.append(Todo("enable.flags", False, why, "check"))
                    named.add(value)
                elif _CHECKED.search(plain_text(sentence.text)):
                    # "| `recompute_granularity` | `null` | `full` | ValueError otherwise |": a setting the patch checks
                    # and raises without, which is a constraint of the run, not what turns the patch on.
                    why = (
                        f'report line {sentence.line}: "{sentence.quote()}": `{value}` is checked, with an error otherwise: '
                        "a constraint the run must meet, not a switch; write it under constraints"
                    )
                    out.todos.append(Todo("constraints", False, why, "check"))
                    named.add(value)
                elif (sentence.table, sentence.lead) in gate_tables and not _GATE_ROW.search(sentence.prose):
                    # "| `recompute_layer_ids` | ... | this is the gate |" then "| `recompute_granularity` | `null` | `full` |":
                    # the rows beside the gate's list what the run must also have, not what turns the patch on.
                    why = (
                        f'report line {sentence.line}: "{sentence.quote()}": `{value}` is listed beside the row the table calls '
                        "the gate: a requirement of the run, not a switch; write it under constraints if the patch checks it"
                    )
                    out.todos.append(Todo("constraints", False, why, "check"))
                    named.add(value)
                elif value in ways:
                    out.todos.append(Todo("enable.flags", False, _one_way_in(sentence, value), "check"))
                    named.add(value)
                elif _qualified_cell(sentence.segments, cell):
                    # "| `fp8` | `null` | `e4m3` or `hybrid` |", "| `tp` | `1` | `1` for the prefetch half |": one of several
                    # values, or a value for one part of the patch only.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is given one of several values, or a value for one case; write the one your port uses'
                    out.todos.append(Todo("enable.flags", False, why, "check"))
                    named.add(value)
                elif ok and literal is not None and ungated is not None:
                    out.todos.append(Todo("enable.flags", False, _one_run(sentence, value, ungated), "check"))
                    named.add(value)
                elif ok and literal is not None:
                    out.add("enable.flags", Found((value, literal), sentence.line, sentence.quote()), key=value)
                    named.add(value)
                    named.add(sentence.segments[cell][1])
            elif _bare_flag(value, stated=True) and value not in named and value not in signed and not _valued(out, value):
                truth = _TRUTH.match(_after_conjunction(sentence.segments, index))
                if truth and either:
                    why = f'report line {sentence.line} joins the flags it names with "or": "{sentence.quote()}"; write the set your port uses'
                    if not any(t.why == why for t in out.todos):
                        out.todos.append(Todo("enable.flags", False, why, "check"))
                elif truth and value in supposed:
                    # "to turn the patch off, set `disable_x`: true": the way out, not a setting that turns it on.
                    case = "the way to turn the patch off" if _OFF_PURPOSE.search(plain_text(sentence.text)) else "a case the sentence supposes"
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is {case}, not a setting that turns the patch on'
                    out.todos.append(Todo("enable.flags", False, why, "check"))
                elif truth and _REASON_BEFORE.search("".join(v if k == "text" else "x" for k, v in sentence.segments[:index])):
                    # "assign the methods before DDP is built, since `DDP.__init__` calls the hook when `x` is true": a
                    # reason the sentence gives, told of the code it calls, not the patch's gate.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is named in a reason the sentence gives, not as the gate that turns the patch on'
                    out.todos.append(Todo("enable.flags", False, why, "check"))
                elif truth:
                    out.add("enable.flags", Found((value, truth.group(1).lower() == "true"), sentence.line, sentence.quote()), key=value)
                elif _bare_flag(value) and not _code_name(value, sentence, index, called):
                    # Named in the gate without a value: a TODO, unless a later reader drafts it (see ``unvalued_flags``).
                    out.add("_unvalued", Found(value, sentence.line, sentence.quote()), key=(value, sentence.line))
    _withdraw_part_of_a_whole([*enable, *logic], out)
    _withdraw_alternative_items([*enable, *logic], out)
    _withdraw_case_items([*enable, *logic, *everything], out)


# "- `enable_odc: true` -> DECOUPLED, `same_micro_num=False`": an item that maps one value of a setting to its effect.
_VALUE_MAPPED = re.compile(r"^\W*`?([A-Za-z_][\w.]*)\s*[:=]\s*([^`\s]+)`?\s*(?:->|→|=>|⇒)")


def _withdraw_case_items(sentences: list[Sentence], out: Collector) -> None:
    """The flags, variables and side effects read from the items of a list that maps each value of one setting to its
    effect ("- `enable_odc: true` -> DECOUPLED, ...", "- `enable_odc: false` -> ALIGNED, `same_micro_num=True`") become
    TODOs: the items tell what each case does, and what follows an arrow is the effect, not a setting of the run."""
    cases: dict[str, dict[str, int]] = {}  # setting -> value -> the line of the item that maps it
    for sentence in sentences:
        mapped = _VALUE_MAPPED.match(plain_text(sentence.text)) if sentence.item else None
        if mapped:
            cases.setdefault(mapped.group(1), {})[mapped.group(2).strip(",;").lower()] = sentence.line
    lines = {line for values in cases.values() if len(values) >= 2 for line in values.values()}
    for field in ("enable.flags", "enable.env", "enable.side_effects") if lines else ():
        for found in [f for f in out.facts.get(field, []) if f.line in lines]:
            why = f'report line {found.line}: "{found.quote}": one case of a list that maps each value of a setting to its effect; write the setting your port needs'
            out.withdraw(field, found, why)


# "How to enable: all three args, checked together:", "both must hold:": a list every item of which the patch needs.
_ALL_TOGETHER = re.compile(
    r"\ball\s+(?:two|three|four|five|of\s+(?:these|them|the\s+following))\b|\bboth\b|\b(?:checked|read|needed|required)\s+together\b"
    # "The condition is an AND of three things:".
    r"|\ban\s+AND\s+of\b",
    re.IGNORECASE,
)


def _withdraw_part_of_a_whole(sentences: list[Sentence], out: Collector) -> None:
    """The flags read from a list led by "all three ... together" become TODOs when an item of it names its key without a
    value this reader can take ("fp8_recipe: tensorwise" in prose): a part of the settings that turn the patch on is no
    set of flags that does."""
    listed: dict[str, set[int]] = {}
    for sentence in sentences:
        if (sentence.item or sentence.row) and sentence.lead and _ALL_TOGETHER.search(sentence.lead):
            listed.setdefault(sentence.lead, set()).add(sentence.line)
    # "fp8_recipe: tensorwise (default delayed)": an item that gives its key a value, which this reader did not take.
    # "`fp4` set to an FP4 format": the same, in words.
    unvalued = {
        found.line
        for found in out.facts.get("_unvalued", [])
        if re.match(rf"\W*{re.escape(found.value)}\s*(?:[:=]|\bset\s+to\b)\s*\w", found.quote)
    }
    for lead, lines in listed.items():
        left = sorted(lines & unvalued)
        for found in [f for f in out.facts.get("enable.flags", []) if f.line in lines] if left else []:
            why = (
                f'report line {found.line}: "{found.quote}": one of the settings the list led by "{one_line(lead, 60)}" needs '
                f"together, and line {left[0]} names another without a value; write them all"
            )
            out.withdraw("enable.flags", found, why)


# "- or env `FUSED_LINEAR_CE=1`": an item that opens with "or", another way in than the item before it.
_OR_ITEM = re.compile(r"\W*or\b", re.IGNORECASE)


def _withdraw_alternative_items(sentences: list[Sentence], out: Collector) -> None:
    """The flags and variables read from two items of a list, the second opening with "or" ("- YAML: `x: true`", "- or
    env `X=1`"), become TODOs: either turns the patch on, so neither is what every run sets."""
    for before, item in itertools.pairwise(sentences):
        if not (before.item and item.item and _OR_ITEM.match(plain_text(item.text)) and before.line < item.line):
            continue
        for field in ("enable.flags", "enable.env"):
            for found in [f for f in out.facts.get(field, []) if f.line in (before.line, item.line)]:
                why = (
                    f'report line {found.line}: "{found.quote}": lines {before.line} and {item.line} give ways in, either of '
                    "which turns the patch on; write the one your port uses"
                )
                out.withdraw(field, found, why)


def _qualified_cell(segments: tuple[tuple[str, str], ...], cell: int) -> bool:
    """Whether the value at ``cell`` is one of several ("`e4m3` or `hybrid`") or holds for one case only ("`1` for the
    prefetch half"): the words after it in its cell say so."""
    after = segments[cell + 1][1] if cell + 1 < len(segments) else ""
    alternative = re.fullmatch(r"\s*(?:or|/|,)\s*", after) and cell + 2 < len(segments) and segments[cell + 2][0] == "code"
    return bool(alternative) or bool(re.match(r"\s*(?:for|when|only|if|in)\s+\w", after, re.IGNORECASE))


def _value_cell(sentence: Sentence, index: int) -> int | None:
    """The segment of a table row that holds the value of the key at segment ``index``: the next cell, or past a
    Default column ("Default", "Primus default") the first value in a later column whose header names the value that
    turns the patch on ("key | default | value for the teardown"); None where the row gives only a default ("|
    `muon_per_head` | `False` | master switch |")."""
    segments = sentence.segments
    cell = index + 2
    if cell >= len(segments):
        return None
    default = column_of(sentence, cell)
    if not _DEFAULT_COLUMN.search(default):
        return cell
    for later in range(cell + 2, len(segments), 2):
        header = column_of(sentence, later)
        # "`false` (`trainer_base.yaml`)": the file a default comes from is in the default's column, not a value; "a
        # list or a comma string (`"0,1,5"`)": a value the cell only gives as an example, not the cell's value.
        opens_cell = re.search(r"\|\s*$", segments[later - 1][1])
        if segments[later][0] == "code" and header != default and _VALUE_COLUMN.match(header) and opens_cell:
            return later
    return None


# A table row that calls its setting the patch's gate: "(this is the gate)", "the gate, the only key the condition reads".
_GATE_ROW = re.compile(r"\b(?:this\s+is\s+|is\s+)?the\s+(?:only\s+)?gate\b", re.IGNORECASE)
# A column of example values: "Example", "e.g.", "Sample value".
_EXAMPLE_COLUMN = re.compile(r"\W*(?:examples?|e\.g\.|sample|for\s+instance)\b", re.IGNORECASE)
# A row that says its setting is checked: "ValueError otherwise", "raises if set", "asserted".
_CHECKED = re.compile(r"\b\w*Error\b|\braise[sd]?\b|\bassert(?:s|ed|ion)?\b", re.IGNORECASE)
# A column of defaults: "Default", "Primus default", "Upstream default (yaml)".
_DEFAULT_COLUMN = re.compile(r"^\W*(?:[\w-]+\s+){0,2}defaults?\b", re.IGNORECASE)
# A column of the values that turn the patch on: "Value", "Value for this patch", "To enable", "Required", "Set to",
# "Teardown needs".
_VALUE_COLUMN = re.compile(
    r"\W*(?:value|setting|to\s+enable|enabled?\b|on\b|required|needed|set\s+(?:it\s+)?to|(?:what\s+)?(?:the|this)\s+patch\s+needs"
    # "Teardown needs": what the patch, named by what it does, needs.
    r"|[A-Za-z][\w-]*\s+needs\b)",
    re.IGNORECASE,
)


# A comparison, then an arrow to what follows in that case: "runtime < 7.1 -> ", "major >= 2 → ".
_CASE_ARROW = re.compile(r"(?:[<>]=?|==|!=)\s*[\w.]+\s*(?:->|→|=>)\s*$")


# "the patch runs when **any one** of these matches:", "either of the following enables it": what leads alternatives.
# So does "which is true in exactly two cases:": each case a way in.
_ANY_ONE = re.compile(
    r"\b(?:any\s+(?:one\s+)?of\s+(?:these|those|the\s+following|them)|either\s+of\s+(?:these|those|the\s+following)|one\s+of\s+the\s+following"
    r"|(?:true|on|enabled|applies)\s+in\s+(?:exactly\s+)?(?:two|three|four|\d+)\s+cases)\b",
    re.IGNORECASE,
)


def _one_way_in(sentence: Sentence, key: str) -> str:
    """The TODO's reason for a key a table or list of alternative ways in names (see ``_ANY_ONE``)."""
    return (
        f'report line {sentence.line}: "{sentence.quote()}": `{key}` is one of the ways in a list led by "any one of these"; '
        "write the one your port uses"
    )


# "even if `x: true`"; "with `x: false` ... never runs": a supposed case, and the outcome that says the patch is off.
# "so it also runs with `compile.enable: false`": a setting the patch runs whatever its value, no gate.
_SUPPOSING = re.compile(r"\b(?:even\s+if|even\s+with|(?:also|still|even)\s+(?:runs?|applies|works)\s+(?:with|when))\s*$", re.IGNORECASE)
_WITH = re.compile(r"\b(?:with|if)\s*$", re.IGNORECASE)
_WITHOUT = re.compile(r"\bwithout\s*$", re.IGNORECASE)
# "a run with `x: true` that is not hybrid skips the patch and keeps upstream's function" too.
_STAYS_OFF = re.compile(
    r"\bnever\s+(?:runs?|applies|applied|installs?)\b|\b(?:does\s+not|doesn't)\s+(?:run|apply)\b|\bis\s+skipped\b"
    r"|\bskips?\s+the\s+patch\b|\bkeeps?\s+upstream",
    re.IGNORECASE,
)
# "`x: true` → patch skipped, upstream kept": a setting given with the outcome that the patch stays off.
# "so `PRIMUS_MLPERF=true` leaves the patch off", "`x: 1` does not turn it on": what a setting fails to do.
_OFF_OUTCOME = (
    # "export NNODES=2  # handler returns early": a comment after the setting says what it does.
    r"(?:#\s*)?(?:(?:the\s+)?(?:patch|handler|it)\s+returns\s+early\b"
    r"|(?:leaves|keeps)\s+(?:the\s+)?(?:patch|handler|feature|it)\s+(?:off|disabled|out)\b"
    r"|(?:does\s+not|doesn['’]t|won['’]t|will\s+not)\s+(?:enable|turn\s+on|switch\s+on|apply|install)\b"
    # "`DUMP_PP_DIR=1` would just make a directory called 1": what a setting would do, supposed, not stated.
    r"|(?:would|might)\b"
    # "`PRIMUS_VERBOSE_TRITON=1` turns it off", "disables the patch": the opt-out, the opposite of what turns it on.
    r"|(?:turns?|switch(?:es)?)\s+(?:the\s+)?(?:patch|handler|feature|it)\s+off\b|disables?\s+(?:the\s+)?(?:patch|handler|feature|it)\b)"
)
# "To turn the patch off, set ...", "to opt out": the purpose a setting after it serves is the way out, not in.
_OFF_PURPOSE = re.compile(
    r"\bto\s+(?:(?:turn|switch|keep)\s+(?:the\s+)?(?:patch|handler|feature|it|this)\s+off|disable\s+(?:the\s+)?(?:patch|handler|feature|it|this)"
    r"|opt\s+out|skip\s+(?:the\s+)?(?:patch|handler))\b",
    re.IGNORECASE,
)
# What follows a setting's code span to say the patch stays off: "`x: true` → patch skipped, upstream kept", or
# "`x: 1` does not turn it on", "Keep `PRIMUS_AITER_DEEPBIND=0` as the off switch".
_LEADS_TO_OFF = re.compile(
    r"^\s*(?:(?:→|->|=>|:|—)\s*(?:the\s+)?(?:patch\s+(?:is\s+)?(?:skipped|off|not\s+applied|disabled)\b|upstream\b[^.;]*\bkept\b"
    rf"|keeps?\s+upstream\b|skips?\s+the\s+patch\b)|{_OFF_OUTCOME}|as\s+(?:the|an?|its)\s+(?:off|kill|opt-out)[- ]?switch\b)",
    re.IGNORECASE,
)
# The same in prose without code spans: "so PRIMUS_MLPERF=true leaves the patch off".
_SETTING_LEADS_TO_OFF = re.compile(rf"(?<![\w.])([A-Za-z_][\w.]*)\s*[:=]\s*[\"']?[\w.-]+[\"']?\s+(?:{_OFF_OUTCOME})", re.IGNORECASE)


def _supposed_settings(sentence: Sentence) -> set[str]:
    """The keys of the settings a sentence supposes to say when the patch stays off (see ``_SUPPOSING``), or gives with
    that outcome or a verb saying it does not turn the patch on (see ``_LEADS_TO_OFF``)."""
    stays_off = bool(_STAYS_OFF.search(sentence.prose))
    plain = plain_text(sentence.text)
    keys = set(_SETTING_LEADS_TO_OFF.findall(plain))
    # "to turn the patch off, set disable_x: true": a setting named for the way out, after the purpose it serves.
    purpose = _OFF_PURPOSE.search(plain)
    if purpose:
        keys |= set(re.findall(r"(?<![\w.])([A-Za-z_][\w.]*)\s*[:=]", plain[purpose.end() :]))
    for index, (kind, value) in enumerate(sentence.segments):
        before = sentence.segments[index - 1][1] if index else ""
        key = re.match(r"\s*([A-Za-z_][\w.]*)\s*[:=]", value) if kind == "code" else None
        after = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
        # "without `PRIMUS_MLPERF=1` the condition is false": the setting supposed absent; "the args would end with
        # `x = 4`": what a supposed run would hold.
        supposed = _WITHOUT.search(before) or re.search(r"\bwould\b", before, re.IGNORECASE)
        # "the only off switch is `PRIMUS_AITER_DEEPBIND=0`": the setting named as the way out.
        off_switch = re.search(r"\b(?:off|kill|opt-out)[- ]?switch\s+(?:is|being)\s*$", before, re.IGNORECASE)
        if key and (_SUPPOSING.search(before) or (stays_off and _WITH.search(before)) or _LEADS_TO_OFF.match(after) or supposed or off_switch):
            keys.add(key.group(1))
    return keys


@functools.lru_cache(maxsize=256)
def _required_in_a_case(key: str) -> re.Pattern[str]:
    """A setting followed by the case of the run it holds in: "`key=True` when the degree > 1", "key: x only if `tp` is
    set". A "when" of time ("when launching pretraining", "when the model is built") names no case."""
    return re.compile(
        rf"(?<![\w.]){re.escape(key)}\s*(?:==?|:)\s*[\"'`]?[\w.-]+[\"'`]?\s+(?:only\s+)?(?:when|if|unless)\b"
        r"[^.;]*?(?:[<>]=?|==|!=|\b(?:is|are)\s+(?:set|true|false|on|off|enabled|disabled|used|active|not|greater|less|above|below|larger|smaller)\b|\bexceeds?\b)",
        re.IGNORECASE,
    )


def _or_joins_a_comparison(segments: tuple[tuple[str, str], ...], flags: list[int]) -> bool:
    """Whether "or" alone joins one of the ``flags`` spans to a span comparing a setting with a value."""
    for index, (kind, value) in enumerate(segments):
        if kind != "code" or not _COMPARED_SETTING.match(value):
            continue
        for joined, between in ((index + 2, index + 1), (index - 2, index - 1)):
            # "`a > 0` or `flag`", "`flag` is true, or `a > 0`", "..., or when `a > 0`".
            if joined in flags and re.fullmatch(
                r"\s*(?:(?:is|are)\s+(?:true|set|on|enabled)\s*)?,?\s*or(?:\s+(?:when|if))?\s*", segments[between][1], re.IGNORECASE
            ):
                return True
    return False


# A code span that compares a setting with a value: "`eval_iters > 0`", "`mode != off`".
_COMPARED_SETTING = re.compile(r"\s*([A-Za-z_][\w.]*)\s*(?:[<>]=?|!=|==)\s*\S")


def _one_of_alternatives(sentence: Sentence, key: str) -> bool:
    """Whether the code span setting ``key`` is joined to another code span by "/" or "or" ("`a` / `B=1`")."""
    segments = sentence.segments
    for index, (kind, value) in enumerate(segments):
        if kind != "code" or not compiled(rf"(?:\w+\.)*{re.escape(key)}\s*(?:=|:|$)").match(value):
            continue
        around = [(segments[index - 1][1], index - 2), (segments[index + 1][1] if index + 1 < len(segments) else "", index + 2)]
        if any(
            re.fullmatch(r"\s*(?:/|\bor\b)\s*", text) and 0 <= other < len(segments) and _another_setting(segments[other])
            for text, other in around
        ):
            return True
    return False


def _another_setting(segment: tuple[str, str]) -> bool:
    """Whether a segment is a setting that could turn the patch on in place of another: a flag's name, a key set to a
    value or compared with one ("`eval_iters > 0` or `full_validation` is true"), but no field of the registration
    ("`tp_comm_overlap: true` / `phase=before_train`" names two things)."""
    kind, value = segment
    if kind != "code":
        return False
    key = re.match(r"\s*([A-Za-z_][\w.]*)\s*(?:[=:]|$)", value) or _COMPARED_SETTING.match(value)
    return bool(key) and key.group(1) not in ("phase", "backend", "priority", "condition", "description", "patch_id")


def unvalued_flags(out: Collector) -> None:
    """A TODO for each name the gate mentions without a value that no flag or constraint holds."""
    held = {f.value[0] for f in out.facts.get("enable.flags", [])} | {f.value["param"] for f in out.facts.get("constraints", [])}
    for found in out.facts.pop("_unvalued", []):
        if found.value not in held:
            out.todos.append(
                Todo(
                    "enable.flags",
                    False,
                    f'report line {found.line} names `{found.value}` without a value: "{found.quote}"; '
                    f"add {found.value}: <value> if it enables the patch",
                    "check",
                )
            )


# "With `use_distributed_optimizer` off, the patch still applies": a key the patch applies without is no gate of it.
_APPLIES_WITHOUT = re.compile(
    r"\bwith\s+`?([A-Za-z_][\w.]*)`?\s+(?:off|false|disabled|unset|not\s+set)\b[^.;]*?\b(?:the\s+patch|it)\s+(?:still|also)\s+"
    r"(?:applies|is\s+applied|runs|installs)\b",
    re.IGNORECASE,
)


# A sentence that only names a flag, its code span gone from the prose: "Megatron's `--fp8` flag.", "The `--x` option."
_ONLY_NAMED = re.compile(
    r"\W*(?:(?:the|its|their|our)\s+)?(?:[\w-]+['’]s\s+)?(?:own\s+)?(?:command[- ]line\s+)?(?:flag|option|switch|knob|argument)s?\W*",
    re.IGNORECASE,
)
# What says a command-line flag is off: "`--use-kitchen` is off", "stays unset", "must stay disabled".
_SAID_OFF = re.compile(r"\s*(?:is|are|stays?|remains?|must\s+stay|should\s+stay)\s+(?:off|unset|not\s+set|disabled|false)\b", re.IGNORECASE)

# A key and the values it may take, joined by "|": "mp_context: "forkserver" | "spawn" | null".
_CHOICES = re.compile(r"\b([A-Za-z_][\w.]*)\s*[:=]\s*[\"']?[\w.-]+[\"']?(?:\s*\|\s*[\"']?[\w.-]+[\"']?)+\s*$")


def settings_not_gates(sentences: list[Sentence], out: Collector) -> None:
    """Each drafted flag that turns nothing on becomes a TODO: one set to null (a config file's default shown as
    "dataloader_mp_context: null"), one set to the default the report's table gives it ("| `weight_deosc_period` |
    `200` |" under "Key | Default"), since a key at its default leaves the run as it was, and one the report says the
    patch applies without."""
    defaults: dict[str, tuple[Any, Sentence]] = {}
    for sentence in sentences:
        if not sentence.row or not sentence.table:
            continue
        headers = [plain_text(h).strip().lower() for h in table_headers(sentence.table)]
        row = [plain_text(c).strip().strip("`").strip() for c in cells(sentence)]
        column = next((i for i, h in enumerate(headers) if _DEFAULT_COLUMN.match(h)), None)
        if column and column < len(row) and row[0]:
            ok, literal = _literal(row[column])
            if ok and literal is not None:
                defaults.setdefault(row[0], (literal, sentence))
    without = {m.group(1): s for s in sentences for m in _APPLIES_WITHOUT.finditer(plain_text(s.text))}
    for found in list(out.facts.get("enable.flags", [])):
        key, value = found.value
        default = defaults.get(key)
        if value is None:
            why = f'report line {found.line}: "{found.quote}": `{key}: null` leaves the key unset, which turns nothing on; write the value that enables your port'
            out.withdraw("enable.flags", found, why)
        elif default is not None and type(default[0]) is type(value) and default[0] == value:
            line = default[1]
            why = f'report line {found.line}: "{found.quote}": line {line.line} gives `{key}` the default `{value}` ("{line.quote()}"); a key at its default turns nothing on, so it is no flag'
            out.withdraw("enable.flags", found, why)
        elif key in without:
            line = without[key]
            why = f'report line {found.line}: "{found.quote}": line {line.line} says the patch applies without `{key}` ("{line.quote()}"); not written as a flag'
            out.withdraw("enable.flags", found, why)


_FUNCTION_WORDS = re.compile(r"\b(?:calls?|called|handler|function|method|wrapper|closure|helper|returns?)\s*$", re.IGNORECASE)
_FUNCTION_NAME = re.compile(r"(?:orig|original|new|old|make|get|set|validate|patch)_\w+|\w+_(?:fn|func|function|init|wrapper|handler|hook)")


def _code_name(value: str, sentence: Sentence, index: int, called: set[str]) -> bool:
    """Whether a bare name is code, not a config key: called somewhere, named a function, or named as functions are."""
    before = sentence.segments[index - 1][1] if index else ""
    return value in called or bool(_FUNCTION_WORDS.search(before)) or bool(_FUNCTION_NAME.fullmatch(value))


def _env_text(value: Any) -> str:
    """A scalar as the text an environment variable holds: NAME=1 is "1"."""
    if isinstance(value, bool):
        return "1" if value else "0"
    return "" if value is None else str(value)


# A value a condition excludes: 'os.environ.get("X", "0") != "1"', 'getenv("X") != "1"', "args.x != 2".
_EXCLUDED_VALUE = re.compile(
    r"""(?:(?:os\.environ\.get|os\.getenv|getenv)\(\s*["'](\w+)["'][^()]*\)|(?:args|config|self\.config)\.(\w+))\s*!=\s*["']?([\w.-]+)["']?"""
)
# "The handler does ... and then `x = False`", "the wrapper sets `x = 1`": what the patch does when it runs.
_HANDLER_DOES = r"\b(?:the\s+)?(?:handler|wrapper|hook)\b[^.;]{0,80}?\b(?:does|sets|flips|assigns|writes|forces)\b"
# Words after a command-line option that say it takes a value: "`--fp8` format, e.g. `e4m3` or `hybrid`", "`--recompute`
# (one of `full`, `selective`)", "`--impl` = `loop`".
# ("`--use-x`, either on the command line or ...", "(for example in the launcher)", "(type: store_true)" are switches.)
_VALUE_NAMED_AFTER = re.compile(
    r"^[ \t]*(?:[:=—-][ \t]*)?(?:(?:format|value|path|dtype|mode|name|level|choices?|string|integer|int|number)\b"
    r"|(?:[\w ]{0,20}?,[ \t]*)?(?:e\.\s?g\.|for example|one of)[ \t]*:?[ \t]*`[^`]+`(?:[ \t]*(?:,|or|\|)[ \t]*`[^`]+`)+"
    r"|[ \t]*`[^`]+`[ \t]*(?:or|,|\|)[ \t]*`)",
    re.IGNORECASE,
)
# What a setting is said to do when it does nothing: "in the environment does nothing", "is ignored", "has no effect".
_DOES_NOTHING_AFTER = re.compile(
    r"^[^.;:]{0,40}?\b(?:(?:does|do|did)\s+nothing|(?:has|have|had)\s+no\s+effect|(?:is|are)\s+ignored|changes?\s+nothing)\b",
    re.IGNORECASE,
)


# A setting pointed at where it was shown: "`fp4_recipe: mxfp4` above is ...", "(in the example below)".
# So is one quoted from a config file: 'e.g. `name: "deepseek_v3"` in `primus/configs/models/deepseek_v3_16b.yaml`'.
_POINTED_AT = re.compile(
    r"^\s*(?:(?:just\s+)?(?:above|below)|in\s+the\s+(?:example|config|snippet)\s+(?:above|below))\b"
    r"|^\s*in\s+`?[\w./-]+\.(?:ya?ml|toml|json)\b",
    re.IGNORECASE,
)


def _words_after(segments: tuple[tuple[str, str], ...], index: int, asides: bool = False) -> str:
    """The rest of a sentence after the span at ``index``, its spans in backticks and its asides in parentheses left
    out (kept with ``asides``, their brackets dropped): what the sentence says of that span ("`--fp8` (`fp8: hybrid`
    in a config) does nothing", "`--fp8` (one of `e4m3`, `hybrid`)")."""
    rest = "".join(text if part == "text" else f"`{text}`" for part, text in segments[index + 1 :])
    return re.sub(r"[()]", " ", rest) if asides else re.sub(r"\([^()]*\)", " ", rest)


def _printed_spans(segments: tuple[tuple[str, str], ...]) -> list[str]:
    """The code spans of a sentence that hold what a run prints: an error or a log line ("`ValueError: ...`"), or a span
    inside a message the sentence quotes ("resets it (“Disable `args.dump_pp_data` since `args.x=1`”)")."""
    printed, quoting = [], False
    for kind, value in segments:
        if kind == "text":
            for mark in re.findall(r"[“”]", value):
                quoting = mark == "“"
        elif quoting or _PRINTED.match(value):
            printed.append(value)
    return printed


def _alternatives(sentence: Sentence) -> list[list[tuple[str, Any]]]:
    """The flags of a sentence, split where the report says "or" between them."""
    groups: list[list[tuple[str, Any]]] = [[]]
    segments = sentence.segments
    for index, (kind, value) in enumerate(segments):
        if kind == "text" and re.search(r"\bor\b", value) and groups[-1]:
            groups.append([])
        rest = "".join(text if part == "text" else f"`{text}`" for part, text in segments[index + 1 :]) if kind == "code" else ""
        after = _words_after(segments, index) if kind == "code" else ""
        if kind == "code" and rest.startswith("?"):
            continue  # "an env var (`X=1`?)": a setting the writer asks about, a guess
        if DENIED_AFTER.match(after) or _DOES_NOTHING_AFTER.match(after) or _POINTED_AT.match(after):
            # "`model_type: gpt` (the default) does not", "`X=0` in the environment does nothing": the setting the report
            # names as one that turns nothing on. "`fp4_recipe: mxfp4` above is only what ...": a setting of the
            # example shown above, pointed at, not stated.
            continue
        groups[-1].extend(_assignments(kind, value))
    return groups


_TRUTH = re.compile(
    r"\s*(?:(?:must|should|to|has to|have to|needs? to)\s+)?(?:both\s+|all\s+)?(?:be|is|are|set\s+to|=|:)\s*`?(true|false|True|False)\b"
)


def _after_conjunction(segments: tuple[tuple[str, str], ...], index: int) -> str:
    """The words after the span at ``index`` and any spans joined to it: "`a` and `b` to both be true" gives both "to both be true"."""
    while index + 2 < len(segments) and re.fullmatch(r"\s*(?:,|,?\s*and)\s*", segments[index + 1][1]):
        if not _bare_flag(segments[index + 2][1], stated=True):
            break
        index += 2
    return segments[index + 1][1] if index + 1 < len(segments) else ""


def _one_run(sentence: Sentence, key: str, ungated: Sentence) -> str:
    """Why a setting of a config block or table is no flag where ``ungated`` says nothing gates the patch."""
    return (
        f'report line {sentence.line}: "{sentence.quote()}": line {ungated.line} says nothing gates the patch '
        f'("{ungated.quote()}"), so `{key}` is one run\'s setting, not one that turns the patch on'
    )


def _bare_flag(value: str, *, stated: bool = False, valued: bool = False) -> bool:
    """Whether a span reads as a config key; ``stated``: its value is written next to it, so a name with "patch" is a key
    too; ``valued``: a table row writes its value in a cell of its own, so an `is_` name is a key too
    ("| `is_hybrid_model` | `true` |"), where alone it would be a predicate (`is_te_min_version`)."""
    return (
        bool(re.fullmatch(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*", value))
        and not value.startswith("_")
        and (valued or not value.startswith("is_"))
        and (stated or "patch" not in value)
        and value not in PHASES
        and value not in PACKAGES
        and value not in _NOT_FLAGS
        and not keyword.iskeyword(value)
        # "any other value, including `true`, leaves it off": a YAML literal is a value, never a key.
        and value.lower() not in ("true", "false", "null", "none", "yes", "no", "on", "off")
        and not value.endswith((".py", ".yaml"))
        # "when `weight.requires_grad` is False": an attribute of a tensor, never a key of the run's config.
        and value.rsplit(".", 1)[-1] not in _TENSOR_ATTRIBUTES
        # "`megatron.core.pipeline_parallel.get_forward_backward_func`": a module path, never a nested config key.
        and not ("." in value and value.split(".", 1)[0] in (*UPSTREAM_ROOTS, "primus"))
    )


_TENSOR_ATTRIBUTES = frozenset({"requires_grad", "dtype", "device", "shape", "grad", "data", "is_cuda", "is_leaf", "main_grad", "ndim"})


def _valued(out: Collector, key: str) -> bool:
    return any(f.value[0] == key for f in out.facts.get("enable.flags", []))


# The sections of a TorchTitan job config: a dotted key under one of them is a run-config key ("parallelism.x").
CONFIG_SECTIONS = frozenset(
    {
        "job", "profiling", "metrics", "model", "optimizer", "lr_scheduler", "training", "parallelism", "checkpoint",
        "activation_checkpoint", "compile", "float8", "mx", "comm", "memory_estimation", "fault_tolerance", "experimental",
        "validation", "primus_turbo",
    }
)  # fmt: skip


def config_key(target: str) -> str | None:
    """The run-config key an assignment's target names (``args.x`` is ``x``), or None for any other attribute.

    ``HAVE_TE`` or ``megatron.core.m.HAVE_TE`` is a module-level flag and ``layer.use_turbo`` an attribute of an object
    the handler holds: neither is a key of the run config, whatever value the handler gives it. Nor is a private name
    (``_primus_rocm_wrapped``, the mark a wrapper carries).
    """
    key = _key(target)
    if key is None or re.fullmatch(r"[A-Z][A-Z0-9_]*", key.rsplit(".", 1)[-1]) or key.rsplit(".", 1)[-1].startswith("_"):
        return None
    if "." in key and key.split(".", 1)[0] not in CONFIG_SECTIONS:
        return None
    return key


# A sentence that speaks of the process environment: an upper-case name in it is an environment variable.
_ENVIRONMENT = re.compile(r"\benv(?:ironment)?\b|\benv[ _-]?var|\bos\.environ\b|\bgetenv\b|\bexport\s+[A-Z]", re.IGNORECASE)


def not_config_key(target: str, prose: str = "") -> str:
    """Why a target ``config_key`` refuses is no side effect: the words of its TODO.

    An upper-case name is an environment variable where ``prose`` (the sentence naming it) speaks of the environment,
    a module-level flag where it is a module's attribute (``megatron.core.m.HAVE_TE``), and could be either alone.
    """
    name = target.rsplit(".", 1)[-1]
    if name.startswith("_"):
        what = "a private attribute (a mark or a cache a function or an object carries)"
    elif not re.fullmatch(r"[A-Z][A-Z0-9_]*", name):
        what = "an attribute of an object or a module"
    elif _ENVIRONMENT.search(prose):
        what = "an environment variable"
    elif "." in target:
        what = "a module-level flag"
    else:
        what = "an environment variable or a module-level flag"
    return (
        f"`{target}` is {what}, not a run-config key, so it is written as no side effect; where the patch sets it, your port must too"
    )


# "Wrong, scratch that.": a sentence that opens on the bare word, which RETRACTS_BEFORE leaves alone because elsewhere
# "Wrong values ..." opens sentences that take nothing back; here the sentence before must also name the phase.
_OPENS_WRONG = re.compile(r"\W*wrong\b", re.IGNORECASE)
# "(Primus only)", "Primus's own gate", "the condition of Primus's registration": a setting only Primus's patch reads.
_PRIMUS_GATE = re.compile(
    r"\bPrimus[- ]only\b|\bonly (?:for|in|by) Primus\b|\bPrimus['’]s (?:own )?(?:gate|condition)\b|\b(?:gate|condition) of Primus['’]s\b",
    re.IGNORECASE,
)
# "temporarily sets", "puts all three back afterwards", "restores it": a write the handler undoes before it returns; not
# "sets the recompiled function back on the module", which installs it.
_UNDONE = re.compile(
    r"\btemporar(?:il)?y\b|\bfor the duration of\b|\b(?:puts?|sets?)\s+(?:\w+\s+){0,3}back\b(?!\s+(?:on|onto|in|into|to)\b)|\brestor(?:es|ed|ing)\b|\breverts?\b",
    re.IGNORECASE,
)


def _undone(prose: str) -> bool:
    """Whether a sentence says the handler undoes its writes: "puts it back", not "does not put the original classes back"."""
    return any(
        not re.search(r"\b(?:not|never|no|nor)\s+(?:\w+\s+)?$|n't\s+(?:\w+\s+)?$", prose[: m.start()], re.IGNORECASE)
        for m in _UNDONE.finditer(prose)
    )


# "no config side effects", "it writes nothing to the cfg", "the handler writes no arg": the patch sets no run-config value.
_NO_SIDE_EFFECTS = re.compile(
    r"\bno (?:config(?:uration)? )?side[- ]effects\b|\bside[- ]effects\W*\s*(?:none|n/a)\b|\bwrites nothing\b"
    r"|\bwrites no (?:config|arg|args|value)s?\b",
    re.IGNORECASE,
)


def side_effects(sentences: list[Sentence], out: Collector) -> None:
    """enable.side_effects: the run-config values Patch logic says the handler sets (`args.x = v`, sets `x` to `v`).

    A target that is no run-config key (see ``config_key``) becomes a TODO quoting the line, never a side effect. Where
    the report says plainly that the patch writes no config ("no config side effects", "it writes nothing to the cfg"),
    a setting named elsewhere (a model flavor that sets a key) is a TODO too.
    """
    denied = next((s for s in sentences if _NO_SIDE_EFFECTS.search(s.prose)), None)
    on_objects = _set_on_objects(sentences)
    for sentence in sentences:
        if not _WRITE_CONTEXT.search(sentence.prose) and not sentence.text.startswith(("args.", "self.config.")):
            continue
        if _undone(sentence.prose):
            # "temporarily sets `args.x = False` ... and puts it back afterwards": the run's config is as it was once the
            # handler is done, so a test that reads it finds the value the user gave.
            why = f'report line {sentence.line}: "{sentence.quote()}": the handler undoes these writes, so none is a side effect of the run\'s config'
            out.todos.append(Todo("enable.side_effects", False, why, "check"))
            continue
        for index, (kind, value) in enumerate(sentence.segments):
            if kind != "code":
                continue
            match = re.fullmatch(r"([\w.]+)\s*=\s*(.+)", value)
            after = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
            ahead = "".join(text for _, text in sentence.segments[:index])  # "a.yaml sets " reads across the file's span
            written_to = bool(_key(value)) and bool(re.fullmatch(r"\s*to\s*", after))  # "sets `x` to true"
            # "sets `a = 1` and `b = 2`": the second is set by whoever set the first.
            subject = re.sub(r"(?:[\w.]+\s*=\s*[^\s,;]+\s*(?:,|\band\b)\s*)+$", "", ahead)
            unwritten = next((what for words, what in _NOT_WRITTEN_BEFORE if (match or written_to) and words.search(subject)), None)
            if (match or written_to) and not unwritten and (writer := _other_code_writing(sentence.segments, index)):
                unwritten = f"set by `{writer}`, the code the sentence names, not by the patch's handler"
            if unwritten:
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is {unwritten}, not a run-config value the handler sets'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if (match or written_to) and (ahead.count('"') % 2 or ahead.count("“") > ahead.count("”")):
                # 'The handler docstring says it "also sets delay_wgrad_compute=True in TransformerConfig"': another text's
                # words, quoted, which the report may go on to deny.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` stands in words the report quotes, not in its own'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and re.match(r"\s*if\b", after):
                # "`adam_cls = torch.optim.AdamW` if ...": one branch of a conditional expression, not what is always set.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is one branch of a conditional expression'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and re.fullmatch(r"[A-Za-z_]\w*=[^\s=]+", value) and not _WRITE_BEFORE.search(ahead):
                # "rank 0 writes it to the console sink, labelled with the last rank, `console_only=True`": a keyword of a
                # call, written as Python writes one (no spaces), which no verb of the sentence sets.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is a keyword of a call, not a run-config value the handler sets'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and _CALL_KEYWORD_AFTER.match(after):
                # "adds `keep_fp8_weight_transpose_cache=False` in the kwargs dict TE gets": a keyword of a call.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{match.group(1)}` is a keyword of a call, not a run-config key'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and "." not in match.group(1) and (_ON_AN_OBJECT_AFTER.match(after) or _ON_AN_OBJECT_BEFORE.search(ahead)):
                # "sets `is_distributed = True` on whatever provider it imported": an attribute of that object.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{match.group(1)}` is set on an object the sentence names, not in the run\'s config'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and match.group(2).strip() in ("...", "…") and config_key(match.group(1)):
                # "`args.data_path = ...`": the writer left the value out.
                why = f'report line {sentence.line}: "{sentence.quote()}": sets `{config_key(match.group(1))}` to a value the report leaves out; write it if it is fixed'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and not match.group(2).startswith("=") and _reference(match.group(2).strip()) and config_key(match.group(1)):
                # "keeps `original_log = MetricsProcessor.log`": Python binds a name to an object, no config value.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` binds a name to the object `{match.group(2).strip()}`, not a run-config value'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and not match.group(2).startswith("=") and _variable(match.group(2).strip()) and config_key(match.group(1)):
                # "`args.moe_layer_freq = normalized`": Python assigns a variable, whose value the report does not give.
                why = (
                    f'report line {sentence.line}: "{sentence.quote()}": sets `{config_key(match.group(1))}` to the variable '
                    f"`{match.group(2).strip()}`, whose value is not written; write the value the handler computes, if it is fixed"
                )
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
                continue
            if match and not match.group(2).startswith("="):
                target, (ok, literal) = match.group(1), _literal(match.group(2).strip())
            elif _key(value) and index + 2 < len(sentence.segments) and re.fullmatch(r"\s*to\s*", sentence.segments[index + 1][1]):
                target, (ok, literal) = value, _literal(sentence.segments[index + 2][1])
            else:
                continue
            key = config_key(target)
            if key and ok and key not in _NOT_FLAGS and denied is not None:
                why = (
                    f'report line {sentence.line}: "{sentence.quote()}": sets `{key}`, but line {denied.line} says the patch writes no '
                    f'config ("{denied.quote()}"); write it only if your port\'s handler sets it'
                )
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
            elif key and ok and key in on_objects:
                # "sets `save_original_input = False` afterwards", where another line writes
                # `self.linear_fc1.save_original_input = False`: the bare name is that object's attribute.
                target_line, full = on_objects[key]
                why = (
                    f'report line {sentence.line}: "{sentence.quote()}": `{key}` is set on an object (`{full}`, line '
                    f"{target_line}), not in the run's config, so it is written as no side effect"
                )
                out.todos.append(Todo("enable.side_effects", False, why, "check"))
            elif key and ok and key not in _NOT_FLAGS:
                out.add("enable.side_effects", Found((key, literal), sentence.line, sentence.quote()), key=key)
            elif ok and _key(target) and key is None:
                why = f'report line {sentence.line}: "{sentence.quote()}": {not_config_key(target, sentence.prose)}'
                out.todos.append(Todo("enable.side_effects", False, why, "check"))


# "`initialize_ub` forces `method = "pipeline"` and `atomic_gemm = 0`": a function of the framework's own, named in code as
# the subject of the write, sets what follows in its own scope; the patch's handler, its wrapper or a hook is the patch.
_CODE_SUBJECT_VERB = re.compile(r"\s+(?:also\s+|then\s+|itself\s+|always\s+)?(?:forces?|sets?|overrides?|pins?|hard-?codes?)\s*$", re.IGNORECASE)
_PATCHS_OWN_CODE = re.compile(r"patch|primus|wrap|handler|hook|install", re.IGNORECASE)


def _other_code_writing(segments: tuple[tuple[str, str], ...], index: int) -> str | None:
    """The function named in code as the subject of the write at ``segments[index]`` when it is not the patch's own."""
    at = index - 1
    # "forces `a = 1` and `b = 2`": the second is written by the subject of the first.
    while at >= 2 and re.fullmatch(r"\s*(?:,|\band\b)\s*", segments[at][1]) and segments[at - 1][0] == "code" and "=" in segments[at - 1][1]:
        at -= 2
    if at < 1 or segments[at][0] != "text" or not _CODE_SUBJECT_VERB.fullmatch(segments[at][1]) or segments[at - 1][0] != "code":
        return None
    name = segments[at - 1][1]
    bare = re.fullmatch(r"[A-Za-z_][\w.]*(?:\(\))?", name)
    return name if bare and not _PATCHS_OWN_CODE.search(name) and not name.startswith(("args.", "config.", "cfg.")) else None


def _set_on_objects(sentences: list[Sentence]) -> dict[str, tuple[int, str]]:
    """The attributes the report writes as assigned on an object or a module, not on the run's config
    (``self.linear_fc1.save_original_input = False``): each last name, with the line and the target that set it."""
    found: dict[str, tuple[int, str]] = {}
    for sentence in sentences:
        for match in _DOTTED_ASSIGNMENT.finditer(plain_text(sentence.text)):
            target = match.group(1)
            if config_key(target) is None and not target.startswith(tuple(KEY_PREFIXES)):
                found.setdefault(target.rsplit(".", 1)[-1], (sentence.line, target))
    return found


# An assignment to a dotted target: "self.linear_fc1.save_original_input = False".
_DOTTED_ASSIGNMENT = re.compile(r"(?<![\w.])((?:[A-Za-z_]\w*\.)+[A-Za-z_]\w*)\s*=(?!=)")


# "phase" as a label in the languages a report may be written in: "Fase:" (Spanish, Portuguese, Italian, Dutch, Danish,
# Norwegian, Indonesian), "Faza:" (Polish, Croatian, Bosnian, Serbian, Slovene, Romanian), "Fáze:" (Czech), "Fáza:"
# (Slovak), "Fázis:" (Hungarian), "Faz:" (Turkish, Azerbaijani), "Fas:" (Swedish), "Vaihe:" (Finnish), "Faas:"
# (Estonian), "Fāze:" (Latvian), "Fazė:" (Lithuanian), "Фаза:" (Russian, Ukrainian, Bulgarian, Serbian, Kazakh), "Φάση:"
# (Greek), "Phasen:" (German plural), "阶段:" / "階段:" (Chinese), "フェーズ:" (Japanese), "단계:" (Korean). Only a label
# followed by a phase Primus registers is read, so a word that means something else there reads nothing.
_PHASE_WORD = r"(?:fase|faza|fáze|fáza|fázis|faz|fas|vaihe|faas|fāze|fazė|фаза|φάση|phasen|阶段|階段|フェーズ|단계)"


# The registration's own words, `phase="before_train"`: the phase as the code writes it.
_REGISTERED_PHASE = re.compile(rf"\bphase\s*=\s*[\"']({'|'.join(PHASES)})[\"']")


def phase(sentences: list[Sentence], out: Collector, everything: list[Sentence] = ()) -> None:
    """enable.phase, when the report names exactly one phase; several are a note.

    A sentence of ``everything`` that is about this patch, plain or not (a reviewer's quoted reply, a correction), and
    sets the phase named against the registration's ('Summary says build_args, but this is `phase="before_train"`')
    sets that phase aside: a TODO quoting both lines. A quoted claim naming the registration's phase alone may be the
    claim a later line corrects, and changes nothing.
    """
    phases: dict[str, Found] = {}
    labelled: dict[str, bool] = {}  # whether each phase is named only under a label in another language ("Fase:")
    for sentence in sentences:
        plain = plain_text(sentence.text)
        for match in re.finditer(
            # "The phase is before_train; the docstring says setup phase": two phases named, neither drafted.
            # Portuguese and Spanish write "na fase `build_args`", "en la fase setup".
            # "At `after_train` it fetches ...": the phase in which the patch acts, opening the sentence.
            rf"\bphase\s*[=:]\s*[\"']?({IDENT})|\b({'|'.join(PHASES)})\s+phase\b|\b(?:phase|fase)\s+(?:is\s+)?({'|'.join(PHASES)})\b"
            rf"|(?<!\w){_PHASE_WORD}\s*[:：]\s*[\"']?({'|'.join(PHASES)})\b"
            rf"|^\W*(?:at|in|during)\s+({'|'.join(PHASES)})\s*,?\s+(?:it|the\s+(?:patch|handler|hook))\b"
            # "| phase | `setup` | run right before ... |": a row of the registration's arguments ("| Fase | ... |" in the
            # languages that write phase so: Spanish, Portuguese, Italian, Asturian, Dutch, Danish, Norwegian).
            rf"|^\W*(?:phase|fase)\s*\|\s*({'|'.join(PHASES)})\b",
            plain,
            re.IGNORECASE,
        ):
            name = next(g for g in match.groups() if g)
            # "Backend / phase: backend=...": a label naming two things, not the phase "backend"; "after the build_args
            # phase" names the phase before this one, not this patch's.
            if match.group(1) and name not in PHASES or re.search(r"\b(?:after|before|than)\s+(?:the\s+)?$", plain[: match.start()]):
                continue
            phases.setdefault(name, Found(name, sentence.line, sentence.quote()))
            labelled[name] = labelled.get(name, True) and bool(match.group(4))
    # "**Fase:** `setup`" and, in a correction the hedges cannot read, 'la registrassion la dise `phase="before_train"`':
    # the registration's own words outrank a phase named only under a label.
    registered = {m.group(1) for s in sentences for m in _REGISTERED_PHASE.finditer(plain_text(s.text))}
    if len(phases) > 1 and registered & set(phases):
        phases = {name: found for name, found in phases.items() if not labelled[name] or name in registered}
    if len(phases) == 1:
        found = next(iter(phases.values()))
        # "it is **not** `before_train`. The registration says `phase="setup"`": the phase set aside may be denied in the
        # sentence just before the one quoting the registration, in its paragraph.
        before = {id(later): earlier for earlier, later in itertools.pairwise(everything) if earlier.block == later.block}
        registered = next(
            (
                (sentence, match.group(1))
                for sentence in everything
                # "the registration says `phase="before_train"`, not `build_args`": said of this patch's registration,
                # whatever a remark beside it on its line says of other patches.
                if _of_this_patch(sentence) or _denies_phase(sentence, found.value)
                for match in _REGISTERED_PHASE.finditer(plain_text(sentence.text))
                if match.group(1) != found.value
                and (
                    re.search(rf"\b{found.value}\b", plain_text(sentence.text))
                    # "Correction, I was wrong there: ~~`before_train`~~ it's `phase="build_args"`": a correction that
                    # gives the registration's phase (the struck one is gone from its words).
                    or _CORRECTS.match(plain_text(sentence.text))
                    or (
                        id(sentence) in before
                        and re.search(rf"\b(?:not|n't|never)\b\W*(?:\w+\W+){{0,3}}?{found.value}\b", plain_text(before[id(sentence)].text))
                    )
                )
            ),
            None,
        )
        # "it runs in the setup phase. no wait sorry not setup": a phase a line of the report denies is no value.
        # A line about another patch ("its phase is before_train, not build_args") denies nothing of this one.
        denial = next(
            (s for s in everything if _of_this_patch(s) and _denies_phase(s, found.value)),
            None,
        )
        # 'The SYNOPSIS above says phase="build_args". That is wrong; I retract it.': the phase the sentence before names.
        # A patch whose id ends in its phase ("megatron.pp.dump_pp_data.after_train") may be called by it, as the subject
        # of what it does: "I assumed after_train also rebinds `x`. Wrong" takes back the rebinding, not the phase.
        own = out.facts.get("feature.id")
        named_for_it = own is not None and str(own.value).rsplit(".", 1)[-1] == found.value
        does = rf"(?!\s+(?:also\s+)?{_PATCH_DOES})" if named_for_it else ""
        denial = denial or next(
            (
                later
                for earlier, later in itertools.pairwise(everything)
                if earlier.block == later.block
                and (_OPENS_WRONG.match(plain_text(later.text)) or RETRACTS_BEFORE.match(plain_text(later.text)))
                and re.search(rf"\b{found.value}\b{does}", plain_text(earlier.text))
            ),
            None,
        )
        if registered is None and denial is not None:
            why = (
                f'report line {found.line} names the phase {found.value} ("{found.quote}"), but line {denial.line} says it is not '
                f'("{denial.quote()}"); write the phase your port\'s patch runs in'
            )
            out.todos.append(Todo("enable.phase", False, why, "check"))
            return
        if registered is None:
            out.put("enable.phase", found)
            return
        sentence, name = registered
        why = (
            f'report line {found.line} names the phase {found.value} ("{found.quote}"), but line {sentence.line} quotes the '
            f'registration with phase="{name}" ("{sentence.quote()}"); write the phase your port\'s patch runs in'
        )
        out.todos.append(Todo("enable.phase", False, why, "check"))
    elif phases:
        settled = _phase_left(phases, sentences, everything)
        if settled is not None:
            out.put("enable.phase", settled)
            return
        first = min(phases.values(), key=lambda f: f.line)
        out.notes.append(Found(f"several phases named ({', '.join(phases)}); enable.phase left out", first.line, first.quote))


def _of_this_patch(sentence: Sentence) -> bool:
    """Whether ``sentence`` may speak of this patch: not hedged as another patch's, nor naming another patch itself."""
    hedge = sentence.hedge.removeprefix("about ")
    return not (hedge.startswith("another patch") or ANOTHER_PATCH.search(without_comparisons(sentence.prose)))


def _denies_phase(sentence: Sentence, name: str) -> bool:
    """Whether ``sentence`` says the patch does not run in phase ``name``: "not setup", "never in the setup phase", "the
    `setup` phase line under What it does is wrong", "the phase `setup` there is wrong"."""
    text = plain_text(sentence.text)
    return bool(
        re.search(rf"\b(?:not|n't|never)\s+(?:in\s+)?(?:the\s+)?`?{name}\b", text)
        or re.search(rf"\bthe\s+{name}\s+(?:phase\s+)?(?:line|bullet|row|claim|item)\b[^.;]{{0,40}}?\b(?:is|was)\s+(?:also\s+)?wrong\b", text, re.IGNORECASE)
        # "the phase `before_train` there is wrong".
        or re.search(rf"\bthe\s+phase\s+`?{name}`?\s+[^.;]{{0,40}}?\b(?:is|was)\s+(?:also\s+)?wrong\b", text, re.IGNORECASE)
    )


# "Correction, I was wrong there: ...", "My mistake: ...": a sentence that opens by correcting what was said before.
_CORRECTS = re.compile(r"\W*(?:corrections?\b|I\s+was\s+wrong\b|my\s+mistake\b|erratum\b)", re.IGNORECASE)


# "| Phase | `build_args` |", "Phase: build_args": the phase a summary table's row gives; and a line saying that row is wrong.
_PHASE_ROW = re.compile(r"\W*phase\s*[|:]", re.IGNORECASE)
_PHASE_ROW_WRONG = re.compile(r"\bphase\s+row\b[^.;]*\b(?:is|was)\s+wrong\b", re.IGNORECASE)


def _phase_left(phases: dict[str, Found], sentences: list[Sentence], everything: list[Sentence]) -> Found | None:
    """The one phase of several that the report does not deny, stated plainly (one of ``sentences``) where it is denied
    ('The phase is phase="before_train" (line 90), not setup.'), or None. A line about another patch denies nothing of this one, and
    a quoted registration of another phase ('phase="setup"') leaves the phase to the reader."""
    plain = {(s.line, s.text) for s in sentences}
    own = [s for s in everything if _of_this_patch(s)]
    # "The Phase row in the summary table is wrong": the phase a table's Phase row gives.
    row_denial = next((s for s in own if _PHASE_ROW_WRONG.search(plain_text(s.text))), None)
    denials = {
        name: next((s for s in own if _denies_phase(s, name)), None) or (row_denial if _PHASE_ROW.match(found.quote) else None)
        for name, found in phases.items()
    }
    left = [name for name, denial in denials.items() if denial is None]
    if len(left) != 1:
        return None
    name = left[0]
    registered = {m.group(1) for s in own for m in _REGISTERED_PHASE.finditer(plain_text(s.text))}
    stating = next((d for d in denials.values() if d is not None and (d.line, d.text) in plain and re.search(rf"\b{name}\b", plain_text(d.text))), None)
    # "Correction: the phase `before_train` there is wrong. The registration says `phase="build_args"`.": the plain
    # sentence after the denial, in its paragraph, states the phase left.
    stating = stating or next(
        (
            s
            for d in denials.values()
            if d is not None
            for s in sentences
            if s.block == d.block and s.line >= d.line and s is not d and re.search(rf"\b{name}\b", plain_text(s.text))
        ),
        None,
    )
    if not registered - {name} and stating is None and row_denial is not None and _REGISTERED_PHASE.search(phases[name].quote):
        # "The Phase row ... is wrong. ... The probe is registered with `phase="before_train"`.": the registration stands.
        others = ", ".join(n for n in phases if n != name)
        return Found(name, phases[name].line, phases[name].quote, f"line {row_denial.line} says the Phase row ({others}) is wrong")
    if registered - {name} or stating is None:
        return None
    others = ", ".join(n for n in phases if n != name)
    return Found(name, stating.line, stating.quote(), f"the report also names {others}, which this line says it is not")
