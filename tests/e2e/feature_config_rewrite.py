"""An args rewrite: with tensor parallelism 1, sequence_parallel and gradient_accumulation_fusion are turned off (no numerics).

The rewrite's guard (tensor parallelism 1) is tested on both sides: the
first feature runs with TP 1, where the values must be rewritten; the second
with TP 2, where they must stay untouched and the training check skips.
"""

from __future__ import annotations

from feature_spec import BrokenPort, Feature, I, adapter_path, facts_path

SEQUENCE_PARALLEL = I + "test_side_effect_applied[sequence_parallel]"
FUSION = I + "test_side_effect_applied[gradient_accumulation_fusion]"
TRAINING = I + "test_training_steps_have_finite_loss"
SEQUENCE_PARALLEL_REVERTED = I + "test_side_effect_reverted[sequence_parallel]"
FUSION_REVERTED = I + "test_side_effect_reverted[gradient_accumulation_fusion]"

CONFIG_REWRITE = Feature(
    name="toy_config_rewrite",
    facts=facts_path("toy_config_rewrite"),
    adapter=adapter_path("toy_config_rewrite"),
    every_test=frozenset({SEQUENCE_PARALLEL, FUSION, TRAINING, SEQUENCE_PARALLEL_REVERTED, FUSION_REVERTED}),
    variables={"TOY_TP": "1"},  # the adapter's default, said here: the run with numeric checks (test_numeric_gate.py) is this one
    broken=(
        BrokenPort(
            "wrong_value",
            'sequence_parallel written as the string "False", which is truthy',
            SEQUENCE_PARALLEL,
            "sequence_parallel is 'False'; the patch sets False",
            # The toy framework then refuses sequence parallelism without tensor parallelism.
            also_failing=frozenset({TRAINING}),
            must_pass=frozenset({FUSION}),
        ),
        BrokenPort(
            "missed_key",
            "gradient_accumulation_fusion not rewritten",
            FUSION,
            "gradient_accumulation_fusion is True; the patch sets False",
            # The toy platform lacks the fused weight-gradient kernel, so training refuses to start.
            also_failing=frozenset({TRAINING}),
            must_pass=frozenset({SEQUENCE_PARALLEL}),
        ),
        BrokenPort(
            "always_on",
            "turning the feature off leaves the args hook registered",
            SEQUENCE_PARALLEL_REVERTED,
            "turning the feature off must undo the rewrite",
            also_failing=frozenset({FUSION_REVERTED}),
            must_pass=frozenset({SEQUENCE_PARALLEL, FUSION, TRAINING}),
        ),
        BrokenPort(
            "nan_loss_scale",
            "the rewrite also zeroes loss_scale, so gradients unscale to NaN",
            TRAINING,
            "gave loss nan",
            must_pass=frozenset({SEQUENCE_PARALLEL, FUSION}),
        ),
    ),
)


# The same scaffold with tensor parallelism 2: the guard does not hold, so the side-effect checks demand
# untouched values, and the training check (the only numeric one) skips quoting the constraint; the run
# accepts that every numeric check skipped only because the variable says so.
CONFIG_REWRITE_GUARD_OFF = Feature(
    name="toy_config_rewrite_tp2",
    facts=facts_path("toy_config_rewrite"),
    adapter=adapter_path("toy_config_rewrite"),
    every_test=frozenset({SEQUENCE_PARALLEL, FUSION, SEQUENCE_PARALLEL_REVERTED, FUSION_REVERTED}),
    skipped=frozenset({TRAINING}),
    variables={"TOY_TP": "2", "PORTVAL_ALLOW_NUMERICS_SKIPPED": "1"},
    broken=(
        BrokenPort(
            "ignores_tp",
            "the rewrite applies whatever the tensor-parallel size (its guard ignored)",
            SEQUENCE_PARALLEL,
            "although the rewrite's guard does not hold",
            also_failing=frozenset({FUSION}),
            must_pass=frozenset({SEQUENCE_PARALLEL_REVERTED, FUSION_REVERTED}),
        ),
    ),
)
