"""Round 22: Chinese headings and prose.

Chinese headings and prose around English code; conditions as 如果 / 仅当 / 除非 / 可能.
"""

from __future__ import annotations

from .case import Case
from .names import DEEPBIND, DEEPBIND_SUMMARY

TITLE = "twenty-second-round report (Chinese headings and prose)"
CASES = {
    DEEPBIND: Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": frozenset({DEEPBIND_SUMMARY}),  # the description= text, whose first sentence the draft keeps
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"importlib.import_module"},
            "implementation.primus": frozenset(
                {"primus.backends.megatron.patches.turbo.aiter_deepbind_patches._install_deepbind_import_hook"}
            ),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py"}),
            "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", "<2.14.0"), ("primus_turbo", None), ("torch", None)},
            "requires.platform": "rocm",
        },
        required={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": DEEPBIND_SUMMARY,  # after "补丁描述（`description=`）原文："
            "feature.patch_style": "function_wrapping",
            # "只在 TE < 2.14.0 时需要" (needed only when TE < 2.14.0) is conditional, as its English is: a TODO (MENTIONED).
        },
        nowhere=(
            "('aiter',",  # the library the hook isolates, which the patch never imports
            "PRIMUS_AITER_DEEPBIND",  # an off switch, on by default
            "torch.cuda",
            "__version__",
        ),
        mentioned=(
            "importlib.import_module",
            "use_turbo_attention",
            "PRIMUS_AITER_DEEPBIND",
            "2.14.0",
        ),
    ),
}
