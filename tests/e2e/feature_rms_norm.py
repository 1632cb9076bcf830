"""A fused RMSNorm swapped in for the toy framework's RMSNorm at both sites that bind it (drop-in)."""

from __future__ import annotations

from feature_spec import BrokenPort, C, Feature, I, adapter_path, deterministic, facts_path, varied_input_tests

NORM, ALIAS = "toyframework.layers.norm.RMSNorm", "toyframework.model.RMSNorm"

RMS_NORM = Feature(
    name="toy_rms_norm",
    facts=facts_path("toy_rms_norm"),
    adapter=adapter_path("toy_rms_norm"),
    every_test=frozenset({
        I + "test_port_is_called[toyports.fused_rms_norm.FusedRMSNorm]",
        I + "test_port_is_called[toyports.fused_rms_norm.fused_rms_norm]",
        C + "test_forward_matches_feature_off[fp32]",
        C + "test_forward_matches_feature_off[bf16]",
        C + "test_forward_error_ratio[bf16]",
        C + "test_backward_matches_feature_off[fp32]",
        C + "test_backward_matches_feature_off[bf16]",
        C + "test_backward_error_ratio[bf16]",
        *deterministic("fp32", "bf16"),
        C + "test_feature_off_is_upstream_bitwise",
        C + "test_loss_curve_matches_baseline",
        C + "test_ported_training_is_deterministic",
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
    }) | varied_input_tests(("fp32", "bf16"), backward=True),
    broken=(
        BrokenPort(
            "forward_eps",
            "epsilon added outside the square root (outputs off by ~0.3%)",
            C + "test_forward_matches_feature_off[fp32]",
            "outside tolerance",
            also_failing=frozenset({C + "test_backward_matches_feature_off[fp32]"}),
            # Inside bf16's tolerance: the fp32 case is what catches it.
            must_pass=frozenset({C + "test_forward_matches_feature_off[bf16]", I + f"test_port_active_at_site[{ALIAS}]"}),
        ),
        BrokenPort(
            "backward_weight",
            "custom backward with a wrong weight gradient, exact forward",
            C + "test_backward_matches_feature_off[fp32]",
            "grad of weight",
            also_failing=frozenset({C + "test_backward_matches_feature_off[bf16]"}),
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]", C + "test_forward_matches_feature_off[bf16]", C + "test_forward_error_ratio[bf16]"}),
        ),
        BrokenPort(
            "bf16_accumulate",
            "mean of squares accumulated in bf16 where upstream accumulates in fp32",
            C + "test_forward_error_ratio[bf16]",
            "as far from fp64 as the feature-off run",
            # Plain bf16 closeness passes this port: only the error-ratio oracle sees it.
            must_pass=frozenset({C + "test_forward_matches_feature_off[bf16]", C + "test_forward_matches_feature_off[fp32]"}),
        ),
        BrokenPort(
            "alias_missed",
            "the `from ... import RMSNorm` alias in toyframework.model not rebound",
            I + f"test_port_active_at_site[{ALIAS}]",
            "still binds the upstream",
            must_pass=frozenset({I + f"test_port_active_at_site[{NORM}]"}),
        ),
        BrokenPort(
            "unlisted_alias_missed",
            "the package re-export toyframework.layers.RMSNorm, which the facts do not list, not rebound",
            I + "test_no_loaded_module_keeps_upstream",
            "toyframework.layers.RMSNorm",
            # Every listed site is rebound: only the sweep of loaded modules can see it.
            must_pass=frozenset({I + f"test_port_active_at_site[{NORM}]", I + f"test_port_active_at_site[{ALIAS}]", C + "test_forward_matches_feature_off[fp32]"}),
        ),
        BrokenPort(
            "always_on",
            "set_feature(False) leaves the port in place",
            I + f"test_feature_off_restores_site[{ALIAS}]",
            "the port must restore every binding it changes",
            also_failing=frozenset({C + "test_feature_off_is_upstream_bitwise"}),
            must_pass=frozenset({I + f"test_port_active_at_site[{ALIAS}]"}),
        ),
        BrokenPort(
            "nondeterministic",
            "a tiny random perturbation on every call",
            C + "test_ported_path_is_deterministic[fp32]",
            "elements differ",
            must_pass=frozenset({I + f"test_port_active_at_site[{ALIAS}]"}),
        ),
        BrokenPort(
            "renamed_param",
            "the weight registered as `scale`",
            I + "test_feature_off_checkpoint_loads_with_feature_on",
            "does not load with it on",
            also_failing=frozenset({C + "test_forward_matches_feature_off[fp32]"}),
            must_pass=frozenset({I + f"test_port_active_at_site[{ALIAS}]", I + "test_checkpoint_round_trip"}),
        ),
        BrokenPort(
            "nan_after_steps",
            "NaN output after three optimizer updates",
            I + "test_training_steps_have_finite_loss",
            "gave loss nan",
            also_failing=frozenset({C + "test_loss_curve_matches_baseline"}),
            must_pass=frozenset({I + "test_checkpoint_round_trip", C + "test_forward_matches_feature_off[bf16]"}),
        ),
        BrokenPort(
            "silent_fallback",
            "the port's module falls back to upstream's maths: the fused kernel (implementation.turbo) is never called",
            I + "test_port_is_called[toyports.fused_rms_norm.fused_rms_norm]",
            "was never called",
            # Upstream's maths against upstream's maths: every comparison passes; the module is the port's class.
            must_pass=frozenset({
                C + "test_forward_matches_feature_off[bf16]",
                C + "test_backward_matches_feature_off[bf16]",
                I + "test_ported_module_is_built",
                I + "test_port_is_called[toyports.fused_rms_norm.FusedRMSNorm]",
            }),
        ),
    ),
)
