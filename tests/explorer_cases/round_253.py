"""Round 253: a flashcard deck exported as Anki's "Notes in Plain Text": header lines, one card a line of front, back
(in HTML) and tags, a card giving the wrong phase and the next one correcting it, and cards about a sibling patch
tagged `not_this_patch` whose answers name its site and say it wraps."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_third_anki_deck_ddp_overlap_compile.md"

TITLE = "two-hundred-and-fifty-third-round report (an Anki deck)"
_DDP = "megatron.core.distributed.distributed_data_parallel.DistributedDataParallel"
_SITES = {f"{_DDP}.{name}" for name in ("_make_forward_pre_hook", "enable_forward_pre_hook", "disable_forward_pre_hook", "_get_overlap_hook_modules")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": _SITES,
            "upstream.aliases": _SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/ddp_overlap_compile_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.ddp.overlap_param_gather_compile", "framework.name": "megatron-lm"},
        # The sibling's site and flags; the wrong phase; the runner's variable.
        nowhere=("train_step", "use_fsdp2_fp8_all_gather", "after_build_args", "PRIMUS_PATCHES"),
        mentioned=("use_forward_hook", "overlap_param_gather"),
    ),
}
