"""Names a line says do not belong to this patch, and the values read from them, which become TODOs.

A forwarded message or a sibling's paragraph may state another patch's sites and gate as plainly as this patch's
own ("It wraps `TensorParallelMuon.orthogonalize` ... Gated on `optimizer=muon`"), and a later line disown them:
"none of those TensorParallelMuon / get_megatron_muon_optimizer sites belong to megatron.x.own, and neither do
optimizer=muon or muon_per_head", or give one name to another patch ("The `f` rebinding is the before_train patch's").
Every value read from a name such a line holds, or from a sentence that names one, is set aside, wherever it was read.
"""

from __future__ import annotations

import re

from .records import Collector, Found
from .sentences import Sentence
from .text import plain_text

# "do not belong to this patch", "none of those ... belong to megatron.x.own", "doesn't belong here".
# In Kazakh: "біздің патч емес" (not our patch), "бұл патчқа жатпайды" (does not belong to this patch).
_DISOWNING = re.compile(
    r"\b(?:do(?:es)?\s*(?:n't|\s+not)\s+belong|none\s+of\s+(?:those|these|them|the)\b[^.;]*?\bbelongs?)\s+(?:to|here)\b"
    r"|(?<!\w)біздің\s+патч\s+емес(?!\w)|(?<!\w)(?:бұл|осы)\s+патчқа\s+жатпайды(?!\w)",
    re.IGNORECASE,
)
# "The get_forward_backward_func rebinding is the before_train patch's": that name only, given to another patch.
_ANOTHERS_REBINDING = re.compile(
    r"\b([A-Za-z_]\w*(?:\.\w+)*)\s+(?:rebinding|site|wrapper|wrapping|swap)\s+(?:is|was)\s+(?:the\s+|a\s+)?(?!this\b|our\b)[\w.-]+\s+patch(?:'s|’s)",
    re.IGNORECASE,
)
# A name a line holds, bare or in code: disowned when it is distinctive (see _distinctive) or the key of "key=value".
_NAME = re.compile(r"(?<![\w.])([A-Za-z_]\w*(?:\.\w+)*)(?!\w|\.\w)")
_FIELDS_BY_NAME = ("upstream.symbols", "upstream.aliases", "implementation.primus", "implementation.turbo")
_FIELDS_BY_KEY = ("enable.flags", "enable.env", "enable.side_effects")
_FIELDS_BY_SOURCE = ("feature.patch_style",)


def withdraw_disowned(sentences: list[Sentence], out: Collector, patch_id: str | None) -> None:
    """Each value read from a name a line of ``sentences`` disowns becomes a TODO quoting that line."""
    disowned: dict[str, Sentence] = {}
    for sentence in sentences:
        text = plain_text(sentence.text)
        for owned in _ANOTHERS_REBINDING.finditer(text):
            disowned.setdefault(owned.group(1), sentence)
        if not _DISOWNING.search(text):
            continue
        keys = set(re.findall(r"([A-Za-z_][\w.]*)\s*=(?!=)", text))  # "optimizer=muon": the key of a setting
        for name in _NAME.findall(text):
            if name != patch_id and (_distinctive(name) or name in keys):
                disowned.setdefault(name, sentence)
    if not disowned:
        return
    lines = {s.line: plain_text(s.text) for s in sentences}
    for field in (*_FIELDS_BY_NAME, *_FIELDS_BY_KEY, *_FIELDS_BY_SOURCE):
        held = out.facts.get(field)
        if held is None:
            continue
        for found in list(held) if isinstance(held, list) else [held]:
            name = _disowned_in(field, found, disowned, lines.get(found.line, found.quote))
            if name is None:
                continue
            denial = disowned[name]
            why = (
                f'report line {found.line}: "{found.quote}": line {denial.line} says `{name}` does not belong to this patch '
                f'("{denial.quote()}"); not written as a value'
            )
            out.withdraw(field, found, why)


def _distinctive(name: str) -> bool:
    """A name that can only be an identifier: dotted, with an underscore, or with a capital inside ("TensorParallelMuon")."""
    return "." in name or "_" in name or bool(re.search(r"[a-z][A-Z]", name))


def _disowned_in(field: str, found: Found, disowned: dict[str, Sentence], source: str) -> str | None:
    """The disowned name ``found`` was read from, if any."""
    value = found.value
    if field in _FIELDS_BY_KEY:
        key = value[0] if isinstance(value, tuple) else value.get("key") if isinstance(value, dict) else None
        return key if key in disowned else None
    if field in _FIELDS_BY_SOURCE:
        return next((name for name in disowned if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w])", source)), None)
    if isinstance(value, str):
        return next((name for name in disowned if value == name or value.endswith(f".{name}") or f".{name}." in f".{value}."), None)
    return None
