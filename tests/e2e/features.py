"""Every feature the end-to-end tests port into the toy framework."""

from __future__ import annotations

from feature_rms_norm import RMS_NORM

FEATURES = (RMS_NORM,)
