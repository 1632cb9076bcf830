"""Where the patch acts: the upstream rebinding sites (upstream.symbols, upstream.aliases), the backend
(framework.name), and where the framework builds the replaced object (framework.wired_at)."""

from __future__ import annotations

import re

from .hedge_words import NO_EFFECT
from .hedges import hedge_text
from .markdown import Block
from .paths import DOTTED, IDENT, LITERAL, UPSTREAM_ROOTS, is_dotted, root_of, with_bare_code_quoted
from .records import Collector, Found, Todo
from .sentences import DENIED_AFTER, REBIND_VERB, Sentence, cells, column_of, import_bindings, negated
from .text import plain_text, python_tree

# primus/backends/<backend>/ -> framework.name
BACKENDS = {"megatron": "megatron-lm", "torchtitan": "torchtitan", "maxtext": "maxtext"}


# "Replaces: `a.b.C`", "REBINDS .... `a.b.C`", "Sites: `a.b.C`": a field whose value is a site.
# "There is no from-import alias", "not an alias", "no second alias": the word alias, denied.
_NO_ALIAS = re.compile(r"\b(?:no|not\s+an?|never\s+an?)\s+(?:[\w-]+\s+){0,2}alias(?:es)?\b[^`]*$", re.IGNORECASE)

_SITE_LABEL = re.compile(
    r"^\W*(?:replaces|rebinds|rebound|wraps|sites?|rebinding sites?|upstream symbols?|what\s+(?:the\s+patch|it)\s+rebinds"
    # "Upstream symbol wrapped:", "Method replaced:", "Site rebound:", "Wrapped:": the symbol the patch acts on, named by
    # its label.
    r"|(?:upstream\s+)?(?:(?:symbol|function|method|class|site)(?:es|s)?\s+)?(?:wrapped|replaced|rebound|patched))\s*:\s*$",
    re.IGNORECASE,
)
# "Aliases: none needed (...)", "Sites: none": a field that says it is empty.
# "No alias needs rebinding: the method is set on the class, so `M.C` (the re-export) sees it too": a sentence that
# says there is no alias names none, whatever it names to say why.
_NONE_FIELD = re.compile(
    r"^\W*(?:aliases|sites|rebinds|replaces|upstream symbols?)\W*\s*[:|]\s*(?:none|no\b|n/a|—|-\s)"
    r"|^\W*no\s+(?:other\s+)?(?:alias(?:es)?|import\s+sites?)\s+(?:needs?|to)\s+(?:rebinding|be\s+rebound|rebind|chase)\b",
    re.IGNORECASE,
)


# "name = path/to/file.py L14 → wraps ...": the clause defines a helper by the file it lives in. So does "goes through
# te_patches/utils.py is_te_min_version, which wraps ...": what wraps is the helper the file holds, not the patch.
_HELPER_DEFINED = re.compile(
    r"\b[A-Za-z_]\w*\s*=\s*[\w./-]+\.py\b[^.;`]*$|[\w/-]\.py\b(?::\d+)?\s+`?[A-Za-z_]\w*(?:\(\))?`?\s*,\s*(?:which|that)\s+(?:also\s+)?\w+\s+$"
)


# A table column that holds the upstream binding: "Upstream symbol", "Upstream binding", "Site".
# "replaces every `torch.nn.Linear` child", "swaps each `TENorm` instance": the modules built from a class, swapped in a
# model, while the class itself stays bound.
# "every `TENorm`", "a `torch.Tensor` becomes `val.item()`": an instance of the class (a value a function is given), not
# the binding.
_INSTANCES_BEFORE = re.compile(r"\b(?:every|each|any|an?)\s*$", re.IGNORECASE)
_DEFINES_AFTER = re.compile(r"\s*(?:defines|declares)\b", re.IGNORECASE)
_EXAMPLE_BEFORE = re.compile(r"(?:\be\.g\.|\bfor (?:example|instance)|\bsuch as)[\s,:]*$", re.IGNORECASE)
# "before `torchtitan.train.Trainer` is constructed", "until `setup_model_and_optimizer` is called": a moment, not a site.
# "before **`pretrain`** builds the model": the moment said in the active voice too, its "before" in emphasis.
_MOMENT_BEFORE = re.compile(r"\b(?:before|after|until|once|when)[\s*_]*$", re.IGNORECASE)
_MOMENT_AFTER = re.compile(
    r"\s*(?:(?:is|are|gets?|has\s+been)\s+(?:first\s+)?(?:constructed|built|created|called|imported|initiali[sz]ed|instantiated|run|loaded|used)\b"
    r"|(?:builds|constructs|creates|runs|starts|calls|loads|initiali[sz]es|instantiates)\s+(?:the|its|a|any)\b)",
    re.IGNORECASE,
)
# "before any `SwiGLUFunction.apply` is traced by `torch.compile`", "replaced by `x`": what does the act, or what
# takes the place of the object; never the binding rebound.
_AGENT_BEFORE = re.compile(r"\bby\s*$", re.IGNORECASE)
_INSTANCES_AFTER = re.compile(r"\s*(?:child(?:ren)?|instances?|submodules?|layers?|objects?)\b", re.IGNORECASE)
_DENIED_ALTERNATIVE = re.compile(r"(?:^|[,;(]|\bbut)\s*(?:not|rather\s+than|instead\s+of)\s*$", re.IGNORECASE)
_UPSTREAM_COLUMN = re.compile(r"^\W*(?:upstream\b|(?:patched |rebound |wrapped |module )?(?:symbol|site|binding|attribute)s?\W*$)", re.IGNORECASE)


def module_paths(sentences: list[Sentence], patch_id: str | None = None) -> set[str]:
    """The dotted paths a report names as modules: a site is an attribute of a module, never a module alone.

    A path is a module when the report names an attribute of it (`M` next to `M.f`) and its last part is not a
    class name, or when it says so: "the module `M`", "`M` imports ...", "`M` (which imports ...)". The patch's id is
    no attribute: "megatron.training.training.get_model.disable_second_ddp" names the patch that rebinds `get_model`.
    """
    spans = [(s, i, v) for s in sentences for i, (k, v) in enumerate(s.segments) if k == "code" and is_dotted(v)]
    named = {v for _, _, v in spans} - {patch_id}
    modules = set()
    for sentence, index, value in spans:
        before = sentence.segments[index - 1][1] if index else ""
        after = sentence.segments[index + 1][1] if index + 1 < len(sentence.segments) else ""
        extended = value.rsplit(".", 1)[-1][:1].islower() and any(n.startswith(value + ".") for n in named)
        # "the module `M`" names a module; "the module-level function `M.f`" and "the module attribute `M.f`" name what a
        # module holds.
        # "calls `get_model` through the module, so rebinding `M.get_model` is enough": a clause after the comma names
        # something else.
        called = re.search(r"\bmodules?\b(?![-']\w)(?!\s+(?:attributes?|attrs?|globals?|names?|bindings?|variables?)\b)[^`.;,]*$", before, re.IGNORECASE) or re.match(
            # "`M.C.f` (import at line 58, original saved at line 60)": the import of it, a noun, not `M` importing.
            r"\s*\(?\s*(?:which |that )?imports?\b(?!\s+(?:at|on|in)\s+(?:line|L\d))", after, re.IGNORECASE
        )
        if extended or called:
            modules.add(value)
    return modules


