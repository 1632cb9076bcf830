"""The sorted MoE token dispatcher in a small language model: cross-entropy near ln(2048), where a relative band is blind.

Each broken port here stays inside Megatron-LM's 5% per-step / 1% mean loss
band over 100 steps (benchmarks/step_detectors.py measures it); the
generated tests must catch it at op level and at step level.
"""

from __future__ import annotations

from feature_moe_dispatcher import ALIAS, CALLED, DISPATCHER, FORWARD, GRADIENT_FLOW, LOSS_CURVE, MOE_DISPATCHER
from feature_spec import BrokenPort, Feature, I, adapter_path, facts_path

# Whatever a dispatcher bug does to the numbers, the bindings and the proof that the port ran are untouched.
UNDISTURBED = frozenset({I + f"test_port_active_at_site[{ALIAS}]", I + f"test_port_active_at_site[{DISPATCHER}]", CALLED})

LM_MOE_DISPATCHER = Feature(
    name="toy_lm_moe_dispatcher",
    facts=facts_path("toy_lm_moe_dispatcher"),
    adapter=adapter_path("toy_lm_moe_dispatcher"),
    every_test=MOE_DISPATCHER.every_test,
    broken=(
        BrokenPort(
            "drop_tokens",
            "LM scale: a quarter of every expert's routed tokens dropped",
            FORWARD,
            "outside tolerance",
            also_failing=frozenset({LOSS_CURVE}),
            must_pass=UNDISTURBED,
        ),
        BrokenPort(
            "drop_half",
            "LM scale: half of every expert's routed tokens dropped",
            FORWARD,
            "outside tolerance",
            also_failing=frozenset({LOSS_CURVE}),
            must_pass=UNDISTURBED,
        ),
        BrokenPort(
            "swap_topk",
            "LM scale: each token's top-k weights swapped between its experts",
            FORWARD,
            "outside tolerance",
            also_failing=frozenset({LOSS_CURVE}),
            must_pass=UNDISTURBED,
        ),
        BrokenPort(
            "flatten_topk",
            "LM scale: the top-k weights flattened to 1/k",
            FORWARD,
            "outside tolerance",
            also_failing=frozenset({LOSS_CURVE, GRADIENT_FLOW}),
            must_pass=UNDISTURBED,
        ),
        BrokenPort(
            "detach_probs",
            "LM scale: the router probabilities detached (forward unchanged)",
            GRADIENT_FLOW,
            "router.weight receives a gradient with the feature off but none with it on",
            also_failing=frozenset({LOSS_CURVE}),
            must_pass=UNDISTURBED | {FORWARD},
        ),
    ),
)
