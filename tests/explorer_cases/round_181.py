"""Round 181: a TOML registry: `[patch."id".upstream]` tables with quoted values, `[[not_this_patch]]` and `[[rejected]]`
arrays of tables, a config file's default ("`primus_megatron_module.yaml:40` sets `disable_compile_dependencies = true`")
said not to gate the patch, a rejected site ("Considered and dropped"), and a phase taken back in an ERRATUM."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_first_toml_registry_skip_compile.md"

TITLE = "hundred-and-eighty-first-round report (a TOML registry)"
SITE = "megatron.training.initialize._compile_dependencies"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.summary": frozenset({None, "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/runtime_hooks_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.runtime.skip_compile_dependencies", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        nowhere=(
            "initialize_megatron",
            "disable_compile_dependencies",
            "setup_model_and_optimizer",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "torch_compile",
            "PRIMUS_PATCHES",
        ),
        mentioned=(SITE, "disable_compile_dependencies", "PRIMUS_PATCHES"),
    ),
}
