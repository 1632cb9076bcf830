"""The facts contract: one port's facts, loaded from YAML into frozen dataclasses.

Every field is declared once, on its dataclass (patch_fields.py for
Primus's patch, port_fields.py for the module and the user's side, and the
top level here). ``FACTS`` is the record built from those declarations:
load.py validates files with it, ``json_schema()`` prints it, and
reference.py prints the field tables of references/port-facts.md from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .patch_fields import Constraint, Enable, Feature, Framework, Implementation, Requires, Upstream
from .port_fields import Module, Numerics, Port, User, production_sizes_fit
from .schema import ListOf, Number, Text, declared, record
from .vocabulary import (
    SCHEMA_VERSION,
    env_formats_fit,
    found_sites_are_aliases,
    op_fits_value,
    ported_at_names_sites,
    runtime_fits_framework,
)


@dataclass(frozen=True, kw_only=True)
class Facts:
    """Everything known about one port; ``source_text`` is the file as written."""

    schema: int = declared(
        Number(integer=True, minimum=SCHEMA_VERSION, maximum=SCHEMA_VERSION),
        'Version of this contract; always 1.',
        required=True,
        kind='integer',
        allowed='`1`',
        shown_default='required',
        explorer='none (the contract version)',
        effect='Nothing. Any other value is refused, so a file written for a later contract fails loudly.',
    )
    feature: Feature = declared(
        record(Feature),
        'What the patch is.',
        required=True,
    )
    framework: Framework = declared(
        record(Framework, cross_check=runtime_fits_framework),
        'The framework the port lives in.',
        required=True,
    )
    upstream: Upstream = declared(
        record(Upstream, cross_check=found_sites_are_aliases),
        'What upstream binds and where.',
    )
    implementation: Implementation = declared(
        record(Implementation),
        'Where the implementations live.',
    )
    enable: Enable = declared(
        record(Enable, cross_check=env_formats_fit),
        'How the feature is turned on.',
    )
    requires: Requires = declared(
        record(Requires),
        'What must be installed.',
    )
    constraints: tuple[Constraint, ...] = declared(
        ListOf(item=record(Constraint, cross_check=op_fits_value)),
        'Conditions the port needs; each becomes a skip condition.',
        default=(),
    )
    numerics: Numerics = declared(
        record(Numerics),
        'What numerics to compare.',
    )
    module: Module = declared(
        record(Module, cross_check=production_sizes_fit),
        'The module under test.',
    )
    user: User = declared(
        record(User),
        "The user's answers.",
    )
    port: Port = declared(
        record(Port),
        "What the user's port does, where it differs from Primus: the facts the tests use.",
    )
    notes: tuple[str, ...] = declared(
        ListOf(item=Text()),
        'Free text: what the port does that no field holds (it also replaces LayerNorm, ...).',
        default=(),
        kind='list of strings',
        allowed='free text, e.g. "the fork\'s port also replaces LayerNorm"',
        shown_default='`[]`',
        explorer='the user\'s answer, or what a report says that no field holds',
        effect='Printed under "Notes on the port" in the plan and by `check_facts.py`; no check reads them.',
    )
    # Dotted paths of the fields the file gives (``requires.platform``), so "not given" is not read as "none".
    given: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    source_text: str = field(default="", compare=False, repr=False)
    source_name: str = field(default="", compare=False, repr=False)


FACTS = record(Facts, cross_check=ported_at_names_sites)