# "lands on the function object and has no effect": an assignment the report says changes nothing; "`C.f` is not a
# site of the Mamba patch": a path the report says is no site.
# "The bullet that says `x` is rebound by this patch is wrong; I retract it": a claim about the path taken back.
_NO_EFFECT = re.compile(
    rf"{NO_EFFECT}|\bis\s+a\s+no-op\b|\b(?:is|are)\s+not\s+(?:a\s+)?(?:rebinding\s+)?sites?\b"
    r"|\b(?:is|was)\s+wrong\b|\b(?:I|we)\s+retract\b|\btake\s+(?:it|that)\s+back\b",
    re.IGNORECASE,
)
_RETRACTED = re.compile(r"\b(?:I|we)\s+retract\b|\btake\s+(?:it|that|them|those)\s+back\b", re.IGNORECASE)
# "`DDP.zero_grad_buffer` is not rebound by ...": what follows a path that the sentence denies is a site.
# "`_fused_scaled_impl` stays upstream": left as upstream has it, so no site either.
_NOT_REBOUND = re.compile(
    r"\s*(?:(?:is|are)\s+(?:not|never)\s+(?:rebound|patched|replaced|touched|wrapped)|(?:stays?|remains?)\s+(?:upstream(?:'s)?|untouched|as\s+it\s+is))\b",
    re.IGNORECASE,
)
# "SGD is rebound to `torch.optim.SGD`", "is replaced with `x`": the span after it is the new object.
_BOUND_TO = re.compile(r"\b(?:is|are|was|were|gets?|got)\s+(?:\w+\s+)?(?:rebound|replaced|swapped|overridden|set)\s+(?:to|with|by|for)\s*$", re.IGNORECASE)
# The verb of a sentence that marks its object before it (Hindi "को"): rebind, replace, or "बदल" (change, replace).
_OBJECT_MARKED_VERB = re.compile(r"\b(?:rebind|replace|wrap)|बदल")
# "This patch never touches `print_rank_last`": a later message taking back a site an earlier one named, by its last name.
# In Vietnamese: "patch không hề đụng tới `x`" (the patch never touches x).
_NEVER_TOUCHED = re.compile(
    # "the teardown does **not** restore `x`": an after-train handler said not to put a binding back.
    r"\b(?:patch|handler|it|ours|Primus|the\s+probe|the\s+hook|the\s+wrapper|the\s+teardown)\s+(?:never|does\s+[*_]*not[*_]*|doesn't)\s+"
    r"(?:touch(?:es)?|rebinds?|patch(?:es)?|replaces?|names?|wraps?|restores?)\b"
    r"|\b(?:patch|handler|nó)\s+(?:không\s+hề|chẳng\s+hề|chưa\s+hề|không)\s+(?:đụng|động|rebind|patch|thay|sửa)(?:\s+(?:tới|đến|vào))?(?!\w)",
    re.IGNORECASE,
)


# A column of where or to what each attribute is set: "Assigned at", "Set at (line)", "Rebound to", "Replaced with".
_ASSIGNED_COLUMN = re.compile(r"(?:assigned|set|rebound|patched|replaced|overwritten)\s+(?:at|in|to|with|by)\b.*")


def _module_attribute_rows(sentences: list[Sentence]) -> list[tuple[str, bool, Found]]:
    """The sites of a table that gives each one's module and attribute in columns of their own, under a lead that says
    the handler rebinds them ("The handler rebinds the class at two module attributes:" over "| Module | Attribute |"),
    or with a column that says where or to what each is set ("| Module | Attribute | Assigned at |")."""
    found = []
    for sentence in sentences:
        if not sentence.row or not sentence.table:
            continue
        headers = [plain_text(h).strip().lower() for h in sentence.table.removeprefix("| ").split(" | ")]
        if not (REBIND_VERB.search(sentence.lead or "") or any(_ASSIGNED_COLUMN.fullmatch(h) for h in headers)):
            continue
        module = next((i for i, h in enumerate(headers) if re.fullmatch(r"(?:upstream\s+)?module", h)), None)
        attribute = next((i for i, h in enumerate(headers) if re.fullmatch(r"attribute|name|symbol", h)), None)
        values = [plain_text(c).strip() for c in cells(sentence)]
        if module is None or attribute is None or max(module, attribute) >= len(values):
            continue
        path = f"{values[module]}.{values[attribute]}"
        if is_dotted(path) and re.fullmatch(r"[A-Za-z_]\w*", values[attribute]) and root_of(path) in UPSTREAM_ROOTS:
            found.append((path, False, Found(None, sentence.line, sentence.quote())))
    return found


def without_effect(sentences: list[Sentence], patch_id: str | None = None) -> set[str]:
    """The paths a report says are no site: the one dotted path of a sentence saying its rebinding has no effect, or that
    it is not a site, and the one name a sentence says the patch never touches.

    "An eleventh, `M.f`, lands on the upstream function object and has no
    effect" takes back, in its own sentence, the site an earlier one named
    ("the site it means is `M.f`"): wherever it is named, it is no site. The
    path may be short ("`GPTModel._postprocess` is not a site"): it denies each
    site it ends.
    """
    found = set()
    for sentence in sentences:
        spans = [v.removesuffix("()") for k, v in sentence.segments if k == "code"]
        paths = {v for v in spans if is_dotted(v)}
        prose = plain_text(sentence.prose)
        if len(paths) == 1 and _NO_EFFECT.search(prose):
            found |= paths
        elif paths and _RETRACTED.search(prose):
            # "the bullet saying it also rebinds `a.f` / `a.g` is wrong, I retract it": every path of the claim taken back;
            # a right one named beside them is a TODO, never a value.
            found |= paths
        elif _NEVER_TOUCHED.search(prose) and len(set(spans)) == 1 and (spans[0].isidentifier() or paths):
            found.add(spans[0])
        # "And `DDP.zero_grad_buffer` is not rebound by megatron.x: that rebinding belongs to ...": the name right
        # before the denial is no site, whatever else the sentence names.
        segments = sentence.segments
        for index, (kind, value) in enumerate(segments[:-1]):
            # "`_get_extra_te_kwargs` is NOT rebound for good": a bare name denies each site it ends, as a path does.
            name = value.removesuffix("()")
            if kind == "code" and (is_dotted(name) or name.isidentifier()) and _NOT_REBOUND.match(segments[index + 1][1]):
                found.add(name)
            # "The function the patch rebinds is `a.f`, not `b.f`": the path after "not" is the one it does not rebind.
            if kind == "text" and segments[index + 1][0] == "code" and _DENIED_ALTERNATIVE.search(value) and REBIND_VERB.search(sentence.prose):
                name = segments[index + 1][1].removesuffix("()")
                if is_dotted(name):
                    found.add(name)
            # "Primus's patch never touches `torch.optim.AdamW`, it only binds it": the name right after the denial.
            # "`megatron.args.hsdp` does **not** rebind `x`": the patch named by its id as the one that does not.
            by_id = bool(patch_id) and index > 0 and segments[index - 1] == ("code", patch_id) and bool(_DOES_NOT_REBIND.match(value))
            if kind == "text" and segments[index + 1][0] == "code" and (by_id or re.search(rf"(?:{_NEVER_TOUCHED.pattern})\s*$", value, re.IGNORECASE)):
                found.add(segments[index + 1][1].removesuffix("()"))
                # "the patch does not rebind `A` or `B`": each name of the list the denial governs.
                after = index + 2
                while after + 1 < len(segments) and segments[after + 1][0] == "code" and _LIST_GOES_ON.fullmatch(segments[after][1]):
                    found.add(segments[after + 1][1].removesuffix("()"))
                    after += 2
    return found


