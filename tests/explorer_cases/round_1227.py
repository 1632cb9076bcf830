"""Round 1227: an architecture decision record (status, context, decision, consequences, alternatives considered): the
companion FP8 linear patch with its converter and flag, rejected alternatives with their own symbols (torchao's MX
config, a grouped-MM converter), a registry key taken back, a first `before_train` guess and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_seventh_adr_turbo_mx_linear.md"

ID = "torchtitan.primus_turbo.turbo_mx_linear"
TITLE = "one-thousand-two-hundred-and-twenty-seventh-round report (an architecture decision record)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Use Primus-Turbo MXLinear and model converter"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.mx.PrimusTubroMXConverter"}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/torchtitan/components/quantization/mx.py",
                    "primus/backends/torchtitan/patches/turbo/mx_linear_patches.py",
                }
            ),
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.modules.Float8Linear", "primus_turbo.pytorch.modules.Float8Linear.from_float"}
            ),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "float8_linear",
            "Float8LinearConverter",
            "PrimusTubroFP8Converter",
            "TENSORWISE",
            "torchao",
            "quantize.linear.mx",
            "recipe_name",
            "model.converters",
            "grouped_mm",
            "MXGroupedMM",
            "before_train",
            "TorchTitanPretrainTrainer",
        ),
        mentioned=(
            "torchtitan.components.quantization.mx.MXLinearConverter",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_mx_linear",
        ),
    ),
}
