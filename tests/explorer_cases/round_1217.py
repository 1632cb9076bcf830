"""Round 1217: a runbook for turning the patch on in a cluster job: prerequisites, numbered steps with commands and
expected output, a troubleshooting table and rollback steps; a struck YAML key corrected on the next line, two
neighbouring patches with their variable and switch, a made-up key, versions that are no requirement, an "if you ever
run on NVIDIA" case, a negation."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventeenth_cluster_runbook_skip_compile_dependencies.md"

TITLE = "one-thousand-two-hundred-and-seventeenth-round report (a runbook)"
CASES = {
    f"{REPORT}@megatron.runtime.skip_compile_dependencies": Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.summary": frozenset({"Skip Megatron CUDA fused kernel compilation (ROCm compatibility)", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.training.initialize._compile_dependencies"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/runtime_hooks_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "upstream.symbols": {"megatron.training.initialize._compile_dependencies"},
        },
        nowhere=(
            "skip_compile_dependencies:",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "disable_env_patches",
            "disable_compile_dependencies_patch",
            "primus_turbo",
        ),
        mentioned=(
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "disable_compile_dependencies_patch",
        ),
    ),
}
