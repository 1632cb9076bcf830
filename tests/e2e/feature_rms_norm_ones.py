"""The toy fused RMSNorm as a user first wires it: ones init, unit-scale inputs, one shape (drop-in).

Each bug here passes a scaffold that only runs the adapter's own build and
inputs; the scaffold's parameter perturbation and input cases catch it.
"""

from __future__ import annotations

from feature_spec import BrokenPort, C, Feature, I, adapter_path, deterministic, facts_path, varied_input_tests

NORM, ALIAS = "toyframework.layers.norm.RMSNorm", "toyframework.model.RMSNorm"

RMS_NORM_ONES = Feature(
    name="toy_rms_norm_ones",
    facts=facts_path("toy_rms_norm_ones"),
    adapter=adapter_path("toy_rms_norm_ones"),
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
        I + "test_ported_module_is_built",
        I + "test_no_loaded_module_keeps_upstream",
        I + "test_no_loaded_module_keeps_port_after_feature_off",
        I + "test_port_is_called[toyports.fused_rms_norm.FusedRMSNorm]",
    }) | varied_input_tests(("fp32", "bf16"), backward=True, production=("config_hidden_size_8192",)),
    broken=(
        BrokenPort(
            "backward_ignores_weight",
            "input gradient computed as if the weight were ones (the weight is ones as built)",
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
            "epsilon 10x the module's (invisible at unit scale)",
            C + "test_forward_on_varied_inputs[fp32-small_magnitude]",
            "outside tolerance",
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]"}),
        ),
        BrokenPort(
            "output_fp32",
            "output left in fp32, not cast back to the input's bf16 (closer to any reference, so only its dtype shows it)",
            C + "test_forward_matches_feature_off[bf16]",
            "dtype torch.float32 where the reference has torch.bfloat16",
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]", C + "test_backward_matches_feature_off[bf16]"}),
        ),
        BrokenPort(
            "rstd_low_precision",
            "rstd rounded to bf16 before it scales the row (upstream's own worst row is as far off; its typical row is not)",
            C + "test_forward_error_ratio[bf16]",
            "the typical row is scaled wrong",
            must_pass=frozenset({C + "test_forward_matches_feature_off[bf16]"}),
        ),
        BrokenPort(
            "atomic_weight_grad",
            "weight gradient's block partials added in a new order every call, as atomics do (bf16 rounding hides it)",
            C + "test_ported_path_is_deterministic[fp32]",
            "elements differ",
            must_pass=frozenset({C + "test_backward_matches_feature_off[fp32]", C + "test_backward_error_ratio[bf16]"}),
        ),
        BrokenPort(
            "wide_rows_half",
            "rows wider than 4096 take a two-block path whose mean of squares reads the first block only",
            C + "test_forward_on_varied_inputs[fp32-config_hidden_size_8192]",
            "outside tolerance",
            must_pass=frozenset({C + "test_forward_on_varied_inputs[fp32-config_tail]", C + "test_forward_matches_feature_off[fp32]"}),
        ),
        BrokenPort(
            "load_ignored",
            "loading a state dict copies nothing (the saved weight equals the ones init)",
            I + "test_checkpoint_round_trip",
            "elements differ",
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]"}),
        ),
    ),
)
