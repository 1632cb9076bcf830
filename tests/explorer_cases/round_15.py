"""Round 15: FAQ with a recommended config.

An FAQ whose questions are headings and bold lines: "What turns it on?", a recommended config as a YAML snippet.
"""

from __future__ import annotations

from .case import Case
from .names import FAQ, FAQ_FILE, FAQ_FLAGS, FAQ_SITE

TITLE = "fifteenth-round report (FAQ with a recommended config)"
CASES = {
    FAQ: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
            "feature.summary": frozenset({"Use Primus-Turbo FP8Linear and model converter"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": {FAQ_SITE},
            "implementation.primus": frozenset({"primus.backends.torchtitan.components.quantization.float8.PrimusTubroFP8Converter"}),
            "implementation.primus_file": frozenset({FAQ_FILE, "primus/backends/torchtitan/patches/turbo/fp8_linear_patches.py"}),
            "implementation.turbo": "primus_turbo.pytorch.modules.linear_fp8.Float8Linear",
            "enable.flags": FAQ_FLAGS,
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
            "requires.platform": "rocm",
            "numerics.backward": True,  # "The Turbo module has its own backward"
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
            "upstream.sites": {FAQ_SITE},  # "`X` is rebound to `PrimusTubroFP8Converter`"
            "implementation.primus_file": FAQ_FILE,
            "enable.flags": FAQ_FLAGS,  # the answer to "What turns it on?", a list under "Both of these"
            "enable.phase": "setup",
        },
        nowhere=(
            "compile",  # "`compile.enable` is our preference, not a requirement of the patch": never the bare key "enable"
            "quantize.linear.float8",  # the registry key the patch leaves to upstream's converter
            "turbo_fp8_linear",  # a converter name for model.converters, no flag
            "mx_linear",  # the MXFP8 sibling
            "megatron",  # the Megatron sibling
            "torchao",  # "does not need torchao"
            "PRIMUS_PATCHES",
            "filter_fqns",
            "'gate'",  # a layer the filter skips, no flag
        ),
        mentioned=(
            FAQ_SITE,
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_float8_linear",
            "compile.enable",
            "quantize.linear.float8",
            "turbo_fp8_linear",
            "use_turbo_mx_linear",
            "megatron.fp8.context",
            "filter_fqns",
        ),
    ),
}
