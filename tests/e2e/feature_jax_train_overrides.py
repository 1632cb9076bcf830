"""Primus's MaxText train patch in the JAX toy framework: overrides forwarded through a binding swapped during the call."""

from __future__ import annotations

from feature_spec import BrokenPort, C, Feature, I, adapter_path, facts_path

TRAIN, PYCONFIG = "toyjax.train.initialize", "toyjax.pyconfig.initialize"

JAX_TRAIN_OVERRIDES = Feature(
    name="toy_jax_train_overrides",
    facts=facts_path("toy_jax_train_overrides"),
    adapter=adapter_path("toy_jax_train_overrides"),
    every_test=frozenset({
        C + "test_loss_curve_matches_baseline",
        C + "test_ported_training_is_deterministic",
        I + f"test_port_active_at_site[{TRAIN}]",
        I + f"test_feature_off_restores_site[{TRAIN}]",
        I + f"test_transient_binding_restored[{PYCONFIG}]",
        I + "test_training_steps_have_finite_loss",
        I + "test_no_loaded_module_keeps_upstream",
        I + "test_no_loaded_module_keeps_port_after_feature_off",
        I + "test_port_is_called[toyports.jax_train_overrides.initialize]",
    }),
    broken=(
        BrokenPort(
            "no_finally",
            "pyconfig.initialize restored after a call that returns, not after one that raises",
            I + f"test_transient_binding_restored[{PYCONFIG}]",
            "after a wrapped call raised",
            must_pass=frozenset({I + f"test_feature_off_restores_site[{TRAIN}]", C + "test_loss_curve_matches_baseline"}),
        ),
        BrokenPort(
            "overrides_dropped",
            "keyword overrides ignored: the run trains with the file's learning rate",
            C + "test_loss_curve_matches_baseline",
            "not bitwise equal",
            must_pass=frozenset({I + f"test_transient_binding_restored[{PYCONFIG}]", I + f"test_port_active_at_site[{TRAIN}]"}),
        ),
    ),
)
