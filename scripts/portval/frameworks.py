"""What the bundle knows of each training framework, in one table.

The facts contract reads the names and the runtime each framework implies;
the decisions read the installed package whose version ``backend_versions``
gates, whether the tests join a process group, and the guidance the hooks'
TODOs quote. A new framework is one entry here.

megatron-core reads its model-parallel state from any module it builds, and
that state needs torch.distributed, even on one process; its modules take a
``TransformerConfig`` and return ``(output, bias)`` tuples. TorchTitan builds
modules from config dataclasses: ``Config.build()`` builds the class the
Config belongs to, so a port is built only through a Config made from a
rebound name. MaxText is JAX.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Framework:
    name: str
    runtime: str | None  # the scaffold it implies; None: the facts' framework.runtime, else pytorch
    # (distribution, import name) of the installed package requires.backend_versions gates; None: not checked.
    package: tuple[str, str] | None = None
    process_group: str = ""  # why the tests join a one-rank process group outside torchrun ("": they need none)
    needs_setup: bool = False  # setup_framework() and teardown_framework() must be filled
    setup: tuple[str, ...] = ("Set up state every module of the framework reads (parallel state, global config); runs once, before the first test.",)
    teardown: tuple[str, ...] = ("Undo setup_framework(); runs once, after the last test.",)
    build: tuple[str, ...] = ()  # what building a module takes, beyond the facts' constructor
    step: tuple[str, ...] = ()  # what a training step takes, beyond the generic guidance
    # How setup_framework() sets the parallel sizes; {TP}, {PP}, {CP}, {EP} are filled from the run.
    parallel_call: str = "the framework's parallel setup with TP={TP}, PP={PP}, CP={CP}, EP={EP}"


FRAMEWORKS: dict[str, Framework] = {
    framework.name: framework
    for framework in (
        Framework(
            "megatron-lm",
            "pytorch",
            package=("megatron-core", "megatron.core"),
            process_group="megatron-core's parallel state needs torch.distributed, even on one process",
            needs_setup=True,
            setup=(
                "Initialise megatron-core's model-parallel state: parallel_state.initialize_model_parallel(tensor_model_parallel_size, pipeline_model_parallel_size), (1, 1) on one process.",
                "The tests have already joined a process group (a one-rank group outside torchrun); do not create another.",
                "On a GPU, seed megatron-core's RNG tracker too: tensor_parallel.model_parallel_cuda_manual_seed(seed) (it needs CUDA).",
            ),
            teardown=("Undo setup_framework(): parallel_state.destroy_model_parallel(); the tests leave the process group themselves.",),
            build=(
                "megatron-core modules take a TransformerConfig: make one from the config fields, with use_cpu_initialization=True so it builds on the CPU, then move the module to device and dtype.",
                "Modules that return (output, bias) need no unpacking: the tests compare every tensor of a returned tuple and skip a None bias.",
            ),
            step=("megatron-core modules return (output, bias): add the bias when it is not None. Build the model after set_feature, from the layer spec, so the spec reads the rebound names.",),
            parallel_call=(
                "parallel_state.initialize_model_parallel(tensor_model_parallel_size={TP}, pipeline_model_parallel_size={PP}, "
                "context_parallel_size={CP}, expert_model_parallel_size={EP})"
            ),
        ),
        Framework(
            "torchtitan",
            "pytorch",
            package=("torchtitan", "torchtitan"),
            build=(
                "TorchTitan builds modules from config dataclasses, and Config.build() builds the class the Config belongs to: make the Config through the name your port rebinds, after set_feature has run, or the port is never built.",
                "Build as TorchTitan does: under torch.device('meta'), then module.to_empty(device=device), module.init_states(), and .to(dtype).",
            ),
            step=("Make the model's Config after set_feature, through the rebound names, so the Config builds the port.",),
        ),
        Framework("maxtext", "jax"),
        Framework("other", None),
    )
}
NAMES = tuple(FRAMEWORKS)

# Run-config names of the parallel sizes, per dimension (Megatron-LM's abbreviation), as Megatron-LM and TorchTitan
# spell them: the sizes the constraints read and the scaffold's run_config sets.
PARALLEL_NAMES = {
    "TP": ("tensor_model_parallel_size", "tensor_parallel_degree", "tp_size", "tp"),
    "EP": ("expert_model_parallel_size", "expert_parallel_degree", "ep_size", "ep"),
    "PP": ("pipeline_model_parallel_size", "pipeline_parallel_degree", "pp_size", "pp"),
    "CP": ("context_parallel_size", "context_parallel_degree", "cp_size", "cp"),
}
# Every parallel size a report may write as Megatron-LM's abbreviation ("EP=1 / TP=1"), the run's shape.
PARALLEL_ABBREVIATIONS = frozenset(PARALLEL_NAMES) | {"DP", "SP", "ETP", "VPP"}


def framework_named(name: str) -> Framework:
    """The entry of a framework the facts contract admitted."""
    return FRAMEWORKS[name]
