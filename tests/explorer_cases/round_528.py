"""Round 528: a D2 diagram's source (containers for the sections, |md block strings, a |yaml block, a shape with a
dashed stroke holding a retracted pin, arrows labelled "retracts", comments): a retracted parse_args site, the
CUDA_DEVICE_MAX_CONNECTIONS patch's switch in a supposed config, and a RuntimeError the shim raises."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_twenty_eighth_d2_diagram_args_compat.md"

TITLE = "five-hundred-and-twenty-eighth-round report (a D2 diagram's source)"
SITE = "megatron.training.arguments.add_megatron_arguments"
# The report's own words for the registered description ("Inject add_megatron_arguments(parser) for Megatron versions
# that only build parsers inside parse_args().").
SUMMARY = "Injects add_megatron_arguments(parser) into megatron.training.arguments for Megatron versions that only build their parser inside parse_args()."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.args.add_megatron_arguments_compat", "upstream.sites": {SITE}, "enable.phase": "setup"},
        # D2's own syntax; the retracted site and pin; the other patch's switch; the shim's error.
        nowhere=("|md", "How to enable", "parse_args", "0.12", "disable_env_patches", "dash", "RuntimeError"),
        mentioned=(SITE, "disable_env_patches"),
    ),
}
