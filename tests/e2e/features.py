"""Every feature the end-to-end tests port into the toy framework."""

from __future__ import annotations

from feature_attention import ATTENTION
from feature_config_rewrite import CONFIG_REWRITE, CONFIG_REWRITE_GUARD_OFF
from feature_fp8_linear import FP8_LINEAR
from feature_jax_rms_norm import JAX_RMS_NORM
from feature_jax_rms_norm_ones import JAX_RMS_NORM_ONES
from feature_jax_train_overrides import JAX_TRAIN_OVERRIDES
from feature_lm_moe_dispatcher import LM_MOE_DISPATCHER
from feature_moe_dispatcher import MOE_DISPATCHER
from feature_rms_norm import RMS_NORM
from feature_rms_norm_ones import RMS_NORM_ONES

FEATURES = (RMS_NORM, ATTENTION, MOE_DISPATCHER, LM_MOE_DISPATCHER, CONFIG_REWRITE, CONFIG_REWRITE_GUARD_OFF, RMS_NORM_ONES, FP8_LINEAR)
# JAX scaffolds run in one process (a multi-host JAX launch is not torchrun's to make).
JAX_FEATURES = (JAX_RMS_NORM, JAX_TRAIN_OVERRIDES, JAX_RMS_NORM_ONES)
