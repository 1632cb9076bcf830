"""A fused self-attention swapped in for the toy framework's SelfAttention at both sites that bind it (drop-in).

Its forward takes four inputs: hidden states, fp32 rotary angles, a bool mask
and a plain-string mask type.
"""

from __future__ import annotations

from feature_spec import BrokenPort, C, Feature, I, adapter_path, deterministic, facts_path, varied_input_tests

ATTENTION_SITE, ALIAS = "toyframework.layers.attention.SelfAttention", "toyframework.transformer.SelfAttention"

ODD_HIDDEN = frozenset(f"{C}test_{kind}_on_varied_inputs[{dtype}-config_odd]" for kind in ("forward", "backward") for dtype in ("fp32", "bf16")) | {
    C + "test_error_ratio_on_varied_sizes[bf16-config_odd]"
}

ATTENTION = Feature(
    name="toy_attention",
    facts=facts_path("toy_attention"),
    adapter=adapter_path("toy_attention"),
    every_test=frozenset({
        I + "test_port_is_called[toyports.fused_attention.FusedSelfAttention]",
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
        I + f"test_port_active_at_site[{ATTENTION_SITE}]",
        I + f"test_port_active_at_site[{ALIAS}]",
        I + f"test_feature_off_restores_site[{ATTENTION_SITE}]",
        I + f"test_feature_off_restores_site[{ALIAS}]",
        I + "test_training_steps_have_finite_loss",
        I + "test_checkpoint_round_trip",
        I + "test_feature_off_checkpoint_loads_with_feature_on",
        I + "test_ported_module_is_built",
        I + "test_no_loaded_module_keeps_upstream",
        I + "test_no_loaded_module_keeps_port_after_feature_off",
    }) | varied_input_tests(("fp32", "bf16"), backward=True, sizes=False) - ODD_HIDDEN,
    # The upstream attention asserts hidden_size % num_heads == 0, so the odd config size skips, quoting it.
    skipped=ODD_HIDDEN,
    broken=(
        BrokenPort(
            "forward_scale",
            "scores scaled by 1/head_dim instead of 1/sqrt(head_dim)",
            C + "test_forward_matches_feature_off[fp32]",
            "outside tolerance",
            also_failing=frozenset({
                C + "test_forward_matches_feature_off[bf16]",
                C + "test_backward_matches_feature_off[fp32]",
                C + "test_backward_matches_feature_off[bf16]",
            }),
            must_pass=frozenset({C + "test_feature_off_is_upstream_bitwise", I + f"test_port_active_at_site[{ALIAS}]"}),
        ),
        BrokenPort(
            "backward_only",
            "custom backward whose gradient of k misses the softmax scale, exact forward",
            C + "test_backward_matches_feature_off[fp32]",
            "grad of k_proj.weight",
            also_failing=frozenset({C + "test_backward_matches_feature_off[bf16]", C + "test_backward_error_ratio[bf16]"}),
            must_pass=frozenset({C + "test_forward_matches_feature_off[fp32]", C + "test_forward_matches_feature_off[bf16]", C + "test_forward_error_ratio[bf16]"}),
        ),
        BrokenPort(
            "bf16_accumulate",
            "probs @ v accumulated in bf16 over the keys, each add rounded toward zero, where upstream accumulates in fp32",
            C + "test_forward_error_ratio[bf16]",
            "as far from fp64 as the feature-off run",
            # The output feeds the out_proj weight gradient, so the backward oracle sees it too.
            also_failing=frozenset({C + "test_backward_error_ratio[bf16]"}),
            # Plain bf16 closeness passes this port, forward and backward: only the error-ratio oracle sees it.
            must_pass=frozenset({
                C + "test_forward_matches_feature_off[bf16]",
                C + "test_forward_matches_feature_off[fp32]",
                C + "test_backward_matches_feature_off[bf16]",
                C + "test_backward_matches_feature_off[fp32]",
            }),
        ),
        BrokenPort(
            "alias_missed",
            "the `from ... import SelfAttention` alias in toyframework.transformer not rebound",
            I + f"test_port_active_at_site[{ALIAS}]",
            "still binds the upstream",
            must_pass=frozenset({I + f"test_port_active_at_site[{ATTENTION_SITE}]"}),
        ),
        BrokenPort(
            "always_on",
            "set_feature(False) leaves the port in place",
            I + f"test_feature_off_restores_site[{ALIAS}]",
            "the port must restore every binding it changes",
            also_failing=frozenset({C + "test_feature_off_is_upstream_bitwise", I + f"test_feature_off_restores_site[{ATTENTION_SITE}]"}),
            must_pass=frozenset({I + f"test_port_active_at_site[{ALIAS}]"}),
        ),
        BrokenPort(
            "nondeterministic",
            "a tiny random perturbation of the attention output on every call",
            C + "test_ported_path_is_deterministic[fp32]",
            "elements differ",
            must_pass=frozenset({I + f"test_port_active_at_site[{ALIAS}]", C + "test_feature_off_is_upstream_bitwise"}),
        ),
        BrokenPort(
            "renamed_param",
            "the key projection registered as `key_proj`",
            I + "test_feature_off_checkpoint_loads_with_feature_on",
            "does not load with it on",
            also_failing=frozenset({C + "test_forward_matches_feature_off[fp32]"}),
            must_pass=frozenset({I + f"test_port_active_at_site[{ALIAS}]", I + "test_checkpoint_round_trip"}),
        ),
        BrokenPort(
            "nan_after_steps",
            "NaN output after three optimizer updates of the query weight",
            I + "test_training_steps_have_finite_loss",
            "gave loss nan",
            also_failing=frozenset({C + "test_loss_curve_matches_baseline"}),
            must_pass=frozenset({I + "test_checkpoint_round_trip", C + "test_forward_matches_feature_off[bf16]", C + "test_ported_path_is_deterministic[fp32]"}),
        ),
    ),
)
