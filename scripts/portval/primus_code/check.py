"""The facts about a Primus patch that its code contradicts.

Each check speaks only when the code rules the fact out, so that a right
fact is not reported: the id is registered nowhere; the phase is not the one
it is registered with; the implementation file or symbol does not exist; the
implementation file is neither the file registering the patch nor one it
imports (then the id or the file is another patch's); a flag or the Turbo
object is named nowhere in Primus, as a whole word of any Python or YAML file
(a flag read through upstream is still in Primus's configs, a Turbo module
installed through a registry still in the file that installs it); a site
the patch's own code never names (a patch rebinds ``module.attr`` by naming
``attr``: in an assignment, a ``setattr`` string or a list of names).
An environment variable only the patch's condition reads is a gate of
Primus's patch, not one the feature needs while it runs (enable.env); others
are not checked, nor package versions: Transformer Engine and Primus-Turbo
read variables and gate versions Primus never names.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .tree import PrimusTree, Registration

# How many imports away from the registering file the implementation file may be. A patch imports its implementation
# (every patch of Primus fd1eeab whose facts this bundle holds does, directly); two imports away, a Turbo patch
# already reaches the implementation files of most other Turbo patches.
IMPORT_DEPTH = 1


# What the checks read, and what they leave alone, as the scripts' JSON says it to an agent.
CHECKED = (
    "feature.id: registered by some register_patch",
    "enable.phase: the phase the id is registered with",
    "implementation.primus_file and implementation.primus: exist; the file registers the id or is imported by the file that does (a package's modules its __init__ imports count as that package)",
    "enable.flags and implementation.turbo: named as a whole word somewhere in Primus's Python or YAML; a Turbo object only another patch of the same file names, in its handler, is that patch's",
    "upstream.symbols and upstream.aliases: the last name of each is named by the patch's code, docstrings and comments aside (its handler and what it uses, when its file registers several patches) or a file the registering file imports; a path the patch's code only binds under the same name of another module (`m.SGD = torch.optim.SGD`) is the new object, not a site",
    "enable.env: a variable only the patch's condition= reads is a gate, not a need (variables of libraries outside Primus aside)",
    "requires.backend_versions: each entry is one of the registration's backend_versions=",
)
NOT_CHECKED = (
    "enable.env values, and variables Primus never reads", "enable.side_effects", "requires.packages", "requires.platform", "constraints",
    "upstream.found_in_code (the framework's own bindings: find_sites.py reads the framework)",
)


@dataclass(frozen=True)
class Contradiction:
    """``field`` (a dotted facts field; ``enable.flags.NAME`` for one flag) holds ``value``, which the code rules out: ``why``."""

    field: str
    value: str
    why: str


def contradictions(facts: Mapping[str, Any], tree: PrimusTree) -> list[Contradiction]:
    """What ``facts`` (the facts file's mapping, or the part of it known so far) states that ``tree``'s code rules out."""
    feature = _section(facts, "feature")
    implementation = _section(facts, "implementation")
    enable = _section(facts, "enable")
    found: list[Contradiction] = []
    patch_id = feature.get("id")
    registrations: tuple[Registration, ...] = ()
    if isinstance(patch_id, str):
        registrations = tree.registrations.get(patch_id, ())
        if not registrations:
            commented = tree.commented_registration(patch_id)
            if commented is not None:
                # The registration is commented out: the id is this code's, and Primus never applies the patch.
                file, line = commented
                why = (
                    f"register_patch('{patch_id}') stands only in a comment ({_shown(file, tree)}:{line}): Primus registers "
                    "and applies no such patch; keep the id if your port ports this code anyway"
                )
            else:
                near = difflib.get_close_matches(patch_id, list(tree.registrations), n=3)
                hint = f" (registered ids near it: {', '.join(near)})" if near else ""
                why = f"no register_patch('{patch_id}') in the Primus checkout{hint}"
            found.append(Contradiction("feature.id", patch_id, why))
    phase = enable.get("phase")
    phases = {r.phase for r in registrations}
    if isinstance(phase, str) and registrations and None not in phases and phase not in phases:
        where = ", ".join(f"{_shown(r.file, tree)}:{r.phase_line} phase='{r.phase}'" for r in registrations)
        found.append(Contradiction("enable.phase", phase, f"the patch is registered with another phase ({where})"))
    found.extend(_implementation(implementation, registrations, tree))
    found.extend(_sites(_section(facts, "upstream"), registrations, tree))
    found.extend(_gates(enable.get("env"), registrations, tree))
    found.extend(_versions(_section(facts, "requires").get("backend_versions"), registrations, tree))
    flags = enable.get("flags")
    for flag in flags if isinstance(flags, Mapping) else ():
        # A dotted key ("primus_turbo.use_turbo_grouped_mm") is read whole or by its last part, as an attribute.
        if not tree.mentions(str(flag).rsplit(".", 1)[-1]):
            found.append(Contradiction(f"enable.flags.{flag}", str(flag), "no Python or YAML file of the Primus checkout names it"))
    turbo = implementation.get("turbo")
    # A Turbo object may come in through a registry the patch never imports (TorchTitan's model converters): it is
    # looked for in all of Primus, not only in the patch's own code.
    if isinstance(turbo, str) and turbo.startswith("primus_turbo.") and not tree.mentions(turbo.rsplit(".", 1)[-1]):
        found.append(Contradiction("implementation.turbo", turbo, "no Python or YAML file of the Primus checkout names it"))
    elif isinstance(turbo, str) and turbo.startswith("primus_turbo."):
        found.extend(_siblings_turbo(turbo, registrations, tree))
    return found


def _siblings_turbo(turbo: str, registrations: tuple[Registration, ...], tree: PrimusTree) -> list[Contradiction]:
    """The Turbo object when only another patch registered in the same file names it, in its own handler."""
    name = turbo.rsplit(".", 1)[-1]
    if not registrations or any(tree.patch_mentions(r, name, IMPORT_DEPTH, code_only=True) for r in registrations):
        return []
    files = {r.file for r in registrations}
    siblings = [
        r for regs in tree.registrations.values() for r in regs
        if r.file in files and r.id != registrations[0].id and tree.patch_mentions(r, name, 0, code_only=True)
    ]
    if not siblings:
        return []
    sibling = siblings[0]
    why = (
        f"only the handler of '{sibling.id}', registered in the same file ({_shown(sibling.file, tree)}:{sibling.line}), names "
        f"{name}; the code of '{registrations[0].id}' does not: the Turbo object is another patch's"
    )
    return [Contradiction("implementation.turbo", turbo, why)]


def _implementation(implementation: Mapping[str, Any], registrations: tuple[Registration, ...], tree: PrimusTree) -> list[Contradiction]:
    found: list[Contradiction] = []
    primus_file = implementation.get("primus_file")
    if isinstance(primus_file, str):
        file = tree.root / primus_file
        if not file.is_file():
            found.append(Contradiction("implementation.primus_file", primus_file, "no such file in the Primus checkout"))
        elif registrations and file.resolve() not in {f.resolve() for f in _patch_code(registrations, tree, IMPORT_DEPTH)}:
            # Either the id or the file belongs to another patch; which one, only the reader of the report can tell.
            registering = f"{_shown(registrations[0].file, tree)}:{registrations[0].line}"
            # A patch file registers patches of its own: naming them tells the reader which id goes with that file.
            own = sorted(i for i, regs in tree.registrations.items() if any(r.file.resolve() == file.resolve() for r in regs))
            registers = f"; {primus_file} registers {', '.join(repr(i) for i in own)}" if own else ""
            why = f"the file registering '{registrations[0].id}' ({registering}) does not import it, nor do its imports{registers}"
            found.append(Contradiction("implementation.primus_file", primus_file, f"{why}: the file or the id is another patch's"))
            why = f"the file registering it ({registering}) does not import implementation.primus_file {primus_file}, nor do its imports{registers}"
            found.append(Contradiction("feature.id", registrations[0].id, f"{why}: the id or the file is another patch's"))
    symbol = implementation.get("primus")
    if isinstance(symbol, str) and symbol.startswith("primus."):
        why = _missing_symbol(symbol, tree)
        if why:
            found.append(Contradiction("implementation.primus", symbol, why))
    return found


def _sites(upstream: Mapping[str, Any], registrations: tuple[Registration, ...], tree: PrimusTree) -> list[Contradiction]:
    """The sites the patch's own code never names: it cannot rebind ``module.attr`` without writing ``attr``."""
    if not registrations:
        return []
    # An alias find_sites.py found in the framework is bound by the framework, under a name of its own, and the patch
    # does not rebind it: it is not Primus's to name.
    from_framework = set(_strings(upstream.get("found_in_code")))
    registering = f"{_shown(registrations[0].file, tree)}:{registrations[0].line}"
    found: list[Contradiction] = []
    for field in ("symbols", "aliases"):
        for path in _strings(upstream.get(field)):
            name = path.rsplit(".", 1)[-1]
            if path in from_framework:
                continue
            if not any(tree.patch_mentions(r, name, IMPORT_DEPTH, code_only=True) for r in registrations):
                why = f"neither the patch '{registrations[0].id}' ({registering}: its handler, what it uses, the files imported) names {name}"
                found.append(Contradiction(f"upstream.{field}", path, f"{why}: the site is another patch's, or the id is"))
                continue
            bound = next(((r, where) for r in registrations if (where := tree.bound_as_value(r, path)) is not None), None)
            if bound is not None:
                registration, (line, target) = bound
                why = f"the patch binds {path} to {target} ({_shown(registration.file, tree)}:{line}: {target} = {path})"
                found.append(Contradiction(f"upstream.{field}", path, f"{why}: it is the object bound, not a site"))
    return found


# Variables under these prefixes are read by libraries outside Primus (Transformer Engine, NCCL and RCCL, HIP, PyTorch,
# XLA, Triton, AITER, Primus-Turbo): that Primus reads one only in a patch's condition does not mean nothing else reads
# it while the feature runs.
FOREIGN_ENV_PREFIXES = (
    "NVTE_", "NCCL_", "RCCL_", "HIP_", "HSA_", "ROCM_", "CUDA_", "TORCH_", "PYTORCH_", "XLA_", "JAX_", "TF_", "OMP_",
    "MIOPEN_", "TRITON_", "AITER_", "PRIMUS_TURBO_",
)


def _gates(env: Any, registrations: tuple[Registration, ...], tree: PrimusTree) -> list[Contradiction]:
    """The variables of enable.env that only the patch's condition reads: gates of Primus's patch, not needs of the feature."""
    if not isinstance(env, Mapping) or not registrations:
        return []
    code = _patch_code(registrations, tree, IMPORT_DEPTH)
    found: list[Contradiction] = []
    for name in map(str, env):
        reads = [(r, line) for r in registrations for variable, line in r.condition_env if variable == name]
        if not reads or name.startswith(FOREIGN_ENV_PREFIXES):
            continue
        inside = {(r.file.resolve(), start, end) for r, _ in reads for start, end in r.condition_lines}
        elsewhere = [
            (file, line) for file, line in tree.strings(code, name)
            if not any(file.resolve() == f and start <= line <= end for f, start, end in inside)
        ]
        if not elsewhere:
            registration, line = reads[0]
            why = (
                f"only the condition of '{registration.id}' reads it ({_shown(registration.file, tree)}:{line}): a gate of "
                "Primus's patch, not a variable the feature reads while it runs; leave it out of enable.env (what turns "
                "your port on goes in port.env)"
            )
            found.append(Contradiction(f"enable.env.{name}", name, why))
    return found


def _versions(drafted: Any, registrations: tuple[Registration, ...], tree: PrimusTree) -> list[Contradiction]:
    """The framework versions the facts gate on that the registration's backend_versions= does not hold."""
    if not registrations or any(r.backend_versions is None for r in registrations):
        return []
    registered = {"".join(v.split()) for r in registrations for v in r.backend_versions or ()}
    where = ", ".join(f"{_shown(r.file, tree)}:{r.line}" for r in registrations)
    found = []
    for entry in _strings(drafted):
        if "".join(entry.split()) not in registered:
            if registered:
                why = f"the registration ({where}) has backend_versions={sorted(registered)}, not this entry"
            else:
                why = f"the registration ({where}) has no backend_versions=: Primus gates no framework version for this patch"
            found.append(Contradiction("requires.backend_versions", entry, why))
    return found


def _strings(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, (list, tuple)) else []


def _missing_symbol(symbol: str, tree: PrimusTree) -> str:
    """Why ``symbol`` is not in the checkout ("" when it is): the longest module of its path, then the name in that module."""
    parts = symbol.split(".")
    for end in range(len(parts) - 1, 1, -1):
        file = tree.module_file(".".join(parts[:end]))
        if file is not None:
            name = parts[end]
            if tree.defines(file, name):
                return ""
            return f"{_shown(file, tree)} defines no {name}"
    return f"no module of {symbol} in the Primus checkout"


def _patch_code(registrations: tuple[Registration, ...], tree: PrimusTree, depth: int) -> tuple[Path, ...]:
    files: dict[Path, None] = {}
    for registration in registrations:
        files.update(dict.fromkeys(tree.closure(registration.file, depth)))
    return tuple(files)


def _shown(file: Path, tree: PrimusTree) -> str:
    return file.relative_to(tree.root).as_posix()


def _section(facts: Mapping[str, Any], name: str) -> Mapping[str, Any]:
    value = facts.get(name)
    return value if isinstance(value, Mapping) else {}
