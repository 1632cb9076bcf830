"""Round 1275: a WhatsApp voice note typed up in Hinglish (timestamped turns, a mode table, action items): a
`te_general_gemm` wrapper guessed and taken back, a `setup` phase denied, the TE `get_workspace` that is only a fallback,
a `bind_primus` / `disable` / `unknown` mode table that reads like flags, `PRIMUS_PATCHES` that only filters, `aiter` /
`csrc` denied as requirements, the `tp_overlap_te2` / `tp_overlap_te1` siblings and their `tp_comm_*` gates, a lazily set
TE module global, an open alias question and one venv's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_seventy_fifth_hinglish_voice_note_gemm_workspace.md"

ID = "megatron.te.general_gemm_workspace_helper"
SYMBOL = "megatron.core.extensions.transformer_engine._get_workspace"
PRIMUS = "primus.backends.transformer_engine.pytorch.module.base.get_workspace"
HELPER_FILE = "primus/backends/transformer_engine/pytorch/module/base.py"
PATCH_FILE = "primus/backends/megatron/patches/te_patches/general_gemm_workspace_patches.py"
# Line 24, the registration's description=.
DESCRIPTION = "Patch Megatron te_general_gemm workspace helper for TE compatibility"
# Line 65, the one-line summary.
SUMMARY = (
    "it points Megatron's te_general_gemm workspace helper at Primus' get_workspace, or disables workspace injection"
    " when TE's general_gemm has no workspace parameter."
)
TITLE = "one-thousand-two-hundred-and-seventy-fifth-round report (a Hinglish voice note typed up)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, SUMMARY}),
            # Line 13; the wrapper of line 11 is taken back ("Not a wrapper at all"). general_gemm_workspace_patches.py:118
            # rebinds the attribute and keeps no original.
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # The `from ... import _get_workspace` question is open (line 61).
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, PRIMUS}),
            "implementation.primus_file": frozenset({None, HELPER_FILE, PATCH_FILE}),
            # "Koi config flag nahi hai" (line 29); PRIMUS_PATCHES only filters (line 37).
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            # `_get_workspace = None` is the site's own binding, `base._cublas_workspace` a TE module global (lines 15, 47).
            "enable.side_effects": set(),
            # "Requires: `transformer_engine` and `megatron-core`" (line 53); aiter is denied (line 51).
            "requires.packages": {("transformer_engine", None), ("transformer-engine", None), ("megatron-core", None)},
            # "koi assert nahi hai handler mein, koi raise nahi" (line 57).
            "constraints": set(),
        },
        # Thin: enable.phase is left out though line 17 denies setup and states before_train (and line 23's phase=);
        # implementation.primus (line 13) is filed only as an upstream.symbols TODO; implementation.primus_file
        # (lines 9 and 15) and feature.port_kind (line 63, "drop_in") are only quoted in TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        nowhere=(
            "function_wrapping",
            "setup",
            "aiter",
            "csrc",
            "('torch'",
            "primus_turbo",
            "PRIMUS_PATCHES",
            "tp_comm_overlap",
            "tp_comm_bulk",
            "fp8",
            "tp_overlap_te",
            "'transformer_engine.pytorch.module.base",
            "cpp_extensions.general_gemm",
            "initialize_ub",
            "functools.partial",
            "te_general_gemm",
            "moe_utils",
            "0.16.0",
            "2.13.0",
            "_cublas_workspace",
            "'bind_primus'",
            "'disable'",
            "'unknown'",
            "('workspace'",
            "('general_gemm'",
        ),
        mentioned=(
            SYMBOL,
            "te_general_gemm",
            "transformer_engine.pytorch.module.base.get_workspace",
            "megatron.te.tp_overlap_te2",
            "aiter",
            "PRIMUS_PATCHES",
        ),
    ),
}