# What follows a patch's id to deny a binding: " does **not** rebind ", " never touches ".
_DOES_NOT_REBIND = re.compile(
    r"^\s*(?:does\s+[*_]*not[*_]*|doesn't|never)\s+(?:touch(?:es)?|rebinds?|patch(?:es)?|replaces?|wraps?)\s*$", re.IGNORECASE
)
# Between two names of one list: "`A` or `B`", "`A`, `B` nor `C`".
_LIST_GOES_ON = re.compile(r"\s*(?:,\s*)?(?:(?:or|nor|and)\s+)?", re.IGNORECASE)


def rebinding_sites(
    sentences: list[Sentence],
    out: Collector,
    known_modules: set[str] = frozenset(),
    no_effect: set[str] = frozenset(),
    patch_id: str | None = None,
) -> None:
    """Rebinding sites: arrows, assignments, "rebinds `S` in `A`, `B`" and "also rebinds the alias `A.S`".

    A path in ``known_modules`` (see ``module_paths``) is a module: named alone, it is a note, never a site. A path in
    ``no_effect`` (see ``without_effect``) is a TODO wherever it is named. The patch's own id is no site, though it
    reads as a dotted path ("patch `torchtitan.primus_turbo.x` -> its file"). (Another patch's id may be a symbol: a
    report may call the patch of `torch.profiler.profile` by the symbol's name, and its sentences are hedged anyway.)
    """
    sites: list[tuple[str, bool, Found]] = []  # path, named an alias, where
    replaced_by: dict[str, str] = {}  # site -> the object the report says replaces it ("`a.M.S` -> `primus.x.S`")
    imported = _prose_imports(sentences)
    for sentence in sentences:
        segments = sentence.segments
        if _NONE_FIELD.match(plain_text(sentence.text)):
            # "ALIASES: none needed (the class object is shared, so `M.C` sees the change)": an empty field names no site.
            continue
        verb = False
        consumed: set[int] = set()
        for index, (kind, value) in enumerate(segments):
            if kind == "text":
                verbs = [m.end() for m in REBIND_VERB.finditer(value) if not negated(value, m.start())]
                breaks = [m.end() for m in re.finditer(r"[:;]\s|\bso\b|—", value)]
                # A rebinding verb reaches the spans after it, up to the end of its clause; "REPLACES: `x`" is a label.
                verb = max(verbs, default=-1) > max(breaks, default=-1) or (verb and not breaks) or bool(_SITE_LABEL.match(value))
                # "Before either rebinding it asserts `m.HAVE_TE`": a verb of another act after the rebinding verb owns
                # what follows.
                verb = verb and not any(m.start() > max(verbs, default=-1) for m in _OTHER_ACT.finditer(value))
                verb = verb or _sets_to_a_replacement(segments, index)
                # "`SGD` is rebound to `torch.optim.SGD`": what follows a passive verb and "to" is the object bound, no site.
                verb = verb and not _BOUND_TO.search(value)
                continue
            if index in consumed:
                continue
            before = segments[index - 1][1] if index else ""
            after = segments[index + 1][1] if index + 1 < len(segments) else ""
            if _OTHER_VERSION_PATH.search(before):
                # "`maxtext.trainers.pre_train.train.initialize` (legacy: `MaxText.train.initialize`)": the path where an
                # older (or the fallback) layout has the symbol, one of two the code picks between, never both bound.
                why = f'report line {sentence.line}: "{sentence.quote()}": `{value}` is given as the path of another version or a fallback; write it if your framework has that layout'
                out.todos.append(Todo("upstream.aliases", False, why, "check"))
                continue
            # "There is no from-import alias to rebind: ..., so `a.loader.Loader` (same class) sees it": an alias denied
            # names nothing an alias.
            said_alias = bool(re.search(r"\balias(?:es)?\b[^`]*$", before, re.IGNORECASE)) and not _NO_ALIAS.search(before)
            alias = said_alias or bool(re.search(r"\balso\b[^`]*$", before, re.IGNORECASE))
            named_alias = said_alias and is_dotted(value)
            where = Found(None, sentence.line, sentence.quote())
            assignment = re.fullmatch(rf"({DOTTED.pattern})\s*=\s*([\w.]+)", value)
            modules = (
                _module_list(segments, index + 1)
                if re.match(r"\s*(?:(?:is|are)\s+)?(?:rebound\s+|replaced\s+|patched\s+|overridden\s+)?(?:in|on)\s+(?:both\s+)?$", after)
                else []
            )
            if assignment and LITERAL.fullmatch(assignment.group(2)):
                # `M.HAVE_TE = True` sets a flag of the module; a rebinding binds an object (see hedges.coverage).
                continue
            if assignment:
                path = assignment.group(1)
                head, _, rest = path.partition(".")
                if head in imported and rest:
                    # "`import torchtitan.models.moe.moe as moe_module` then `moe_module.MoE.forward = f`".
                    path = f"{imported[head]}.{rest}"
                if root_of(path) in UPSTREAM_ROOTS:
                    sites.append((path, alias, where))
                _replacement(assignment.group(2), sentence, out)
            elif modules and (verb or REBIND_VERB.search(after)):
                consumed.update(range(index + 2, index + 2 + 2 * len(modules), 2))
                # "`te.TENorm` in `a`, `b`" names `TENorm` in each; "`GPTModel._set_attention_backend` in `m`" names the
                # method of the class, `m.GPTModel._set_attention_backend`: a path keeps its parts from the first class.
                parts = value.removesuffix("()").split(".")
                first_class = next((i for i, part in enumerate(parts) if part[:1].isupper()), len(parts) - 1)
                symbol = ".".join(parts[first_class:])
                for module in modules:
                    path = f"{module}.{symbol}"
                    if root_of(module) in UPSTREAM_ROOTS and is_dotted(path):
                        sites.append((path, alias, where))
                    else:
                        _partial_site(sentence, path, out)
            elif (
                is_dotted(value)
                and root_of(value) not in ("primus", "primus_turbo")
                and (
                    verb
                    or named_alias
                    # "a := b" is an assignment written in prose, and so is "`a` becomes `b`" or "`a` is rebound to `b`";
                    # "`a` -- wrapped by `f`" names the site a wrapper replaces.
                    or re.match(
                        r"\s*(?:->|→|←|=>|:=|becomes\b|(?:is|are)\s+(?:rebound|replaced|swapped|overridden)\s+(?:to|with|by)\b"
                        r"|(?:--|—|–)\s*wrapped\b)",
                        after,
                    )
                    or replaced_in_row(sentence, index)
                    or _assigned_to(segments, index)
                    or _UPSTREAM_COLUMN.search(column_of(sentence, index))
                    # Hindi puts the verb last: "`X` को `Y` से rebind करता है" (rebinds X to Y), "`X` को ... से बदल देता है".
                    or (re.match(r"\s*को(?:\s|$)", after) and _OBJECT_MARKED_VERB.search(sentence.prose))
                )
            ):
                # What an arrow maps the path to ("`a.M.S` -> `primus.x.S`"), "" where none follows it.
                mapped = segments[index + 2][1] if re.match(r"\s*(?:->|→|=>)\s*$", after) and index + 2 < len(segments) else ""
                if patch_id and mapped == patch_id:
                    # "id | `megatron.team.fused_bias_swiglu` → `megatron.te.fused_bias_swiglu`": an earlier spelling of
                    # the patch's id, corrected; a name, not a binding.
                    out.note(sentence, f"`{value}` is mapped to the patch's id, an earlier spelling of it; not written as a site")
                    continue
                if _INSTANCES_BEFORE.search(before) or _INSTANCES_AFTER.match(after):
                    out.note(sentence, f"`{value}` names instances of it (the modules of a model, a value a function is given), not a binding; not written as a site")
                    continue
                if _DEFINES_AFTER.match(after):
                    # "the same class `torch.nn.modules.sparse` defines": the module the class is written in, named in passing.
                    out.note(sentence, f"`{value}` is named as the module that defines what the patch rebinds; not written as a site")
                    continue
                if _EXAMPLE_BEFORE.search(before):
                    # "mutates the `model_args` dict the package returns (e.g. `torchtitan.models.llama3.llama3_args`)".
                    out.note(sentence, f"`{value}` is named as an example, not as a binding the patch rebinds; not written as a site")
                    continue
                if _AGENT_BEFORE.search(before):
                    out.note(sentence, f"`{value}` is named after \"by\", as what does the act, not a binding the patch rebinds; not written as a site")
                    continue
                if _MOMENT_BEFORE.search(before) and _MOMENT_AFTER.match(after):
                    # "Rebind `a.logger` and `a.init_logger` before `torchtitan.train.Trainer` is constructed": when to
                    # rebind, not what.
                    out.note(sentence, f"`{value}` names the moment to rebind by (before it is built or called), not a site")
                    continue
                path = value.removesuffix("()")
                mapped = mapped or next(iter(re.findall(r"^\s*(?:->|→|=>)\s*([a-z_]\w*\.\w+\(\))", after)), "")
                if re.fullmatch(r"[a-z_]\w*\.\w+\(\)", mapped) and root_of(mapped) not in (*UPSTREAM_ROOTS, "primus", "primus_turbo"):
                    # "None -> None, `torch.Tensor` -> `val.item()`": what a function returns for a value of that type,
                    # a method called on its argument, not an object bound in place of upstream's (a wrapper's
                    # "-> `functools.partial(general_gemm, ...)`" is one).
                    out.note(sentence, f"`{value}` is mapped to `{mapped}`, a call on a value, not a replacement; not written as a site")
                    continue
                if re.match(r"\s*(?:->|→|=>|:=|becomes)\s*$", after) and index + 2 < len(segments) and is_dotted(segments[index + 2][1]):
                    replaced_by[path] = segments[index + 2][1].removesuffix("()")
                    out.add("_replacements", Found(replaced_by[path], sentence.line, sentence.quote()))
                elif replaced_in_row(sentence, index):
                    # "| `a.M.S` | `primus.x.S` |": the row's next cell is what replaces the site.
                    replaced_by[path] = segments[index + 2][1].removesuffix("()")
                imported_name = _imported_name(segments, index)
                # "the alias in `M`" names the module that holds the alias, not the binding itself; so does each module of
                # a list after "in" ("`record_function` in _fsdp_param_group, `torch.profiler` and `torch.autograd.profiler`").
                if (re.search(r"\bin\s*$", before) or _listed_after_in(segments, index)) and imported_name is None:
                    # A TODO, not a note: the aliases are sites the port must rebind, and only their names are missing.
                    why = (
                        f'report line {sentence.line}: "{sentence.quote()}": `{path}` is named as the module holding an alias, '
                        f"without the name it binds; add `{path}.<name>` to upstream.aliases for each name your port rebinds there"
                    )
                    if all(t.why != why for t in out.todos):
                        out.todos.append(Todo("upstream.aliases", False, why, "check"))
                    continue
                if _OWNER_BEFORE.search(before) and not re.search(r"\bmethods?[\s*_]+(?:on|of)\s+(?:the\s+)?(?:upstream\s+)?class\s*$", before, re.IGNORECASE):
                    # "rebinds two attributes on `M`: `a` and `b`", "patches methods on the DDP class itself, `M.C`": `M`
                    # holds the sites; the names it lists after a colon are them.
                    named = _names_after_colon(segments, index)
                    for name in named:
                        sites.append((f"{path}.{name}", False, where))
                    consumed.update(range(index + 1, index + 2 * len(named) + 1))
                    if not named:
                        why = f'report line {sentence.line}: "{sentence.quote()}": `{path}` holds the attributes the patch rebinds; write their paths'
                        out.todos.append(Todo("upstream.symbols", False, why, "check"))
                    continue
                if re.search(r"\bmethods?[\s*_]+(?:on|of)\s+(?:the\s+)?(?:upstream\s+)?class\s*$", before, re.IGNORECASE):
                    # "rebinds the *method* on the upstream class `M.C`": a method of C is the site, not C itself.
                    why = f'report line {sentence.line}: "{sentence.quote()}": `{path}` is the class whose method is rebound; write the method\'s path'
                    out.todos.append(Todo("upstream.symbols", False, why, "check"))
                    continue
                if imported_name is None and _HELPER_DEFINED.search("".join(v for _, v in segments[:index])):
                    # "is_te_min_version = te_patches/utils.py L14 → wraps `megatron.core.utils.is_te_min_version`": a
                    # helper defined in a file of its own calls what it wraps; nothing installs it in its place.
                    out.note(sentence, f"`{path}` is what a helper defined in a file calls; not written as a site")
                    continue
                if imported_name is not None:
                    path = f"{path}.{imported_name}"
                elif DENIED_AFTER.match(after):
                    _denied_site(sentence, path, out)
                    continue
                elif path in known_modules:
                    out.note(sentence, f"`{path}` is named as a module, without the name it binds; not written as a site")
                    continue
                if root_of(path) in UPSTREAM_ROOTS:
                    sites.append((path, alias, where))
                else:
                    _partial_site(sentence, path, out)
    # "So the upstream symbol is `megatron.core.fp8_utils.get_fp8_context`, rebound at four places": the report names the
    # defining binding; it is the symbol and the other bindings of its name are aliases, in whatever order they are listed.
    sites += _module_attribute_rows(sentences)
    declared = _declared_symbols(sentences)
    named = {path for path, _, _ in sites}
    for path, where in declared.items():
        # "the upstream symbol is `a.b.S`, and the handler also rebinds the copy `c.S`": the symbol is a site whether or not
        # a rebinding verb stands before it, when a site of its name is rebound ("the upstream symbol is `a.C` (its
        # forward)" alone names the class whose method is the site).
        if path not in named and root_of(path) in UPSTREAM_ROOTS and path.rsplit(".", 1)[-1] in {n.rsplit(".", 1)[-1] for n in named}:
            sites.append((path, False, where))
    sites.sort(key=lambda site: site[0] not in declared)
    # "what it rebinds, all on TE's class `m.WeightGradStore`:" and then `m.WeightGradStore.put`, `...pop`: a path whose
    # attributes are the other sites is their class or module, which keeps its binding.
    paths = {path for path, _, _ in sites}
    owners = {path: child for path in paths for child in sorted(paths) if child.startswith(path + ".")}
    for path, _, where in sites:
        if path in owners:
            out.todos.append(
                Todo(
                    "upstream.symbols",
                    False,
                    f'report line {where.line}: "{where.quote}": `{path}` holds other sites the report names (`{owners[path]}`): '
                    "their class or module, whose own binding stays; not written as a site",
                    "check",
                )
            )
    sites = [site for site in sites if site[0] not in owners]
    seen: set[str] = set()
    symbols: dict[str, str] = {}  # a symbol's last name -> its path
    for path, alias, where in sites:
        if path in seen or path == patch_id:
            continue
        seen.add(path)
        # "The handler never touches `megatron.core.optimizer`": no name of a module the report denies is a site either.
        if any(path == denied or path.endswith("." + denied) or (denied in known_modules and path.startswith(denied + ".")) for denied in no_effect):
            out.todos.append(
                Todo(
                    "upstream.symbols",
                    False,
                    f'report line {where.line}: "{where.quote}": `{path}` is named as a site, and elsewhere as no site (its rebinding '
                    "has no effect, or it is not one); not written as a site",
                    "check",
                )
            )
            continue
        parts = path.split(".")
        if parts[-1] in ("X", "Y", "Z", "T", "cls", "obj"):
            # "straight `moe_module_specs.X = DeprecatedX`", "`spec_module.cls`": the name a variable takes stands for
            # each of the classes the sentence means, no attribute of upstream's (a one-letter class, `a.C`, may be one).
            why = f'report line {where.line}: "{where.quote}": `{path}` ends in a name a variable takes, a stand-in for the names meant; write each site it stands for'
            out.todos.append(Todo("upstream.symbols", False, why, "check"))
            continue
        # A method is named by its class too: `A.TEDotProductAttention.forward` and `B.FusedAttnFunc.forward` are two
        # symbols, not one bound twice.
        name = ".".join(parts[-2:]) if len(parts) > 2 and parts[-2][:1].isupper() else parts[-1]
        first = symbols.get(name)
        # Two sites of one name, each replaced by its own object (llama3's and llama4's Attention), are two classes.
        distinct = (
            first is not None and None not in (replaced_by.get(path), replaced_by.get(first)) and replaced_by[path] != replaced_by[first]
        )
        if first is not None and not distinct and not alias and name != parts[-1]:
            # "`megatron.core.models.gpt.gpt_model.GPTModel._postprocess`", then "`GPTModel._postprocess = f`" read
            # through `from megatron.core.models.gpt import GPTModel`: a class's attribute is set once, on the class,
            # whichever module's name for the class reaches it; no second binding.
            out.notes.append(Found(f"`{path}` is {name} again, reached through another module's name for its class; one binding", where.line, where.quote))
            continue
        if alias or (first is not None and not distinct):
            note = (
                "named as an alias in the report"
                if alias
                else f"another binding of {name}; the first site named is taken as its defining module"
            )
            out.add("upstream.aliases", Found(path, where.line, where.quote, note))
        else:
            symbols.setdefault(name, path)
            out.add("upstream.symbols", Found(path, where.line, where.quote))


