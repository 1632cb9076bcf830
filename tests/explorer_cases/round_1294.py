"""Round 1294: a pdb debugging session (a traceback, `(Pdb)` commands and their printed answers, notes between them and
a closing "What I learned" list with a gate table): both gate keys set at once and the assert they trip, a
`linear_with_grad_accumulation_and_async_allreduce` wrapper guess scratched, `delay_wgrad_compute` forced by the TE
sibling patch, `enable_zero_bubble` and `pp_algorithm` that are not read, the zero-bubble optimizer patch, pdb's `->`
current-line markers, body-local asserts and `ValueError`s, an optional apex import, denied Turbo/TE/DeepEP and one
run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_fourth_pdb_session_linear_grad_split.md"

ID = "megatron.pp.linear_grad_split"
SYMBOL = "megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"
PRIMUS = "primus.backends.megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication"
PRIMUS_FILE = "primus/backends/megatron/core/tensor_parallel/layers.py"
PATCH_FILE = "primus/backends/megatron/patches/parallelism/linear_grad_split_patches.py"
DESCRIPTION = "Patch Linear layer to split d_w and d_input for PP optimization"
SENTENCE = "splits d_w and d_input of Megatron's tensor-parallel linear for PP scheduling."
TITLE = "one-thousand-two-hundred-and-ninety-fourth-round report (a pdb debugging session)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, SENTENCE}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # linear_grad_split_patches.py:39-41: the one rebind, from the Primus copy in tensor_parallel/layers.py.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "upstream.transient": set(),
            "implementation.primus": PRIMUS,
            "implementation.primus_file": frozenset({None, PRIMUS_FILE, PATCH_FILE}),
            # condition=: patch_primus_pipeline or patch_zero_bubble, an OR gate (lines 121-122): either one, not both.
            "enable.flags": {("patch_primus_pipeline", True), ("patch_zero_bubble", True)},
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.backend_versions": set(),
            # The asserts are body-local or on the deferred path only; the handler asserts nothing.
            "constraints": set(),
        },
        # Thin: "no alias to chase" (lines 73-74) and "The handler sets no config values itself." (line 131) are
        # drafted as neither `aliases: []` nor `side_effects: {}`, and no TODO quotes either line.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus": PRIMUS,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "function_wrapping",
            "linear_with_grad_accumulation_and_async_allreduce",
            "te_wgrad_split",
            "WeightGradStore",
            "delay_wgrad_compute",
            "zero_bubble_optimizer",
            "ChainedOptimizer",
            "get_forward_backward_func",
            "enable_zero_bubble",
            "pp_algorithm",
            "1f1b-interleaved",
            "gradient_accumulation_fusion",
            "sequence_parallel",
            "allreduce_dgrad",
            "fused_weight_gradient_mlp_cuda",
            "apex",
            "insert_wgrad_func_into_cache",
            "wgrad_adapter",
            "Invalid patch mode",
            "Cannot patch both",
            "('patch_zero_bubble', False)",
            "('patch_primus_pipeline', False)",
            "primus_turbo",
            "transformer_engine",
            "deep_ep",
            "0.16.0",
            "2.8.0",
        ),
        mentioned=(
            SYMBOL,
            PRIMUS,
            "linear_with_grad_accumulation_and_async_allreduce",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "delay_wgrad_compute",
        ),
    ),
}
