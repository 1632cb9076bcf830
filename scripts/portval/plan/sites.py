"""Decisions about bindings: the sites the port must rebind, the runtime sweep, and what proves the port ran."""

from __future__ import annotations

from ..facts.contract import Facts
from . import port_side
from .files import SCAFFOLD_MODULES
from .model import Site, Sweep

# Patch styles that rebind upstream names: a plan for one of them without a site asks for the symbols.


BINDING_STYLES = ("binding_replacement", "function_wrapping", "source_rewrite")


def decide_sites(facts: Facts) -> tuple[Site, ...]:
    """Every binding the port must rebind: the port's own sites when given, else Primus's symbols and aliases."""
    ported, ported_at = facts.implementation.ported, facts.implementation.ported_at
    found = set(facts.upstream.found_in_code)
    return tuple(
        Site(path, role, ported_at.get(path, ported), FOUND_IN_CODE if role == "alias" and path in found else "")
        for path, role in port_side.decide_port_sites(facts)
    )


def port_objects(facts: Facts) -> tuple[tuple[str, str], ...]:
    """Every object of the user's port the facts name, each once with its field: implementation.ported, then
    implementation.ported_at's."""
    named = [("implementation.ported", facts.implementation.ported)]
    named += [("implementation.ported_at", p) for p in facts.implementation.ported_at.values()]
    first: dict[str, str] = {}
    for field, path in named:
        if path:
            first.setdefault(path, field)
    return tuple((field, path) for path, field in first.items())


def decide_port_shown(facts: Facts) -> tuple[tuple[str, str], ...]:
    """The port's objects as the plan lists them: (object, the site it is bound at; "" for every other site)."""
    shown = [(facts.implementation.ported, "")] if facts.implementation.ported else []
    return tuple(shown + [(path, site) for site, path in facts.implementation.ported_at.items()])


def decide_port_missing(sites: tuple[Site, ...]) -> str:
    """What the plan says when the facts name no object of the port."""
    return port_side.NOT_GIVEN if sites else "not given; no site is checked, so none is needed"


def decide_sweep(facts: Facts, sites: tuple[Site, ...]) -> Sweep | None:
    """Which loaded modules the runtime sweep searches, and which it leaves alone and why.

    It searches the top-level packages of every site, of the port and of
    framework.wired_at; it skips the port's own module (it keeps upstream to
    fall back on), the scaffold's modules, and upstream.sweep_exempt.
    """
    if not sites:
        return None
    objects = port_objects(facts)
    named = [s.path for s in sites] + [path for _, path in objects] + [p for p in (facts.framework.wired_at,) if p]
    packages = tuple(dict.fromkeys(p.split(".")[0] for p in named))
    why: list[tuple[str, str]] = []
    for field, path in objects:
        module = path.rpartition(".")[0]
        if module and module not in {w for w, _ in why}:
            why.append((module, f"the port's own module ({field})"))
    why += [(m, "the generated scaffold") for m in SCAFFOLD_MODULES if m not in {w for w, _ in why}]
    why += [(e, "upstream.sweep_exempt") for e in facts.upstream.sweep_exempt if e not in {w for w, _ in why}]
    return Sweep(packages=packages, skip=tuple(w for w, _ in why), why_skipped=tuple(why))


# How the plan names a site that came from the code, not from the patch (upstream.found_in_code).
FOUND_IN_CODE = "found in the framework's code by find_sites.py; the patch itself does not rebind it"



def decide_call_counted(facts: Facts, port_kind: str) -> tuple[tuple[str, str], ...]:
    """The objects whose calls prove the port ran: implementation.ported and implementation.ported_at's, then implementation.turbo.

    A config or env patch runs no code of its own during a step, so nothing is counted for it.
    """
    if port_kind not in ("drop_in", "full_replacement"):
        return ()
    turbo = (("implementation.turbo", facts.implementation.turbo),) if facts.implementation.turbo else ()
    return (*port_objects(facts), *turbo)