_DECLARED_SYMBOL = re.compile(r"\b(?:the\s+)?(?:upstream|original|replaced)\s+(?:symbol|function|class|object)\s+is\s*$", re.IGNORECASE)


# Verbs of what a handler does besides rebinding: what they take is no site.
_OTHER_ACT = re.compile(r"\b(?:asserts?|checks?|reads?|calls?|logs?|raises?|verif(?:y|ies))\b", re.IGNORECASE)


def _declared_symbols(sentences: list[Sentence]) -> dict[str, Found]:
    """The paths a sentence calls the upstream symbol ("the upstream symbol is `a.b.f`"), each where it is said."""
    declared: dict[str, Found] = {}
    for sentence in sentences:
        segments = sentence.segments
        for index, (kind, value) in enumerate(segments):
            if kind != "text" and index and _DECLARED_SYMBOL.search(segments[index - 1][1]) and is_dotted(value):
                declared.setdefault(value.removesuffix("()"), Found(None, sentence.line, sentence.quote()))
    return declared


def _prose_imports(sentences: list[Sentence]) -> dict[str, str]:
    """The names import lines bind where a report writes them as code spans in prose ("`import a.b as c`").

    A name two import lines bind to different modules ("`from maxtext.trainers.pre_train import train as orig_train`",
    and in the fallback "`import MaxText.train as orig_train`") binds whichever imports at run time: no path is read
    through it.
    """
    names: dict[str, str] = {}
    ambiguous: set[str] = set()
    for sentence in sentences:
        for kind, value in sentence.segments:
            if kind == "code" and re.match(r"\s*(?:from|import)\s", value):
                try:
                    bound = import_bindings(python_tree(value.strip()).body)
                except SyntaxError:
                    continue
                ambiguous |= {name for name, module in bound.items() if names.get(name, module) != module}
                names.update(bound)
    return {name: module for name, module in names.items() if name not in ambiguous}


