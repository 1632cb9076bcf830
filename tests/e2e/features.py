"""Every feature the end-to-end tests port into the toy framework."""

from __future__ import annotations

from feature_attention import ATTENTION
from feature_config_rewrite import CONFIG_REWRITE
from feature_moe_dispatcher import MOE_DISPATCHER
from feature_rms_norm import RMS_NORM

FEATURES = (RMS_NORM, ATTENTION, MOE_DISPATCHER, CONFIG_REWRITE)
