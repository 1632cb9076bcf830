"""Round 1272: a spreadsheet exported as TSV (Field / Value / Source / Confidence / Notes rows, a multi-line code cell,
a second tab of related patches and a porting checklist): a `function_wrapping` first pass struck as wrong,
`disable_compile_dependencies: true` that is no gate, `PRIMUS_PATCHES` of the runner only, the `_primus_patched` mark,
a ROCm description with no ROCm check, upstream's seq_length warning check, two neighbouring patches, packages denied
and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_second_tsv_sheet_skip_compile_dependencies.md"

ID = "megatron.runtime.skip_compile_dependencies"
SYMBOL = "megatron.training.initialize._compile_dependencies"
HANDLER = "primus.backends.megatron.patches.runtime_hooks_patches.patch_skip_compile_dependencies"
PRIMUS_FILE = "primus/backends/megatron/patches/runtime_hooks_patches.py"
# Line 6, the registered description, and line 7, the sheet's own summary.
DESCRIPTION = "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)"
SUMMARY = (
    "Rebinds Megatron's _compile_dependencies to a no-op so initialize_megatron skips compiling the dataset index"
    " builder and the fused kernels."
)
TITLE = "one-thousand-two-hundred-and-seventy-second-round report (a spreadsheet exported as TSV)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({DESCRIPTION, SUMMARY}),
            # Line 13; the function_wrapping of line 12 is struck ("wrong, I misread it").
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # "Enable flags | none | register_patch has no condition=" (line 32); line 33's candidate is "NOT the gate".
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            # "Side effects on args | none" (line 35); `_primus_patched` is set on the function object.
            "enable.side_effects": set(),
            # "Requires | megatron-lm | ... | no version pin" (line 37).
            "requires.packages": {("megatron-lm", None), ("megatron-core", None)},
            # "Platform | any" (line 36): there is no torch.version.hip check.
            "requires.platform": frozenset({None, "any"}),
            "requires.backend_versions": set(),
            # "Constraints | none" (line 41); upstream's seq_length check is not the patch's (line 42).
            "constraints": set(),
        },
        # Thin: the empty flags (line 32), side effects (line 35) and constraints (line 41) are left out rather than
        # drafted empty, and megatron-lm as the one package needed (line 37) is not drafted.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
        },
        nowhere=(
            "disable_compile_dependencies",
            "PRIMUS_PATCHES",
            "PRIMUS_VERBOSE_TRITON",
            "_primus_patched",
            "_primus_rocm_wrapped",
            "_is_rocm",
            "function_wrapping",
            "megatron.legacy.fused_kernels",
            "triton",
            "checkpoint_convert",
            "fused_kernels_rocm_noop",
            "silence_autotune_print",
            "seq_length",
            "attn_batch_size",
            "16384",
            "core_r0.14.0",
            "2.8.0",
            "rocm7.0",
            "MI300X",
            "primus_turbo",
            "transformer_engine",
            "apex",
            "torch.version.hip",
            "helpers.cpp",
            "compile_helpers",
        ),
        mentioned=(
            SYMBOL,
            "disable_compile_dependencies",
            "megatron.legacy.fused_kernels.load",
            "PRIMUS_PATCHES",
            "_primus_patched",
            "torch.version.hip",
        ),
    ),
}