# "(legacy: `MaxText.train.initialize`)", "(older releases: `x`)", "(fallback: `y`)": a path an aside gives for another
# layout of the framework.
_OTHER_VERSION_PATH = re.compile(
    r"\(\s*(?:legacy|old(?:er)?(?:\s+(?:releases?|versions?|layout))?|fallback|previously|formerly|pre-[\w.]+)\s*:?\s*$", re.IGNORECASE
)


def _partial_site(sentence: Sentence, path: str, out: Collector) -> None:
    """A site the report names without its package (`TransformerConfig.x`, `te.pytorch.RMSNorm`): a TODO, never a guess."""
    out.todos.append(
        Todo(
            "upstream.aliases",
            False,
            f'report line {sentence.line}: "{sentence.quote()}": `{path}` is not a full import path into an upstream package; '
            "write the full path if your port rebinds it",
            "check",
        )
    )


def _denied_site(sentence: Sentence, path: str, out: Collector) -> None:
    """A path the report says the port does not rebind, or that rebinding would not do: a TODO quoting it, never a site."""
    out.todos.append(
        Todo(
            "upstream.aliases",
            False,
            f'report line {sentence.line}: "{sentence.quote()}": `{path}` is named as a binding the port does not rebind, '
            "or whose rebinding would not suffice; not written as a site",
            "check",
        )
    )


