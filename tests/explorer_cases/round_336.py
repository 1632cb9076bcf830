"""Round 336: a Redmine issue as its REST API returns it in XML (``issue.xml?include=journals``): the description in
Textile with escaped tags, custom fields (one giving the phase), journals whose notes correct the description's phase
and one of its sites, a detail recording the phase change, and a companion patch in a later note."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_sixth_redmine_issue_xml_build_tokenizer.md"

TITLE = "three-hundred-and-thirty-sixth-round report (a Redmine issue as REST XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": frozenset(
                {None, "Port Primus build_tokenizer override (HF Hub ids for Llama2Tokenizer etc.) into mlm-fork"}
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.global_vars.build_tokenizer", "pretrain_gpt.build_tokenizer"},
            "upstream.aliases": {"pretrain_gpt.build_tokenizer"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/tokenizer_builder_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "megatron.tokenizer.build_tokenizer_override"},
        # The XML's attribute; the site and the phase taken back; the companion's id.
        nowhere=("array", "megatron.training.tokenizer.build_tokenizer", "before_train", "fla_order_dataset"),
        mentioned=(),
    ),
}
