"""Round 593: a Quarto document (.qmd: YAML front matter, callout blocks, {python} chunks with #| options, @sec
cross-references, pipe tables with captions, inline footnotes ^[...]): the registration's description followed by a
footnote about it, a phase taken back, the MoE latent and FLOPs patches beside it, a retracted version and a made-up
config."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MTP_ALLOWED, KIMI_K3_MTP_SUMMARY

REPORT = "five_hundred_ninety_third_quarto_document_kimi_k3_mtp.md"

TITLE = "five-hundred-and-ninety-third-round report (a Quarto document)"
CASES = {
    REPORT: Case(
        allowed=KIMI_K3_MTP_ALLOWED,
        # The footnote after the description stays out of it.
        required={"feature.id": "megatron.args.kimi_k3_mtp_num_layers", "feature.summary": KIMI_K3_MTP_SUMMARY, "feature.patch_style": "config_rewrite"},
        # The retracted phase; the other patches' keys; the retracted version.
        nowhere=("before_train", "moe_latent_size", "num_floating_point_operations", "0.14", "Footnote"),
        mentioned=("num_nextn_predict_layers",),
    ),
}