def _imported_name(segments: tuple[tuple[str, str], ...], index: int) -> str | None:
    """The name a module binds, when the span after ``segments[index]`` is its import line: `M` (`from X import S as T`) gives T."""
    if index + 2 >= len(segments) or not re.fullmatch(r"\s*[(:,]?\s*(?:does|did|has|with)?\s*", segments[index + 1][1]):
        return None
    match = re.fullmatch(rf"from\s+[\w.]+\s+import\s+\(?\s*({IDENT})(?:\s+as\s+({IDENT}))?\s*\)?", segments[index + 2][1].strip())
    return (match.group(2) or match.group(1)) if match else None


# "The wrapper is bound at two places:": a lead whose list names where the patch binds its object.
_BOUND_AT = re.compile(r"\b(?:is|are|gets?|get)\s+(?:also\s+)?(?:bound|installed|assigned)\s+(?:at|in|to|into)\b", re.IGNORECASE)


# "Sets `a.M.f` to a shim (`setattr`, L137)": a write of a path to what replaces it is a rebinding, the path its site.
_SETS = re.compile(r"\bsets?\s*$", re.IGNORECASE)
_TO_A_REPLACEMENT = re.compile(
    r"^\s*to\s+(?:a|an|the|its|Primus'?s?)\s+(?:[\w-]+\s+)?(?:shim|wrapper|replacement|stub|no-op|patched\s+(?:function|method|class|version))\b",
    re.IGNORECASE,
)


# "two attributes on `M`", "methods on the DDP class itself, `M.C`": the span after it holds what the patch rebinds.
_OWNER_BEFORE = re.compile(
    r"\b(?:attributes?|names?|functions?|globals?|methods?)[\s*_]+(?:on|of|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:class|module)?(?:\s+itself)?[\s,]*$",
    re.IGNORECASE,
)


def _names_after_colon(segments: tuple[tuple[str, str], ...], index: int) -> list[str]:
    """The bare names a colon after the span at ``index`` lists: "`M`: `a` and `b`" lists a and b."""
    names: list[str] = []
    position = index + 1
    while position + 1 < len(segments):
        separator, (kind, value) = segments[position][1], segments[position + 1]
        joins = r"\s*:\s*" if not names else r"\s*(?:,|,?\s*and|,?\s*or)\s*"
        if kind != "code" or not re.fullmatch(joins, separator) or not re.fullmatch(IDENT, value):
            break
        names.append(value)
        position += 2
    return names


def _listed_after_in(segments: tuple[tuple[str, str], ...], index: int) -> bool:
    """Whether the span at ``index`` is a later entry of a list after "in": "in `A`, `B` and `C`", "in `A` / `B`"."""
    position = index - 1
    while position >= 1 and re.fullmatch(r"\s*(?:,|/|\+|,?\s*and|,?\s*or)\s*", segments[position][1]) and segments[position - 1][0] == "code":
        position -= 2
    return position < index - 1 and position >= 0 and bool(re.search(r"\bin\s*$", segments[position][1]))


def _sets_to_a_replacement(segments: tuple[tuple[str, str], ...], index: int) -> bool:
    """Whether the text segment at ``index`` ends in "sets" and the span after it is set "to a shim" (or a wrapper)."""
    return (
        bool(_SETS.search(segments[index][1]))
        and index + 2 < len(segments)
        and segments[index + 1][0] == "code"
        and bool(_TO_A_REPLACEMENT.match(segments[index + 2][1]))
    )


def _assigned_to(segments: tuple[tuple[str, str], ...], index: int) -> bool:
    """Whether the span at ``index`` is what the handler "assigns `_patched` to": the binding the replacement takes."""
    return (
        index >= 3
        and bool(re.fullmatch(r"\s+to\s+", segments[index - 1][1]))
        and segments[index - 2][0] == "code"
        # "assigns `0.5` to `m.x`" sets a value; a rebinding binds an object.
        and not LITERAL.fullmatch(segments[index - 2][1].strip())
        and bool(re.search(r"\bassigns?\s+(?:the\s+(?:wrapper|closure|replacement)\s+)?$", segments[index - 3][1], re.IGNORECASE))
        and not negated(segments[index - 3][1], len(segments[index - 3][1]) - 1)
    )


# A heading that names the sites listed under it: "What the patch rebinds", "3. What it rebinds", "Rebound symbols".
# "2.2 Symbols replaced (x_patches.py:148-151)": the heading may cite where the rebinding is written.
_SITES_HEADING = re.compile(
    r"\W*(?:\d+(?:\.\d+)*[.)]?\s*)?(?:what\s+(?:it|the\s+patch|the\s+handler)\s+rebinds|rebound\s+symbols|rebinding\s+sites"
    r"|(?:upstream\s+)?symbols\s+replaced|replaced\s+(?:upstream\s+)?symbols|rebinds|(?:rebind\s+)?sites)(?:\s*\([^()]*\))?\W*",
    re.IGNORECASE,
)


# What the words after a listed path's comma may say of its binding: it is bound for one call, or in some runs only.
# (What the wrapper does once bound, "restores the granularity" or "falls back to the original", is no condition on it.)
_BOUND_IN_SOME_RUNS = ("a temporary swap", "only when", "unless", "a condition", "disabled / skipped when")


