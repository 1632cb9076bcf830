"""Round 69: a report in Korean: "~인 경우에만", "~하지 않는 한", "이 패치의 것이 아니다", "아마", "확인되지 않음"."""

from __future__ import annotations

from .case import Case

KOREAN_PEAK_FLOPS = "sixty_ninth_korean_peak_flops.md"

TITLE = "sixty-ninth-round report (in Korean)"
CASES = {
    KOREAN_PEAK_FLOPS: Case(
        allowed={
            "feature.id": "torchtitan.peak_flops",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.tools.utils.get_peak_flops"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/peak_flops_patches.py"}),
            "enable.phase": "setup",
        },
        required={
            "feature.id": "torchtitan.peak_flops",
            "enable.phase": "setup",
        },
        nowhere=(
            "metrics",  # the callers read the module attribute at call time: no alias sites
            "MetricsProcessor",  # the unregistered metrics_output_format patch's
            "PRIMUS_PATCHES",  # every patch's off switch, no gate of this one
        ),
        mentioned=(
            "torchtitan.tools.utils.get_peak_flops",
            "PRIMUS_PATCHES",
            "line 39",  # "설정하지 않는 한 패치는 적용된다" (applied unless it is set): a caveat quoted whole
        ),
    ),
}
