"""The adapter hooks: which the user must fill, their signatures per runtime, and the facts that guide each.

One decision per hook, made for both scaffolds: the PyTorch hooks take a
``torch.dtype`` and a ``torch.device`` and return modules; the JAX hooks
take a ``jnp.dtype`` and return an apply function with its parameter pytree
(JAX places arrays itself and draws randomness from explicit keys).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..facts.contract import Facts
from ..frameworks import PARALLEL_NAMES
from . import port_side
from .checks import tests_using
from .files import ENABLE_PLUGIN
from .model import Hook

if TYPE_CHECKING:
    from .plan import Plan


def _run_config_guidance(p: Plan) -> tuple[list[str], list[str]]:
    """The run-config names the constraints and side effects read, and what to say about each."""
    names: list[str] = []
    for rule in p.constraints:
        names += [n for n in rule.names if n not in names]
    names += [k for k, _ in p.side_effects if k not in names]
    guidance = [f"Return the run's values of: {', '.join(names)}."] if names else []
    guidance += [f"Constraint {r.text} (source: {r.source})." for r in p.constraints]
    guidance += [f"The patch sets {k} = {v!r}; return the live value so the test can see it." for k, v in p.side_effects]
    return names, guidance


def _feature_guidance(facts: Facts, p: Plan, wired: str) -> list[str]:
    guidance = [f"Turn the port on or off the way {facts.framework.name} does it, and undo every rebinding when off."]
    turned_on = port_side.decide_turned_on(facts)
    if turned_on:
        guidance.append(f"Your port is turned on by {turned_on}.")
    if facts.enable.flags:
        # enable.flags are Primus's condition= flags: a reference, not necessarily what turns the user's port on.
        guidance.append("For reference, Primus's patch is gated by: " + ", ".join(f"{k}={v!r}" for k, v in facts.enable.flags.items()) + ".")
    if facts.enable.env:
        formats = facts.enable.env_formats
        guidance.append("Environment: " + ", ".join(f"{k}={v}" + (f" (only for {formats[k]})" if k in formats else "") for k, v in facts.enable.env.items()) + ".")
    if facts.enable.phase:
        guidance.append(f"Primus applies the patch in phase {facts.enable.phase!r}.")
    if p.sites:
        guidance.append("It must rebind: " + ", ".join(s.path for s in p.sites) + ".")
    if p.transient_sites:
        guidance.append("During a call it swaps, and must restore: " + ", ".join(p.transient_sites) + ".")
    if facts.implementation.ported:
        guidance.append(f"Your implementation: {facts.implementation.ported}.")
    if facts.implementation.ported_at:
        guidance.append("At each of these sites, its own object: " + ", ".join(f"{site} -> {obj}" for site, obj in facts.implementation.ported_at.items()) + ".")
    if wired:
        guidance.append(wired)
    return guidance


def _uncalled_site_guidance(p: Plan) -> list[str]:
    """A rebound function (a context manager, a factory) may be called by the enclosing block, not by the module under test."""
    functions = [s.path for s in p.sites if s.path.rsplit(".", 1)[-1][:1].islower()]
    if not functions:
        return []
    return [(
        f"The port rebinds the function(s) {', '.join(functions)}. If the module under test does not call them itself "
        "(a context manager entered by the enclosing block, say), build the enclosing block, or enter that call around "
        "the module's forward, or the feature-on and feature-off modules compute the same thing and every comparison passes untested."
    )]


def _build_guidance(facts: Facts, wired: str, jax: bool, p: Plan) -> list[str]:
    module = facts.module
    guidance: list[str] = []
    if module.constructor:
        guidance.append(f"Constructor: {module.constructor}.")
    if module.config_fields:
        guidance.append("Config fields: " + ", ".join(f"{k}={v!r}" for k, v in module.config_fields.items()) + ".")
    if jax:
        guidance.append(
            "Return (apply_fn, params): apply_fn(params, **inputs) gives the outputs; params from a fixed PRNGKey. ported=False "
            "builds upstream's; ported=True the one your port uses (often the same apply_fn: the port rebinds what it calls)."
        )
    else:
        guidance.append("ported=False builds the upstream module; ported=True the module your port uses (the same class when the port rebinds a function it calls).")
        guidance += p.framework.build
    guidance += _uncalled_site_guidance(p)
    guidance += _sizes_guidance(p, "build at")
    if wired:
        guidance.append(wired)
    return guidance


def _sizes_guidance(p: Plan, verb: str) -> list[str]:
    """What a hook does with ``sizes`` when the plan varies config sizes (numerics.decide_config_sizes)."""
    sizes = p.variation.config_sizes if p.variation else {}
    if not sizes:
        return []
    cases = [c for c in p.variation.cases if c.config]
    asked = " and ".join(", ".join(f"{name}={size}" for name, size in c.config) for c in cases)
    return [(
        f"`sizes` maps config fields to {verb} instead of their defaults ({', '.join(sizes)}); None means the defaults. The "
        f"scaffold asks for {asked}, because a kernel's tail hides at the one size you wire."
    )]


def _input_guidance(facts: Facts, jax: bool, p: Plan) -> list[str]:
    kind = "array" if jax else "tensor"
    guidance = []
    for item in facts.module.forward_inputs:
        if item.is_tensor:
            shape = "[" + ", ".join(str(d) for d in item.shape) + "]" if item.shape else "(shape not in the facts)"
            dtype = "the dtype under test" if item.dtype == "compute" else item.dtype
            guidance.append(f"{item.name}: {kind} {shape} in {dtype}.")
        else:
            guidance.append(f"{item.name}: the value {item.value!r}.")
    if not guidance:
        under_test = "function" if jax else "module"
        guidance.append(f"Return the forward keyword arguments of the {under_test} under test (the facts list none: see module.forward_inputs).")
    guidance.append("Draw every random array from jax.random.PRNGKey(seed)." if jax else "Draw every random tensor from a torch.Generator seeded with `seed`.")
    return guidance + _sizes_guidance(p, "make inputs for")


def _step_guidance(facts: Facts, wired: str, jax: bool, p: Plan) -> list[str]:
    if jax:
        guidance = [
            "Build the model, optimizer state and one fixed batch from fixed PRNGKeys; return a function that runs one training step, keeps the new state, and returns the loss as a float.",
            "Build it when called: the tests call it with the feature already switched, and every call must start from the same init.",
        ]
    else:
        guidance = [
            "Build the model, optimizer and one fixed batch; return a function that runs one optimizer step and returns the loss as a float.",
            "The tests call torch.manual_seed(seed) before each call, so baseline and port start from the same init.",
            *p.framework.step,
        ]
    guidance.append(
        "Let `seed` pick the data order (keep the init): the step-level check runs the baseline again with another seed to "
        "measure its own run-to-run noise. Return (loss, grad_norm), the global gradient norm before the update, to compare it too."
    )
    if wired:
        guidance.append(wired)
    return guidance


@dataclass(frozen=True)
class HookSpec:
    """An adapter hook: its signature and doc per runtime, when a plan has it, whether it must be filled, and how."""

    name: str  # the logical name the check catalogue uses; the runtime's own is the signature's
    signatures: dict[str, tuple[str, str]]  # runtime -> (signature, return type); absent runtime: no such hook
    docs: dict[str, str]  # runtime -> what the hook does
    when: Callable[[Plan], bool]
    required: Callable[[Plan], bool]
    guidance: Callable[[Plan], list[str]]
    # Who calls it, in the order the plan lists them: tests (tests_using) and the scaffold's files.
    users: Callable[[Plan], list[str]]
    # Takes `sizes` (config fields to build at) when the plan varies config sizes.
    sized: bool = False


def _both(signature: str, returns: str) -> dict[str, tuple[str, str]]:
    return {"pytorch": (signature, returns), "jax": (signature, returns)}


def _wired(plan: Plan) -> str:
    wired_at = plan.facts.framework.wired_at
    return f"The port is wired at {wired_at}." if wired_at else ""


def _config_names(plan: Plan) -> list[str]:
    """What run_config() must return: the constraints' and side effects' names, and the parallel sizes above one."""
    names, _ = _run_config_guidance(plan)
    sizes = dict(plan.parallel_sizes)
    parallel = [n for dim, spellings in PARALLEL_NAMES.items() for n in spellings[:1] if sizes.get(dim, 1) > 1]
    return names + [n for n in parallel if n not in names]


def _run_config_hints(plan: Plan) -> list[str]:
    _, guidance = _run_config_guidance(plan)
    if plan.world_size > 1:
        guidance.append(
            f"The run needs {plan.world_size} processes (torchrun --nproc-per-node={plan.world_size}): return its parallel sizes too ("
            + ", ".join(f"{dim}={size}" for dim, size in plan.parallel_sizes) + ")."
        )
    return guidance


def _needs_setup(plan: Plan) -> bool:
    return plan.framework.needs_setup or plan.world_size > 1


def _setup_hints(plan: Plan) -> list[str]:
    guidance = list(plan.framework.setup)
    if plan.world_size > 1:
        guidance += port_side.decide_parallel_guidance(dict(plan.parallel_sizes), plan.world_size, plan.framework)
    return guidance


def _jax(plan: Plan) -> bool:
    return plan.scaffold == "jax"


def _op_users(plan: Plan, *extra: str) -> list[str]:
    return [*tests_using(plan, "build"), *extra]


def _precision_hints(plan: Plan) -> list[str]:
    formats = ", ".join(r.fmt for r in plan.snr_rules)
    return [
        (
            f"Select the low-precision format ({formats}) for the runs that follow, with the feature on and off: "
            "off, it is upstream's own path in that format (its fp8 recipe), which the port's SNR is judged against."
        ),
        "Modules built in fp32 or fp64 must stay unquantised: they are the high-precision reference.",
    ]


def _call_wrapped_hints(plan: Plan) -> list[str]:
    wrapped = ", ".join(s.path for s in plan.sites) or "the wrapped function"
    return [
        (
            f"Call what the port wraps ({wrapped}) the way the port makes it swap {', '.join(plan.transient_sites)}; "
            "with fail=True make the upstream call inside raise (a bad argument will do)."
        ),
        "The test checks that every swapped binding is back after the call returns and after it raises.",
    ]


def _always(plan: Plan) -> bool:
    return True


def _never(plan: Plan) -> bool:
    return False


_TRAIN_STEP = {
    "pytorch": (
        "make_train_step(*, ported: bool, device: torch.device, seed: int = 0) -> Callable[[], float | tuple[float, float]]",
        "Callable[[], float | tuple[float, float]]",
    ),
    "jax": ("make_train_step(*, ported: bool, seed: int = 0) -> Callable[[], float | tuple[float, float]]", "Callable[[], float | tuple[float, float]]"),
}
_INPUTS = {
    "pytorch": ("make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int) -> dict[str, object]", "dict[str, object]"),
    "jax": ("make_inputs(*, dtype: jnp.dtype, seed: int) -> dict[str, object]", "dict[str, object]"),
}


def _checkpoint_hook(verb: str, jax_signature: tuple[str, str], docs: dict[str, str], guidance: Callable[[Plan], list[str]]) -> HookSpec:
    """save_checkpoint or load_checkpoint: present with a module, optional (each runtime has a default), called by the checkpoint tests.

    The PyTorch hooks take the module; the JAX ones a parameter pytree, which load returns: their signatures differ.
    """
    name = f"{verb}_checkpoint"
    signatures = {"pytorch": (f"{name}(module: torch.nn.Module, path: str) -> None", "None"), "jax": jax_signature}
    return HookSpec(name, signatures, docs, lambda p: p.has_module, _never, guidance, lambda p: list(tests_using(p, name)))


# Every adapter hook, in the order port_adapter.py and the plan list them.
HOOKS: tuple[HookSpec, ...] = (
    HookSpec(
        "run_config", _both("run_config() -> dict[str, object]", "dict[str, object]"),
        {"pytorch": "Run parameters the constraints and side effects read.", "jax": "Run parameters the constraints and side effects read."},
        _always, lambda p: bool(_config_names(p)), _run_config_hints,
        lambda p: ["conftest.py (constraints)", *tests_using(p, "run_config")],
    ),
    HookSpec(
        "set_feature", _both("set_feature(enabled: bool) -> None", "None"), {"pytorch": "Turn the port on or off.", "jax": "Turn the port on or off."},
        _always, _always, lambda p: _feature_guidance(p.facts, p, _wired(p)),
        lambda p: ["every test", *([ENABLE_PLUGIN] if ENABLE_PLUGIN in p.files else [])],
    ),
    HookSpec(
        "setup_framework", {"pytorch": ("setup_framework() -> None", "None")},
        {"pytorch": "Set up what the framework's modules read (parallel state), once before the first test (default: nothing)."},
        _always, _needs_setup, _setup_hints, lambda p: ["every test", "bench_parity.py", "dump_reference.py"],
    ),
    HookSpec(
        "teardown_framework", {"pytorch": ("teardown_framework() -> None", "None")},
        {"pytorch": "Undo setup_framework(), once after the last test (default: nothing)."},
        _always, _needs_setup, lambda p: list(p.framework.teardown), lambda p: ["every test", "bench_parity.py", "dump_reference.py"],
    ),
    HookSpec(
        "build",
        {
            "pytorch": ("build_module(*, ported: bool, dtype: torch.dtype, device: torch.device) -> torch.nn.Module", "torch.nn.Module"),
            "jax": ("build_fn(*, ported: bool, dtype: jnp.dtype) -> tuple[Callable[..., object], object]", "tuple[Callable[..., object], object]"),
        },
        {
            "pytorch": "The module under test, feature off (reference) or on.",
            "jax": "The function under test and its parameters, feature off (reference) or on.",
        },
        lambda p: p.has_module, _always, lambda p: _build_guidance(p.facts, _wired(p), _jax(p), p),
        lambda p: _op_users(p, "bench_parity.py --level op"), sized=True,
    ),
    HookSpec(
        "make_inputs", _INPUTS,
        {
            "pytorch": "Forward keyword arguments: tensors, and plain values such as mask types.",
            "jax": "Forward keyword arguments: arrays, and plain values such as mask types.",
        },
        lambda p: p.has_module, _always, lambda p: _input_guidance(p.facts, _jax(p), p), lambda p: list(tests_using(p, "make_inputs")),
        sized=True,
    ),
    # Optional: bench_parity.py falls back to make_inputs, and its report says so.
    HookSpec(
        "make_bench_inputs", {runtime: (sig.replace("make_inputs", "make_bench_inputs"), ret) for runtime, (sig, ret) in _INPUTS.items()},
        {
            runtime: "The inputs bench_parity.py times at op level, at production shapes (default: make_inputs, the small correctness inputs)."
            for runtime in _INPUTS
        },
        lambda p: p.has_module, _never,
        lambda p: ["Return make_inputs' arguments at the training run's sizes: a kernel timed on small inputs times the launch, not the kernel."],
        lambda p: ["bench_parity.py --level op"],
    ),
    # Optional: without it the reference is the feature-off module (or function) built in high precision.
    HookSpec(
        "reference",
        {
            "pytorch": ("reference_forward(module: torch.nn.Module, **inputs: object) -> object", "object"),
            "jax": ("reference_fn(params: object, **inputs: object) -> object", "object"),
        },
        {
            "pytorch": "The module's maths written plainly, reading module's parameters: the error-ratio oracle's reference, run in fp64 (default: the module's own forward).",
            "jax": "The function's maths written plainly: the error-ratio oracle's reference, run in fp32 (default: build_fn's function).",
        },
        lambda p: p.has_module and bool(p.error_ratios), _never,
        lambda p: [(
            "Write it when the module casts internally (TorchTitan's GroupedExperts computes in bf16 at any dtype): its "
            "high-precision build then equals the baseline, and the error ratio falls back to closeness with a warning "
            "that names this hook."
        )],
        lambda p: list(tests_using(p, "reference")),
    ),
    HookSpec(
        "make_train_step", _TRAIN_STEP,
        {
            runtime: "One optimizer step on fixed data from a fixed init, returning the loss (or the loss and the gradient norm)."
            for runtime in _TRAIN_STEP
        },
        _always, _always, lambda p: _step_guidance(p.facts, _wired(p), _jax(p), p),
        lambda p: [*tests_using(p, "make_train_step"), "bench_parity.py --level step"],
    ),
    HookSpec(
        "call_wrapped", _both("call_wrapped(*, fail: bool) -> None", "None"),
        {
            runtime: "Call the wrapped entry point with the feature on, so the port's temporary rebinding happens."
            for runtime in ("pytorch", "jax")
        },
        lambda p: bool(p.transient_sites), _always, _call_wrapped_hints, lambda p: list(tests_using(p, "call_wrapped")),
    ),
    HookSpec(
        "expected_sharding", {"jax": ("expected_sharding() -> dict[str, object]", "dict[str, object]")},
        {"jax": "The sharding each output must have with the port on: output name -> jax.sharding.Sharding."},
        lambda p: p.changes_sharding, _always,
        lambda p: [
            "Name outputs as the tests do: 'output' for a single array, 'output/0' or 'output/<key>' inside a tuple or dict.",
            "build_fn(ported=True) must place its parameters on the mesh these shardings use.",
        ],
        lambda p: list(tests_using(p, "expected_sharding")),
    ),
    # Required: a no-op would leave the feature-off run in high precision, and the port's SNR would be judged against it.
    HookSpec(
        "set_precision", _both("set_precision(fmt: str) -> None", "None"),
        {
            runtime: "Choose the low-precision format for the runs that follow, feature on and off; the tests set {default_precision} again before and after each test."
            for runtime in ("pytorch", "jax")
        },
        lambda p: bool(p.snr_rules), _always, _precision_hints, lambda p: list(tests_using(p, "set_precision")),
    ),
    HookSpec(
        "convert_params", {"jax": ("convert_params(params: object) -> object", "object")},
        {"jax": "The feature-off parameters as the ported function takes them (default: unchanged)."},
        lambda p: p.has_module, _never, lambda p: ["Replace it when the port names or shapes its parameters differently from upstream."],
        lambda p: ["every op-level test"],
    ),
    HookSpec(
        "copy_weights", {"pytorch": ("copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None", "None")},
        {"pytorch": "Give dst the weights of src (default: load_state_dict)."},
        lambda p: p.has_module, _never, lambda p: ["Replace it when the ported module names or shapes its parameters differently from upstream."],
        lambda p: ["every op-level test"],
    ),
    _checkpoint_hook(
        "save",
        ("save_checkpoint(params: object, path: str) -> None", "None"),
        {
            "pytorch": "Save the module the way the framework does (default: torch.save of the state dict).",
            "jax": "Save parameters the way the framework does (default: orbax when installed, else a flat .npz).",
        },
        lambda p: ["Replace it with the framework's checkpoint save for a stronger round trip."],
    ),
    _checkpoint_hook(
        "load",
        ("load_checkpoint(like: object, path: str) -> object", "object"),
        {
            "pytorch": "Load a checkpoint into the module (default: strict load_state_dict).",
            "jax": "Load parameters shaped like `like` (default: orbax when installed, else the flat .npz; strict).",
        },
        lambda p: [
            "Replace it with the framework's checkpoint load; keep it strict."
            if p.scaffold == "pytorch"
            else "Replace it with the framework's checkpoint restore; keep it strict."
        ],
    ),
    HookSpec(
        "tokens_per_step", _both("tokens_per_step() -> int | None", "int | None"),
        {runtime: "Tokens one training step processes, for tokens/s (default: None)." for runtime in ("pytorch", "jax")},
        _always, _never, lambda p: ["Return global batch size times sequence length to get tokens/s in bench_parity.py."], lambda p: ["bench_parity.py"],
    ),
)


def decide_hooks(plan: Plan) -> tuple[Hook, ...]:
    """The plan's adapter hooks, which ones the user must fill, and the facts that tell how."""
    hooks = []
    for spec in HOOKS:
        if plan.scaffold not in spec.signatures or not spec.when(plan):
            continue
        signature, returns = spec.signatures[plan.scaffold]
        if spec.sized and plan.variation and plan.variation.config_sizes:
            head, tail = signature.rsplit(") ->", 1)
            signature = f"{head}, sizes: dict[str, int] | None = None) ->{tail}"
        name = signature.split("(", 1)[0]
        doc = spec.docs[plan.scaffold].format(default_precision=plan.default_precision)
        guidance = spec.guidance(plan)
        # Each user once, and a generated file only when this scaffold has it.
        users = [u for u in dict.fromkeys(spec.users(plan)) if not u.split()[0].endswith(".py") or u.split()[0] in plan.files]
        message = f"port_adapter.{name}() is not wired yet: fill it in port_adapter.py. {guidance[0] if guidance else doc}"
        hooks.append(Hook(name, signature, returns, doc, spec.required(plan), tuple(guidance), tuple(users), message))
    return tuple(hooks)