def listed_sites(blocks: list[Block]) -> list[Sentence]:
    """Items of a list under "rebinds `S` in these modules:" (or "two names are rebound, ...") that each open with one
    upstream path, maybe with its file:line, as sentences saying so; what follows in the item is read as it is.

    An item may name its path without backticks. Under "rebinds `S` in these modules:" an item naming a module (its
    last part not a class name) is the site ``module.S``. Under "rebinds, in `M`:" an item opening with a bare name
    ("`fused_permute` -> `moe_permute`") is the site ``M.name``; "the same names again in `N`" then names ``N.name``
    for each of them, as aliases.
    """
    found: list[Sentence] = []
    lead = False
    symbol = None
    module = None  # the module a lead names ("rebinds, in `M`:"), whose list items are bare names
    names: list[str] = []  # the bare names of the last such list
    for block in blocks:
        text = with_bare_code_quoted(block.text)
        # "`a.b.f` (L49)", "`a.b.f` | line 49": a path, maybe with the line it is bound at, and nothing else.
        # "`a.b.f` — for the rest of the process": a path, and after a dash words on how long it stays bound, which
        # must hedge nothing ("— only while `g` runs" is a temporary swap).
        # "`a.b.f` (line 348): a class attribute, set to `args.x`": after a colon, what the site is; the words may name
        # the replacement in code, never another upstream path.
        # "`a.b.f` -- set to the module's getter": a dash typed as two hyphens is a dash.
        item = re.match(r"\s*`([^`]+)`\s*(?:\([^()`]*\)|[|:–—-]\s*(?:line|L)\s*\d+(?:-\d+)?)?\s*(?:[,;.]|$|(?:[–—:]|--)\s+([\s\S]*)$)", text)
        tail = item.group(2) if item else None
        rejected = bool(tail) and bool(
            hedge_text(plain_text(tail)) or any(is_dotted(code) and root_of(code) in UPSTREAM_ROOTS for code in re.findall(r"`([^`]+)`", tail))
        )
        # What follows the path's comma ("`a.b.f`, only while `g` runs (transient)"): a binding that holds during one call;
        # "`a.b.f` (line 97), only when that module can be imported": one bound in some runs only.
        rejected = rejected or bool(item and not tail and hedge_text(plain_text(text[item.end() :])) in _BOUND_IN_SOME_RUNS)
        if item and lead and not rejected and is_dotted(item.group(1)) and root_of(item.group(1)) in UPSTREAM_ROOTS:
            path = item.group(1)
            last = path.rsplit(".", 1)[-1]
            if symbol and last != symbol and last[:1].islower():
                path = f"{path}.{symbol}"
            quote = text[: item.end()].strip()
            found.append(Sentence(block.line, quote, (("text", "rebinds "), ("code", path), ("text", "")), block.text))
            continue
        if item and lead and is_dotted(item.group(1)):
            # A Primus object in the list ("`primus.backends...PrimusTurboRMSNorm.forward`"), or an item its own words
            # say is no lasting rebinding, is no site read here; the items after it are still the list's.
            continue
        bare = re.match(rf"\s*`({IDENT})`\s*(?:->|→|=>|:=|$)", text) if block.item and module else None
        if bare:
            names.append(bare.group(1))
            path = f"{module}.{bare.group(1)}"
            found.append(Sentence(block.line, text.strip(), (("text", "rebinds "), ("code", path), ("text", "")), block.text))
            continue
        plain = plain_text(block.text).rstrip()
        again = re.search(r"\bsame\b[^`]*\bnames?\b[^`]*\bin\s+`([^`]+)`", text)
        if again and names and is_dotted(again.group(1)) and root_of(again.group(1)) in UPSTREAM_ROOTS and not hedge_text(plain):
            for name in names:
                code = f"{again.group(1)}.{name}"
                found.append(Sentence(block.line, plain, (("text", "also rebinds the alias "), ("code", code), ("text", "")), block.text))
        # Under "## What the patch rebinds", a short line that only counts what follows ("One class attribute:") leads
        # into the list as the heading did.
        counted = lead and not block.item and plain.endswith(":") and len(plain.split()) <= 4 and not hedge_text(plain)
        # An item leads only into a list under it ("- rebinds `S` in these modules:"): a sibling item that ends its
        # sentence ("- `a.patch` (:89): wraps `f` and rebinds it.") says nothing of the items after it.
        lead = plain.endswith(":" if block.item else (":", ".")) and bool(REBIND_VERB.search(plain) or _BOUND_AT.search(plain)) and not hedge_text(plain)
        lead = lead or counted
        # "## What the patch rebinds" leads into the paths listed under it, as "It rebinds:" would.
        # So does "**What the patch rebinds**", a bold line standing for that heading.
        titled = block.heading or bool(re.fullmatch(r"\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*", block.text))
        lead = lead or (titled and bool(_SITES_HEADING.fullmatch(plain)))
        # "rebinds `S` in these modules:": the one name every module of the list binds.
        named = re.search(rf"`({IDENT})`\s+(?:(?:is|are)\s+)?(?:rebound\s+|replaced\s+)?in\b[^`]*$", text) if lead else None
        symbol = named.group(1) if named else None
        # "rebinds, in `M`:": the module every bare name of the list is bound in.
        held = re.search(r"\bin\s+`([^`]+)`\s*:\s*$", text) if lead else None
        if held and is_dotted(held.group(1)) and root_of(held.group(1)) in UPSTREAM_ROOTS:
            module, names = held.group(1), []
        elif not block.item:
            module = None
    return found


def replaced_in_row(sentence: Sentence, index: int) -> bool:
    """In a table row, an upstream path whose next cell is a Primus path: the row reads "upstream | replacement"."""
    segments = sentence.segments
    if not sentence.row or index + 2 >= len(segments) or not re.fullmatch(r"\s*\|\s*", segments[index + 1][1]):
        return False
    following = segments[index + 2][1]
    return is_dotted(following) and root_of(following) == "primus"


def _module_list(segments: tuple[tuple[str, str], ...], start: int) -> list[str]:
    """Code spans from ``start`` on, joined by commas and "and": `A`, `B` and `C`."""
    modules: list[str] = []
    index = start + 1
    while index < len(segments) and segments[index][0] == "code":
        modules.append(segments[index][1])
        joiner = segments[index + 1][1] if index + 1 < len(segments) else ""
        if not re.fullmatch(r"\s*(?:,|,?\s*and|&)\s*", joiner):
            break
        index += 2
    return modules


def _replacement(name: str, sentence: Sentence, out: Collector) -> None:
    if is_dotted(name) and root_of(name) == "primus":
        out.add("_primus", Found(name, sentence.line, sentence.quote()))
    elif re.fullmatch(IDENT, name):
        out.add("_primus_names", Found(name, sentence.line, sentence.quote()))


def framework_name(sentences: list[Sentence], out: Collector) -> None:
    """framework.name from the one backend the report names (``backend="megatron"``, primus/backends/<name>/patches/)."""
    registered: dict[str, Found] = {}  # ``backend="megatron"``, "(backend `megatron`, phase ...)"
    located: dict[str, Found] = {}  # primus/backends/<name>/patches/
    for sentence in sentences:
        for match in re.finditer(r"\bbackend\s*(?:=\s*[\"']|\s`)(\w+)[\"'`]|(?<![\w/])primus/backends/(\w+)/patches/", sentence.text):
            found = registered if match.group(1) else located
            found.setdefault(match.group(1) or match.group(2), Found(None, sentence.line, sentence.quote()))
    # A patch filed under megatron_bridge/patches/ may register for megatron: the registration names the backend, the
    # directory only where the file sits.
    backends = registered or located
    # Primus registers every patch under its backend's namespace: of several backends named (a twin patch's path,
    # another backend's flag), the patch id's is the one whose patch is ported.
    patch = out.facts.get("feature.id")
    namespace = patch.value.split(".", 1)[0] if patch is not None else None
    if len(backends) > 1 and namespace in backends and namespace in BACKENDS:
        backends = {namespace: backends[namespace]}
    if len(backends) == 1:
        name, where = next(iter(backends.items()))
        if name in BACKENDS:
            out.put("framework.name", Found(BACKENDS[name], where.line, where.quote, f"the backend whose patch is ported ({name})"))
        else:
            out.notes.append(
                Found(f"backend {name!r} is not one of {', '.join(BACKENDS)}; framework.name left out", where.line, where.quote)
            )
    elif backends:
        where = next(iter(backends.values()))
        out.notes.append(Found(f"several backends named ({', '.join(backends)}); framework.name left out", where.line, where.quote))
    elif patch is not None and namespace in BACKENDS:
        # "torchtitan.fsdp.weight_tying" is a TorchTitan patch.
        out.put("framework.name", Found(BACKENDS[namespace], patch.line, patch.quote, f"the namespace of the patch id ({namespace}.)"))


