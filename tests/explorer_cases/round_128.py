"""Round 128: a mailing-list digest: earlier messages quoted with ">" and ">>" between the answers, another patch's
variable as the supposed gate, a site the writer takes back, and a fragment of the registered description quoted only
to say that nothing pins the version it names ("Only the description string says ...")."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twenty_eighth_email_digest_fsdp_weight_tying.md"

TITLE = "hundred-and-twenty-eighth-round report (an e-mail digest)"
SITES = {f"torchtitan.models.{m}.infra.parallelize.apply_fsdp" for m in ("llama4", "qwen3")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.weight_tying",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.fsdp.weight_tying"},
        nowhere=("SDMA_ALL_GATHER", "llama3", "before_train", "2.12"),
        mentioned=(*sorted(SITES),),
    ),
}
