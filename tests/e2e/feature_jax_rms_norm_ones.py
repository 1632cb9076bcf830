"""The JAX toy fused RMSNorm as a user first wires it: a scale of ones (MaxText's init), unit-scale inputs, one shape.

Each bug here passes a scaffold that only runs the adapter's own parameters
and inputs; the scaffold's parameter perturbation and input cases catch it.
"""

from __future__ import annotations

from feature_spec import BrokenPort, C, Feature, I, adapter_path, deterministic, facts_path, varied_input_tests

NORM, ALIAS = "toyjax.ops.rms_norm", "toyjax.layers.rms_norm"

JAX_RMS_NORM_ONES = Feature(
    name="toy_jax_rms_norm_ones",
    facts=facts_path("toy_jax_rms_norm_ones"),
    adapter=adapter_path("toy_jax_rms_norm_ones"),
    every_test=frozenset({
        C + "test_forward_matches_feature_off[fp32]",
        C + "test_forward_matches_feature_off[bf16]",
        C + "test_forward_error_ratio[bf16]",
        C + "test_backward_matches_feature_off[fp32]",
        C + "test_backward_matches_feature_off[bf16]",
        C + "test_backward_error_ratio[bf16]",
        *deterministic("fp32", "bf16"),
        C + "test_feature_off_is_upstream_bitwise",
        I + f"test_port_active_at_site[{NORM}]",
        I + f"test_port_active_at_site[{ALIAS}]",
        I + f"test_feature_off_restores_site[{NORM}]",
        I + f"test_feature_off_restores_site[{ALIAS}]",
        I + "test_training_steps_have_finite_loss",
        I + "test_checkpoint_round_trip",
        I + "test_feature_off_checkpoint_loads_with_feature_on",
        I + "test_no_loaded_module_keeps_upstream",
        I + "test_no_loaded_module_keeps_port_after_feature_off",
        I + "test_port_is_called[toyports.jax_fused_rms_norm.fused_rms_norm]",
    })
    | varied_input_tests(("fp32", "bf16"), backward=True, config=True, jax=True),
    broken=(
        BrokenPort(
            "backward_ignores_scale",
            "input gradient computed as if the scale were ones (the scale is ones as built)",
            C + "test_backward_matches_feature_off[fp32]",
            "grad of input x",
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]"}),
        ),
        BrokenPort(
            "tail_dropped",
            "mean of squares skips the last partial 256-wide vector of a row (right at the wired size, a multiple of 256)",
            C + "test_forward_on_varied_inputs[fp32-config_tail]",
            "outside tolerance",
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]", C + "test_backward_matches_feature_off[fp32]"}),
        ),
        BrokenPort(
            "eps_10x",
            "epsilon 10x the caller's (invisible at unit scale)",
            C + "test_forward_on_varied_inputs[fp32-small_magnitude]",
            "outside tolerance",
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]"}),
        ),
    ),
)
