"""The facts about Primus's patch: what it is, where upstream binds it, how it is turned on, what it requires.

Each field is declared once, on its dataclass (``declared``): its spec (type
and allowed values), default, one-line doc, and its row in the tables of
references/port-facts.md. These sections are what backend-patch-explorer
reports; port_fields.py declares the module under test and the user's side.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..frameworks import FRAMEWORKS
from .expressions import Expression
from .schema import Choice, Dotted, Flag, ListOf, MapOf, Scalar, ScalarOrList, Text, declared
from .vocabulary import (
    CONFIG_KEY,
    CONSTRAINT_OPS,
    ENV_NAME,
    ENV_VALUE,
    LOW_PRECISION,
    PACKAGE,
    PATCH_STYLES,
    PLATFORMS,
    PORT_KINDS,
    RUNTIMES,
    ExpressionText,
    NullableVersion,
    VersionGate,
    VersionText,
)


@dataclass(frozen=True, kw_only=True)
class Feature:
    """What the patch is."""

    id: str = declared(
        Text(pattern='[A-Za-z0-9][A-Za-z0-9._-]{0,99}', what="an id of letters, digits, '.', '_' and '-' (at most 100)"),
        'The Primus patch id.',
        required=True,
        kind='string',
        allowed='letters, digits, `.`, `_`, `-`; starts with a letter or digit; at most 100 characters',
        shown_default='required',
        explorer='Name / id (the first argument of `@register_patch`)',
        effect='The plan title, the header comment of every generated file, `FEATURE` in `bench_parity.py`, and the line `render.py` prints.',
    )
    summary: str = declared(
        Text(),
        'One sentence: what the patch does.',
        required=True,
        kind='string',
        allowed='any',
        shown_default='required',
        explorer='What it does (`description=` or the handler docstring)',
        effect='The first paragraph of the plan and the docstring of `port_adapter.py`.',
    )
    patch_style: str = declared(
        Choice(values=PATCH_STYLES),
        'How the patch changes upstream.',
        required=True,
        kind='choice',
        allowed='`binding_replacement`, `function_wrapping`, `config_rewrite`, `env_or_lifecycle`, `source_rewrite`',
        shown_default='required',
        explorer='Patch logic: the patch style',
        effect='`config_rewrite` sets the port kind to `config`, with oracle `config_values`: the values the patch writes are checked by `test_side_effect_applied`. `env_or_lifecycle` sets the port kind to `env`, with oracle `env_and_hooks`. Both drop the module hooks (`build_module`, `make_inputs`, `copy_weights`, checkpoint hooks) and the checkpoint tests, and have no numerics unless `numerics.level` is set. The other three styles take their kind from `port_kind`. If they list no site in `upstream`, the plan asks for `upstream.symbols`.',
    )
    port_kind: str | None = declared(
        Choice(values=PORT_KINDS),
        'drop_in (same maths, op-level oracle) or full_replacement (step-level oracle).',
        kind='choice',
        allowed='`drop_in`, `full_replacement`',
        shown_default='— (treated as `drop_in`)',
        explorer='Patch logic plus the implementation. One criterion: does the port do the same floating-point work as upstream, up to the rounding of a fused kernel, behind the same interface (`drop_in`)? Or does it redo the path so that the work is reordered or redistributed: another token order, a reduction across ranks, a new class reimplementing every stage (`full_replacement`)?',
        effect='`drop_in`: op-level oracle (closeness, error ratio, backward, determinism, feature off bitwise equal to upstream); `bench_parity.py` times one module call. `full_replacement`: the level defaults to `step`. The oracle becomes the step-level loss band (`test_loss_curve_matches_baseline`), and op-level closeness, error-ratio, determinism and SNR checks are dropped; the benchmark times one training step. `numerics.level` overrides this default. Ignored for `config_rewrite` and `env_or_lifecycle`.',
    )
    changes_sharding: bool = declared(
        Flag(),
        "Whether the port changes sharding annotations (JAX): the outputs' sharding is then checked.",
        default=False,
        kind='boolean',
        allowed='`true`, `false`',
        shown_default='`false`',
        explorer='Patch logic: the patch changes sharding annotations (a `with_sharding_constraint`, partition specs, a mesh axis)',
        effect='JAX scaffolds only: adds `test_output_sharding` and the required hook `expected_sharding()` (output name -> `jax.sharding.Sharding`); each output of the ported function must be laid out as it says. Ignored for PyTorch.',
    )


@dataclass(frozen=True, kw_only=True)
class Framework:
    """The framework the port lives in."""

    name: str = declared(
        Choice(values=tuple(FRAMEWORKS)),
        "The user's framework.",
        required=True,
        kind='choice',
        allowed='`megatron-lm`, `torchtitan`, `maxtext`, `other`',
        shown_default='required',
        explorer="the user's answer (the backend whose patch is ported)",
        effect='`megatron-lm` checks `requires.backend_versions` against the installed `megatron-core` (import `megatron.core`). `torchtitan` checks it against `torchtitan`. With `maxtext`, the JAX scaffold is written (see `framework.runtime`). With `other`, the scaffold of `framework.runtime` (PyTorch unless it says `jax`) is written and no framework version is checked. The name is quoted in the `set_feature` TODO.',
    )
    version: str | None = declared(
        Text(),
        "The user's framework version.",
        kind='string',
        allowed='any (quote numbers: `"0.2.2"`)',
        shown_default='—',
        explorer="the user's answer (the examples record Primus's pinned submodule)",
        effect='Shown in the plan header. When missing, the plan asks for it. No check reads it: version skips read the installed package.',
    )
    wired_at: str | None = declared(
        Text(),
        'Module or call site where the port is wired in.',
        kind='string',
        allowed='any',
        shown_default='—',
        explorer='Porting: where the upstream symbol is constructed or imported',
        effect='Quoted in the TODOs of `set_feature`, `build_module` (`build_fn`) and `make_train_step`. When missing, the plan asks for it.',
    )
    runtime: str | None = declared(
        Choice(values=RUNTIMES),
        'pytorch or jax: which scaffold is written (default: jax for maxtext, else pytorch).',
        kind='choice',
        allowed='`pytorch`, `jax`',
        shown_default='`jax` for `maxtext`, else `pytorch`',
        explorer="the user's answer, for `other`",
        effect="Which scaffold is written. `jax`: `portval_jax.py` instead of `portval_checks.py`; the hooks `build_fn(*, ported, dtype) -> (apply_fn, params)`, `make_inputs(*, dtype, seed)`, `make_train_step(*, ported)`, `convert_params`, and checkpoint hooks over parameter pytrees (orbax when installed, else a flat `.npz`); gradients through `jax.vjp`; `XLA_FLAGS=--xla_gpu_deterministic_ops=true`; JAX's caches cleared at every switch of the feature; no `dump_reference.py`. A runtime that contradicts a named framework (`pytorch` for `maxtext`, `jax` for `megatron-lm` or `torchtitan`) is refused.",
    )


@dataclass(frozen=True, kw_only=True)
class Upstream:
    """What upstream binds and where."""

    symbols: tuple[str, ...] = declared(
        ListOf(item=Dotted(), unique=True),
        'Upstream symbols replaced or wrapped.',
        default=(),
        kind='list of dotted paths, each once',
        allowed='importable paths, e.g. `transformer_engine.pytorch.RMSNorm`',
        shown_default='`[]`',
        explorer='Patch logic: rebinding sites (every `X.Symbol = PrimusX` line in the handler)',
        effect='Primus\'s sites. Unless `port.sites` is given (then the tests check those instead, and the plan lists the differences), each symbol becomes a site with its own `test_port_active_at_site` and `test_feature_off_restores_site` case. `conftest.py` captures it as `PRISTINE` before any test runs. It is listed in the `set_feature` TODO ("It must rebind: …"). If there is any site and the plan has op-level closeness checks, `test_feature_off_is_upstream_bitwise` is added.',
    )
    aliases: tuple[str, ...] = declared(
        ListOf(item=Dotted(), unique=True),
        'Other bindings of the same objects (from X import Symbol).',
        default=(),
        kind='list of dotted paths, each once',
        allowed='e.g. `megatron.core.transformer.transformer_block.get_fp8_context`',
        shown_default='`[]`',
        explorer='Porting: `from <module> import <Symbol>` aliases that must be rebound too',
        effect='Each alias also becomes a `test_port_active_at_site` / `test_feature_off_restores_site` case, with the reason "a missed alias keeps upstream at that call site". An alias that repeats a symbol is counted once.',
    )
    transient: tuple[str, ...] = declared(
        ListOf(item=Dotted(), unique=True),
        'Bindings the port swaps only while a call runs and restores in `finally`.',
        default=(),
        kind='list of dotted paths, each once',
        allowed='e.g. `maxtext.configs.pyconfig.initialize`',
        shown_default='`[]`',
        explorer="Patch logic: a binding the handler swaps only while a call runs and restores in `finally` (Primus's MaxText train patch swaps `pyconfig.initialize` for a partial carrying the overrides)",
        effect="Each becomes a `test_transient_binding_restored` case: after a wrapped call returns, and after one raises, the binding is the pristine upstream object again. Adds the required hook `call_wrapped(*, fail)`, which makes the port's call happen (and, with `fail=True`, raise inside). Captured in `PRISTINE` with the sites.",
    )
    found_in_code: tuple[str, ...] = declared(
        ListOf(item=Dotted(), unique=True),
        "Aliases find_sites.py found in the framework's code that the patch's facts did not list (each also in aliases).",
        default=(),
        kind='list of dotted paths, each once, each also in `upstream.aliases`',
        allowed='e.g. `megatron.core.pipeline_parallel.combined_1f1b.get_fp8_context`',
        shown_default='`[]`',
        explorer="Not from the explorer: written by `find_sites.py --write`, the import-time bindings the framework's code has and the facts did not list",
        effect='The plan marks these sites "found in the framework\'s code by find_sites.py; the patch itself does not rebind it"; they are checked like every alias.',
    )
    sweep_exempt: tuple[str, ...] = declared(
        ListOf(item=Dotted(), unique=True),
        'Modules, or module.attribute bindings, that hold the upstream object or the port by design (a wrapper keeping the original to call it): the runtime sweep leaves them alone.',
        default=(),
        kind='list of dotted paths, each once',
        allowed='a module (with its submodules) or `module.attribute`, e.g. `mytrainer.fp8.original_get_fp8_context`',
        shown_default='`[]`',
        explorer="Not from the explorer: the user's answer",
        effect="The runtime sweep (`test_no_loaded_module_keeps_upstream`, `test_no_loaded_module_keeps_port_after_feature_off`) searches every loaded module of the framework's and the port's top-level packages for a binding that still holds a replaced upstream object with the feature on, or the port with it off. It leaves alone the port's own module (the module of `implementation.ported`), the scaffold's modules, and these entries: list a binding that keeps the original by design, such as a wrapper that calls upstream.",
    )


@dataclass(frozen=True, kw_only=True)
class Implementation:
    """Where the implementations live."""

    primus: str | None = declared(
        Dotted(),
        'The Primus implementation.',
        kind='dotted path',
        allowed='any',
        shown_default='—',
        explorer='Patch logic: the Primus replacement',
        effect='The plan header only.',
    )
    primus_file: str | None = declared(
        Text(),
        'Path of the Primus file, relative to the Primus repository.',
        kind='string',
        allowed='a path relative to the Primus repository',
        shown_default='—',
        explorer='Code location: the implementation file',
        effect='The plan header only.',
    )
    turbo: str | None = declared(
        Dotted(),
        'The Primus-Turbo function or class it uses.',
        kind='dotted path',
        allowed='any',
        shown_default='—',
        explorer='Code location: the Turbo-side symbol',
        effect='The plan header only.',
    )
    ported: str | None = declared(
        Dotted(),
        "The user's ported implementation.",
        kind='dotted path',
        allowed="the user's object",
        shown_default='—',
        explorer="the user's answer",
        effect='The object every site must bind when the feature is on (a site `ported_at` names binds its own). `test_port_active_at_site` then asserts that exact object, not just "no longer upstream", and, when there is a module under test, `test_ported_module_is_built` asserts that `build_module(ported=True)` holds an instance of it (a class; a function skips, saying so). Quoted in the `set_feature` TODO. If there are sites and neither this nor `ported_at` names the object of each, the plan asks for it.',
    )
    ported_at: dict[str, str] = declared(
        MapOf(key=Dotted(), value=Dotted()),
        "The object each named site must bind, for a port that binds different objects at different sites.",
        kind='mapping of site to dotted path',
        allowed="each key one of the sites the tests check (`port.sites` when given, else `upstream.symbols` and `upstream.aliases`); each value the user's object",
        shown_default='`{}`',
        explorer="the user's answer",
        effect='A port that replaces a class\'s `forward` and `backward` with two functions binds a different object at each site: `test_port_active_at_site` asserts, at each site named here, the object given for it, and at every other site `implementation.ported`. The sweep leaves the modules of these objects alone, as it does the module of `implementation.ported`, and `test_port_is_called` counts calls of each.',
    )


@dataclass(frozen=True, kw_only=True)
class Enable:
    """How the feature is turned on."""

    flags: dict[str, Any] = declared(
        MapOf(key=CONFIG_KEY, value=Scalar()),
        'Config flags that turn the patch on.',
        kind='mapping of config key to scalar',
        allowed='e.g. `enable_primus_turbo: true`, `primus_turbo.use_turbo_grouped_mm: true`',
        shown_default='`{}`',
        explorer='How to enable: the `condition=` flags, followed through helpers such as `is_primus_turbo_can_patch`',
        effect='Primus\'s flags, a reference: the plan header, the "Differences from Primus" section and the `set_feature` TODO ("For reference, Primus\'s patch is gated by: …"). What turns the user\'s port on is `port.flags`, `port.env` or `port.call`; when none is given and Primus has flags, the plan asks.',
    )
    env: dict[str, str] = declared(
        MapOf(key=ENV_NAME, value=ENV_VALUE),
        'Environment variables the feature needs.',
        kind='mapping of env-var name to string',
        allowed='non-empty strings; quote numbers (`"1"`)',
        shown_default='`{}`',
        explorer='How to enable / Patch logic (env-var style): variables the feature needs',
        effect=(
            'Each variable becomes a `test_env_applied` case (`os.environ[VAR] == value` with the feature on). It is also listed in the `set_feature` TODO. '
            "A variable the feature reads while it runs (Transformer Engine's `NVTE_*`) belongs here; one that only gates Primus's patch (its `condition=` "
            "reads it, as `USE_TE_SWIGLU` gates `megatron.te.fused_bias_swiglu`) is Primus's gate, as `enable.flags` are: leave it out, and write what turns "
            'the port on in `port.env`, `port.flags` or `port.call`.'
        ),
    )
    phase: str | None = declared(
        Text(),
        'The patch phase (when Primus applies it).',
        kind='string',
        allowed='as in Primus: `setup`, `build_args`, `before_train`, `after_train`, `convert` (checkpoint conversion only; not enforced)',
        shown_default='—',
        explorer='How to enable: `phase=`',
        effect='The plan header and the `set_feature` TODO.',
    )
    side_effects: dict[str, Any] = declared(
        MapOf(key=CONFIG_KEY, value=Scalar()),
        'Config values the patch itself sets.',
        kind='mapping of config key to scalar',
        allowed='e.g. `moe_token_dispatcher_type: flex`',
        shown_default='`{}`',
        explorer='Patch logic: the config values the handler itself writes',
        effect='Each key becomes a `test_side_effect_applied` case (`run_config()[key] == value` with the feature on). The key is added to what `run_config()` must return, which makes that hook required.',
    )
    env_formats: dict[str, str] = declared(
        MapOf(key=ENV_NAME, value=Choice(values=LOW_PRECISION)),
        'Variables of enable.env needed for one low-precision format only (NVTE_ROCM_ENABLE_MXFP8: mxfp8).',
        kind='mapping of env-var name to a low-precision format',
        allowed='a variable of `enable.env`, and `fp8`, `mxfp8` or `mxfp4`, e.g. `NVTE_ROCM_ENABLE_MXFP8: mxfp8`',
        shown_default='`{}`',
        explorer='How to enable: a variable asserted only for one format',
        effect='`test_env_applied` selects that format (`set_precision`) before turning the feature on; the `set_feature` TODO says "(only for mxfp8)". A variable not in `enable.env` is refused. Ignored when the format is not in `numerics.dtypes`.',
    )


@dataclass(frozen=True, kw_only=True)
class Requires:
    """What must be installed."""

    packages: dict[str, VersionGate | None] = declared(
        MapOf(key=PACKAGE, value=NullableVersion()),
        'Packages the port needs, with version specifiers or null.',
        kind='mapping of package name to version specifier or null',
        allowed='names of letters, digits, `.`, `_`, `-`; null means any version',
        shown_default='`{}`',
        explorer='Requires (version / deps): the packages the handler and implementation import, and version gates inside the condition',
        effect='Each package becomes an install-and-version check in `conftest.py`. If a package is missing or its version is outside the range, every test skips, quoting `requires.packages`, at collection: before any adapter hook or framework setup runs. Transformer Engine, Primus-Turbo, DeepEP and flash-attn install and run on a GPU machine only: with any of them every tier needs a GPU, and "runnable here" follows `user.gpu`. When neither `requires` nor `constraints` is given, the plan asks. The import name is `megatron.core` for `megatron-core` and `transformer_engine` for `transformer-engine`; otherwise it is the name with `-` turned into `_`.',
    )
    platform: str = declared(
        Choice(values=PLATFORMS),
        'rocm, cuda or any.',
        default='any',
        kind='choice',
        allowed='`any`, `rocm`, `cuda`',
        shown_default='`any`',
        explorer='Requires: ROCm-only paths',
        effect='Where the port runs (where the user trains). When the file does not give it, the plan asks. `rocm` or `cuda` makes correctness need a GPU. Every test skips on a torch built for the other platform, or for neither (read from `torch.version.hip` and `torch.version.cuda`). The correctness and integration tiers are marked as needing a GPU, and their "runnable here" comes from `user.gpu`.',
    )
    backend_versions: tuple[VersionGate, ...] = declared(
        ListOf(item=VersionText()),
        'Framework versions the patch supports.',
        default=(),
        kind='list of version specifiers',
        allowed='see below',
        shown_default='`[]`',
        explorer='Requires: `backend_versions=`',
        effect='For `megatron-lm` and `torchtitan`, the installed framework must satisfy at least one entry. Otherwise every test skips, quoting `requires.backend_versions`. Ignored for `maxtext` and `other`.',
    )


@dataclass(frozen=True, kw_only=True)
class Constraint:
    """Conditions the port needs; each becomes a skip condition."""

    param: Expression = declared(
        ExpressionText(),
        'Run-config name or arithmetic over names.',
        required=True,
        kind='expression',
        allowed='a run-config name, or arithmetic over names and numbers (grammar below)',
        shown_default='required',
        explorer='Implicit constraints: the left-hand side of the `assert`/`raise`',
        effect="Its names are what `run_config()` must return: they are listed in that hook's TODO and make the hook required. If one of them is missing from `run_config()`, the calling test fails and names the constraint.",
    )
    op: str = declared(
        Choice(values=CONSTRAINT_OPS),
        'Comparison.',
        required=True,
        kind='choice',
        allowed='`==`, `!=`, `<`, `<=`, `>`, `>=`, `in`, `not_in`',
        shown_default='required',
        explorer='the comparison, written so that it holds when the port can run',
        effect='`not_in` is printed and evaluated as `not in`.',
    )
    value: Any = declared(
        ScalarOrList(),
        'Value compared against (a list for in / not_in).',
        required=True,
        kind='scalar, or list of scalars',
        allowed='a list for `in` / `not_in`, a scalar otherwise (not enforced)',
        shown_default='required',
        explorer='the right-hand side',
        effect='The value compared against.',
    )
    source: str = declared(
        Text(),
        'Where the constraint comes from (file:line and the condition).',
        required=True,
        kind='string',
        allowed='`file:line` and the condition as written',
        shown_default='required',
        explorer='Implicit constraints / How to enable: where it comes from',
        effect="Quoted in the skip message, the plan's skip conditions and the `run_config` TODO.",
    )