def wired_at(sentences: list[Sentence], out: Collector) -> None:
    """framework.wired_at: an upstream path, not a site, that a Porting sentence says is constructed or instantiated."""
    sites = {f.value for name in ("upstream.symbols", "upstream.aliases") for f in out.facts.get(name, [])}
    for sentence in sentences:
        if not re.search(r"\bconstruct(?:s|ed)?\b|\binstantiat(?:es|ed|ion)\b", sentence.prose, re.IGNORECASE):
            continue
        segments = sentence.segments
        # "Rebind `a.logger` ... before `torchtitan.train.Trainer` is constructed": the name the verb is said of.
        built = [
            value
            for index, (kind, value) in enumerate(segments)
            if kind == "code"
            and (
                re.match(r"\s*(?:is|are|gets?)\s+(?:first\s+)?(?:constructed|instantiated)\b", segments[index + 1][1] if index + 1 < len(segments) else "")
                or re.search(r"\b(?:constructs?|instantiates?)\s*$", segments[index - 1][1] if index else "")
            )
        ]
        # "before `megatron.training.training.pretrain` builds the model, since layers are constructed then": a moment
        # named to say when, not what is built.
        moments = {
            value
            for index, (kind, value) in enumerate(segments)
            if kind == "code"
            and _MOMENT_BEFORE.search(segments[index - 1][1] if index else "")
            and _MOMENT_AFTER.match(segments[index + 1][1] if index + 1 < len(segments) else "")
        }
        for kind, value in [("code", name) for name in built] or segments:
            # The patch's own id reads as a dotted path under megatron or torchtitan; it is never where the symbol is built.
            own = out.facts.get("feature.id")
            if value in moments and value not in built:
                continue
            if kind == "code" and is_dotted(value) and root_of(value) in UPSTREAM_ROOTS and value not in sites and (own is None or value != own.value):
                out.put("framework.wired_at", Found(value, sentence.line, sentence.quote()))
                return


# A name the sentence says is bound only for a while: "and, transiently, `te_ext._get_extra_te_kwargs`", "temporarily
# swaps `x`" (the word before it), "The `x` rebinding is temporary", "`x` is swapped only temporarily" (the words after).
# "Temporary" as the languages of Europe write it: "**Midlertidig binding:** `torch.cuda.stream = ...`" (Danish and
# Norwegian), "tillfällig", "vorübergehend", "tijdelijk", "temporaire", "temporaneo", "tymczasowy", "dočasný".
_TEMPORARY_WORD = (
    r"transient(?:ly)?|temporar(?:y|ily)|midlertidig\w*|tillfällig\w*|vorübergehend\w*|temporär\w*|tijdelijk\w*|temporaire\w*"
    r"|tempor[aá]ri[oa]\w*|temporane\w*|tymczasow\w*|dočasn\w*|väliaikai\w*|ajutine|ideiglenes\w*"
    # Sorani "کاتی", Persian "موقت", Arabic "مؤقت" (temporary).
    r"|کاتی|موقت\w*|مؤقت\w*"
)
# "Temporary (only during the `get_model` call): `torch.cuda.stream`": a label the whole line before the name is.
_TEMPORARY_LABEL = re.compile(rf"^[\W_]*(?:{_TEMPORARY_WORD})\b(?:\s*\([^()]*\))?[\s*_]*:[\s*_]*$", re.IGNORECASE)
_TEMPORARY_BEFORE = re.compile(
    rf"\b(?:{_TEMPORARY_WORD})\s*,?\s*(?:(?:swaps?|rebinds?|replaces?|binds?|assigns?|sets?|binding|rebinding|swap)[\s*_:]+)?(?:the\s+)?$",
    re.IGNORECASE,
)
_TEMPORARY_AFTER = re.compile(
    r"^\s*(?:(?:rebinding|binding|swap|assignment)\s+)?(?:is|are)\s+(?:only\s+)?(?:temporary|transient)\b"
    r"|^\s*(?:is|are)\s+(?:only\s+)?(?:swapped|rebound|replaced|bound)\s+(?:only\s+)?(?:temporarily|transiently)\b",
    re.IGNORECASE,
)


def withdraw_transient_sites(sentences: list[Sentence], out: Collector) -> None:
    """A drafted site another line says the handler binds only for a while ("The `_get_extra_te_kwargs` rebinding is
    temporary", "assigns `C.__init__` and, transiently, `_get_extra_te_kwargs`") is a TODO for ``upstream.transient``:
    the patch leaves it as upstream had it, so a test that expects it rebound after the patch is applied would fail a
    correct port. Only the name those words stand right beside is meant; "for the duration of the wrapped call, it
    flips ..." or "puts the original back for the rest of the run" says nothing of a site's binding."""
    swapped: dict[str, Sentence] = {}
    for sentence in sentences:
        if "another patch" in (sentence.hedge or hedge_text(sentence.prose, plain_text(sentence.text)) or ""):
            continue  # "the mlperf patch temporarily swaps `evaluate` during each eval call": that patch's swap
        segments = sentence.segments
        for index, (kind, value) in enumerate(segments):
            # "`torch.cuda.stream = _noop_stream`": the assignment's target is the name bound.
            name = re.sub(r"\s*=(?!=).*$", "", value).removesuffix("()").strip()
            before = segments[index - 1][1] if index else ""
            after = segments[index + 1][1] if index + 1 < len(segments) else ""
            whole = "".join(v if k == "text" else f"`{v}`" for k, v in segments[:index])
            temporary = _TEMPORARY_BEFORE.search(before) or _TEMPORARY_AFTER.match(after) or _TEMPORARY_LABEL.match(whole)
            if kind == "code" and (is_dotted(name) or name.isidentifier()) and temporary:
                swapped.setdefault(name, sentence)
    imported = _prose_imports(sentences)
    for field in ("upstream.symbols", "upstream.aliases"):
        for found in list(out.facts.get(field, [])):
            name = next((n for n in swapped if _same_binding(found.value, n, imported)), None)
            if name is None:
                continue
            said = swapped[name]
            why = (
                f'report line {found.line} names `{found.value}` as a site ("{found.quote}"), but line {said.line} says it is '
                f'bound only for a while ("{said.quote()}"); write it under upstream.transient if your port swaps it too'
            )
            out.facts[field].remove(found)
            if not out.facts[field]:
                del out.facts[field]
            out.todos.append(Todo("upstream.transient", False, why, "check"))


def _same_binding(path: str, name: str, imported: dict[str, str]) -> bool:
    """Whether ``name`` as a sentence writes it names the site ``path``: the same path or its tail, a bare name that is
    its last one (a method's "__init__" alone names no one binding), or a name read through a module alias the report
    imports ("`te_ext._get_extra_te_kwargs`" after "import `megatron.core.extensions.transformer_engine` as `te_ext`").
    "`pyconfig.initialize`" is no name of "maxtext.trainers.pre_train.train.initialize": another module's."""
    head, _, rest = name.partition(".")
    if rest and head in imported:
        name = f"{imported[head]}.{rest}"
    if path == name or path.endswith("." + name):
        return True
    return "." not in name and not name.startswith("__") and path.rsplit(".", 1)[-1] == name

