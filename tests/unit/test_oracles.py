"""The shared oracles of runtime/portval_compare.py: error ratio with a dependent reference, line gains, SNR per row and column, input cases."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest
from helpers import PORTVAL_COMPARE

import portval_core


@pytest.fixture(scope="module")
def core():
    spec = importlib.util.spec_from_file_location("portval_compare_oracles_under_test", PORTVAL_COMPARE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bf16_round(x: np.ndarray) -> np.ndarray:
    """Round float32 values to bfloat16 (nearest even), kept as float32."""
    bits = x.astype(np.float32).view(np.uint32)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32)


@pytest.fixture
def reference():
    return np.random.default_rng(0).standard_normal((64, 256))


def test_a_dependent_reference_falls_back_to_closeness_and_says_so(core, reference):
    naive = {"output": reference.copy()}  # the module casts internally: the baseline equals the reference
    ported = {"output": bf16_round(reference).astype(np.float64)}
    rule = core.ErrorRatio(2.0, 2.0, "test")
    dependent = core.assert_error_ratio(
        ported, naive, {"output": reference}, rule, "bf16", "check", reference_name="fp64", reference_eps=portval_core.FP64_EPS, fallback=core.Tolerance(1.6e-2, 1e-2, "t")
    )
    assert dependent == ["output"]
    assert "not independent of the baseline" in core.dependent_reference_note(dependent, "fp64", "bf16")


def test_a_dependent_reference_still_fails_a_port_that_is_not_close(core, reference):
    rule = core.ErrorRatio(2.0, 2.0, "test")
    with pytest.raises(AssertionError, match="reference not independent of the baseline, judged by closeness"):
        core.assert_error_ratio(
            {"output": reference * 1.1}, {"output": reference.copy()}, {"output": reference}, rule, "bf16", "check", fallback=core.Tolerance(1.6e-2, 1e-2, "t")
        )


def test_the_floor_grows_with_the_reduction_length(core, reference):
    rule = core.ErrorRatio(2.0, 2.0, "test")
    short = core.reference_floor(reference, rule, core.FP32_EPS, 1)
    long = core.reference_floor(reference, rule, core.FP32_EPS, 4096)
    assert long == pytest.approx(64 * short)


def test_a_row_scaled_wrong_fails_though_its_largest_error_is_small(core, reference):
    naive = bf16_round(reference).astype(np.float64)
    ported = naive.copy()
    ported[5] = bf16_round(reference[5] * (1 + 2**-8)).astype(np.float64)  # one row off by a rounded rstd's worst
    rule = core.ErrorRatio(2.0, 2.0, "test")
    with pytest.raises(AssertionError, match=r"1 / 64 rows scaled wrong; worst row 5") as raised:
        core.assert_error_ratio({"output": ported}, {"output": naive}, {"output": reference}, rule, "bf16", "check", reference_eps=portval_core.FP64_EPS)
    # The hint names what scales a row in any module, not only in a norm: a wrong derivative of a gated activation too.
    assert "a norm's rstd" in str(raised.value) and "an activation's derivative" in str(raised.value)


def test_gains_need_enough_rows_and_columns(core):
    rows, cols = core.line_gains(np.ones((4, 256)), np.ones((4, 256)))
    assert rows.size == 0 and cols.size == 0


def test_an_unwritten_tail_tile_fails_the_row_snr_though_the_global_snr_clears_the_floor(core):
    rng = np.random.default_rng(1)
    reference = rng.standard_normal((2064, 128))
    naive = reference * (1 + 0.02 * rng.standard_normal(reference.shape))
    ported = naive.copy()
    ported[2048:] = 0.0
    floor = core.SnrFloor(20.0, "test")
    assert core.snr_db(reference, ported) > 20.0
    with pytest.raises(AssertionError, match=r"16 / 2064 rows below the feature-off run's worst row"):
        core.assert_snr({"output": ported}, {"output": reference}, floor, "check", naive={"output": naive})
    core.assert_snr({"output": naive}, {"output": reference}, floor, "check", naive={"output": naive})


def test_case_sizes_cut_a_shared_dimension_alike_in_every_input(core):
    shapes = {"x": (4, 32, 64), "angles": (32, 8)}
    dims = {"x": {"batch": 0, "seq": 1}, "angles": {"seq": 0}}
    assert portval_core.case_sizes(shapes, dims, "odd") == {"batch": 3, "seq": 31}
    assert portval_core.case_sizes(shapes, dims, "one") == {"batch": 1, "seq": 1}
    assert portval_core.case_sizes(shapes, dims, "zero") == {"batch": 0, "seq": 32}
    assert portval_core.outlier_rows(20, 7) == [3, 10, 17]


def test_an_output_left_in_a_wider_dtype_fails_closeness_though_its_values_are_closer(core, reference):
    upstream = {"output": bf16_round(reference.astype(np.float32))}
    ported = {"output": reference.astype(np.float64)}  # exact maths, but never cast back to upstream's dtype
    with pytest.raises(AssertionError, match=r"output: dtype float64 where the reference has float32"):
        core.assert_close(ported, upstream, core.Tolerance(1.6e-2, 1e-2, "t"), "forward")


def test_the_error_ratio_and_snr_compare_the_port_dtype_with_the_feature_off_run(core, reference):
    naive = {"output": bf16_round(reference.astype(np.float32))}
    ported = {"output": reference.astype(np.float64)}
    with pytest.raises(AssertionError, match="dtype float64 where the feature-off run has float32"):
        core.assert_error_ratio(ported, naive, {"output": reference}, core.ErrorRatio(2.0, 2.0, "t"), "bf16", "check")
    with pytest.raises(AssertionError, match="dtype float64 where the feature-off run has float32"):
        core.assert_snr(ported, {"output": reference}, core.SnrFloor(20.0, "t"), "snr", naive=naive)


def test_matching_dtypes_pass_the_dtype_check(core, reference):
    same = {"output": reference.astype(np.float32)}
    core.assert_same_dtypes(same, {"output": reference.astype(np.float32)}, "check")
    assert core.dtype_problems(same, {"other": reference}) == []


def test_a_scale_rounded_in_every_row_fails_though_upstream_has_a_row_as_far_off(core, reference):
    rng = np.random.default_rng(1)
    naive = bf16_round(reference.astype(np.float32)).astype(np.float64)
    naive[7] = reference[7] * (1 - 2**-9)  # one upstream row biased as a whole, as bf16 does near a power of two
    row_scales = 1 + rng.uniform(-(2**-9), 2**-9, size=(reference.shape[0], 1))
    ported = bf16_round((reference * row_scales).astype(np.float32)).astype(np.float64)
    rule = core.ErrorRatio(2.0, 2.0, "test")
    assert core.line_gains(ported - reference, reference)[0].max() < 2 * core.line_gains(naive - reference, reference)[0].max()
    with pytest.raises(AssertionError, match="the typical row is scaled wrong"):
        core.assert_error_ratio({"output": ported}, {"output": naive}, {"output": reference}, rule, "bf16", "check", reference_eps=portval_core.FP64_EPS)


def test_a_port_that_rounds_like_upstream_passes_the_typical_line_check(core, reference):
    naive = bf16_round(reference.astype(np.float32)).astype(np.float64)
    ported = bf16_round((reference * (1 + 2**-20)).astype(np.float32)).astype(np.float64)
    rule = core.ErrorRatio(2.0, 2.0, "test")
    core.assert_error_ratio({"output": ported}, {"output": naive}, {"output": reference}, rule, "bf16", "check", reference_eps=portval_core.FP64_EPS)


def test_an_empty_case_is_not_called_a_dependent_reference(core):
    empty = {"output": np.zeros((0, 64)), "grad of weight": np.zeros(64)}
    rule = core.ErrorRatio(2.0, 2.0, "test")
    assert core.assert_error_ratio(empty, empty, empty, rule, "bf16", "check", fallback=core.Tolerance(1.6e-2, 1e-2, "t")) == []
    assert not core.outputs_are_dependent(empty, empty, rule, core.FP32_EPS, 1)
