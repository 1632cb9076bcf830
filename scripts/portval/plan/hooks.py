"""The adapter hooks: which the user must fill, their signatures per runtime, and the facts that guide each.

One decision per hook, made for both scaffolds: the PyTorch hooks take a
``torch.dtype`` and a ``torch.device`` and return modules; the JAX hooks
take a ``jnp.dtype`` and return an apply function with its parameter pytree
(JAX places arrays itself and draws randomness from explicit keys).
"""

from __future__ import annotations

from typing import Any

from ..facts.contract import Facts
from . import frameworks, port_side
from .model import Hook


def _hook(name: str, signature: str, returns: str, doc: str, required: bool, guidance: list[str], used_by: list[str], files: tuple[str, ...] = ()) -> Hook:
    hint = guidance[0] if guidance else doc
    # Each user once, and a generated file only when this scaffold has it.
    used_by = [u for u in dict.fromkeys(used_by) if not files or not u.split()[0].endswith(".py") or u.split()[0] in files]
    message = f"port_adapter.{name}() is not wired yet: fill it in port_adapter.py. {hint}"
    return Hook(name, signature, returns, doc, required, tuple(guidance), tuple(used_by), message)


def _run_config_guidance(p: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The run-config names the constraints and side effects read, and what to say about each."""
    names: list[str] = []
    for rule in p["constraints"]:
        names += [n for n in rule.names if n not in names]
    names += [k for k, _ in p["side_effects"] if k not in names]
    guidance = [f"Return the run's values of: {', '.join(names)}."] if names else []
    guidance += [f"Constraint {r.text} (source: {r.source})." for r in p["constraints"]]
    guidance += [f"The patch sets {k} = {v!r}; return the live value so the test can see it." for k, v in p["side_effects"]]
    return names, guidance


def _feature_guidance(facts: Facts, p: dict[str, Any], wired: str) -> list[str]:
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
    if p["sites"]:
        guidance.append("It must rebind: " + ", ".join(s.path for s in p["sites"]) + ".")
    if p["transient"]:
        guidance.append("During a call it swaps, and must restore: " + ", ".join(p["transient"]) + ".")
    if facts.implementation.ported:
        guidance.append(f"Your implementation: {facts.implementation.ported}.")
    guidance.append(
        "Let `seed` pick the data order (keep the init): the step-level check runs the baseline again with another seed to "
        "measure its own run-to-run noise. Return (loss, grad_norm), the global gradient norm before the update, to compare it too."
    )
    if wired:
        guidance.append(wired)
    return guidance


def _uncalled_site_guidance(p: dict[str, Any]) -> list[str]:
    """A rebound function (a context manager, a factory) may be called by the enclosing block, not by the module under test."""
    functions = [s.path for s in p["sites"] if s.path.rsplit(".", 1)[-1][:1].islower()]
    if not functions:
        return []
    return [(
        f"The port rebinds the function(s) {', '.join(functions)}. If the module under test does not call them itself "
        "(a context manager entered by the enclosing block, say), build the enclosing block, or enter that call around "
        "the module's forward, or the feature-on and feature-off modules compute the same thing and every comparison passes untested."
    )]


def _build_guidance(facts: Facts, wired: str, jax: bool, p: dict[str, Any] | None = None) -> list[str]:
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
        guidance += frameworks.build_guidance(facts)
    if p:
        guidance += _uncalled_site_guidance(p)
    guidance.append(
        "Let `seed` pick the data order (keep the init): the step-level check runs the baseline again with another seed to "
        "measure its own run-to-run noise. Return (loss, grad_norm), the global gradient norm before the update, to compare it too."
    )
    if wired:
        guidance.append(wired)
    return guidance


def _input_guidance(facts: Facts, jax: bool) -> list[str]:
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
    return guidance


def _step_guidance(facts: Facts, wired: str, jax: bool) -> list[str]:
    if jax:
        guidance = [
            "Build the model, optimizer state and one fixed batch from fixed PRNGKeys; return a function that runs one training step, keeps the new state, and returns the loss as a float.",
            "Build it when called: the tests call it with the feature already switched, and every call must start from the same init.",
        ]
    else:
        guidance = [
            "Build the model, optimizer and one fixed batch; return a function that runs one optimizer step and returns the loss as a float.",
            "The tests call torch.manual_seed(seed) before each call, so baseline and port start from the same init.",
            *frameworks.step_guidance(facts),
        ]
    guidance.append(
        "Let `seed` pick the data order (keep the init): the step-level check runs the baseline again with another seed to "
        "measure its own run-to-run noise. Return (loss, grad_norm), the global gradient norm before the update, to compare it too."
    )
    if wired:
        guidance.append(wired)
    return guidance


def _signatures(jax: bool) -> dict[str, tuple[str, str]]:
    """Each runtime-specific hook's signature and return type."""
    if jax:
        return {
            "build_fn": ("build_fn(*, ported: bool, dtype: jnp.dtype) -> tuple[Callable[..., object], object]", "tuple[Callable[..., object], object]"),
            "make_inputs": ("make_inputs(*, dtype: jnp.dtype, seed: int) -> dict[str, object]", "dict[str, object]"),
            "make_train_step": ("make_train_step(*, ported: bool, seed: int = 0) -> Callable[[], float | tuple[float, float]]", "Callable[[], float | tuple[float, float]]"),
        }
    return {
        "build_module": ("build_module(*, ported: bool, dtype: torch.dtype, device: torch.device) -> torch.nn.Module", "torch.nn.Module"),
        "make_inputs": ("make_inputs(*, dtype: torch.dtype, device: torch.device, seed: int) -> dict[str, object]", "dict[str, object]"),
        "make_train_step": (
            "make_train_step(*, ported: bool, device: torch.device, seed: int = 0) -> Callable[[], float | tuple[float, float]]",
            "Callable[[], float | tuple[float, float]]",
        ),
    }


def decide_hooks(facts: Facts, parts: dict[str, Any]) -> tuple[Hook, ...]:
    """The adapter hooks, which ones the user must fill, and the facts that tell how."""
    p = parts
    jax = p["runtime"] == "jax"
    sig = _signatures(jax)
    wired = f"The port is wired at {facts.framework.wired_at}." if facts.framework.wired_at else ""
    config_names, run_config_guidance = _run_config_guidance(p)
    files = p.get("files", ())
    sizes = p.get("parallel_sizes", {})
    world = p.get("world_size", 1)
    parallel_names = [n for dim, names in port_side.PARALLEL_NAMES.items() for n in names[:1] if sizes.get(dim, 1) > 1]
    if world > 1:
        run_config_guidance.append(
            f"The run needs {world} processes (torchrun --nproc-per-node={world}): return its parallel sizes too ("
            + ", ".join(f"{dim}={size}" for dim, size in sizes.items()) + ")."
        )
    config_names += [n for n in parallel_names if n not in config_names]
    op_tests = [c.test for c in p["correctness"] if c.test not in ("test_loss_curve_matches_baseline", "test_ported_training_is_deterministic")]
    build = "build_fn" if jax else "build_module"

    hooks = [
        _hook("run_config", "run_config() -> dict[str, object]", "dict[str, object]", "Run parameters the constraints and side effects read.", bool(config_names), run_config_guidance, ["conftest.py (constraints)"] + (["test_side_effect_applied"] if p["side_effects"] else []), files),
        _hook("set_feature", "set_feature(enabled: bool) -> None", "None", "Turn the port on or off.", True, _feature_guidance(facts, p, wired), ["every test"] + ([port_side.ENABLE_PLUGIN] if port_side.ENABLE_PLUGIN in files else []), files),
    ]
    if not jax:
        setup = frameworks.needs_framework_setup(facts)
        users = ["every test", "bench_parity.py", "dump_reference.py"]
        setup_guidance = frameworks.setup_guidance(facts)
        if world > 1:
            setup_guidance += port_side.decide_parallel_guidance(sizes, world, facts.framework.name)
        hooks.append(_hook("setup_framework", "setup_framework() -> None", "None", "Set up what the framework's modules read (parallel state), once before the first test (default: nothing).", setup or world > 1, setup_guidance, users, files))
        hooks.append(_hook("teardown_framework", "teardown_framework() -> None", "None", "Undo setup_framework(), once after the last test (default: nothing).", setup or world > 1, frameworks.teardown_guidance(facts), users, files))
    if p["has_module"]:
        doc = "The function under test and its parameters, feature off (reference) or on." if jax else "The module under test, feature off (reference) or on."
        hooks.append(_hook(build, *sig[build], doc, True, _build_guidance(facts, wired, jax, p), op_tests + ["test_checkpoint_round_trip", "bench_parity.py --level op"], files))
        hooks.append(_hook("make_inputs", *sig["make_inputs"], "Forward keyword arguments: arrays, and plain values such as mask types." if jax else "Forward keyword arguments: tensors, and plain values such as mask types.", True, _input_guidance(facts, jax), op_tests + ["test_checkpoint_round_trip"], files))
        # Optional: bench_parity.py falls back to make_inputs, and its report says so.
        bench_signature = sig["make_inputs"][0].replace("make_inputs", "make_bench_inputs"), sig["make_inputs"][1]
        hooks.append(_hook(
            "make_bench_inputs", *bench_signature,
            "The inputs bench_parity.py times at op level, at production shapes (default: make_inputs, the small correctness inputs).", False,
            ["Return make_inputs' arguments at the training run's sizes: a kernel timed on small inputs times the launch, not the kernel."],
            ["bench_parity.py --level op"],
            files,
        ))
    step_users = ["test_training_steps_have_finite_loss"] + (["test_loss_curve_matches_baseline"] if p["step"] else []) + ["bench_parity.py --level step"]
    hooks.append(_hook("make_train_step", *sig["make_train_step"], "One optimizer step on fixed data from a fixed init, returning the loss (or the loss and the gradient norm).", True, _step_guidance(facts, wired, jax), step_users))
    if p["transient"]:
        hooks.append(_hook(
            "call_wrapped", "call_wrapped(*, fail: bool) -> None", "None",
            "Call the wrapped entry point with the feature on, so the port's temporary rebinding happens.", True,
            [
                (
                    f"Call what the port wraps ({', '.join(s.path for s in p['sites']) or 'the wrapped function'}) the way the port "
                    f"makes it swap {', '.join(p['transient'])}; with fail=True make the upstream call inside raise (a bad argument will do)."
                ),
                "The test checks that every swapped binding is back after the call returns and after it raises.",
            ],
            ["test_transient_binding_restored"],
        ))
    if p["changes_sharding"]:
        hooks.append(_hook(
            "expected_sharding", "expected_sharding() -> dict[str, object]", "dict[str, object]",
            "The sharding each output must have with the port on: output name -> jax.sharding.Sharding.", True,
            [
                "Name outputs as the tests do: 'output' for a single array, 'output/0' or 'output/<key>' inside a tuple or dict.",
                "build_fn(ported=True) must place its parameters on the mesh these shardings use.",
            ],
            ["test_output_sharding"],
        ))
    if p["snr_rules"]:
        formats = [r.fmt for r in p["snr_rules"]]
        guidance = [
            (
                f"Select the low-precision format ({', '.join(formats)}) for the runs that follow, with the feature on and off: "
                "off, it is upstream's own path in that format (its fp8 recipe), which the port's SNR is judged against."
            ),
            "Modules built in fp32 or fp64 must stay unquantised: they are the high-precision reference.",
        ]
        # Required: a no-op would leave the feature-off run in high precision, and the port's SNR would be judged against it.
        hooks.append(_hook("set_precision", "set_precision(fmt: str) -> None", "None", f"Choose the low-precision format for the runs that follow, feature on and off; the tests set {formats[0]} again before and after each test.", True, guidance, ["test_low_precision_snr"]))
    if p["has_module"] and jax:
        hooks.append(_hook("convert_params", "convert_params(params: object) -> object", "object", "The feature-off parameters as the ported function takes them (default: unchanged).", False, ["Replace it when the port names or shapes its parameters differently from upstream."], ["every op-level test"]))
        hooks.append(_hook("save_checkpoint", "save_checkpoint(params: object, path: str) -> None", "None", "Save parameters the way the framework does (default: orbax when installed, else a flat .npz).", False, ["Replace it with the framework's checkpoint save for a stronger round trip."], ["test_checkpoint_round_trip"]))
        hooks.append(_hook("load_checkpoint", "load_checkpoint(like: object, path: str) -> object", "object", "Load parameters shaped like `like` (default: orbax when installed, else the flat .npz; strict).", False, ["Replace it with the framework's checkpoint restore; keep it strict."], ["test_checkpoint_round_trip"]))
    elif p["has_module"]:
        hooks.append(_hook("copy_weights", "copy_weights(src: torch.nn.Module, dst: torch.nn.Module) -> None", "None", "Give dst the weights of src (default: load_state_dict).", False, ["Replace it when the ported module names or shapes its parameters differently from upstream."], ["every op-level test"]))
        hooks.append(_hook("save_checkpoint", "save_checkpoint(module: torch.nn.Module, path: str) -> None", "None", "Save the module the way the framework does (default: torch.save of the state dict).", False, ["Replace it with the framework's checkpoint save for a stronger round trip."], ["test_checkpoint_round_trip"]))
        hooks.append(_hook("load_checkpoint", "load_checkpoint(module: torch.nn.Module, path: str) -> None", "None", "Load a checkpoint into the module (default: strict load_state_dict).", False, ["Replace it with the framework's checkpoint load; keep it strict."], ["test_checkpoint_round_trip"]))
    hooks.append(_hook("tokens_per_step", "tokens_per_step() -> int | None", "int | None", "Tokens one training step processes, for tokens/s (default: None).", False, ["Return global batch size times sequence length to get tokens/s in bench_parity.py."], ["bench_parity.py"]))
    return tuple(hooks)
