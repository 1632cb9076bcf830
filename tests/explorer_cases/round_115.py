"""Round 115: a wiki page in Czech: the id in a "Položka | Hodnota" table labelled "ID patche", a sibling patch under a
heading "Související věci, které NEJSOU součástí tohoto patche" (related things that are not part of this patch), and
an "Oprava" (correction) of the phase the table gives."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifteenth_czech_wiki_mamba_rocm.md"

TITLE = "hundred-and-fifteenth-round report (in Czech)"
KERNEL = "_chunk_state_bwd_db"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mamba.rocm_chunk_state_bwd_db",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"mamba_ssm.ops.triton.ssd_chunk_state.{KERNEL}", f"mamba_ssm.ops.triton.ssd_combined.{KERNEL}"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_rocm_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("triton", None), ("mamba_ssm", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.mamba.rocm_chunk_state_bwd_db"},
        nowhere=(
            "fla_fused_ce",  # the sibling patch, "not part of this patch"
            "fused_ce_mode",
            "AMDGCN_USE_BUFFER_OPS",  # the rejected idea
            "build_args",  # the phase the correction takes back
        ),
        mentioned=(
            f"mamba_ssm.ops.triton.ssd_chunk_state.{KERNEL}",
            f"mamba_ssm.ops.triton.ssd_combined.{KERNEL}",
            "model_type",
            "recipe",
            "zebra_llama",
        ),
    ),
}
