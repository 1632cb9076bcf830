"""Round 2: independent reports."""

from __future__ import annotations

from .case import Case
from .names import (
    LOGGER,
    LOGGER_SITES,
    PP_ALGORITHMS,
    SCHEDULE,
    SCHEDULE_FILE,
    SCHEDULE_SITES,
    TITAN,
    TITAN_FLAGS,
    TITAN_MODELS,
    TITAN_SITES,
)

TITLE = "independent reports"
CASES = {
    # ## headings, a sites table, a sibling patch in Caveats, versions and negated packages in sentences, a porting step
    # telling the user to call a function. A frozenset for a scalar: any one of them.
    TITAN: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_attention",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": TITAN_SITES,
            "upstream.aliases": TITAN_SITES,
            "implementation.primus": frozenset(f"primus.backends.{site}" for site in TITAN_SITES),
            "implementation.primus_file": frozenset(f"primus/backends/torchtitan/models/{m}/model/model.py" for m in TITAN_MODELS),
            "implementation.turbo": "primus_turbo.pytorch.modules.TurboAttention",
            "enable.flags": TITAN_FLAGS,
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
            "requires.platform": "rocm",
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_attention",
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.sites": TITAN_SITES,
            "implementation.turbo": "primus_turbo.pytorch.modules.TurboAttention",
            "enable.flags": TITAN_FLAGS,  # "requires `a` and `b` to both be true"
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None)},
            "requires.platform": "rocm",
        },
        nowhere=(
            "gpt_oss",  # the sibling patch's site
            "use_classic_attention",  # another patch's flag
            "enable_attention_float8",  # "FP8 attention applies only when ..."
            "transformer_engine",  # "does not need Transformer Engine"
            "0.3.2",  # what an image ships; "nothing in the code pins a Primus-Turbo version"
            "2.12",  # the PyTorch of the pinned submodule, no requirement
            "0.2.2",
            "replace_turbo_attention_modules",  # a porting step telling the user to call it
            "causal",
            "attention_masks",
            "bf16",
        ),
        mentioned=(
            *sorted(TITAN_SITES),
            "torchtitan.models.gpt_oss.model.model.Attention",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_attention",
            "primus_turbo.enable_attention_float8",
            "primus_turbo.use_classic_attention",
            "setup",
            "line 38",  # TorchTitan v0.2.2 on PyTorch 2.12, a submodule commit
            "v0.2.2",
            "2.12",
            "73a0e6979dd1",
            "line 40",  # primus_turbo and torchtitan; Primus-Turbo 0.3.2.dev48, which nothing pins
            "0.3.2.dev48",
            "rocm",
            "line 42",  # no Transformer Engine, no environment variable
            "line 54",  # FP8 only when enable_attention_float8; bf16 in Primus's configs
            "line 55",  # masking: causal=True
            "line 56",  # other inner attention modules
            "line 58",  # TP > 1 untested
        ),
    ),
    # No headings: a plain first-line title, numbered parts with bold titles, sibling patches named by their ids,
    # "that patch", a module named as where a name was imported, constraints in words.
    SCHEDULE: Case(
        allowed={
            "feature.id": "megatron.pp.schedule",
            "feature.summary": None,
            "requires.platform": "any",  # "nothing on this path is ROCm-specific"
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": SCHEDULE_SITES,
            "upstream.aliases": SCHEDULE_SITES,
            "implementation.primus": "primus.backends.megatron.core.pipeline_parallel.schedules.get_primus_pipeline_parallel_fwd_backward_func",
            "implementation.primus_file": SCHEDULE_FILE,
            "enable.flags": {("patch_primus_pipeline", True), ("patch_zero_bubble", False)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": {("pp_algorithm", "in", PP_ALGORITHMS)},
        },
        required={
            "feature.id": "megatron.pp.schedule",  # a plain title line, no heading
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": SCHEDULE_SITES,  # the second one in a list item of a numbered part
            "implementation.primus": "primus.backends.megatron.core.pipeline_parallel.schedules.get_primus_pipeline_parallel_fwd_backward_func",
            "implementation.primus_file": SCHEDULE_FILE,
            "enable.flags": {("patch_primus_pipeline", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": {("pp_algorithm", "in", PP_ALGORITHMS)},
        },
        nowhere=(
            "ChainedOptimizer",  # swapped by "that patch"
            "LinearWithGradAccumulationAndAsyncCommunication",  # a sibling patch's site
            "is_pipeline_last_stage",  # a sibling patch's site
            "zbpp",
            "ZeroBubble",
            "'megatron.training.training'",  # a module, never a site
            "produce_schedule_instance",  # a factory call in prose, no constructor
            "PRIMUS_PATCHES",
            "transformer_engine",
            "primus_turbo",
            "offload",
            "overlap_p2p_comm",
            "batch_p2p_comm",
            "forward_only",
            "virtual",
            "d3528a21",
            "ProcessGroupCollection",
            "P2PCommunicator",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(SCHEDULE_SITES),
            "megatron.core.optimizer.ChainedOptimizer",
            "megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication",
            "megatron.core.parallel_state.is_pipeline_last_stage",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "before_train",
            "PRIMUS_PATCHES",
            "d3528a21",
            "line 30",  # megatron-core and torch; no Primus-Turbo or Transformer Engine; nothing ROCm-specific; older releases
            "line 38",  # pp_algorithm must be one of ...
            "line 39",  # the virtual pipeline size, by algorithm
            "line 40",  # offload off
            "line 41",  # forward_only not supported
            "line 42",  # overlap_p2p_comm and batch_p2p_comm not both true
            "pp_max_mem",
        ),
    ),
    # An inventory of two MaxText rows with notes below it; the site depends on the MaxText layout.
    LOGGER: Case(
        allowed={
            "feature.id": "maxtext.logger",
            "feature.summary": "Redirect MaxText logger to Primus unified logger",
            "feature.patch_style": "binding_replacement",
            "framework.name": "maxtext",
            "upstream.symbols": LOGGER_SITES,
            "upstream.aliases": LOGGER_SITES,
            "implementation.primus": "primus.core.utils.logger._logger.info",
            "implementation.primus_file": "primus/backends/maxtext/patches/logger_patches.py",
            "enable.phase": "setup",
            "requires.packages": {("jax", None), ("maxtext", None)},
        },
        required={
            "feature.id": "maxtext.logger",
            "feature.summary": "Redirect MaxText logger to Primus unified logger",
            "feature.patch_style": "binding_replacement",
            "framework.name": "maxtext",
            "implementation.primus": "primus.core.utils.logger._logger.info",
            "enable.phase": "setup",
        },
        nowhere=(
            "'max_logging.log'",  # not a full import path
            "train.initialize",  # the other row
            "pyconfig",
            "function_wrapping",
            "ctx",  # condition=lambda ctx: True: a lambda's parameter, no flag
            "PRIMUS_PATCHES",
            "transformer_engine",
            "primus_turbo",
            "stderr_sink_level",
            "DEBUG",
            "26.",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(LOGGER_SITES),
            "setup",
            "PRIMUS_PATCHES",
            "jax",  # "JAX" in the Requires cell
            "v26.4",
            "v26.3",
            "stderr_sink_level",
            "line 17",  # no Primus-Turbo, no Transformer Engine, nothing GPU-specific
            "line 18",  # aliases Primus does not rebind
        ),
    ),
}
