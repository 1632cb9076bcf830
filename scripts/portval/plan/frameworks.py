"""What the real training frameworks need from a scaffold: process groups, parallel state, configs.

megatron-core reads its model-parallel state from any module it builds, and
that state needs torch.distributed, even on one process; its modules take a
``TransformerConfig`` and return ``(output, bias)`` tuples. TorchTitan builds
modules from config dataclasses: ``Config.build()`` builds the class the
Config belongs to, so a port is built only through a Config made from a
rebound name. Each function here turns one of these facts into a decision or
into guidance that the hooks' TODOs quote.
"""

from __future__ import annotations

from ..facts.contract import Facts

MEGATRON = "megatron-lm"
TORCHTITAN = "torchtitan"


def decide_process_group(facts: Facts) -> str:
    """Why the tests join a one-rank process group outside torchrun ("" when they need none)."""
    if facts.framework.name == MEGATRON:
        return "megatron-core's parallel state needs torch.distributed, even on one process"
    return ""


def decide_port_built_check(facts: Facts, has_module: bool) -> bool:
    """Whether a test checks that build_module(ported=True) holds the port: a module, sites, and the port's path.

    A port rebound at every site can still be missed by the module under
    test: TorchTitan's Config.build() builds the class the Config belongs to,
    so a port without a Config of its own is never built, and every
    comparison then pits upstream against upstream.
    """
    return has_module and bool(facts.upstream.symbols or facts.upstream.aliases) and bool(facts.implementation.ported)


def needs_framework_setup(facts: Facts) -> bool:
    """Whether setup_framework() and teardown_framework() must be filled (parallel state to set up and tear down)."""
    return facts.framework.name == MEGATRON


def setup_guidance(facts: Facts) -> list[str]:
    """How to fill setup_framework() for this framework."""
    if facts.framework.name == MEGATRON:
        return [
            "Initialise megatron-core's model-parallel state: parallel_state.initialize_model_parallel(tensor_model_parallel_size, pipeline_model_parallel_size), (1, 1) on one process.",
            "The tests have already joined a process group (a one-rank group outside torchrun); do not create another.",
            "On a GPU, seed megatron-core's RNG tracker too: tensor_parallel.model_parallel_cuda_manual_seed(seed) (it needs CUDA).",
        ]
    return ["Set up state every module of the framework reads (parallel state, global config); runs once, before the first test."]


def teardown_guidance(facts: Facts) -> list[str]:
    """How to fill teardown_framework() for this framework."""
    if facts.framework.name == MEGATRON:
        return ["Undo setup_framework(): parallel_state.destroy_model_parallel(); the tests leave the process group themselves."]
    return ["Undo setup_framework(); runs once, after the last test."]


def build_guidance(facts: Facts) -> list[str]:
    """What building a module of this framework takes, beyond the facts' constructor."""
    if facts.framework.name == MEGATRON:
        return [
            "megatron-core modules take a TransformerConfig: make one from the config fields, with use_cpu_initialization=True so it builds on the CPU, then move the module to device and dtype.",
            "Modules that return (output, bias) need no unpacking: the tests compare every tensor of a returned tuple and skip a None bias.",
        ]
    if facts.framework.name == TORCHTITAN:
        return [
            "TorchTitan builds modules from config dataclasses, and Config.build() builds the class the Config belongs to: make the Config through the name your port rebinds, after set_feature has run, or the port is never built.",
            "Build as TorchTitan does: under torch.device('meta'), then module.to_empty(device=device), module.init_states(), and .to(dtype).",
        ]
    return []


def step_guidance(facts: Facts) -> list[str]:
    """What a training step of this framework takes, beyond the generic guidance."""
    if facts.framework.name == MEGATRON:
        return ["megatron-core modules return (output, bias): add the bias when it is not None. Build the model after set_feature, from the layer spec, so the spec reads the rebound names."]
    if facts.framework.name == TORCHTITAN:
        return ["Make the model's Config after set_feature, through the rebound names, so the Config builds the port."]
    return []
