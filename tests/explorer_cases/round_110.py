"""Round 110: a prose report in Indonesian: sites listed under "mengikat ulang dua atribut modul:", a temporary binding
("pengikatan sementara") restored in `finally`, two corrections ("Koreksi: itu salah"), and another patch's flag in a
section headed "Patch lain yang bukan patch ini"."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_tenth_indonesian_fsdp_weight_tying.md"

PARALLELIZE = "torchtitan.models.{}.infra.parallelize"
TITLE = "hundred-and-tenth-round report (in Indonesian)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.weight_tying",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {PARALLELIZE.format("llama4") + ".apply_fsdp", PARALLELIZE.format("qwen3") + ".apply_fsdp"},
            "upstream.aliases": {PARALLELIZE.format("qwen3") + ".apply_fsdp"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "torchtitan.fsdp.weight_tying"},
        nowhere=(
            "fully_shard",  # swapped only while the wrapper runs
            "amp_alignment",  # the other patch
            "enable_embedding_autocast",
            "2.12",  # the requirement the correction takes back
        ),
        mentioned=(
            PARALLELIZE.format("llama4") + ".apply_fsdp",
            PARALLELIZE.format("qwen3") + ".apply_fsdp",
            PARALLELIZE.format("llama4") + ".fully_shard",
            "PRIMUS_PATCHES",
            "enable_weight_tying",
        ),
    ),
}
